/**
 * CSS selectors as XPath 1.0, the way lxml's `CSSSelector` (cssselect's generic translator) does it, for
 * check_accessibility_tree: a selector group applies with `descendant-or-self::` from the tree's root.
 *
 * Supported: type selectors and `*` (with `ns|name`), `#id`, `.class`, attribute selectors
 * `[a] [a=v] [a~=v] [a|=v] [a^=v] [a$=v] [a*=v] [a!=v]` (with `ns|a`), the combinators descendant, `>`,
 * `+`, `~`, and `:first-child :last-child :only-child :empty
 * :nth-child(n) :not(simple) :contains("text")`. Anything else is an error naming it.
 */

interface Compound {
  element: string;
  conditions: string[];
}
interface ComplexSelector {
  parts: { combinator: " " | ">" | "+" | "~" | ""; compound: Compound }[];
}

export function cssToXpath(selectorGroup: string): string {
  return parseCssSelector(selectorGroup)
    .map((complex) => {
      let path = "";
      for (const { combinator, compound } of complex.parts) {
        const test = compound.element;
        const predicate = compound.conditions.length ? `[${compound.conditions.join(" and ")}]` : "";
        switch (combinator) {
          case "":
            path = `descendant-or-self::${test}${predicate}`;
            break;
          case " ":
            path += `/descendant-or-self::*/${test}${predicate}`;
            break;
          case ">":
            path += `/${test}${predicate}`;
            break;
          case "~":
            path += `/following-sibling::${test}${predicate}`;
            break;
          case "+":
            path += `/following-sibling::*[1]/self::${test}${predicate}`;
            break;
        }
      }
      return path;
    })
    .join(" | ");
}

/** Parse a selector group; throws an Error naming the first construct that is not supported. */
export function parseCssSelector(text: string): ComplexSelector[] {
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

function literal(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

class Parser {
  pos = 0;
  constructor(readonly text: string) {}

  skipSpace(): boolean {
    const start = this.pos;
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
    return this.pos > start;
  }

  peekChar(): string | undefined {
    this.skipSpace();
    return this.text[this.pos];
  }

  complex(): ComplexSelector {
    this.skipSpace();
    const parts: ComplexSelector["parts"] = [{ combinator: "", compound: this.compound() }];
    for (;;) {
      const hadSpace = this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === undefined || ch === "," || ch === ")") break;
      let combinator: " " | ">" | "+" | "~" = " ";
      if (ch === ">" || ch === "+" || ch === "~") {
        combinator = ch;
        this.pos++;
        this.skipSpace();
      } else if (!hadSpace) throw new Error(`unexpected '${ch}' at character ${this.pos + 1}`);
      parts.push({ combinator, compound: this.compound() });
    }
    return { parts };
  }

  ident(): string {
    const match = /^-?(?:[A-Za-z_]|\\.|[\u0080-\uffff])(?:[A-Za-z0-9_-]|\\.|[\u0080-\uffff])*/.exec(
      this.text.slice(this.pos),
    );
    if (!match) throw new Error(`expected a name at character ${this.pos + 1}`);
    this.pos += match[0].length;
    return match[0].replace(/\\(.)/g, "$1");
  }

  /** `name`, `ns|name`, `*`, `ns|*` (an element or attribute name, namespace prefix kept). */
  qualifiedName(allowStar: boolean): string {
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

  compound(): Compound {
    let element = "*";
    const conditions: string[] = [];
    const ch = this.text[this.pos];
    if (ch === "*" || (ch !== undefined && /[A-Za-z_\\-]|[\u0080-\uffff]/.test(ch)))
      element = this.qualifiedName(true);
    let any = element !== "*" || ch === "*";
    for (;;) {
      const c = this.text[this.pos];
      if (c === "#") {
        this.pos++;
        conditions.push(`@id = ${literal(this.ident())}`);
      } else if (c === ".") {
        this.pos++;
        conditions.push(
          `@class and contains(concat(' ', normalize-space(@class), ' '), ${literal(` ${this.ident()} `)})`,
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

  attribute(): string {
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
        return value.trim() === "" || /\s/.test(value)
          ? "0"
          : `${name} and contains(concat(' ', normalize-space(${name}), ' '), ${literal(` ${value} `)})`;
      case "|=":
        return `${name} and (${name} = ${v} or starts-with(${name}, ${literal(`${value}-`)}))`;
      case "^=":
        return value === "" ? "0" : `${name} and starts-with(${name}, ${v})`;
      case "$=":
        return value === ""
          ? "0"
          : `${name} and substring(${name}, string-length(${name})-${Array.from(value).length - 1}) = ${v}`;
      default:
        return value === "" ? "0" : `${name} and contains(${name}, ${v})`;
    }
  }

  value(): string {
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

  pseudo(): string {
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
    let condition: string;
    if (name === "nth-child") {
      const close = this.text.indexOf(")", this.pos);
      const argument = close < 0 ? this.text.slice(this.pos) : this.text.slice(this.pos, close);
      const n = /^\d+\s*$/.exec(argument)?.[0].trim();
      if (!n)
        throw new Error(
          `the pseudo-class ':nth-child(${argument.trim()})' is not supported (desktest translates :nth-child() with a plain number only)`,
        );
      this.pos += n.length;
      condition = `count(preceding-sibling::*) = ${Number(n) - 1}`;
    } else if (name === "contains") {
      condition = `contains(string(.), ${literal(this.value())})`;
    } else if (name === "not") {
      const inner = this.compound();
      const parts = [...(inner.element !== "*" ? [`self::${inner.element}`] : []), ...inner.conditions];
      condition = parts.length ? `not(${parts.join(" and ")})` : "0";
    } else throw new Error(`pseudo-class ':${name}()' is not supported`);
    this.skipSpace();
    if (this.text[this.pos] !== ")") throw new Error(`expected ')' at character ${this.pos + 1}`);
    this.pos++;
    return condition;
  }
}
