import { access } from "node:fs/promises";
import path from "node:path";
import type { Redactor } from "../secrets/redactor.ts";
import { EVIDENCE_LIMIT, type Culprit } from "../artifacts/culprit.ts";
import type { HealSummary } from "../artifacts/results-json.ts";
import { firstFailedStep, readTrajectory, type TrajectoryEntry } from "../artifacts/trajectory.ts";
import { STDERR_TAIL_LIMIT } from "../evaluate/replay/replay-failure.ts";
import type { SourceLocation } from "../errors/desktest-error.ts";
import { ExitCode } from "../errors/exit-code.ts";
import {
  REPORT_VERSION,
  STEP_TIMES_LIMIT,
  type ReportStepTime,
  type ReportAttempt,
  type ReportCulprit,
  type ReportEnvironment,
  type ReportHeal,
  type ReportHealSummary,
  HEAL_STEPS_LIMIT,
  type ReportLocation,
  type ReportStatus,
  type ReportTask,
  type ReportUsage,
  type SuiteReport,
} from "./report-types.ts";
import { environmentId } from "../session/desktop-environment.ts";
import { toPosix } from "../util/posix-path.ts";
import { oneLineReason, REASON_LIMIT } from "../util/failure-text.ts";
import {
  type SkippedFile,
  REVIEW_PAGE,
  RUN_LOG,
  taskStatus,
  type SuiteRun,
  type TaskRun,
} from "./suite-run.ts";
import type { CiInfo, RunnerInfo, SourceInfo, ShardStrategy } from "./report-types.ts";
import { cutText as cut } from "../util/cut-text.ts";
import { isQuarantined } from "./quarantine.ts";

/** The file names the suite writes into its output folder. */
export const REPORT_FILES = {
  report: "report.json",
  suiteResults: "suite-results.json",
  junit: "junit.xml",
  html: "report.html",
} as const;

/** What the report says about the run beyond what the run itself knows. */
export interface ReportContext {
  /** Absolute folder report.json goes into: every path in the report is relative to it. */
  outputDir: string;
  version: string;
  mode: "replay" | "agent" | "heal";
  provider?: string;
  model?: string;
  shard?: { index: number; count: number; strategy: ShardStrategy; suiteTotal: number };
  retries: number;
  /** More runs after a test failure (agent runs; the suite ran with it). */
  retriesOnFailure: number;
  /** `.github/desktest.yml`'s quarantine entries: those tasks do not fail the run (see quarantine.ts). */
  quarantine?: readonly string[];
  failFast: boolean;
  filters: string[];
  width: number;
  height: number;
  source: SourceInfo;
  ci: CiInfo | null;
  runner: RunnerInfo;
  skippedFiles: SkippedFile[];
  /**
   * Removes the suite's secrets and API keys from every string of the reports (a task file may hold one
   * literally, in its instruction or a check; the per-task results are redacted already).
   */
  redactor?: Redactor;
}

const LIMITS = { reason: REASON_LIMIT, detail: 4000, metricText: 2000, instruction: 1000 };

/**
 * The reference's suite exit code (any error → 3, else any fail → 1, else 0); an interruption is 3.
 * A flaky task counts as passed; a quarantined task does not count.
 */
export function suiteExitCode(run: SuiteRun, quarantine: readonly string[] = []): ExitCode {
  const statuses = run.tasks.filter((t) => !isQuarantined(t.task.id, quarantine)).map(taskStatus);
  if (run.interrupted !== undefined || statuses.includes("error")) return ExitCode.infra;
  if (statuses.includes("fail")) return ExitCode.fail;
  return ExitCode.pass;
}

export async function buildReport(run: SuiteRun, context: ReportContext): Promise<SuiteReport> {
  const rel = (file: string) => toPosix(path.relative(context.outputDir, file)) || ".";
  const quarantine = context.quarantine ?? [];
  const tasks = await Promise.all(
    run.tasks.map(async (task) => ({
      ...(await reportTask(task, run, rel)),
      quarantined: isQuarantined(task.task.id, quarantine),
    })),
  );
  const count = (status: string) => tasks.filter((t) => t.status === status).length;
  const exitCode = suiteExitCode(run, quarantine);
  const status: ReportStatus =
    exitCode === ExitCode.pass ? "pass" : exitCode === ExitCode.fail ? "fail" : "error";
  return {
    report_version: REPORT_VERSION,
    generator: { name: "desktest", version: context.version },
    run: {
      id: run.runId,
      status,
      exit_code: exitCode,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      duration_ms: run.durationMs,
      interrupted: run.interrupted ?? null,
      fail_fast_after: run.failFastAfter ?? null,
      mode: context.mode,
      provider: context.provider ?? null,
      model: context.model ?? null,
      source: context.source,
      ci: context.ci,
      shard: context.shard
        ? {
            index: context.shard.index,
            count: context.shard.count,
            strategy: context.shard.strategy,
            suite_total: context.shard.suiteTotal,
          }
        : null,
      concurrency: run.concurrency,
      retries: context.retries,
      retries_on_failure: context.retriesOnFailure,
      retry_failures: context.retriesOnFailure > 0,
      fail_fast: context.failFast,
      filters: context.filters,
      runner: context.runner,
      images: run.images,
      resolution: { width: context.width, height: context.height },
      environments: reportEnvironments(run),
      paths: {
        artifacts_dir: rel(run.artifactsDir),
        suite_results: REPORT_FILES.suiteResults,
        junit: REPORT_FILES.junit,
        html: REPORT_FILES.html,
      },
    },
    summary: {
      total: tasks.length,
      passed: count("pass"),
      failed: count("fail"),
      errors: count("error"),
      skipped: count("skipped"),
      flaky: count("flaky"),
      quarantined: tasks.filter((t) => t.quarantined).length,
      task_time_ms: tasks.reduce((sum, t) => sum + t.duration_ms, 0),
      usage: addUsage(tasks.map((t) => t.usage)),
      heal: context.mode === "heal" ? healTally(tasks) : null,
    },
    tasks,
    skipped_files: context.skippedFiles,
  };
}

async function reportTask(
  taskRun: TaskRun,
  run: SuiteRun,
  rel: (file: string) => string,
): Promise<Omit<ReportTask, "quarantined">> {
  const { task } = taskRun.task;
  const last = taskRun.attempts.at(-1);
  const status = taskStatus(taskRun);
  const base = {
    id: task.id,
    file: taskRun.task.file,
    instruction: cut(task.instruction, LIMITS.instruction),
    tags: tagsOf(task.metadata),
    app_type: task.app.type,
    status,
  };
  if (!last) {
    const why =
      taskRun.notRun === "interrupted"
        ? `Not run: the suite was interrupted (${run.interrupted ?? "user"})`
        : `Not run: --fail-fast stopped the suite after '${run.failFastAfter ?? "?"}' did not pass`;
    return {
      ...base,
      error_category: null,
      reason: why,
      detail: null,
      culprit: null,
      environment: null,
      outcome: null,
      heal: null,
      flaky: false,
      duration_ms: 0,
      steps: null,
      score: null,
      usage: { input_tokens: null, output_tokens: null, cost_usd: null },
      metrics: [],
      attempts: [],
      artifacts: null,
      screenshots: [],
      location: null,
      failed_step: null,
    };
  }

  const dir = last.artifactsDir;
  const file = async (name: string) =>
    (await exists(path.join(dir, name))) ? rel(path.join(dir, name)) : null;
  const trajectoryFile = path.join(dir, "trajectory.jsonl");
  const trajectory = (await exists(trajectoryFile))
    ? await readTrajectory(trajectoryFile).catch(() => [] as TrajectoryEntry[])
    : undefined;
  const screenshots: ReportTask["screenshots"] = [];
  for (const entry of trajectory ?? []) {
    const name = entry.screenshot_path;
    if (!name || path.isAbsolute(name) || name.includes("..")) continue;
    const shot = await file(name);
    if (shot) screenshots.push({ step: entry.step, path: shot, result: String(entry.result) });
  }
  const attempts: ReportAttempt[] = await Promise.all(
    taskRun.attempts.map(async (a) => ({
      attempt: a.attempt,
      status: a.results.status,
      error_category: a.results.error_category ?? null,
      reason: a.results.status === "pass" ? null : shortReason(a.results.error_detail),
      started_at: a.startedAt,
      duration_ms: a.durationMs,
      interrupted: a.interrupted === true,
      artifacts_dir: rel(a.artifactsDir),
      results: (await exists(path.join(a.artifactsDir, "results.json")))
        ? rel(path.join(a.artifactsDir, "results.json"))
        : null,
      review: a.reviewFile ? rel(a.reviewFile) : null,
      final_screenshot: (await exists(path.join(a.artifactsDir, "final.png")))
        ? rel(path.join(a.artifactsDir, "final.png"))
        : null,
    })),
  );
  const results = last.results;
  const passed = results.status === "pass";
  const metrics = results.metric_results.map((m, i) => ({
    metric: m.metric,
    passed: m.passed,
    expected: cut(String(m.expected), LIMITS.metricText),
    actual: cut(String(m.actual), LIMITS.metricText),
    detail: cut(String(m.detail), LIMITS.metricText),
    location: reportLocation(last.locations?.metrics[i], taskRun.task.file),
  }));
  return {
    ...base,
    error_category: passed ? null : (results.error_category ?? null),
    reason: passed ? null : shortReason(results.error_detail),
    detail: passed || !results.error_detail ? null : cut(results.error_detail, LIMITS.detail),
    culprit: passed || !results.culprit ? null : reportCulprit(results.culprit),
    environment: results.environment ? environmentId(results.environment) : null,
    outcome: results.outcome ?? null,
    heal: results.heal ? await reportHeal(results.heal, trajectory ?? [], dir, rel) : null,
    flaky: status === "flaky",
    duration_ms: taskRun.attempts.reduce((sum, a) => sum + a.durationMs, 0),
    steps: results.agent_verdict?.steps ?? trajectory?.length ?? null,
    score: results.score ?? null,
    usage: usageOf(trajectory ?? []),
    metrics,
    attempts,
    artifacts: {
      dir: rel(dir),
      results: attempts.at(-1)!.results,
      review: taskRun.reviewFile ? rel(taskRun.reviewFile) : await file(REVIEW_PAGE),
      final_screenshot: await file("final.png"),
      trajectory: trajectory ? rel(trajectoryFile) : null,
      recording: await file("recording.mp4"),
      log: await file(RUN_LOG),
      task: await file("task.json"),
    },
    screenshots,
    location: passed
      ? null
      : (metrics.find((m) => !m.passed && m.location)?.location ??
        reportLocation(last.locations?.error, taskRun.task.file)),
    failed_step: passed ? null : firstFailedStep(trajectory),
    ...(passed || !trajectory ? {} : { step_times: stepTimes(trajectory) }),
  };
}

/** Most environments a report lists (a suite has a handful: one per image and backend). */
const ENVIRONMENTS_LIMIT = 100;

/** The environments the tasks' last attempts ran in, each once, in the order of the tasks. */
function reportEnvironments(run: SuiteRun): ReportEnvironment[] {
  const byId = new Map<string, ReportEnvironment>();
  for (const taskRun of run.tasks) {
    const environment = taskRun.attempts.at(-1)?.results.environment;
    if (!environment || byId.size >= ENVIRONMENTS_LIMIT) continue;
    const id = environmentId(environment);
    if (!byId.has(id)) byId.set(id, { id, ...environment });
  }
  return [...byId.values()];
}

/** A heal-mode suite's tally from its tasks' outcomes and heals. */
function healTally(tasks: readonly Pick<ReportTask, "outcome" | "heal">[]): ReportHealSummary {
  const count = (outcome: ReportTask["outcome"]) => tasks.filter((t) => t.outcome === outcome).length;
  const heals = tasks.flatMap((t) => (t.heal ? [t.heal] : []));
  return {
    replayed: count("pass"),
    healed: count("healed"),
    failed_product: count("fail_product"),
    failed_not_healed: count("fail_not_healed"),
    llm_calls: heals.reduce((sum, h) => sum + h.llm_calls, 0),
    cost_usd: heals.some((h) => h.llm_calls > 0 && h.cost_usd === null)
      ? null
      : heals.reduce((sum, h) => sum + (h.cost_usd ?? 0), 0),
  };
}

/**
 * results.json's `heal` as the report carries it: bounded, its files relative to the report (and only
 * files inside the task's folder), the agent's steps from the trajectory (numbered on from the divergence).
 */
async function reportHeal(
  heal: HealSummary,
  trajectory: readonly TrajectoryEntry[],
  dir: string,
  rel: (file: string) => string,
): Promise<ReportHeal> {
  const inside = async (name: string | undefined) => {
    if (!name || path.isAbsolute(name) || name.split(/[\\/]/).includes("..")) return null;
    return (await exists(path.join(dir, name))) ? rel(path.join(dir, name)) : null;
  };
  const updated = heal.updated_replay;
  const newSteps = trajectory.filter((e) => e.step >= heal.diverged_at_step);
  const script = updated ? await inside(updated.script) : null;
  const diff = updated ? await inside(updated.diff) : null;
  return {
    diverged_at_step: heal.diverged_at_step,
    divergence: oneLineReason(heal.divergence) ?? "",
    replayed_steps: heal.replayed_steps,
    healed_steps: heal.healed_steps,
    llm_calls: heal.llm_calls,
    input_tokens: heal.input_tokens,
    output_tokens: heal.output_tokens,
    cost_usd: heal.cost_usd ?? null,
    duration_ms: heal.duration_ms,
    agent_ending: heal.agent_ending,
    expected_screen: await inside(heal.expected_screen),
    actual_screen: await inside(heal.actual_screen),
    new_steps: await Promise.all(
      newSteps.slice(0, HEAL_STEPS_LIMIT).map(async (e) => ({
        step: e.step,
        thought: cut(e.thought ?? "", LIMITS.metricText),
        screenshot: await inside(e.screenshot_path),
      })),
    ),
    updated_replay:
      updated && script && diff
        ? {
            script,
            diff,
            screenshots_dir: updated.screenshots_dir ? await inside(updated.screenshots_dir) : null,
            replaces: cut(updated.replaces, 4096),
            replaces_screenshots_dir: updated.replaces_screenshots_dir
              ? cut(updated.replaces_screenshots_dir, 4096)
              : null,
          }
        : null,
  };
}

/** A run's culprit as the report carries it, bounded as its schema says. */
function reportCulprit(culprit: Culprit): ReportCulprit {
  return {
    kind: culprit.kind,
    evidence: cut(culprit.evidence, EVIDENCE_LIMIT),
    stderr_tail: culprit.stderr_tail ? cut(culprit.stderr_tail, STDERR_TAIL_LIMIT) : null,
  };
}

/** Each step's time and cost, the last STEP_TIMES_LIMIT steps. */
function stepTimes(trajectory: readonly TrajectoryEntry[]): ReportStepTime[] {
  return trajectory.slice(-STEP_TIMES_LIMIT).map((e) => ({
    step: e.step,
    duration_ms: typeof e.timings?.step_ms === "number" ? Math.max(0, Math.round(e.timings.step_ms)) : null,
    cost_usd: typeof e.usage?.cost_usd === "number" ? e.usage.cost_usd : null,
  }));
}

/** A run location as the report carries it: a line and column in the task's own file, else null. */
function reportLocation(
  location: SourceLocation | null | undefined,
  taskFile: string,
): ReportLocation | null {
  if (!location?.line) return null;
  if (
    location.file &&
    toPosix(location.file) !== taskFile &&
    !toPosix(location.file).endsWith(`/${taskFile}`)
  ) {
    return null;
  }
  return {
    line: location.line,
    column: location.column ?? 1,
    ...(location.snippet ? { snippet: location.snippet } : {}),
  };
}

/** The whole error detail on one line, its newlines shown as ⏎, cut to REASON_LIMIT characters. */
export function shortReason(detail: string | undefined): string | null {
  return oneLineReason(detail, LIMITS.reason);
}

function tagsOf(metadata: unknown): string[] {
  const tags = (metadata as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
}

function usageOf(entries: readonly TrajectoryEntry[]): ReportUsage {
  return addUsage(
    entries.map((e) => ({
      input_tokens: e.usage?.input_tokens ?? null,
      output_tokens: e.usage?.output_tokens ?? null,
      cost_usd: e.usage?.cost_usd ?? null,
    })),
  );
}

/** Field-wise sums; a field stays null when no part reported it. */
function addUsage(parts: readonly ReportUsage[]): ReportUsage {
  const sum = (key: keyof ReportUsage) => {
    const known = parts.map((p) => p[key]).filter((v): v is number => typeof v === "number");
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  };
  const cost = sum("cost_usd");
  return {
    input_tokens: sum("input_tokens"),
    output_tokens: sum("output_tokens"),
    cost_usd: cost === null ? null : Math.round(cost * 1e6) / 1e6,
  };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
