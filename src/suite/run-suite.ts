import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type Docker from "dockerode";
import { displayError, resultsForError, type ResultsJson } from "../artifacts/results-json.ts";
import { sortedJson } from "../artifacts/sorted-json.ts";
import { writeReview } from "../review/render-review.ts";
import { placementFlags } from "../run/run-options.ts";
import { runTask, warmSpecOfRun, type RunTaskOptions, type RunTaskResult } from "../run/run-task.ts";
import type { RunLocations } from "../run/write-results.ts";
import { Redactor } from "../secrets/redactor.ts";
import { resolveSecrets } from "../secrets/resolve-secrets.ts";
import { connectDocker } from "../session/docker-connection.ts";
import { reapDesktops } from "../session/reap-desktops.ts";
import { placeTask } from "../session/backends.ts";
import type { DesktopBackend, Placement, PlacementFlags } from "../session/desktop-backend.ts";
import { DesktopPool } from "../session/docker/desktop-pool.ts";
import type { DockerSessionOptions } from "../session/docker/docker-session.ts";
import { capNotes, warmPoolCapacity } from "./concurrency.ts";
import { ensureSuiteImages } from "./preflight.ts";
import {
  ATTEMPT_FOLDER,
  mostAttempts,
  nextRetry,
  NO_RETRIES_USED,
  retryBudget,
  setAttemptAside,
  type RetriesUsed,
} from "./retry-on-failure.ts";
import {
  attemptFailureLocation,
  REVIEW_PAGE,
  RUN_LOG,
  type AttemptRun,
  type ImageInfo,
  type SuiteRun,
  type SuiteTask,
  type TaskRun,
} from "../report/suite-run.ts";

/** Files that mark a folder as an earlier desktest run's output (removed before a task starts again). */
const RUN_MARKERS = new Set(["results.json", "trajectory.jsonl", "task.json", RUN_LOG]);

export interface SuiteOptions {
  /** The tasks to run (already discovered, filtered and sharded), in their order. */
  tasks: readonly SuiteTask[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * The root of the per-task folders: task `t` writes its artifacts and results.json into
   * `<artifactsDir>/<t.folder>/`; an attempt that is retried moves into `<that>/attempt-<n>/`.
   */
  artifactsDir: string;
  /** Sessions at once (each backend may allow fewer: its `concurrency.limit`). */
  concurrency: number;
  /** Run a task again up to this many times when it ends in an infrastructure error. */
  retries?: number;
  /**
   * Run a task again up to this many times when it fails a check, in agent runs only (an LLM agent is
   * not deterministic; a replay is). A task that fails, then passes, is flaky (see taskStatus).
   */
  retriesOnFailure?: number;
  /**
   * Start the next tasks' Docker desktops while tasks run, so that a task takes one already up (a warm
   * pool, within the memory budget; default true). A desktop is never used by two tasks.
   */
  warmDesktops?: boolean;
  /** Start no task after the first one that does not pass (running ones finish). */
  failFast?: boolean;
  replay?: boolean;
  /** Makes the agent loop for a task (needed unless `replay`); passed to the run pipeline as it is. */
  agent?: RunTaskOptions["agent"];
  /** LLM API keys: removed from everything written, like the tasks' secrets. */
  apiKeys?: string[];
  width: number;
  height: number;
  record?: boolean;
  noNetwork?: boolean;
  /** Where Linux desktops run (docker or vm); passed to every task's run. */
  backend?: RunTaskOptions["backend"];
  /** A desktop on another machine every task runs on, one at a time (`--ssh`). */
  ssh?: RunTaskOptions["ssh"];
  /** Which host files tasks may name (see PathPolicy); passed to every task's run. */
  paths?: RunTaskOptions["paths"];
  repositoryRoot?: string;
  prebuiltImage?: string;
  noArtifacts?: boolean;
  artifactsTimeoutSecs?: number;
  artifactsExclude?: string[];
  docker?: Docker;
  /** Labels every desktop of the suite (an interruption removes them by it); a fresh UUID by default. */
  runId?: string;
  /** Aborting it stops the suite: no task starts, running ones are cancelled, their desktops removed. */
  signal?: AbortSignal;
  /** How long an interruption waits for cancelled tasks to wind down before giving up on them. */
  interruptGraceMs?: number;
  /** Build or check the desktop images before the first task (default true). */
  preflight?: boolean;
  /** Write each task's review page (default true). */
  reviews?: boolean;
  onEvent?: (event: SuiteEvent) => void;
  /** Follows each task's run as it goes (the live view): one observer per attempt. */
  observeTask?: (task: SuiteTask, attempt: number) => RunTaskOptions["observer"];
  /** The one-task pipeline (replaceable in tests). */
  runTask?: (options: RunTaskOptions) => Promise<RunTaskResult>;
}

export type SuiteEvent =
  | { type: "preflight"; line: string }
  | { type: "start"; total: number; concurrency: number }
  | { type: "task-start"; task: SuiteTask; attempt: number }
  | { type: "task-log"; task: SuiteTask; line: string }
  | { type: "task-retry"; task: SuiteTask; ended: AttemptRun; next: number; of: number }
  | { type: "task-end"; run: TaskRun; done: number; total: number }
  | { type: "interrupt"; reason: string; running: number };

/**
 * Run a suite: up to `concurrency` tasks at once through the one-task pipeline (`runTask`), each in its
 * own folder, with retries, fail-fast and cancellation. Never throws for a task's sake: every task ends
 * with a status. Reports are written from the returned SuiteRun (see src/report/).
 */
export async function runSuite(options: SuiteOptions): Promise<SuiteRun> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const runId = options.runId ?? randomUUID();
  const emit = options.onEvent ?? (() => undefined);
  const signal = options.signal;
  const artifactsRoot = path.resolve(options.cwd, options.artifactsDir);
  const budget = retryBudget(options);
  const runs: TaskRun[] = options.tasks.map((task) => ({ task, attempts: [] }));

  let wake: () => void = () => undefined;
  const onAbort = () => wake();
  signal?.addEventListener("abort", onAbort);
  const untilAbort = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<undefined>((resolve) => {
        if (signal?.aborted) resolve(undefined);
        signal?.addEventListener("abort", () => resolve(undefined), { once: true });
      }),
    ]);

  // 1. Docker and the desktop images, once.
  let docker = options.docker;
  let images: ImageInfo[] = [];
  const preflightFailures = new Map<string, unknown>();
  if (options.preflight !== false && options.tasks.length > 0 && !signal?.aborted) {
    const preflight = (async () => {
      docker ??= await connectDocker();
      return ensureSuiteImages(docker, options.tasks, {
        prebuiltImage: options.prebuiltImage,
        log: (line) => emit({ type: "preflight", line }),
      });
    })().catch((error: unknown) => ({
      images: [],
      failures: new Map(options.tasks.map((t) => [t.id, error])),
    }));
    const prepared = await untilAbort(preflight);
    images = prepared?.images ?? [];
    for (const [id, error] of prepared?.failures ?? []) preflightFailures.set(id, error);
  }

  /** Where each task's desktop runs, decided once (a task that cannot be placed reports why when it runs). */
  const placements = new Map(
    options.tasks.map((task) => [task.id, placeSuiteTask(task, placementFlags(options))] as const),
  );
  /** What every run of a task is given, whatever its attempt. */
  const runOptionsOf = (task: SuiteTask) => ({
    taskFile: task.file,
    ...(task.loaded ? { loaded: task.loaded } : {}),
    ...(placements.get(task.id) ? { placement: placements.get(task.id)! } : {}),
    cwd: options.cwd,
    env: options.env,
    replay: options.replay,
    agent: options.agent,
    apiKeys: options.apiKeys,
    width: options.width,
    height: options.height,
    record: options.record,
    noNetwork: options.noNetwork,
    backend: options.backend,
    ...(options.ssh ? { ssh: options.ssh } : {}),
    paths: options.paths,
    repositoryRoot: options.repositoryRoot,
    prebuiltImage: options.prebuiltImage,
    noArtifacts: options.noArtifacts,
    artifactsTimeoutSecs: options.artifactsTimeoutSecs,
    artifactsExclude: options.artifactsExclude,
    docker,
    runId,
  });

  // 2. The warm pool: the next tasks' Docker desktops start while tasks run (the real pipeline only).
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const poolCapacity = warmPoolCapacity(concurrency);
  const pool =
    docker && options.warmDesktops !== false && !options.ssh && !options.runTask && poolCapacity > 0
      ? new DesktopPool(docker, { runId, capacity: poolCapacity, onTake: () => refillPool() })
      : undefined;
  const desktopSpecs = new Map<string, Promise<DockerSessionOptions | undefined>>();
  /**
   * The Docker desktop a task will start, for the pool; never one whose image is not here yet (the
   * preflight made the built-in ones sure; a task's own image is pulled or built by the task, not ahead).
   */
  const desktopOf = (task: SuiteTask) => {
    let spec = desktopSpecs.get(task.id);
    if (!spec) {
      const { app } = task.task;
      const placement = placements.get(task.id);
      spec =
        preflightFailures.has(task.id) || !docker || !task.loaded || !placement?.backend.warmSpec
          ? Promise.resolve(undefined)
          : imagePresent(docker, app.type === "docker_image" ? app.image : undefined).then((present) =>
              present
                ? warmSpecOfRun({
                    ...runOptionsOf(task),
                    loaded: task.loaded!,
                    placement,
                    outputDir: ".",
                    artifactsDir: ".",
                  })
                : undefined,
            );
      desktopSpecs.set(task.id, spec);
      // Not startable ahead yet (an OSWorld profile's image is built by its first task): asked again next time.
      void spec.then((known) => known || desktopSpecs.delete(task.id));
    }
    return spec;
  };
  let refills = 0;
  /** Tell the pool which desktops the next tasks and the running ones need (the latest call wins). */
  const refillPool = () => {
    if (!pool || stopStarting || signal?.aborted) return;
    const ticket = ++refills;
    const next = queue.slice(0, poolCapacity).map((job) => desktopOf(job.run.task));
    const running = [...active.keys()].map((job) => desktopOf(job.run.task));
    void Promise.all([Promise.all(next), Promise.all(running)]).then(([upcoming, now]) => {
      if (ticket !== refills || stopStarting || signal?.aborted) return;
      pool.want(upcoming.filter(isDefined), now.filter(isDefined));
    });
  };

  // 3. The tasks.
  interface Job {
    run: TaskRun;
    attempt: number;
    /** Retries used so far, each kind against its own budget. */
    used: RetriesUsed;
  }
  const queue: Job[] = runs.map((run) => ({ run, attempt: 1, used: NO_RETRIES_USED }));
  const active = new Map<Job, { promise: Promise<void>; started: number }>();
  const perBackend = new Map<DesktopBackend | undefined, number>();
  let finalized = false;
  let stopStarting = false;
  let failFastAfter: string | undefined;
  let done = 0;

  const runAttempt = async (job: Job): Promise<AttemptRun> => {
    const { task } = job.run;
    const folder = path.join(artifactsRoot, task.folder);
    if (job.attempt === 1) await clearEarlierRun(folder);
    await mkdir(folder, { recursive: true });
    emit({ type: "task-start", task, attempt: job.attempt });
    const redactor = taskRedactor(task, options.env, options.apiKeys ?? []);
    const logStream = createWriteStream(path.join(folder, RUN_LOG), { flags: "a" });
    logStream.on("error", () => undefined);
    const log = (line: string) => {
      const clean = redactor.redact(line);
      logStream.write(`${new Date().toISOString()} ${clean}\n`);
      emit({ type: "task-log", task, line: clean });
    };
    const attemptStarted = Date.now();
    let results: ResultsJson;
    let locations: RunLocations | undefined;
    const preflightError = preflightFailures.get(task.id);
    try {
      if (preflightError !== undefined) throw preflightError;
      const result = await (options.runTask ?? runTask)({
        ...runOptionsOf(task),
        outputDir: folder,
        artifactsDir: folder,
        ...(pool ? { desktops: pool } : {}),
        log,
        observer: options.observeTask?.(task, job.attempt),
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
      attempt: job.attempt,
      startedAt: new Date(attemptStarted).toISOString(),
      durationMs: Date.now() - attemptStarted,
      artifactsDir: folder,
      results,
      ...(locations ? { locations } : {}),
    };
  };

  /** The next job for a retry of this attempt, or undefined when its kind of retry is used up. */
  const retryOf = (job: Job, results: ResultsJson): Job | undefined => {
    const used = nextRetry(results, job.used, budget);
    return used ? { ...job, attempt: job.attempt + 1, used } : undefined;
  };
  const writeReviewOf = async (attempt: AttemptRun, file: string): Promise<string | undefined> =>
    options.reviews === false
      ? undefined
      : writeReview(
          attempt.artifactsDir,
          path.join(attempt.artifactsDir, REVIEW_PAGE),
          options.cwd,
          options.env,
          {
            file,
            location: attemptFailureLocation(attempt),
          },
        ).catch(() => undefined);

  const finishJob = async (job: Job, attempt: AttemptRun) => {
    if (finalized) return;
    const { run } = job;
    if (signal?.aborted && attempt.results.status !== "pass") {
      attempt.interrupted = true;
      attempt.results = interruptedResults(run.task.id, reasonOf(signal), attempt.durationMs);
    }
    run.attempts.push(attempt);
    const retry = signal?.aborted || stopStarting ? undefined : retryOf(job, attempt.results);
    if (retry) {
      // The next attempt needs the folder to itself; if the files cannot be moved, this attempt stands.
      const aside = await setAttemptAside(attempt.artifactsDir, job.attempt).catch(() => undefined);
      if (aside) {
        attempt.artifactsDir = aside;
        // Its evidence stays: a flaky task shows the attempt that failed beside the one that passed.
        if (!signal?.aborted) attempt.reviewFile = await writeReviewOf(attempt, run.task.file);
        queue.push(retry);
        const of = mostAttempts(budget); // at most: each kind of retry has its own budget
        emit({ type: "task-retry", task: run.task, ended: attempt, next: retry.attempt, of });
        return;
      }
    }
    if (!signal?.aborted) {
      attempt.reviewFile = await writeReviewOf(attempt, run.task.file);
      run.reviewFile = attempt.reviewFile;
    }
    if (finalized) return;
    done++;
    emit({ type: "task-end", run, done, total: runs.length });
    if (options.failFast && attempt.results.status !== "pass" && !stopStarting) {
      stopStarting = true;
      failFastAfter = run.task.id;
    }
  };

  const start = (job: Job, backend: DesktopBackend | undefined) => {
    perBackend.set(backend, (perBackend.get(backend) ?? 0) + 1);
    const promise = runAttempt(job)
      .then((attempt) => finishJob(job, attempt))
      .catch((error: unknown) =>
        emit({ type: "task-log", task: job.run.task, line: `suite error: ${String(error)}` }),
      )
      .finally(() => {
        active.delete(job);
        perBackend.set(backend, (perBackend.get(backend) ?? 1) - 1);
        wake();
      });
    active.set(job, { promise, started: Date.now() });
  };

  emit({ type: "start", total: runs.length, concurrency });
  const backendOf = (job: Job) => placements.get(job.run.task.id)?.backend;
  const backends = queue.map(backendOf).filter(isDefined);
  for (const line of capNotes(backends, concurrency)) emit({ type: "preflight", line });
  for (;;) {
    if (signal?.aborted) break;
    if (!stopStarting) {
      for (let i = 0; i < queue.length && active.size < concurrency;) {
        const job = queue[i]!;
        const backend = backendOf(job);
        if ((perBackend.get(backend) ?? 0) < (backend?.concurrency.limit ?? Number.POSITIVE_INFINITY)) {
          queue.splice(i, 1);
          start(job, backend);
        } else i++;
      }
    }
    if (active.size === 0 && (queue.length === 0 || stopStarting)) break;
    refillPool();
    await new Promise<void>((resolve) => (wake = resolve));
  }
  signal?.removeEventListener("abort", onAbort);
  const poolClosed = pool?.close();

  // 4. An interruption: cancel what runs by removing its desktops, wait for it (bounded), give up on the rest.
  let interrupted: string | undefined;
  if (signal?.aborted) {
    interrupted = reasonOf(signal);
    emit({ type: "interrupt", reason: interrupted, running: active.size });
    const giveUpAt = Date.now() + (options.interruptGraceMs ?? 15_000);
    const reap = () => reapDesktops({ runId, ...(docker ? { docker } : {}) });
    while (active.size > 0 && Date.now() < giveUpAt) {
      await reap();
      const running = Promise.allSettled([...active.values()].map((a) => a.promise));
      await Promise.race([running, delay(Math.min(500, Math.max(0, giveUpAt - Date.now())))]);
    }
    await reap();
  }
  await poolClosed;
  finalized = true;
  const now = Date.now();
  for (const [job, { started: jobStarted }] of active) {
    job.run.attempts.push({
      attempt: job.attempt,
      startedAt: new Date(jobStarted).toISOString(),
      durationMs: now - jobStarted,
      artifactsDir: path.join(artifactsRoot, job.run.task.folder),
      results: interruptedResults(job.run.task.id, interrupted ?? "user", now - jobStarted),
      interrupted: true,
    });
  }
  for (const run of runs) {
    if (run.attempts.length === 0) run.notRun = interrupted !== undefined ? "interrupted" : "fail-fast";
  }
  return {
    runId,
    startedAt,
    finishedAt: new Date(now).toISOString(),
    durationMs: now - started,
    concurrency,
    artifactsDir: artifactsRoot,
    tasks: runs,
    images,
    ...(interrupted !== undefined ? { interrupted } : {}),
    ...(failFastAfter !== undefined ? { failFastAfter } : {}),
  };
}

/** Whether the image is on this Docker host (true when there is none to check). */
async function imagePresent(docker: Docker, image: string | undefined): Promise<boolean> {
  if (image === undefined) return true;
  return docker
    .getImage(image)
    .inspect()
    .then(
      () => true,
      () => false,
    );
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function reasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  if (typeof reason === "string") return reason;
  if (reason instanceof Error && reason.name !== "AbortError") return reason.message;
  return "user";
}

/** Redacts the task's secrets (and the API key) from what the suite itself writes (the run log). */
function taskRedactor(task: SuiteTask, env: NodeJS.ProcessEnv, extra: string[]): Redactor {
  try {
    return resolveSecrets(task.task, env).redactor.with(extra);
  } catch {
    return new Redactor(extra); // a missing secret: the run pipeline reports it
  }
}

/** A folder left by an earlier run of the same task (or an empty one) is removed; anything else is kept. */
async function clearEarlierRun(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => undefined);
  if (!entries) return;
  if (entries.length === 0 || entries.some((e) => RUN_MARKERS.has(e) || ATTEMPT_FOLDER.test(e))) {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readResults(file: string): Promise<ResultsJson | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as ResultsJson;
  } catch {
    return undefined;
  }
}

function interruptedResults(testId: string, reason: string, durationMs: number): ResultsJson {
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

/** Where a suite task's desktop runs, or undefined when it cannot be placed (its run says why, as a configuration error). */
function placeSuiteTask(task: SuiteTask, flags: PlacementFlags): Placement | undefined {
  try {
    return placeTask(task.loaded ?? { task: task.task }, flags);
  } catch {
    return undefined;
  }
}
