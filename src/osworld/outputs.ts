import { readFile } from "node:fs/promises";
import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { parseTrajectory, type TrajectoryEntry } from "../artifacts/trajectory.ts";
import { pyFloatRepr } from "./python-semantics.ts";

/** OSWorld's `action_timestamp`: `YYYYMMDD@HHMMSSffffff` (local time, microseconds). */
export function osworldTimestamp(date = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}@${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}${p(date.getMilliseconds() * 1000, 6)}`;
}

/** The trajectory's entries, or none when it is missing or unreadable. */
export async function readRunTrajectory(artifacts: ArtifactsWriter): Promise<TrajectoryEntry[]> {
  try {
    return parseTrajectory(await readFile(artifacts.path("trajectory.jsonl"), "utf8"));
  } catch {
    return [];
  }
}

/** Whether the agent's last action was FAIL (the last trajectory entry ends `fail`). */
export function lastActionIsFail(entries: readonly TrajectoryEntry[]): boolean {
  return entries.at(-1)?.result === "fail";
}

/**
 * OSWorld's per-task outputs beside desktest's: `result.txt` (the score as Python prints a float, and a
 * newline; written only when the task was scored) and `traj.jsonl` (one line per action with step_num,
 * action_timestamp, action, response, reward, done, info, screenshot_file; an `{"Error": ...}` line when
 * the run failed), so OSWorld's show_result.py and trajectory viewers read desktest runs.
 */
export async function writeOsworldOutputs(
  artifacts: ArtifactsWriter,
  outcome: { score?: number; error?: string; taskLabel: string },
): Promise<void> {
  const entries = await readRunTrajectory(artifacts);
  // One line per action: an entry with code and DONE/FAIL gives the code, then the command.
  const actions = entries.flatMap((e) => {
    const command = e.result === "done" ? "DONE" : e.result === "fail" ? "FAIL" : undefined;
    const out: { entry: TrajectoryEntry; action: string; command?: string }[] = [];
    if (e.action_code.trim() !== "") out.push({ entry: e, action: e.action_code });
    if (command) out.push({ entry: e, action: command, command });
    return out;
  });
  const lines = actions.map(({ entry: e, action, command }, i) => {
    const last = i === actions.length - 1;
    return JSON.stringify({
      step_num: e.step,
      action_timestamp: osworldTimestamp(new Date(Date.parse(e.timestamp) || Date.now())),
      action,
      response: e.llm_raw_response ?? e.thought ?? "",
      reward: 0,
      done: command !== undefined || (last && outcome.score !== undefined),
      info: command === "FAIL" ? { fail: true } : command === "DONE" ? { done: true } : {},
      screenshot_file: e.screenshot_path ?? null,
    });
  });
  if (outcome.error !== undefined)
    lines.push(JSON.stringify({ Error: `${outcome.error} in ${outcome.taskLabel}` }));
  await artifacts.text("traj.jsonl", lines.map((l) => `${l}\n`).join(""));
  if (outcome.score !== undefined) await artifacts.text("result.txt", `${pyFloatRepr(outcome.score)}\n`);
}
