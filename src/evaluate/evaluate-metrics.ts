import type { Session } from "../session/session.ts";
import type { Evaluator } from "../task/model.ts";
import { combineMetricResults } from "./combine-results.ts";
import { evaluateMetric } from "./evaluate-metric.ts";
import { DEFAULT_EVAL_TIMEOUT_SECS, type EvaluationContext } from "./evaluation-context.ts";
import type { EvaluationOutcome } from "./metric-result.ts";
import type { ReplayFailure } from "./replay/replay-failure.ts";
import type { ReplayStep } from "./replay/replay-step.ts";

export interface EvaluationReport extends EvaluationOutcome {
  /** The steps of every `script_replay` metric, in metric order (empty when there is none). */
  replaySteps: ReplayStep[];
  /** The first `script_replay` metric that did not pass: how its script ended. */
  replayFailure?: ReplayFailure;
}

/** What a run gives the metrics beyond their timeout (see EvaluationContext). */
export type EvaluateMetricsOptions = Omit<EvaluationContext, "timeoutSecs">;

/**
 * Evaluate an evaluator's metrics in the desktop: all of them, in order, even when the outcome is already
 * decided; each container call bounded by `eval_timeout_secs` (default 120); a metric that throws counts
 * as failed with `Evaluation error: <message>`. Never throws for a metric's sake.
 */
export async function evaluateMetrics(
  session: Session,
  evaluator: Pick<Evaluator, "metrics" | "conjunction" | "eval_timeout_secs">,
  options: EvaluateMetricsOptions = {},
): Promise<EvaluationReport> {
  const context: EvaluationContext = {
    timeoutSecs: evaluator.eval_timeout_secs ?? DEFAULT_EVAL_TIMEOUT_SECS,
    ...options,
  };
  const results = [];
  const replaySteps: ReplayStep[] = [];
  let replayFailure: ReplayFailure | undefined;
  for (const metric of evaluator.metrics) {
    const outcome = await evaluateMetric(session, metric, context);
    results.push(outcome.result);
    replaySteps.push(...outcome.replaySteps);
    replayFailure ??= outcome.replayFailure;
  }
  return {
    ...combineMetricResults(results, evaluator.conjunction),
    replaySteps,
    ...(replayFailure ? { replayFailure } : {}),
  };
}
