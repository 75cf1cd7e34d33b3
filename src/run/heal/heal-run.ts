import type { AgentOutcome } from "../../agent/agent-runner.ts";
import type { TrajectoryEntry } from "../../artifacts/trajectory.ts";
import type { ReplayStep } from "../../evaluate/replay/replay-step.ts";
import type { ScriptStep } from "../../replay/script-steps.ts";

/** The folder of a run's artifacts where the healing agent's steps, screens and conversation go. */
export const HEAL_DIR = "heal";

/** A task's codified replay as the heal reads it: its script (path and text) and recorded screens. */
export interface ReplaySource {
  scriptPath: string;
  source: string;
  /** The task's `replay_screenshots_dir` (host path), when it has one. */
  screenshotsDir?: string;
}

/** What healing a diverged replay did. */
export interface HealRun {
  replaySource: ReplaySource;
  /** The script's steps, read from its source. */
  declared: ScriptStep[];
  divergedAt: number;
  divergence: string;
  /** The replay's steps that ran before the divergence. */
  replayed: ReplayStep[];
  /** How the agent ended; absent when it could not be made (`notStarted` says why). */
  agent?: AgentOutcome;
  notStarted?: string;
  /** The agent's trajectory (its own numbering, files in HEAL_DIR). */
  agentEntries: TrajectoryEntry[];
  llmCalls: number;
  durationMs: number;
  /** Artifacts-relative: the diverging step's recorded screen (when the script checked one) and the actual. */
  expectedScreen?: string;
  actualScreen?: string;
}
