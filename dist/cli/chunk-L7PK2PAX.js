
// src/secrets/encoded-forms.ts
var MIN_ENCODED_SOURCE_BYTES = 6;
function encodedForms(value) {
  const bytes = Buffer.from(value, "utf8");
  if (bytes.length < MIN_ENCODED_SOURCE_BYTES) return [];
  const forms = /* @__PURE__ */ new Set();
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
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  );
  for (const entities of [HTML_NAMED, HTML_DECIMAL, HTML_HEX])
    forms.add(value.replace(/[&<>"'`=]/g, (c) => entities[c]));
  const json = JSON.stringify(value).slice(1, -1);
  forms.add(json);
  forms.add(json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
  forms.delete(value);
  return [...forms].filter((form) => form.length >= MIN_ENCODED_SOURCE_BYTES);
}
function base64Core(bytes, offset) {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64").replace(/=+$/, "");
  const start = Math.ceil(8 * offset / 6);
  const end = Math.floor(8 * (offset + bytes.length) / 6);
  return encoded.slice(start, end);
}
var HTML_NAMED = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
  "`": "&#x60;",
  "=": "&#x3D;"
};
var HTML_DECIMAL = Object.fromEntries(
  Object.keys(HTML_NAMED).map((c) => [c, c === "&" ? "&amp;" : `&#${c.charCodeAt(0)};`])
);
var HTML_HEX = Object.fromEntries(
  Object.keys(HTML_NAMED).map((c) => [c, c === "&" ? "&amp;" : `&#x${c.charCodeAt(0).toString(16)};`])
);

// src/util/escape-regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/secrets/redactor.ts
var REDACTED = "[REDACTED]";
var MIN_SECRET_BYTES = 3;
var Redactor = class _Redactor {
  given;
  values;
  pattern;
  constructor(values = []) {
    const given = [...values];
    this.given = given;
    this.values = [.../* @__PURE__ */ new Set([...given, ...given.flatMap(encodedForms)])].filter((v) => Buffer.byteLength(v, "utf8") >= MIN_SECRET_BYTES).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    this.pattern = this.values.length === 0 ? void 0 : new RegExp(this.values.map(escapeRegExp).join("|"), "g");
  }
  /** A redactor that also removes these values. */
  with(values) {
    return new _Redactor([...this.given, ...values]);
  }
  /** A file or folder name with every secret (and encoded form) replaced; never empty, "." or "..". */
  redactName(name) {
    const redacted = this.redact(name);
    return redacted === name || !/^\.{0,2}$/.test(redacted) ? redacted : REDACTED;
  }
  get isEmpty() {
    return this.pattern === void 0;
  }
  redact(text) {
    return this.pattern ? text.replace(this.pattern, REDACTED) : text;
  }
  /** Every string inside a JSON value (keys are left alone). */
  redactJson(value) {
    if (!this.pattern) return value;
    const walk = (v) => {
      if (typeof v === "string") return this.redact(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
      }
      return v;
    };
    return walk(value);
  }
};

export {
  escapeRegExp,
  REDACTED,
  Redactor
};
