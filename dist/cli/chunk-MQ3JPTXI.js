import {
  closeAllSessions,
  openSessionCount
} from "./chunk-75D4R6GW.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";

// src/cli/interrupt.ts
var installed = false;
var afterTheRun;
function onInterruptAfterTheRun(hook) {
  afterTheRun = hook;
  return () => {
    if (afterTheRun === hook) afterTheRun = void 0;
  };
}
function exitCleanlyOnInterrupt(write = (t) => process.stderr.write(t)) {
  if (installed) return;
  installed = true;
  let interrupted = false;
  const onSignal = (signal) => {
    const hook = afterTheRun;
    if (hook && !interrupted && openSessionCount() === 0) {
      afterTheRun = void 0;
      hook();
      return;
    }
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
  onInterruptAfterTheRun,
  exitCleanlyOnInterrupt
};
