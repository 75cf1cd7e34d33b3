import { isMap, isNode, isPair, isScalar, type Document, type LineCounter, type Node } from "yaml";
import { decodePointerSegment } from "../index.ts";

/**
 * The 1-based line and column of a JSON pointer in a parsed YAML document: the node at the pointer
 * (its key, when `atKey`), or the nearest enclosing node that exists (a missing property is reported at
 * the mapping that lacks it).
 */
export function locateInYaml(
  document: Document,
  lineCounter: LineCounter,
  pointer: string,
  atKey = false,
): { line: number; column: number } | undefined {
  const segments = pointer === "" ? [] : pointer.split("/").slice(1).map(decodePointerSegment);
  for (let depth = segments.length; depth >= 0; depth--) {
    const offset = offsetOf(document, segments.slice(0, depth), atKey && depth === segments.length);
    if (offset === undefined) continue;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  }
  return undefined;
}

function offsetOf(document: Document, path: string[], key: boolean): number | undefined {
  if (key && path.length > 0) {
    const parent = document.getIn(path.slice(0, -1), true);
    if (isMap(parent)) {
      const pair = parent.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === path.at(-1),
      );
      if (pair && isNode(pair.key)) return (pair.key as Node).range?.[0];
    }
  }
  const node: unknown = path.length === 0 ? document.contents : document.getIn(path, true);
  return isNode(node) ? node.range?.[0] : undefined;
}
