import { compareWithBase, type BaseComparison } from "./base-comparison.ts";
import { codeSpan, untrusted } from "./markdown.ts";
import type { CheckModel, TaskResult } from "./model.ts";

/**
 * The check run's words for how each task compares with the base branch's latest run ("new failure",
 * "also fails on `main`", "fixed in this PR", "new task"), as Markdown made by the app: the branch name
 * (untrusted: a pull request names its base) only ever inside a code span.
 */

/** The comparison of one task, or null for a check stored before the App compared outcomes. */
export function baseComparisonOf(model: CheckModel, task: TaskResult): BaseComparison | null {
  if (!model.baseRun) return null;
  if (!model.baseRun.run) return task.status === "skipped" ? "not-run" : "no-base-run";
  return compareWithBase(task.status, task.base ?? null);
}

function branchOf(model: CheckModel, inTable: boolean): string {
  const branch = model.baseRun?.branch ?? "";
  return branch ? codeSpan(untrusted(branch), { inTable, max: 100 }) : "the base branch";
}

/** How to show the parts of a label: the branch name and a link to an older run. */
interface LabelFormat {
  branch: string;
  run: (run: { number: number; htmlUrl: string }) => string;
}

function label(model: CheckModel, task: TaskResult, format: LabelFormat): string {
  const comparison = baseComparisonOf(model, task);
  if (comparison === null || comparison === "not-run") return "";
  const { branch } = format;
  const older =
    task.base && model.baseRun?.run && task.base.run.id !== model.baseRun.run.id
      ? ` (${format.run(task.base.run)})`
      : "";
  switch (comparison) {
    case "new-failure":
      return `🆕 new failure (passes on ${branch}${older})`;
    case "also-fails":
      return `also fails on ${branch}${older}`;
    case "fixed":
      return `${model.pullRequests.length > 0 ? "fixed in this PR" : "fixed"} (fails on ${branch}${older})`;
    case "passes-too":
      return `passes on ${branch}${older}`;
    case "new-task":
      return `new task (not on ${branch})`;
    case "skipped-on-base":
      return `skipped on ${branch}${older}`;
    case "no-base-run":
      return model.baseRun?.gaveUp
        ? `not compared with ${branch} (the search stopped)`
        : `no run on ${branch} yet`;
  }
}

/** `also fails on `main``, `new failure`, … as check-run Markdown (empty when there is nothing to say). */
export function baseLabel(model: CheckModel, task: TaskResult, options: { inTable?: boolean } = {}): string {
  return label(model, task, {
    branch: branchOf(model, options.inTable === true),
    run: (run) => `run [#${run.number}](${run.htmlUrl})`,
  });
}

/** The same as plain text, for pages that escape it (the App's review page). */
export function basePlainLabel(model: CheckModel, task: TaskResult): string {
  return label(model, task, {
    branch: model.baseRun?.branch || "the base branch",
    run: (run) => `run #${run.number}`,
  });
}

/** The summary's line about the base run the outcomes are compared with; null for older checks. */
export function baseRunLine(model: CheckModel): string | null {
  const baseRun = model.baseRun;
  if (!baseRun) return null;
  const branch = branchOf(model, false);
  if (!baseRun.run && baseRun.gaveUp) {
    return `**Outcomes:** not compared with ${branch}: ${codeSpan(untrusted(baseRun.gaveUp), { max: 200 })} before it found a run with reports.`;
  }
  if (!baseRun.run) {
    return `**Outcomes:** no run of this workflow on ${branch} has desktest reports yet, so no task is compared with ${branch}.`;
  }
  const counts = new Map<BaseComparison, number>();
  for (const task of model.tasks) {
    const c = baseComparisonOf(model, task);
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const parts: string[] = [];
  const count = (c: BaseComparison, one: string, many = one) => {
    const n = counts.get(c) ?? 0;
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  count("new-failure", "new failure", "new failures");
  count("also-fails", `also failing on ${branch}`);
  count("fixed", "fixed");
  count("new-task", "new task", "new tasks");
  const sha = codeSpan(untrusted(baseRun.run.headSha.slice(0, 7)));
  return (
    `**Outcomes compared with** run [#${baseRun.run.number}](${baseRun.run.htmlUrl}) on ${branch} at ${sha}, ` +
    `its latest run with reports whatever its outcome${parts.length ? `: ${parts.join(", ")}` : ""}.`
  );
}
