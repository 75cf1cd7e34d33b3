import { InvalidArgumentError } from "commander";

/*
 * Commander's parsers for option values, shared by the commands' registrations in program.ts (which
 * import no command's implementation).
 */

/** A repeatable option: each occurrence adds its value to the list. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Commander's parser for `--step`: a whole number, as the reference's `usize` argument. */
export function parseStepNumber(value: string): number {
  if (!/^\+?\d+$/u.test(value)) throw new InvalidArgumentError("expected a whole number");
  return Number(value);
}
