import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import type { Metric, Task } from "../task/model.ts";

/**
 * The task as `run --replay` evaluates it (desktest-spec-core §5.6): mode programmatic, a script_replay
 * metric for `replay_script` first, the task's other metrics (not other script_replay ones) after it,
 * conjunction and eval_timeout_secs kept.
 */
export function toReplayTask(task: Task, locate?: (pointer: string) => SourceLocation): Task {
  if (!task.replay_script) {
    throw new ConfigError("--replay requires a 'replay_script' path in the task JSON", {
      location: locate?.(""),
      hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`",
    });
  }
  const replay: Metric = {
    type: "script_replay",
    script_path: task.replay_script,
    ...(task.replay_screenshots_dir ? { screenshots_dir: task.replay_screenshots_dir } : {}),
  };
  return {
    ...task,
    evaluator: {
      ...task.evaluator,
      mode: "programmatic",
      metrics: [replay, ...task.evaluator.metrics.filter((m) => m.type !== "script_replay")],
    },
  };
}
