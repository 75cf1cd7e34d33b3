import { PythonError, pyStrip, pyTruthy } from "../python-semantics.ts";
import { openDocx, paragraphs, paragraphText, type Docx } from "./docx.ts";
import { rejectKeywords } from "./python-access.ts";

/**
 * OSWorld's train-timetable metrics (metrics/docs.py): lines of a .docx, read as python-docx reads it,
 * in the form `time, train_id, station_id, platform_no`; a line is such a record when it splits on commas
 * into exactly four parts, and its train id is the second part stripped.
 */

/** `Document(path)` inside OSWorld's `try/except Exception`: null where it gives up. */
function openOrNull(file: unknown): Docx | null {
  try {
    return openDocx(file);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

const texts = (doc: Docx) => paragraphs(doc.body).map(paragraphText);

/** The train id of a record line, or null when the line does not split into four parts. */
function trainId(line: string): string | null {
  const parts = line.split(",");
  return parts.length === 4 ? pyStrip(parts[1]!) : null;
}

/**
 * `get_unique_train_ids(initial_file)`: the distinct train ids of the file's record lines and how many
 * there are (OSWorld's `(set, count)`); `(set(), 0)` for no file or one python-docx cannot open.
 */
export function get_unique_train_ids(file: unknown): { ids: Set<string>; count: number } {
  const ids = new Set<string>();
  if (!pyTruthy(file)) return { ids, count: 0 };
  const doc = openOrNull(file);
  if (!doc) return { ids, count: 0 };
  for (const text of texts(doc)) {
    const id = trainId(text);
    if (id !== null) ids.add(id);
  }
  return { ids, count: ids.size };
}

/**
 * `check_no_duplicates(initial_file, processed_file)`: 1 when the processed file's record lines have no
 * train id twice and the same ids as the initial file's distinct ones.
 */
export function check_no_duplicates(
  initialFile: unknown,
  processedFile: unknown,
  options?: Record<string, unknown>,
): number {
  rejectKeywords("check_no_duplicates", options);
  if (!pyTruthy(initialFile) || !pyTruthy(processedFile)) return 0;
  const initial = get_unique_train_ids(initialFile);
  const processed = openOrNull(processedFile);
  if (!processed) return 0;
  const seen = new Set<string>();
  for (const text of texts(processed)) {
    const id = trainId(text);
    if (id === null) continue;
    if (seen.has(id)) return 0;
    seen.add(id);
  }
  const sameIds = seen.size === initial.ids.size && [...seen].every((id) => initial.ids.has(id));
  return sameIds && seen.size === initial.count ? 1 : 0;
}

/** A file's non-blank lines (stripped) and its record lines' train ids, or null when it cannot be opened. */
function linesAndIds(file: unknown): { lines: string[]; ids: string[] } | null {
  const doc = openOrNull(file);
  if (!doc) return null;
  const lines = texts(doc)
    .map((t) => pyStrip(t))
    .filter((t) => t !== "");
  return { lines, ids: lines.flatMap((line) => trainId(line) ?? []) };
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * `compare_unique_train_records(processed_file, expected_files)`: expected_files is [gold, initial]; 1 when
 * every processed line is one of the initial file's, no train id repeats, the train ids are the gold
 * file's, and there are as many lines as in the gold file.
 */
export function compare_unique_train_records(processedFile: unknown, expectedFiles: unknown): number {
  if (!pyTruthy(processedFile) || !Array.isArray(expectedFiles) || expectedFiles.length < 2) return 0;
  const [goldFile, initialFile] = expectedFiles as [unknown, unknown];
  if (!pyTruthy(goldFile) || !pyTruthy(initialFile)) return 0;
  const processed = linesAndIds(processedFile);
  if (!processed) return 0;
  const gold = linesAndIds(goldFile);
  if (!gold) return 0;
  const initial = linesAndIds(initialFile);
  if (!initial) return 0;
  const initialLines = new Set(initial.lines);
  if (!processed.lines.every((line) => initialLines.has(line))) return 0;
  const processedIds = new Set(processed.ids);
  if (processedIds.size !== processed.ids.length) return 0;
  if (!sameSet(processedIds, new Set(gold.ids))) return 0;
  return processed.lines.length === gold.lines.length ? 1 : 0;
}
