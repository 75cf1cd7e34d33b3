import {
  QmpClient,
  connectGuestSocket,
  qemuArgs,
  registerOpen,
  unregisterOpen
} from "./chunk-YRK6TVXL.js";
import {
  LABEL,
  findUefiFirmware
} from "./chunk-BMQF4RL5.js";
import {
  ProcessSession,
  TartCli,
  startSshAgent
} from "./chunk-4BXDOOKI.js";
import {
  GuestAgent,
  guestPlatformOf
} from "./chunk-H7XRAMYE.js";
import {
  shellQuote
} from "./chunk-6OU4HTP4.js";
import {
  readTartProfile,
  tartHome
} from "./chunk-OS5CVY5P.js";
import {
  InfraError
} from "./chunk-TIJ2CQYA.js";

// src/session/docker/creator-identity.ts
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
var LINUX_PROC = {
  bootId: () => read(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
  pidNamespace: () => read(() => readlinkSync("/proc/self/ns/pid")),
  startTime: (pid) => read(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  }),
  alive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === "EPERM";
    }
  }
};
function read(fn) {
  try {
    return fn() || void 0;
  } catch {
    return void 0;
  }
}
function currentCreator(pid = process.pid, proc = LINUX_PROC) {
  const boot = proc.bootId();
  const pidNs = proc.pidNamespace();
  const start = proc.startTime(pid);
  return {
    host: hostname(),
    pid,
    ...boot ? { boot } : {},
    ...pidNs ? { pidNs } : {},
    ...start ? { start } : {}
  };
}
function creatorLabels(creator) {
  return {
    [LABEL.creatorPid]: String(creator.pid),
    [LABEL.creatorHost]: creator.host,
    ...creator.boot ? { [LABEL.creatorBoot]: creator.boot } : {},
    ...creator.pidNs ? { [LABEL.creatorPidNs]: creator.pidNs } : {},
    ...creator.start ? { [LABEL.creatorStart]: creator.start } : {}
  };
}
function creatorState(labels, here, proc = LINUX_PROC) {
  const pid = Number(labels[LABEL.creatorPid]);
  if (!Number.isInteger(pid) || pid <= 0) return "unknown";
  const boot = labels[LABEL.creatorBoot];
  const pidNs = labels[LABEL.creatorPidNs];
  if (boot !== void 0 || here.boot !== void 0) {
    if (boot === void 0 || boot !== here.boot || pidNs === void 0 || pidNs !== here.pidNs)
      return "unknown";
    if (!proc.alive(pid)) return "gone";
    const start = labels[LABEL.creatorStart];
    return start !== void 0 && start !== proc.startTime(pid) ? "gone" : "alive";
  }
  if (labels[LABEL.creatorHost] !== here.host) return "unknown";
  return proc.alive(pid) ? "alive" : "gone";
}

// src/session/vm/qemu-vm.ts
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// src/session/vm/vm-image.ts
function screenFromTask(image) {
  return image.boot.kind === "kernel";
}
function kernelCommandLine(cmdline, width, height) {
  return `${cmdline} desktest.width=${width} desktest.height=${height}`;
}

// src/session/vm/vnc-relay-client.ts
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { Duplex } from "node:stream";

// src/session/vm/vnc-relay-frames.ts
var FrameType = { hello: 0, open: 1, data: 2, close: 3 };
var HEADER_BYTES = 9;
var MAX_PAYLOAD = 1 << 16;
var MAGIC = Buffer.from("desktest-vnc-relay/1", "latin1");
var NONCE_BYTES = 16;
function encodeFrame(type, channel, payload = Buffer.alloc(0)) {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt8(type, 0);
  header.writeUInt32BE(channel, 1);
  header.writeUInt32BE(payload.length, 5);
  return Buffer.concat([header, payload]);
}
function helloFrame(nonce) {
  return encodeFrame(FrameType.hello, 0, Buffer.concat([MAGIC, nonce]));
}
function greeting(hello) {
  return Buffer.concat([Buffer.alloc(HEADER_BYTES + MAX_PAYLOAD), hello]);
}
var FrameReader = class {
  constructor(hello) {
    this.hello = hello;
  }
  hello;
  #buffer = Buffer.alloc(0);
  #synced = false;
  /** The frames `chunk` completes (the answer to our HELLO first, once it has been found). */
  push(chunk) {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    const frames = [];
    if (!this.#synced) {
      const at = this.#buffer.indexOf(this.hello);
      if (at < 0) {
        this.#buffer = this.#buffer.subarray(Math.max(0, this.#buffer.length - this.hello.length + 1));
        return frames;
      }
      this.#synced = true;
      this.#buffer = this.#buffer.subarray(at);
    }
    while (this.#buffer.length >= HEADER_BYTES) {
      const type = this.#buffer.readUInt8(0);
      const channel = this.#buffer.readUInt32BE(1);
      const length = this.#buffer.readUInt32BE(5);
      if (type > FrameType.close || length > MAX_PAYLOAD)
        throw new InfraError(
          `the VM's VNC relay sent a frame it should not (type ${type}, ${length} bytes): not the relay's stream`
        );
      if (this.#buffer.length < HEADER_BYTES + length) break;
      frames.push({
        type,
        channel,
        payload: Buffer.from(this.#buffer.subarray(HEADER_BYTES, HEADER_BYTES + length))
      });
      this.#buffer = this.#buffer.subarray(HEADER_BYTES + length);
    }
    return frames;
  }
};

// src/session/vm/vnc-relay-client.ts
var MAX_BUFFERED = 64 << 20;
var VncRelayClient = class {
  constructor(socketPath, options = {}) {
    this.socketPath = socketPath;
    this.options = options;
  }
  socketPath;
  options;
  #link;
  #closed = false;
  /** Channel numbers are never used twice, not even by a later link: nothing stale reaches a new viewer. */
  #lastChannel = 0;
  /** A new connection to the VNC server; destroying the stream ends it. */
  async open() {
    if (this.#closed) throw new InfraError("the VM is stopped: its VNC server is gone");
    const link = this.#link ??= this.#connect();
    return (await link).openChannel();
  }
  /** End every connection and the port's socket (the VM is stopping). */
  close() {
    this.#closed = true;
    void this.#link?.then(
      (link) => link.end(),
      () => void 0
    );
  }
  #connect() {
    const link = new RelayLink(
      this.socketPath,
      this.options.helloTimeoutMs ?? 3e4,
      () => ++this.#lastChannel,
      () => {
        if (this.#link === pending) this.#link = void 0;
      }
    );
    const pending = link.ready.then(() => link);
    return pending;
  }
};
var RelayLink = class {
  constructor(socketPath, helloTimeoutMs, nextChannel, onEnd) {
    this.nextChannel = nextChannel;
    this.onEnd = onEnd;
    const hello = helloFrame(randomBytes(NONCE_BYTES));
    this.#reader = new FrameReader(hello);
    let answered;
    let failed;
    this.ready = new Promise((resolve, reject) => {
      answered = resolve;
      failed = reject;
    });
    this.ready.catch(() => void 0);
    const timer = setTimeout(
      () => this.end(
        new InfraError(`the VM's VNC relay did not answer within ${Math.round(helloTimeoutMs / 1e3)} s`, {
          hint: "the VM image's desktest-vnc-relay service runs when the VM has the port desktest.vnc; its journal says why it does not answer"
        })
      ),
      helloTimeoutMs
    );
    this.#settle = { answered, failed, timer };
    this.#socket = connect(socketPath);
    this.#socket.on("connect", () => this.#socket.write(greeting(hello)));
    this.#socket.on("data", (chunk) => this.#receive(chunk));
    this.#socket.on(
      "error",
      (error) => this.end(new InfraError(`the VM's VNC relay port failed: ${error.message}`, { cause: error }))
    );
    this.#socket.on("close", () => this.end(new InfraError("the VM's VNC relay port closed")));
  }
  nextChannel;
  onEnd;
  ready;
  #socket;
  #reader;
  #channels = /* @__PURE__ */ new Map();
  #ended = false;
  #endedBecause;
  #settle;
  openChannel() {
    if (this.#ended) throw this.#endedBecause ?? new InfraError("the VM's VNC relay port closed");
    const id = this.nextChannel();
    const finish = () => {
      if (!channel.open) return;
      channel.open = false;
      this.#channels.delete(id);
      if (!this.#ended) this.#socket.write(encodeFrame(FrameType.close, id));
    };
    const stream = new Duplex({
      read: () => void 0,
      // data is pushed as the relay sends it (bounded by MAX_BUFFERED)
      write: (chunk, _encoding, callback) => {
        if (!channel.open || this.#ended) return callback();
        const frames = [];
        for (let at = 0; at < chunk.length; at += MAX_PAYLOAD)
          frames.push(encodeFrame(FrameType.data, id, chunk.subarray(at, at + MAX_PAYLOAD)));
        this.#socket.write(Buffer.concat(frames), () => callback());
      },
      final: (callback) => {
        finish();
        callback();
      },
      destroy: (error, callback) => {
        finish();
        callback(error);
      }
    });
    const channel = { stream, open: true };
    this.#channels.set(id, channel);
    this.#socket.write(encodeFrame(FrameType.open, id));
    return stream;
  }
  /** End the link: its channels end too (with `error`, or quietly when the VM is stopping). */
  end(error) {
    if (this.#ended) return;
    this.#ended = true;
    this.#endedBecause = error;
    clearTimeout(this.#settle.timer);
    this.#settle.failed(error ?? new InfraError("the VM is stopped: its VNC server is gone"));
    this.#socket.destroy();
    for (const channel of this.#channels.values()) {
      channel.open = false;
      channel.stream.destroy(error);
    }
    this.#channels.clear();
    this.onEnd();
  }
  #receive(chunk) {
    let frames;
    try {
      frames = this.#reader.push(chunk);
    } catch (error) {
      this.end(error);
      return;
    }
    for (const frame of frames) {
      if (frame.type === FrameType.hello) {
        clearTimeout(this.#settle.timer);
        this.#settle.answered();
        continue;
      }
      const channel = this.#channels.get(frame.channel);
      if (!channel) continue;
      if (frame.type === FrameType.data) {
        channel.stream.push(frame.payload);
        if (channel.stream.readableLength > MAX_BUFFERED)
          channel.stream.destroy(
            new InfraError("the VNC viewer does not read what the desktop sends: its connection was ended")
          );
      } else if (frame.type === FrameType.close) {
        channel.open = false;
        this.#channels.delete(frame.channel);
        const reason = frame.payload.toString("utf8");
        if (reason) channel.stream.destroy(new InfraError(`the VM's VNC relay: ${reason}`));
        else channel.stream.push(null);
      }
    }
  }
};

// src/session/vm/qemu-vm.ts
var run = promisify(execFile);
function vmRunRoot(env = process.env) {
  return path.resolve(env.DESKTEST_VM_RUN_DIR || path.join(tmpdir(), "desktest-vms"));
}
var QemuVm = class _QemuVm {
  folder;
  qmp;
  agent;
  process;
  /** The agent's first answer: the guest's platform, screen and home. */
  hello;
  /** The desktop's VNC server, through the guest's relay (images with `vncRelay`); else undefined. */
  vnc;
  #stopped = false;
  constructor(folder, process2, qmp, agent, hello, vnc) {
    this.folder = folder;
    this.process = process2;
    this.qmp = qmp;
    this.agent = agent;
    this.hello = hello;
    this.vnc = vnc;
  }
  static async start(options) {
    const started = Date.now();
    const id = `vm-${randomUUID().slice(0, 12)}`;
    const folder = path.join(options.runRoot ?? vmRunRoot(), id);
    await mkdir(folder, { recursive: true, mode: 448 });
    const file = (name) => path.join(folder, name);
    await writeFile(
      file("labels.json"),
      JSON.stringify({
        [LABEL.managed]: "true",
        [LABEL.runId]: options.runId,
        [LABEL.taskId]: options.taskId,
        [LABEL.createdAt]: (/* @__PURE__ */ new Date()).toISOString(),
        ...creatorLabels(currentCreator())
      })
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
      file("disk.qcow2")
    ]);
    const { boot } = options.image;
    let firmware;
    if (boot.kind === "uefi") {
      firmware = findUefiFirmware(process.env, boot.vars);
      await copyFile(options.restore?.vars ?? boot.vars ?? firmware.vars, file("vars.fd"));
    }
    const tpm = boot.kind === "uefi" && boot.tpm ? await startTpm(folder) : void 0;
    const args = qemuArgs({
      name: id,
      accelerator: options.accelerator,
      memoryMb: options.memoryMb,
      cpus: options.cpus,
      disk: file("disk.qcow2"),
      ...boot.kind === "kernel" ? {
        kernel: {
          path: boot.kernel,
          ...boot.initrd ? { initrd: boot.initrd } : {},
          append: kernelCommandLine(boot.cmdline, options.width, options.height)
        }
      } : {},
      ...firmware ? { firmware: { code: firmware.code, vars: file("vars.fd") } } : {},
      ...tpm ? { tpmSocket: tpm.socket } : {},
      agentSocket: file("agent.sock"),
      qmpSocket: file("qmp.sock"),
      vncSocket: file("vnc.sock"),
      ...options.image.vncRelay ? { vncRelaySocket: file("vnc-relay.sock") } : {},
      network: options.network,
      pidFile: file("qemu.pid"),
      ...options.restore ? { incoming: options.restore.state } : {}
    });
    args.push("-serial", `file:${file("console.log")}`);
    const child = spawn("qemu-system-x86_64", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => stderr = (stderr + chunk.toString()).slice(-4e3));
    const cleanup = async () => {
      child.kill("SIGKILL");
      tpm?.process.kill("SIGKILL");
      await rm(folder, { recursive: true, force: true });
    };
    const starting = { close: cleanup };
    registerOpen(starting);
    let qmp;
    try {
      const exited = new Promise(
        (_, reject) => child.once(
          "exit",
          (code) => reject(new InfraError(`QEMU exited (${code}) while starting: ${stderr.trim()}`))
        )
      );
      exited.catch(() => void 0);
      qmp = await Promise.race([QmpClient.connect(file("qmp.sock"), { timeoutMs: 2e4 }), exited]);
      if (options.restore) await Promise.race([resumeWhenRestored(qmp), exited]);
      const agentTimeoutMs = options.agentTimeoutMs ?? 24e4;
      const agent = await Promise.race([waitForAgent(file("agent.sock"), agentTimeoutMs), exited]);
      const hello = await Promise.race([
        waitForDesktop(agent, started + agentTimeoutMs + 12e4),
        exited
      ]).catch((error) => {
        agent.close();
        throw error;
      });
      unregisterOpen(starting);
      options.log?.(
        `VM ${id} ready in ${Date.now() - started} ms (${options.restore ? "restored" : "cold boot"}, ${options.accelerator})`
      );
      const vnc = options.image.vncRelay ? new VncRelayClient(file("vnc-relay.sock")) : void 0;
      const vm = new _QemuVm(folder, child, qmp, agent, hello, vnc);
      registerOpen(vm);
      return vm;
    } catch (error) {
      unregisterOpen(starting);
      if (options.evidenceDir) await keepEvidence(folder, qmp, options.evidenceDir);
      qmp?.close();
      await cleanup();
      throw error;
    }
  }
  /** What the VM's screen shows (QMP, without the guest's help), as PNG. */
  async screendump(file) {
    await this.qmp.execute("screendump", { filename: file, format: "png" });
  }
  /** The serial console's last lines (the boot log): for errors and artifacts. */
  consoleTail(lines = 40) {
    const file = path.join(this.folder, "console.log");
    if (!existsSync(file)) return "";
    return readFileSync2(file, "utf8").split("\n").slice(-lines).join("\n");
  }
  /**
   * Save the VM's whole state into the folder `dir` (paused, then QMP migrate to the file `state`), stop
   * it and move its disk (`disk.qcow2`) and firmware variables (`vars.fd`) there: a ready snapshot that
   * restores in place of a boot. The VM is paused first, so that what is saved is one moment's state: a
   * live migration under TCG (two vCPUs, a busy host) once saved a state whose guest kernel panicked in a
   * timer on every restore.
   */
  async saveTo(dir) {
    this.agent.close();
    this.vnc?.close();
    const temp = path.join(dir, "state.tmp");
    await this.qmp.execute("stop");
    await this.qmp.execute("migrate", { uri: `exec:cat > ${shellQuote(temp)}` });
    for (; ; ) {
      const status = await this.qmp.execute("query-migrate") ?? {};
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
  close() {
    return this.stop();
  }
  /** Stop QEMU (quit, then SIGKILL) and remove the VM's folder. Safe to call twice. */
  async stop() {
    if (this.#stopped) return;
    unregisterOpen(this);
    this.agent.close();
    this.vnc?.close();
    await this.#quit();
    await rm(this.folder, { recursive: true, force: true });
  }
  async #quit() {
    this.#stopped = true;
    const exited = new Promise((resolve) => {
      if (this.process.exitCode !== null || this.process.signalCode !== null) resolve(void 0);
      else this.process.once("exit", resolve);
    });
    await this.qmp.execute("quit", void 0, 5e3).catch(() => void 0);
    const timer = setTimeout(() => this.process.kill("SIGKILL"), 5e3);
    await exited;
    clearTimeout(timer);
    this.qmp.close();
  }
};
async function resumeWhenRestored(qmp) {
  for (; ; ) {
    const { status } = await qmp.execute("query-status");
    if (status === "paused") {
      await qmp.execute("cont");
      return;
    }
    if (status !== "inmigrate") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function keepEvidence(folder, qmp, dir) {
  await mkdir(dir, { recursive: true }).catch(() => void 0);
  await qmp?.execute("screendump", { filename: path.join(dir, "vm-screen.png"), format: "png" }, 1e4).catch(() => void 0);
  await copyFile(path.join(folder, "console.log"), path.join(dir, "vm-console.log")).catch(() => void 0);
}
async function waitForDesktop(agent, deadline) {
  for (; ; ) {
    const hello = await agent.ping(1e4);
    const ready = guestPlatformOf(hello.platform) === "linux" ? (await agent.run(["test", "-e", "/tmp/desktop-ready"], { timeoutMs: 1e4 })).exitCode === 0 : hello.screen !== null;
    if (ready) return hello;
    if (Date.now() > deadline)
      throw new InfraError(
        hello.platform === "linux" ? "the VM's desktop did not come up (no /tmp/desktop-ready)" : `the VM's guest agent (${hello.platform}) sees no screen: is the user logged in?`
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
async function startTpm(folder) {
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
      "--terminate"
    ],
    { stdio: ["ignore", "ignore", "pipe"] }
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => stderr = (stderr + chunk.toString()).slice(-2e3));
  const failed = new Promise((_, reject) => {
    child.once(
      "error",
      (error) => reject(
        new InfraError(`the VM's software TPM (swtpm) could not start: ${error.message}`, {
          hint: "install swtpm (Debian/Ubuntu: sudo apt-get install swtpm)"
        })
      )
    );
    child.once(
      "exit",
      (code) => reject(new InfraError(`swtpm exited (${code}) while starting: ${stderr.trim()}`))
    );
  });
  failed.catch(() => void 0);
  const deadline = Date.now() + 1e4;
  while (!existsSync(socket)) {
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new InfraError(`swtpm made no socket within 10 s: ${stderr.trim()}`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), failed]);
  }
  return { socket, process: child };
}
async function waitForAgent(socket, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const { client } = await connectGuestSocket({ path: socket }, { timeoutMs: 2e4 });
  const agent = new GuestAgent(client);
  for (; ; ) {
    try {
      await agent.ping(2e3);
      return agent;
    } catch (error) {
      if (agent.closed || Date.now() > deadline) {
        agent.close();
        throw new InfraError(
          `the VM's guest agent did not answer within ${Math.round(timeoutMs / 1e3)} s: ${error.message}`,
          { hint: "the VM's console log and screen show how far it booted" }
        );
      }
    }
  }
}

// src/session/tart/tart-desktop.ts
import { mkdir as mkdir2, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import path2 from "node:path";
var TART_VM_PREFIX = "desktest-";
function tartVmName(runId, taskId) {
  const slug = (text, max) => text.replace(/[^A-Za-z0-9-]/g, "-").replace(/-+/g, "-").slice(0, max);
  return `${TART_VM_PREFIX}${slug(runId, 12)}-${slug(taskId, 40)}`.replace(/-+$/, "");
}
function tartRunRoot(home = tartHome()) {
  return path2.join(home, "runs");
}
var BOOT_SECONDS = 300;
async function startTartDesktop(options) {
  const tart = options.tart ?? new TartCli();
  const profile = await readTartProfile(options.baseImage, options.baseImageLocation);
  const name = tartVmName(options.runId, options.taskId);
  const folder = path2.join(tartRunRoot(), name);
  await mkdir2(folder, { recursive: true, mode: 448 });
  await writeFile2(
    path2.join(folder, "labels.json"),
    JSON.stringify({
      [LABEL.managed]: "true",
      [LABEL.runId]: options.runId,
      [LABEL.taskId]: options.taskId,
      [LABEL.createdAt]: (/* @__PURE__ */ new Date()).toISOString(),
      "desktest.tart-vm": name,
      ...creatorLabels(currentCreator())
    })
  );
  let child;
  const teardown = async () => {
    await tart.stop(name, child);
    await tart.delete(name).catch((error) => options.log?.(`warning: ${error.message}`));
    await rm2(folder, { recursive: true, force: true });
  };
  try {
    options.log?.(`cloning the Tart image ${options.baseImage} as ${name}`);
    await tart.clone(options.baseImage, name);
    child = tart.run(name, path2.join(folder, "tart-run.log"));
    await writeFile2(path2.join(folder, "tart.pid"), String(child.pid ?? ""));
    const ip = await tart.ip(name, BOOT_SECONDS);
    options.log?.(`${name} is up at ${ip}`);
    const { agent, python, mark, where } = await startSshAgent({
      target: { user: profile.user, host: ip, port: 22 },
      identity: profile.identity,
      knownHosts: profile.knownHosts,
      ...profile.python ? { python: profile.python } : {},
      ...profile.env ? { env: profile.env } : {},
      runId: options.runId,
      taskId: options.taskId,
      reachWithinMs: BOOT_SECONDS * 1e3,
      log: options.log,
      debugLog: options.debugLog
    });
    const hello = await waitForScreen(agent, Date.now() + BOOT_SECONDS * 1e3).catch(async (error) => {
      await agent.stop();
      throw error;
    });
    return new ProcessSession(
      { ...agent, hello },
      {
        id: name,
        mark,
        where: `${where} (Tart VM ${name})`,
        python,
        log: options.log,
        teardown
      }
    );
  } catch (error) {
    await teardown().catch(() => void 0);
    throw error;
  }
}
async function waitForScreen(agent, deadline) {
  let hello = agent.hello;
  while (!hello.screen) {
    if (Date.now() > deadline)
      throw new InfraError(
        `the VM's desktop did not come up within ${BOOT_SECONDS} s: the agent sees no screen (is the image's user logged in automatically?)`
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
    hello = await agent.agent.ping(1e4);
  }
  return hello;
}

export {
  currentCreator,
  creatorLabels,
  creatorState,
  tartRunRoot,
  startTartDesktop,
  screenFromTask,
  vmRunRoot,
  QemuVm
};
