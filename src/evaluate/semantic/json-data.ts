import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { SemanticValue } from "./semantic-value.ts";

/**
 * Strict JSON (RFC 8259: no comments, no trailing commas, nothing after the value, not empty) as data.
 * Numbers keep their kind: an integer literal is a `bigint` of any size, a literal with a fraction or an
 * exponent is a float (`100` ≠ `1e2`, `1.0` = `1.00`). Duplicate keys: the last wins. A leading byte
 * order mark is ignored.
 */
export function parseJsonData(text: string): SemanticValue {
  const source = text.startsWith("\ufeff") ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first) throw new Error(`${describeError(first)} ${position(source, first.offset)}`);
  if (!root) throw new Error(`expected value ${position(source, 0)}`);
  return toValue(root, source);
}

function toValue(node: Node, source: string): SemanticValue {
  switch (node.type) {
    case "null":
      return null;
    case "boolean":
      return node.value as boolean;
    case "string":
      return checkedString(node, source);
    case "number":
      return toNumber(source.slice(node.offset, node.offset + node.length), node, source);
    case "array":
      return (node.children ?? []).map((child) => toValue(child, source));
    case "object": {
      const object: Record<string, SemanticValue> = Object.create(null) as Record<string, SemanticValue>;
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || !value) throw new Error(`expected value ${position(source, property.offset)}`);
        object[checkedString(key, source)] = toValue(value, source);
      }
      return object;
    }
    default:
      throw new Error(`unexpected ${node.type} ${position(source, node.offset)}`);
  }
}

const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;

function toNumber(raw: string, node: Node, source: string): SemanticValue {
  if (INTEGER.test(raw)) return BigInt(raw);
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`number out of range ${position(source, node.offset)}`);
  return value;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkedString(node: Node, source: string): string {
  const value = node.value as string;
  if (LONE_SURROGATE.test(value))
    throw new Error(`lone surrogate in a \\u escape ${position(source, node.offset)}`);
  return value;
}

const DESCRIPTIONS: Record<string, string> = {
  InvalidSymbol: "invalid symbol",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a property name",
  ValueExpected: "expected value",
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: "trailing characters",
  InvalidCommentToken: "comments are not allowed",
  UnexpectedEndOfComment: "unterminated comment",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "invalid number",
  InvalidUnicode: "invalid unicode escape",
  InvalidEscapeCharacter: "invalid escape",
  InvalidCharacter: "control character in a string",
};

function describeError(error: ParseError): string {
  const code = printParseErrorCode(error.error);
  return DESCRIPTIONS[code] ?? code;
}

/** `at line L column C`, both 1-based. */
export function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return `at line ${line} column ${column}`;
}
