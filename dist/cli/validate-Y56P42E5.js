import {
  validatePaths
} from "./chunk-NVO7K4N2.js";
import "./chunk-HZJSPTDX.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-RAVBOIQR.js";
import "./chunk-G7CQGW6M.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import {
  formatDiagnostic
} from "./chunk-4VNERU5G.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/validate.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function validateCommand(paths, options, io) {
  const report = await validatePaths(paths, options, io.cwd);
  if (options.json) {
    io.stdout(JSON.stringify(report, null, 2) + "\n");
  } else {
    io.stdout(renderReport(report, io.color));
  }
  return report.invalid === 0 && report.valid > 0 ? ExitCode.pass : ExitCode.config;
}
function renderReport(report, color) {
  const c = import_picocolors.default.createColors(color);
  const lines = [];
  const located = (entry, d, severity) => "  " + formatDiagnostic({ severity, file: entry.file, ...d });
  for (const entry of report.tasks) {
    if (entry.valid) {
      lines.push(
        `${c.green("\u2713")} ${entry.file}  ${c.bold(entry.id ?? "")}  ${c.dim(entry.schema_version === "osworld" ? "(OSWorld task)" : `(schema v${entry.schema_version})`)}`
      );
    } else {
      lines.push(`${c.red("\u2717")} ${entry.file}`);
      lines.push(...entry.errors.map((d) => c.red(located(entry, d, "error"))));
    }
    lines.push(...entry.warnings.map((d) => c.yellow(located(entry, d, "warning"))));
  }
  if (report.skipped.length > 0) {
    lines.push(
      c.dim(
        `skipped ${report.skipped.length} JSON file(s) that are not tasks: ${report.skipped.map((s) => s.file).join(", ")}`
      )
    );
  }
  const total = report.tasks.length;
  const summary = `${total} task file${total === 1 ? "" : "s"}: ${report.valid} valid, ${report.invalid} invalid`;
  lines.push(
    total === 0 ? c.red("no task files found") : report.invalid > 0 ? c.red(summary) : c.green(summary)
  );
  return lines.join("\n") + "\n";
}
export {
  validateCommand
};
