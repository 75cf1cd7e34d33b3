import type { ApplicationFunction } from "probot";
import { parseCommand, type Command } from "./commands/parse-command.ts";
import { runCommand } from "./commands/run-command.ts";
import { ACTION_APPROVE, ACTION_RERUN_ALL, ACTION_RERUN_FAILED } from "./check/publish.ts";
import type { CheckModel } from "./check/model.ts";
import { fullName } from "./github/types.ts";
import type { AppRuntime } from "./runtime.ts";
import { processWorkflowRun, runKeyOf, toWorkflowRunInfo } from "./workflow-run.ts";

/**
 * The Probot app. Every handler only checks the delivery and queues the work, so GitHub gets its
 * answer at once; the queue runs the work with bounded concurrency, one job at a time per repository.
 *
 * - `workflow_run.completed` → the check run (workflow-run.ts)
 * - `issue_comment.created` on a pull request → `/desktest …` commands (edits are never subscribed to)
 * - `check_run.requested_action` → the check's buttons; `check_run.rerequested` → re-run
 */
export function desktestApp(rt: AppRuntime): ApplicationFunction {
  return (app) => {
    app.on("workflow_run.completed", async (context) => {
      const run = toWorkflowRunInfo(context.payload.workflow_run);
      const repo = context.repo();
      const installationId = context.payload.installation?.id;
      if (installationId === undefined) return;
      const key = runKeyOf(repo, run);
      if (rt.store.run(key)?.state === "done") {
        context.log.info({ key }, "duplicate workflow_run delivery ignored");
        return;
      }
      rt.queue.add({
        name: `workflow_run ${key}`,
        key: `run:${key}`,
        group: fullName(repo),
        run: async () => {
          await processWorkflowRun(rt, {
            octokit: context.octokit,
            repo,
            installationId,
            run,
            loadSettings: () => context.config("desktest.yml"),
            log: context.log,
          });
        },
      });
    });

    app.on("issue_comment.created", async (context) => {
      const { payload } = context;
      if (context.isBot || payload.sender.type === "Bot") return;
      if (!payload.issue.pull_request) return;
      const command = parseCommand(payload.comment.body ?? "");
      if (!command) return;
      const repo = context.repo();
      const claimId = `comment:${fullName(repo)}#${payload.comment.id}`;
      rt.queue.add({
        name: `${command.kind} from comment ${payload.comment.id}`,
        key: claimId,
        group: fullName(repo),
        run: async () => {
          if (!(await rt.store.claim(claimId))) return; // a redelivery of a comment already acted on
          await runCommand(
            rt,
            context.octokit,
            repo,
            command,
            {
              kind: "comment",
              login: payload.sender.login,
              commentId: payload.comment.id,
              createdAt: payload.comment.created_at,
              pullNumber: payload.issue.number,
            },
            context.log,
          );
        },
      });
    });

    app.on(["check_run.requested_action", "check_run.rerequested"], async (context) => {
      const { payload } = context;
      if (context.isBot) return;
      const checkRun = payload.check_run;
      if (String(checkRun.app?.id) !== String(rt.config.appId)) return;
      const repo = context.repo();
      const requested =
        payload.action === "requested_action" ? payload.requested_action?.identifier : undefined;
      let command: Command | "auto";
      if (payload.action === "rerequested") command = "auto";
      else if (requested === ACTION_APPROVE) command = { kind: "approve" };
      else if (requested === ACTION_RERUN_FAILED) command = { kind: "rerun-failed" };
      else if (requested === ACTION_RERUN_ALL) command = { kind: "rerun-all" };
      else return;
      const claimId = `delivery:${context.id}`;
      rt.queue.add({
        name: `${payload.action} on check run ${checkRun.id}`,
        key: claimId,
        group: fullName(repo),
        run: async () => {
          if (!(await rt.store.claim(claimId))) return;
          let resolved: Command;
          if (command === "auto") {
            // GitHub's "Re-run" link: the failed jobs when tasks failed, otherwise everything.
            const key = rt.store.checkKeyOfRun(checkRun.id);
            const model = key ? await rt.store.loadModel<CheckModel>(key) : undefined;
            const failed = model?.tasks.some((t) => t.status === "fail" || t.status === "error") ?? false;
            resolved = { kind: failed ? "rerun-failed" : "rerun-all" };
          } else {
            resolved = command;
          }
          await runCommand(
            rt,
            context.octokit,
            repo,
            resolved,
            {
              kind: payload.action === "rerequested" ? "rerequest" : "button",
              login: payload.sender.login,
              checkRunId: checkRun.id,
              headSha: checkRun.head_sha,
              externalId: checkRun.external_id ?? null,
            },
            context.log,
          );
        },
      });
    });
  };
}
