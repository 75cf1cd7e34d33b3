/**
 * A suite run as the reports read it: what `runSuite` returns and report.json, junit.xml,
 * suite-results.json and report.html are written from. The suite (src/suite/) fills it in; the reports
 * depend on nothing above them.
 */
import type { ResultsJson, RunStatus } from "../artifacts/results-json.ts";
import type { RunLocations } from "../run/write-results.ts";
import type { Task } from "../task/model.ts";
import type { ValidLoadedTask } from "../run/load-task-file.ts";
import type { SourceSnippet } from "../util/failure-text.ts";

/** In each task's folder: the run pipeline's progress lines, redacted and time-stamped. */
export const RUN_LOG = "run-log.txt";
/** In each task's folder: its review page (`desktest review`), written when the task ends. */
export const REVIEW_PAGE = "review.html";

/** One task of a suite, loaded and valid. */
export interface SuiteTask {
  id: string;
  /** The task file relative to the working folder, with forward slashes (`examples/gedit-save.json`). */
  file: string;
  /** Its folder under the artifacts root: the id itself when that is a safe folder name (see taskFolders). */
  folder: string;
  task: Task;
  /** The file as discovery loaded it: a run takes it from here and never reads the file again. */
  loaded: ValidLoadedTask;
}

/** A task file that was found but does not load (the reference skips these silently; we say so). */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** A desktop image the suite made sure of, for the report. */
export interface ImageInfo {
  name: string;
  /** The local image id (`sha256:…`). */
  id: string | null;
  /** Registry digests (`name@sha256:…`) when the image came from or went to a registry. */
  digests: string[];
}

export interface AttemptRun {
  /** 1 for the first run of the task. */
  attempt: number;
  startedAt: string;
  /** Measured by the suite around the whole run pipeline. */
  durationMs: number;
  /** Absolute folder with this attempt's artifacts and results.json. */
  artifactsDir: string;
  /** The attempt's results.json as written (redacted). */
  results: ResultsJson;
  /** An interruption cut this attempt short. */
  interrupted?: boolean;
  /** Where its metric results and configuration error are in the task file (from the run pipeline). */
  locations?: RunLocations;
  /** This attempt's review page, when one was written (every attempt keeps its own evidence). */
  reviewFile?: string;
}

export type NotRunReason = "fail-fast" | "interrupted";

export interface TaskRun {
  task: SuiteTask;
  /** Every attempt in order; the last one is the task's verdict. Empty when the task never ran. */
  attempts: AttemptRun[];
  notRun?: NotRunReason;
  /** The last attempt's review page, when one could be written. */
  reviewFile?: string;
}

/** Where an attempt's failure points in its task file: its first failed metric, else its error; or null. */
export function attemptFailureLocation(
  attempt: Pick<AttemptRun, "results" | "locations">,
): { line: number; column: number; snippet: SourceSnippet | null } | null {
  const { metrics = [], error = null } = attempt.locations ?? {};
  const i = attempt.results.metric_results.findIndex((m) => !m.passed);
  const at = (i >= 0 ? metrics[i] : null) ?? error;
  return at?.line ? { line: at.line, column: at.column ?? 1, snippet: at.snippet ?? null } : null;
}

export interface SuiteRun {
  runId: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  concurrency: number;
  /** Absolute root of the per-task folders. */
  artifactsDir: string;
  tasks: TaskRun[];
  images: ImageInfo[];
  /** What interrupted the suite (`SIGTERM`), when something did. */
  interrupted?: string;
  /** The task whose result stopped the suite under --fail-fast. */
  failFastAfter?: string;
}

export type TaskStatus = RunStatus | "skipped" | "flaky";

/**
 * The task's final status: its last attempt's; `flaky` when that passed after an earlier attempt failed
 * a check (a pass after an infrastructure error is a pass: the desktop was at fault, not the app);
 * `skipped` when it never ran.
 */
export function taskStatus(run: TaskRun): TaskStatus {
  return statusOfAttempts(run.attempts.map((a) => a.results.status));
}

/** The same rule over the attempts' statuses in order (also `desktest run --retries-on-failure`'s). */
export function statusOfAttempts(statuses: readonly RunStatus[]): TaskStatus {
  const last = statuses.at(-1);
  if (!last) return "skipped";
  if (last === "pass" && statuses.some((s) => s === "fail")) return "flaky";
  return last;
}
