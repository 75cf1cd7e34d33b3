import { isDesktestError, type ErrorCategory } from "./desktest-error.ts";

/** The process exit codes, compatible with the reference CLI. */
export const ExitCode = {
  pass: 0,
  fail: 1,
  config: 2,
  infra: 3,
  agent: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

const CATEGORY_EXIT: Record<ErrorCategory, ExitCode> = {
  test_failure: ExitCode.fail,
  config_error: ExitCode.config,
  infra_error: ExitCode.infra,
  agent_error: ExitCode.agent,
};

export function exitCodeForCategory(category: ErrorCategory): ExitCode {
  return CATEGORY_EXIT[category];
}

/** Anything thrown that is not one of ours is an infrastructure error (a bug or the machine's fault). */
export function exitCodeForError(error: unknown): ExitCode {
  return isDesktestError(error) ? exitCodeForCategory(error.category) : ExitCode.infra;
}
