import path from "node:path";
import * as core from "@actions/core";
import { defaultConcurrency, runSuiteJob, type SuiteJobResult, type SuitePlan } from "../index.ts";
import type { ActionAgent } from "./agent-of-inputs.ts";
import type { ActionRun } from "./action-run.ts";
import type { PathPolicyChoice } from "./path-policy-choice.ts";
import { ActionProgress } from "./progress.ts";
import { readRepoSettingsFile, type Quarantine } from "./repo-settings-file.ts";
import type { ActionSettings } from "./read-settings.ts";
import { settingsProblem } from "./settings-problem.ts";
import type { PreflightResult } from "../index.ts";

export interface SuiteStep {
  job: SuiteJobResult;
  /** `.github/desktest.yml`'s quarantine: those tasks are reported but do not fail the step. */
  quarantine: Quarantine;
}

/**
 * The suite job: the run and its reports, with progress in the log. From `.github/desktest.yml`:
 * quarantined tasks run and are reported, but do not fail the step; the replay checkpoints of the tasks
 * named under `visual.ignore` leave those regions out too (invalid entries end the step before anything
 * runs). SIGINT and SIGTERM (a cancelled job) cancel the running tasks and remove their desktops; the
 * partial run is still reported.
 */
export async function runSuiteStep(
  plan: SuitePlan,
  context: {
    settings: ActionSettings;
    paths: PathPolicyChoice;
    agent: ActionAgent;
    preflight: PreflightResult;
    run: ActionRun;
  },
): Promise<SuiteStep> {
  const { settings, paths, agent, preflight, run } = context;
  const { inputs, cwd } = settings;
  const { env, secrets } = run;
  const workspace = env.GITHUB_WORKSPACE ?? cwd;
  const repository = await readRepoSettingsFile(workspace);
  if (repository.ignoreProblems.length > 0) throw settingsProblem(repository.ignoreProblems, run);
  const { quarantine, visualIgnore } = repository;
  for (const problem of quarantine.problems) core.warning(secrets.redact(problem));
  if (quarantine.entries.length > 0)
    core.info(`Quarantined (reported, not failing the step): ${quarantine.entries.join(", ")}`);
  const ignoreKeys = Object.keys(visualIgnore);
  if (ignoreKeys.length > 0)
    core.info(
      `Replay checkpoints also leave out .github/desktest.yml's visual.ignore for: ${ignoreKeys.join(", ")}`,
    );
  if (inputs.retriesOnFailure > 0 && inputs.mode !== "agent")
    core.info(
      "retries-on-failure applies to mode agent only: a replay is deterministic, so it is not retried",
    );
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.info(`Received ${signal}: cancelling the running tasks and removing their desktops`);
    controller.abort(signal);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const progress = new ActionProgress({ info: (line) => core.info(line) }, secrets.redact);
  let job: SuiteJobResult;
  try {
    job = await runSuiteJob(plan, {
      outputDir: run.outputDir,
      provider: agent.provider,
      model: agent.model,
      cwd,
      env,
      artifactsDir: path.join(run.outputDir, "artifacts"),
      concurrency: inputs.concurrency ?? defaultConcurrency(),
      retries: inputs.retries,
      retriesOnFailure: inputs.retriesOnFailure,
      quarantine: quarantine.entries,
      visualIgnore,
      replay: inputs.mode !== "agent",
      heal: inputs.mode === "heal",
      agent: agent.agent,
      apiKeys: secrets.all(),
      width: inputs.width,
      height: inputs.height,
      record: inputs.record,
      paths: paths.policy,
      repositoryRoot: workspace,
      backend: inputs.backend,
      prebuiltImage: inputs.image,
      docker: preflight.docker,
      runId: run.runId,
      signal: controller.signal,
      onEvent: progress.handle,
    });
  } finally {
    progress.stop();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  if (job.run.interrupted !== undefined) {
    // Whatever a cancelled task still holds open must not keep the step alive after the report.
    setTimeout(() => process.exit(process.exitCode ?? 1), 20_000).unref();
  }
  return { job, quarantine };
}
