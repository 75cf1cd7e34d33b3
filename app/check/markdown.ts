/**
 * Text from a report (task ids, reasons, metric values, agent thoughts, file names) is untrusted: a
 * pull request controls it. In check-run Markdown it is only ever shown inside code spans or fenced
 * code blocks, where GitHub renders no links, images, HTML, mentions or issue references. The view
 * model wraps every such string in `Untrusted`, whose `toString` throws, so a template that prints one
 * without an escape helper fails loudly instead of injecting Markdown.
 */
export class Untrusted {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    throw new Error("untrusted report text reached a template without an escape helper");
  }

  toJSON(): string {
    return this.value;
  }
}

export const untrusted = (value: string | null | undefined): Untrusted | null =>
  value === null || value === undefined ? null : new Untrusted(value);

export function textOf(value: unknown): string {
  if (value instanceof Untrusted) return value.value;
  if (value === null || value === undefined) return "";
  return String(value);
}

/** Control characters (but tab and newline) and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Controls (except tab and newline) removed; CRLF made LF. */
function clean(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
}

/** At most `max` characters (counting code points), with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max - 1)).join("") + "…";
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * An inline code span. Newlines become ` ⏎ `; the fence is one backtick longer than the longest run
 * inside; with `inTable`, pipes are escaped as GFM tables require (even inside code spans).
 */
export function codeSpan(value: unknown, options: { max?: number; inTable?: boolean } = {}): string {
  let text = cut(clean(textOf(value)).replace(/\n+/g, " ⏎ ").replace(/\t/g, " "), options.max ?? 300);
  if (text.trim() === "") return "";
  if (options.inTable) text = text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
  const fence = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || text.startsWith(" ") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block (its own lines), fenced with more backticks than any run inside. */
export function codeBlock(value: unknown, options: { max?: number; info?: string } = {}): string {
  const text = cut(clean(textOf(value)).replace(/\t/g, "    "), options.max ?? 4000).replace(/\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `\n${fence}${options.info ?? "text"}\n${text}\n${fence}\n`;
}

/** HTML-escaped text inside `<code>` (for use within HTML elements such as `<summary>`). */
export function htmlCode(value: unknown, options: { max?: number } = {}): string {
  const text = cut(clean(textOf(value)).replace(/\s+/g, " "), options.max ?? 200);
  return `<code>${escapeHtml(text)}</code>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Plain text for fields GitHub shows as text (image alt and caption, annotation titles). */
export function plain(value: unknown, max: number): string {
  return cut(clean(textOf(value)).replace(/\s+/g, " ").trim(), max);
}
