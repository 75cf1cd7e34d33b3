import { readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../task/diagnostic.ts";
import { findTaskFiles } from "../task/find-task-files.ts";
import { parseJsonDocument } from "../task/json-document.ts";
import { hostPathFields } from "../task/host-paths.ts";
import { hostPathsForbidden, hostPathsOutside, type PathPolicy } from "../task/path-policy.ts";
import { loadFoundTaskFiles, type LoadedTask } from "./load-task-file.ts";

/*
 * `desktest validate` and the Action's validation step: every task file the paths name, in either format,
 * each with its located errors and warnings, and ids that repeat across files flagged.
 */

export interface ValidateOptions {
  recursive?: boolean;
  json?: boolean;
  /** Under `repository`, host paths outside `repositoryRoot` are errors (as the run would refuse them). */
  paths?: PathPolicy;
  /** Default: the working directory. */
  repositoryRoot?: string;
  /** Report every host path the tasks name (the Action's `paths: auto` looks for changed ones). */
  withHostPaths?: boolean;
}

/** One task file's verdict, as `--json` prints it (the Action turns these into annotations). */
export interface ValidationEntry {
  file: string;
  id: string | null;
  valid: boolean;
  schema_version: string | null;
  errors: JsonDiagnostic[];
  warnings: JsonDiagnostic[];
}

export interface JsonDiagnostic {
  line: number;
  column: number;
  pointer: string;
  message: string;
}

export interface ValidationReport {
  valid: number;
  invalid: number;
  tasks: ValidationEntry[];
  /** JSON files in the given folders that were not validated, and why. */
  skipped: { file: string; reason: string }[];
  /** Every host path the desktest-format tasks name (absolute), when asked for (`withHostPaths`). */
  hostPaths?: string[];
}

/** Why a JSON file in a task folder is not validated (findTaskFiles looks for a task's top-level keys). */
export const NOT_A_TASK = 'not a task file: no "schema_version" or "instruction" key';

export async function validatePaths(
  paths: string[],
  options: ValidateOptions,
  cwd: string,
): Promise<ValidationReport> {
  const found = await findTaskFiles(paths, { cwd, recursive: options.recursive });
  const loaded = await loadFoundTaskFiles(found, cwd);
  flagDuplicateIds(loaded, cwd);
  const hostPaths = options.withHostPaths
    ? loaded.flatMap((entry) =>
        entry.task && entry.format === "desktest"
          ? hostPathFields(entry.task).flatMap((f) => {
              const value = f.get();
              return value ? [path.resolve(cwd, value)] : [];
            })
          : [],
      )
    : undefined;
  const root = options.paths === "repository" ? (options.repositoryRoot ?? cwd) : undefined;
  for (const entry of loaded) flagHostPaths(entry, cwd, root);
  const tasks = loaded.map(toEntry);
  for (const input of found.unmatched) {
    tasks.push({
      file: input,
      id: null,
      valid: false,
      schema_version: null,
      errors: [
        {
          line: 1,
          column: 1,
          pointer: "",
          message: "matches no task file (no such file, folder or glob match)",
        },
      ],
      warnings: [],
    });
  }
  const valid = tasks.filter((t) => t.valid).length;
  const skipped = found.skipped.map((file) => ({ file, reason: NOT_A_TASK }));
  return { valid, invalid: tasks.length - valid, tasks, skipped, ...(hostPaths ? { hostPaths } : {}) };
}

/** The same id in two files would make their artifacts and reports collide: an error on each repeat. */
function flagDuplicateIds(loaded: LoadedTask[], cwd: string): void {
  const firstById = new Map<string, LoadedTask>();
  for (const entry of loaded) {
    if (!entry.task) continue;
    const first = firstById.get(entry.task.id);
    if (!first) {
      firstById.set(entry.task.id, entry);
      continue;
    }
    const at = idPosition(first.file, cwd);
    const here = idPosition(entry.file, cwd);
    entry.diagnostics.push({
      severity: "error",
      file: entry.file,
      ...here,
      pointer: "/id",
      message: `duplicates the id "${entry.task.id}" of ${first.file}:${at.line}:${at.column} (task ids must be unique)`,
    });
    delete entry.task;
  }
}

/**
 * An error at each host path that leads into /proc, /sys or /dev or to a device, socket or pipe (every
 * policy), and under `paths: repository` (`root` given) at each one that leads outside the repository.
 */
function flagHostPaths(entry: LoadedTask, cwd: string, root: string | undefined): void {
  if (!entry.task || entry.format !== "desktest") return;
  const problems = [
    ...hostPathsForbidden(entry.task, cwd).map(
      (o) =>
        [
          o,
          `"${o.value}" leads to ${o.what} (${o.resolved}), which desktest never reads under any paths policy`,
        ] as const,
    ),
    ...(root === undefined ? [] : hostPathsOutside(entry.task, root)).map(
      (o) =>
        [
          o,
          `"${o.value}" leads outside the repository (${o.resolved}); paths: repository allows only files inside it`,
        ] as const,
    ),
  ];
  if (problems.length === 0) return;
  const document = parseJsonDocument(readFileSync(path.resolve(cwd, entry.file), "utf8"));
  for (const [o, message] of problems) {
    entry.diagnostics.push({
      severity: "error",
      file: entry.file,
      ...document.valuePosition(o.pointer),
      pointer: o.pointer,
      message,
    });
  }
  delete entry.task;
}

function idPosition(file: string, cwd: string) {
  return parseJsonDocument(readFileSync(path.resolve(cwd, file), "utf8")).valuePosition("/id");
}

function toEntry(loaded: LoadedTask): ValidationEntry {
  const pick = (severity: Diagnostic["severity"]) =>
    loaded.diagnostics
      .filter((d) => d.severity === severity)
      .map(({ line, column, pointer, message }) => ({ line, column, pointer, message }));
  return {
    file: loaded.file,
    id: loaded.task?.id ?? null,
    valid: loaded.task !== undefined,
    schema_version: loaded.osworld ? "osworld" : (loaded.task?.schema_version ?? null),
    errors: pick("error"),
    warnings: pick("warning"),
  };
}
