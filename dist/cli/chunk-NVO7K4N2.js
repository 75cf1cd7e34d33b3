import {
  hostPathsForbidden,
  hostPathsOutside
} from "./chunk-HZJSPTDX.js";
import {
  findTaskFiles
} from "./chunk-RAVBOIQR.js";
import {
  hostPathFields,
  loadFoundTaskFiles
} from "./chunk-G7CQGW6M.js";
import {
  parseJsonDocument
} from "./chunk-DZFXMRMN.js";

// src/run/validate-task-files.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var NOT_A_TASK = 'not a task file: no "schema_version" or "instruction" key';
async function validatePaths(paths, options, cwd) {
  const found = await findTaskFiles(paths, { cwd, recursive: options.recursive });
  const loaded = await loadFoundTaskFiles(found, cwd);
  flagDuplicateIds(loaded, cwd);
  const hostPaths = options.withHostPaths ? loaded.flatMap(
    (entry) => entry.task && entry.format === "desktest" ? hostPathFields(entry.task).flatMap((f) => {
      const value = f.get();
      return value ? [path.resolve(cwd, value)] : [];
    }) : []
  ) : void 0;
  const root = options.paths === "repository" ? options.repositoryRoot ?? cwd : void 0;
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
          message: "matches no task file (no such file, folder or glob match)"
        }
      ],
      warnings: []
    });
  }
  const valid = tasks.filter((t) => t.valid).length;
  const skipped = found.skipped.map((file) => ({ file, reason: NOT_A_TASK }));
  return { valid, invalid: tasks.length - valid, tasks, skipped, ...hostPaths ? { hostPaths } : {} };
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
function flagHostPaths(entry, cwd, root) {
  if (!entry.task || entry.format !== "desktest") return;
  const problems = [
    ...hostPathsForbidden(entry.task, cwd).map(
      (o) => [
        o,
        `"${o.value}" leads to ${o.what} (${o.resolved}), which desktest never reads under any paths policy`
      ]
    ),
    ...(root === void 0 ? [] : hostPathsOutside(entry.task, root)).map(
      (o) => [
        o,
        `"${o.value}" leads outside the repository (${o.resolved}); paths: repository allows only files inside it`
      ]
    )
  ];
  if (problems.length === 0) return;
  const document = parseJsonDocument(readFileSync(path.resolve(cwd, entry.file), "utf8"));
  for (const [o, message] of problems) {
    entry.diagnostics.push({
      severity: "error",
      file: entry.file,
      ...document.valuePosition(o.pointer),
      pointer: o.pointer,
      message
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

export {
  validatePaths
};
