import { describe, expect, it } from "vitest";
import { renderSelftest, selftestJson } from "../../src/cli/selftest/render-selftest.ts";
import type { SelftestResult } from "../../src/run/selftest-desktop.ts";

const RESULT: SelftestResult = {
  backend: "tart",
  platform: "macos",
  exitCode: 1,
  rows: [
    { ok: true, operation: "desktop start", ms: 41_200, detail: "tart: 1440×900 macos desktop" },
    {
      ok: false,
      operation: "permissions",
      ms: 0,
      detail: "missing: accessibility",
      fix: "Allow it in System Settings → Privacy & Security → Accessibility for /usr/libexec/sshd-keygen-wrapper",
    },
  ],
};

describe("the selftest's table", () => {
  it("has one line per operation with its mark and time, each failure's fix under it, then the verdict", () => {
    expect(renderSelftest(RESULT, false)).toBe(
      [
        "✓ desktop start    41.2s  tart: 1440×900 macos desktop",
        "✗ permissions        0ms  missing: accessibility",
        "                          fix: Allow it in System Settings → Privacy & Security → Accessibility for /usr/libexec/sshd-keygen-wrapper",
        "selftest failed on tart (macos): 1 of 2 operations",
        "",
      ].join("\n"),
    );
  });

  it("gives the same rows as JSON with the exit code", () => {
    expect(JSON.parse(selftestJson(RESULT))).toEqual({
      ok: false,
      exit_code: 1,
      backend: "tart",
      platform: "macos",
      operations: RESULT.rows,
    });
  });
});
