import { culpritHtml } from "../artifacts/culprit-html.ts";
import { failureHtml } from "../util/failure-html.ts";
import { failureView, wentWrongText } from "../util/failure-text.ts";
import { culpritView, type CulpritView } from "../artifacts/culprit-text.ts";
import { renderPage } from "../review/html-page.ts";
import { formatDuration } from "../util/format-duration.ts";
import { statusWord } from "./summary-table.ts";
import { REPORT_FILES } from "./build-report.ts";
import type { ReportTask, ReportTaskStatus, SuiteReport } from "./report-types.ts";
import type { EmbeddedScreens } from "./embed-screens.ts";
import { failuresFirst, wentWrong } from "./failures-first.ts";

type Tone = "ok" | "warn" | "error" | "neutral";

/** What templates/suite-report.hbs shows; every string unescaped (the template escapes). */
export interface SuiteReportModel {
  title: string;
  status: { label: string; tone: Tone };
  facts: { label: string; value: string }[];
  banner?: { text: string; tone: Tone };
  counts: { label: string; value: number; tone: Tone; filter: string }[];
  wallTime: string;
  taskTime: string;
  /** The tasks that went wrong, first, each with why, where, its final screen and its review page. */
  failures: FailureModel[];
  /** Failures not shown as cards (the page shows at most MAX_FAILURE_CARDS). */
  moreFailures?: string;
  /** Final screens that are linked rather than embedded (over the page's budget). */
  screensNote?: string;
  /** Every task, failures first. */
  tasks: TaskRowModel[];
  shardNote?: string;
  skippedFiles: { file: string; reason: string }[];
  generator: string;
  outputs: { label: string; href: string }[];
}

export interface TaskRowModel {
  id: string;
  anchor: string;
  file: string;
  status: ReportTaskStatus;
  statusLabel: string;
  tone: Tone;
  flaky: boolean;
  quarantined: boolean;
  searchText: string;
  category?: string;
  reason?: string;
  /** Whose fault it is, with the evidence (a runner problem is toned as a warning, not as the app's failure). */
  culprit?: CulpritView;
  duration: string;
  attemptsLabel?: string;
  steps: string;
  review?: string;
  artifactsDir?: string;
  results?: string;
  /** Where the final screen opens (beside the report). */
  finalScreenshot?: string;
  /** What the img shows: the embedded screen, else the same relative link. */
  finalScreenshotSrc?: string;
  /** `went wrong at step 7` */
  failedStep?: string;
  thumbWidth: number;
  thumbHeight: number;
  failedMetrics: { metric: string; expected: string; actual: string; detail: string }[];
  earlierAttempts: {
    attempt: number;
    statusLabel: string;
    tone: Tone;
    reason?: string;
    artifactsDir?: string;
    review?: string;
  }[];
}

const TONES: Record<ReportTaskStatus, Tone> = {
  pass: "ok",
  fail: "error",
  error: "error",
  skipped: "neutral",
  flaky: "warn",
};

/** A report path as a relative URL: each segment percent-encoded (so no segment can read as a scheme). */
export function hrefOf(reportPath: string | null | undefined): string | undefined {
  if (!reportPath) return undefined;
  return reportPath
    .split("/")
    .map((segment) => (segment === "." || segment === ".." ? segment : encodeURIComponent(segment)))
    .join("/");
}

/**
 * Where the page's links go. Beside its files (the default) they are relative paths; once uploaded, only
 * what was uploaded has a link (see the Action's browser pages).
 */
export interface SuiteLinks {
  /** A report path (a review page, an artifacts folder, a results.json, a final screen) → its href; undefined: no link. */
  href(reportPath: string): string | undefined;
  /** The footer's links to the machine-readable reports. */
  outputs: { label: string; href: string }[];
  /** Where the final screens that are not embedded can be opened; undefined: nowhere. */
  screensWhere?: string;
}

/** The links of a report.html read beside its files: every report path, relative. */
export function relativeLinks(report: SuiteReport): SuiteLinks {
  return {
    href: (reportPath) => hrefOf(reportPath),
    outputs: [REPORT_FILES.report, report.run.paths.junit, report.run.paths.suite_results].map((file) => ({
      label: file,
      href: hrefOf(file)!,
    })),
    screensWhere: "open them beside the report (artifacts/)",
  };
}

export interface FailureModel {
  id: string;
  anchor: string;
  file: string;
  statusLabel: string;
  tone: Tone;
  quarantined: boolean;
  category?: string;
  reason?: string;
  /** Whose fault it is, with the evidence, what to do and the error output, as HTML (culpritHtml). */
  culpritHtml: string;
  failedStep?: string;
  failedMetrics: TaskRowModel["failedMetrics"];
  review?: string;
  finalScreenshot?: string;
  finalScreenshotSrc?: string;
  /** A flaky task: the attempt that failed, with its own review page. */
  failedAttempt?: { attempt: number; reason?: string; review?: string };
  /** Expected against actual, and the task file's lines where it failed, as HTML (failureHtml). */
  failureHtml: string;
}

/** At most this many failure cards; the table lists every task. */
export const MAX_FAILURE_CARDS = 50;

export function suiteReportModel(
  report: SuiteReport,
  screens: EmbeddedScreens = { byPath: new Map(), left: 0 },
  links: SuiteLinks = relativeLinks(report),
): SuiteReportModel {
  const { run, summary } = report;
  const status: SuiteReportModel["status"] = run.interrupted
    ? { label: "INTERRUPTED", tone: "error" }
    : run.status === "pass"
      ? { label: "PASSED", tone: "ok" }
      : run.status === "fail"
        ? { label: "FAILED", tone: "error" }
        : { label: "ERROR", tone: "error" };
  const facts: { label: string; value: string | null }[] = [
    { label: "commit", value: run.source.commit ? run.source.commit.slice(0, 12) : null },
    { label: "ref", value: run.source.ref },
    {
      label: "shard",
      value: run.shard ? `${run.shard.index}/${run.shard.count} (by ${run.shard.strategy})` : null,
    },
    {
      label: "mode",
      value:
        run.mode === "agent" && (run.provider || run.model)
          ? `agent · ${[run.provider, run.model].filter(Boolean).join("/")}`
          : run.mode,
    },
    { label: "concurrency", value: String(run.concurrency) },
    { label: "runner", value: `${run.runner.os} ${run.runner.arch} · ${run.runner.cpus} CPUs` },
    {
      label: "image",
      value:
        run.images
          .map((i) => `${i.name}${i.id ? ` (${i.id.replace(/^sha256:/, "").slice(0, 12)})` : ""}`)
          .join(", ") || null,
    },
    { label: "screen", value: `${run.resolution.width}×${run.resolution.height}` },
    { label: "started", value: run.started_at.replace("T", " ").replace(/\.\d+Z$/, " UTC") },
  ];
  const notRun = summary.skipped;
  const banner = run.interrupted
    ? {
        text: `Interrupted by ${run.interrupted}: this report is partial${notRun > 0 ? `; ${notRun} task(s) did not run` : ""}.`,
        tone: "error" as const,
      }
    : run.fail_fast_after
      ? {
          text: `--fail-fast: stopped after '${run.fail_fast_after}' did not pass${notRun > 0 ? `; ${notRun} task(s) did not run` : ""}.`,
          tone: "warn" as const,
        }
      : undefined;
  const ordered = failuresFirst(report.tasks);
  const rows = ordered.map((task, index) => taskRow(task, index, screens, links));
  const failures: FailureModel[] = ordered.flatMap((task, index) =>
    wentWrong(task) ? [failureCard(task, rows[index]!, links)] : [],
  );
  const counts: SuiteReportModel["counts"] = [
    { label: "tasks", value: summary.total, tone: "neutral", filter: "all" },
    { label: "passed", value: summary.passed, tone: "ok", filter: "pass" },
    {
      label: "failed",
      value: summary.failed,
      tone: summary.failed > 0 ? "error" : "neutral",
      filter: "fail",
    },
    {
      label: "errors",
      value: summary.errors,
      tone: summary.errors > 0 ? "error" : "neutral",
      filter: "error",
    },
  ];
  if (summary.skipped > 0)
    counts.push({ label: "not run", value: summary.skipped, tone: "neutral", filter: "skipped" });
  if (summary.flaky > 0) counts.push({ label: "flaky", value: summary.flaky, tone: "warn", filter: "flaky" });
  if (summary.quarantined > 0)
    counts.push({ label: "quarantined", value: summary.quarantined, tone: "neutral", filter: "quarantined" });
  return {
    title: `desktest suite · ${status.label.toLowerCase()} · ${summary.passed}/${summary.total} passed${summary.flaky > 0 ? `, ${summary.flaky} flaky` : ""}${run.shard ? ` · shard ${run.shard.index}/${run.shard.count}` : ""}`,
    status,
    facts: facts.filter((f): f is { label: string; value: string } => f.value !== null && f.value !== ""),
    ...(banner ? { banner } : {}),
    counts,
    wallTime: formatDuration(run.duration_ms),
    taskTime: formatDuration(summary.task_time_ms),
    failures: failures.slice(0, MAX_FAILURE_CARDS),
    ...(failures.length > MAX_FAILURE_CARDS
      ? {
          moreFailures: `${failures.length - MAX_FAILURE_CARDS} more task(s) went wrong: see the table below.`,
        }
      : {}),
    ...(screens.left > 0
      ? {
          screensNote: links.screensWhere
            ? `${screens.left} final screen(s) are linked instead of embedded, to keep this page small: ${links.screensWhere}.`
            : `${screens.left} final screen(s) are not embedded, to keep this page small.`,
        }
      : {}),
    tasks: rows.map((row) => ({
      ...row,
      thumbWidth: THUMB_WIDTH,
      thumbHeight: Math.round((THUMB_WIDTH * run.resolution.height) / run.resolution.width),
    })),
    ...(run.shard && report.tasks.length === 0
      ? {
          shardNote: `shard ${run.shard.index}/${run.shard.count} of ${run.shard.suite_total} task(s) got none`,
        }
      : {}),
    skippedFiles: report.skipped_files,
    generator: `${report.generator.name} ${report.generator.version} · report v${report.report_version}`,
    outputs: links.outputs,
  };
}

const THUMB_WIDTH = 176;

function taskRow(
  task: ReportTask,
  index: number,
  screens: EmbeddedScreens,
  links: SuiteLinks,
): Omit<TaskRowModel, "thumbWidth" | "thumbHeight"> {
  const link = (reportPath: string | null | undefined) => (reportPath ? links.href(reportPath) : undefined);
  const a = task.artifacts;
  const shot = a?.final_screenshot ?? undefined;
  const attempts = task.attempts.length;
  return {
    id: task.id,
    anchor: String(index + 1),
    file: task.file,
    status: task.status,
    statusLabel: statusWord(task.status),
    tone: task.culprit?.kind === "environment" && task.status !== "flaky" ? "warn" : TONES[task.status],
    flaky: task.flaky,
    quarantined: task.quarantined,
    searchText: `${task.id} ${task.file}`.toLowerCase(),
    ...(task.error_category ? { category: task.error_category } : {}),
    ...(task.reason ? { reason: task.reason } : {}),
    ...(task.culprit && task.status !== "flaky" ? { culprit: culpritView(task.culprit) } : {}),
    duration: task.status === "skipped" ? "—" : formatDuration(task.duration_ms),
    ...(attempts > 1 ? { attemptsLabel: `${attempts} attempts` } : {}),
    steps: task.steps === null ? "—" : String(task.steps),
    ...optional("review", link(a?.review)),
    ...optional("artifactsDir", link(a?.dir)),
    ...optional("results", link(a?.results)),
    ...optional("finalScreenshot", link(shot)),
    ...optional("finalScreenshotSrc", (shot && screens.byPath.get(shot)) ?? link(shot)),
    ...optional(
      "failedStep",
      wentWrongText({ status: task.status, failedStep: task.failed_step, steps: task.steps }) ?? undefined,
    ),
    failedMetrics: task.metrics
      .filter((m) => !m.passed)
      .map((m) => ({ metric: m.metric, expected: m.expected, actual: m.actual, detail: m.detail })),
    earlierAttempts: task.attempts.slice(0, -1).map((attempt) => ({
      attempt: attempt.attempt,
      statusLabel: statusWord(attempt.status),
      tone: TONES[attempt.status],
      ...(attempt.reason ? { reason: attempt.reason } : {}),
      ...optional("artifactsDir", link(attempt.artifacts_dir)),
      ...optional("review", link(attempt.review)),
    })),
  };
}

function failureCard(task: ReportTask, row: ReturnType<typeof taskRow>, links: SuiteLinks): FailureModel {
  const failed = task.status === "flaky" ? task.attempts.find((a) => a.status === "fail") : undefined;
  return {
    id: row.id,
    anchor: row.anchor,
    file: row.file,
    statusLabel: row.statusLabel,
    tone: row.tone,
    quarantined: row.quarantined,
    ...optional("category", row.category),
    ...optional("reason", row.reason),
    culpritHtml: culpritHtml(task.status === "flaky" ? null : task.culprit),
    ...optional("failedStep", row.failedStep),
    failedMetrics: row.failedMetrics,
    failureHtml: failureHtml(
      failureView({ metrics: task.metrics, file: task.file, location: task.location }),
    ),
    ...optional("review", row.review),
    ...optional("finalScreenshot", row.finalScreenshot),
    ...optional("finalScreenshotSrc", row.finalScreenshotSrc),
    ...(failed
      ? {
          failedAttempt: {
            attempt: failed.attempt,
            ...optional("reason", failed.reason ?? undefined),
            ...optional("review", failed.review ? links.href(failed.review) : undefined),
          },
        }
      : {}),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * The HTML suite report: a pure function of report.json and the final screens embedded in it (see
 * embedFinalScreens). What went wrong comes first: a card per failed, errored or flaky task with why,
 * the step, its final screen and its review page; then every task, failures first. Every report
 * string goes through Handlebars' HTML escaping and every link is a relative URL built from the
 * report's relative paths. Its content security policy allows no network access, images from the
 * page's own origin and `data:` (the embedded screens), and only our own style and script (by hash).
 */
export function renderSuiteReportHtml(
  report: SuiteReport,
  screens?: EmbeddedScreens,
  links?: SuiteLinks,
): string {
  return renderPage("suite-report", suiteReportModel(report, screens, links), "'self' data:");
}
