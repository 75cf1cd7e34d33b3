import { formatDuration } from "../../src/app-surface.ts";
import type { TaskResult } from "./model.ts";

/** At most this many steps in a task's "Time and cost per step" table. */
export const STEP_ROWS = 30;

export interface StepTimesView {
  summary: string;
  showCost: boolean;
  rows: { step: number; time: string; cost: string; wentWrong: boolean }[];
  /** Steps before the rows shown (they are left out). */
  hiddenBefore: number;
  /** Steps after the rows shown. */
  hiddenAfter: number;
}

/** `$0.0042` under a cent, else `$0.012`. */
export function formatStepCost(usd: number | null): string {
  if (usd === null) return "";
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(3)}`;
}

/**
 * A failed or errored task's time and cost per step, compactly: the STEP_ROWS steps up to the one
 * where it went wrong (else its last ones), the cost column only in agent runs. Null when the report
 * has no per-step data for the task (or none measured), or it did not fail.
 */
export function stepTimesView(task: TaskResult, agentRun: boolean): StepTimesView | null {
  const steps = task.stepTimes ?? [];
  if (steps.length === 0 || (task.status !== "fail" && task.status !== "error")) return null;
  const failedAt = steps.findIndex((s) => s.step === task.failedStep);
  const end = failedAt >= 0 ? Math.min(steps.length, failedAt + 1 + Math.floor(STEP_ROWS / 6)) : steps.length;
  const start = Math.max(0, end - STEP_ROWS);
  const shown = steps.slice(start, end);
  const showCost = agentRun && steps.some((s) => s.costUsd !== null);
  // A replay's trajectory measures no step: nothing to show.
  if (!showCost && steps.every((s) => s.durationMs === null)) return null;
  const total = steps.reduce((sum, s) => sum + (s.durationMs ?? 0), 0);
  const cost = steps.reduce((sum, s) => sum + (s.costUsd ?? 0), 0);
  const count = `${steps.length} step${steps.length === 1 ? "" : "s"}`;
  return {
    summary: `Time${showCost ? " and cost" : ""} per step (${count}, ${formatDuration(total)}${showCost ? `, ${formatStepCost(cost)}` : ""})`,
    showCost,
    rows: shown.map((s) => ({
      step: s.step,
      time: s.durationMs === null ? "" : formatDuration(s.durationMs),
      cost: showCost ? formatStepCost(s.costUsd) : "",
      wentWrong: s.step === task.failedStep,
    })),
    hiddenBefore: start,
    hiddenAfter: steps.length - end,
  };
}
