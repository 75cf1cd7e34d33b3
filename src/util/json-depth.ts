/** Deepest nesting of objects and arrays accepted in any JSON the engine or the App reads. */
export const MAX_JSON_DEPTH = 128;

/**
 * Where a JSON text nests deeper than `limit` (the offset of the bracket that passes it), scanning
 * without recursion and skipping strings; undefined when it stays within. Run before any parser or
 * walk that recurses, so that a hostile file is a located error instead of a stack overflow.
 */
export function tooDeepAt(text: string, limit = MAX_JSON_DEPTH): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limit) return i;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}
