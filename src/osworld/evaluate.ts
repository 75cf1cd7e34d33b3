import type { MetricResult } from "../evaluate/metric-result.ts";
import { runGetter, type GetterContext } from "./getters/index.ts";
import { callMetric } from "./metrics/index.ts";
import { desktopPython } from "./metrics/python-test-suite.ts";
import type { OsworldEvaluator, OsworldMetricSpec } from "./model.ts";
import { InfraError } from "../errors/desktest-error.ts";
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
 * Where OSWorld's evaluation raises: OSWorld then writes no result.txt (the task counts as unfinished and
 * its runner tries it again), so desktest reports an error, not a score. The Python exception and the
 * metric it came from are in the message.
 */
export class OsworldEvaluationError extends InfraError {}

/**
 * OSWorld's `DesktopEnv.evaluate()` after its postconfig, with its exception handling: `infeasible` scores 1
 * exactly when the last action was FAIL; otherwise a final FAIL scores 0; one metric gives its value; a
 * list combines with `conj`: under "and" the first 0 gives 0 and otherwise the mean, under "or" the first 1
 * gives 1 and otherwise the max.
 *
 * A result getter that raises FileNotFoundError scores 0 (one metric, or a list under "and"); under "or"
 * OSWorld goes on with the previous metric's result (and fails when there is none). Any other exception of
 * a getter or a metric, and a metric that returns None, is an OsworldEvaluationError. Errors of the
 * machinery (a missing cached download, a failing desktop) are thrown as they are.
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
  const state: { previous?: { value: unknown } } = {};
  if (!evaluator.list) {
    const value = await runMetric(evaluator.metrics[0]!, evaluator, context, metrics, state);
    return { score: value, metrics, detail: `${evaluator.metrics[0]!.func} = ${value}` };
  }
  const values: number[] = [];
  for (const spec of evaluator.metrics) {
    const value = await runMetric(spec, evaluator, context, metrics, state);
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
  evaluator: OsworldEvaluator,
  context: GetterContext,
  out: MetricResult[],
  state: { previous?: { value: unknown } },
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
  const raised = (error: PythonError, where: string): never => {
    if (error.kind === "NotSupported")
      throw new OsworldEvaluationError(
        `desktest cannot evaluate ${spec.func} (${spec.pointers.func}) on this state: ${error.message.replace(/^NotSupported: /, "")}`,
        { hint: "docs/osworld.md lists what desktest's port of OSWorld's evaluators does not cover" },
      );
    throw new OsworldEvaluationError(
      `OSWorld's evaluator raises ${error.message} in ${where} of ${spec.func} (${spec.pointers.func}), so OSWorld gives this task no score`,
      {
        hint: "OSWorld counts such a task as unfinished and runs it again; the state the desktop was left in is one its evaluator does not handle",
      },
    );
  };
  try {
    result = spec.result ? await runGetter(spec.result, context) : null;
    state.previous = { value: result };
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
    if (error.kind !== "FileNotFoundError") raised(error, "the result getter");
    if (!evaluator.list || evaluator.conj === "and")
      return record(0, `score 0: the result getter raised ${error.message}`);
    if (!state.previous)
      raised(new PythonError("NameError", "name 'result_state' is not defined"), "the evaluation");
    result = state.previous!.value;
  }
  try {
    if (spec.expected) expected = { value: await runGetter(spec.expected, context) };
    else if (evaluator.list && evaluator.expectedList)
      throw new PythonError(
        "TypeError",
        "'NoneType' object is not callable (a null entry in the expected list)",
      );
  } catch (error) {
    if (error instanceof PythonError) raised(error, "the expected getter");
    throw error;
  }
  let value: number | null;
  try {
    value = await callMetric(spec.func, result, expected, spec.options, {
      hostCacheDir: context.hostCacheDir,
      python: desktopPython(context.guest.session),
      log: context.log,
    });
  } catch (error) {
    if (error instanceof PythonError) raised(error, "the metric");
    throw error;
  }
  if (value === null)
    raised(new PythonError("TypeError", "the metric returned None, not a score"), "the metric");
  const score = clamp(value!);
  return record(score, `score ${score}`);
}
