import pc from "picocolors";
import { ExitCode } from "../../errors/exit-code.ts";
import { formatDiagnostic, type Diagnostic } from "../../task/diagnostic.ts";
import { findTaskFiles } from "../../task/find-task-files.ts";
import { loadTaskFile, type LoadedTask } from "../../task/load-task.ts";
import { parseJsonDocument } from "../../task/json-document.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CliIO } from "../io.ts";

export interface ValidateOptions {
  recursive?: boolean;
  json?: boolean;
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

interface JsonDiagnostic {
  line: number;
  column: number;
  pointer: string;
  message: string;
}

export interface ValidationReport {
  valid: number;
  invalid: number;
  tasks: ValidationEntry[];
  skipped: string[];
}

/** Validate every task file the paths name. Exit 0 when all are valid, 2 otherwise. */
export async function validateCommand(
  paths: string[],
  options: ValidateOptions,
  io: CliIO,
): Promise<ExitCode> {
  const report = await validatePaths(paths, options, io.cwd);
  if (options.json) {
    io.stdout(JSON.stringify(report, null, 2) + "\n");
  } else {
    io.stdout(renderReport(report, io.color));
  }
  return report.invalid === 0 && report.valid > 0 ? ExitCode.pass : ExitCode.config;
}

export async function validatePaths(
  paths: string[],
  options: ValidateOptions,
  cwd: string,
): Promise<ValidationReport> {
  const found = await findTaskFiles(paths, { cwd, recursive: options.recursive });
  const loaded = await Promise.all(found.files.map((file) => loadTaskFile(file, { cwd })));
  flagDuplicateIds(loaded, cwd);
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
  return { valid, invalid: tasks.length - valid, tasks, skipped: found.skipped };
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

function renderReport(report: ValidationReport, color: boolean): string {
  const c = pc.createColors(color);
  const lines: string[] = [];
  const located = (entry: ValidationEntry, d: JsonDiagnostic, severity: Diagnostic["severity"]) =>
    "  " + formatDiagnostic({ severity, file: entry.file, ...d });
  for (const entry of report.tasks) {
    if (entry.valid) {
      lines.push(
        `${c.green("✓")} ${entry.file}  ${c.bold(entry.id ?? "")}  ${c.dim(entry.schema_version === "osworld" ? "(OSWorld task)" : `(schema v${entry.schema_version})`)}`,
      );
    } else {
      lines.push(`${c.red("✗")} ${entry.file}`);
      lines.push(...entry.errors.map((d) => c.red(located(entry, d, "error"))));
    }
    lines.push(...entry.warnings.map((d) => c.yellow(located(entry, d, "warning"))));
  }
  if (report.skipped.length > 0) {
    lines.push(
      c.dim(`skipped ${report.skipped.length} JSON file(s) that are not tasks: ${report.skipped.join(", ")}`),
    );
  }
  const total = report.tasks.length;
  const summary = `${total} task file${total === 1 ? "" : "s"}: ${report.valid} valid, ${report.invalid} invalid`;
  lines.push(
    total === 0 ? c.red("no task files found") : report.invalid > 0 ? c.red(summary) : c.green(summary),
  );
  return lines.join("\n") + "\n";
}
