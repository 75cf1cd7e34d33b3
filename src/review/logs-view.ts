import type { TrajectoryEntry } from "../artifacts/trajectory.ts";
import { CULPRIT_WORDS, culpritFix, type ShownCulprit } from "../artifacts/culprit-text.ts";
import { formatDuration } from "../util/format-duration.ts";

/** Which view `desktest logs` prints, and which entries (desktest-spec-core §7.1). */
export interface LogsViewOptions {
  brief?: boolean;
  summary?: boolean;
  failures?: boolean;
  json?: boolean;
  /** Keep only entries with these step numbers (all entries of each). */
  steps?: number[];
}

/**
 * The run's verdict, from results.json beside the trajectory (ours: the reference's `logs` reads only the
 * trajectory, so a run whose agent said done but whose check failed showed `PASS`).
 */
export interface LogsVerdict {
  /** results.json's status: pass, fail or error. */
  status: string;
  /** The whole reason on one line (newlines as ⏎). */
  reason?: string;
  /** `went wrong at step 3`, `all 5 steps ran; the final check failed`. */
  wentWrong?: string;
  /** Whose fault it is (results.json's culprit), when the run did not pass. */
  culprit?: ShownCulprit;
}

/** The exact line `logs --json` prints for an empty trajectory. */
export const EMPTY_JSON =
  '{"steps":[],"summary":{"duration_secs":null,"result":"empty","result_display":"EMPTY (no steps)","shown_steps":0,"total_steps":0}}';

/**
 * Everything `desktest logs` prints on stdout for these entries, byte-compatible with the reference:
 * `--json` > `--summary` > `--brief` > the detailed view, each text view after the header.
 */
export function renderLogs(
  entries: TrajectoryEntry[],
  taskId: string | undefined,
  options: LogsViewOptions,
  verdict?: LogsVerdict,
): string {
  if (entries.length === 0) return (options.json ? EMPTY_JSON : "No trajectory entries found.") + "\n";

  const last = entries[entries.length - 1]!;
  const durationSecs = totalDurationSecs(entries);
  let shown = entries;
  if (options.steps) {
    const wanted = new Set(options.steps);
    shown = shown.filter((e) => wanted.has(e.step));
  }
  if (options.failures) shown = shown.filter((e) => isFailureResult(e.result));

  if (options.json) {
    const deltas = stepDurations(entries);
    const summary: Record<string, unknown> = {
      duration_secs: durationSecs ?? null,
      result: last.result,
      result_display: formatResult(last.result, last.step),
      shown_steps: shown.length,
      total_steps: entries.length,
    };
    if (taskId !== undefined) summary.task_id = taskId;
    if (verdict) summary.verdict = verdictJson(verdict);
    const output = { steps: shown.map((e) => jsonStep(e, deltas.get(e.step))), summary };
    return JSON.stringify(sortKeys(output), null, 2) + "\n";
  }

  const lines = ["== Trajectory Review =="];
  if (taskId !== undefined) lines.push(`Task:       ${taskId}`);
  lines.push(`Steps:      ${entries.length}`);
  if (verdict) {
    lines.push(`Result:     ${verdictLine(verdict)}`);
    if (verdict.reason !== undefined) lines.push(`Reason:     ${verdict.reason}`);
    if (verdict.culprit) lines.push(...culpritView(verdict.culprit));
    lines.push(`Last step:  ${formatResult(last.result, last.step)}`);
  } else {
    lines.push(`Result:     ${formatResult(last.result, last.step)}`);
  }
  if (durationSecs !== undefined) lines.push(`Duration:   ${formatDuration(durationSecs * 1000, "minutes")}`);
  lines.push("");

  if (options.summary) {
    lines.push(...summaryView(shown));
  } else if (options.brief) {
    lines.push(...briefView(shown));
  } else if (shown.length === 0) {
    lines.push(
      options.failures
        ? verdict?.wentWrong && verdict.status === "fail" && !verdict.wentWrong.startsWith("went wrong")
          ? `No failed steps found: ${verdict.wentWrong}.`
          : "No failed steps found."
        : "No entries found for the requested steps.",
    );
  } else {
    for (const entry of shown) lines.push(...detailView(entry));
  }
  return lines.join("\n") + "\n";
}

/** `FAIL (all 3 steps ran; the final check failed)`, `PASS`, `ERROR (went wrong at step 2)`. */
function verdictLine(verdict: LogsVerdict): string {
  const word = verdict.status.toUpperCase();
  return verdict.wentWrong ? `${word} (${verdict.wentWrong})` : word;
}

function verdictJson(verdict: LogsVerdict): Record<string, unknown> {
  return {
    status: verdict.status,
    ...(verdict.reason !== undefined ? { reason: verdict.reason } : {}),
    ...(verdict.wentWrong !== undefined ? { went_wrong: verdict.wentWrong } : {}),
    ...(verdict.culprit ? { culprit: verdict.culprit } : {}),
  };
}

/**
 * `Culprit:    runner problem (not a failure of the app): <evidence>`, what to do, and a failed replay
 * script's last lines of error output.
 */
function culpritView(culprit: ShownCulprit): string[] {
  const words = CULPRIT_WORDS[culprit.kind];
  const fix = culpritFix(culprit);
  const runner = culprit.kind === "environment" ? " (not a failure of the app)" : "";
  return [
    `Culprit:    ${words.label}${runner}: ${culprit.evidence}`,
    ...(fix ? [`Fix:        ${fix}`] : []),
    ...(culprit.stderr_tail
      ? ["Error output (last lines):", ...culprit.stderr_tail.split("\n").map((line) => `  | ${line}`)]
      : []),
  ];
}

/** Everything except `success`, `done` and `wait` counts as a failure (unknown values included). */
export function isFailureResult(result: string): boolean {
  return result !== "success" && result !== "done" && result !== "wait";
}

/** `PASS (done at step n)`, `OK (last step n)`, `ERROR (at step n)`, `<RESULT> (at step n)`. */
export function formatResult(result: string, step: number): string {
  switch (result) {
    case "done":
      return `PASS (done at step ${step})`;
    case "success":
      return `OK (last step ${step})`;
    case "error":
      return `ERROR (at step ${step})`;
    default:
      return `${result.toUpperCase()} (at step ${step})`;
  }
}

/**
 * Seconds of a `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)` timestamp on a monotonic scale (differences are
 * real durations), undefined when it does not parse. Fractional seconds are ignored; out-of-range fields
 * are taken as the reference takes them (month clamped to 1–12, other fields as they come).
 */
export function parseTimestampSecs(timestamp: string): number | undefined {
  const ts = rustTrim(timestamp);
  let dateTime: string;
  let offsetSecs = 0;
  if (ts.endsWith("Z")) {
    dateTime = ts.slice(0, -1);
  } else {
    const tail = ts.slice(-6);
    if (ts.length <= 6 || !/^[+-]..:..$/u.test(tail)) return undefined;
    const hours = parseUnsigned(tail.slice(1, 3));
    const minutes = parseUnsigned(tail.slice(4, 6));
    if (hours === undefined || minutes === undefined) return undefined;
    offsetSecs = (tail.startsWith("-") ? -1 : 1) * (hours * 3600 + minutes * 60);
    dateTime = ts.slice(0, -6);
  }
  const t = dateTime.indexOf("T");
  if (t < 0) return undefined;
  const dateParts = dateTime.slice(0, t).split("-");
  const timeParts = dateTime.slice(t + 1).split(":");
  const [year, month, day] = dateParts.slice(0, 3).map(parseUnsigned);
  const [hour, min] = timeParts.slice(0, 2).map(parseUnsigned);
  const sec = timeParts.length >= 3 ? parseUnsigned(timeParts[2]!.split(".")[0]!) : undefined;
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    min === undefined ||
    sec === undefined
  ) {
    return undefined;
  }
  const monthDays = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const monthIndex = Math.min(Math.max(month - 1, 0), 11);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const yp = Math.max(year - 1, 0);
  const days =
    year * 365 +
    Math.floor(yp / 4) -
    Math.floor(yp / 100) +
    Math.floor(yp / 400) +
    monthDays[monthIndex]! +
    day +
    (isLeap && month > 2 ? 1 : 0);
  return Math.max(days * 86400 + hour * 3600 + min * 60 + sec - offsetSecs, 0);
}

/** Last timestamp minus first, when there are two entries or more and both parse and it is not negative. */
export function totalDurationSecs(entries: TrajectoryEntry[]): number | undefined {
  if (entries.length < 2) return undefined;
  const first = parseTimestampSecs(entries[0]!.timestamp);
  const last = parseTimestampSecs(entries[entries.length - 1]!.timestamp);
  if (first === undefined || last === undefined || last < first) return undefined;
  return last - first;
}

/** Seconds since the previous line of the whole file, keyed by step number (a later line wins). */
export function stepDurations(entries: TrajectoryEntry[]): Map<number, number> {
  const deltas = new Map<number, number>();
  for (let i = 1; i < entries.length; i++) {
    const previous = parseTimestampSecs(entries[i - 1]!.timestamp);
    const current = parseTimestampSecs(entries[i]!.timestamp);
    if (previous === undefined || current === undefined || current < previous) continue;
    deltas.set(entries[i]!.step, current - previous);
  }
  return deltas;
}

function jsonStep(entry: TrajectoryEntry, durationSecs: number | undefined): Record<string, unknown> {
  const step: Record<string, unknown> = {
    action_code: entry.action_code,
    result: entry.result,
    step: entry.step,
    timestamp: entry.timestamp,
  };
  for (const key of ["thought", "action_type", "error_feedback", "bash_output", "screenshot_path"] as const) {
    if (entry[key] !== undefined) step[key] = entry[key];
  }
  if (durationSecs !== undefined) step.duration_secs = durationSecs;
  // Ours, not the reference's: per-step timings and token usage when the trajectory has them.
  if (entry.timings !== undefined) step.timings = entry.timings;
  if (entry.usage !== undefined) step.usage = entry.usage;
  return step;
}

function detailView(entry: TrajectoryEntry): string[] {
  const lines = [`--- Step ${entry.step} [${entry.result}] ${entry.timestamp} ---`];
  if (entry.thought !== undefined) lines.push(`Thought: ${entry.thought}`);
  if (rustTrim(entry.action_code) !== "") {
    lines.push("Action:");
    for (const line of rustLines(entry.action_code)) lines.push(`  ${line}`);
  }
  if (entry.error_feedback !== undefined) lines.push(`Error: ${entry.error_feedback}`);
  lines.push(`Result: ${entry.result}`);
  lines.push("");
  return lines;
}

function briefView(entries: TrajectoryEntry[]): string[] {
  const lines = [`${pad("Step", 6)} ${pad("Result", 12)} ${pad("Timestamp", 26)} Thought`, "-".repeat(80)];
  for (const entry of entries) {
    const thought = take((entry.thought ?? "").replaceAll("\n", " "), 40);
    lines.push(
      `${pad(String(entry.step), 6)} ${pad(take(entry.result, 12), 12)} ${pad(entry.timestamp, 26)} ${thought}`,
    );
  }
  return lines;
}

function summaryView(entries: TrajectoryEntry[]): string[] {
  if (entries.length === 0) return ["No matching steps."];
  const lines = [`${pad("Step", 6)} ${pad("Status", 8)} ${pad("Type", 14)} Summary`, "-".repeat(72)];
  for (const entry of entries) {
    const status = isFailureResult(entry.result) ? "\u2717" : "\u2713";
    const thought = take((entry.thought ?? "").replaceAll("\n", " "), 44);
    lines.push(
      `${pad(String(entry.step), 6)} ${pad(status, 8)} ${pad(entry.action_type ?? "-", 14)} ${thought}`,
    );
  }
  return lines;
}

/** Left-aligned in `width` characters (Unicode scalar values, as Rust's `{:<width}` counts). */
function pad(text: string, width: number): string {
  const length = [...text].length;
  return length >= width ? text : text + " ".repeat(width - length);
}

/** The first `count` characters (Unicode scalar values). */
function take(text: string, count: number): string {
  return [...text].slice(0, count).join("");
}

/** Rust's `str::lines`: split on `\n`, drop one trailing `\r` per line and a final empty line. */
function rustLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** Rust's `str::trim` (Unicode White_Space, which differs slightly from JavaScript's `trim`). */
function rustTrim(text: string): string {
  return text.replace(
    /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu,
    "",
  );
}

/** Rust's `u64::from_str`: ASCII digits with an optional leading `+`. */
function parseUnsigned(text: string): number | undefined {
  return /^\+?[0-9]+$/u.test(text) ? Number(text) : undefined;
}

/** A JSON value with every object's keys sorted (serde_json's default map order). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
