import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";
import type { AttemptRun, SuiteTask, TaskRun } from "../report/suite-run.ts";
import type { DesktopBackend } from "../session/desktop-backend.ts";
import { capNotes } from "./concurrency.ts";
import { interruptedResults, reasonOf, type RunningTasks } from "./interruption.ts";
import {
  mostAttempts,
  nextRetry,
  NO_RETRIES_USED,
  setAttemptAside,
  type RetriesUsed,
  type RetryBudget,
} from "./retry-on-failure.ts";
import type { SuiteEvent } from "./suite-options.ts";

/** One attempt of a task, queued or running. */
interface Job {
  run: TaskRun;
  attempt: number;
  /** Retries used so far, each kind against its own budget. */
  used: RetriesUsed;
}

export interface SchedulerOptions {
  runs: readonly TaskRun[];
  /** Tasks at once (each backend may allow fewer: its `concurrency.limit`). */
  concurrency: number;
  budget: RetryBudget;
  /** Start no task after the first one that does not pass. */
  failFast: boolean;
  signal?: AbortSignal;
  /** Where a task's desktop runs (undefined when it cannot be placed: it is not capped). */
  backendOf: (task: SuiteTask) => DesktopBackend | undefined;
  runAttempt: (task: SuiteTask, attempt: number) => Promise<AttemptRun>;
  /** Writes an ended attempt's review page; its path, or undefined when none is written. */
  review: (attempt: AttemptRun, taskFile: string) => Promise<string | undefined>;
  /** Called whenever the scheduler waits (the warm pool learns which desktops come next). */
  onWait: () => void;
  emit: (event: SuiteEvent) => void;
}

/**
 * Which task runs when: up to `concurrency` attempts at once and no more per backend than it allows, in
 * the suite's order; a retry queued behind the rest when its kind of retry is not used up; no new start
 * after fail-fast or an interruption. Each task's attempts are recorded in its TaskRun.
 */
export class TaskScheduler implements RunningTasks {
  private readonly queue: Job[];
  private readonly active = new Map<Job, { promise: Promise<void>; started: number }>();
  private readonly perBackend = new Map<DesktopBackend | undefined, number>();
  private wake: () => void = () => undefined;
  private finalized = false;
  private stopStarting = false;
  private done = 0;
  /** The task after which fail-fast stopped starting tasks. */
  failFastAfter: string | undefined;

  constructor(private readonly options: SchedulerOptions) {
    this.queue = options.runs.map((run) => ({ run, attempt: 1, used: NO_RETRIES_USED }));
  }

  get count(): number {
    return this.active.size;
  }

  /** True once no task will start any more (fail-fast or an interruption). */
  get stopped(): boolean {
    return this.stopStarting || this.options.signal?.aborted === true;
  }

  ended(): Promise<unknown> {
    return Promise.allSettled([...this.active.values()].map((a) => a.promise));
  }

  /** The next tasks to start (at most `count`) and the running ones. */
  wanted(count: number): { next: SuiteTask[]; running: SuiteTask[] } {
    return {
      next: this.queue.slice(0, count).map((job) => job.run.task),
      running: [...this.active.keys()].map((job) => job.run.task),
    };
  }

  /** Start tasks as places free up until every task has ended, fail-fast stopped them, or an abort. */
  async runAll(): Promise<void> {
    const { signal, concurrency, emit } = this.options;
    const onAbort = () => this.wake();
    signal?.addEventListener("abort", onAbort);
    emit({ type: "start", total: this.options.runs.length, concurrency });
    const backends = this.queue.map((job) => this.options.backendOf(job.run.task)).filter(isDefined);
    for (const line of capNotes(backends, concurrency)) emit({ type: "preflight", line });
    for (;;) {
      if (signal?.aborted) break;
      if (!this.stopStarting) this.startWhatFits();
      if (this.active.size === 0 && (this.queue.length === 0 || this.stopStarting)) break;
      this.options.onWait();
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    signal?.removeEventListener("abort", onAbort);
  }

  /**
   * Stop recording: attempts still running are recorded as interrupted (they are given up on), tasks
   * that never started are marked not run, by the interruption or by fail-fast.
   */
  finalize(interrupted: string | undefined, artifactsRoot: string, now: number): void {
    this.finalized = true;
    for (const [job, { started }] of this.active) {
      job.run.attempts.push({
        attempt: job.attempt,
        startedAt: new Date(started).toISOString(),
        durationMs: now - started,
        artifactsDir: path.join(artifactsRoot, job.run.task.folder),
        results: interruptedResults(job.run.task.id, interrupted ?? "user", now - started),
        interrupted: true,
      });
    }
    for (const run of this.options.runs) {
      if (run.attempts.length === 0) run.notRun = interrupted !== undefined ? "interrupted" : "fail-fast";
    }
  }

  private startWhatFits(): void {
    for (let i = 0; i < this.queue.length && this.active.size < this.options.concurrency;) {
      const job = this.queue[i]!;
      const backend = this.options.backendOf(job.run.task);
      if ((this.perBackend.get(backend) ?? 0) < (backend?.concurrency.limit ?? Number.POSITIVE_INFINITY)) {
        this.queue.splice(i, 1);
        this.start(job, backend);
      } else i++;
    }
  }

  private start(job: Job, backend: DesktopBackend | undefined): void {
    this.perBackend.set(backend, (this.perBackend.get(backend) ?? 0) + 1);
    const promise = this.options
      .runAttempt(job.run.task, job.attempt)
      .then((attempt) => this.finish(job, attempt))
      .catch((error: unknown) =>
        this.options.emit({ type: "task-log", task: job.run.task, line: `suite error: ${String(error)}` }),
      )
      .finally(() => {
        this.active.delete(job);
        this.perBackend.set(backend, (this.perBackend.get(backend) ?? 1) - 1);
        this.wake();
      });
    this.active.set(job, { promise, started: Date.now() });
  }

  /** Record an ended attempt: retried (set aside, queued again) or the task's last, with its review. */
  private async finish(job: Job, attempt: AttemptRun): Promise<void> {
    if (this.finalized) return;
    const { run } = job;
    const { signal, budget, emit } = this.options;
    if (signal?.aborted && attempt.results.status !== "pass") {
      attempt.interrupted = true;
      attempt.results = interruptedResults(run.task.id, reasonOf(signal), attempt.durationMs);
    }
    run.attempts.push(attempt);
    const retry = signal?.aborted || this.stopStarting ? undefined : this.retryOf(job, attempt.results);
    if (retry) {
      // The next attempt needs the folder to itself; if the files cannot be moved, this attempt stands.
      const aside = await setAttemptAside(attempt.artifactsDir, job.attempt).catch(() => undefined);
      if (aside) {
        attempt.artifactsDir = aside;
        // Its evidence stays: a flaky task shows the attempt that failed beside the one that passed.
        if (!signal?.aborted) attempt.reviewFile = await this.options.review(attempt, run.task.file);
        this.queue.push(retry);
        const of = mostAttempts(budget); // at most: each kind of retry has its own budget
        emit({ type: "task-retry", task: run.task, ended: attempt, next: retry.attempt, of });
        return;
      }
    }
    if (!signal?.aborted) {
      attempt.reviewFile = await this.options.review(attempt, run.task.file);
      run.reviewFile = attempt.reviewFile;
    }
    if (this.finalized) return;
    this.done++;
    emit({ type: "task-end", run, done: this.done, total: this.options.runs.length });
    if (this.options.failFast && attempt.results.status !== "pass" && !this.stopStarting) {
      this.stopStarting = true;
      this.failFastAfter = run.task.id;
    }
  }

  /** The next job for a retry of this attempt, or undefined when its kind of retry is used up. */
  private retryOf(job: Job, results: ResultsJson): Job | undefined {
    const used = nextRetry(results, job.used, this.options.budget);
    return used ? { ...job, attempt: job.attempt + 1, used } : undefined;
  }
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}
