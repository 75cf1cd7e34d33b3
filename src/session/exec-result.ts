/** What running a command in a desktop returns, whatever the backend. */
export interface ExecResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  durationMs: number;
}

export interface ExecOptions {
  /** Kill the command (and everything it started) after this long. */
  timeoutMs?: number;
  env?: Record<string, string>;
  /** User name or uid; the desktop's user by default. */
  user?: string;
  cwd?: string;
  stdin?: string;
}

/** `bash -c` for a string, the argv itself for an array. */
export function toArgv(command: string | string[]): string[] {
  return typeof command === "string" ? ["bash", "-c", command] : command;
}

/** Quote a string for a POSIX shell: plain when it is only safe characters, single-quoted otherwise. */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_\-=/,.+:@%]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
