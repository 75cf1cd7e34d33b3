import { createHash } from "node:crypto";
import type { ApplicationFunction } from "probot";
import { parseCommand, type Command } from "./commands/parse-command.ts";
import type { CommandSource } from "./commands/run-command.ts";
import { changeActionDigest, taskActionDigest } from "./check/approvals.ts";
import {
  ACTION_APPROVE,
  ACTION_RERUN_ALL,
  ACTION_RERUN_FAILED,
  ACTION_RERUN_HEAL,
  ACTION_UPDATE_REPLAY,
} from "./check/publish.ts";
import { fullName, type RepoRef, type WorkflowRunInfo } from "./github/types.ts";
import type { AppRuntime } from "./runtime.ts";
import { runKeyOf, toWorkflowRunInfo } from "./workflow-run.ts";

/** The stored form of a `workflow_run.completed` delivery (jobs.ts runs it). */
export interface WorkflowRunJob {
  installationId: number;
  repo: RepoRef;
  run: WorkflowRunInfo;
}

/** The stored form of a command: a comment, a check run button or GitHub's re-run link. */
export interface CommandJob {
  installationId: number;
  repo: RepoRef;
  /** "auto": GitHub's re-run link (the failed jobs when tasks failed, otherwise everything). */
  command: Command | "auto";
  source: CommandSource;
}

/**
 * The Probot app. Every handler only checks the delivery and stores a job (app/queue.ts), so GitHub
 * gets its answer at once and no restart loses the work; jobs.ts runs them. Job keys are what the
 * delivery's signature covers, not its (unsigned) delivery id, so a delivery sent again never acts twice:
 *
 * - `workflow_run.completed` → the check run: keyed by repository, run id and attempt;
 * - `issue_comment.created` on a pull request → `/desktest …`: keyed by comment id and its update time;
 * - `check_run.requested_action` / `check_run.rerequested` → buttons and re-run: keyed by the payload.
 */
export function desktestApp(rt: AppRuntime): ApplicationFunction {
  return (app) => {
    app.on("workflow_run.completed", async (context) => {
      const run = toWorkflowRunInfo(context.payload.workflow_run);
      const repo = context.repo();
      const installationId = context.payload.installation?.id;
      if (installationId === undefined) return;
      const key = runKeyOf(repo, run);
      const job: WorkflowRunJob = { installationId, repo, run };
      if (
        !(await rt.queue.add({
          kind: "workflow_run",
          key: `run:${key}`,
          group: fullName(repo),
          payload: job,
        }))
      )
        context.log.info({ key }, "duplicate workflow_run delivery ignored");
    });

    app.on("issue_comment.created", async (context) => {
      const { payload } = context;
      if (context.isBot || payload.sender.type === "Bot") return;
      if (!payload.issue.pull_request) return;
      const command = parseCommand(payload.comment.body ?? "");
      if (!command) return;
      const installationId = payload.installation?.id;
      if (installationId === undefined) return;
      const repo = context.repo();
      const job: CommandJob = {
        installationId,
        repo,
        command,
        source: {
          kind: "comment",
          login: payload.sender.login,
          commentId: payload.comment.id,
          createdAt: payload.comment.created_at,
          pullNumber: payload.issue.number,
        },
      };
      const key = `comment:${fullName(repo)}#${payload.comment.id}@${payload.comment.updated_at}`;
      if (!(await rt.queue.add({ kind: "command", key, group: fullName(repo), payload: job })))
        context.log.info({ key }, "duplicate comment delivery ignored");
    });

    app.on(["check_run.requested_action", "check_run.rerequested"], async (context) => {
      const { payload } = context;
      if (context.isBot) return;
      const checkRun = payload.check_run;
      if (String(checkRun.app?.id) !== String(rt.config.appId)) return;
      const installationId = payload.installation?.id;
      if (installationId === undefined) return;
      const repo = context.repo();
      const requested =
        payload.action === "requested_action" ? payload.requested_action?.identifier : undefined;
      let command: Command | "auto";
      const taskDigest = requested === undefined ? null : taskActionDigest(requested);
      const changeDigest = requested === undefined ? null : changeActionDigest(requested);
      if (payload.action === "rerequested") command = "auto";
      else if (taskDigest !== null) command = { kind: "approve-button", digest: taskDigest };
      else if (changeDigest !== null) command = { kind: "approve-change", digest: changeDigest };
      else if (requested === ACTION_APPROVE) command = { kind: "approve" };
      else if (requested === ACTION_RERUN_FAILED) command = { kind: "rerun-failed" };
      else if (requested === ACTION_RERUN_ALL) command = { kind: "rerun-all" };
      else if (requested === ACTION_RERUN_HEAL) command = { kind: "rerun-heal", tasks: "failed" };
      else if (requested === ACTION_UPDATE_REPLAY) command = { kind: "update-replay", tasks: [] };
      else return;
      const job: CommandJob = {
        installationId,
        repo,
        command,
        source: {
          kind: payload.action === "rerequested" ? "rerequest" : "button",
          login: payload.sender.login,
          checkRunId: checkRun.id,
          headSha: checkRun.head_sha,
          externalId: checkRun.external_id ?? null,
        },
      };
      // The signed payload itself: the same press delivered again (any delivery id) is the same job.
      const digest = createHash("sha256").update(JSON.stringify(payload)).digest("hex").slice(0, 40);
      const key = `${payload.action}:${checkRun.id}:${requested ?? ""}:${digest}`;
      if (!(await rt.queue.add({ kind: "command", key, group: fullName(repo), payload: job })))
        context.log.info({ key }, "duplicate check_run delivery ignored");
    });
  };
}
