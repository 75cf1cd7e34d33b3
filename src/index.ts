/**
 * The engine's public surface: what the GitHub Action (src/action/) and the GitHub App (app/) may use.
 * Both import the engine through this module only (a dependency rule checks it), so everything else in
 * src/ can change without breaking them.
 */

// ---- for the App
export { Redactor } from "./secrets/redactor.ts";
export {
  mergeReports,
  type MergedReport,
  type MergedTask,
  type ReportShard,
} from "./report/merge-reports.ts";
export { MAX_REPORT_BYTES, parseReport, readReport, ReportFormatError } from "./report/read-report.ts";
export type {
  ReportLocation,
  ReportMetric,
  ReportStatus,
  ReportTask,
  ReportTaskStatus,
  SuiteReport,
} from "./report/report-types.ts";

// ---- shared helpers (the Action and the App)
export { cutText, keepText } from "./util/cut-text.ts";
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
