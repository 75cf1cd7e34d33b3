import * as core from "@actions/core";
import { planSuite, type SuitePlan } from "../index.ts";
import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { describe } from "./describe-error.ts";
import type { ActionSettings } from "./read-settings.ts";
import { taskSecretValues } from "./secrets.ts";

/**
 * The suite: discovery and filters, the secrets its tasks declare masked (all shards' tasks), this
 * shard's part. Throws an ActionProblem when there is nothing to run.
 */
export async function planTasks({ inputs, cwd }: ActionSettings, run: ActionRun): Promise<SuitePlan> {
  let plan: SuitePlan;
  try {
    plan = await planSuite(inputs.tasks, {
      cwd,
      filters: inputs.filters,
      exclude: [run.outputDir],
      ...(inputs.shard ? { shard: inputs.shard } : {}),
    });
  } catch (error) {
    throw new ActionProblem(
      { title: "desktest: no tasks to run", intro: "Nothing ran.", errors: [describe(error)] },
      describe(error),
    );
  }
  for (const value of taskSecretValues(plan.found, run.env)) run.secrets.mask(value);
  if (inputs.shard) {
    core.info(
      `Shard ${inputs.shard.index}/${inputs.shard.count}: ${plan.tasks.length} of ${plan.found.length} task(s)`,
    );
  }
  return plan;
}
