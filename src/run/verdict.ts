import type { AgentOutcome } from "../agent/agent-runner.ts";
import type { EvaluationOutcome } from "../evaluate/metric-result.ts";
import type { EvaluatorMode } from "../task/model.ts";
import { joinSentences } from "../util/join-sentences.ts";

export interface Verdict {
  passed: boolean;
  /** The combined reasoning (desktest-spec-core §3.2). */
  reasoning: string;
  /** What results.json says on failure. */
  failureDetail: string;
}

/**
 * Combine the agent's outcome and the metrics as the reference does: `llm` = the agent alone, `hybrid` =
 * both, `programmatic` = the metrics alone (the agent's part still appears in the reasoning when it ran).
 * The parts are joined by `. `, with no second period after a part that ends a sentence.
 */
export function decideVerdict(
  mode: EvaluatorMode,
  agent: AgentOutcome | undefined,
  metrics: EvaluationOutcome | undefined,
): Verdict {
  const parts: string[] = [];
  if (agent)
    parts.push(
      agent.byPerson
        ? agent.reasoning
        : `${agent.passed ? "Agent passed" : "Agent failed"}: ${agent.reasoning}`,
    );
  if (metrics && mode !== "llm") parts.push(metrics.reasoning);
  const reasoning = joinSentences(parts);
  let passed: boolean;
  if (mode === "llm") passed = agent?.passed ?? false;
  else if (mode === "hybrid") passed = (agent?.passed ?? false) && (metrics?.passed ?? false);
  else passed = metrics?.passed ?? false;
  const failedMetrics = (metrics?.results ?? [])
    .filter((r) => !r.passed)
    .map((r) => `${r.metric}: ${r.detail}`);
  const failureDetail = agent ? reasoning : failedMetrics.join("; ") || reasoning;
  return { passed, reasoning, failureDetail };
}
