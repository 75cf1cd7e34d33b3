import { readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../task/diagnostic.ts";
import { findTaskFiles } from "../task/find-task-files.ts";
import { parseJsonDocument } from "../task/json-document.ts";
import { hostPathsOutside, type PathPolicy } from "../task/path-policy.ts";
import { loadTaskFile, type LoadedTask } from "./load-task-file.ts";

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
}

/** Why a JSON file in a task folder is not validated (findTaskFiles looks for a task's top-level keys). */
export const NOT_A_TASK = 'not a task file: no "schema_version" or "instruction" key';

export async function validatePaths(
  paths: string[],
  options: ValidateOptions,
  cwd: string,
): Promise<ValidationReport> {
  const found = await findTaskFiles(paths, { cwd, recursive: options.recursive });
  const loaded = await Promise.all(
    found.files.map((file) => {
      const text = found.texts.get(path.resolve(cwd, file));
      return loadTaskFile(file, { cwd, ...(text !== undefined ? { text } : {}) });
    }),
  );
  flagDuplicateIds(loaded, cwd);
  if (options.paths === "repository")
    for (const entry of loaded) flagPathsOutside(entry, cwd, options.repositoryRoot ?? cwd);
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
  return { valid, invalid: tasks.length - valid, tasks, skipped };
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

/** Under `paths: repository`: an error at each host path that leads outside the repository. */
function flagPathsOutside(entry: LoadedTask, cwd: string, root: string): void {
  if (!entry.task || entry.format !== "desktest") return;
  const outside = hostPathsOutside(entry.task, root);
  if (outside.length === 0) return;
  const document = parseJsonDocument(readFileSync(path.resolve(cwd, entry.file), "utf8"));
  for (const o of outside) {
    entry.diagnostics.push({
      severity: "error",
      file: entry.file,
      ...document.valuePosition(o.pointer),
      pointer: o.pointer,
      message: `"${o.value}" leads outside the repository (${o.resolved}); paths: repository allows only files inside it`,
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
