import { readFileSync, statSync } from "node:fs";
import { PythonError, pySplitlines, pyTextFromBytes } from "../python-semantics.ts";

/** A host path a getter returned, or the Python error the metric would raise for what it got instead. */
export function filePath(value: unknown, what = "file"): string {
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `expected a path to the ${what}, got ${value === null || value === undefined ? "None" : typeof value}`,
    );
  return value;
}

/** Python `open(path).read()` (UTF-8, universal newlines); FileNotFoundError when absent. */
export function readText(value: unknown, what?: string): string {
  const file = filePath(value, what);
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    throw new PythonError("FileNotFoundError", `No such file or directory: '${file}'`);
  }
  return pyTextFromBytes(data);
}

/** OSWorld's `_safe_read_file`: UTF-8 (BOM dropped), else Latin-1, split into lines (str.splitlines). */
export function safeReadLines(value: unknown): string[] {
  const file = filePath(value);
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    throw new PythonError("FileNotFoundError", `No such file or directory: '${file}'`);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    text = data.toString("latin1");
  }
  return pySplitlines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

export function isFile(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return statSync(value).isFile();
  } catch {
    return false;
  }
}
