import {
  closeAllSessions,
  openSessionCount
} from "./chunk-EUFZGFSS.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";

// src/cli/interrupt.ts
var installed = false;
function exitCleanlyOnInterrupt(write = (t) => process.stderr.write(t)) {
  if (installed) return;
  installed = true;
  let interrupted = false;
  const onSignal = (signal) => {
    if (interrupted) process.exit(ExitCode.infra);
    interrupted = true;
    write(`
Interrupted by ${signal}: removing ${openSessionCount()} desktop(s)\u2026
`);
    void closeAllSessions((error) => write(`cleanup failed: ${error.message}
`)).finally(
      () => process.exit(ExitCode.infra)
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

export {
  exitCleanlyOnInterrupt
};
