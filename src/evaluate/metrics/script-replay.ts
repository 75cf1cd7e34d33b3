import { randomUUID } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../../errors/desktest-error.ts";
import type { Session } from "../../session/session.ts";
import type { ScriptReplayMetric } from "../../task/model.ts";
import { copyFromDesktop, copyIntoDesktop, runEvaluationCommand } from "../bounded-session-calls.ts";
import { errorMessage, evaluationErrorResult } from "../evaluation-error.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import type { MetricResult } from "../metric-result.ts";
import { parseReplayMarkers } from "../replay/replay-markers.ts";
import { ReplayProgress, TEE_REPLAY_PY } from "../replay/replay-progress.ts";
import { actionCodeFromSource } from "../replay/replay-source.ts";
import { stepNumberPart, type ReplayStep } from "../replay/replay-step.ts";

export interface ScriptReplayOutcome {
  result: MetricResult;
  replaySteps: ReplayStep[];
}

/**
 * `script_replay`: upload a codified script (and its expected screenshots), run it with python3 in the
 * desktop, pass iff it exits 0 and prints `REPLAY_COMPLETE`. The steps it reports come back for
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

  const guestScript = `${session.home.replace(/\/+$/, "")}/${path.basename(metric.script_path)}`;
  await copyIntoDesktop(session, metric.script_path, session.home, context);
  await runEvaluationCommand(session, ["chmod", "+x", guestScript], context);

  // One container call bounded by the evaluation timeout; unbuffered (`-u`) so that the markers of the
  // steps done before a timeout or a crash still arrive. With a live view, the output is also read while
  // the script runs, and each finished step is handed over.
  const streamed = new Map<number, ReplayStep>();
  const progressFile = `/tmp/desktest-replay-${randomUUID()}.log`;
  const onReplayStep = context.onReplayStep;
  const progress = onReplayStep
    ? new ReplayProgress(session, progressFile, async (text) => {
        const sofar = replayStepsFromOutput(text, source, false).slice(0, -1); // the last may still run
        for (const step of sofar) {
          if (streamed.has(step.step)) continue;
          if (context.artifactsDir !== undefined)
            await copyStepScreenshots(session, [step], context.artifactsDir, context);
          streamed.set(step.step, step);
          await onReplayStep({ ...step, streamed: true });
        }
      })
    : undefined;
  const run = await session
    .exec(
      progress
        ? ["python3", "-u", "-c", TEE_REPLAY_PY, progressFile, guestScript]
        : ["python3", "-u", guestScript],
      { timeoutMs: context.timeoutSecs * 1000 },
    )
    .finally(() => progress?.stop());
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
      steps.filter((step) => !step.streamed),
      context.artifactsDir,
      context,
    );
  return { result, replaySteps: steps };
}

/** The replay's steps from its output markers, the script source filling in missing action code. */
export function replayStepsFromOutput(output: string, source: string, passed: boolean): ReplayStep[] {
  const markers = parseReplayMarkers(output);
  return markers.steps.map(({ step, thought }, i) => ({
    step,
    thought,
    action_code: markers.actions.get(step) ?? actionCodeFromSource(source, step) ?? "",
    result: i < markers.steps.length - 1 ? "success" : passed ? "done" : "interrupted",
  }));
}

/** Copy `/tmp/replay_step_NNN.png` of each step to `<dir>/step_NNN.png`; steps without one keep none. */
async function copyStepScreenshots(
  session: Session,
  steps: ReplayStep[],
  dir: string,
  context: EvaluationContext,
): Promise<void> {
  const missing: string[] = [];
  for (const step of steps) {
    const nnn = stepNumberPart(step.step);
    try {
      await copyFromDesktop(
        session,
        `/tmp/replay_step_${nnn}.png`,
        path.join(dir, `step_${nnn}.png`),
        context,
      );
      step.screenshot = `step_${nnn}.png`;
    } catch (error) {
      missing.push(`${step.step} (${errorMessage(error)})`);
    }
  }
  if (missing.length > 0) context.log?.(`Replay steps without a screenshot: ${missing.join(", ")}`);
}
