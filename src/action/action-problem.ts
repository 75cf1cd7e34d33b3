import * as core from "@actions/core";
import type { ActionRun } from "./action-run.ts";
import { STATE } from "./state.ts";
import { GENERATOR, setCounts, writeSummary } from "./step-outputs.ts";
import { renderProblemSummary, type ProblemSummaryInput } from "./summary.ts";

/** What a problem's job summary says (the renderer adds the redaction and the footer). */
export type ProblemSummary = Omit<ProblemSummaryInput, "redact" | "generator">;

/**
 * Why the step ends before the suite runs (bad inputs, invalid task files, no agent, a runner that
 * lacks something): thrown by the step that finds it, reported by runAction.
 */
export class ActionProblem extends Error {
  constructor(
    readonly summary: ProblemSummary,
    /** The step's failure message. */
    readonly failure: string,
  ) {
    super(failure);
    this.name = "ActionProblem";
  }
}

/** End the step with a problem: its job summary, zero counts, nothing for the post step, failed. */
export async function endWithProblem(problem: ActionProblem, run: ActionRun): Promise<void> {
  const { redact } = run.secrets;
  const markdown = renderProblemSummary({ ...problem.summary, redact, generator: GENERATOR });
  await writeSummary(markdown, run.outputDir, run.env);
  setCounts({ passed: 0, healed: 0, flaky: 0, failed: 0, errors: 0, total: 0 });
  core.saveState(STATE.finished, "true");
  core.setFailed(redact(problem.failure));
}
