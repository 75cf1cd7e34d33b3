/**
 * Untrusted text in GitHub-flavoured Markdown (the Action's job summary, the App's check runs and
 * annotations). Everything that comes from a task, an app, an error message, a report or a model is
 * untrusted: it must render as the same text, never as Markdown or HTML, never split a table cell, never
 * ping someone (`@user`), link an issue (`#12`), show an image or turn into an emoji (`:tada:`).
 * Two ways, for two kinds of place: `inlineText`/`preformatted` escape every syntax character (prose,
 * table cells, `<pre>`), and `codeSpan`/`codeBlock` fence the text as code (where GitHub renders none of
 * those). `htmlCode` and `plain` serve HTML elements and GitHub's plain-text fields.
 */
import { cutText } from "./cut-text.ts";

const ZERO_WIDTH_SPACE = "&#8203;";
const COLON = "\uE000";
const DOT = "\uE001";

/** Characters that Markdown or HTML would read as syntax, as character references. */
const SYNTAX: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "|": "&#124;",
  "`": "&#96;",
  "*": "&#42;",
  _: "&#95;",
  "~": "&#126;",
  "[": "&#91;",
  "]": "&#93;",
  "\\": "&#92;",
  $: "&#36;",
};

const SYNTAX_PATTERN = /[&<>|`*_~[\]\\$]/g;

/**
 * Text for inline Markdown (a table cell, a sentence, a summary line): syntax characters as character
 * references (so nothing is emphasis, code, a link, math, HTML or a cell border); no autolinks (`a://`,
 * `www.`), emoji codes (`:tada:`), mentions (`@user`) or issue references (`#12`): a zero-width space
 * or a reference breaks each; line breaks become `<br>`, other control characters are dropped.
 */
export function inlineText(text: string): string {
  // Colons and dots first (their references would otherwise be escaped again), marked with
  // private-use characters that stripControls removes from the input.
  return neutraliseReferences(
    stripControls(text)
      .replace(/\r\n?/g, "\n")
      .replace(/:(?=\/\/)/g, COLON)
      .replace(/:([A-Za-z0-9_+-]+):/g, `${COLON}$1${COLON}`)
      .replace(/\b(www)\./gi, `$1${DOT}`)
      .replace(SYNTAX_PATTERN, (c) => SYNTAX[c]!)
      .replaceAll(COLON, "&#58;")
      .replaceAll(DOT, "&#46;"),
  ).replace(/\n/g, "<br>");
}

/** Text inside `<pre>` (an HTML block: Markdown is not parsed there, but HTML entities are). */
export function preformatted(text: string): string {
  return neutraliseReferences(
    stripControls(text)
      .replace(/\r\n?/g, "\n")
      .replace(/[&<>]/g, (c) => SYNTAX[c]!),
  )
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n");
}

/** A URL we built ourselves from GitHub's own variables, checked and escaped for an href. */
export function safeUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  return parsed.href.replace(
    /[<>"'()|\s`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

function neutraliseReferences(text: string): string {
  return text
    .replace(/@/g, `@${ZERO_WIDTH_SPACE}`)
    .replace(/(?<!&)#(?=[A-Za-z0-9])/g, `#${ZERO_WIDTH_SPACE}`);
}

/** C0 controls but tab and line breaks, DEL, line/paragraph separators, bidi overrides, our markers. */
const CONTROLS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029\u202a-\u202e\u2066-\u2069\uE000\uE001]/g;

function stripControls(text: string): string {
  return text.replace(CONTROLS, "");
}

/** Controls removed (see CONTROLS: tab and newline stay); CRLF made LF. */
function clean(text: string): string {
  return stripControls(text.replace(/\r\n?/g, "\n"));
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
export function codeSpan(value: string, options: { max?: number; inTable?: boolean } = {}): string {
  let text = cutText(clean(value).replace(/\n+/g, " ⏎ ").replace(/\t/g, " "), options.max ?? 300);
  if (text.trim() === "") return "";
  if (options.inTable) text = text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
  const fence = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || text.startsWith(" ") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block (its own lines), fenced with more backticks than any run inside. */
export function codeBlock(value: string, options: { max?: number; info?: string } = {}): string {
  const text = cutText(clean(value).replace(/\t/g, "    "), options.max ?? 4000).replace(/\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `\n${fence}${options.info ?? "text"}\n${text}\n${fence}\n`;
}

/** HTML-escaped text inside `<code>` (for use within HTML elements such as `<summary>`). */
export function htmlCode(value: string, options: { max?: number } = {}): string {
  const text = cutText(clean(value).replace(/\s+/g, " "), options.max ?? 200);
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
export function plain(value: string, max: number): string {
  return cutText(clean(value).replace(/\s+/g, " ").trim(), max);
}
