import { DOMParser } from "@xmldom/xmldom";
import xpath from "xpath";
import { compilePythonRegex, pythonSub } from "../python-re.ts";
import { pyYamlSafeLoad } from "../python-yaml.ts";
import { pyLiteralEval } from "../python-literal.ts";
import {
  fuzzRatio,
  isPlainObject,
  PythonError,
  pyContains,
  pyEquals,
  pyFileLines,
  pyFloat,
  pyInt,
  pyJsonLoads,
  pyRepr,
  pySplitlines,
  pyStr,
  pyStrip,
  pyTruthy,
  pyTypeName,
  sequenceMatcherRatio,
} from "../python-semantics.ts";
import { cssToXpath } from "./css-to-xpath.ts";
import { pyCsvDictRows } from "./csv.ts";
import { isFile, pathExists, readText, safeReadLines } from "./files.ts";
import { matchRecord, matchValueToRule } from "./rules.ts";
import { dictGet, iterate, pySubscript, rejectKeywords, sameSet, subscript } from "./python-access.ts";

type Options = Record<string, unknown>;

export function check_include_exclude(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const include = iterate(dictGet(rules, "include", []));
  const exclude = iterate(dictGet(rules, "exclude", []));
  return include.every((r) => pyContains(result, r)) && exclude.every((r) => !pyContains(result, r)) ? 1 : 0;
}

export function exact_match(result: unknown, rules: unknown): number {
  return pyEquals(result, subscript(rules, "expected")) ? 1 : 0;
}

export function match_in_list(result: unknown, rules: unknown): number {
  return pyContains(subscript(rules, "expected"), result) ? 1 : 0;
}

export function is_in_list(result: unknown, rules: unknown): number {
  return pyContains(result, subscript(rules, "expected")) ? 1 : 0;
}

export function literal_match(result: unknown, expected: unknown, options: Options = {}): number {
  const type = dictGet(options, "type", "str");
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const norm = (v: unknown) => (ignoreCase ? pyStr(v).toLowerCase() : pyStr(v));
  if (pyEquals(type, "str")) return norm(result) === norm(expected) ? 1 : 0;
  if (pyEquals(type, "list")) {
    if (!Array.isArray(result) || !Array.isArray(expected) || result.length !== expected.length) return 0;
    return result.every((r, i) => norm(r) === norm(expected[i])) ? 1 : 0;
  }
  throw new PythonError("NotImplementedError", "Type <class 'type'> not supported");
}

export function fuzzy_match(result: unknown, rules: unknown): number {
  return fuzzRatio(result, subscript(rules, "expected")) / 100;
}

export function diff_text_file(result: unknown, expected: unknown): number {
  if (result === null || result === undefined) return 0;
  return sequenceMatcherRatio(pySplitlines(readText(result)), pySplitlines(readText(expected)));
}

export function compare_text_file(actual: unknown, expected: unknown, options: Options = {}): number {
  if (!pyTruthy(actual)) return 0;
  let a = readText(actual);
  let b = readText(expected);
  if (pyTruthy(dictGet(options, "ignore_blanks", false))) {
    const blanks = (t: string) => pythonSub("\\s+", " ", pyStrip(pythonSub("[\\t\\n]", " ", t)));
    a = blanks(a);
    b = blanks(b);
  }
  if (pyTruthy(dictGet(options, "ignore_case", false))) {
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

/** Python's str.expandtabs: the column restarts after "\n" and "\r". */
function expandTabs(line: string, size: number): string {
  let out = "";
  let column = 0;
  for (const ch of line) {
    if (ch === "\t") {
      const spaces = size - (column % size);
      out += " ".repeat(spaces);
      column += spaces;
    } else {
      out += ch;
      column = ch === "\n" || ch === "\r" ? 0 : column + 1;
    }
  }
  return out;
}

export function file_contains(path: unknown, config: unknown): number {
  if (!pyTruthy(path)) return 0;
  try {
    const text = readText(path);
    for (const item of iterate(subscript(config, "expected"))) if (!pyContains(text, item)) return 0;
  } catch {
    return 0;
  }
  return 1;
}

export function check_line_number(path: unknown, lineNumber: unknown): number {
  if (path === null || path === undefined || !isFile(path)) return 0;
  const time = "([01]\\d|2[0-3]):[0-5]\\d:([0-5]\\d|60)";
  try {
    const regex = compilePythonRegex(time);
    const count = pyFileLines(readText(path)).filter((line) => regex.test(line)).length;
    return pyEquals(count, pyInt(subscript(lineNumber, "expected"))) ? 1 : 0;
  } catch {
    return 0;
  }
}

export function check_list(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = iterate(dictGet(rules, "expect", [])).map((p) => compilePythonRegex(p));
  const unexpect = iterate(dictGet(rules, "unexpect", [])).map((p) => compilePythonRegex(p));
  const found = expect.map(() => false);
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    expect.forEach((pattern, i) => (found[i] ||= pattern.test(line)));
    clean &&= unexpect.every((pattern) => !pattern.test(line));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}

export function check_csv(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = iterate(dictGet(rules, "expect", []));
  const found = expect.map(() => false);
  let clean = true;
  for (const record of pyCsvDictRows(readText(result))) {
    expect.forEach((r, i) => (found[i] ||= matchRecord(r, record)));
    clean &&= !iterate(dictGet(rules, "unexpect", [])).some((r) => matchRecord(r, record));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}

export function compare_csv(result: unknown, expected: unknown, options: Options = {}): number {
  if (result === null || result === undefined) return 0;
  let resultLines: string[];
  try {
    resultLines = safeReadLines(result);
  } catch (error) {
    if (error instanceof PythonError && isOsError(error)) return 0;
    throw error;
  }
  const files = typeof expected === "string" ? [expected] : iterate(expected);
  const strict = pyTruthy(dictGet(options, "strict", true));
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const norm = (lines: string[]) =>
    lines.map((l) => (strict ? l : pyStrip(l))).map((l) => (ignoreCase ? l.toLowerCase() : l));
  for (const file of files) {
    let lines: string[];
    try {
      lines = safeReadLines(file);
    } catch (error) {
      if (error instanceof PythonError && isOsError(error)) continue;
      throw error;
    }
    if (pyEquals(norm(resultLines), norm(lines))) return 1;
  }
  return 0;
}

/** Python's OSError family (FileNotFoundError, IsADirectoryError, ...), which `except IOError` catches. */
function isOsError(error: PythonError): boolean {
  return ["FileNotFoundError", "IsADirectoryError", "PermissionError", "OSError"].includes(error.kind);
}

export function check_json(result: unknown, rules: unknown, options: Options = {}): number {
  if (result === null || result === undefined) return 0;
  if (!pathExists(result)) return 0;
  let data: unknown;
  try {
    const text = readText(result);
    if (pyTruthy(dictGet(options, "is_yaml", false))) {
      data = pyYamlSafeLoad(text);
      if (data === null) return 0;
    } else data = pyJsonLoads(text);
  } catch {
    return 0;
  }
  const expectRules = iterate(dictGet(rules, "expect", {}));
  const unexpectRules = iterate(dictGet(rules, "unexpect", {}));
  let metric = true;
  for (const r of expectRules) {
    let value = data;
    try {
      for (const k of iterate(subscript(r, "key"))) {
        const step = pySubscript(value, k);
        if (!step.ok) {
          if (step.error.kind === "KeyError" || step.error.kind === "TypeError") return 0;
          throw step.error;
        }
        value = step.value;
      }
      metric = metric && matchValueToRule(value, r);
    } catch {
      return 0;
    }
  }
  for (const r of unexpectRules) {
    let value = data;
    try {
      for (const k of iterate(subscript(r, "key"))) {
        const step = pySubscript(value, k);
        if (!step.ok) {
          if (step.error.kind === "KeyError" || step.error.kind === "TypeError") {
            value = null;
            break;
          }
          throw step.error;
        }
        value = step.value;
      }
      metric = metric && !matchValueToRule(value, r);
    } catch {
      return 0;
    }
  }
  return metric ? 1 : 0;
}

/** `dict.get(key)` on the result: AttributeError when the result is not a dict. */
function resultGet(result: unknown, key: string): unknown {
  if (!isPlainObject(result))
    throw new PythonError("AttributeError", `'${pyTypeName(result)}' object has no attribute 'get'`);
  return Object.hasOwn(result, key) ? result[key] : null;
}

/** Python's sorted(): TypeError for values that cannot be ordered. */
function pySorted(value: unknown): unknown[] {
  const items = iterate(value);
  return [...items].sort((a, b) => {
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
    throw new PythonError(
      "TypeError",
      `'<' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`,
    );
  });
}

export function check_direct_json_object(result: unknown, rules: unknown): number {
  let value = result;
  if (typeof value === "string") value = pyJsonLoads(pyStrip(value).replaceAll("'", '"'));
  if (value === null || value === undefined) return 0;
  try {
    const expectedJson = dictGet(rules, "expected", {});
    if (pyTruthy(expectedJson)) {
      if (!isPlainObject(expectedJson))
        throw new PythonError(
          "AttributeError",
          `'${pyTypeName(expectedJson)}' object has no attribute 'items'`,
        );
      if (Object.values(expectedJson).some((v) => pyEquals(v, "__EVALUATION_FAILED__"))) return 0;
    }
  } catch {
    return 0;
  }
  try {
    const expectInResult = dictGet(rules, "expect_in_result", false);
    const expectedJson = subscript(rules, "expected");
    if (!isPlainObject(expectedJson))
      throw new PythonError("AttributeError", `'${pyTypeName(expectedJson)}' object has no attribute 'keys'`);
    if (!pyTruthy(expectInResult)) {
      for (const key of Object.keys(expectedJson)) {
        const want = expectedJson[key];
        const got = resultGet(value, key);
        if (pyTruthy(expectedJson.ignore_list_order ?? false)) {
          if (!pyEquals(pySorted(want), pySorted(resultGet(value, key)))) return 0;
        } else if (!pyEquals(want, got)) return 0;
      }
      return 1;
    }
    for (const key of Object.keys(expectedJson)) {
      const want = expectedJson[key];
      if (Array.isArray(want)) {
        let flag = false;
        for (const each of want) {
          const got = resultGet(value, key);
          if (Array.isArray(got) && pyContains(got, each)) {
            flag = true;
            break;
          }
          if (typeof got === "string" && pyEquals(each, got)) {
            flag = true;
            break;
          }
        }
        if (!flag) return 0;
      } else if (typeof want === "string") {
        if (!pyContains(resultGet(value, key), want)) return 0;
      } else return 0;
    }
    return 1;
  } catch {
    return 0;
  }
}

export function is_included_all_json_objects(gold: unknown, result: unknown): number {
  if (!pyTruthy(gold) || !pyTruthy(result)) return 0;
  const goldJson = pyJsonLoads(readText(gold));
  const resultJson = pyJsonLoads(readText(result));
  const keys = (value: unknown) => {
    if (!isPlainObject(value))
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'keys'`);
    return Object.keys(value);
  };
  for (const key of keys(goldJson)) {
    if (!keys(resultJson).includes(key)) return 0;
    if (!pyEquals((goldJson as Record<string, unknown>)[key], (resultJson as Record<string, unknown>)[key]))
      return 0;
  }
  return 1;
}

export function is_utc_0(output: unknown): number {
  if (typeof output !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(output)}' object has no attribute 'split'`);
  const line = output.split("\n")[3];
  if (line === undefined) throw new PythonError("IndexError", "list index out of range");
  return line.endsWith("+0000)") ? 1 : 0;
}

/** OSWorld's `_accessibility_ns_map`: the namespace prefixes of each OS's tree, by `osname`. */
function a11yNamespaces(os: string, prefixes: string[]): Record<string, string> {
  return Object.fromEntries(
    prefixes.map((p) => [p, `https://accessibility.${os}.example.org/ns/${NS_PATHS[p]}`]),
  );
}
const NS_PATHS: Record<string, string> = {
  st: "state",
  attr: "attributes",
  cp: "component",
  doc: "document",
  docattr: "document/attributes",
  txt: "text",
  val: "value",
  act: "action",
  class: "class",
  role: "role",
};
const COMMON_PREFIXES = ["st", "attr", "cp", "doc", "txt", "val", "act"];
export const A11Y_NAMESPACE_MAPS: Record<string, Record<string, string>> = {
  ubuntu: a11yNamespaces("ubuntu", [...COMMON_PREFIXES, "docattr"]),
  windows: a11yNamespaces("windows", [...COMMON_PREFIXES, "docattr", "class"]),
  macos: a11yNamespaces("macos", [...COMMON_PREFIXES, "role"]),
};
export const A11Y_NAMESPACES = A11Y_NAMESPACE_MAPS.ubuntu!;

/** An XML document as lxml's `fromstring` reads it: XMLSyntaxError when it is not well-formed. */
export function parseXmlStrict(text: unknown, what = "XML"): Document {
  if (typeof text !== "string")
    throw new PythonError("ValueError", `can only parse strings (the ${what} is ${pyTypeName(text)})`);
  let problem: string | undefined;
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") problem ??= message;
      },
    }).parseFromString(text, "text/xml") as unknown as Document;
  } catch (error) {
    throw new PythonError("XMLSyntaxError", (error as Error).message);
  }
  if (problem !== undefined || !document.documentElement)
    throw new PythonError("XMLSyntaxError", problem ?? `the ${what} is not XML`);
  return document;
}

/** What an XPath (or translated CSS selectors) selects in an a11y XML tree: elements, or text and attribute values. */
export function selectA11y(
  xml: unknown,
  rule: Record<string, unknown>,
  namespaces: Record<string, string> = A11Y_NAMESPACES,
): (Element | string)[] {
  const root = parseXmlStrict(xml, "accessibility tree").documentElement!;
  const select = xpath.useNamespaces(namespaces);
  let expression: string;
  if ("xpath" in rule) expression = String(rule.xpath);
  else if ("selectors" in rule) expression = cssToXpath(iterate(rule.selectors).map(String).join(", "));
  else throw new PythonError("ValueError", "At least one of xpath and selectors is required");
  let found: unknown;
  try {
    found = select(expression, root as unknown as Node);
  } catch (error) {
    throw new PythonError("XPathEvalError", (error as Error).message);
  }
  // string(...) gives a str, whose len() is its length and whose items are characters
  if (typeof found === "string") return Array.from(found);
  if (!Array.isArray(found))
    throw new PythonError(
      "TypeError",
      `object of type '${typeof found === "number" ? "float" : "bool"}' has no len()`,
    );
  return (found as Node[]).map((n) => (n.nodeType === 1 ? (n as Element) : (n.nodeValue ?? "")));
}

export function check_accessibility_tree(result: unknown, rules: unknown, options: Options = {}): number {
  rejectKeywords("check_accessibility_tree", options, ["osname"]);
  const osname = "osname" in options ? options.osname : "ubuntu";
  const namespaces =
    typeof osname === "string" && Object.hasOwn(A11Y_NAMESPACE_MAPS, osname)
      ? A11Y_NAMESPACE_MAPS[osname]
      : undefined;
  if (!namespaces) throw new PythonError("KeyError", pyRepr(osname));
  let total = 1;
  const root = parseXmlStrict(result, "accessibility tree");
  void root;
  for (const rule of iterate(rules)) {
    if (!isPlainObject(rule)) throw new PythonError("TypeError", "a rule must be a dict");
    const elements = selectA11y(result, rule, namespaces);
    if (elements.length === 0) return 0;
    let score: number;
    if ("text" in rule) {
      const exact = subscript(rule, "exact");
      score = 0;
      for (const element of elements) {
        if (typeof element === "string")
          throw new PythonError(
            "AttributeError",
            "'lxml.etree._ElementUnicodeResult' object has no attribute 'text'",
          );
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
    else if (child.nodeType === 1) break;
  }
  return text === "" ? null : text;
}

export function check_gnome_favorite_apps(appsText: unknown, rule: unknown): number {
  if (typeof appsText !== "string")
    throw new PythonError("TypeError", "eval() arg 1 must be a string, bytes or code object");
  const apps = pyLiteralEval(appsText);
  const expected = subscript(rule, "expected");
  const a = iterate(apps);
  const b = iterate(expected);
  if (a.length !== b.length) return 0;
  return sameSet(a, b) ? 1 : 0;
}

export function check_text_enlarged(factor: unknown): number {
  return pyFloat(factor) > 1 ? 1 : 0;
}

export function check_moved_jpgs(tree: unknown, rule: unknown): number {
  const expected = iterate(subscript(rule, "expected"));
  const moved = iterate(subscript(tree, "children")).map((n) => subscript(n, "name"));
  if (moved.length !== expected.length) return 0;
  return sameSet(moved, expected) ? 1 : 0;
}

/** OSWorld's argument order: (config, terminal_output). */
export function is_in_vm_clickboard(config: unknown, output: unknown): number {
  const expected = subscript(config, "expected");
  if (!Array.isArray(expected)) return pyContains(output, expected) ? 1 : 0;
  return expected.every((e) => pyContains(output, e)) ? 1 : 0;
}

export function compare_terminal_and_txt(txtFile: unknown, terminalOutput: unknown): number {
  if (!pyTruthy(txtFile) || !pyTruthy(terminalOutput)) return 0;
  return pyEquals(terminalOutput, readText(txtFile)) ? 1 : 0;
}
