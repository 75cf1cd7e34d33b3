import { createWriteStream } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { removeEarlierRun } from "../artifacts/clear-run-folder.ts";
import { resultsForError, type ResultsJson } from "../artifacts/results-json.ts";
import { sortedJson } from "../artifacts/sorted-json.ts";
import { RUN_LOG, type AttemptRun, type SuiteTask } from "../report/suite-run.ts";
import type { RunTaskOptions, RunTaskResult } from "../run/run-task.ts";
import type { RunLocations } from "../run/write-results.ts";
import type { SuiteEvent } from "./suite-options.ts";
import type { TaskStart } from "./suite-warm-pool.ts";
import type { TaskRunOptions } from "./task-run-options.ts";
import { taskRedactor } from "./task-redactor.ts";

export interface AttemptContext {
  /** The root of the per-task folders (absolute). */
  artifactsRoot: string;
  env: NodeJS.ProcessEnv;
  apiKeys: readonly string[];
  /** The task's run options, the same for every attempt. */
  runOptionsOf: (task: SuiteTask) => TaskRunOptions;
  /** The error a task ends with without starting (its image could not be had). */
  preflightFailures: ReadonlyMap<string, unknown>;
  /** The warm pool a task's desktop may come from (its backend's), if any. */
  desktopsOf?: (task: SuiteTask) => RunTaskOptions["desktops"];
  /** Tells the warm pool that a task's start begins (and then that its work began, and that it ended). */
  startBegins?: () => TaskStart;
  observeTask?: (task: SuiteTask, attempt: number) => RunTaskOptions["observer"];
  runTask: (options: RunTaskOptions) => Promise<RunTaskResult>;
  emit: (event: SuiteEvent) => void;
}

/**
 * One attempt of a task, in its folder (cleared of an earlier run's output on the first attempt), with
 * its redacted, time-stamped run log. Never throws for the task's sake: an exception of the run pipeline
 * becomes the attempt's error, written as its results.json.
 */
export async function runAttempt(
  task: SuiteTask,
  attempt: number,
  context: AttemptContext,
): Promise<AttemptRun> {
  // Before anything is awaited: the pool's refills see this start; its end frees a place.
  const start = context.startBegins?.();
  try {
    return await attemptInFolder(task, attempt, context, start);
  } finally {
    start?.ended();
  }
}

async function attemptInFolder(
  task: SuiteTask,
  attempt: number,
  context: AttemptContext,
  start: TaskStart | undefined,
): Promise<AttemptRun> {
  const folder = path.join(context.artifactsRoot, task.folder);
  if (attempt === 1) await removeEarlierRun(folder);
  await mkdir(folder, { recursive: true });
  context.emit({ type: "task-start", task, attempt });
  const redactor = taskRedactor(task, context.env, context.apiKeys);
  const logStream = createWriteStream(path.join(folder, RUN_LOG), { flags: "a" });
  logStream.on("error", () => undefined);
  const log = (line: string) => {
    const clean = redactor.redact(line);
    logStream.write(`${new Date().toISOString()} ${clean}\n`);
    context.emit({ type: "task-log", task, line: clean });
  };
  const attemptStarted = Date.now();
  let results: ResultsJson;
  let locations: RunLocations | undefined;
  const preflightError = context.preflightFailures.get(task.id);
  try {
    if (preflightError !== undefined) throw preflightError;
    const result = await context.runTask({
      ...context.runOptionsOf(task),
      outputDir: folder,
      artifactsDir: folder,
      ...(context.desktopsOf?.(task) ? { desktops: context.desktopsOf(task)! } : {}),
      ...(start ? { onWorkBegins: start.workBegins } : {}),
      log,
      observer: context.observeTask?.(task, attempt),
    });
    results = (await readResults(result.resultsFile)) ?? redactor.redactJson(result.results);
    locations = result.locations;
  } catch (error) {
    log(`the run pipeline failed: ${error instanceof Error ? error.message : String(error)}`);
    results = resultsForError(task.id, error, redactor, Date.now() - attemptStarted);
    await writeFile(path.join(folder, "results.json"), sortedJson(results)).catch(() => undefined);
  }
  await new Promise<void>((resolve) => logStream.end(resolve));
  return {
    attempt,
    startedAt: new Date(attemptStarted).toISOString(),
    durationMs: Date.now() - attemptStarted,
    artifactsDir: folder,
    results,
    ...(locations ? { locations } : {}),
  };
}

async function readResults(file: string): Promise<ResultsJson | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as ResultsJson;
  } catch {
    return undefined;
  }
}
