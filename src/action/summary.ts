import { GHES_UPLOAD_ARTIFACT, type EnterpriseServerOutput } from "./enterprise-server-output.ts";
import {
  failuresFirst,
  CULPRIT_WORDS,
  culpritView,
  healLines,
  healTallyLine,
  OUTCOME_WORDS,
  type CulpritView,
  type ReportTask,
  type SuiteReport,
  cutText as cut,
  failureMarkdown,
  REASON_LIMIT,
  wentWrongText,
  formatDuration,
  inlineText,
  preformatted,
  safeUrl,
  template,
  type PreflightCheck,
  checkMark,
} from "../index.ts";

/** GitHub refuses a step summary above 1 MiB; stay clearly below it. */
export const SUMMARY_BUDGET_BYTES = 1_000_000;

const ICONS = { pass: "✅", fail: "❌", error: "⚠️", skipped: "⏭️", flaky: "🔁" } as const;

export interface ArtifactLink {
  label: string;
  name: string;
  url?: string;
  note?: string;
}

export interface ResultsSummaryInput {
  report: SuiteReport;
  artifacts: ArtifactLink[];
  /** A task file's link on GitHub (at its failing line), when the run has a repository. */
  fileUrl: (task: ReportTask) => string | undefined;
  /** report.html uploaded un-archived: linked first, it opens in the browser. */
  reportPage?: { name: string; url?: string };
  /** A task's review page that opens in the browser (an un-archived artifact), when there is one. */
  reviewUrl?: (task: ReportTask) => string | undefined;
  /** How a task file is shown (relative to the repository root); report.json's own path by default. */
  displayFile?: (task: ReportTask) => string;
  /** Notes shown at the end (annotations left out, uploads skipped). */
  notes?: string[];
  /** On GitHub Enterprise Server: where the results were written and the step that uploads them. */
  enterpriseServer?: EnterpriseServerOutput;
  /** Removes secret values from everything shown (the runner masks too; this does not rely on it). */
  redact: (text: string) => string;
  generator: string;
}

export type ProblemCheck = PreflightCheck;

export interface ProblemDiagnostic {
  severity: "error" | "warning";
  file: string;
  url?: string;
  line: number;
  column: number;
  message: string;
}

/** A summary for a run that ended before any task ran: bad inputs, invalid tasks, a runner that lacks something. */
export interface ProblemSummaryInput {
  title: string;
  intro: string;
  checks?: ProblemCheck[];
  diagnostics?: ProblemDiagnostic[];
  /** Short problems, one line each (a bulleted list). */
  items?: string[];
  /** Longer error messages (preformatted). */
  errors?: string[];
  hints?: string[];
  redact: (text: string) => string;
  generator: string;
}

interface RowView {
  icon: string;
  id: string;
  url?: string;
  file: string;
  status: string;
  duration: string;
  steps: string;
  metric: string;
  expected: string;
  actual: string;
  cost: string;
}

interface DetailView {
  icon: string;
  id: string;
  status: string;
  reason?: string;
  open: boolean;
  /** Expected against actual and the task file's lines, as Markdown/HTML (escaped by failureMarkdown). */
  failure?: FailureMarkdown;
  metrics: { icon: string; metric: string; expected: string; actual: string; detail: string }[];
  detail?: string;
  attempts?: string;
  /** `Went wrong at step 11`, `All 5 steps ran; the final check failed`. */
  wentWrong?: string;
  /** Whose fault it is, with the evidence (redacted, cut) and a failed replay's error output. */
  culprit?: CulpritView;
  reviewUrl?: string;
  file: string;
  url?: string;
}

/** How much of the results fits: each level shows less than the one before. */
interface Level {
  /** Rows for passed tasks too. */
  passingRows: boolean;
  maxRows: number;
  maxDetails: number;
  maxMetrics: number;
  /** Characters of cell text (expected/actual/reason) and of the detail block. */
  cellChars: number;
  detailChars: number;
}

const LEVELS: Level[] = [
  {
    passingRows: true,
    maxRows: Infinity,
    maxDetails: 100,
    maxMetrics: 20,
    cellChars: 300,
    detailChars: 4000,
  },
  { passingRows: true, maxRows: Infinity, maxDetails: 30, maxMetrics: 10, cellChars: 200, detailChars: 1500 },
  { passingRows: false, maxRows: 2000, maxDetails: 10, maxMetrics: 5, cellChars: 120, detailChars: 800 },
  { passingRows: false, maxRows: 500, maxDetails: 0, maxMetrics: 0, cellChars: 80, detailChars: 0 },
  { passingRows: false, maxRows: 100, maxDetails: 0, maxMetrics: 0, cellChars: 60, detailChars: 0 },
  { passingRows: false, maxRows: 0, maxDetails: 0, maxMetrics: 0, cellChars: 60, detailChars: 0 },
];

/**
 * The job summary of a finished run, as Markdown: totals, a row per task (status, duration, steps, the
 * failing metric with expected and actual, cost), the reasons of those that did not pass, links to the
 * artifacts. Rendered at the most detailed level that fits `budget` bytes; a smaller level drops the
 * passed tasks' rows, then details, then rows, and says so.
 */
export function renderResultsSummary(input: ResultsSummaryInput, budget = SUMMARY_BUDGET_BYTES): string {
  let last = "";
  for (const level of LEVELS) {
    last = render({ results: resultsView(input, level) });
    if (Buffer.byteLength(last, "utf8") <= budget) return last;
  }
  // Even the smallest level is too big (an enormous number of skipped files or notes): cut hard.
  return cutBytes(last, budget);
}

export function renderProblemSummary(input: ProblemSummaryInput, budget = SUMMARY_BUDGET_BYTES): string {
  const r = input.redact;
  const allDiagnostics = input.diagnostics ?? [];
  const shown = allDiagnostics.slice(0, 1000);
  const markdown = render({
    problem: {
      icon: "❌",
      title: r(input.title),
      intro: r(input.intro),
      checks: (input.checks ?? []).map((c) => ({
        icon: { ok: "✅", warning: "⚠️", info: "➖", missing: "❌" }[checkMark(c)],
        name: r(c.name),
        detail: r(cut(c.detail, 1000)),
        fix: checkMark(c) === "missing" || checkMark(c) === "warning" ? r(c.fix ?? "") : "",
        tasks: c.tasks ? r(c.tasks) : undefined,
      })),
      diagnostics: shown.map((d) => ({
        icon: d.severity === "error" ? "❌" : "⚠️",
        file: r(d.file),
        url: d.url,
        line: d.line,
        column: d.column,
        message: r(cut(d.message, 1000)),
      })),
      omittedDiagnostics:
        allDiagnostics.length > shown.length
          ? `…and ${allDiagnostics.length - shown.length} more; run desktest validate on the task files to see them all.`
          : "",
      items: (input.items ?? []).map((i) => r(cut(i, 2000))),
      errors: (input.errors ?? []).map((e) => r(cut(e, 20_000))),
      hints: (input.hints ?? []).map(r),
      generator: input.generator,
    },
  });
  return Buffer.byteLength(markdown, "utf8") <= budget ? markdown : cutBytes(markdown, budget);
}

function resultsView(input: ResultsSummaryInput, level: Level) {
  const { report } = input;
  const r = input.redact;
  const c = cells(input, level);
  const ordered = failuresFirst(report.tasks);
  const notPassing = ordered.filter((t) => t.status !== "pass");
  const listed = (level.passingRows ? ordered : notPassing).slice(0, level.maxRows);
  const { run, summary } = report;
  return {
    ...headlineView(input),
    // Costs only where an LLM ran (a replay costs nothing; "—" everywhere says nothing).
    agent: run.mode === "agent",
    heal: healView(input, level),
    counts: {
      total: summary.total,
      passed: summary.passed,
      failed: summary.failed,
      errors: summary.errors,
      skipped: summary.skipped,
      flaky: summary.flaky,
      wallTime: formatDuration(run.duration_ms),
      cost: money(summary.usage.cost_usd),
    },
    ...rowsView(input, level, listed),
    ...detailsView(input, level, notPassing),
    skippedFiles: report.skipped_files.slice(0, 200).map((s) => ({ file: r(s.file), reason: c(s.reason) })),
    reportPage: input.reportPage ? { name: r(input.reportPage.name), url: input.reportPage.url } : undefined,
    artifacts: input.artifacts.map((a) => ({ ...a, label: r(a.label), name: r(a.name) })),
    notes: (input.notes ?? []).map(r),
    enterpriseServer: input.enterpriseServer
      ? {
          intro: r(
            `${input.enterpriseServer.serverUrl} is a GitHub Enterprise Server: its artifact service does not take uploads from @actions/artifact 2+, so nothing was uploaded. The report and trajectories are in ${input.enterpriseServer.relativeFolder}/ of the workspace. Upload them with ${GHES_UPLOAD_ARTIFACT} in a step after this one:`,
          ),
          yaml: r(input.enterpriseServer.yaml),
        }
      : undefined,
    generator: input.generator,
  };
}

/** A table cell's text: redacted, cut to the level's width (or `max`), empty for none. */
function cells(input: ResultsSummaryInput, level: Level) {
  return (text: string | null | undefined, max = level.cellChars) =>
    text ? input.redact(cut(text, max)) : "";
}

/** The table's rows (the listed tasks) and what says which tasks it leaves out. */
function rowsView(input: ResultsSummaryInput, level: Level, listed: readonly ReportTask[]) {
  const { report } = input;
  const { summary } = report;
  const r = input.redact;
  const c = cells(input, level);
  const rows: RowView[] = listed.map((task) => {
    const failing = task.metrics.find((m) => !m.passed);
    return {
      icon: ICONS[task.status],
      id: r(task.id),
      url: input.fileUrl(task),
      file: r(input.displayFile?.(task) ?? task.file),
      status: statusLabel(task),
      duration: task.duration_ms > 0 ? formatDuration(task.duration_ms) : "—",
      steps: task.steps === null ? "—" : String(task.steps),
      metric: failing ? r(failing.metric) : task.status === "pass" || task.status === "flaky" ? "" : "—",
      expected: failing ? c(failing.expected) : "",
      actual: failing ? c(failing.actual) : "",
      cost: money(task.usage.cost_usd),
    };
  });
  const omittedRowCount = report.tasks.length - rows.length;
  const omittedPassing = level.passingRows ? 0 : Math.min(summary.passed, omittedRowCount);
  const omittedRows =
    omittedRowCount === 0
      ? ""
      : omittedRowCount === omittedPassing
        ? `The ${omittedPassing} passed task(s) are not listed, to keep this summary within GitHub's 1 MiB limit; report.json in the report artifact lists every task.`
        : `${omittedRowCount} task(s) are not listed (${omittedPassing} passed), to keep this summary within GitHub's 1 MiB limit; report.json in the report artifact lists every task.`;

  return { rows, omittedRows };
}

/** The details of the tasks that did not pass (as many as the level allows), and what says how many are left out. */
function detailsView(input: ResultsSummaryInput, level: Level, notPassing: readonly ReportTask[]) {
  const r = input.redact;
  const c = cells(input, level);
  /** The culprit redacted and cut; its error output only where the level keeps details. */
  const shownCulprit = (culprit: NonNullable<ReportTask["culprit"]>): CulpritView => {
    const view = culpritView(culprit);
    return {
      ...view,
      evidence: c(view.evidence, REASON_LIMIT),
      stderrTail:
        level.detailChars > 0 && view.stderrTail ? r(cut(view.stderrTail, level.detailChars)) : null,
    };
  };
  const detailed = notPassing.slice(0, level.maxDetails);
  const details: DetailView[] = detailed.map((task) => ({
    icon: ICONS[task.status],
    id: r(task.id),
    status: statusLabel(task).toLowerCase(),
    reason: task.reason
      ? c(task.reason, level.detailChars > 0 ? REASON_LIMIT : level.cellChars)
      : task.status === "flaky"
        ? c(flakyReason(task))
        : undefined,
    open: notPassing.length <= 3,
    ...(level.detailChars > 0 && task.status !== "flaky"
      ? {
          failure: new FailureMarkdown(
            failureMarkdown({
              metrics: task.metrics.map((m) => ({ ...m, expected: r(m.expected), actual: r(m.actual) })),
              file: r(task.file),
              location: task.location,
            }),
          ),
        }
      : {}),
    metrics: task.metrics
      .filter((m) => !m.passed)
      .slice(0, level.maxMetrics)
      .map((m) => ({
        icon: ICONS.fail,
        metric: r(m.metric),
        expected: c(m.expected),
        actual: c(m.actual),
        detail: c(m.detail),
      })),
    detail:
      task.detail && level.detailChars > 0 && task.detail !== task.reason
        ? r(cut(task.detail, level.detailChars))
        : undefined,
    attempts:
      task.attempts.length > 1
        ? `Attempts: ${task.attempts.map((a) => `${a.attempt} ${a.status}${a.reason ? ` (${cut(a.reason, 80)})` : ""}`).join("; ")}`
        : undefined,
    ...optionalText(
      "wentWrong",
      wentWrongText({ status: task.status, failedStep: task.failed_step, steps: task.steps }),
    ),
    ...(task.culprit && task.status !== "flaky" ? { culprit: shownCulprit(task.culprit) } : {}),
    reviewUrl: input.reviewUrl?.(task),
    file: r(input.displayFile?.(task) ?? task.file),
    url: input.fileUrl(task),
  }));
  const omittedDetails =
    notPassing.length > details.length && details.length > 0
      ? `…and ${notPassing.length - details.length} more task(s) that did not pass: see report.json in the report artifact.`
      : "";

  return { details, omittedDetails };
}

/** The summary's icon, title, facts of the run and banner (interrupted, stopped by fail-fast). */
function headlineView(input: ResultsSummaryInput) {
  const { report } = input;
  const r = input.redact;
  const { run, summary } = report;
  const failedOrErrored = summary.failed + summary.errors;
  const quarantinedFailing = report.tasks.filter(
    (t) => t.quarantined && (t.status === "fail" || t.status === "error"),
  ).length;
  const shard = run.shard ? ` (shard ${run.shard.index}/${run.shard.count})` : "";
  const title =
    summary.total === 0
      ? `desktest: no tasks in this shard${shard}`
      : run.interrupted
        ? `desktest: interrupted by ${run.interrupted}${shard}`
        : failedOrErrored === 0 && summary.flaky === 0
          ? `desktest: ${summary.total === 1 ? "the task" : `all ${summary.passed} tasks`} passed${shard}`
          : `desktest: ${[
              summary.failed ? `${summary.failed} failed` : "",
              summary.errors ? `${summary.errors} errored` : "",
              summary.flaky ? `${summary.flaky} flaky` : "",
            ]
              .filter(Boolean)
              .join(", ")} of ${summary.total} task(s)${
              quarantinedFailing > 0 ? ` (${quarantinedFailing} quarantined)` : ""
            }${shard}`;
  const icon =
    summary.total === 0 ? "⏭️" : run.status === "pass" ? "✅" : run.status === "fail" ? "❌" : "⚠️";
  const llm = [run.provider, run.model].filter(Boolean).join(" / ");
  const mode =
    run.mode === "agent"
      ? `agent (${llm})`
      : run.mode === "heal"
        ? `heal (replay; ${llm || "an LLM"} where one diverges)`
        : "replay";
  const facts = [
    `mode ${mode}`,
    run.shard
      ? `shard ${run.shard.index}/${run.shard.count}: ${summary.total} of ${run.shard.suite_total} task(s)`
      : "",
    `concurrency ${run.concurrency}`,
    `${run.resolution.width}×${run.resolution.height}`,
    run.source.commit ? `commit ${run.source.commit.slice(0, 12)}` : "",
    run.retries > 0 ? `retries ${run.retries}` : "",
    run.retries_on_failure > 0 ? `retries on failure ${run.retries_on_failure}` : "",
    run.filters.length > 0 ? `filter ${run.filters.join(", ")}` : "",
  ]
    .filter(Boolean)
    .map(r);
  const banner = run.interrupted
    ? `Interrupted by ${run.interrupted}: the results are partial${summary.skipped > 0 ? `; ${summary.skipped} task(s) did not run` : ""}.`
    : run.fail_fast_after
      ? `Stopped after '${run.fail_fast_after}' did not pass.`
      : "";
  return { icon, title: r(title), facts, banner: r(banner) };
}

/** The most diverged tasks the heal section tells. */
const HEAL_TASKS_SHOWN = 50;

/**
 * Heal mode: the tally ("N tasks replayed, M healed (cost $x), K failed") and each diverged task's story
 * (where, why, what the agent did and cost, the screens to compare, the updated replay and how to apply
 * it: it is in the report artifact).
 */
function healView(input: ResultsSummaryInput, level: Level) {
  const { report } = input;
  if (!report.summary.heal) return undefined;
  const c = cells(input, level);
  const diverged = report.tasks.filter((t) => t.heal);
  const reportArtifact = input.artifacts.find((a) => /report/.test(a.name))?.name;
  return {
    tally: input.redact(healTallyLine(report.summary.heal)),
    tasks: diverged.slice(0, HEAL_TASKS_SHOWN).map((task) => ({
      icon: task.outcome === "healed" ? "🩹" : ICONS[task.status],
      id: input.redact(task.id),
      outcome: task.outcome ? OUTCOME_WORDS[task.outcome] : task.status,
      lines: healLines(task.heal!).map((line) => c(line, 2000)),
    })),
    omitted:
      diverged.length > HEAL_TASKS_SHOWN
        ? `…and ${diverged.length - HEAL_TASKS_SHOWN} more diverged task(s): report.json lists them.`
        : "",
    apply: diverged.some((t) => t.heal?.updated_replay)
      ? input.redact(
          `The updated replays are in the ${reportArtifact ? `${reportArtifact} artifact` : "report artifact"} (paths as listed). Download it, then in the repository run each task's apply command from the folder the suite ran in, review the change and commit it.`,
        )
      : "",
  };
}

function statusLabel(task: ReportTask): string {
  const quarantined = task.quarantined ? " · QUARANTINED" : "";
  const culprit = task.culprit ? ` · ${CULPRIT_WORDS[task.culprit.kind].label}` : "";
  if (task.outcome === "healed") return "HEALED";
  if (task.outcome === "fail_product" || task.outcome === "fail_not_healed")
    return `${OUTCOME_WORDS[task.outcome].toUpperCase()}${culprit}${quarantined}`;
  switch (task.status) {
    case "pass":
      return task.attempts.length > 1 ? `PASS (attempt ${task.attempts.length})` : "PASS";
    case "flaky":
      return `FLAKY (passed on attempt ${task.attempts.length})${quarantined}`;
    case "fail":
      return `FAIL${culprit}${quarantined}`;
    case "error":
      return `${task.error_category ? `ERROR (${task.error_category.replace(/_error$/, "")})` : "ERROR"}${culprit}${quarantined}`;
    case "skipped":
      return "NOT RUN";
  }
}

/** Why a flaky task is flaky: its first attempt that failed a check. */
function flakyReason(task: ReportTask): string {
  const failed = task.attempts.find((a) => a.status === "fail");
  return failed ? `attempt ${failed.attempt} failed: ${failed.reason ?? "a check failed"}` : "";
}

function money(cost: number | null): string {
  if (cost === null) return "—";
  return cost < 0.01 ? `$${cost.toFixed(4)}` : `$${cost.toFixed(2)}`;
}

/** `{ [key]: Value }` with the value's first letter capitalised (a sentence), or nothing for null. */
function optionalText<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null
    ? {}
    : ({ [key]: value.charAt(0).toUpperCase() + value.slice(1) } as Record<K, string>);
}

/** Markdown that failureMarkdown escaped already: the one value the template inserts as it is. */
class FailureMarkdown {
  constructor(readonly markdown: string) {}
}

const SUMMARY_HELPERS = {
  failure: (value: unknown) => (value instanceof FailureMarkdown ? value.markdown : ""),
  md: (value: unknown) => inlineText(text(value)),
  pre: (value: unknown) => preformatted(text(value)),
  link: (label: unknown, url: unknown) => {
    const href = typeof url === "string" ? safeUrl(url) : undefined;
    const shown = inlineText(text(label));
    return href ? `<a href="${href}">${shown}</a>` : shown;
  },
  // The template stays valid Glimmer (Prettier parses it): the details element's tags come from helpers.
  detailsStart: (open: unknown) => (open === true ? "<details open>" : "<details>"),
  detailsEnd: () => "</details>",
};

function render(context: object): string {
  const summary = template("job-summary.hbs", { escapeHtml: true, helpers: SUMMARY_HELPERS });
  return (
    summary(context)
      .replace(/\n{3,}/g, "\n\n")
      .trim() + "\n"
  );
}

function text(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

function cutBytes(markdown: string, budget: number): string {
  const note = "\n\n> This summary was cut to stay within GitHub's 1 MiB limit.\n";
  const room = budget - Buffer.byteLength(note, "utf8");
  let cutAt = Math.min(markdown.length, room);
  while (cutAt > 0 && Buffer.byteLength(markdown.slice(0, cutAt), "utf8") > room)
    cutAt = Math.floor(cutAt * 0.9);
  return markdown.slice(0, cutAt) + note;
}
