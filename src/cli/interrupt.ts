import { closeAllSessions, openSessionCount } from "../session/open-sessions.ts";
import { ExitCode } from "../errors/exit-code.ts";

let installed = false;

/**
 * On SIGINT/SIGTERM: remove every open desktop, then exit with the infrastructure code (3), as the
 * reference does for "Interrupted by user". A second signal exits at once.
 */
export function exitCleanlyOnInterrupt(write: (text: string) => void = (t) => process.stderr.write(t)): void {
  if (installed) return;
  installed = true;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) process.exit(ExitCode.infra);
    interrupted = true;
    write(`\nInterrupted by ${signal}: removing ${openSessionCount()} desktop(s)…\n`);
    void closeAllSessions((error) => write(`cleanup failed: ${(error as Error).message}\n`)).finally(() =>
      process.exit(ExitCode.infra),
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
