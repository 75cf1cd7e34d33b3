import { ConfigError } from "../errors/desktest-error.ts";

/** A numeric option's value as a whole number of at least `min`, or a configuration error naming it. */
export function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got '${text}'`);
  }
  return value;
}
