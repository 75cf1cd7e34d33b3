import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { MAX_JSON_DEPTH, tooDeepAt } from "../util/json-depth.ts";

/** 1-based line and column of a character offset. */
export interface Position {
  line: number;
  column: number;
}

/** A syntax problem found while parsing, located in the text. */
export interface SyntaxProblem {
  offset: number;
  position: Position;
  message: string;
}

/**
 * A parsed JSON document that remembers where every value and property name stands, so that any
 * problem found later (schema, semantics, secrets) can be reported at its line and column.
 */
export interface JsonDocument {
  text: string;
  value: unknown;
  root: Node | undefined;
  syntaxProblems: SyntaxProblem[];
  /** Line and column of a character offset. */
  positionAt(offset: number): Position;
  /** Position of the value at a JSON pointer, or of its nearest existing ancestor. */
  valuePosition(pointer: string): Position;
  /** Position of the property name that holds the value at `pointer` (the value itself for array items). */
  keyPosition(pointer: string): Position;
}

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between items",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the array",
  EndOfFileExpected: "unexpected content after the end of the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "invalid unicode escape",
  InvalidEscapeCharacter: "invalid escape sequence in string",
  InvalidCharacter: "invalid character in string (control characters must be escaped)",
};

export function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function encodePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => "/" + encodePointerSegment(s)).join("");
}

export function parseJsonDocument(rawText: string): JsonDocument {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const lineStarts = computeLineStarts(text);
  const positionAt = (offset: number): Position => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };

  const tooDeep = tooDeepAt(text);
  if (tooDeep !== undefined) {
    // jsonc-parser and every walk after it recurse: a hostile nesting stops here, located.
    return {
      text,
      value: undefined,
      root: undefined,
      syntaxProblems: [
        {
          offset: tooDeep,
          position: positionAt(tooDeep),
          message: `nested too deeply (more than ${MAX_JSON_DEPTH} levels of objects and arrays)`,
        },
      ],
      positionAt,
      valuePosition: () => positionAt(0),
      keyPosition: () => positionAt(0),
    };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const syntaxProblems: SyntaxProblem[] = errors.map((error) => {
    const code = printParseErrorCode(error.error);
    return {
      offset: error.offset,
      position: positionAt(error.offset),
      message: SYNTAX_MESSAGES[code] ?? code,
    };
  });
  if (!root && syntaxProblems.length === 0) {
    syntaxProblems.push({ offset: 0, position: positionAt(0), message: "the file is empty" });
  }
  syntaxProblems.push(...findDuplicateKeys(root, positionAt));

  const nodeAt = (pointer: string): { node: Node | undefined; property: Node | undefined } => {
    let node = root;
    let property: Node | undefined;
    if (pointer === "" || !node) return { node, property };
    for (const raw of pointer.split("/").slice(1)) {
      const segment = decodePointerSegment(raw);
      if (node.type === "object") {
        const found: Node | undefined = node.children?.find((p) => p.children?.[0]?.value === segment);
        if (!found) return { node, property };
        property = found;
        node = found.children?.[1];
      } else if (node.type === "array") {
        const child: Node | undefined = node.children?.[Number(segment)];
        if (!child) return { node, property };
        property = undefined;
        node = child;
      } else {
        return { node, property };
      }
      if (!node) return { node: property, property };
    }
    return { node, property };
  };

  return {
    text,
    value: root ? getNodeValue(root) : undefined,
    root,
    syntaxProblems: syntaxProblems.sort((a, b) => a.offset - b.offset),
    positionAt,
    valuePosition: (pointer) => positionAt(nodeAt(pointer).node?.offset ?? 0),
    keyPosition: (pointer) => {
      const { node, property } = nodeAt(pointer);
      return positionAt(property?.offset ?? node?.offset ?? 0);
    },
  };
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) starts.push(i + 1);
    else if (ch === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}

function findDuplicateKeys(
  root: Node | undefined,
  positionAt: (offset: number) => Position,
): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const visit = (node: Node | undefined): void => {
    if (!node?.children) return;
    if (node.type === "object") {
      const seen = new Map<string, Node>();
      for (const property of node.children) {
        const key = property.children?.[0];
        if (key && typeof key.value === "string") {
          const first = seen.get(key.value);
          if (first) {
            const at = positionAt(first.offset);
            problems.push({
              offset: key.offset,
              position: positionAt(key.offset),
              message: `duplicate property "${key.value}" (first defined at line ${at.line}, column ${at.column})`,
            });
          } else {
            seen.set(key.value, key);
          }
        }
        visit(property.children?.[1]);
      }
    } else {
      node.children.forEach(visit);
    }
  };
  visit(root);
  return problems;
}

/**
 * The value of a top-level property with integers beyond 2^53 exact (bigint), as Python's json module reads
 * them; undefined when the document has no such property. Other numbers are the parser's.
 */
export function exactTopLevelValue(document: JsonDocument, key: string): unknown {
  const property = document.root?.children?.findLast((p) => p.children?.[0]?.value === key);
  const node = property?.children?.[1];
  return node ? exactValue(node, document.text) : undefined;
}

function exactValue(node: Node, text: string): unknown {
  switch (node.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        if (!name || !value) continue;
        // defined, not assigned: a "__proto__" key is an ordinary key, as in Python
        Object.defineProperty(out, String(name.value), {
          value: exactValue(value, text),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    case "array":
      return (node.children ?? []).map((child) => exactValue(child, text));
    case "number": {
      const source = text.slice(node.offset, node.offset + node.length);
      if (/^-?\d+$/.test(source)) {
        const int = BigInt(source);
        if (int < BigInt(Number.MIN_SAFE_INTEGER) || int > BigInt(Number.MAX_SAFE_INTEGER)) return int;
      }
      return node.value as unknown;
    }
    default:
      return node.value as unknown;
  }
}
