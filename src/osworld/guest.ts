import { mkdir } from "node:fs/promises";
import path from "node:path";
import { InfraError } from "../errors/desktest-error.ts";
import { findDockerDir } from "../session/docker/build-context.ts";
import { shellQuote } from "../session/exec-result.ts";
import type { Session } from "../session/session.ts";
import { OSWORLD_DEFAULTS } from "./model.ts";
import { shlexSplit } from "./shlex.ts";

/** What OSWorld's guest `/execute` answers: `null` stands for its HTTP 500 (timeout, program not found). */
export interface ExecuteResult {
  output: string;
  error: string;
  returncode: number;
}

const HELPER_DIR = "/tmp/desktest-osworld";
const HELPER = `${HELPER_DIR}/osworld_guest.py`;
const LAUNCH_LOG = "/tmp/osworld-launch.log";

/**
 * OSWorld's in-guest server (desktop_env/server), re-created over a desktest Session: the same command
 * semantics (shell or argv, `~/` expansion, 120 s timeout, universal newlines, the home as working folder),
 * files in and out with `~` and `$VARS` expanded in the guest, windows through wmctrl, and the X11/AT-SPI/
 * Chrome parts through a helper script copied into the desktop.
 */
export class OsworldGuest {
  private uploads = 0;

  private constructor(
    readonly session: Session,
    readonly home: string,
    private readonly log: (line: string) => void,
  ) {}

  static async attach(
    session: Session,
    log: (line: string) => void = () => undefined,
  ): Promise<OsworldGuest> {
    await session.exec(["mkdir", "-p", HELPER_DIR], { timeoutMs: 10_000 });
    await session.copyIn(path.join(findDockerDir(), "osworld", "guest", "osworld_guest.py"), HELPER_DIR);
    return new OsworldGuest(session, session.home, log);
  }

  /** The guest's `subprocess.run(command, shell=shell, timeout=120)`. */
  async execute(
    command: string | string[],
    shell: boolean,
    timeoutMs: number = OSWORLD_DEFAULTS.commandTimeoutMs,
  ): Promise<ExecuteResult | null> {
    let argv: string[];
    try {
      argv = this.argv(command, shell);
    } catch (error) {
      this.log(`execute: ${(error as Error).message}`);
      return null;
    }
    const result = await this.session.exec(argv, { timeoutMs, cwd: this.home });
    if (result.timedOut) {
      this.log(`execute: timed out after ${Math.round(timeoutMs / 1000)}s: ${JSON.stringify(command)}`);
      return null;
    }
    if (
      !shell &&
      result.exitCode === 127 &&
      result.stdout === "" &&
      /no such file|not found|cannot/i.test(result.stderr)
    ) {
      this.log(`execute: cannot start ${argv[0]}: ${result.stderr.trim()}`);
      return null;
    }
    return { output: universal(result.stdout), error: universal(result.stderr), returncode: result.exitCode };
  }

  /** The guest's non-blocking `Popen(command, shell=shell)` (the host splits a non-shell string on spaces). */
  async launch(command: string | string[], shell: boolean): Promise<void> {
    let cmd = command;
    if (!shell && typeof cmd === "string" && cmd.split(/\s+/).filter(Boolean).length > 1)
      cmd = cmd.split(/\s+/).filter(Boolean);
    let argv: string[];
    try {
      argv = this.argv(cmd, shell);
    } catch (error) {
      this.log(`launch: ${(error as Error).message}`);
      return;
    }
    await this.session.spawn(argv, { log: LAUNCH_LOG, cwd: this.home });
  }

  private argv(command: string | string[], shell: boolean): string[] {
    if (shell) {
      return typeof command === "string" ? ["/bin/sh", "-c", command] : ["/bin/sh", "-c", ...command];
    }
    const list = typeof command === "string" ? shlexSplit(command) : [...command];
    if (list.length === 0) throw new Error("empty command");
    return list.map((arg) => (arg.startsWith("~/") ? `${this.home}/${arg.slice(2)}` : arg));
  }

  /** Run the helper; its stdout parsed as JSON (or raw for `a11y`). */
  async helper(args: string[], timeoutMs = 60_000, raw = false): Promise<unknown> {
    const result = await this.session.exec(["python3", HELPER, ...args], { timeoutMs, cwd: this.home });
    if (result.timedOut) throw new InfraError(`the OSWorld guest helper timed out (${args[0]})`);
    if (result.exitCode !== 0)
      throw new InfraError(
        `the OSWorld guest helper failed (${args[0]}): ${result.stderr.trim().split("\n").slice(-3).join(" ")}`,
      );
    if (raw) return result.stdout;
    try {
      return JSON.parse(result.stdout) as unknown;
    } catch {
      throw new InfraError(
        `the OSWorld guest helper (${args[0]}) printed no JSON: ${result.stdout.slice(0, 200)}`,
      );
    }
  }

  /** A guest path as the server sees it: `~` and `$VARS` expanded, relative to the home. */
  async resolve(guestPath: string): Promise<{ path: string; exists: boolean; file: boolean }> {
    return (await this.helper(["resolve", guestPath])) as { path: string; exists: boolean; file: boolean };
  }

  /** The guest's `POST /setup/upload`: the host file lands at `guestPath` (folders created, mode 0644). */
  async upload(hostFile: string, guestPath: string): Promise<void> {
    const stage = `${HELPER_DIR}/upload-${++this.uploads}`;
    await this.session.exec(["mkdir", "-p", stage], { timeoutMs: 10_000 });
    await this.session.copyIn(hostFile, stage);
    await this.helper(["place", `${stage}/${path.basename(hostFile)}`, guestPath]);
  }

  /** The guest's `POST /file`: the file's bytes into `hostPath`, or false when it does not exist. */
  async getFile(guestPath: string, hostPath: string): Promise<boolean> {
    const where = await this.resolve(guestPath);
    if (!where.file) return false;
    await mkdir(path.dirname(hostPath), { recursive: true });
    await this.session.copyOut(where.path, hostPath);
    return true;
  }

  /**
   * The guest's `POST /setup/open_file`: an existing path opens with xdg-open, anything else is started as
   * a program from PATH; then wait (1 s polls of `wmctrl -l`) for a window line containing the file name
   * with or without its extension, and activate it. Throws when nothing matches in time.
   */
  async openFile(target: string, timeoutMs: number): Promise<void> {
    const where = await this.resolve(target);
    let names: string[];
    if (where.exists) {
      await this.session.spawn(["xdg-open", where.path], { log: LAUNCH_LOG, cwd: this.home });
      const base = path.posix.basename(where.path);
      const ext = path.posix.extname(base);
      names = [base, ext && base !== ext ? base.slice(0, -ext.length) : base];
    } else {
      const which = await this.session.exec(["sh", "-c", `command -v ${shellQuote(target)}`], {
        timeoutMs: 10_000,
      });
      if (which.exitCode !== 0) throw new Error(`Application/file not found: ${target}`);
      await this.session.spawn([target], { log: LAUNCH_LOG, cwd: this.home });
      names = [target];
    }
    const started = Date.now();
    for (;;) {
      const list = await this.session.exec(["wmctrl", "-l"], { timeoutMs: 10_000 });
      if (list.exitCode === 0) {
        const line = list.stdout
          .trim()
          .split("\n")
          .find((l) => l.trim() !== "" && names.some((n) => l.includes(n)));
        if (line) {
          await this.session.exec(["wmctrl", "-i", "-a", line.split(/\s+/)[0]!], { timeoutMs: 10_000 });
          return;
        }
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(
          `Failed to find window for ${names[0]} within ${Math.round(timeoutMs / 1000)} seconds.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  /** `wmctrl -a` / `-c` with OSWorld's flags (-x by class, -F strict); failures are only logged. */
  async window(action: "activate" | "close", name: string, strict: boolean, byClass: boolean): Promise<void> {
    const flag = `-${byClass ? "x" : ""}${strict ? "F" : ""}${action === "activate" ? "a" : "c"}`;
    const result = await this.session.exec(["wmctrl", flag, name], { timeoutMs: 10_000 });
    if (result.exitCode !== 0)
      this.log(`wmctrl ${flag} ${JSON.stringify(name)}: exit ${result.exitCode} ${result.stderr.trim()}`);
  }
}

/** Python's text-mode decoding of a pipe: "\r\n" and "\r" become "\n". */
function universal(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}
