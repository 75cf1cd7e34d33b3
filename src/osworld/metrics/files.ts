import { existsSync, readFileSync, statSync } from "node:fs";
import { PythonError, pySplitlines, pyTextFromBytes, pyTypeName } from "../python-semantics.ts";

/** A host path a getter returned, or the Python error `open()` raises for what it got instead. */
export function filePath(value: unknown, what = "file"): string {
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(value)} (the ${what})`,
    );
  return value;
}

/** `open(path, 'rb').read()`: FileNotFoundError when absent, IsADirectoryError for a folder. */
export function readBytes(value: unknown, what?: string): Buffer {
  const file = filePath(value, what);
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR") throw new PythonError("IsADirectoryError", `Is a directory: '${file}'`);
    throw new PythonError("FileNotFoundError", `No such file or directory: '${file}'`);
  }
}

/** Python `open(path).read()` (UTF-8, the BOM kept, universal newlines). */
export function readText(value: unknown, what?: string): string {
  return pyTextFromBytes(readBytes(value, what));
}

/**
 * OSWorld's `_safe_read_file`: UTF-8 (a BOM stays, as Python's utf-8 codec keeps it), else Latin-1, split
 * into lines (str.splitlines).
 */
export function safeReadLines(value: unknown): string[] {
  const data = readBytes(value);
  let text: string;
  try {
    text = pyTextFromBytes(data);
  } catch {
    text = data.toString("latin1").replace(/\r\n?/g, "\n");
  }
  return pySplitlines(text);
}

/** `os.path.isfile(path)`. */
export function isFile(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return statSync(value).isFile();
  } catch {
    return false;
  }
}

/** `os.path.exists(path)`. */
export function pathExists(value: unknown): boolean {
  return typeof value === "string" && value !== "" && existsSync(value);
}
