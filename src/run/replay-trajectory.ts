import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { trajectoryTimestamp } from "../artifacts/trajectory.ts";
import type { ReplayRun } from "./formats/task-format.ts";

/**
 * A replay's steps as trajectory.jsonl: the last one `done` when the replay passed, else `interrupted`.
 * A script that declared the task infeasible ends with a FAIL step (OSWorld's final action), and its
 * last scripted step is then an ordinary `success`.
 */
export async function writeReplayTrajectory(artifacts: ArtifactsWriter, replay: ReplayRun): Promise<void> {
  for (const step of replay.steps) {
    await artifacts.appendTrajectory({
      step: step.step,
      timestamp: trajectoryTimestamp(),
      action_code: step.action_code,
      ...(step.thought ? { thought: step.thought } : {}),
      ...(step.screenshot ? { screenshot_path: step.screenshot } : {}),
      result: replay.declaredInfeasible && step.result === "done" ? "success" : step.result,
      ...(step.action_code.trim() ? { action_type: "python" as const } : {}),
    });
  }
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
