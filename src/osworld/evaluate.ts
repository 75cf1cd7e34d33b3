import type { MetricResult } from "../evaluate/metric-result.ts";
import { runGetter, type GetterContext } from "./getters/index.ts";
import { callMetric } from "./metrics/index.ts";
import type { OsworldEvaluator, OsworldMetricSpec } from "./model.ts";
import { PythonError, pyRepr } from "./python-semantics.ts";

export interface OsworldScore {
  /** OSWorld's score: a float in [0, 1]. */
  score: number;
  /** One entry per metric that was computed (for results.json's metric_results). */
  metrics: MetricResult[];
  /** One line: how the score came about. */
  detail: string;
}

const short = (value: unknown): string => {
  const text = typeof value === "string" ? value : pyRepr(value);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
};

const clamp = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * OSWorld's `DesktopEnv.evaluate()` after its postconfig: `infeasible` scores 1 exactly when the last action
 * was FAIL; otherwise a final FAIL scores 0; one metric gives its value; a list combines with `conj`: under
 * "and" the first 0 gives 0 and otherwise the mean, under "or" the first 1 gives 1 and otherwise the max.
 *
 * A metric (or getter) that raises a Python-level error (a missing file, a wrong type) scores 0 with the
 * error as its detail, where OSWorld would drop the task as unfinished; errors of the machinery (a missing
 * cached download, a failing desktop) are thrown.
 */
export async function scoreOsworld(
  evaluator: OsworldEvaluator,
  context: GetterContext,
  lastActionFail: boolean,
): Promise<OsworldScore> {
  if (evaluator.infeasible) {
    const score = lastActionFail ? 1 : 0;
    const detail = lastActionFail
      ? "infeasible task: the agent's last action was FAIL"
      : "infeasible task: the agent's last action was not FAIL";
    return {
      score,
      detail,
      metrics: [
        {
          passed: score === 1,
          metric: "osworld:infeasible",
          expected: "last action FAIL",
          actual: lastActionFail ? "FAIL" : "not FAIL",
          detail,
        },
      ],
    };
  }
  if (lastActionFail) {
    const detail = "the agent's last action was FAIL on a feasible task";
    return {
      score: 0,
      detail,
      metrics: [
        {
          passed: false,
          metric: `osworld:${evaluator.metrics.map((m) => m.func).join("+")}`,
          expected: "a completed task",
          actual: "FAIL",
          detail,
        },
      ],
    };
  }
  const metrics: MetricResult[] = [];
  if (!evaluator.list) {
    const value = await runMetric(evaluator.metrics[0]!, context, metrics);
    return { score: value, metrics, detail: `${evaluator.metrics[0]!.func} = ${value}` };
  }
  const values: number[] = [];
  for (const spec of evaluator.metrics) {
    const value = await runMetric(spec, context, metrics);
    if (evaluator.conj === "and" && value === 0)
      return { score: 0, metrics, detail: `${spec.func} = 0 (conj and: the first 0 decides)` };
    if (evaluator.conj === "or" && value === 1)
      return { score: 1, metrics, detail: `${spec.func} = 1 (conj or: the first 1 decides)` };
    values.push(value);
  }
  const score =
    evaluator.conj === "and" ? values.reduce((a, b) => a + b, 0) / values.length : Math.max(...values);
  return {
    score,
    metrics,
    detail: `${evaluator.conj === "and" ? "mean" : "max"} of [${values.join(", ")}] = ${score}`,
  };
}

async function runMetric(
  spec: OsworldMetricSpec,
  context: GetterContext,
  out: MetricResult[],
): Promise<number> {
  let result: unknown;
  let expected: { value: unknown } | undefined;
  const record = (value: number, detail: string) => {
    out.push({
      passed: value === 1,
      metric: `osworld:${spec.func}`,
      expected: expected ? short(expected.value) : "",
      actual: short(result),
      detail,
    });
    return value;
  };
  try {
    result = spec.result ? await runGetter(spec.result, context) : null;
    if (spec.expected) expected = { value: await runGetter(spec.expected, context) };
    const value = clamp(callMetric(spec.func, result, expected, spec.options));
    return record(value, `score ${value}`);
  } catch (error) {
    if (error instanceof PythonError) return record(0, `score 0: ${error.message}`);
    throw error;
  }
}
