/** Secrets shorter than this (UTF-8 bytes) get no encoded forms: theirs would be a few characters long. */
const MIN_ENCODED_SOURCE_BYTES = 6;

/**
 * The forms a secret takes when a program or a log encodes it: base64 (standard and URL-safe, in the
 * three alignments it can have inside a longer encoded text, so "user:secret" in a Basic auth header is
 * caught too), URL encoding (upper and lower case hex, `+` for spaces), HTML entities (named, decimal and
 * hex, as escapers write them) and JSON string escapes (as written, and with non-ASCII as \uXXXX).
 * Only forms that differ from the value and from each other; the value itself is not included.
 */
export function encodedForms(value: string): string[] {
  const bytes = Buffer.from(value, "utf8");
  if (bytes.length < MIN_ENCODED_SOURCE_BYTES) return [];
  const forms = new Set<string>();
  for (const offset of [0, 1, 2]) {
    const core = base64Core(bytes, offset);
    forms.add(core);
    forms.add(core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  const url = encodeURIComponent(value);
  forms.add(url);
  forms.add(url.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  forms.add(url.replaceAll("%20", "+"));
  forms.add(
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  );
  for (const entities of [HTML_NAMED, HTML_DECIMAL, HTML_HEX])
    forms.add(value.replace(/[&<>"'`=]/g, (c) => entities[c]!));
  const json = JSON.stringify(value).slice(1, -1);
  forms.add(json);
  forms.add(json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
  forms.delete(value);
  return [...forms].filter((form) => form.length >= MIN_ENCODED_SOURCE_BYTES);
}

/**
 * The base64 characters that depend only on `bytes` when they follow `offset` other bytes and are
 * followed by anything: character i covers bits [6i, 6i + 6) of the whole, so it is fixed by the
 * secret when 6i >= 8·offset and 6i + 6 <= 8·(offset + length).
 */
function base64Core(bytes: Buffer, offset: number): string {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes])
    .toString("base64")
    .replace(/=+$/, "");
  const start = Math.ceil((8 * offset) / 6);
  const end = Math.floor((8 * (offset + bytes.length)) / 6);
  return encoded.slice(start, end);
}

const HTML_NAMED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
  "`": "&#x60;",
  "=": "&#x3D;",
};
const HTML_DECIMAL: Record<string, string> = Object.fromEntries(
  Object.keys(HTML_NAMED).map((c) => [c, c === "&" ? "&amp;" : `&#${c.charCodeAt(0)};`]),
);
const HTML_HEX: Record<string, string> = Object.fromEntries(
  Object.keys(HTML_NAMED).map((c) => [c, c === "&" ? "&amp;" : `&#x${c.charCodeAt(0).toString(16)};`]),
);
