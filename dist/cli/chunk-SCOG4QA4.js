import {
  GuestAgent,
  NdjsonClient,
  findDockerDir,
  guestAgentFiles,
  guestAgentHash,
  guestOs,
  guestPlatformOf,
  packGuestAgent,
  registerOpen,
  unregisterOpen
} from "./chunk-UQ3NRSO2.js";
import {
  ConfigError,
  InfraError
} from "./chunk-3XO4NBGJ.js";

// src/session/ssh/ssh-target.ts
var USER = /^[A-Za-z0-9._][A-Za-z0-9._-]*$/;
var HOST = /^[A-Za-z0-9._:-]+$/;
function parseSshTarget(text) {
  const fail = (why) => new ConfigError(`--ssh '${text}' ${why}`, { hint: "write it as user@host or user@host:port" });
  const at = text.lastIndexOf("@");
  if (at <= 0) throw fail("names no user");
  const user = text.slice(0, at);
  let rest = text.slice(at + 1);
  let port = 22;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(rest);
  if (bracketed) {
    rest = bracketed[1];
    if (bracketed[2]) port = Number(bracketed[2]);
  } else if ((rest.match(/:/g) ?? []).length === 1) {
    const [host, p] = rest.split(":");
    if (!/^\d+$/.test(p)) throw fail(`has the port '${p}', which is not a number`);
    rest = host;
    port = Number(p);
  }
  if (!USER.test(user)) throw fail(`has the user name '${user}', which ssh would not take as one`);
  if (!rest || rest.startsWith("-") || !HOST.test(rest))
    throw fail(`has the host '${rest}', which is not a host name or address`);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw fail(`has the port ${port}, outside 1-65535`);
  return { user, host: rest, port };
}
function describeSshTarget(target) {
  const host = target.host.includes(":") ? `[${target.host}]` : target.host;
  return `${target.user}@${host}${target.port === 22 ? "" : `:${target.port}`}`;
}

// src/session/ssh/ssh-command.ts
function sshArgv(target, settings, remoteCommand) {
  return [
    settings.program ?? "ssh",
    "-T",
    ...(settings.overrides ?? []).flatMap((option) => ["-o", option]),
    "-o",
    "BatchMode=yes",
    "-o",
    "StrictHostKeyChecking=yes",
    "-o",
    "ConnectTimeout=15",
    "-o",
    "ServerAliveInterval=5",
    "-o",
    "ServerAliveCountMax=3",
    "-o",
    "ForwardAgent=no",
    "-o",
    "ForwardX11=no",
    "-o",
    "LogLevel=ERROR",
    ...settings.knownHosts ? ["-o", `UserKnownHostsFile=${settings.knownHosts}`, "-o", "GlobalKnownHostsFile=/dev/null"] : [],
    ...settings.identity ? ["-i", settings.identity, "-o", "IdentitiesOnly=yes"] : [],
    "-p",
    String(target.port),
    "-l",
    target.user,
    "--",
    target.host,
    remoteCommand
  ];
}
function pythonCommandLine(python, source, args = []) {
  for (const arg of args)
    if (!/^[A-Za-z0-9._/:=@+-]*$/.test(arg))
      throw new Error(`unsafe argument for a remote command line: ${arg}`);
  const encoded = Buffer.from(source, "utf8").toString("base64");
  return [python, "-c", `"import base64;exec(base64.b64decode('${encoded}'))"`, ...args].join(" ");
}
function explainSshFailure(target, code, stderr) {
  const where = describeSshTarget(target);
  if (/REMOTE HOST IDENTIFICATION HAS CHANGED/i.test(stderr))
    return `the host key of ${where} has CHANGED since it was recorded: refused (it may be a different machine, or someone in between). If the machine was reinstalled, remove its old key (ssh-keygen -R ${target.host}) and record the new one after checking it`;
  if (/Host key verification failed|No .* host key is known/i.test(stderr))
    return `the host key of ${where} is not in known_hosts, so the connection was refused (desktest never accepts an unknown key). Record it after checking its fingerprint: ssh-keyscan -p ${target.port} ${target.host} >> ~/.ssh/known_hosts, or pass --ssh-known-hosts <file>`;
  if (/Permission denied/i.test(stderr))
    return `${where} refused the login (${lastLine(stderr)}): give desktest a key that user accepts (--ssh-key <file>, or an ssh agent); passwords are never asked for`;
  if (/Connection refused/i.test(stderr))
    return `${where} refused the connection: is its SSH server running on port ${target.port}?`;
  if (/timed out|No route to host|Could not resolve hostname|Network is unreachable/i.test(stderr))
    return `cannot reach ${where}: ${lastLine(stderr)}`;
  if (code === 255)
    return `the SSH connection to ${where} dropped${stderr.trim() ? `: ${lastLine(stderr)}` : ""} (the machine went away, or its SSH server ended the session)`;
  return void 0;
}
function lastLine(text) {
  return text.trim().split("\n").pop()?.trim() ?? "";
}

// src/session/ssh/unpack-tar-py.ts
var UNPACK_TAR_PY = String.raw`
import io, os, shutil, sys, tarfile
d = os.path.join(os.path.expanduser("~"), *sys.argv[1].split("/"))
data = sys.stdin.buffer.read()
if sys.argv[2] == "fresh":
    shutil.rmtree(d, ignore_errors=True)
if not os.path.exists(os.path.join(d, ".complete")):
    os.makedirs(d, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r") as t:
        try:
            t.extractall(d, filter="data")
        except TypeError:
            t.extractall(d)
    open(os.path.join(d, ".complete"), "w").close()
sys.stdout.write("%s\n%s\n%s\n" % (d, sys.platform, os.getuid() if hasattr(os, "getuid") else ""))
`;

// src/session/ssh/ssh-desktop.ts
import { spawn as spawn2 } from "node:child_process";
import path3 from "node:path";

// src/session/guest/process-transport.ts
import { spawn } from "node:child_process";
var STDERR_TAIL_LINES = 30;
async function startAgentProcess(argv, options) {
  const [command, ...args] = argv;
  if (!command) throw new InfraError("no command to start the guest agent with");
  const child = spawn(command, args, {
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
    ...options.env ? { env: options.env } : {},
    ...options.cwd ? { cwd: options.cwd } : {}
  });
  const tail = [];
  child.stderr.setEncoding("utf8");
  let partial = "";
  child.stderr.on("data", (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > STDERR_TAIL_LINES) tail.shift();
      options.log?.(`guest: ${line}`);
    }
  });
  const stderrTail = () => [...tail, partial].filter((l) => l.trim()).join("\n");
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  let spawnError;
  child.once("error", (error) => spawnError = error);
  const why = async () => {
    const { code, signal } = await Promise.race([
      exited,
      new Promise(
        (resolve) => setTimeout(() => resolve({ code: null, signal: null }), 2e3)
      )
    ]);
    if (spawnError) return `${options.what} could not be started (${command}): ${spawnError.message}`;
    const explained = options.explain?.(code, signal, stderrTail());
    if (explained) return explained;
    const how = signal ? `was killed (${signal})` : code === null ? "stopped answering" : `exited with code ${code}`;
    const text = stderrTail();
    return `${options.what} ${how}${text ? `:
${text}` : ""}`;
  };
  child.stdin.on("error", () => void 0);
  if (options.preamble) child.stdin.write(options.preamble);
  const agent = new GuestAgent(new NdjsonClient(child.stdout, child.stdin, why));
  let stopping;
  const stop = () => stopping ??= end();
  const end = async () => {
    await agent.shutdown().catch(() => void 0);
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 3e3))
    ]);
    if (!done || process.platform !== "win32") killGroup(child);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2e3))]);
  };
  options.scope?.opened(child, stop);
  try {
    const hello = await agent.ping(options.helloTimeoutMs ?? 3e4);
    return { agent, hello, child, stderrTail, stop };
  } catch (error) {
    const exitedAlready = child.exitCode !== null || child.signalCode !== null || spawnError !== void 0;
    await stop();
    const reason = exitedAlready ? await why() : error.message;
    throw new InfraError(`the guest agent did not start: ${reason}`, {
      cause: error,
      hint: `the desktop's guest agent runs as ${argv.slice(0, 3).join(" ")} \u2026; its diagnostics are above (--debug shows all)`
    });
  }
}
function killGroup(child) {
  if (child.pid === void 0) return;
  try {
    if (process.platform === "win32") child.kill("SIGKILL");
    else process.kill(-child.pid, "SIGKILL");
  } catch {
  }
}

// src/session/guest/run-marker.ts
var RUN_MARK_VARIABLE = "DESKTEST_RUN_MARK";
function runMark(runId, taskId) {
  return `${runId}.${taskId}`.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
}
var KILL_MARKED_PROCESSES_PY = String.raw`
import json, os, signal, subprocess, sys
mark = (sys.argv[1] + "=" + sys.argv[2]).encode()
spare = {int(p) for p in sys.argv[3:]} | {os.getpid(), os.getppid()}
found, how = [], "none"
if os.path.isdir("/proc/self"):
    how = "proc"
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in spare:
            continue
        try:
            with open("/proc/%s/environ" % name, "rb") as f:
                if mark in f.read().split(b"\0"):
                    found.append(int(name))
        except OSError:
            pass
elif sys.platform == "darwin":
    how = "ps"
    out = subprocess.run(["ps", "-axwwE", "-o", "pid=,command="], capture_output=True).stdout
    for line in out.splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0].isdigit() and int(parts[0]) not in spare and (b" " + mark) in b" " + parts[1]:
            found.append(int(parts[0]))
killed, failed = [], []
for pid in found:
    try:
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)
    except ProcessLookupError:
        pass
    except OSError:
        failed.append(pid)
print(json.dumps({"killed": killed, "failed": failed, "how": how}))
`;
function parseMarkedCleanup(stdout) {
  const line = stdout.trim().split("\n").pop() ?? "";
  try {
    const value = JSON.parse(line);
    return Array.isArray(value.killed) && Array.isArray(value.failed) ? value : void 0;
  } catch {
    return void 0;
  }
}

// src/session/process-session.ts
import path2 from "node:path";

// src/session/stream-session.ts
import { lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

// src/session/agent-session.ts
var AgentSession = class {
  /** Linux unless the desktop says otherwise (a VM's agent reports its platform). */
  os = guestOs("linux");
  exec(command, options = {}) {
    return this.guest.run(command, options);
  }
  spawn(command, options = {}) {
    return this.guest.spawn(command, options);
  }
  observe(options) {
    return this.guest.observe(options);
  }
  act(code, options = {}) {
    return this.guest.act(code, options.timeoutMs, options.coordScale);
  }
  settle(options) {
    return this.guest.settle(options);
  }
  windows() {
    return this.guest.windows();
  }
};

// src/session/guest/no-screen.ts
var OWN_IMAGE_ADVICE = {
  otherPython: "rebuild the desktop's image (its guest agent's Python lacks it)",
  display: "rebuild the desktop's image (its desktop service sets DISPLAY)"
};
var MAX_MESSAGE = 600;
function noScreenError(hello, where, advice) {
  const error = hello.screen_error;
  if (!error || typeof error.message !== "string")
    return new InfraError(
      `the guest agent on ${where} reports no screen: is a desktop session running and reachable by it?`
    );
  const said = error.message.slice(0, MAX_MESSAGE);
  const python = hello.executable ? ` (${hello.executable.slice(0, 300)})` : "";
  switch (error.reason) {
    case "module_missing": {
      const module = String(error.module ?? "?").slice(0, 100);
      return new InfraError(
        `the guest agent on ${where} sees no screen: its Python${python} cannot import the module '${module}'`,
        {
          hint: `install ${packageOf(module)} for that Python, or ${advice.otherPython}; docker/guest/PROTOCOL.md lists what the agent needs`
        }
      );
    }
    case "display_unset":
      return new InfraError(
        `the guest agent on ${where} sees no screen: DISPLAY is not set there, so it does not know which X display is the desktop`,
        {
          hint: advice.display
        }
      );
    case "display_unreachable":
      return new InfraError(`the guest agent on ${where} sees no screen: ${said}`, {
        hint: `is an X server running on that display, and may this user connect to it (xauth: XAUTHORITY)? ${advice.display}`
      });
    default:
      return new InfraError(`the guest agent on ${where} sees no screen: ${said}`, {
        hint: "is a desktop session running there and reachable by the agent's user?"
      });
  }
}
function packageOf(module) {
  const known = {
    Xlib: "python-xlib (Debian/Ubuntu: apt-get install python3-xlib; else pip install python-xlib)",
    PIL: "Pillow (Debian/Ubuntu: apt-get install python3-pil; else pip install Pillow)",
    AppKit: "pyobjc (pip install -r docker/guest/requirements-macos.txt)",
    Quartz: "pyobjc (pip install -r docker/guest/requirements-macos.txt)",
    ApplicationServices: "pyobjc (pip install -r docker/guest/requirements-macos.txt)"
  };
  return known[module] ?? `the module '${module}'`;
}

// src/session/stream-session.ts
var MAX_COPY_FILES = 2e4;
var StreamSession = class extends AgentSession {
  /**
   * `home`: where apps are deployed (default the agent user's home folder); `screenAdvice`: what to do
   * when the agent sees no screen (default: the desktop's image is wrong). Throws when the agent sees no
   * screen: the caller closes what it started.
   */
  constructor(hello, where, options = {}) {
    super();
    this.hello = hello;
    this.os = guestOs(guestPlatformOf(hello.platform));
    this.home = options.home ?? hello.home;
    if (!hello.screen) throw noScreenError(hello, where, options.screenAdvice ?? OWN_IMAGE_ADVICE);
    this.screen = hello.screen;
  }
  hello;
  home;
  os;
  screen;
  /**
   * A desktop whose agent lacks a permission it needs (macOS' Screen Recording, Accessibility) is a
   * configuration error for the person who runs the machine, said before the task starts, with the
   * agent's own directions (the System Settings pane and the exact program to allow).
   */
  requirePermissions() {
    const help = this.hello.permission_help;
    if (Array.isArray(help) && help.length > 0)
      throw new ConfigError(
        `the desktop's guest agent lacks ${help.length === 1 ? "a permission" : "permissions"} it needs:
${help.slice(0, 4).map((line) => `  - ${String(line).slice(0, 600)}`).join("\n")}`,
        { hint: "grant it once on that Mac (an administrator), then run again" }
      );
  }
  async copyIn(hostPath, destDir) {
    this.os.checkPath(destDir, "copy destination");
    const where = await this.guest.stat(destDir);
    if (!where.dir)
      throw new InfraError(
        `cannot copy '${hostPath}' into the desktop: the folder '${destDir}' does not exist there`
      );
    const root = path.resolve(hostPath);
    const target = this.os.join(where.path, path.basename(root));
    const info = await lstat(root);
    if (!info.isDirectory()) {
      await this.guest.upload(root, target, info.mode & 511);
      return;
    }
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    if (entries.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${hostPath}' holds ${entries.length} entries; a copy through the guest agent moves at most ${MAX_COPY_FILES}`
      );
    const inGuest = (file) => this.os.join(target, ...path.relative(root, file).split(path.sep).filter(Boolean));
    const folders = [
      target,
      ...entries.filter((e) => e.isDirectory()).map((e) => inGuest(path.join(e.parentPath, e.name)))
    ];
    const made = await this.exec(this.os.mkdirCommand(folders), { timeoutMs: 6e4 });
    if (made.exitCode !== 0)
      throw new InfraError(`cannot make folders in the desktop: ${made.stderr.trim()}`);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      await this.guest.upload(file, inGuest(file), (await lstat(file)).mode & 511);
    }
  }
  async copyOut(guestPath, hostPath) {
    this.os.checkPath(guestPath, "copy source");
    const where = await this.guest.stat(guestPath);
    if (!where.exists)
      throw new InfraError(`cannot copy '${guestPath}' out of the desktop: it does not exist`);
    if (where.file) {
      await mkdir(path.dirname(path.resolve(hostPath)), { recursive: true });
      await this.guest.download(where.path, hostPath);
      return;
    }
    const listed = await this.guest.listDir(where.path);
    if ("error" in listed) throw new InfraError(`cannot list '${guestPath}' in the desktop: ${listed.error}`);
    if (listed.truncated)
      throw new InfraError(`'${guestPath}' is too large or too deep to copy through the guest agent`);
    const files = filesOf(listed.directory_tree, []);
    if (files.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${guestPath}' holds more than ${MAX_COPY_FILES} files; a copy through the guest agent moves at most that many`
      );
    await mkdir(hostPath, { recursive: true });
    const root = path.resolve(hostPath);
    for (const parts of files) {
      const local = path.resolve(root, ...parts);
      if (!local.startsWith(root + path.sep)) continue;
      await mkdir(path.dirname(local), { recursive: true });
      await this.guest.download(this.os.join(where.path, ...parts), local);
    }
  }
};
function filesOf(tree, above) {
  if ("error" in tree || tree.type !== "directory") return [];
  const files = [];
  for (const child of tree.children) {
    if ("error" in child) continue;
    if (child.type === "file") files.push([...above, child.name]);
    else files.push(...filesOf(child, [...above, child.name]));
  }
  return files;
}

// src/session/process-session.ts
var ProcessSession = class extends StreamSession {
  constructor(process2, spec) {
    super(process2.hello, spec.where, { screenAdvice: spec.screenAdvice });
    this.process = process2;
    this.spec = spec;
    this.id = spec.id;
    this.local = spec.local === true;
    this.borrowed = spec.teardown === void 0;
    registerOpen(this);
  }
  process;
  spec;
  id;
  local;
  borrowed;
  closing;
  /** Guest paths copied in by this run, removed at close. */
  copied = [];
  get guest() {
    return this.process.agent;
  }
  /** Copies in like every backend, but refuses to replace what a borrowed desktop already has. */
  async copyIn(hostPath, destDir) {
    if (!this.borrowed) return super.copyIn(hostPath, destDir);
    const target = this.os.join(destDir, path2.basename(path2.resolve(hostPath)));
    this.os.checkPath(target, "copy destination");
    if ((await this.guest.stat(target)).exists)
      throw new ConfigError(
        `'${target}' already exists on ${this.spec.where}; desktest does not replace files on a desktop it does not own`,
        { hint: `move or remove '${target}' there, then run again` }
      );
    this.copied.push(target);
    await super.copyIn(hostPath, destDir);
  }
  /** The agent's own diagnostics (its stderr). */
  async logs() {
    return this.process.stderrTail();
  }
  close() {
    this.closing ??= this.cleanUp();
    return this.closing;
  }
  async cleanUp() {
    unregisterOpen(this);
    if (this.spec.teardown) {
      await this.process.stop().catch(() => void 0);
      await this.spec.teardown();
      return;
    }
    const log = this.spec.log ?? (() => void 0);
    const said = [];
    if (!this.guest.closed) {
      said.push(
        await this.endMarkedProcesses().catch(
          (error) => `processes not checked (${error.message})`
        ) ?? "no process of the run was left"
      );
      for (const copied of this.copied.reverse())
        await this.exec(this.os.removeCommand(copied), { timeoutMs: 6e4 }).catch(() => void 0);
      if (this.copied.length) said.push(`removed what it copied in (${this.copied.join(", ")})`);
    } else {
      said.push(
        `the agent is gone, so processes the run started may still run${this.copied.length ? ` and ${this.copied.join(", ")} are left` : ""}`
      );
    }
    said.push("files the task's own commands and app wrote are left as they are");
    log(`cleanup on ${this.spec.where}: ${said.join("; ")}`);
    await this.process.stop();
  }
  /** End every process of this run but the agent; a sentence on what was done, or nothing to say. */
  async endMarkedProcesses() {
    if (this.os.platform === "windows") {
      await this.exec(["taskkill", "/T", "/F", "/PID", String(this.process.hello.pid)], {
        timeoutMs: 15e3
      }).catch(() => void 0);
      return "ended the guest agent's process tree (apps started by another process, e.g. through a shell association, may remain)";
    }
    const result = await this.exec(
      [
        this.spec.python ?? "python3",
        "-c",
        KILL_MARKED_PROCESSES_PY,
        RUN_MARK_VARIABLE,
        this.spec.mark,
        String(this.process.hello.pid)
      ],
      { timeoutMs: 3e4 }
    );
    const cleanup = parseMarkedCleanup(result.stdout);
    if (!cleanup)
      return `could not look for the run's processes: ${result.stderr.trim() || result.stdout.trim()}`;
    const parts = [];
    if (cleanup.killed.length) parts.push(`ended ${cleanup.killed.length} process(es) the run started`);
    if (cleanup.failed.length)
      parts.push(`could not end process(es) ${cleanup.failed.join(", ")} (another user's, or protected)`);
    if (this.os.platform === "macos")
      parts.push(
        "apps opened through LaunchServices (open -b, open -a) do not carry the run's mark and are quit only if they did"
      );
    return parts.length ? parts.join("; ") : void 0;
  }
};

// src/session/start-scope.ts
var StartScope = class {
  #opened = [];
  /** `resource` is open: `close` ends it if the start fails. Returns the resource. */
  opened(resource, close) {
    this.#opened.push(async () => {
      await close(resource);
    });
    return resource;
  }
  async close() {
    for (let undo = this.#opened.pop(); undo; undo = this.#opened.pop()) await undo().catch(() => void 0);
  }
};
async function closingOnFailure(start) {
  const scope = new StartScope();
  registerOpen(scope);
  try {
    return await start(scope);
  } catch (error) {
    await scope.close();
    throw error;
  } finally {
    unregisterOpen(scope);
  }
}

// src/session/ssh/ssh-desktop.ts
var RUN_PY = String.raw`
import json, os, runpy, sys
d = os.path.join(os.path.expanduser("~"), ".cache", "desktest", "guest-" + sys.argv[1])
line = b""
while not line.endswith(b"\n"):
    c = os.read(0, 1)
    if not c:
        sys.exit("desktest: no settings line on stdin")
    line += c
os.environ.update(json.loads(line.decode("utf-8")))
sys.dont_write_bytecode = True
sys.path.insert(0, d)
sys.argv = [os.path.join(d, "agent.py")]
runpy.run_path(sys.argv[0], run_name="__main__")
`;
var UNREACHABLE = /Connection refused|timed out|No route to host|Connection reset|closed by remote host/i;
var PYTHONS = ["python3", "python"];
function startSshDesktop(options) {
  return closingOnFailure(async (scope) => {
    const { agent, python, mark, where } = await startSshAgent({ ...options, scope });
    return new ProcessSession(agent, {
      id: `ssh-${mark}`,
      mark,
      where,
      python,
      log: options.log,
      screenAdvice: {
        otherPython: `put a Python that has it first on the PATH of ${options.target.user}'s SSH sessions there`,
        display: "pass the desktop session's variables with --ssh-env, e.g. --ssh-env DISPLAY=:0 --ssh-env DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus"
      }
    });
  });
}
async function startSshAgent(options) {
  const where = describeSshTarget(options.target);
  const files = await guestAgentFiles(path3.join(findDockerDir(), "guest"));
  const hash = guestAgentHash(files);
  const archive = await collect(packGuestAgent(files, "."));
  const installed = await installAgent(options, hash, archive, Date.now() + (options.reachWithinMs ?? 0));
  const refusal = sshDesktopRefusal(installed.platform, where);
  if (refusal) throw refusal;
  const { python } = installed;
  const mark = runMark(options.runId, options.taskId);
  const settings = JSON.stringify({
    ...options.env,
    [RUN_MARK_VARIABLE]: mark,
    PYTHONDONTWRITEBYTECODE: "1"
  });
  const start = (inGuiSession) => startAgentProcess(
    sshArgv(
      options.target,
      options,
      agentCommandLine(python, hash, inGuiSession ? installed.uid : void 0)
    ),
    {
      what: `the guest agent on ${where}`,
      // (a machine just booted may still be busy starting its session: the first start can be slow)
      helloTimeoutMs: 9e4,
      preamble: `${settings}
`,
      log: options.debugLog,
      scope: options.scope,
      explain: (code, _signal, stderr) => explainSshFailure(options.target, code, stderr)
    }
  );
  if (installed.platform !== "darwin") return { agent: await start(false), python, mark, where };
  await waitForConsoleUser(options, Date.now() + (options.reachWithinMs ?? 0));
  const agent = await start(true).catch(async (error) => {
    if (!/sudo|launchctl/i.test(error.message)) throw error;
    options.log?.(
      `warning: cannot start the agent in ${options.target.user}'s GUI session on ${where} (${error.message.split("\n")[0]}); starting it in the SSH session, which may not see the screen (docs/macos.md)`
    );
    return start(false);
  });
  return { agent, python, mark, where };
}
function sshDesktopRefusal(platform, where) {
  if (platform !== "win32") return void 0;
  return new ConfigError(
    `--ssh cannot drive the desktop of ${where}: a Windows OpenSSH session has no interactive desktop`,
    {
      hint: "run desktest on the Windows machine itself (windows_native tasks, e.g. a self-hosted runner logged on to the desktop), or use a windows_vm task (docs/platforms.md)"
    }
  );
}
function agentCommandLine(python, hash, guiUid) {
  const run2 = pythonCommandLine(python, RUN_PY, [hash]);
  if (!guiUid) return run2;
  if (!/^\d+$/.test(guiUid)) throw new Error(`not a uid: ${guiUid}`);
  return `sudo -n /bin/launchctl asuser ${guiUid} /usr/bin/sudo -n -H -u '#${guiUid}' -- ${run2}`;
}
async function waitForConsoleUser(options, until) {
  for (; ; ) {
    const result = await runSsh(
      sshArgv(options.target, options, "stat -f %Su /dev/console"),
      Buffer.alloc(0)
    );
    const owner = result.stdout.trim();
    if (result.code === 0 && owner === options.target.user) return;
    if (Date.now() >= until) {
      options.log?.(
        `warning: ${options.target.user} is not logged in at the screen of ${describeSshTarget(options.target)} (the console belongs to ${owner || "nobody"}): turn on automatic login for ${options.target.user} (docs/macos.md)`
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1e3));
  }
}
async function installAgent(options, hash, archive, retryUntil) {
  const where = describeSshTarget(options.target);
  let last = "";
  for (const python of options.python ? [options.python] : PYTHONS) {
    const result = await runSshOnceReachable(
      sshArgv(
        options.target,
        options,
        pythonCommandLine(python, UNPACK_TAR_PY, [`.cache/desktest/guest-${hash}`, "once"])
      ),
      archive,
      retryUntil
    );
    const [folder = "", platform = "", uid = ""] = result.stdout.trim().split("\n");
    if (result.code === 0 && folder) return { python, folder, platform, uid: /^\d+$/.test(uid) ? uid : "" };
    const ssh = explainSshFailure(options.target, result.code, result.stderr);
    if (ssh)
      throw new InfraError(ssh, {
        hint: "the desktop is reached with your ssh and its configuration (~/.ssh/config applies)"
      });
    last = result.stderr.trim() || `exit code ${result.code}`;
    if (!/not found|not recognized|No such file|cannot find/i.test(last)) break;
  }
  throw new InfraError(
    `cannot install the guest agent on ${where}: ${last.split("\n").slice(-3).join(" ")}`,
    {
      hint: `the desktop needs Python 3.10+ on the PATH of ${options.target.user}'s SSH sessions (python3, or python on Windows) with the desktop packages (docker/guest-requirements.txt; requirements-macos.txt or requirements-windows.txt)`
    }
  );
}
function runSsh(argv, input, env) {
  return new Promise((resolve) => {
    const [command, ...args] = argv;
    const child = spawn2(command, args, { stdio: ["pipe", "pipe", "pipe"], ...env ? { env } : {} });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c) => {
      if (stdout.length < 64 * 1024) stdout += c.slice(0, 64 * 1024 - stdout.length);
    });
    child.stderr.setEncoding("utf8").on("data", (c) => stderr = (stderr + c).slice(-16 * 1024));
    child.stdin.on("error", () => void 0);
    child.once("error", (error) => resolve({ code: 127, stdout, stderr: `${command}: ${error.message}` }));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
async function runSshOnceReachable(argv, input, until, env) {
  for (; ; ) {
    const result = await runSsh(argv, input, env);
    if (result.code !== 255 || !UNREACHABLE.test(result.stderr) || Date.now() >= until) return result;
    await new Promise((resolve) => setTimeout(resolve, 1e3));
  }
}
async function collect(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

// src/session/tart/tart-cli.ts
import { execFile, spawn as spawn3 } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
var run = promisify(execFile);
var TartCli = class {
  constructor(program = process.env.DESKTEST_TART || "tart") {
    this.program = program;
  }
  program;
  /** A copy-on-write clone of a local or remote image (Tart pulls a remote one first). */
  async clone(source, name) {
    await this.call(["clone", source, name], 30 * 6e4).catch((error) => {
      if (/does not exist|not found|no such/i.test(error.message))
        throw new ConfigError(`there is no Tart image '${source}' on this Mac`, {
          hint: "prepare one with `desktest init-macos --from <a macOS image> --to <name>` (docs/macos.md); `tart list` shows what is here"
        });
      throw error;
    });
  }
  /** `tart run --no-graphics`: the VM runs as long as this child does; its output goes to `logFile`. */
  run(name, logFile) {
    const out = openSync(logFile, "a");
    return spawn3(this.program, ["run", "--no-graphics", name], {
      stdio: ["ignore", out, out],
      detached: true
    });
  }
  /**
   * The VM's IP address, waiting up to `waitSeconds` for it to get one; with the `tart run` child that
   * runs the VM, failing at once (with its log's last lines) if that ends first.
   */
  async ip(name, waitSeconds, run2) {
    const abandon = new AbortController();
    const asked = this.call(
      ["ip", "--wait", String(waitSeconds), name],
      (waitSeconds + 30) * 1e3,
      abandon.signal
    );
    const { stdout } = run2 ? await Promise.race([asked, runEnded(name, run2.child, run2.logFile)]).finally(() => abandon.abort()) : await asked;
    const ip = stdout.trim().split("\n").pop()?.trim() ?? "";
    if (!/^[0-9a-fA-F.:]+$/.test(ip))
      throw new InfraError(`tart ip ${name} answered '${ip}', not an address`);
    return ip;
  }
  /**
   * Stop the VM, giving its guest `graceSeconds` to shut down before it is forced off; with the
   * `tart run` child that runs it, end that too if it lingers.
   */
  async stop(name, run2, graceSeconds = 10) {
    await this.call(["stop", "--timeout", String(graceSeconds), name], (graceSeconds + 50) * 1e3).catch(
      () => void 0
    );
    if (run2?.pid !== void 0 && run2.exitCode === null) {
      try {
        process.kill(-run2.pid, "SIGKILL");
      } catch {
      }
    }
  }
  async delete(name) {
    await this.call(["delete", name], 6e4);
  }
  async list() {
    const { stdout } = await this.call(["list", "--format", "json"], 6e4);
    const parsed = JSON.parse(stdout.slice(0, 4 * 1024 * 1024) || "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, 1e4).flatMap((entry) => {
      const vm = entry;
      return typeof vm.Name === "string" ? [
        {
          name: vm.Name,
          source: String(vm.Source ?? ""),
          running: vm.Running === true || vm.State === "running"
        }
      ] : [];
    });
  }
  /** One tart command to its end (or its timeout, or `signal`: then it is killed). */
  async call(args, timeoutMs, signal) {
    try {
      return await run(this.program, args, {
        timeout: timeoutMs,
        maxBuffer: 8 * 1024 * 1024,
        ...signal ? { signal } : {}
      });
    } catch (error) {
      const e = error;
      if (e.code === "ENOENT")
        throw new ConfigError(
          `'${this.program}' is not installed on this runner (macos_tart tasks run in Tart VMs)`,
          {
            hint: "brew install cirruslabs/cli/tart, and make sure the runner service's PATH includes /opt/homebrew/bin"
          }
        );
      throw new InfraError(
        `tart ${args[0]} failed: ${(e.stderr || e.message).trim().split("\n").slice(-3).join(" ")}`
      );
    }
  }
};
function runEnded(name, child, logFile) {
  return new Promise((_, reject) => {
    const fail = (code) => {
      let log = "";
      try {
        log = readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n");
      } catch {
      }
      reject(
        new InfraError(
          `the Tart VM ${name} stopped before it had an address (tart run exited with ${code})${log ? `:
${log}` : ""}`
        )
      );
    };
    if (child.exitCode !== null || child.signalCode !== null) fail(child.exitCode);
    else child.once("exit", fail);
  });
}

export {
  AgentSession,
  noScreenError,
  closingOnFailure,
  startAgentProcess,
  RUN_MARK_VARIABLE,
  runMark,
  StreamSession,
  ProcessSession,
  parseSshTarget,
  sshArgv,
  pythonCommandLine,
  explainSshFailure,
  UNPACK_TAR_PY,
  startSshDesktop,
  startSshAgent,
  runSsh,
  runSshOnceReachable,
  collect,
  TartCli
};
