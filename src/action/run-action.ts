import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { apiKeysInEnvironment, VERSION } from "../index.ts";
import { agentOfInputs } from "./agent-of-inputs.ts";
import { ActionProblem, endWithProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { annotateTasks } from "./annotate-tasks.ts";
import { workspacePath } from "./annotations.ts";
import { checkThisRunner } from "./check-this-runner.ts";
import { MaskedSecrets } from "./masked-secrets.ts";
import { planTasks } from "./plan-tasks.ts";
import { publishReports } from "./publish-reports.ts";
import { readSettings } from "./read-settings.ts";
import { runSuiteStep } from "./run-suite-step.ts";
import { STATE } from "./state.ts";
import { setStepOutcome } from "./step-outcome.ts";
import { validateTasks } from "./validate-tasks.ts";
import { writeResultsSummary } from "./write-results-summary.ts";

/**
 * The main step: inputs, validation, preflight, the suite, reports, annotations, artifacts, summary,
 * outputs. A step that finds a problem before the suite runs ends the step with its own job summary.
 */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const run = await startRun(env);
  try {
    await runSteps(run);
  } catch (error) {
    if (!(error instanceof ActionProblem)) throw error;
    await endWithProblem(error, run);
  }
}

/**
 * Secrets first (nothing may be printed before the runner knows to mask them), then the run id, which
 * labels every desktop: the post step removes them by it even if this step is killed.
 */
async function startRun(env: NodeJS.ProcessEnv): Promise<ActionRun> {
  const secrets = new MaskedSecrets();
  secrets.mask(core.getInput("api-key"));
  for (const key of apiKeysInEnvironment(env)) secrets.mask(key);
  const runId = randomUUID();
  core.saveState(STATE.runId, runId);
  const outputDir = path.join(env.RUNNER_TEMP || tmpdir(), `desktest-${runId}`);
  await mkdir(outputDir, { recursive: true });
  core.info(`desktest ${VERSION}: run ${runId}`);
  return { env, runId, outputDir, secrets };
}

async function runSteps(run: ActionRun): Promise<void> {
  const settings = await readSettings(run);
  const { inputs, cwd } = settings;
  const workspace = run.env.GITHUB_WORKSPACE ?? cwd;
  const toWorkspace = (file: string) => workspacePath(file, cwd, run.env.GITHUB_WORKSPACE);
  const { paths, notes: validationNotes } = await validateTasks(settings, run, toWorkspace);
  const plan = await planTasks(settings, run);
  const agent = agentOfInputs(settings, plan.tasks, run);
  const preflight = await checkThisRunner(plan.tasks, inputs, run);
  const { job, quarantine } = await runSuiteStep(plan, { settings, paths, agent, preflight, run });
  const { report } = job;
  const { redact } = run.secrets;
  const annotated = await annotateTasks(report, { cwd, validationNotes, toWorkspace, redact });
  const { published, output: enterpriseServer } = await publishReports(report, inputs, { workspace, run });
  const notes = [...quarantine.problems, ...published.notes];
  if (annotated.dropped > 0) {
    notes.push(
      `${annotated.dropped} annotation(s) were left out: GitHub shows 10 errors and 10 warnings per step.`,
    );
  }
  const { locations } = annotated;
  await writeResultsSummary(report, { published, enterpriseServer, locations, notes, toWorkspace, run });
  setStepOutcome(job, inputs.failOn, published, run);
}
