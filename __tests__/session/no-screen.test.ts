import { describe, expect, it } from "vitest";
import { InfraError } from "../../src/errors/desktest-error.ts";
import type { PingResult } from "../../src/session/guest/guest-agent.ts";
import { noScreenError, type ScreenAdvice } from "../../src/session/guest/no-screen.ts";

const hello: PingResult = {
  version: "2.0.0",
  protocol: 2,
  platform: "linux",
  screen: null,
  pid: 1,
  user: "me",
  home: "/home/me",
  ops: [],
  executable: "/opt/py/bin/python3",
};
const advice: ScreenAdvice = { otherPython: "choose another Python", display: "point DISPLAY at it" };

describe("a desktop whose guest agent sees no screen", () => {
  it("names the module its Python cannot import, that Python, and how to install it or choose another", () => {
    const error = noScreenError(
      {
        ...hello,
        screen_error: { reason: "module_missing", module: "Xlib", message: "No module named 'Xlib'" },
      },
      "this machine's desktop",
      advice,
    );
    expect(error).toBeInstanceOf(InfraError);
    expect(error.message).toBe(
      "the guest agent on this machine's desktop sees no screen: its Python (/opt/py/bin/python3) cannot import the module 'Xlib'",
    );
    expect(error.hint).toContain("apt-get install python3-xlib");
    expect(error.hint).toContain("choose another Python");
  });

  it("says DISPLAY is unset, or which display cannot be opened, with the backend's way to set it", () => {
    const unset = noScreenError(
      { ...hello, screen_error: { reason: "display_unset", message: "DISPLAY is not set" } },
      "a lab machine",
      advice,
    );
    expect(unset.message).toContain("DISPLAY is not set there");
    expect(unset.hint).toBe("point DISPLAY at it");
    const unreachable = noScreenError(
      {
        ...hello,
        screen_error: { reason: "display_unreachable", message: "cannot open X display :7: refused" },
      },
      "a lab machine",
      advice,
    );
    expect(unreachable.message).toContain("cannot open X display :7: refused");
    expect(unreachable.hint).toContain("xauth");
    expect(unreachable.hint).toContain("point DISPLAY at it");
  });

  it("asks the old question of an agent too old to say why, and bounds what an agent says", () => {
    expect(noScreenError(hello, "the VM", advice).message).toBe(
      "the guest agent on the VM reports no screen: is a desktop session running and reachable by it?",
    );
    const long = noScreenError(
      { ...hello, screen_error: { reason: "error", message: "x".repeat(10_000) } },
      "the VM",
      advice,
    );
    expect(long.message.length).toBeLessThan(800);
  });
});
