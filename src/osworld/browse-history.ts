import { copyFileSync } from "node:fs";
import type * as NodeSqlite from "node:sqlite";
import { PythonError } from "./python-semantics.ts";

/**
 * OSWorld's update_browse_history setup step (SetupController._update_browse_history_setup): a copy of its
 * empty Chrome History template gets one `urls` row and one `visits` row per history item, dated the
 * item's `visit_time_from_now_in_seconds` before now, then replaces the desktop's History.
 *
 * The visit times are computed as OSWorld computes them: the host's local wall-clock time (naive
 * `datetime.now()`, not UTC) minus the seconds, as microseconds since 1601-01-01 through
 * `int(timedelta.total_seconds() * 1000000)` (so float rounding included).
 */

/** OSWorld's template, fetched from its file cache on Hugging Face (desktest reads it from the local cache). */
export const HISTORY_TEMPLATE_URL =
  "https://huggingface.co/datasets/xlangai/ubuntu_osworld_file_cache/resolve/main/chrome/44ee5668-ecd5-4366-a6ce-c1c9b8d4e938/history_empty.sqlite?download=true";
/** The name OSWorld keeps the template under in the task's host cache. */
export const HISTORY_TEMPLATE_CACHE_NAME = "history_new.sqlite";

/** Where the History goes in the desktop (OSWorld's Linux path on x86 hosts). */
export function chromeHistoryPath(home: string): string {
  return `${home}/.config/google-chrome/Default/History`;
}

/** The command OSWorld runs after the upload (a shell command, its failure only logged). */
export const HISTORY_CHOWN_COMMAND =
  "sudo chown -R user:user /home/user/.config/google-chrome/Default/History";

export interface HistoryItem {
  url: unknown;
  title: unknown;
  visit_time_from_now_in_seconds: unknown;
}

/** Chrome's page transition OSWorld records for every visit (a typed link, chain start and end). */
const TRANSITION = 805306368;

/** Copy the template to `out` and add the history to it, as OSWorld does (one connection per item). */
export function writeBrowseHistory(
  template: string,
  out: string,
  history: readonly HistoryItem[],
  now = new Date(),
): void {
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite) throw new Error("update_browse_history needs Node's node:sqlite module (Node 22.5 or later)");
  copyFileSync(template, out);
  for (const item of history) {
    const stamp = chromeTimestamp(now, item.visit_time_from_now_in_seconds);
    const db = new sqlite.DatabaseSync(out);
    try {
      const { lastInsertRowid } = db
        .prepare(
          "INSERT INTO urls (url, title, visit_count, typed_count, last_visit_time, hidden) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(bindable(item.url), bindable(item.title), 1, 0, stamp, 0);
      db.prepare(
        "INSERT INTO visits (url, visit_time, from_visit, transition, segment_id, visit_duration) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(lastInsertRowid, stamp, 0, TRANSITION, 0, 0);
    } catch (error) {
      if (error instanceof PythonError) throw error;
      throw new PythonError("OperationalError", (error as Error).message);
    } finally {
      db.close();
    }
  }
}

/** A value as Python's sqlite3 binds it (bool as int); ProgrammingError for what it cannot bind. */
function bindable(value: unknown): string | number | null {
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError("ProgrammingError", "Error binding parameter: type is not supported");
}

const US_PER_DAY = 86_400_000_000n;
/** Python's datetime range, as microseconds since 0001-01-01T00:00. */
const MAX_DATETIME_US = 3_652_059n * US_PER_DAY - 1n;
/** 1601-01-01T00:00 (date.toordinal() - 1 = 584388 days). */
const CHROME_EPOCH_US = 584_388n * US_PER_DAY;

/** `int((datetime.now() - timedelta(seconds=s) - datetime(1601, 1, 1)).total_seconds() * 1000000)`. */
export function chromeTimestamp(now: Date, seconds: unknown): bigint {
  const visit = localMicroseconds(now) - timedeltaSeconds(seconds);
  if (visit < 0n || visit > MAX_DATETIME_US)
    throw new PythonError("OverflowError", "date value out of range");
  const total = nearestDouble(visit - CHROME_EPOCH_US, 1_000_000n);
  return BigInt(Math.trunc(total * 1_000_000));
}

/** A Date's local wall-clock time as Python's naive datetime: microseconds since 0001-01-01T00:00. */
function localMicroseconds(date: Date): bigint {
  const days = daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate());
  const seconds = date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
  return BigInt(days) * US_PER_DAY + BigInt(seconds) * 1_000_000n + BigInt(date.getMilliseconds()) * 1000n;
}

/** Days from 0001-01-01 to a proleptic Gregorian date. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 306; // 0000-03-01 is day -306
}

const MAX_TIMEDELTA_US = 999_999_999n * US_PER_DAY + US_PER_DAY - 1n;

/** `timedelta(seconds=x)` in microseconds, as CPython builds it (a float's fraction rounded half to even). */
function timedeltaSeconds(value: unknown): bigint {
  let us: bigint;
  if (typeof value === "boolean") us = value ? 1_000_000n : 0n;
  else if (typeof value === "bigint") us = value * 1_000_000n;
  else if (typeof value === "number") {
    if (!Number.isFinite(value))
      throw new PythonError(
        Number.isNaN(value) ? "ValueError" : "OverflowError",
        "cannot convert float to integer",
      );
    const whole = Math.trunc(value);
    const fraction = value - whole;
    const scaled = fraction * 1_000_000;
    const scaledWhole = Math.trunc(scaled);
    const leftover = scaled - scaledWhole;
    us = BigInt(whole) * 1_000_000n + BigInt(scaledWhole);
    if (leftover !== 0) {
      let rounded = cRound(leftover);
      if (Math.abs(rounded - leftover) === 0.5) {
        const odd = us % 2n === 0n ? 0 : 1;
        rounded = 2 * cRound((leftover + odd) * 0.5) - odd;
      }
      us += BigInt(rounded);
    }
  } else
    throw new PythonError(
      "TypeError",
      `unsupported type for timedelta seconds component: ${value === null ? "NoneType" : typeof value === "string" ? "str" : Array.isArray(value) ? "list" : "dict"}`,
    );
  if (us > MAX_TIMEDELTA_US || us < -MAX_TIMEDELTA_US - 1n)
    throw new PythonError("OverflowError", "days=1000000000; must have magnitude <= 999999999");
  return us;
}

/** C's round(): halves away from zero. */
function cRound(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** The double nearest to n / d (d > 0), ties to even: Python's int / int. */
export function nearestDouble(n: bigint, d: bigint): number {
  if (n === 0n) return 0;
  const negative = n < 0n;
  const a = negative ? -n : n;
  // scale so that the quotient has 53 bits (2^52 <= q < 2^53), then round on the remainder
  let shift = 52 - (a.toString(2).length - d.toString(2).length);
  const scaled = (k: number) => (k >= 0 ? [a << BigInt(k), d] : [a, d << BigInt(-k)]) as [bigint, bigint];
  let [num, den] = scaled(shift);
  if (num / den < 1n << 52n) [num, den] = scaled(++shift);
  let q = num / den;
  const twice = (num % den) * 2n;
  if (twice > den || (twice === den && q % 2n === 1n)) q += 1n;
  const value = Number(q) * 2 ** -shift;
  return negative ? -value : value;
}
