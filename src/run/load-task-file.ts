import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import { isOsworldDocument } from "../osworld/is-osworld-document.ts";
import { wideUnicodeEncoding } from "../task/text-encoding.ts";
import type { OsworldTask } from "../osworld/model.ts";
import { applyDefaults } from "../task/apply-defaults.ts";
import { byPosition, formatDiagnostic, type Diagnostic } from "../task/diagnostic.ts";
import { resolveHostPaths } from "../task/host-paths.ts";
import { parseJsonDocument, type JsonDocument } from "../task/json-document.ts";
import type { Task } from "../task/model.ts";
import type { FoundTaskFiles } from "../task/find-task-files.ts";
import { checkTaskSchema } from "../task/schema-check.ts";
import { checkSemantics } from "../task/semantic-rules.ts";
import { sourceSnippet } from "../util/failure-text.ts";
import type { loadOsworldTask } from "./load-osworld-task.ts";

/*
 * A task file is read and parsed once, then recognised as one of the formats desktest runs: a desktest
 * task (schema v1.0, src/task/) or an OSWorld task (src/osworld/). `format` tells them apart; the rest of
 * the engine receives this one value and never parses the file again.
 */

export type TaskFormatName = "desktest" | "osworld";

export interface LoadedTask {
  /** Which format the file is in (desktest when it could not even be parsed). */
  format: TaskFormatName;
  /** The path as the user gave it (used in every message). */
  file: string;
  /** Absolute folder of the task file: relative host paths resolve against it. */
  dir: string;
  /** Present when the task has no errors (warnings allowed). */
  task?: Task;
  diagnostics: Diagnostic[];
  /** Where a JSON pointer of this file stands, for errors found later (at run time). */
  locate: (pointer: string) => SourceLocation;
  /** An OSWorld-format task (src/osworld/), when the file is one: `task` is then its desktest stand-in. */
  osworld?: OsworldTask;
}

/** A task file that loaded without errors. */
export type ValidLoadedTask = LoadedTask & { task: Task };

export interface LoadOptions {
  cwd?: string;
  /** The file's text when it was read already (discovery reads it to tell tasks from other JSON). */
  text?: string;
  exists?: (p: string) => boolean;
  /**
   * The OSWorld loader (load-osworld-task.ts), which an OSWorld file needs: loadTaskFile imports it for
   * one, so that desktest tasks load without it; loadTaskText of an OSWorld text needs it given.
   */
  osworld?: OsworldLoader;
}

export type OsworldLoader = typeof loadOsworldTask;

export function hasErrors(loaded: { diagnostics: Diagnostic[] }): boolean {
  return loaded.diagnostics.some((d) => d.severity === "error");
}

/** Read, parse, schema-check and rule-check a task file; never throws for a bad file. */
export async function loadTaskFile(file: string, options: LoadOptions = {}): Promise<LoadedTask> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.dirname(path.resolve(cwd, file));
  const unreadable = (message: string): LoadedTask => ({
    format: "desktest",
    file,
    dir,
    diagnostics: [{ severity: "error", file, line: 1, column: 1, pointer: "", message }],
    locate: (pointer) => ({ file, pointer }),
  });
  let bytes: Buffer | undefined;
  try {
    // Task files are small: one synchronous read costs less than the thread pool's open, stat, read and
    // close round trips (validate reads hundreds at once).
    bytes = options.text === undefined ? readFileSync(path.resolve(cwd, file)) : undefined;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
    return unreadable(`cannot be read: ${reason}`);
  }
  const encoding = bytes && wideUnicodeEncoding(bytes);
  if (encoding) {
    return unreadable(
      `is encoded as ${encoding}; task files are UTF-8 (JSON's encoding): save it as UTF-8 (without a byte order mark)`,
    );
  }
  const text = options.text ?? bytes?.toString("utf8") ?? "";
  const document = parseJsonDocument(text);
  const osworld =
    options.osworld ??
    (document.syntaxProblems.length === 0 && isOsworldDocument(document.value)
      ? (await import("./load-osworld-task.ts")).loadOsworldTask
      : undefined);
  return loadDocument(document, file, { ...options, cwd, ...(osworld ? { osworld } : {}) });
}

/** Load every file discovery found, each from the text it read already where it read one. */
export function loadFoundTaskFiles(found: FoundTaskFiles, cwd: string): Promise<LoadedTask[]> {
  return Promise.all(
    found.files.map((file) => {
      const text = found.texts.get(path.resolve(cwd, file));
      return loadTaskFile(file, { cwd, ...(text !== undefined ? { text } : {}) });
    }),
  );
}

/** As loadTaskFile, for text already in memory (the text of an OSWorld task needs `options.osworld`). */
export function loadTaskText(text: string, file: string, options: LoadOptions = {}): LoadedTask {
  return loadDocument(parseJsonDocument(text), file, options);
}

function loadDocument(document: JsonDocument, file: string, options: LoadOptions): LoadedTask {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.dirname(path.resolve(cwd, file));
  const locate = locator(file, document);
  const locateForRun = (pointer: string): SourceLocation => {
    const position = document.valuePosition(pointer);
    const snippet = sourceSnippet(document.text, position.line);
    return { file, pointer, ...position, ...(snippet ? { snippet } : {}) };
  };

  if (document.syntaxProblems.length > 0) {
    const diagnostics = document.syntaxProblems.map<Diagnostic>((p) => ({
      severity: "error",
      file,
      ...p.position,
      pointer: "",
      message: `is not valid JSON: ${p.message}`,
    }));
    return { format: "desktest", file, dir, diagnostics, locate: locateForRun };
  }

  // OSWorld-format task files have their own model and located validation (src/osworld/).
  if (isOsworldDocument(document.value)) {
    if (!options.osworld)
      throw new Error(
        `${file} is an OSWorld task: load it with loadTaskFile, or give loadTaskText the OSWorld loader`,
      );
    const loaded = options.osworld(document, file, { dir, exists: options.exists });
    return { format: "osworld", file, dir, locate: locateForRun, ...loaded };
  }

  const schemaProblems = checkTaskSchema(document.value);
  if (schemaProblems.length > 0) {
    const diagnostics = schemaProblems
      .map((p) => locate("error", p.pointer, p.message, p.atKey))
      .sort(byPosition);
    return { format: "desktest", file, dir, diagnostics, locate: locateForRun };
  }

  const typed = applyDefaults(document.value as Record<string, unknown>);
  const diagnostics = checkSemantics(typed).map((p) => locate(p.severity, p.pointer, p.message, false));
  const resolved = resolveHostPaths(typed, dir, cwd, options.exists);
  diagnostics.push(...resolved.notes.map((n) => locate(n.severity, n.pointer, n.message, false)));
  diagnostics.sort(byPosition);
  return {
    format: "desktest",
    file,
    dir,
    diagnostics,
    locate: locateForRun,
    ...(hasErrors({ diagnostics }) ? {} : { task: resolved.task }),
  };
}

/** Load a task for running: any error becomes a ConfigError located at the first problem. */
export async function loadValidTask(file: string, options: LoadOptions = {}): Promise<ValidLoadedTask> {
  return requireValid(await loadTaskFile(file, options));
}

/** A loaded task without errors, or a ConfigError at its first error (and how many more there are). */
export function requireValid(loaded: LoadedTask): ValidLoadedTask {
  const file = loaded.file;
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  const first = errors[0];
  if (first || !loaded.task) {
    const more =
      errors.length > 1 ? ` (and ${errors.length - 1} more; run \`desktest validate ${file}\`)` : "";
    if (!first) throw new ConfigError(`${file} is not a valid task${more}`);
    // The location prefixes the message where it is shown (DesktestError.describe): `file:line:col /pointer …`.
    const { pointer, line, column } = first;
    throw new ConfigError(
      `${formatDiagnostic(first).slice(`${first.file}:${line}:${column} `.length)}${more}`,
      {
        location: { file: first.file, line, column, pointer },
      },
    );
  }
  return loaded as ValidLoadedTask;
}

function locator(file: string, document: JsonDocument) {
  return (severity: Diagnostic["severity"], pointer: string, message: string, atKey: boolean): Diagnostic => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    return { severity, file, ...position, pointer, message };
  };
}
