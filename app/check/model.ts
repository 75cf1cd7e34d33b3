import type {
  ReportCulprit,
  ReportHeal,
  ReportLocation,
  ReportOutcome,
  ReportTaskStatus,
  ReportUpdatedReplay,
} from "../../src/app-surface.ts";
import type { Comparison } from "../diff/image-diff.ts";
import type { IgnoredShown } from "../diff/ignore-regions.ts";
import type { FlakyLately } from "../history/flaky-lately.ts";
import type { BaselineChoice, BaselineRun } from "../github/baseline.ts";
import type { BaseOutcome } from "./base-comparison.ts";
import type { PullRequestInfo, WorkflowRunInfo } from "../github/types.ts";

/** One compared screenshot (a task's final screen or one replay step's): the comparison as stored. */
export interface ShotResult extends Omit<Comparison, "headPixelHash" | "changeFingerprint" | "pixels"> {
  /** `final` or the step number. */
  shot: "final" | number;
  /** What an approval of this change is bound to (task, shot, head pixels); null when unchanged. */
  approvalKey: string | null;
  /** The change's fingerprint (see changeFingerprint); null when unchanged, absent in older checks. */
  fingerprint?: string | null;
  /** Object-store keys of the images drawn for this change. */
  images: {
    overlay?: string;
    sideBySide?: string;
    /** The baseline's and this run's crops around the change (the review page's views; absent in older checks). */
    base?: string;
    head?: string;
  };
  /** The regions left out of the comparison and why (absent when none, and in checks stored by older versions). */
  ignored?: IgnoredShown[];
}

export type VisualStatus =
  /** Every compared screenshot matches the baseline. */
  | "unchanged"
  /** At least one screenshot changed. */
  | "changed"
  /** The baseline run has no such task (a new task). */
  | "new-task"
  /** This run has no final screenshot for the task. */
  | "no-screenshot"
  /** The baseline task has no screenshot to compare with. */
  | "no-baseline-screenshot"
  /** There is no baseline run at all, or comparison is switched off. */
  | "not-compared"
  /**
   * The baseline's screens were taken in another environment (fonts, scale, locale…): not compared,
   * or compared for information only (`visual.other_environment`); nothing to approve.
   */
  | "other-environment"
  /** The images could not be decoded. */
  | "error";

export interface TaskVisual {
  status: VisualStatus;
  final: ShotResult | null;
  stepsCompared: number;
  stepsChanged: number;
  /** The first replay step whose screen diverged from the baseline's. */
  firstDivergedStep: ShotResult | null;
  /** Every changed shot's approval key. */
  changeKeys: string[];
  /**
   * Every changed shot: its approval key, its change's fingerprint (the same change in other tasks and
   * steps has the same one: grouped, approved once) and whether it is approved. Absent in older checks.
   */
  changes?: ShotChange[];
  /** All changes of this task are approved (now or by an earlier approval that still applies). */
  accepted: boolean;
  /** How the baseline's environment differs from this run's (status other-environment). */
  environment?: EnvironmentMismatch | null;
  /** Who approved this task's changes on its own (`/desktest approve <task>` or its button), if anyone. */
  approvedBy?: string | null;
  error: string | null;
}

export interface EnvironmentMismatch {
  /** What differs, in words: `fonts differ: 3 added (…)`. */
  differences: string[];
  /** Each environment on one line. */
  baseline: string;
  head: string;
}

export interface ShotChange {
  shot: "final" | number;
  key: string;
  fingerprint: string;
  accepted: boolean;
}

export interface TaskResult {
  id: string;
  file: string;
  status: ReportTaskStatus;
  errorCategory: string | null;
  reason: string | null;
  detail: string | null;
  flaky: boolean;
  /** Quarantined by `.github/desktest.yml` on the default branch: shown, but never fails the check. */
  quarantined?: boolean;
  /** The attempts before the last (a flaky task's failed one), with their own evidence. */
  earlierAttempts?: EarlierAttempt[];
  durationMs: number;
  steps: number | null;
  costUsd: number | null;
  shard: string;
  failingMetrics: {
    metric: string;
    expected: string;
    actual: string;
    detail: string;
    /** Where the metric is in the task file (absent in checks stored by older versions). */
    location?: ReportLocation | null;
  }[];
  /** Where the failure points in the task file (absent in checks stored by older versions). */
  location?: ReportLocation | null;
  /** The trajectory step where the task went wrong (absent in checks stored by older versions). */
  failedStep?: number | null;
  /** Whose fault it is that it did not pass, with the evidence (absent in checks stored by older versions). */
  culprit?: ReportCulprit | null;
  /** Heal mode: pass, healed, fail_product or fail_not_healed (absent in other modes and older checks). */
  outcome?: ReportOutcome | null;
  /** Heal mode, when its replay diverged: report.json's heal, with the stored expected and actual screens. */
  heal?: (ReportHeal & { expectedKey: string | null; actualKey: string | null }) | null;
  /** A failed or errored task's time and cost per step (report.json's step_times; at most 100). */
  stepTimes?: { step: number; durationMs: number | null; costUsd: number | null }[];
  lastThought: string | null;
  /** Object-store keys: the task's own review page and its final screenshot (failing or changed tasks). */
  reviewKey: string | null;
  finalScreenshotKey: string | null;
  visual: TaskVisual;
  /**
   * The task in the base branch's latest run that has it (see base-comparison.ts): null when no run
   * on the base branch has it; absent in checks stored by older versions.
   */
  base?: BaseOutcome | null;
  /** This result comes from an earlier run of the same commit (a filtered re-run did not include it). */
  fromEarlierRun: boolean;
}

export interface EarlierAttempt {
  attempt: number;
  status: string;
  reason: string | null;
  /** Object-store keys of the attempt's review page and final screen, when stored. */
  reviewKey: string | null;
  finalScreenshotKey: string | null;
}

export interface CheckModel {
  version: 1;
  owner: string;
  repo: string;
  checkName: string;
  headSha: string;
  run: WorkflowRunInfo;
  pullRequests: PullRequestInfo[];
  mode: "replay" | "agent" | "heal" | "mixed";
  shards: { name: string; artifactId: number; status: string }[];
  missingShards: number[];
  interrupted: string[];
  filters: string[];
  tasks: TaskResult[];
  skippedFiles: { file: string; reason: string }[];
  baseline: Omit<BaselineChoice, "artifacts"> & { comparedTasks: number };
  visual: { enabled: boolean; block: boolean; threshold: number };
  /**
   * The base branch's latest run (whatever its outcome) the task outcomes are compared with, newest on
   * the ancestry of the merge base; run null when there is none. Absent in checks stored by older versions.
   */
  baseRun?: { branch: string; run: BaselineRun | null; gaveUp?: string | null };
  /** Artifacts with the trajectories, linked from the check. */
  trajectoryArtifacts: { name: string; id: number }[];
  /** Problems in .github/desktest.yml and other notes shown in the check. */
  notes: string[];
  /** Who approved the visual changes of this run, if anyone did. */
  approvedBy: string | null;
  /** Tasks flaky in the latest runs of this suite the app has seen (absent in checks stored by older versions). */
  flakyLately?: FlakyLately;
  processedAt: string;
}

export type Conclusion = "success" | "failure" | "action_required";

export interface CheckCounts {
  total: number;
  passed: number;
  failed: number;
  errors: number;
  skipped: number;
  flaky: number;
  /** Quarantined tasks that failed or errored (they do not fail the check). */
  quarantinedFailing: number;
  /** Failures and errors (counted in failed/errors) whose culprit is the runner, not the app. */
  runnerProblems: number;
  visualChanged: number;
  visualAccepted: number;
  visualPending: number;
  costUsd: number | null;
  durationMs: number;
}

/** A task that did not pass: failed or errored (flaky tasks passed on their last attempt). */
export function isFailing(task: Pick<TaskResult, "status">): boolean {
  return task.status === "fail" || task.status === "error";
}

/** A healed task of the check with its updated replay. */
export type HealedTask = TaskResult & {
  heal: NonNullable<TaskResult["heal"]> & { updated_replay: ReportUpdatedReplay };
};

/**
 * A task of this run (not one carried over from an earlier run, whose artifact is another run's) that
 * healed and has an updated replay: what **Update replay** commits.
 */
export function hasUpdatedReplay(task: TaskResult): task is HealedTask {
  return task.outcome === "healed" && !task.fromEarlierRun && Boolean(task.heal?.updated_replay);
}

/** A screen change that may be approved: only a task that did not fail offers its screen for approval. */
export function canApprove(task: Pick<TaskResult, "status" | "visual">): boolean {
  return task.visual.status === "changed" && !isFailing(task) && task.status !== "skipped";
}

export function countTasks(model: CheckModel): CheckCounts {
  const by = (status: string) => model.tasks.filter((t) => t.status === status).length;
  /** Failures and errors that count: a quarantined task's never fails the check. */
  const counting = (status: string) =>
    model.tasks.filter((t) => t.status === status && t.quarantined !== true).length;
  const changed = model.tasks.filter((t) => t.visual.status === "changed");
  const costs = model.tasks.map((t) => t.costUsd).filter((c): c is number => c !== null);
  return {
    total: model.tasks.length,
    passed: by("pass"),
    failed: counting("fail"),
    errors: counting("error"),
    skipped: by("skipped"),
    flaky: by("flaky"),
    quarantinedFailing: model.tasks.filter(
      (t) => t.quarantined === true && (t.status === "fail" || t.status === "error"),
    ).length,
    runnerProblems: model.tasks.filter(
      (t) =>
        t.quarantined !== true &&
        (t.status === "fail" || t.status === "error") &&
        t.culprit?.kind === "environment",
    ).length,
    visualChanged: changed.length,
    visualAccepted: changed.filter((t) => t.visual.accepted).length,
    visualPending: changed.filter((t) => !t.visual.accepted && canApprove(t)).length,
    costUsd: costs.length ? costs.reduce((a, b) => a + b, 0) : null,
    durationMs: model.tasks.reduce((sum, t) => sum + t.durationMs, 0),
  };
}

/**
 * failure when a task that is not quarantined failed or errored, a shard is missing or was interrupted, or no task ran;
 * action_required when the only problems are visual changes waiting for approval (and the repository
 * lets them block); success otherwise.
 */
export function conclusionOf(model: CheckModel): Conclusion {
  const counts = countTasks(model);
  if (counts.failed + counts.errors > 0) return "failure";
  if (model.missingShards.length > 0 || model.interrupted.length > 0 || counts.total === 0) return "failure";
  if (model.visual.block && counts.visualPending > 0) return "action_required";
  return "success";
}

/** `3 passed, 1 failed, 2 visual changes to approve` */
export function titleOf(model: CheckModel): string {
  const c = countTasks(model);
  // Heal mode: a healed task passed, and is counted apart; a failure says whether it was healed.
  const healed = model.tasks.filter((t) => t.outcome === "healed").length;
  const notHealed = model.tasks.filter(
    (t) => t.outcome === "fail_not_healed" && t.quarantined !== true,
  ).length;
  const parts = [`${c.passed - healed} passed`];
  if (healed) parts.push(`${healed} healed`);
  // A runner problem is not the app's failure: counted apart from the failures and errors.
  const runner = (status: string) =>
    model.tasks.filter(
      (t) => t.quarantined !== true && t.status === status && t.culprit?.kind === "environment",
    ).length;
  const failed = c.failed - runner("fail");
  const errored = c.errors - runner("error");
  if (failed && notHealed) parts.push(`${failed} failed (${notHealed} not healed)`);
  else if (failed) parts.push(`${failed} failed`);
  if (errored) parts.push(`${errored} errored`);
  if (c.runnerProblems)
    parts.push(`${c.runnerProblems} runner problem${c.runnerProblems === 1 ? "" : "s"} (not the app)`);
  if (c.flaky) parts.push(`${c.flaky} flaky`);
  if (c.quarantinedFailing) parts.push(`${c.quarantinedFailing} quarantined failing`);
  if (c.skipped) parts.push(`${c.skipped} skipped`);
  if (c.visualPending)
    parts.push(`${c.visualPending} visual change${c.visualPending === 1 ? "" : "s"} to approve`);
  if (c.visualAccepted)
    parts.push(`${c.visualAccepted} visual change${c.visualAccepted === 1 ? "" : "s"} approved`);
  if (model.missingShards.length) parts.push(`shard ${model.missingShards.join(", ")} missing`);
  return `${parts.join(", ")} (${c.total} task${c.total === 1 ? "" : "s"})`;
}
