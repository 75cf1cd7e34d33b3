import type { ProbotOctokit } from "probot";
import type { RepoRef } from "../github/types.ts";
import { batches, type Annotation } from "./annotations.ts";
import { ACTION_APPROVE_ALL, groupApproveAction, pendingApprovals } from "./approvals.ts";
import { changeGroups } from "./change-groups.ts";
import { countTasks, hasUpdatedReplay, isFailing, type CheckModel, type Conclusion } from "./model.ts";
import type { CheckOutput } from "./render.ts";

export interface CheckAction {
  label: string;
  description: string;
  identifier: string;
}

/** Button identifiers (≤ 20 characters), also used by check_run.requested_action. */
export const ACTION_RERUN_FAILED = "rerun-failed";
export const ACTION_RERUN_ALL = "rerun-all";
export const ACTION_APPROVE = ACTION_APPROVE_ALL;
export const ACTION_RERUN_HEAL = "rerun-heal";
export const ACTION_UPDATE_REPLAY = "update-replay";

/** GitHub shows at most this many buttons on a check run. */
const MAX_ACTIONS = 3;

/**
 * The buttons of a completed check: labels ≤ 20 characters, descriptions ≤ 40, at most 3. "Re-run
 * failed" first; "Heal failed" when replayed tasks failed on a same-repository branch (a dispatch in
 * heal mode); "Update replay" when tasks healed (their updated replays committed to the branch, or a
 * fork's patch); then "Approve visuals" (every task waiting for approval, never a failing one) and,
 * with two or more changes waiting, one button per change (a change in one task: "Approve <task>")
 * while there is room; "Re-run all" in the
 * room left (GitHub's own re-run link on the check does the same).
 */
export function checkActions(model: CheckModel): CheckAction[] {
  const counts = countTasks(model);
  const actions: CheckAction[] = [];
  if (counts.failed + counts.errors > 0 || model.missingShards.length > 0) {
    actions.push({
      label: "Re-run failed",
      description: "Re-run the jobs of the failed tasks",
      identifier: ACTION_RERUN_FAILED,
    });
  }
  const ownBranch = model.pullRequests.some((p) => !p.fromFork);
  if (model.mode === "replay" && ownBranch && model.tasks.some((t) => isFailing(t) && !t.fromEarlierRun)) {
    actions.push({
      label: "Heal failed",
      description: "Replay the failed tasks, healing them",
      identifier: ACTION_RERUN_HEAL,
    });
  }
  if (model.pullRequests.length > 0 && model.tasks.some(hasUpdatedReplay)) {
    actions.push({
      label: "Update replay",
      description: "Commit the healed replays to the branch",
      identifier: ACTION_UPDATE_REPLAY,
    });
  }
  const pending = pendingApprovals(model);
  if (pending.length > 0 && actions.length < MAX_ACTIONS) {
    actions.push({
      label: "Approve visuals",
      description: "Accept the screen changes of every task",
      identifier: ACTION_APPROVE,
    });
  }
  // One button per change waiting for approval (the same change in many tasks is one), when there
  // are several (numbered as the check lists them).
  const groups = changeGroups(model);
  const waiting = groups.filter((g) => g.pending.length > 0);
  if (waiting.length > 1) {
    for (const group of waiting.slice(0, MAX_ACTIONS - actions.length))
      actions.push(groupApproveAction(group, groups.indexOf(group)));
  }
  if (actions.length < MAX_ACTIONS) {
    actions.push({
      label: "Re-run all",
      description: "Re-run every task of this workflow",
      identifier: ACTION_RERUN_ALL,
    });
  }
  return actions;
}

/** Create the check run (queued work shows as in progress while artifacts are read and compared). */
export async function startCheck(
  octokit: ProbotOctokit,
  repo: RepoRef,
  input: {
    name: string;
    headSha: string;
    externalId: string;
    /** The App's id: a check run of this App with the same name and external id is reused. */
    appId: string;
    detailsUrl?: string;
    title: string;
    summary: string;
  },
): Promise<number> {
  // An attempt that died after GitHub created the check run (before the App recorded it) left one:
  // take it, so that a retried job never posts a second check run.
  const listed = await octokit.rest.checks.listForRef({
    ...repo,
    ref: input.headSha,
    check_name: input.name,
    filter: "all",
    per_page: 100,
  });
  const existing = listed.data.check_runs.find(
    (r) => r.external_id === input.externalId && String(r.app?.id) === input.appId,
  );
  if (existing) return existing.id;
  const { data } = await octokit.rest.checks.create({
    ...repo,
    name: input.name,
    head_sha: input.headSha,
    external_id: input.externalId,
    status: "in_progress",
    started_at: new Date().toISOString(),
    ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
    output: { title: input.title, summary: input.summary },
  });
  return data.id;
}

/**
 * Complete (or re-render) a check run: the first request carries the output, the buttons and the
 * first 50 annotations; each further batch of 50 is appended by another update (GitHub appends
 * annotations on update). Pass no annotations when re-rendering a run that already has them.
 */
export async function completeCheck(
  octokit: ProbotOctokit,
  repo: RepoRef,
  checkRunId: number,
  input: {
    conclusion: Conclusion;
    output: CheckOutput;
    annotations: Annotation[];
    actions: CheckAction[];
    detailsUrl?: string;
  },
): Promise<void> {
  const [first = [], ...rest] = batches(input.annotations);
  const output = {
    title: input.output.title,
    summary: input.output.summary,
    ...(input.output.text ? { text: input.output.text } : {}),
    ...(input.output.images.length ? { images: input.output.images } : {}),
  };
  await octokit.rest.checks.update({
    ...repo,
    check_run_id: checkRunId,
    status: "completed",
    conclusion: input.conclusion,
    completed_at: new Date().toISOString(),
    ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
    output: { ...output, ...(first.length ? { annotations: first } : {}) },
    actions: input.actions,
  });
  for (const batch of rest) {
    await octokit.rest.checks.update({
      ...repo,
      check_run_id: checkRunId,
      output: { title: output.title, summary: output.summary, annotations: batch },
    });
  }
}

/** A check run that could not be produced (no readable report): failed, with the reason. */
export async function failCheck(
  octokit: ProbotOctokit,
  repo: RepoRef,
  checkRunId: number,
  title: string,
  summary: string,
): Promise<void> {
  await octokit.rest.checks.update({
    ...repo,
    check_run_id: checkRunId,
    status: "completed",
    conclusion: "failure",
    completed_at: new Date().toISOString(),
    output: { title, summary },
    actions: [
      {
        label: "Re-run all",
        description: "Re-run every task of this workflow",
        identifier: ACTION_RERUN_ALL,
      },
    ],
  });
}
