import { readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { wideUnicodeEncoding } from "./text-encoding.ts";

export interface FoundTaskFiles {
  /** Files to load, in a stable order, as paths relative to cwd when given that way. */
  files: string[];
  /** Arguments that matched nothing. */
  unmatched: string[];
  /** JSON files inside given folders that are not task files (fixtures, package.json, …). */
  skipped: string[];
  /** The text of the files read to tell tasks from other JSON, by absolute path: the loader need not read them again. */
  texts: Map<string, string>;
}

/**
 * Expand files, folders and globs into task files. A file named explicitly (or by a glob) is always a
 * candidate; inside a folder only `*.json` files that look like tasks are (top level, or every subfolder
 * with `recursive`), so fixture JSON beside the tasks is not mistaken for a broken task.
 */
export async function findTaskFiles(
  inputs: string[],
  options: { cwd: string; recursive?: boolean },
): Promise<FoundTaskFiles> {
  const files: string[] = [];
  const unmatched: string[] = [];
  const skipped: string[] = [];
  const texts = new Map<string, string>();
  const seen = new Set<string>();
  const add = (file: string) => {
    const key = path.resolve(options.cwd, file);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(file);
    }
  };

  for (const input of inputs) {
    const info = statOrUndefined(path.resolve(options.cwd, input));
    if (info?.isFile()) {
      add(input);
    } else if (info?.isDirectory()) {
      const found = jsonFilesIn(input, options.cwd, options.recursive ?? false);
      for (const file of found) {
        const absolute = path.resolve(options.cwd, file);
        const bytes = readOrUndefined(absolute);
        // An unreadable file is the loader's to report; so is one in UTF-16 or UTF-32.
        if (bytes === undefined) {
          add(file);
        } else if (looksLikeTask(bytes)) {
          add(file);
          if (!wideUnicodeEncoding(bytes)) texts.set(absolute, bytes.toString("utf8"));
        } else {
          skipped.push(file);
        }
      }
      if (found.length === 0) unmatched.push(input);
    } else {
      // Neither a file nor a folder: a glob, or nothing (tinyglobby is loaded only here).
      const { glob, isDynamicPattern } = await import("tinyglobby");
      const matches = isDynamicPattern(input)
        ? (await glob(input, { cwd: options.cwd, onlyFiles: true })).sort()
        : [];
      matches.forEach(add);
      if (matches.length === 0) unmatched.push(input);
    }
  }
  return { files, unmatched, skipped, texts };
}

/*
 * Synchronous reads, as the loader's: a few stats and listings cost less than starting the thread pool
 * that the first asynchronous one needs (a cold `desktest validate` does nothing else in parallel).
 */

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function jsonFilesIn(dir: string, cwd: string, recursive: boolean): string[] {
  const absolute = path.resolve(cwd, dir);
  const entries = readdirSync(absolute, { withFileTypes: true, recursive });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => path.join(dir, path.relative(absolute, e.parentPath), e.name))
    .sort();
}

/** The file's bytes, or undefined when it cannot be read (the loader reports why). */
function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A JSON object with a task's tell-tale top-level keys (even if the rest is broken). A task in UTF-16 or
 * UTF-32 is found too (the loader says that desktest reads UTF-8), so that it is an error rather than skipped.
 */
function looksLikeTask(bytes: Buffer): boolean {
  // UTF-16 and UTF-32 spell ASCII keys with zero bytes between their characters.
  const text = wideUnicodeEncoding(bytes)
    ? Buffer.from(bytes.filter((b) => b !== 0)).toString("latin1")
    : bytes.toString("utf8");
  return /"(schema_version|instruction)"\s*:/.test(text);
}
