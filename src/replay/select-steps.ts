import type { TrajectoryEntry } from "../artifacts/trajectory.ts";

export interface SelectedSteps {
  entries: TrajectoryEntry[];
  /** Listed steps skipped because they have no code. */
  emptyListed: number[];
}

/**
 * The steps a replay script keeps (desktest-spec-core §5.1): without a list, those that ended `success`
 * or `done`; with one, exactly the listed steps. Blank code is dropped, the last entry of a step wins,
 * steps come out in ascending order.
 */
export function selectSteps(entries: TrajectoryEntry[], listed?: number[]): SelectedSteps {
  const chosen = listed
    ? entries.filter((e) => listed.includes(e.step))
    : entries.filter((e) => e.result === "success" || e.result === "done");
  const emptyListed = listed
    ? [...new Set(chosen.filter((e) => !e.action_code.trim()).map((e) => e.step))]
    : [];
  const byStep = new Map<number, TrajectoryEntry>();
  for (const entry of chosen) if (entry.action_code.trim()) byStep.set(entry.step, entry);
  return { entries: [...byStep.values()].sort((a, b) => a.step - b.step), emptyListed };
}
