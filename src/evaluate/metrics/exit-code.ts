import type { Session } from "../../session/session.ts";
import type { ExitCodeMetric } from "../../task/model.ts";
import { runEvaluationCommand } from "../bounded-session-calls.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import type { MetricResult } from "../metric-result.ts";

/**
 * `exit_code`: the exit status of `bash -c <command>` in the desktop (128 + N when killed by signal N).
 * The reference instead appends `; echo "EXIT_CODE:$?"` and reads that marker, so a command that calls
 * `exit` (or prints its own marker) gets -1 (or the fake value); we use the real status.
 */
export async function evaluateExitCode(
  session: Session,
  metric: ExitCodeMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  const { exitCode } = await runEvaluationCommand(session, metric.command, context);
  return exitCodeResult(metric, exitCode);
}

export function exitCodeResult(metric: ExitCodeMetric, code: number): MetricResult {
  const passed = code === metric.expected;
  return {
    passed,
    metric: metric.type,
    expected: String(metric.expected),
    actual: String(code),
    detail: passed
      ? `Exit code ${code} matches expected`
      : `Exit code ${code} does not match expected ${metric.expected}`,
  };
}
