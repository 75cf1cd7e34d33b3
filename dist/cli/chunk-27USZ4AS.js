import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  TASK_DEFAULTS
} from "./chunk-ZHTCD5HQ.js";
import {
  decodePointerSegment,
  joinPointer,
  parseJsonDocument
} from "./chunk-DTED7B3O.js";
import {
  ConfigError
} from "./chunk-TIJ2CQYA.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/task/diagnostic.ts
function formatDiagnostic(diagnostic) {
  const pointer = diagnostic.pointer === "" ? "/" : diagnostic.pointer;
  const prefix = diagnostic.severity === "warning" ? "warning: " : "";
  return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${prefix}${pointer} ${diagnostic.message}`;
}
function byPosition(a, b) {
  return a.line - b.line || a.column - b.column;
}

// src/run/load-task-file.ts
import { readFileSync } from "node:fs";
import path3 from "node:path";

// src/osworld/load-osworld.ts
import { existsSync } from "node:fs";
import path from "node:path";

// src/task/describe-value.ts
function describeValue(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 60 ? value.slice(0, 57) + "..." : value);
    case "number":
      return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
function describeType(type) {
  switch (type) {
    case "integer":
      return "an integer";
    case "object":
      return "an object";
    case "array":
      return "an array";
    default:
      return `a ${type}`;
  }
}

// node_modules/fastest-levenshtein/esm/mod.js
var peq = new Uint32Array(65536);
var myers_32 = (a, b) => {
  const n = a.length;
  const m = b.length;
  const lst = 1 << n - 1;
  let pv = -1;
  let mv = 0;
  let sc = n;
  let i = n;
  while (i--) {
    peq[a.charCodeAt(i)] |= 1 << i;
  }
  for (i = 0; i < m; i++) {
    let eq = peq[b.charCodeAt(i)];
    const xv = eq | mv;
    eq |= (eq & pv) + pv ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & lst) {
      sc++;
    }
    if (pv & lst) {
      sc--;
    }
    mv = mv << 1 | 1;
    pv = pv << 1 | ~(xv | mv);
    mv &= xv;
  }
  i = n;
  while (i--) {
    peq[a.charCodeAt(i)] = 0;
  }
  return sc;
};
var myers_x = (b, a) => {
  const n = a.length;
  const m = b.length;
  const mhc = [];
  const phc = [];
  const hsize = Math.ceil(n / 32);
  const vsize = Math.ceil(m / 32);
  for (let i = 0; i < hsize; i++) {
    phc[i] = -1;
    mhc[i] = 0;
  }
  let j = 0;
  for (; j < vsize - 1; j++) {
    let mv2 = 0;
    let pv2 = -1;
    const start2 = j * 32;
    const vlen2 = Math.min(32, m) + start2;
    for (let k = start2; k < vlen2; k++) {
      peq[b.charCodeAt(k)] |= 1 << k;
    }
    for (let i = 0; i < n; i++) {
      const eq = peq[a.charCodeAt(i)];
      const pb = phc[i / 32 | 0] >>> i & 1;
      const mb = mhc[i / 32 | 0] >>> i & 1;
      const xv = eq | mv2;
      const xh = ((eq | mb) & pv2) + pv2 ^ pv2 | eq | mb;
      let ph = mv2 | ~(xh | pv2);
      let mh = pv2 & xh;
      if (ph >>> 31 ^ pb) {
        phc[i / 32 | 0] ^= 1 << i;
      }
      if (mh >>> 31 ^ mb) {
        mhc[i / 32 | 0] ^= 1 << i;
      }
      ph = ph << 1 | pb;
      mh = mh << 1 | mb;
      pv2 = mh | ~(xv | ph);
      mv2 = ph & xv;
    }
    for (let k = start2; k < vlen2; k++) {
      peq[b.charCodeAt(k)] = 0;
    }
  }
  let mv = 0;
  let pv = -1;
  const start = j * 32;
  const vlen = Math.min(32, m - start) + start;
  for (let k = start; k < vlen; k++) {
    peq[b.charCodeAt(k)] |= 1 << k;
  }
  let score = m;
  for (let i = 0; i < n; i++) {
    const eq = peq[a.charCodeAt(i)];
    const pb = phc[i / 32 | 0] >>> i & 1;
    const mb = mhc[i / 32 | 0] >>> i & 1;
    const xv = eq | mv;
    const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    score += ph >>> m - 1 & 1;
    score -= mh >>> m - 1 & 1;
    if (ph >>> 31 ^ pb) {
      phc[i / 32 | 0] ^= 1 << i;
    }
    if (mh >>> 31 ^ mb) {
      mhc[i / 32 | 0] ^= 1 << i;
    }
    ph = ph << 1 | pb;
    mh = mh << 1 | mb;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  for (let k = start; k < vlen; k++) {
    peq[b.charCodeAt(k)] = 0;
  }
  return score;
};
var distance = (a, b) => {
  if (a.length < b.length) {
    const tmp = b;
    b = a;
    a = tmp;
  }
  if (b.length === 0) {
    return a.length;
  }
  if (a.length <= 32) {
    return myers_32(a, b);
  }
  return myers_x(a, b);
};

// src/task/did-you-mean.ts
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  let best;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    if (c === lower) return candidate;
    const d = distance(lower, c);
    const limit = Math.max(1, Math.floor(Math.max(lower.length, c.length) / 3));
    const prefix = lower.length >= 3 && (c.startsWith(lower) || lower.startsWith(c));
    if ((d <= limit || prefix) && d < bestScore) {
      best = candidate;
      bestScore = d;
    }
  }
  return best;
}

// src/osworld/metrics/css-to-xpath.ts
function cssToXpath(selectorGroup) {
  return parseCssSelector(selectorGroup).map((complex) => {
    let path4 = "";
    for (const { combinator, compound } of complex.parts) {
      const test = compound.element;
      const predicate = compound.conditions.length ? `[${compound.conditions.join(" and ")}]` : "";
      switch (combinator) {
        case "":
          path4 = `descendant-or-self::${test}${predicate}`;
          break;
        case " ":
          path4 += `/descendant-or-self::*/${test}${predicate}`;
          break;
        case ">":
          path4 += `/${test}${predicate}`;
          break;
        case "~":
          path4 += `/following-sibling::${test}${predicate}`;
          break;
        case "+":
          path4 += `/following-sibling::*[1]/self::${test}${predicate}`;
          break;
      }
    }
    return path4;
  }).join(" | ");
}
function parseCssSelector(text) {
  const p = new Parser(text);
  const group = [p.complex()];
  while (p.peekChar() === ",") {
    p.pos++;
    group.push(p.complex());
  }
  p.skipSpace();
  if (p.pos < text.length)
    throw new Error(`unexpected '${text.slice(p.pos, p.pos + 10)}' at character ${p.pos + 1}`);
  return group;
}
function literal(value) {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value.split("'").map((part) => `'${part}'`).join(`, "'", `)})`;
}
var Parser = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  skipSpace() {
    const start = this.pos;
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
    return this.pos > start;
  }
  peekChar() {
    this.skipSpace();
    return this.text[this.pos];
  }
  complex() {
    this.skipSpace();
    const parts = [{ combinator: "", compound: this.compound() }];
    for (; ; ) {
      const hadSpace = this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === void 0 || ch === "," || ch === ")") break;
      let combinator = " ";
      if (ch === ">" || ch === "+" || ch === "~") {
        combinator = ch;
        this.pos++;
        this.skipSpace();
      } else if (!hadSpace) throw new Error(`unexpected '${ch}' at character ${this.pos + 1}`);
      parts.push({ combinator, compound: this.compound() });
    }
    return { parts };
  }
  ident() {
    const match = /^-?(?:[A-Za-z_]|\\.|[\u0080-\uffff])(?:[A-Za-z0-9_-]|\\.|[\u0080-\uffff])*/.exec(
      this.text.slice(this.pos)
    );
    if (!match) throw new Error(`expected a name at character ${this.pos + 1}`);
    this.pos += match[0].length;
    return match[0].replace(/\\(.)/g, "$1");
  }
  /** `name`, `ns|name`, `*`, `ns|*` (an element or attribute name, namespace prefix kept). */
  qualifiedName(allowStar) {
    const read = () => {
      if (allowStar && this.text[this.pos] === "*") {
        this.pos++;
        return "*";
      }
      return this.ident();
    };
    const first = read();
    if (this.text[this.pos] === "|" && this.text[this.pos + 1] !== "=") {
      this.pos++;
      return `${first}:${read()}`;
    }
    return first;
  }
  compound() {
    let element = "*";
    const conditions = [];
    const ch = this.text[this.pos];
    if (ch === "*" || ch !== void 0 && /[A-Za-z_\\-]|[\u0080-\uffff]/.test(ch))
      element = this.qualifiedName(true);
    let any = element !== "*" || ch === "*";
    for (; ; ) {
      const c = this.text[this.pos];
      if (c === "#") {
        this.pos++;
        conditions.push(`@id = ${literal(this.ident())}`);
      } else if (c === ".") {
        this.pos++;
        conditions.push(
          `@class and contains(concat(' ', normalize-space(@class), ' '), ${literal(` ${this.ident()} `)})`
        );
      } else if (c === "[") {
        this.pos++;
        conditions.push(this.attribute());
      } else if (c === ":") {
        this.pos++;
        conditions.push(this.pseudo());
      } else break;
      any = true;
    }
    if (!any) throw new Error(`expected a selector at character ${this.pos + 1}`);
    return { element, conditions };
  }
  attribute() {
    this.skipSpace();
    const name = `@${this.qualifiedName(false)}`;
    this.skipSpace();
    const op = /^(=|~=|\|=|\^=|\$=|\*=|!=)/.exec(this.text.slice(this.pos))?.[0];
    if (!op) {
      if (this.text[this.pos] !== "]")
        throw new Error(`unsupported attribute operator at character ${this.pos + 1}`);
      this.pos++;
      return name;
    }
    this.pos += op.length;
    this.skipSpace();
    const value = this.value();
    this.skipSpace();
    if (this.text[this.pos] !== "]") throw new Error(`expected ']' at character ${this.pos + 1}`);
    this.pos++;
    const v = literal(value);
    switch (op) {
      case "=":
        return `${name} = ${v}`;
      case "!=":
        return `not(${name}) or ${name} != ${v}`;
      case "~=":
        return value.trim() === "" || /\s/.test(value) ? "0" : `${name} and contains(concat(' ', normalize-space(${name}), ' '), ${literal(` ${value} `)})`;
      case "|=":
        return `${name} and (${name} = ${v} or starts-with(${name}, ${literal(`${value}-`)}))`;
      case "^=":
        return value === "" ? "0" : `${name} and starts-with(${name}, ${v})`;
      case "$=":
        return value === "" ? "0" : `${name} and substring(${name}, string-length(${name})-${Array.from(value).length - 1}) = ${v}`;
      default:
        return value === "" ? "0" : `${name} and contains(${name}, ${v})`;
    }
  }
  value() {
    const quote = this.text[this.pos];
    if (quote === '"' || quote === "'") {
      let out = "";
      this.pos++;
      while (this.pos < this.text.length && this.text[this.pos] !== quote) {
        if (this.text[this.pos] === "\\") this.pos++;
        out += this.text[this.pos++] ?? "";
      }
      if (this.text[this.pos] !== quote) throw new Error("unterminated string");
      this.pos++;
      return out;
    }
    return this.ident();
  }
  pseudo() {
    const name = this.ident().toLowerCase();
    switch (name) {
      case "first-child":
        return "count(preceding-sibling::*) = 0";
      case "last-child":
        return "count(following-sibling::*) = 0";
      case "only-child":
        return "count(preceding-sibling::*) = 0 and count(following-sibling::*) = 0";
      case "empty":
        return "not(*) and not(string-length())";
    }
    if (this.text[this.pos] !== "(") throw new Error(`pseudo-class ':${name}' is not supported`);
    this.pos++;
    this.skipSpace();
    let condition;
    if (name === "nth-child") {
      const n = /^\d+/.exec(this.text.slice(this.pos))?.[0];
      if (!n) throw new Error(":nth-child() supports a plain number only");
      this.pos += n.length;
      condition = `count(preceding-sibling::*) = ${Number(n) - 1}`;
    } else if (name === "contains") {
      condition = `contains(string(.), ${literal(this.value())})`;
    } else if (name === "not") {
      const inner = this.compound();
      const parts = [...inner.element !== "*" ? [`self::${inner.element}`] : [], ...inner.conditions];
      condition = parts.length ? `not(${parts.join(" and ")})` : "0";
    } else throw new Error(`pseudo-class ':${name}()' is not supported`);
    this.skipSpace();
    if (this.text[this.pos] !== ")") throw new Error(`expected ')' at character ${this.pos + 1}`);
    this.pos++;
    return condition;
  }
};

// src/osworld/model.ts
var OSWORLD_DEFAULTS = {
  timeout: 900,
  /** run.py's default step budget. */
  max_steps: 15,
  clientPassword: "password",
  /** OSWorld's guest command timeout. */
  commandTimeoutMs: 12e4
};

// src/osworld/python-error.ts
var PythonError = class extends Error {
  constructor(kind, message) {
    super(`${kind}: ${message}`);
    this.kind = kind;
  }
  kind;
};

// src/osworld/python-re.ts
var RE_FLAGS = {
  TEMPLATE: 1,
  IGNORECASE: 2,
  LOCALE: 4,
  MULTILINE: 8,
  DOTALL: 16,
  UNICODE: 32,
  VERBOSE: 64,
  DEBUG: 128,
  ASCII: 256
};
var FLAG_NAMES = {
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
  TEMPLATE: RE_FLAGS.TEMPLATE
};
function reFlag(name) {
  const flag = FLAG_NAMES[name];
  if (flag === void 0) throw new PythonError("AttributeError", `module 're' has no attribute '${name}'`);
  return flag;
}
var INLINE_FLAGS = {
  i: RE_FLAGS.IGNORECASE,
  L: RE_FLAGS.LOCALE,
  m: RE_FLAGS.MULTILINE,
  s: RE_FLAGS.DOTALL,
  x: RE_FLAGS.VERBOSE,
  a: RE_FLAGS.ASCII,
  u: RE_FLAGS.UNICODE
};
var TYPE_FLAGS = RE_FLAGS.ASCII | RE_FLAGS.LOCALE | RE_FLAGS.UNICODE;
var MAXREPEAT = 4294967295;
var MAXGROUPS = 1073741823;
function reError(message, pos) {
  return new PythonError("error", `${message} at position ${pos}`);
}
var DIGITS = /[0-9]/;
var OCTDIGITS = /[0-7]/;
var HEXDIGITS = /[0-9a-fA-F]/;
var ASCIILETTERS = /[a-zA-Z]/;
var WHITESPACE = /* @__PURE__ */ new Set([" ", "	", "\n", "\r", "\v", "\f"]);
function isIdentifier(name) {
  return new RegExp("^[\\p{XID_Start}_]\\p{XID_Continue}*$", "u").test(name.normalize("NFKC"));
}
var Source = class {
  chars;
  index = 0;
  constructor(pattern) {
    this.chars = Array.from(pattern);
  }
  get next() {
    const ch = this.chars[this.index];
    if (ch === "\\") {
      const escaped = this.chars[this.index + 1];
      return escaped === void 0 ? void 0 : `\\${escaped}`;
    }
    return ch;
  }
  get() {
    const value = this.next;
    if (value === void 0) {
      if (this.chars[this.index] === "\\") throw reError("bad escape (end of pattern)", this.index);
      return void 0;
    }
    this.index += value.length === 2 && value[0] === "\\" ? 2 : 1;
    return value;
  }
  match(ch) {
    if (this.next === ch) {
      this.get();
      return true;
    }
    return false;
  }
  getWhile(n, pattern) {
    let out = "";
    for (let i = 0; i < n; i++) {
      const c = this.next;
      if (c === void 0 || c.length !== 1 || !pattern.test(c)) break;
      out += c;
      this.index++;
    }
    return out;
  }
  getUntil(terminator, what) {
    let out = "";
    for (; ; ) {
      const c = this.next;
      this.index++;
      if (c === void 0) {
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
  tell() {
    return this.index;
  }
};
var State = class {
  flags;
  groupdict = /* @__PURE__ */ new Map();
  groupwidths = [null];
  lookbehindgroups = null;
  openGroups = /* @__PURE__ */ new Set();
  constructor(flags) {
    this.flags = flags;
  }
  get groups() {
    return this.groupwidths.length;
  }
  openGroup(name, pos) {
    const gid = this.groups;
    this.groupwidths.push(null);
    if (this.groups > MAXGROUPS) throw reError("too many groups", pos);
    if (name !== null) {
      const old = this.groupdict.get(name);
      if (old !== void 0)
        throw reError(`redefinition of group name '${name}' as group ${gid}; was group ${old}`, pos);
      this.groupdict.set(name, gid);
    }
    this.openGroups.add(gid);
    return gid;
  }
  closeGroup(gid, body) {
    this.groupwidths[gid] = width(body, this);
    this.openGroups.delete(gid);
  }
  checkGroup(gid) {
    return gid < this.groups && this.groupwidths[gid] !== null;
  }
  checkLookbehindGroup(gid, pos) {
    if (this.lookbehindgroups !== null) {
      if (!this.checkGroup(gid)) throw reError("cannot refer to an open group", pos);
      if (gid >= this.lookbehindgroups)
        throw reError("cannot refer to group defined in the same lookbehind subpattern", pos);
    }
  }
};
function width(nodes, state) {
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
var CATEGORY_ESCAPES = {
  "\\A": { kind: "at", at: "beginning_string" },
  "\\Z": { kind: "at", at: "end_string" },
  "\\b": { kind: "at", at: "boundary" },
  "\\B": { kind: "at", at: "non_boundary" },
  "\\d": { kind: "category", cat: "d" },
  "\\D": { kind: "category", cat: "D" },
  "\\s": { kind: "category", cat: "s" },
  "\\S": { kind: "category", cat: "S" },
  "\\w": { kind: "category", cat: "w" },
  "\\W": { kind: "category", cat: "W" }
};
var SIMPLE_ESCAPES = {
  "\\a": 7,
  "\\b": 8,
  "\\f": 12,
  "\\n": 10,
  "\\r": 13,
  "\\t": 9,
  "\\v": 11,
  "\\\\": 92
};
function hexEscape(source, escape, start) {
  const c = escape[1];
  const hex = (n) => {
    const digits = source.getWhile(n, HEXDIGITS);
    if (digits.length !== n) throw reError(`incomplete escape ${escape}${digits}`, start);
    return { value: parseInt(digits, 16), digits };
  };
  if (c === "x") return hex(2).value;
  if (c === "u") return hex(4).value;
  if (c === "U") {
    const { value, digits } = hex(8);
    if (value > 1114111) throw reError(`bad escape ${escape}${digits}`, start);
    return value;
  }
  if (c === "N")
    throw new PythonError("NotSupported", "desktest does not translate \\N{...} escapes in Python patterns");
  return void 0;
}
function classEscape(source, escape, start) {
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== void 0) return { kind: "literal", cp: simple };
  const category = CATEGORY_ESCAPES[escape];
  if (category?.kind === "category") return { kind: "category", cat: category.cat };
  const hex = hexEscape(source, escape, start);
  if (hex !== void 0) return { kind: "literal", cp: hex };
  const c = escape[1];
  if (OCTDIGITS.test(c)) {
    const digits = c + source.getWhile(2, OCTDIGITS);
    const value = parseInt(digits, 8);
    if (value > 255) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
    return { kind: "literal", cp: value };
  }
  if (DIGITS.test(c) || ASCIILETTERS.test(c)) throw reError(`bad escape ${escape}`, start);
  return { kind: "literal", cp: c.codePointAt(0) };
}
function escapeNode(source, escape, state, start) {
  const category = CATEGORY_ESCAPES[escape];
  if (category) return category;
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== void 0) return { kind: "literal", cp: simple };
  const hex = hexEscape(source, escape, start);
  if (hex !== void 0) return { kind: "literal", cp: hex };
  const c = escape[1];
  if (c === "0") return { kind: "literal", cp: parseInt(c + source.getWhile(2, OCTDIGITS), 8) };
  if (DIGITS.test(c)) {
    let digits = c;
    const next = source.next;
    if (next !== void 0 && next.length === 1 && DIGITS.test(next)) {
      digits += source.get();
      const third = source.next;
      if (OCTDIGITS.test(digits[0]) && OCTDIGITS.test(digits[1]) && third?.length === 1 && OCTDIGITS.test(third)) {
        digits += source.get();
        const value = parseInt(digits, 8);
        if (value > 255) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
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
  return { kind: "literal", cp: c.codePointAt(0) };
}
function parseSub(source, state, verbose, nested) {
  const items = [];
  for (; ; ) {
    items.push(parse(source, state, verbose, nested + 1, nested === 0 && items.length === 0));
    if (!source.match("|")) break;
  }
  if (items.length === 1) return items[0];
  return [{ kind: "branch", alternatives: items }];
}
function parseFlags(source, state, first) {
  let char = first;
  let add = 0;
  let del = 0;
  if (char !== "-") {
    for (; ; ) {
      const flag = INLINE_FLAGS[char];
      if (flag === RE_FLAGS.LOCALE)
        throw reError("bad inline flags: cannot use 'L' flag with a str pattern", source.tell());
      add |= flag;
      if (flag & TYPE_FLAGS && (add & TYPE_FLAGS) !== flag)
        throw reError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", source.tell());
      char = source.get();
      if (char === void 0) throw reError("missing -, : or )", source.tell());
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
    if (char === void 0) throw reError("missing flag", source.tell());
    if (!(char in INLINE_FLAGS))
      throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing flag", source.tell());
    for (; ; ) {
      const flag = INLINE_FLAGS[char];
      if (flag & TYPE_FLAGS)
        throw reError("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", source.tell());
      del |= flag;
      char = source.get();
      if (char === void 0) throw reError("missing :", source.tell());
      if (char === ":") break;
      if (!(char in INLINE_FLAGS))
        throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing :", source.tell());
    }
  }
  if (del & RE_FLAGS.LOCALE) throw reError("bad inline flags: cannot turn off global flag", source.tell());
  if (add & del) throw reError("bad inline flags: flag turned on and off", source.tell());
  return { add, del };
}
function parse(source, state, verboseIn, nested, first) {
  const sub = [];
  let verbose = verboseIn;
  for (; ; ) {
    const next = source.next;
    if (next === void 0 || next === "|" || next === ")") break;
    const here = source.tell();
    const thisChar = source.get();
    if (verbose) {
      if (WHITESPACE.has(thisChar)) continue;
      if (thisChar === "#") {
        for (; ; ) {
          const c = source.get();
          if (c === void 0 || c === "\n") break;
        }
        continue;
      }
    }
    if (thisChar[0] === "\\") {
      sub.push(escapeNode(source, thisChar, state, here));
    } else if (thisChar === "[") {
      sub.push(parseSet(source, here));
    } else if ("*+?{".includes(thisChar)) {
      let min;
      let max;
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
        while (source.next !== void 0 && source.next.length === 1 && DIGITS.test(source.next))
          lo += source.get();
        if (source.match(",")) {
          while (source.next !== void 0 && source.next.length === 1 && DIGITS.test(source.next))
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
      const item2 = sub.at(-1);
      if (!item2 || item2.kind === "at") throw reError("nothing to repeat", here);
      if (item2.kind === "repeat") throw reError("multiple repeat", here);
      const body = item2.kind === "group" && item2.group === null && !item2.addFlags && !item2.delFlags ? item2.body : [item2];
      const mode = source.match("?") ? "lazy" : source.match("+") ? "possessive" : "greedy";
      sub[sub.length - 1] = { kind: "repeat", min, max, mode, body };
    } else if (thisChar === ".") {
      sub.push({ kind: "any" });
    } else if (thisChar === "(") {
      const start = here;
      let capture = true;
      let atomic2 = false;
      let name = null;
      let addFlags = 0;
      let delFlags = 0;
      if (source.match("?")) {
        const char = source.get();
        if (char === void 0) throw reError("unexpected end of pattern", source.tell());
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
            if (gid === void 0)
              throw reError(`unknown group name '${ref}'`, source.tell() - ref.length - 1);
            if (!state.checkGroup(gid))
              throw reError("cannot refer to an open group", source.tell() - ref.length - 1);
            state.checkLookbehindGroup(gid, source.tell());
            sub.push({ kind: "groupref", group: gid });
            continue;
          } else {
            const c = source.get();
            if (c === void 0) throw reError("unexpected end of pattern", source.tell());
            throw reError(`unknown extension ?P${c}`, source.tell() - c.length - 2);
          }
        } else if (char === ":") {
          capture = false;
        } else if (char === "#") {
          for (; ; ) {
            if (source.next === void 0) throw reError("missing ), unterminated comment", start);
            if (source.get() === ")") break;
          }
          continue;
        } else if ("=!<".includes(char)) {
          let kind = char;
          let behind = false;
          const outerLookbehind = state.lookbehindgroups;
          if (kind === "<") {
            const c = source.get();
            if (c === void 0) throw reError("unexpected end of pattern", source.tell());
            if (!"=!".includes(c)) throw reError(`unknown extension ?<${c}`, source.tell() - c.length - 2);
            kind = c;
            behind = true;
            if (outerLookbehind === null) state.lookbehindgroups = state.groups;
          }
          const body2 = parseSub(source, state, verbose, nested + 1);
          if (behind && outerLookbehind === null) state.lookbehindgroups = null;
          if (!source.match(")")) throw reError("missing ), unterminated subpattern", start);
          if (behind) {
            const [lo, hi] = width(body2, state);
            if (lo !== hi) throw new PythonError("error", "look-behind requires fixed-width pattern");
          }
          sub.push({ kind: "assert", negate: kind === "!", behind, body: body2 });
          continue;
        } else if (char === "(") {
          throw new PythonError(
            "NotSupported",
            "desktest does not translate conditional groups (?(id)yes|no) of Python patterns"
          );
        } else if (char === ">") {
          capture = false;
          atomic2 = true;
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
      sub.push(atomic2 ? { kind: "atomic", body } : { kind: "group", group, addFlags, delFlags, body });
    } else if (thisChar === "^") {
      sub.push({ kind: "at", at: "beginning" });
    } else if (thisChar === "$") {
      sub.push({ kind: "at", at: "end" });
    } else {
      sub.push({ kind: "literal", cp: thisChar.codePointAt(0) });
    }
  }
  return sub;
}
function parseSet(source, here) {
  const items = [];
  const negate = source.match("^");
  for (; ; ) {
    const start = source.tell();
    const thisChar = source.get();
    if (thisChar === void 0) throw reError("unterminated character set", here);
    if (thisChar === "]" && items.length > 0) break;
    const code1 = thisChar[0] === "\\" ? classEscape(source, thisChar, start) : { kind: "literal", cp: thisChar.codePointAt(0) };
    if (source.match("-")) {
      const thatStart = source.tell();
      const that = source.get();
      if (that === void 0) throw reError("unterminated character set", here);
      if (that === "]") {
        items.push(code1, { kind: "literal", cp: 45 });
        break;
      }
      const code2 = that[0] === "\\" ? classEscape(source, that, thatStart) : { kind: "literal", cp: that.codePointAt(0) };
      if (code1.kind !== "literal" || code2.kind !== "literal" || code2.cp < code1.cp)
        throw reError(`bad character range ${thisChar}-${that}`, start);
      items.push({ kind: "range", lo: code1.cp, hi: code2.cp });
    } else items.push(code1);
  }
  return { kind: "set", negate, items };
}
var UNICODE_SPACE = "\\t\\n\\v\\f\\r\\u{1C}-\\u{20}\\u{85}\\u{A0}\\u{1680}\\u{2000}-\\u{200A}\\u{2028}\\u{2029}\\u{202F}\\u{205F}\\u{3000}";
var CATEGORY_CLASS = {
  unicode: { d: "\\p{Nd}", w: "\\p{L}\\p{N}_", s: UNICODE_SPACE },
  ascii: { d: "0-9", w: "A-Za-z0-9_", s: "\\t\\n\\v\\f\\r " }
};
function literal2(cp) {
  const ch = String.fromCodePoint(cp);
  return /^[A-Za-z0-9]$/.test(ch) ? ch : `\\u{${cp.toString(16).toUpperCase()}}`;
}
function categoryClass(cat, flags) {
  const table = CATEGORY_CLASS[flags & RE_FLAGS.ASCII ? "ascii" : "unicode"];
  const inner = table[cat.toLowerCase()];
  return cat === cat.toLowerCase() ? `[${inner}]` : `[^${inner}]`;
}
function emit(nodes, state) {
  return nodes.map((node) => emitNode(node, state)).join("");
}
function emitNode(node, state) {
  const flags = state.flags;
  switch (node.kind) {
    case "literal":
      return literal2(node.cp);
    case "any":
      return flags & RE_FLAGS.DOTALL ? "[\\u{0}-\\u{10FFFF}]" : "[^\\n]";
    case "category":
      return categoryClass(node.cat, flags);
    case "set": {
      const parts = node.items.map(
        (item2) => item2.kind === "literal" ? literal2(item2.cp) : item2.kind === "range" ? `${literal2(item2.lo)}-${literal2(item2.hi)}` : categoryClass(item2.cat, flags)
      );
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
      const unit = node.body.length === 1 && isAtom(node.body[0]) ? body : `(?:${body})`;
      const quantifier = node.min === 0 && node.max === MAXREPEAT ? "*" : node.min === 1 && node.max === MAXREPEAT ? "+" : node.min === 0 && node.max === 1 ? "?" : node.max === MAXREPEAT ? `{${node.min},}` : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      if (node.mode === "possessive") return atomic(`${unit}${quantifier}`, state);
      return `${unit}${quantifier}${node.mode === "lazy" ? "?" : ""}`;
    }
    case "groupref":
      return `\\k<p${node.group}>`;
  }
  return "";
}
function isAtom(node) {
  return ["literal", "any", "category", "set", "group", "groupref"].includes(node.kind);
}
function atomic(body, state) {
  const name = `a${++state.helpers}`;
  return `(?=(?<${name}>${body}))\\k<${name}>`;
}
var cache = /* @__PURE__ */ new Map();
var groupNames = /* @__PURE__ */ new WeakMap();
function compilePythonRegex(pattern, flags = 0) {
  if (typeof pattern !== "string")
    throw new PythonError("TypeError", "first argument must be string or compiled pattern");
  const key = `${flags}\0${pattern}`;
  const known = cache.get(key);
  if (known) return known;
  if (flags & RE_FLAGS.LOCALE)
    throw new PythonError("ValueError", "cannot use LOCALE flag with a str pattern");
  if (flags & RE_FLAGS.ASCII && flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const state = new State(flags);
  const source = new Source(pattern);
  const tree = parseSub(source, state, (flags & RE_FLAGS.VERBOSE) !== 0, 0);
  if (source.next !== void 0) {
    if (source.next === ")") throw reError("unbalanced parenthesis", source.tell());
    throw reError("internal error in regular expression parser", source.tell());
  }
  if (state.flags & RE_FLAGS.ASCII && state.flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const body = emit(tree, { flags: state.flags, helpers: 0 });
  let regex;
  try {
    regex = new RegExp(body, state.flags & RE_FLAGS.IGNORECASE ? "iv" : "v");
  } catch (error) {
    throw new PythonError(
      "NotSupported",
      `desktest could not translate the Python pattern ${JSON.stringify(pattern)}: ${error.message}`
    );
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, regex);
  groupNames.set(regex, state.groupdict);
  return regex;
}
function checkText(text) {
  if (typeof text !== "string")
    throw new PythonError(
      "TypeError",
      `expected string or bytes-like object, got '${text === null || text === void 0 ? "NoneType" : Array.isArray(text) ? "list" : typeof text === "number" ? Number.isInteger(text) ? "int" : "float" : typeof text === "boolean" ? "bool" : "dict"}'`
    );
  return text;
}
function pythonSearch(pattern, text, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  return regex.test(checkText(text));
}
function pythonMatch(pattern, text, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const match = new RegExp(regex.source, `${regex.flags}y`).exec(checkText(text));
  if (!match) return null;
  const groups = { 0: match[0] };
  for (const [name, value] of Object.entries(match.groups ?? {}))
    if (name.startsWith("p")) groups[Number(name.slice(1))] = value;
  for (const [name, gid] of groupNames.get(regex) ?? []) groups[name] = groups[gid];
  return groups;
}
function pythonFindall(pattern, text, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return Array.from(checkText(text).matchAll(global), (m) => m[0]);
}
function pythonSub(pattern, replacement, text, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return checkText(text).replace(global, () => replacement);
}

// src/osworld/python-semantics.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value) && !(value instanceof Date);
}
function asNumber(value) {
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return void 0;
}
function compareNumbers(a, b) {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  const fa = Number(a);
  const fb = Number(b);
  if (Number.isNaN(fa) || Number.isNaN(fb)) return NaN;
  if (!Number.isFinite(fa) || !Number.isFinite(fb)) return fa < fb ? -1 : fa > fb ? 1 : 0;
  const toBig = (v) => typeof v === "bigint" ? v : Number.isInteger(v) ? BigInt(v) : void 0;
  const x = toBig(a);
  const y = toBig(b);
  if (x !== void 0 && y !== void 0) return x < y ? -1 : x > y ? 1 : 0;
  const whole = (v) => typeof v === "bigint" ? v : BigInt(Math.floor(v));
  return whole(a) < whole(b) ? -1 : whole(a) > whole(b) ? 1 : typeof a === "bigint" ? -1 : 1;
}
function pyEquals(a, b) {
  if (a === null || a === void 0 || b === null || b === void 0)
    return (a === null || a === void 0) && (b === null || b === void 0);
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== void 0 && nb !== void 0) return compareNumbers(na, nb) === 0;
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => x === b[i] || pyEquals(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && (a[k] === b[k] || pyEquals(a[k], b[k])));
  }
  return false;
}
function pyContains(container, item2) {
  if (typeof container === "string") {
    if (typeof item2 !== "string")
      throw new PythonError(
        "TypeError",
        `'in <string>' requires string as left operand, not ${pyTypeName(item2)}`
      );
    return container.includes(item2);
  }
  if (Array.isArray(container)) return container.some((x) => x === item2 || pyEquals(x, item2));
  if (isPlainObject(container)) {
    if (isPlainObject(item2) || Array.isArray(item2))
      throw new PythonError("TypeError", `unhashable type: '${pyTypeName(item2)}'`);
    return Object.keys(container).some((k) => pyEquals(k, item2));
  }
  throw new PythonError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}
function pyTypeName(value) {
  if (value === null || value === void 0) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  if (value instanceof Date) return "datetime";
  return "dict";
}
function pyStr(value) {
  if (typeof value === "string") return value;
  if (value instanceof Date)
    return value.toISOString().replace("T", " ").replace(/(\.000)?Z$/, "");
  return pyRepr(value);
}
function pyFloatRepr(value) {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const exponent = Number(value.toExponential().split("e")[1]);
  if (exponent < -4 || exponent >= 16) {
    const [mantissa, exp] = value.toExponential().split("e");
    const e = Number(exp);
    return `${mantissa}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}
var NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
function pyStringRepr(value) {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let body = "";
  for (const ch of value) {
    if (ch === "\\") body += "\\\\";
    else if (ch === quote) body += `\\${quote}`;
    else if (ch === "\n") body += "\\n";
    else if (ch === "\r") body += "\\r";
    else if (ch === "	") body += "\\t";
    else if (ch !== " " && NOT_PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0);
      body += cp < 256 ? `\\x${cp.toString(16).padStart(2, "0")}` : cp < 65536 ? `\\u${cp.toString(16).padStart(4, "0")}` : `\\U${cp.toString(16).padStart(8, "0")}`;
    } else body += ch;
  }
  return `${quote}${body}${quote}`;
}
function pyRepr(value) {
  if (value === null || value === void 0) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number")
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value === 0 ? 0 : value) : pyFloatRepr(value);
  if (typeof value === "string") return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (value instanceof Date) return `datetime.datetime(${value.toISOString()})`;
  if (isPlainObject(value))
    return `{${Object.entries(value).map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(", ")}}`;
  return String(value);
}
function pyTruthy(value) {
  if (value === null || value === void 0 || value === false || value === 0 || value === "" || value === 0n)
    return false;
  if (typeof value === "number" && Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}
function pyCompare(a, op, b) {
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
var OPERATOR_SYMBOL = { lt: "<", le: "<=", gt: ">", ge: ">=" };
function pyOrder(a, b, op) {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== void 0 && nb !== void 0) return compareNumbers(na, nb);
  if (typeof a === "string" && typeof b === "string") {
    const x = Array.from(a, (c) => c.codePointAt(0));
    const y = Array.from(b, (c) => c.codePointAt(0));
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
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
    `'${OPERATOR_SYMBOL[op]}' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`
  );
}
function pySearch(pattern, text, flagNames = []) {
  const flags = flagNames.reduce((all, name) => all | reFlag(name), 0);
  return pythonSearch(pattern, text, flags);
}
var PY_WHITESPACE = "	\n\v\f\r \x85\xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000";
var PY_SPACE_SET = new Set(Array.from(PY_WHITESPACE));
var PY_SPACE_RUN = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
function pySplitWhitespace(text) {
  return text.split(PY_SPACE_RUN).filter((part) => part !== "");
}
function pyFloat(value) {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return Number(value);
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `float() argument must be a string or a real number, not '${pyTypeName(value)}'`
    );
  const text = asciiDigits(pyStrip(value));
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2].toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
  const digits = "\\d(?:_?\\d)*";
  const syntax = new RegExp(`^[-+]?(?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:[eE][-+]?${digits})?$`);
  if (!syntax.test(text))
    throw new PythonError("ValueError", `could not convert string to float: ${pyRepr(value)}`);
  return Number(text.replace(/_/g, ""));
}
function pyInt(value) {
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
      `int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(value)}'`
    );
  const text = asciiDigits(pyStrip(value));
  if (!/^[-+]?\d(?:_?\d)*$/.test(text))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: ${pyRepr(value)}`);
  const big = BigInt(text.replace(/_/g, ""));
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}
function asciiDigits(text) {
  return text.replace(new RegExp("\\p{Nd}", "gu"), (digit) => {
    const cp = digit.codePointAt(0);
    let start = cp;
    while (start > 0 && new RegExp("\\p{Nd}", "u").test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}
function pyJsonLoads(text) {
  let pos = 0;
  const fail = (message, at = pos) => {
    const before = text.slice(0, at);
    const line = before.split("\n").length;
    const column = at - before.lastIndexOf("\n");
    throw new PythonError("JSONDecodeError", `${message}: line ${line} column ${column} (char ${at})`);
  };
  if (text.startsWith("\uFEFF")) fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const ws = () => {
    while (pos < text.length && " 	\n\r".includes(text[pos])) pos++;
  };
  const string = () => {
    const start = pos;
    pos++;
    let out = "";
    for (; ; ) {
      const ch = text[pos];
      if (ch === void 0) fail("Unterminated string starting at", start);
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch === "\\") {
        const esc = text[pos + 1];
        const simple = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "	"
        };
        if (esc !== void 0 && simple[esc] !== void 0) {
          out += simple[esc];
          pos += 2;
        } else if (esc === "u") {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("Invalid \\uXXXX escape", pos + 1);
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else fail("Invalid \\escape", pos);
      } else if (ch < " ") {
        fail("Invalid control character at", pos);
      } else {
        out += ch;
        pos++;
      }
    }
  };
  const value = () => {
    ws();
    const ch = text[pos];
    if (ch === "{") {
      pos++;
      const out = {};
      ws();
      if (text[pos] === "}") {
        pos++;
        return out;
      }
      for (; ; ) {
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
          configurable: true
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
      const out = [];
      ws();
      if (text[pos] === "]") {
        pos++;
        return out;
      }
      for (; ; ) {
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
    for (const [word, result2] of [
      ["NaN", NaN],
      ["Infinity", Infinity],
      ["-Infinity", -Infinity],
      ["true", true],
      ["false", false],
      ["null", null]
    ]) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return result2;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(pos));
    if (!number) return fail("Expecting value");
    pos += number[0].length;
    if (number[1] === void 0 && number[2] === void 0) {
      const big = BigInt(number[0]);
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
    }
    return Number(number[0]);
  };
  const result = value();
  ws();
  if (pos !== text.length) fail("Extra data");
  return result;
}
var LINE_BREAKS = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
function pySplitlines(text) {
  if (text === "") return [];
  const parts = text.split(LINE_BREAKS);
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  return parts;
}
function pyTextFromBytes(data) {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
  return text.replace(/\r\n?/g, "\n");
}
function pyFileLines(text) {
  const lines = text.split(/(?<=\n)/);
  return lines.length === 1 && lines[0] === "" ? [] : lines;
}
function pyStrip(text, chars, side = "both") {
  const set = chars === void 0 ? void 0 : new Set(Array.from(chars));
  const isStripped = (ch) => set ? set.has(ch) : PY_SPACE_SET.has(ch);
  const codePoints = Array.from(text);
  let start = 0;
  let end = codePoints.length;
  if (side !== "right") while (start < end && isStripped(codePoints[start])) start++;
  if (side !== "left") while (end > start && isStripped(codePoints[end - 1])) end--;
  return codePoints.slice(start, end).join("");
}
function pyDecodeUtf8(data) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
}
function fuzzRatio(a, b) {
  if (a === null || a === void 0 || b === null || b === void 0) return 0;
  const sequence = (value) => {
    if (typeof value === "string") return Array.from(value);
    if (Array.isArray(value)) return value;
    throw new PythonError("TypeError", `object of type '${pyTypeName(value)}' has no len()`);
  };
  const x = sequence(a);
  const y = sequence(b);
  const total = x.length + y.length;
  if (total === 0) return 100;
  const key = (v) => typeof v === "string" ? `s${v}` : `r${pyRepr(v)}`;
  return 200 * lcsLength(x.map(key), y.map(key)) / total;
}
function lcsLength(a, b) {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let previous = new Uint32Array(short.length + 1);
  let current = new Uint32Array(short.length + 1);
  for (const item2 of long) {
    for (let j = 1; j <= short.length; j++) {
      current[j] = item2 === short[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
    current.fill(0);
  }
  return previous[short.length];
}
function sequenceMatcherRatio(a, b) {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const matches = matchingBlocks(a, b).reduce((sum, [, , size]) => sum + size, 0);
  return 2 * matches / total;
}
function matchingBlocks(a, b) {
  const b2j = /* @__PURE__ */ new Map();
  b.forEach((item2, j) => {
    const list = b2j.get(item2);
    if (list) list.push(j);
    else b2j.set(item2, [j]);
  });
  if (b.length >= 200) {
    const limit = Math.floor(b.length / 100) + 1;
    for (const [item2, indices] of [...b2j]) if (indices.length > limit) b2j.delete(item2);
  }
  const longest = (alo, ahi, blo, bhi) => {
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = /* @__PURE__ */ new Map();
    for (let i = alo; i < ahi; i++) {
      const next = /* @__PURE__ */ new Map();
      for (const j of b2j.get(a[i]) ?? []) {
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
  const queue = [[0, a.length, 0, b.length]];
  const blocks = [];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop();
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (k > 0) {
      blocks.push([i, j, k]);
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  return blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
function parsePythonLiteral(text) {
  let pos = 0;
  const src = text;
  const fail = () => {
    throw new PythonError("SyntaxError", `invalid syntax in ${JSON.stringify(text.slice(0, 80))}`);
  };
  const ws = () => {
    while (pos < src.length && /\s/.test(src[pos])) pos++;
  };
  const value = () => {
    ws();
    const ch = src[pos];
    if (ch === "[" || ch === "(") {
      const close = ch === "[" ? "]" : ")";
      pos++;
      const items = [];
      ws();
      if (src[pos] === close) {
        pos++;
        return items;
      }
      for (; ; ) {
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
          const map = { n: "\n", t: "	", r: "\r", "\\": "\\", "'": "'", '"': '"' };
          out += next !== void 0 && map[next] !== void 0 ? map[next] : `\\${next ?? ""}`;
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

// src/osworld/getters/relative-time.ts
var RELATIVE_TIME_PHRASES = [
  "tomorrow",
  "5th next month",
  "10th next month",
  "11th next month",
  "this month",
  "this Saturday",
  "this Sunday",
  "next Monday",
  "next Friday",
  "next Saturday",
  "next Sunday",
  "next week Friday",
  "next week Saturday",
  "next week Sunday",
  "first monday four months later",
  "first monday eight months later",
  "next Monday split",
  "next Friday split"
];
var DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
var MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var MONTH_FULL = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function toUtc(d) {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}
function fromUtc(date) {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
function addDays(d, days) {
  const date = toUtc(d);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}
function weekday(d) {
  return (toUtc(d).getUTCDay() + 6) % 7;
}
function makeDate(year, month, day) {
  if (month < 1 || month > 12) throw new PythonError("ValueError", "month must be in 1..12");
  const date = toUtc({ year, month, day });
  if (date.getUTCMonth() + 1 !== month) throw new PythonError("ValueError", "day is out of range for month");
  return { year, month, day };
}
function nextMonth(now, day) {
  return makeDate(now.month === 12 ? now.year + 1 : now.year, now.month < 12 ? now.month + 1 : 1, day);
}
function firstMondayLater(now, months) {
  const year = now.month >= (months === 4 ? 9 : 5) ? now.year + 1 : now.year;
  const first = makeDate(year, (now.month + months) % 12, 1);
  return addDays(first, (6 - weekday(first) + 1) % 7);
}
function applyTimeFormat(template, d) {
  const pad = (n) => n < 10 ? `0${n}` : String(n);
  return template.replace("{DoW}", DOW[weekday(d)]).replace("{Month}", MONTH[d.month - 1]).replace("{DayD}", String(d.day)).replace("{Year}", String(d.year)).replace("{Month0D}", pad(d.month)).replace("{month}", MONTH_FULL[d.month - 1].toLowerCase()).replace("{MonthFull}", MONTH_FULL[d.month - 1]).replace("{Day0D}", pad(d.day)).replace("{MonthD}", String(d.month));
}
function todayIn(timeZone, now = /* @__PURE__ */ new Date()) {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  }).formatToParts(now).reduce((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
var unhandled = (phrase, where) => new PythonError("UnboundLocalError", `OSWorld's rule_relativeTime does not handle '${phrase}' as ${where}`);
function resolveRelativeTime(rules, now) {
  const out = structuredClone(rules);
  const relative = out.relativeTime;
  const expected = out.expected;
  if (!isPlainObject(relative) || !isPlainObject(expected))
    throw new PythonError("KeyError", "rules need 'relativeTime' and 'expected'");
  const from = String(relative.from);
  const wd = weekday(now);
  const fill = (key, d) => {
    const value = expected[key];
    if (value === void 0) throw new PythonError("KeyError", `'${key}'`);
    expected[key] = Array.isArray(value) ? value.map((t) => applyTimeFormat(String(t), d)) : applyTimeFormat(String(value), d);
  };
  if (!("to" in relative)) {
    let day;
    if (from === "tomorrow") day = addDays(now, 1);
    else if (from === "5th next month") day = nextMonth(now, 5);
    else if (from === "10th next month") day = nextMonth(now, 10);
    else if (from === "this month") day = now;
    else if (from === "next Monday") day = addDays(now, 6 - wd + 1);
    else if (from === "first monday four months later") day = firstMondayLater(now, 4);
    else if (from === "first monday eight months later") day = firstMondayLater(now, 8);
    else throw unhandled(from, "a single date");
    const value = expected.time;
    if (value === void 0) throw new PythonError("KeyError", "'time'");
    expected.time = Array.isArray(value) ? value.map((t) => applyTimeFormat(String(t), day)) : applyTimeFormat(String(value), day);
    return out;
  }
  const to = String(relative.to);
  let fromDay;
  if (from === "tomorrow") fromDay = addDays(now, 1);
  else if (from === "this Saturday") fromDay = addDays(now, 5 - wd);
  else if (from === "10th next month") fromDay = nextMonth(now, 10);
  else if (from === "next Monday" || from === "next Monday split") fromDay = addDays(now, 6 - wd + 1);
  else if (from === "next Friday") fromDay = addDays(now, wd < 4 ? 4 - wd : wd === 4 ? 7 : 7 - wd + 4);
  else if (from === "next Saturday") fromDay = addDays(now, wd < 5 ? 5 - wd : wd === 5 ? 7 : 6);
  else if (from === "next week Friday") fromDay = addDays(now, 7 - wd + 4);
  else if (from === "next week Saturday") fromDay = addDays(now, 7 - wd + 5);
  else if (from === "next week Sunday") fromDay = addDays(now, 7 - wd + 6);
  else throw unhandled(from, "the start of a range");
  if (from === "next Monday split") {
    fill("puDay", fromDay);
    fill("puMonth", fromDay);
    fill("puYear", fromDay);
  } else fill("from", fromDay);
  let toDay;
  if (to === "tomorrow") toDay = addDays(now, 1);
  else if (to === "this Sunday") toDay = addDays(now, 6 - wd);
  else if (to === "11th next month") toDay = nextMonth(now, 11);
  else if (to === "next Friday" || to === "next Friday split")
    toDay = from === "next Monday" || from === "next Monday split" ? addDays(fromDay, 4) : addDays(now, wd < 4 ? 4 - wd : 6 - wd + 5);
  else if (to === "next Sunday")
    toDay = from === "next Friday" || from === "next Saturday" ? addDays(fromDay, 6 - weekday(fromDay)) : addDays(now, wd < 6 ? 6 - wd : 7);
  else if (to === "next week Sunday")
    toDay = from === "next week Friday" || from === "next week Saturday" ? addDays(fromDay, 6 - weekday(fromDay)) : addDays(now, 7 - wd + 6);
  else throw unhandled(to, "the end of a range");
  if (to === "next Friday split") {
    fill("doDay", toDay);
    fill("doMonth", toDay);
    fill("doYear", toDay);
  } else fill("to", toDay);
  return out;
}

// src/osworld/metrics/rules.ts
function matchValueToRule(value, rule) {
  const method = item(rule, "method");
  if (typeof method !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(method)}' object has no attribute 'startswith'`);
  if (method.startsWith("re")) {
    const flags = method.split(".").slice(1);
    return pySearch(item(rule, "ref"), value, flags);
  }
  switch (method) {
    case "eq":
      return pyEquals(value, item(rule, "ref"));
    case "ne":
      return !pyEquals(value, item(rule, "ref"));
    case "lt":
    case "le":
    case "gt":
    case "ge":
      return pyCompare(value, method, item(rule, "ref"));
  }
  if (method.startsWith("approx")) {
    const threshold = pyFloat(indexOrFail(method.split(":"), 1));
    const ref = item(rule, "ref");
    let number;
    try {
      number = pyFloat(value);
    } catch {
      return false;
    }
    if (typeof ref !== "number" && typeof ref !== "boolean")
      throw new PythonError(
        "TypeError",
        `unsupported operand type(s) for -: 'float' and '${pyTypeName(ref)}'`
      );
    return Math.abs(number - Number(ref)) <= threshold;
  }
  if (method === "spreadsheet_range")
    throw new PythonError("NotSupported", "the spreadsheet_range rule method is not ported");
  if (method.startsWith("range.")) {
    const ref = item(rule, "ref");
    const left = indexOrFail(method, 6);
    const right = indexOrFail(method, 7);
    const low = subscript(ref, 0);
    const operator = (side) => {
      const name = `l${side}`;
      if (name !== "lt" && name !== "le")
        throw new PythonError("AttributeError", `module 'operator' has no attribute '${name}'`);
      return name;
    };
    if (!pyCompare(low, operator(left), value)) return false;
    return pyCompare(value, operator(right), subscript(ref, 1));
  }
  if (method === "str_list_eq" || method === "str_set_eq") {
    if (typeof value !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'strip'`);
    const items = pyStrip(value, `"'`).split(",");
    const ref = item(rule, "ref");
    const refs = Array.isArray(ref) ? ref : typeof ref === "string" ? Array.from(ref) : iterableError(ref);
    if (method === "str_list_eq") return pyEquals(items, refs);
    if (refs.some((r) => Array.isArray(r) || isPlainObject(r)))
      throw new PythonError("TypeError", "unhashable type: 'list'");
    const a = new Set(items);
    return [...a].every((x) => refs.includes(x)) && refs.every((r) => typeof r === "string" && a.has(r));
  }
  throw new PythonError("NotImplementedError", "");
}
function item(rule, key) {
  if (!isPlainObject(rule)) throw new PythonError("TypeError", `rule must be a dict to read '${key}'`);
  if (!(key in rule)) throw new PythonError("KeyError", `'${key}'`);
  return rule[key];
}
function indexOrFail(list, index) {
  if (index >= list.length) throw new PythonError("IndexError", "list index out of range");
  return list[index];
}
function subscript(value, index) {
  if (Array.isArray(value) || typeof value === "string") return indexOrFail(value, index);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not subscriptable`);
}
function iterableError(value) {
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
function isRuleMethod(method) {
  return method.startsWith("re") || ["eq", "ne", "lt", "le", "gt", "ge", "str_list_eq", "str_set_eq"].includes(method) || /^approx:\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(method) || /^range\.[te][te]$/.test(method);
}
function matchRecord(pattern, item2) {
  if (!isPlainObject(pattern))
    throw new PythonError("AttributeError", `'${pyTypeName(pattern)}' object has no attribute 'items'`);
  return Object.entries(pattern).every(
    ([k, v]) => item2 instanceof Map ? item2.has(k) && pyEquals(item2.get(k), v) : Object.hasOwn(item2, k) && pyEquals(item2[k], v)
  );
}

// src/osworld/shlex.ts
function shlexSplit(text) {
  const words = [];
  let word = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote === "'") {
      if (ch === "'") quote = void 0;
      else word += ch;
      continue;
    }
    if (quote === '"') {
      if (ch === '"') quote = void 0;
      else if (ch === "\\" && i + 1 < text.length && '\\"$`\n'.includes(text[i + 1])) {
        i++;
        if (text[i] !== "\n") word += text[i];
      } else word += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\") {
      if (i + 1 >= text.length) throw new Error("ValueError: No escaped character");
      i++;
      if (text[i] !== "\n") word += text[i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new Error("ValueError: No closing quotation");
  if (inWord) words.push(word);
  return words;
}

// src/osworld/profile-tools.ts
var ABSENT_PROGRAMS = {
  timedatectl: "systemd does not run in a container",
  systemctl: "systemd does not run in a container",
  hostnamectl: "systemd does not run in a container",
  localectl: "systemd does not run in a container",
  loginctl: "systemd does not run in a container",
  journalctl: "systemd does not run in a container",
  nmcli: "NetworkManager does not run in a container",
  snap: "snapd does not run in a container",
  flatpak: "Flatpak is not installed",
  code: "VS Code is not a Debian package (use --image with one that has it)",
  "gnome-control-center": "GNOME Settings is not in the image (its desktop is openbox)",
  "gnome-shell": "GNOME Shell is not in the image (its desktop is openbox)",
  "gnome-extensions": "GNOME Shell is not in the image (its desktop is openbox)",
  nautilus: "GNOME Files is not in the image",
  "gnome-screenshot": "GNOME Screenshot is not in the image (scrot is)",
  wget: "wget is not installed (curl is)"
};
var PREFIXES = /* @__PURE__ */ new Set(["sudo", "nohup", "env", "exec", "time", "command", "xargs", "nice", "setsid"]);
function programsOf(command, shell) {
  if (Array.isArray(command)) {
    const argv2 = command.filter((a) => typeof a === "string");
    const program = argv2[0] ? basename(argv2[0]) : void 0;
    if ((program === "sh" || program === "bash") && argv2[1] === "-c" && argv2[2] !== void 0)
      return programsOfScript(argv2[2]);
    return shell ? programsOfScript(argv2.join(" ")) : program ? [program] : [];
  }
  if (typeof command !== "string") return [];
  if (shell) return programsOfScript(command);
  let argv;
  try {
    argv = shlexSplit(command);
  } catch {
    return [];
  }
  return argv[0] ? programsOf(argv, false) : [];
}
function programsOfScript(script) {
  const out = [];
  for (const segment of script.split(/\|\||&&|[;|&\n()`]|\$\(/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    let i = 0;
    while (i < words.length) {
      const word2 = words[i];
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word2) || PREFIXES.has(basename(word2)) || word2.startsWith("-")) i++;
      else if (basename(word2) === "timeout" && /^\d/.test(words[i + 1] ?? "")) i += 2;
      else break;
    }
    const word = words[i];
    if (word && /^[\w./+-]+$/.test(word)) out.push(basename(word));
  }
  return out;
}
function basename(word) {
  return word.slice(word.lastIndexOf("/") + 1);
}
function absentProgramWarning(command, shell) {
  const absent = [...new Set(programsOf(command, shell))].filter((p) => Object.hasOwn(ABSENT_PROGRAMS, p));
  if (absent.length === 0) return void 0;
  return absent.map((p) => `runs '${p}', which desktest's OSWorld image has not: ${ABSENT_PROGRAMS[p]}`).join("; ");
}

// src/osworld/support.ts
var yes = (note) => note ? { supported: true, note } : { supported: true };
var notYet = (reason) => ({ supported: false, kind: "not_yet", reason });
var google = (reason) => ({ supported: false, kind: "google", reason });
var internal = (reason) => ({ supported: false, kind: "internal", reason });
var CDP_LIVE = "needs the live Chrome tab over CDP/Playwright";
var PREFS = "~/.config/google-chrome/Default/Preferences, with OSWorld's fallbacks";
var LOCAL_STATE = "~/.config/google-chrome/Local State, with OSWorld's fallbacks";
var XCU = "LibreOffice's registrymodifications.xcu, read as OSWorld reads it";
var OSWORLD_COMMIT = "87df18ff0e906dafdb1ea96b8299f35ec1e67e6b";
var NEWER = `not in the oracle (newer than desktop-env 1.0.2): ported from OSWorld's source at ${OSWORLD_COMMIT.slice(0, 7)}`;
var COMPARE_URLS = "URLs compared as OSWorld's compare_urls: urllib's parsing, public suffixes from tldts's copy of the Public Suffix List";
var GOOGLE = "needs a real Google account (OAuth credentials and Google Drive), which desktest never uses";
var SETUP_SUPPORT = {
  download: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network"
  ),
  upload_file: yes("local_path relative to the task file"),
  open: yes("xdg-open, then waits for a window whose title has the file name, and activates it"),
  launch: yes("detached; a non-shell string is split on whitespace"),
  execute: yes("placeholders substituted; stdout/stderr saved to the task cache; `until` honoured"),
  command: yes("alias of execute"),
  execute_with_verification: yes(),
  sleep: yes(),
  activate_window: yes("wmctrl -a (-F strict, -x by class)"),
  close_window: yes("wmctrl -c (-F strict, -x by class)"),
  chrome_open_tabs: yes("over Chrome's DevTools HTTP endpoint on port 9222 (chromium)"),
  change_wallpaper: yes("gsettings"),
  chrome_close_tabs: yes(
    "over Chrome's DevTools HTTP endpoint on port 9222 (chromium): the first page equal to each URL under compare_urls is closed"
  ),
  update_browse_history: notYet("writes Chrome's History database from a template file"),
  googledrive: google(GOOGLE),
  login: google(GOOGLE),
  proxy: internal("set by OSWorld's env itself, never listed in a task"),
  tidy_desktop: internal("declared but not implemented by OSWorld either"),
  act: internal("declared but not implemented by OSWorld either"),
  replay: internal("declared but not implemented by OSWorld either")
};
var GETTER_SUPPORT = {
  vm_file: yes(),
  cloud_file: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network"
  ),
  cache_file: yes(),
  content_from_vm_file: yes("xlsx last_row"),
  vm_command_line: yes(),
  vm_command_error: yes(),
  vm_terminal_output: yes("the focused gnome-terminal tab, through AT-SPI"),
  rule: yes(),
  rule_relativeTime: yes("'now' from the guest clock, or the rules' timezone"),
  time_diff_range: yes(),
  accessibility_tree: yes("OSWorld's XML shape (desktop-frame, st:/attr:/cp: namespaces)"),
  list_directory: yes(),
  vm_screen_size: yes(),
  vm_window_size: yes(),
  vm_wallpaper: yes(),
  vlc_config: yes(),
  default_video_player: yes(),
  gimp_config_file: yes("~/.config/GIMP/2.10 (Debian bookworm ships GIMP 2.10)"),
  bookmarks: yes("~/.config/google-chrome/Default/Bookmarks (chromium's profile there)"),
  open_tabs_info: yes("Chrome's DevTools HTTP endpoint /json/list"),
  vlc_playing_info: yes(
    "VLC's HTTP interface (the vlc profile's vlc starts it on 127.0.0.1:8080), read inside the desktop"
  ),
  vscode_config: yes(
    "the command palette's keys, then the file; VS Code is not a Debian package, so validate warns and the task needs an image of your own with it (--image)"
  ),
  audio_in_slide: notYet("pptx media extraction"),
  background_image_in_slide: notYet("pptx media extraction"),
  conference_city_in_order: notYet("single-task getter"),
  history: yes("~/.config/google-chrome/Default/History: url, title, last_visit_time of every row"),
  cookie_data: yes(
    "~/.config/google-chrome/Default/Cookies, OSWorld's path (Chrome 96 and later keep cookies in Default/Network/Cookies: there the getter gives None, as OSWorld's does)"
  ),
  default_search_engine: yes(PREFS),
  enable_do_not_track: yes(PREFS),
  enable_safe_browsing: yes(PREFS),
  enable_enhanced_safety_browsing: yes(PREFS),
  data_delete_automacally: yes(PREFS),
  new_startup_page: yes(PREFS),
  profile_name: yes(PREFS),
  chrome_language: yes(LOCAL_STATE),
  chrome_font_size: yes(PREFS),
  chrome_color_scheme: yes(
    `the Preferences files of the profiles in ~/.config/google-chrome, newest first, read five times a second apart; ${NEWER}`
  ),
  chrome_appearance_mode_ui: yes(
    `chrome://settings/appearance over Chrome's DevTools endpoint on port 9222, else chrome_color_scheme; ${NEWER}`
  ),
  find_installed_extension_name: yes(PREFS),
  find_unpacked_extension_path: yes(PREFS),
  enabled_experiments: yes(LOCAL_STATE),
  shortcuts_on_desktop: yes("the .desktop files in ~/Desktop"),
  active_url_from_accessTree: yes(
    "the address bar of Chromium (or an application named Google Chrome) in the accessibility tree"
  ),
  active_tab_info: notYet(CDP_LIVE),
  page_info: notYet(CDP_LIVE),
  active_tab_url_parse: notYet(CDP_LIVE),
  url_dashPart: notYet(CDP_LIVE),
  url_path_parse: notYet(CDP_LIVE),
  macys_product_url_parse: notYet(CDP_LIVE),
  active_tab_html_parse: notYet(CDP_LIVE),
  info_from_website: notYet("scrapes a live website at evaluation time"),
  gotoRecreationPage_and_get_html_content: notYet("scrapes a live website at evaluation time"),
  pdf_from_url: notYet(CDP_LIVE),
  number_of_search_results: notYet("scrapes a live website at evaluation time"),
  googledrive_file: google(GOOGLE),
  replay: internal("OSWorld-internal helper, not a task getter")
};
var DOC = "this metric's own checks are not ported yet (desktest reads .docx, .pptx and PDF files)";
var PDF_PAGES = "page count through pdf.js";
var PDF_TEXT = "text through pdf.js, laid out in lines as PyMuPDF / pdfplumber lay out ordinary documents";
var PPTX = "the .pptx read as python-pptx reads it (placeholders inherit positions from layout and master)";
var DOCX = "the .docx read as python-docx reads it (OpenDocument .odt is not ported)";
var PIL = "Pillow's image semantics and scikit-image's SSIM, re-implemented (PNG decoded by desktest, other formats by sharp)";
var METRIC_SUPPORT = {
  infeasible: yes("1 exactly when the agent's last action is FAIL"),
  exact_match: yes(),
  fuzzy_match: yes("rapidfuzz ratio / 100"),
  check_include_exclude: yes(),
  match_in_list: yes(),
  is_in_list: yes(),
  check_list: yes(),
  literal_match: yes(),
  file_contains: yes(),
  check_line_number: yes(),
  diff_text_file: yes("difflib SequenceMatcher ratio over lines"),
  compare_text_file: yes(),
  compare_python_pure_text: yes(),
  check_json: yes("JSON or YAML (is_yaml)"),
  check_direct_json_object: yes(),
  is_included_all_json_objects: yes(),
  check_csv: yes(),
  compare_csv: yes(),
  is_utc_0: yes(),
  check_accessibility_tree: yes("XPath 1.0, or CSS selectors translated to XPath"),
  run_sqlite3: yes(),
  check_gnome_favorite_apps: yes(),
  check_text_enlarged: yes(),
  check_moved_jpgs: yes(),
  is_in_vm_clickboard: yes(),
  compare_terminal_and_txt: yes(),
  compare_table: yes(
    "rules sheet_name, sheet_data, sheet_print, sheet_fuzzy, check_cell (value), zoom, freeze"
  ),
  check_config_status: yes(),
  check_qt_bgcone: yes(),
  check_qt_max_volume: yes(),
  check_qt_minimal_view: yes(),
  check_qt_slider_colours: yes(),
  check_global_key_play_pause: yes(),
  check_one_instance_when_started_from_file: yes(),
  check_play_and_exit: yes(),
  is_vlc_recordings_folder: yes(),
  is_vlc_fullscreen: yes(),
  is_expected_bookmarks: yes(),
  check_thunderbird_prefs: yes(),
  check_json_settings: yes(),
  check_json_keybindings: yes(),
  is_extension_installed: yes(),
  compare_config: yes(),
  compare_pptx_files: yes(PPTX),
  compare_docx_files: yes(DOCX),
  compare_docx_tables: yes(DOCX),
  compare_docx_images: notYet(DOC),
  compare_docx_lines: yes(DOCX),
  compare_docx_files_and_ignore_new_lines: yes(DOCX),
  compare_line_spacing: yes(DOCX),
  compare_font_names: yes(DOCX),
  compare_subscript_contains: yes(DOCX),
  compare_insert_equation: yes(DOCX),
  compare_highlighted_text: notYet(DOC),
  compare_contains_image: yes(DOCX),
  compare_references: notYet(DOC),
  compare_unique_train_records: notYet(DOC),
  compare_init_lines: yes(DOCX),
  has_page_numbers_in_footers: yes(DOCX),
  is_first_line_centered: yes(DOCX),
  check_tabstops: notYet(DOC),
  contains_page_break: yes(DOCX),
  check_highlighted_words: notYet(DOC),
  evaluate_strike_through_last_paragraph: yes(DOCX),
  evaluate_colored_words_in_tables: notYet(DOC),
  evaluate_conversion: yes(DOCX),
  evaluate_spacing: yes(DOCX),
  evaluate_alignment: yes(DOCX),
  check_italic_font_size_14: yes(DOCX),
  get_unique_train_ids: notYet(DOC),
  check_no_duplicates: notYet(DOC),
  find_default_font: yes(XCU),
  check_file_exists: yes(),
  fuzzy_place_math: notYet(DOC),
  compare_pdfs: yes(PDF_TEXT),
  compare_pdf_images: notYet(DOC),
  check_pdf_pages: yes(PDF_PAGES),
  is_gold_text_included_in_pdf: yes(PDF_TEXT),
  compare_htmls: notYet("HTML tree comparison"),
  compare_archive: yes(
    "zip, tar and gzip'd tar unpacked as shutil does (bzip2/xz tar files and audio/video members are not read; no member leaves the unpacked folder)"
  ),
  compare_epub: notYet(DOC),
  check_presenter_console_disable: yes(PPTX),
  check_image_stretch_and_center: notYet(DOC),
  check_slide_numbers_color: notYet(DOC),
  check_strikethrough: yes(PPTX),
  check_slide_orientation_Portrait: yes(PPTX),
  evaluate_presentation_fill_to_rgb_distance: notYet(DOC),
  check_left_panel: yes("Impress's Slides View document frame in the accessibility tree"),
  check_transition: yes(PPTX),
  check_page_number_colors: yes(PPTX),
  check_auto_saving_time: yes(XCU),
  check_libre_locale: yes(XCU),
  compare_images: yes(PIL),
  compare_image_list: yes(PIL),
  compare_image_text: notYet(
    "OSWorld's easyocr downloads its models from GitHub on first use; no package registry ships them, and another OCR engine reads text differently"
  ),
  check_structure_sim: yes(PIL),
  check_structure_sim_resized: yes(PIL),
  check_structure_sim_with_threshold: yes(`${PIL}; ${NEWER}`),
  check_file_exists_and_structure_sim: yes(PIL),
  check_brightness_decrease_and_structure_sim: yes(PIL),
  check_contrast_increase_and_structure_sim: yes(PIL),
  check_saturation_increase_and_structure_sim: yes(PIL),
  check_palette_and_structure_sim: yes(PIL),
  check_image_mirror: yes(PIL),
  check_green_background: yes(PIL),
  check_textbox_on_leftside: yes(PIL),
  check_triangle_position: yes(PIL),
  compare_triangle_positions: yes(
    "OpenCV's imread (PNG by desktest, other formats by sharp) and the frame contour its all-pass mask gives: the score depends on the two images' sizes, as in OSWorld"
  ),
  check_sharper: yes(
    "OpenCV's grayscale imread (libpng's rgb_to_gray with file gamma, exact; a colour JPEG's luma approximated from sharp's RGB), Laplacian and numpy's variance"
  ),
  check_image_size: yes(PIL),
  check_image_file_size: yes(PIL),
  increase_saturation: yes(PIL),
  decrease_brightness: yes(PIL),
  check_html_background_image: notYet("BeautifulSoup's HTML parsing, not ported"),
  compare_audios: yes(
    "OSWorld's own computation (librosa, fastdtw, scipy), run by the desktop's python3 on copies of the files; the image needs those libraries (docs: the image profile)"
  ),
  compare_videos: yes(
    "frames decoded by the desktop's ffmpeg (every decoded frame, as OpenCV's VideoCapture reads them), reduced to phash's 32\xD732 gray by the desktop's Pillow; imagehash's phash and the frame loop ported"
  ),
  check_mp3_meta: yes(
    "mutagen's EasyID3 over the ID3v2.2/2.3/2.4 and ID3v1 tags as mutagen loads them (text and user text frames; ID3v1's numbered genres and the people, UFID, WOAR and RVA2 keys are not ported)"
  ),
  is_vlc_playing: yes("status.xml of VLC's HTTP interface (vlc_playing_info), read as ElementTree reads it"),
  check_thunderbird_filter: yes("msgFilterRules.dat, read as OSWorld reads it"),
  check_thunderbird_folder: yes("as desktop-env 1.0.2 writes it (it keeps only the blank parts of a folder)"),
  is_expected_tabs: yes(COMPARE_URLS),
  is_expected_active_tab: yes(COMPARE_URLS),
  is_expected_active_tab_approximate: yes(
    "urllib's parsing; the URLs are equal once their queries are dropped"
  ),
  is_expected_url_pattern_match: yes(
    "Python regular expressions over the URL (e.g. from active_url_from_accessTree)"
  ),
  is_expected_search_query: notYet(CDP_LIVE),
  is_expected_installed_extensions: yes(),
  is_added_to_steam_cart: notYet(CDP_LIVE),
  is_cookie_deleted: yes(COMPARE_URLS),
  check_history_deleted: yes(),
  is_shortcut_on_desktop: yes(),
  check_font_size: yes(),
  check_enabled_experiments: yes(),
  compare_conference_city_in_order: notYet("single-task metric"),
  compare_time_in_speedtest_results: notYet("single-task metric"),
  compare_answer: yes(),
  compare_result_files: yes(),
  compare_zip_files: yes("PDF members compared by their text, laid out from pdf.js as PyPDF2 lays it out"),
  check_python_file_by_test_suite: yes(
    "the test suite runs in the task's desktop (python3, as the desktop user, 120 s at most), never on the host"
  ),
  check_python_file_by_gold_file: internal(
    "its body is `pass` in desktop-env 1.0.2: OSWorld never scores a task that uses it"
  )
};
var COMPARE_TABLE_RULES = {
  sheet_name: yes(),
  sheet_data: yes("pandas read_excel + round(precision) + DataFrame.equals, re-implemented"),
  sheet_print: yes("the <name>-<Sheet>.csv files beside the xlsx"),
  sheet_fuzzy: yes(),
  check_cell: yes("the value property; style properties are not ported yet"),
  zoom: yes(),
  freeze: yes(),
  style: notYet("cell styles and conditional formatting"),
  chart: notYet("chart properties"),
  pivot_table: notYet("pivot table properties"),
  data_validation: notYet("data validation properties"),
  row_props: notYet("row properties"),
  col_props: notYet("column properties"),
  filter: notYet("autofilter properties"),
  sparkline: notYet("sparklines")
};
function unsupportedMessage(what, name, status) {
  if (status.supported) return "";
  switch (status.kind) {
    case "google":
      return `${what} '${name}' is not supported: it ${status.reason}`;
    case "internal":
      return `${what} '${name}' is not supported: ${status.reason}`;
    default:
      return `${what} '${name}' is not supported yet (${status.reason})`;
  }
}

// src/osworld/load-osworld.ts
function isOsworldDocument(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const raw = value;
  if ("schema_version" in raw) return false;
  const evaluator = raw.evaluator;
  if (typeof evaluator === "object" && evaluator !== null && "func" in evaluator) return true;
  return "instruction" in raw && ("snapshot" in raw || "related_apps" in raw || "trajectory" in raw);
}
var RESULT_ONLY_METRICS = /* @__PURE__ */ new Set([
  "infeasible",
  "is_utc_0",
  "check_text_enlarged",
  "check_left_panel",
  "check_textbox_on_leftside",
  "check_triangle_position",
  "has_page_numbers_in_footers",
  "is_first_line_centered",
  "check_slide_orientation_Portrait",
  "check_presenter_console_disable",
  "evaluate_conversion",
  "evaluate_spacing",
  "evaluate_alignment"
]);
var OPTIONAL_EXPECTED_METRICS = /* @__PURE__ */ new Set(["compare_table"]);
function loadOsworldDocument(document, file, options) {
  const diagnostics = [];
  const at = (severity, pointer, message, atKey = false) => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    diagnostics.push({ severity, file, ...position, pointer, message });
  };
  const error = (pointer, message, atKey = false) => at("error", pointer, message, atKey);
  const warning = (pointer, message) => at("warning", pointer, message);
  const raw = document.value;
  const id = requireString(raw, "", "id", error);
  const instruction = requireString(raw, "", "instruction", error);
  if (id !== void 0 && id.trim() === "") error("/id", "must not be empty");
  for (const key of ["snapshot"]) {
    if (key in raw && typeof raw[key] !== "string")
      error(`/${key}`, `must be a string (found ${describeValue(raw[key])})`);
  }
  const relatedApps = Array.isArray(raw.related_apps) ? raw.related_apps.filter((a) => typeof a === "string") : [];
  if ("related_apps" in raw && !Array.isArray(raw.related_apps))
    error("/related_apps", `must be an array of strings (found ${describeValue(raw.related_apps)})`);
  const proxy = raw.proxy === true || raw.proxy === "true";
  if (proxy)
    warning(
      "/proxy",
      "the task asks for a residential proxy (some websites block datacenter addresses); desktest runs without one, so live-website steps may behave differently"
    );
  const config = checkSteps(raw.config, "/config", "config", error, warning);
  let evaluator;
  if (!("evaluator" in raw)) error("", "is missing the required property 'evaluator'", true);
  else if (!isObject(raw.evaluator))
    error("/evaluator", `must be an object (found ${describeValue(raw.evaluator)})`);
  else evaluator = checkEvaluator(raw.evaluator, error, warning);
  const timeout = positiveNumber(raw, "timeout", OSWORLD_DEFAULTS.timeout, error, false);
  const maxSteps = positiveNumber(raw, "max_steps", OSWORLD_DEFAULTS.max_steps, error, true);
  const exists = options.exists ?? existsSync;
  let replayScript;
  if ("replay_script" in raw) {
    if (typeof raw.replay_script !== "string" || raw.replay_script === "")
      error("/replay_script", `must be a path (found ${describeValue(raw.replay_script)})`);
    else {
      replayScript = path.resolve(options.dir, raw.replay_script);
      if (!exists(replayScript))
        warning("/replay_script", `"${raw.replay_script}" does not exist (looked for ${replayScript})`);
    }
  } else {
    const beside = path.join(options.dir, `${path.basename(file).replace(/\.json$/i, "")}.replay.py`);
    if (exists(beside)) replayScript = beside;
  }
  diagnostics.sort(byPosition);
  if (diagnostics.some((d) => d.severity === "error") || !evaluator || id === void 0 || instruction === void 0)
    return { diagnostics };
  return {
    diagnostics,
    task: {
      format: "osworld",
      id,
      instruction,
      ...typeof raw.snapshot === "string" ? { snapshot: raw.snapshot } : {},
      related_apps: relatedApps,
      config,
      evaluator,
      proxy,
      timeout,
      max_steps: maxSteps,
      ...replayScript ? { replay_script: replayScript } : {},
      raw: structuredClone(raw)
    }
  };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function requireString(holder, base, key, error) {
  const pointer = joinPointer(base, key);
  if (!(key in holder)) {
    error(base, `is missing the required property '${key}'`, true);
    return void 0;
  }
  if (typeof holder[key] !== "string") {
    error(pointer, `must be a string (found ${describeValue(holder[key])})`);
    return void 0;
  }
  return holder[key];
}
function positiveNumber(raw, key, fallback, error, integer) {
  if (!(key in raw)) return fallback;
  const value = raw[key];
  if (typeof value !== "number" || !(value > 0) || integer && !Number.isInteger(value)) {
    error(
      `/${key}`,
      `must be a positive ${integer ? "integer" : "number"} (a desktest extension; found ${describeValue(value)})`
    );
    return fallback;
  }
  return value;
}
function boolish(value) {
  return value === true || typeof value === "string" && value.toLowerCase() === "true";
}
function checkSupport(table, what, name, pointer, error) {
  const status = table[name];
  if (!status) {
    const guess = didYouMean(name, Object.keys(table));
    error(
      pointer,
      `unknown ${what} '${name}'${guess ? `; did you mean '${guess}'?` : ""} (not an OSWorld ${what})`
    );
    return false;
  }
  if (!status.supported) {
    error(pointer, unsupportedMessage(what, name, status));
    return false;
  }
  return true;
}
function checkSteps(value, base, label, error, warning) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) {
    error(base, `must be an array of {type, parameters} steps (found ${describeValue(value)})`);
    return [];
  }
  const steps = [];
  value.forEach((step, i) => {
    const pointer = joinPointer(base, i);
    if (!isObject(step)) {
      error(pointer, `must be a {type, parameters} object (found ${describeValue(step)})`);
      return;
    }
    if (typeof step.type !== "string") {
      error(pointer, `is missing the ${label} step's 'type'`, !("type" in step));
      return;
    }
    if (!checkSupport(SETUP_SUPPORT, "setup type", step.type, `${pointer}/type`, error)) return;
    let parameters = {};
    if (!("parameters" in step)) error(pointer, `is missing the required property 'parameters'`, true);
    else if (!isObject(step.parameters))
      error(`${pointer}/parameters`, `must be an object (found ${describeValue(step.parameters)})`);
    else parameters = step.parameters;
    checkStepParameters(step.type, parameters, `${pointer}/parameters`, error, warning);
    steps.push({ type: step.type, parameters: structuredClone(parameters), pointer });
  });
  return steps;
}
function isCommand(value) {
  return typeof value === "string" || Array.isArray(value) && value.every((v) => typeof v === "string");
}
function checkStepParameters(type, p, base, error, warning) {
  const need = (key, ok, shape) => {
    if (!(key in p)) error(base, `is missing the required parameter '${key}' (${shape})`, true);
    else if (!ok(p[key])) error(`${base}/${key}`, `must be ${shape} (found ${describeValue(p[key])})`);
  };
  const optional = (key, ok, shape) => {
    if (key in p && p[key] !== null && !ok(p[key]))
      error(`${base}/${key}`, `must be ${shape} (found ${describeValue(p[key])})`);
  };
  const isBoolish = (v) => typeof v === "boolean" || v === "true" || v === "false";
  const isString = (v) => typeof v === "string" && v !== "";
  switch (type) {
    case "download":
    case "upload_file": {
      const from = type === "download" ? "url" : "local_path";
      need("files", (v) => Array.isArray(v), `an array of {${from}, path}`);
      if (Array.isArray(p.files))
        p.files.forEach((f, i) => {
          const fp = `${base}/files/${i}`;
          if (!isObject(f)) return error(fp, `must be a {${from}, path} object (found ${describeValue(f)})`);
          for (const key of [from, "path"]) {
            if (!(key in f)) error(fp, `is missing '${key}'`, true);
            else if (!isString(f[key]))
              error(`${fp}/${key}`, `must be a non-empty string (found ${describeValue(f[key])})`);
          }
        });
      return;
    }
    case "launch":
    case "execute":
    case "command":
    case "execute_with_verification":
      need(
        "command",
        (v) => isCommand(v) && (typeof v === "string" ? v.trim() !== "" : v.length > 0),
        "a non-empty string or array of strings"
      );
      optional("shell", isBoolish, "true or false");
      if (type !== "launch") {
        optional("stdout", (v) => typeof v === "string", "a file name");
        optional("stderr", (v) => typeof v === "string", "a file name");
        optional("until", isObject, "an object ({returncode}, {stdout} or {stderr})");
      }
      if (type === "execute_with_verification") optional("verification", isObject, "an object");
      {
        const absent = absentProgramWarning(p.command, isBoolish(p.shell) && boolish(p.shell));
        if (absent) warning(`${base}/command`, `${absent}, so this step does not do what it does in OSWorld`);
      }
      if (/\b(apt-get|apt|pip3?|wget|curl)\b/.test(JSON.stringify(p.command ?? "")))
        warning(
          `${base}/command`,
          "installs or downloads in the desktop: the osworld image has no root and may have no network, so this step may not do what it did in OSWorld (its exit code never fails a step)"
        );
      return;
    case "sleep":
      need("seconds", (v) => typeof v === "number" && v >= 0, "a number of seconds");
      return;
    case "open":
    case "change_wallpaper":
      need("path", isString, "a path");
      return;
    case "activate_window":
    case "close_window":
      need("window_name", isString, "a window title (or class with by_class)");
      optional("strict", isBoolish, "true or false");
      optional("by_class", isBoolish, "true or false");
      return;
    case "chrome_close_tabs":
      need("urls_to_close", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      return;
    case "chrome_open_tabs":
      need("urls_to_open", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      if (Array.isArray(p.urls_to_open) && p.urls_to_open.some(
        (u) => typeof u === "string" && !/^(about:|chrome:|file:|https?:\/\/(localhost|127\.))/.test(u)
      ))
        warning(
          `${base}/urls_to_open`,
          "opens live websites: the outcome depends on the network and on the sites' current content"
        );
      return;
  }
}
function checkEvaluator(raw, error, warning) {
  const base = "/evaluator";
  const postconfig = checkSteps(raw.postconfig, `${base}/postconfig`, "postconfig", error, warning);
  const conjRaw = raw.conj ?? "and";
  if (conjRaw !== "and" && conjRaw !== "or")
    error(`${base}/conj`, `must be "and" or "or" (found ${describeValue(conjRaw)})`);
  const conj = conjRaw === "or" ? "or" : "and";
  if (!("func" in raw)) {
    error(base, "is missing the required property 'func'", true);
    return void 0;
  }
  const func = raw.func;
  const list = Array.isArray(func);
  const funcs = list ? func : [func];
  if (list && funcs.length === 0) error(`${base}/func`, "must name at least one metric");
  if (funcs.length === 1 && funcs[0] === "infeasible" && !list) {
    return { metrics: [], list: false, expectedList: false, conj, postconfig, infeasible: true };
  }
  const n = funcs.length;
  const parallel = (key) => {
    if (!(key in raw) || raw[key] === null) return void 0;
    const value = raw[key];
    if (!list) return [{ value, pointer: `${base}/${key}` }];
    if (!Array.isArray(value)) {
      error(
        `${base}/${key}`,
        `must be a list with one entry per metric (func is a list of ${n}; found ${describeValue(value)})`
      );
      return null;
    }
    if (value.length !== n) {
      error(
        `${base}/${key}`,
        `has ${value.length} entr${value.length === 1 ? "y" : "ies"} but func lists ${n} metric${n === 1 ? "" : "s"}`
      );
      return null;
    }
    return value.map((v, i) => ({ value: v, pointer: `${base}/${key}/${i}` }));
  };
  const results = parallel("result");
  const expecteds = parallel("expected");
  const optionsList = parallel("options");
  const metrics = [];
  funcs.forEach((name, i) => {
    const funcPointer = list ? `${base}/func/${i}` : `${base}/func`;
    if (typeof name !== "string") {
      error(funcPointer, `must be a metric name (found ${describeValue(name)})`);
      return;
    }
    if (name === "infeasible") {
      error(funcPointer, "'infeasible' must be the evaluator's only func (a string), not part of a list");
      return;
    }
    const supported = checkSupport(METRIC_SUPPORT, "metric", name, funcPointer, error);
    const resultEntry = results?.[i];
    const expectedEntry = expecteds?.[i];
    const optionsEntry = optionsList?.[i];
    const resultPointer = resultEntry?.pointer ?? `${base}/result`;
    const expectedPointer = expectedEntry?.pointer ?? `${base}/expected`;
    const optionsPointer = optionsEntry?.pointer ?? `${base}/options`;
    const result = getterAt(resultEntry, error, warning);
    const expected = getterAt(expectedEntry, error, warning);
    const given = (entry, all) => all === null || entry !== void 0 && entry.value !== null && !(isObject(entry.value) && Object.keys(entry.value).length === 0);
    let options = {};
    if (optionsEntry && optionsEntry.value !== null && optionsEntry.value !== void 0) {
      if (!isObject(optionsEntry.value))
        error(
          optionsEntry.pointer,
          `must be an object of keyword arguments (found ${describeValue(optionsEntry.value)})`
        );
      else options = optionsEntry.value;
    }
    if (supported) {
      if (!result && !given(resultEntry, results))
        error(
          resultEntry ? resultPointer : base,
          `metric '${name}' needs a result getter ('result')`,
          !resultEntry
        );
      if (!expected && !given(expectedEntry, expecteds) && !RESULT_ONLY_METRICS.has(name) && !OPTIONAL_EXPECTED_METRICS.has(name))
        error(
          expectedEntry ? expectedPointer : base,
          `metric '${name}' needs an expected getter ('expected')`,
          !expectedEntry
        );
      checkMetricArguments(
        name,
        expected,
        options,
        { expected: expectedPointer, options: optionsPointer },
        error,
        warning
      );
      if (list && !expected && Array.isArray(raw.expected) && raw.expected.length > 0)
        warning(
          expectedPointer,
          `OSWorld calls an expected getter for every metric of a list that has 'expected', and raises TypeError on this empty entry, so '${name}' never scores`
        );
    }
    metrics.push({
      func: name,
      ...result ? { result } : {},
      ...expected ? { expected } : {},
      options: structuredClone(options),
      pointers: {
        func: funcPointer,
        result: resultPointer,
        expected: expectedPointer,
        options: optionsPointer
      }
    });
  });
  const expectedList = Array.isArray(raw.expected) ? raw.expected.length > 0 : false;
  return { metrics, list, expectedList, conj, postconfig, infeasible: false };
}
function getterAt(entry, error, warning) {
  if (!entry || entry.value === null || entry.value === void 0) return void 0;
  const { value, pointer } = entry;
  if (!isObject(value)) {
    error(pointer, `must be a getter object {"type": ..., ...} (found ${describeValue(value)})`);
    return void 0;
  }
  if (Object.keys(value).length === 0) return void 0;
  if (typeof value.type !== "string") {
    error(pointer, "is missing the getter's 'type'", !("type" in value));
    return void 0;
  }
  if (!checkSupport(GETTER_SUPPORT, "getter", value.type, `${pointer}/type`, error)) return void 0;
  checkGetterParameters(value, pointer, error, warning);
  return structuredClone(value);
}
function checkGetterParameters(g, base, error, warning) {
  const need = (key, ok, shape) => {
    if (!(key in g)) error(base, `is missing the ${String(g.type)} getter's '${key}' (${shape})`, true);
    else if (!ok(g[key])) error(`${base}/${key}`, `must be ${shape} (found ${describeValue(g[key])})`);
  };
  const str = (v) => typeof v === "string" && v !== "";
  const strOrList = (v) => str(v) || Array.isArray(v) && v.length > 0 && v.every(str);
  switch (g.type) {
    case "vm_file":
    case "cloud_file":
      need("path", g.multi === true ? strOrList : str, g.multi === true ? "a list of paths" : "a path");
      need(
        "dest",
        g.multi === true ? strOrList : str,
        g.multi === true ? "a list of file names" : "a file name"
      );
      if (g.multi === true && Array.isArray(g.path) && Array.isArray(g.dest) && g.path.length !== g.dest.length)
        error(`${base}/dest`, `has ${g.dest.length} names for ${g.path.length} paths`);
      if ("gives" in g && !(Array.isArray(g.gives) && g.gives.every((x) => Number.isInteger(x) && x >= 0)))
        error(`${base}/gives`, `must be a list of indices (found ${describeValue(g.gives)})`);
      return;
    case "cache_file":
    case "list_directory":
      need("path", str, "a path");
      return;
    case "content_from_vm_file":
      need("path", str, "a path");
      need("file_type", (v) => v === "xlsx", '"xlsx" (the only file type OSWorld reads)');
      need("file_content", (v) => v === "last_row", '"last_row" (the only content OSWorld reads)');
      return;
    case "vm_command_line":
    case "vm_command_error": {
      need("command", isCommand, "a string or an array of strings");
      const absent = absentProgramWarning(g.command, boolish(g.shell));
      if (absent) warning(`${base}/command`, `${absent}, so this getter cannot see what it sees in OSWorld`);
      return;
    }
    case "rule":
      need("rules", () => true, "any JSON value");
      return;
    case "rule_relativeTime": {
      need("rules", isObject, "an object with relativeTime and expected");
      const rules = g.rules;
      if (!isObject(rules)) return;
      const rel = rules.relativeTime;
      if (!isObject(rel))
        return error(`${base}/rules`, "is missing 'relativeTime' ({from, to?})", !("relativeTime" in rules));
      for (const key of ["from", "to"]) {
        if (!(key in rel)) {
          if (key === "from") error(`${base}/rules/relativeTime`, "is missing 'from'", true);
          continue;
        }
        if (typeof rel[key] !== "string" || !RELATIVE_TIME_PHRASES.includes(rel[key])) {
          const guess = typeof rel[key] === "string" ? didYouMean(rel[key], RELATIVE_TIME_PHRASES) : void 0;
          error(
            `${base}/rules/relativeTime/${key}`,
            `must be one of OSWorld's phrases (${RELATIVE_TIME_PHRASES.join(", ")}; found ${describeValue(rel[key])}${guess ? `; did you mean '${guess}'?` : ""})`
          );
        }
      }
      if (!isObject(rules.expected))
        error(`${base}/rules`, "is missing 'expected' (the templates to fill)", !("expected" in rules));
      return;
    }
    case "vm_window_size":
      need("app_class_name", str, "a window class name");
      return;
    case "vm_wallpaper":
    case "vlc_config":
    case "vlc_playing_info":
      need("dest", str, "a file name");
      return;
    case "vscode_config":
      need("vscode_extension_command", str, "the command to type in VS Code's command palette");
      need("path", str, "a path");
      need("dest", str, "a file name");
      warning(
        `${base}/type`,
        `types into VS Code's command palette, but desktest's OSWorld image has no VS Code (${ABSENT_PROGRAMS.code}), so this getter cannot see what it sees in OSWorld`
      );
      return;
    case "gimp_config_file":
      need("file_name", str, "a file name under ~/.config/GIMP/2.10");
      need("dest", str, "a file name");
      return;
    case "time_diff_range":
      need("diff_range_in_minutes", () => true, "a number of minutes");
      return;
    case "cookie_data":
      warning(
        `${base}/type`,
        "reads ~/.config/google-chrome/Default/Cookies as OSWorld does, but Chrome 96 and later (the image's Chromium too) keep cookies in Default/Network/Cookies: this getter gives None, as OSWorld's does, and a metric over it raises"
      );
      return;
  }
}
function checkMetricArguments(name, expected, options, pointers, error, warning) {
  const rules = expected?.type === "rule" ? expected.rules : void 0;
  const checkPattern = (pattern, pointer, flags = 0) => {
    if (typeof pattern !== "string") return;
    try {
      compilePythonRegex(pattern, flags);
    } catch (e) {
      if (!(e instanceof PythonError)) throw e;
      if (e.kind === "NotSupported") error(pointer, e.message.replace(/^NotSupported: /, ""));
      else
        warning(
          pointer,
          `Python refuses this pattern (${e.message}), so OSWorld's evaluator raises and never scores it`
        );
    }
  };
  const rulesPointer = `${pointers.expected}/rules`;
  const needKey = (key, what) => {
    if (expected?.type !== "rule") return;
    if (!isObject(rules) || !(key in rules))
      error(
        isObject(rules) ? rulesPointer : pointers.expected,
        `metric '${name}' reads rules.${key} (${what})`,
        true
      );
  };
  const checkMethod = (rule, pointer) => {
    if (!isObject(rule)) return error(pointer, `must be a {method, ref} rule (found ${describeValue(rule)})`);
    if (typeof rule.method !== "string") return error(pointer, "is missing the rule's 'method'", true);
    if (rule.method === "spreadsheet_range")
      return error(
        `${pointer}/method`,
        "rule method 'spreadsheet_range' is not supported yet (openpyxl MultiCellRange)"
      );
    if (!isRuleMethod(rule.method))
      return error(
        `${pointer}/method`,
        `unknown rule method '${rule.method}' (eq, ne, lt, le, gt, ge, re[.FLAGS], approx:T, range.XY, str_list_eq, str_set_eq)`
      );
    if (rule.method.startsWith("re")) {
      let flags = 0;
      for (const flag of rule.method.split(".").slice(1)) {
        try {
          flags |= reFlag(flag);
        } catch {
          return error(
            `${pointer}/method`,
            `'${flag}' is not a flag of Python's re module (I, M, S, X, A, ...)`
          );
        }
      }
      checkPattern(rule.ref, `${pointer}/ref`, flags);
    }
  };
  switch (name) {
    case "exact_match":
    case "match_in_list":
    case "is_in_list":
    case "fuzzy_match":
    case "file_contains":
    case "check_line_number":
    case "check_json_settings":
    case "check_json_keybindings":
    case "check_gnome_favorite_apps":
    case "check_moved_jpgs":
    case "compare_config":
      needKey("expected", "the expected value");
      return;
    case "check_list":
      if (isObject(rules)) {
        for (const key of ["expect", "unexpect"])
          if (Array.isArray(rules[key]))
            rules[key].forEach((p, i) => checkPattern(p, `${rulesPointer}/${key}/${i}`));
      }
      return;
    case "run_sqlite3":
      needKey("sql", "the query whose first column of the first row is the score");
      return;
    case "is_vlc_playing":
      needKey("type", '"file_name" or "url"');
      if (isObject(rules) && (rules.type === "file_name" || rules.type === "url"))
        needKey(rules.type, rules.type === "url" ? "the stream's URL" : "the file's name");
      return;
    case "check_config_status":
      needKey("key", "the gimprc key");
      needKey("value", "the expected value");
      return;
    case "is_extension_installed":
      needKey("type", '"contain" or "not_contain"');
      needKey("expected", "the text to look for");
      return;
    case "is_expected_bookmarks":
      needKey(
        "type",
        "bookmark_bar_folders_names, bookmark_bar_websites_urls or liked_authors_websites_urls"
      );
      if (isObject(rules) && typeof rules.type === "string" && !["bookmark_bar_folders_names", "bookmark_bar_websites_urls", "liked_authors_websites_urls"].includes(
        rules.type
      ))
        error(`${rulesPointer}/type`, `unknown bookmarks rule type '${rules.type}'`);
      return;
    case "check_json":
    case "check_thunderbird_prefs": {
      if (!isObject(rules)) return;
      for (const key of ["expect", "unexpect"]) {
        const list = rules[key];
        if (list === void 0) continue;
        if (name === "check_json") {
          if (!Array.isArray(list))
            error(
              `${rulesPointer}/${key}`,
              `must be a list of {key, method, ref} (found ${describeValue(list)})`
            );
          else
            list.forEach((r, i) => {
              const rp = `${rulesPointer}/${key}/${i}`;
              if (isObject(r) && !Array.isArray(r.key))
                error(
                  isObject(r) && "key" in r ? `${rp}/key` : rp,
                  "must have 'key', a list of keys to walk",
                  !("key" in r)
                );
              checkMethod(r, rp);
            });
        } else if (!isObject(list))
          error(
            `${rulesPointer}/${key}`,
            `must map pref names to {method, ref} (found ${describeValue(list)})`
          );
        else
          for (const [pref, r] of Object.entries(list))
            checkMethod(r, joinPointer(`${rulesPointer}/${key}`, pref));
      }
      return;
    }
    case "check_accessibility_tree": {
      if (expected?.type !== "rule") return;
      if (!Array.isArray(rules))
        return error(
          rulesPointer,
          `must be a list of {xpath | selectors, text?, exact?} (found ${describeValue(rules)})`
        );
      rules.forEach((r, i) => {
        const rp = `${rulesPointer}/${i}`;
        if (!isObject(r)) return error(rp, `must be an object (found ${describeValue(r)})`);
        if ("text" in r && !("exact" in r))
          error(rp, "has 'text' without 'exact' (OSWorld reads rules['exact'] and fails without it)", true);
        if (typeof r.xpath === "string") return;
        if (!Array.isArray(r.selectors)) return error(rp, "needs 'xpath' or 'selectors'", true);
        r.selectors.forEach((s, j) => {
          if (typeof s !== "string")
            return error(`${rp}/selectors/${j}`, `must be a CSS selector (found ${describeValue(s)})`);
          try {
            parseCssSelector(s);
          } catch (e) {
            error(
              `${rp}/selectors/${j}`,
              `is a CSS selector desktest cannot translate: ${e.message}`
            );
          }
        });
      });
      return;
    }
    case "literal_match":
      if ("type" in options && options.type !== "str" && options.type !== "list")
        error(`${pointers.options}/type`, `must be "str" or "list" (found ${describeValue(options.type)})`);
      return;
    case "compare_table": {
      if (!Array.isArray(options.rules)) {
        error(
          "rules" in options ? `${pointers.options}/rules` : pointers.options,
          "compare_table needs options.rules, a list of sheet checks",
          !("rules" in options)
        );
        return;
      }
      options.rules.forEach((r, i) => {
        const rp = `${pointers.options}/rules/${i}`;
        if (!isObject(r) || typeof r.type !== "string") return error(rp, "must be a {type, ...} sheet check");
        if (!checkSupport(COMPARE_TABLE_RULES, "compare_table rule", r.type, `${rp}/type`, error)) return;
        if (r.type === "check_cell" && isObject(r.props)) {
          for (const [prop, rule] of Object.entries(r.props)) {
            const pp = joinPointer(`${rp}/props`, prop);
            if (prop !== "value")
              error(
                pp,
                `check_cell property '${prop}' is not supported yet (cell styles are not ported; 'value' is)`
              );
            else checkMethod(rule, pp);
          }
        }
        if (r.type === "zoom") checkMethod(r, rp);
      });
      return;
    }
  }
}

// src/session/docker/osworld-profile-tags.ts
var OSWORLD_APPS = ["chromium", "gimp", "libreoffice", "thunderbird", "vlc"];
var OSWORLD_IMAGE_REPO = "desktest-desktop";
var TAG_PREFIX = "osworld";
function osworldImageTag(apps) {
  const sorted = [...new Set(apps)].sort();
  return `${OSWORLD_IMAGE_REPO}:${[TAG_PREFIX, ...sorted].join("-")}`;
}
function appsOfOsworldImage(image) {
  const match = /^desktest-desktop:osworld((?:-[a-z]+)*)$/.exec(image);
  if (!match) return void 0;
  const apps = match[1].split("-").filter(Boolean);
  return apps.every((a) => OSWORLD_APPS.includes(a)) ? apps : void 0;
}

// src/osworld/apps.ts
var RELATED_APPS = [
  [/chrome|chromium/i, "chromium"],
  [/gimp/i, "gimp"],
  [/libre\s*office|^(calc|writer|impress)$/i, "libreoffice"],
  [/thunderbird/i, "thunderbird"],
  [/vlc/i, "vlc"]
];
var COMMAND_WORDS = [
  [/\b(google-chrome(-stable)?|chromium|chrome)\b/, "chromium"],
  [/\bgimp\b/, "gimp"],
  [/\b(libreoffice|soffice|localc|lowriter|loimpress|scalc|swriter|simpress)\b/, "libreoffice"],
  [/\.(xlsx|xls|ods|docx|doc|odt|pptx|ppt|odp|csv)\b/i, "libreoffice"],
  [/\bthunderbird\b/, "thunderbird"],
  [/\bvlc\b/, "vlc"]
];
var GETTER_APPS = {
  vlc_config: "vlc",
  vlc_playing_info: "vlc",
  gimp_config_file: "gimp",
  bookmarks: "chromium",
  open_tabs_info: "chromium",
  history: "chromium",
  cookie_data: "chromium",
  active_url_from_accessTree: "chromium",
  default_search_engine: "chromium",
  enable_do_not_track: "chromium",
  enable_safe_browsing: "chromium",
  enable_enhanced_safety_browsing: "chromium",
  data_delete_automacally: "chromium",
  new_startup_page: "chromium",
  profile_name: "chromium",
  chrome_language: "chromium",
  chrome_font_size: "chromium",
  chrome_color_scheme: "chromium",
  chrome_appearance_mode_ui: "chromium",
  enabled_experiments: "chromium",
  find_installed_extension_name: "chromium",
  find_unpacked_extension_path: "chromium"
};
function appsForTask(task) {
  const apps = /* @__PURE__ */ new Set();
  for (const name of task.related_apps)
    for (const [re, app] of RELATED_APPS) if (re.test(name)) apps.add(app);
  const steps = [...task.config, ...task.evaluator.postconfig];
  for (const step of steps) {
    if (step.type === "chrome_open_tabs" || step.type === "chrome_close_tabs") apps.add("chromium");
    if (step.type === "download") continue;
    const text = JSON.stringify(step.parameters);
    for (const [re, app] of COMMAND_WORDS) if (re.test(text)) apps.add(app);
  }
  for (const metric of task.evaluator.metrics) {
    for (const getter of [metric.result, metric.expected]) {
      const app = getter && GETTER_APPS[getter.type];
      if (app) apps.add(app);
    }
  }
  return OSWORLD_APPS.filter((a) => apps.has(a));
}

// src/osworld/stand-in.ts
function osworldStandIn(task, password = OSWORLD_DEFAULTS.clientPassword) {
  return {
    schema_version: "1.0",
    id: task.id,
    instruction: task.instruction,
    completion_condition: `the instruction is carried out in this Ubuntu-like desktop (user 'user', home /home/user; the password, e.g. for sudo, is '${password}'). If it cannot be done, answer FAIL; once it is done, answer DONE.`,
    app: { type: "docker_image", image: osworldImageTag(appsForTask(task)), needs_fuse: false },
    config: [],
    evaluator: { mode: "programmatic", metrics: [], conjunction: "and" },
    timeout: task.timeout,
    max_steps: task.max_steps,
    max_a11y_nodes: TASK_DEFAULTS.max_a11y_nodes,
    secrets: {},
    metadata: { format: "osworld", snapshot: task.snapshot ?? null, related_apps: task.related_apps },
    ...task.replay_script ? { replay_script: task.replay_script } : {}
  };
}

// src/task/apply-defaults.ts
function applyDefaults(raw) {
  const task = {
    schema_version: "1.0",
    id: raw.id,
    instruction: raw.instruction,
    app: appWithDefaults(raw.app),
    config: (raw.config ?? []).map((step) => ({ ...step })),
    evaluator: evaluatorWithDefaults(raw.evaluator),
    timeout: raw.timeout ?? TASK_DEFAULTS.timeout,
    max_steps: raw.max_steps ?? TASK_DEFAULTS.max_steps,
    max_a11y_nodes: raw.max_a11y_nodes ?? TASK_DEFAULTS.max_a11y_nodes,
    secrets: Object.fromEntries(
      Object.entries(raw.secrets ?? {}).map(([k, v]) => [
        k,
        { ...v }
      ])
    )
  };
  copyOptional(raw, task, [
    "completion_condition",
    "a11y_timeout_secs",
    "replay_script",
    "replay_screenshots_dir"
  ]);
  if ("metadata" in raw) task.metadata = structuredClone(raw.metadata);
  if (raw.early_exit) task.early_exit = earlyExitWithDefaults(raw.early_exit);
  return task;
}
function appWithDefaults(app) {
  switch (app.type) {
    case "appimage":
    case "folder":
    case "macos_tart":
      return { electron: false, ...app };
    case "docker_image":
      return { needs_fuse: false, ...app };
    default:
      return { ...app };
  }
}
function evaluatorWithDefaults(evaluator) {
  if (!evaluator) return { mode: "llm", metrics: [], conjunction: TASK_DEFAULTS.conjunction };
  const result = {
    mode: evaluator.mode,
    metrics: (evaluator.metrics ?? []).map(metricWithDefaults),
    conjunction: evaluator.conjunction ?? TASK_DEFAULTS.conjunction
  };
  if (evaluator.eval_timeout_secs !== void 0)
    result.eval_timeout_secs = evaluator.eval_timeout_secs;
  return result;
}
function metricWithDefaults(metric) {
  return checkDefaults(metric);
}
function checkDefaults(check) {
  switch (check.type) {
    case "file_compare":
      return { ...check, compare_mode: check.compare_mode ?? TASK_DEFAULTS.compare_mode };
    case "command_output":
      return { ...check, match_mode: check.match_mode ?? TASK_DEFAULTS.match_mode };
    case "file_exists":
      return { ...check, should_not_exist: check.should_not_exist ?? false };
    default:
      return { ...check };
  }
}
function earlyExitWithDefaults(earlyExit) {
  const result = {
    condition: checkDefaults(earlyExit.condition),
    check_every: earlyExit.check_every ?? TASK_DEFAULTS.check_every
  };
  if (earlyExit.message !== void 0) result.message = earlyExit.message;
  return result;
}
function copyOptional(raw, task, keys) {
  for (const key of keys) if (raw[key] !== void 0) task[key] = raw[key];
}

// src/task/host-paths.ts
import { existsSync as existsSync2 } from "node:fs";
import path2 from "node:path";
function resolveHostPaths(task, taskDir, cwd, exists = existsSync2) {
  const copy = structuredClone(task);
  const notes = [];
  const hasSecrets = Object.keys(copy.secrets).length > 0;
  for (const field of hostPathFields(copy)) {
    const value = field.get();
    if (value === void 0 || value.trim() === "" || path2.isAbsolute(value)) continue;
    if (hasSecrets && value.includes("{{")) continue;
    const besideTask = path2.resolve(taskDir, value);
    const fromCwd = path2.resolve(cwd, value);
    if (field.orGuestPath && !exists(besideTask) && !exists(fromCwd)) continue;
    if (exists(besideTask)) {
      field.set(besideTask);
    } else if (besideTask !== fromCwd && exists(fromCwd)) {
      field.set(fromCwd);
      notes.push({
        severity: "warning",
        pointer: field.pointer,
        message: `"${value}" was not found next to the task file, so the working directory's ${fromCwd} is used (desktest's rule); write the path relative to the task file to make the task portable`
      });
    } else {
      field.set(besideTask);
      notes.push({
        severity: "error",
        pointer: field.pointer,
        message: `"${value}" does not exist (looked for ${besideTask}); paths are relative to the task file`
      });
    }
  }
  return { task: copy, notes };
}
function hostPathFields(task) {
  const fields = [];
  const add = (pointer, holder, key, orGuestPath = false) => fields.push({
    pointer,
    ...orGuestPath ? { orGuestPath } : {},
    get: () => holder[key],
    set: (value) => {
      holder[key] = value;
    }
  });
  const asRecord = (value) => value;
  if (task.app.type === "appimage") add("/app/path", asRecord(task.app), "path");
  if (task.app.type === "folder") add("/app/dir", asRecord(task.app), "dir");
  if (task.app.type === "windows_vm") add("/app/base_image", asRecord(task.app), "base_image");
  if (task.app.type === "windows_vm" || task.app.type === "windows_native" || task.app.type === "macos_native" || task.app.type === "macos_tart")
    add("/app/app_path", asRecord(task.app), "app_path", true);
  task.config.forEach((step, i) => {
    if (step.type === "copy") add(joinPointer("/config", i, "src"), asRecord(step), "src");
  });
  task.evaluator.metrics.forEach((metric, i) => {
    const base = joinPointer("/evaluator/metrics", i);
    if (metric.type === "file_compare" || metric.type === "file_compare_semantic") {
      add(`${base}/expected_path`, asRecord(metric), "expected_path");
    }
    if (metric.type === "script_replay") {
      add(`${base}/script_path`, asRecord(metric), "script_path");
      add(`${base}/screenshots_dir`, asRecord(metric), "screenshots_dir");
    }
  });
  if (task.early_exit?.condition.type === "file_compare") {
    add("/early_exit/condition/expected_path", asRecord(task.early_exit.condition), "expected_path");
  }
  add("/replay_script", asRecord(task), "replay_script");
  add("/replay_screenshots_dir", asRecord(task), "replay_screenshots_dir");
  return fields;
}

// src/task/generated/task-schema-validator.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
var runtimeDefault = (m) => typeof m === "function" ? m : m.default;
var schema31 = { "$defs": { "AppConfig": { "description": "Application deployment configuration. The 'type' field selects the deployment model.", "oneOf": [{ "additionalProperties": false, "description": "Deploy an AppImage file into the container.", "properties": { "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "path": { "description": "Path to the AppImage file.", "type": "string" }, "type": { "const": "appimage" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Deploy a folder-based app with a shell entrypoint.", "properties": { "dir": { "description": "Path to the app directory.", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "entrypoint": { "description": "Shell script to launch the app.", "type": "string" }, "type": { "const": "folder" } }, "required": ["type", "dir", "entrypoint"], "type": "object" }, { "additionalProperties": false, "description": "Use a pre-built custom Docker image.", "properties": { "digest": { "description": "Optional image digest for pinning.", "pattern": "^sha256:[a-f0-9]{64}$", "type": "string" }, "entrypoint_cmd": { "description": "Custom entrypoint command.", "type": "string" }, "image": { "description": "Docker image name (e.g., my-app:latest).", "type": "string" }, "needs_fuse": { "default": false, "description": "Grant CAP_SYS_ADMIN and /dev/fuse access.", "type": "boolean" }, "type": { "const": "docker_image" } }, "required": ["type", "image"], "type": "object" }, { "additionalProperties": false, "description": "Attach to an existing running desktop (for `desktest attach` mode).", "properties": { "note": { "description": "Optional note about the attach target.", "type": "string" }, "type": { "const": "vnc_attach" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a macOS app inside a Tart VM.", "properties": { "app_path": { "description": "Path to a .app bundle.", "type": "string" }, "base_image": { "description": "Tart base image to clone (e.g., desktest-macos:latest).", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier (e.g., com.apple.TextEdit).", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "launch_cmd": { "description": "Arbitrary launch command (takes precedence).", "type": "string" }, "type": { "const": "macos_tart" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }], "description": "Test a macOS app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to a .app bundle on the host.", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier.", "type": "string" }, "type": { "const": "macos_native" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a Windows app inside a QEMU/KVM VM.", "properties": { "app_path": { "description": "App file to deploy into the VM.", "type": "string" }, "base_image": { "description": "Path to QCOW2 golden image.", "type": "string" }, "installer_cmd": { "description": "Installer command to run after deployment.", "type": "string" }, "launch_cmd": { "description": "PowerShell launch command.", "type": "string" }, "type": { "const": "windows_vm" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Test a Windows app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to the application executable.", "type": "string" }, "launch_cmd": { "description": "PowerShell/cmd launch command.", "type": "string" }, "type": { "const": "windows_native" } }, "required": ["type"], "type": "object" }] }, "EarlyExitCondition": { "description": "Condition for early exit \u2014 programmatic check or LLM judgment.", "oneOf": [{ "additionalProperties": false, "properties": { "actual_path": { "type": "string" }, "compare_mode": { "default": "exact", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "properties": { "path": { "type": "string" }, "should_not_exist": { "default": false, "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Use the agent's LLM to evaluate a natural language condition.", "properties": { "prompt": { "description": "Natural language condition to evaluate.", "type": "string" }, "type": { "const": "llm_judge" } }, "required": ["type", "prompt"], "type": "object" }] }, "EarlyExitConfig": { "additionalProperties": false, "description": "Early exit configuration \u2014 exit the agent loop early when a condition is met.", "properties": { "check_every": { "default": 1, "description": "Check every N steps.", "minimum": 1, "type": "integer" }, "condition": { "$ref": "#/$defs/EarlyExitCondition" }, "message": { "description": "Human-readable message for the early exit reason.", "type": "string" } }, "required": ["condition"], "type": "object" }, "EvaluatorConfig": { "additionalProperties": false, "description": "Evaluation configuration for determining test pass/fail.", "properties": { "conjunction": { "default": "and", "description": "How to combine multiple metrics: 'and' (all must pass) or 'or' (any must pass).", "enum": ["and", "or"], "type": "string" }, "eval_timeout_secs": { "description": "Per-execution timeout in seconds for evaluator commands.", "minimum": 1, "type": "integer" }, "metrics": { "description": "Programmatic metrics (used in programmatic and hybrid modes).", "items": { "$ref": "#/$defs/MetricConfig" }, "type": "array" }, "mode": { "description": "llm = agent verdict only, programmatic = metrics only (no agent loop), hybrid = both required.", "enum": ["llm", "programmatic", "hybrid"], "type": "string" } }, "required": ["mode"], "type": "object" }, "MetricConfig": { "description": "A programmatic evaluation metric.", "oneOf": [{ "additionalProperties": false, "description": "Compare a file from the container against an expected file.", "properties": { "actual_path": { "description": "Path to the file inside the container.", "type": "string" }, "compare_mode": { "default": "exact", "description": "Comparison mode.", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "description": "Path to the expected file on the host.", "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "description": "Semantically compare structured data files.", "properties": { "actual_path": { "type": "string" }, "expected_path": { "type": "string" }, "format": { "description": "File format for semantic parsing.", "enum": ["json", "yaml", "xml", "csv"], "type": "string" }, "type": { "const": "file_compare_semantic" } }, "required": ["type", "actual_path", "expected_path", "format"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check stdout.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected output.", "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Check if a file exists (or does not exist) in the container.", "properties": { "path": { "description": "Path to check inside the container.", "type": "string" }, "should_not_exist": { "default": false, "description": "If true, assert the file does NOT exist.", "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check its exit code.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected exit code.", "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Run a Python replay script inside the container.", "properties": { "screenshots_dir": { "description": "Directory containing expected screenshots.", "type": "string" }, "script_path": { "description": "Path to the Python script on the host.", "type": "string" }, "type": { "const": "script_replay" } }, "required": ["type", "script_path"], "type": "object" }] }, "SecretDef": { "additionalProperties": false, "properties": { "default": { "description": "Optional default value when the environment variable is not set.", "type": "string" }, "env": { "description": "Environment variable name to read the secret value from.", "type": "string" } }, "required": ["env"], "type": "object" }, "SetupStep": { "description": "A setup step to execute before the agent loop.", "oneOf": [{ "additionalProperties": false, "description": "Run a shell command inside the container.", "properties": { "command": { "minLength": 1, "type": "string" }, "type": { "const": "execute" } }, "required": ["type", "command"], "type": "object" }, { "additionalProperties": false, "description": "Copy a file or directory into the container.", "properties": { "dest": { "description": "Destination path in the container.", "minLength": 1, "type": "string" }, "src": { "description": "Source path on the host.", "minLength": 1, "type": "string" }, "type": { "const": "copy" } }, "required": ["type", "src", "dest"], "type": "object" }, { "additionalProperties": false, "description": "Open a file with xdg-open or a specified application.", "properties": { "app": { "description": "Application to open with (optional).", "type": "string" }, "target": { "description": "File or URL to open.", "minLength": 1, "type": "string" }, "type": { "const": "open" } }, "required": ["type", "target"], "type": "object" }, { "additionalProperties": false, "description": "Wait for a specified number of seconds.", "properties": { "seconds": { "exclusiveMinimum": 0, "type": "number" }, "type": { "const": "sleep" } }, "required": ["type", "seconds"], "type": "object" }] } }, "$id": "https://desktest.dev/schemas/task-v1.0.json", "$schema": "https://json-schema.org/draft/2020-12/schema", "additionalProperties": false, "description": "Schema for desktest task JSON files (schema_version 1.0)", "properties": { "a11y_timeout_secs": { "description": "Accessibility tree extraction timeout in seconds. Skips adaptive probe if set.", "minimum": 1, "type": "integer" }, "app": { "$ref": "#/$defs/AppConfig" }, "completion_condition": { "description": "Optional description of when the agent should consider the task done.", "type": "string" }, "config": { "default": [], "description": "Setup steps to execute before the agent loop.", "items": { "$ref": "#/$defs/SetupStep" }, "type": "array" }, "early_exit": { "$ref": "#/$defs/EarlyExitConfig" }, "evaluator": { "$ref": "#/$defs/EvaluatorConfig" }, "id": { "description": "Unique identifier for this task.", "minLength": 1, "type": "string" }, "instruction": { "description": "Natural language instruction for the agent \u2014 what it should do.", "minLength": 1, "type": "string" }, "max_a11y_nodes": { "default": 1e4, "description": "Maximum number of accessibility tree nodes to extract.", "minimum": 1, "type": "integer" }, "max_steps": { "default": 15, "description": "Maximum steps for the agent loop.", "minimum": 1, "type": "integer" }, "metadata": { "description": "Arbitrary metadata (tags, author, description, etc.)." }, "replay_screenshots_dir": { "description": "Directory containing expected screenshots for replay visual assertions.", "type": "string" }, "replay_script": { "description": "Path to a codified Python replay script (generated by `desktest codify`).", "type": "string" }, "schema_version": { "const": "1.0", "description": 'Schema version. Must be "1.0".', "type": "string" }, "secrets": { "additionalProperties": { "$ref": "#/$defs/SecretDef" }, "description": "Named secrets sourced from environment variables. Keys are placeholder names for {{key}} substitution.", "type": "object" }, "timeout": { "default": 300, "description": "Overall test timeout in seconds.", "minimum": 1, "type": "integer" } }, "required": ["schema_version", "id", "instruction", "app"], "title": "Desktest Task Definition", "type": "object" };
var schema32 = { "description": "Application deployment configuration. The 'type' field selects the deployment model.", "oneOf": [{ "additionalProperties": false, "description": "Deploy an AppImage file into the container.", "properties": { "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "path": { "description": "Path to the AppImage file.", "type": "string" }, "type": { "const": "appimage" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Deploy a folder-based app with a shell entrypoint.", "properties": { "dir": { "description": "Path to the app directory.", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "entrypoint": { "description": "Shell script to launch the app.", "type": "string" }, "type": { "const": "folder" } }, "required": ["type", "dir", "entrypoint"], "type": "object" }, { "additionalProperties": false, "description": "Use a pre-built custom Docker image.", "properties": { "digest": { "description": "Optional image digest for pinning.", "pattern": "^sha256:[a-f0-9]{64}$", "type": "string" }, "entrypoint_cmd": { "description": "Custom entrypoint command.", "type": "string" }, "image": { "description": "Docker image name (e.g., my-app:latest).", "type": "string" }, "needs_fuse": { "default": false, "description": "Grant CAP_SYS_ADMIN and /dev/fuse access.", "type": "boolean" }, "type": { "const": "docker_image" } }, "required": ["type", "image"], "type": "object" }, { "additionalProperties": false, "description": "Attach to an existing running desktop (for `desktest attach` mode).", "properties": { "note": { "description": "Optional note about the attach target.", "type": "string" }, "type": { "const": "vnc_attach" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a macOS app inside a Tart VM.", "properties": { "app_path": { "description": "Path to a .app bundle.", "type": "string" }, "base_image": { "description": "Tart base image to clone (e.g., desktest-macos:latest).", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier (e.g., com.apple.TextEdit).", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "launch_cmd": { "description": "Arbitrary launch command (takes precedence).", "type": "string" }, "type": { "const": "macos_tart" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }], "description": "Test a macOS app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to a .app bundle on the host.", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier.", "type": "string" }, "type": { "const": "macos_native" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a Windows app inside a QEMU/KVM VM.", "properties": { "app_path": { "description": "App file to deploy into the VM.", "type": "string" }, "base_image": { "description": "Path to QCOW2 golden image.", "type": "string" }, "installer_cmd": { "description": "Installer command to run after deployment.", "type": "string" }, "launch_cmd": { "description": "PowerShell launch command.", "type": "string" }, "type": { "const": "windows_vm" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Test a Windows app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to the application executable.", "type": "string" }, "launch_cmd": { "description": "PowerShell/cmd launch command.", "type": "string" }, "type": { "const": "windows_native" } }, "required": ["type"], "type": "object" }] };
var schema33 = { "description": "A setup step to execute before the agent loop.", "oneOf": [{ "additionalProperties": false, "description": "Run a shell command inside the container.", "properties": { "command": { "minLength": 1, "type": "string" }, "type": { "const": "execute" } }, "required": ["type", "command"], "type": "object" }, { "additionalProperties": false, "description": "Copy a file or directory into the container.", "properties": { "dest": { "description": "Destination path in the container.", "minLength": 1, "type": "string" }, "src": { "description": "Source path on the host.", "minLength": 1, "type": "string" }, "type": { "const": "copy" } }, "required": ["type", "src", "dest"], "type": "object" }, { "additionalProperties": false, "description": "Open a file with xdg-open or a specified application.", "properties": { "app": { "description": "Application to open with (optional).", "type": "string" }, "target": { "description": "File or URL to open.", "minLength": 1, "type": "string" }, "type": { "const": "open" } }, "required": ["type", "target"], "type": "object" }, { "additionalProperties": false, "description": "Wait for a specified number of seconds.", "properties": { "seconds": { "exclusiveMinimum": 0, "type": "number" }, "type": { "const": "sleep" } }, "required": ["type", "seconds"], "type": "object" }] };
var schema38 = { "additionalProperties": false, "properties": { "default": { "description": "Optional default value when the environment variable is not set.", "type": "string" }, "env": { "description": "Environment variable name to read the secret value from.", "type": "string" } }, "required": ["env"], "type": "object" };
var func1 = Object.prototype.hasOwnProperty;
var func2 = runtimeDefault(import_ucs2length.default);
var pattern4 = new RegExp("^sha256:[a-f0-9]{64}$", "u");
var schema34 = { "additionalProperties": false, "description": "Early exit configuration \u2014 exit the agent loop early when a condition is met.", "properties": { "check_every": { "default": 1, "description": "Check every N steps.", "minimum": 1, "type": "integer" }, "condition": { "$ref": "#/$defs/EarlyExitCondition" }, "message": { "description": "Human-readable message for the early exit reason.", "type": "string" } }, "required": ["condition"], "type": "object" };
var schema35 = { "description": "Condition for early exit \u2014 programmatic check or LLM judgment.", "oneOf": [{ "additionalProperties": false, "properties": { "actual_path": { "type": "string" }, "compare_mode": { "default": "exact", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "properties": { "path": { "type": "string" }, "should_not_exist": { "default": false, "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Use the agent's LLM to evaluate a natural language condition.", "properties": { "prompt": { "description": "Natural language condition to evaluate.", "type": "string" }, "type": { "const": "llm_judge" } }, "required": ["type", "prompt"], "type": "object" }] };
var validate21 = (function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate212.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.condition === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "condition" }, message: "must have required property 'condition'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "check_every" || key0 === "condition" || key0 === "message")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.check_every !== void 0) {
      let data0 = data.check_every;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/check_every", schemaPath: "#/properties/check_every/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema34.properties.check_every.type, parentSchema: schema34.properties.check_every, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/check_every", schemaPath: "#/properties/check_every/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema34.properties.check_every, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.condition !== void 0) {
      let data1 = data.condition;
      const _errs6 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err4 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.actual_path === void 0) {
          const err5 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.expected_path === void 0) {
          const err6 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "actual_path" || key1 === "compare_mode" || key1 === "expected_path" || key1 === "type")) {
            const err7 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data1.actual_path !== void 0) {
          let data2 = data1.actual_path;
          if (typeof data2 !== "string") {
            const err8 = { instancePath: instancePath + "/condition/actual_path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.actual_path.type, parentSchema: schema35.oneOf[0].properties.actual_path, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.compare_mode !== void 0) {
          let data3 = data1.compare_mode;
          if (typeof data3 !== "string") {
            const err9 = { instancePath: instancePath + "/condition/compare_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/compare_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.compare_mode.type, parentSchema: schema35.oneOf[0].properties.compare_mode, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (!(data3 === "exact" || data3 === "normalized")) {
            const err10 = { instancePath: instancePath + "/condition/compare_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/compare_mode/enum", keyword: "enum", params: { allowedValues: schema35.oneOf[0].properties.compare_mode.enum }, message: "must be equal to one of the allowed values", schema: schema35.oneOf[0].properties.compare_mode.enum, parentSchema: schema35.oneOf[0].properties.compare_mode, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.expected_path !== void 0) {
          let data4 = data1.expected_path;
          if (typeof data4 !== "string") {
            const err11 = { instancePath: instancePath + "/condition/expected_path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.expected_path.type, parentSchema: schema35.oneOf[0].properties.expected_path, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data5 = data1.type;
          if ("file_compare" !== data5) {
            const err12 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "file_compare" }, message: "must be equal to constant", schema: "file_compare", parentSchema: schema35.oneOf[0].properties.type, data: data5 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[0].type, parentSchema: schema35.oneOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
        var props0 = true;
      }
      const _errs17 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err14 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.command === void 0) {
          const err15 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.expected === void 0) {
          const err16 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        for (const key2 in data1) {
          if (!(key2 === "command" || key2 === "expected" || key2 === "match_mode" || key2 === "type")) {
            const err17 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.command !== void 0) {
          let data6 = data1.command;
          if (typeof data6 !== "string") {
            const err18 = { instancePath: instancePath + "/condition/command", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.command.type, parentSchema: schema35.oneOf[1].properties.command, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data1.expected !== void 0) {
          let data7 = data1.expected;
          if (typeof data7 !== "string") {
            const err19 = { instancePath: instancePath + "/condition/expected", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.expected.type, parentSchema: schema35.oneOf[1].properties.expected, data: data7 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data1.match_mode !== void 0) {
          let data8 = data1.match_mode;
          if (typeof data8 !== "string") {
            const err20 = { instancePath: instancePath + "/condition/match_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/match_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.match_mode.type, parentSchema: schema35.oneOf[1].properties.match_mode, data: data8 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (!(data8 === "contains" || data8 === "equals" || data8 === "regex")) {
            const err21 = { instancePath: instancePath + "/condition/match_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/match_mode/enum", keyword: "enum", params: { allowedValues: schema35.oneOf[1].properties.match_mode.enum }, message: "must be equal to one of the allowed values", schema: schema35.oneOf[1].properties.match_mode.enum, parentSchema: schema35.oneOf[1].properties.match_mode, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data9 = data1.type;
          if ("command_output" !== data9) {
            const err22 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "command_output" }, message: "must be equal to constant", schema: "command_output", parentSchema: schema35.oneOf[1].properties.type, data: data9 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[1].type, parentSchema: schema35.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid0 = _errs17 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
          if (props0 !== true) {
            props0 = true;
          }
        }
        const _errs27 = errors;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          if (data1.type === void 0) {
            const err24 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[2].required, parentSchema: schema35.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (data1.path === void 0) {
            const err25 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema35.oneOf[2].required, parentSchema: schema35.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          for (const key3 in data1) {
            if (!(key3 === "path" || key3 === "should_not_exist" || key3 === "type")) {
              const err26 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[2], data: data1 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data1.path !== void 0) {
            let data10 = data1.path;
            if (typeof data10 !== "string") {
              const err27 = { instancePath: instancePath + "/condition/path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[2].properties.path.type, parentSchema: schema35.oneOf[2].properties.path, data: data10 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data1.should_not_exist !== void 0) {
            let data11 = data1.should_not_exist;
            if (typeof data11 !== "boolean") {
              const err28 = { instancePath: instancePath + "/condition/should_not_exist", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/should_not_exist/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema35.oneOf[2].properties.should_not_exist.type, parentSchema: schema35.oneOf[2].properties.should_not_exist, data: data11 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data1.type !== void 0) {
            let data12 = data1.type;
            if ("file_exists" !== data12) {
              const err29 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "file_exists" }, message: "must be equal to constant", schema: "file_exists", parentSchema: schema35.oneOf[2].properties.type, data: data12 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        } else {
          const err30 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[2].type, parentSchema: schema35.oneOf[2], data: data1 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        var _valid0 = _errs27 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
            if (props0 !== true) {
              props0 = true;
            }
          }
          const _errs35 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.type === void 0) {
              const err31 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (data1.command === void 0) {
              const err32 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data1.expected === void 0) {
              const err33 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key4 in data1) {
              if (!(key4 === "command" || key4 === "expected" || key4 === "type")) {
                const err34 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[3], data: data1 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.command !== void 0) {
              let data13 = data1.command;
              if (typeof data13 !== "string") {
                const err35 = { instancePath: instancePath + "/condition/command", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[3].properties.command.type, parentSchema: schema35.oneOf[3].properties.command, data: data13 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.expected !== void 0) {
              let data14 = data1.expected;
              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                const err36 = { instancePath: instancePath + "/condition/expected", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema35.oneOf[3].properties.expected.type, parentSchema: schema35.oneOf[3].properties.expected, data: data14 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data1.type !== void 0) {
              let data15 = data1.type;
              if ("exit_code" !== data15) {
                const err37 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "exit_code" }, message: "must be equal to constant", schema: "exit_code", parentSchema: schema35.oneOf[3].properties.type, data: data15 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
          } else {
            const err38 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[3].type, parentSchema: schema35.oneOf[3], data: data1 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          var _valid0 = _errs35 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs43 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.type === void 0) {
                const err39 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[4].required, parentSchema: schema35.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
              if (data1.prompt === void 0) {
                const err40 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema35.oneOf[4].required, parentSchema: schema35.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
              for (const key5 in data1) {
                if (!(key5 === "prompt" || key5 === "type")) {
                  const err41 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[4], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
              }
              if (data1.prompt !== void 0) {
                let data16 = data1.prompt;
                if (typeof data16 !== "string") {
                  const err42 = { instancePath: instancePath + "/condition/prompt", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[4].properties.prompt.type, parentSchema: schema35.oneOf[4].properties.prompt, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
              if (data1.type !== void 0) {
                let data17 = data1.type;
                if ("llm_judge" !== data17) {
                  const err43 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "llm_judge" }, message: "must be equal to constant", schema: "llm_judge", parentSchema: schema35.oneOf[4].properties.type, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
            } else {
              const err44 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[4].type, parentSchema: schema35.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            var _valid0 = _errs43 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
                if (props0 !== true) {
                  props0 = true;
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err45 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema35.oneOf, parentSchema: schema35, data: data1 };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.message !== void 0) {
      let data18 = data.message;
      if (typeof data18 !== "string") {
        const err46 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.message.type, parentSchema: schema34.properties.message, data: data18 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
  } else {
    const err47 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.type, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err47];
    } else {
      vErrors.push(err47);
    }
    errors++;
  }
  validate212.errors = vErrors;
  return errors === 0;
});
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema36 = { "additionalProperties": false, "description": "Evaluation configuration for determining test pass/fail.", "properties": { "conjunction": { "default": "and", "description": "How to combine multiple metrics: 'and' (all must pass) or 'or' (any must pass).", "enum": ["and", "or"], "type": "string" }, "eval_timeout_secs": { "description": "Per-execution timeout in seconds for evaluator commands.", "minimum": 1, "type": "integer" }, "metrics": { "description": "Programmatic metrics (used in programmatic and hybrid modes).", "items": { "$ref": "#/$defs/MetricConfig" }, "type": "array" }, "mode": { "description": "llm = agent verdict only, programmatic = metrics only (no agent loop), hybrid = both required.", "enum": ["llm", "programmatic", "hybrid"], "type": "string" } }, "required": ["mode"], "type": "object" };
var schema37 = { "description": "A programmatic evaluation metric.", "oneOf": [{ "additionalProperties": false, "description": "Compare a file from the container against an expected file.", "properties": { "actual_path": { "description": "Path to the file inside the container.", "type": "string" }, "compare_mode": { "default": "exact", "description": "Comparison mode.", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "description": "Path to the expected file on the host.", "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "description": "Semantically compare structured data files.", "properties": { "actual_path": { "type": "string" }, "expected_path": { "type": "string" }, "format": { "description": "File format for semantic parsing.", "enum": ["json", "yaml", "xml", "csv"], "type": "string" }, "type": { "const": "file_compare_semantic" } }, "required": ["type", "actual_path", "expected_path", "format"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check stdout.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected output.", "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Check if a file exists (or does not exist) in the container.", "properties": { "path": { "description": "Path to check inside the container.", "type": "string" }, "should_not_exist": { "default": false, "description": "If true, assert the file does NOT exist.", "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check its exit code.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected exit code.", "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Run a Python replay script inside the container.", "properties": { "screenshots_dir": { "description": "Directory containing expected screenshots.", "type": "string" }, "script_path": { "description": "Path to the Python script on the host.", "type": "string" }, "type": { "const": "script_replay" } }, "required": ["type", "script_path"], "type": "object" }] };
var validate23 = (function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate232.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mode === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "conjunction" || key0 === "eval_timeout_secs" || key0 === "metrics" || key0 === "mode")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema36, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.conjunction !== void 0) {
      let data0 = data.conjunction;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/conjunction", schemaPath: "#/properties/conjunction/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.conjunction.type, parentSchema: schema36.properties.conjunction, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === "and" || data0 === "or")) {
        const err3 = { instancePath: instancePath + "/conjunction", schemaPath: "#/properties/conjunction/enum", keyword: "enum", params: { allowedValues: schema36.properties.conjunction.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.conjunction.enum, parentSchema: schema36.properties.conjunction, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.eval_timeout_secs !== void 0) {
      let data1 = data.eval_timeout_secs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/eval_timeout_secs", schemaPath: "#/properties/eval_timeout_secs/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.eval_timeout_secs.type, parentSchema: schema36.properties.eval_timeout_secs, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/eval_timeout_secs", schemaPath: "#/properties/eval_timeout_secs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.eval_timeout_secs, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.metrics !== void 0) {
      let data2 = data.metrics;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          const _errs10 = errors;
          let valid4 = false;
          let passing0 = null;
          const _errs11 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.type === void 0) {
              const err6 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.actual_path === void 0) {
              const err7 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.expected_path === void 0) {
              const err8 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "actual_path" || key1 === "compare_mode" || key1 === "expected_path" || key1 === "type")) {
                const err9 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[0], data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.actual_path !== void 0) {
              let data4 = data3.actual_path;
              if (typeof data4 !== "string") {
                const err10 = { instancePath: instancePath + "/metrics/" + i0 + "/actual_path", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.actual_path.type, parentSchema: schema37.oneOf[0].properties.actual_path, data: data4 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.compare_mode !== void 0) {
              let data5 = data3.compare_mode;
              if (typeof data5 !== "string") {
                const err11 = { instancePath: instancePath + "/metrics/" + i0 + "/compare_mode", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/compare_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.compare_mode.type, parentSchema: schema37.oneOf[0].properties.compare_mode, data: data5 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (!(data5 === "exact" || data5 === "normalized")) {
                const err12 = { instancePath: instancePath + "/metrics/" + i0 + "/compare_mode", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/compare_mode/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[0].properties.compare_mode.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[0].properties.compare_mode.enum, parentSchema: schema37.oneOf[0].properties.compare_mode, data: data5 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.expected_path !== void 0) {
              let data6 = data3.expected_path;
              if (typeof data6 !== "string") {
                const err13 = { instancePath: instancePath + "/metrics/" + i0 + "/expected_path", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.expected_path.type, parentSchema: schema37.oneOf[0].properties.expected_path, data: data6 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.type !== void 0) {
              let data7 = data3.type;
              if ("file_compare" !== data7) {
                const err14 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "file_compare" }, message: "must be equal to constant", schema: "file_compare", parentSchema: schema37.oneOf[0].properties.type, data: data7 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[0].type, parentSchema: schema37.oneOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          if (_valid0) {
            valid4 = true;
            passing0 = 0;
            var props0 = true;
          }
          const _errs21 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.type === void 0) {
              const err16 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data3.actual_path === void 0) {
              const err17 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data3.expected_path === void 0) {
              const err18 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data3.format === void 0) {
              const err19 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key2 in data3) {
              if (!(key2 === "actual_path" || key2 === "expected_path" || key2 === "format" || key2 === "type")) {
                const err20 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[1], data: data3 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data3.actual_path !== void 0) {
              let data8 = data3.actual_path;
              if (typeof data8 !== "string") {
                const err21 = { instancePath: instancePath + "/metrics/" + i0 + "/actual_path", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.actual_path.type, parentSchema: schema37.oneOf[1].properties.actual_path, data: data8 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data3.expected_path !== void 0) {
              let data9 = data3.expected_path;
              if (typeof data9 !== "string") {
                const err22 = { instancePath: instancePath + "/metrics/" + i0 + "/expected_path", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.expected_path.type, parentSchema: schema37.oneOf[1].properties.expected_path, data: data9 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data3.format !== void 0) {
              let data10 = data3.format;
              if (typeof data10 !== "string") {
                const err23 = { instancePath: instancePath + "/metrics/" + i0 + "/format", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.format.type, parentSchema: schema37.oneOf[1].properties.format, data: data10 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
              if (!(data10 === "json" || data10 === "yaml" || data10 === "xml" || data10 === "csv")) {
                const err24 = { instancePath: instancePath + "/metrics/" + i0 + "/format", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/format/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[1].properties.format.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[1].properties.format.enum, parentSchema: schema37.oneOf[1].properties.format, data: data10 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data3.type !== void 0) {
              let data11 = data3.type;
              if ("file_compare_semantic" !== data11) {
                const err25 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "file_compare_semantic" }, message: "must be equal to constant", schema: "file_compare_semantic", parentSchema: schema37.oneOf[1].properties.type, data: data11 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[1].type, parentSchema: schema37.oneOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          var _valid0 = _errs21 === errors;
          if (_valid0 && valid4) {
            valid4 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid4 = true;
              passing0 = 1;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs31 = errors;
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.type === void 0) {
                const err27 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
              if (data3.command === void 0) {
                const err28 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (data3.expected === void 0) {
                const err29 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "command" || key3 === "expected" || key3 === "match_mode" || key3 === "type")) {
                  const err30 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[2], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data3.command !== void 0) {
                let data12 = data3.command;
                if (typeof data12 !== "string") {
                  const err31 = { instancePath: instancePath + "/metrics/" + i0 + "/command", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.command.type, parentSchema: schema37.oneOf[2].properties.command, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.expected !== void 0) {
                let data13 = data3.expected;
                if (typeof data13 !== "string") {
                  const err32 = { instancePath: instancePath + "/metrics/" + i0 + "/expected", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.expected.type, parentSchema: schema37.oneOf[2].properties.expected, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data3.match_mode !== void 0) {
                let data14 = data3.match_mode;
                if (typeof data14 !== "string") {
                  const err33 = { instancePath: instancePath + "/metrics/" + i0 + "/match_mode", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/match_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.match_mode.type, parentSchema: schema37.oneOf[2].properties.match_mode, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (!(data14 === "contains" || data14 === "equals" || data14 === "regex")) {
                  const err34 = { instancePath: instancePath + "/metrics/" + i0 + "/match_mode", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/match_mode/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[2].properties.match_mode.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[2].properties.match_mode.enum, parentSchema: schema37.oneOf[2].properties.match_mode, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
              if (data3.type !== void 0) {
                let data15 = data3.type;
                if ("command_output" !== data15) {
                  const err35 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "command_output" }, message: "must be equal to constant", schema: "command_output", parentSchema: schema37.oneOf[2].properties.type, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
            } else {
              const err36 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[2].type, parentSchema: schema37.oneOf[2], data: data3 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            var _valid0 = _errs31 === errors;
            if (_valid0 && valid4) {
              valid4 = false;
              passing0 = [passing0, 2];
            } else {
              if (_valid0) {
                valid4 = true;
                passing0 = 2;
                if (props0 !== true) {
                  props0 = true;
                }
              }
              const _errs41 = errors;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                if (data3.type === void 0) {
                  const err37 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[3].required, parentSchema: schema37.oneOf[3], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                if (data3.path === void 0) {
                  const err38 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema37.oneOf[3].required, parentSchema: schema37.oneOf[3], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                for (const key4 in data3) {
                  if (!(key4 === "path" || key4 === "should_not_exist" || key4 === "type")) {
                    const err39 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[3], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
                if (data3.path !== void 0) {
                  let data16 = data3.path;
                  if (typeof data16 !== "string") {
                    const err40 = { instancePath: instancePath + "/metrics/" + i0 + "/path", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[3].properties.path.type, parentSchema: schema37.oneOf[3].properties.path, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data3.should_not_exist !== void 0) {
                  let data17 = data3.should_not_exist;
                  if (typeof data17 !== "boolean") {
                    const err41 = { instancePath: instancePath + "/metrics/" + i0 + "/should_not_exist", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/should_not_exist/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema37.oneOf[3].properties.should_not_exist.type, parentSchema: schema37.oneOf[3].properties.should_not_exist, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
                if (data3.type !== void 0) {
                  let data18 = data3.type;
                  if ("file_exists" !== data18) {
                    const err42 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "file_exists" }, message: "must be equal to constant", schema: "file_exists", parentSchema: schema37.oneOf[3].properties.type, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
              } else {
                const err43 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[3].type, parentSchema: schema37.oneOf[3], data: data3 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              var _valid0 = _errs41 === errors;
              if (_valid0 && valid4) {
                valid4 = false;
                passing0 = [passing0, 3];
              } else {
                if (_valid0) {
                  valid4 = true;
                  passing0 = 3;
                  if (props0 !== true) {
                    props0 = true;
                  }
                }
                const _errs49 = errors;
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  if (data3.type === void 0) {
                    const err44 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                  if (data3.command === void 0) {
                    const err45 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                  if (data3.expected === void 0) {
                    const err46 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                  for (const key5 in data3) {
                    if (!(key5 === "command" || key5 === "expected" || key5 === "type")) {
                      const err47 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[4], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                  }
                  if (data3.command !== void 0) {
                    let data19 = data3.command;
                    if (typeof data19 !== "string") {
                      const err48 = { instancePath: instancePath + "/metrics/" + i0 + "/command", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[4].properties.command.type, parentSchema: schema37.oneOf[4].properties.command, data: data19 };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  }
                  if (data3.expected !== void 0) {
                    let data20 = data3.expected;
                    if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                      const err49 = { instancePath: instancePath + "/metrics/" + i0 + "/expected", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.oneOf[4].properties.expected.type, parentSchema: schema37.oneOf[4].properties.expected, data: data20 };
                      if (vErrors === null) {
                        vErrors = [err49];
                      } else {
                        vErrors.push(err49);
                      }
                      errors++;
                    }
                  }
                  if (data3.type !== void 0) {
                    let data21 = data3.type;
                    if ("exit_code" !== data21) {
                      const err50 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "exit_code" }, message: "must be equal to constant", schema: "exit_code", parentSchema: schema37.oneOf[4].properties.type, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err51 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[4].type, parentSchema: schema37.oneOf[4], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                var _valid0 = _errs49 === errors;
                if (_valid0 && valid4) {
                  valid4 = false;
                  passing0 = [passing0, 4];
                } else {
                  if (_valid0) {
                    valid4 = true;
                    passing0 = 4;
                    if (props0 !== true) {
                      props0 = true;
                    }
                  }
                  const _errs57 = errors;
                  if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (data3.type === void 0) {
                      const err52 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[5].required, parentSchema: schema37.oneOf[5], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err52];
                      } else {
                        vErrors.push(err52);
                      }
                      errors++;
                    }
                    if (data3.script_path === void 0) {
                      const err53 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "script_path" }, message: "must have required property 'script_path'", schema: schema37.oneOf[5].required, parentSchema: schema37.oneOf[5], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err53];
                      } else {
                        vErrors.push(err53);
                      }
                      errors++;
                    }
                    for (const key6 in data3) {
                      if (!(key6 === "screenshots_dir" || key6 === "script_path" || key6 === "type")) {
                        const err54 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[5], data: data3 };
                        if (vErrors === null) {
                          vErrors = [err54];
                        } else {
                          vErrors.push(err54);
                        }
                        errors++;
                      }
                    }
                    if (data3.screenshots_dir !== void 0) {
                      let data22 = data3.screenshots_dir;
                      if (typeof data22 !== "string") {
                        const err55 = { instancePath: instancePath + "/metrics/" + i0 + "/screenshots_dir", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/screenshots_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[5].properties.screenshots_dir.type, parentSchema: schema37.oneOf[5].properties.screenshots_dir, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err55];
                        } else {
                          vErrors.push(err55);
                        }
                        errors++;
                      }
                    }
                    if (data3.script_path !== void 0) {
                      let data23 = data3.script_path;
                      if (typeof data23 !== "string") {
                        const err56 = { instancePath: instancePath + "/metrics/" + i0 + "/script_path", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/script_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[5].properties.script_path.type, parentSchema: schema37.oneOf[5].properties.script_path, data: data23 };
                        if (vErrors === null) {
                          vErrors = [err56];
                        } else {
                          vErrors.push(err56);
                        }
                        errors++;
                      }
                    }
                    if (data3.type !== void 0) {
                      let data24 = data3.type;
                      if ("script_replay" !== data24) {
                        const err57 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/type/const", keyword: "const", params: { allowedValue: "script_replay" }, message: "must be equal to constant", schema: "script_replay", parentSchema: schema37.oneOf[5].properties.type, data: data24 };
                        if (vErrors === null) {
                          vErrors = [err57];
                        } else {
                          vErrors.push(err57);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err58 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[5].type, parentSchema: schema37.oneOf[5], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                  var _valid0 = _errs57 === errors;
                  if (_valid0 && valid4) {
                    valid4 = false;
                    passing0 = [passing0, 5];
                  } else {
                    if (_valid0) {
                      valid4 = true;
                      passing0 = 5;
                      if (props0 !== true) {
                        props0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
          if (!valid4) {
            const err59 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema37.oneOf, parentSchema: schema37, data: data3 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          } else {
            errors = _errs10;
            if (vErrors !== null) {
              if (_errs10) {
                vErrors.length = _errs10;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.metrics.type, parentSchema: schema36.properties.metrics, data: data2 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data25 = data.mode;
      if (typeof data25 !== "string") {
        const err61 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mode.type, parentSchema: schema36.properties.mode, data: data25 };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      if (!(data25 === "llm" || data25 === "programmatic" || data25 === "hybrid")) {
        const err62 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema36.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.mode.enum, parentSchema: schema36.properties.mode, data: data25 };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
  } else {
    const err63 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data };
    if (vErrors === null) {
      vErrors = [err63];
    } else {
      vErrors.push(err63);
    }
    errors++;
  }
  validate232.errors = vErrors;
  return errors === 0;
});
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var validate20 = (function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate202.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.instruction === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.app === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "app" }, message: "must have required property 'app'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.a11y_timeout_secs !== void 0) {
      let data0 = data.a11y_timeout_secs;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err5 = { instancePath: instancePath + "/a11y_timeout_secs", schemaPath: "#/properties/a11y_timeout_secs/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.a11y_timeout_secs.type, parentSchema: schema31.properties.a11y_timeout_secs, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err6 = { instancePath: instancePath + "/a11y_timeout_secs", schemaPath: "#/properties/a11y_timeout_secs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.a11y_timeout_secs, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.app !== void 0) {
      let data1 = data.app;
      const _errs6 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err7 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1.path === void 0) {
          const err8 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "electron" || key1 === "path" || key1 === "type")) {
            const err9 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.electron !== void 0) {
          let data2 = data1.electron;
          if (typeof data2 !== "boolean") {
            const err10 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[0].properties.electron.type, parentSchema: schema32.oneOf[0].properties.electron, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.path !== void 0) {
          let data3 = data1.path;
          if (typeof data3 !== "string") {
            const err11 = { instancePath: instancePath + "/app/path", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.path.type, parentSchema: schema32.oneOf[0].properties.path, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data4 = data1.type;
          if ("appimage" !== data4) {
            const err12 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "appimage" }, message: "must be equal to constant", schema: "appimage", parentSchema: schema32.oneOf[0].properties.type, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[0].type, parentSchema: schema32.oneOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
        var props0 = true;
      }
      const _errs15 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err14 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.dir === void 0) {
          const err15 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "dir" }, message: "must have required property 'dir'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.entrypoint === void 0) {
          const err16 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "entrypoint" }, message: "must have required property 'entrypoint'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        for (const key2 in data1) {
          if (!(key2 === "dir" || key2 === "electron" || key2 === "entrypoint" || key2 === "type")) {
            const err17 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.dir !== void 0) {
          let data5 = data1.dir;
          if (typeof data5 !== "string") {
            const err18 = { instancePath: instancePath + "/app/dir", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.dir.type, parentSchema: schema32.oneOf[1].properties.dir, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data1.electron !== void 0) {
          let data6 = data1.electron;
          if (typeof data6 !== "boolean") {
            const err19 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[1].properties.electron.type, parentSchema: schema32.oneOf[1].properties.electron, data: data6 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data1.entrypoint !== void 0) {
          let data7 = data1.entrypoint;
          if (typeof data7 !== "string") {
            const err20 = { instancePath: instancePath + "/app/entrypoint", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/entrypoint/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.entrypoint.type, parentSchema: schema32.oneOf[1].properties.entrypoint, data: data7 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data8 = data1.type;
          if ("folder" !== data8) {
            const err21 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "folder" }, message: "must be equal to constant", schema: "folder", parentSchema: schema32.oneOf[1].properties.type, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[1].type, parentSchema: schema32.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
          if (props0 !== true) {
            props0 = true;
          }
        }
        const _errs25 = errors;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          if (data1.type === void 0) {
            const err23 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (data1.image === void 0) {
            const err24 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "image" }, message: "must have required property 'image'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          for (const key3 in data1) {
            if (!(key3 === "digest" || key3 === "entrypoint_cmd" || key3 === "image" || key3 === "needs_fuse" || key3 === "type")) {
              const err25 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[2], data: data1 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          if (data1.digest !== void 0) {
            let data9 = data1.digest;
            if (typeof data9 === "string") {
              if (!pattern4.test(data9)) {
                const err26 = { instancePath: instancePath + "/app/digest", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema32.oneOf[2].properties.digest, data: data9 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            } else {
              const err27 = { instancePath: instancePath + "/app/digest", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.digest.type, parentSchema: schema32.oneOf[2].properties.digest, data: data9 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data1.entrypoint_cmd !== void 0) {
            let data10 = data1.entrypoint_cmd;
            if (typeof data10 !== "string") {
              const err28 = { instancePath: instancePath + "/app/entrypoint_cmd", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/entrypoint_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.entrypoint_cmd.type, parentSchema: schema32.oneOf[2].properties.entrypoint_cmd, data: data10 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data1.image !== void 0) {
            let data11 = data1.image;
            if (typeof data11 !== "string") {
              const err29 = { instancePath: instancePath + "/app/image", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.image.type, parentSchema: schema32.oneOf[2].properties.image, data: data11 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
          if (data1.needs_fuse !== void 0) {
            let data12 = data1.needs_fuse;
            if (typeof data12 !== "boolean") {
              const err30 = { instancePath: instancePath + "/app/needs_fuse", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/needs_fuse/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[2].properties.needs_fuse.type, parentSchema: schema32.oneOf[2].properties.needs_fuse, data: data12 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data1.type !== void 0) {
            let data13 = data1.type;
            if ("docker_image" !== data13) {
              const err31 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "docker_image" }, message: "must be equal to constant", schema: "docker_image", parentSchema: schema32.oneOf[2].properties.type, data: data13 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        } else {
          const err32 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[2].type, parentSchema: schema32.oneOf[2], data: data1 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        var _valid0 = _errs25 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
            if (props0 !== true) {
              props0 = true;
            }
          }
          const _errs37 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.type === void 0) {
              const err33 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[3].required, parentSchema: schema32.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key4 in data1) {
              if (!(key4 === "note" || key4 === "type")) {
                const err34 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[3], data: data1 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.note !== void 0) {
              let data14 = data1.note;
              if (typeof data14 !== "string") {
                const err35 = { instancePath: instancePath + "/app/note", schemaPath: "#/$defs/AppConfig/oneOf/3/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[3].properties.note.type, parentSchema: schema32.oneOf[3].properties.note, data: data14 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.type !== void 0) {
              let data15 = data1.type;
              if ("vnc_attach" !== data15) {
                const err36 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "vnc_attach" }, message: "must be equal to constant", schema: "vnc_attach", parentSchema: schema32.oneOf[3].properties.type, data: data15 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[3].type, parentSchema: schema32.oneOf[3], data: data1 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          var _valid0 = _errs37 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs43 = errors;
            const _errs45 = errors;
            let valid7 = false;
            const _errs46 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.bundle_id === void 0) {
                const err38 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/0/required", keyword: "required", params: { missingProperty: "bundle_id" }, message: "must have required property 'bundle_id'", schema: schema32.oneOf[4].anyOf[0].required, parentSchema: schema32.oneOf[4].anyOf[0], data: data1 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            var _valid1 = _errs46 === errors;
            valid7 = valid7 || _valid1;
            const _errs47 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.app_path === void 0) {
                const err39 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/1/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[4].anyOf[1].required, parentSchema: schema32.oneOf[4].anyOf[1], data: data1 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            var _valid1 = _errs47 === errors;
            valid7 = valid7 || _valid1;
            const _errs48 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.launch_cmd === void 0) {
                const err40 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/2/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[4].anyOf[2].required, parentSchema: schema32.oneOf[4].anyOf[2], data: data1 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            var _valid1 = _errs48 === errors;
            valid7 = valid7 || _valid1;
            if (!valid7) {
              const err41 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[4].anyOf, parentSchema: schema32.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            } else {
              errors = _errs45;
              if (vErrors !== null) {
                if (_errs45) {
                  vErrors.length = _errs45;
                } else {
                  vErrors = null;
                }
              }
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.type === void 0) {
                const err42 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[4].required, parentSchema: schema32.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
              if (data1.base_image === void 0) {
                const err43 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "base_image" }, message: "must have required property 'base_image'", schema: schema32.oneOf[4].required, parentSchema: schema32.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              for (const key5 in data1) {
                if (!(key5 === "app_path" || key5 === "base_image" || key5 === "bundle_id" || key5 === "electron" || key5 === "launch_cmd" || key5 === "type")) {
                  const err44 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[4], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
              if (data1.app_path !== void 0) {
                let data16 = data1.app_path;
                if (typeof data16 !== "string") {
                  const err45 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.app_path.type, parentSchema: schema32.oneOf[4].properties.app_path, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
              if (data1.base_image !== void 0) {
                let data17 = data1.base_image;
                if (typeof data17 !== "string") {
                  const err46 = { instancePath: instancePath + "/app/base_image", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/base_image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.base_image.type, parentSchema: schema32.oneOf[4].properties.base_image, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              }
              if (data1.bundle_id !== void 0) {
                let data18 = data1.bundle_id;
                if (typeof data18 !== "string") {
                  const err47 = { instancePath: instancePath + "/app/bundle_id", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/bundle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.bundle_id.type, parentSchema: schema32.oneOf[4].properties.bundle_id, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              }
              if (data1.electron !== void 0) {
                let data19 = data1.electron;
                if (typeof data19 !== "boolean") {
                  const err48 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[4].properties.electron.type, parentSchema: schema32.oneOf[4].properties.electron, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
              if (data1.launch_cmd !== void 0) {
                let data20 = data1.launch_cmd;
                if (typeof data20 !== "string") {
                  const err49 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.launch_cmd.type, parentSchema: schema32.oneOf[4].properties.launch_cmd, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              }
              if (data1.type !== void 0) {
                let data21 = data1.type;
                if ("macos_tart" !== data21) {
                  const err50 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "macos_tart" }, message: "must be equal to constant", schema: "macos_tart", parentSchema: schema32.oneOf[4].properties.type, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              }
            } else {
              const err51 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[4].type, parentSchema: schema32.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            var _valid0 = _errs43 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
                if (props0 !== true) {
                  props0 = true;
                }
              }
              const _errs61 = errors;
              const _errs63 = errors;
              let valid9 = false;
              const _errs64 = errors;
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.bundle_id === void 0) {
                  const err52 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf/0/required", keyword: "required", params: { missingProperty: "bundle_id" }, message: "must have required property 'bundle_id'", schema: schema32.oneOf[5].anyOf[0].required, parentSchema: schema32.oneOf[5].anyOf[0], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
              var _valid2 = _errs64 === errors;
              valid9 = valid9 || _valid2;
              const _errs65 = errors;
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.app_path === void 0) {
                  const err53 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf/1/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[5].anyOf[1].required, parentSchema: schema32.oneOf[5].anyOf[1], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              }
              var _valid2 = _errs65 === errors;
              valid9 = valid9 || _valid2;
              if (!valid9) {
                const err54 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[5].anyOf, parentSchema: schema32.oneOf[5], data: data1 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              } else {
                errors = _errs63;
                if (vErrors !== null) {
                  if (_errs63) {
                    vErrors.length = _errs63;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.type === void 0) {
                  const err55 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[5].required, parentSchema: schema32.oneOf[5], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                for (const key6 in data1) {
                  if (!(key6 === "app_path" || key6 === "bundle_id" || key6 === "type")) {
                    const err56 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[5], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data1.app_path !== void 0) {
                  let data22 = data1.app_path;
                  if (typeof data22 !== "string") {
                    const err57 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[5].properties.app_path.type, parentSchema: schema32.oneOf[5].properties.app_path, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data1.bundle_id !== void 0) {
                  let data23 = data1.bundle_id;
                  if (typeof data23 !== "string") {
                    const err58 = { instancePath: instancePath + "/app/bundle_id", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/bundle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[5].properties.bundle_id.type, parentSchema: schema32.oneOf[5].properties.bundle_id, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data1.type !== void 0) {
                  let data24 = data1.type;
                  if ("macos_native" !== data24) {
                    const err59 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/type/const", keyword: "const", params: { allowedValue: "macos_native" }, message: "must be equal to constant", schema: "macos_native", parentSchema: schema32.oneOf[5].properties.type, data: data24 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
              } else {
                const err60 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[5].type, parentSchema: schema32.oneOf[5], data: data1 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
              var _valid0 = _errs61 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                  if (props0 !== true) {
                    props0 = true;
                  }
                }
                const _errs72 = errors;
                const _errs74 = errors;
                let valid11 = false;
                const _errs75 = errors;
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.app_path === void 0) {
                    const err61 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf/0/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[6].anyOf[0].required, parentSchema: schema32.oneOf[6].anyOf[0], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                var _valid3 = _errs75 === errors;
                valid11 = valid11 || _valid3;
                const _errs76 = errors;
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.launch_cmd === void 0) {
                    const err62 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf/1/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[6].anyOf[1].required, parentSchema: schema32.oneOf[6].anyOf[1], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                var _valid3 = _errs76 === errors;
                valid11 = valid11 || _valid3;
                if (!valid11) {
                  const err63 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[6].anyOf, parentSchema: schema32.oneOf[6], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                } else {
                  errors = _errs74;
                  if (vErrors !== null) {
                    if (_errs74) {
                      vErrors.length = _errs74;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.type === void 0) {
                    const err64 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[6].required, parentSchema: schema32.oneOf[6], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                  if (data1.base_image === void 0) {
                    const err65 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/required", keyword: "required", params: { missingProperty: "base_image" }, message: "must have required property 'base_image'", schema: schema32.oneOf[6].required, parentSchema: schema32.oneOf[6], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                  for (const key7 in data1) {
                    if (!(key7 === "app_path" || key7 === "base_image" || key7 === "installer_cmd" || key7 === "launch_cmd" || key7 === "type")) {
                      const err66 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[6], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err66];
                      } else {
                        vErrors.push(err66);
                      }
                      errors++;
                    }
                  }
                  if (data1.app_path !== void 0) {
                    let data25 = data1.app_path;
                    if (typeof data25 !== "string") {
                      const err67 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.app_path.type, parentSchema: schema32.oneOf[6].properties.app_path, data: data25 };
                      if (vErrors === null) {
                        vErrors = [err67];
                      } else {
                        vErrors.push(err67);
                      }
                      errors++;
                    }
                  }
                  if (data1.base_image !== void 0) {
                    let data26 = data1.base_image;
                    if (typeof data26 !== "string") {
                      const err68 = { instancePath: instancePath + "/app/base_image", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/base_image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.base_image.type, parentSchema: schema32.oneOf[6].properties.base_image, data: data26 };
                      if (vErrors === null) {
                        vErrors = [err68];
                      } else {
                        vErrors.push(err68);
                      }
                      errors++;
                    }
                  }
                  if (data1.installer_cmd !== void 0) {
                    let data27 = data1.installer_cmd;
                    if (typeof data27 !== "string") {
                      const err69 = { instancePath: instancePath + "/app/installer_cmd", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/installer_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.installer_cmd.type, parentSchema: schema32.oneOf[6].properties.installer_cmd, data: data27 };
                      if (vErrors === null) {
                        vErrors = [err69];
                      } else {
                        vErrors.push(err69);
                      }
                      errors++;
                    }
                  }
                  if (data1.launch_cmd !== void 0) {
                    let data28 = data1.launch_cmd;
                    if (typeof data28 !== "string") {
                      const err70 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.launch_cmd.type, parentSchema: schema32.oneOf[6].properties.launch_cmd, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== void 0) {
                    let data29 = data1.type;
                    if ("windows_vm" !== data29) {
                      const err71 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/type/const", keyword: "const", params: { allowedValue: "windows_vm" }, message: "must be equal to constant", schema: "windows_vm", parentSchema: schema32.oneOf[6].properties.type, data: data29 };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err72 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[6].type, parentSchema: schema32.oneOf[6], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
                var _valid0 = _errs72 === errors;
                if (_valid0 && valid2) {
                  valid2 = false;
                  passing0 = [passing0, 6];
                } else {
                  if (_valid0) {
                    valid2 = true;
                    passing0 = 6;
                    if (props0 !== true) {
                      props0 = true;
                    }
                  }
                  const _errs87 = errors;
                  const _errs89 = errors;
                  let valid13 = false;
                  const _errs90 = errors;
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.app_path === void 0) {
                      const err73 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf/0/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[7].anyOf[0].required, parentSchema: schema32.oneOf[7].anyOf[0], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                  }
                  var _valid4 = _errs90 === errors;
                  valid13 = valid13 || _valid4;
                  const _errs91 = errors;
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.launch_cmd === void 0) {
                      const err74 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf/1/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[7].anyOf[1].required, parentSchema: schema32.oneOf[7].anyOf[1], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err74];
                      } else {
                        vErrors.push(err74);
                      }
                      errors++;
                    }
                  }
                  var _valid4 = _errs91 === errors;
                  valid13 = valid13 || _valid4;
                  if (!valid13) {
                    const err75 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[7].anyOf, parentSchema: schema32.oneOf[7], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  } else {
                    errors = _errs89;
                    if (vErrors !== null) {
                      if (_errs89) {
                        vErrors.length = _errs89;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.type === void 0) {
                      const err76 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[7].required, parentSchema: schema32.oneOf[7], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err76];
                      } else {
                        vErrors.push(err76);
                      }
                      errors++;
                    }
                    for (const key8 in data1) {
                      if (!(key8 === "app_path" || key8 === "launch_cmd" || key8 === "type")) {
                        const err77 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[7], data: data1 };
                        if (vErrors === null) {
                          vErrors = [err77];
                        } else {
                          vErrors.push(err77);
                        }
                        errors++;
                      }
                    }
                    if (data1.app_path !== void 0) {
                      let data30 = data1.app_path;
                      if (typeof data30 !== "string") {
                        const err78 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[7].properties.app_path.type, parentSchema: schema32.oneOf[7].properties.app_path, data: data30 };
                        if (vErrors === null) {
                          vErrors = [err78];
                        } else {
                          vErrors.push(err78);
                        }
                        errors++;
                      }
                    }
                    if (data1.launch_cmd !== void 0) {
                      let data31 = data1.launch_cmd;
                      if (typeof data31 !== "string") {
                        const err79 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[7].properties.launch_cmd.type, parentSchema: schema32.oneOf[7].properties.launch_cmd, data: data31 };
                        if (vErrors === null) {
                          vErrors = [err79];
                        } else {
                          vErrors.push(err79);
                        }
                        errors++;
                      }
                    }
                    if (data1.type !== void 0) {
                      let data32 = data1.type;
                      if ("windows_native" !== data32) {
                        const err80 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/type/const", keyword: "const", params: { allowedValue: "windows_native" }, message: "must be equal to constant", schema: "windows_native", parentSchema: schema32.oneOf[7].properties.type, data: data32 };
                        if (vErrors === null) {
                          vErrors = [err80];
                        } else {
                          vErrors.push(err80);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err81 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[7].type, parentSchema: schema32.oneOf[7], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                  var _valid0 = _errs87 === errors;
                  if (_valid0 && valid2) {
                    valid2 = false;
                    passing0 = [passing0, 7];
                  } else {
                    if (_valid0) {
                      valid2 = true;
                      passing0 = 7;
                      if (props0 !== true) {
                        props0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err82 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema32.oneOf, parentSchema: schema32, data: data1 };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.completion_condition !== void 0) {
      let data33 = data.completion_condition;
      if (typeof data33 !== "string") {
        const err83 = { instancePath: instancePath + "/completion_condition", schemaPath: "#/properties/completion_condition/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.completion_condition.type, parentSchema: schema31.properties.completion_condition, data: data33 };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data34 = data.config;
      if (Array.isArray(data34)) {
        const len0 = data34.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data35 = data34[i0];
          const _errs104 = errors;
          let valid18 = false;
          let passing1 = null;
          const _errs105 = errors;
          if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
            if (data35.type === void 0) {
              const err84 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[0].required, parentSchema: schema33.oneOf[0], data: data35 };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (data35.command === void 0) {
              const err85 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema33.oneOf[0].required, parentSchema: schema33.oneOf[0], data: data35 };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            for (const key9 in data35) {
              if (!(key9 === "command" || key9 === "type")) {
                const err86 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[0], data: data35 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data35.command !== void 0) {
              let data36 = data35.command;
              if (typeof data36 === "string") {
                if (func2(data36) < 1) {
                  const err87 = { instancePath: instancePath + "/config/" + i0 + "/command", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[0].properties.command, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
              } else {
                const err88 = { instancePath: instancePath + "/config/" + i0 + "/command", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[0].properties.command.type, parentSchema: schema33.oneOf[0].properties.command, data: data36 };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
            if (data35.type !== void 0) {
              let data37 = data35.type;
              if ("execute" !== data37) {
                const err89 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "execute" }, message: "must be equal to constant", schema: "execute", parentSchema: schema33.oneOf[0].properties.type, data: data37 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
          } else {
            const err90 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[0].type, parentSchema: schema33.oneOf[0], data: data35 };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
          var _valid5 = _errs105 === errors;
          if (_valid5) {
            valid18 = true;
            passing1 = 0;
            var props1 = true;
          }
          const _errs111 = errors;
          if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
            if (data35.type === void 0) {
              const err91 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
            if (data35.src === void 0) {
              const err92 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "src" }, message: "must have required property 'src'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
            if (data35.dest === void 0) {
              const err93 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "dest" }, message: "must have required property 'dest'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err93];
              } else {
                vErrors.push(err93);
              }
              errors++;
            }
            for (const key10 in data35) {
              if (!(key10 === "dest" || key10 === "src" || key10 === "type")) {
                const err94 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[1], data: data35 };
                if (vErrors === null) {
                  vErrors = [err94];
                } else {
                  vErrors.push(err94);
                }
                errors++;
              }
            }
            if (data35.dest !== void 0) {
              let data38 = data35.dest;
              if (typeof data38 === "string") {
                if (func2(data38) < 1) {
                  const err95 = { instancePath: instancePath + "/config/" + i0 + "/dest", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/dest/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[1].properties.dest, data: data38 };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
              } else {
                const err96 = { instancePath: instancePath + "/config/" + i0 + "/dest", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/dest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[1].properties.dest.type, parentSchema: schema33.oneOf[1].properties.dest, data: data38 };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
            if (data35.src !== void 0) {
              let data39 = data35.src;
              if (typeof data39 === "string") {
                if (func2(data39) < 1) {
                  const err97 = { instancePath: instancePath + "/config/" + i0 + "/src", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/src/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[1].properties.src, data: data39 };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
              } else {
                const err98 = { instancePath: instancePath + "/config/" + i0 + "/src", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/src/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[1].properties.src.type, parentSchema: schema33.oneOf[1].properties.src, data: data39 };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data35.type !== void 0) {
              let data40 = data35.type;
              if ("copy" !== data40) {
                const err99 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "copy" }, message: "must be equal to constant", schema: "copy", parentSchema: schema33.oneOf[1].properties.type, data: data40 };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
          } else {
            const err100 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[1].type, parentSchema: schema33.oneOf[1], data: data35 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
          var _valid5 = _errs111 === errors;
          if (_valid5 && valid18) {
            valid18 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid5) {
              valid18 = true;
              passing1 = 1;
              if (props1 !== true) {
                props1 = true;
              }
            }
            const _errs119 = errors;
            if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
              if (data35.type === void 0) {
                const err101 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[2].required, parentSchema: schema33.oneOf[2], data: data35 };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
              if (data35.target === void 0) {
                const err102 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'", schema: schema33.oneOf[2].required, parentSchema: schema33.oneOf[2], data: data35 };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
              for (const key11 in data35) {
                if (!(key11 === "app" || key11 === "target" || key11 === "type")) {
                  const err103 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[2], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
              }
              if (data35.app !== void 0) {
                let data41 = data35.app;
                if (typeof data41 !== "string") {
                  const err104 = { instancePath: instancePath + "/config/" + i0 + "/app", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/app/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[2].properties.app.type, parentSchema: schema33.oneOf[2].properties.app, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
              }
              if (data35.target !== void 0) {
                let data42 = data35.target;
                if (typeof data42 === "string") {
                  if (func2(data42) < 1) {
                    const err105 = { instancePath: instancePath + "/config/" + i0 + "/target", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/target/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[2].properties.target, data: data42 };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                } else {
                  const err106 = { instancePath: instancePath + "/config/" + i0 + "/target", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[2].properties.target.type, parentSchema: schema33.oneOf[2].properties.target, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
              }
              if (data35.type !== void 0) {
                let data43 = data35.type;
                if ("open" !== data43) {
                  const err107 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "open" }, message: "must be equal to constant", schema: "open", parentSchema: schema33.oneOf[2].properties.type, data: data43 };
                  if (vErrors === null) {
                    vErrors = [err107];
                  } else {
                    vErrors.push(err107);
                  }
                  errors++;
                }
              }
            } else {
              const err108 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[2].type, parentSchema: schema33.oneOf[2], data: data35 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            var _valid5 = _errs119 === errors;
            if (_valid5 && valid18) {
              valid18 = false;
              passing1 = [passing1, 2];
            } else {
              if (_valid5) {
                valid18 = true;
                passing1 = 2;
                if (props1 !== true) {
                  props1 = true;
                }
              }
              const _errs127 = errors;
              if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                if (data35.type === void 0) {
                  const err109 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[3].required, parentSchema: schema33.oneOf[3], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
                if (data35.seconds === void 0) {
                  const err110 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/required", keyword: "required", params: { missingProperty: "seconds" }, message: "must have required property 'seconds'", schema: schema33.oneOf[3].required, parentSchema: schema33.oneOf[3], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
                for (const key12 in data35) {
                  if (!(key12 === "seconds" || key12 === "type")) {
                    const err111 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[3], data: data35 };
                    if (vErrors === null) {
                      vErrors = [err111];
                    } else {
                      vErrors.push(err111);
                    }
                    errors++;
                  }
                }
                if (data35.seconds !== void 0) {
                  let data44 = data35.seconds;
                  if (typeof data44 == "number" && isFinite(data44)) {
                    if (data44 <= 0 || isNaN(data44)) {
                      const err112 = { instancePath: instancePath + "/config/" + i0 + "/seconds", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema33.oneOf[3].properties.seconds, data: data44 };
                      if (vErrors === null) {
                        vErrors = [err112];
                      } else {
                        vErrors.push(err112);
                      }
                      errors++;
                    }
                  } else {
                    const err113 = { instancePath: instancePath + "/config/" + i0 + "/seconds", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema33.oneOf[3].properties.seconds.type, parentSchema: schema33.oneOf[3].properties.seconds, data: data44 };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                }
                if (data35.type !== void 0) {
                  let data45 = data35.type;
                  if ("sleep" !== data45) {
                    const err114 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "sleep" }, message: "must be equal to constant", schema: "sleep", parentSchema: schema33.oneOf[3].properties.type, data: data45 };
                    if (vErrors === null) {
                      vErrors = [err114];
                    } else {
                      vErrors.push(err114);
                    }
                    errors++;
                  }
                }
              } else {
                const err115 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[3].type, parentSchema: schema33.oneOf[3], data: data35 };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
              var _valid5 = _errs127 === errors;
              if (_valid5 && valid18) {
                valid18 = false;
                passing1 = [passing1, 3];
              } else {
                if (_valid5) {
                  valid18 = true;
                  passing1 = 3;
                  if (props1 !== true) {
                    props1 = true;
                  }
                }
              }
            }
          }
          if (!valid18) {
            const err116 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema33.oneOf, parentSchema: schema33, data: data35 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          } else {
            errors = _errs104;
            if (vErrors !== null) {
              if (_errs104) {
                vErrors.length = _errs104;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err117 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.config.type, parentSchema: schema31.properties.config, data: data34 };
        if (vErrors === null) {
          vErrors = [err117];
        } else {
          vErrors.push(err117);
        }
        errors++;
      }
    }
    if (data.early_exit !== void 0) {
      if (!validate21(data.early_exit, { instancePath: instancePath + "/early_exit", parentData: data, parentDataProperty: "early_exit", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.evaluator !== void 0) {
      if (!validate23(data.evaluator, { instancePath: instancePath + "/evaluator", parentData: data, parentDataProperty: "evaluator", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.id !== void 0) {
      let data48 = data.id;
      if (typeof data48 === "string") {
        if (func2(data48) < 1) {
          const err118 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.id, data: data48 };
          if (vErrors === null) {
            vErrors = [err118];
          } else {
            vErrors.push(err118);
          }
          errors++;
        }
      } else {
        const err119 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.id.type, parentSchema: schema31.properties.id, data: data48 };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
    }
    if (data.instruction !== void 0) {
      let data49 = data.instruction;
      if (typeof data49 === "string") {
        if (func2(data49) < 1) {
          const err120 = { instancePath: instancePath + "/instruction", schemaPath: "#/properties/instruction/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.instruction, data: data49 };
          if (vErrors === null) {
            vErrors = [err120];
          } else {
            vErrors.push(err120);
          }
          errors++;
        }
      } else {
        const err121 = { instancePath: instancePath + "/instruction", schemaPath: "#/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.instruction.type, parentSchema: schema31.properties.instruction, data: data49 };
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
    }
    if (data.max_a11y_nodes !== void 0) {
      let data50 = data.max_a11y_nodes;
      if (!(typeof data50 == "number" && (!(data50 % 1) && !isNaN(data50)) && isFinite(data50))) {
        const err122 = { instancePath: instancePath + "/max_a11y_nodes", schemaPath: "#/properties/max_a11y_nodes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.max_a11y_nodes.type, parentSchema: schema31.properties.max_a11y_nodes, data: data50 };
        if (vErrors === null) {
          vErrors = [err122];
        } else {
          vErrors.push(err122);
        }
        errors++;
      }
      if (typeof data50 == "number" && isFinite(data50)) {
        if (data50 < 1 || isNaN(data50)) {
          const err123 = { instancePath: instancePath + "/max_a11y_nodes", schemaPath: "#/properties/max_a11y_nodes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.max_a11y_nodes, data: data50 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
      }
    }
    if (data.max_steps !== void 0) {
      let data51 = data.max_steps;
      if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)) && isFinite(data51))) {
        const err124 = { instancePath: instancePath + "/max_steps", schemaPath: "#/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.max_steps.type, parentSchema: schema31.properties.max_steps, data: data51 };
        if (vErrors === null) {
          vErrors = [err124];
        } else {
          vErrors.push(err124);
        }
        errors++;
      }
      if (typeof data51 == "number" && isFinite(data51)) {
        if (data51 < 1 || isNaN(data51)) {
          const err125 = { instancePath: instancePath + "/max_steps", schemaPath: "#/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.max_steps, data: data51 };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
      }
    }
    if (data.replay_screenshots_dir !== void 0) {
      let data52 = data.replay_screenshots_dir;
      if (typeof data52 !== "string") {
        const err126 = { instancePath: instancePath + "/replay_screenshots_dir", schemaPath: "#/properties/replay_screenshots_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.replay_screenshots_dir.type, parentSchema: schema31.properties.replay_screenshots_dir, data: data52 };
        if (vErrors === null) {
          vErrors = [err126];
        } else {
          vErrors.push(err126);
        }
        errors++;
      }
    }
    if (data.replay_script !== void 0) {
      let data53 = data.replay_script;
      if (typeof data53 !== "string") {
        const err127 = { instancePath: instancePath + "/replay_script", schemaPath: "#/properties/replay_script/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.replay_script.type, parentSchema: schema31.properties.replay_script, data: data53 };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      let data54 = data.schema_version;
      if (typeof data54 !== "string") {
        const err128 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.schema_version.type, parentSchema: schema31.properties.schema_version, data: data54 };
        if (vErrors === null) {
          vErrors = [err128];
        } else {
          vErrors.push(err128);
        }
        errors++;
      }
      if ("1.0" !== data54) {
        const err129 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "1.0" }, message: "must be equal to constant", schema: "1.0", parentSchema: schema31.properties.schema_version, data: data54 };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
    }
    if (data.secrets !== void 0) {
      let data55 = data.secrets;
      if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
        for (const key13 in data55) {
          let data56 = data55[key13];
          if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
            if (data56.env === void 0) {
              const err130 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/required", keyword: "required", params: { missingProperty: "env" }, message: "must have required property 'env'", schema: schema38.required, parentSchema: schema38, data: data56 };
              if (vErrors === null) {
                vErrors = [err130];
              } else {
                vErrors.push(err130);
              }
              errors++;
            }
            for (const key14 in data56) {
              if (!(key14 === "default" || key14 === "env")) {
                const err131 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema38, data: data56 };
                if (vErrors === null) {
                  vErrors = [err131];
                } else {
                  vErrors.push(err131);
                }
                errors++;
              }
            }
            if (data56.default !== void 0) {
              let data57 = data56.default;
              if (typeof data57 !== "string") {
                const err132 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/default", schemaPath: "#/$defs/SecretDef/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.default.type, parentSchema: schema38.properties.default, data: data57 };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data56.env !== void 0) {
              let data58 = data56.env;
              if (typeof data58 !== "string") {
                const err133 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/$defs/SecretDef/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.env.type, parentSchema: schema38.properties.env, data: data58 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
          } else {
            const err134 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data: data56 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
      } else {
        const err135 = { instancePath: instancePath + "/secrets", schemaPath: "#/properties/secrets/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.secrets.type, parentSchema: schema31.properties.secrets, data: data55 };
        if (vErrors === null) {
          vErrors = [err135];
        } else {
          vErrors.push(err135);
        }
        errors++;
      }
    }
    if (data.timeout !== void 0) {
      let data59 = data.timeout;
      if (!(typeof data59 == "number" && (!(data59 % 1) && !isNaN(data59)) && isFinite(data59))) {
        const err136 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.timeout.type, parentSchema: schema31.properties.timeout, data: data59 };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
      if (typeof data59 == "number" && isFinite(data59)) {
        if (data59 < 1 || isNaN(data59)) {
          const err137 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.timeout, data: data59 };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
      }
    }
  } else {
    const err138 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err138];
    } else {
      vErrors.push(err138);
    }
    errors++;
  }
  validate202.errors = vErrors;
  return errors === 0;
});
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var validateTaskSchema = validate20;

// src/task/schema-check.ts
var KNOWN_MISTAKES = {
  llm_judge_prompt: `the evaluator has no LLM-judge prompt (the reference CLI silently ignores it): mode "llm" uses the agent's own DONE/FAIL verdict; put the success criterion in "completion_condition", or use an early_exit condition of type "llm_judge"`
};
function checkTaskSchema(document) {
  if (validateTaskSchema(document)) return [];
  return explainErrors(validateTaskSchema.errors ?? []);
}
function explainErrors(errors) {
  let remaining = errors;
  const problems = [];
  for (const oneOf of errors.filter((e) => e.keyword === "oneOf")) {
    const branches = oneOf.schema ?? [];
    const data = oneOf.data;
    const inside = (e) => e.schemaPath.startsWith(oneOf.schemaPath + "/") && isWithin(e.instancePath, oneOf.instancePath);
    const types = branches.map(branchType);
    const chosen = isPlainObject2(data) && typeof data.type === "string" ? types.indexOf(data.type) : -1;
    if (chosen >= 0) {
      const keep = `${oneOf.schemaPath}/${chosen}/`;
      remaining = remaining.filter((e) => e !== oneOf && (!inside(e) || e.schemaPath.startsWith(keep)));
    } else {
      remaining = remaining.filter((e) => e !== oneOf && !inside(e));
      problems.push(explainUnknownVariant(oneOf.instancePath, data, types));
    }
  }
  for (const anyOf of remaining.filter((e) => e.keyword === "anyOf")) {
    const names = (anyOf.schema ?? []).flatMap((s) => s.required ?? []);
    remaining = remaining.filter(
      (e) => e !== anyOf && !(e.schemaPath.startsWith(anyOf.schemaPath + "/") && e.instancePath === anyOf.instancePath)
    );
    problems.push({
      pointer: anyOf.instancePath,
      atKey: true,
      message: `needs at least one of ${names.map((n) => `"${n}"`).join(", ")}`
    });
  }
  for (const error of remaining) problems.push(explainError(error));
  return dedupe(problems);
}
function explainUnknownVariant(pointer, data, types) {
  const list = types.join(", ");
  if (!isPlainObject2(data)) {
    return {
      pointer,
      atKey: false,
      message: `must be an object with a "type" (found ${describeValue(data)})`
    };
  }
  if (!("type" in data)) {
    return { pointer, atKey: true, message: `is missing required property "type" (one of ${list})` };
  }
  const found = data.type;
  const suggestion = typeof found === "string" ? didYouMean(found, types) : void 0;
  return {
    pointer: joinPointer(pointer, "type"),
    atKey: false,
    message: `must be one of ${list} (found ${describeValue(found)}${suggestion ? `; did you mean "${suggestion}"?` : ""})`
  };
}
function explainError(error) {
  const pointer = error.instancePath;
  const found = describeValue(error.data);
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return {
        pointer,
        atKey: true,
        message: `is missing required property "${String(params.missingProperty)}"`
      };
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys(error.parentSchema?.properties ?? {});
      const suggestion = didYouMean(name, known);
      const advice = KNOWN_MISTAKES[name];
      const message = suggestion ? `is not a known property (did you mean "${suggestion}"?)` : advice ? `is not a known property: ${advice}` : `is not a known property (${known.length > 0 ? `allowed here: ${known.join(", ")}` : "no properties are allowed here"})`;
      return { pointer: joinPointer(pointer, name), atKey: true, message };
    }
    case "type":
      return {
        pointer,
        atKey: false,
        message: `must be ${describeType(String(params.type))} (found ${found})`
      };
    case "const":
      return {
        pointer,
        atKey: false,
        message: `must be ${JSON.stringify(params.allowedValue)} (found ${found})`
      };
    case "enum": {
      const allowed = params.allowedValues.map(String);
      const suggestion = typeof error.data === "string" ? didYouMean(error.data, allowed) : void 0;
      return {
        pointer,
        atKey: false,
        message: `must be one of ${allowed.join(", ")} (found ${found}${suggestion ? `; did you mean "${suggestion}"?` : ""})`
      };
    }
    case "minimum":
      return { pointer, atKey: false, message: `must be at least ${String(params.limit)} (found ${found})` };
    case "exclusiveMinimum":
      return {
        pointer,
        atKey: false,
        message: `must be greater than ${String(params.limit)} (found ${found})`
      };
    case "minLength":
      return { pointer, atKey: false, message: "must not be empty" };
    case "pattern": {
      const expected = lastSegment(pointer) === "digest" ? '"sha256:" followed by 64 lowercase hex digits' : `the pattern ${String(params.pattern)}`;
      return { pointer, atKey: false, message: `must be ${expected} (found ${found})` };
    }
    default:
      return { pointer, atKey: false, message: `${error.message ?? "is invalid"} (found ${found})` };
  }
}
function branchType(branch) {
  const properties = branch.properties;
  const constant = properties?.type?.const;
  return typeof constant === "string" ? constant : void 0;
}
function isWithin(pointer, ancestor) {
  return pointer === ancestor || pointer.startsWith(ancestor + "/");
}
function isPlainObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function lastSegment(pointer) {
  return decodePointerSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}
function dedupe(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const key = `${p.pointer}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/task/placeholders.ts
function findPlaceholders(text) {
  const found = [];
  let from = 0;
  for (; ; ) {
    const open = text.indexOf("{{", from);
    if (open < 0) break;
    const close = text.indexOf("}}", open + 2);
    if (close < 0) break;
    found.push({ key: text.slice(open + 2, close), start: open, end: close + 2 });
    from = close + 2;
  }
  return found;
}
function substitutePlaceholders(text, lookup, onUndeclared) {
  let out = "";
  let last = 0;
  for (const placeholder of findPlaceholders(text)) {
    const value = lookup(placeholder.key, placeholder.start);
    if (value === void 0) onUndeclared(placeholder.key);
    out += text.slice(last, placeholder.start) + value;
    last = placeholder.end;
  }
  return out + text.slice(last);
}

// src/task/substitutable-fields.ts
var CHECK_FIELDS = [
  "actual_path",
  "expected_path",
  "command",
  "expected",
  "path",
  "script_path",
  "screenshots_dir",
  "prompt"
];
function mapSubstitutableStrings(task, visit) {
  const copy = structuredClone(task);
  copy.instruction = visit(copy.instruction, "/instruction");
  if (copy.completion_condition !== void 0) {
    copy.completion_condition = visit(copy.completion_condition, "/completion_condition");
  }
  rewriteStrings(
    copy.app,
    "/app",
    visit,
    (key) => key !== "type" && key !== "digest"
  );
  copy.config.forEach(
    (step, i) => rewriteStrings(
      step,
      joinPointer("/config", i),
      visit,
      (key) => key !== "type"
    )
  );
  copy.evaluator.metrics.forEach(
    (metric, i) => rewriteStrings(
      metric,
      joinPointer("/evaluator/metrics", i),
      visit,
      isCheckField
    )
  );
  if (copy.early_exit) {
    rewriteStrings(
      copy.early_exit.condition,
      "/early_exit/condition",
      visit,
      isCheckField
    );
  }
  return copy;
}
function isCheckField(key) {
  return CHECK_FIELDS.includes(key);
}
function rewriteStrings(target, base, visit, include) {
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === "string" && include(key)) target[key] = visit(value, joinPointer(base, key));
  }
}

// src/task/semantic-rules.ts
var REQUIRED_TEXT = {
  file_compare: ["actual_path", "expected_path"],
  file_compare_semantic: ["actual_path", "expected_path"],
  command_output: ["command"],
  file_exists: ["path"],
  exit_code: ["command"],
  script_replay: ["script_path"],
  llm_judge: ["prompt"]
};
var INLINE_DIGEST = /@sha256:/;
function checkSemantics(task) {
  const problems = [];
  const error = (pointer, message) => problems.push({ severity: "error", pointer, message });
  const warn = (pointer, message) => problems.push({ severity: "warning", pointer, message });
  checkId(task.id, error);
  const { evaluator } = task;
  if ((evaluator.mode === "programmatic" || evaluator.mode === "hybrid") && evaluator.metrics.length === 0) {
    error(
      "/evaluator/mode",
      `mode "${evaluator.mode}" requires at least one metric in /evaluator/metrics (use mode "llm" to rely on the agent's verdict alone)`
    );
  }
  if (evaluator.mode === "llm" && evaluator.metrics.length > 0) {
    warn(
      "/evaluator/metrics",
      `is ignored in mode "llm" (${evaluator.metrics.length} metric(s) will never run); use mode "hybrid" to require them too`
    );
  }
  evaluator.metrics.forEach((metric, i) => checkCheck(metric, joinPointer("/evaluator/metrics", i), error));
  if (task.early_exit) checkCheck(task.early_exit.condition, "/early_exit/condition", error);
  const { app } = task;
  switch (app.type) {
    case "appimage":
      requireText(app.path, "/app/path", error);
      break;
    case "folder":
      requireText(app.dir, "/app/dir", error);
      requireText(app.entrypoint, "/app/entrypoint", error);
      break;
    case "docker_image":
      requireText(app.image, "/app/image", error);
      if (app.digest !== void 0 && INLINE_DIGEST.test(app.image)) {
        error(
          "/app/digest",
          'conflicts with the digest already inside "image" (@sha256:\u2026): keep only one of them'
        );
      }
      break;
    case "macos_tart":
    case "windows_vm":
      requireText(app.base_image, "/app/base_image", error);
      break;
    default:
      break;
  }
  for (const [name, def] of Object.entries(task.secrets)) {
    requireText(def.env, joinPointer("/secrets", name, "env"), error);
  }
  checkPlaceholders(task, error);
  return problems;
}
function checkId(id, error) {
  if (id.trim() !== id) error("/id", "must not start or end with white space");
  else if (id === "." || id === "..")
    error("/id", `must not be "${id}" (it names the task's artifacts folder)`);
  else if (/[/\\]/.test(id)) error("/id", "must not contain / or \\ (it names the task's artifacts folder)");
  else if (/[\u0000-\u001f\u007f]/.test(id)) error("/id", "must not contain control characters");
}
function checkCheck(check, pointer, error) {
  const fields = check;
  for (const field of REQUIRED_TEXT[check.type] ?? []) {
    requireText(fields[field], joinPointer(pointer, field), error);
  }
  if (check.type === "command_output" && check.expected === "") {
    error(joinPointer(pointer, "expected"), "must not be empty (every output contains the empty string)");
  }
}
function requireText(value, pointer, error) {
  if (value.trim() === "") error(pointer, value === "" ? "must not be empty" : "must not be blank");
}
function checkPlaceholders(task, error) {
  const declared = Object.keys(task.secrets);
  if (declared.length === 0) return;
  mapSubstitutableStrings(task, (value, pointer) => {
    for (const { key } of findPlaceholders(value)) {
      if (!Object.hasOwn(task.secrets, key)) {
        const near = didYouMean(key, declared);
        const tail = near ? `did you mean {{${near}}}?` : `declared: ${declared.join(", ")}`;
        error(
          pointer,
          `uses placeholder {{${key}}} but no secret "${key}" is declared in /secrets (${tail})`
        );
      }
    }
    return value;
  });
}

// src/run/load-task-file.ts
function hasErrors(loaded) {
  return loaded.diagnostics.some((d) => d.severity === "error");
}
async function loadTaskFile(file, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const dir = path3.dirname(path3.resolve(cwd, file));
  let text;
  try {
    text = readFileSync(path3.resolve(cwd, file), "utf8");
  } catch (error) {
    const reason = error.code === "ENOENT" ? "no such file" : String(error);
    return {
      format: "desktest",
      file,
      dir,
      diagnostics: [
        { severity: "error", file, line: 1, column: 1, pointer: "", message: `cannot be read: ${reason}` }
      ],
      locate: (pointer) => ({ file, pointer })
    };
  }
  return loadTaskText(text, file, { ...options, cwd });
}
function loadTaskText(text, file, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const dir = path3.dirname(path3.resolve(cwd, file));
  const document = parseJsonDocument(text);
  const locate = locator(file, document);
  const locateForRun = (pointer) => ({
    file,
    pointer,
    ...document.valuePosition(pointer)
  });
  if (document.syntaxProblems.length > 0) {
    const diagnostics2 = document.syntaxProblems.map((p) => ({
      severity: "error",
      file,
      ...p.position,
      pointer: "",
      message: `is not valid JSON: ${p.message}`
    }));
    return { format: "desktest", file, dir, diagnostics: diagnostics2, locate: locateForRun };
  }
  if (isOsworldDocument(document.value)) {
    const { task: osworld, diagnostics: diagnostics2 } = loadOsworldDocument(document, file, {
      dir,
      exists: options.exists
    });
    return {
      format: "osworld",
      file,
      dir,
      diagnostics: diagnostics2,
      locate: locateForRun,
      ...osworld ? { osworld, task: osworldStandIn(osworld) } : {}
    };
  }
  const schemaProblems = checkTaskSchema(document.value);
  if (schemaProblems.length > 0) {
    const diagnostics2 = schemaProblems.map((p) => locate("error", p.pointer, p.message, p.atKey)).sort(byPosition);
    return { format: "desktest", file, dir, diagnostics: diagnostics2, locate: locateForRun };
  }
  const typed = applyDefaults(document.value);
  const diagnostics = checkSemantics(typed).map((p) => locate(p.severity, p.pointer, p.message, false));
  const resolved = resolveHostPaths(typed, dir, cwd, options.exists);
  diagnostics.push(...resolved.notes.map((n) => locate(n.severity, n.pointer, n.message, false)));
  diagnostics.sort(byPosition);
  return {
    format: "desktest",
    file,
    dir,
    diagnostics,
    locate: locateForRun,
    ...hasErrors({ diagnostics }) ? {} : { task: resolved.task }
  };
}
async function loadValidTask(file, options = {}) {
  const loaded = await loadTaskFile(file, options);
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  const first = errors[0];
  if (first || !loaded.task) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more; run \`desktest validate ${file}\`)` : "";
    if (!first) throw new ConfigError(`${file} is not a valid task${more}`);
    const { pointer, line, column } = first;
    throw new ConfigError(
      `${formatDiagnostic(first).slice(`${first.file}:${line}:${column} `.length)}${more}`,
      {
        location: { file: first.file, line, column, pointer }
      }
    );
  }
  return loaded;
}
function locator(file, document) {
  return (severity, pointer, message, atKey) => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    return { severity, file, ...position, pointer, message };
  };
}

export {
  formatDiagnostic,
  cssToXpath,
  OSWORLD_DEFAULTS,
  PythonError,
  compilePythonRegex,
  pythonSearch,
  pythonMatch,
  pythonFindall,
  pythonSub,
  isPlainObject,
  pyEquals,
  pyContains,
  pyTypeName,
  pyStr,
  pyFloatRepr,
  pyRepr,
  pyTruthy,
  pyCompare,
  pySplitWhitespace,
  pyFloat,
  pyInt,
  pyJsonLoads,
  pySplitlines,
  pyTextFromBytes,
  pyFileLines,
  pyStrip,
  pyDecodeUtf8,
  fuzzRatio,
  sequenceMatcherRatio,
  parsePythonLiteral,
  todayIn,
  resolveRelativeTime,
  matchValueToRule,
  matchRecord,
  shlexSplit,
  boolish,
  osworldImageTag,
  appsOfOsworldImage,
  appsForTask,
  osworldStandIn,
  resolveHostPaths,
  hostPathFields,
  require_ucs2length,
  substitutePlaceholders,
  mapSubstitutableStrings,
  loadTaskFile,
  loadTaskText,
  loadValidTask
};
