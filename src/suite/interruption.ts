import type Docker from "dockerode";
import { displayError, type ResultsJson } from "../artifacts/results-json.ts";
import { reapDesktops } from "../session/reap-desktops.ts";

/** Who or what interrupted the suite, from its abort signal ("user" for a plain abort). */
export function reasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  if (typeof reason === "string") return reason;
  if (reason instanceof Error && reason.name !== "AbortError") return reason.message;
  return "user";
}

/** The results of an attempt an interruption cut short. */
export function interruptedResults(testId: string, reason: string, durationMs: number): ResultsJson {
  return {
    schema_version: "1.0",
    test_id: testId,
    status: "error",
    duration_ms: durationMs,
    metric_results: [],
    error_category: "infra_error",
    error_detail: displayError("infra_error", `Interrupted by ${reason}`),
  };
}

/** The tasks still running when the suite is interrupted. */
export interface RunningTasks {
  readonly count: number;
  /** Settles once every running task has ended. */
  ended(): Promise<unknown>;
}

/**
 * Cancel what runs by removing the run's desktops (by its label), wait for the tasks to wind down, at
 * most `graceMs`, then remove once more what they may have started meanwhile and give up on the rest.
 */
export async function cancelRunning(
  running: RunningTasks,
  options: { runId: string; docker?: Docker; graceMs: number },
): Promise<void> {
  const giveUpAt = Date.now() + options.graceMs;
  const reap = () =>
    reapDesktops({ runId: options.runId, ...(options.docker ? { docker: options.docker } : {}) });
  while (running.count > 0 && Date.now() < giveUpAt) {
    await reap();
    await Promise.race([running.ended(), delay(Math.min(500, Math.max(0, giveUpAt - Date.now())))]);
  }
  await reap();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
