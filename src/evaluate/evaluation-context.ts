import type { IgnoreEntry } from "../task/ignore-regions.ts";
import type { ReplayStep } from "./replay/replay-step.ts";
import { TASK_DEFAULTS } from "../task/model.ts";

/** What every metric needs besides the session and the metric itself. */
export interface EvaluationContext {
  /** Bounds each container call (every exec and every copy), not the metric as a whole. */
  timeoutSecs: number;
  /** Host folder that receives a replay's screenshots as `step_NNN.png` (none: they are not copied). */
  artifactsDir?: string;
  /** Warnings that do not fail the metric (e.g. a replay screenshots folder that does not exist). */
  log?: (line: string) => void;
  /**
   * A replay's finished steps while its script runs (each once the next one has begun, when its result
   * is known to be `success`; with its screenshot copied): for a live view. The last step comes only in
   * the metric's outcome.
   */
  onReplayStep?: (step: ReplayStep) => Promise<void>;
  /**
   * The task's secrets as DESKTEST_SECRET_<name>, given to a replay script's process for its `{{name}}`
   * placeholders: a VM's, a Mac's or a host's guest agent was started before the task, so only the
   * process that needs them gets them (a Docker desktop has them in its environment too).
   */
  secretEnv?: Record<string, string>;
  /** The task's visual.ignore: a replay's screen checks leave these regions out (DESKTEST_VISUAL_IGNORE). */
  visualIgnore?: readonly IgnoreEntry[];
}

export const DEFAULT_EVAL_TIMEOUT_SECS: number = TASK_DEFAULTS.eval_timeout_secs;

/** Early-exit conditions use this fixed bound instead of the evaluator's `eval_timeout_secs`. */
export const EARLY_EXIT_TIMEOUT_SECS = 30;

export function timeoutMs(context: EvaluationContext): number {
  return context.timeoutSecs * 1000;
}
