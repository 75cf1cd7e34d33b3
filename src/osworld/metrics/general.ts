import { parse as parseCsv } from "csv-parse/sync";
import { DOMParser } from "@xmldom/xmldom";
import xpath from "xpath";
import type * as NodeSqlite from "node:sqlite";
import YAML from "yaml";
import {
  fuzzRatio,
  isPlainObject,
  PythonError,
  parsePythonLiteral,
  pyContains,
  pyEquals,
  pyFileLines,
  pySearch,
  pySplitlines,
  pyStr,
  pyStrip,
  pyTruthy,
  sequenceMatcherRatio,
} from "../python-semantics.ts";
import { cssToXpath } from "./css-to-xpath.ts";
import { filePath, isFile, readText, safeReadLines } from "./files.ts";
import { matchRecord, matchValueToRule, pyFloat } from "./rules.ts";

type Options = Record<string, unknown>;
const get = (rules: unknown, key: string): unknown => {
  if (!isPlainObject(rules)) throw new PythonError("TypeError", `rules must be a dict to read '${key}'`);
  if (!(key in rules)) throw new PythonError("KeyError", `'${key}'`);
  return rules[key];
};
const getOr = (rules: unknown, key: string, fallback: unknown): unknown =>
  isPlainObject(rules) && key in rules ? rules[key] : fallback;

export function check_include_exclude(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const include = getOr(rules, "include", []) as unknown[];
  const exclude = getOr(rules, "exclude", []) as unknown[];
  return include.every((r) => pyContains(result, r)) && exclude.every((r) => !pyContains(result, r)) ? 1 : 0;
}

export function exact_match(result: unknown, rules: unknown): number {
  return pyEquals(result, get(rules, "expected")) ? 1 : 0;
}

export function match_in_list(result: unknown, rules: unknown): number {
  return pyContains(get(rules, "expected"), result) ? 1 : 0;
}

export function is_in_list(result: unknown, rules: unknown): number {
  return pyContains(result, get(rules, "expected")) ? 1 : 0;
}

export function literal_match(result: unknown, expected: unknown, options: Options = {}): number {
  const type = options.type ?? "str";
  const ignoreCase = pyTruthy(options.ignore_case);
  const norm = (v: unknown) => (ignoreCase ? pyStr(v).toLowerCase() : pyStr(v));
  if (type === "str") return norm(result) === norm(expected) ? 1 : 0;
  if (type === "list") {
    if (!Array.isArray(result) || !Array.isArray(expected) || result.length !== expected.length) return 0;
    return result.every((r, i) => norm(r) === norm(expected[i])) ? 1 : 0;
  }
  throw new PythonError("NotImplementedError", `Type ${pyStr(type)} not supported`);
}

export function fuzzy_match(result: unknown, rules: unknown): number {
  return fuzzRatio(result, get(rules, "expected")) / 100;
}

export function diff_text_file(result: unknown, expected: unknown): number {
  if (result === null || result === undefined) return 0;
  return sequenceMatcherRatio(pySplitlines(readText(result)), pySplitlines(readText(expected)));
}

export function compare_text_file(actual: unknown, expected: unknown, options: Options = {}): number {
  if (!pyTruthy(actual)) return 0;
  let a = readText(actual);
  let b = readText(expected);
  if (pyTruthy(options.ignore_blanks)) {
    const blanks = (t: string) => pyStrip(t.replace(/[\t\n]/g, " ")).replace(/\s+/gu, " ");
    a = blanks(a);
    b = blanks(b);
  }
  if (pyTruthy(options.ignore_case)) {
    a = a.toLowerCase();
    b = b.toLowerCase();
  }
  return a === b ? 1 : 0;
}

/** Leading shebang/coding lines (first three) dropped, blank lines dropped, tabs expanded, rstripped. */
export function compare_python_pure_text(actual: unknown, gold: unknown): number {
  if (!pyTruthy(actual) || !pyTruthy(gold)) return 0;
  const normalise = (text: string) => {
    const lines = pySplitlines(text);
    let i = 0;
    while (i < lines.length && i < 3) {
      const s = pyStrip(lines[i]!);
      if (
        s.startsWith("#!") ||
        s.startsWith("# -*- coding:") ||
        s.startsWith("# coding:") ||
        s.startsWith("# coding=")
      )
        i++;
      else break;
    }
    return lines
      .slice(i)
      .filter((l) => pyStrip(l) !== "")
      .map((l) => pyStrip(expandTabs(l, 4), undefined, "right"))
      .join("\n");
  };
  try {
    return normalise(readText(actual)) === normalise(readText(gold)) ? 1 : 0;
  } catch {
    return 0;
  }
}

function expandTabs(line: string, size: number): string {
  let out = "";
  for (const ch of line) {
    if (ch === "\t") out += " ".repeat(size - (out.length % size));
    else if (ch === "\n" || ch === "\r") out += ch;
    else out += ch;
  }
  return out;
}

export function file_contains(path: unknown, config: unknown): number {
  if (!pyTruthy(path)) return 0;
  try {
    const text = readText(path);
    for (const item of get(config, "expected") as unknown[]) if (!pyContains(text, item)) return 0;
  } catch {
    return 0;
  }
  return 1;
}

export function check_line_number(path: unknown, lineNumber: unknown): number {
  if (path === null || path === undefined || !isFile(path)) return 0;
  const time = "([01]\\d|2[0-3]):[0-5]\\d:([0-5]\\d|60)";
  try {
    const count = pyFileLines(readText(path)).filter((line) => pySearch(time, line)).length;
    const expected = pyFloat(get(lineNumber, "expected"));
    if (expected === undefined || !Number.isInteger(expected)) return 0; // int("x") raises: caught, 0
    return count === expected ? 1 : 0;
  } catch {
    return 0;
  }
}

export function check_list(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = (getOr(rules, "expect", []) as string[]).map(String);
  const unexpect = (getOr(rules, "unexpect", []) as string[]).map(String);
  const found = expect.map(() => false);
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    expect.forEach((pattern, i) => (found[i] ||= pySearch(pattern, line)));
    clean &&= unexpect.every((pattern) => !pySearch(pattern, line));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}

/** csv.DictReader rows: the first row names the fields; extra cells are ignored, missing ones absent. */
function dictRows(text: string): Record<string, unknown>[] {
  const rows = parseCsv(text, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  const [header, ...data] = rows;
  if (!header) return [];
  return data.map((row) => {
    const record: Record<string, unknown> = {};
    header.forEach((name, i) => (record[name] = i < row.length ? row[i] : null));
    if (row.length > header.length) record.null = row.slice(header.length);
    return record;
  });
}

export function check_csv(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = getOr(rules, "expect", []) as unknown[];
  const unexpect = getOr(rules, "unexpect", []) as unknown[];
  const found = expect.map(() => false);
  let clean = true;
  for (const record of dictRows(readText(result))) {
    expect.forEach((r, i) => (found[i] ||= matchRecord(r, record)));
    clean &&= !unexpect.some((r) => matchRecord(r, record));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}

export function compare_csv(result: unknown, expected: unknown, options: Options = {}): number {
  if (result === null || result === undefined) return 0;
  let resultLines: string[];
  try {
    resultLines = safeReadLines(result);
  } catch {
    return 0;
  }
  const files = typeof expected === "string" ? [expected] : Array.isArray(expected) ? expected : [];
  const strict = options.strict === undefined ? true : pyTruthy(options.strict);
  const ignoreCase = pyTruthy(options.ignore_case);
  const norm = (lines: string[]) =>
    lines.map((l) => (strict ? l : pyStrip(l))).map((l) => (ignoreCase ? l.toLowerCase() : l));
  for (const file of files) {
    let lines: string[];
    try {
      lines = safeReadLines(file);
    } catch {
      continue;
    }
    if (pyEquals(norm(resultLines), norm(lines))) return 1;
  }
  return 0;
}

export function check_json(result: unknown, rules: unknown, options: Options = {}): number {
  if (result === null || result === undefined || !isFile(result)) return 0;
  let data: unknown;
  try {
    const text = readText(result);
    data = pyTruthy(options.is_yaml) ? YAML.parse(text) : JSON.parse(text);
    if (pyTruthy(options.is_yaml) && (data === null || data === undefined)) return 0;
  } catch {
    return 0;
  }
  const walk = (r: Record<string, unknown>, missingIsNone: boolean): { value: unknown; missing: boolean } => {
    let value = data;
    for (const key of r.key as unknown[]) {
      if (isPlainObject(value) && typeof key === "string" && key in value) value = value[key];
      else if (
        Array.isArray(value) &&
        typeof key === "number" &&
        Number.isInteger(key) &&
        key < value.length &&
        key >= -value.length
      )
        value = value[key < 0 ? value.length + key : key];
      else if (missingIsNone) return { value: null, missing: true };
      else return { value: undefined, missing: true };
    }
    return { value, missing: false };
  };
  let metric = true;
  try {
    for (const r of getOr(rules, "expect", []) as Record<string, unknown>[]) {
      const { value, missing } = walk(r, false);
      if (missing) return 0;
      metric &&= matchValueToRule(value, r);
    }
    for (const r of getOr(rules, "unexpect", []) as Record<string, unknown>[]) {
      const { value } = walk(r, true);
      metric &&= !matchValueToRule(value, r);
    }
  } catch {
    return 0;
  }
  return metric ? 1 : 0;
}

export function check_direct_json_object(result: unknown, rules: unknown): number {
  let value = result;
  if (typeof value === "string") value = JSON.parse(pyStrip(value).replaceAll("'", '"'));
  if (value === null || value === undefined) return 0;
  const expected = getOr(rules, "expected", {});
  if (isPlainObject(expected) && Object.values(expected).some((v) => v === "__EVALUATION_FAILED__")) return 0;
  try {
    if (!isPlainObject(value)) throw new PythonError("AttributeError", "result has no .get");
    const expectedJson = get(rules, "expected") as Record<string, unknown>;
    if (!pyTruthy(getOr(rules, "expect_in_result", false))) {
      for (const key of Object.keys(expectedJson)) {
        const want = expectedJson[key];
        const got = value[key] ?? null;
        if (pyTruthy(expectedJson.ignore_list_order)) {
          const sort = (v: unknown) => {
            if (!Array.isArray(v) && typeof v !== "string")
              throw new PythonError("TypeError", "not sortable");
            return [...(typeof v === "string" ? Array.from(v) : v)].sort((x, y) =>
              pyStr(x) < pyStr(y) ? -1 : pyStr(x) > pyStr(y) ? 1 : 0,
            );
          };
          if (!pyEquals(sort(want), sort(got))) return 0;
        } else if (!pyEquals(want, got)) return 0;
      }
      return 1;
    }
    for (const key of Object.keys(expectedJson)) {
      const want = expectedJson[key];
      const got = value[key] ?? null;
      if (Array.isArray(want)) {
        const hit = want.some(
          (each) =>
            (Array.isArray(got) && pyContains(got, each)) || (typeof got === "string" && pyEquals(each, got)),
        );
        if (!hit) return 0;
      } else if (typeof want === "string") {
        if (!pyContains(got, want)) return 0;
      } else return 0;
    }
    return 1;
  } catch {
    return 0;
  }
}

export function is_included_all_json_objects(gold: unknown, result: unknown): number {
  if (!pyTruthy(gold) || !pyTruthy(result)) return 0;
  const goldJson = JSON.parse(readText(gold)) as Record<string, unknown>;
  const resultJson = JSON.parse(readText(result)) as Record<string, unknown>;
  for (const key of Object.keys(goldJson))
    if (!(key in resultJson) || !pyEquals(goldJson[key], resultJson[key])) return 0;
  return 1;
}

export function is_utc_0(output: unknown): number {
  if (typeof output !== "string") throw new PythonError("AttributeError", "timedatectl output is not text");
  const line = output.split("\n")[3];
  if (line === undefined) throw new PythonError("IndexError", "list index out of range");
  return line.endsWith("+0000)") ? 1 : 0;
}

export const A11Y_NAMESPACES: Record<string, string> = {
  st: "https://accessibility.ubuntu.example.org/ns/state",
  attr: "https://accessibility.ubuntu.example.org/ns/attributes",
  cp: "https://accessibility.ubuntu.example.org/ns/component",
  doc: "https://accessibility.ubuntu.example.org/ns/document",
  docattr: "https://accessibility.ubuntu.example.org/ns/document/attributes",
  txt: "https://accessibility.ubuntu.example.org/ns/text",
  val: "https://accessibility.ubuntu.example.org/ns/value",
  act: "https://accessibility.ubuntu.example.org/ns/action",
};

/** The elements an XPath (or translated CSS selectors) selects in an a11y XML tree. */
export function selectA11y(xml: string, rule: Record<string, unknown>): Element[] {
  const document = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml");
  const root = document.documentElement;
  if (!root) throw new PythonError("XMLSyntaxError", "the accessibility tree is not XML");
  const select = xpath.useNamespaces(A11Y_NAMESPACES);
  const expression =
    typeof rule.xpath === "string"
      ? rule.xpath
      : Array.isArray(rule.selectors)
        ? cssToXpath(rule.selectors.map(String).join(", "))
        : undefined;
  if (expression === undefined)
    throw new PythonError("ValueError", "At least one of xpath and selectors is required");
  const found = select(expression, root as unknown as Node);
  return (Array.isArray(found) ? found : []).filter(
    (n): n is Element => (n as Node).nodeType === 1,
  ) as Element[];
}

export function check_accessibility_tree(result: unknown, rules: unknown): number {
  if (typeof result !== "string") throw new PythonError("ValueError", "no accessibility tree");
  let total = 1;
  for (const rule of rules as Record<string, unknown>[]) {
    const elements = selectA11y(result, rule);
    if (elements.length === 0) return 0;
    let score: number;
    if ("text" in rule) {
      score = 0;
      const exact = get(rule, "exact");
      for (const element of elements) {
        const text = firstText(element);
        const s = pyTruthy(exact) ? (pyEquals(rule.text, text) ? 1 : 0) : fuzzRatio(rule.text, text) / 100;
        score = Math.max(score, s);
      }
    } else score = 1;
    total *= score;
  }
  return total;
}

/** lxml's `element.text or None`: the text before the first child element. */
function firstText(element: Element): string | null {
  let text = "";
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? "";
    else break;
  }
  return text === "" ? null : text;
}

export function run_sqlite3(result: unknown, rules: unknown): number {
  // Loaded when used, so that nothing else needs a Node with node:sqlite (22.5+).
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite) throw new Error("run_sqlite3 needs Node's node:sqlite module (Node 22.5 or later)");
  const db = new sqlite.DatabaseSync(filePath(result, "database"), { readOnly: true });
  try {
    const row = db.prepare(String(get(rules, "sql"))).get() as Record<string, unknown> | undefined;
    if (!row) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const first = Object.values(row)[0];
    if (!pyTruthy(first)) return 0;
    const value = pyFloat(typeof first === "bigint" ? Number(first) : first);
    if (value === undefined)
      throw new PythonError("ValueError", `could not convert ${pyStr(first)} to float`);
    return value;
  } finally {
    db.close();
  }
}

export function check_gnome_favorite_apps(appsText: unknown, rule: unknown): number {
  const apps = parsePythonLiteral(String(appsText)) as unknown[];
  const expected = get(rule, "expected") as unknown[];
  if (apps.length !== expected.length) return 0;
  const a = new Set(apps.map(pyStr));
  const b = new Set(expected.map(pyStr));
  return a.size === b.size && [...a].every((x) => b.has(x)) ? 1 : 0;
}

export function check_text_enlarged(factor: unknown): number {
  const value = pyFloat(factor);
  if (value === undefined) throw new PythonError("ValueError", `could not convert ${pyStr(factor)} to float`);
  return value > 1 ? 1 : 0;
}

export function check_moved_jpgs(tree: unknown, rule: unknown): number {
  const expected = get(rule, "expected") as unknown[];
  const moved = (get(tree, "children") as Record<string, unknown>[]).map((n) => n.name);
  if (moved.length !== expected.length) return 0;
  const a = new Set(moved.map(pyStr));
  const b = new Set(expected.map(pyStr));
  return a.size === b.size && [...a].every((x) => b.has(x)) ? 1 : 0;
}

/** OSWorld's argument order: (config, terminal_output). */
export function is_in_vm_clickboard(config: unknown, output: unknown): number {
  const expected = get(config, "expected");
  if (!Array.isArray(expected)) return pyContains(output, expected) ? 1 : 0;
  return expected.every((e) => pyContains(output, e)) ? 1 : 0;
}

export function compare_terminal_and_txt(txtFile: unknown, terminalOutput: unknown): number {
  if (!pyTruthy(txtFile) || !pyTruthy(terminalOutput)) return 0;
  return readText(txtFile) === terminalOutput ? 1 : 0;
}
