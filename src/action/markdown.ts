/**
 * Escaping for the job summary, GitHub-flavoured Markdown with some HTML. Everything that comes from a
 * task, an app, an error message or a model is untrusted: it must render as the same text, never as
 * Markdown or HTML, never split a table cell, never ping someone (`@user`), link an issue (`#12`) or
 * turn into an emoji (`:tada:`).
 */

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

/** At most `max` characters (code points), with `…` when cut. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max - 1)).join("") + "…";
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
