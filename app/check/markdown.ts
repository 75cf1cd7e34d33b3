import * as md from "../../src/app-surface.ts";

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

/** An inline code span of untrusted text (see the engine's codeSpan). */
export const codeSpan = (value: unknown, options: { max?: number; inTable?: boolean } = {}): string =>
  md.codeSpan(textOf(value), options);

/** A fenced code block of untrusted text (see the engine's codeBlock). */
export const codeBlock = (value: unknown, options: { max?: number; info?: string } = {}): string =>
  md.codeBlock(textOf(value), options);

/** HTML-escaped untrusted text inside `<code>` (see the engine's htmlCode). */
export const htmlCode = (value: unknown, options: { max?: number } = {}): string =>
  md.htmlCode(textOf(value), options);

/** Untrusted text for GitHub's plain-text fields (see the engine's plain). */
export const plain = (value: unknown, max: number): string => md.plain(textOf(value), max);
