import { AgentError } from "../errors/desktest-error.ts";
import type { ExecResult } from "../session/exec-result.ts";
import type { Session } from "../session/session.ts";
import { timeoutMs, type EvaluationContext } from "./evaluation-context.ts";

/**
 * Container calls of an evaluation, each bounded by the evaluation timeout. A timeout is an agent
 * error whose message names what timed out, e.g. `Evaluation command timed out after 120s: <command>`.
 */

/** Run a command (`bash -c` for a string) as the desktop user; its exit status is returned, not judged. */
export async function runEvaluationCommand(
  session: Session,
  command: string | string[],
  context: EvaluationContext,
  what: { kind: "command" | "script"; shown: string } = { kind: "command", shown: String(command) },
): Promise<ExecResult> {
  const result = await session.exec(command, { timeoutMs: timeoutMs(context) });
  if (result.timedOut) throw timeoutError(what.kind, context, what.shown);
  return result;
}

/** Copy a desktop file out to the host. */
export function copyFromDesktop(
  session: Session,
  guestPath: string,
  hostPath: string,
  context: EvaluationContext,
): Promise<void> {
  return withinTimeout(session.copyOut(guestPath, hostPath), context, () =>
    timeoutError("copy_from", context, guestPath),
  );
}

/** Copy a host file or folder into the desktop folder `destDir`. */
export function copyIntoDesktop(
  session: Session,
  hostPath: string,
  destDir: string,
  context: EvaluationContext,
): Promise<void> {
  return withinTimeout(session.copyIn(hostPath, destDir), context, () =>
    timeoutError("copy_to", context, hostPath),
  );
}

function timeoutError(kind: string, context: EvaluationContext, shown: string): AgentError {
  return new AgentError(`Evaluation ${kind} timed out after ${context.timeoutSecs}s: ${shown}`);
}

/** The promise's outcome, or the error made by `onTimeout` when it takes longer than the bound. */
async function withinTimeout<T>(
  work: Promise<T>,
  context: EvaluationContext,
  onTimeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs(context));
  });
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
    // A copy that lost the race may still fail later; that must not become an unhandled rejection.
    work.catch(() => undefined);
  }
}
