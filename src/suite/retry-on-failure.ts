import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";

/**
 * The retry rules `desktest suite` and `desktest run` share: an infrastructure error is retried up to
 * `retries` times, a failed check up to `retriesOnFailure` times in agent runs only (an LLM agent is
 * not deterministic; a replay is), each kind against its own budget. A task that fails a check and then
 * passes is flaky (see taskStatus in src/report/suite-run.ts).
 */
export interface RetryBudget {
  infra: number;
  onFailure: number;
}

/** Retries used so far, by kind. */
export type RetriesUsed = RetryBudget;

export const NO_RETRIES_USED: RetriesUsed = { infra: 0, onFailure: 0 };

/** The budget from the command's options: whole numbers, none on failure for a replay. */
export function retryBudget(options: {
  retries?: number;
  retriesOnFailure?: number;
  replay?: boolean;
}): RetryBudget {
  return {
    infra: Math.max(0, Math.floor(options.retries ?? 0)),
    onFailure: options.replay ? 0 : Math.max(0, Math.floor(options.retriesOnFailure ?? 0)),
  };
}

/** The retries used once this attempt is retried, or undefined when it is not (its kind is used up). */
export function nextRetry(
  results: ResultsJson,
  used: RetriesUsed,
  budget: RetryBudget,
): RetriesUsed | undefined {
  if (results.status === "error" && results.error_category === "infra_error")
    return used.infra < budget.infra ? { ...used, infra: used.infra + 1 } : undefined;
  if (results.status === "fail")
    return used.onFailure < budget.onFailure ? { ...used, onFailure: used.onFailure + 1 } : undefined;
  return undefined;
}

/** The most attempts a task can take under a budget. */
export function mostAttempts(budget: RetryBudget): number {
  return 1 + budget.infra + budget.onFailure;
}

/** An earlier attempt's folder inside the task's own: `attempt-<n>`. */
export const ATTEMPT_FOLDER = /^attempt-\d+$/;

/** Move an attempt's files into `attempt-<n>/` of its folder, so the next attempt starts clean. */
export async function setAttemptAside(folder: string, attempt: number): Promise<string> {
  const target = path.join(folder, `attempt-${attempt}`);
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(folder)) {
    if (!ATTEMPT_FOLDER.test(entry)) await rename(path.join(folder, entry), path.join(target, entry));
  }
  return target;
}
