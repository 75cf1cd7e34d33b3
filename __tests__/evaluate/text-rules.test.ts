import { describe, expect, it } from "vitest";
import { combineMetricResults } from "../../src/evaluate/combine-results.ts";
import { capturedOutput } from "../../src/evaluate/command-output-text.ts";
import { expandHome } from "../../src/evaluate/desktop-paths.ts";
import { evaluationErrorResult } from "../../src/evaluate/evaluation-error.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";
import { matchOutput } from "../../src/evaluate/metrics/command-output.ts";
import { exitCodeResult } from "../../src/evaluate/metrics/exit-code.ts";
import { compareExact, compareNormalized, normalizeText } from "../../src/evaluate/metrics/file-compare.ts";
import { fileExistsResult } from "../../src/evaluate/metrics/file-exists.ts";
import { lines, trim, trimEnd } from "../../src/evaluate/rust-text.ts";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("Rust text rules", () => {
  it("splits lines like str::lines", () => {
    expect(lines("")).toEqual([]);
    expect(lines("\n")).toEqual([""]);
    expect(lines("a\r\nb\n\nc")).toEqual(["a", "b", "", "c"]);
    expect(lines("a\nb\n")).toEqual(["a", "b"]);
    expect(lines("a\r\r\n")).toEqual(["a\r"]);
  });

  it("trims Unicode white space but not a byte order mark", () => {
    expect(trim("\u3000\u0085 a \u00a0\n")).toBe("a");
    expect(trimEnd("a\ufeff")).toBe("a\ufeff");
    expect(trimEnd("  a \t\n")).toBe("  a");
  });
});

describe("file_compare comparisons", () => {
  it("exact compares bytes and reports both sizes", () => {
    expect(compareExact(bytes("same"), bytes("same"))).toEqual({
      passed: true,
      detail: "Files match exactly",
    });
    expect(compareExact(bytes("hello\n"), bytes("hello"))).toEqual({
      passed: false,
      detail: "Files differ (actual: 6 bytes, expected: 5 bytes)",
    });
    expect(compareExact(bytes("é"), bytes("e"))).toEqual({
      passed: false,
      detail: "Files differ (actual: 2 bytes, expected: 1 bytes)",
    });
  });

  it("normalized ignores CRLF, trailing white space and trailing blank lines", () => {
    expect(compareNormalized(bytes("a  \r\nb\t\r\n\r\n\n"), bytes("a\nb"))).toEqual({
      passed: true,
      detail: "Files match (normalized)",
    });
    expect(normalizeText(bytes("x \n\n y \n\n"))).toBe("x\n\n y");
  });

  it("normalized keeps leading white space and interior blank lines, and names the first different line", () => {
    expect(compareNormalized(bytes("a\n  b\nc"), bytes("a\nb\nc"))).toEqual({
      passed: false,
      detail: "Files differ (normalized). First difference at line 2: actual='  b', expected='b'",
    });
    expect(compareNormalized(bytes("a\n\nb"), bytes("a\nb"))).toEqual({
      passed: false,
      detail: "Files differ (normalized). First difference at line 2: actual='', expected='b'",
    });
  });

  it("normalized reports a different number of lines when one file is a prefix of the other", () => {
    expect(compareNormalized(bytes("a\nb\nc\n"), bytes("a\nb"))).toEqual({
      passed: false,
      detail: "Files differ (normalized). Files have different number of lines (actual: 3, expected: 2)",
    });
    expect(compareNormalized(bytes("\n\n"), bytes("a"))).toEqual({
      passed: false,
      detail: "Files differ (normalized). Files have different number of lines (actual: 0, expected: 1)",
    });
  });

  it("normalized decodes invalid UTF-8 as replacement characters", () => {
    expect(compareNormalized(Buffer.from([0x61, 0xff]), bytes("a\ufffd")).passed).toBe(true);
  });
});

describe("command_output matching", () => {
  it("captures stdout then stderr, trailing white space removed, leading kept", () => {
    expect(capturedOutput({ stdout: "  out\n", stderr: "err \n\n" })).toBe("  out\nerr");
  });

  it("contains: verbatim substring", () => {
    expect(matchOutput("hello world", "lo wo", "contains")).toEqual({
      passed: true,
      detail: "Output contains expected string",
    });
    expect(matchOutput("hello world", "world ", "contains")).toEqual({
      passed: false,
      detail: "Output does not contain 'world '. Got: 'hello world'",
    });
  });

  it("equals: whole output against expected with its trailing white space removed", () => {
    expect(matchOutput("42", "42\n", "equals")).toEqual({
      passed: true,
      detail: "Output matches expected string",
    });
    expect(matchOutput("42", " 42", "equals")).toEqual({
      passed: false,
      detail: "Output does not equal expected. Got: '42'",
    });
  });

  it("regex: unanchored search, ^ and $ anchor the whole text, . does not cross lines", () => {
    expect(matchOutput("total: 42 files", "\\d+ files", "regex")).toEqual({
      passed: true,
      detail: "Output matches regex pattern",
    });
    expect(matchOutput("a\nb", "^b$", "regex")).toEqual({
      passed: false,
      detail: "Output does not match regex '^b$'. Got: 'a\nb'",
    });
    expect(matchOutput("a\nb", "a.b", "regex").passed).toBe(false);
    expect(matchOutput("a\nb", "^a\\nb$", "regex").passed).toBe(true);
  });

  it("regex: an invalid pattern fails the metric with the parser's message", () => {
    expect(matchOutput("x", "(", "regex")).toEqual({
      passed: false,
      detail: "Invalid regex '(': Invalid regular expression: /(/: Unterminated group",
    });
  });
});

describe("file_exists and exit_code results", () => {
  const exists = { type: "file_exists", path: "/tmp/x", should_not_exist: false } as const;
  const absent = { ...exists, should_not_exist: true };

  it("has the four details of the reference", () => {
    expect(fileExistsResult(exists, true)).toEqual({
      passed: true,
      metric: "file_exists",
      expected: "/tmp/x should exist",
      actual: "exists",
      detail: "File '/tmp/x' exists",
    });
    expect(fileExistsResult(exists, false)).toMatchObject({
      passed: false,
      actual: "missing",
      detail: "File '/tmp/x' does not exist",
    });
    expect(fileExistsResult(absent, true)).toMatchObject({
      passed: false,
      expected: "/tmp/x should NOT exist",
      detail: "File '/tmp/x' exists but should not",
    });
    expect(fileExistsResult(absent, false)).toMatchObject({
      passed: true,
      detail: "File '/tmp/x' does not exist (as expected)",
    });
  });

  it("compares exit codes", () => {
    const metric = { type: "exit_code", command: "true", expected: 0 } as const;
    expect(exitCodeResult(metric, 0)).toEqual({
      passed: true,
      metric: "exit_code",
      expected: "0",
      actual: "0",
      detail: "Exit code 0 matches expected",
    });
    expect(exitCodeResult(metric, 3)).toMatchObject({
      passed: false,
      actual: "3",
      detail: "Exit code 3 does not match expected 0",
    });
  });
});

describe("desktop paths", () => {
  it("expands only a leading ~ or ~/", () => {
    expect(expandHome("~", "/home/tester")).toBe("/home/tester");
    expect(expandHome("~/notes.txt", "/home/tester")).toBe("/home/tester/notes.txt");
    expect(expandHome("~root/x", "/home/tester")).toBe("~root/x");
    expect(expandHome("/a/~/b", "/home/tester")).toBe("/a/~/b");
    expect(expandHome("$HOME/x", "/home/tester")).toBe("$HOME/x");
  });
});

describe("combining metric results", () => {
  const pass = (metric: string): MetricResult => ({
    passed: true,
    metric,
    expected: "",
    actual: "",
    detail: "ok",
  });
  const fail = (metric: string, detail: string): MetricResult => ({
    passed: false,
    metric,
    expected: "",
    actual: "",
    detail,
  });

  it("and: all must pass", () => {
    expect(combineMetricResults([pass("file_exists"), pass("exit_code")], "and")).toEqual({
      passed: true,
      results: [pass("file_exists"), pass("exit_code")],
      reasoning: "Programmatic evaluation passed (2/2 metrics)",
    });
    const failed = combineMetricResults(
      [
        pass("file_exists"),
        fail("command_output", "Output does not contain 'Hi'. Got: 'x'"),
        fail("exit_code", "E"),
      ],
      "and",
    );
    expect(failed.passed).toBe(false);
    expect(failed.reasoning).toBe(
      "Programmatic evaluation failed (2/3 metrics failed: command_output: Output does not contain 'Hi'. Got: 'x'; exit_code: E)",
    );
  });

  it("or: one passing metric is enough", () => {
    const outcome = combineMetricResults([fail("exit_code", "E"), pass("file_exists")], "or");
    expect(outcome.passed).toBe(true);
    expect(outcome.reasoning).toBe("Programmatic evaluation passed (1/2 metrics)");
    expect(combineMetricResults([fail("exit_code", "E"), fail("file_exists", "F")], "or")).toMatchObject({
      passed: false,
      reasoning: "Programmatic evaluation failed (2/2 metrics failed: exit_code: E; file_exists: F)",
    });
  });

  it("an empty list passes with either conjunction", () => {
    for (const conjunction of ["and", "or"] as const)
      expect(combineMetricResults([], conjunction)).toEqual({
        passed: true,
        results: [],
        reasoning: "Programmatic evaluation passed (0/0 metrics)",
      });
  });

  it("turns an exception into a failed metric", () => {
    expect(evaluationErrorResult("file_compare", new Error("boom"))).toEqual({
      passed: false,
      metric: "file_compare",
      expected: "",
      actual: "",
      detail: "Evaluation error: boom",
    });
    expect(evaluationErrorResult("exit_code", "plain").detail).toBe("Evaluation error: plain");
  });
});
