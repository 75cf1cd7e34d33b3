import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import type { Session } from "../../session/session.ts";
import type { ScriptReplayMetric } from "../../task/model.ts";
import { cutText } from "../../util/cut-text.ts";
import { copyFromDesktop, copyIntoDesktop, runEvaluationCommand } from "../bounded-session-calls.ts";
import { evaluationErrorResult } from "../evaluation-error.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import type { MetricResult } from "../metric-result.ts";
import { replayFailure, stderrTail, type ReplayFailure } from "../replay/replay-failure.ts";
import { parseReplayMarkers } from "../replay/replay-markers.ts";
import { ReplayProgress } from "../replay/replay-progress.ts";
import { actionCodeFromSource } from "../replay/replay-source.ts";
import type { ReplayStep } from "../replay/replay-step.ts";
import {
  copyReplayScreens,
  removeReplayScreens,
  replayTempPath,
  runReplayScript,
} from "../replay/run-replay-script.ts";

/**
 * The import error a replay script died of, when it did (`ModuleNotFoundError: No module named
 * 'pyautogui'`): Python's last such line in the script's error output, or null.
 */
export function missingModule(stderr: string): string | null {
  const lines = stderr.split("\n").filter((l) => /^(ModuleNotFoundError|ImportError): /.test(l.trim()));
  return lines.length > 0 ? cutText(lines.at(-1)!.trim(), 300) : null;
}

export interface ScriptReplayOutcome {
  result: MetricResult;
  replaySteps: ReplayStep[];
  /** How the script ended, when it did not pass. */
  replayFailure?: ReplayFailure;
}

/**
 * `script_replay`: upload a codified script (and its expected screenshots) into the session's home, run it
 * there with the desktop's Python and the guest agent's replay helpers (`runReplayScript`), pass iff it
 * exits 0 and prints `REPLAY_COMPLETE`. The steps it reports come back for
 * trajectory.jsonl, with the screenshots it took copied to `<artifactsDir>/step_NNN.png`.
 *
 * Unlike the reference, a replay that times out still returns the steps it finished (the metric fails
 * with the timeout as its evaluation error), and Python runs unbuffered so those steps' markers arrive.
 */
export async function evaluateScriptReplay(
  session: Session,
  metric: ScriptReplayMetric,
  context: EvaluationContext,
): Promise<ScriptReplayOutcome> {
  const scriptInfo = await stat(metric.script_path).catch(() => undefined);
  if (!scriptInfo) throw new ConfigError(`Replay script not found: ${metric.script_path}`);
  if (!scriptInfo.isFile()) throw new ConfigError(`Replay script '${metric.script_path}' is not a file`);
  const source = await readFile(metric.script_path, "utf8");

  if (metric.screenshots_dir !== undefined) {
    const folder = await stat(metric.screenshots_dir).catch(() => undefined);
    if (folder?.isDirectory()) await copyIntoDesktop(session, metric.screenshots_dir, session.home, context);
    else
      context.log?.(
        `Warning: replay screenshots_dir '${metric.screenshots_dir}' ${folder ? "is not a folder" : "does not exist"}; not uploaded`,
      );
  }

  const guestScript = session.os.join(session.home, path.basename(metric.script_path));
  await copyIntoDesktop(session, metric.script_path, session.home, context);
  if (session.os.platform !== "windows")
    await runEvaluationCommand(session, ["chmod", "+x", guestScript], context);

  // One desktop call bounded by the evaluation timeout; unbuffered so that the markers of the steps done
  // before a timeout or a crash still arrive. With a live view, the output is also read while the script
  // runs, and each finished step is handed over.
  const streamed = new Map<number, ReplayStep>();
  const progressFile = replayTempPath(session, "output.log");
  const onReplayStep = context.onReplayStep;
  const screens = replayTempPath(session, "screens");
  const progress = onReplayStep
    ? new ReplayProgress(session, progressFile, async (text) => {
        const sofar = replayStepsFromOutput(text, source, false).slice(0, -1); // the last may still run
        for (const step of sofar) {
          if (streamed.has(step.step)) continue;
          if (context.artifactsDir !== undefined)
            await copyStepScreenshots(session, screens, [step], context.artifactsDir, context);
          streamed.set(step.step, step);
          await onReplayStep({ ...step, streamed: true });
        }
      })
    : undefined;
  const run = await runReplayScript(session, guestScript, {
    timeoutMs: context.timeoutSecs * 1000,
    screens,
    ...(context.visualIgnore ? { ignore: context.visualIgnore } : {}),
    ...(progress ? { progressFile } : {}),
    ...(context.secretEnv ? { secretEnv: context.secretEnv } : {}),
  }).finally(() => progress?.stop());
  const output = run.stdout + run.stderr;
  const complete = output.includes("REPLAY_COMPLETE");
  const result: MetricResult = run.timedOut
    ? evaluationErrorResult(
        metric.type,
        `Evaluation script timed out after ${context.timeoutSecs}s: ${metric.script_path}`,
      )
    : {
        passed: run.exitCode === 0 && complete,
        metric: metric.type,
        expected: "exit_code=0, REPLAY_COMPLETE in output",
        actual: `exit_code=${run.exitCode}, complete=${complete}`,
        detail:
          run.exitCode !== 0
            ? `Replay script exited with code ${run.exitCode}`
            : complete
              ? "Replay script completed successfully"
              : "Replay script did not output REPLAY_COMPLETE",
      };

  if (!result.passed && output.trim() !== "") {
    const tail = output.trimEnd().split("\n").slice(-20).join("\n");
    context.log?.(`Replay script output (last lines):\n${tail}`);
    const missing = run.timedOut ? null : missingModule(run.stderr);
    if (missing) {
      await removeReplayScreens(session, screens);
      const tail = stderrTail(run.stderr);
      throw new InfraError(
        `The desktop cannot run the replay script ${metric.script_path}: its Python (${session.os.python}) says ${missing}. ` +
          `This is the runner's environment, not the app under test: install the module in that Python ` +
          `(docker/guest-requirements.txt lists what replays use) or run on a desktop image that has it.\n` +
          `Last lines of the script's error output:\n${tail}`,
        { evidence: `${missing} (the desktop's Python: ${session.os.python})`, outputTail: tail },
      );
    }
  }

  const steps = replayStepsFromOutput(output, source, result.passed).map((step) => {
    const handed = streamed.get(step.step);
    return handed && handed.result === step.result
      ? { ...step, streamed: true, ...(handed.screenshot ? { screenshot: handed.screenshot } : {}) }
      : step;
  });
  if (context.artifactsDir !== undefined)
    await copyStepScreenshots(
      session,
      screens,
      steps.filter((step) => !step.streamed),
      context.artifactsDir,
      context,
    );
  await removeReplayScreens(session, screens);
  return { result, replaySteps: steps, ...(result.passed ? {} : { replayFailure: replayFailure(run) }) };
}

/**
 * The replay's steps from its output markers, the script source filling in missing action code; each
 * step that acted at a point with how it found its target.
 */
export function replayStepsFromOutput(output: string, source: string, passed: boolean): ReplayStep[] {
  const markers = parseReplayMarkers(output);
  return markers.steps.map(({ step, thought }, i) => {
    const found = markers.targets.get(step);
    const masked = markers.masked.get(step);
    return {
      step,
      thought,
      action_code: markers.actions.get(step) ?? actionCodeFromSource(source, step) ?? "",
      result: i < markers.steps.length - 1 ? "success" : passed ? "done" : "interrupted",
      ...(found ? { found_by: found.foundBy } : {}),
      ...(found?.target ? { target: found.target } : {}),
      ...(masked ? { masked } : {}),
    };
  });
}

/** Copy each step's screenshot to `<dir>/step_NNN.png` (each copy bounded); steps without one keep none. */
async function copyStepScreenshots(
  session: Session,
  screens: string,
  steps: ReplayStep[],
  dir: string,
  context: EvaluationContext,
): Promise<void> {
  const missing = await copyReplayScreens(
    session,
    screens,
    steps,
    (name) => path.join(dir, name),
    (from, to) => copyFromDesktop(session, from, to, context),
  );
  if (missing.length > 0) context.log?.(`Replay steps without a screenshot: ${missing.join(", ")}`);
}
