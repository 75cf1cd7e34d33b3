import {
  findTaskFiles
} from "./chunk-2CXZD3UA.js";
import {
  hostPathsOutside
} from "./chunk-73EVPTNB.js";
import "./chunk-Z6IRGGUK.js";
import {
  loadTaskFile
} from "./chunk-QGBDAZ6B.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  formatDiagnostic
} from "./chunk-3325JBMH.js";
import "./chunk-ZHTCD5HQ.js";
import {
  parseJsonDocument
} from "./chunk-DTED7B3O.js";
import {
  ExitCode
} from "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/validate.ts
var import_picocolors = __toESM(require_picocolors(), 1);

// src/run/validate-task-files.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var NOT_A_TASK = 'not a task file: no "schema_version" or "instruction" key';
async function validatePaths(paths, options, cwd) {
  const found = await findTaskFiles(paths, { cwd, recursive: options.recursive });
  const loaded = await Promise.all(found.files.map((file) => loadTaskFile(file, { cwd })));
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
          message: "matches no task file (no such file, folder or glob match)"
        }
      ],
      warnings: []
    });
  }
  const valid = tasks.filter((t) => t.valid).length;
  const skipped = found.skipped.map((file) => ({ file, reason: NOT_A_TASK }));
  return { valid, invalid: tasks.length - valid, tasks, skipped };
}
function flagDuplicateIds(loaded, cwd) {
  const firstById = /* @__PURE__ */ new Map();
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
      message: `duplicates the id "${entry.task.id}" of ${first.file}:${at.line}:${at.column} (task ids must be unique)`
    });
    delete entry.task;
  }
}
function flagPathsOutside(entry, cwd, root) {
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
      message: `"${o.value}" leads outside the repository (${o.resolved}); paths: repository allows only files inside it`
    });
  }
  delete entry.task;
}
function idPosition(file, cwd) {
  return parseJsonDocument(readFileSync(path.resolve(cwd, file), "utf8")).valuePosition("/id");
}
function toEntry(loaded) {
  const pick = (severity) => loaded.diagnostics.filter((d) => d.severity === severity).map(({ line, column, pointer, message }) => ({ line, column, pointer, message }));
  return {
    file: loaded.file,
    id: loaded.task?.id ?? null,
    valid: loaded.task !== void 0,
    schema_version: loaded.osworld ? "osworld" : loaded.task?.schema_version ?? null,
    errors: pick("error"),
    warnings: pick("warning")
  };
}

// src/cli/commands/validate.ts
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
