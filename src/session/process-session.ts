import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";
import type { AgentProcess } from "./guest/process-transport.ts";
import type { GuestAgent } from "./guest/guest-agent.ts";
import type { ScreenAdvice } from "./guest/no-screen.ts";
import { registerOpen, unregisterOpen } from "./open-sessions.ts";
import { KILL_MARKED_PROCESSES_PY, parseMarkedCleanup, RUN_MARK_VARIABLE } from "./guest/run-marker.ts";
import { StreamSession } from "./stream-session.ts";

/**
 * A desktop driven by a guest agent that is our child process (locally, or ssh running it elsewhere).
 * Most are not ours to throw away (the runner's own, a machine reached over SSH: "borrowed"); a
 * disposable one (a Tart VM) is torn down whole by its `teardown`. On a borrowed desktop, apps and
 * files are copied into the user's home as on every backend (tasks name those paths), but never over
 * something already there, and closing undoes what can be undone: every process the run started
 * (found by the run mark in their environment) is ended and everything copied in is removed; what
 * cannot be undone is said.
 */
export class ProcessSession extends StreamSession {
  readonly id: string;
  readonly local: boolean;
  readonly borrowed: boolean;
  private closing: Promise<void> | undefined;
  /** Guest paths copied in by this run, removed at close. */
  private readonly copied: string[] = [];

  constructor(
    private readonly process: AgentProcess,
    private readonly spec: ProcessSessionSpec,
  ) {
    super(process.hello, spec.where, { screenAdvice: spec.screenAdvice });
    this.id = spec.id;
    this.local = spec.local === true;
    this.borrowed = spec.teardown === undefined;
    registerOpen(this); // an interruption still ends the agent (it leads its own process group)
  }

  get guest(): GuestAgent {
    return this.process.agent;
  }

  /** Copies in like every backend, but refuses to replace what a borrowed desktop already has. */
  override async copyIn(hostPath: string, destDir: string): Promise<void> {
    if (!this.borrowed) return super.copyIn(hostPath, destDir);
    const target = this.os.join(destDir, path.basename(path.resolve(hostPath)));
    this.os.checkPath(target, "copy destination");
    if ((await this.guest.stat(target)).exists)
      throw new ConfigError(
        `'${target}' already exists on ${this.spec.where}; desktest does not replace files on a desktop it does not own`,
        { hint: `move or remove '${target}' there, then run again` },
      );
    this.copied.push(target);
    await super.copyIn(hostPath, destDir);
  }

  /** The agent's own diagnostics (its stderr). */
  async logs(): Promise<string> {
    return this.process.stderrTail();
  }

  close(): Promise<void> {
    this.closing ??= this.cleanUp();
    return this.closing;
  }

  private async cleanUp(): Promise<void> {
    unregisterOpen(this);
    if (this.spec.teardown) {
      await this.process.stop().catch(() => undefined);
      await this.spec.teardown();
      return;
    }
    const log = this.spec.log ?? (() => undefined);
    const said: string[] = [];
    if (!this.guest.closed) {
      said.push(
        (await this.endMarkedProcesses().catch(
          (error: Error) => `processes not checked (${error.message})`,
        )) ?? "no process of the run was left",
      );
      for (const copied of this.copied.reverse())
        await this.exec(this.os.removeCommand(copied), { timeoutMs: 60_000 }).catch(() => undefined);
      if (this.copied.length) said.push(`removed what it copied in (${this.copied.join(", ")})`);
    } else {
      said.push(
        `the agent is gone, so processes the run started may still run${this.copied.length ? ` and ${this.copied.join(", ")} are left` : ""}`,
      );
    }
    said.push("files the task's own commands and app wrote are left as they are");
    log(`cleanup on ${this.spec.where}: ${said.join("; ")}`);
    await this.process.stop();
  }
  /** End every process of this run but the agent; a sentence on what was done, or nothing to say. */
  private async endMarkedProcesses(): Promise<string | undefined> {
    if (this.os.platform === "windows") {
      // No environment scan on Windows: the agent's process tree goes (the agent with it; it is stopping).
      await this.exec(["taskkill", "/T", "/F", "/PID", String(this.process.hello.pid)], {
        timeoutMs: 15_000,
      }).catch(() => undefined);
      return "ended the guest agent's process tree (apps started by another process, e.g. through a shell association, may remain)";
    }
    const result = await this.exec(
      [
        this.spec.python ?? "python3",
        "-c",
        KILL_MARKED_PROCESSES_PY,
        RUN_MARK_VARIABLE,
        this.spec.mark,
        String(this.process.hello.pid),
      ],
      { timeoutMs: 30_000 },
    );
    const cleanup = parseMarkedCleanup(result.stdout);
    if (!cleanup)
      return `could not look for the run's processes: ${result.stderr.trim() || result.stdout.trim()}`;
    const parts: string[] = [];
    if (cleanup.killed.length) parts.push(`ended ${cleanup.killed.length} process(es) the run started`);
    if (cleanup.failed.length)
      parts.push(`could not end process(es) ${cleanup.failed.join(", ")} (another user's, or protected)`);
    if (this.os.platform === "macos")
      parts.push(
        "apps opened through LaunchServices (open -b, open -a) do not carry the run's mark and are quit only if they did",
      );
    return parts.length ? parts.join("; ") : undefined;
  }
}

export interface ProcessSessionSpec {
  id: string;
  /** The run mark the agent was started with (RUN_MARK_VARIABLE). */
  mark: string;
  /** Where the desktop is, for messages ("this machine's desktop", "tester@lab-mac"). */
  where: string;
  /**
   * How the desktop itself goes away when it is the run's own (a VM): given, the desktop is disposable,
   * so nothing on it is undone one by one; absent, the desktop is borrowed.
   */
  teardown?: () => Promise<void>;
  /** The desktop is this machine's (host paths are its paths). */
  local?: boolean;
  /** The desktop's Python, for the cleanup program. */
  python?: string;
  /** What to do when the agent there sees no screen (another Python, the desktop's DISPLAY). */
  screenAdvice?: ScreenAdvice;
  log?: (line: string) => void;
}
