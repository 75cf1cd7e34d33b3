import { describe, expect, it } from "vitest";
import type { PingResult } from "../../src/session/guest/guest-agent.ts";
import { permissionsOf } from "../../src/session/selftest/selftest-checks.ts";
import { SelftestFailure } from "../../src/session/selftest/selftest-row.ts";

/** A macOS agent's ping answer (PROTOCOL.md `ping`), as macos_desktop.py's describe() makes it. */
function macPing(permissions: Record<string, boolean | null>, help?: string[]): PingResult {
  return {
    version: "2.0.0",
    protocol: 2,
    platform: "macos",
    screen: { width: 1440, height: 900 },
    pid: 7,
    user: "admin",
    home: "/Users/admin",
    ops: [],
    permissions,
    ...(help ? { permission_help: help } : {}),
  };
}

const HELP =
  "macOS has not given the guest agent the Accessibility permission (clicks and keystrokes are dropped and the accessibility tree is empty). Allow it in System Settings → Privacy & Security → Accessibility for /Library/Frameworks/Python.framework/Versions/3.12/Resources/Python.app and /usr/libexec/sshd-keygen-wrapper";

describe("the selftest's permissions row", () => {
  it("fails with the agent's own words as the fix: the pane and the exact programs to allow", () => {
    let failure: unknown;
    try {
      permissionsOf(macPing({ screen_recording: true, accessibility: false }, [HELP]));
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SelftestFailure);
    expect((failure as SelftestFailure).message).toBe("missing: accessibility");
    expect((failure as SelftestFailure).fix).toBe(HELP);
  });

  it("passes with what macOS allowed, and says none are needed on Linux", () => {
    expect(permissionsOf(macPing({ screen_recording: true, accessibility: true })).detail).toBe(
      "screen recording: allowed, accessibility: allowed",
    );
    const linux = { ...macPing({}), platform: "linux", permissions: undefined };
    expect(permissionsOf(linux).detail).toBe("none needed on linux");
  });
});
