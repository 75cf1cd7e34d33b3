import {
  isPlainObject,
  PythonError,
  pyContains,
  pyDecodeUtf8,
  pyEquals,
  pyFileLines,
  pyInt,
  pyJsonLoads,
  pySplitWhitespace,
  pyFloat,
  pyStr,
  pyStrip,
  pyTruthy,
} from "../python-semantics.ts";
import { readBytes, readText } from "./files.ts";
import { iterate, sameSet, subscript } from "./python-access.ts";

/** Python `str(x) if isinstance(x, int) else x` (bool is an int there: True becomes "True"). */
function intToStr(value: unknown): unknown {
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return value;
}

/** vlcrc as OSWorld reads it: `open(path, 'rb').read().decode('utf-8')` split on "\n" only. */
function vlcrcLines(configPath: unknown): string[] {
  return pyDecodeUtf8(readBytes(configPath, "vlcrc")).split("\n");
}

/**
 * The vlcrc check OSWorld repeats per key: the value after the last '=' of the LAST line that contains
 * `key=`, even a commented default (`#key=value`); the default when no line has it.
 */
function vlcCheck(key: string, ruleKey: string, fallback: string) {
  return (configPath: unknown, rule: unknown): number => {
    const lines = vlcrcLines(configPath);
    const expected = intToStr(subscript(rule, ruleKey));
    let value = fallback;
    for (const line of lines) if (line.includes(`${key}=`)) value = pyStrip(line.split("=").at(-1)!);
    return pyEquals(value, expected) ? 1 : 0;
  };
}

export const check_qt_bgcone = vlcCheck("qt-bgcone", "expected_qt_bgcone", "1");
export const check_qt_max_volume = vlcCheck("qt-max-volume", "expected_qt_max_volume", "125");
export const check_qt_minimal_view = vlcCheck("qt-minimal-view", "expected_qt_minimal_view", "0");
export const check_one_instance_when_started_from_file = vlcCheck(
  "one-instance-when-started-from-file",
  "expected_one_instance_when_started_from_file",
  "1",
);
/** From OSWorld's later vlc.py (not in desktop-env 1.0.2), written like its siblings. */
export const check_play_and_exit = vlcCheck("play-and-exit", "expected_play_and_exit", "0");

/** None (null) for a rule type other than match and blackish, as OSWorld's function falls off its end. */
export function check_qt_slider_colours(configPath: unknown, rule: unknown): number | null {
  const lines = vlcrcLines(configPath);
  try {
    let colours = "153;210;153;20;210;20;255;199;15;245;39;29";
    for (const line of lines)
      if (line.includes("qt-slider-colours")) colours = pyStrip(line.split("=").at(-1)!);
    const type = subscript(rule, "type");
    if (pyEquals(type, "match"))
      return pyEquals(colours, subscript(rule, "expected_qt_slider_colours")) ? 1 : 0;
    if (pyEquals(type, "blackish")) {
      const values = colours.split(";").map((x) => Number(pyInt(x)));
      for (let i = 0; i + 2 < values.length; i += 3)
        if (!values.slice(i, i + 3).every((v) => v < 100)) return 0;
      return 1;
    }
    return null;
  } catch {
    return 0;
  }
}

export function check_global_key_play_pause(configPath: unknown, rule: unknown): number {
  const lines = vlcrcLines(configPath);
  const expected = intToStr(subscript(rule, "expected_global_key_play_pause"));
  let value = "0";
  for (const line of lines)
    if (line.includes("global-key-play-pause=")) value = pyStrip(line.split("=").at(-1)!) === "" ? "0" : "1";
  return pyEquals(value, expected) ? 1 : 0;
}

export function is_vlc_recordings_folder(configPath: unknown, rule: unknown): number {
  const lines = vlcrcLines(configPath);
  const expected = subscript(rule, "recording_file_path");
  for (const line of lines) {
    if (line.startsWith("#") || pyStrip(line) === "") continue;
    if (line.includes("input-record-path"))
      return pyEquals(pyStrip(line.split("=").at(-1)!), expected) ? 1 : 0;
  }
  return 0;
}

export function is_vlc_fullscreen(windowSize: unknown, screenSize: unknown): number {
  if (windowSize === null || windowSize === undefined || screenSize === null || screenSize === undefined)
    return 0;
  return pyEquals(subscript(windowSize, "width"), subscript(screenSize, "width")) &&
    pyEquals(subscript(windowSize, "height"), subscript(screenSize, "height"))
    ? 1
    : 0;
}

/** gimprc-style `(key ... value)` lines: a line whose first token (or first two) and last token match. */
export function check_config_status(configPath: unknown, rule: unknown): number {
  if (configPath === null || configPath === undefined) return 0;
  const lines = pyFileLines(readText(configPath));
  const item = (items: string[], i: number) => {
    const at = i < 0 ? items.length + i : i;
    if (at < 0 || at >= items.length) throw new PythonError("IndexError", "list index out of range");
    return items[at];
  };
  for (const line of lines) {
    if (line.startsWith("#") || line === "\n") continue;
    const items = pySplitWhitespace(pyStrip(pyStrip(pyStrip(line), "(", "left"), ")\n", "right"));
    const key = subscript(rule, "key");
    if (typeof key === "string") {
      if (item(items, 0) === key && pyEquals(item(items, -1), subscript(rule, "value"))) return 1;
    } else if (Array.isArray(key) && key.length === 2) {
      if (
        pyEquals(item(items, 0), key[0]) &&
        pyEquals(item(items, 1), key[1]) &&
        pyEquals(item(items, -1), subscript(rule, "value"))
      )
        return 1;
    }
  }
  return 0;
}

export function is_expected_bookmarks(bookmarks: unknown, rule: unknown): number {
  if (!pyTruthy(bookmarks)) return 0;
  const type = subscript(rule, "type");
  const bar = () => iterate(subscript(subscript(bookmarks, "bookmark_bar"), "children"));
  if (pyEquals(type, "bookmark_bar_folders_names")) {
    const names = bar()
      .filter((b) => pyEquals(subscript(b, "type"), "folder"))
      .map((b) => subscript(b, "name"));
    return sameSet(names, iterate(subscript(rule, "names"))) ? 1 : 0;
  }
  if (pyEquals(type, "bookmark_bar_websites_urls")) {
    const urls = bar()
      .filter((b) => pyEquals(subscript(b, "type"), "url"))
      .map((b) => subscript(b, "url"));
    return sameSet(urls, iterate(subscript(rule, "urls"))) ? 1 : 0;
  }
  if (pyEquals(type, "liked_authors_websites_urls")) {
    const folder = bar().find(
      (b) => pyEquals(subscript(b, "type"), "folder") && pyEquals(subscript(b, "name"), "Liked Authors"),
    );
    if (!folder) return 0;
    const liked = iterate(subscript(folder, "children"))
      .filter((b) => pyEquals(subscript(b, "type"), "url"))
      .map((b) => subscript(b, "url"));
    const alternatives = iterate(subscript(rule, "urls")).map((u) =>
      typeof u === "string" ? [u] : iterate(u),
    );
    // Any one choice per position, as a set, equal to the folder's URLs (itertools.product).
    const product = (i: number, chosen: unknown[]): boolean =>
      i === alternatives.length
        ? sameSet(chosen, liked)
        : alternatives[i]!.some((u) => product(i + 1, [...chosen, u]));
    return product(0, []) ? 1 : 0;
  }
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}

export function check_json_settings(actual: unknown, expected: unknown): number {
  if (!pyTruthy(actual)) return 0;
  let data: unknown;
  try {
    data = pyJsonLoads(readText(actual));
  } catch {
    return 0;
  }
  const expect = subscript(expected, "expected");
  if (!isPlainObject(expect))
    throw new PythonError(
      "AttributeError",
      `'${Array.isArray(expect) ? "list" : typeof expect}' object has no attribute 'items'`,
    );
  for (const [key, value] of Object.entries(expect)) {
    if (!pyContains(data, key) || !pyEquals(subscript(data, key), value)) return 0;
  }
  return 1;
}

export function check_json_keybindings(actual: unknown, expected: unknown): number {
  const load = (skipFirstLine: boolean): unknown => {
    try {
      const text = readText(actual);
      const newline = text.indexOf("\n");
      return pyJsonLoads(skipFirstLine ? (newline < 0 ? "" : text.slice(newline + 1)) : text);
    } catch {
      return null;
    }
  };
  let data: unknown;
  for (const skip of [false, true]) {
    const loaded = load(skip);
    if (Array.isArray(loaded)) {
      data = loaded;
      break;
    }
  }
  if (!Array.isArray(data)) return 0;
  return pyContains(data, subscript(expected, "expected")) ? 1 : 0;
}

export function is_extension_installed(actual: unknown, rules: unknown): number {
  const type = subscript(rules, "type");
  if (pyEquals(type, "contain")) return pyContains(actual, subscript(rules, "expected")) ? 1 : 0;
  if (pyEquals(type, "not_contain")) return pyContains(actual, subscript(rules, "expected")) ? 0 : 1;
  throw new PythonError("NotImplementedError", "");
}

/** desktop-env 1.0.2's compare_config: the file's text equals `rules['expected']`. */
export function compare_config(actual: unknown, rules: unknown): number {
  if (!pyTruthy(actual)) return 0;
  const text = readText(actual);
  return pyEquals(text, subscript(rules, "expected")) ? 1 : 0;
}

/** vscode.py's compare_answer: the result equals `rules['expected']`. */
export function compare_answer(actual: unknown, rules: unknown): number {
  if (!pyTruthy(actual)) return 0;
  return pyEquals(actual, subscript(rules, "expected")) ? 1 : 0;
}

/**
 * vscode.py's compare_result_files: the stripped texts are equal, or (when the expected text is a number)
 * the expected text is inside the result or both numbers are within 1e-4.
 */
export function compare_result_files(src: unknown, tgt: unknown): number {
  if (!pyTruthy(src) || !pyTruthy(tgt)) return 0;
  const source = pyStrip(readText(src));
  const target = pyStrip(readText(tgt));
  try {
    const targetNumber = pyFloat(target);
    if (source.includes(target)) return 1;
    return Math.abs(pyFloat(source) - targetNumber) < 1e-4 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
    return source === target ? 1 : 0;
  }
}

/** chrome.py's is_shortcut_on_desktop over shortcuts_on_desktop's {file name: content}. */
export function is_shortcut_on_desktop(shortcuts: unknown, rule: unknown): number {
  const type = subscript(rule, "type");
  if (pyEquals(type, "name") || pyEquals(type, "exec")) {
    const key = pyEquals(type, "name") ? "name" : "exec";
    const line = `${key === "name" ? "Name=" : "Exec="}${pyStr(subscript(rule, key))}\n`;
    if (typeof subscript(rule, key) !== "string")
      throw new PythonError(
        "TypeError",
        `can only concatenate str (not "${typeof subscript(rule, key)}") to str`,
      );
    return Object.values(dictItems(shortcuts)).some((content) => pyContains(content, line)) ? 1 : 0;
  }
  throw new PythonError("TypeError", `${pyStr(type)} not support yet!`);
}

function dictItems(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw new PythonError("AttributeError", "the shortcuts are not a dict");
  return value;
}
