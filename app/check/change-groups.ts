import { canApprove, type CheckModel, type ShotChange, type ShotResult, type TaskResult } from "./model.ts";

/**
 * Identical changes grouped: one change (the same box, the same baseline and head pixels in it) that
 * shows up in several tasks and steps, a shared header for instance, is shown once with the places it
 * occurs in and approved once.
 */

export interface ChangeOccurrence {
  task: TaskResult;
  change: ShotChange;
}

export interface ChangeGroup {
  fingerprint: string;
  /** In the order of the check's tasks, then shots. */
  occurrences: ChangeOccurrence[];
  /** The stored comparison the group is shown with: the first occurrence whose images were drawn. */
  shot: ShotResult | null;
  /** Every occurrence is approved. */
  accepted: boolean;
  /** Occurrences in tasks that did not fail and wait for approval. */
  pending: ChangeOccurrence[];
}

/** A task's changed shots; a check stored before changes were kept has one per approval key. */
export function shotChanges(task: TaskResult): ShotChange[] {
  return (
    task.visual.changes ??
    task.visual.changeKeys.map((key) => ({
      shot: "final" as const,
      key,
      fingerprint: key,
      accepted: task.visual.accepted,
    }))
  );
}

/** The stored comparison of one changed shot, when the check kept it (the final one and the first step's). */
function storedShot(task: TaskResult, shot: ShotChange["shot"]): ShotResult | null {
  if (shot === "final") return task.visual.final;
  return task.visual.firstDivergedStep?.shot === shot ? task.visual.firstDivergedStep : null;
}

/** The groups of the check's changed tasks, in the order of the tasks (numbered so; approvals keep it). */
export function changeGroups(model: Pick<CheckModel, "tasks">): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const task of model.tasks) {
    if (task.visual.status !== "changed") continue;
    for (const change of shotChanges(task)) {
      let group = groups.get(change.fingerprint);
      if (!group) {
        group = { fingerprint: change.fingerprint, occurrences: [], shot: null, accepted: true, pending: [] };
        groups.set(change.fingerprint, group);
      }
      group.occurrences.push({ task, change });
      group.shot ??= storedShot(task, change.shot);
      if (!change.accepted) {
        group.accepted = false;
        if (canApprove(task)) group.pending.push({ task, change });
      }
    }
  }
  return [...groups.values()];
}

/** The tasks a group occurs in, each once, in order. */
export function groupTasks(group: ChangeGroup): TaskResult[] {
  return [...new Set(group.occurrences.map((o) => o.task))];
}
