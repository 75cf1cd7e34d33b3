import type { HealOutcome, HealSummary, UpdatedReplay } from "../../artifacts/results-json.ts";
import type { EvaluationOutcome, MetricResult } from "../../evaluate/metric-result.ts";
import type { EvaluatorMode } from "../../task/model.ts";
import type { ResultsBody } from "../write-results.ts";
import type { HealRun } from "./heal-run.ts";

/**
 * results.json's body of a heal-mode run, from the replay's own check (`script`), the task's other
 * checks (`rest`, evaluated after the replay or after the agent; absent when the agent never started)
 * and what healing did:
 * - the replay ran clean: `pass` when the checks pass, else `fail_product` (the app behaves differently;
 *   no healing was tried);
 * - it diverged: `healed` when the agent finished (DONE) and the checks pass (in `llm` mode, the agent's
 *   word alone), else `fail_not_healed`.
 */
export function healResults(input: {
  script: MetricResult;
  rest: EvaluationOutcome | undefined;
  heal: HealRun | undefined;
  mode: EvaluatorMode;
  updatedReplay?: UpdatedReplay;
}): ResultsBody {
  const { script, rest, heal } = input;
  const metric_results = [script, ...(rest?.results ?? [])];
  const failedChecks = (rest?.results ?? []).filter((r) => !r.passed).map((r) => `${r.metric}: ${r.detail}`);
  if (!heal) {
    const passed = script.passed && (rest?.passed ?? true);
    const outcome: HealOutcome = passed ? "pass" : "fail_product";
    return {
      status: passed ? "pass" : "fail",
      outcome,
      metric_results,
      ...(passed
        ? {}
        : {
            error_category: "test_failure" as const,
            error_detail: `The replay ran clean, yet ${failedChecks.length === 1 ? "a check" : "checks"} failed (no healing tried: the app behaves differently): ${failedChecks.join("; ") || script.detail}`,
          }),
    };
  }
  const agent = heal.agent;
  const checksPass = input.mode === "llm" || (rest?.passed ?? false);
  const healed = agent !== undefined && agent.passed && checksPass;
  const diverged = `The replay diverged at step ${heal.divergedAt} (${heal.divergence})`;
  const why = !agent
    ? heal.notStarted!
    : !agent.passed
      ? `the agent did not finish it (${agent.ending}): ${agent.reasoning}`
      : `the agent finished, yet checks failed: ${failedChecks.join("; ")}`;
  return {
    status: healed ? "pass" : "fail",
    outcome: healed ? "healed" : "fail_not_healed",
    metric_results,
    ...(agent ? { agent_verdict: { passed: healed, reasoning: agent.reasoning, steps: agent.steps } } : {}),
    heal: healSummary(heal, input.updatedReplay),
    ...(healed ? {} : { error_category: "test_failure" as const, error_detail: `${diverged}; ${why}` }),
    ...(agent?.bugsFound !== undefined ? { bugs_found: agent.bugsFound } : {}),
  };
}

/** results.json's `heal`: where the replay diverged, what the agent did and what it cost. */
export function healSummary(heal: HealRun, updatedReplay?: UpdatedReplay): HealSummary {
  const usage = heal.agent?.usage;
  return {
    diverged_at_step: heal.divergedAt,
    divergence: heal.divergence,
    replayed_steps: heal.replayed.length,
    healed_steps: heal.agentEntries.filter((e) => e.action_code.trim() !== "").length,
    llm_calls: heal.llmCalls,
    input_tokens: usage?.inputTokens ?? 0,
    output_tokens: usage?.outputTokens ?? 0,
    ...(usage?.costUsd !== undefined ? { cost_usd: usage.costUsd } : heal.agent ? {} : { cost_usd: 0 }),
    duration_ms: heal.durationMs,
    agent_ending: heal.agent?.ending ?? "not_started",
    agent_reasoning: heal.agent?.reasoning ?? heal.notStarted ?? "",
    ...(heal.expectedScreen ? { expected_screen: heal.expectedScreen } : {}),
    ...(heal.actualScreen ? { actual_screen: heal.actualScreen } : {}),
    ...(updatedReplay ? { updated_replay: updatedReplay } : {}),
  };
}
