import { isDesktestError, type ErrorCategory } from "../errors/desktest-error.ts";
import type { Redactor } from "../secrets/redactor.ts";
import type { MetricResult } from "../evaluate/metric-result.ts";
import type { ReplayFailure } from "../evaluate/replay/replay-failure.ts";
import type { ReplayDivergence } from "../evaluate/replay/replay-markers.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import type { DesktopEnvironment } from "../session/desktop-environment.ts";
import { classifyCulprit, type AgentEnding, type Culprit, type RunContextFacts } from "./culprit.ts";

export type RunStatus = "pass" | "fail" | "error";

/**
 * How a heal-mode run (`--replay --heal`) ended, kept apart from its status: `pass` (the replay ran
 * clean and the checks passed, no LLM call), `healed` (the replay diverged, the agent finished, the checks
 * passed), `fail_product` (the replay ran clean yet a check failed: no healing tried) and
 * `fail_not_healed` (the replay diverged and the agent could not finish, or could not start).
 */
export type HealOutcome = "pass" | "healed" | "fail_product" | "fail_not_healed";

/** What healing a diverged replay did and cost (results.json's `heal`). */
export interface HealSummary {
  /** The step whose checkpoint failed or whose action raised. */
  diverged_at_step: number;
  /** Why: what the replay printed last (a failed check's message, the exception). */
  divergence: string;
  /** Steps of the replay that ran before it. */
  replayed_steps: number;
  /** The agent's steps with actions, codified into the updated replay. */
  healed_steps: number;
  llm_calls: number;
  input_tokens: number;
  output_tokens: number;
  /** When every call's price was known. */
  cost_usd?: number;
  /** From the divergence to the agent's end. */
  duration_ms: number;
  /** How the agent ended; `not_started` when it could not be made (no API key). */
  agent_ending: AgentEnding | "not_started";
  agent_reasoning: string;
  /** The diverging step's recorded screen and the screen there was, in the artifacts folder. */
  expected_screen?: string;
  actual_screen?: string;
  /** A healed run's updated replay, in the artifacts folder, and the task's script it replaces. */
  updated_replay?: UpdatedReplay;
}

export interface UpdatedReplay {
  /** The new script (artifacts-relative). */
  script: string;
  /** Its recorded screens (artifacts-relative), when the script checks screens. */
  screenshots_dir?: string;
  /** A unified diff of the task's script (paths relative to the run's working folder; `git apply`). */
  diff: string;
  /** The task's replay script, relative to the run's working folder. */
  replaces: string;
  /** The task's screenshots folder the new screens replace, relative to the run's working folder. */
  replaces_screenshots_dir?: string;
}

/** results.json (desktest-spec-core §4.2): written with sorted keys, redacted. */
export interface ResultsJson {
  schema_version: "1.0";
  test_id: string;
  status: RunStatus;
  duration_ms: number;
  metric_results: MetricResult[];
  agent_verdict?: { passed: boolean; reasoning: string; steps: number };
  error_category?: ErrorCategory;
  error_detail?: string;
  bugs_found?: number;
  /** OSWorld tasks: the task's format, its score in [0, 1] and how the score came about. */
  format?: "osworld";
  score?: number;
  score_detail?: string;
  /**
   * `desktest run --retries-on-failure`: the attempts before this one (each set aside in
   * `attempt-<n>/` of the artifacts folder) and whether this pass is flaky (an earlier attempt failed a
   * check). Absent when the task ran once.
   */
  /**
   * Whose fault it is that the run did not pass (product, test, agent, environment) and the evidence
   * that decided it (culprit.ts); absent when it passed.
   */
  culprit?: Culprit;
  /** The environment the desktop's screens were taken in (absent when no desktop answered). */
  environment?: DesktopEnvironment;
  /** Heal mode only: the four outcomes kept apart, and what healing did. */
  outcome?: HealOutcome;
  heal?: HealSummary;
  earlier_attempts?: { attempt: number; status: RunStatus; error_detail?: string; artifacts_dir: string }[];
  flaky?: boolean;
  /** A codified replay (`--replay`; ours): how its steps found their targets, and where it diverged. */
  replay?: ReplaySummary;
}

/** A replay's run in results.json: the steps it finished, how they found their targets, its divergence. */
export interface ReplaySummary {
  /** The steps it finished (printed REPLAY_STEP_DONE for). */
  steps: number;
  /** The steps that found their recorded element on the screen and acted on it where it is now. */
  found_by_element: number[];
  /** The steps that acted at their recorded coordinates (no identity recorded, or no target). */
  found_by_coordinates: number[];
  /** The step whose check did not hold, and why (PROTOCOL.md, "Replay output"). */
  diverged?: { step: number | null } & ReplayDivergence;
}

/** The most step numbers a summary lists per way. */
const MAX_LISTED_STEPS = 1000;

/** results.json's `replay` for a replay's steps and, when it did not pass, how it ended. */
export function replaySummary(
  steps: readonly ReplayStep[],
  failure: ReplayFailure | undefined,
): ReplaySummary {
  const by = (way: string) =>
    steps
      .filter((s) => s.found_by === way)
      .map((s) => s.step)
      .slice(0, MAX_LISTED_STEPS);
  return {
    steps: steps.length,
    found_by_element: by("element"),
    found_by_coordinates: by("coordinates"),
    ...(failure?.divergence ? { diverged: { step: failure.step, ...failure.divergence } } : {}),
  };
}

const CATEGORY_PREFIX: Record<Exclude<ErrorCategory, "test_failure">, string> = {
  config_error: "Config error",
  infra_error: "Infrastructure error",
  agent_error: "Agent error",
};

/** `Infrastructure error: <message>`: how the reference displays an error in results and logs. */
export function displayError(category: ErrorCategory, message: string): string {
  return category === "test_failure" ? message : `${CATEGORY_PREFIX[category]}: ${message}`;
}

/**
 * The results of a run that ended in an error (a failure when the error is a TestFailure), with its
 * culprit; `context`: where the run was (by default, before it began).
 */
export function resultsForError(
  testId: string,
  error: unknown,
  redactor: Redactor,
  durationMs: number,
  context: RunContextFacts = { stage: "prepare", timedOut: false },
): ResultsJson {
  const category: ErrorCategory = isDesktestError(error) ? error.category : "infra_error";
  const message = isDesktestError(error)
    ? error.describe()
    : error instanceof Error
      ? error.message
      : String(error);
  const status = category === "test_failure" ? "fail" : "error";
  const detail = displayError(category, message);
  const culprit = classifyCulprit({
    ...context,
    status,
    category,
    detail: message,
    metrics: [],
    ...(isDesktestError(error)
      ? {
          error: {
            ...(error.evidence !== undefined ? { evidence: error.evidence } : {}),
            ...(error.outputTail !== undefined ? { outputTail: error.outputTail } : {}),
          },
        }
      : {}),
  });
  return {
    schema_version: "1.0",
    test_id: testId,
    status,
    duration_ms: durationMs,
    metric_results: [],
    error_category: category,
    error_detail: redactor.redact(detail),
    ...(culprit ? { culprit: redactor.redactJson(culprit) } : {}),
  };
}
