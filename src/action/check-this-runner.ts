import * as core from "@actions/core";
import { checkMark, checkRunner, type PreflightResult, type SuiteTask } from "../index.ts";
import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import type { ActionInputs } from "./inputs.ts";

/**
 * Preflight: what this runner must have for these tasks, checked (and the desktop images built) in a log
 * group before anything starts. Throws an ActionProblem naming what it lacks.
 */
export async function checkThisRunner(
  tasks: readonly SuiteTask[],
  inputs: ActionInputs,
  run: ActionRun,
): Promise<PreflightResult> {
  const { redact } = run.secrets;
  const preflight = await core.group("Preflight: what this runner needs for these tasks", async () => {
    const result = await checkRunner(tasks, {
      prebuiltImage: inputs.image,
      backend: inputs.backend,
      log: (line) => core.info(redact(line)),
    });
    for (const check of result.checks)
      core.info(
        `${{ ok: "ok  ", warning: "warn", info: "--  ", missing: "MISSING" }[checkMark(check)]} ${check.name}: ${check.detail}`,
      );
    return result;
  });
  if (preflight.ok) return preflight;
  const missing = preflight.checks.filter((c) => !c.ok).map((c) => c.name);
  const runner = `${process.platform} ${process.arch}${run.env.RUNNER_NAME ? `, ${run.env.RUNNER_NAME}` : ""}`;
  throw new ActionProblem(
    {
      title: "desktest: this runner cannot run these tasks",
      intro: `The preflight found what this runner (${runner}) lacks, before anything started. Fix it and re-run the job, or send these tasks to a runner that has it (filter, shards, runs-on labels).`,
      checks: preflight.checks,
    },
    `the runner lacks: ${missing.join(", ")}`,
  );
}
