import { trajectoryTimestamp, type TrajectoryEntry } from "../../artifacts/trajectory.ts";
import type { ReplayStep } from "../../evaluate/replay/replay-step.ts";
import { stepNumberPart } from "../../evaluate/replay/replay-step.ts";
import type { ScriptStep } from "../../replay/script-steps.ts";
import { selectSteps } from "../../replay/select-steps.ts";

/** A screen the updated replay checks: where it comes from, and its name in the screens folder. */
export interface ScreenCopy {
  /** `old`: the task's screens folder (a replayed step keeps its recorded screen); `heal`: the agent's. */
  from: "old" | "heal";
  /** The file there (relative to that folder). */
  file: string;
  /** Its name in the updated replay's screens folder. */
  name: string;
}

export interface MergedTrajectory {
  /** What codify turns into the updated replay: the replayed steps, then the agent's, in order. */
  entries: TrajectoryEntry[];
  /** The screens the updated script checks (only when the task's script checked screens). */
  screens: ScreenCopy[];
}

/**
 * The trajectory a healed run codifies: the replay's steps that ran (their code and descriptions as the
 * script had them, with their target and screen checks), then the agent's steps that acted, numbered on
 * from the step that diverged (agent step i is step `divergedAt - 1 + i`). A replayed step keeps its
 * recorded screen; an agent step's is the screen the agent saw before it (`step_NNN.png` of the heal
 * folder), named `step_<n-1>.png` like codify's, unless a replayed step's screen has that name.
 * `screensDir`: the first part of the task's check_screen paths (`recorded` of `recorded/step_001.png`).
 */
export function mergedTrajectory(input: {
  scriptSteps: ScriptStep[];
  replayed: ReplayStep[];
  agentEntries: TrajectoryEntry[];
  divergedAt: number;
  withScreenshots: boolean;
  screensDir: string | undefined;
}): MergedTrajectory {
  const declared = new Map(input.scriptSteps.map((s) => [s.step, s]));
  const screens: ScreenCopy[] = [];
  const used = new Set<string>();
  const inDir = (checked: string | undefined) => {
    if (!checked || !input.screensDir) return undefined;
    const prefix = `${input.screensDir}/`;
    return checked.startsWith(prefix) ? checked.slice(prefix.length) : undefined;
  };
  const replayed: TrajectoryEntry[] = input.replayed
    .filter((r) => r.step < input.divergedAt)
    .map((r) => {
      const declaredStep = declared.get(r.step);
      const screen = input.withScreenshots ? inDir(declaredStep?.expectedScreen) : undefined;
      if (screen) {
        screens.push({ from: "old", file: screen, name: screen });
        used.add(screen);
      }
      return {
        step: r.step,
        timestamp: trajectoryTimestamp(),
        action_code: r.action_code,
        ...(r.thought || declaredStep?.description
          ? { thought: r.thought || declaredStep!.description }
          : {}),
        ...(screen ? { screenshot_path: screen } : {}),
        result: "success",
        ...(declaredStep?.target ? { target: declaredStep.target } : {}),
      };
    });
  const offset = input.divergedAt - 1;
  const acted = selectSteps(input.agentEntries).entries.map((e): TrajectoryEntry => {
    const step = offset + e.step;
    const { screenshot_path: seen, a11y_tree_path: _tree, usage: _usage, timings: _timings, ...rest } = e;
    let screen: string | undefined;
    if (input.withScreenshots && seen) {
      screen = `step_${stepNumberPart(step - 1)}.png`;
      if (used.has(screen)) screen = `healed_step_${stepNumberPart(step)}.png`;
      used.add(screen);
      screens.push({ from: "heal", file: seen, name: screen });
    }
    return { ...rest, step, result: "success", ...(screen ? { screenshot_path: screen } : {}) };
  });
  return { entries: [...replayed, ...acted], screens };
}
