/**
 * Text rules of the reference implementation (Rust `str`), so trimming and line splitting give the same
 * results: Rust trims Unicode White_Space, which differs from JavaScript's `trim` (JavaScript also trims
 * U+FEFF and does not trim U+0085).
 */
const WHITE_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const LEADING = new RegExp(`^[${WHITE_SPACE}]+`);
const TRAILING = new RegExp(`[${WHITE_SPACE}]+$`);

/** Rust `str::trim_end`. */
export function trimEnd(text: string): string {
  return text.replace(TRAILING, "");
}

/** Rust `str::trim_start`. */
export function trimStart(text: string): string {
  return text.replace(LEADING, "");
}

/** Rust `str::trim`. */
export function trim(text: string): string {
  return trimEnd(trimStart(text));
}

/**
 * Rust `str::lines`: split on `\n`, drop one trailing `\r` from each line, and no empty final line for a
 * trailing newline (so `""` has no lines and `"\n"` has one empty line).
 */
export function lines(text: string): string[] {
  if (text === "") return [];
  const parts = text.split("\n");
  if (parts[parts.length - 1] === "") parts.pop();
  return parts.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}
