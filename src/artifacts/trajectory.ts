import { readFile } from "node:fs/promises";
import { ConfigError } from "../errors/desktest-error.ts";
import type { FoundBy, StepTarget } from "../evaluate/replay/step-target.ts";

export type { FoundBy, StepTarget };

/** How a step ended: agent results, replay results, and the legacy evaluation values. */
export type StepResult =
  | "success"
  | "done"
  | "fail"
  | "wait"
  | "timeout"
  | "max_steps"
  | "interrupted"
  | `error:${string}`
  | (string & {});

export type ActionType = "python" | "bash" | "python+bash";

/** Per-step timings we add (the reference has none); readers of the reference format ignore them. */
export interface StepTimings {
  /** The whole step, from asking the model to the next observation. */
  step_ms?: number;
  llm_ms?: number;
  settle_ms?: number;
  observe_ms?: number;
  act_ms?: number;
}

/**
 * One line of trajectory.jsonl. Key order is the reference's (desktest-spec-core §4.4); `coord_scale`,
 * `timings`, `usage`, `target`, `bash_blocks`, `found_by` and `masked` are ours and come last.
 */
export interface TrajectoryEntry {
  step: number;
  timestamp: string;
  action_code: string;
  thought?: string;
  screenshot_path?: string;
  a11y_tree_path?: string;
  result: StepResult;
  llm_raw_response?: string;
  bash_output?: string;
  error_feedback?: string;
  action_type?: ActionType;
  /** Real screen pixels per screenshot pixel, when the model saw a downscaled screenshot (ours). */
  coord_scale?: number;
  timings?: StepTimings;
  usage?: { input_tokens: number; output_tokens: number; cost_usd?: number };
  /**
   * The accessible element the step acted on (ours; `desktest record`'s clicks, the agent's pointer
   * calls on a tree it observed): a codified replay finds it where it is now.
   */
  target?: StepTarget;
  /**
   * The step's bash blocks as they ran (ours): `action_code` joins them with the Python blocks, which
   * loses where the last one ends; codify runs each as the agent's bash tool did.
   */
  bash_blocks?: string[];
  /** A replayed step that acted at a point (ours): how it found its target (PROTOCOL.md, "Replay output"). */
  found_by?: FoundBy;
  /**
   * Screen regions masked from this step on because a secret was typed into them (ours): painted over
   * in every screenshot and in the video until the field changes (width and height 0: the whole screen).
   */
  masked?: { x: number; y: number; width: number; height: number; why: string }[];
}

const KEY_ORDER: (keyof TrajectoryEntry)[] = [
  "step",
  "timestamp",
  "action_code",
  "thought",
  "screenshot_path",
  "a11y_tree_path",
  "result",
  "llm_raw_response",
  "bash_output",
  "error_feedback",
  "action_type",
  "coord_scale",
  "timings",
  "usage",
  "target",
  "bash_blocks",
  "found_by",
  "masked",
];

/** One compact JSON line, keys in the reference order, absent and empty optional fields omitted. */
export function formatTrajectoryLine(entry: TrajectoryEntry): string {
  const ordered: Record<string, unknown> = {};
  for (const key of KEY_ORDER) {
    const value = entry[key];
    if (value === undefined) continue;
    if (key === "thought" && value === "") continue;
    ordered[key] = value;
  }
  return JSON.stringify(ordered);
}

/** `YYYY-MM-DDTHH:MM:SSZ`, UTC, whole seconds. */
export function trajectoryTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * Parse trajectory.jsonl text as the reference readers do: lines trimmed, blank lines skipped, each line
 * must be JSON with `step`, `timestamp`, `action_code` and `result`; otherwise a configuration error that
 * names the file and line.
 */
export function parseTrajectory(text: string, file = "trajectory.jsonl"): TrajectoryEntry[] {
  const entries: TrajectoryEntry[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ConfigError(`Invalid JSON at line ${index + 1}: ${(error as Error).message}`, {
        location: { file, line: index + 1 },
      });
    }
    const entry = value as Record<string, unknown>;
    const missing = (["step", "timestamp", "action_code", "result"] as const).filter(
      (k) => entry?.[k] === undefined,
    );
    if (typeof value !== "object" || value === null || missing.length > 0 || typeof entry.step !== "number") {
      throw new ConfigError(
        `Invalid trajectory entry at line ${index + 1}: ${missing.length ? `missing ${missing.join(", ")}` : "'step' must be a number"}`,
        { location: { file, line: index + 1 } },
      );
    }
    entries.push(entry as unknown as TrajectoryEntry);
  });
  return entries;
}

export async function readTrajectory(file: string): Promise<TrajectoryEntry[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot open trajectory file '${file}': ${(error as Error).message}`);
  }
  return parseTrajectory(text, file);
}

/** Screenshot and a11y file names (step 0 is the observation before the first step). */
export function screenshotName(step: number): string {
  return `step_${String(step).padStart(3, "0")}.png`;
}

export function a11yName(step: number): string {
  return `step_${String(step).padStart(3, "0")}_a11y.txt`;
}

/**
 * Where a run that did not pass went wrong: its first step whose action failed (`fail`, `error`,
 * `error:…`); null when every step ran (the final check failed, not a step).
 */
export function firstFailedStep(trajectory: readonly TrajectoryEntry[] | undefined): number | null {
  const failed = trajectory?.find((e) => {
    const result = String(e.result);
    return result === "fail" || result.startsWith("error");
  });
  return failed?.step ?? null;
}

/**
 * Where the accessibility dump of each screenshot of a run folder is: a trajectory entry pairs its
 * screenshot with its dump (an agent step's screenshot `step_(N-1).png` is the observation whose tree is
 * `step_N_a11y.txt`); a screenshot no entry pairs (`final.png`, a replay's `step_000.png`) has its dump
 * beside it with the same stem (`final_a11y.txt`). Names are relative to the run folder.
 */
export function a11yDumpOf(screenshot: string, trajectory: readonly TrajectoryEntry[]): string {
  const entry = trajectory.find((e) => e.screenshot_path === screenshot && e.a11y_tree_path);
  return entry?.a11y_tree_path ?? screenshot.replace(/\.(png|webp|jpe?g)$/i, "") + "_a11y.txt";
}
