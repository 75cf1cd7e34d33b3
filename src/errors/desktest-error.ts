import type { SourceSnippet } from "../util/failure-text.ts";

/**
 * Every error the engine raises on purpose is a DesktestError with a category.
 * The category decides the process exit code (see exit-code.ts): nothing else does.
 */
export type ErrorCategory = "test_failure" | "config_error" | "infra_error" | "agent_error";

/** Where in a user's file the problem is (1-based line and column). */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  pointer?: string;
  /** The task file's lines around `line`, when the file's text was at hand. */
  snippet?: SourceSnippet;
}

export interface DesktestErrorOptions {
  location?: SourceLocation;
  hint?: string;
  cause?: unknown;
  /** The one fact that shows whose fault it is (`ModuleNotFoundError: No module named 'pyautogui'`). */
  evidence?: string;
  /** The last lines of the error output of what failed (a replay script's), bounded by the thrower. */
  outputTail?: string;
}

export abstract class DesktestError extends Error {
  abstract readonly category: ErrorCategory;
  readonly location?: SourceLocation;
  readonly hint?: string;
  readonly evidence?: string;
  readonly outputTail?: string;

  constructor(message: string, options: DesktestErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.location = options.location;
    this.hint = options.hint;
    this.evidence = options.evidence;
    this.outputTail = options.outputTail;
  }

  /** `file:line:col message` when a location is known, the bare message otherwise. */
  describe(): string {
    const where = formatLocation(this.location);
    const text = where ? `${where} ${this.message}` : this.message;
    return this.hint ? `${text}\n  hint: ${this.hint}` : text;
  }
}

/** The task did not pass: a metric failed, the agent gave up, the run hit its timeout. */
export class TestFailure extends DesktestError {
  readonly category = "test_failure" as const;
}

/** The user's input is wrong: task file, CLI flags, config file, missing secret. */
export class ConfigError extends DesktestError {
  readonly category = "config_error" as const;
}

/** The machinery failed: Docker, a VM, the filesystem, a setup step, an interruption. */
export class InfraError extends DesktestError {
  readonly category = "infra_error" as const;
}

/** The agent could not do its job: LLM/HTTP failures, an unusable model reply. */
export class AgentError extends DesktestError {
  readonly category = "agent_error" as const;
}

export function formatLocation(location: SourceLocation | undefined): string {
  if (!location) return "";
  let where = location.file;
  if (location.line !== undefined) {
    where += `:${location.line}`;
    if (location.column !== undefined) where += `:${location.column}`;
  }
  return where;
}

export function isDesktestError(value: unknown): value is DesktestError {
  return value instanceof DesktestError;
}
