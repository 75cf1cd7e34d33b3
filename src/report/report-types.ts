/**
 * report.json: one document per suite run (or shard) for the GitHub Action and the GitHub App.
 * Its JSON Schema is report-schema.json beside this file; the two change together, and
 * `report_version` changes with them: the minor number for additions, the major for anything else.
 *
 * Paths: `tasks[].file` is relative to the working folder the suite ran in (the repository root in
 * CI); every other path is relative to the folder report.json is in, with forward slashes.
 */
import type { CulpritKind } from "../artifacts/culprit.ts";
import type { ErrorCategory } from "../errors/desktest-error.ts";
import type { SourceSnippet } from "../util/failure-text.ts";
import type { DesktopEnvironment } from "../session/desktop-environment.ts";
import type { ImageInfo } from "./suite-run.ts";

export const REPORT_VERSION = "1.7";

export type ReportStatus = "pass" | "fail" | "error";
/** `flaky`: failed a check, then passed on a retry (added in 1.3); `skipped`: never ran. */
export type ReportTaskStatus = ReportStatus | "skipped" | "flaky";

export interface SuiteReport {
  report_version: typeof REPORT_VERSION;
  generator: { name: "desktest"; version: string };
  run: ReportRun;
  summary: ReportSummary;
  /** Every task of this shard, in suite order (by file path). */
  tasks: ReportTask[];
  /** Task files that were found but do not load (not run; `desktest validate` explains them). */
  skipped_files: { file: string; reason: string }[];
}

export interface ReportRun {
  /** Labels every desktop of the run (`desktest reap --run-id`). */
  id: string;
  /** error if any task errored or the run was interrupted, else fail if any failed, else pass. */
  status: ReportStatus;
  exit_code: number;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  /** What interrupted the run (`SIGTERM`, `SIGINT`), or null. */
  interrupted: string | null;
  /** With --fail-fast: the task whose result stopped the run, or null. */
  fail_fast_after: string | null;
  /** `heal` (added in 1.7): replays, healed by the agent where they diverged. */
  mode: "replay" | "agent" | "heal";
  provider: string | null;
  model: string | null;
  source: SourceInfo;
  ci: CiInfo | null;
  /** null when the run was not sharded. */
  shard: { index: number; count: number; strategy: ShardStrategy; suite_total: number } | null;
  concurrency: number;
  /** More runs of a task after an infrastructure error. */
  retries: number;
  /** More runs of a task after a test failure; agent runs only (added in 1.3). */
  retries_on_failure: number;
  /** retries_on_failure > 0. */
  retry_failures: boolean;
  fail_fast: boolean;
  filters: string[];
  runner: RunnerInfo;
  /** The desktop images the tasks ran in (tasks with their own docker_image are not listed). */
  images: ImageInfo[];
  resolution: { width: number; height: number };
  /**
   * The environments the tasks' screens were taken in (each once; tasks[].environment names one):
   * empty when no task reached its desktop, or the report predates 1.6 (added in 1.6).
   */
  environments: ReportEnvironment[];
  /** The other outputs, relative to this report's folder. */
  paths: { artifacts_dir: string; suite_results: string; junit: string; html: string };
}

/** A desktop's environment (see DesktopEnvironment) and its id, as report.json carries it. */
export interface ReportEnvironment extends DesktopEnvironment {
  id: string;
}

export interface ReportSummary {
  total: number;
  passed: number;
  failed: number;
  errors: number;
  skipped: number;
  /** Failed a check, then passed on a retry (status flaky). */
  flaky: number;
  /** Tasks quarantined by `.github/desktest.yml` (added in 1.3). */
  quarantined: number;
  /** Sum of every task's duration (all attempts); the wall time is run.duration_ms. */
  task_time_ms: number;
  usage: ReportUsage;
  /** Heal mode: how many tasks replayed clean, were healed, failed, and what healing cost; null otherwise (added in 1.7). */
  heal: ReportHealSummary | null;
}

/** A heal-mode suite's tally ("N tasks replayed, M healed (cost $x), K failed"). */
export interface ReportHealSummary {
  /** Replayed clean and passed: no LLM call. */
  replayed: number;
  healed: number;
  /** Replayed clean, yet a check failed. */
  failed_product: number;
  /** Diverged and not healed. */
  failed_not_healed: number;
  llm_calls: number;
  /** What healing cost; null when a provider gave no price. */
  cost_usd: number | null;
}

/** A heal-mode task's outcome (results.json's `outcome`). */
export type ReportOutcome = "pass" | "healed" | "fail_product" | "fail_not_healed";

/** How a heal-mode task's replay diverged and what the agent did (results.json's `heal`). */
export interface ReportHeal {
  diverged_at_step: number;
  /** Why (at most 1000 characters, one line). */
  divergence: string;
  replayed_steps: number;
  healed_steps: number;
  llm_calls: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number | null;
  duration_ms: number;
  agent_ending: string;
  /** The diverging step's recorded screen and the actual one; null when there was none. */
  expected_screen: string | null;
  actual_screen: string | null;
  /** The agent's steps (at most HEAL_STEPS_LIMIT): what it did instead. */
  new_steps: { step: number; thought: string; screenshot: string | null }[];
  /** A healed task's updated replay; null otherwise. */
  updated_replay: ReportUpdatedReplay | null;
}

/** The most agent steps `heal.new_steps` lists. */
export const HEAL_STEPS_LIMIT = 100;

export interface ReportUpdatedReplay {
  script: string;
  diff: string;
  screenshots_dir: string | null;
  /** The task's script and screens folder it replaces, relative to the suite's working folder (as `file`). */
  replaces: string;
  replaces_screenshots_dir: string | null;
}

/** LLM usage; every field null when nothing reported it (replay runs use no LLM). */
export interface ReportUsage {
  input_tokens: number | null;
  output_tokens: number | null;
  cost_usd: number | null;
}

export interface ReportTask {
  id: string;
  file: string;
  /** The task's instruction, cut to 1000 characters. */
  instruction: string;
  /** `metadata.tags` of the task, when it has string tags. */
  tags: string[];
  app_type: string;
  status: ReportTaskStatus;
  /** test_failure for fail; config_error, infra_error or agent_error for error; null otherwise. */
  error_category: ErrorCategory | null;
  /**
   * Why it did not pass: the whole error detail on one line, newlines shown as ⏎ (since 1.4; before, its
   * first line), at most 1000 characters, redacted; null when it passed.
   */
  reason: string | null;
  /** The full error_detail of the last attempt (redacted, at most 4000 characters), or null. */
  detail: string | null;
  /**
   * Whose fault it is that the task did not pass, as its run decided (results.json's culprit: product,
   * test, agent or environment), with the evidence and a failed replay script's error output; null when it
   * passed, never ran, or its run predates 1.5 (added in 1.5).
   */
  culprit: ReportCulprit | null;
  /** Heal mode: pass, healed, fail_product or fail_not_healed; null otherwise (added in 1.7). */
  outcome: ReportOutcome | null;
  /** Heal mode, when the replay diverged; null otherwise (added in 1.7). */
  heal: ReportHeal | null;
  /** status is flaky: failed a check, then passed on a retry. */
  flaky: boolean;
  /** Quarantined by `.github/desktest.yml`: reported, but its failure does not fail the run (added in 1.3). */
  quarantined: boolean;
  /** All attempts together, as measured by the suite. */
  duration_ms: number;
  /** Agent steps, or trajectory entries for a replay; null when the task never reached its desktop. */
  steps: number | null;
  /** OSWorld tasks: the score in [0, 1] (pass means 1); null for desktest tasks (added in 1.1). */
  score: number | null;
  usage: ReportUsage;
  /** The last attempt's metric results (expected/actual/detail cut to 2000 characters each). */
  metrics: ReportMetric[];
  attempts: ReportAttempt[];
  /** The last attempt's files; null when the task never ran. */
  artifacts: ReportArtifacts | null;
  /** The last attempt's screenshot of each trajectory step that has one. */
  screenshots: { step: number; path: string; result: string }[];
  /**
   * Where the failure points in the task file: the first failing metric, or the configuration error's
   * position; null when the task passed or the position is unknown (added in 1.2).
   */
  location: ReportLocation | null;
  /**
   * The trajectory step where the task went wrong: the first step whose action failed; null when it
   * passed, has no trajectory, or no step failed (the final check did; before 1.4 the last step then).
   */
  failed_step: number | null;
  /**
   * The id of the environment (in run.environments) the task's last attempt ran in; null when it never
   * reached its desktop, the desktop could not say, or the report predates 1.6 (added in 1.6).
   */
  environment: string | null;
  /**
   * A task that failed or errored: the last attempt's time and cost of each step (its last
   * STEP_TIMES_LIMIT steps), cost null in a replay; absent otherwise (added in 1.3).
   */
  step_times?: ReportStepTime[];
}

/** A task's culprit (see culprit.ts). */
export interface ReportCulprit {
  kind: CulpritKind;
  /** The fact that decided it, on one line, at most 500 characters. */
  evidence: string;
  /** A failed replay script's last lines of error output (at most 2000 characters), or null. */
  stderr_tail: string | null;
}

/** The most steps `step_times` keeps (the last ones). */
export const STEP_TIMES_LIMIT = 100;

/** One trajectory step's time and cost. */
export interface ReportStepTime {
  step: number;
  /** The whole step, from asking the model to the next observation; null when not measured. */
  duration_ms: number | null;
  /** The LLM's cost for the step; null in a replay or when the provider gives no price. */
  cost_usd: number | null;
}

export interface ReportMetric {
  metric: string;
  passed: boolean;
  expected: string;
  actual: string;
  detail: string;
  /** Where the metric is in the task file (added in 1.2). */
  location: ReportLocation | null;
}

/** A 1-based position in a task file (`tasks[].file`). */
export interface ReportLocation {
  line: number;
  column: number;
  /** The task file's lines around `line` (added in 1.4). */
  snippet?: SourceSnippet;
}

export interface ReportAttempt {
  attempt: number;
  status: ReportStatus;
  error_category: ErrorCategory | null;
  reason: string | null;
  started_at: string;
  duration_ms: number;
  /** An interruption cut the attempt short. */
  interrupted: boolean;
  artifacts_dir: string;
  /** Its results.json, when written. */
  results: string | null;
  /** Its review page and final screen, when written (added in 1.3). */
  review: string | null;
  final_screenshot: string | null;
}

export interface ReportArtifacts {
  dir: string;
  results: string | null;
  /** The review page (`desktest review`), self-contained. */
  review: string | null;
  /** `final.png`: the screen after the evaluation. */
  final_screenshot: string | null;
  trajectory: string | null;
  recording: string | null;
  /** The run pipeline's progress lines. */
  log: string | null;
  /** The effective task (secrets redacted). */
  task: string | null;
}

/** Which commit was tested, from GitHub Actions' environment or else from git (best effort). */
export interface SourceInfo {
  /** The commit checked out and tested (GITHUB_SHA: a pull request's merge commit). */
  commit: string | null;
  /** A pull request's head commit, the one a check run belongs to (from the event payload). */
  head_sha: string | null;
  ref: string | null;
  repository: string | null;
  pull_request: number | null;
  origin: "github" | "git" | null;
}

export interface CiInfo {
  provider: "github";
  run_id: string | null;
  run_attempt: number | null;
  workflow: string | null;
  job: string | null;
  server_url: string | null;
}

export interface RunnerInfo {
  os: NodeJS.Platform;
  os_release: string;
  arch: string;
  node: string;
  cpus: number;
  memory_bytes: number;
  /** RUNNER_NAME on GitHub Actions. */
  name: string | null;
}

/** How the suite's tasks were split over shards. */
export type ShardStrategy = "hash" | "timings";

/** Recorded durations in milliseconds, by task id. */
