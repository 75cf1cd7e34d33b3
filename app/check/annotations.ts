import { normaliseEntryPath } from "../report/zip-archive.ts";
import { cutText as cut } from "../../src/app-surface.ts";
import { plain } from "./markdown.ts";
import type { ReportLocation } from "../../src/app-surface.ts";
import type { CheckModel } from "./model.ts";

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  title: string;
  message: string;
  raw_details?: string;
}

/** GitHub accepts at most 50 annotations per create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** More than this are not posted (the summary still lists every task). */
const MAX_ANNOTATIONS = 500;

/**
 * Annotations on the task files: one per failing metric (expected and actual), one for a task that
 * failed or errored without a failing metric, and one per task file that does not load. Each sits on the
 * line report.json gives (the failing metric's, else the task's failure's), else on line 1. Paths outside
 * the repository are skipped. A quarantined task's are warnings.
 */
export function buildAnnotations(model: CheckModel): Annotation[] {
  const out: Annotation[] = [];
  for (const task of model.tasks) {
    if (task.status !== "fail" && task.status !== "error") continue;
    if (task.fromEarlierRun) continue;
    const file = normaliseEntryPath(task.file);
    if (!file) continue;
    // A quarantined task's failure is shown, but as a warning: it does not fail the check.
    const level = task.quarantined ? "warning" : "failure";
    const quarantined = task.quarantined ? " (quarantined)" : "";
    if (task.failingMetrics.length > 0) {
      for (const m of task.failingMetrics) {
        out.push({
          ...lineOf(file, m.location ?? task.location),
          annotation_level: level,
          title: plain(`${task.id}: ${m.metric} failed${quarantined}`, 255),
          message: cut(`Expected: ${m.expected}\nActual: ${m.actual}`, 4000),
          ...(m.detail ? { raw_details: cut(m.detail, 8000) } : {}),
        });
      }
    } else {
      out.push({
        ...lineOf(file, task.location),
        annotation_level: level,
        title: plain(
          `${task.id}: ${task.status === "error" ? `errored (${task.errorCategory ?? "error"})` : "failed"}${quarantined}`,
          255,
        ),
        message: cut(task.reason ?? "The task did not pass.", 4000),
        ...(task.detail ? { raw_details: cut(task.detail, 8000) } : {}),
      });
    }
  }
  for (const skipped of model.skippedFiles) {
    const file = normaliseEntryPath(skipped.file);
    if (!file) continue;
    out.push({
      path: file,
      start_line: 1,
      end_line: 1,
      annotation_level: "failure",
      title: "Task file does not load (not run)",
      message: cut(skipped.reason || "The task file is invalid.", 4000),
    });
  }
  return out.slice(0, MAX_ANNOTATIONS);
}

/** Where an annotation goes: the given line of the task file, else its first line. */
function lineOf(
  path: string,
  location: ReportLocation | null | undefined,
): { path: string; start_line: number; end_line: number } {
  const line = location?.line ?? 1;
  return { path, start_line: line, end_line: line };
}

export function batches<T>(items: T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
