import { existsSync } from "node:fs";
import path from "node:path";
import { joinPointer } from "./json-document.ts";
import type { Task } from "./model.ts";

export interface PathNote {
  /** A path that names nothing is an error (the task cannot run); one found by the reference's rule, a warning. */
  severity: "error" | "warning";
  pointer: string;
  message: string;
}

export interface ResolvedPaths {
  task: Task;
  notes: PathNote[];
}

export interface HostPathField {
  pointer: string;
  get: () => string | undefined;
  set: (value: string) => void;
  /** A path that names a host file only when one exists; otherwise it is a path inside the desktop. */
  orGuestPath?: boolean;
}

/**
 * Make the task's host paths absolute. Our rule: a relative path is relative to the task file's folder.
 * The reference CLI resolves most of them against the working directory instead; when nothing exists
 * next to the task file but the path exists from the working directory, that is used, with a note.
 * Values with a `{{secret}}` placeholder are left for after substitution.
 */
export function resolveHostPaths(
  task: Task,
  taskDir: string,
  cwd: string,
  exists: (p: string) => boolean = existsSync,
): ResolvedPaths {
  const copy = structuredClone(task);
  const notes: PathNote[] = [];
  const hasSecrets = Object.keys(copy.secrets).length > 0;
  for (const field of hostPathFields(copy)) {
    const value = field.get();
    // (a blank path is the semantic rules' error; an absolute one is checked where it is used)
    if (value === undefined || value.trim() === "" || path.isAbsolute(value)) continue;
    if (hasSecrets && value.includes("{{")) continue;
    const besideTask = path.resolve(taskDir, value);
    const fromCwd = path.resolve(cwd, value);
    if (field.orGuestPath && !exists(besideTask) && !exists(fromCwd)) continue;
    if (exists(besideTask)) {
      field.set(besideTask);
    } else if (besideTask !== fromCwd && exists(fromCwd)) {
      field.set(fromCwd);
      notes.push({
        severity: "warning",
        pointer: field.pointer,
        message: `"${value}" was not found next to the task file, so the working directory's ${fromCwd} is used (desktest's rule); write the path relative to the task file to make the task portable`,
      });
    } else {
      field.set(besideTask);
      notes.push({
        severity: "error",
        pointer: field.pointer,
        message: `"${value}" does not exist (looked for ${besideTask}); paths are relative to the task file`,
      });
    }
  }
  return { task: copy, notes };
}

/** Every field of a task that names a file or folder on the host (not in the desktop). */
export function hostPathFields(task: Task): HostPathField[] {
  const fields: HostPathField[] = [];
  const add = (pointer: string, holder: Record<string, unknown>, key: string, orGuestPath = false) =>
    fields.push({
      pointer,
      ...(orGuestPath ? { orGuestPath } : {}),
      get: () => holder[key] as string | undefined,
      set: (value) => {
        holder[key] = value;
      },
    });
  const asRecord = (value: object) => value as Record<string, unknown>;

  if (task.app.type === "appimage") add("/app/path", asRecord(task.app), "path");
  if (task.app.type === "folder") add("/app/dir", asRecord(task.app), "dir");
  if (task.app.type === "windows_vm") add("/app/base_image", asRecord(task.app), "base_image");
  if (
    task.app.type === "windows_vm" ||
    task.app.type === "windows_native" ||
    task.app.type === "macos_native" ||
    task.app.type === "macos_tart"
  )
    add("/app/app_path", asRecord(task.app), "app_path", true);
  task.config.forEach((step, i) => {
    if (step.type === "copy") add(joinPointer("/config", i, "src"), asRecord(step), "src");
  });
  task.evaluator.metrics.forEach((metric, i) => {
    const base = joinPointer("/evaluator/metrics", i);
    if (metric.type === "file_compare" || metric.type === "file_compare_semantic") {
      add(`${base}/expected_path`, asRecord(metric), "expected_path");
    }
    if (metric.type === "script_replay") {
      add(`${base}/script_path`, asRecord(metric), "script_path");
      add(`${base}/screenshots_dir`, asRecord(metric), "screenshots_dir");
    }
  });
  if (task.early_exit?.condition.type === "file_compare") {
    add("/early_exit/condition/expected_path", asRecord(task.early_exit.condition), "expected_path");
  }
  add("/replay_script", asRecord(task), "replay_script");
  add("/replay_screenshots_dir", asRecord(task), "replay_screenshots_dir");
  return fields;
}
