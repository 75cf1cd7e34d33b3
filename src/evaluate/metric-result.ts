/** The outcome of one metric, as results.json carries it (desktest-spec-core §3.4). */
export interface MetricResult {
  passed: boolean;
  metric: string;
  expected: string;
  actual: string;
  detail: string;
}

/** All metrics of an evaluator, combined by its conjunction. */
export interface EvaluationOutcome {
  passed: boolean;
  results: MetricResult[];
  /** `Programmatic evaluation passed (2/2 metrics)` / `… failed (1/2 metrics failed: <metric>: <detail>)`. */
  reasoning: string;
}
