import { createHash } from "node:crypto";
import { APPROVE_PATTERN } from "../commands/parse-command.ts";
import { fingerprintKey } from "../diff/compare-tasks.ts";
import { changeGroups, groupTasks, shotChanges, type ChangeGroup } from "./change-groups.ts";
import { codeSpan, plain } from "./markdown.ts";
import { canApprove, type CheckModel, type ShotChange, type TaskResult } from "./model.ts";

/**
 * Approvals of screen changes, per task or all at once. Only a task that did not fail offers its
 * screen for approval (a failing task's screen is what went wrong, not a new look).
 */

/** The "Approve all" button's identifier (also the button of checks made by older versions). */
export const ACTION_APPROVE_ALL = "approve-visual";

/** A per-task button's identifier: `approve:` and 12 hex digits of the task id's SHA-256 (≤ 20 characters). */
const TASK_ACTION = /^approve:([0-9a-f]{12})$/;

export function taskActionId(taskId: string): string {
  return `approve:${createHash("sha256").update(taskId).digest("hex").slice(0, 12)}`;
}

/** The digest a per-task button carries, or null when the identifier is not one. */
export function taskActionDigest(identifier: string): string | null {
  return TASK_ACTION.exec(identifier)?.[1] ?? null;
}

/** A change group's button: `change:` and 12 hex digits of the change's fingerprint (≤ 20 characters). */
const CHANGE_ACTION = /^change:([0-9a-f]{12})$/;

export function changeActionId(group: Pick<ChangeGroup, "fingerprint">): string {
  return `change:${group.fingerprint.slice(0, 12)}`;
}

/** The fingerprint prefix a group's button carries, or null when the identifier is not one. */
export function changeActionDigest(identifier: string): string | null {
  return CHANGE_ACTION.exec(identifier)?.[1] ?? null;
}

/** The change group a group's button names in its check's model. */
export function groupOfAction(model: CheckModel, digest: string): ChangeGroup | undefined {
  return changeGroups(model).find((g) => changeActionId(g) === `change:${digest}`);
}

/**
 * The button of a group waiting for approval: a group in one task is that task's button; a group in
 * several is "Approve change <n>" (its place in the check's list of changes).
 */
export function groupApproveAction(
  group: ChangeGroup,
  index: number,
): { label: string; description: string; identifier: string } {
  const tasks = groupTasks(group);
  if (tasks.length === 1) return taskApproveAction(tasks[0]!);
  return {
    label: plain(`Approve change ${index + 1}`, 20),
    description: plain(`Accept change ${index + 1} (in ${tasks.length} tasks)`, 40),
    identifier: changeActionId(group),
  };
}

/**
 * Approve the changes of a task that `which` picks, in place (the task is accepted once all its
 * changes are); returns the keys to store: each change's own and, `byFingerprint`, the change's
 * fingerprint key, so that the same change elsewhere on the pull request is approved too.
 */
export function approveChanges(
  task: TaskResult,
  which: (change: ShotChange) => boolean,
  byFingerprint: boolean,
): string[] {
  const changes = shotChanges(task);
  const keys: string[] = [];
  for (const change of changes) {
    if (!which(change)) continue;
    change.accepted = true;
    keys.push(change.key);
    // A check stored before fingerprints has the approval key in their place.
    if (byFingerprint && change.fingerprint !== change.key) keys.push(fingerprintKey(change.fingerprint));
  }
  task.visual.accepted = changes.every((c) => c.accepted);
  return keys;
}

/** The task a per-task button names in its check's model. */
export function taskOfAction(model: CheckModel, digest: string): TaskResult | undefined {
  return model.tasks.find((t) => taskActionId(t.id) === `approve:${digest}`);
}

/** Tasks whose screen changed, did not fail and wait for approval. */
export function pendingApprovals(model: CheckModel): TaskResult[] {
  return model.tasks.filter((t) => canApprove(t) && !t.visual.accepted);
}

/** The per-task button: label ≤ 20 characters, description ≤ 40 (GitHub's limits). */
export function taskApproveAction(task: TaskResult): {
  label: string;
  description: string;
  identifier: string;
} {
  return {
    label: plain(`Approve ${task.id}`, 20),
    description: plain(`Accept the screen change of ${task.id}`, 40),
    identifier: taskActionId(task.id),
  };
}

/** The comment that approves this task alone, as a code span; null when its id cannot be typed as one. */
export function approveCommandOf(task: TaskResult): string | null {
  return APPROVE_PATTERN.test(task.id) ? codeSpan(`/desktest approve ${task.id}`, { max: 240 }) : null;
}
