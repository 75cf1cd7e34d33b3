import { encodedForms } from "./encoded-forms.ts";
import { escapeRegExp } from "../util/escape-regexp.ts";

export const REDACTED = "[REDACTED]";

/** Values shorter than this many UTF-8 bytes are not redacted (they would shred ordinary text). */
const MIN_SECRET_BYTES = 3;

/**
 * Removes secret values, and the encoded forms programs write them in (base64, URL, HTML, JSON escapes:
 * encoded-forms.ts), from any text, JSON value or file name the project writes.
 * Longest values first; at each position the longest value that starts there wins, and scanning
 * resumes after the replacement (so overlapping secrets prefer the longer one and the marker is
 * never re-scanned).
 */
export class Redactor {
  private readonly given: string[];
  private readonly values: string[];
  private readonly pattern: RegExp | undefined;

  constructor(values: Iterable<string> = []) {
    const given = [...values];
    this.given = given;
    this.values = [...new Set([...given, ...given.flatMap(encodedForms)])]
      .filter((v) => Buffer.byteLength(v, "utf8") >= MIN_SECRET_BYTES)
      .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    this.pattern =
      this.values.length === 0 ? undefined : new RegExp(this.values.map(escapeRegExp).join("|"), "g");
  }

  /** A redactor that also removes these values. */
  with(values: Iterable<string>): Redactor {
    return new Redactor([...this.given, ...values]);
  }

  /** A file or folder name with every secret (and encoded form) replaced; never empty, "." or "..". */
  redactName(name: string): string {
    const redacted = this.redact(name);
    return redacted === name || !/^\.{0,2}$/.test(redacted) ? redacted : REDACTED;
  }

  get isEmpty(): boolean {
    return this.pattern === undefined;
  }

  redact(text: string): string {
    return this.pattern ? text.replace(this.pattern, REDACTED) : text;
  }

  /** Every string inside a JSON value (keys are left alone). */
  redactJson<T>(value: T): T {
    if (!this.pattern) return value;
    const walk = (v: unknown): unknown => {
      if (typeof v === "string") return this.redact(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
      }
      return v;
    };
    return walk(value) as T;
  }
}
