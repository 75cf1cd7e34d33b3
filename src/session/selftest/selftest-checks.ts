import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { isDesktestError } from "../../errors/desktest-error.ts";
import type { PingResult, WindowInfo } from "../guest/guest-agent.ts";
import type { Session } from "../session.ts";
import { PLATFORM_FIXES } from "./platform-fixes.ts";
import { SelftestFailure, type SelftestOperation, type SelftestRow } from "./selftest-row.ts";
import { escapeRegExp } from "../../util/escape-regexp.ts";

/** What the selftest types and reads back: accents, CJK and an emoji (a character outside the BMP). */
export const SELFTEST_LINE = "Grüße, café déjà vu — 日本語のテキスト 😀";

/** How long the scratch window may take to appear, and the accessibility tree to show the typed text. */
const WINDOW_WAIT_MS = 30_000;
/** While the scratch window is awaited, how often its process is checked to be still there. */
const WINDOW_PROCESS_CHECK_MS = 1_000;
/** How long after a click on the scratch window its focus is waited for (a window manager under emulation is slow). */
const FOCUS_WAIT_MS = 10_000;
const READ_BACK_ATTEMPTS = 6;
const READ_BACK_PAUSE_MS = 500;
/** Longest edge of the screenshot the blank check decodes (it counts colours, so a small one will do). */
const BLANK_CHECK_EDGE = 320;

/**
 * The guest operations of a run, each done for real on `session` and timed: the agent and its
 * permissions, a scratch window of the platform's own (PROTOCOL.md `scratch_window`) found in the
 * window list, a screenshot (its size against the screen's, not blank), the pointer moved and read
 * back, a Unicode line typed into the window and read back through the accessibility tree and the
 * clipboard, a file copied in and out, and the cleanup of all of it. A failed operation is a row with
 * its fix; the ones that need what it made are failed with it.
 */
export async function selftestChecks(session: Session): Promise<SelftestRow[]> {
  const rows: SelftestRow[] = [];
  const fixes = PLATFORM_FIXES[session.os.platform];
  const run = async <T>(
    operation: SelftestOperation,
    fix: string,
    body: () => Promise<{ value: T; detail: string }>,
  ): Promise<T | undefined> => {
    const start = performance.now();
    try {
      const { value, detail } = await body();
      rows.push({ ok: true, operation, ms: elapsed(start), detail });
      return value;
    } catch (error) {
      rows.push({ ok: false, operation, ms: elapsed(start), ...failureOf(error, fix) });
      return undefined;
    }
  };
  const skip = (operation: SelftestOperation, why: string, fix: string): undefined => {
    rows.push({ ok: false, operation, ms: 0, detail: `not checked: ${why}`, fix });
    return undefined;
  };

  const hello = await run("guest agent", "install the guest agent of this desktest version", async () => {
    const pong = await session.guest.ping();
    return { value: pong, detail: describeAgent(pong) };
  });
  await run("permissions", "grant the permissions named above", async () => permissionsOf(hello));

  const scratch = await run("scratch window", fixes.scratchWindow, () => openScratchWindow(session));
  const window = scratch
    ? await run("window list", fixes.scratchWindow, () => listedWindow(session, scratch))
    : skip("window list", "the scratch window did not open", fixes.scratchWindow);
  await run("screenshot", fixes.screenshot, () => checkScreenshot(session));
  if (window) {
    const target = {
      x: window.x + Math.round(window.width / 2),
      y: window.y + Math.round(window.height / 2),
    };
    await run("pointer", fixes.input, () => checkPointer(session, target));
    const typed = await run("typing", fixes.input, () => typeLine(session, window, target));
    if (typed) {
      await run("accessibility read-back", fixes.accessibility, () => readBack(session));
      await run("clipboard", fixes.clipboard, () => checkClipboard(session));
    } else {
      skip("accessibility read-back", "the line was not typed", fixes.input);
      skip("clipboard", "the line was not typed", fixes.input);
    }
  } else {
    for (const operation of ["pointer", "typing", "accessibility read-back", "clipboard"] as const)
      skip(operation, "the scratch window is not in the window list", fixes.scratchWindow);
  }
  const copied = await run(
    "file round trip",
    "the backend's copy channel (docker cp, the agent's write_file/read_file) must be able to write the desktop user's home",
    () => fileRoundTrip(session),
  );
  await run(
    "cleanup",
    "close the scratch window and remove the file named here by hand; then report it (a desktop left dirty is a bug)",
    () => cleanUp(session, scratch, copied),
  );
  return rows;
}

function elapsed(start: number): number {
  return Math.round(performance.now() - start);
}

function failureOf(error: unknown, fix: string): { detail: string; fix: string } {
  if (error instanceof SelftestFailure) return { detail: error.message, fix: error.fix };
  const message = error instanceof Error ? error.message : String(error);
  const hint = isDesktestError(error) ? error.hint : undefined;
  return { detail: message, fix: hint ? `${hint}; ${fix}` : fix };
}

function describeAgent(pong: PingResult): string {
  const python = pong.executable ? ` (${pong.executable})` : "";
  return `desktest_guest ${pong.version} on ${pong.platform}${python}, user ${pong.user}`;
}

/** macOS's privacy grants as the agent reports them; the program to allow, named by the agent. */
export function permissionsOf(hello: PingResult | undefined): { value: undefined; detail: string } {
  if (!hello) throw new SelftestFailure("the guest agent did not answer", "see the guest agent row");
  const help = Array.isArray(hello.permission_help) ? hello.permission_help.map(String) : [];
  if (help.length > 0)
    throw new SelftestFailure(
      `missing: ${Object.entries(hello.permissions ?? {})
        .filter(([, allowed]) => allowed === false)
        .map(([name]) => name.replace("_", " "))
        .join(", ")}`,
      help.join(" "),
    );
  const granted = Object.entries(hello.permissions ?? {});
  return {
    value: undefined,
    detail: granted.length
      ? granted
          .map(([name, allowed]) => `${name.replace("_", " ")}: ${allowed === null ? "unknown" : "allowed"}`)
          .join(", ")
      : `none needed on ${hello.platform}`,
  };
}

/** The selftest's scratch window; `closed` once it was closed (the answer of `scratch_window` close). */
interface Scratch {
  name: string;
  pid: number | null;
  closed?: ScratchClosed;
}
type ScratchClosed = Awaited<ReturnType<Session["guest"]["closeScratchWindow"]>>;

async function openScratchWindow(session: Session): Promise<{ value: Scratch; detail: string }> {
  const opened = await session.guest.openScratchWindow();
  return {
    value: opened,
    detail: `${opened.name} opened${opened.pid !== null ? ` (pid ${opened.pid})` : ""}`,
  };
}

async function listedWindow(
  session: Session,
  scratch: Scratch,
): Promise<{ value: WindowInfo; detail: string }> {
  const { name } = scratch;
  const found = await shownScratchWindow(session, scratch);
  if (!found) {
    // The window's own process says why it never appeared (a module its Python lacks).
    const closed = await session.guest.closeScratchWindow(name);
    scratch.closed = closed;
    const said = closed.stderr ? `: ${lastLine(closed.stderr)}` : "";
    const why =
      closed.exit_code === undefined
        ? ` within ${WINDOW_WAIT_MS / 1000} s`
        : `: its process exited with code ${closed.exit_code} before it showed one`;
    throw new SelftestFailure(
      `no window titled ${name}${why}${said}`,
      PLATFORM_FIXES[session.os.platform].scratchWindow,
    );
  }
  // Mapped is not drawn nor accessible yet (a GTK window under emulation: seconds later): wait for both,
  // as a run waits for its app, so that what follows acts on a window that is there.
  const registered = await registeredWithAccessibility(session, found.pid);
  await session.settle({ timeoutMs: 5_000 });
  return {
    value: found,
    detail: `"${found.title}" ${found.width}×${found.height} at ${found.x},${found.y}${found.focused ? ", focused" : ""}${registered ? "" : " (not among the accessibility tree's applications)"}`,
  };
}

/**
 * The scratch window once shown (WINDOW_WAIT_MS at most), undefined when it was not. Shown, not just created: a
 * window the window manager has yet to place is at 0,0 (under emulation, for seconds), and a click aimed at it
 * there lands beside it. On Linux the window is the agent's own child process, which ends at once when its
 * Python cannot show it (no PyGObject): the wait ends when that process has, instead of after WINDOW_WAIT_MS.
 */
async function shownScratchWindow(session: Session, scratch: Scratch): Promise<WindowInfo | undefined> {
  const { pid } = scratch;
  if (session.os.platform !== "linux" || pid === null)
    return session.guest.waitForWindow(scratch.name, WINDOW_WAIT_MS, { mappedOnly: true });
  const until = performance.now() + WINDOW_WAIT_MS;
  for (;;) {
    const left = Math.max(0, until - performance.now());
    const slice = Math.min(left, WINDOW_PROCESS_CHECK_MS);
    const found = await session.guest.waitForWindow(scratch.name, slice, { mappedOnly: true });
    if (found || slice === left || !(await linuxProcessRuns(session, pid))) return found;
  }
}

/** Whether a Linux process is there and not a zombie (one that has ended and that its parent has yet to reap). */
async function linuxProcessRuns(session: Session, pid: number): Promise<boolean> {
  const stat = await session.exec(["cat", `/proc/${pid}/stat`], { timeoutMs: 10_000 }).catch(() => undefined);
  if (stat === undefined) return true; // (no answer: not known to have ended)
  if (stat.exitCode !== 0) return false; // (no such process)
  // "pid (command) state …": the command may hold spaces and parentheses, the state follows the last ")".
  const state = stat.stdout.slice(stat.stdout.lastIndexOf(")") + 2).charAt(0);
  return state !== "Z" && state !== "X";
}

/** Linux: wait (up to WINDOW_WAIT_MS) until the window's process is among AT-SPI's applications. */
async function registeredWithAccessibility(session: Session, pid: number | null): Promise<boolean> {
  if (session.os.platform !== "linux" || pid === null || !session.guest.supports("a11y_apps")) return true;
  const until = performance.now() + WINDOW_WAIT_MS;
  while (performance.now() < until) {
    const apps = await session.guest.a11yApps().catch(() => undefined);
    if (!apps) return false;
    if (apps.some((app) => app.pid === pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function lastLine(text: string): string {
  const lines = text.trim().split("\n");
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}

/** A screenshot in points of the screen (a Retina Mac's pixels are scaled down by the agent), not one colour. */
async function checkScreenshot(session: Session): Promise<{ value: undefined; detail: string }> {
  const fixes = PLATFORM_FIXES[session.os.platform];
  const seen = await session.guest.observe({
    a11y: false,
    format: "png",
    maxWidth: BLANK_CHECK_EDGE,
    maxHeight: BLANK_CHECK_EDGE,
  });
  const shot = seen.screenshot;
  if (!shot) throw new SelftestFailure(seen.screenshotError ?? "no screenshot", fixes.screenshot);
  const { width, height } = session.screen;
  const size = `${shot.originalWidth}×${shot.originalHeight}`;
  if (shot.originalWidth !== width || shot.originalHeight !== height)
    throw new SelftestFailure(
      `the screenshot is ${size} pixels, the screen ${width}×${height} points: clicks would land off by the ratio`,
      "the agent scales screenshots to the screen's points (macOS) or reads them at the screen's size: update the guest agent, and on Windows declare the agent DPI-aware (it does at start)",
    );
  const colours = countColours(shot.data, 3);
  if (colours < 2)
    throw new SelftestFailure(
      `the ${size} screenshot is all one colour, though a window is open`,
      fixes.screenshot,
    );
  return { value: undefined, detail: `${size} px for a ${width}×${height}-point screen, not blank` };
}

/** Distinct colours in a PNG, counted up to `enough`. */
export function countColours(png: Buffer, enough: number): number {
  const { data } = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i + 2 < data.length && seen.size < enough; i += 4)
    seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return seen.size;
}

async function checkPointer(
  session: Session,
  target: { x: number; y: number },
): Promise<{ value: undefined; detail: string }> {
  const fixes = PLATFORM_FIXES[session.os.platform];
  await mustAct(session, `import pyautogui\npyautogui.moveTo(${target.x}, ${target.y})`, fixes.input);
  const seen = await session.guest.observe({ screenshot: false, a11y: false });
  const at = seen.pointer;
  if (!at || Math.abs(at.x - target.x) > 1 || Math.abs(at.y - target.y) > 1)
    throw new SelftestFailure(
      `moved the pointer to ${target.x},${target.y}; it reads back ${at ? `${at.x},${at.y}` : "nothing"}`,
      fixes.input,
    );
  return { value: undefined, detail: `moved to ${target.x},${target.y} and read back there` };
}

async function typeLine(
  session: Session,
  window: WindowInfo,
  target: { x: number; y: number },
): Promise<{ value: true; detail: string }> {
  const fix = PLATFORM_FIXES[session.os.platform].input;
  await mustAct(session, `import pyautogui\npyautogui.click(${target.x}, ${target.y})`, fix);
  // The window manager gives the window focus when it gets to the click (under emulation, after the keys
  // would already have gone to the window focused before): type once it has it, as a person would.
  const focused = await focusOf(session, window.title);
  await mustAct(session, `type_text(${JSON.stringify(SELFTEST_LINE)})`, fix);
  return {
    value: true,
    detail: `typed "${SELFTEST_LINE}" into the scratch window${focused ? "" : " (the window manager never reported it focused)"}`,
  };
}

/** Whether the window titled `title` is reported focused within FOCUS_WAIT_MS of a click on it. */
async function focusOf(session: Session, title: string): Promise<boolean> {
  const until = performance.now() + FOCUS_WAIT_MS;
  const exactly = `^${escapeRegExp(title)}$`;
  for (;;) {
    const found = await session.guest.waitForWindow(exactly, 1_000, { mappedOnly: true });
    if (found?.focused) return true;
    if (performance.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The typed line, as the accessibility tree shows the scratch window's text (polled: trees lag the screen). */
async function readBack(session: Session): Promise<{ value: undefined; detail: string }> {
  const fix = PLATFORM_FIXES[session.os.platform].accessibility;
  let last: string;
  for (let attempt = 1; ; attempt++) {
    const seen = await session.guest.observe({ screenshot: false, a11y: true });
    if (seen.a11y?.tsv.includes(SELFTEST_LINE))
      return { value: undefined, detail: `the tree's text view holds the line (${seen.a11y.nodes} nodes)` };
    last = seen.a11yError ?? nearest(seen.a11y?.tsv ?? "");
    if (attempt >= READ_BACK_ATTEMPTS) break;
    await new Promise((resolve) => setTimeout(resolve, READ_BACK_PAUSE_MS));
  }
  throw new SelftestFailure(`the accessibility tree does not hold the typed line: ${last}`, fix);
}

/** The tree's row closest to the typed line (its first word), to show what was read instead. */
function nearest(tsv: string): string {
  const row = tsv.split("\n").find((line) => line.includes(SELFTEST_LINE.slice(0, 5)));
  return row ? `its row reads "${row.split("\t")[2]?.slice(0, 120) ?? ""}"` : "no row holds its first word";
}

async function checkClipboard(session: Session): Promise<{ value: undefined; detail: string }> {
  const fix = PLATFORM_FIXES[session.os.platform].clipboard;
  const key = session.os.platform === "macos" ? "command" : "ctrl";
  const out = await mustAct(
    session,
    [
      "import json, time, pyautogui, pyperclip",
      `pyautogui.hotkey("${key}", "a")`,
      `pyautogui.hotkey("${key}", "c")`,
      "time.sleep(0.3)",
      "print(json.dumps(pyperclip.paste()))",
    ].join("\n"),
    fix,
  );
  let pasted: unknown;
  try {
    pasted = JSON.parse(out.trim().split("\n").pop() ?? "");
  } catch {
    pasted = out;
  }
  if (typeof pasted !== "string" || pasted.trim() !== SELFTEST_LINE)
    throw new SelftestFailure(
      `selected all and copied; the clipboard holds ${JSON.stringify(String(pasted).slice(0, 120))}`,
      fix,
    );
  return { value: undefined, detail: "selected, copied and read the line back from the clipboard" };
}

async function mustAct(session: Session, code: string, fix: string): Promise<string> {
  const result = await session.act(code, { timeoutMs: 60_000 });
  if (!result.success) throw new SelftestFailure(result.error ?? "the action failed", fix);
  return result.stdout;
}

/** A file with the line and every byte value, copied into the desktop user's home and back. */
async function fileRoundTrip(session: Session): Promise<{ value: string; detail: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "desktest-selftest-"));
  try {
    const name = `desktest-selftest-${randomBytes(6).toString("hex")}.bin`;
    const sent = Buffer.concat([
      Buffer.from(`${SELFTEST_LINE}\n`),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);
    await writeFile(path.join(dir, name), sent);
    await session.copyIn(path.join(dir, name), session.home);
    const guestPath = session.os.join(session.home, name);
    const back = path.join(dir, `back-${name}`);
    await session.copyOut(guestPath, back);
    const received = await readFile(back);
    if (!received.equals(sent))
      throw new SelftestFailure(
        `${guestPath} came back ${received.length} bytes, ${sent.length} went in${received.length === sent.length ? " (different bytes)" : ""}`,
        "the copy channel changes files: report it with the backend's name",
      );
    return { value: guestPath, detail: `${sent.length} bytes to ${guestPath} and back, identical` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The scratch window closed and gone from the window list, the copied file removed. */
async function cleanUp(
  session: Session,
  scratch: Scratch | undefined,
  copied: string | undefined,
): Promise<{ value: undefined; detail: string }> {
  const done: string[] = [];
  const left: string[] = [];
  if (scratch) {
    const closed = scratch.closed ?? (await session.guest.closeScratchWindow(scratch.name));
    (closed.closed ? done : left).push(closed.detail);
    if (closed.closed) {
      const still = await session.guest.waitForWindow(scratch.name, 0);
      if (still) left.push(`the window "${still.title}" is still listed`);
    }
  }
  if (copied) {
    await session.exec(session.os.removeCommand(copied), { timeoutMs: 30_000 });
    const stat = await session.guest.stat(copied);
    (stat.exists ? left : done).push(stat.exists ? `${copied} is still there` : `removed ${copied}`);
  }
  if (left.length)
    throw new SelftestFailure(left.join("; "), "close the scratch window and remove the file by hand");
  return { value: undefined, detail: done.join("; ") || "nothing to clean up" };
}
