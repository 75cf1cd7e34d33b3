import {
  require_tar_stream
} from "./chunk-L7C5Y6IO.js";
import {
  shellQuote
} from "./chunk-6OU4HTP4.js";
import {
  InfraError
} from "./chunk-TIJ2CQYA.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/session/guest/guest-package.ts
var import_tar_stream = __toESM(require_tar_stream(), 1);
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
function guestAgentCommand(dir, args = []) {
  return ["python3", `${dir}/agent.py`, ...args];
}
function guestAgentFiles(guestDir) {
  let files = read.get(guestDir);
  if (!files) {
    files = readGuestAgentFiles(guestDir);
    files.catch(() => read.delete(guestDir));
    read.set(guestDir, files);
  }
  return files;
}
var read = /* @__PURE__ */ new Map();
async function readGuestAgentFiles(guestDir) {
  const names = ["agent.py"];
  const walk = async (rel) => {
    const entries = await readdir(path.join(guestDir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== "__pycache__") await walk(child);
      else if (entry.isFile() && entry.name.endsWith(".py")) names.push(child);
    }
  };
  await walk("desktest_guest");
  names.sort();
  return Promise.all(
    names.map(async (name) => ({ name, data: await readFile(path.join(guestDir, ...name.split("/"))) }))
  );
}
function packGuestAgent(files, folder, owner = { uid: 0, gid: 0 }) {
  const pack = import_tar_stream.default.pack();
  const folders = /* @__PURE__ */ new Set([folder]);
  for (const file of files)
    for (let dir = path.posix.dirname(file.name); dir !== "."; dir = path.posix.dirname(dir))
      folders.add(`${folder}/${dir}`);
  for (const name of [...folders].sort()) pack.entry({ name, type: "directory", mode: 493, ...owner });
  for (const file of files) pack.entry({ name: `${folder}/${file.name}`, mode: 420, ...owner }, file.data);
  pack.finalize();
  return pack;
}
function guestAgentHash(files) {
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.name).update("\0").update(file.data).update("\0");
  return hash.digest("hex").slice(0, 16);
}

// src/session/guest/guest-agent.ts
import { open } from "node:fs/promises";
var GUEST_PROTOCOL = 2;
var FILE_CHUNK_BYTES = 4 << 20;
var GuestAgent = class {
  constructor(client) {
    this.client = client;
  }
  client;
  /** The agent's features, from its last ping (an older agent has none). */
  features = /* @__PURE__ */ new Set();
  get closed() {
    return this.client.closed;
  }
  /** Whether the agent has a feature added within protocol 2 (ping's `features`, PROTOCOL.md). */
  supports(feature) {
    return this.features.has(feature);
  }
  async ping(timeoutMs = 1e4) {
    const pong = await this.client.request("ping", {}, timeoutMs);
    if (typeof pong.protocol !== "number" || pong.protocol < GUEST_PROTOCOL)
      throw new Error(
        `the guest agent speaks protocol ${String(pong.protocol)}, this host needs ${GUEST_PROTOCOL}: install the guest agent of this desktest version (docker/guest)`
      );
    this.features = new Set(Array.isArray(pong.features) ? pong.features : []);
    return pong;
  }
  /**
   * Screenshot and accessibility tree; with `settle`, of the settled screen. An agent without the
   * features settles first and then observes, and keeps no frame.
   */
  async observe(options = {}) {
    if (options.settle && !this.features.has("observe_settle")) {
      const settled = await this.settle(options.settle);
      const { settle: _settle, ...rest } = options;
      return { ...await this.observe(rest), settle: settled };
    }
    const keepFrame = options.keepFrame === true && this.features.has("keep_frame");
    const a11yTimeoutMs = options.a11yTimeoutMs ?? 15e3;
    const wire = await this.client.request(
      "observe",
      {
        screenshot: options.screenshot ?? true,
        a11y: options.a11y ?? true,
        format: options.format ?? "png",
        ...options.quality ? { quality: options.quality } : {},
        ...options.maxWidth ? { max_width: options.maxWidth } : {},
        ...options.maxHeight ? { max_height: options.maxHeight } : {},
        max_a11y_nodes: options.maxA11yNodes ?? 1e4,
        a11y_max_chars: options.a11yMaxChars ?? 4e4,
        a11y_timeout_ms: a11yTimeoutMs,
        ...keepFrame ? { keep_frame: true } : {},
        ...options.settle ? { settle: settleParams(options.settle) } : {}
      },
      a11yTimeoutMs + (options.settle ? settleTimeout(options.settle) : 0) + 15e3
    );
    const shot = wire.screenshot;
    const tree = wire.a11y;
    return {
      ...shot ? {
        screenshot: {
          data: Buffer.from(shot.data, "base64"),
          format: shot.format,
          width: shot.width,
          height: shot.height,
          originalWidth: shot.original_width,
          originalHeight: shot.original_height,
          captureMs: shot.capture_ms,
          encodeMs: shot.encode_ms,
          ...typeof shot.frame_id === "number" ? { frameId: shot.frame_id } : {}
        }
      } : {},
      ...tree ? {
        a11y: {
          tsv: tree.tsv,
          nodes: tree.nodes,
          truncated: tree.truncated,
          truncatedReason: tree.truncated_reason ?? null,
          timedOut: tree.timed_out
        }
      } : {},
      ...wire.screenshot_error ? { screenshotError: errorText(wire.screenshot_error) } : {},
      ...wire.a11y_error ? { a11yError: errorText(wire.a11y_error) } : {},
      pointer: wire.pointer ?? null,
      ...wire.settle ? { settle: wire.settle } : {},
      ms: wire.ms
    };
  }
  /** A screenshot an observe kept (`keepFrame`), in `format`; the guest keeps it no longer. */
  async frame(frameId, format = "png") {
    const wire = await this.client.request("frame", { frame_id: frameId, format }, 6e4);
    return {
      data: Buffer.from(wire.data, "base64"),
      format: wire.format,
      width: wire.width,
      height: wire.height
    };
  }
  async act(code, timeoutMs = 9e4, coordScale = 1) {
    const params = { code, timeout_ms: timeoutMs, ...coordScale !== 1 ? { coord_scale: coordScale } : {} };
    const wire = await this.client.request("act", params, timeoutMs + 1e4);
    return {
      success: wire.success,
      error: wire.error ?? null,
      durationMs: wire.duration_ms,
      stdout: wire.stdout ?? ""
    };
  }
  async run(command, options = {}) {
    const timeoutMs = options.timeoutMs ?? 3e5;
    const wire = await this.client.request(
      "run",
      {
        cmd: command,
        timeout_ms: timeoutMs,
        ...options.env ? { env: options.env } : {},
        ...options.user ? { user: options.user } : {},
        ...options.cwd ? { cwd: options.cwd } : {},
        ...options.stdin !== void 0 ? { stdin: options.stdin } : {}
      },
      timeoutMs + 15e3
    );
    return {
      exitCode: wire.exit_code ?? -1,
      stdout: wire.stdout,
      stderr: wire.stderr,
      timedOut: wire.timed_out,
      durationMs: wire.duration_ms
    };
  }
  /** Start a command in the background (its own session); returns its pid. */
  async spawn(command, options = {}) {
    const wire = await this.client.request("run", {
      cmd: command,
      detach: true,
      ...options.log ? { log: options.log } : {},
      ...options.env ? { env: options.env } : {},
      ...options.cwd ? { cwd: options.cwd } : {}
    });
    return wire.pid;
  }
  /** Wait until the screen stops changing: on change events where the desktop has them, else frames. */
  settle(options = {}) {
    return this.client.request("settle", settleParams(options), settleTimeout(options));
  }
  /** Top-level windows; `all` includes unmapped (hidden, minimised) ones. */
  async windows(options = {}) {
    return (await this.client.request("windows", options.all ? { all: true } : {})).windows;
  }
  /** The accessibility tree as OSWorld's XML (its `accessibility_tree` getter and observation). */
  async a11yXml(timeoutMs = 6e4) {
    const wire = await this.client.request("a11y_xml", { timeout_ms: timeoutMs }, timeoutMs + 1e4);
    return { xml: wire.xml, nodes: wire.nodes, truncated: wire.truncated };
  }
  /** The applications registered with the desktop's accessibility layer (Linux: AT-SPI), with their pids. */
  async a11yApps(timeoutMs = 5e3) {
    const wire = await this.client.request("a11y_apps", { timeout_ms: timeoutMs }, timeoutMs + 1e4);
    return wire.applications;
  }
  /** The focused terminal's text in the active terminal window, or null when there is not exactly one. */
  async terminalText(timeoutMs = 3e4) {
    const wire = await this.client.request(
      "terminal_text",
      { timeout_ms: timeoutMs },
      timeoutMs + 1e4
    );
    return wire.text ?? null;
  }
  stat(guestPath, base) {
    return this.client.request("stat", { path: guestPath, ...base ? { base } : {} });
  }
  /** Move a file already in the guest to `dest` (folders created), with `mode`; returns where it landed. */
  async place(src, dest, options = {}) {
    const wire = await this.client.request("place", { src, dest, ...options });
    return wire.path;
  }
  async listDir(guestPath, base) {
    return this.client.request("list_dir", { path: guestPath, ...base ? { base } : {} }, 6e4);
  }
  /** Up to `length` bytes of a guest file from `offset` (at most one protocol chunk), and whether that is its end. */
  async readChunk(guestPath, offset, length = FILE_CHUNK_BYTES) {
    const chunk = await this.client.request(
      "read_file",
      { path: guestPath, offset, length: Math.min(length, FILE_CHUNK_BYTES) },
      12e4
    );
    const data = Buffer.from(chunk.data_b64, "base64");
    return { data, eof: chunk.eof === true || data.length === 0 };
  }
  /** Copy a guest file to the host through the protocol, in chunks (for backends without a copy channel). */
  async download(guestPath, hostPath) {
    const out = await open(hostPath, "w");
    try {
      for (let offset = 0; ; ) {
        const { data, eof } = await this.readChunk(guestPath, offset);
        await out.write(data);
        offset += data.length;
        if (eof) return;
      }
    } finally {
      await out.close();
    }
  }
  /** Copy a host file into the guest through the protocol, in chunks; returns the guest path written. */
  async upload(hostPath, guestPath, mode) {
    const input = await open(hostPath, "r");
    try {
      const buffer = Buffer.alloc(FILE_CHUNK_BYTES);
      let written = "";
      for (let first = true; ; first = false) {
        const { bytesRead } = await input.read(buffer, 0, FILE_CHUNK_BYTES, null);
        if (bytesRead === 0 && !first) return written;
        const params = {
          path: written || guestPath,
          data_b64: buffer.subarray(0, bytesRead).toString("base64"),
          append: !first,
          ...first && mode !== void 0 ? { mode } : {}
        };
        written = (await this.client.request("write_file", params, 12e4)).path;
        if (bytesRead < FILE_CHUNK_BYTES) return written;
      }
    } finally {
      await input.close();
    }
  }
  /** Chrome's open tabs, through its DevTools endpoint in the desktop. */
  async browserTabs(port = 9222) {
    return (await this.client.request("browser_tabs", { port }, 6e4)).tabs;
  }
  /** Open URLs as new Chrome tabs (the blank start tab closed); waits for Chrome's endpoint first. */
  async browserOpen(urls, port = 9222) {
    return (await this.client.request("browser_open", { urls, port }, 18e4)).opened;
  }
  /**
   * Record what a person does in the desktop, from the X server itself (`input_record`, PROTOCOL.md):
   * `start` a recording, `read` the events after sequence number `since` (waiting up to `waitMs` for the
   * first), `stop` it (the events not read yet come back).
   */
  async inputRecord(action, options = {}) {
    const params = {
      action,
      ...options.since !== void 0 ? { since: options.since } : {},
      ...options.waitMs !== void 0 ? { wait_ms: options.waitMs } : {}
    };
    const wire = await this.client.request("input_record", params, (options.waitMs ?? 0) + 3e4);
    return {
      events: wire.events ?? [],
      recording: wire.recording === true,
      dropped: typeof wire.dropped === "number" ? wire.dropped : 0
    };
  }
  async shutdown() {
    await this.client.request("shutdown", {}, 2e3).catch(() => void 0);
    this.client.close();
  }
  close() {
    this.client.close();
  }
};
function settleParams(options) {
  return {
    timeout_ms: options.timeoutMs ?? 3e3,
    interval_ms: options.intervalMs ?? 50,
    stable_frames: options.stableFrames ?? 2,
    ...options.quietMs !== void 0 ? { quiet_ms: options.quietMs } : {},
    ...options.method ? { method: options.method } : {}
  };
}
function settleTimeout(options) {
  return (options.timeoutMs ?? 3e3) + 1e4;
}
function errorText(error) {
  const e = error;
  return `${e.type ?? "error"}: ${e.message ?? "unknown"}`;
}

// src/session/guest/guest-os.ts
function guestPlatformOf(reported) {
  if (reported === "linux" || reported === "windows" || reported === "macos") return reported;
  throw new InfraError(
    `the guest agent reports the platform '${String(reported)}', which this host does not know (linux, windows, macos)`,
    { hint: "install the guest agent of this desktest version in the image" }
  );
}
function guestOs(platform) {
  return platform === "windows" ? WINDOWS : platform === "macos" ? MACOS : LINUX;
}
var SINGLE_QUOTES = /['\u2018\u2019\u201a\u201b]/g;
function powershellQuote(text) {
  return `'${text.replace(SINGLE_QUOTES, (quote) => quote + quote)}'`;
}
var posixPaths = {
  checkPath(guestPath, what) {
    if (!guestPath.startsWith("/"))
      throw new InfraError(`${what} '${guestPath}' must be an absolute path inside the desktop`);
    if (guestPath.split("/").includes(".."))
      throw new InfraError(`${what} '${guestPath}' must not contain '..'`);
    return guestPath;
  },
  join: (...parts) => parts.join("/").replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1"),
  basename: (guestPath) => guestPath.replace(/\/+$/, "").split("/").pop() ?? "",
  mkdirCommand: (folders) => `mkdir -p -- ${folders.map(shellQuote).join(" ")}`,
  tailCommand: (file, lines) => `tail -n ${lines} -- ${shellQuote(file)} 2>/dev/null`,
  startCommand: (file) => `exec ${shellQuote(file)}`,
  removeCommand: (folder) => `rm -rf -- ${shellQuote(folder)}`
};
var LINUX = {
  platform: "linux",
  appLog: "/tmp/app.log",
  ...posixPaths,
  openCommand: (target, app) => `${app ?? "xdg-open"} ${shellQuote(target)}`
};
var MACOS = {
  platform: "macos",
  appLog: "/tmp/app.log",
  ...posixPaths,
  openCommand: (target, app) => app ? `open -a ${shellQuote(app)} ${shellQuote(target)}` : `open ${shellQuote(target)}`
};
var WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/;
var WINDOWS = {
  platform: "windows",
  appLog: "C:\\Temp\\app.log",
  checkPath(guestPath, what) {
    if (!WINDOWS_ABSOLUTE.test(guestPath))
      throw new InfraError(`${what} '${guestPath}' must be an absolute path inside the desktop (C:\\\u2026)`);
    if (guestPath.split(/[\\/]/).includes(".."))
      throw new InfraError(`${what} '${guestPath}' must not contain '..'`);
    return guestPath;
  },
  join: (...parts) => parts.join("\\").replaceAll("/", "\\").replace(/\\{2,}/g, "\\").replace(/(.)\\$/, "$1"),
  basename: (guestPath) => guestPath.replace(/[\\/]+$/, "").split(/[\\/]/).pop() ?? "",
  mkdirCommand: (folders) => `New-Item -ItemType Directory -Force -Path ${folders.map(powershellQuote).join(",")} | Out-Null`,
  openCommand: (target, app) => app ? `Start-Process -FilePath ${powershellQuote(app)} -ArgumentList ${powershellQuote(target)}` : `Start-Process -FilePath ${powershellQuote(target)}`,
  startCommand: (file) => `& ${powershellQuote(file)}`,
  tailCommand: (file, lines) => `if (Test-Path -LiteralPath ${powershellQuote(file)}) { Get-Content -LiteralPath ${powershellQuote(file)} -Tail ${lines} }`,
  removeCommand: (folder) => `Remove-Item -LiteralPath ${powershellQuote(folder)} -Recurse -Force -ErrorAction SilentlyContinue`
};

// src/session/guest/ndjson-client.ts
var GuestRequestError = class extends InfraError {
  constructor(op, errorType, message) {
    super(`guest agent '${op}' failed (${errorType}): ${message}`);
    this.op = op;
    this.errorType = errorType;
  }
  op;
  errorType;
};
var NdjsonClient = class {
  /**
   * `explainEnd`, when given, says why the agent's output ended (the backend knows: a container that
   * exited, a VM that stopped); outstanding requests fail with that instead of a bare "closed".
   */
  constructor(input, output, explainEnd) {
    this.input = input;
    this.output = output;
    input.setEncoding("utf8");
    input.on("data", (chunk) => this.receive(chunk));
    let explained;
    const failExplained = (fallback) => {
      if (!explainEnd) return this.fail(fallback);
      explained ??= explainEnd().catch(() => void 0);
      void explained.then((why) => this.fail(why ?? fallback));
    };
    input.on(
      "end",
      () => failExplained("the guest agent closed its output (it exited: its diagnostics are in the log)")
    );
    input.on("error", (error) => this.fail(`the guest agent stream failed: ${error.message}`));
    output.on("error", (error) => failExplained(`writing to the guest agent failed: ${error.message}`));
  }
  input;
  output;
  nextId = 1;
  buffer = "";
  pending = /* @__PURE__ */ new Map();
  closedReason;
  get closed() {
    return this.closedReason !== void 0;
  }
  /** Send one request; resolves with the response fields, rejects on `ok: false`, timeout or a dead agent. */
  request(op, params = {}, timeoutMs = 3e4) {
    if (this.closedReason) return Promise.reject(new InfraError(this.closedReason));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = timeoutMs > 0 ? setTimeout(() => {
        this.pending.delete(id);
        reject(new InfraError(`guest agent '${op}' did not answer within ${timeoutMs} ms`));
      }, timeoutMs) : void 0;
      this.pending.set(id, { op, resolve, reject, timer });
      this.output.write(JSON.stringify({ ...params, id, op }) + "\n");
    });
  }
  /** Stop: every outstanding request fails. */
  close(reason = "the guest agent connection was closed") {
    this.fail(reason);
    this.output.end();
  }
  receive(chunk) {
    this.buffer += chunk;
    let newline;
    while ((newline = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      if (line) this.dispatch(line);
    }
  }
  dispatch(line) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    const pending = typeof message.id === "number" ? this.pending.get(message.id) : void 0;
    if (!pending) return;
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.ok === true) {
      pending.resolve(message);
    } else {
      const error = message.error ?? {};
      pending.reject(new GuestRequestError(pending.op, error.type ?? "error", error.message ?? "no message"));
    }
  }
  fail(reason) {
    if (this.closedReason) return;
    this.closedReason = reason;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new InfraError(`${reason} while '${pending.op}' was pending`));
      this.pending.delete(id);
    }
  }
};

export {
  GuestAgent,
  guestAgentCommand,
  guestAgentFiles,
  packGuestAgent,
  guestAgentHash,
  NdjsonClient,
  guestPlatformOf,
  guestOs,
  powershellQuote
};
