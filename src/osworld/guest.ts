import { mkdir } from "node:fs/promises";
import path from "node:path";
import { shellQuote } from "../session/exec-result.ts";
import type { WindowInfo } from "../session/guest/guest-agent.ts";
import type { Session } from "../session/session.ts";
import { OSWORLD_DEFAULTS } from "./model.ts";
import { shlexSplit } from "./shlex.ts";

/** What OSWorld's guest `/execute` answers: `null` stands for its HTTP 500 (timeout, program not found). */
export interface ExecuteResult {
  output: string;
  error: string;
  returncode: number;
}

const STAGE_DIR = "/tmp/desktest-osworld";
const LAUNCH_LOG = "/tmp/osworld-launch.log";
const SESSION_READY_WAIT =
  "[ -x /usr/local/bin/osworld-session ] || exit 0; for i in $(seq 1 200); do [ -e /tmp/osworld-session-ready ] && exit 0; sleep 0.1; done; exit 1";

/**
 * OSWorld's in-guest server (desktop_env/server), re-created over a desktest Session: the same command
 * semantics (shell or argv, `~/` expansion, 120 s timeout, universal newlines, the home as working folder),
 * files in and out with `~` and `$VARS` expanded in the guest, windows through wmctrl, and the accessibility
 * tree, terminal, folder and Chrome parts as the guest agent's own ops (docker/guest/PROTOCOL.md).
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
    await session.exec(["mkdir", "-p", STAGE_DIR], { timeoutMs: 10_000 });
    // The profile's session services (the sound server) start once the desktop is up; the task's setup
    // steps may use them at once, so wait for osworld-session's mark (an image without it: no wait).
    const ready = await session.exec(["sh", "-c", SESSION_READY_WAIT], { timeoutMs: 30_000 });
    if (ready.exitCode !== 0)
      log("the OSWorld session services did not report ready within 20 s (see /tmp/pulseaudio.log)");
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

  /** A guest path as the server sees it: `~` and `$VARS` expanded, relative to the home. */
  async resolve(guestPath: string): Promise<{ path: string; exists: boolean; file: boolean }> {
    return this.session.guest.stat(guestPath, this.home);
  }

  /** The accessibility tree as OSWorld's server returns it (XML, `desktop-frame` root). */
  async accessibilityTree(): Promise<string> {
    return (await this.session.guest.a11yXml(120_000)).xml;
  }

  /** The focused gnome-terminal tab's text in the active terminal window, or null. */
  terminalOutput(): Promise<string | null> {
    return this.session.guest.terminalText();
  }

  /** OSWorld's `list_directory`: the folder's tree, or null when it is not a folder. */
  async listDirectory(guestPath: string): Promise<unknown> {
    const answer = await this.session.guest.listDir(guestPath, this.home);
    return "directory_tree" in answer ? answer.directory_tree : null;
  }

  /** The screen's size now (OSWorld asks pyautogui). */
  async screenSize(): Promise<{ width: number; height: number } | null> {
    return (await this.session.guest.ping()).screen;
  }

  /** The size of the first client window whose WM_CLASS (instance or class) is `className`, or null. */
  async windowSize(className: string): Promise<{ width: number; height: number } | null> {
    return windowSizeByClass(await this.session.guest.windows({ all: true }), className);
  }

  /** Chrome's open tabs, [{title, url}], through its DevTools endpoint. */
  chromeTabs(): Promise<{ title: string; url: string }[]> {
    return this.session.guest.browserTabs();
  }

  /** OSWorld's `chrome_open_tabs` setup step. */
  async chromeOpenTabs(urls: string[]): Promise<void> {
    await this.session.guest.browserOpen(urls);
  }

  /**
   * OSWorld's `chrome_close_tabs` setup step: after 5 s, Chrome's pages over its DevTools endpoint (up to 15
   * tries 5 s apart; none answering ends the step quietly, as in OSWorld), then for each URL the first open
   * page equal to it under compare_urls is closed.
   */
  async chromeCloseTabs(urls: string[], matches: (pageUrl: string, url: string) => boolean): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    let pages: { id: string; url: string }[] | undefined;
    for (let attempt = 0; attempt < 15 && !pages; attempt++) {
      const listed = await this.session.exec(["python3", "-c", DEVTOOLS_SCRIPT, "list"], {
        timeoutMs: 30_000,
      });
      if (listed.exitCode === 0) pages = JSON.parse(listed.stdout) as { id: string; url: string }[];
      else if (attempt < 14) await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    if (!pages) {
      this.log("chrome_close_tabs: Chrome's DevTools endpoint (port 9222) did not answer");
      return;
    }
    for (const url of urls) {
      const index = pages.findIndex((page) => matches(page.url, url));
      if (index < 0) continue;
      const [page] = pages.splice(index, 1);
      const closed = await this.session.exec(["python3", "-c", DEVTOOLS_SCRIPT, "close", page!.id], {
        timeoutMs: 30_000,
      });
      if (closed.exitCode !== 0) this.log(`chrome_close_tabs: closing ${page!.url}: ${closed.stderr.trim()}`);
    }
  }

  /** The guest's `POST /setup/upload`: the host file lands at `guestPath` (folders created, mode 0644). */
  async upload(hostFile: string, guestPath: string): Promise<void> {
    const stage = `${STAGE_DIR}/upload-${++this.uploads}`;
    await this.session.exec(["mkdir", "-p", stage], { timeoutMs: 10_000 });
    await this.session.copyIn(hostFile, stage);
    await this.session.guest.place(`${stage}/${path.basename(hostFile)}`, guestPath, { base: this.home });
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

/** Chrome's DevTools endpoint from inside the desktop: `list` its pages ([{id, url}]), `close <id>`. */
const DEVTOOLS_SCRIPT = `
import json, sys, urllib.request
def call(path):
    with urllib.request.urlopen("http://127.0.0.1:9222" + path, timeout=10) as answer:
        return answer.read().decode("utf-8", "replace")
if sys.argv[1] == "list":
    print(json.dumps([{"id": str(t.get("id", "")), "url": str(t.get("url", ""))}
                      for t in json.loads(call("/json/list")) if t.get("type") == "page"]))
else:
    call("/json/close/" + sys.argv[2])
`;

/** Python's text-mode decoding of a pipe: "\r\n" and "\r" become "\n". */
function universal(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** OSWorld's window-size lookup: the first window whose WM_CLASS instance or class equals `className`, any case. */
export function windowSizeByClass(
  windows: readonly WindowInfo[],
  className: string,
): { width: number; height: number } | null {
  const wanted = className.toLowerCase();
  const match = windows.find((w) => w.instance.toLowerCase() === wanted || w.class.toLowerCase() === wanted);
  return match ? { width: match.width, height: match.height } : null;
}
