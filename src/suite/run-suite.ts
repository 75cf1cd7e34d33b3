import { randomUUID } from "node:crypto";
import path from "node:path";
import type { SuiteRun, SuiteTask, TaskRun } from "../report/suite-run.ts";
import { placementFlags } from "../run/run-options.ts";
import { runTask } from "../run/run-task.ts";
import { OncePerRun } from "../session/once-per-run.ts";
import { writeAttemptReview } from "./attempt-review.ts";
import { warmPoolCapacity } from "./concurrency.ts";
import { cancelRunning, reasonOf } from "./interruption.ts";
import { placeSuiteTasks } from "./place-suite-tasks.ts";
import { retryBudget } from "./retry-on-failure.ts";
import { runAttempt } from "./run-attempt.ts";
import { prepareSuiteImages } from "./suite-images-step.ts";
import type { SuiteOptions } from "./suite-options.ts";
import { SuiteWarmPool } from "./suite-warm-pool.ts";
import { taskRunOptions } from "./task-run-options.ts";
import { TaskScheduler } from "./task-scheduler.ts";

export type { SuiteEvent, SuiteOptions } from "./suite-options.ts";

/**
 * Run a suite: up to `concurrency` tasks at once through the one-task pipeline (`runTask`), each in its
 * own folder, with retries, fail-fast and cancellation. Never throws for a task's sake: every task ends
 * with a status. Reports are written from the returned SuiteRun (see src/report/).
 */
export async function runSuite(options: SuiteOptions): Promise<SuiteRun> {
  const started = Date.now();
  const runId = options.runId ?? randomUUID();
  const emit = options.onEvent ?? (() => undefined);
  const { signal } = options;
  const artifactsRoot = path.resolve(options.cwd, options.artifactsDir);
  const runs: TaskRun[] = options.tasks.map((task) => ({ task, attempts: [] }));
  const concurrency = Math.max(1, Math.floor(options.concurrency));

  // 1. Docker and the desktop images, once; where each task runs, once.
  const log = (line: string) => emit({ type: "preflight", line });
  const once = new OncePerRun();
  const { docker, images, failures } = await prepareSuiteImages({ ...options, once, log });
  const placements = placeSuiteTasks(options.tasks, placementFlags(options));
  const runOptionsOf = (task: SuiteTask) =>
    taskRunOptions(options, task, placements.get(task.id), { docker, runId, once });

  // 2. The tasks, with the next ones' desktops starting while tasks run (the real pipeline only).
  const capacity = warmPoolCapacity(concurrency);
  const pool: SuiteWarmPool | undefined =
    docker && options.warmDesktops !== false && !options.ssh && !options.runTask && capacity > 0
      ? new SuiteWarmPool({
          docker,
          runId,
          capacity,
          placements,
          preflightFailures: failures,
          runOptionsOf,
          wanted: (count) => scheduler.wanted(count),
          stopped: () => scheduler.stopped,
        })
      : undefined;
  const scheduler: TaskScheduler = new TaskScheduler({
    runs,
    concurrency,
    budget: retryBudget(options),
    failFast: options.failFast === true,
    signal,
    backendOf: (task) => placements.get(task.id)?.backend,
    runAttempt: (task, attempt) =>
      runAttempt(task, attempt, {
        artifactsRoot,
        env: options.env,
        apiKeys: options.apiKeys ?? [],
        runOptionsOf,
        preflightFailures: failures,
        ...(pool
          ? { desktopsOf: (task: SuiteTask) => pool.desktopsOf(task), startBegins: () => pool.startBegins() }
          : {}),
        observeTask: options.observeTask,
        runTask: options.runTask ?? runTask,
        emit,
      }),
    review: async (attempt, file) =>
      options.reviews === false ? undefined : writeAttemptReview(attempt, file, options),
    onWait: () => pool?.refill(),
    emit,
  });
  await scheduler.runAll();
  const poolClosed = pool?.close();

  // 3. An interruption: cancel what runs by removing its desktops, wait for it (bounded), give up on the rest.
  const interrupted = signal?.aborted ? reasonOf(signal) : undefined;
  if (interrupted !== undefined) {
    emit({ type: "interrupt", reason: interrupted, running: scheduler.count });
    await cancelRunning(scheduler, { runId, docker, graceMs: options.interruptGraceMs ?? 15_000 });
  }
  await poolClosed;

  // 4. What ran, and what did not.
  const now = Date.now();
  scheduler.finalize(interrupted, artifactsRoot, now);
  return {
    runId,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(now).toISOString(),
    durationMs: now - started,
    concurrency,
    artifactsDir: artifactsRoot,
    tasks: runs,
    images,
    ...(interrupted !== undefined ? { interrupted } : {}),
    ...(scheduler.failFastAfter !== undefined ? { failFastAfter: scheduler.failFastAfter } : {}),
  };
}
