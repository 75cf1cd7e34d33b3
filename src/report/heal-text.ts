/**
 * How every surface words heal mode (report.json's `tasks[].outcome`, `tasks[].heal`, `summary.heal`):
 * the four outcomes, the suite's tally and a healed task's story. Pure text; each surface escapes it for
 * its own medium.
 */
import { formatDuration } from "../util/format-duration.ts";
import type { ReportHealSummary, ReportOutcome } from "./report-types.ts";

/** A heal as report.json (`tasks[].heal`) or results.json (`heal`) carries it: what the lines show. */
export interface ShownHeal {
  diverged_at_step: number;
  divergence: string;
  replayed_steps: number;
  healed_steps: number;
  llm_calls: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd?: number | null;
  /** From the divergence to the agent's end. */
  duration_ms: number;
  agent_ending: string;
  expected_screen?: string | null;
  actual_screen?: string | null;
  updated_replay?: ShownUpdatedReplay | null;
}

export interface ShownUpdatedReplay {
  script: string;
  diff: string;
  screenshots_dir?: string | null;
  /** The task's script the diff changes (the diff names it too). */
  replaces?: string;
  replaces_screenshots_dir?: string | null;
}

/** The outcome's words: `pass`, `healed`, `fail (product)`, `fail (not healed)`. */
export const OUTCOME_WORDS: Readonly<Record<ReportOutcome, string>> = {
  pass: "pass",
  healed: "healed",
  fail_product: "fail (product)",
  fail_not_healed: "fail (not healed)",
};

/** `$0.0123`: a cost to four decimals, or `unknown cost` when a provider gave no price. */
export function formatCost(costUsd: number | null | undefined): string {
  return costUsd === null || costUsd === undefined ? "unknown cost" : `$${costUsd.toFixed(4)}`;
}

/** `4 tasks replayed, 1 healed (cost $0.0223), 1 failed (1 product, 0 not healed)`. */
export function healTallyLine(tally: ReportHealSummary): string {
  const failed = tally.failed_product + tally.failed_not_healed;
  const ran = tally.replayed + tally.healed + failed;
  return (
    `${ran} ${ran === 1 ? "task" : "tasks"} replayed, ${tally.healed} healed (cost ${formatCost(tally.cost_usd)}, ` +
    `${tally.llm_calls} LLM ${tally.llm_calls === 1 ? "call" : "calls"}), ${failed} failed ` +
    `(${tally.failed_product} product, ${tally.failed_not_healed} not healed)`
  );
}

/**
 * A diverged task's story, one line each: where and why it diverged, what the agent did, how long it took
 * and what it cost (LLM calls, tokens, money), the screens to compare, and, when it healed, where the
 * updated replay is and how to apply it.
 */
export function healLines(heal: ShownHeal): string[] {
  const lines = [
    `diverged at step ${heal.diverged_at_step} (after ${heal.replayed_steps} replayed): ${heal.divergence}`,
    `agent: ${heal.agent_ending} in ${formatDuration(heal.duration_ms)}, ${heal.healed_steps} new ${heal.healed_steps === 1 ? "step" : "steps"}, ` +
      `${heal.llm_calls} LLM ${heal.llm_calls === 1 ? "call" : "calls"}, ${heal.input_tokens + heal.output_tokens} tokens, ${formatCost(heal.cost_usd)}`,
  ];
  if (heal.expected_screen || heal.actual_screen)
    lines.push(
      `screens: expected ${heal.expected_screen ?? "(none recorded)"}, actual ${heal.actual_screen ?? "(none)"}`,
    );
  const updated = heal.updated_replay;
  if (updated) lines.push(...applyLines(updated));
  return lines;
}

/** How to take a healed run's updated replay into the repository. */
export function applyLines(updated: ShownUpdatedReplay): string[] {
  return [
    `updated replay: ${updated.script} (diff: ${updated.diff})`,
    `apply (in the folder the run ran in): git apply ${updated.diff}` +
      (updated.screenshots_dir && updated.replaces_screenshots_dir
        ? ` && cp -r ${updated.screenshots_dir}/. ${updated.replaces_screenshots_dir}/`
        : ""),
  ];
}
