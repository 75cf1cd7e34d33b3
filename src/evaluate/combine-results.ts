import type { Evaluator } from "../task/model.ts";
import type { EvaluationOutcome, MetricResult } from "./metric-result.ts";

/**
 * Combine metric results by the evaluator's conjunction (`and`: all pass, `or`: any passes; no metrics
 * pass) with the reasoning text of spec §3.2.
 */
export function combineMetricResults(
  results: MetricResult[],
  conjunction: Evaluator["conjunction"],
): EvaluationOutcome {
  const passedCount = results.filter((r) => r.passed).length;
  const failed = results.filter((r) => !r.passed);
  const passed = results.length === 0 || (conjunction === "or" ? passedCount > 0 : failed.length === 0);
  const reasoning = passed
    ? `Programmatic evaluation passed (${passedCount}/${results.length} metrics)`
    : `Programmatic evaluation failed (${failed.length}/${results.length} metrics failed: ${failed
        .map((r) => `${r.metric}: ${r.detail}`)
        .join("; ")})`;
  return { passed, results, reasoning };
}
