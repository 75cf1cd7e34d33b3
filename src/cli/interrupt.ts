import { closeAllSessions, openSessionCount } from "../session/open-sessions.ts";
import { ExitCode } from "../errors/exit-code.ts";

let installed = false;
let afterTheRun: (() => void) | undefined;

/**
 * While the run is over and only its live view lingers: a signal (with no desktop left open) calls `hook`
 * instead of exiting, so the command ends with the run's own exit code. Returns the undo.
 */
export function onInterruptAfterTheRun(hook: () => void): () => void {
  afterTheRun = hook;
  return () => {
    if (afterTheRun === hook) afterTheRun = undefined;
  };
}

/**
 * On SIGINT/SIGTERM: remove every open desktop, then exit with the infrastructure code (3), as the
 * reference does for "Interrupted by user". A second signal exits at once.
 */
export function exitCleanlyOnInterrupt(write: (text: string) => void = (t) => process.stderr.write(t)): void {
  if (installed) return;
  installed = true;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const hook = afterTheRun;
    if (hook && !interrupted && openSessionCount() === 0) {
      afterTheRun = undefined;
      hook();
      return;
    }
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
