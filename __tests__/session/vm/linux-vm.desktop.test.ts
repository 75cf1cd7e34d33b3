/**
 * The Linux VM desktop under a real QEMU (TCG on these machines): the image built offline from the
 * Docker desktop, a cold boot to a guest agent that answers over virtio-serial, and the ready snapshot
 * restored in place of a boot.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InfraError } from "../../../src/errors/desktest-error.ts";
import { ensureLinuxVmImage, type LinuxVmImage } from "../../../src/session/vm/linux-vm-image.ts";
import { QemuVm } from "../../../src/session/vm/qemu-vm.ts";
import { ensureReadySnapshot } from "../../../src/session/vm/ready-snapshot.ts";
import { reapVms } from "../../../src/session/vm/reap-vms.ts";
import { VmSession } from "../../../src/session/vm/vm-session.ts";
import { tempTree } from "../../helpers/cli.ts";
import { docker } from "../../helpers/desktop.ts";

let image: LinuxVmImage;
const runRoot = mkdtempSync(path.join(tmpdir(), "desktest-vm-run-"));
const shape = {
  accelerator: "tcg" as const,
  memoryMb: 1536,
  cpus: 2,
  width: 1280,
  height: 800,
  network: false,
};
const log: string[] = [];

beforeAll(async () => {
  image = await ensureLinuxVmImage(docker, { onProgress: (line) => log.push(line) });
}, 600_000);

afterAll(() => {
  console.log(log.join("\n"));
});

describe("the Linux VM image", () => {
  it("is a qcow2 disk and a kernel, cached by content hash", () => {
    expect(readFileSync(image.disk).subarray(0, 4).toString("latin1")).toBe("QFI\xfb");
    expect(existsSync(image.kernel) && existsSync(image.initrd)).toBe(true);
    expect(path.basename(image.dir)).toBe(image.hash.slice(0, 16));
  });
});

describe("a VM desktop", () => {
  it("boots cold to a guest agent on the virtio port, with its own kernel, the asked screen and no network", async () => {
    const vm = await QemuVm.start({ image, ...shape, runId: "test", taskId: "cold", runRoot });
    try {
      const pong = await vm.agent.ping();
      expect(pong).toMatchObject({
        protocol: 2,
        platform: "linux",
        user: "tester",
        screen: { width: 1280, height: 800 },
      });
      const kernel = await vm.agent.run(["uname", "-r"]);
      expect(kernel.stdout).toMatch(/cloud-amd64/);
      const out = await vm.agent.run(
        "python3 -c 'import socket; socket.create_connection((\"10.0.2.2\", 80), timeout=3)'",
        { timeoutMs: 20_000 },
      );
      expect(out.exitCode).not.toBe(0); // no NIC at all
      const shot = path.join(runRoot, "cold.png");
      await vm.screendump(shot);
      expect(readFileSync(shot).subarray(1, 4).toString()).toBe("PNG");
    } finally {
      await vm.stop();
    }
    expect(existsSync(vm.folder)).toBe(false);
  }, 300_000);

  it("restores the ready snapshot in place of a boot, and the agent answers at once", async () => {
    const snapshot = await ensureReadySnapshot(image, shape, { runRoot, log: (line) => log.push(line) });
    const cold = Date.now();
    const restored = await QemuVm.start({
      image,
      ...shape,
      runId: "test",
      taskId: "warm",
      runRoot,
      restore: snapshot,
    });
    const restoreMs = Date.now() - cold;
    try {
      const observation = await restored.agent.observe({ a11y: false });
      expect(observation.screenshot?.width).toBe(1280);
      const file = await restored.agent.run("echo restored > /home/tester/mark && cat /home/tester/mark");
      expect(file.stdout).toBe("restored\n");
      console.log(`restore: ${restoreMs} ms`);
    } finally {
      await restored.stop();
    }
    // A second restore starts from the same clean state: the first one's file is not there. It is also
    // a whole Session: copies through the agent, path rules, exec timeouts.
    const again = await QemuVm.start({
      image,
      ...shape,
      runId: "test",
      taskId: "again",
      runRoot,
      restore: snapshot,
    });
    const session = new VmSession(again);
    try {
      expect((await session.exec(["test", "-e", "/home/tester/mark"])).exitCode).toBe(1);
      const host = tempTree({
        "app/run.sh": "#!/bin/sh\necho hi\n",
        "app/data/notes.txt": "x".repeat(5_000_000),
      });
      chmodSync(path.join(host, "app/run.sh"), 0o755);
      await session.copyIn(path.join(host, "app"), "/home/tester");
      expect((await session.exec(["/home/tester/app/run.sh"])).stdout).toBe("hi\n");
      await session.copyOut("/home/tester/app", path.join(host, "back"));
      expect(readFileSync(path.join(host, "back/data/notes.txt"), "utf8")).toBe("x".repeat(5_000_000));
      await expect(session.copyOut("/home/tester/../../etc", path.join(host, "x"))).rejects.toThrow(
        "must not contain '..'",
      );
      await expect(session.copyIn(path.join(host, "app"), "/nowhere")).rejects.toThrow(
        "does not exist there",
      );
      const slow = await session.exec("sleep 30 & echo $! > /tmp/pid; wait", { timeoutMs: 1_000 });
      expect(slow.timedOut).toBe(true);
      const pid = (await session.exec(["cat", "/tmp/pid"])).stdout.trim();
      expect((await session.exec(["kill", "-0", pid])).exitCode).not.toBe(0); // the whole group was killed
    } finally {
      await session.close();
    }
  }, 600_000);

  it("is reaped when the run that made it died: no QEMU process, socket or overlay left", async () => {
    const snapshot = await ensureReadySnapshot(image, shape, { runRoot });
    const vm = await QemuVm.start({
      image,
      ...shape,
      runId: "dead-run",
      taskId: "orphan",
      runRoot,
      restore: snapshot,
    });
    const pid = Number(readFileSync(path.join(vm.folder, "qemu.pid"), "utf8"));
    // Its creator is gone: a process that ran and ended stands in for the killed engine.
    const ghost = spawnSync("true");
    const labels = JSON.parse(readFileSync(path.join(vm.folder, "labels.json"), "utf8")) as Record<
      string,
      string
    >;
    writeFileSync(
      path.join(vm.folder, "labels.json"),
      JSON.stringify({ ...labels, "desktest.creator-pid": String(ghost.pid), "desktest.creator-start": "1" }),
    );
    expect(await reapVms({ runRoot, runId: "another-run" })).toEqual([]);
    expect(await reapVms({ runRoot })).toEqual([path.basename(vm.folder)]);
    if (vm.process.exitCode === null && vm.process.signalCode === null)
      await new Promise((resolve) => vm.process.once("exit", resolve));
    expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(existsSync(vm.folder)).toBe(false);
    vm.agent.close();
    vm.qmp.close();
  }, 300_000);

  it("ends as an infrastructure error when the agent never answers, leaving the VM's screen and console", async () => {
    const evidence = mkdtempSync(path.join(tmpdir(), "desktest-vm-evidence-"));
    // A cold boot takes longer than a second here: the agent cannot answer in time.
    const start = QemuVm.start({
      image,
      ...shape,
      runId: "test",
      taskId: "silent",
      runRoot,
      agentTimeoutMs: 1_000,
      evidenceDir: evidence,
    });
    await expect(start).rejects.toThrow(/the VM's guest agent did not answer within 1 s/);
    await expect(start).rejects.toBeInstanceOf(InfraError);
    expect(readFileSync(path.join(evidence, "vm-screen.png")).subarray(1, 4).toString()).toBe("PNG");
    expect(existsSync(path.join(evidence, "vm-console.log"))).toBe(true);
    expect(readdirSync(runRoot).filter((n) => n.startsWith("vm-"))).toEqual([]); // nothing left running
  }, 120_000);
});
