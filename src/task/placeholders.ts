/** One `{{key}}` occurrence in a string. */
export interface Placeholder {
  key: string;
  start: number;
  end: number;
}

/**
 * The placeholders of a string, scanned as the reference does: left to right, `{{` up to the next `}}`,
 * the key is the exact text between (no trimming); an unmatched `{{` ends the scan.
 */
export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf("{{", from);
    if (open < 0) break;
    const close = text.indexOf("}}", open + 2);
    if (close < 0) break;
    found.push({ key: text.slice(open + 2, close), start: open, end: close + 2 });
    from = close + 2;
  }
  return found;
}

/**
 * Replace each placeholder by its value. Inserted values are never re-scanned.
 * `lookup` gets the key and the placeholder's offset in `text`, and returns undefined for an undeclared
 * key; `onUndeclared` decides what happens then.
 */
export function substitutePlaceholders(
  text: string,
  lookup: (key: string, offset: number) => string | undefined,
  onUndeclared: (key: string) => never,
): string {
  let out = "";
  let last = 0;
  for (const placeholder of findPlaceholders(text)) {
    const value = lookup(placeholder.key, placeholder.start);
    if (value === undefined) onUndeclared(placeholder.key);
    out += text.slice(last, placeholder.start) + value;
    last = placeholder.end;
  }
  return out + text.slice(last);
}
