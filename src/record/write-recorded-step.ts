import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { elementAt, targetOf, type A11yElement } from "../artifacts/a11y-target.ts";
import {
  a11yName,
  screenshotName,
  trajectoryTimestamp,
  type TrajectoryEntry,
} from "../artifacts/trajectory.ts";
import type { RecordedAction } from "./recorded-steps.ts";
import { actionCode, describeAction } from "./step-code.ts";

/** A screen and its accessibility tree, as a recorder took them. */
export interface Look {
  screenshot?: Buffer;
  a11y?: string;
}

export interface RecordedStepToWrite {
  /** The step's number (1 for the first). */
  number: number;
  action: RecordedAction;
  /** The screen the step acted on, and the one it left once the desktop settled. */
  before: Look | undefined;
  after: Look | undefined;
  /** Whether `step_<number-1>.png` is there (written by this call for the first step, or by the step before). */
  beforeShown: boolean;
  /** The step's words as they may be written (secrets as placeholders; the writer redacts the rest). */
  written?: (text: string) => string;
  /** `success`, or `error:<why>` when the action raised. */
  result: string;
}

/**
 * One recorded step, written the way the agent's are: its screens (`step_<n>.png` after it; the first
 * step's `step_000.png` before it), the accessibility tree it acted on, and its trajectory entry with the
 * PyAutoGUI code, what it did in words (naming the element a click landed on) and that element as its
 * `target`, which a replay looks up first. `desktest record` (a person) and `desktest mcp` (a client's
 * actions) both write through here, so their recordings codify alike.
 */
export async function writeRecordedStep(
  artifacts: ArtifactsWriter,
  step: RecordedStepToWrite,
): Promise<{ entry: TrajectoryEntry; target?: A11yElement }> {
  const { number, action, before, after } = step;
  const target =
    action.kind === "click" && before?.a11y ? elementAt(before.a11y, action.x, action.y) : undefined;
  if (number === 1 && before?.screenshot) await artifacts.binary(screenshotName(0), before.screenshot);
  if (before?.a11y !== undefined) await artifacts.text(a11yName(number), before.a11y);
  if (after?.screenshot) await artifacts.binary(screenshotName(number), after.screenshot);
  const shownBefore = number === 1 ? before?.screenshot !== undefined : step.beforeShown;
  const entry: TrajectoryEntry = {
    step: number,
    timestamp: trajectoryTimestamp(),
    action_code: actionCode(action),
    thought: (step.written ?? String)(describeAction(action, target)),
    ...(shownBefore ? { screenshot_path: screenshotName(number - 1) } : {}),
    ...(before?.a11y !== undefined ? { a11y_tree_path: a11yName(number) } : {}),
    result: step.result,
    action_type: "python",
    ...(target && action.kind === "click"
      ? { target: { ...targetOf(target), x: action.x, y: action.y } }
      : {}),
  };
  await artifacts.appendTrajectory(entry);
  return { entry, ...(target ? { target } : {}) };
}
