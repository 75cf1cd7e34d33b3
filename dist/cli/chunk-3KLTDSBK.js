import {
  toPosix
} from "./chunk-P5SWGXFT.js";
import {
  findTaskFiles
} from "./chunk-RAVBOIQR.js";
import {
  loadFoundTaskFiles
} from "./chunk-G7CQGW6M.js";
import {
  BACKENDS,
  connectDocker,
  hintOf,
  messageOf,
  placeTask
} from "./chunk-7LVQLD6I.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import {
  formatDiagnostic
} from "./chunk-4VNERU5G.js";

// src/suite/discover.ts
import { createHash } from "node:crypto";
import path from "node:path";
async function discoverSuite(inputs, options) {
  const { cwd } = options;
  const found = await findTaskFiles(inputs, { cwd, recursive: options.recursive });
  if (found.unmatched.length > 0) {
    const list = found.unmatched.map((u) => `'${u}'`).join(", ");
    throw new ConfigError(
      `Suite path ${list} is not a task file, a folder with task files, or a matching glob.`
    );
  }
  const inside = (file, dir) => file.startsWith(dir);
  const excluded = (options.exclude ?? []).map((dir) => path.resolve(cwd, dir) + path.sep).filter((dir) => !inputs.some((input) => inside(path.resolve(cwd, input) + path.sep, dir)));
  const files = found.files.filter((file) => !excluded.some((dir) => inside(path.resolve(cwd, file), dir)));
  const loaded = await loadFoundTaskFiles({ ...found, files }, cwd);
  const tasks = [];
  const skipped = [];
  for (const entry of loaded) {
    const file = relativeFile(cwd, entry.file);
    if (entry.task) {
      tasks.push({ id: entry.task.id, file, task: entry.task, loaded: { ...entry, task: entry.task } });
    } else {
      const first = entry.diagnostics.find((d) => d.severity === "error");
      skipped.push({ file, reason: first ? formatDiagnostic({ ...first, file }) : "is not a valid task" });
    }
  }
  tasks.sort((a, b) => compareStrings(a.file, b.file));
  skipped.sort((a, b) => compareStrings(a.file, b.file));
  if (tasks.length === 0) {
    throw new ConfigError(`No valid task files found in ${inputs.map((i) => `'${i}'`).join(", ")}.`, {
      hint: skipped.length > 0 ? "run `desktest validate` on them to see why they do not load" : void 0
    });
  }
  const filters = options.filters ?? [];
  const selected = tasks.filter((t) => matchesIdFilter(t.id, filters));
  if (selected.length === 0) {
    throw new ConfigError(
      `No task id matches --filter ${filters.map((f) => `'${f}'`).join(", ")} (of ${tasks.length} task(s)).`
    );
  }
  const byId = /* @__PURE__ */ new Map();
  for (const t of selected) byId.set(t.id, [...byId.get(t.id) ?? [], t.file]);
  const duplicates = [...byId].filter(([, files2]) => files2.length > 1);
  if (duplicates.length > 0) {
    const text = duplicates.map(([id, files2]) => `'${id}' (${files2.join(", ")})`).join("; ");
    throw new ConfigError(`Task ids must be unique in a suite: ${text}.`, {
      hint: "give each task its own id, or narrow the suite with --filter"
    });
  }
  const folders = taskFolders(selected.map((t) => t.id));
  return { tasks: selected.map((t) => ({ ...t, folder: folders.get(t.id) })), skipped };
}
function matchesIdFilter(id, filters) {
  if (filters.length === 0) return true;
  return filters.some((filter) => /[*?[]/.test(filter) ? globRegExp(filter).test(id) : id.includes(filter));
}
function globRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") source += ".*";
    else if (c === "?") source += ".";
    else if (c === "[") {
      const end = glob.indexOf("]", i + 2);
      if (end === -1) {
        source += "\\[";
        continue;
      }
      let body = glob.slice(i + 1, end);
      const negate = body.startsWith("!") || body.startsWith("^");
      if (negate) body = body.slice(1);
      source += `[${negate ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
    } else source += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "su");
}
var SAFE_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
function taskFolders(ids) {
  const lower = /* @__PURE__ */ new Map();
  for (const id of ids) lower.set(id.toLowerCase(), (lower.get(id.toLowerCase()) ?? 0) + 1);
  const folders = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const safe = SAFE_FOLDER.test(id) && !id.endsWith(".") && lower.get(id.toLowerCase()) === 1;
    if (safe) {
      folders.set(id, id);
      continue;
    }
    const base = id.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._-]+/, "").slice(0, 80).replace(/[.]+$/, "") || "task";
    folders.set(id, `${base}-${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 8)}`);
  }
  return folders;
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function relativeFile(cwd, file) {
  return toPosix(path.relative(cwd, path.resolve(cwd, file)));
}

// src/suite/concurrency.ts
import { availableParallelism, freemem } from "node:os";
var GIB = 1024 ** 3;
var SESSION_MEMORY_BYTES = 1.5 * GIB;
var RESERVED_MEMORY_BYTES = 1 * GIB;
function defaultConcurrency(resources = { cpus: availableParallelism(), freeBytes: freemem() }) {
  const byMemory = Math.floor((resources.freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(1, Math.min(resources.cpus, byMemory));
}
function warmPoolCapacity(concurrency, freeBytes = freemem()) {
  const byMemory = Math.floor((freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(0, Math.min(concurrency, byMemory - concurrency));
}
function capNotes(backends, concurrency) {
  const counts = /* @__PURE__ */ new Map();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const notes = [];
  for (const [{ concurrency: cap }, count] of counts) {
    if (cap.why && count > cap.limit && concurrency > cap.limit)
      notes.push(
        `${cap.why}, whatever --concurrency says; ${count - cap.limit} of ${count} task(s) wait their turn`
      );
  }
  return notes;
}

// src/suite/runner-preflight.ts
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path2 from "node:path";
async function checkRunner(tasks, options = {}) {
  const probe = options.probe ?? hostProbe();
  const { placed, unplaced } = placeTasks(tasks, options, probe.platform);
  const result = { checks: [...unplaced], ok: true, images: [], failures: /* @__PURE__ */ new Map() };
  const context = {
    probe,
    images: options.images ?? "ensure",
    prebuiltImage: options.prebuiltImage,
    once: options.once,
    ssh: options.ssh,
    log: options.log
  };
  const needed = BACKENDS.flatMap((backend) => {
    const mine = tasksNeeding(backend, placed, tasks);
    return backend.preflight && mine ? [{ backend, mine, first: tasks.indexOf(mine[0]) }] : [];
  }).sort((a, b) => a.first - b.first);
  for (const { backend, mine } of needed) {
    const outcome = await backend.preflight(mine, context);
    result.checks.push(...outcome.checks);
    result.images.push(...outcome.images ?? []);
    for (const [id, error] of outcome.failures ?? []) result.failures.set(id, error);
    if (outcome.docker) result.docker ??= outcome.docker;
    if (outcome.inspected)
      result.imagesToBuild = (result.imagesToBuild ?? false) || outcome.inspected.imagesToBuild;
  }
  result.ok = result.checks.every((c) => c.ok);
  return result;
}
function placeTasks(tasks, flags, platform) {
  const placed = /* @__PURE__ */ new Map();
  const unplaced = [];
  for (const task of tasks) {
    try {
      placed.set(task, placeTask(task.loaded, flags, { platform }).backend);
    } catch (error) {
      unplaced.push({
        ok: false,
        name: "Where the task runs",
        detail: messageOf(error),
        ...hintOf(error) ? { fix: hintOf(error) } : {},
        tasks: task.id
      });
    }
  }
  return { placed, unplaced };
}
function tasksNeeding(backend, placed, suite) {
  const needing = suite.filter((t) => {
    const on = placed.get(t);
    return on !== void 0 && (on === backend || on.composes?.includes(backend.name) === true);
  });
  return needing.length > 0 ? needing : void 0;
}
function hostProbe() {
  return {
    platform: process.platform,
    arch: process.arch,
    which: (name) => which(name),
    readWrite: (file) => access(file, constants.R_OK | constants.W_OK).then(
      () => true,
      () => false
    ),
    connectDocker: () => connectDocker()
  };
}
async function which(name) {
  for (const dir of (process.env.PATH ?? "").split(path2.delimiter).filter(Boolean)) {
    const candidate = path2.join(dir, name);
    const found = await access(candidate, constants.X_OK).then(
      () => true,
      () => false
    );
    if (found) return candidate;
  }
  return void 0;
}

export {
  discoverSuite,
  compareStrings,
  relativeFile,
  RESERVED_MEMORY_BYTES,
  defaultConcurrency,
  warmPoolCapacity,
  capNotes,
  checkRunner,
  hostProbe
};
