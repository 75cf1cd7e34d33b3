import type { Session } from "../../session/session.ts";
import type { CommandOutputMetric, MatchMode } from "../../task/model.ts";
import { runEvaluationCommand } from "../bounded-session-calls.ts";
import { capturedOutput } from "../command-output-text.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import type { MetricResult } from "../metric-result.ts";
import { trimEnd } from "../rust-text.ts";

/** `command_output`: run a command in the desktop and match its output; its exit status does not count. */
export async function evaluateCommandOutput(
  session: Session,
  metric: CommandOutputMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  const output = capturedOutput(await runEvaluationCommand(session, metric.command, context));
  const { passed, detail } = matchOutput(output, metric.expected, metric.match_mode);
  return {
    passed,
    metric: metric.type,
    expected: `${metric.expected} (${MODE_NAMES[metric.match_mode]})`,
    actual: output,
    detail,
  };
}

const MODE_NAMES: Record<MatchMode, string> = { contains: "Contains", equals: "Equals", regex: "Regex" };

/**
 * Match an already trimmed output: `contains` verbatim, `equals` against `expected` with its trailing
 * whitespace removed, `regex` as an unanchored JavaScript RegExp search without flags.
 */
export function matchOutput(
  output: string,
  expected: string,
  mode: MatchMode,
): { passed: boolean; detail: string } {
  switch (mode) {
    case "contains":
      return output.includes(expected)
        ? { passed: true, detail: "Output contains expected string" }
        : { passed: false, detail: `Output does not contain '${expected}'. Got: '${output}'` };
    case "equals":
      return output === trimEnd(expected)
        ? { passed: true, detail: "Output matches expected string" }
        : { passed: false, detail: `Output does not equal expected. Got: '${output}'` };
    case "regex": {
      let pattern: RegExp;
      try {
        pattern = new RegExp(expected);
      } catch (error) {
        return { passed: false, detail: `Invalid regex '${expected}': ${(error as Error).message}` };
      }
      return pattern.test(output)
        ? { passed: true, detail: "Output matches regex pattern" }
        : { passed: false, detail: `Output does not match regex '${expected}'. Got: '${output}'` };
    }
  }
}
