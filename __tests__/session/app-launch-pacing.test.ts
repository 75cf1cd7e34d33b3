/**
 * While an app starts, launchApp looks for its window and checks that its processes live: work the desktop
 * does beside the app it waits for. On a slow desktop (a VM under software emulation: a look ~0.5 s, a
 * `pgrep` more) that work must leave the desktop most of its time, and on a fast one (a container: a few
 * ms) launchApp still looks every 25 ms. A desktop here whose answers take the times given, on fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { guestOs } from "../../src/session/guest/guest-os.ts";
import type { WindowInfo } from "../../src/session/guest/guest-agent.ts";
import type { Session } from "../../src/session/session.ts";

const WINDOW: WindowInfo = {
  id: 7,
  title: "galculator",
  class: "Galculator",
  instance: "galculator",
  pid: 42,
  x: 0,
  y: 0,
  width: 300,
  height: 400,
  mapped: true,
  focused: true,
};

/** A desktop whose window list takes `lookMs` and a `pgrep` `checkMs`; the app's window maps at `windowAtMs`. */
function slowDesktop(lookMs: number, checkMs: number, windowAtMs: number) {
  const busy: { what: "look" | "check"; from: number; to: number }[] = [];
  const started = performance.now();
  const answer = async <T>(what: "look" | "check", ms: number, value: () => T): Promise<T> => {
    const from = performance.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    busy.push({ what, from, to: performance.now() });
    return value();
  };
  const session = {
    os: guestOs("linux"),
    windows: () => answer("look", lookMs, () => (performance.now() - started >= windowAtMs ? [WINDOW] : [])),
    spawn: async () => 42,
    exec: (argv: string[]) => {
      expect(argv.slice(0, 2)).toEqual(["pgrep", "-s"]);
      return answer("check", checkMs, () => ({ exitCode: 0, stdout: "42\n", stderr: "", timedOut: false }));
    },
    guest: { supports: () => false },
  } as unknown as Session;
  return { session, busy };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function launch(session: Session): Promise<number> {
  const launched = launchApp(session, { command: ["./run.sh"] });
  await vi.advanceTimersByTimeAsync(60_000);
  return (await launched).ms;
}

describe("launchApp's looks and checks while the app starts", () => {
  it("leave a slow desktop most of its time: looks and liveness checks take at most about half of it", async () => {
    const { session, busy } = slowDesktop(500, 700, 12_000);
    const ms = await launch(session);
    const [first, last] = [busy[1]!.from, busy.at(-1)!.to]; // (after the list taken before the start)
    const busyMs = busy.slice(1).reduce((sum, span) => sum + (span.to - span.from), 0);
    expect(busyMs / (last - first)).toBeLessThanOrEqual(0.55);
    const checks = busy.filter((span) => span.what === "check");
    expect(checks.length).toBeGreaterThan(0); // (an app that has exited would still be noticed)
    // ...and the window is still found within one look-and-pause of its appearing.
    expect(ms).toBeGreaterThanOrEqual(12_000);
    expect(ms).toBeLessThanOrEqual(12_000 + 2 * 500 + 700);
  });

  it("look every 25 ms on a fast desktop, and check its processes every 250 ms", async () => {
    const { session, busy } = slowDesktop(2, 20, 1_000);
    const ms = await launch(session);
    const looks = busy.filter((span) => span.what === "look").slice(1);
    const gaps = looks.slice(1).map((span, i) => span.from - looks[i]!.to);
    expect(Math.max(...gaps.filter((gap) => gap > 0))).toBeLessThanOrEqual(25 + 20); // (a check may sit between)
    const checks = busy.filter((span) => span.what === "check").map((span) => span.from);
    expect(checks.length).toBeGreaterThanOrEqual(3); // (at 250, 500, 750 ms and so on)
    expect(checks.slice(1).map((at, i) => at - checks[i]!)).toEqual(
      checks.slice(1).map(() => expect.closeTo(250 + 25, -2)),
    );
    expect(ms).toBeLessThanOrEqual(1_000 + 25 + 2 + 20);
  });
});
