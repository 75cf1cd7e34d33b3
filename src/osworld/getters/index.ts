import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../../errors/desktest-error.ts";
import type { UrlCache } from "../cache.ts";
import type { OsworldGuest } from "../guest.ts";
import { boolish } from "../load-osworld.ts";
import type { GetterConfig } from "../model.ts";
import { isPlainObject, PythonError, pyDecodeUtf8, pyJsonLoads } from "../python-semantics.ts";
import { dictGet } from "../metrics/python-access.ts";
import { CHROME_PROFILE_GETTERS, readChromeProfile, type ChromeProfileGetter } from "./chrome-profile.ts";
import { cookieRows, historyRows } from "./chrome-history.ts";
import { activeUrlFromTree } from "./active-url.ts";
import { conferenceCityInOrder } from "./conference-city.ts";
import { slideMedia, type SlideMedia } from "./impress-media.ts";
import { lastRowAsStrings, readExcel } from "../metrics/table.ts";
import { openWorkbook } from "../metrics/xlsx.ts";
import { resolveRelativeTime, todayIn, type CivilDate } from "./relative-time.ts";
import { readVlcStatus, vlcStatusBody } from "./vlc-status.ts";
import { configKey, vscodeReplayPrograms } from "./vscode.ts";
import {
  APPEARANCE_PROBE,
  APPEARANCE_SCRIPT,
  parseAppearanceAnswer,
  pollColorScheme,
  preferenceCandidates,
  PREFERENCES_PROBE,
  type ColorScheme,
} from "./chrome-appearance.ts";

export interface GetterContext {
  guest: OsworldGuest;
  cache: UrlCache;
  taskId: string;
  /** OSWorld's per-task host cache folder (`cache/<id>/`): where getters put the files they fetch. */
  hostCacheDir: string;
  log: (line: string) => void;
}

type Getter = (config: GetterConfig, context: GetterContext) => Promise<unknown>;

/** A file name inside the task cache folder (never outside it). */
function cachePath(context: GetterContext, dest: string): string {
  const file = path.resolve(context.hostCacheDir, dest);
  if (!file.startsWith(path.resolve(context.hostCacheDir) + path.sep))
    throw new ConfigError(`getter destination '${dest}' leaves the task cache folder`);
  return file;
}

/** `[path]`, `[dest]` and the `gives` indices of vm_file / cloud_file. */
function fileList(config: GetterConfig): { paths: string[]; dests: string[]; gives: Set<number> } {
  const multi = config.multi === true;
  const paths = multi ? (config.path as string[]) : [config.path as string];
  const dests = multi ? (config.dest as string[]) : [config.dest as string];
  const gives = new Set(Array.isArray(config.gives) ? (config.gives as number[]) : [0]);
  return { paths, dests, gives };
}

/** `cache_paths[0] if len(cache_paths) == 1 else cache_paths`. */
function oneOrList<T>(items: T[]): T | T[] {
  return items.length === 1 ? items[0]! : items;
}

function timeSuffix(format: string, now = new Date()): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const map: Record<string, string> = {
    Y: String(now.getFullYear()),
    m: pad(now.getMonth() + 1),
    d: pad(now.getDate()),
    H: pad(now.getHours()),
    M: pad(now.getMinutes()),
    S: pad(now.getSeconds()),
    y: pad(now.getFullYear() % 100),
    "%": "%",
  };
  return format.replace(/%([YmdHMSy%])/g, (_, k: string) => map[k] ?? "");
}

const vm_file: Getter = async (config, context) => {
  const { paths, gives } = fileList(config);
  let { dests } = fileList(config);
  if (config.multi !== true && config.time_suffix === true) {
    const format = typeof config.time_format === "string" ? config.time_format : "%Y%m%d_%H%M%S";
    dests = dests.map((d) => {
      const ext = path.extname(d);
      return `${d.slice(0, d.length - ext.length)}_${timeSuffix(format)}${ext}`;
    });
  }
  const out: (string | null)[] = [];
  for (let i = 0; i < Math.min(paths.length, dests.length); i++) {
    const local = cachePath(context, dests[i]!);
    let ok = false;
    try {
      ok = await context.guest.getFile(paths[i]!, local);
    } catch (error) {
      context.log(`vm_file: ${paths[i]}: ${(error as Error).message}`);
    }
    if (!ok) context.log(`vm_file: ${paths[i]} is not in the desktop (the metric gets None)`);
    if (gives.has(i)) out.push(ok ? local : null);
  }
  return oneOrList(out);
};

const cloud_file: Getter = async (config, context) => {
  const { paths, dests, gives } = fileList(config);
  const out: string[] = [];
  for (let i = 0; i < Math.min(paths.length, dests.length); i++) {
    const local = cachePath(context, dests[i]!);
    if (gives.has(i)) out.push(local);
    if (existsSync(local)) continue; // OSWorld reuses what is already in the task cache
    const cached = context.cache.resolve(paths[i]!, { taskId: context.taskId, fileName: dests[i]! });
    await mkdir(path.dirname(local), { recursive: true });
    await copyFile(cached, local);
  }
  return oneOrList(out);
};

const cache_file: Getter = async (config, context) => {
  const local = cachePath(context, String(config.path));
  if (!existsSync(local))
    throw new PythonError(
      "AssertionError",
      `cache_file ${String(config.path)} is not in the task cache (an execute step with stdout writes it)`,
    );
  return local;
};

const content_from_vm_file: Getter = async (config, context) => {
  const local = (await vm_file(
    { type: "vm_file", path: config.path, dest: path.posix.basename(String(config.path)) },
    context,
  )) as string | null;
  if (local === null) throw new PythonError("ValueError", `${String(config.path)} could not be fetched`);
  const book = openWorkbook(local);
  return lastRowAsStrings(readExcel(book, book.sheets[0]?.name ?? ""));
};

const commandGetter =
  (stream: "output" | "error"): Getter =>
  async (config, context) => {
    const result = await context.guest.execute(config.command as string | string[], boolish(config.shell));
    return result ? result[stream] : null;
  };

const vm_terminal_output: Getter = async (_config, context) => context.guest.terminalOutput();

const rule: Getter = async (config) => config.rules;

/** "Now" as the guest's clock has it (its local date), as OSWorld asks the VM. */
async function guestToday(context: GetterContext): Promise<CivilDate> {
  const result = await context.guest.execute(["date", "+%Y-%m-%d"], false);
  const match = result ? /^(\d{4})-(\d{2})-(\d{2})/.exec(result.output.trim()) : null;
  if (!match) return todayIn("UTC");
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const rule_relativeTime: Getter = async (config, context) => {
  const rules = config.rules as Record<string, unknown>;
  const now =
    typeof rules.timezone === "string" && rules.timezone
      ? todayIn(rules.timezone)
      : await guestToday(context);
  return resolveRelativeTime(rules, now);
};

const time_diff_range: Getter = async (config) => config.diff_range_in_minutes ?? null;

const accessibility_tree: Getter = async (_config, context) => context.guest.accessibilityTree();

/** OSWorld's shortcuts_on_desktop: {file name: text} of the `.desktop` files in ~/Desktop. */
const shortcuts_on_desktop: Getter = async (_config, context) => {
  const desktop = `${context.guest.home}/Desktop`;
  const tree = await context.guest.listDirectory(desktop);
  if (!isPlainObject(tree) || !Array.isArray(tree.children))
    throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const shortcuts: Record<string, string> = {};
  for (const child of tree.children as { name?: unknown }[]) {
    const name = typeof child.name === "string" ? child.name : "";
    if (!name.endsWith(".desktop")) continue;
    const local = cachePath(context, `shortcuts/${name}`);
    if (!(await context.guest.getFile(`${desktop}/${name}`, local)))
      throw new PythonError("AttributeError", "'NoneType' object has no attribute 'decode'");
    shortcuts[name] = pyDecodeUtf8(await readFile(local));
  }
  return shortcuts;
};

const active_url_from_accessTree: Getter = async (config, context) =>
  activeUrlFromTree(await context.guest.accessibilityTree(), config);

const list_directory: Getter = async (config, context) => context.guest.listDirectory(String(config.path));

const vm_screen_size: Getter = async (_config, context) => context.guest.screenSize();

const vm_window_size: Getter = async (config, context) =>
  context.guest.windowSize(String(config.app_class_name));

const vm_wallpaper: Getter = async (config, context) => {
  const local = cachePath(context, String(config.dest));
  const uri = await context.guest.execute(
    ["gsettings", "get", "org.gnome.desktop.background", "picture-uri"],
    false,
  );
  const file = uri?.returncode === 0 ? uri.output.trim().replace("file://", "").replaceAll("'", "") : "";
  if (!file || !(await context.guest.getFile(file, local))) {
    await mkdir(path.dirname(local), { recursive: true });
    await writeFile(local, ""); // OSWorld writes an empty file when there is no wallpaper
  }
  return local;
};

/** A file under the desktop user's home, fetched into dest; None (or a fallback) when it is absent. */
const homeFile = (relative: (config: GetterConfig) => string, missing: "none" | "raise") =>
  (async (config, context) => {
    const local = cachePath(context, String(config.dest));
    const guestPath = `${context.guest.home}/${relative(config)}`;
    if (await context.guest.getFile(guestPath, local)) return local;
    if (missing === "raise")
      throw new PythonError(
        "TypeError",
        `${guestPath} does not exist in the desktop (OSWorld fails writing None)`,
      );
    return null;
  }) satisfies Getter;

const VIDEO_TYPES = [
  "3gp",
  "3gpp",
  "3gpp2",
  "avi",
  "divx",
  "dv",
  "fli",
  "flv",
  "mp2t",
  "mp4",
  "mp4v-es",
  "mpeg",
  "mpeg-system",
  "msvideo",
  "ogg",
  "quicktime",
  "vnd.divx",
  "vnd.mpegurl",
  "vnd.rn-realvideo",
  "webm",
  "x-anim",
  "x-avi",
  "x-flc",
  "x-fli",
  "x-flv",
  "x-m4v",
  "x-matroska",
  "x-mpeg",
  "x-mpeg-system",
  "x-mpeg2",
  "x-ms-asf",
  "x-ms-asf-plugin",
  "x-ms-asx",
  "x-ms-wm",
  "x-ms-wmv",
  "x-ms-wmx",
  "x-ms-wvx",
  "x-msvideo",
  "x-nsv",
  "x-ogm",
  "x-ogm+ogg",
  "x-theora",
  "x-theora+ogg",
];

const default_video_player: Getter = async (_config, context) => {
  const counts = new Map<string, number>();
  // OSWorld's list names most types twice; the most common answer is the same either way.
  for (const type of VIDEO_TYPES) {
    const answer = await context.guest.execute(["xdg-mime", "query", "default", `video/${type}`], false);
    if (answer?.output) counts.set(answer.output, (counts.get(answer.output) ?? 0) + 1);
  }
  let best = "unknown";
  let max = 0;
  for (const [app, n] of counts) if (n > max) [best, max] = [app, n];
  return best;
};

const CHROME_DIR = ".config/google-chrome";

const bookmarks: Getter = async (_config, context) => {
  const local = cachePath(context, "Bookmarks");
  if (!(await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/Bookmarks`, local)))
    return [];
  const text = await readFile(local, "utf8");
  if (!text) return [];
  return dictGet(pyJsonLoads(text), "roots", {});
};

/** A Chrome profile setting (Preferences or Local State), OSWorld's fallback when it cannot be read. */
const chromeProfile =
  (getter: ChromeProfileGetter): Getter =>
  async (_config, context) => {
    const local = cachePath(context, getter.file.replace("/", "-"));
    const present = await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/${getter.file}`, local);
    return readChromeProfile(getter, present ? await readFile(local) : null);
  };

/** Chrome's History database: its [url, title, last_visit_time] rows, or None when it cannot be read. */
const history: Getter = async (config, context) => {
  if (typeof config.dest !== "string") return null;
  const local = cachePath(context, config.dest);
  if (!(await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/History`, local)))
    return null;
  return historyRows(local);
};

/** Chrome's Cookies database (at OSWorld's path, Default/Cookies): every row of `cookies`, or None. */
const cookie_data: Getter = async (config, context) => {
  if (typeof config.dest !== "string") return null;
  const local = cachePath(context, config.dest);
  if (!(await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/Cookies`, local)))
    return null;
  return cookieRows(local);
};

const open_tabs_info: Getter = async (_config, context) => context.guest.chromeTabs();

/** audio_in_slide / background_image_in_slide: a slide's media, files fetched as vm_file fetches them. */
const inSlide =
  (kind: SlideMedia): Getter =>
  async (config, context) =>
    slideMedia(kind, config, {
      hostCacheDir: context.hostCacheDir,
      fetch: async (guestPath, dest) =>
        (await vm_file({ type: "vm_file", path: guestPath, dest }, context)) as string | null,
    });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** VLC's status.xml from its HTTP interface, asked inside the desktop; None for a status other than 200. */
const vlc_playing_info: Getter = async (config, context) => {
  const local = cachePath(context, String(configKey(config, "dest")));
  const body = vlcStatusBody(await readVlcStatus(context.guest.session), context.log);
  if (body === null) return null;
  await mkdir(path.dirname(local), { recursive: true });
  await writeFile(local, body);
  return local;
};

/** VS Code's command palette, the extension command, Enter; a second later the file, as vm_file fetches it. */
const vscode_config: Getter = async (config, context) => {
  for (const program of vscodeReplayPrograms(configKey(config, "vscode_extension_command")))
    await context.guest.execute(["python", "-c", program], false);
  await sleep(1_000);
  return vm_file(
    { type: "vm_file", path: configKey(config, "path"), dest: configKey(config, "dest") },
    context,
  );
};

/** Chrome's mode from the profiles' Preferences files, newest first ("system" when nothing can be read). */
async function colorScheme(context: GetterContext): Promise<ColorScheme> {
  const probe = await context.guest.execute(["python3", "-c", PREFERENCES_PROBE], false);
  if (!probe) return "system";
  let candidates: string[];
  try {
    candidates = preferenceCandidates(probe.output, context.guest.home);
  } catch {
    return "system";
  }
  let reads = 0;
  const read = async (guestPath: string) => {
    const local = cachePath(context, `chrome-color-scheme/Preferences-${++reads}`);
    return (await context.guest.getFile(guestPath, local)) ? new Uint8Array(await readFile(local)) : null;
  };
  return pollColorScheme(candidates, read, sleep);
}

/** chrome://settings/appearance asked over the DevTools endpoint (9222); the Preferences files otherwise. */
const chrome_appearance_mode_ui: Getter = async (_config, context) => {
  const run = await context.guest.session.exec(
    ["python3", "-c", APPEARANCE_SCRIPT, "9222", APPEARANCE_PROBE],
    {
      timeoutMs: 60_000,
    },
  );
  const mode = run.timedOut ? null : parseAppearanceAnswer(run.stdout);
  if (mode) return mode;
  context.log(
    `chrome_appearance_mode_ui: the settings page did not tell (${run.stdout.trim().slice(0, 300)}); reading Preferences`,
  );
  return colorScheme(context);
};

export const GETTERS: Record<string, Getter> = {
  vm_file,
  cloud_file,
  cache_file,
  content_from_vm_file,
  vm_command_line: commandGetter("output"),
  vm_command_error: commandGetter("error"),
  vm_terminal_output,
  rule,
  rule_relativeTime,
  time_diff_range,
  accessibility_tree,
  list_directory,
  vm_screen_size,
  vm_window_size,
  vm_wallpaper,
  vlc_config: homeFile(() => ".config/vlc/vlcrc", "raise"),
  gimp_config_file: homeFile((c) => `.config/GIMP/2.10/${String(c.file_name)}`, "none"),
  default_video_player,
  bookmarks,
  open_tabs_info,
  vlc_playing_info,
  vscode_config,
  chrome_color_scheme: async (_config, context) => colorScheme(context),
  chrome_appearance_mode_ui,
  history,
  cookie_data,
  active_url_from_accessTree,
  shortcuts_on_desktop,
  audio_in_slide: inSlide("audio"),
  background_image_in_slide: inSlide("background"),
  conference_city_in_order: async (config) => conferenceCityInOrder(config),
  ...Object.fromEntries(Object.entries(CHROME_PROFILE_GETTERS).map(([name, g]) => [name, chromeProfile(g)])),
};

export async function runGetter(config: GetterConfig, context: GetterContext): Promise<unknown> {
  const getter = GETTERS[config.type];
  if (!getter) throw new ConfigError(`getter '${config.type}' is not supported`);
  return getter(config, context);
}
