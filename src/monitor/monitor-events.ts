import type { ResultsJson, RunStatus } from "../artifacts/results-json.ts";
import type { RunStart } from "../artifacts/run-observer.ts";
import type { TrajectoryEntry } from "../artifacts/trajectory.ts";
import { cutText } from "../util/cut-text.ts";

/**
 * What the live view's page receives over server-sent events, one JSON object per event with a `type`.
 * Texts come from task files and from the LLM: they are bounded here and the page only ever inserts
 * them as text.
 */
export type MonitorEvent =
  RunStartEvent | ThinkingEvent | RecordingEvent | StepEvent | RunEndEvent | ProgressEvent | FinishedEvent;

export interface RunStartEvent {
  type: "run_start";
  /** The run's key in this live view (a suite has one per task and attempt). */
  run: string;
  test_id: string;
  instruction: string;
  max_steps: number;
  /** The desktop's screen can be watched at `/runs/<run>/vnc`. */
  vnc: boolean;
  /** The person may use the desktop through the page (not read-only). */
  interactive: boolean;
  /** A recording (`desktest record`): what the person does counts only after the `recording` event. */
  records: boolean;
  started_at: string;
}

/** The agent asked its model for a step and waits for the reply (the page shows how long). */
export interface ThinkingEvent {
  type: "thinking";
  run: string;
  step: number;
  /** When it asked (ISO 8601). */
  since: string;
}

/** From now on the desktop's input is recorded (`desktest record`; before, the task was being set up). */
export interface RecordingEvent {
  type: "recording";
  run: string;
  since: string;
}

/**
 * Every run has ended and the live view stays up for a while (`--monitor-linger`), showing the final
 * state: until `until` (ISO 8601), or until the person stops the command (null).
 */
export interface FinishedEvent {
  type: "finished";
  until: string | null;
}

export interface StepEvent {
  type: "step";
  run: string;
  step: number;
  timestamp: string;
  thought: string | null;
  action_code: string;
  result: string;
  /** The screen the step acted on, at `/runs/<run>/files/<name>`; null when there was none. */
  screenshot: string | null;
  step_ms: number | null;
  cost_usd: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  error: string | null;
}

export interface RunEndEvent {
  type: "run_end";
  run: string;
  test_id: string;
  status: RunStatus;
  reasoning: string;
  duration_ms: number;
  /** LLM cost over the run's steps, when every step's was known. */
  cost_usd: number | null;
  /** The screen after the run (what the checks saw), at `/runs/<run>/files/<name>`; null when none. */
  final_screen: string | null;
}

export interface ProgressEvent {
  type: "progress";
  completed: number;
  total: number;
}

/** Bounds on what one event carries (the files themselves hold everything). */
export const EVENT_LIMITS = { instruction: 4_000, thought: 4_000, code: 8_000, reason: 2_000, error: 2_000 };

/** A screenshot name the live view serves: `step_NNN.png`, `final.png` (nothing else of the folder). */
export const SCREEN_FILE = /^(step_\d{3,6}|final)\.(png|jpe?g|webp)$/u;

export function runStartEvent(
  run: string,
  start: Omit<RunStart, "desktop" | "artifactsDir">,
  vnc: boolean,
  interactive: boolean,
): RunStartEvent {
  return {
    type: "run_start",
    run,
    test_id: cutText(start.testId, 200),
    instruction: cutText(start.instruction, EVENT_LIMITS.instruction),
    max_steps: start.maxSteps,
    vnc,
    interactive,
    records: start.records === true,
    started_at: new Date().toISOString(),
  };
}

export function stepEvent(run: string, entry: TrajectoryEntry): StepEvent {
  const shot =
    entry.screenshot_path && SCREEN_FILE.test(entry.screenshot_path) ? entry.screenshot_path : null;
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  return {
    type: "step",
    run,
    step: entry.step,
    timestamp: String(entry.timestamp),
    thought: entry.thought ? cutText(entry.thought, EVENT_LIMITS.thought) : null,
    action_code: cutText(entry.action_code ?? "", EVENT_LIMITS.code),
    result: cutText(String(entry.result), 200),
    screenshot: shot,
    step_ms: number(entry.timings?.step_ms),
    cost_usd: number(entry.usage?.cost_usd),
    input_tokens: number(entry.usage?.input_tokens),
    output_tokens: number(entry.usage?.output_tokens),
    error: entry.error_feedback ? cutText(entry.error_feedback, EVENT_LIMITS.error) : null,
  };
}

export function thinkingEvent(run: string, step: number): ThinkingEvent {
  return { type: "thinking", run, step, since: new Date().toISOString() };
}

export function recordingEvent(run: string): RecordingEvent {
  return { type: "recording", run, since: new Date().toISOString() };
}

export function runEndEvent(
  run: string,
  results: ResultsJson,
  costUsd: number | null,
  finalScreen: string | null = null,
): RunEndEvent {
  const reasoning =
    results.agent_verdict?.reasoning ??
    results.error_detail ??
    (results.status === "pass"
      ? `Programmatic evaluation passed (${results.metric_results.length} metrics)`
      : "");
  return {
    type: "run_end",
    run,
    test_id: cutText(results.test_id, 200),
    status: results.status,
    reasoning: cutText(
      results.status === "pass" || !results.error_detail ? reasoning : results.error_detail,
      EVENT_LIMITS.reason,
    ),
    duration_ms: results.duration_ms,
    cost_usd: costUsd,
    final_screen: finalScreen !== null && SCREEN_FILE.test(finalScreen) ? finalScreen : null,
  };
}
