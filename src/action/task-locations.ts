import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type ReportTask,
  escapeRegExp,
  parseJsonDocument,
  type JsonDocument,
  type Position,
} from "../index.ts";

export interface TaskProblemLocation extends Position {
  /** The JSON pointer the position belongs to. */
  pointer: string;
}

/**
 * Where in its task file a task's problem belongs, for an annotation: the position report.json gives
 * (the run pipeline's own, see ReportTask.location); else, for reports without one, the first failing
 * metric (in a replay run the first result is the `replay_script` replay, the others are the file's other metrics
 * in order), the location an error message names, the failing setup step, the timeout, else the id.
 */
export async function locateTaskProblem(
  task: ReportTask,
  cwd: string,
  mode: "replay" | "agent" | "heal",
): Promise<TaskProblemLocation> {
  if (task.location) return { ...task.location, pointer: "" };
  const text = await readFile(path.resolve(cwd, task.file), "utf8").catch(() => undefined);
  if (text === undefined) return { line: 1, column: 1, pointer: "" };
  const document = parseJsonDocument(text);
  const at = (pointer: string): TaskProblemLocation => ({ ...keyOrValue(document, pointer), pointer });

  const failed = task.metrics.findIndex((m) => !m.passed);
  if (task.status === "fail" && failed >= 0) {
    const pointer = metricPointer(document.value, failed, task.metrics[failed]!.metric, mode);
    if (pointer !== undefined) return at(pointer);
  }
  const detail = `${task.detail ?? ""}\n${task.reason ?? ""}`;
  const named = new RegExp(`${escapeRegExp(task.file)}:(\\d+)(?::(\\d+))?`).exec(detail);
  if (named) return { line: Number(named[1]), column: Number(named[2] ?? 1), pointer: "" };
  const step = /Setup step (\d+)/i.exec(detail);
  if (step && has(document.value, ["config", Number(step[1])])) return at(`/config/${step[1]}`);
  if (/Timed out after/i.test(detail) && has(document.value, ["timeout"])) return at("/timeout");
  if (task.status === "fail" && has(document.value, ["completion_condition"]))
    return at("/completion_condition");
  if (has(document.value, ["id"])) return at("/id");
  return { line: 1, column: 1, pointer: "" };
}

function metricPointer(
  value: unknown,
  resultIndex: number,
  metricType: string,
  mode: "replay" | "agent" | "heal",
): string | undefined {
  const metrics = (value as { evaluator?: { metrics?: unknown } } | undefined)?.evaluator?.metrics;
  const list = Array.isArray(metrics) ? (metrics as { type?: unknown }[]) : [];
  let fileIndex: number | undefined;
  if (mode !== "agent") {
    if (resultIndex === 0)
      return metricType === "script_replay" && has(value, ["replay_script"]) ? "/replay_script" : undefined;
    const others = list.flatMap((m, i) => (m?.type !== "script_replay" ? [i] : []));
    fileIndex = others[resultIndex - 1];
  } else {
    fileIndex = resultIndex;
  }
  if (fileIndex === undefined || list[fileIndex]?.type !== metricType) return undefined;
  return `/evaluator/metrics/${fileIndex}`;
}

function keyOrValue(document: JsonDocument, pointer: string): Position {
  return pointer === "" ? { line: 1, column: 1 } : document.keyPosition(pointer);
}

function has(value: unknown, keys: (string | number)[]): boolean {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== "object") return false;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current !== undefined;
}
