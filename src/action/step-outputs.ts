import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as core from "@actions/core";
import { VERSION } from "../index.ts";
import { describe } from "./describe-error.ts";

/** Who wrote the job summary (its footer). */
export const GENERATOR = `desktest ${VERSION} · GitHub Action`;

export interface TaskCounts {
  passed: number;
  /** Mode heal: of the passed, those whose replay diverged and the agent finished (0 otherwise). */
  healed: number;
  flaky: number;
  failed: number;
  errors: number;
  total: number;
}

/** The step's count outputs. */
export function setCounts(counts: TaskCounts): void {
  core.setOutput("passed", String(counts.passed));
  core.setOutput("healed", String(counts.healed));
  core.setOutput("flaky", String(counts.flaky));
  core.setOutput("failed", String(counts.failed));
  core.setOutput("errored", String(counts.errors));
  core.setOutput("total", String(counts.total));
}

/** The job summary, and a copy beside the reports (the `summary-path` output). */
export async function writeSummary(
  markdown: string,
  outputDir: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const file = path.join(outputDir, "summary.md");
  await writeFile(file, markdown);
  core.setOutput("summary-path", file);
  if (env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(markdown).write();
    } catch (error) {
      core.warning(`the job summary could not be written: ${describe(error)}`);
    }
  }
}
