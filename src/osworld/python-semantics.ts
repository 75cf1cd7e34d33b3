import { PythonError } from "./python-error.ts";
import { pythonSearch, reFlag } from "./python-re.ts";

/**
 * The Python behaviours OSWorld's metrics rely on, re-implemented over JSON-like values (plus bigint for
 * integers beyond 2^53 and Date for YAML timestamps), so that a metric written in Python scores the same
 * here: `==`, `in`, ordering, `str()`/`repr()`, `int()`/`float()`, `json.loads`, `re.search` (python-re.ts),
 * str.strip/split/splitlines, text-mode file reading, rapidfuzz's `fuzz.ratio` and difflib's
 * `SequenceMatcher.ratio`. The oracle suite (__tests__/osworld/oracle) holds them to CPython's answers.
 *
 * JSON numbers lose the int/float distinction (`1.0` parses as `1`): `str(1.0)` is "1.0" in Python and "1"
 * here; docs/osworld.md lists it among the known differences.
 */

export { PythonError } from "./python-error.ts";

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value) &&
    !(value instanceof Date) &&
    !(value instanceof PyDict) &&
    !(value instanceof PySet)
  );
}

const TUPLES = new WeakSet<unknown[]>();

/** An array that stands for a Python tuple (hashable when its items are), as a literal's `(1, 2)`. */
export function pyTuple(items: unknown[]): unknown[] {
  TUPLES.add(items);
  return items;
}

/** Whether Python can hash a value (lists, dicts and sets cannot; a tuple can when its items can). */
function hashable(value: unknown): boolean {
  if (Array.isArray(value)) return TUPLES.has(value) && value.every(hashable);
  return !(isPlainObject(value) || value instanceof PyDict || value instanceof PySet);
}

function unhashable(value: unknown): PythonError {
  return new PythonError("TypeError", `unhashable type: '${pyTypeName(value)}'`);
}

/**
 * A Python dict with a key that is not a string (YAML's `1:`, `true:`, `~:`, a literal's `{1: 'a'}`): its
 * items in insertion order, a later equal key (1, 1.0 and True are one key) replacing the value. Dicts of
 * string keys stay plain objects.
 */
export class PyDict {
  readonly items: [unknown, unknown][] = [];

  set(key: unknown, value: unknown): void {
    if (!hashable(key)) throw unhashable(key);
    const at = this.items.findIndex(([k]) => pyEquals(k, key));
    if (at >= 0) this.items[at]![1] = value;
    else this.items.push([key, value]);
  }

  /** The value at an equal key, as `d[key]` finds it. */
  find(key: unknown): { found: true; value: unknown } | { found: false } {
    if (!hashable(key)) throw unhashable(key);
    const item = this.items.find(([k]) => pyEquals(k, key));
    return item ? { found: true, value: item[1] } : { found: false };
  }

  /** A dict of string keys as a plain object, else this. */
  simplified(): PyDict | Record<string, unknown> {
    if (!this.items.every(([k]) => typeof k === "string")) return this;
    const out: Record<string, unknown> = {};
    for (const [k, v] of this.items) out[k as string] = v;
    return out;
  }
}

/** A Python set (or frozenset): its distinct members in insertion order (1, 1.0 and True are one). */
export class PySet {
  readonly members: unknown[] = [];

  constructor(items: Iterable<unknown> = []) {
    for (const item of items) this.add(item);
  }

  add(item: unknown): void {
    if (!hashable(item)) throw unhashable(item);
    if (!this.members.some((m) => pyEquals(m, item))) this.members.push(item);
  }
}

/** A dict's items whatever its representation. */
function dictItems(value: PyDict | Record<string, unknown>): [unknown, unknown][] {
  return value instanceof PyDict ? value.items : Object.entries(value);
}

/** A number as Python sees it: bool is an int; bigint is an int beyond 2^53; anything else is not one. */
function asNumber(value: unknown): number | bigint | undefined {
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return undefined;
}

/** Python's exact comparison of two numbers (an int and a float compare by value, without rounding). */
function compareNumbers(a: number | bigint, b: number | bigint): number {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  const fa = Number(a);
  const fb = Number(b);
  if (Number.isNaN(fa) || Number.isNaN(fb)) return NaN;
  if (!Number.isFinite(fa) || !Number.isFinite(fb)) return fa < fb ? -1 : fa > fb ? 1 : 0;
  const toBig = (v: number | bigint): bigint | undefined =>
    typeof v === "bigint" ? v : Number.isInteger(v) ? BigInt(v) : undefined;
  const x = toBig(a);
  const y = toBig(b);
  if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
  // a fraction against a big int: never equal; order by the integer part
  const whole = (v: number | bigint) => (typeof v === "bigint" ? v : BigInt(Math.floor(v)));
  return whole(a) < whole(b) ? -1 : whole(a) > whole(b) ? 1 : typeof a === "bigint" ? -1 : 1;
}

/** Python `a == b` for JSON-like values (bool is an int: True == 1; 1 == 1.0; NaN != NaN). */
export function pyEquals(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined)
    return (a === null || a === undefined) && (b === null || b === undefined);
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return compareNumbers(na, nb) === 0;
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => x === b[i] || pyEquals(x, b[i]));
  if (a instanceof Uint8Array || b instanceof Uint8Array)
    return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.from(a).equals(Buffer.from(b));
  if (a instanceof PySet || b instanceof PySet)
    return (
      a instanceof PySet &&
      b instanceof PySet &&
      a.members.length === b.members.length &&
      a.members.every((m) => b.members.some((n) => pyEquals(m, n)))
    );
  if (
    (a instanceof PyDict || isPlainObject(a)) &&
    (b instanceof PyDict || isPlainObject(b)) &&
    (a instanceof PyDict || b instanceof PyDict)
  ) {
    const x = dictItems(a);
    const y = dictItems(b);
    return x.length === y.length && x.every(([k, v]) => y.some(([l, w]) => pyEquals(k, l) && pyEquals(v, w)));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && (a[k] === b[k] || pyEquals(a[k], b[k])));
  }
  return false;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** Whether a UTF-16 index falls inside a surrogate pair (between its two halves). */
function splitsPair(text: string, index: number): boolean {
  return (
    index > 0 &&
    index < text.length &&
    isHighSurrogate(text.charCodeAt(index - 1)) &&
    isLowSurrogate(text.charCodeAt(index))
  );
}

/**
 * Python's `needle in haystack`, over code points: a lone surrogate ("\ude00") is not found inside an
 * emoji, whose pair is one code point in Python (JavaScript's includes() compares UTF-16 units).
 */
export function pyStrContains(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1))
    if (!splitsPair(haystack, at) && !splitsPair(haystack, at + needle.length)) return true;
  return false;
}

/** Python `item in container`. */
export function pyContains(container: unknown, item: unknown): boolean {
  if (typeof container === "string") {
    if (typeof item !== "string")
      throw new PythonError(
        "TypeError",
        `'in <string>' requires string as left operand, not ${pyTypeName(item)}`,
      );
    return pyStrContains(container, item);
  }
  if (Array.isArray(container)) return container.some((x) => x === item || pyEquals(x, item));
  if (container instanceof PySet) {
    if (!hashable(item)) throw unhashable(item);
    return container.members.some((x) => pyEquals(x, item));
  }
  if (container instanceof PyDict) return container.find(item).found;
  if (isPlainObject(container)) {
    if (isPlainObject(item) || Array.isArray(item))
      throw new PythonError("TypeError", `unhashable type: '${pyTypeName(item)}'`);
    return Object.keys(container).some((k) => pyEquals(k, item));
  }
  throw new PythonError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}

export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return TUPLES.has(value) ? "tuple" : "list";
  if (value instanceof Date) return "datetime";
  if (value instanceof PySet) return "set";
  if (value instanceof Uint8Array) return "bytes";
  return "dict";
}

/** Python `str(value)` (and `repr` inside containers) for JSON-like values. */
export function pyStr(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Date)
    return value
      .toISOString()
      .replace("T", " ")
      .replace(/(\.000)?Z$/, "");
  return pyRepr(value);
}

/** Python's repr of a float: 3.0, 0.1, 1e-05, 1e+16, inf, nan. */
export function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const exponent = Number(value.toExponential().split("e")[1]);
  if (exponent < -4 || exponent >= 16) {
    const [mantissa, exp] = value.toExponential().split("e") as [string, string];
    const e = Number(exp);
    return `${mantissa}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

// Python's repr escapes what str.isprintable() refuses: categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs but
// the space.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function pyStringRepr(value: string): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let body = "";
  for (const ch of value) {
    if (ch === "\\") body += "\\\\";
    else if (ch === quote) body += `\\${quote}`;
    else if (ch === "\n") body += "\\n";
    else if (ch === "\r") body += "\\r";
    else if (ch === "\t") body += "\\t";
    else if (ch !== " " && NOT_PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0)!;
      body +=
        cp < 0x100
          ? `\\x${cp.toString(16).padStart(2, "0")}`
          : cp < 0x10000
            ? `\\u${cp.toString(16).padStart(4, "0")}`
            : `\\U${cp.toString(16).padStart(8, "0")}`;
    } else body += ch;
  }
  return `${quote}${body}${quote}`;
}

/**
 * Python `repr(value)`: a whole number prints as an int, with the digits JSON would write for it (JSON
 * cannot say 1.0, and Python reads such JSON text as an int), any other number as Python prints a float.
 */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number")
    return Number.isInteger(value) && Math.abs(value) < 1e21
      ? String(value === 0 ? 0 : value)
      : pyFloatRepr(value);
  if (typeof value === "string") return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (value instanceof Date) return `datetime.datetime(${value.toISOString()})`;
  if (value instanceof PySet)
    return value.members.length === 0 ? "set()" : `{${value.members.map(pyRepr).join(", ")}}`;
  if (isPlainObject(value) || value instanceof PyDict)
    return `{${dictItems(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(", ")}}`;
  return String(value);
}

/** Python truthiness. */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === "" || value === 0n)
    return false;
  if (typeof value === "number" && Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  if (value instanceof PyDict) return value.items.length > 0;
  if (value instanceof PySet) return value.members.length > 0;
  return true;
}

export type ComparisonOperator = "lt" | "le" | "gt" | "ge";

/** Python's `operator.lt/le/gt/ge(a, b)` over numbers, strings, lists and datetimes; TypeError otherwise. */
export function pyCompare(a: unknown, op: ComparisonOperator, b: unknown): boolean {
  const order = pyOrder(a, b, op);
  if (Number.isNaN(order)) return false;
  switch (op) {
    case "lt":
      return order < 0;
    case "le":
      return order <= 0;
    case "gt":
      return order > 0;
    case "ge":
      return order >= 0;
  }
}

const OPERATOR_SYMBOL: Record<ComparisonOperator, string> = { lt: "<", le: "<=", gt: ">", ge: ">=" };

/** -1, 0, 1, or NaN when the two are unordered (NaN involved). */
function pyOrder(a: unknown, b: unknown, op: ComparisonOperator): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return compareNumbers(na, nb);
  if (typeof a === "string" && typeof b === "string") {
    const x = Array.from(a, (c) => c.codePointAt(0)!);
    const y = Array.from(b, (c) => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return Math.sign(x.length - y.length);
  }
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!pyEquals(a[i], b[i])) return pyOrder(a[i], b[i], op);
    }
    return Math.sign(a.length - b.length);
  }
  throw new PythonError(
    "TypeError",
    `'${OPERATOR_SYMBOL[op]}' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`,
  );
}

/**
 * Python `re.search(pattern, text, flags) is not None`, with the flags by name (`["I", "M"]`, as
 * `getattr(re, name)` reads them).
 */
export function pySearch(pattern: unknown, text: unknown, flagNames: readonly string[] = []): boolean {
  const flags = flagNames.reduce((all, name) => all | reFlag(name), 0);
  return pythonSearch(pattern, text, flags);
}

/** The characters Python's str.isspace() (and str.split()/strip() without arguments) treat as space. */
export const PY_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const PY_SPACE_SET = new Set(Array.from(PY_WHITESPACE));
// eslint-disable-next-line no-control-regex
const PY_SPACE_RUN = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

/** Python `str.split()` without arguments: runs of whitespace separate, no empty items. */
export function pySplitWhitespace(text: string): string[] {
  return text.split(PY_SPACE_RUN).filter((part) => part !== "");
}

/** Python `float(value)`; ValueError or TypeError where Python raises. */
export function pyFloat(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return Number(value);
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `float() argument must be a string or a real number, not '${pyTypeName(value)}'`,
    );
  const text = asciiDigits(pyStrip(value));
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2]!.toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
  const digits = "\\d(?:_?\\d)*";
  const syntax = new RegExp(`^[-+]?(?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:[eE][-+]?${digits})?$`);
  if (!syntax.test(text))
    throw new PythonError("ValueError", `could not convert string to float: ${pyRepr(value)}`);
  return Number(text.replace(/_/g, ""));
}

/** Python `int(value)` (base 10 for text); ValueError or TypeError where Python raises. */
export function pyInt(value: unknown): number | bigint {
  if (typeof value === "boolean") return Number(value);
  if (typeof value === "bigint") return value;
  if (typeof value === "number") {
    if (Number.isNaN(value)) throw new PythonError("ValueError", "cannot convert float NaN to integer");
    if (!Number.isFinite(value))
      throw new PythonError("OverflowError", "cannot convert float infinity to integer");
    return Math.trunc(value);
  }
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(value)}'`,
    );
  const text = asciiDigits(pyStrip(value));
  if (!/^[-+]?\d(?:_?\d)*$/.test(text))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: ${pyRepr(value)}`);
  const big = BigInt(text.replace(/_/g, ""));
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

/** Unicode decimal digits (any script) as ASCII digits, as int() and float() read them. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const cp = digit.codePointAt(0)!;
    let start = cp;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}

/**
 * Python `json.loads(text)`: NaN, Infinity and -Infinity are numbers, integers beyond 2^53 are exact
 * (bigint), the last of duplicate keys wins; JSONDecodeError otherwise (a byte-order mark included).
 */
export function pyJsonLoads(text: string): unknown {
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    const before = text.slice(0, at);
    const line = before.split("\n").length;
    const column = at - before.lastIndexOf("\n");
    throw new PythonError("JSONDecodeError", `${message}: line ${line} column ${column} (char ${at})`);
  };
  if (text.startsWith("\ufeff")) fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const ws = () => {
    while (pos < text.length && " \t\n\r".includes(text[pos]!)) pos++;
  };
  const string = (): string => {
    const start = pos;
    pos++;
    let out = "";
    for (;;) {
      const ch = text[pos];
      if (ch === undefined) fail("Unterminated string starting at", start);
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch === "\\") {
        const esc = text[pos + 1];
        const simple: Record<string, string> = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "\t",
        };
        if (esc !== undefined && simple[esc] !== undefined) {
          out += simple[esc];
          pos += 2;
        } else if (esc === "u") {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("Invalid \\uXXXX escape", pos + 1);
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else fail("Invalid \\escape", pos);
      } else if (ch! < " ") {
        fail("Invalid control character at", pos);
      } else {
        out += ch;
        pos++;
      }
    }
  };
  const value = (): unknown => {
    ws();
    const ch = text[pos];
    if (ch === "{") {
      pos++;
      const out: Record<string, unknown> = {};
      ws();
      if (text[pos] === "}") {
        pos++;
        return out;
      }
      for (;;) {
        ws();
        if (text[pos] !== '"') fail("Expecting property name enclosed in double quotes");
        const key = string();
        ws();
        if (text[pos] !== ":") fail("Expecting ':' delimiter");
        pos++;
        Object.defineProperty(out, key, {
          value: value(),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        ws();
        if (text[pos] === ",") {
          pos++;
          continue;
        }
        if (text[pos] === "}") {
          pos++;
          return out;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (ch === "[") {
      pos++;
      const out: unknown[] = [];
      ws();
      if (text[pos] === "]") {
        pos++;
        return out;
      }
      for (;;) {
        out.push(value());
        ws();
        if (text[pos] === ",") {
          pos++;
          continue;
        }
        if (text[pos] === "]") {
          pos++;
          return out;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (ch === '"') return string();
    for (const [word, result] of [
      ["NaN", NaN],
      ["Infinity", Infinity],
      ["-Infinity", -Infinity],
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return result;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(pos));
    if (!number) return fail("Expecting value");
    pos += number[0].length;
    if (number[1] === undefined && number[2] === undefined) {
      const big = BigInt(number[0]);
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(big)
        : big;
    }
    return Number(number[0]);
  };
  const result = value();
  ws();
  if (pos !== text.length) fail("Extra data");
  return result;
}

// Python splits on the ASCII file/group/record separators too.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

/** Python `str.splitlines()` (no keepends). */
export function pySplitlines(text: string): string[] {
  if (text === "") return [];
  const parts = text.split(LINE_BREAKS);
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  return parts;
}

/** Text as Python's `open(path).read()` gives it: UTF-8 (strict), universal newlines. */
export function pyTextFromBytes(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
  return text.replace(/\r\n?/g, "\n");
}

/** The lines of `for line in open(path)`: each with its "\n", the last one possibly without. */
export function pyFileLines(text: string): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines.length === 1 && lines[0] === "" ? [] : lines;
}

/** Python `str.strip(chars)`/`lstrip`/`rstrip` with an optional character set. */
export function pyStrip(text: string, chars?: string, side: "both" | "left" | "right" = "both"): string {
  const set = chars === undefined ? undefined : new Set(Array.from(chars));
  const isStripped = (ch: string) => (set ? set.has(ch) : PY_SPACE_SET.has(ch));
  const codePoints = Array.from(text);
  let start = 0;
  let end = codePoints.length;
  if (side !== "right") while (start < end && isStripped(codePoints[start]!)) start++;
  if (side !== "left") while (end > start && isStripped(codePoints[end - 1]!)) end--;
  return codePoints.slice(start, end).join("");
}

/** `bytes.decode('utf-8')`: strict, the BOM kept, no newline translation. */
export function pyDecodeUtf8(data: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
}

/**
 * rapidfuzz `fuzz.ratio(a, b)` (0–100): the normalized Indel similarity of two sequences (strings by code
 * point, lists by element); None gives 0; a number is TypeError (it has no len()).
 */
export function fuzzRatio(a: unknown, b: unknown): number {
  if (a === null || a === undefined || b === null || b === undefined) return 0;
  const sequence = (value: unknown): unknown[] => {
    if (typeof value === "string") return Array.from(value);
    if (Array.isArray(value)) return value;
    throw new PythonError("TypeError", `object of type '${pyTypeName(value)}' has no len()`);
  };
  const x = sequence(a);
  const y = sequence(b);
  const total = x.length + y.length;
  if (total === 0) return 100;
  const key = (v: unknown) => (typeof v === "string" ? `s${v}` : `r${pyRepr(v)}`);
  return (200 * lcsLength(x.map(key), y.map(key))) / total;
}

function lcsLength<T>(a: readonly T[], b: readonly T[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let previous = new Uint32Array(short.length + 1);
  let current = new Uint32Array(short.length + 1);
  for (const item of long) {
    for (let j = 1; j <= short.length; j++) {
      current[j] = item === short[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
    current.fill(0);
  }
  return previous[short.length]!;
}

/**
 * difflib `SequenceMatcher(None, a, b).ratio()` with the default autojunk heuristic: 2·M/T where M is the
 * number of elements in the matching blocks found by the same longest-match recursion.
 */
export function sequenceMatcherRatio<T extends string | number>(a: readonly T[], b: readonly T[]): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const matches = matchingBlocks(a, b).reduce((sum, [, , size]) => sum + size, 0);
  return (2 * matches) / total;
}

function matchingBlocks<T extends string | number>(
  a: readonly T[],
  b: readonly T[],
): [number, number, number][] {
  // b2j without junk; popular elements (more than 1% + 1 occurrences in a b of 200+ items) are dropped.
  const b2j = new Map<T, number[]>();
  b.forEach((item, j) => {
    const list = b2j.get(item);
    if (list) list.push(j);
    else b2j.set(item, [j]);
  });
  if (b.length >= 200) {
    const limit = Math.floor(b.length / 100) + 1;
    for (const [item, indices] of [...b2j]) if (indices.length > limit) b2j.delete(item);
  }
  const longest = (alo: number, ahi: number, blo: number, bhi: number): [number, number, number] => {
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const next = new Map<number, number>();
      for (const j of b2j.get(a[i]!) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        next.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = next;
    }
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize])
      bestsize++;
    return [besti, bestj, bestsize];
  };
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  const blocks: [number, number, number][] = [];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (k > 0) {
      blocks.push([i, j, k]);
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  return blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
