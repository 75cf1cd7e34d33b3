import { PythonError } from "./python-error.ts";
import { PyDict, PySet, pyTuple } from "./python-semantics.ts";

/**
 * Python's `ast.literal_eval` over source text, exactly: what CPython 3.11's tokenizer and parser accept
 * as a literal, decoded as they decode it, and a Python error where they raise.
 *
 * Accepted: strings with every prefix but f (r, u, b, br, rb in any case), single, double and triple
 * quotes, every escape (`\xNN`, `\uXXXX`, `\UXXXXXXXX`, octal, backslash-newline, unknown escapes kept),
 * implicit concatenation (str with str, bytes with bytes); ints (decimal, 0x, 0o, 0b, underscores; beyond
 * 2^53 as bigint), floats, imaginary numbers (`2j`, and `1+2j`), a sign on a number; None, True, False;
 * tuples (with and without parentheses), lists, dicts, sets and `set()`; comments, blank lines and line
 * continuations. Values: str as string, bytes as Buffer, tuple and list as arrays, a dict of string keys
 * as an object (other keys: PyDict), a set as PySet.
 *
 * Refused with PythonError("NotSupported"), so that a score never rests on a value desktest cannot
 * compute: valid Python that `eval` computes but literal_eval does not (names, calls, arithmetic, `*`
 * unpacking, f-strings with fields), and two literals desktest does not decode (`\N{...}` escapes, which
 * need Unicode's name table, and complex numbers). SyntaxError (or TypeError) where Python raises.
 */
export function pyLiteralEval(source: string): unknown {
  if (source.includes("\0"))
    throw new PythonError("SyntaxError", "source code string cannot contain null bytes");
  // eval() strips leading spaces and tabs
  const parser = new LiteralParser(source.replace(/^[ \t]+/, ""));
  return parser.parseAll();
}

type Token =
  | { kind: "str"; value: string; bytes: boolean }
  | { kind: "number"; value: number | bigint; imaginary: boolean }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string }
  | { kind: "newline" }
  | { kind: "end" };

const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

function syntaxError(message: string): PythonError {
  return new PythonError("SyntaxError", message);
}

const COMPLEX_REFUSED = () =>
  new PythonError("NotSupported", "complex numbers are not among the values desktest's metrics compute with");

function notSupported(what: string): PythonError {
  return new PythonError(
    "NotSupported",
    `${what} is Python that eval() computes but ast.literal_eval does not: desktest decodes literals only`,
  );
}

class Tokenizer {
  private pos = 0;
  private depth = 0;
  private atLineStart = true;
  private sawContent = false;

  constructor(private readonly src: string) {}

  next(): Token {
    for (;;) {
      const src = this.src;
      if (this.pos >= src.length) return { kind: "end" };
      const ch = src[this.pos]!;
      if (ch === " " || ch === "\t" || ch === "\f") {
        if (this.atLineStart && this.depth === 0 && this.sawContent) {
          // an indented line after the first: only blank and comment lines may be indented
          const rest = /^[ \t\f]*(#[^\r\n]*)?(\r\n|\r|\n|$)/.exec(src.slice(this.pos));
          if (!rest) throw new PythonError("IndentationError", "unexpected indent");
        }
        this.pos++;
        continue;
      }
      if (ch === "#") {
        while (this.pos < src.length && src[this.pos] !== "\n" && src[this.pos] !== "\r") this.pos++;
        continue;
      }
      if (ch === "\\") {
        const nl = /^\\(\r\n|\r|\n)/.exec(src.slice(this.pos));
        if (!nl) throw syntaxError("unexpected character after line continuation character");
        this.pos += nl[0].length;
        if (this.pos >= src.length) throw syntaxError("unexpected EOF while parsing");
        continue;
      }
      if (ch === "\n" || ch === "\r") {
        this.pos += src.startsWith("\r\n", this.pos) ? 2 : 1;
        if (this.depth > 0 || !this.sawContent || this.atLineStart) {
          this.atLineStart = this.depth === 0;
          continue;
        }
        this.atLineStart = true;
        return { kind: "newline" };
      }
      this.atLineStart = false;
      this.sawContent = true;
      const prefixed = /^([rRbBuUfF]{0,2})(['"])/.exec(src.slice(this.pos));
      if (prefixed && isStringPrefix(prefixed[1]!)) return this.string(prefixed[1]!.toLowerCase());
      if (/[0-9]/.test(ch) || (ch === "." && /[0-9]/.test(src[this.pos + 1] ?? ""))) return this.number();
      const name = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_]*/u.exec(src.slice(this.pos));
      if (name) {
        this.pos += name[0].length;
        return { kind: "name", value: name[0] };
      }
      const op = /^(\*\*|\/\/|<<|>>|<=|>=|==|!=|->|:=|[-+*/%@&|^~<>()[\]{},:.;=])/.exec(src.slice(this.pos));
      if (!op) throw syntaxError(`invalid character '${String.fromCodePoint(src.codePointAt(this.pos)!)}'`);
      this.pos += op[0].length;
      if (OPENERS[op[0]]) this.depth++;
      else if (")]}".includes(op[0])) {
        if (this.depth === 0) throw syntaxError(`unmatched '${op[0]}'`);
        this.depth--;
      }
      return { kind: "op", value: op[0] };
    }
  }

  private string(prefix: string): Token {
    const src = this.src;
    this.pos += prefix.length;
    const quote = src.startsWith(src[this.pos]!.repeat(3), this.pos)
      ? src[this.pos]!.repeat(3)
      : src[this.pos]!;
    this.pos += quote.length;
    const raw = prefix.includes("r");
    const bytes = prefix.includes("b");
    let body = "";
    for (;;) {
      if (this.pos >= src.length)
        throw syntaxError(
          quote.length === 3 ? "unterminated triple-quoted string literal" : "unterminated string literal",
        );
      if (src.startsWith(quote, this.pos)) {
        this.pos += quote.length;
        break;
      }
      const ch = src[this.pos]!;
      if (ch === "\\") {
        const next = src[this.pos + 1];
        if (next === undefined) continue; // the loop's next turn reports the unterminated string
        const pair = src.startsWith("\r\n", this.pos + 1) ? "\\\r\n" : `\\${next}`;
        body += pair;
        this.pos += pair.length;
        continue;
      }
      if ((ch === "\n" || ch === "\r") && quote.length === 1)
        throw syntaxError("unterminated string literal");
      body += ch;
      this.pos++;
    }
    // the tokenizer reads \r\n and \r inside a string as \n
    body = body.replace(/\r\n?/g, "\n");
    if (prefix.includes("f")) {
      if (/[{}]/.test(body.replace(/\{\{|\}\}/g, "")))
        throw notSupported("an f-string with replacement fields");
      body = body.replace(/\{\{/g, "{").replace(/\}\}/g, "}");
    }
    if (bytes && Array.from(body).some((ch) => ch.codePointAt(0)! > 0x7f))
      throw syntaxError("bytes can only contain ASCII literal characters");
    const value = raw ? body : decodeEscapes(body, bytes);
    return { kind: "str", value, bytes };
  }

  private number(): Token {
    const src = this.src.slice(this.pos);
    const digits = "[0-9](?:_?[0-9])*";
    const patterns: [RegExp, (text: string) => number | bigint][] = [
      [/^0[xX](?:_?[0-9a-fA-F])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [/^0[oO](?:_?[0-7])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [/^0[bB](?:_?[01])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [
        new RegExp(`^(?:${digits}\\.(?:${digits})?|\\.${digits}|${digits})(?:[eE][-+]?${digits})?[jJ]`),
        (t) => Number(t.slice(0, -1).replace(/_/g, "")),
      ],
      [
        new RegExp(
          `^(?:(?:${digits}\\.(?:${digits})?|\\.${digits})(?:[eE][-+]?${digits})?|${digits}[eE][-+]?${digits})`,
        ),
        (t) => Number(t.replace(/_/g, "")),
      ],
      [/^(?:0(?:_?0)*|[1-9](?:_?[0-9])*)/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
    ];
    for (const [pattern, value] of patterns) {
      const match = pattern.exec(src);
      if (!match) continue;
      const after = src[match[0].length] ?? "";
      if (/[0-9_]/.test(after) || /[\p{L}_]/u.test(after))
        throw syntaxError(
          /^0[0-9]/.test(src)
            ? "leading zeros in decimal integer literals are not permitted"
            : "invalid decimal literal",
        );
      this.pos += match[0].length;
      return { kind: "number", value: value(match[0]), imaginary: /[jJ]$/.test(match[0]) };
    }
    throw syntaxError("invalid decimal literal");
  }
}

function isStringPrefix(prefix: string): boolean {
  return ["", "r", "u", "b", "f", "br", "rb", "fr", "rf"].includes(prefix.toLowerCase());
}

function exactInt(value: bigint): number | bigint {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  "\n": "",
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** A string literal's escapes as CPython decodes them (bytes: as byte values 0-255, in a latin1 string). */
function decodeEscapes(body: string, bytes: boolean): string {
  let out = "";
  for (let i = 0; i < body.length;) {
    const ch = body[i]!;
    if (ch !== "\\") {
      out += ch;
      i++;
      continue;
    }
    const next = body[i + 1]!;
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i += 2;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1));
    if (octal) {
      const code = parseInt(octal[0], 8);
      out += String.fromCharCode(bytes ? code & 0xff : code);
      i += 1 + octal[0].length;
      continue;
    }
    const hexLength = next === "x" ? 2 : bytes ? 0 : next === "u" ? 4 : next === "U" ? 8 : 0;
    if (hexLength > 0) {
      const hex = body.slice(i + 2, i + 2 + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex))
        throw syntaxError(
          `(${bytes ? "value" : "unicode"} error) '${bytes ? "" : "unicodeescape' codec can't decode bytes: "}truncated \\${next}${"X".repeat(hexLength)} escape`,
        );
      const code = parseInt(hex, 16);
      if (code > 0x10ffff)
        throw syntaxError(
          "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode character",
        );
      out += String.fromCodePoint(code);
      i += 2 + hexLength;
      continue;
    }
    if (next === "N" && !bytes)
      throw new PythonError(
        "NotSupported",
        "a \\N{...} escape names a Unicode character, and desktest does not carry Unicode's name table",
      );
    // an unknown escape keeps its backslash
    out += "\\";
    i++;
  }
  return out;
}

class LiteralParser {
  private readonly tokens: Tokenizer;
  private current: Token;

  constructor(source: string) {
    this.tokens = new Tokenizer(source);
    this.current = this.tokens.next();
  }

  parseAll(): unknown {
    if (this.current.kind === "end" || this.current.kind === "newline")
      throw syntaxError("invalid syntax (an empty expression)");
    const value = this.tuple(["newline", "end"]);
    if (this.kind() === "newline") this.advance();
    if (this.kind() !== "end") throw this.unexpected();
    return value;
  }

  /** The current token's kind (a method, so that TypeScript does not narrow it across advances). */
  private kind(): Token["kind"] {
    return this.current.kind;
  }

  private advance(): Token {
    const token = this.current;
    this.current = this.tokens.next();
    return token;
  }

  private isOp(value: string): boolean {
    return this.current.kind === "op" && this.current.value === value;
  }

  private expectOp(value: string): void {
    if (!this.isOp(value)) throw this.unexpected();
    this.advance();
  }

  private unexpected(): PythonError {
    const token = this.current;
    if (token.kind === "op" && !"()[]{},:".includes(token.value))
      return notSupported(`the operator '${token.value}'`);
    if (token.kind === "name") return notSupported(`the name '${token.value}'`);
    return syntaxError("invalid syntax");
  }

  /** A comma-separated list up to a closer (or the end): a tuple when it has a comma. */
  private tuple(closers: string[]): unknown {
    const first = this.item();
    if (!this.isOp(",")) return first;
    const items = [first];
    while (this.isOp(",")) {
      this.advance();
      if (this.atCloser(closers)) break;
      items.push(this.item());
    }
    return pyTuple(items);
  }

  private atCloser(closers: string[]): boolean {
    const token = this.current;
    return closers.includes(token.kind) || (token.kind === "op" && closers.includes(token.value));
  }

  /** One element: a value, with `+`/`-` on a number and `real ± imaginary` as literal_eval allows. */
  private item(): unknown {
    if (this.isOp("*")) throw notSupported("'*' unpacking");
    const left = this.signed();
    if (this.isOp("+") || this.isOp("-")) throw notSupported("arithmetic (or a complex number)");
    if (
      this.current.kind === "op" &&
      /^(\*\*?|\/\/?|%|@|<<|>>|&|\||\^|<=?|>=?|==|!=|\.|:=|=)$/.test(this.current.value)
    )
      throw notSupported(`the operator '${this.current.value}'`);
    if (
      this.current.kind === "name" &&
      ["if", "and", "or", "not", "in", "is", "for", "lambda"].includes(this.current.value)
    )
      throw notSupported(`the keyword '${this.current.value}'`);
    return left;
  }

  private signed(): unknown {
    if (this.isOp("-") || this.isOp("+")) {
      const sign = (this.advance() as { value: string }).value;
      if (this.isOp("-") || this.isOp("+")) throw notSupported("a repeated sign");
      const token = this.current;
      if (token.kind !== "number") {
        if (token.kind === "str" || (token.kind === "op" && "([{".includes(token.value)))
          throw new PythonError("TypeError", `bad operand type for unary ${sign}`);
        throw this.unexpected();
      }
      this.advance();
      if (token.imaginary) throw COMPLEX_REFUSED();
      if (sign === "+") return token.value;
      return typeof token.value === "bigint" ? exactInt(-token.value) : token.value === 0 ? -0 : -token.value;
    }
    return this.atom();
  }

  private atom(): unknown {
    const token = this.current;
    if (token.kind === "number") {
      this.advance();
      if (token.imaginary) throw COMPLEX_REFUSED();
      return token.value;
    }
    if (token.kind === "str") return this.strings();
    if (token.kind === "name") {
      if (token.value === "None" || token.value === "True" || token.value === "False") {
        this.advance();
        return token.value === "None" ? null : token.value === "True";
      }
      if (token.value === "set") {
        this.advance();
        if (!this.isOp("(")) throw notSupported("the name 'set'");
        this.advance();
        if (!this.isOp(")")) throw notSupported("a call of set() with arguments");
        this.advance();
        return new PySet();
      }
      throw notSupported(`the name '${token.value}'`);
    }
    if (token.kind === "op" && token.value === "(") {
      this.advance();
      if (this.isOp(")")) {
        this.advance();
        return pyTuple([]);
      }
      const first = this.item();
      if (this.isOp(")")) {
        this.advance();
        return first;
      }
      if (!this.isOp(",")) throw this.unexpected();
      const items = [first];
      while (this.isOp(",")) {
        this.advance();
        if (this.isOp(")")) break;
        items.push(this.item());
      }
      this.expectOp(")");
      return pyTuple(items);
    }
    if (token.kind === "op" && token.value === "[") {
      this.advance();
      const items: unknown[] = [];
      while (!this.isOp("]")) {
        items.push(this.item());
        if (this.isOp(",")) this.advance();
        else if (!this.isOp("]")) throw this.unexpected();
      }
      this.advance();
      return items;
    }
    if (token.kind === "op" && token.value === "{") return this.braces();
    // no expression starts with another operator (`@as []`, gsettings' typed empty array)
    if (token.kind === "op" && token.value !== "~") throw syntaxError("invalid syntax");
    throw this.unexpected();
  }

  /** Adjacent string literals, concatenated (bytes only with bytes). */
  private strings(): unknown {
    let text = "";
    let bytes: boolean | undefined;
    while (this.current.kind === "str") {
      const token = this.current;
      if (bytes !== undefined && bytes !== token.bytes)
        throw syntaxError("cannot mix bytes and nonbytes literals");
      bytes = token.bytes;
      text += token.value;
      this.advance();
    }
    return bytes ? Buffer.from(text, "latin1") : text;
  }

  /** `{}` a dict, `{k: v, …}` a dict, `{a, …}` a set. */
  private braces(): unknown {
    this.advance();
    if (this.isOp("}")) {
      this.advance();
      return {};
    }
    if (this.isOp("**")) throw notSupported("'**' unpacking");
    const first = this.item();
    if (this.isOp(":")) {
      const pairs: [unknown, unknown][] = [];
      this.advance();
      pairs.push([first, this.item()]);
      while (this.isOp(",")) {
        this.advance();
        if (this.isOp("}")) break;
        if (this.isOp("**")) throw notSupported("'**' unpacking");
        const key = this.item();
        this.expectOp(":");
        pairs.push([key, this.item()]);
      }
      this.expectOp("}");
      const dict = new PyDict();
      for (const [key, value] of pairs) dict.set(key, value);
      return dict.simplified();
    }
    const items = [first];
    while (this.isOp(",")) {
      this.advance();
      if (this.isOp("}")) break;
      items.push(this.item());
    }
    this.expectOp("}");
    return new PySet(items);
  }
}
