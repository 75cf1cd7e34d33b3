import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { applyEdits, modify } from "jsonc-parser";
import { ConfigError } from "../errors/desktest-error.ts";
import { parseJsonDocument } from "../task/json-document.ts";

/**
 * Point a task file at its replay script (and screenshots folder), editing only those two properties in
 * place: the rest of the file keeps its formatting, key order and comments-free text. Paths are written
 * relative to the task file's folder when they are inside it.
 */
export async function updateTaskFile(
  taskFile: string,
  changes: { replayScript: string; screenshotsDir?: string },
): Promise<void> {
  const text = await readFile(taskFile, "utf8").catch((error: Error) => {
    throw new ConfigError(`Error reading task JSON for --overwrite: ${error.message}`);
  });
  const document = parseJsonDocument(text);
  if (
    document.syntaxProblems.length > 0 ||
    typeof document.value !== "object" ||
    document.value === null ||
    Array.isArray(document.value)
  ) {
    const problem = document.syntaxProblems[0];
    throw new ConfigError(
      `Error parsing task JSON for --overwrite: ${problem ? `${problem.message} at line ${problem.position.line}` : "not a JSON object"}`,
    );
  }
  const dir = path.dirname(path.resolve(taskFile));
  const relative = (p: string) => {
    const rel = path.relative(dir, path.resolve(p));
    return path.isAbsolute(rel) ? path.resolve(p) : rel.split(path.sep).join("/");
  };
  let updated = setTopLevelProperty(text, "replay_script", relative(changes.replayScript));
  updated = changes.screenshotsDir
    ? setTopLevelProperty(updated, "replay_screenshots_dir", relative(changes.screenshotsDir))
    : applyEdits(updated, modify(updated, ["replay_screenshots_dir"], undefined, {}));
  await writeFile(taskFile, updated);
}

/** The existing `replay_script` of a task file, if it names one. */
export async function existingReplayScript(taskFile: string): Promise<string | undefined> {
  const document = parseJsonDocument(await readFile(taskFile, "utf8"));
  const value = (document.value as Record<string, unknown> | undefined)?.replay_script;
  return typeof value === "string" ? path.resolve(path.dirname(path.resolve(taskFile)), value) : undefined;
}

/**
 * Set a top-level string property without touching any other byte: replace the value in place, or
 * append the property after the last one with the file's own indentation and line ending.
 */
function setTopLevelProperty(text: string, key: string, value: string): string {
  const root = parseJsonDocument(text).root!;
  const properties = root.children ?? [];
  const existing = properties.find((p) => p.children?.[0]?.value === key)?.children?.[1];
  if (existing)
    return (
      text.slice(0, existing.offset) + JSON.stringify(value) + text.slice(existing.offset + existing.length)
    );
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const last = properties.at(-1);
  if (!last)
    return `{${eol}  ${JSON.stringify(key)}: ${JSON.stringify(value)}${eol}}${text.slice(root.offset + root.length)}`;
  const lineStart = text.lastIndexOf("\n", last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? "  ";
  const end = last.offset + last.length;
  return `${text.slice(0, end)},${eol}${indent}${JSON.stringify(key)}: ${JSON.stringify(value)}${text.slice(end)}`;
}
