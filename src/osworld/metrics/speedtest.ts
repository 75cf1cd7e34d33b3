import { readFileSync } from "node:fs";
import { RE_FLAGS, pythonMatch } from "../python-re.ts";
import { PythonError, pyInt, pyTruthy } from "../python-semantics.ts";
import { rejectKeywords } from "./python-access.ts";

/**
 * OSWorld's compare_time_in_speedtest_results (general.py): the time at the end of the second field of the
 * file's second line (its last five characters, read as `%H:%M`) lies within `time_diff` minutes of the
 * host's clock (`datetime.now()`, hours and minutes only). 1 or 0; every failure inside (no such file, too
 * few lines or fields, a time strptime refuses, a `time_diff` int() refuses) is 0, as OSWorld's bare
 * `except` makes it.
 */
export function compare_time_in_speedtest_results(
  path: unknown,
  timeDiff: unknown,
  options?: Record<string, unknown>,
): number {
  rejectKeywords("compare_time_in_speedtest_results", options);
  if (!pyTruthy(path)) return 0;
  try {
    if (typeof path !== "string") throw new PythonError("TypeError", "expected str, bytes or os.PathLike");
    const line = secondLine(path);
    if (line === undefined) throw new PythonError("UnboundLocalError", "'date' referenced before assignment");
    const fields = line.split(",");
    if (fields.length < 2) throw new PythonError("IndexError", "list index out of range");
    const now = new Date();
    const stamp = Array.from(fields[1]!).slice(-5).join("");
    const minutes = strptimeHourMinute(stamp) - (now.getHours() * 60 + now.getMinutes());
    const limit = pyInt(timeDiff);
    return Math.abs(minutes * 60) / 60 < Number(limit) ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
}

/** `datetime.strptime(text, '%H:%M')` as minutes after midnight; ValueError for what strptime refuses. */
function strptimeHourMinute(text: string): number {
  // _strptime's directives for %H and %M, matched case-insensitively and to the end of the text
  const match = pythonMatch("(?P<H>2[0-3]|[0-1]\\d|\\d):(?P<M>[0-5]\\d|\\d)", text, RE_FLAGS.IGNORECASE);
  if (!match || match[0]!.length !== text.length)
    throw new PythonError("ValueError", `time data '${text}' does not match format '%H:%M'`);
  return Number(pyInt(match.H)) * 60 + Number(pyInt(match.M));
}

/** Bytes TextIOWrapper decodes per read, so a decoding error counts only when it falls in a chunk read. */
const CHUNK = 8192;

/**
 * The second line of `for line in open(path)` (universal newlines, UTF-8), reading no further than Python
 * does; undefined when the file has fewer lines. Errors are Python's (FileNotFoundError, UnicodeDecodeError).
 */
function secondLine(path: string): string | undefined {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PythonError(code === "EISDIR" ? "IsADirectoryError" : "FileNotFoundError", String(error));
  }
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let text = "";
  for (let at = 0; ; at += CHUNK) {
    const end = at + CHUNK >= data.length;
    try {
      text += decoder.decode(data.subarray(at, at + CHUNK), { stream: !end });
    } catch {
      throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
    }
    // a final "\r" may still become "\r\n": wait for the next chunk unless this was the last
    const settled = end ? text : text.replace(/\r$/, "");
    const lines = settled.replace(/\r\n?/g, "\n").split(/(?<=\n)/);
    if (lines.length > 2 || (lines.length === 2 && lines[1]!.endsWith("\n"))) return lines[1];
    if (end) return lines.length === 2 && lines[1] !== "" ? lines[1] : undefined;
  }
}
