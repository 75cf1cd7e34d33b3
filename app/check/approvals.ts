import { createHash } from "node:crypto";
import { APPROVE_PATTERN } from "../commands/parse-command.ts";
import { codeSpan, plain } from "./markdown.ts";
import { canApprove, type CheckModel, type TaskResult } from "./model.ts";

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
