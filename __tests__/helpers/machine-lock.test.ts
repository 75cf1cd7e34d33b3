import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { holdLock, inSlot } from "./machine-lock.ts";

describe("locks and slots shared by the processes of this machine", () => {
  it("lets as many works run at once as there are slots; the next one starts once one ends", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-slots-"));
    const slots = [0, 1].map((i) => path.join(dir, `${i}.lock`));
    const events: string[] = [];
    let cStarted!: () => void;
    const cStarts = new Promise<void>((resolve) => (cStarted = resolve));
    let aHolds!: () => void;
    const aHeld = new Promise<void>((resolve) => (aHolds = resolve));
    const a = inSlot(slots, async () => {
      events.push("a starts");
      aHolds();
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push("a ends");
    });
    await aHeld;
    // b holds the other slot until c has started: c can only have a's
    let bHolds!: () => void;
    const bHeld = new Promise<void>((resolve) => (bHolds = resolve));
    const b = inSlot(slots, async () => {
      events.push("b starts");
      bHolds();
      await cStarts;
      events.push("b ends");
    });
    await bHeld;
    const c = inSlot(slots, async () => {
      events.push("c starts");
      cStarted();
      return "c's result";
    });
    expect(await c).toBe("c's result");
    await Promise.all([a, b]);
    expect(events.indexOf("c starts")).toBeGreaterThan(events.indexOf("a ends"));
    expect(events.indexOf("b ends")).toBeGreaterThan(events.indexOf("c starts"));
  });

  it("is free again when the process that held it is killed", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "desktest-lock-")), "lock");
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { holdLock } = await import(${JSON.stringify(path.join(import.meta.dirname, "machine-lock.ts"))});
        if (await holdLock(${JSON.stringify(file)}, { wait: false })) console.log("held");`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    expect(await holdLock(file, { wait: false })).toBeUndefined();
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const release = await holdLock(file, { wait: true });
    expect(release).toBeDefined();
    await release!();
  });
});
