import { environmentSecrets } from "../secrets/environment-secrets.ts";
import { Redactor } from "../secrets/redactor.ts";
import type { CliIO } from "./io.ts";

/**
 * The console as the CLI writes it: every line passes the redactor that files pass, with the
 * credentials of the environment and the command line, so they never reach a terminal or a CI log by
 * whatever route they got into a line (a metric's value, an error message, a log line).
 */
export function redactedConsole(io: CliIO, argv: readonly string[]): CliIO {
  const redactor = new Redactor(environmentSecrets(io.env, argv));
  return {
    ...io,
    stdout: (text) => io.stdout(redactor.redact(text)),
    stderr: (text) => io.stderr(redactor.redact(text)),
  };
}
