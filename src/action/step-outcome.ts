import * as core from "@actions/core";
import type { SuiteJobResult } from "../index.ts";
import type { ActionRun } from "./action-run.ts";
import type { FailOn } from "./inputs.ts";
import type { Published } from "./publish.ts";
import { STATE } from "./state.ts";
import { setCounts } from "./step-outputs.ts";

/**
 * The step's outputs (counts, report path, artifact ids), the state the post step reads, the log's last
 * line, and the step's status: failed for each reason `fail-on` counts.
 */
export function setStepOutcome(
  job: SuiteJobResult,
  failOn: FailOn,
  published: Published,
  run: ActionRun,
): void {
  const { report, files } = job;
  const { summary } = report;
  setCounts({
    passed: summary.passed,
    healed: summary.heal?.healed ?? 0,
    flaky: summary.flaky,
    failed: summary.failed,
    errors: summary.errors,
    total: summary.total,
  });
  core.setOutput("report-path", files.report);
  core.setOutput("report-artifact-id", published.report ? String(published.report.id) : "");
  core.setOutput("trajectories-artifact-id", published.trajectories ? String(published.trajectories.id) : "");
  core.saveState(STATE.finished, "true");
  const reasons = failureReasons(job, failOn, published);
  core.info(
    `desktest: ${summary.passed} passed${summary.heal ? ` (${summary.heal.healed} healed)` : ""}, ${summary.flaky} flaky, ${summary.failed} failed, ${summary.errors} errored, ${summary.skipped} not run of ${summary.total}${summary.quarantined > 0 ? ` (${summary.quarantined} quarantined)` : ""}`,
  );
  if (reasons.length > 0) core.setFailed(run.secrets.redact(`desktest: ${reasons.join("; ")}`));
}

/** Why the step fails: an interruption, the tasks `fail-on` counts (quarantined ones never), failed uploads. */
function failureReasons({ run, report }: SuiteJobResult, failOn: FailOn, published: Published): string[] {
  const reasons: string[] = [];
  if (failOn === "never") return reasons;
  if (run.interrupted !== undefined) reasons.push(`the run was interrupted by ${run.interrupted}`);
  const counting = report.tasks.filter((t) => !t.quarantined);
  const failed = counting.filter((t) => t.status === "fail").length;
  const errors = counting.filter((t) => t.status === "error").length;
  const counted = failOn === "failure" ? failed + errors : errors;
  if (counted > 0) {
    const parts = [
      failOn === "failure" && failed > 0 ? `${failed} failed` : "",
      errors > 0 ? `${errors} errored` : "",
    ].filter(Boolean);
    reasons.push(`${parts.join(", ")} of ${report.summary.total} task(s) (fail-on: ${failOn})`);
  }
  if (published.errors.length > 0) reasons.push("artifacts could not be uploaded");
  return reasons;
}
