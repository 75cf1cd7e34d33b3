/**
 * The two-VM cap of a Mac counts every running Tart VM, whoever started it: checked against the `tart`
 * stand-in's `list`, with two VMs of another run holding the slots (processes QEMU's name stands for, in
 * VM folders the stand-in reads as running).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TartCli } from "../../src/session/tart/tart-cli.ts";
import { waitForTartSlot } from "../../src/session/tart/tart-desktop.ts";

const STANDIN = path.join(import.meta.dirname, "../helpers/tart-standin/tart");
const children: ChildProcess[] = [];
const saved = process.env.TART_HOME;

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  if (saved === undefined) delete process.env.TART_HOME;
  else process.env.TART_HOME = saved;
});

/** A VM of another run, running as the stand-in sees it: its folder and a live process named like QEMU. */
function otherRunsVm(home: string, name: string): ChildProcess {
  const dir = path.join(home, "vms", name);
  mkdirSync(dir, { recursive: true });
  const child = spawn("bash", ["-c", "exec -a qemu-system-x86_64 sleep 600"], { stdio: "ignore" });
  children.push(child);
  writeFileSync(path.join(dir, "qemu.pid"), String(child.pid));
  return child;
}

describe("a macOS VM slot", () => {
  it("is waited for while two VMs of another run hold both, and taken when one ends", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "desktest-tart-slot-"));
    process.env.TART_HOME = home;
    try {
      const tart = new TartCli(STANDIN);
      const first = otherRunsVm(home, "other-run-a");
      otherRunsVm(home, "other-run-b");
      await new Promise((resolve) => setTimeout(resolve, 200)); // (the processes have their names)
      const lines: string[] = [];
      let got = false;
      const waiting = waitForTartSlot(tart, Date.now() + 60_000, (line) => lines.push(line), 100).then(
        () => (got = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(got).toBe(false);
      expect(lines).toEqual([
        "waiting for a macOS VM slot: other-run-a, other-run-b run (Apple allows 2 per Mac)",
      ]);
      first.kill("SIGKILL");
      await waiting;
      expect(got).toBe(true);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("gives up at its deadline naming the VMs that hold the slots", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "desktest-tart-slot-"));
    process.env.TART_HOME = home;
    try {
      otherRunsVm(home, "held-a");
      otherRunsVm(home, "held-b");
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(waitForTartSlot(new TartCli(STANDIN), Date.now(), undefined, 100)).rejects.toThrow(
        "2 macOS VMs already run on this Mac (held-a, held-b)",
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
