import type { ChildProcess } from "node:child_process";

/** The exit of a child process that has ended or ends within `ms`, or undefined while it still runs. */
export function exitedWithin(child: ChildProcess, ms: number): Promise<{ code: number | null } | undefined> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      resolve(undefined);
    }, ms);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      resolve({ code });
    };
    child.once("exit", onExit);
  });
}
