import { cutText } from "../../util/cut-text.ts";
import { parseReplayMarkers, type ReplayDivergence } from "./replay-markers.ts";

/** The most lines, and characters, of a failed replay script's error output that are kept. */
export const STDERR_TAIL_LINES = 20;
export const STDERR_TAIL_LIMIT = 2000;

/** How a replay script that did not pass ended, from what it printed. */
export interface ReplayFailure {
  /**
   * The step that was running when it stopped (the one after its last `REPLAY_STEP_DONE`); null when no
   * step finished (it stopped in its first step, or before).
   */
  step: number | null;
  /**
   * Its last words: what it raised, as Python printed it last (`KeyError: 'x'`), or else, for a script
   * that exited 1 without a traceback, its last line of error output (desktest_guest.replay's failed
   * checks end so: `expected the push button 'Save' at (120, 40); found there: nothing`); null when
   * it said nothing (it printed no REPLAY_COMPLETE, or timed out quietly).
   */
  message: string | null;
  /** `message` is an exception Python printed with its traceback. */
  raised: boolean;
  /** Its exit status; null when it timed out. */
  exitCode: number | null;
  /** The last lines of its error output (at most STDERR_TAIL_LINES lines, STDERR_TAIL_LIMIT characters). */
  stderrTail: string;
  /**
   * The check of step `step` that did not hold, when the script ended at one (its `REPLAY_DIVERGED`
   * line): the recorded element not on the screen, or a screen unlike the recorded one. Absent when it
   * ended otherwise (it raised, timed out, a helper failed).
   */
  divergence?: ReplayDivergence;
}

/** A Python exception's last traceback line: `Name: message` or a bare `Name` (dotted names too). */
const EXCEPTION_LINE =
  /^([A-Za-z_][\w.]*(?:Error|Exception|Failed|Failure|Interrupt|Exit|NotFound|Warning))(?::\s?(.*))?$/;

/** The last lines of a script's error output, bounded. */
export function stderrTail(stderr: string): string {
  const lines = stderr
    .trimEnd()
    .split(/\r\n|\r|\n/)
    .slice(-STDERR_TAIL_LINES);
  const text = lines.join("\n");
  // Keep the end (where Python prints what was raised) when cutting.
  return Array.from(text).length <= STDERR_TAIL_LIMIT
    ? text
    : "…" +
        Array.from(text)
          .slice(-(STDERR_TAIL_LIMIT - 1))
          .join("");
}

/** What a replay script raised: the last line of its error output that reads as a Python exception. */
export function raisedException(stderr: string): string | null {
  const lines = stderr
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = EXCEPTION_LINE.exec(lines[i]!);
    if (match) return cutText(lines[i]!, 300);
  }
  return null;
}

/** The failure of a replay script that did not pass, from its output and exit status. */
export function replayFailure(run: {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timedOut: boolean;
}): ReplayFailure {
  const markers = parseReplayMarkers(run.stdout + "\n" + run.stderr);
  const last = markers.steps.at(-1)?.step;
  const exception = raisedException(run.stderr);
  return {
    step: last === undefined ? null : last + 1,
    message: exception ?? checkMessage(run.stderr, run.exitCode),
    raised: exception !== null,
    exitCode: run.timedOut ? null : run.exitCode,
    stderrTail: stderrTail(run.stderr),
    ...(markers.divergence && !run.timedOut ? { divergence: markers.divergence } : {}),
  };
}

/**
 * The last line of error output of a script that exited 1 without a traceback: desktest_guest.replay's
 * ReplayCheckFailed (a SystemExit with its message) or the script's own `sys.exit("…")`.
 */
function checkMessage(stderr: string, exitCode: number | null): string | null {
  if (exitCode !== 1 || /Traceback \(most recent call last\)/.test(stderr)) return null;
  const last = stderr
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .at(-1);
  return last ? cutText(last, 300) : null;
}
