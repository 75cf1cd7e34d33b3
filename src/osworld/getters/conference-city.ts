import { closeSync, openSync, statSync } from "node:fs";
import type { GetterConfig } from "../model.ts";
import { PythonError } from "../python-semantics.ts";
import { subscript } from "../metrics/python-access.ts";

/**
 * OSWorld's get_conference_city_in_order (getters/calc.py) opens `csv_path` on the host (relative to the
 * working folder, as Python's open() reads it), makes a csv reader over it and closes the file before
 * reading a row, so it never gives a value: the error open() raises when the file cannot be opened
 * (FileNotFoundError, which scores 0), otherwise ValueError "I/O operation on closed file."
 */
export function conferenceCityInOrder(config: GetterConfig): never {
  const csvPath = subscript(config, "csv_path");
  if (typeof csvPath !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object (csv_path)");
  let isDirectory: boolean;
  try {
    isDirectory = statSync(csvPath).isDirectory();
    if (!isDirectory) closeSync(openSync(csvPath, "r"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const kind =
      code === "EACCES" ? "PermissionError" : code === "ENOTDIR" ? "NotADirectoryError" : "FileNotFoundError";
    throw new PythonError(kind, `[Errno] ${code ?? "error"}: '${csvPath}'`);
  }
  if (isDirectory) throw new PythonError("IsADirectoryError", `[Errno 21] Is a directory: '${csvPath}'`);
  throw new PythonError("ValueError", "I/O operation on closed file.");
}
