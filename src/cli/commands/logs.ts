import { parseStepList } from "../../artifacts/step-list.ts";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import path from "node:path";
import { firstFailedStep, type TrajectoryEntry } from "../../artifacts/trajectory.ts";
import { isPlainObject, loadTaskId, loadTrajectoryEntries, readJsonFile } from "../../review/entries.ts";
import { renderLogs, type LogsVerdict } from "../../review/logs-view.ts";
import { oneLineReason, wentWrongText } from "../../util/failure-text.ts";
import { readShownCulprit } from "../../artifacts/culprit-text.ts";
import type { CliIO } from "../io.ts";

export interface LogsOptions {
  brief?: boolean;
  summary?: boolean;
  failures?: boolean;
  json?: boolean;
  /** `--step N` (commander has already checked it is a whole number). */
  step?: number;
  /** `--steps LIST` in the codify grammar. */
  steps?: string;
}

/**
 * `desktest logs <artifacts_dir>`: print the trajectory of a run (desktest-spec-core §7.1).
 * Exit 0 when printed; 2 for a bad step list, `--brief` with a step filter, or an unreadable trajectory.
 */
export async function logsCommand(artifactsDir: string, options: LogsOptions, io: CliIO): Promise<ExitCode> {
  let steps: number[] | undefined;
  if (options.step !== undefined) {
    steps = [options.step];
  } else if (options.steps !== undefined) {
    try {
      steps = parseStepList(options.steps);
    } catch (error) {
      io.stderr(`Error parsing steps: ${(error as Error).message}\n`);
      return ExitCode.config;
    }
  }
  if (options.brief && steps !== undefined) {
    throw new ConfigError("--brief and --step/--steps cannot be used together");
  }
  const entries = await loadTrajectoryEntries(artifactsDir, io.cwd);
  const taskId = entries.length > 0 ? await loadTaskId(artifactsDir, io.cwd) : undefined;
  const verdict = entries.length > 0 ? await loadVerdict(artifactsDir, io.cwd, entries) : undefined;
  io.stdout(renderLogs(entries, taskId, { ...options, steps }, verdict));
  return ExitCode.pass;
}

/** The run's verdict from `<dir>/results.json`, when it is there and readable. */
async function loadVerdict(
  artifactsDir: string,
  cwd: string,
  entries: TrajectoryEntry[],
): Promise<LogsVerdict | undefined> {
  const results = await readJsonFile(path.resolve(cwd, artifactsDir, "results.json"));
  if (!isPlainObject(results) || typeof results.status !== "string") return undefined;
  const status = results.status;
  const reason =
    status !== "pass" && typeof results.error_detail === "string"
      ? oneLineReason(results.error_detail)
      : null;
  const wentWrong = wentWrongText({ status, failedStep: firstFailedStep(entries), steps: entries.length });
  const culprit = status === "pass" ? null : readShownCulprit(results.culprit);
  return {
    status,
    ...(culprit ? { culprit } : {}),
    ...(reason !== null ? { reason } : {}),
    ...(wentWrong !== null ? { wentWrong } : {}),
  };
}
