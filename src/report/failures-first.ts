import type { ReportTask, ReportTaskStatus } from "./report-types.ts";

/** Failures, then errors, flaky tasks, tasks that did not run, passes. */
const ORDER: Record<ReportTaskStatus, number> = { fail: 0, error: 1, flaky: 2, skipped: 3, pass: 4 };

/**
 * The tasks in the order people read them: what went wrong first (a quarantined task after the others
 * of its status), the suite's order within each.
 */
export function failuresFirst<T extends { status: ReportTaskStatus; quarantined?: boolean }>(
  tasks: readonly T[],
): T[] {
  return [...tasks].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] || Number(a.quarantined === true) - Number(b.quarantined === true),
  );
}

/** A task whose evidence people look at first: it failed, errored or was flaky. */
export function wentWrong(task: Pick<ReportTask, "status">): boolean {
  return task.status === "fail" || task.status === "error" || task.status === "flaky";
}
