import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { trajectoryTimestamp } from "../artifacts/trajectory.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import type { ReplayRun } from "./formats/task-format.ts";

/**
 * A replay's steps as trajectory.jsonl: the last one `done` when the replay passed, else `interrupted`.
 * A script that declared the task infeasible ends with a FAIL step (OSWorld's final action), and its
 * last scripted step is then an ordinary `success`.
 */
export async function writeReplayTrajectory(artifacts: ArtifactsWriter, replay: ReplayRun): Promise<void> {
  for (const step of replay.steps)
    if (!step.streamed) await appendReplayStep(artifacts, step, replay.declaredInfeasible === true);
  if (replay.declaredInfeasible) {
    await artifacts.appendTrajectory({
      step: (replay.steps.at(-1)?.step ?? 0) + 1,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      thought: "FAIL (the scripted solution declares the task infeasible)",
      result: "fail",
    });
  }
}

/**
 * One step of a replay as a line of trajectory.jsonl (written as the replay goes, or at its end), with
 * how it found its target and the target where it was found (so that codifying a replay's trajectory
 * records its elements where they are now).
 */
export async function appendReplayStep(
  artifacts: ArtifactsWriter,
  step: ReplayStep,
  declaredInfeasible = false,
): Promise<void> {
  await artifacts.appendTrajectory({
    step: step.step,
    timestamp: trajectoryTimestamp(),
    action_code: step.action_code,
    ...(step.thought ? { thought: step.thought } : {}),
    ...(step.screenshot ? { screenshot_path: step.screenshot } : {}),
    result: declaredInfeasible && step.result === "done" ? "success" : step.result,
    ...(step.action_code.trim() ? { action_type: "python" as const } : {}),
    ...(step.target ? { target: step.target } : {}),
    ...(step.found_by ? { found_by: step.found_by } : {}),
    ...(step.masked ? { masked: step.masked } : {}),
  });
}
