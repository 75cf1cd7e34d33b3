import { failureTextLines } from "../util/failure-text.ts";
import { CULPRIT_WORDS, culpritLines } from "../artifacts/culprit-text.ts";
import { healLines, healTallyLine, OUTCOME_WORDS } from "./heal-text.ts";
import type { ReportTask, SuiteReport } from "./report-types.ts";

/**
 * junit.xml for CI tools that read JUnit (GitLab, Jenkins, Azure, test-reporter actions): one
 * `<testsuite>` per report, one `<testcase>` per task (name = task id, classname = task file).
 * A fail is a `<failure>`, an error an `<error>` (type = the error category), a task that never ran
 * `<skipped>`. Earlier attempts follow Maven Surefire's rerun convention: `<flakyFailure>`/`<flakyError>`
 * when the task passed in the end (a flaky task is a passing testcase with its `<flakyFailure>`s, the
 * convention JUnit readers show as flaky), `<rerunFailure>`/`<rerunError>` when it did not; a
 * quarantined task says so in a `desktest.quarantined` property, a task that did not pass names its
 * culprit in `desktest.culprit` (and its message starts with it). In heal mode a task's outcome is its
 * `desktest.outcome` property (a healed task passes), the suite's tally the `desktest.heal` property.
 * `<system-out>` tells a diverged task's heal and lists the task's artifacts (paths relative to the
 * report's folder).
 */
export function renderJunit(report: SuiteReport): string {
  const { run, summary } = report;
  const shard = run.shard ? ` (shard ${run.shard.index}/${run.shard.count})` : "";
  const counts = {
    tests: summary.total,
    failures: summary.failed,
    errors: summary.errors,
    skipped: summary.skipped,
    time: seconds(run.duration_ms),
    timestamp: run.started_at,
  };
  const properties: [string, string | null][] = [
    ["desktest.run_id", run.id],
    ["desktest.mode", run.mode],
    ["desktest.commit", run.source.commit],
    ["desktest.ref", run.source.ref],
    ["desktest.shard", run.shard ? `${run.shard.index}/${run.shard.count}` : null],
    ["desktest.concurrency", String(run.concurrency)],
    ["desktest.interrupted", run.interrupted],
    ["desktest.heal", summary.heal ? healTallyLine(summary.heal) : null],
    ["desktest.runner", `${run.runner.os}/${run.runner.arch}`],
  ];
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites ${attrs({ name: "desktest", ...counts })}>`,
    `  <testsuite ${attrs({ name: `desktest${shard}`, ...counts })}>`,
    `    <properties>`,
    ...properties
      .filter((p): p is [string, string] => p[1] !== null)
      .map(([name, value]) => `      <property ${attrs({ name, value })}/>`),
    `    </properties>`,
    ...report.tasks.flatMap(testcase),
    `  </testsuite>`,
    `</testsuites>`,
  ];
  return lines.join("\n") + "\n";
}

function testcase(task: ReportTask): string[] {
  const head = `    <testcase ${attrs({ name: task.id, classname: task.file, file: task.file, time: seconds(task.duration_ms) })}>`;
  const body: string[] = [];
  // A failure's message leads with its culprit: `[runner problem] …` is not the app's failure.
  const message =
    task.culprit && task.status !== "skipped" && task.reason
      ? `[${CULPRIT_WORDS[task.culprit.kind].label}] ${task.reason}`
      : (task.reason ?? "");
  const properties: [string, string][] = [
    ...(task.quarantined ? [["desktest.quarantined", "true"] as [string, string]] : []),
    ...(task.culprit ? [["desktest.culprit", task.culprit.kind] as [string, string]] : []),
    ...(task.outcome ? [["desktest.outcome", task.outcome] as [string, string]] : []),
  ];
  if (properties.length > 0) {
    body.push(
      `      <properties>`,
      ...properties.map(([name, value]) => `        <property ${attrs({ name, value })}/>`),
      `      </properties>`,
    );
  }
  const passed = task.status === "pass" || task.status === "flaky";
  if (task.status === "skipped") {
    body.push(`      <skipped ${attrs({ message })}/>`);
  } else if (!passed) {
    const tag = task.status === "fail" ? "failure" : "error";
    const type = task.error_category ?? (task.status === "fail" ? "test_failure" : "infra_error");
    body.push(`      <${tag} ${attrs({ message, type })}>${text(failureText(task))}</${tag}>`);
  }
  const earlier = task.attempts.slice(0, -1).filter((a) => a.status !== "pass");
  for (const attempt of earlier) {
    const kind = attempt.status === "fail" ? "Failure" : "Error";
    const tag = passed ? `flaky${kind}` : `rerun${kind}`;
    const type = attempt.error_category ?? "infra_error";
    const review = attempt.review ? `, review: ${attempt.review}` : "";
    const detail = `attempt ${attempt.attempt}: ${attempt.reason ?? attempt.status} (artifacts: ${attempt.artifacts_dir}${review})`;
    body.push(`      <${tag} ${attrs({ message: attempt.reason ?? "", type })}>${text(detail)}</${tag}>`);
  }
  const out = [...(task.heal ? healLines(task.heal) : []), ...artifactLines(task)];
  if (out.length > 0) body.push(`      <system-out>${text(out.join("\n"))}</system-out>`);
  return [head, ...body, `    </testcase>`];
}

function failureText(task: ReportTask): string {
  const parts = [
    ...(task.outcome ? [`outcome: ${OUTCOME_WORDS[task.outcome]}`] : []),
    task.detail ?? task.reason ?? "",
  ];
  const culprit = culpritLines(task.culprit);
  if (culprit.length > 0) parts.push("", ...culprit);
  const failed = task.metrics.filter((m) => !m.passed);
  if (failed.length > 0) {
    parts.push(
      "",
      "Failed metrics:",
      ...failed.map((m) => `- ${m.metric}: ${m.detail}\n  expected: ${m.expected}\n  actual:   ${m.actual}`),
    );
  }
  const failure = failureTextLines({ metrics: task.metrics, file: task.file, location: task.location });
  if (failure.length > 0) parts.push("", ...failure);
  return parts.join("\n");
}

function artifactLines(task: ReportTask): string[] {
  const a = task.artifacts;
  if (!a) return [];
  const rows: [string, string | null][] = [
    ["artifacts", a.dir],
    ["review", a.review],
    ["final screenshot", a.final_screenshot],
    ["results", a.results],
    ["trajectory", a.trajectory],
    ["recording", a.recording],
    ["log", a.log],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null).map(([k, v]) => `${k}: ${v}`);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates) become U+FFFD. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => {
      const escaped = text(String(value))
        .replace(/"/g, "&quot;")
        .replace(/\t/g, "&#9;")
        .replace(/\n/g, "&#10;")
        .replace(/\r/g, "&#13;");
      return `${key}="${escaped}"`;
    })
    .join(" ");
}
