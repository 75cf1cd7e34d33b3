import type { Session } from "../session/session.ts";
import type { EarlyExitCondition } from "../task/model.ts";
import { evaluateCheck } from "./evaluate-metric.ts";
import { EARLY_EXIT_TIMEOUT_SECS } from "./evaluation-context.ts";
import { errorMessage } from "./evaluation-error.ts";

/** Asks the agent's model whether a condition holds on the current screen (the agent implements it). */
export type LlmJudge = (prompt: string) => Promise<boolean>;

export interface EarlyExitOptions {
  /** Answers `llm_judge` conditions. */
  judge: LlmJudge;
  log?: (line: string) => void;
}

/**
 * Whether an early-exit condition holds now: a programmatic condition is met when the same-named metric
 * passes, each container call bounded by a fixed 30 s; `llm_judge` is met when the judge says so.
 * Any error means "not met" (and is logged).
 */
export async function isEarlyExitConditionMet(
  session: Session,
  condition: EarlyExitCondition,
  options: EarlyExitOptions,
): Promise<boolean> {
  try {
    if (condition.type === "llm_judge") return (await options.judge(condition.prompt)) === true;
    const result = await evaluateCheck(session, condition, { timeoutSecs: EARLY_EXIT_TIMEOUT_SECS });
    return result.passed;
  } catch (error) {
    options.log?.(`Early exit condition (${condition.type}) could not be checked: ${errorMessage(error)}`);
    return false;
  }
}
