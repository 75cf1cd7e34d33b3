import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse as parseJunit, type TestCase, type TestSuite, type TestSuites } from "junit2json";
import { beforeAll, describe, expect, it } from "vitest";
import { suiteExitCode } from "../../src/report/build-report.ts";
import reportSchema from "../../src/report/report-schema.json" with { type: "json" };
import type { SuiteReport } from "../../src/report/report-types.ts";
import { checkReport } from "../../src/report/validate-report.ts";
import { formatSummaryTable } from "../../src/report/summary-table.ts";
import {
  EVIL,
  EVIL_REASON,
  writeSampleSuiteReports,
  type SampleSuiteReports,
} from "./sample-suite-reports.ts";
import type { SuiteRun } from "../../src/report/suite-run.ts";

let run: SuiteRun;
let report: SuiteReport;
let files: SampleSuiteReports["files"];

beforeAll(async () => {
  ({ run, report, files } = await writeSampleSuiteReports());
});

const task = (id: string) => report.tasks.find((t) => t.id === id)!;

describe("report.json", () => {
  it("is valid against its JSON Schema (draft 2020-12), compiled here on its own", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    const validate = ajv.compile(reportSchema);
    const written: unknown = JSON.parse(readFileSync(files.report, "utf8"));
    expect(validate(written), JSON.stringify(validate.errors)).toBe(true);
    expect(checkReport(written)).toEqual([]);
  });

  it("rejects what the App must not be given", () => {
    /** The report with the value at this path replaced (or removed, for undefined), checked. */
    const bad = (at: (string | number)[], value?: unknown) => {
      type Node = Record<string | number, unknown>;
      const copy = structuredClone(report) as unknown as Node;
      let parent = copy;
      for (const key of at.slice(0, -1)) parent = parent[key] as Node;
      if (value === undefined) delete parent[at.at(-1)!];
      else parent[at.at(-1)!] = value;
      return checkReport(copy);
    };
    expect(bad(["tasks", 0, "status"], "passed")).toEqual([
      expect.stringMatching(/^\/tasks\/0\/status must be equal to one of/),
    ]);
    expect(bad(["run", "source"])).toEqual(["/run must have required property 'source'"]);
    expect(bad(["tasks", 0, "surprise"], 1)).toEqual([
      "/tasks/0 must NOT have additional properties ('surprise')",
    ]);
    expect(bad(["report_version"], "2.0")).toEqual(["/report_version must be equal to constant"]);
    expect(bad(["tasks", 2, "reason"], "x".repeat(1001))).not.toEqual([]);
    expect(bad(["tasks", 0, "artifacts", "review"], "")).not.toEqual([]);
  });

  it("carries the run metadata, summary and every task's verdict for a PR check", () => {
    expect(report.report_version).toBe("1.7");
    expect(report.run).toMatchObject({
      status: "error",
      exit_code: 3,
      mode: "agent",
      retries: 1,
      retries_on_failure: 1,
      fail_fast_after: "c-fail",
      interrupted: null,
      shard: { index: 2, count: 3, strategy: "hash", suite_total: 20 },
      source: { head_sha: "fedcba9876543210fedcba9876543210fedcba98", pull_request: 7 },
      resolution: { width: 1280, height: 800 },
      paths: {
        artifacts_dir: "artifacts",
        junit: "junit.xml",
        suite_results: "suite-results.json",
        html: "report.html",
      },
    });
    expect(report.summary).toMatchObject({ total: 7, passed: 2, failed: 1, errors: 2, skipped: 1, flaky: 1 });
    expect(report.skipped_files).toHaveLength(1);
    expect(report.tasks.map((t) => [t.id, t.status, t.error_category])).toEqual([
      ["a-pass", "pass", null],
      ["b-flaky", "flaky", null],
      ["c-fail", "fail", "test_failure"],
      ["d-error", "error", "infra_error"],
      ["e-config", "error", "config_error"],
      [EVIL, "pass", null],
      ["f-not-run", "skipped", null],
    ]);
  });

  it("gives each task its reason, metrics, attempts and files, relative to the report's folder", () => {
    const fail = task("c-fail");
    // The whole reason on one line, its newline shown.
    expect(fail.reason).toBe(
      "command_output: Output does not equal expected. Got: 'Shopping list'⏎second line",
    );
    expect(fail.detail).toContain("second line");
    expect(fail.metrics[1]).toEqual({
      metric: "command_output",
      passed: false,
      expected: "Hello from desktest (Equals)",
      actual: "Shopping list <b>bold</b>\u0007",
      detail: "Output does not equal expected. Got: 'Shopping list'",
      location: { line: 14, column: 7 },
    });
    // Annotations go to the failing metric's line; a configuration error to its own position.
    expect(fail.location).toEqual({ line: 14, column: 7 });
    expect(task("e-config").location).toEqual({ line: 4, column: 3 });
    expect(task("a-pass").location).toBeNull();
    expect(fail).toMatchObject({
      file: "tasks/c-fail.json",
      steps: 2,
      tags: ["smoke", "c-fail"],
      usage: { input_tokens: null, output_tokens: null, cost_usd: null },
      artifacts: {
        dir: "artifacts/c-fail",
        results: "artifacts/c-fail/results.json",
        final_screenshot: "artifacts/c-fail/final.png",
        review: "artifacts/c-fail/review.html",
        trajectory: "artifacts/c-fail/trajectory.jsonl",
        log: "artifacts/c-fail/run-log.txt",
        recording: null,
      },
      screenshots: [
        { step: 1, path: "artifacts/c-fail/step_001.png", result: "success" },
        { step: 2, path: "artifacts/c-fail/step_002.png", result: "done" },
      ],
      // Per-step time and cost of a failed task (this replay's trajectory measured neither).
      step_times: [
        { step: 1, duration_ms: null, cost_usd: null },
        { step: 2, duration_ms: null, cost_usd: null },
      ],
    });
    expect(task("a-pass")).not.toHaveProperty("step_times");
    expect(task("b-flaky")).not.toHaveProperty("step_times");
    const flaky = task("b-flaky");
    expect(flaky.flaky).toBe(true);
    // Both attempts keep their evidence: the failed one its own folder and review page.
    expect(flaky.attempts.map((a) => [a.attempt, a.status, a.artifacts_dir, a.reason, a.review])).toEqual([
      [
        1,
        "fail",
        "artifacts/b-flaky/attempt-1",
        "file_compare: today.txt differs at line 2",
        "artifacts/b-flaky/attempt-1/review.html",
      ],
      [2, "pass", "artifacts/b-flaky", null, "artifacts/b-flaky/review.html"],
    ]);
    expect(flaky.reason).toBeNull();
    expect(task("c-fail").attempts.map((a) => a.status)).toEqual(["fail", "fail"]);
    expect(flaky.duration_ms).toBe(flaky.attempts[0]!.duration_ms + flaky.attempts[1]!.duration_ms);
    expect(task("e-config")).toMatchObject({
      steps: null,
      artifacts: { final_screenshot: null, review: null, trajectory: null },
    });
    expect(task("f-not-run")).toMatchObject({
      reason: "Not run: --fail-fast stopped the suite after 'c-fail' did not pass",
      attempts: [],
      artifacts: null,
    });
    const out = path.dirname(files.report);
    for (const t of report.tasks) {
      for (const p of [
        t.artifacts?.final_screenshot,
        t.artifacts?.review,
        ...t.screenshots.map((s) => s.path),
      ]) {
        if (p) expect(existsSync(path.join(out, p)), p).toBe(true);
      }
    }
  });
});

describe("junit.xml", () => {
  it("is read by a JUnit parser: counts, failures, errors with their category, skipped, artifacts", async () => {
    const parsed = (await parseJunit(readFileSync(files.junit, "utf8"))) as TestSuites;
    expect(parsed).toMatchObject({ name: "desktest", tests: 7, failures: 1, errors: 2 });
    const suite = parsed.testsuite![0] as TestSuite;
    expect(suite).toMatchObject({
      name: "desktest (shard 2/3)",
      tests: 7,
      failures: 1,
      errors: 2,
      skipped: 1,
    });
    expect(suite.properties).toEqual(
      expect.arrayContaining([
        { name: "desktest.shard", value: "2/3" },
        { name: "desktest.commit", value: "0123456789abcdef0123456789abcdef01234567" },
      ]),
    );
    const cases = Object.fromEntries(suite.testcase!.map((c: TestCase) => [c.name, c]));
    expect(Object.keys(cases)).toEqual(report.tasks.map((t) => t.id));
    expect(cases["a-pass"]!.failure).toBeUndefined();
    expect(cases["c-fail"]!.classname).toBe("tasks/c-fail.json");
    expect(cases["c-fail"]!.failure![0]).toMatchObject({
      type: "test_failure",
      message: "command_output: Output does not equal expected. Got: 'Shopping list'⏎second line",
    });
    expect(cases["c-fail"]!.failure![0]!.inner).toContain("expected: Hello from desktest (Equals)");
    expect(cases["c-fail"]!.failure![0]!.inner).toContain("actual:   Shopping list <b>bold</b>\uFFFD");
    expect(cases["d-error"]!.error![0]).toMatchObject({ type: "infra_error" });
    expect(cases["d-error"]!.error![0]!.message).toContain(EVIL_REASON);
    expect(cases["e-config"]!.error![0]).toMatchObject({ type: "config_error" });
    expect(cases["f-not-run"]!.skipped).toEqual([
      { message: "Not run: --fail-fast stopped the suite after 'c-fail' did not pass" },
    ]);
    expect(cases[EVIL]!.name).toBe(EVIL);
    expect(cases["a-pass"]!["system-out"]![0]).toContain("review: artifacts/a-pass/review.html");
    expect(readFileSync(files.junit, "utf8")).toContain(
      `<flakyFailure message="file_compare: today.txt differs at line 2" type="test_failure">`,
    );
  });
});

describe("suite-results.json", () => {
  it("has the reference's shape and order, for the tasks that ran", () => {
    const text = readFileSync(files.suiteResults, "utf8");
    expect(text.endsWith("}")).toBe(true);
    const value = JSON.parse(text) as {
      summary: unknown;
      total_duration_ms: number;
      results: { test_id: string; metric_results: object[] }[];
    };
    expect(Object.keys(value)).toEqual(["schema_version", "summary", "total_duration_ms", "results"]);
    expect(value.summary).toEqual({ total: 6, passed: 3, failed: 1, errors: 2 });
    expect(value.total_duration_ms).toBe(run.durationMs);
    const fail = value.results.find((r) => r.test_id === "c-fail")!;
    expect(Object.keys(fail)).toEqual([
      "schema_version",
      "test_id",
      "status",
      "duration_ms",
      "metric_results",
      "error_category",
      "error_detail",
    ]);
    expect(Object.keys(fail.metric_results[0]!)).toEqual([
      "passed",
      "metric",
      "expected",
      "actual",
      "detail",
    ]);
  });
});

describe("the summary table", () => {
  it("is the reference's table, plus skipped tasks", () => {
    const long = { ...task("a-pass"), id: "this-is-a-very-long-task-id-indeed", duration_ms: 850 };
    const table = formatSummaryTable(
      [
        long,
        { ...task("c-fail"), duration_ms: 12_345 },
        { ...task("d-error"), duration_ms: 125_300 },
        task("f-not-run"),
      ],
      171_500,
    );
    const rows = table.split("\n");
    expect(rows.slice(0, 6)).toEqual([
      "",
      "=".repeat(60),
      "  Test Suite Results",
      "=".repeat(60),
      "  Test                             Status   Duration Reason",
      `  ${"-".repeat(56)}`,
    ]);
    // The whole reason (newlines as ⏎); the sample's values have nothing in common and its locations
    // carry no snippet, so no -/+ difference or task-file lines (failure-reason.test.ts shows them).
    expect(rows.slice(6, 10)).toEqual([
      "  this-is-a-very-long-task-id...     PASS      850ms ",
      "  c-fail                             FAIL      12.3s command_output: Output does not equal expected. Got: 'Shopping list'⏎second line",
      '  d-error                           ERROR     125.3s Infrastructure error: Setup step 0 (execute) failed: </script><script>window.__pwned=2</script> & "quotes"',
      "  f-not-run                          SKIP        0ms Not run: --fail-fast stopped the suite after 'c-fail' did not pass",
    ]);
    expect(rows.slice(10)).toEqual([
      `  ${"-".repeat(56)}`,
      "  Total: 3 | Passed: 1 | Failed: 1 | Errors: 1 | Skipped: 1 | Duration: 171.5s",
      "=".repeat(60),
      "",
      "",
    ]);
    expect(suiteExitCode(run)).toBe(3);
  });
});
