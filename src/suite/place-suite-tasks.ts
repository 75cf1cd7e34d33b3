import type { SuiteTask } from "../report/suite-run.ts";
import { placeTask } from "../session/backends.ts";
import type { Placement, PlacementFlags } from "../session/desktop-backend.ts";

/**
 * Where each task's desktop runs, decided once for the suite, by task id. A task that cannot be placed
 * has no entry: its run places it again and reports why, as a configuration error.
 */
export function placeSuiteTasks(tasks: readonly SuiteTask[], flags: PlacementFlags): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const task of tasks) {
    const placement = placeSuiteTask(task, flags);
    if (placement) placements.set(task.id, placement);
  }
  return placements;
}

function placeSuiteTask(task: SuiteTask, flags: PlacementFlags): Placement | undefined {
  try {
    return placeTask(task.loaded, flags);
  } catch {
    return undefined;
  }
}
