import { spawn, type ChildProcess } from "node:child_process";
import { InfraError } from "../../errors/desktest-error.ts";
import { GuestAgent, type PingResult } from "./guest-agent.ts";
import type { StartScope } from "../start-scope.ts";
import { NdjsonClient } from "./ndjson-client.ts";

/** Lines of the agent process's stderr kept to explain why it ended. */
const STDERR_TAIL_LINES = 30;

/** A guest agent that is a child process of ours (locally, or `ssh` running it on another machine). */
export interface AgentProcess {
  agent: GuestAgent;
  hello: PingResult;
  child: ChildProcess;
  /** The last lines the process wrote to stderr (the agent's diagnostics, or ssh's errors). */
  stderrTail(): string;
  /** Ask the agent to exit, then end the process (and its process group) if it lingers. */
  stop(): Promise<void>;
}

/**
 * Start `argv` and speak the guest agent's protocol over its stdin and stdout, exactly as over
 * `docker exec`: a local `python3 agent.py` for the runner's own desktop, `ssh … python3 agent.py` for a
 * desktop on another machine. The process leads its own process group, so stopping it ends whatever it
 * left behind in that group. `explain` turns the process's end (exit code, stderr) into the words of an
 * infrastructure error (ssh knows a refused host key from a dropped connection).
 */
export async function startAgentProcess(
  argv: readonly string[],
  options: {
    what: string;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    /** Written to the process's stdin before the protocol's first request (a start program's settings). */
    preamble?: string;
    /** How long the agent may take to answer its first ping. */
    helloTimeoutMs?: number;
    log?: (line: string) => void;
    explain?: (code: number | null, signal: NodeJS.Signals | null, stderr: string) => string | undefined;
    /** The start this process is part of: it is stopped if a later step (or an interruption) fails it. */
    scope?: StartScope;
  },
): Promise<AgentProcess> {
  const [command, ...args] = argv;
  if (!command) throw new InfraError("no command to start the guest agent with");
  const child = spawn(command, args, {
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
    ...(options.env ? { env: options.env } : {}),
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  const tail: string[] = [];
  child.stderr.setEncoding("utf8");
  let partial = "";
  child.stderr.on("data", (chunk: string) => {
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  const why = async (): Promise<string> => {
    const { code, signal } = await Promise.race([
      exited,
      new Promise<{ code: null; signal: null }>((resolve) =>
        setTimeout(() => resolve({ code: null, signal: null }), 2_000),
      ),
    ]);
    if (spawnError) return `${options.what} could not be started (${command}): ${spawnError.message}`;
    const explained = options.explain?.(code, signal, stderrTail());
    if (explained) return explained;
    const how = signal
      ? `was killed (${signal})`
      : code === null
        ? "stopped answering"
        : `exited with code ${code}`;
    const text = stderrTail();
    return `${options.what} ${how}${text ? `:\n${text}` : ""}`;
  };
  child.stdin.on("error", () => undefined); // a dead process's stdin: the client reports why
  if (options.preamble) child.stdin.write(options.preamble);
  const agent = new GuestAgent(new NdjsonClient(child.stdout, child.stdin, why));
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= end());
  const end = async () => {
    await agent.shutdown().catch(() => undefined);
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    if (!done || process.platform !== "win32") killGroup(child);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  };
  options.scope?.opened(child, stop);
  try {
    const hello = await agent.ping(options.helloTimeoutMs ?? 30_000);
    return { agent, hello, child, stderrTail, stop };
  } catch (error) {
    const exitedAlready = child.exitCode !== null || child.signalCode !== null || spawnError !== undefined;
    await stop();
    const reason = exitedAlready ? await why() : (error as Error).message;
    throw new InfraError(`the guest agent did not start: ${reason}`, {
      cause: error,
      hint: `the desktop's guest agent runs as ${argv.slice(0, 3).join(" ")} …; its diagnostics are above (--debug shows all)`,
    });
  }
}

/** SIGKILL to the process's group (it leads one), or to the process alone where groups do not exist. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform === "win32") child.kill("SIGKILL");
    else process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}
