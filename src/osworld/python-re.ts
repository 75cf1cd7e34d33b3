import { PythonError } from "./python-error.ts";

/**
 * Python's `re` (CPython 3.11, str patterns) on JavaScript's engine: the pattern is parsed as sre_parse
 * parses it (same syntax, same errors: bad escapes, nothing to repeat, fixed-width lookbehind, group
 * references, `{,n}`, a literal `{`, verbose mode, inline and scoped flags, possessive quantifiers and
 * atomic groups) and written out as a `v`-mode RegExp whose every construct means what Python's does:
 * `$` also before a final newline, `.` everything but "\n", `\w \d \s \b` Unicode-aware as in Python
 * (ASCII under re.A), `^`/`$` under re.M only around "\n", atomic groups as `(?=(X))\k`.
 *
 * What JavaScript cannot express is refused with PythonError("NotSupported"): conditional groups
 * `(?(1)a|b)` and `\N{NAME}` escapes. A back-reference to a group that did not take part matches the empty
 * string in JavaScript where Python fails (docs/osworld.md lists it).
 */

export const RE_FLAGS = {
  TEMPLATE: 1,
  IGNORECASE: 2,
  LOCALE: 4,
  MULTILINE: 8,
  DOTALL: 16,
  UNICODE: 32,
  VERBOSE: 64,
  DEBUG: 128,
  ASCII: 256,
} as const;

const FLAG_NAMES: Record<string, number> = {
  A: RE_FLAGS.ASCII,
  ASCII: RE_FLAGS.ASCII,
  I: RE_FLAGS.IGNORECASE,
  IGNORECASE: RE_FLAGS.IGNORECASE,
  L: RE_FLAGS.LOCALE,
  LOCALE: RE_FLAGS.LOCALE,
  M: RE_FLAGS.MULTILINE,
  MULTILINE: RE_FLAGS.MULTILINE,
  S: RE_FLAGS.DOTALL,
  DOTALL: RE_FLAGS.DOTALL,
  U: RE_FLAGS.UNICODE,
  UNICODE: RE_FLAGS.UNICODE,
  X: RE_FLAGS.VERBOSE,
  VERBOSE: RE_FLAGS.VERBOSE,
  DEBUG: RE_FLAGS.DEBUG,
  NOFLAG: 0,
  T: RE_FLAGS.TEMPLATE,
  TEMPLATE: RE_FLAGS.TEMPLATE,
};

/** `getattr(re, name)` for a flag name (`re.I`, `re.MULTILINE`); AttributeError for anything else. */
export function reFlag(name: string): number {
  const flag = FLAG_NAMES[name];
  if (flag === undefined) throw new PythonError("AttributeError", `module 're' has no attribute '${name}'`);
  return flag;
}

const INLINE_FLAGS: Record<string, number> = {
  i: RE_FLAGS.IGNORECASE,
  L: RE_FLAGS.LOCALE,
  m: RE_FLAGS.MULTILINE,
  s: RE_FLAGS.DOTALL,
  x: RE_FLAGS.VERBOSE,
  a: RE_FLAGS.ASCII,
  u: RE_FLAGS.UNICODE,
};
const TYPE_FLAGS = RE_FLAGS.ASCII | RE_FLAGS.LOCALE | RE_FLAGS.UNICODE;
const MAXREPEAT = 4294967295;
const MAXGROUPS = 1073741823;

type Category = "d" | "D" | "w" | "W" | "s" | "S";
type SetItem =
  | { kind: "literal"; cp: number }
  | { kind: "range"; lo: number; hi: number }
  | { kind: "category"; cat: Category };
type Node =
  | { kind: "literal"; cp: number }
  | { kind: "any" }
  | { kind: "set"; negate: boolean; items: SetItem[] }
  | { kind: "category"; cat: Category }
  | { kind: "at"; at: "beginning" | "end" | "beginning_string" | "end_string" | "boundary" | "non_boundary" }
  | { kind: "branch"; alternatives: Node[][] }
  | { kind: "group"; group: number | null; addFlags: number; delFlags: number; body: Node[] }
  | { kind: "atomic"; body: Node[] }
  | { kind: "assert"; negate: boolean; behind: boolean; body: Node[] }
  | { kind: "repeat"; min: number; max: number; mode: "greedy" | "lazy" | "possessive"; body: Node[] }
  | { kind: "groupref"; group: number };

function reError(message: string, pos: number): PythonError {
  return new PythonError("error", `${message} at position ${pos}`);
}

const DIGITS = /[0-9]/;
const OCTDIGITS = /[0-7]/;
const HEXDIGITS = /[0-9a-fA-F]/;
const ASCIILETTERS = /[a-zA-Z]/;
const WHITESPACE = new Set([" ", "\t", "\n", "\r", "\v", "\f"]);

/** Python's str.isidentifier for group names (XID_Start or `_`, then XID_Continue, after NFKC). */
function isIdentifier(name: string): boolean {
  return /^[\p{XID_Start}_]\p{XID_Continue}*$/u.test(name.normalize("NFKC"));
}

class Source {
  readonly chars: string[];
  index = 0;
  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }
  get next(): string | undefined {
    const ch = this.chars[this.index];
    if (ch === "\\") {
      const escaped = this.chars[this.index + 1];
      return escaped === undefined ? undefined : `\\${escaped}`;
    }
    return ch;
  }
  get(): string | undefined {
    const value = this.next;
    if (value === undefined) {
      if (this.chars[this.index] === "\\") throw reError("bad escape (end of pattern)", this.index);
      return undefined;
    }
    this.index += value.length === 2 && value[0] === "\\" ? 2 : 1;
    return value;
  }
  match(ch: string): boolean {
    if (this.next === ch) {
      this.get();
      return true;
    }
    return false;
  }
  getWhile(n: number, pattern: RegExp): string {
    let out = "";
    for (let i = 0; i < n; i++) {
      const c = this.next;
      if (c === undefined || c.length !== 1 || !pattern.test(c)) break;
      out += c;
      this.index++;
    }
    return out;
  }
  getUntil(terminator: string, what: string): string {
    let out = "";
    for (;;) {
      const c = this.next;
      this.index++;
      if (c === undefined) {
        if (!out) throw reError(`missing ${what}`, this.index - 1);
        throw reError(`missing ${terminator}, unterminated name`, this.index - 1 - out.length);
      }
      if (c === terminator) {
        if (!out) throw reError(`missing ${what}`, this.index - 1);
        return out;
      }
      if (c.length === 2) this.index++;
      out += c;
    }
  }
  tell(): number {
    return this.index;
  }
}

class State {
  flags: number;
  groupdict = new Map<string, number>();
  groupwidths: ([number, number] | null)[] = [null];
  lookbehindgroups: number | null = null;
  openGroups = new Set<number>();
  constructor(flags: number) {
    this.flags = flags;
  }
  get groups(): number {
    return this.groupwidths.length;
  }
  openGroup(name: string | null, pos: number): number {
    const gid = this.groups;
    this.groupwidths.push(null);
    if (this.groups > MAXGROUPS) throw reError("too many groups", pos);
    if (name !== null) {
      const old = this.groupdict.get(name);
      if (old !== undefined)
        throw reError(`redefinition of group name '${name}' as group ${gid}; was group ${old}`, pos);
      this.groupdict.set(name, gid);
    }
    this.openGroups.add(gid);
    return gid;
  }
  closeGroup(gid: number, body: Node[]): void {
    this.groupwidths[gid] = width(body, this);
    this.openGroups.delete(gid);
  }
  checkGroup(gid: number): boolean {
    return gid < this.groups && this.groupwidths[gid] !== null;
  }
  checkLookbehindGroup(gid: number, pos: number): void {
    if (this.lookbehindgroups !== null) {
      if (!this.checkGroup(gid)) throw reError("cannot refer to an open group", pos);
      if (gid >= this.lookbehindgroups)
        throw reError("cannot refer to group defined in the same lookbehind subpattern", pos);
    }
  }
}

/** sre_parse's getwidth: the (min, max) length a subpattern can match. */
function width(nodes: Node[], state: State): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const node of nodes) {
    let i = 0;
    let j = 0;
    switch (node.kind) {
      case "literal":
      case "any":
      case "set":
      case "category":
        i = 1;
        j = 1;
        break;
      case "branch": {
        i = MAXREPEAT - 1;
        j = 0;
        for (const alt of node.alternatives) {
          const [a, b] = width(alt, state);
          i = Math.min(i, a);
          j = Math.max(j, b);
        }
        break;
      }
      case "group":
      case "atomic":
        [i, j] = width(node.body, state);
        break;
      case "repeat": {
        const [a, b] = width(node.body, state);
        i = a * node.min;
        j = b * node.max;
        break;
      }
      case "groupref":
        [i, j] = state.groupwidths[node.group] ?? [0, MAXREPEAT];
        break;
      default:
        break;
    }
    lo += i;
    hi += j;
  }
  return [Math.min(lo, MAXREPEAT - 1), Math.min(hi, MAXREPEAT)];
}

const CATEGORY_ESCAPES: Record<string, Node> = {
  "\\A": { kind: "at", at: "beginning_string" },
  "\\Z": { kind: "at", at: "end_string" },
  "\\b": { kind: "at", at: "boundary" },
  "\\B": { kind: "at", at: "non_boundary" },
  "\\d": { kind: "category", cat: "d" },
  "\\D": { kind: "category", cat: "D" },
  "\\s": { kind: "category", cat: "s" },
  "\\S": { kind: "category", cat: "S" },
  "\\w": { kind: "category", cat: "w" },
  "\\W": { kind: "category", cat: "W" },
};
const SIMPLE_ESCAPES: Record<string, number> = {
  "\\a": 7,
  "\\b": 8,
  "\\f": 12,
  "\\n": 10,
  "\\r": 13,
  "\\t": 9,
  "\\v": 11,
  "\\\\": 92,
};

/** `\x..`, `\u....`, `\U........` and `\N{...}` (both in and out of classes); undefined for other escapes. */
function hexEscape(source: Source, escape: string, start: number): number | undefined {
  const c = escape[1];
  const hex = (n: number) => {
    const digits = source.getWhile(n, HEXDIGITS);
    if (digits.length !== n) throw reError(`incomplete escape ${escape}${digits}`, start);
    return { value: parseInt(digits, 16), digits };
  };
  if (c === "x") return hex(2).value;
  if (c === "u") return hex(4).value;
  if (c === "U") {
    const { value, digits } = hex(8);
    if (value > 0x10ffff) throw reError(`bad escape ${escape}${digits}`, start);
    return value;
  }
  if (c === "N")
    throw new PythonError("NotSupported", "desktest does not translate \\N{...} escapes in Python patterns");
  return undefined;
}

function classEscape(source: Source, escape: string, start: number): SetItem {
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== undefined) return { kind: "literal", cp: simple };
  const category = CATEGORY_ESCAPES[escape];
  if (category?.kind === "category") return { kind: "category", cat: category.cat };
  const hex = hexEscape(source, escape, start);
  if (hex !== undefined) return { kind: "literal", cp: hex };
  const c = escape[1]!;
  if (OCTDIGITS.test(c)) {
    const digits = c + source.getWhile(2, OCTDIGITS);
    const value = parseInt(digits, 8);
    if (value > 0o377) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
    return { kind: "literal", cp: value };
  }
  if (DIGITS.test(c) || ASCIILETTERS.test(c)) throw reError(`bad escape ${escape}`, start);
  return { kind: "literal", cp: c.codePointAt(0)! };
}

function escapeNode(source: Source, escape: string, state: State, start: number): Node {
  const category = CATEGORY_ESCAPES[escape];
  if (category) return category;
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== undefined) return { kind: "literal", cp: simple };
  const hex = hexEscape(source, escape, start);
  if (hex !== undefined) return { kind: "literal", cp: hex };
  const c = escape[1]!;
  if (c === "0") return { kind: "literal", cp: parseInt(c + source.getWhile(2, OCTDIGITS), 8) };
  if (DIGITS.test(c)) {
    let digits = c;
    const next = source.next;
    if (next !== undefined && next.length === 1 && DIGITS.test(next)) {
      digits += source.get();
      const third = source.next;
      if (
        OCTDIGITS.test(digits[0]!) &&
        OCTDIGITS.test(digits[1]!) &&
        third?.length === 1 &&
        OCTDIGITS.test(third)
      ) {
        digits += source.get();
        const value = parseInt(digits, 8);
        if (value > 0o377) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
        return { kind: "literal", cp: value };
      }
    }
    const group = Number(digits);
    if (group < state.groups) {
      if (!state.checkGroup(group)) throw reError("cannot refer to an open group", start);
      state.checkLookbehindGroup(group, start);
      return { kind: "groupref", group };
    }
    throw reError(`invalid group reference ${group}`, start + 1);
  }
  if (ASCIILETTERS.test(c)) throw reError(`bad escape ${escape}`, start);
  return { kind: "literal", cp: c.codePointAt(0)! };
}

function parseSub(source: Source, state: State, verbose: boolean, nested: number): Node[] {
  const items: Node[][] = [];
  for (;;) {
    items.push(parse(source, state, verbose, nested + 1, nested === 0 && items.length === 0));
    if (!source.match("|")) break;
  }
  if (items.length === 1) return items[0]!;
  return [{ kind: "branch", alternatives: items }];
}

function parseFlags(source: Source, state: State, first: string): { add: number; del: number } | null {
  let char: string | undefined = first;
  let add = 0;
  let del = 0;
  if (char !== "-") {
    for (;;) {
      const flag = INLINE_FLAGS[char!]!;
      if (flag === RE_FLAGS.LOCALE)
        throw reError("bad inline flags: cannot use 'L' flag with a str pattern", source.tell());
      add |= flag;
      if (flag & TYPE_FLAGS && (add & TYPE_FLAGS) !== flag)
        throw reError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", source.tell());
      char = source.get();
      if (char === undefined) throw reError("missing -, : or )", source.tell());
      if (char === ")" || char === "-" || char === ":") break;
      if (!(char in INLINE_FLAGS))
        throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing -, : or )", source.tell());
    }
  }
  if (char === ")") {
    state.flags |= add;
    return null;
  }
  if (add & RE_FLAGS.LOCALE) throw reError("bad inline flags: cannot turn on global flag", source.tell());
  if (char === "-") {
    char = source.get();
    if (char === undefined) throw reError("missing flag", source.tell());
    if (!(char in INLINE_FLAGS))
      throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing flag", source.tell());
    for (;;) {
      const flag = INLINE_FLAGS[char]!;
      if (flag & TYPE_FLAGS)
        throw reError("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", source.tell());
      del |= flag;
      char = source.get();
      if (char === undefined) throw reError("missing :", source.tell());
      if (char === ":") break;
      if (!(char in INLINE_FLAGS))
        throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing :", source.tell());
    }
  }
  if (del & RE_FLAGS.LOCALE) throw reError("bad inline flags: cannot turn off global flag", source.tell());
  if (add & del) throw reError("bad inline flags: flag turned on and off", source.tell());
  return { add, del };
}

function parse(source: Source, state: State, verboseIn: boolean, nested: number, first: boolean): Node[] {
  const sub: Node[] = [];
  let verbose = verboseIn;
  for (;;) {
    const next = source.next;
    if (next === undefined || next === "|" || next === ")") break;
    const here = source.tell();
    const thisChar = source.get()!;
    if (verbose) {
      if (WHITESPACE.has(thisChar)) continue;
      if (thisChar === "#") {
        for (;;) {
          const c = source.get();
          if (c === undefined || c === "\n") break;
        }
        continue;
      }
    }
    if (thisChar[0] === "\\") {
      sub.push(escapeNode(source, thisChar, state, here));
    } else if (thisChar === "[") {
      sub.push(parseSet(source, here));
    } else if ("*+?{".includes(thisChar)) {
      let min: number;
      let max: number;
      if (thisChar === "?") [min, max] = [0, 1];
      else if (thisChar === "*") [min, max] = [0, MAXREPEAT];
      else if (thisChar === "+") [min, max] = [1, MAXREPEAT];
      else {
        if (source.next === "}") {
          sub.push({ kind: "literal", cp: 123 });
          continue;
        }
        [min, max] = [0, MAXREPEAT];
        let lo = "";
        let hi = "";
        while (source.next !== undefined && source.next.length === 1 && DIGITS.test(source.next))
          lo += source.get();
        if (source.match(",")) {
          while (source.next !== undefined && source.next.length === 1 && DIGITS.test(source.next))
            hi += source.get();
        } else hi = lo;
        if (!source.match("}")) {
          sub.push({ kind: "literal", cp: 123 });
          source.index = here + 1;
          continue;
        }
        if (lo) {
          min = Number(lo);
          if (min >= MAXREPEAT) throw new PythonError("OverflowError", "the repetition number is too large");
        }
        if (hi) {
          max = Number(hi);
          if (max >= MAXREPEAT) throw new PythonError("OverflowError", "the repetition number is too large");
          if (max < min) throw reError("min repeat greater than max repeat", here);
        }
      }
      const item = sub.at(-1);
      if (!item || item.kind === "at") throw reError("nothing to repeat", here);
      if (item.kind === "repeat") throw reError("multiple repeat", here);
      const body =
        item.kind === "group" && item.group === null && !item.addFlags && !item.delFlags ? item.body : [item];
      const mode = source.match("?") ? "lazy" : source.match("+") ? "possessive" : "greedy";
      sub[sub.length - 1] = { kind: "repeat", min, max, mode, body };
    } else if (thisChar === ".") {
      sub.push({ kind: "any" });
    } else if (thisChar === "(") {
      const start = here;
      let capture = true;
      let atomic = false;
      let name: string | null = null;
      let addFlags = 0;
      let delFlags = 0;
      if (source.match("?")) {
        const char = source.get();
        if (char === undefined) throw reError("unexpected end of pattern", source.tell());
        if (char === "P") {
          if (source.match("<")) {
            name = source.getUntil(">", "group name");
            if (!isIdentifier(name))
              throw reError(`bad character in group name '${name}'`, source.tell() - name.length - 1);
          } else if (source.match("=")) {
            const ref = source.getUntil(")", "group name");
            if (!isIdentifier(ref))
              throw reError(`bad character in group name '${ref}'`, source.tell() - ref.length - 1);
            const gid = state.groupdict.get(ref);
            if (gid === undefined)
              throw reError(`unknown group name '${ref}'`, source.tell() - ref.length - 1);
            if (!state.checkGroup(gid))
              throw reError("cannot refer to an open group", source.tell() - ref.length - 1);
            state.checkLookbehindGroup(gid, source.tell());
            sub.push({ kind: "groupref", group: gid });
            continue;
          } else {
            const c = source.get();
            if (c === undefined) throw reError("unexpected end of pattern", source.tell());
            throw reError(`unknown extension ?P${c}`, source.tell() - c.length - 2);
          }
        } else if (char === ":") {
          capture = false;
        } else if (char === "#") {
          for (;;) {
            if (source.next === undefined) throw reError("missing ), unterminated comment", start);
            if (source.get() === ")") break;
          }
          continue;
        } else if ("=!<".includes(char)) {
          let kind = char;
          let behind = false;
          const outerLookbehind = state.lookbehindgroups;
          if (kind === "<") {
            const c = source.get();
            if (c === undefined) throw reError("unexpected end of pattern", source.tell());
            if (!"=!".includes(c)) throw reError(`unknown extension ?<${c}`, source.tell() - c.length - 2);
            kind = c;
            behind = true;
            if (outerLookbehind === null) state.lookbehindgroups = state.groups;
          }
          const body = parseSub(source, state, verbose, nested + 1);
          if (behind && outerLookbehind === null) state.lookbehindgroups = null;
          if (!source.match(")")) throw reError("missing ), unterminated subpattern", start);
          if (behind) {
            const [lo, hi] = width(body, state);
            if (lo !== hi) throw new PythonError("error", "look-behind requires fixed-width pattern");
          }
          sub.push({ kind: "assert", negate: kind === "!", behind, body });
          continue;
        } else if (char === "(") {
          throw new PythonError(
            "NotSupported",
            "desktest does not translate conditional groups (?(id)yes|no) of Python patterns",
          );
        } else if (char === ">") {
          capture = false;
          atomic = true;
        } else if (char in INLINE_FLAGS || char === "-") {
          const flags = parseFlags(source, state, char);
          if (flags === null) {
            if (!first || sub.length > 0)
              throw reError("global flags not at the start of the expression", start);
            verbose = (state.flags & RE_FLAGS.VERBOSE) !== 0;
            continue;
          }
          addFlags = flags.add;
          delFlags = flags.del;
          capture = false;
        } else {
          throw reError(`unknown extension ?${char}`, source.tell() - char.length - 1);
        }
      }
      const group = capture ? state.openGroup(name, start + 1) : null;
      const subVerbose = (verbose || (addFlags & RE_FLAGS.VERBOSE) !== 0) && !(delFlags & RE_FLAGS.VERBOSE);
      const body = parseSub(source, state, subVerbose, nested + 1);
      if (!source.match(")")) throw reError("missing ), unterminated subpattern", start);
      if (group !== null) state.closeGroup(group, body);
      sub.push(atomic ? { kind: "atomic", body } : { kind: "group", group, addFlags, delFlags, body });
    } else if (thisChar === "^") {
      sub.push({ kind: "at", at: "beginning" });
    } else if (thisChar === "$") {
      sub.push({ kind: "at", at: "end" });
    } else {
      sub.push({ kind: "literal", cp: thisChar.codePointAt(0)! });
    }
  }
  return sub;
}

function parseSet(source: Source, here: number): Node {
  const items: SetItem[] = [];
  const negate = source.match("^");
  for (;;) {
    const start = source.tell();
    const thisChar = source.get();
    if (thisChar === undefined) throw reError("unterminated character set", here);
    if (thisChar === "]" && items.length > 0) break;
    const code1: SetItem =
      thisChar[0] === "\\"
        ? classEscape(source, thisChar, start)
        : { kind: "literal", cp: thisChar.codePointAt(0)! };
    if (source.match("-")) {
      const thatStart = source.tell();
      const that = source.get();
      if (that === undefined) throw reError("unterminated character set", here);
      if (that === "]") {
        items.push(code1, { kind: "literal", cp: 45 });
        break;
      }
      const code2: SetItem =
        that[0] === "\\"
          ? classEscape(source, that, thatStart)
          : { kind: "literal", cp: that.codePointAt(0)! };
      if (code1.kind !== "literal" || code2.kind !== "literal" || code2.cp < code1.cp)
        throw reError(`bad character range ${thisChar}-${that}`, start);
      items.push({ kind: "range", lo: code1.cp, hi: code2.cp });
    } else items.push(code1);
  }
  return { kind: "set", negate, items };
}

// What Python's str patterns mean by \s, \w and \d (Unicode), and under re.ASCII.
const UNICODE_SPACE =
  "\\t\\n\\v\\f\\r\\u{1C}-\\u{20}\\u{85}\\u{A0}\\u{1680}\\u{2000}-\\u{200A}\\u{2028}\\u{2029}\\u{202F}\\u{205F}\\u{3000}";
const CATEGORY_CLASS: Record<"unicode" | "ascii", Record<"d" | "w" | "s", string>> = {
  unicode: { d: "\\p{Nd}", w: "\\p{L}\\p{N}_", s: UNICODE_SPACE },
  ascii: { d: "0-9", w: "A-Za-z0-9_", s: "\\t\\n\\v\\f\\r " },
};

function literal(cp: number): string {
  const ch = String.fromCodePoint(cp);
  return /^[A-Za-z0-9]$/.test(ch) ? ch : `\\u{${cp.toString(16).toUpperCase()}}`;
}

/**
 * Under IGNORECASE (not ASCII), Python matches a character whose lowercase equals the pattern's, plus
 * sre's equivalences: i, I, İ (lowercase i) and ı (sre pairs it with i) are one letter. JavaScript's /iu
 * uses Unicode's simple case folding, in which İ and ı fold to nothing else; every other cased letter
 * agrees (checked over every code point with a case mapping).
 */
const DOTTED_I = [0x49, 0x69, 0x130, 0x131];

function ignoresDottedI(flags: number): boolean {
  return (flags & RE_FLAGS.IGNORECASE) !== 0 && (flags & RE_FLAGS.ASCII) === 0;
}

interface EmitState {
  flags: number;
  helpers: number;
}

function categoryClass(cat: Category, flags: number): string {
  const table = CATEGORY_CLASS[flags & RE_FLAGS.ASCII ? "ascii" : "unicode"];
  const inner = table[cat.toLowerCase() as "d" | "w" | "s"];
  return cat === cat.toLowerCase() ? `[${inner}]` : `[^${inner}]`;
}

function emit(nodes: Node[], state: EmitState): string {
  return nodes.map((node) => emitNode(node, state)).join("");
}

function emitNode(node: Node, state: EmitState): string {
  const flags = state.flags;
  switch (node.kind) {
    case "literal":
      if (ignoresDottedI(flags) && DOTTED_I.includes(node.cp)) return `[${DOTTED_I.map(literal).join("")}]`;
      return literal(node.cp);
    case "any":
      return flags & RE_FLAGS.DOTALL ? "[\\u{0}-\\u{10FFFF}]" : "[^\\n]";
    case "category":
      return categoryClass(node.cat, flags);
    case "set": {
      const parts = node.items.map((item) =>
        item.kind === "literal"
          ? literal(item.cp)
          : item.kind === "range"
            ? `${literal(item.lo)}-${literal(item.hi)}`
            : categoryClass(item.cat, flags),
      );
      const coversDottedI = node.items.some(
        (item) =>
          (item.kind === "literal" && DOTTED_I.includes(item.cp)) ||
          (item.kind === "range" && DOTTED_I.some((cp) => item.lo <= cp && cp <= item.hi)),
      );
      if (ignoresDottedI(flags) && coversDottedI) parts.push(...DOTTED_I.map(literal));
      if (parts.length === 0) return node.negate ? "[\\u{0}-\\u{10FFFF}]" : "[]";
      return `[${node.negate ? "^" : ""}${parts.join("")}]`;
    }
    case "at": {
      const word = categoryClass("w", flags);
      switch (node.at) {
        case "beginning":
          return flags & RE_FLAGS.MULTILINE ? "(?<![^\\n])" : "(?<![\\u{0}-\\u{10FFFF}])";
        case "end":
          return flags & RE_FLAGS.MULTILINE ? "(?![^\\n])" : "(?=\\n?(?![\\u{0}-\\u{10FFFF}]))";
        case "beginning_string":
          return "(?<![\\u{0}-\\u{10FFFF}])";
        case "end_string":
          return "(?![\\u{0}-\\u{10FFFF}])";
        case "boundary":
          return `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
        case "non_boundary":
          return `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`;
      }
      break;
    }
    case "branch":
      return `(?:${node.alternatives.map((alt) => emit(alt, state)).join("|")})`;
    case "group": {
      const inner = { ...state, flags: (flags | node.addFlags) & ~node.delFlags };
      const body = emit(node.body, inner);
      state.helpers = inner.helpers;
      const caseOn = node.addFlags & RE_FLAGS.IGNORECASE ? "i" : "";
      const caseOff = node.delFlags & RE_FLAGS.IGNORECASE ? "-i" : "";
      const group = node.group === null ? `(?:${body})` : `(?<p${node.group}>${body})`;
      return caseOn || caseOff ? `(?${caseOn}${caseOff}:${group})` : group;
    }
    case "atomic":
      return atomic(emit(node.body, state), state);
    case "assert":
      return `(?${node.behind ? "<" : ""}${node.negate ? "!" : "="}${emit(node.body, state)})`;
    case "repeat": {
      const body = emit(node.body, state);
      const unit = node.body.length === 1 && isAtom(node.body[0]!) ? body : `(?:${body})`;
      const quantifier =
        node.min === 0 && node.max === MAXREPEAT
          ? "*"
          : node.min === 1 && node.max === MAXREPEAT
            ? "+"
            : node.min === 0 && node.max === 1
              ? "?"
              : node.max === MAXREPEAT
                ? `{${node.min},}`
                : node.min === node.max
                  ? `{${node.min}}`
                  : `{${node.min},${node.max}}`;
      if (node.mode === "possessive") return atomic(`${unit}${quantifier}`, state);
      return `${unit}${quantifier}${node.mode === "lazy" ? "?" : ""}`;
    }
    case "groupref":
      return `\\k<p${node.group}>`;
  }
  return "";
}

/** Whether the emitted form of a node is one atom a quantifier can follow directly. */
function isAtom(node: Node): boolean {
  return ["literal", "any", "category", "set", "group", "groupref"].includes(node.kind);
}

/** An atomic group: match the body once in a lookahead, then consume exactly what it matched. */
function atomic(body: string, state: EmitState): string {
  const name = `a${++state.helpers}`;
  return `(?=(?<${name}>${body}))\\k<${name}>`;
}

const cache = new Map<string, RegExp>();
const groupNames = new WeakMap<RegExp, Map<string, number>>();

/** `re.compile(pattern, flags)` as a JavaScript RegExp with Python's meaning (cached). */
export function compilePythonRegex(pattern: unknown, flags = 0): RegExp {
  if (typeof pattern !== "string")
    throw new PythonError("TypeError", "first argument must be string or compiled pattern");
  const key = `${flags}\u0000${pattern}`;
  const known = cache.get(key);
  if (known) return known;
  if (flags & RE_FLAGS.LOCALE)
    throw new PythonError("ValueError", "cannot use LOCALE flag with a str pattern");
  if (flags & RE_FLAGS.ASCII && flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const state = new State(flags);
  const source = new Source(pattern);
  const tree = parseSub(source, state, (flags & RE_FLAGS.VERBOSE) !== 0, 0);
  if (source.next !== undefined) {
    if (source.next === ")") throw reError("unbalanced parenthesis", source.tell());
    throw reError("internal error in regular expression parser", source.tell());
  }
  if (state.flags & RE_FLAGS.ASCII && state.flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const body = emit(tree, { flags: state.flags, helpers: 0 });
  let regex: RegExp;
  try {
    regex = new RegExp(body, state.flags & RE_FLAGS.IGNORECASE ? "iv" : "v");
  } catch (error) {
    throw new PythonError(
      "NotSupported",
      `desktest could not translate the Python pattern ${JSON.stringify(pattern)}: ${(error as Error).message}`,
    );
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, regex);
  groupNames.set(regex, state.groupdict);
  return regex;
}

function checkText(text: unknown): string {
  if (typeof text !== "string")
    throw new PythonError(
      "TypeError",
      `expected string or bytes-like object, got '${text === null || text === undefined ? "NoneType" : Array.isArray(text) ? "list" : typeof text === "number" ? (Number.isInteger(text) ? "int" : "float") : typeof text === "boolean" ? "bool" : "dict"}'`,
    );
  return text;
}

/** `re.search(pattern, text, flags) is not None`. */
export function pythonSearch(pattern: unknown, text: unknown, flags = 0): boolean {
  const regex = compilePythonRegex(pattern, flags);
  return regex.test(checkText(text));
}

/**
 * `re.match(pattern, text)`: null, or the groups of the match anchored at the start (index 0 the whole
 * match; named groups also under their Python names; a group that did not take part is undefined).
 */
export function pythonMatch(
  pattern: unknown,
  text: unknown,
  flags = 0,
): { [group: string | number]: string | undefined } | null {
  const regex = compilePythonRegex(pattern, flags);
  const match = new RegExp(regex.source, `${regex.flags}y`).exec(checkText(text));
  if (!match) return null;
  const groups: { [group: string | number]: string | undefined } = { 0: match[0] };
  for (const [name, value] of Object.entries(match.groups ?? {}))
    if (name.startsWith("p")) groups[Number(name.slice(1))] = value;
  for (const [name, gid] of groupNames.get(regex) ?? []) groups[name] = groups[gid];
  return groups;
}

/** `re.findall(pattern, text)` for a pattern without groups: every non-overlapping match's text. */
export function pythonFindall(pattern: unknown, text: unknown, flags = 0): string[] {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return Array.from(checkText(text).matchAll(global), (m) => m[0]);
}

/** `re.sub(pattern, replacement, text)` with a plain replacement text (no group references). */
export function pythonSub(pattern: unknown, replacement: string, text: unknown, flags = 0): string {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return checkText(text).replace(global, () => replacement);
}
