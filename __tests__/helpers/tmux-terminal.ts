import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/*
 * A real terminal for tests of interactive commands: a private tmux server (its own socket, no user
 * configuration) running one command in a pane of a fixed size. A test types into it as a person would
 * (text, Enter, Ctrl+C, arrow keys) and reads the screen as the person would see it.
 *
 *   const term = await TmuxTerminal.start({ command: [process.execPath, "cli.js", "init"], cwd });
 *   await term.waitFor("App type");
 *   await term.typeLine("2");
 *   expect(await term.waitForExit()).toBe(0);
 *   await term.close();
 *
 * Needs tmux (Debian: apt-get install tmux). Every wait is bounded, and a wait that runs out fails with
 * what the screen showed: a test never hangs on a prompt that did not come.
 */

export interface TmuxTerminalOptions {
  /** The program and its arguments, run directly (no shell). */
  command: readonly string[];
  cwd: string;
  /** Added to this process's environment (TERM is tmux's own). */
  env?: Readonly<Record<string, string>>;
  /** The terminal's size in columns and rows (default 120×40). */
  columns?: number;
  rows?: number;
}

export interface WaitOptions {
  /** How long to wait before failing, in ms (default 60 000): a bound against hanging, not a measurement. */
  timeoutMs?: number;
}

let sessions = 0;

export class TmuxTerminal {
  private closed = false;

  private constructor(
    private readonly socket: string,
    private readonly socketDir: string,
    readonly session: string,
  ) {}

  /** Where the pane's shell writes the command's exit status once it ends. */
  private get statusFile(): string {
    return path.join(this.socketDir, "status");
  }

  /** Start the command in a new detached session of a private tmux server. */
  static async start(options: TmuxTerminalOptions): Promise<TmuxTerminal> {
    if (options.command.length === 0) throw new Error("TmuxTerminal.start: no command");
    const socketDir = mkdtempSync(path.join(tmpdir(), "desktest-tmux-"));
    const socket = path.join(socketDir, "socket");
    const session = `t${process.pid}-${++sessions}`;
    const terminal = new TmuxTerminal(socket, socketDir, session);
    // (given to the command through env(1): the wrapping bash would drop PS1 and PS2)
    const env = Object.entries(options.env ?? {}).map(([name, value]) => `${name}=${value}`);
    try {
      // The server starts with the session; remain-on-exit keeps the pane (and its exit status) once the
      // command ends, so a test can read the last screen and the status.
      await terminal.tmux(
        "-f",
        "/dev/null",
        "new-session",
        "-d",
        "-s",
        session,
        "-x",
        String(options.columns ?? 120),
        "-y",
        String(options.rows ?? 40),
        "-c",
        options.cwd,
        "--",
        "bash",
        "-c",
        // Wait for the test to attach its options before the command runs (its first output is never
        // lost to a race with set-option), then run it and write its exit status to a file: tmux does
        // not always reap an ended pane's process on a busy machine, and then never has its status.
        // (bash waits out a Ctrl+C its command handles, and dies of one that kills the command.)
        'read -r _ready || exit; "$@"; status=$?; printf "%s\\n" "$status" > "$0"; exit "$status"',
        terminal.statusFile,
        "env",
        ...env,
        ...options.command,
      );
      await terminal.tmux("set-option", "-t", session, "remain-on-exit", "on");
      await terminal.tmux("set-option", "-t", session, "history-limit", "10000");
      await terminal.press("Enter");
    } catch (error) {
      await terminal.close();
      throw error;
    }
    return terminal;
  }

  /** Type text as it is (no key names are interpreted). */
  async type(text: string): Promise<void> {
    if (text.length > 0) await this.tmux("send-keys", "-t", this.session, "-l", "--", text);
  }

  /** Type a line and press Enter. */
  async typeLine(text: string): Promise<void> {
    await this.type(text);
    await this.press("Enter");
  }

  /** Press keys by tmux's names: Enter, Escape, C-c, C-d, Up, Down, Tab, BSpace… */
  async press(...keys: string[]): Promise<void> {
    await this.tmux("send-keys", "-t", this.session, ...keys);
  }

  /** What the terminal shows now: its visible rows, trailing blanks trimmed. */
  async screen(): Promise<string> {
    const { stdout } = await this.tmux("capture-pane", "-p", "-J", "-t", this.session);
    return trimScreen(stdout);
  }

  /** Everything the command has printed that is still in the pane's history, and the screen. */
  async history(): Promise<string> {
    const { stdout } = await this.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", this.session);
    return trimScreen(stdout);
  }

  /**
   * Wait until the screen (with its history) shows the text or matches the pattern; returns that screen.
   * A terminal has no trailing white space on a line: a text's own is ignored ("Name? " waits for "Name?").
   */
  async waitFor(expected: string | RegExp, options: WaitOptions = {}): Promise<string> {
    const matches = (screen: string) =>
      typeof expected === "string" ? screen.includes(expected.trimEnd()) : expected.test(screen);
    return this.poll(
      async () => {
        const screen = await this.history();
        return matches(screen) ? screen : undefined;
      },
      `the terminal to show ${String(expected)}`,
      options,
    );
  }

  /** Wait until the command has ended; returns its exit status (128 + n for a signal). */
  async waitForExit(options: WaitOptions = {}): Promise<number> {
    return this.poll(
      async () => {
        const written = readStatus(this.statusFile);
        if (written !== undefined) return written;
        const { stdout } = await this.tmux(
          "display-message",
          "-p",
          "-t",
          this.session,
          "#{pane_dead} #{pane_dead_status} #{pane_dead_signal}",
        );
        const [dead, status, signal] = stdout.split("\n")[0]!.split(" ");
        if (dead !== "1") return undefined;
        // tmux can see the pane's terminal close before it has the process's status: wait for that.
        if (status) return Number(status);
        if (signal) return 128 + Number(signal);
        return undefined;
      },
      "the command to end",
      options,
    );
  }

  /** Whether the command is still running. */
  async running(): Promise<boolean> {
    const { stdout } = await this.tmux("display-message", "-p", "-t", this.session, "#{pane_dead}");
    return stdout.trim() !== "1";
  }

  /** End the session and its private server (the command is sent SIGHUP if it still runs). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tmux("kill-server").catch(() => undefined);
    rmSync(this.socketDir, { recursive: true, force: true });
  }

  private async poll<T>(probe: () => Promise<T | undefined>, what: string, options: WaitOptions): Promise<T> {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) {
        const screen = await this.history().catch((error: unknown) => `(no screen: ${String(error)})`);
        throw new Error(`timed out waiting for ${what}; the terminal shows:\n${screen}`);
      }
      await sleep(50);
    }
  }

  private tmux(...args: string[]) {
    return run("tmux", ["-S", this.socket, ...args], { env: { ...process.env, TMUX: "" } });
  }
}

function trimScreen(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n+$/, "");
}

/** The exit status the pane's shell wrote, once it has. */
function readStatus(file: string): number | undefined {
  try {
    const text = readFileSync(file, "utf8");
    return /^\d+\n$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined; // (not yet)
  }
}
