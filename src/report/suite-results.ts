import type { MetricResult } from "../evaluate/metric-result.ts";
import type { ResultsJson } from "../artifacts/results-json.ts";
import type { SuiteRun } from "./suite-run.ts";

/** One entry of the reference's suite-results.json (its TestResult struct, fields in declaration order). */
export interface SuiteResultEntry {
  schema_version: "1.0";
  test_id: string;
  status: ResultsJson["status"];
  duration_ms: number;
  metric_results: MetricResult[];
  agent_verdict?: { passed: boolean; reasoning: string; steps: number };
  error_category?: string;
  error_detail?: string;
  bugs_found?: number;
}

/** suite-results.json as the reference writes it (desktest-spec-core §6), struct order. */
export interface SuiteResults {
  schema_version: "1.0";
  summary: { total: number; passed: number; failed: number; errors: number };
  total_duration_ms: number;
  results: SuiteResultEntry[];
}

/**
 * The reference's suite-results.json for the tasks that ran (tasks never started are left out, as the
 * reference has no such status). Each entry is the task's last attempt's (redacted) results.json with
 * the suite's own duration (every attempt together) and the metric results (the reference leaves them
 * empty here). failed = total − passed − errors.
 */
export function buildSuiteResults(run: SuiteRun): SuiteResults {
  const results: SuiteResultEntry[] = [];
  for (const task of run.tasks) {
    const last = task.attempts.at(-1);
    if (!last) continue;
    const r = last.results;
    results.push({
      schema_version: "1.0",
      test_id: task.task.id,
      status: r.status,
      duration_ms: task.attempts.reduce((sum, a) => sum + a.durationMs, 0),
      metric_results: r.metric_results.map((m) => ({
        passed: m.passed,
        metric: m.metric,
        expected: m.expected,
        actual: m.actual,
        detail: m.detail,
      })),
      ...(r.agent_verdict
        ? {
            agent_verdict: {
              passed: r.agent_verdict.passed,
              reasoning: r.agent_verdict.reasoning,
              steps: r.agent_verdict.steps,
            },
          }
        : {}),
      ...(r.error_category !== undefined ? { error_category: r.error_category } : {}),
      ...(r.error_detail !== undefined ? { error_detail: r.error_detail } : {}),
      ...(r.bugs_found !== undefined ? { bugs_found: r.bugs_found } : {}),
    });
  }
  const passed = results.filter((r) => r.status === "pass").length;
  const errors = results.filter((r) => r.status === "error").length;
  return {
    schema_version: "1.0",
    summary: { total: results.length, passed, failed: results.length - passed - errors, errors },
    total_duration_ms: run.durationMs,
    results,
  };
}
