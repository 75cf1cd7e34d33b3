import { describe, expect, it } from "vitest";
import { mergeReports } from "../../src/report/merge-reports.ts";
import { parseReport, readReport, ReportFormatError } from "../../src/report/read-report.ts";
import { REPORT_VERSION, type SuiteReport } from "../../src/report/report-types.ts";
import { checkReport } from "../../src/report/validate-report.ts";
import { SAMPLE_REPORT } from "../golden/sample-report.ts";

/** A deep copy of the sample report as plain JSON, to be tampered with. */
const sample = (): Record<string, any> => JSON.parse(JSON.stringify(SAMPLE_REPORT)); // eslint-disable-line @typescript-eslint/no-explicit-any

describe("reading report.json written by someone else", () => {
  it("the sample report is valid against the schema, and reads back unchanged", () => {
    expect(checkReport(SAMPLE_REPORT)).toEqual([]);
    expect(readReport(sample())).toEqual(SAMPLE_REPORT);
  });

  it("a newer 1.x: properties it added are dropped at every level, the rest is kept", () => {
    const newer = sample();
    newer.report_version = "1.9";
    newer.future = { x: 1 };
    newer.run.future_run = true;
    newer.tasks[2].future_task = "t";
    newer.tasks[2].metrics[1].future_metric = 1;
    const read = readReport(newer);
    expect(read).toEqual(SAMPLE_REPORT);
    expect(JSON.stringify(read)).not.toContain("future");
  });

  it("an older 1.1 report (no locations) reads with the locations unknown", () => {
    const older = sample();
    older.report_version = "1.1";
    for (const task of older.tasks) {
      delete task.location;
      for (const metric of task.metrics) delete metric.location;
    }
    const read = readReport(older);
    expect(read.report_version).toBe(REPORT_VERSION);
    expect(read.tasks.map((t) => t.location)).toEqual(read.tasks.map(() => null));
    expect(read.tasks.flatMap((t) => t.metrics.map((m) => m.location))).not.toContainEqual(
      expect.objectContaining({ line: expect.any(Number) }),
    );
  });

  it("an older 1.2 report: a pass after a failed check reads as flaky, the 1.3 fields as unknown", () => {
    const older = sample();
    older.report_version = "1.2";
    delete older.run.retries_on_failure;
    older.run.retry_failures = true;
    delete older.summary.quarantined;
    older.summary.passed += older.summary.flaky; // 1.2 counted a flaky task as passed
    for (const task of older.tasks) {
      delete task.quarantined;
      delete task.failed_step;
      if (task.status === "flaky") task.status = "pass";
      for (const attempt of task.attempts) {
        delete attempt.review;
        delete attempt.final_screenshot;
      }
    }
    const read = readReport(older);
    expect(read.tasks.find((t) => t.id === "notes-autosave")).toMatchObject({ status: "flaky", flaky: true });
    expect(read.summary).toMatchObject({ passed: SAMPLE_REPORT.summary.passed, flaky: 1, quarantined: 0 });
    expect(read.run.retries_on_failure).toBe(read.run.retries);
    expect(read.tasks.every((t) => !t.quarantined && t.failed_step === null)).toBe(true);
    expect(read.tasks.flatMap((t) => t.attempts).every((a) => a.review === null)).toBe(true);
  });

  it("refuses another major version, saying which it reads", () => {
    expect(() => readReport({ ...sample(), report_version: "2.0" })).toThrow(
      /report_version "2\.0".*reads 1\.x/,
    );
  });

  it("refuses a shard count of 1e9 at once, naming the field", () => {
    const hostile = sample();
    hostile.run.shard = { index: 1, count: 1e9, strategy: "hash", suite_total: 3 };
    expect(() => readReport(hostile)).toThrow(ReportFormatError);
    expect(() => readReport(hostile)).toThrow(/\/run\/shard\/count must be <= 256/);
  });

  it("refuses wrong types and oversized strings and lists", () => {
    const wrongType = sample();
    wrongType.tasks[0].duration_ms = "12";
    expect(() => readReport(wrongType)).toThrow(/\/tasks\/0\/duration_ms must be integer/);
    const longReason = sample();
    longReason.tasks[2].reason = "x".repeat(1001);
    expect(() => readReport(longReason)).toThrow(/\/tasks\/2\/reason/);
    const manyTasks = sample();
    manyTasks.tasks = Array.from({ length: 10_001 }, () => manyTasks.tasks[0]);
    expect(() => readReport(manyTasks)).toThrow(/\/tasks must NOT have more than 10000 items/);
    // A category is one of the enum, never text that could reach the check run's Markdown.
    const injected = sample();
    injected.tasks[2].error_category = "[x](https://evil.example) @team ![t](https://t.example/p.png)";
    expect(() => readReport(injected)).toThrow(
      /\/tasks\/2\/error_category must be equal to one of the allowed values/,
    );
    const badLocation = sample();
    badLocation.tasks[2].location = { line: 0, column: 1 };
    expect(() => readReport(badLocation)).toThrow(/\/tasks\/2\/location/);
  });

  it("parses bytes, refusing what is not JSON and what is too large to read", () => {
    expect(parseReport(Buffer.from(JSON.stringify(SAMPLE_REPORT)))).toEqual(SAMPLE_REPORT);
    expect(() => parseReport("{", "artifact x: report.json")).toThrow(/artifact x: report\.json is not JSON/);
    expect(() => parseReport(Buffer.alloc(32 * 1024 * 1024 + 1, 32))).toThrow(/at most 33554432 are read/);
  });
});

describe("merging shards", () => {
  const shard = (index: number, count: number, ids: string[], extra: Partial<SuiteReport["run"]> = {}) => {
    const report = readReport(sample());
    report.run = { ...report.run, ...extra, shard: { index, count, strategy: "hash", suite_total: 9 } };
    report.tasks = ids.map((id) => ({ ...report.tasks[0]!, id, file: `tasks/${id}.json` }));
    return { name: `desktest-report-${index}of${count}`, report };
  };

  it("orders tasks by file and id, names missing shards, keeps the first of a duplicate", () => {
    const merged = mergeReports([
      shard(3, 4, ["b", "dup"], { interrupted: "SIGTERM" }),
      shard(1, 4, ["c", "a", "dup"]),
    ]);
    expect(merged.tasks.map((t) => t.task.id)).toEqual(["a", "b", "c", "dup"]);
    expect(merged.tasks.find((t) => t.task.id === "dup")!.shard.name).toBe("desktest-report-1of4");
    expect(merged.shards.map((s) => s.name)).toEqual(["desktest-report-1of4", "desktest-report-3of4"]);
    expect(merged.missingShards).toEqual([2, 4]);
    expect(merged.duplicates).toEqual(["dup"]);
    expect(merged.interrupted).toEqual(["shard 3: SIGTERM"]);
    expect(merged.mode).toBe(SAMPLE_REPORT.run.mode);
  });

  it("says mixed when shards ran in different modes", () => {
    const merged = mergeReports([
      shard(1, 2, ["a"], { mode: "agent" }),
      shard(2, 2, ["b"], { mode: "replay" }),
    ]);
    expect(merged.mode).toBe("mixed");
    expect(merged.missingShards).toEqual([]);
  });
});
