import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { InfraError } from "../../errors/desktest-error.ts";
import { creatorLabels, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";
import { shellQuote } from "../exec-result.ts";
import { registerOpen, unregisterOpen } from "../open-sessions.ts";
import { closingOnFailure, type StartScope } from "../start-scope.ts";
import { exitedWithin } from "../exited-within.ts";
import { GuestAgent, type PingResult } from "../guest/guest-agent.ts";
import { DESKTOP_READY_FILE, desktopWhole } from "../guest/desktop-whole.ts";
import { connectGuestSocket } from "../guest/socket-transport.ts";
import { findUefiFirmware, type UefiFirmware } from "./firmware.ts";
import { kernelCommandLine, type VmImage } from "./vm-image.ts";
import { qemuArgs, type Accelerator } from "./qemu-args.ts";
import { QmpClient } from "./qmp-client.ts";
import { VncRelayClient } from "./vnc-relay-client.ts";

const run = promisify(execFile);

/** Where every VM's folder lives (overlay, sockets, pid file, labels, console log): `reap` looks here. */
export function vmRunRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DESKTEST_VM_RUN_DIR || path.join(tmpdir(), "desktest-vms"));
}

/** A VM's machine: accelerator, memory, CPUs, screen and NIC (what a snapshot must match). */
export interface SnapshotShape {
  accelerator: Accelerator;
  memoryMb: number;
  cpus: number;
  width: number;
  height: number;
  network: boolean;
}

export interface VmStartOptions extends SnapshotShape {
  image: VmImage;
  runId: string;
  taskId: string;
  /** Restore this saved state (taken with `disk`, and `vars` for firmware) instead of booting. */
  restore?: { state: string; disk: string; vars?: string };
  /** How long to wait for the guest agent's first answer. */
  agentTimeoutMs?: number;
  /** When the VM does not come up: its screen (vm-screen.png) and console (vm-console.log) go here. */
  evidenceDir?: string;
  log?: (line: string) => void;
  runRoot?: string;
}

/**
 * One desktop VM: its folder (a copy-on-write overlay of the image or of a ready snapshot's disk, the
 * sockets, the pid file, a labels file naming run, task and creator, the serial console log), the QEMU
 * process, its QMP connection, the guest agent over the virtio-serial port and, when the image relays
 * one, the desktop's VNC server over a second port.
 */
export class QemuVm {
  readonly folder: string;
  readonly qmp: QmpClient;
  readonly agent: GuestAgent;
  readonly process: ChildProcess;
  /** The agent's first answer: the guest's platform, screen and home. */
  readonly hello: PingResult;
  /** The desktop's VNC server, through the guest's relay (images with `vncRelay`); else undefined. */
  readonly vnc: VncRelayClient | undefined;
  #stopped = false;

  private constructor(
    folder: string,
    process: ChildProcess,
    qmp: QmpClient,
    agent: GuestAgent,
    hello: PingResult,
    vnc: VncRelayClient | undefined,
  ) {
    this.folder = folder;
    this.process = process;
    this.qmp = qmp;
    this.agent = agent;
    this.hello = hello;
    this.vnc = vnc;
  }

  static start(options: VmStartOptions): Promise<QemuVm> {
    const started = Date.now();
    const id = `vm-${randomUUID().slice(0, 12)}`;
    const folder = path.join(options.runRoot ?? vmRunRoot(), id);
    const file = (name: string) => path.join(folder, name);
    return closingOnFailure(async (scope) => {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      scope.opened(folder, () => rm(folder, { recursive: true, force: true }));
      await writeFile(
        file("labels.json"),
        JSON.stringify({
          [LABEL.managed]: "true",
          [LABEL.runId]: options.runId,
          [LABEL.taskId]: options.taskId,
          [LABEL.createdAt]: new Date().toISOString(),
          ...creatorLabels(currentCreator()),
        }),
      );
      const backing = options.restore?.disk ?? options.image.disk;
      const backingFormat = options.restore ? "qcow2" : options.image.format;
      await run("qemu-img", [
        "create",
        "-q",
        "-f",
        "qcow2",
        "-b",
        backing,
        "-F",
        backingFormat,
        file("disk.qcow2"),
      ]);
      const { boot } = options.image;
      let firmware: UefiFirmware | undefined;
      if (boot.kind === "uefi") {
        firmware = findUefiFirmware(process.env, boot.vars);
        await copyFile(options.restore?.vars ?? boot.vars ?? firmware.vars, file("vars.fd"));
      }
      const tpm = boot.kind === "uefi" && boot.tpm ? await startTpm(folder, scope) : undefined;
      const args = qemuArgs({
        name: id,
        accelerator: options.accelerator,
        memoryMb: options.memoryMb,
        cpus: options.cpus,
        disk: file("disk.qcow2"),
        ...(boot.kind === "kernel"
          ? {
              kernel: {
                path: boot.kernel,
                ...(boot.initrd ? { initrd: boot.initrd } : {}),
                append: kernelCommandLine(boot.cmdline, options.width, options.height),
              },
            }
          : {}),
        ...(firmware ? { firmware: { code: firmware.code, vars: file("vars.fd") } } : {}),
        ...(tpm ? { tpmSocket: tpm.socket } : {}),
        agentSocket: file("agent.sock"),
        qmpSocket: file("qmp.sock"),
        vncSocket: file("vnc.sock"),
        ...(options.image.vncRelay ? { vncRelaySocket: file("vnc-relay.sock") } : {}),
        network: options.network,
        pidFile: file("qemu.pid"),
        ...(options.restore ? { incoming: options.restore.state } : {}),
      });
      args.push("-serial", `file:${file("console.log")}`);
      const child = spawn("qemu-system-x86_64", args, { stdio: ["ignore", "ignore", "pipe"] });
      scope.opened(child, (qemu) => killAndWait(qemu));
      let stderr = "";
      child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      let qmp: QmpClient | undefined;
      try {
        const exited = new Promise<never>((_, reject) =>
          child.once("exit", (code) =>
            reject(new InfraError(`QEMU exited (${code}) while starting: ${stderr.trim()}`)),
          ),
        );
        exited.catch(() => undefined);
        qmp = scope.opened(
          await Promise.race([QmpClient.connect(file("qmp.sock"), { timeoutMs: 20_000 }), exited]),
          async (client) => client.close(),
        );
        if (options.restore) await Promise.race([resumeWhenRestored(qmp), exited]);
        const agentTimeoutMs = options.agentTimeoutMs ?? 240_000;
        const agent = scope.opened(
          await Promise.race([waitForAgent(file("agent.sock"), agentTimeoutMs), exited]),
          async (client) => client.close(),
        );
        // The agent may start before the desktop is whole (Linux: the X server and window manager).
        const hello = await Promise.race([waitForDesktop(agent, started + agentTimeoutMs + 120_000), exited]);
        options.log?.(
          `VM ${id} ready in ${Date.now() - started} ms (${options.restore ? "restored" : "cold boot"}, ${options.accelerator})`,
        );
        const vnc = options.image.vncRelay ? new VncRelayClient(file("vnc-relay.sock")) : undefined;
        const vm = new QemuVm(folder, child, qmp, agent, hello, vnc);
        registerOpen(vm);
        return vm;
      } catch (error) {
        // A socket QEMU closed as it exited fails first: QEMU's exit, with its own words, is the reason.
        const exit = await exitedWithin(child, 1_000);
        if (options.evidenceDir) await keepEvidence(folder, qmp, options.evidenceDir);
        throw exit ? new InfraError(`QEMU exited (${exit.code}) while starting: ${stderr.trim()}`) : error;
      }
    });
  }

  /** What the VM's screen shows (QMP, without the guest's help), as PNG. */
  async screendump(file: string): Promise<void> {
    await this.qmp.execute("screendump", { filename: file, format: "png" });
  }

  /** The serial console's last lines (the boot log): for errors and artifacts. */
  consoleTail(lines = 40): string {
    const file = path.join(this.folder, "console.log");
    if (!existsSync(file)) return "";
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  }

  /**
   * Save the VM's whole state into the folder `dir` (paused, then QMP migrate to the file `state`), stop
   * it and move its disk (`disk.qcow2`) and firmware variables (`vars.fd`) there: a ready snapshot that
   * restores in place of a boot. The VM is paused first, so that what is saved is one moment's state: a
   * live migration under TCG (two vCPUs, a busy host) once saved a state whose guest kernel panicked in a
   * timer on every restore.
   */
  async saveTo(dir: string): Promise<void> {
    this.agent.close(); // the host side of the agent's port is reconnected after a restore
    this.vnc?.close();
    const temp = path.join(dir, "state.tmp");
    await this.qmp.execute("stop");
    await this.qmp.execute("migrate", { uri: `exec:cat > ${shellQuote(temp)}` });
    for (;;) {
      const status =
        (await this.qmp.execute<{ status?: string; "error-desc"?: string }>("query-migrate")) ?? {};
      if (status.status === "completed") break;
      if (status.status === "failed" || status.status === "cancelled")
        throw new InfraError(`saving the VM's state failed: ${status["error-desc"] ?? status.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    unregisterOpen(this);
    await this.#quit();
    await rename(path.join(this.folder, "disk.qcow2"), path.join(dir, "disk.qcow2"));
    if (existsSync(path.join(this.folder, "vars.fd")))
      await rename(path.join(this.folder, "vars.fd"), path.join(dir, "vars.fd"));
    await rename(temp, path.join(dir, "state"));
    await rm(this.folder, { recursive: true, force: true });
  }

  /** The same as stop (what an interruption calls on every open desktop). */
  close(): Promise<void> {
    return this.stop();
  }

  /** Stop QEMU (quit, then SIGKILL) and remove the VM's folder. Safe to call twice. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    unregisterOpen(this);
    this.agent.close();
    this.vnc?.close();
    await this.#quit();
    await rm(this.folder, { recursive: true, force: true });
  }

  async #quit(): Promise<void> {
    this.#stopped = true;
    const exited = new Promise((resolve) => {
      if (this.process.exitCode !== null || this.process.signalCode !== null) resolve(undefined);
      else this.process.once("exit", resolve);
    });
    await this.qmp.execute("quit", undefined, 5_000).catch(() => undefined);
    const timer = setTimeout(() => this.process.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    this.qmp.close();
  }
}

/**
 * Once the saved state is loaded, run the VM: a state saved from a paused VM (saveTo) stays paused after
 * loading (QEMU keeps the run state it was saved in); one saved running runs by itself.
 */
async function resumeWhenRestored(qmp: QmpClient): Promise<void> {
  for (;;) {
    const { status } = await qmp.execute<{ status: string }>("query-status");
    if (status === "paused") {
      await qmp.execute("cont");
      return;
    }
    if (status !== "inmigrate") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a VM that did not come up showed: its screen through QMP (no guest help needed) and its console. */
async function keepEvidence(folder: string, qmp: QmpClient | undefined, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true }).catch(() => undefined);
  await qmp
    ?.execute("screendump", { filename: path.join(dir, "vm-screen.png"), format: "png" }, 10_000)
    .catch(() => undefined);
  await copyFile(path.join(folder, "console.log"), path.join(dir, "vm-console.log")).catch(() => undefined);
}

/**
 * Until the guest's desktop is whole (desktopWhole), then the agent's hello. A ping unanswered for 10 s is
 * asked again until the deadline: a guest just restored under emulation on a busy host can be that slow
 * for a while (its answer, when it comes late, is dropped).
 */
async function waitForDesktop(agent: GuestAgent, deadline: number): Promise<PingResult> {
  for (;;) {
    let hello: PingResult;
    try {
      hello = await agent.ping(10_000);
    } catch (error) {
      if (agent.closed || Date.now() > deadline) throw error;
      continue;
    }
    if (await desktopWhole(agent, hello)) return hello;
    if (Date.now() > deadline)
      throw new InfraError(
        hello.platform === "linux"
          ? `the VM's desktop did not come up (no ${DESKTOP_READY_FILE})`
          : `the VM's guest agent (${hello.platform}) sees no screen: is the user logged in?`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The VM's software TPM 2.0: swtpm on a unix control socket in the VM's folder, its state beside it;
 * it ends when QEMU closes the socket (`--terminate`).
 */
async function startTpm(
  folder: string,
  scope: StartScope,
): Promise<{ socket: string; process: ChildProcess }> {
  const socket = path.join(folder, "tpm.sock");
  await mkdir(path.join(folder, "tpm"), { recursive: true });
  const child = spawn(
    "swtpm",
    [
      "socket",
      "--tpm2",
      "--tpmstate",
      `dir=${path.join(folder, "tpm")}`,
      "--ctrl",
      `type=unixio,path=${socket}`,
      "--terminate",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  scope.opened(child, (tpm) => killAndWait(tpm));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(
        new InfraError(`the VM's software TPM (swtpm) could not start: ${error.message}`, {
          hint: "install swtpm (Debian/Ubuntu: sudo apt-get install swtpm)",
        }),
      ),
    );
    child.once("exit", (code) =>
      reject(new InfraError(`swtpm exited (${code}) while starting: ${stderr.trim()}`)),
    );
  });
  failed.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (Date.now() > deadline) throw new InfraError(`swtpm made no socket within 10 s: ${stderr.trim()}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), failed]);
  }
  return { socket, process: child };
}

/**
 * Connect to the agent's virtio-serial socket and wait for its first answer. QEMU accepts the host side
 * at once; until the guest opens its end nothing answers, so each attempt pings with a short timeout.
 */
async function waitForAgent(socket: string, timeoutMs: number): Promise<GuestAgent> {
  const deadline = Date.now() + timeoutMs;
  const { client } = await connectGuestSocket({ path: socket }, { timeoutMs: 20_000 });
  const agent = new GuestAgent(client);
  for (;;) {
    try {
      await agent.ping(2_000);
      return agent;
    } catch (error) {
      if (agent.closed || Date.now() > deadline) {
        agent.close();
        throw new InfraError(
          `the VM's guest agent did not answer within ${Math.round(timeoutMs / 1000)} s: ${(error as Error).message}`,
          { hint: "the VM's console log and screen show how far it booted" },
        );
      }
    }
  }
}

/** SIGKILL to a child of ours, resolved once it has exited (at once if it already has). */
function killAndWait(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  child.kill("SIGKILL");
  return exited;
}
