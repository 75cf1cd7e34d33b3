import { createHash } from "node:crypto";
import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";
import { formatDiagnostic } from "../task/diagnostic.ts";
import { findTaskFiles } from "../task/find-task-files.ts";
import { loadFoundTaskFiles } from "../run/load-task-file.ts";
import type { SkippedFile, SuiteTask } from "../report/suite-run.ts";
import { toPosix } from "../util/posix-path.ts";

export interface DiscoveredSuite {
  /** Every selected task, sorted by file path. */
  tasks: SuiteTask[];
  skipped: SkippedFile[];
}

export interface DiscoverOptions {
  cwd: string;
  /** Include the subfolders of the given folders. */
  recursive?: boolean;
  /** Keep only tasks whose id contains one of these, or matches it as a glob (`*`, `?`, `[…]`). */
  filters?: string[];
  /**
   * Folders whose files are never tasks: the suite's own output and artifacts folders, whose copies of
   * each task (`task.json`) a recursive discovery would otherwise find again. A folder that contains
   * one of the inputs is not excluded.
   */
  exclude?: string[];
}

/**
 * The reference's discovery (desktest-spec-core §6), generalised to several folders, files and globs:
 * the `*.json` task files directly in each folder (every subfolder with `recursive`), loaded with the
 * task loader; files that do not load are skipped and listed; `filters` select by task id; the result
 * is sorted by file path (plain code-point order, the same on every machine).
 *
 * Configuration errors: an input that matches nothing, no loadable task, no task left after the
 * filters, two selected tasks with the same id (their outputs would overwrite each other).
 */
export async function discoverSuite(inputs: string[], options: DiscoverOptions): Promise<DiscoveredSuite> {
  const { cwd } = options;
  const found = await findTaskFiles(inputs, { cwd, recursive: options.recursive });
  if (found.unmatched.length > 0) {
    const list = found.unmatched.map((u) => `'${u}'`).join(", ");
    throw new ConfigError(
      `Suite path ${list} is not a task file, a folder with task files, or a matching glob.`,
    );
  }
  // A folder that holds an input itself (`--output .`) excludes nothing.
  const inside = (file: string, dir: string) => file.startsWith(dir);
  const excluded = (options.exclude ?? [])
    .map((dir) => path.resolve(cwd, dir) + path.sep)
    .filter((dir) => !inputs.some((input) => inside(path.resolve(cwd, input) + path.sep, dir)));
  const files = found.files.filter((file) => !excluded.some((dir) => inside(path.resolve(cwd, file), dir)));
  const loaded = await loadFoundTaskFiles({ ...found, files }, cwd);
  const tasks: Omit<SuiteTask, "folder">[] = [];
  const skipped: SkippedFile[] = [];
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
      hint: skipped.length > 0 ? "run `desktest validate` on them to see why they do not load" : undefined,
    });
  }

  const filters = options.filters ?? [];
  const selected = tasks.filter((t) => matchesIdFilter(t.id, filters));
  if (selected.length === 0) {
    throw new ConfigError(
      `No task id matches --filter ${filters.map((f) => `'${f}'`).join(", ")} (of ${tasks.length} task(s)).`,
    );
  }
  const byId = new Map<string, string[]>();
  for (const t of selected) byId.set(t.id, [...(byId.get(t.id) ?? []), t.file]);
  const duplicates = [...byId].filter(([, files]) => files.length > 1);
  if (duplicates.length > 0) {
    const text = duplicates.map(([id, files]) => `'${id}' (${files.join(", ")})`).join("; ");
    throw new ConfigError(`Task ids must be unique in a suite: ${text}.`, {
      hint: "give each task its own id, or narrow the suite with --filter",
    });
  }
  const folders = taskFolders(selected.map((t) => t.id));
  return { tasks: selected.map((t) => ({ ...t, folder: folders.get(t.id)! })), skipped };
}

/**
 * Does this id pass the filters? No filters: yes. A filter with `*`, `?` or `[` is a glob that must
 * match the whole id; any other filter is a case-sensitive substring (the reference's `--filter`).
 */
export function matchesIdFilter(id: string, filters: readonly string[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((filter) => (/[*?[]/.test(filter) ? globRegExp(filter).test(id) : id.includes(filter)));
}

/** `*` any run of characters, `?` one character, `[abc]`/`[a-z]`/`[!a]` a class; all else literal. */
export function globRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
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

const SAFE_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The artifacts folder name of each task id: the id itself when it is a portable folder name
 * (letters, digits, `.`, `_`, `-`, starting with a letter or digit, at most 100 characters) and no
 * other id differs from it only in case; otherwise the id with other characters replaced by `_`,
 * followed by `-` and 8 hex digits of the id's SHA-256 (so `a/b` and `a:b` never share a folder).
 * Depends only on the ids, so every shard of a suite names a task's folder the same way.
 */
export function taskFolders(ids: readonly string[]): Map<string, string> {
  const lower = new Map<string, number>();
  for (const id of ids) lower.set(id.toLowerCase(), (lower.get(id.toLowerCase()) ?? 0) + 1);
  const folders = new Map<string, string>();
  for (const id of ids) {
    const safe = SAFE_FOLDER.test(id) && !id.endsWith(".") && lower.get(id.toLowerCase()) === 1;
    if (safe) {
      folders.set(id, id);
      continue;
    }
    const base =
      id
        .replace(/[^A-Za-z0-9._-]+/g, "_")
        .replace(/^[._-]+/, "")
        .slice(0, 80)
        .replace(/[.]+$/, "") || "task";
    folders.set(id, `${base}-${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 8)}`);
  }
  return folders;
}

/** Code-point order (not locale order): the same on every machine. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A path relative to `cwd` with forward slashes. */
export function relativeFile(cwd: string, file: string): string {
  return toPosix(path.relative(cwd, path.resolve(cwd, file)));
}
