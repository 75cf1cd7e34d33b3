import * as core from "@actions/core";
import { Redactor } from "../index.ts";
import { maskableParts } from "./secrets.ts";

/**
 * The secrets of the step: each is masked in the runner's log as soon as it is known, and removed from
 * everything the Action writes (summary, annotations, reports).
 */
export class MaskedSecrets {
  private readonly values = new Set<string>();
  private redactor = new Redactor();

  /** Mask a value (nothing for an empty one). */
  mask(value: string | undefined): void {
    if (!value || value.trim() === "") return;
    for (const part of maskableParts(value)) core.setSecret(part);
    this.values.add(value);
    this.redactor = new Redactor(this.values);
  }

  /** The text with every secret known so far removed. */
  readonly redact = (text: string): string => this.redactor.redact(text);

  all(): string[] {
    return [...this.values];
  }
}
