import { findPlaceholders } from "./placeholders.ts";
import { mapSubstitutableStrings } from "./substitutable-fields.ts";
import { didYouMean } from "./did-you-mean.ts";
import { joinPointer } from "./json-document.ts";
import type { EarlyExitCondition, Metric, Task } from "./model.ts";

/** A rule violation before it is located in the file. */
export interface SemanticProblem {
  severity: "error" | "warning";
  pointer: string;
  message: string;
}

/** Fields that must hold something (not empty, not only white space) per check type. */
const REQUIRED_TEXT: Record<string, readonly string[]> = {
  file_compare: ["actual_path", "expected_path"],
  file_compare_semantic: ["actual_path", "expected_path"],
  command_output: ["command"],
  file_exists: ["path"],
  exit_code: ["command"],
  script_replay: ["script_path"],
  llm_judge: ["prompt"],
};

const INLINE_DIGEST = /@sha256:/;

/**
 * The rules the schema cannot express (desktest-spec-core §1.4), plus ours: every problem is reported,
 * not only the first. Runs on a schema-valid task with defaults applied.
 */
export function checkSemantics(task: Task): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const error = (pointer: string, message: string) => problems.push({ severity: "error", pointer, message });
  const warn = (pointer: string, message: string) => problems.push({ severity: "warning", pointer, message });

  checkId(task.id, error);

  const { evaluator } = task;
  if ((evaluator.mode === "programmatic" || evaluator.mode === "hybrid") && evaluator.metrics.length === 0) {
    error(
      "/evaluator/mode",
      `mode "${evaluator.mode}" requires at least one metric in /evaluator/metrics (use mode "llm" to rely on the agent's verdict alone)`,
    );
  }
  if (evaluator.mode === "llm" && evaluator.metrics.length > 0) {
    warn(
      "/evaluator/metrics",
      `is ignored in mode "llm" (${evaluator.metrics.length} metric(s) will never run); use mode "hybrid" to require them too`,
    );
  }
  evaluator.metrics.forEach((metric, i) => checkCheck(metric, joinPointer("/evaluator/metrics", i), error));
  if (task.early_exit) checkCheck(task.early_exit.condition, "/early_exit/condition", error);

  const { app } = task;
  switch (app.type) {
    case "appimage":
      requireText(app.path, "/app/path", error);
      break;
    case "folder":
      requireText(app.dir, "/app/dir", error);
      requireText(app.entrypoint, "/app/entrypoint", error);
      break;
    case "docker_image":
      requireText(app.image, "/app/image", error);
      if (app.digest !== undefined && INLINE_DIGEST.test(app.image)) {
        error(
          "/app/digest",
          'conflicts with the digest already inside "image" (@sha256:…): keep only one of them',
        );
      }
      break;
    case "macos_tart":
    case "windows_vm":
      requireText(app.base_image, "/app/base_image", error);
      break;
    default:
      break;
  }

  for (const [name, def] of Object.entries(task.secrets)) {
    requireText(def.env, joinPointer("/secrets", name, "env"), error);
  }
  checkPlaceholders(task, error);
  return problems;
}

function checkId(id: string, error: (pointer: string, message: string) => void): void {
  // The id names the task's artifacts folder: it must be a single, harmless path segment.
  if (id.trim() !== id) error("/id", "must not start or end with white space");
  else if (id === "." || id === "..")
    error("/id", `must not be "${id}" (it names the task's artifacts folder)`);
  else if (/[/\\]/.test(id)) error("/id", "must not contain / or \\ (it names the task's artifacts folder)");
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(id)) error("/id", "must not contain control characters");
}

function checkCheck(
  check: Metric | EarlyExitCondition,
  pointer: string,
  error: (pointer: string, message: string) => void,
): void {
  const fields = check as unknown as Record<string, unknown>;
  for (const field of REQUIRED_TEXT[check.type] ?? []) {
    requireText(fields[field] as string, joinPointer(pointer, field), error);
  }
  if (check.type === "command_output" && check.expected === "") {
    error(joinPointer(pointer, "expected"), "must not be empty (every output contains the empty string)");
  }
}

function requireText(
  value: string,
  pointer: string,
  error: (pointer: string, message: string) => void,
): void {
  if (value.trim() === "") error(pointer, value === "" ? "must not be empty" : "must not be blank");
}

function checkPlaceholders(task: Task, error: (pointer: string, message: string) => void): void {
  const declared = Object.keys(task.secrets);
  if (declared.length === 0) return; // without secrets, braces are literal text
  mapSubstitutableStrings(task, (value, pointer) => {
    for (const { key } of findPlaceholders(value)) {
      if (!Object.hasOwn(task.secrets, key)) {
        const near = didYouMean(key, declared);
        const tail = near ? `did you mean {{${near}}}?` : `declared: ${declared.join(", ")}`;
        error(
          pointer,
          `uses placeholder {{${key}}} but no secret "${key}" is declared in /secrets (${tail})`,
        );
      }
    }
    return value;
  });
}
