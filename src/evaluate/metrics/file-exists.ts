import { shellQuote } from "../../session/exec-result.ts";
import type { Session } from "../../session/session.ts";
import type { FileExistsMetric } from "../../task/model.ts";
import { runEvaluationCommand } from "../bounded-session-calls.ts";
import { capturedOutput } from "../command-output-text.ts";
import { expandHome } from "../desktop-paths.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import type { MetricResult } from "../metric-result.ts";

/**
 * `file_exists`: `test -e` on the quoted path (folders count, broken links do not). A leading `~` is the
 * desktop user's home; `$VAR` and the like are never expanded.
 */
export async function evaluateFileExists(
  session: Session,
  metric: FileExistsMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  const command = `test -e ${shellQuote(expandHome(metric.path, session.home))} && echo EXISTS || echo MISSING`;
  const exists = capturedOutput(await runEvaluationCommand(session, command, context)).includes("EXISTS");
  return fileExistsResult(metric, exists);
}

export function fileExistsResult(metric: FileExistsMetric, exists: boolean): MetricResult {
  const p = metric.path;
  const passed = exists !== metric.should_not_exist;
  let detail: string;
  if (metric.should_not_exist) {
    detail = exists ? `File '${p}' exists but should not` : `File '${p}' does not exist (as expected)`;
  } else {
    detail = exists ? `File '${p}' exists` : `File '${p}' does not exist`;
  }
  return {
    passed,
    metric: metric.type,
    expected: metric.should_not_exist ? `${p} should NOT exist` : `${p} should exist`,
    actual: exists ? "exists" : "missing",
    detail,
  };
}
