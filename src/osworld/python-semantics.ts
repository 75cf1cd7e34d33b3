/**
 * The few Python behaviours OSWorld's metrics rely on, re-implemented over JSON values, so that a metric
 * written in Python scores the same here: `==`, `in`, `str()`, `re.search`, str.splitlines, text-mode file
 * reading (universal newlines), rapidfuzz's `fuzz.ratio` and difflib's `SequenceMatcher.ratio`.
 *
 * JSON numbers lose the int/float distinction (`1.0` parses as `1`): `str(1.0)` is "1.0" in Python and "1"
 * here. Task data rarely depends on it; docs/osworld.md lists it among the known differences.
 */

/** A Python exception raised by metric code (TypeError, KeyError, ...): the metric then errors. */
export class PythonError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(`${kind}: ${message}`);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Python `a == b` for JSON-like values (bool is an int: True == 1). */
export function pyEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  const num = (v: unknown): number | undefined =>
    typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : undefined;
  const na = num(a);
  const nb = num(b);
  if (na !== undefined && nb !== undefined) return na === nb;
  if (typeof a === "string" || typeof b === "string") return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => pyEquals(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && pyEquals(a[k], b[k]));
  }
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
    return container.includes(item);
  }
  if (Array.isArray(container)) return container.some((x) => pyEquals(x, item));
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
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  return "dict";
}

/** Python `str(value)` (and `repr` inside containers) for JSON-like values. */
export function pyStr(value: unknown): string {
  if (typeof value === "string") return value;
  return pyRepr(value);
}

export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "nan";
    if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
    return String(value);
  }
  if (typeof value === "string") {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const body = value
      .replace(/\\/g, "\\\\")
      .replace(/\n/g, "\\n")
      .replace(/\r/g, "\\r")
      .replace(/\t/g, "\\t")
      .replace(quote === "'" ? /'/g : /"/g, `\\${quote}`);
    return `${quote}${body}${quote}`;
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(", ")}}`;
  return String(value);
}

/** Python truthiness. */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Python's ordering operators (`lt`, `le`, `gt`, `ge`) over numbers, strings and lists. */
export function pyCompare(a: unknown, b: unknown): number {
  const num = (v: unknown): number | undefined =>
    typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : undefined;
  const na = num(a);
  const nb = num(b);
  if (na !== undefined && nb !== undefined) return na < nb ? -1 : na > nb ? 1 : 0;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!pyEquals(a[i], b[i])) return pyCompare(a[i], b[i]);
    }
    return a.length - b.length;
  }
  throw new PythonError(
    "TypeError",
    `'<' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`,
  );
}

/**
 * A Python `re` pattern as a JavaScript RegExp (unicode mode). Handles `(?P<name>…)`, `(?P=name)`, `\A`,
 * `\Z`, leading inline flags `(?imsx)` and the `re.I|M|S` flag names; verbose mode is not supported.
 */
export function pyRegex(pattern: string, flagNames: readonly string[] = []): RegExp {
  let source = pattern;
  const flags = new Set<string>(["u"]);
  const addFlag = (name: string) => {
    switch (name.toUpperCase()) {
      case "I":
      case "IGNORECASE":
        flags.add("i");
        break;
      case "M":
      case "MULTILINE":
        flags.add("m");
        break;
      case "S":
      case "DOTALL":
        flags.add("s");
        break;
      case "U":
      case "UNICODE":
      case "A":
      case "ASCII":
        break;
      default:
        throw new PythonError("AttributeError", `module 're' has no attribute '${name}'`);
    }
  };
  flagNames.forEach(addFlag);
  const inline = /^\(\?([aiLmsux]+)\)/.exec(source);
  if (inline) {
    for (const ch of inline[1]!) if ("ims".includes(ch)) addFlag(ch.toUpperCase());
    source = source.slice(inline[0].length);
  }
  source = source
    .replace(/\(\?P<([A-Za-z_][A-Za-z0-9_]*)>/g, "(?<$1>")
    .replace(/\(\?P=([A-Za-z_][A-Za-z0-9_]*)\)/g, "\\k<$1>")
    .replace(/(^|[^\\])\\A/g, "$1^(?<![\\s\\S])")
    .replace(/(^|[^\\])\\Z/g, "$1$(?![\\s\\S])");
  try {
    return new RegExp(source, [...flags].join(""));
  } catch {
    try {
      // Python accepts some escapes (e.g. `\-` outside classes) that unicode mode refuses.
      return new RegExp(source, [...flags].filter((f) => f !== "u").join(""));
    } catch (error) {
      throw new PythonError("re.error", `${(error as Error).message} (pattern ${JSON.stringify(pattern)})`);
    }
  }
}

/** Python `re.search(pattern, text, flags) is not None`. */
export function pySearch(pattern: string, text: unknown, flagNames: readonly string[] = []): boolean {
  if (typeof text !== "string")
    throw new PythonError("TypeError", `expected string or bytes-like object, got '${pyTypeName(text)}'`);
  return pyRegex(pattern, flagNames).test(text);
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
  const isStripped = (ch: string) => (set ? set.has(ch) : /^\s$/u.test(ch));
  const codePoints = Array.from(text);
  let start = 0;
  let end = codePoints.length;
  if (side !== "right") while (start < end && isStripped(codePoints[start]!)) start++;
  if (side !== "left") while (end > start && isStripped(codePoints[end - 1]!)) end--;
  return codePoints.slice(start, end).join("");
}

/** rapidfuzz `fuzz.ratio(a, b)` (0–100): the normalized Indel similarity over code points; None gives 0. */
export function fuzzRatio(a: unknown, b: unknown): number {
  if (a === null || a === undefined || b === null || b === undefined) return 0;
  const x = Array.from(String(a));
  const y = Array.from(String(b));
  const total = x.length + y.length;
  if (total === 0) return 100;
  return (200 * lcsLength(x, y)) / total;
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

/**
 * A Python literal of lists/tuples of strings, numbers, booleans and None (what `eval` of a gsettings
 * array or a printed list gives); anything else is a SyntaxError.
 */
export function parsePythonLiteral(text: string): unknown {
  let pos = 0;
  const src = text;
  const fail = (): never => {
    throw new PythonError("SyntaxError", `invalid syntax in ${JSON.stringify(text.slice(0, 80))}`);
  };
  const ws = () => {
    while (pos < src.length && /\s/.test(src[pos]!)) pos++;
  };
  const value = (): unknown => {
    ws();
    const ch = src[pos];
    if (ch === "[" || ch === "(") {
      const close = ch === "[" ? "]" : ")";
      pos++;
      const items: unknown[] = [];
      ws();
      if (src[pos] === close) {
        pos++;
        return items;
      }
      for (;;) {
        items.push(value());
        ws();
        if (src[pos] === ",") {
          pos++;
          ws();
          if (src[pos] === close) {
            pos++;
            return items;
          }
          continue;
        }
        if (src[pos] === close) {
          pos++;
          return items;
        }
        fail();
      }
    }
    if (ch === "'" || ch === '"') {
      const quote = ch;
      pos++;
      let out = "";
      while (pos < src.length && src[pos] !== quote) {
        if (src[pos] === "\\") {
          const next = src[pos + 1];
          const map: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"' };
          out += next !== undefined && map[next] !== undefined ? map[next] : `\\${next ?? ""}`;
          pos += 2;
        } else out += src[pos++];
      }
      if (src[pos] !== quote) fail();
      pos++;
      return out;
    }
    const word = /^(True|False|None|-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)/.exec(src.slice(pos));
    if (!word) return fail();
    pos += word[0].length;
    if (word[0] === "True") return true;
    if (word[0] === "False") return false;
    if (word[0] === "None") return null;
    return Number(word[0]);
  };
  const result = value();
  ws();
  if (pos !== src.length) fail();
  return result;
}
