import pc from "picocolors";
import { ExitCode } from "../../errors/exit-code.ts";
import { formatDiagnostic, type Diagnostic } from "../../task/diagnostic.ts";
import {
  validatePaths,
  type JsonDiagnostic,
  type ValidateOptions,
  type ValidationEntry,
  type ValidationReport,
} from "../../run/validate-task-files.ts";

export type { ValidationReport };
import type { CliIO } from "../io.ts";

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
      c.dim(
        `skipped ${report.skipped.length} JSON file(s) that are not tasks: ${report.skipped.map((s) => s.file).join(", ")}`,
      ),
    );
  }
  const total = report.tasks.length;
  const summary = `${total} task file${total === 1 ? "" : "s"}: ${report.valid} valid, ${report.invalid} invalid`;
  lines.push(
    total === 0 ? c.red("no task files found") : report.invalid > 0 ? c.red(summary) : c.green(summary),
  );
  return lines.join("\n") + "\n";
}
