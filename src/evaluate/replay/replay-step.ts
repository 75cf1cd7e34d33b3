import type { MaskedRegion } from "./replay-markers.ts";
import type { FoundBy, StepTarget } from "./step-target.ts";

/** A step of a codified replay, rebuilt from the script's output (spec §5.4), for trajectory.jsonl. */
export interface ReplayStep {
  step: number;
  thought: string;
  action_code: string;
  /** `step_NNN.png`, the artifacts file of the screenshot the script took after the step, when copied. */
  screenshot?: string;
  /** `success` for every step but the last, which is `done` when the replay passed, else `interrupted`. */
  result: "success" | "done" | "interrupted";
  /**
   * A step that acted at a point: how it found its target (its `REPLAY_TARGET` line), and the target as
   * found (for `element`: where it is now).
   */
  found_by?: FoundBy;
  target?: StepTarget;
  /** The fields the step typed or pasted a secret into, masked in its screenshot and later ones. */
  masked?: MaskedRegion[];
  /** Already handed to `EvaluationContext.onReplayStep` while the script ran (in trajectory.jsonl already). */
  streamed?: boolean;
}

/** The step number as a replay file name part: at least three digits (`7` → `007`). */
export function stepNumberPart(step: number): string {
  return String(step).padStart(3, "0");
}
