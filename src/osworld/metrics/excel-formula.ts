import { PythonError, pyFloat, pyFloatRepr, pyStrip } from "../python-semantics.ts";

/**
 * The part of the `formulas` package (1.3) that OSWorld's conditional-formatting check uses:
 * `Parser().ast("=" + formula)[1].compile()` gives a function of the formula's references (sorted by name,
 * each a positional argument: a cell's value as read_cell_value gives it, or a list for a range), and the
 * value it computes, with formulas' own Excel semantics (errors as values, text to number conversions,
 * type ordering in comparisons). Ported: literals, references, the operators, and the functions listed
 * in FUNCTIONS; a formula using anything else is refused (NotSupported), as desktest cannot compute it.
 */

/** An Excel error value (formulas' XlError): truthy, and equal to nothing but itself. */
export class FError {
  constructor(readonly code: string) {}
}
const ERRORS = new Map(
  ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"].map((c) => [c, new FError(c)]),
);
const err = (code: string) => ERRORS.get(code)!;

/** A value: Python float/int (number), str, bool, None (null), an error, or a list (a range's values). */
export type FScalar = number | string | boolean | null | FError;
export type FValue = FScalar | FScalar[];

/** A syntax error: formulas cannot compile the formula (OSWorld then skips the rule). */
export class FormulaSyntaxError extends Error {}

type Node =
  | { kind: "literal"; value: FScalar }
  | { kind: "ref"; name: string }
  | { kind: "unary"; op: "-" | "+"; arg: Node }
  | { kind: "percent"; arg: Node }
  | { kind: "binary"; op: string; left: Node; right: Node }
  | { kind: "call"; name: string; args: Node[] };

function notSupported(what: string): never {
  throw new PythonError(
    "NotSupported",
    `desktest does not compute ${what} in conditional-formatting formulas`,
  );
}

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)/;

class Parser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parse(): Node {
    const node = this.comparison();
    this.space();
    if (this.pos < this.text.length) {
      if (this.text[this.pos] === ")") throw new FormulaSyntaxError("Mismatched or misplaced parentheses!");
      throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
    }
    return node;
  }

  private space(): boolean {
    const start = this.pos;
    while (this.text[this.pos] === " ") this.pos++;
    return this.pos > start;
  }

  private peekOp(ops: string[]): string | undefined {
    this.space();
    return ops.find((op) => this.text.startsWith(op, this.pos));
  }

  private binary(ops: string[], next: () => Node): Node {
    let left = next();
    for (;;) {
      const op = this.peekOp(ops);
      if (!op) return left;
      this.pos += op.length;
      left = { kind: "binary", op, left, right: next() };
    }
  }

  private comparison(): Node {
    return this.binary(["<=", ">=", "<>", "=", "<", ">"], () => this.concat());
  }

  private concat(): Node {
    return this.binary(["&"], () => this.additive());
  }

  private additive(): Node {
    return this.binary(["+", "-"], () => this.multiplicative());
  }

  private multiplicative(): Node {
    return this.binary(["*", "/"], () => this.power());
  }

  private power(): Node {
    return this.binary(["^"], () => this.postfix());
  }

  private postfix(): Node {
    let node = this.unary();
    if (this.peekOp(["%"])) {
      this.pos++;
      node = { kind: "percent", arg: node };
      if (this.peekOp(["%"])) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
    }
    return node;
  }

  private unary(): Node {
    const op = this.peekOp(["-", "+"]);
    if (op) {
      this.pos++;
      return { kind: "unary", op: op as "-" | "+", arg: this.unary() };
    }
    return this.primary();
  }

  private primary(): Node {
    this.space();
    const rest = this.text.slice(this.pos);
    if (rest.startsWith("(")) {
      this.pos++;
      const node = this.comparison();
      if (!this.peekOp([")"])) throw new FormulaSyntaxError("Mismatched or misplaced parentheses!");
      this.pos++;
      return node;
    }
    if (rest.startsWith('"')) {
      const m = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!m) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
      this.pos += m[0].length;
      return { kind: "literal", value: m[1]!.replace(/""/g, '"') };
    }
    if (rest.startsWith("#")) {
      const code = [...ERRORS.keys()].find((c) => rest.toUpperCase().startsWith(c));
      if (!code) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
      this.pos += code.length;
      return { kind: "literal", value: err(code) };
    }
    if (rest.startsWith("{")) notSupported("array constants");
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)(?:E[+-]?\d+)?(?![\w.$:])/.exec(rest);
    if (number && !/^\d+:/.test(rest)) {
      this.pos += number[0].length;
      const text = number[0];
      return { kind: "literal", value: /[.E]/.test(text) ? Number(text) : Number(text) };
    }
    const ref = this.reference(rest);
    if (ref) return ref;
    const name = /^[A-Za-z_\\][\w.]*/.exec(rest);
    if (name) {
      this.pos += name[0].length;
      const upper = name[0].toUpperCase();
      if (this.peekOp(["("])) {
        this.pos++;
        const args: Node[] = [];
        if (this.peekOp([")"])) this.pos++;
        else
          for (;;) {
            if (this.peekOp([",", ")"])) notSupported("empty function arguments");
            args.push(this.comparison());
            const sep = this.peekOp([",", ")"]);
            if (!sep) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
            this.pos++;
            if (sep === ")") break;
          }
        return { kind: "call", name: upper, args };
      }
      if (upper === "TRUE" || upper === "FALSE") return { kind: "literal", value: upper === "TRUE" };
      notSupported(`defined names (${name[0]})`);
    }
    if (rest.startsWith("'") || /^[^\s()]+!/.test(rest)) notSupported("references to other sheets");
    throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
  }

  /** A1, $A$1, A1:B2, A:A, 1:1 (formulas' input names: upper case, no $, a one-cell range collapsed). */
  private reference(rest: string): Node | undefined {
    const range =
      /^(\$?[A-Za-z]{1,3}\$?\d+|\$?[A-Za-z]{1,3}|\$?\d+)(?::(\$?[A-Za-z]{1,3}\$?\d+|\$?[A-Za-z]{1,3}|\$?\d+))?(?![\w(!.])/.exec(
        rest,
      );
    if (!range) return undefined;
    const [whole, a, b] = range;
    const cellLike = (s: string) => CELL.test(s) && CELL.exec(s)![0].length === s.length;
    if (b === undefined) {
      if (!cellLike(a!)) return undefined; // a lone column or row is a name or a number
    } else if (cellLike(a!) !== cellLike(b)) return undefined;
    else if (!cellLike(a!) && /^\$?\d/.test(a!) !== /^\$?\d/.test(b)) return undefined;
    this.pos += whole!.length;
    const norm = (s: string) => s.replace(/\$/g, "").toUpperCase();
    const name = b === undefined || norm(a!) === norm(b) ? norm(a!) : `${norm(a!)}:${norm(b)}`;
    if (this.text[this.pos] === " " && /^ +[$A-Za-z\d]/.test(this.text.slice(this.pos))) {
      const after = this.text.slice(this.pos).trimStart();
      if (!/^(?:[-+*/^&=<>%),]|<>|<=|>=)/.test(after)) notSupported("range intersections");
    }
    return { kind: "ref", name };
  }
}

/** Parse a conditional-formatting formula (without its '='); FormulaSyntaxError where formulas fails. */
export function parseFormula(text: string): Node {
  if (text.startsWith("=")) throw new FormulaSyntaxError(`Not a valid formula: =${text}`);
  return new Parser(text).parse();
}

/** The compiled formula's inputs: its references' names, distinct and sorted. */
export function formulaInputs(node: Node): string[] {
  const names = new Set<string>();
  const walk = (n: Node) => {
    if (n.kind === "ref") names.add(n.name);
    else if (n.kind === "unary" || n.kind === "percent") walk(n.arg);
    else if (n.kind === "binary") {
      walk(n.left);
      walk(n.right);
    } else if (n.kind === "call") n.args.forEach(walk);
  };
  walk(node);
  return [...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

// ---- values ------------------------------------------------------------------------------------------------

function isError(v: unknown): v is FError {
  return v instanceof FError;
}

/** Python truthiness of a formula's result (a list of several values has none: ValueError). */
export function formulaTruthy(value: FValue): boolean {
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    if (value.length > 1)
      throw new PythonError(
        "ValueError",
        "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
      );
    return formulaTruthy(value[0]!);
  }
  if (value === null) return false;
  if (value instanceof FError) return true;
  if (typeof value === "string") return value !== "";
  if (typeof value === "number") return value !== 0;
  return value;
}

/** Python float(x), as formulas' numeric operators convert their operands (ValueError/TypeError → #VALUE!). */
function toFloat(v: FScalar): number {
  if (typeof v === "boolean") return Number(v);
  if (typeof v === "number") return v;
  if (typeof v === "string") return pyFloat(v);
  throw new PythonError("TypeError", "float() argument must be a string or a real number");
}

/** formulas' `_str`: TRUE/FALSE, whole floats without their '.0', Python's str otherwise. */
function xstr(v: FScalar): string {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (typeof v === "number") {
    if (Number.isInteger(v)) return BigInt(v).toString();
    if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
    return pyFloatRepr(v);
  }
  if (v === null) return "None";
  if (v instanceof FError) return v.code;
  return v;
}

/** Python's str(x) of a float, a bool or text (SEARCH uses it instead of _str). */
function pyStr(v: FScalar): string {
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "number") return pyFloatRepr(v);
  return xstr(v);
}

/** NaN and infinities become #NUM! (formulas' convert_nan), other results stay. */
function checkNan(v: FScalar): FScalar {
  if (typeof v === "number" && !Number.isFinite(v)) return err("#NUM!");
  if (v === null) return err("#VALUE!");
  return v;
}

/** wrap_ufunc's safe_eval: an error argument wins, ValueError/TypeError become #VALUE!. */
function safe(
  args: FScalar[],
  f: (...a: FScalar[]) => FScalar,
  nan = true,
  checkErrors: FScalar[] = args,
): FScalar {
  const e = checkErrors.find(isError);
  if (e) return e;
  try {
    const r = f(...args);
    return nan && !(r instanceof FError) && typeof r !== "string" ? checkNan(r) : r;
  } catch (error) {
    if (
      error instanceof PythonError &&
      ["ValueError", "TypeError", "ZeroDivisionError", "OverflowError"].includes(error.kind)
    )
      return err("#VALUE!");
    throw error;
  }
}

function scalar(v: FValue, what: string): FScalar {
  if (Array.isArray(v)) notSupported(`${what} over a range`);
  return v;
}

/** Python int(x) of a float or text. */
function pyInt(v: FScalar): number {
  if (typeof v === "boolean") return Number(v);
  if (typeof v === "number") {
    if (!Number.isFinite(v))
      throw new PythonError(Number.isNaN(v) ? "ValueError" : "OverflowError", "cannot convert");
    return Math.trunc(v);
  }
  if (typeof v === "string") {
    const t = pyStrip(v).replace(/_/g, "");
    if (!/^[-+]?\d+$/.test(t)) throw new PythonError("ValueError", `invalid literal for int(): '${v}'`);
    return Number(t);
  }
  throw new PythonError("TypeError", "int() argument must be a string or a number");
}

/** Comparison type order (formulas' _get_type_id): numbers 0, text 1, booleans 2, errors after. */
function typeId(v: FScalar): number {
  if (typeof v === "boolean") return 2;
  if (v instanceof FError) return 4 + [...ERRORS.keys()].indexOf(v.code);
  if (typeof v === "string") return 1;
  return 0;
}

function compareScalars(op: string, x: FScalar, y: FScalar): FScalar {
  return safe([x, y], () => {
    const tx = typeId(x);
    const ty = typeId(y);
    let a: unknown = x;
    let b: unknown = y;
    if (tx === 1 && ty === 1) {
      a = (x as string).toUpperCase();
      b = (y as string).toUpperCase();
    }
    const equal = tx === ty && (a === b || (typeof a === "number" && a === b));
    if (op === "=") return equal;
    if (op === "<>") return !equal;
    let order: number;
    if (tx !== ty) order = tx < ty ? -1 : 1;
    else if (a === null || b === null) throw new PythonError("TypeError", "'<' not supported with None");
    else if (typeof a === "string" && typeof b === "string") order = a < b ? -1 : a > b ? 1 : 0;
    else order = (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    switch (op) {
      case "<":
        return order < 0;
      case ">":
        return order > 0;
      case "<=":
        return order <= 0;
      default:
        return order >= 0;
    }
  });
}

function arithmetic(op: string, x: FScalar, y: FScalar): FScalar {
  return safe([x, y], () => {
    const a = toFloat(x);
    const b = toFloat(y);
    switch (op) {
      case "+":
        return a + b;
      case "-":
        return a - b;
      case "*":
        return a * b;
      case "/":
        return b ? a / b : err("#DIV/0!");
      default:
        if (a === 0 && b < 0)
          throw new PythonError("ZeroDivisionError", "0.0 cannot be raised to a negative power");
        if (a < 0 && !Number.isInteger(b)) throw new PythonError("ValueError", "complex result");
        return a ** b;
    }
  });
}

/** Python's float `%` as numpy's mod does it (the result has the divisor's sign). */
function npMod(x: number, y: number): number {
  let m = x % y;
  if (m !== 0 && y < 0 !== m < 0) m += y;
  return m;
}

/** ROUND's round_up: Decimal(x).quantize(0, ROUND_HALF_UP), exact on the double. */
function roundHalfUp(x: number): number {
  const f = Math.floor(x);
  return x - f >= 0.5 ? f + 1 : f;
}

/** Python's `a < b` for the values MAX and MIN compare (TypeError between text and numbers). */
function pyLess(a: FScalar, b: FScalar): boolean {
  const numeric = (x: FScalar) => typeof x === "number" || typeof x === "boolean";
  if (numeric(a) && numeric(b)) return Number(a) < Number(b);
  if (typeof a === "string" && typeof b === "string") return a < b;
  throw new PythonError("TypeError", "'<' not supported between instances of 'str' and 'float'");
}

/** Python's max / min over a list. */
function pyExtreme(values: FScalar[], max: boolean): FScalar {
  let best = values[0] as FScalar;
  for (const v of values.slice(1)) if (max ? pyLess(best, v) : pyLess(v, best)) best = v;
  return best;
}

/** formulas' is_number: not a bool, an error counts (unless told otherwise), text that float() reads counts. */
function isNumber(v: FScalar, xlReturn = true): boolean {
  if (typeof v === "boolean") return false;
  if (v instanceof FError) return xlReturn;
  if (v === null) return false;
  if (typeof v === "number") return true;
  try {
    pyFloat(v);
    return true;
  } catch {
    return false;
  }
}

/** The values of a function's arguments, flattened (ranges are lists). */
function flatten(args: FValue[]): FScalar[] {
  return args.flatMap((a) => (Array.isArray(a) ? a : [a]));
}

/** formulas' xfunc (MAX, MIN, AVERAGE, COUNT): errors raise, arguments convert, numbers are kept. */
function aggregate(args: FValue[], name: string): FScalar {
  if (name !== "COUNT") {
    const e = flatten(args).find(isError);
    if (e) return e;
  }
  let converted: FValue[];
  try {
    converted = args.map((a) => {
      if (Array.isArray(a) || a instanceof FError || a === null || typeof a === "number") return a;
      if (typeof a === "boolean") return Number(a);
      return pyFloat(a);
    });
  } catch (error) {
    if (error instanceof PythonError) return err("#VALUE!");
    throw error;
  }
  const values = flatten(converted).filter((v) => isNumber(v, name !== "COUNT"));
  try {
    switch (name) {
      case "COUNT":
        return values.length;
      case "MAX":
      case "MIN":
        return values.length === 0 ? 0 : pyExtreme(values, name === "MAX");
      default: {
        if (values.length === 0) return err("#DIV/0!");
        // numpy's mean of a list holding text fails (#VALUE!)
        if (values.some((v) => typeof v !== "number")) return err("#VALUE!");
        return (values as number[]).reduce((s, v) => s + v, 0) / values.length;
      }
    }
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return err("#VALUE!");
    throw error;
  }
}

function xsum(args: FValue[]): FScalar {
  const e = flatten(args).find(isError);
  if (e) return e;
  let total = 0;
  for (const a of args) {
    if (typeof a === "string" && !isNumber(a)) return err("#VALUE!");
    if (typeof a === "boolean") {
      total += Number(a);
      continue;
    }
    for (const v of Array.isArray(a) ? a : [a]) {
      if (typeof v === "boolean" || v === null) continue; // a range's booleans and empty cells are left out
      try {
        const n = toFloat(v);
        if (!Number.isNaN(n)) total += n;
      } catch {
        // text that is no number is left out
      }
    }
  }
  return total;
}

const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)/i;

function weekday(serialArg: FScalar, nArg: FScalar): FScalar {
  const toNum = (v: FScalar) => {
    if (typeof v !== "string") return v;
    try {
      return pyFloat(v);
    } catch {
      if (/\d/.test(v) || MONTH.test(v)) notSupported("WEEKDAY of dates written as text");
      return v;
    }
  };
  return safe([toNum(serialArg), toNum(nArg)], (s, m) => {
    let n = pyInt(m!);
    const serial = pyInt(s!);
    let zero = 7;
    if (!(serial >= 0 && serial <= 2958465)) return err("#NUM!");
    if (n >= 1 && n <= 2) n -= 1;
    else if (n === 3) {
      n = 2;
      zero = 0;
    } else if (n >= 11 && n <= 17) n -= 10;
    else return err("#NUM!");
    return npMod(serial + 7 - n, 7) || zero;
  });
}

function text(f: (s: string, ...rest: FScalar[]) => FScalar) {
  return (args: FScalar[]) => safe(args, (s, ...rest) => f(xstr(s!), ...rest), false);
}

function codePoints(s: string): string[] {
  return Array.from(s);
}

/** Python str.find (code points; a negative start counts from the end). */
function pyFind(haystack: string, needle: string, start: number): number {
  const h = codePoints(haystack);
  const n = codePoints(needle);
  let from = start < 0 ? Math.max(0, h.length + start) : start;
  if (from > h.length) return -1;
  for (; from + n.length <= h.length; from++) if (n.every((c, i) => h[from + i] === c)) return from;
  return -1;
}

type Scalars = (args: FScalar[]) => FScalar;

/** Functions taking one value per argument (wrap_ufunc), by name. */
const SCALAR_FUNCTIONS: Record<string, { arity: [number, number]; f: Scalars }> = {
  NOT: {
    arity: [1, 1],
    f: (a) =>
      safe(a, (x) => {
        if (typeof x === "string") throw new PythonError("TypeError", "logical_not of text");
        return x === null ? true : !Number(x);
      }),
  },
  IF: {
    arity: [2, 3],
    f: ([c, x, y]) => {
      if (isError(c)) return c;
      if (typeof c === "string") return err("#VALUE!");
      return formulaTruthy(c!) ? x! : y === undefined ? false : y;
    },
  },
  ISERROR: { arity: [1, 1], f: ([x]) => isError(x) },
  ISERR: { arity: [1, 1], f: ([x]) => isError(x) && x.code !== "#N/A" },
  ISNA: { arity: [1, 1], f: ([x]) => isError(x) && x.code === "#N/A" },
  ISNUMBER: { arity: [1, 1], f: ([x]) => isNumber(x!, false) },
  ISTEXT: { arity: [1, 1], f: ([x]) => typeof x === "string" },
  ISNONTEXT: { arity: [1, 1], f: ([x]) => typeof x !== "string" },
  ISLOGICAL: { arity: [1, 1], f: ([x]) => typeof x === "boolean" },
  ISBLANK: { arity: [1, 1], f: () => false },
  LEN: { arity: [1, 1], f: text((s) => codePoints(s).length) },
  LOWER: { arity: [1, 1], f: text((s) => s.toLowerCase()) },
  UPPER: { arity: [1, 1], f: text((s) => s.toUpperCase()) },
  TRIM: { arity: [1, 1], f: text((s) => pyStrip(s)) },
  LEFT: {
    arity: [1, 2],
    f: (a) =>
      safe(
        a,
        (s, n = 1) => {
          const i = pyInt(n === "" ? 0 : n!);
          return i >= 0 ? codePoints(xstr(s!)).slice(0, i).join("") : err("#VALUE!");
        },
        false,
      ),
  },
  RIGHT: {
    arity: [1, 2],
    f: (a) =>
      safe(
        a,
        (s, n = 1) => {
          const i = pyInt(n === "" ? 0 : n!);
          const chars = codePoints(xstr(s!));
          return i >= 0 ? chars.slice(Math.max(0, chars.length - i)).join("") : err("#VALUE!");
        },
        false,
      ),
  },
  MID: {
    arity: [3, 3],
    f: (a) =>
      safe(
        a,
        (s, start, count) => {
          const i = pyInt(start === "" ? 0 : start!) - 1;
          const j = i + pyInt(count === "" ? 0 : count!);
          return i >= 0 && i <= j ? codePoints(xstr(s!)).slice(i, j).join("") : err("#VALUE!");
        },
        false,
      ),
  },
  EXACT: { arity: [2, 2], f: (a) => safe(a, (x, y) => xstr(x!) === xstr(y!), false) },
  FIND: {
    arity: [2, 3],
    f: (a) =>
      safe(
        a,
        (find, within, start = 1) => {
          const i = pyInt(start === "" || start === 0 ? 0 : start!) - 1;
          const res = i >= 0 ? pyFind(xstr(within!), xstr(find!), i) + 1 : 0;
          return res || err("#VALUE!");
        },
        false,
      ),
  },
  SEARCH: {
    arity: [2, 3],
    f: (a) =>
      safe(
        a,
        (find, within, start = 1) => {
          // str() of a number literal is an int's ("3"), of a computed number a float's ("3.0")
          if (typeof find === "number") notSupported("SEARCH for a number");
          if (typeof start === "string") throw new PythonError("TypeError", "unsupported operand");
          const n = pyInt(Number(start) - 1);
          const at = pyFind(pyStr(within!).toLowerCase(), pyStr(find!).toLowerCase(), n);
          return at < 0 ? err("#VALUE!") : at + 1;
        },
        false,
      ),
  },
  ABS: { arity: [1, 1], f: (a) => safe(a, (x) => Math.abs(toFloat(x!))) },
  INT: {
    arity: [1, 1],
    f: (a) =>
      safe(a, (x) => {
        const v = toFloat(x!);
        if (!Number.isFinite(v)) throw new PythonError("ValueError", "cannot convert");
        return Math.floor(v);
      }),
  },
  MOD: {
    arity: [2, 2],
    f: (a) =>
      safe(a, (x, y) => {
        const b = toFloat(y!);
        const v = toFloat(x!);
        return b === 0 ? err("#DIV/0!") : npMod(v, b);
      }),
  },
  ROUND: {
    arity: [2, 2],
    f: (a) =>
      safe(a, (x, digits) => {
        const v = toFloat(x!);
        const d = 10 ** pyInt(toFloat(digits!));
        const r = roundHalfUp(Math.abs(v * d)) / d;
        return v < 0 ? -r : r;
      }),
  },
  WEEKDAY: { arity: [1, 2], f: ([s, n]) => weekday(s!, n === undefined ? 1 : n) },
};

function call(name: string, args: FValue[]): FValue {
  switch (name) {
    case "TRUE":
    case "FALSE":
      if (args.length > 0) return err("#VALUE!");
      return name === "TRUE";
    case "AND":
    case "OR": {
      const e = flatten(args).find(isError);
      if (e) return e;
      const values = flatten(args).filter((v) => typeof v !== "string");
      if (values.length === 0) return err("#VALUE!");
      if (values.some((v) => v === null)) notSupported(`${name} over empty cells`);
      const truths = values.map((v) => Boolean(Number(v)));
      return name === "AND" ? truths.every(Boolean) : truths.some(Boolean);
    }
    case "MAX":
    case "MIN":
    case "AVERAGE":
    case "COUNT":
      return aggregate(args, name);
    case "SUM":
      return xsum(args);
  }
  const spec = SCALAR_FUNCTIONS[name];
  if (!spec) notSupported(`the function ${name}`);
  const [min, max] = spec.arity;
  if (args.length < min || args.length > max) return err("#VALUE!");
  return spec.f(args.map((a) => scalar(a, name)));
}

function evaluateNode(node: Node, inputs: Map<string, FValue>): FValue {
  switch (node.kind) {
    case "literal":
      return node.value;
    case "ref":
      return inputs.get(node.name)!;
    case "unary": {
      const v = scalar(evaluateNode(node.arg, inputs), "a sign");
      if (node.op === "+") return safe([v], (x) => x, true);
      return safe([v], (x) => -toFloat(x!));
    }
    case "percent":
      return safe([scalar(evaluateNode(node.arg, inputs), "%")], (x) => toFloat(x!) / 100);
    case "binary": {
      const left = scalar(evaluateNode(node.left, inputs), `'${node.op}'`);
      const right = scalar(evaluateNode(node.right, inputs), `'${node.op}'`);
      if (node.op === "&") return safe([left, right], (x, y) => xstr(x!) + xstr(y!), false);
      if (["=", "<>", "<", ">", "<=", ">="].includes(node.op)) return compareScalars(node.op, left, right);
      return arithmetic(node.op, left, right);
    }
    case "call":
      return call(
        node.name,
        node.args.map((a) => evaluateNode(a, inputs)),
      );
  }
}

/** A compiled formula: call it with one positional value per input (TypeError on a wrong count). */
export interface CompiledFormula {
  inputs: string[];
  call(args: FValue[]): FValue;
}

export function compileFormula(text: string): CompiledFormula {
  let node: Node;
  try {
    node = parseFormula(text);
  } catch (error) {
    // what desktest does not read fails only where the formula is used, as the rule may never use it
    if (error instanceof PythonError && error.kind === "NotSupported")
      return {
        inputs: [],
        call() {
          throw error;
        },
      };
    throw error;
  }
  const inputs = formulaInputs(node);
  return {
    inputs,
    call(args) {
      if (args.length < inputs.length)
        throw new PythonError("TypeError", `missing a required argument: '${inputs[args.length]}'`);
      if (args.length > inputs.length) throw new PythonError("TypeError", "too many positional arguments");
      return evaluateNode(node, new Map(inputs.map((name, i) => [name, args[i]!])));
    },
  };
}
