/**
 * An OSWorld task (the `{id, instruction, config[], evaluator{func, result, expected, options, conj,
 * postconfig}}` format of xlang-ai/OSWorld, OSWorld-Verified and its forks), normalised: scalar-or-list
 * evaluator fields become one entry per metric, `shell: "true"` becomes a boolean, defaults applied.
 * Every part keeps the JSON pointer it came from, so run-time errors are located like validation ones.
 */

export interface OsworldStep {
  type: string;
  parameters: Record<string, unknown>;
  /** `/config/3` or `/evaluator/postconfig/0`. */
  pointer: string;
}

/** A getter configuration: `{"type": "vm_file", "path": ..., "dest": ...}`. */
export interface GetterConfig {
  type: string;
  [key: string]: unknown;
}

export interface OsworldMetricSpec {
  func: string;
  /** The result getter; absent for metrics that take none (and for `infeasible`). */
  result?: GetterConfig;
  expected?: GetterConfig;
  options: Record<string, unknown>;
  pointers: { func: string; result: string; expected: string; options: string };
}

export interface OsworldEvaluator {
  /** One entry per metric (a single `func` string gives one entry). */
  metrics: OsworldMetricSpec[];
  /** Whether `func` was a list (scoring differs: the conj rule applies). */
  list: boolean;
  /**
   * Whether the evaluator has a non-empty `expected` (OSWorld then calls an expected getter for every
   * metric of a list, and a null entry is its TypeError).
   */
  expectedList: boolean;
  conj: "and" | "or";
  postconfig: OsworldStep[];
  /** `func: "infeasible"`: the score is 1 exactly when the agent's last action is FAIL. */
  infeasible: boolean;
}

export interface OsworldTask {
  format: "osworld";
  id: string;
  instruction: string;
  snapshot?: string;
  related_apps: string[];
  config: OsworldStep[];
  evaluator: OsworldEvaluator;
  proxy: boolean;
  /** desktest extensions (optional top-level keys OSWorld's own tooling ignores). */
  timeout: number;
  max_steps: number;
  /** Absolute path of the codified replay script (the `replay_script` key, or `<file>.replay.py` beside it). */
  replay_script?: string;
  /** The file as parsed, for metadata and the task.json artifact. */
  raw: Record<string, unknown>;
}

/** OSWorld's stock runner has no per-task timeout; this bounds setup + agent + evaluation. */
export const OSWORLD_DEFAULTS = {
  timeout: 900,
  /** run.py's default step budget. */
  max_steps: 15,
  clientPassword: "password",
  /** OSWorld's guest command timeout. */
  commandTimeoutMs: 120_000,
} as const;
