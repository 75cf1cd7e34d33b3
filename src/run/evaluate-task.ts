import { evaluateMetrics, type EvaluationReport } from "../evaluate/evaluate-metrics.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import type { Session } from "../session/session.ts";
import type { Task } from "../task/model.ts";

export interface EvaluateContext {
  artifactsDir: string;
  log: (line: string) => void;
  /** A replay's steps as they finish (see EvaluationContext.onReplayStep). */
  onReplayStep?: (step: ReplayStep) => Promise<void>;
  /** The task's secrets for a replay script's placeholders (see EvaluationContext.secretEnv). */
  secretEnv?: Record<string, string>;
}

/** Run a task's metrics on its desktop (a replay's steps and screenshots come back too). */
export function evaluateTask(
  session: Session,
  task: Task,
  context: EvaluateContext,
): Promise<EvaluationReport> {
  const ignore = task.visual?.ignore ?? [];
  return evaluateMetrics(session, task.evaluator, {
    ...context,
    ...(ignore.length ? { visualIgnore: ignore } : {}),
  });
}
