import { joinPointer } from "./json-document.ts";
import type { Task } from "./model.ts";

/** A visitor over one string field: returns the value to keep (possibly rewritten). */
export type StringFieldVisitor = (value: string, pointer: string) => string;

/** Metric and early-exit fields that take `{{secret}}` placeholders (enums and `type` never do). */
const CHECK_FIELDS = [
  "actual_path",
  "expected_path",
  "command",
  "expected",
  "path",
  "script_path",
  "screenshots_dir",
  "prompt",
] as const;

/**
 * Visit every string of a task where desktest substitutes `{{secret}}` placeholders, and return a copy
 * with the visitor's results. The set of fields is the reference CLI's (desktest-spec-core §1.6):
 * instruction, completion_condition, app fields (not `type` or `digest`), setup-step fields, metric and
 * early-exit condition fields. Not `id`, `metadata`, `early_exit.message`, or the top-level replay paths.
 */
export function mapSubstitutableStrings(task: Task, visit: StringFieldVisitor): Task {
  const copy = structuredClone(task);
  copy.instruction = visit(copy.instruction, "/instruction");
  if (copy.completion_condition !== undefined) {
    copy.completion_condition = visit(copy.completion_condition, "/completion_condition");
  }
  rewriteStrings(
    copy.app as unknown as Record<string, unknown>,
    "/app",
    visit,
    (key) => key !== "type" && key !== "digest",
  );
  copy.config.forEach((step, i) =>
    rewriteStrings(
      step as unknown as Record<string, unknown>,
      joinPointer("/config", i),
      visit,
      (key) => key !== "type",
    ),
  );
  copy.evaluator.metrics.forEach((metric, i) =>
    rewriteStrings(
      metric as unknown as Record<string, unknown>,
      joinPointer("/evaluator/metrics", i),
      visit,
      isCheckField,
    ),
  );
  if (copy.early_exit) {
    rewriteStrings(
      copy.early_exit.condition as unknown as Record<string, unknown>,
      "/early_exit/condition",
      visit,
      isCheckField,
    );
  }
  return copy;
}

function isCheckField(key: string): boolean {
  return (CHECK_FIELDS as readonly string[]).includes(key);
}

function rewriteStrings(
  target: Record<string, unknown>,
  base: string,
  visit: StringFieldVisitor,
  include: (key: string) => boolean,
): void {
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === "string" && include(key)) target[key] = visit(value, joinPointer(base, key));
  }
}
