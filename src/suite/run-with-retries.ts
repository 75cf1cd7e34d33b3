import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";
import { sortedJson } from "../artifacts/sorted-json.ts";
import { statusOfAttempts, type TaskStatus } from "../report/suite-run.ts";
import {
  mostAttempts,
  nextRetry,
  NO_RETRIES_USED,
  retryBudget,
  setAttemptAside,
} from "./retry-on-failure.ts";
import { runTask, type RunTaskOptions, type RunTaskResult } from "../run/run-task.ts";

export interface RetriedRun extends RunTaskResult {
  /** pass, fail, error, or flaky: passed after an earlier attempt failed a check. */
  status: TaskStatus;
  /** Every attempt's results, the last one's included. */
  attempts: ResultsJson[];
}

/**
 * `desktest run` with `--retries-on-failure`: the suite's retry rules (src/suite/retry-on-failure.ts)
 * for one task. In an agent run, a failed check is run again up to `retriesOnFailure` times, each
 * earlier attempt's files set aside in `attempt-<n>/` of the artifacts folder; a replay is never
 * retried. A pass after a failure is flaky: results.json says so and lists the earlier attempts; the
 * exit code is the last attempt's (0 for a flaky pass, as in a suite).
 */
export async function runTaskWithRetries(
  options: RunTaskOptions,
  retriesOnFailure: number,
  hooks: {
    run?: (options: RunTaskOptions) => Promise<RunTaskResult>;
    onRetry?: (ended: ResultsJson, next: number, of: number) => void;
  } = {},
): Promise<RetriedRun> {
  const run = hooks.run ?? runTask;
  const budget = retryBudget({ retriesOnFailure, replay: options.replay === true });
  const artifactsFolder = path.resolve(options.cwd, options.artifactsDir);
  const earlier: NonNullable<ResultsJson["earlier_attempts"]> = [];
  const attempts: ResultsJson[] = [];
  let used = NO_RETRIES_USED;
  for (let attempt = 1; ; attempt++) {
    const result = await run(options);
    attempts.push(result.results);
    const retry = nextRetry(result.results, used, budget);
    const aside = retry ? await setAttemptAside(artifactsFolder, attempt).catch(() => undefined) : undefined;
    if (retry && aside) {
      used = retry;
      earlier.push({
        attempt,
        status: result.results.status,
        ...(result.results.error_detail ? { error_detail: result.results.error_detail } : {}),
        artifacts_dir: path.relative(artifactsFolder, aside),
      });
      hooks.onRetry?.(result.results, attempt + 1, mostAttempts(budget));
      continue;
    }
    const status = statusOfAttempts(attempts.map((a) => a.status));
    if (earlier.length > 0) await noteAttempts(result.resultsFile, earlier, status === "flaky");
    return { ...result, status, attempts };
  }
}

/** Add the earlier attempts and the flaky mark to the results.json the last attempt wrote. */
async function noteAttempts(
  resultsFile: string,
  earlier: NonNullable<ResultsJson["earlier_attempts"]>,
  flaky: boolean,
): Promise<void> {
  const written = JSON.parse(await readFile(resultsFile, "utf8")) as ResultsJson;
  await writeFile(resultsFile, sortedJson({ ...written, earlier_attempts: earlier, flaky }));
}
