import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseTrajectory, type TrajectoryEntry } from "../artifacts/trajectory.ts";
import { ConfigError } from "../errors/desktest-error.ts";

/** The trajectory file of an artifacts folder, as the user named the folder (for messages and codify). */
export function trajectoryPathOf(artifactsDir: string): string {
  return path.join(artifactsDir, "trajectory.jsonl");
}

/**
 * Read `<dir>/trajectory.jsonl` (the folder resolved against `cwd`), with messages that name the path as
 * the user gave it. A missing or unreadable file is a configuration error
 * (`Cannot open trajectory file '<path>': …`), as is a bad line.
 */
export async function loadTrajectoryEntries(artifactsDir: string, cwd: string): Promise<TrajectoryEntry[]> {
  const shown = trajectoryPathOf(artifactsDir);
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, shown), "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot open trajectory file '${shown}': ${(error as Error).message}`);
  }
  return parseTrajectory(text, shown).map(normalizeEntry);
}

/**
 * The readers' view of an entry: the four required fields as strings, the optional text fields kept only
 * when they are strings (the reference reader would refuse other types; we show what we can).
 */
export function normalizeEntry(raw: TrajectoryEntry): TrajectoryEntry {
  const record = raw as unknown as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  const optional = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : undefined);
  const entry: TrajectoryEntry = {
    step: raw.step,
    timestamp: text(record.timestamp),
    action_code: text(record.action_code),
    result: text(record.result),
  };
  const copy = (key: "thought" | "screenshot_path" | "a11y_tree_path" | "bash_output" | "error_feedback") => {
    const value = optional(key);
    if (value !== undefined) entry[key] = value;
  };
  copy("thought");
  copy("screenshot_path");
  copy("a11y_tree_path");
  copy("bash_output");
  copy("error_feedback");
  const actionType = optional("action_type");
  if (actionType !== undefined) entry.action_type = actionType as TrajectoryEntry["action_type"];
  if (isPlainObject(record.timings)) entry.timings = record.timings as TrajectoryEntry["timings"];
  if (isPlainObject(record.usage)) entry.usage = record.usage as TrajectoryEntry["usage"];
  if (isPlainObject(record.target)) entry.target = record.target as unknown as TrajectoryEntry["target"];
  if (record.found_by === "element" || record.found_by === "coordinates") entry.found_by = record.found_by;
  if (Array.isArray(record.masked)) {
    const masked = record.masked.filter(
      (m): m is NonNullable<TrajectoryEntry["masked"]>[number] =>
        isPlainObject(m) &&
        ["x", "y", "width", "height"].every((k) => Number.isInteger(m[k])) &&
        typeof m.why === "string",
    );
    if (masked.length > 0) entry.masked = masked.slice(0, 50);
  }
  return entry;
}

/** `<dir>/task.json`'s `id` when the file is readable JSON with a string id. */
export async function loadTaskId(artifactsDir: string, cwd: string): Promise<string | undefined> {
  const task = await readJsonFile(path.resolve(cwd, artifactsDir, "task.json"));
  const id = isPlainObject(task) ? task.id : undefined;
  return typeof id === "string" ? id : undefined;
}

/** A JSON file's value, or undefined when it is missing, unreadable or not JSON. */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
