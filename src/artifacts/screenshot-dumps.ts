import { readFile } from "node:fs/promises";
import path from "node:path";
import { a11yDumpOf, type TrajectoryEntry } from "./trajectory.ts";

/** What of a report.json task this reads (report paths). */
export interface TaskShots {
  artifacts: { dir: string; trajectory: string | null; final_screenshot: string | null } | null;
  screenshots: readonly { path: string }[];
}

/** How much of a trajectory is read to pair screenshots with their dumps. */
const MAX_TRAJECTORY_BYTES = 32 * 1024 * 1024;

/**
 * The accessibility dump of each screenshot report.json names for a task (its final screen and step
 * screens), as report paths: screenshot → dump. Pairs come from the task's trajectory (a11yDumpOf); a
 * dump that does not exist is still named (its reader finds nothing). Lines that do not parse are skipped.
 */
export async function screenshotDumps(reportDir: string, task: TaskShots): Promise<Map<string, string>> {
  const dir = task.artifacts?.dir;
  const pairs = new Map<string, string>();
  if (!dir) return pairs;
  const trajectory = task.artifacts?.trajectory
    ? await readFile(path.join(reportDir, ...task.artifacts.trajectory.split("/")))
        .then((bytes) => lenientEntries(bytes.subarray(0, MAX_TRAJECTORY_BYTES).toString("utf8")))
        .catch(() => [])
    : [];
  const shots = [task.artifacts?.final_screenshot, ...task.screenshots.map((s) => s.path)];
  for (const shot of shots) {
    if (!shot || !shot.startsWith(`${dir}/`)) continue;
    pairs.set(shot, `${dir}/${a11yDumpOf(shot.slice(dir.length + 1), trajectory)}`);
  }
  return pairs;
}

/** Trajectory entries of a trajectory.jsonl text, skipping lines that are not JSON objects. */
export function lenientEntries(text: string): TrajectoryEntry[] {
  const entries: TrajectoryEntry[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (typeof value === "object" && value !== null && !Array.isArray(value))
        entries.push(value as TrajectoryEntry);
    } catch {
      // a line cut short by an interrupted run
    }
  }
  return entries;
}
