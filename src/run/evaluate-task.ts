import { evaluateMetrics, type EvaluationReport } from "../evaluate/evaluate-metrics.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import type { Session } from "../session/session.ts";
import type { IgnoreEntry } from "../task/ignore-regions.ts";
import type { Task } from "../task/model.ts";

export interface EvaluateContext {
  artifactsDir: string;
  log: (line: string) => void;
  /** A replay's steps as they finish (see EvaluationContext.onReplayStep). */
  onReplayStep?: (step: ReplayStep) => Promise<void>;
  /** The task's secrets for a replay script's placeholders (see EvaluationContext.secretEnv). */
  secretEnv?: Record<string, string>;
  /** Regions left out besides the task file's `visual.ignore` (`.github/desktest.yml`'s for this task). */
  visualIgnore?: readonly IgnoreEntry[];
}

/** Run a task's metrics on its desktop (a replay's steps and screenshots come back too). */
export function evaluateTask(
  session: Session,
  task: Task,
  context: EvaluateContext,
): Promise<EvaluationReport> {
  const { visualIgnore, ...rest } = context;
  const ignore = checkpointIgnore(task, visualIgnore);
  return evaluateMetrics(session, task.evaluator, {
    ...rest,
    ...(ignore.length ? { visualIgnore: ignore } : {}),
  });
}

/** What a replay's checkpoints leave out: the task file's `visual.ignore`, then the repository's. */
export function checkpointIgnore(task: Task, repository: readonly IgnoreEntry[] = []): IgnoreEntry[] {
  return [...(task.visual?.ignore ?? []), ...repository];
}
