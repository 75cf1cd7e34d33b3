import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { replayStepsFromOutput } from "../evaluate/metrics/script-replay.ts";
import { replayFailure, type ReplayFailure } from "../evaluate/replay/replay-failure.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import {
  copyReplayScreens,
  removeReplayScreens,
  replayTempPath,
  runReplayScript,
} from "../evaluate/replay/run-replay-script.ts";
import type { Session } from "../session/session.ts";
import type { MetricResult } from "../evaluate/metric-result.ts";

/** The line a scripted solution prints to end with OSWorld's FAIL action (the task is infeasible). */
export const REPLAY_FAIL_MARKER = "REPLAY_FAIL";

export interface OsworldReplay {
  result: MetricResult;
  steps: ReplayStep[];
  /** The script printed REPLAY_FAIL: its last action is FAIL. */
  fail: boolean;
  /** How the script ended, when it did not pass. */
  failure?: ReplayFailure;
}

/**
 * Run an OSWorld task's scripted solution: a codified replay script (desktest's format, `desktest
 * codify`) run in the desktop as the desktop user (`runReplayScript`: in the home, with the guest agent's
 * replay helpers), from the desktop's temporary folder so it never lands in the home the task may inspect. Its REPLAY_STEP_DONE / REPLAY_ACTION markers become the trajectory; a line
 * `REPLAY_FAIL` makes its last action FAIL (how a scripted solution answers an infeasible task).
 */
export async function runOsworldReplay(
  session: Session,
  script: string | undefined,
  context: {
    artifacts: ArtifactsWriter;
    timeoutMs: number;
    log: (line: string) => void;
    locate: () => { file: string };
  },
): Promise<OsworldReplay> {
  if (!script)
    throw new ConfigError(
      "--replay needs the task's scripted solution: a codified replay script beside the task file (<task>.replay.py) or a 'replay_script' key",
      {
        location: context.locate(),
        hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`",
      },
    );
  const source = await readFile(script, "utf8").catch((error: Error) => {
    throw new ConfigError(`Replay script not found: ${script} (${error.message})`, {
      location: context.locate(),
    });
  });
  const dir = session.os.join(session.os.tempDir, "desktest-osworld", "replay");
  await session.exec(session.os.mkdirCommand([dir]), { timeoutMs: 10_000 });
  await session.copyIn(script, dir);
  const guestScript = session.os.join(dir, path.basename(script));
  const screens = replayTempPath(session, "screens");
  const run = await runReplayScript(session, guestScript, { timeoutMs: context.timeoutMs, screens });
  const output = run.stdout + run.stderr;
  const complete = output.includes("REPLAY_COMPLETE");
  const passed = !run.timedOut && run.exitCode === 0 && complete;
  const fail = output.split("\n").some((line) => line.trim() === REPLAY_FAIL_MARKER);
  if (!passed)
    context.log(`Replay script output (last lines):\n${output.trimEnd().split("\n").slice(-20).join("\n")}`);
  const steps = replayStepsFromOutput(output, source, passed);
  await copyReplayScreens(session, screens, steps, (name) => context.artifacts.path(name)); // a step without one keeps none
  await removeReplayScreens(session, screens);
  return {
    steps,
    fail,
    ...(passed ? {} : { failure: replayFailure(run) }),
    result: {
      passed,
      metric: "script_replay",
      expected: "exit_code=0, REPLAY_COMPLETE in output",
      actual: run.timedOut ? "timed out" : `exit_code=${run.exitCode}, complete=${complete}`,
      detail: run.timedOut
        ? `Replay script timed out: ${script}`
        : run.exitCode !== 0
          ? `Replay script exited with code ${run.exitCode}`
          : complete
            ? `Replay script completed successfully${fail ? " and ended with FAIL" : ""}`
            : "Replay script did not output REPLAY_COMPLETE",
    },
  };
}
