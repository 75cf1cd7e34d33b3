import type {
  AppConfig,
  EarlyExit,
  EarlyExitCondition,
  Evaluator,
  Metric,
  SecretDef,
  SetupStep,
  Task,
} from "./model.ts";
import { TASK_DEFAULTS } from "./model.ts";

type Raw = Record<string, unknown>;

/**
 * Turn a schema-valid task document into the typed model with every default applied.
 * The input must already have passed checkTaskSchema: shapes are trusted here.
 */
export function applyDefaults(raw: Raw): Task {
  const task: Task = {
    schema_version: "1.0",
    id: raw.id as string,
    instruction: raw.instruction as string,
    app: appWithDefaults(raw.app as Raw),
    config: ((raw.config as Raw[] | undefined) ?? []).map((step) => ({ ...step }) as unknown as SetupStep),
    evaluator: evaluatorWithDefaults(raw.evaluator as Raw | undefined),
    timeout: (raw.timeout as number | undefined) ?? TASK_DEFAULTS.timeout,
    max_steps: (raw.max_steps as number | undefined) ?? TASK_DEFAULTS.max_steps,
    max_a11y_nodes: (raw.max_a11y_nodes as number | undefined) ?? TASK_DEFAULTS.max_a11y_nodes,
    secrets: Object.fromEntries(
      Object.entries((raw.secrets as Record<string, SecretDef> | undefined) ?? {}).map(([k, v]) => [
        k,
        { ...v },
      ]),
    ),
  };
  copyOptional(raw, task, [
    "completion_condition",
    "a11y_timeout_secs",
    "replay_script",
    "replay_screenshots_dir",
  ]);
  if ("metadata" in raw) task.metadata = structuredClone(raw.metadata);
  if (raw.visual) task.visual = { ignore: structuredClone((raw.visual as Task["visual"])?.ignore ?? []) };
  if (raw.early_exit) task.early_exit = earlyExitWithDefaults(raw.early_exit as Raw);
  return task;
}

function appWithDefaults(app: Raw): AppConfig {
  switch (app.type) {
    case "appimage":
    case "folder":
    case "macos_tart":
      return { electron: false, ...app } as unknown as AppConfig;
    case "docker_image":
      return { needs_fuse: false, ...app } as unknown as AppConfig;
    default:
      return { ...app } as unknown as AppConfig;
  }
}

function evaluatorWithDefaults(evaluator: Raw | undefined): Evaluator {
  if (!evaluator) return { mode: "llm", metrics: [], conjunction: TASK_DEFAULTS.conjunction };
  const result: Evaluator = {
    mode: evaluator.mode as Evaluator["mode"],
    metrics: ((evaluator.metrics as Raw[] | undefined) ?? []).map(metricWithDefaults),
    conjunction: (evaluator.conjunction as Evaluator["conjunction"] | undefined) ?? TASK_DEFAULTS.conjunction,
  };
  if (evaluator.eval_timeout_secs !== undefined)
    result.eval_timeout_secs = evaluator.eval_timeout_secs as number;
  return result;
}

function metricWithDefaults(metric: Raw): Metric {
  return checkDefaults(metric) as unknown as Metric;
}

/** Defaults shared by metrics and early-exit conditions of the same type. */
function checkDefaults(check: Raw): Raw {
  switch (check.type) {
    case "file_compare":
      return { ...check, compare_mode: check.compare_mode ?? TASK_DEFAULTS.compare_mode };
    case "command_output":
      return { ...check, match_mode: check.match_mode ?? TASK_DEFAULTS.match_mode };
    case "file_exists":
      return { ...check, should_not_exist: check.should_not_exist ?? false };
    default:
      return { ...check };
  }
}

function earlyExitWithDefaults(earlyExit: Raw): EarlyExit {
  const result: EarlyExit = {
    condition: checkDefaults(earlyExit.condition as Raw) as unknown as EarlyExitCondition,
    check_every: (earlyExit.check_every as number | undefined) ?? TASK_DEFAULTS.check_every,
  };
  if (earlyExit.message !== undefined) result.message = earlyExit.message as string;
  return result;
}

function copyOptional<K extends keyof Task>(raw: Raw, task: Task, keys: K[]): void {
  for (const key of keys) if (raw[key] !== undefined) task[key] = raw[key] as Task[K];
}
