import { InfraError } from "../errors/desktest-error.ts";
import type { Session } from "../session/session.ts";
import type { Metric } from "../task/model.ts";
import type { EvaluationContext } from "./evaluation-context.ts";
import { evaluationErrorResult } from "./evaluation-error.ts";
import type { MetricResult } from "./metric-result.ts";
import { evaluateCommandOutput } from "./metrics/command-output.ts";
import { evaluateExitCode } from "./metrics/exit-code.ts";
import { evaluateFileCompareSemantic } from "./metrics/file-compare-semantic.ts";
import { evaluateFileCompare } from "./metrics/file-compare.ts";
import { evaluateFileExists } from "./metrics/file-exists.ts";
import { evaluateScriptReplay } from "./metrics/script-replay.ts";
import type { ReplayFailure } from "./replay/replay-failure.ts";
import type { ReplayStep } from "./replay/replay-step.ts";

export interface MetricOutcome {
  result: MetricResult;
  /** Only a `script_replay` metric has steps. */
  replaySteps: ReplayStep[];
  /** A `script_replay` metric that did not pass: how its script ended. */
  replayFailure?: ReplayFailure;
}

/**
 * Evaluate one metric; anything it throws becomes a failed result `Evaluation error: <message>`, except
 * an InfraError of a replay script (the desktop cannot run it), which propagates.
 */
export async function evaluateMetric(
  session: Session,
  metric: Metric,
  context: EvaluationContext,
): Promise<MetricOutcome> {
  try {
    if (metric.type === "script_replay") return await evaluateScriptReplay(session, metric, context);
    return { result: await evaluateCheck(session, metric, context), replaySteps: [] };
  } catch (error) {
    // A replay script the desktop cannot run (a module missing from its Python) is the environment's
    // error, not a failed check: it ends the run as an infrastructure error (exit 3).
    if (metric.type === "script_replay" && error instanceof InfraError) throw error;
    return { result: evaluationErrorResult(metric.type, error), replaySteps: [] };
  }
}

/** The metrics that are plain checks of the desktop's state (also usable as early-exit conditions). */
export type CheckMetric = Exclude<Metric, { type: "script_replay" }>;

/** Evaluate a check metric; errors propagate. */
export function evaluateCheck(
  session: Session,
  metric: CheckMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  switch (metric.type) {
    case "file_compare":
      return evaluateFileCompare(session, metric, context);
    case "file_compare_semantic":
      return evaluateFileCompareSemantic(session, metric, context);
    case "command_output":
      return evaluateCommandOutput(session, metric, context);
    case "file_exists":
      return evaluateFileExists(session, metric, context);
    case "exit_code":
      return evaluateExitCode(session, metric, context);
  }
}
