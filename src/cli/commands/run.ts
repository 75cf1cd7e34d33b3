import { existsSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import path from "node:path";
import pc from "picocolors";
import { clearRunFolder } from "../../artifacts/clear-run-folder.ts";
import { attemptFailureLocation, REVIEW_PAGE } from "../../report/suite-run.ts";
import { writeReview } from "../../review/render-review.ts";
import type { ExitCode } from "../../errors/exit-code.ts";
import type { RunTaskOptions, RunTaskResult } from "../../run/run-task.ts";
import { culpritLines } from "../../artifacts/culprit-text.ts";
import { healLines, OUTCOME_WORDS } from "../../report/heal-text.ts";
import { runTaskWithRetries } from "../../suite/run-with-retries.ts";
import { agentSetup, type AgentCliOptions } from "../agent-setup.ts";
import { exitCleanlyOnInterrupt } from "../interrupt.ts";
import { startLiveView, type LiveViewOptions } from "../live-view.ts";
import type { CliIO } from "../io.ts";
import { sshDesktopFrom, type SshCliOptions } from "../ssh-options.ts";
import { wholeNumber } from "../whole-number.ts";
import type { PathPolicy } from "../../task/path-policy.ts";
import type { BackendChoice } from "../../session/backend-choices.ts";
import { loadTaskToRun, type TaskToRun } from "../../run/task-to-run.ts";

export interface RunCommandOptions extends AgentCliOptions, SshCliOptions, LiveViewOptions {
  output: string;
  paths?: PathPolicy;
  backend?: BackendChoice;
  artifactsDir: string;
  artifacts: boolean;
  artifactsTimeout: string;
  artifactsExclude: string[];
  record?: boolean;
  replay?: boolean;
  /** With `replay`: heal a diverging replay with the agent (implies `replay`). */
  heal?: boolean;
  network: boolean;
  image?: string;
  quiet?: boolean;
  debug?: boolean;
  container?: string;
  /** Agent runs: run a task that failed a check again, up to n more times (`desktest run` only). */
  retriesOnFailure?: string;
}

/**
 * What `run`, `interactive` and `record` give the run pipeline alike, from their shared flags: the task,
 * folders, artifacts, the desktop (screen, backend, image, SSH, network, host paths) and the logs.
 */
export function taskRunOptions(
  task: TaskToRun,
  options: RunCommandOptions,
  io: CliIO,
  screen: { width: number; height: number },
): RunTaskOptions {
  const c = pc.createColors(io.color);
  const timeout = Number(options.artifactsTimeout);
  return {
    task,
    cwd: io.cwd,
    env: io.env,
    outputDir: options.output,
    artifactsDir: options.artifactsDir,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(timeout) && timeout >= 0 ? timeout : 120,
    artifactsExclude: options.artifactsExclude,
    width: screen.width,
    height: screen.height,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ssh: sshDesktopFrom(options, io.cwd),
    prebuiltImage: options.image,
    log: options.quiet ? undefined : (line) => io.stderr(c.dim(`${line}\n`)),
    debugLog: options.debug ? (line) => io.stderr(c.dim(`[debug] ${line}\n`)) : undefined,
  };
}

/** `desktest run <task>` (and `attach`, which names a running desktop): one task, one verdict. */
export async function runCommand(taskFile: string, options: RunCommandOptions, io: CliIO): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  const retriesOnFailure = wholeNumber("--retries-on-failure", options.retriesOnFailure ?? "0", 0);
  if (options.heal) options = { ...options, replay: true };
  if (retriesOnFailure > 0 && options.replay) {
    io.stderr(c.yellow("Warning: --retries-on-failure applies to agent runs; a replay is not retried\n"));
  }
  const setup = await agentSetup(options, io, (line) => io.stderr(c.yellow(`warning: ${line}\n`)));
  // The task's folder holds this run's evidence only: an earlier run's files go first (desktest's own
  // files only; a folder with anything else is refused).
  const artifactsFolder = path.resolve(io.cwd, options.artifactsDir);
  await clearRunFolder(artifactsFolder, { replay: options.replay === true });
  exitCleanlyOnInterrupt(io.stderr);
  const live = await startLiveView(options, io);
  const { results, exitCode, resultsFile, status, attempts, locations } = await runTaskWithRetries(
    {
      ...taskRunOptions(await loadTaskToRun(taskFile, { cwd: io.cwd }), options, io, setup),
      record: options.record,
      replay: options.replay === true || options.heal === true,
      heal: options.heal === true,
      attachTo: options.container,
      apiKeys: setup.apiKeys,
      agent: setup.agent,
      ...(live ? { observer: live.hub.observer() } : {}),
    },
    retriesOnFailure,
    {
      onRetry: (ended, next, of) =>
        io.stderr(
          c.yellow(
            `attempt ${next - 1} failed: ${ended.error_detail ?? "a check failed"}; retrying (attempt ${next} of at most ${of})\n`,
          ),
        ),
    },
  );
  printVerdict({ results, resultsFile }, io, { status, attempts }, options.artifactsDir);
  const review = await writeRunReview(artifactsFolder, taskFile, { results, locations, resultsFile }, io);
  if (review) io.stderr(c.dim(`review: ${review}\n`));
  await live?.server.close();
  return exitCode;
}

/**
 * The run's review page, `review.html` in its artifacts folder; undefined when the run never reached a
 * desktop (no trajectory: results.json says why) or the page could not be written (a warning says so).
 */
async function writeRunReview(
  folder: string,
  taskFile: string,
  ran: Pick<RunTaskResult, "results" | "locations" | "resultsFile">,
  io: CliIO,
): Promise<string | undefined> {
  const { resultsFile } = ran;
  if (!existsSync(path.join(folder, "trajectory.jsonl"))) return undefined;
  // The folder holds the whole run, its verdict too (as a suite's task folder does): the page and
  // `desktest logs` read it there.
  const copy = path.join(folder, "results.json");
  if (path.resolve(resultsFile) !== copy) {
    await copyFile(resultsFile, copy).catch((error: Error) =>
      io.stderr(pc.createColors(io.color).yellow(`warning: results.json not copied: ${error.message}\n`)),
    );
  }
  return writeReview(folder, path.join(folder, REVIEW_PAGE), io.cwd, io.env, {
    file: taskFile,
    location: attemptFailureLocation(ran),
  }).catch((error: Error) => {
    io.stderr(pc.createColors(io.color).yellow(`warning: no review page: ${error.message}\n`));
    return undefined;
  });
}

/** `Test PASSED: …`, `Test FAILED: …` or `Error: …`, and where results.json is. */
export function printVerdict(
  { results, resultsFile }: Pick<RunTaskResult, "results" | "resultsFile">,
  io: CliIO,
  retried: { status?: string; attempts?: readonly { status: string }[] } = {},
  artifactsDir?: string,
): void {
  const c = pc.createColors(io.color);
  const { status, attempts = [] } = retried;
  if (results.status === "pass") {
    const count = results.metric_results.length;
    const verdict =
      status === "flaky" ? c.yellow(`Test PASSED (flaky: ${flakyWords(attempts)})`) : c.green("Test PASSED");
    io.stdout(
      `${verdict}: ${results.agent_verdict?.reasoning ?? `Programmatic evaluation passed (${count}/${count} metrics)`}\n`,
    );
  } else if (results.status === "fail") {
    io.stdout(`${c.red("Test FAILED")}: ${results.error_detail ?? ""}\n`);
    io.stdout(
      culpritLines(results.culprit)
        .map((l) => `${l}\n`)
        .join(""),
    );
  } else {
    io.stderr(`${c.red("Error")}: ${results.error_detail ?? ""}\n`);
    io.stderr(
      culpritLines(results.culprit)
        .map((l) => `${l}\n`)
        .join(""),
    );
  }
  if (results.outcome) io.stdout(`outcome: ${OUTCOME_WORDS[results.outcome]}\n`);
  if (results.heal) {
    // Its files are in the artifacts folder, beside results.json's copy there.
    const at = (file: string | undefined) => (file ? path.join(artifactsDir ?? ".", file) : file);
    const updated = results.heal.updated_replay;
    const shown = {
      ...results.heal,
      expected_screen: at(results.heal.expected_screen),
      actual_screen: at(results.heal.actual_screen),
      updated_replay: updated
        ? {
            ...updated,
            script: at(updated.script)!,
            diff: at(updated.diff)!,
            screenshots_dir: at(updated.screenshots_dir),
          }
        : undefined,
    };
    io.stdout(
      healLines(shown)
        .map((l) => `  ${l}\n`)
        .join(""),
    );
  }
  io.stderr(c.dim(`results: ${resultsFile}\n`));
}

/** `failed on attempt 1, passed on attempt 2` */
function flakyWords(attempts: readonly { status: string }[]): string {
  const failed = attempts.flatMap((a, i) => (a.status === "fail" ? [i + 1] : []));
  return `failed on attempt ${failed.join(", ")}, passed on attempt ${attempts.length}`;
}
