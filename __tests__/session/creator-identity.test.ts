import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  creatorLabels,
  creatorState,
  currentCreator,
  LINUX_PROC,
  type ProcView,
} from "../../src/session/creator-identity.ts";

/** A /proc of a machine with these live processes (pid → start time). */
const procOf = (live: Record<number, string>, boot = "boot-1", pidNs = "pid:[4026531836]"): ProcView => ({
  bootId: () => boot,
  pidNamespace: () => pidNs,
  startTime: (pid) => live[pid],
  alive: (pid) => pid in live,
});

describe("who created a desktop, and whether it is gone", () => {
  const here = { host: "runner", pid: 1, boot: "boot-1", pidNs: "pid:[4026531836]", start: "100" };
  const made = (creator: Partial<typeof here>) => creatorLabels({ ...here, ...creator });

  it("is gone when its pid is dead, or now another process (a reused pid starts later)", () => {
    expect(creatorState(made({ pid: 42, start: "500" }), here, procOf({}))).toBe("gone");
    expect(creatorState(made({ pid: 42, start: "500" }), here, procOf({ 42: "900" }))).toBe("gone");
    expect(creatorState(made({ pid: 42, start: "500" }), here, procOf({ 42: "500" }))).toBe("alive");
  });

  it("is not judged from another machine or another process namespace on a shared daemon", () => {
    // Another runner container with the same host name and pid numbers: its own pid namespace.
    expect(creatorState(made({ pid: 42, pidNs: "pid:[4026532999]" }), here, procOf({}))).toBe("unknown");
    // Another machine (or this one before a reboot).
    expect(creatorState(made({ pid: 42, boot: "boot-2" }), here, procOf({}))).toBe("unknown");
    // Labels of an older desktest (host and pid only) seen from Linux: unknown, never removed by mistake.
    expect(
      creatorState({ "desktest.creator-pid": "42", "desktest.creator-host": "runner" }, here, procOf({})),
    ).toBe("unknown");
  });

  it("falls back to host name and pid where there is no /proc", () => {
    const noProc = { host: "mac", pid: 1 };
    const labels = creatorLabels({ host: "mac", pid: 42 });
    const view: ProcView = {
      bootId: () => undefined,
      pidNamespace: () => undefined,
      startTime: () => undefined,
      alive: () => false,
    };
    expect(creatorState(labels, noProc, view)).toBe("gone");
    expect(creatorState(creatorLabels({ host: "other", pid: 42 }), noProc, view)).toBe("unknown");
  });

  it("reads this Linux machine's real identity, and sees a finished child as gone", async () => {
    const me = currentCreator();
    expect(me.boot).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.pidNs).toMatch(/^pid:\[\d+\]$/);
    expect(creatorState(creatorLabels(me), me, LINUX_PROC)).toBe("alive");
    const child = spawn("sleep", ["0.1"]);
    const childIdentity = currentCreator(child.pid!);
    await new Promise((resolve) => child.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(creatorState(creatorLabels(childIdentity), me, LINUX_PROC)).toBe("gone");
  });
});
