import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, InfraError, isDesktestError, type SourceLocation } from "../errors/desktest-error.ts";
import type { UrlCache } from "./cache.ts";
import type { OsworldGuest } from "./guest.ts";
import { boolish } from "./load-osworld.ts";
import type { OsworldStep } from "./model.ts";
import { compareUrls } from "./python-url.ts";
import {
  HISTORY_CHOWN_COMMAND,
  HISTORY_TEMPLATE_CACHE_NAME,
  HISTORY_TEMPLATE_URL,
  chromeHistoryPath,
  writeBrowseHistory,
  type HistoryItem,
} from "./browse-history.ts";

export interface StepContext {
  guest: OsworldGuest;
  cache: UrlCache;
  taskId: string;
  /** The task file's folder (upload_file's local paths are relative to it). */
  taskDir: string;
  /** OSWorld's per-task host cache folder (`cache/<id>/`): execute's stdout/stderr files, getter copies. */
  hostCacheDir: string;
  screen: { width: number; height: number };
  password: string;
  /** How long `open` waits for the file's window (OSWorld: 1800 s). */
  openTimeoutMs: number;
  locate: (pointer: string) => SourceLocation;
  log: (line: string) => void;
  onStep?: (description: string) => void;
}

/** The setup types runStep implements (the support table's supported ones). */
export const IMPLEMENTED_STEP_TYPES = [
  "download",
  "upload_file",
  "open",
  "launch",
  "execute",
  "command",
  "execute_with_verification",
  "sleep",
  "activate_window",
  "close_window",
  "chrome_open_tabs",
  "chrome_close_tabs",
  "change_wallpaper",
  "update_browse_history",
] as const;

/** `{CLIENT_PASSWORD}`, `{SCREEN_WIDTH}`, `{SCREEN_HEIGHT}`, `{SCREEN_WIDTH_HALF}`, `{SCREEN_HEIGHT_HALF}`. */
export function substitutePlaceholders<T extends string | string[]>(
  command: T,
  values: { password: string; width: number; height: number },
): T {
  const one = (text: string) =>
    text
      .replaceAll("{CLIENT_PASSWORD}", values.password)
      .replaceAll("{SCREEN_WIDTH_HALF}", String(Math.floor(values.width / 2)))
      .replaceAll("{SCREEN_HEIGHT_HALF}", String(Math.floor(values.height / 2)))
      .replaceAll("{SCREEN_WIDTH}", String(values.width))
      .replaceAll("{SCREEN_HEIGHT}", String(values.height));
  return (typeof command === "string" ? one(command) : command.map(one)) as T;
}

/** One line per step for logs: `execute: chmod +x setup.sh`. */
export function describeOsworldStep(step: OsworldStep): string {
  const p = step.parameters;
  const text = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
  switch (step.type) {
    case "execute":
    case "command":
    case "launch":
    case "execute_with_verification":
      return `${step.type}: ${text(p.command)}`;
    case "download":
    case "upload_file":
      return `${step.type}: ${((p.files as { path?: string }[] | undefined) ?? []).map((f) => f.path).join(", ")}`;
    case "open":
    case "change_wallpaper":
      return `${step.type}: ${text(p.path)}`;
    case "sleep":
      return `sleep: ${text(p.seconds)}s`;
    case "activate_window":
    case "close_window":
      return `${step.type}: ${text(p.window_name)}`;
    case "chrome_open_tabs":
      return `chrome_open_tabs: ${((p.urls_to_open as string[] | undefined) ?? []).join(", ")}`;
    case "chrome_close_tabs":
      return `chrome_close_tabs: ${((p.urls_to_close as string[] | undefined) ?? []).join(", ")}`;
    case "update_browse_history":
      return `update_browse_history: ${((p.history as unknown[] | undefined) ?? []).length} visits`;
    default:
      return step.type;
  }
}

/**
 * Run OSWorld setup (config) or postconfig steps in order, with OSWorld's semantics: a command's exit code
 * never fails a step, window and launch failures are only logged, and a step that raises in OSWorld
 * (a missing download, an `open` whose window never appears) stops with an error located at the step.
 */
export async function runOsworldSteps(steps: readonly OsworldStep[], context: StepContext): Promise<void> {
  for (const step of steps) {
    const description = describeOsworldStep(step);
    context.onStep?.(description);
    context.log(
      `OSWorld ${step.pointer.startsWith("/config") ? "setup" : "postconfig"} ${step.pointer}: ${description}`,
    );
    try {
      await runStep(step, context);
    } catch (error) {
      const location = context.locate(step.pointer);
      if (isDesktestError(error) && error.category === "config_error")
        throw new ConfigError(error.message, { location, hint: error.hint, cause: error });
      throw new InfraError(
        `OSWorld step ${step.pointer} (${step.type}) failed: ${(error as Error).message}`,
        {
          location,
          cause: error,
        },
      );
    }
  }
}

async function runStep(step: OsworldStep, context: StepContext): Promise<void> {
  const p = step.parameters;
  const { guest } = context;
  switch (step.type) {
    case "download":
      for (const file of p.files as { url: string; path: string }[]) {
        const cached = context.cache.resolve(file.url, {
          taskId: context.taskId,
          fileName: path.posix.basename(file.path),
        });
        await guest.upload(cached, file.path);
      }
      return;
    case "upload_file":
      for (const file of p.files as { local_path: string; path: string }[]) {
        const local = path.resolve(context.taskDir, file.local_path);
        if (!existsSync(local))
          throw new ConfigError(
            `Setup Upload - Invalid local path (${file.local_path}): ${local} does not exist`,
          );
        await guest.upload(local, file.path);
      }
      return;
    case "open":
      await guest.openFile(String(p.path), context.openTimeoutMs);
      return;
    case "launch":
      await guest.launch(p.command as string | string[], boolish(p.shell));
      return;
    case "execute":
    case "command":
      await execute(step, context);
      return;
    case "execute_with_verification":
      await executeWithVerification(step, context);
      return;
    case "sleep":
      await new Promise((resolve) => setTimeout(resolve, Number(p.seconds) * 1000));
      return;
    case "activate_window":
    case "close_window":
      await guest.window(
        step.type === "activate_window" ? "activate" : "close",
        String(p.window_name),
        boolish(p.strict),
        boolish(p.by_class),
      );
      return;
    case "chrome_open_tabs":
      await guest.chromeOpenTabs(p.urls_to_open as string[]);
      return;
    case "chrome_close_tabs":
      await guest.chromeCloseTabs(p.urls_to_close as string[], (pageUrl, url) => compareUrls(pageUrl, url));
      return;
    case "change_wallpaper": {
      const result = await guest.execute(
        ["gsettings", "set", "org.gnome.desktop.background", "picture-uri", `file://${String(p.path)}`],
        false,
      );
      if (!result || result.returncode !== 0)
        context.log(`change_wallpaper: ${result?.error.trim() ?? "failed"}`);
      return;
    }
    case "update_browse_history":
      await updateBrowseHistory(p.history as HistoryItem[], context);
      return;
    default:
      throw new ConfigError(`setup type '${step.type}' is not supported`);
  }
}

/**
 * OSWorld's update_browse_history: its History template (kept in the task cache as history_new.sqlite,
 * from the local download cache the first time), the visits added, uploaded over the desktop's History.
 */
async function updateBrowseHistory(history: HistoryItem[], context: StepContext): Promise<void> {
  const template = path.join(context.hostCacheDir, HISTORY_TEMPLATE_CACHE_NAME);
  if (!existsSync(template)) {
    const cached = context.cache.resolve(HISTORY_TEMPLATE_URL, {
      taskId: context.taskId,
      fileName: HISTORY_TEMPLATE_CACHE_NAME,
    });
    await mkdir(context.hostCacheDir, { recursive: true });
    copyFileSync(cached, template);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-history-"));
  try {
    const db = path.join(dir, "history_empty.sqlite");
    writeBrowseHistory(template, db, history);
    await context.guest.upload(db, chromeHistoryPath(context.guest.home));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const chown = await context.guest.execute(HISTORY_CHOWN_COMMAND, true);
  if (!chown || chown.returncode !== 0)
    context.log(`update_browse_history: ${chown?.error.trim() || "chown failed"}`);
}

async function execute(step: OsworldStep, context: StepContext): Promise<void> {
  const p = step.parameters;
  const command = substitutePlaceholders(p.command as string | string[], {
    password: context.password,
    ...context.screen,
  });
  const until = (typeof p.until === "object" && p.until !== null ? p.until : {}) as Record<string, unknown>;
  let failures = 0;
  for (;;) {
    const result = await context.guest.execute(command, boolish(p.shell));
    if (result) {
      if (typeof p.stdout === "string" && p.stdout) await saveInCache(context, p.stdout, result.output);
      if (typeof p.stderr === "string" && p.stderr) await saveInCache(context, p.stderr, result.error);
    } else failures++;
    if (Object.keys(until).length === 0) return;
    const done =
      result !== null &&
      (("returncode" in until && result.returncode === until.returncode) ||
        (typeof until.stdout === "string" && result.output.includes(until.stdout)) ||
        (typeof until.stderr === "string" && result.error.includes(until.stderr)));
    if (done || failures >= 5) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function executeWithVerification(step: OsworldStep, context: StepContext): Promise<void> {
  const p = step.parameters;
  const verification = (p.verification ?? {}) as { window_exists?: string; command_success?: string };
  const maxWaitMs = (typeof p.max_wait_time === "number" ? p.max_wait_time : 10) * 1000;
  const intervalMs = (typeof p.check_interval === "number" ? p.check_interval : 1) * 1000;
  await context.guest.execute(p.command as string | string[], boolish(p.shell));
  const started = Date.now();
  for (;;) {
    let ok = true;
    if (verification.window_exists) {
      const list = await context.guest.execute(["wmctrl", "-l"], false);
      ok &&= list?.output.includes(verification.window_exists) ?? false;
    }
    if (ok && verification.command_success) {
      const check = await context.guest.execute(verification.command_success, true);
      ok &&= check?.returncode === 0;
    }
    if (ok) return;
    if (Date.now() - started >= maxWaitMs)
      throw new Error(`Command verification failed after ${maxWaitMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

async function saveInCache(context: StepContext, name: string, text: string): Promise<void> {
  const file = path.resolve(context.hostCacheDir, name);
  if (!file.startsWith(path.resolve(context.hostCacheDir) + path.sep))
    throw new ConfigError(`execute's output file name '${name}' leaves the task cache folder`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
