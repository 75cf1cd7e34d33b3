import path from "node:path";
import type { TaskProblemLocation } from "./task-locations.ts";
import { type ReportTask, type ValidationReport, cutText as cut } from "../index.ts";

export type AnnotationLevel = "error" | "warning" | "notice";

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title?: string;
  /** Relative to the repository root (GITHUB_WORKSPACE), forward slashes. */
  file?: string;
  line?: number;
  column?: number;
}

/**
 * GitHub shows at most 10 annotations of each level per step (50 per job) and silently drops the rest;
 * the job summary always has the full list. Keep room for the step's own closing error (`setFailed`)
 * and an artifact upload error, and for two warnings of the step itself (uploads, the config file).
 */
export const STEP_LIMITS: Readonly<Record<AnnotationLevel, number>> = { error: 10, warning: 10, notice: 10 };
const RESERVED: Readonly<Record<AnnotationLevel, number>> = { error: 2, warning: 2, notice: 0 };
const MESSAGE_CHARS = 2000;

/**
 * Annotations within the per-step limits: when a level has more than fit, the last shown one says how
 * many more there are and where to find them.
 */
export function withinLimits(
  annotations: Annotation[],
  seeAlso: string,
): { shown: Annotation[]; dropped: number } {
  const shown: Annotation[] = [];
  let dropped = 0;
  for (const level of ["error", "warning", "notice"] as const) {
    const all = annotations.filter((a) => a.level === level);
    const limit = STEP_LIMITS[level] - RESERVED[level];
    if (all.length <= limit) {
      shown.push(...all);
      continue;
    }
    shown.push(...all.slice(0, limit - 1));
    const rest = all.length - (limit - 1);
    dropped += rest;
    shown.push({
      level,
      title: `desktest: ${rest} more ${level === "error" ? "problems" : `${level}s`}`,
      message: `${rest} more ${level} annotation(s) are not shown here (GitHub shows ${STEP_LIMITS[level]} per step): ${seeAlso}`,
    });
  }
  return { shown, dropped };
}

/** A task file path as GitHub wants it in an annotation: relative to the repository root. */
export function workspacePath(file: string, cwd: string, workspace: string | undefined): string {
  const absolute = path.resolve(cwd, file);
  const relative = path.relative(workspace ? path.resolve(workspace) : cwd, absolute);
  return (relative.startsWith("..") || path.isAbsolute(relative) ? absolute : relative)
    .split(path.sep)
    .join("/");
}

/** One annotation per validation error and warning, at its line and column. */
export function validationAnnotations(
  report: ValidationReport,
  toWorkspace: (file: string) => string,
): Annotation[] {
  const out: Annotation[] = [];
  for (const entry of report.tasks) {
    const unmatched =
      entry.id === null && entry.errors.some((e) => e.message.startsWith("matches no task file"));
    for (const [level, list] of [
      ["error", entry.errors],
      ["warning", entry.warnings],
    ] as const) {
      for (const d of list) {
        out.push({
          level,
          title: level === "error" ? "desktest: invalid task" : "desktest: task warning",
          message: cut(`${d.pointer === "" ? "" : `${d.pointer} `}${d.message}`, MESSAGE_CHARS),
          ...(unmatched
            ? { message: `'${entry.file}' ${d.message}` }
            : { file: toWorkspace(entry.file), line: d.line, column: d.column }),
        });
      }
    }
  }
  return out;
}

/**
 * The annotation for a task that did not pass (an error at the failing metric or the problem's line),
 * or passed only after a retry (a warning). Passed tasks and tasks that never ran get none.
 */
export function taskAnnotation(
  task: ReportTask,
  location: TaskProblemLocation,
  toWorkspace: (file: string) => string,
  redact: (text: string) => string,
): Annotation | undefined {
  const where = { file: toWorkspace(task.file), line: location.line, column: location.column };
  if (task.status === "pass") return undefined;
  if (task.status === "flaky") {
    return {
      level: "warning",
      ...where,
      title: `desktest: ${task.id} is flaky`,
      message: redact(
        `Passed on attempt ${task.attempts.length}; earlier: ${task.attempts
          .slice(0, -1)
          .map((a) => `${a.status}${a.reason ? ` (${a.reason})` : ""}`)
          .join("; ")}`,
      ),
    };
  }
  if (task.status === "skipped") return undefined;
  const failing = task.metrics.filter((m) => !m.passed);
  const lines: string[] = [];
  if (task.status === "fail" && failing.length > 0) {
    const first = failing[0]!;
    lines.push(`${first.metric} failed: expected ${first.expected}, got ${first.actual}`);
    if (first.detail && first.detail !== first.actual) lines.push(first.detail);
    if (failing.length > 1) {
      lines.push(
        `${failing.length - 1} more failing metric(s): ${failing
          .slice(1)
          .map((m) => m.metric)
          .join(", ")}`,
      );
    }
  } else {
    lines.push(task.reason ?? (task.status === "fail" ? "The task failed" : "The task ended in an error"));
    if (task.detail && task.detail !== task.reason) lines.push(task.detail);
  }
  const kind =
    (task.status === "fail" ? "failed" : `errored${task.error_category ? ` (${task.error_category})` : ""}`) +
    (task.quarantined ? " (quarantined)" : "");
  return {
    level: task.quarantined ? "warning" : "error",
    ...where,
    title: redact(`desktest: ${task.id} ${kind}`),
    message: redact(cut(lines.join("\n"), MESSAGE_CHARS)),
  };
}
