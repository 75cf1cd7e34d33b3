import { describe, expect, it } from "vitest";
import { OsworldEvaluationError, scoreOsworld } from "../../src/osworld/evaluate.ts";
import type { GetterContext } from "../../src/osworld/getters/index.ts";
import type { OsworldEvaluator, OsworldMetricSpec } from "../../src/osworld/model.ts";

// OSWorld's DesktopEnv.evaluate: how metric values combine, and which exceptions are errors (no score).
// Metrics that run Python in the desktop would reach it through the guest; these never do.
const context = { log: () => undefined, guest: { session: {} } } as unknown as GetterContext;

function spec(
  func: string,
  result: unknown,
  expected?: unknown,
  options: Record<string, unknown> = {},
): OsworldMetricSpec {
  return {
    func,
    result: { type: "rule", rules: result },
    ...(expected === undefined ? {} : { expected: { type: "rule", rules: expected } }),
    options,
    pointers: {
      func: "/evaluator/func",
      result: "/evaluator/result",
      expected: "/evaluator/expected",
      options: "/evaluator/options",
    },
  };
}

function evaluator(
  metrics: OsworldMetricSpec[],
  conj: "and" | "or" = "and",
  expectedList = true,
): OsworldEvaluator {
  return { metrics, list: metrics.length > 1, expectedList, conj, postconfig: [], infeasible: false };
}

describe("OSWorld's scoring", () => {
  it("one metric gives its value; a graded value stays graded", async () => {
    const scored = await scoreOsworld(
      evaluator([spec("fuzzy_match", "abcd", { expected: "abce" })]),
      context,
      false,
    );
    expect(scored.score).toBe(0.75);
    expect(scored.metrics[0]!.metric).toBe("osworld:fuzzy_match");
  });

  it("'and' stops at the first 0, otherwise the mean; 'or' stops at the first 1, otherwise the max", async () => {
    const half = spec("fuzzy_match", "ab", { expected: "ac" });
    const one = spec("exact_match", "x", { expected: "x" });
    const zero = spec("exact_match", "x", { expected: "y" });
    expect((await scoreOsworld(evaluator([one, half]), context, false)).score).toBe(0.75);
    const stopped = await scoreOsworld(evaluator([zero, one]), context, false);
    expect(stopped.score).toBe(0);
    expect(stopped.metrics).toHaveLength(1);
    expect((await scoreOsworld(evaluator([half, zero], "or"), context, false)).score).toBe(0.5);
    const first = await scoreOsworld(evaluator([one, zero], "or"), context, false);
    expect([first.score, first.metrics.length]).toEqual([1, 1]);
  });

  it("a final FAIL scores 0 on a feasible task; infeasible scores 1 only with it", async () => {
    expect(
      (await scoreOsworld(evaluator([spec("exact_match", "x", { expected: "x" })]), context, true)).score,
    ).toBe(0);
    const infeasible: OsworldEvaluator = { ...evaluator([]), infeasible: true };
    expect((await scoreOsworld(infeasible, context, true)).score).toBe(1);
    expect((await scoreOsworld(infeasible, context, false)).score).toBe(0);
  });

  it("a metric that raises is an evaluation error naming the exception, not a 0", async () => {
    const raising = evaluator([spec("exact_match", "x", { wanted: "x" })]);
    await expect(scoreOsworld(raising, context, false)).rejects.toThrow(OsworldEvaluationError);
    await expect(scoreOsworld(raising, context, false)).rejects.toThrow(/KeyError: 'expected'.*exact_match/);
  });

  it("a metric that returns None is an error too", async () => {
    const none = evaluator([spec("check_qt_slider_colours", null, { type: "x" })]);
    // vlcrc path None: open(None) raises first, before the None return
    await expect(scoreOsworld(none, context, false)).rejects.toThrow(/TypeError/);
  });

  it("a null expected entry in a list that has expected getters is OSWorld's TypeError", async () => {
    const specs = [spec("exact_match", "x", { expected: "x" }), { ...spec("check_text_enlarged", "2.0") }];
    await expect(scoreOsworld(evaluator(specs), context, false)).rejects.toThrow(/not callable/);
    expect((await scoreOsworld(evaluator(specs, "and", false), context, false)).score).toBe(1);
  });
});
