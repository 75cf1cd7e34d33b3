import {
  isPlainObject,
  PythonError,
  pyEquals,
  pyFileLines,
  pyStr,
  pyStrip,
  pyTruthy,
  pyTypeName,
} from "../python-semantics.ts";
import { readText } from "./files.ts";
import { matchValueToRule } from "./rules.ts";

const get = (rules: unknown, key: string): unknown => {
  if (!isPlainObject(rules)) throw new PythonError("TypeError", `rule must be a dict to read '${key}'`);
  if (!(key in rules)) throw new PythonError("KeyError", `'${key}'`);
  return rules[key];
};

/** Python `str(x) if isinstance(x, int) else x` (bool is an int there: True becomes "True"). */
function intToStr(value: unknown): unknown {
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return value;
}

/**
 * The vlcrc check OSWorld repeats per key: the value after the last '=' of the LAST line that contains
 * `key=`, even a commented default (`#key=value`); the default when no line has it.
 */
function vlcrcValue(configPath: unknown, key: string, fallback: string): string {
  const text = readText(configPath, "vlcrc");
  let value = fallback;
  for (const line of text.split("\n")) if (line.includes(`${key}=`)) value = pyStrip(line.split("=").at(-1)!);
  return value;
}

function vlcCheck(key: string, ruleKey: string, fallback: string) {
  return (configPath: unknown, rule: unknown): number => {
    const expected = intToStr(get(rule, ruleKey));
    return pyEquals(vlcrcValue(configPath, key, fallback), expected) ? 1 : 0;
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
export const check_play_and_exit = vlcCheck("play-and-exit", "expected_play_and_exit", "0");

export function check_qt_slider_colours(configPath: unknown, rule: unknown): number {
  const text = readText(configPath, "vlcrc");
  let colours = "153;210;153;20;210;20;255;199;15;245;39;29";
  for (const line of text.split("\n"))
    if (line.includes("qt-slider-colours")) colours = pyStrip(line.split("=").at(-1)!);
  try {
    const type = get(rule, "type");
    if (type === "match") return pyEquals(colours, get(rule, "expected_qt_slider_colours")) ? 1 : 0;
    if (type === "blackish") {
      const values = colours.split(";").map((x) => {
        if (!/^\s*[-+]?\d+\s*$/.test(x))
          throw new PythonError("ValueError", `invalid literal for int(): '${x}'`);
        return Number(x);
      });
      for (let i = 0; i + 2 < values.length; i += 3)
        if (!values.slice(i, i + 3).every((v) => v < 100)) return 0;
      return 1;
    }
    return 0; // OSWorld returns None for other types: not a score, so 0
  } catch {
    return 0;
  }
}

export function check_global_key_play_pause(configPath: unknown, rule: unknown): number {
  const text = readText(configPath, "vlcrc");
  const expected = intToStr(get(rule, "expected_global_key_play_pause"));
  let value = "0";
  for (const line of text.split("\n"))
    if (line.includes("global-key-play-pause=")) value = pyStrip(line.split("=").at(-1)!) === "" ? "0" : "1";
  return pyEquals(value, expected) ? 1 : 0;
}

export function is_vlc_recordings_folder(configPath: unknown, rule: unknown): number {
  const text = readText(configPath, "vlcrc");
  const expected = get(rule, "recording_file_path");
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || pyStrip(line) === "") continue;
    if (line.includes("input-record-path")) return pyStrip(line.split("=").at(-1)!) === expected ? 1 : 0;
  }
  return 0;
}

export function is_vlc_fullscreen(windowSize: unknown, screenSize: unknown): number {
  if (windowSize === null || windowSize === undefined || screenSize === null || screenSize === undefined)
    return 0;
  return pyEquals(get(windowSize, "width"), get(screenSize, "width")) &&
    pyEquals(get(windowSize, "height"), get(screenSize, "height"))
    ? 1
    : 0;
}

/** gimprc-style `(key ... value)` lines: a line whose first token (or first two) and last token match. */
export function check_config_status(configPath: unknown, rule: unknown): number {
  if (configPath === null || configPath === undefined) return 0;
  const key = get(rule, "key");
  const value = get(rule, "value");
  for (const line of pyFileLines(readText(configPath))) {
    if (line.startsWith("#") || line === "\n") continue;
    const items = pyStrip(pyStrip(pyStrip(line), "(", "left"), ")\n", "right")
      .split(/\s+/)
      .filter(Boolean);
    if (items.length === 0) throw new PythonError("IndexError", "list index out of range");
    if (typeof key === "string") {
      if (items[0] === key && pyEquals(items.at(-1), value)) return 1;
    } else if (Array.isArray(key) && key.length === 2) {
      if (items.length < 2) throw new PythonError("IndexError", "list index out of range");
      if (items[0] === key[0] && items[1] === key[1] && pyEquals(items.at(-1), value)) return 1;
    }
  }
  return 0;
}

type Bookmark = Record<string, unknown>;

export function is_expected_bookmarks(bookmarks: unknown, rule: unknown): number {
  if (!pyTruthy(bookmarks)) return 0;
  const bar = get(get(bookmarks, "bookmark_bar"), "children") as Bookmark[];
  const type = get(rule, "type");
  const setEq = (a: unknown[], b: unknown[]) => {
    const x = new Set(a.map(pyStr));
    const y = new Set(b.map(pyStr));
    return x.size === y.size && [...x].every((v) => y.has(v));
  };
  if (type === "bookmark_bar_folders_names") {
    const names = bar.filter((b) => get(b, "type") === "folder").map((b) => get(b, "name"));
    return setEq(names, get(rule, "names") as unknown[]) ? 1 : 0;
  }
  if (type === "bookmark_bar_websites_urls") {
    const urls = bar.filter((b) => get(b, "type") === "url").map((b) => get(b, "url"));
    return setEq(urls, get(rule, "urls") as unknown[]) ? 1 : 0;
  }
  if (type === "liked_authors_websites_urls") {
    const folder = bar.find((b) => get(b, "type") === "folder" && get(b, "name") === "Liked Authors");
    if (!folder) return 0;
    const liked = (get(folder, "children") as Bookmark[])
      .filter((b) => get(b, "type") === "url")
      .map((b) => get(b, "url"));
    const alternatives = (get(rule, "urls") as unknown[]).map((u) =>
      typeof u === "string" ? [u] : (u as unknown[]),
    );
    // Any one choice per position, as a set, equal to the folder's URLs (itertools.product).
    const product = (i: number, chosen: unknown[]): boolean =>
      i === alternatives.length
        ? setEq(chosen, liked)
        : alternatives[i]!.some((u) => product(i + 1, [...chosen, u]));
    return product(0, []) ? 1 : 0;
  }
  throw new PythonError("TypeError", `${pyStr(type)} not support yet!`);
}

const PREF_LINE = /^user_pref\("(?<key>(?:[^"]|\\")+)", (?<val>.+)\);$/u;

export function check_thunderbird_prefs(result: unknown, rule: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = (isPlainObject(rule) && isPlainObject(rule.expect) ? rule.expect : {}) as Record<
    string,
    Record<string, unknown>
  >;
  const unexpect = (isPlainObject(rule) && isPlainObject(rule.unexpect) ? rule.unexpect : {}) as Record<
    string,
    Record<string, unknown>
  >;
  const met = new Map(Object.keys(expect).map((k) => [k, false]));
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    const match = PREF_LINE.exec(pyStrip(line));
    if (!match) continue;
    const key = match.groups!.key!;
    let value: unknown;
    try {
      value = JSON.parse(match.groups!.val!);
    } catch {
      throw new PythonError(
        "JSONDecodeError",
        `pref ${key} has a value that is not JSON: ${match.groups!.val}`,
      );
    }
    if (key in expect) met.set(key, matchValueToRule(value, expect[key]!));
    else if (key in unexpect) clean &&= !matchValueToRule(value, unexpect[key]!);
  }
  return [...met.values()].every(Boolean) && clean ? 1 : 0;
}

export function check_json_settings(actual: unknown, expected: unknown): number {
  if (!pyTruthy(actual)) return 0;
  let data: unknown;
  try {
    data = JSON.parse(readText(actual));
  } catch {
    return 0;
  }
  const expect = get(expected, "expected");
  if (!isPlainObject(expect))
    throw new PythonError("AttributeError", `'${pyTypeName(expect)}' object has no attribute 'items'`);
  for (const [key, value] of Object.entries(expect)) {
    if (!isPlainObject(data) || !(key in data) || !pyEquals(data[key], value)) return 0;
  }
  return 1;
}

export function check_json_keybindings(actual: unknown, expected: unknown): number {
  const load = (skipFirstLine: boolean): unknown => {
    try {
      const text = readText(actual);
      return JSON.parse(skipFirstLine ? text.slice(text.indexOf("\n") + 1 || text.length) : text);
    } catch {
      return undefined;
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
  const want = get(expected, "expected");
  return data.some((item) => pyEquals(item, want)) ? 1 : 0;
}

export function is_extension_installed(actual: unknown, rules: unknown): number {
  const type = get(rules, "type");
  const expected = get(rules, "expected");
  if (typeof actual !== "string" || typeof expected !== "string")
    throw new PythonError("TypeError", "'in <string>' requires string operands");
  if (type === "contain") return actual.includes(expected) ? 1 : 0;
  if (type === "not_contain") return actual.includes(expected) ? 0 : 1;
  throw new PythonError("NotImplementedError", String(type));
}

function isSubset(expected: unknown, actual: unknown): boolean {
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return false;
    return Object.entries(expected).every(([k, v]) => k in actual && isSubset(v, actual[k]));
  }
  return pyEquals(expected, actual);
}

export function compare_config(
  actual: unknown,
  rules: unknown,
  options: Record<string, unknown> = {},
): number {
  if (!pyTruthy(actual)) return 0;
  const expectedText = isPlainObject(rules) ? rules.expected : undefined;
  if (!pyTruthy(expectedText)) return 0;
  const actualText = readText(actual);
  const containment = options.containment_ok === undefined ? true : pyTruthy(options.containment_ok);
  if (containment) {
    try {
      if (isSubset(JSON.parse(String(expectedText)), JSON.parse(actualText))) return 1;
    } catch {
      if (actualText.includes(pyStrip(String(expectedText)))) return 1;
    }
    return 0;
  }
  if (actualText === expectedText) return 1;
  try {
    if (pyEquals(JSON.parse(actualText), JSON.parse(String(expectedText)))) return 1;
  } catch {
    // not JSON on one side
  }
  return 0;
}
