/**
 * A real QEMU (Debian's qemu-system-x86), under TCG on these machines: the command line the backend
 * builds starts a VM whose QMP socket answers, whose screen can be dumped without the guest's help, and
 * which quits on request.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { qemuArgs, type QemuSpec } from "../../../src/session/vm/qemu-args.ts";
import { QmpClient, QmpError } from "../../../src/session/vm/qmp-client.ts";

function spec(dir: string, overrides: Partial<QemuSpec> = {}): QemuSpec {
  return {
    name: "test-vm",
    accelerator: "tcg",
    memoryMb: 256,
    cpus: 1,
    agentSocket: path.join(dir, "agent.sock"),
    qmpSocket: path.join(dir, "qmp.sock"),
    vncSocket: path.join(dir, "vnc.sock"),
    network: false,
    pidFile: path.join(dir, "qemu.pid"),
    ...overrides,
  };
}

describe("the QEMU command line and its QMP socket", () => {
  it("starts a VM (no disk: the firmware's screen) that answers QMP, dumps its screen and quits", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-vm-"));
    const child = spawn("qemu-system-x86_64", qemuArgs(spec(dir)), { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const qmp = await QmpClient.connect(spec(dir).qmpSocket, { timeoutMs: 15_000 });
      expect(await qmp.execute("query-status")).toMatchObject({ running: true, status: "running" });
      expect(readFileSync(spec(dir).pidFile, "utf8").trim()).toBe(String(child.pid));
      // The agent's port and the live view are unix sockets the host can connect to.
      await new Promise<void>((resolve, reject) =>
        connect(spec(dir).agentSocket).once("connect", resolve).once("error", reject),
      );
      expect(existsSync(spec(dir).vncSocket!)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // let the firmware draw
      const shot = path.join(dir, "screen.png");
      await qmp.execute("screendump", { filename: shot, format: "png" });
      const png = readFileSync(shot);
      expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(640); // the VGA text screen's width
      await expect(qmp.execute("no-such-command")).rejects.toThrow(QmpError);
      const shutdown = qmp.waitForEvent("SHUTDOWN", 10_000);
      await qmp.execute("quit").catch(() => undefined);
      await shutdown.catch(() => undefined);
      expect(await exited).toBe(0);
      expect(qmp.closed).toBe(true);
    } finally {
      child.kill("SIGKILL");
      if (stderr.includes("error")) console.error(stderr);
    }
  }, 60_000);
});
