/** A failed task's time and cost per step in the check run's details: compact and bounded. */
import { describe, expect, it } from "vitest";
import type { TaskResult } from "../../app/check/model.ts";
import { formatStepCost, STEP_ROWS, stepTimesView } from "../../app/check/step-times.ts";

const steps = (n: number, cost: (i: number) => number | null = () => 0.004) =>
  Array.from({ length: n }, (_, i) => ({ step: i + 1, durationMs: 1_000 + i, costUsd: cost(i) }));

const task = (extra: Partial<TaskResult>) => ({ status: "fail", failedStep: null, ...extra }) as TaskResult;

describe("stepTimesView", () => {
  it("shows every step of a short run with its time and cost, the step that went wrong marked", () => {
    const view = stepTimesView(task({ stepTimes: steps(3), failedStep: 2 }), true)!;
    expect(view.summary).toBe("Time and cost per step (3 steps, 3.0s, $0.012)");
    expect(view.rows.map((r) => [r.step, r.time, r.cost, r.wentWrong])).toEqual([
      [1, "1.0s", "$0.0040", false],
      [2, "1.0s", "$0.0040", true],
      [3, "1.0s", "$0.0040", false],
    ]);
  });

  it("keeps at most STEP_ROWS steps, ending shortly after the step that went wrong", () => {
    const view = stepTimesView(task({ stepTimes: steps(100), failedStep: 60 }), true)!;
    expect(view.rows).toHaveLength(STEP_ROWS);
    expect(view.rows.some((r) => r.wentWrong)).toBe(true);
    expect(view.hiddenBefore + view.rows.length + view.hiddenAfter).toBe(100);
    expect(view.hiddenAfter).toBeGreaterThan(0);
    const last = stepTimesView(task({ stepTimes: steps(100), failedStep: null }), true)!;
    expect(last.rows.at(-1)!.step).toBe(100);
    expect(last.hiddenBefore).toBe(70);
  });

  it("has no cost column in a replay, and nothing for a passing task or one without step data", () => {
    const replay = stepTimesView(task({ stepTimes: steps(2, () => null) }), false)!;
    expect(replay.showCost).toBe(false);
    expect(replay.summary).toBe("Time per step (2 steps, 2.0s)");
    expect(replay.rows.every((r) => r.cost === "")).toBe(true);
    expect(stepTimesView(task({ stepTimes: steps(2) }), false)!.showCost).toBe(false);
    expect(stepTimesView(task({ status: "pass", stepTimes: steps(2) }), true)).toBeNull();
    expect(stepTimesView(task({}), true)).toBeNull();
    const unmeasured = steps(2, () => null).map((s) => ({ ...s, durationMs: null }));
    expect(stepTimesView(task({ stepTimes: unmeasured }), true)).toBeNull();
    expect(formatStepCost(0.12345)).toBe("$0.123");
  });
});
