import type { Redactor } from "../../src/app-surface.ts";
import {
  CULPRIT_WORDS,
  culpritView,
  cutText as cut,
  failureMarkdown,
  failuresFirst,
  formatDuration,
  healLines,
  OUTCOME_WORDS,
  template,
  wentWrongText,
} from "../../src/app-surface.ts";
import { describeChange } from "../diff/describe-change.ts";
import { codeBlock, codeSpan, htmlCode, plain, untrusted, type Untrusted } from "./markdown.ts";
import { approveCommandOf } from "./approvals.ts";
import { changeGroups, groupTasks, type ChangeGroup } from "./change-groups.ts";
import { baseLabel, baseRunLine } from "./base-view.ts";
import {
  canApprove,
  conclusionOf,
  countTasks,
  hasUpdatedReplay,
  titleOf,
  type CheckModel,
  type EnvironmentMismatch,
  type ShotResult,
  type TaskResult,
} from "./model.ts";
import { stepTimesView } from "./step-times.ts";

/** GitHub's limit for a check run's summary and text, in characters; kept as bytes to be safe. */
export const OUTPUT_LIMIT = 65_535;

/** How the rendered output links to things: signed URLs the app serves, GitHub pages. */
export interface LinkMaker {
  image(key: string): string;
  /** The hosted review page of the whole check. */
  review(): string;
  /** The task's own review page from its artifact (null when the artifact did not include one). */
  taskReview(key: string): string;
  artifact(id: number): string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text: string;
  images: { alt: string; image_url: string; caption: string }[];
}

// ---------------------------------------------------------------------------------------------------
// Templates

/** Every untrusted value reaches the check-run Markdown through these (see ./markdown.ts). */
const CHECK_HELPERS = {
  cell: (value: unknown) => codeSpan(value, { inTable: true, max: 160 }),
  code: (value: unknown) => codeSpan(value, { max: 200 }),
  /** A reason whole (report.json bounds it to 1000 characters; newlines already shown as ⏎). */
  reason: (value: unknown) => codeSpan(value, { max: 1000 }),
  reasonCell: (value: unknown) => codeSpan(value, { inTable: true, max: 1000 }),
  block: (value: unknown) => codeBlock(value, { max: 3000 }),
  /** Expected against actual and the task file's lines (escaped by failureMarkdown). */
  failure: (task: TaskResult) =>
    failureMarkdown({
      metrics: task.failingMetrics.map((m) => ({ ...m, passed: false })),
      file: task.file,
      location: task.location ?? null,
    }),
};

function loadTemplates() {
  const options = { escapeHtml: false, strict: true, helpers: CHECK_HELPERS };
  return { summary: template("check-summary.hbs", options), text: template("check-text.hbs", options) };
}

// ---------------------------------------------------------------------------------------------------
// Formatting

export function formatCost(usd: number | null): string {
  if (usd === null) return "";
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(3)}`;
}

const STATUS_ICON: Record<string, string> = {
  pass: "✅",
  fail: "❌",
  error: "💥",
  skipped: "⏭️",
  flaky: "🔁",
};

/** A task's icon: its status's, except a runner problem's (🔧), which is not the app's failure. */
function statusIcon(task: TaskResult): string {
  if (task.outcome === "healed") return "🩹";
  if (task.culprit?.kind === "environment" && task.status !== "flaky") return "🔧";
  return STATUS_ICON[task.status] ?? "";
}
/** `failed`, `errored (infra_error)`, `flaky: failed on attempt 1, passed on attempt 2`, `… · quarantined` */
function statusText(task: TaskResult): string {
  const quarantined = task.quarantined ? " · quarantined, does not fail the check" : "";
  if (task.status === "flaky") {
    const failed = (task.earlierAttempts ?? []).filter((a) => a.status === "fail").map((a) => a.attempt);
    const attempts = failed.length ? `failed on attempt ${failed.join(", ")}, ` : "";
    return `flaky: ${attempts}passed on the last attempt${quarantined}`;
  }
  if (task.outcome === "healed") return "healed: the replay diverged, the agent finished, the checks passed";
  if (task.outcome === "fail_product" || task.outcome === "fail_not_healed")
    return `${OUTCOME_WORDS[task.outcome]}${task.errorCategory ? ` (${task.errorCategory})` : ""}${quarantined}`;
  if (task.status === "pass")
    return task.visual.accepted ? "passed, screen changed (approved)" : "passed, screen changed";
  const word = task.status === "fail" ? "failed" : task.status === "error" ? "errored" : task.status;
  return `${word}${task.errorCategory ? ` (${task.errorCategory})` : ""}${quarantined}`;
}
const CONCLUSION_ICON = { success: "✅", failure: "❌", action_required: "🟡" } as const;

function screenLabel(task: TaskResult): string {
  const v = task.visual;
  switch (v.status) {
    case "unchanged":
      return "unchanged";
    case "changed":
      if (!canApprove(task)) return "changed";
      return v.accepted ? "changed, approved" : "🟡 changed";
    case "new-task":
      // The base branch has the task, but no passing run of it with a screen (it failed there too).
      return task.base ? "no passing screen on base" : "new task";
    case "no-screenshot":
      return "no screenshot";
    case "no-baseline-screenshot":
      return "no baseline shot";
    case "error":
      return "⚠️ not compared";
    case "other-environment":
      return "baseline from another environment";
    default:
      return "";
  }
}

/** Why a flaky task is flaky: the reason its first failed attempt gave. */
function flakyReason(task: TaskResult): string | null {
  const failed = (task.earlierAttempts ?? []).find((a) => a.status === "fail");
  return failed ? `attempt ${failed.attempt} failed: ${failed.reason ?? "a check failed"}` : null;
}

function shortSha(sha: string | null): Untrusted | null {
  return untrusted(sha ? sha.slice(0, 7) : null);
}

// ---------------------------------------------------------------------------------------------------
// Summary

interface SummaryLevel {
  /** Include passing, unchanged tasks in the table. */
  allRows: boolean;
  maxRows: number;
  maxChanges: number;
  /** Tasks that went wrong shown first with their final screen. */
  maxFailingScreens: number;
  images: boolean;
}

const SUMMARY_LEVELS: SummaryLevel[] = [
  { allRows: true, maxRows: Infinity, maxChanges: 25, maxFailingScreens: 3, images: true },
  { allRows: false, maxRows: Infinity, maxChanges: 10, maxFailingScreens: 3, images: true },
  { allRows: false, maxRows: 80, maxChanges: 5, maxFailingScreens: 1, images: false },
  { allRows: false, maxRows: 25, maxChanges: 0, maxFailingScreens: 0, images: false },
];

/** `failed at step 11`, `errored`, `flaky` — how a task went wrong, in words. */
function wentWrongWords(task: TaskResult): string {
  const word =
    task.status === "fail"
      ? "failed"
      : task.status === "error"
        ? "errored"
        : task.status === "flaky"
          ? "was flaky"
          : task.status;
  const step = task.failedStep !== undefined && task.failedStep !== null && task.status !== "flaky";
  return `${word}${step ? ` at step ${task.failedStep}` : ""}${task.quarantined ? " (quarantined)" : ""}`;
}

function wentWrong(task: TaskResult): boolean {
  return task.status === "fail" || task.status === "error" || task.status === "flaky";
}

function interesting(task: TaskResult): boolean {
  return (
    task.status !== "pass" ||
    task.outcome === "healed" ||
    task.visual.status === "changed" ||
    task.visual.status === "error"
  );
}

function summaryView(model: CheckModel, links: LinkMaker, level: SummaryLevel) {
  const counts = countTasks(model);
  const conclusion = conclusionOf(model);
  const listed = failuresFirst(model.tasks).filter((t) => level.allRows || interesting(t));
  // A check stored before the App compared outcomes has no base column (every cell would be empty).
  const baseColumn = model.baseRun !== undefined && model.baseRun !== null;
  const rows = listed.slice(0, level.maxRows).map((t) => ({
    baseColumn,
    icon: statusIcon(t),
    id: untrusted(t.id),
    quarantined: t.quarantined === true,
    base: baseLabel(model, t, { inTable: true }),
    duration: formatDuration(t.durationMs),
    steps: t.steps === null ? "" : String(t.steps),
    cost: formatCost(t.costUsd),
    screen: screenLabel(t),
    culprit: t.culprit && t.status !== "flaky" ? CULPRIT_WORDS[t.culprit.kind].label : null,
    reason: untrusted(
      (t.heal && t.outcome === "healed"
        ? `healed: replay diverged at step ${t.heal.diverged_at_step}`
        : null) ??
        t.reason ??
        (t.status === "flaky" ? flakyReason(t) : null) ??
        (t.visual.error ? `screens not compared: ${t.visual.error}` : null),
    ),
  }));
  const hiddenRows = model.tasks.length - rows.length;
  const failing = failuresFirst(model.tasks).filter(wentWrong);
  const failingScreens = failing.slice(0, level.maxFailingScreens).map((t) => ({
    id: untrusted(t.id),
    how: wentWrongWords(t),
    base: baseLabel(model, t),
    culprit: culpritSection(t),
    reason: untrusted(t.reason ?? (t.status === "flaky" ? flakyReason(t) : null)),
    screenUrl: t.finalScreenshotKey && level.images ? links.image(t.finalScreenshotKey) : null,
    reviewUrl: t.reviewKey ? links.taskReview(t.reviewKey) : null,
  }));
  const environments = environmentMismatches(model);
  const groups = changeGroups(model);
  // A change in one task is that task's entry (all its changes); a change in several is shown once,
  // with the tasks and steps it occurs in.
  const entries: { group: ChangeGroup; task: TaskResult | null }[] = [];
  const listedTasks = new Set<TaskResult>();
  for (const group of groups) {
    const tasks = groupTasks(group);
    if (tasks.length > 1) entries.push({ group, task: null });
    else if (!listedTasks.has(tasks[0]!)) {
      listedTasks.add(tasks[0]!);
      entries.push({ group, task: tasks[0]! });
    }
  }
  const changes = entries
    .slice(0, level.maxChanges)
    .map(({ group, task }) =>
      task ? taskChangeView(task, level, links) : groupChangeView(group, groups.indexOf(group), level, links),
    );
  const baseline = model.baseline;
  const expired =
    baseline.withoutReports > 0
      ? ` (${baseline.withoutReports} run${baseline.withoutReports === 1 ? "" : "s"} on the ancestry had no report artifacts left)`
      : "";
  const older = baseline.fromOlderRuns ?? 0;
  const olderRuns =
    older === 0
      ? ""
      : older === 1
        ? " 1 task compared with an older run, where it last passed."
        : ` ${older} tasks compared with older runs, where they last passed.`;
  const baselineWhy = (() => {
    if (baseline.kind === "merge-base") return `the merge base of this pull request${expired}.${olderRuns}`;
    if (baseline.kind === "before-merge-base") {
      const ref = codeSpan(shortSha(baseline.reference));
      return model.pullRequests.length > 0
        ? `the latest run with reports before the merge base ${ref} (the merge base itself has none)${expired}.${olderRuns}`
        : `the latest run with reports at or before ${ref}${expired}.${olderRuns}`;
    }
    if (!model.visual.enabled) return "screenshot comparison is switched off in `.github/desktest.yml`.";
    const branch = baseline.branch ? codeSpan(untrusted(baseline.branch)) : "the base branch";
    const reference = baseline.reference ? ` at or before ${codeSpan(shortSha(baseline.reference))}` : "";
    return (
      `no run of this workflow on ${branch}${reference} has desktest reports${expired}. ` +
      `Screens are not compared this time; once this workflow runs on ${branch}, later pull requests compare against it.`
    );
  })();
  const hints: string[] = [];
  if (counts.visualPending > 0) {
    hints.push(
      "To accept the visual changes, use **Approve visuals** above or comment `/desktest approve` (every task that did not fail), or approve one task with its button or `/desktest approve <task-id>`; the approval carries over to later runs whose screens do not change again. A failing task's screen is never approved.",
    );
  }
  if (counts.failed + counts.errors > 0) {
    hints.push(
      "Re-run the failed tasks with **Re-run failed** or by commenting `/desktest rerun` (`/desktest help` lists every command).",
    );
  }
  if (model.approvedBy) hints.push(`Visual changes approved by ${codeSpan(untrusted(model.approvedBy))}.`);
  return {
    icon: CONCLUSION_ICON[conclusion],
    title: titleOf(model),
    run: {
      number: model.run.number,
      attempt: model.run.attempt,
      retried: model.run.attempt > 1,
      url: model.run.htmlUrl,
      workflow: untrusted(model.run.name),
      sha: shortSha(model.headSha),
    },
    shards: model.shards.length > 1 ? model.shards.length : 0,
    mode: model.mode,
    taskTime: formatDuration(counts.durationMs),
    cost: formatCost(counts.costUsd),
    baseline: {
      run: baseline.run
        ? { number: baseline.run.number, url: baseline.run.htmlUrl, sha: shortSha(baseline.run.headSha) }
        : null,
      branch: untrusted(baseline.branch),
      why: baselineWhy,
    },
    baseRun: baseRunLine(model),
    notes: model.notes,
    failingScreens,
    hiddenFailing: failing.length - failingScreens.length,
    rows,
    baseColumn,
    hiddenRows,
    hiddenPlural: hiddenRows !== 1,
    changes,
    hiddenChanges: entries.length - changes.length,
    environments,
    links: {
      review: links.review(),
      trajectories: model.trajectoryArtifacts.map((a) => ({
        name: untrusted(a.name),
        url: links.artifact(a.id),
      })),
    },
    hints,
  };
}

/** `label "Clock" (the clock; 2 places), rectangle 0,0 10×10 (ignored by .github/desktest.yml)`; null for none. */
function ignoredText(ignored: ShotResult["ignored"]): string | null {
  if (!ignored || ignored.length === 0) return null;
  return ignored.map((i) => `${i.by} (${i.reason}${i.places > 1 ? `; ${i.places} places` : ""})`).join(", ");
}

/** Names shown in an environment mismatch's list of tasks. */
const MISMATCH_TASKS = 12;

/**
 * Tasks whose baseline was taken in another environment, grouped by what differs: one entry says
 * "fonts differ: 3 added" for all of them, instead of a change per task.
 */
function environmentMismatches(model: CheckModel) {
  const byDifference = new Map<string, { tasks: TaskResult[]; mismatch: EnvironmentMismatch }>();
  for (const task of model.tasks) {
    const mismatch = task.visual.environment;
    if (task.visual.status !== "other-environment" || !mismatch) continue;
    const key = JSON.stringify(mismatch);
    const entry = byDifference.get(key) ?? { tasks: [], mismatch };
    entry.tasks.push(task);
    byDifference.set(key, entry);
  }
  return [...byDifference.values()].map(({ tasks, mismatch }) => {
    const more = tasks.length - MISMATCH_TASKS;
    return {
      count: tasks.length,
      plural: tasks.length !== 1,
      tasks:
        tasks
          .slice(0, MISMATCH_TASKS)
          .map((t) => codeSpan(untrusted(t.id), { max: 120 }))
          .join(", ") + (more > 0 ? ` and ${more} more` : ""),
      differences: mismatch.differences.map((d) => codeSpan(untrusted(d), { max: 400 })).join("; "),
      informational: tasks.some((t) => t.visual.final !== null || t.visual.stepsCompared > 0),
      baseline: codeSpan(untrusted(mismatch.baseline), { max: 600 }),
      head: codeSpan(untrusted(mismatch.head), { max: 600 }),
    };
  });
}

function shotLinks(shot: ShotResult | null, level: SummaryLevel, links: LinkMaker) {
  return {
    overlayUrl: shot?.images.overlay && level.images ? links.image(shot.images.overlay) : null,
    sideBySideUrl: shot?.images.sideBySide && level.images ? links.image(shot.images.sideBySide) : null,
  };
}

const shotName = (shot: "final" | number) => (shot === "final" ? "final screen" : `step ${shot}`);

/** One changed task's entry: its change, its approval, its images. */
function taskChangeView(t: TaskResult, level: SummaryLevel, links: LinkMaker) {
  const shot = t.visual.final ?? t.visual.firstDivergedStep;
  const step = t.visual.firstDivergedStep;
  return {
    id: untrusted(t.id),
    group: null,
    accepted: t.visual.accepted,
    approvable: canApprove(t),
    approvedBy: t.visual.approvedBy ? codeSpan(untrusted(t.visual.approvedBy), { max: 60 }) : null,
    approveCommand: canApprove(t) && !t.visual.accepted ? approveCommandOf(t) : null,
    what: shot
      ? `${shotName(shot.shot)}: ${describeChange(shot)}` +
        (t.visual.stepsChanged > 0
          ? `; ${t.visual.stepsChanged} of ${t.visual.stepsCompared} steps changed`
          : "")
      : "changed",
    ignored: untrusted(ignoredText(shot?.ignored)),
    ...shotLinks(shot, level, links),
    firstStep:
      step && step !== shot
        ? {
            step: step.shot,
            url: step.images.sideBySide && level.images ? links.image(step.images.sideBySide) : null,
          }
        : null,
  };
}

/** At most this many places are named in a group's entry. */
const GROUP_PLACES = 12;

/** A task's approval state in its change's entry: approved (by whom), waiting (and how to approve), or failed. */
function approvalState(t: TaskResult): string {
  if (t.visual.accepted)
    return `(approved${t.visual.approvedBy ? ` by ${codeSpan(untrusted(t.visual.approvedBy), { max: 60 })}` : ""})`;
  if (canApprove(t)) return `(waiting for approval: ${approveCommandOf(t)})`;
  return "(the task failed: its screen is approved once it passes)";
}

/**
 * One change that occurs in several tasks (or steps): shown once, with where it occurs. When its tasks
 * stand differently (one approved, one waiting, one failed), each is named with its own state.
 */
function groupChangeView(group: ChangeGroup, index: number, level: SummaryLevel, links: LinkMaker) {
  const tasks = groupTasks(group);
  const states = new Set(
    tasks.map((t) => (t.visual.accepted ? "accepted" : canApprove(t) ? "pending" : "failed")),
  );
  const mixed = states.size > 1;
  const steps = (task: TaskResult) =>
    group.occurrences
      .filter((o) => o.task === task && o.change.shot !== "final")
      .map((o) => shotName(o.change.shot));
  const places = tasks.map((task) => {
    const id = codeSpan(untrusted(task.id), { max: 120 });
    const where = steps(task).length > 0 ? ` (${steps(task).join(", ")})` : "";
    return mixed ? `**${id}**${where} ${approvalState(task)}` : `${id}${where}`;
  });
  const more = places.length - GROUP_PLACES;
  return {
    id: null,
    group: {
      number: index + 1,
      tasks: tasks.length,
      places: places.slice(0, GROUP_PLACES).join(", ") + (more > 0 ? ` and ${more} more` : ""),
      pending: group.pending.length,
      failing: tasks.filter((t) => !canApprove(t)).length,
      mixed,
    },
    accepted: group.accepted,
    approvable: group.pending.length > 0,
    approvedBy: null,
    approveCommand: null,
    what: group.shot ? describeChange(group.shot) : "changed",
    ignored: untrusted(ignoredText(group.shot?.ignored)),
    ...shotLinks(group.shot, level, links),
    firstStep: null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Text

function textSection(task: TaskResult, links: LinkMaker, agentRun: boolean, onPullRequest: boolean) {
  const failing = task.failingMetrics;
  const diverged =
    task.visual.firstDivergedStep ?? (task.visual.final?.kind === "changed" ? task.visual.final : null);
  const sectionLinks: { label: string; url: string }[] = [];
  if (task.reviewKey)
    sectionLinks.push({ label: "Review page of this task", url: links.taskReview(task.reviewKey) });
  if (task.finalScreenshotKey)
    sectionLinks.push({ label: "Final screen", url: links.image(task.finalScreenshotKey) });
  if (task.visual.final?.images.overlay) {
    sectionLinks.push({ label: "Diff overlay", url: links.image(task.visual.final.images.overlay) });
  }
  return {
    icon: statusIcon(task),
    id: untrusted(task.id),
    status: statusText(task),
    wentWrong: wentWrongText({ status: task.status, failedStep: task.failedStep, steps: task.steps }),
    screenUrl: wentWrong(task) && task.finalScreenshotKey ? links.image(task.finalScreenshotKey) : null,
    earlierAttempts: (task.earlierAttempts ?? []).map((a) => ({
      attempt: a.attempt,
      status: a.status,
      reason: untrusted(a.reason),
      links: [
        ...(a.reviewKey ? [{ label: "review page", url: links.taskReview(a.reviewKey) }] : []),
        ...(a.finalScreenshotKey ? [{ label: "final screen", url: links.image(a.finalScreenshotKey) }] : []),
      ],
    })),
    file: untrusted(task.file),
    shard: untrusted(task.shard),
    duration: formatDuration(task.durationMs),
    steps: task.steps,
    cost: formatCost(task.costUsd),
    fromEarlierRun: task.fromEarlierRun,
    reason: untrusted(task.reason),
    culprit: culpritSection(task),
    heal: healSection(task, links, onPullRequest),
    task,
    metrics: failing.map((m) => ({
      metric: untrusted(m.metric),
      expected: untrusted(m.expected),
      actual: untrusted(m.actual),
    })),
    metricDetails: failing
      .filter((m) => m.detail && m.detail !== task.reason)
      .map((m) => ({
        label: `Detail of ${htmlCode(untrusted(m.metric), { max: 80 })}`,
        detail: untrusted(m.detail),
      })),
    detail: task.detail && task.detail !== task.reason ? untrusted(task.detail) : null,
    thought: untrusted(task.lastThought ? cut(task.lastThought, 2000) : null),
    stepTimes: stepTimesView(task, agentRun),
    diverged: diverged
      ? `${diverged.shot === "final" ? "at the final screen" : `first at step ${diverged.shot}`}: ${describeChange(diverged)}`
      : null,
    divergedUrl: diverged?.images.sideBySide ? links.image(diverged.images.sideBySide) : null,
    links: sectionLinks,
  };
}

/**
 * A task's culprit for the check run: desktest's own words as they are (the label, what it means, the
 * fix), the run's evidence and error output as untrusted text.
 */
function culpritSection(task: TaskResult) {
  if (!task.culprit || task.status === "flaky") return null;
  const view = culpritView(task.culprit);
  return {
    title: view.title,
    runner: view.runner,
    meaning: view.meaning,
    fix: view.fix,
    evidence: untrusted(view.evidence),
    stderrTail: untrusted(view.stderrTail),
  };
}

/**
 * A diverged replay (heal mode): where and why, what the agent did and cost, the expected and actual
 * screens, the agent's new steps and, when healed, the updated replay and how to apply it. All of it is
 * the run's text (untrusted), worded by desktest's heal lines.
 */
function healSection(task: TaskResult, links: LinkMaker, onPullRequest: boolean) {
  const heal = task.heal;
  if (!heal) return null;
  return {
    title: task.outcome ? OUTCOME_WORDS[task.outcome] : "diverged",
    // Only a healed task of this run has an updated replay to commit (the Update replay button).
    offersUpdate: onPullRequest && hasUpdatedReplay(task),
    lines: healLines(heal).map((line) => untrusted(line)),
    expectedUrl: heal.expectedKey ? links.image(heal.expectedKey) : null,
    actualUrl: heal.actualKey ? links.image(heal.actualKey) : null,
    steps: heal.new_steps
      .slice(0, 20)
      .map((s) => ({ step: s.step, thought: untrusted(cut(s.thought, 300)) })),
  };
}

/** At most this many rows in "Flaky lately". */
export const FLAKY_LATELY_ROWS = 15;

/** "Flaky lately": each task flaky in the latest runs the app has seen, with its count; null when none. */
function flakyLatelyView(model: CheckModel) {
  const lately = model.flakyLately;
  if (!lately || lately.tasks.length === 0) return null;
  const of = `of the last ${lately.runs === 1 ? "run" : `${lately.runs} runs`}`;
  return {
    window: lately.runs === 1 ? "the last run" : `the last ${lately.runs} runs`,
    rows: lately.tasks.slice(0, FLAKY_LATELY_ROWS).map((t) => ({
      id: untrusted(t.id),
      count: lately.runs === 1 ? "flaky in the last run" : `flaky in ${t.flakyRuns} ${of}`,
    })),
    hidden: Math.max(0, lately.tasks.length - FLAKY_LATELY_ROWS),
  };
}

// ---------------------------------------------------------------------------------------------------
// Budgeting

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** The last resort: cut at a line boundary and close an open code fence and details element. */
export function hardCut(text: string, limit: number): string {
  const note = "\n\n_… cut to fit GitHub's 65535-character limit; the review page has everything._\n";
  const room = limit - bytes(note) - 16;
  let cutText = Buffer.from(text, "utf8")
    .subarray(0, room)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
  cutText = cutText.slice(0, Math.max(0, cutText.lastIndexOf("\n")));
  const fences = cutText.match(/^`{3,}/gm) ?? [];
  let closing = "";
  if (fences.length % 2 === 1) closing += `\n${fences[fences.length - 1]}`;
  const opened = (cutText.match(/<details>/g) ?? []).length - (cutText.match(/<\/details>/g) ?? []).length;
  for (let i = 0; i < opened; i++) closing += "\n</details>";
  return cutText + closing + note;
}

/**
 * The check run's title, summary, text and images, each within GitHub's limits: the summary drops
 * detail level by level (passing rows, then images, then rows), the text drops whole task sections
 * from the end; anything still too long is cut cleanly. Secrets of the app itself are redacted.
 */
export function renderCheckOutput(
  model: CheckModel,
  links: LinkMaker,
  options: { redactor?: Redactor; limit?: number } = {},
): CheckOutput {
  const limit = options.limit ?? OUTPUT_LIMIT;
  const { summary: summaryTemplate, text: textTemplate } = loadTemplates();
  const redact = (s: string) => options.redactor?.redact(s) ?? s;
  const clean = (s: string) => redact(s.replace(/\n{3,}/g, "\n\n").trim() + "\n");

  let summary = "";
  for (const level of SUMMARY_LEVELS) {
    summary = clean(summaryTemplate(summaryView(model, links, level)));
    if (bytes(summary) <= limit) break;
  }
  if (bytes(summary) > limit) summary = hardCut(summary, limit);

  const reviewUrl = links.review();
  const sectionTasks = failuresFirst(model.tasks).filter(
    (t) =>
      t.status === "fail" ||
      t.status === "error" ||
      t.status === "flaky" ||
      t.outcome === "healed" ||
      t.visual.status === "changed",
  );
  const onPullRequest = model.pullRequests.length > 0;
  const sections = sectionTasks.map((t) => textSection(t, links, model.mode !== "replay", onPullRequest));
  const flakyLately = flakyLatelyView(model);
  const renderText = (count: number) =>
    clean(
      textTemplate({
        flakyLately,
        sections: sections.slice(0, count),
        omitted: sections.length - count,
        omittedPlural: sections.length - count !== 1,
        reviewUrl,
      }),
    );
  // Find the most sections that fit (each section is bounded, so this ends quickly).
  let count = sections.length;
  let text = renderText(count);
  while (bytes(text) > limit && count > 0) {
    const over = bytes(text) - limit;
    const average = bytes(text) / Math.max(1, count);
    count = Math.max(0, count - Math.max(1, Math.ceil(over / average)));
    text = renderText(count);
  }
  if (bytes(text) > limit) text = hardCut(text, limit);

  const images: CheckOutput["images"] = [];
  for (const task of model.tasks) {
    const overlay = task.visual.final?.images.overlay;
    if (task.visual.status !== "changed" || !overlay || images.length >= 10) continue;
    images.push({
      alt: plain(`${task.id}: differences from the baseline in red`, 200),
      image_url: links.image(overlay),
      caption: plain(`${task.id}: ${describeChange(task.visual.final!)}`, 200),
    });
  }
  return { title: cut(titleOf(model), 250), summary, text: text.trim() === "" ? "" : text, images };
}
