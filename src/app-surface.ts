/**
 * The App's view of the engine: reading and merging report.json, and the helpers its pages and check runs
 * share with the Action (Markdown, templates, durations, cutting, redaction). app/ imports the engine
 * through this module only (a dependency rule checks it). It loads no Docker, session or agent code, and
 * only erasable TypeScript, because the App runs its sources under Node's type stripping.
 */
export { Redactor } from "./secrets/redactor.ts";
export { installNetwork } from "./network/install-network.ts";
export { isDesktestError } from "./errors/desktest-error.ts";
export {
  networkSettings,
  describeNetworkSettings,
  type NetworkSettings,
} from "./network/network-settings.ts";
export {
  mergeReports,
  type MergedReport,
  type MergedTask,
  type ReportShard,
} from "./report/merge-reports.ts";
export { MAX_REPORT_BYTES, parseReport, readReport, ReportFormatError } from "./report/read-report.ts";
export { entriesForTask, isQuarantined, QUARANTINE_LIMITS } from "./report/quarantine.ts";
export { failuresFirst, wentWrong } from "./report/failures-first.ts";
export {
  CULPRIT_WORDS,
  culpritLine,
  culpritView,
  type CulpritView,
  type ShownCulprit,
} from "./artifacts/culprit-text.ts";
export {
  applyLines,
  formatCost,
  healLines,
  healTallyLine,
  OUTCOME_WORDS,
  type ShownHeal,
  type ShownUpdatedReplay,
} from "./report/heal-text.ts";

export type { DesktopEnvironment } from "./session/desktop-environment.ts";
export type {
  ReportCulprit,
  ReportEnvironment,
  ReportHeal,
  ReportHealSummary,
  ReportOutcome,
  ReportLocation,
  ReportMetric,
  ReportStatus,
  ReportTask,
  ReportTaskStatus,
  ReportUpdatedReplay,
  SuiteReport,
} from "./report/report-types.ts";

export {
  checkIgnoreEntries,
  checkTaskVisual,
  resolveIgnoreRegions,
  type IgnoreEntry,
  type IgnoredRegion,
} from "./task/ignore-regions.ts";
export { a11yDumpOf } from "./artifacts/trajectory.ts";
export { joinPointer } from "./task/json-document.ts";
export { lenientEntries } from "./artifacts/screenshot-dumps.ts";

// ---- shared helpers (the Action and the App)
export { cutText, keepText } from "./util/cut-text.ts";
export {
  failureMarkdown,
  REASON_LIMIT,
  failureView,
  oneLineReason,
  type FailureView,
  type SourceSnippet,
  wentWrongText,
} from "./util/failure-text.ts";
export { failureHtml } from "./util/failure-html.ts";
export { formatDuration, type DurationStyle } from "./util/format-duration.ts";
export {
  codeBlock,
  codeSpan,
  escapeHtml,
  htmlCode,
  inlineText,
  plain,
  preformatted,
  safeUrl,
} from "./util/markdown.ts";
export { readTemplateFile, template, templatesDir } from "./util/templates.ts";
