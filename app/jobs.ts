import type { Probot, ProbotOctokit } from "probot";
import type { CheckModel } from "./check/model.ts";
import type { Command } from "./commands/parse-command.ts";
import { runCommand } from "./commands/run-command.ts";
import type { CommandJob, WorkflowRunJob } from "./desktest-app.ts";
import type { RepoRef } from "./github/types.ts";
import type { AppRuntime } from "./runtime.ts";
import { processWorkflowRun } from "./workflow-run.ts";

/**
 * What the queue's jobs do (desktest-app.ts stores them): each job authenticates as its installation
 * again, so a job taken over after a crash or by another replica needs nothing from the delivery.
 */
export function registerJobs(rt: AppRuntime, probot: Probot): void {
  const octokitFor = (installationId: number) => probot.auth(installationId) as Promise<ProbotOctokit>;

  rt.queue.register<WorkflowRunJob>("workflow_run", async (job) => {
    const octokit = await octokitFor(job.installationId);
    await processWorkflowRun(rt, {
      octokit,
      repo: job.repo,
      installationId: job.installationId,
      run: job.run,
      loadSettings: () => repositoryConfig(octokit, job.repo, "desktest.yml"),
      log: probot.log.child({ job: "workflow_run", run: job.run.id }),
    });
  });

  rt.queue.register<CommandJob>("command", async (job) => {
    const octokit = await octokitFor(job.installationId);
    const log = probot.log.child({ job: "command", source: job.source.kind });
    let command: Command;
    if (job.command === "auto") {
      const source = job.source;
      const key = source.kind === "comment" ? undefined : await rt.store.checkKeyOfRun(source.checkRunId);
      const model = key ? await rt.store.loadModel<CheckModel>(key) : undefined;
      const failed = model?.tasks.some((t) => t.status === "fail" || t.status === "error") ?? false;
      command = { kind: failed ? "rerun-failed" : "rerun-all" };
    } else {
      command = job.command;
    }
    await runCommand(rt, octokit, job.repo, command, job.source, log);
  });
}

/** Probot's `context.config`: `.github/<file>` from the default branch (with `_extends`), null when absent. */
async function repositoryConfig(octokit: ProbotOctokit, repo: RepoRef, file: string): Promise<unknown> {
  const { config, files } = await octokit.config.get({ ...repo, path: `.github/${file}` });
  return files[0]?.config === null ? null : config;
}
