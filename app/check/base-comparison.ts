import type { ReportTaskStatus } from "../../src/app-surface.ts";

/**
 * A task as the base branch's latest run that has it reported it: its status, and that run. Found by
 * the base search in workflow-run.ts, newest run first, whatever the run's conclusion (a failed or
 * partial run counts); a task the newest complete run does not have is new.
 */
export interface BaseOutcome {
  status: ReportTaskStatus;
  run: { id: number; number: number; htmlUrl: string; headSha: string };
}

/**
 * How a task's outcome in this run compares with the base branch's:
 *
 * - `new-failure`: it fails here and passed on the base branch;
 * - `also-fails`: it fails here and on the base branch (not this change's doing, or not only);
 * - `fixed`: it passes here and failed on the base branch;
 * - `passes-too`: it passes here and on the base branch;
 * - `new-task`: the base branch's runs do not have it;
 * - `skipped-on-base`: the base branch's run skipped it, so there is nothing to compare;
 * - `no-base-run`: no run of this workflow on the base branch has a report yet;
 * - `not-run`: this run skipped the task.
 */
export type BaseComparison =
  | "new-failure"
  | "also-fails"
  | "fixed"
  | "passes-too"
  | "new-task"
  | "skipped-on-base"
  | "no-base-run"
  | "not-run";

const failing = (status: ReportTaskStatus) => status === "fail" || status === "error";

/** Compare one task's status with its base outcome (`undefined`: no base run at all; null: not in it). */
export function compareWithBase(
  head: ReportTaskStatus,
  base: BaseOutcome | null | undefined,
): BaseComparison {
  if (head === "skipped") return "not-run";
  if (base === undefined) return "no-base-run";
  if (base === null) return "new-task";
  if (base.status === "skipped") return "skipped-on-base";
  if (failing(head)) return failing(base.status) ? "also-fails" : "new-failure";
  return failing(base.status) ? "fixed" : "passes-too";
}
