/**
 * The engine's public surface: what the GitHub Action (src/action/) may use; the Action imports the engine
 * through this module only (a dependency rule checks it), so everything else in src/ can change without
 * breaking it. The App's narrower surface is src/app-surface.ts, included here.
 */
export * from "./app-surface.ts";

// ---- for the Action
export { VERSION } from "./version.ts";

export { type ShardStrategy } from "./report/report-types.ts";
export { validatePaths, type ValidationEntry, type ValidationReport } from "./run/validate-task-files.ts";
export { REPORT_FILES } from "./report/build-report.ts";
export { screenshotDumps } from "./artifacts/screenshot-dumps.ts";
export { connectDocker } from "./session/docker-connection.ts";
export { LABEL } from "./session/labels.ts";
export { describeReaped, reapDesktops } from "./session/reap-desktops.ts";
export { PROVIDERS, PROVIDER_NAMES, isProviderName } from "./agent/providers/create-provider.ts";
export { apiKeysInEnvironment } from "./agent/providers/api-keys-in-environment.ts";
export { parseResolution } from "./session/resolution.ts";
export { parseShard, shardTasks, type ShardSpec } from "./suite/shard.ts";
export { isDesktestError } from "./errors/desktest-error.ts";
export { defaultConcurrency } from "./suite/concurrency.ts";
export { BACKEND_CHOICES, type BackendChoice } from "./session/backend-choices.ts";
export {
  checkRunner,
  checkMark,
  hostProbe,
  type PreflightCheck,
  type PreflightResult,
  type RunnerProbe,
} from "./suite/runner-preflight.ts";
export { type SuiteTask } from "./report/suite-run.ts";
export { endLine } from "./suite/progress.ts";
export { runSuite, type SuiteEvent } from "./suite/run-suite.ts";
export { formatSuiteDuration } from "./report/summary-table.ts";
export { createAgentRunner } from "./agent/create-agent-runner.ts";
export { type AgentRunner } from "./agent/agent-runner.ts";
export { loadConfigFile, type ConfigFile } from "./suite/config-file.ts";
export { configCaBundle } from "./suite/config-ca-bundle.ts";
export { writeSuiteReports } from "./report/write-reports.ts";
export { renderSuiteReportHtml, type SuiteLinks } from "./report/render-html.ts";
export { embedFinalScreens } from "./report/embed-screens.ts";
export { discoverSuite, type DiscoveredSuite } from "./suite/discover.ts";
export { collectCi, collectRunner, collectSource } from "./suite/run-metadata.ts";
export {
  decodePointerSegment,
  parseJsonDocument,
  type JsonDocument,
  type Position,
} from "./task/json-document.ts";
export { PATH_POLICIES, type PathPolicy } from "./task/path-policy.ts";
export { planSuite, runSuiteJob, type SuitePlan, type SuiteJobResult } from "./suite/suite-job.ts";
export { escapeRegExp } from "./util/escape-regexp.ts";
