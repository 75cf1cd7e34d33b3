import type { Probot, ProbotOctokit } from "probot";
import type { CheckModel } from "./check/model.ts";
import type { Command } from "./commands/parse-command.ts";
import { runCommand } from "./commands/run-command.ts";
import type { CommandJob, WorkflowRunJob } from "./desktest-app.ts";
import type { RepoRef } from "./github/types.ts";
import { EffectLedger } from "./effects.ts";
import { fencedDatabase, type Fence } from "./lease.ts";
import type { JobContext } from "./queue.ts";
import type { AppRuntime } from "./runtime.ts";
import { StateStore } from "./store.ts";
import { processWorkflowRun } from "./workflow-run.ts";

/**
 * What the queue's jobs do (desktest-app.ts stores them): each job authenticates as its installation
 * again, so a job taken over after a crash or by another replica needs nothing from the delivery. Every
 * write a job makes, to GitHub and to the store, is fenced by its lease: a process that lost the job to
 * another stops before its next effect.
 */
export function registerJobs(appRt: AppRuntime, probot: Probot): void {
  const octokitFor = async (installationId: number, fence: Fence) => {
    const octokit = (await probot.auth(installationId)) as ProbotOctokit;
    octokit.hook.before("request", async (options) => {
      if (options.method !== "GET" && options.method !== "HEAD") await fence.check();
    });
    return octokit;
  };

  appRt.queue.register<WorkflowRunJob>("workflow_run", async (job, context) => {
    const rt = fencedRuntime(appRt, context);
    const octokit = await octokitFor(job.installationId, context.fence);
    await processWorkflowRun(rt, {
      octokit,
      repo: job.repo,
      installationId: job.installationId,
      run: job.run,
      loadSettings: () => repositoryConfig(octokit, job.repo, "desktest.yml"),
      log: probot.log.child({ job: "workflow_run", run: job.run.id }),
    });
  });

  appRt.queue.register<CommandJob>("command", async (job, context) => {
    const rt = fencedRuntime(appRt, context);
    const octokit = await octokitFor(job.installationId, context.fence);
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
    await runCommand(rt, octokit, job.repo, command, job.source, log, context.key);
  });
}

/** The runtime as one claim of a job sees it: its store and effect ledger write only under its lease. */
function fencedRuntime(rt: AppRuntime, context: JobContext): AppRuntime {
  const db = fencedDatabase(rt.db, context.fence);
  return { ...rt, store: new StateStore(db), effects: new EffectLedger(db) };
}

/** Probot's `context.config`: `.github/<file>` from the default branch (with `_extends`), null when absent. */
async function repositoryConfig(octokit: ProbotOctokit, repo: RepoRef, file: string): Promise<unknown> {
  const { config, files } = await octokit.config.get({ ...repo, path: `.github/${file}` });
  return files[0]?.config === null ? null : config;
}
