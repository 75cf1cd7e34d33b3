import { spawn } from "node:child_process";
import path from "node:path";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { findDockerDir } from "../docker-dir.ts";
import { guestAgentFiles, guestAgentHash, packGuestAgent } from "../guest/guest-package.ts";
import { startAgentProcess, type AgentProcess } from "../guest/process-transport.ts";
import { runMark, RUN_MARK_VARIABLE } from "../guest/run-marker.ts";
import { ProcessSession } from "../process-session.ts";
import { closingOnFailure, type StartScope } from "../start-scope.ts";
import { explainSshFailure, pythonCommandLine, sshArgv } from "./ssh-command.ts";
import { UNPACK_TAR_PY } from "./unpack-tar-py.ts";
import { describeSshTarget, type SshDesktopOptions } from "../ssh-target.ts";

/**
 * Starts the installed agent with the settings of the first stdin line (a JSON object of environment
 * variables: never on a command line, where other users of the machine could read them), then hands
 * the rest of stdin, unread, to the agent's protocol.
 */
const RUN_PY = String.raw`
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

/** What ssh says while a machine is not listening yet. */
const UNREACHABLE = /Connection refused|timed out|No route to host|Connection reset|closed by remote host/i;

/** The Pythons tried on the remote machine, in order (Windows' installer names it `python`). */
const PYTHONS = ["python3", "python"];

/**
 * A desktop that already runs on another machine (a lab Mac, a Windows box with OpenSSH, a Linux
 * workstation), driven through the same guest agent over SSH's stdio: the agent is copied into the
 * user's cache folder there (once per version), started with the run mark and `env`, and spoken to as
 * over `docker exec`. Host keys are always checked; a password is never asked for.
 */
export function startSshDesktop(options: SshAgentOptions): Promise<ProcessSession> {
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
        display:
          "pass the desktop session's variables with --ssh-env, e.g. --ssh-env DISPLAY=:0 --ssh-env DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus",
      },
    });
  });
}

export interface SshAgentOptions extends SshDesktopOptions {
  runId: string;
  taskId: string;
  /** Keep trying to reach the machine this long while it refuses or times out (a VM still booting). */
  reachWithinMs?: number;
  /** The start the agent is part of: its ssh process is ended if a later step fails. */
  scope?: StartScope;
  log?: (line: string) => void;
  debugLog?: (line: string) => void;
}

/** The guest agent started on the machine over SSH, with the Python that runs it and the run mark. */
export async function startSshAgent(
  options: SshAgentOptions,
): Promise<{ agent: AgentProcess; python: string; mark: string; where: string }> {
  const where = describeSshTarget(options.target);
  const files = await guestAgentFiles(path.join(findDockerDir(), "guest"));
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
    PYTHONDONTWRITEBYTECODE: "1",
  });
  const start = (inGuiSession: boolean) =>
    startAgentProcess(
      sshArgv(
        options.target,
        options,
        agentCommandLine(python, hash, inGuiSession ? installed.uid : undefined),
      ),
      {
        what: `the guest agent on ${where}`,
        // (a machine just booted may still be busy starting its session: the first start can be slow)
        helloTimeoutMs: 90_000,
        preamble: `${settings}\n`,
        log: options.debugLog,
        scope: options.scope,
        explain: (code, _signal, stderr) => explainSshFailure(options.target, code, stderr),
      },
    );
  if (installed.platform !== "darwin") return { agent: await start(false), python, mark, where };
  // (a Mac just booted answers SSH before its auto-login session exists: launchctl asuser then has no
  // GUI session to enter, and the agent would never see a screen)
  await waitForConsoleUser(options, Date.now() + (options.reachWithinMs ?? 0));
  // macOS: a process sshd starts is outside the user's GUI session and sees no screen; `launchctl
  // asuser` (root, through passwordless sudo as Tart's images have) puts the agent into that session.
  const agent = await start(true).catch(async (error: Error) => {
    if (!/sudo|launchctl/i.test(error.message)) throw error;
    options.log?.(
      `warning: cannot start the agent in ${options.target.user}'s GUI session on ${where} (${error.message.split("\n")[0]}); starting it in the SSH session, which may not see the screen (docs/macos.md)`,
    );
    return start(false);
  });
  return { agent, python, mark, where };
}

/**
 * Why a machine's desktop cannot be driven over SSH, or undefined. On Windows, OpenSSH's server runs
 * commands in its own non-interactive session, whose window station has no desktop the user sees: the
 * agent would capture a black screen and type into nothing. (windows_vm tasks reach the logged-on
 * session through an interactive scheduled task, which has no stdio to hand over ssh.)
 */
export function sshDesktopRefusal(platform: string, where: string): ConfigError | undefined {
  if (platform !== "win32") return undefined;
  return new ConfigError(
    `--ssh cannot drive the desktop of ${where}: a Windows OpenSSH session has no interactive desktop`,
    {
      hint: "run desktest on the Windows machine itself (windows_native tasks, e.g. a self-hosted runner logged on to the desktop), or use a windows_vm task (docs/platforms.md)",
    },
  );
}

/**
 * The command that starts the installed agent (RUN_PY); with `guiUid`, inside that user's GUI session
 * on macOS and as that user: `launchctl asuser` (root, through passwordless sudo) moves into the user's
 * bootstrap namespace but keeps root's credentials (launchctl(1)), so `sudo -u` then becomes the user,
 * with the user's home. Both keep stdin and stdout: the protocol's stream.
 */
export function agentCommandLine(python: string, hash: string, guiUid?: string): string {
  const run = pythonCommandLine(python, RUN_PY, [hash]);
  if (!guiUid) return run;
  if (!/^\d+$/.test(guiUid)) throw new Error(`not a uid: ${guiUid}`);
  return `sudo -n /bin/launchctl asuser ${guiUid} /usr/bin/sudo -n -H -u '#${guiUid}' -- ${run}`;
}

/**
 * Wait until the Mac's console (the screen's session) belongs to the SSH user: `/dev/console` is owned
 * by the user logged in at the screen, by root at the login window. At the deadline, go on with a
 * warning (the agent's start then says what it sees).
 */
async function waitForConsoleUser(options: SshAgentOptions, until: number): Promise<void> {
  for (;;) {
    const result = await runSsh(
      sshArgv(options.target, options, "stat -f %Su /dev/console"),
      Buffer.alloc(0),
    );
    const owner = result.stdout.trim();
    if (result.code === 0 && owner === options.target.user) return;
    if (Date.now() >= until) {
      options.log?.(
        `warning: ${options.target.user} is not logged in at the screen of ${describeSshTarget(options.target)} (the console belongs to ${owner || "nobody"}): turn on automatic login for ${options.target.user} (docs/macos.md)`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Copy the agent to the machine (a no-op when this version is there); the Python that ran it. */
async function installAgent(
  options: SshDesktopOptions,
  hash: string,
  archive: Buffer,
  retryUntil: number,
): Promise<{ python: string; folder: string; platform: string; uid: string }> {
  const where = describeSshTarget(options.target);
  let last = "";
  for (const python of options.python ? [options.python] : PYTHONS) {
    const result = await runSshOnceReachable(
      sshArgv(
        options.target,
        options,
        pythonCommandLine(python, UNPACK_TAR_PY, [`.cache/desktest/guest-${hash}`, "once"]),
      ),
      archive,
      retryUntil,
    );
    const [folder = "", platform = "", uid = ""] = result.stdout.trim().split("\n");
    if (result.code === 0 && folder) return { python, folder, platform, uid: /^\d+$/.test(uid) ? uid : "" };
    const ssh = explainSshFailure(options.target, result.code, result.stderr);
    if (ssh)
      throw new InfraError(ssh, {
        hint: "the desktop is reached with your ssh and its configuration (~/.ssh/config applies)",
      });
    last = result.stderr.trim() || `exit code ${result.code}`;
    if (!/not found|not recognized|No such file|cannot find/i.test(last)) break;
  }
  throw new InfraError(
    `cannot install the guest agent on ${where}: ${last.split("\n").slice(-3).join(" ")}`,
    {
      hint: `the desktop needs Python 3.10+ on the PATH of ${options.target.user}'s SSH sessions (python3, or python on Windows) with the desktop packages (docker/guest-requirements.txt; requirements-macos.txt or requirements-windows.txt)`,
    },
  );
}

/** One ssh command with `input` on its stdin, to its end: exit code, stdout (64 KiB at most), stderr's tail. */
export function runSsh(
  argv: string[],
  input: Buffer,
  env?: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const [command, ...args] = argv as [string, ...string[]];
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"], ...(env ? { env } : {}) });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => {
      if (stdout.length < 64 * 1024) stdout += c.slice(0, 64 * 1024 - stdout.length);
    });
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr = (stderr + c).slice(-16 * 1024)));
    child.stdin.on("error", () => undefined);
    child.once("error", (error) => resolve({ code: 127, stdout, stderr: `${command}: ${error.message}` }));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/**
 * runSsh, tried again each second while the machine does not answer yet (a VM still booting), until
 * `until` (Date.now() milliseconds).
 */
export async function runSshOnceReachable(
  argv: string[],
  input: Buffer,
  until: number,
  env?: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  for (;;) {
    const result = await runSsh(argv, input, env);
    if (result.code !== 255 || !UNREACHABLE.test(result.stderr) || Date.now() >= until) return result;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A stream's bytes (a tar archive being packed). */
export async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
