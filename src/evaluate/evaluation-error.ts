import type { MetricResult } from "./metric-result.ts";

/** The message of anything thrown (an Error's message, otherwise its text). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A metric that could not be evaluated counts as failed, with the reason as its detail. */
export function evaluationErrorResult(metric: string, error: unknown): MetricResult {
  return {
    passed: false,
    metric,
    expected: "",
    actual: "",
    detail: `Evaluation error: ${errorMessage(error)}`,
  };
}
