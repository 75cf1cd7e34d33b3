import {
  NdjsonClient
} from "./chunk-H7XRAMYE.js";
import {
  InfraError
} from "./chunk-TIJ2CQYA.js";

// src/session/open-sessions.ts
var open = /* @__PURE__ */ new Set();
function registerOpen(resource) {
  open.add(resource);
}
function unregisterOpen(resource) {
  open.delete(resource);
}
function openSessionCount() {
  return open.size;
}
async function closeAllSessions(onError) {
  const all = [...open];
  open.clear();
  await Promise.all(all.map((s) => s.close().catch((error) => onError?.(error))));
}

// src/session/vm/qemu-args.ts
var AGENT_PORT = "desktest.agent";
var VNC_RELAY_PORT = "desktest.vnc";
function qemuArgs(spec) {
  const args = [
    "-name",
    `${spec.name},process=desktest-${spec.name}`,
    "-machine",
    "q35",
    ...spec.accelerator === "kvm" ? ["-accel", "kvm", "-cpu", "host"] : ["-accel", "tcg,thread=multi", "-cpu", "max"],
    "-m",
    String(spec.memoryMb),
    "-smp",
    String(spec.cpus),
    "-nodefaults",
    "-no-user-config",
    "-display",
    "none",
    "-vga",
    "std",
    "-device",
    "virtio-serial-pci",
    "-chardev",
    `socket,id=agent,path=${spec.agentSocket},server=on,wait=off`,
    "-device",
    `virtserialport,chardev=agent,name=${spec.agentPort ?? AGENT_PORT}`,
    "-qmp",
    `unix:${spec.qmpSocket},server=on,wait=off`,
    "-device",
    "virtio-keyboard-pci",
    "-device",
    "virtio-tablet-pci",
    "-pidfile",
    spec.pidFile,
    "-nic",
    spec.network ? "user,model=virtio-net-pci,restrict=off" : "none"
  ];
  if (spec.vncRelaySocket)
    args.push(
      "-chardev",
      `socket,id=vncrelay,path=${spec.vncRelaySocket},server=on,wait=off`,
      "-device",
      `virtserialport,chardev=vncrelay,name=${VNC_RELAY_PORT}`
    );
  if (spec.vncSocket) args.push("-vnc", `unix:${spec.vncSocket}`);
  if (spec.disk) args.push("-drive", `file=${spec.disk},if=virtio,format=qcow2,cache=unsafe,discard=unmap`);
  if (spec.firmware)
    args.push(
      "-drive",
      `if=pflash,format=raw,unit=0,readonly=on,file=${spec.firmware.code}`,
      "-drive",
      `if=pflash,format=raw,unit=1,file=${spec.firmware.vars}`
    );
  if (spec.tpmSocket)
    args.push(
      "-chardev",
      `socket,id=tpm,path=${spec.tpmSocket}`,
      "-tpmdev",
      "emulator,id=tpm0,chardev=tpm",
      "-device",
      "tpm-tis,tpmdev=tpm0"
    );
  if (spec.kernel) {
    args.push("-kernel", spec.kernel.path, "-append", spec.kernel.append);
    if (spec.kernel.initrd) args.push("-initrd", spec.kernel.initrd);
  }
  if (spec.incoming) args.push("-incoming", `exec:cat ${shellWord(spec.incoming)}`);
  return args;
}
function clampResources(wanted, host) {
  return {
    memoryMb: Math.max(256, Math.min(wanted.memoryMb, host.memoryMb - 1024)),
    cpus: Math.max(1, Math.min(wanted.cpus, host.cpus - 1 || 1))
  };
}
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

// src/session/guest/socket-transport.ts
import { connect } from "node:net";
async function connectGuestSocket(address, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 3e4);
  const where = "path" in address ? address.path : `${address.host}:${address.port}`;
  for (; ; ) {
    try {
      const socket = await open2(address);
      const client = new NdjsonClient(socket, socket);
      socket.on("close", () => client.close("the guest agent's socket closed"));
      return { client, socket };
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new InfraError(`cannot reach the guest agent at ${where}: ${error.message}`, {
          hint: "the desktop's agent did not start listening; its log or screen (in the artifacts) says why",
          cause: error
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 100));
    }
  }
}
function open2(address) {
  return new Promise((resolve, reject) => {
    const socket = "path" in address ? connect(address.path) : connect(address.port, address.host);
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

// src/session/vm/qmp-client.ts
import { connect as connect2 } from "node:net";
var QmpError = class extends InfraError {
  constructor(command, errorClass, description) {
    super(`QEMU refused '${command}' (${errorClass}): ${description}`);
    this.command = command;
    this.errorClass = errorClass;
  }
  command;
  errorClass;
};
var MAX_MESSAGE = 16 * 1024 * 1024;
var QmpClient = class _QmpClient {
  #socket;
  #pending = /* @__PURE__ */ new Map();
  #listeners = /* @__PURE__ */ new Set();
  #buffer = "";
  #nextId = 1;
  #closed;
  constructor(socket) {
    this.#socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => this.#receive(chunk));
    socket.on("close", () => this.#fail("QEMU closed its QMP socket (the VM stopped)"));
    socket.on("error", (error) => this.#fail(`QMP socket failed: ${error.message}`));
  }
  /** Connect (retrying until `timeoutMs` while QEMU starts), read the greeting, enter command mode. */
  static async connect(path, options = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 1e4);
    let lastError;
    for (; ; ) {
      try {
        const socket = await new Promise((resolve, reject) => {
          const s = connect2(path);
          s.once("connect", () => resolve(s));
          s.once("error", reject);
        });
        const client = new _QmpClient(socket);
        await client.#greeting(Math.max(1e3, deadline - Date.now()));
        await client.execute("qmp_capabilities");
        return client;
      } catch (error) {
        lastError = error;
        if (Date.now() > deadline)
          throw new InfraError(`cannot reach QEMU's QMP socket ${path}: ${lastError.message}`, {
            cause: error
          });
        await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 50));
      }
    }
  }
  get closed() {
    return this.#closed !== void 0;
  }
  execute(command, args, timeoutMs = 3e4) {
    if (this.#closed) return Promise.reject(new InfraError(this.#closed));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new InfraError(`QEMU did not answer '${command}' within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, { command, resolve, reject, timer });
      this.#socket.write(
        JSON.stringify({ execute: command, ...args ? { arguments: args } : {}, id }) + "\n"
      );
    });
  }
  /** Events (SHUTDOWN, STOP, MIGRATION…); returns the unsubscribe function. */
  onEvent(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  /** Wait for an event by name. */
  waitForEvent(name, timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new InfraError(`QEMU sent no ${name} event within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.onEvent((event) => {
        if (event.event !== name) return;
        clearTimeout(timer);
        off();
        resolve(event);
      });
    });
  }
  close() {
    this.#fail("the QMP connection was closed");
    this.#socket.destroy();
  }
  #greeting(timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no QMP greeting")), timeoutMs);
      this.#greeted = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  #greeted;
  #receive(chunk) {
    this.#buffer += chunk;
    if (this.#buffer.length > MAX_MESSAGE) return this.#fail("QEMU sent an oversized QMP message");
    let newline;
    while ((newline = this.#buffer.indexOf("\n")) >= 0) {
      const line = this.#buffer.slice(0, newline).trim();
      this.#buffer = this.#buffer.slice(newline + 1);
      if (!line) continue;
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      if ("QMP" in message) {
        this.#greeted?.();
        this.#greeted = void 0;
      } else if ("event" in message) {
        for (const listener of this.#listeners) listener(message);
      } else {
        const pending = this.#pending.get(Number(message.id));
        if (!pending) continue;
        this.#pending.delete(Number(message.id));
        clearTimeout(pending.timer);
        const error = message.error;
        if (error)
          pending.reject(new QmpError(pending.command, error.class ?? "GenericError", error.desc ?? ""));
        else pending.resolve(message.return);
      }
    }
  }
  #fail(reason) {
    if (this.#closed) return;
    this.#closed = reason;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new InfraError(reason));
    }
    this.#pending.clear();
  }
};

export {
  registerOpen,
  unregisterOpen,
  openSessionCount,
  closeAllSessions,
  AGENT_PORT,
  qemuArgs,
  clampResources,
  connectGuestSocket,
  QmpClient
};
