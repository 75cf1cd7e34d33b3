import { isDesktestError } from "../index.ts";

/** An error as the step's log and summary say it (a desktest error with its location and fix). */
export function describe(error: unknown): string {
  if (isDesktestError(error)) return error.describe();
  return error instanceof Error ? error.message : String(error);
}
