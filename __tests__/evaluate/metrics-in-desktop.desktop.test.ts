import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateMetric } from "../../src/evaluate/evaluate-metric.ts";
import { evaluateMetrics } from "../../src/evaluate/evaluate-metrics.ts";
import type { EvaluationContext } from "../../src/evaluate/evaluation-context.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";
import type { Session } from "../../src/session/session.ts";
import type { Metric } from "../../src/task/model.ts";
import { tempTree } from "../helpers/cli.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();
let session: Session;
const context: EvaluationContext = { timeoutSecs: 20 };
const evaluate = async (metric: Metric, ctx: EvaluationContext = context): Promise<MetricResult> =>
  (await evaluateMetric(session, metric, ctx)).result;

/** Host files the metrics compare against. */
const host = tempTree({
  "notes.txt": "first line\nsecond line\n",
  "notes-normalized.txt": "first line   \r\nsecond line\r\n\r\n",
  "data.json": '{"name": "Ada", "count": 1, "tags": ["a", "b"]}',
  "data.yaml": "name: Ada\ncount: 1\ntags: [a, b]\n",
  "data.xml": '<doc version="2"><item>a</item><item>b</item></doc>',
  "data.csv": "name,count\nAda,1\n",
});
const hostFile = (name: string) => path.join(host, name);

beforeAll(async () => {
  session = await desktop();
  const setup = await session.exec(
    [
      "printf 'first line\\nsecond line\\n' > ~/notes.txt",
      "printf '  first line\\nsecond line\\n' > ~/indented.txt",
      `printf '%s' '{"tags": ["a", "b"], "count": 1, "name": "Ada"}' > ~/data.json`,
      `printf '%s' '{"tags": ["a", "b"], "count": 1.0, "name": "Ada"}' > ~/data-float.json`,
      "printf 'tags:\\n  - a\\n  - b\\ncount: 1\\nname: Ada\\n' > ~/data.yaml",
      "printf 'tags: [a, b]\\ncount: 1.0\\nname: Ada\\n' > ~/data-float.yaml",
      `printf '%s\\n' '<root  version="2">' '  <item>a</item>' '  <item>b</item>' '</root>' > ~/data.xml`,
      `printf '%s' '<root version="2"><item>b</item></root>' > ~/data-last.xml`,
      "printf ' name , count \\r\\n\\r\\nAda,1\\r\\n' > ~/data.csv",
      "printf 'name,count\\nAda,2\\n' > ~/data-2.csv",
      "printf '\\xff\\xfe' > ~/binary.json",
      "mkdir -p ~/folder",
      "ln -sf /nonexistent ~/broken-link",
    ].join(" && "),
  );
  expect(setup.exitCode, setup.stderr).toBe(0);
});

describe("file_compare", () => {
  it("exact: identical bytes pass, with the reference's expected/actual strings", async () => {
    expect(
      await evaluate({
        type: "file_compare",
        actual_path: "/home/tester/notes.txt",
        expected_path: hostFile("notes.txt"),
        compare_mode: "exact",
      }),
    ).toEqual({
      passed: true,
      metric: "file_compare",
      expected: `file: ${hostFile("notes.txt")}`,
      actual: "container: /home/tester/notes.txt",
      detail: "Files match exactly",
    });
  });

  it("exact: different bytes fail with both sizes", async () => {
    const result = await evaluate({
      type: "file_compare",
      actual_path: "/home/tester/indented.txt",
      expected_path: hostFile("notes.txt"),
      compare_mode: "exact",
    });
    expect(result).toMatchObject({
      passed: false,
      detail: "Files differ (actual: 25 bytes, expected: 23 bytes)",
    });
  });

  it("normalized: CRLF and trailing white space do not count, leading white space does", async () => {
    const pass = await evaluate({
      type: "file_compare",
      actual_path: "~/notes.txt",
      expected_path: hostFile("notes-normalized.txt"),
      compare_mode: "normalized",
    });
    expect(pass).toMatchObject({
      passed: true,
      actual: "container: ~/notes.txt",
      detail: "Files match (normalized)",
    });
    const fail = await evaluate({
      type: "file_compare",
      actual_path: "/home/tester/indented.txt",
      expected_path: hostFile("notes-normalized.txt"),
      compare_mode: "normalized",
    });
    expect(fail).toMatchObject({
      passed: false,
      detail:
        "Files differ (normalized). First difference at line 1: actual='  first line', expected='first line'",
    });
  });

  it("a missing desktop file or host file is an evaluation error", async () => {
    expect(
      await evaluate({
        type: "file_compare",
        actual_path: "/home/tester/nope.txt",
        expected_path: hostFile("notes.txt"),
        compare_mode: "exact",
      }),
    ).toEqual({
      passed: false,
      metric: "file_compare",
      expected: "",
      actual: "",
      detail: "Evaluation error: cannot copy '/home/tester/nope.txt' out of the desktop: it does not exist",
    });
    expect(
      await evaluate({
        type: "file_compare",
        actual_path: "/home/tester/notes.txt",
        expected_path: hostFile("missing.txt"),
        compare_mode: "exact",
      }),
    ).toMatchObject({
      passed: false,
      detail: `Evaluation error: expected_path '${hostFile("missing.txt")}' does not exist`,
    });
  });
});

describe("file_compare_semantic", () => {
  const semantic = (actual: string, expected: string, format: "json" | "yaml" | "xml" | "csv") =>
    evaluate({
      type: "file_compare_semantic",
      actual_path: `/home/tester/${actual}`,
      expected_path: hostFile(expected),
      format,
    });

  it("json: key order ignored, 1 and 1.0 differ", async () => {
    expect(await semantic("data.json", "data.json", "json")).toEqual({
      passed: true,
      metric: "file_compare_semantic",
      expected: `file: ${hostFile("data.json")} (format: Json)`,
      actual: "container: /home/tester/data.json",
      detail: "JSON data structures match",
    });
    expect(await semantic("data-float.json", "data.json", "json")).toMatchObject({
      passed: false,
      detail: "JSON data structures differ",
    });
  });

  it("yaml: block and flow styles are the same data, 1 and 1.0 differ", async () => {
    expect(await semantic("data.yaml", "data.yaml", "yaml")).toMatchObject({
      passed: true,
      expected: `file: ${hostFile("data.yaml")} (format: Yaml)`,
      detail: "YAML data structures match",
    });
    expect(await semantic("data-float.yaml", "data.yaml", "yaml")).toMatchObject({
      passed: false,
      detail: "YAML data structures differ",
    });
  });

  it("xml: root name and indentation ignored, repeated siblings all count", async () => {
    expect(await semantic("data.xml", "data.xml", "xml")).toMatchObject({
      passed: true,
      expected: `file: ${hostFile("data.xml")} (format: Xml)`,
      detail: "XML data structures match",
    });
    expect(await semantic("data-last.xml", "data.xml", "xml")).toMatchObject({
      passed: false,
      detail: "XML data structures differ",
    });
  });

  it("csv: cells trimmed, CRLF and blank lines ignored, a different cell named", async () => {
    expect(await semantic("data.csv", "data.csv", "csv")).toMatchObject({
      passed: true,
      expected: `file: ${hostFile("data.csv")} (format: Csv)`,
      detail: "CSV data matches",
    });
    expect(await semantic("data-2.csv", "data.csv", "csv")).toMatchObject({
      passed: false,
      detail: "CSV cell differs at row 2, col 2: actual='2', expected='1'",
    });
  });

  it("a parse failure fails the metric; a file that is not UTF-8 is an evaluation error", async () => {
    expect(await semantic("data.yaml", "data.json", "json")).toMatchObject({
      passed: false,
      detail: "Failed to parse actual file as JSON: invalid symbol at line 1 column 1",
    });
    expect(await semantic("binary.json", "data.json", "json")).toMatchObject({
      passed: false,
      expected: "",
      detail: "Evaluation error: the actual file '/home/tester/binary.json' is not valid UTF-8",
    });
  });
});

describe("command_output", () => {
  it("contains: stdout then stderr, exit status ignored", async () => {
    expect(
      await evaluate({
        type: "command_output",
        command: "echo out; echo err >&2; exit 3",
        expected: "out\nerr",
        match_mode: "contains",
      }),
    ).toEqual({
      passed: true,
      metric: "command_output",
      expected: "out\nerr (Contains)",
      actual: "out\nerr",
      detail: "Output contains expected string",
    });
    expect(
      await evaluate({
        type: "command_output",
        command: "cat ~/notes.txt",
        expected: "third",
        match_mode: "contains",
      }),
    ).toMatchObject({
      passed: false,
      actual: "first line\nsecond line",
      detail: "Output does not contain 'third'. Got: 'first line\nsecond line'",
    });
  });

  it("equals: trailing white space of both sides ignored", async () => {
    expect(
      await evaluate({
        type: "command_output",
        command: "printf '  42\\n\\n'",
        expected: "  42 ",
        match_mode: "equals",
      }),
    ).toMatchObject({
      passed: true,
      expected: "  42  (Equals)",
      actual: "  42",
      detail: "Output matches expected string",
    });
    expect(
      await evaluate({ type: "command_output", command: "echo 42", expected: "41", match_mode: "equals" }),
    ).toMatchObject({ passed: false, detail: "Output does not equal expected. Got: '42'" });
  });

  it("regex: unanchored search; the desktop user and display are set", async () => {
    expect(
      await evaluate({
        type: "command_output",
        command: 'echo "user=$(whoami) display=$DISPLAY"',
        expected: "user=tester display=:\\d+",
        match_mode: "regex",
      }),
    ).toMatchObject({
      passed: true,
      expected: "user=tester display=:\\d+ (Regex)",
      detail: "Output matches regex pattern",
    });
    expect(
      await evaluate({ type: "command_output", command: "echo abc", expected: "^b", match_mode: "regex" }),
    ).toMatchObject({ passed: false, detail: "Output does not match regex '^b'. Got: 'abc'" });
  });
});

describe("file_exists", () => {
  const exists = (p: string, shouldNotExist = false) =>
    evaluate({ type: "file_exists", path: p, should_not_exist: shouldNotExist });

  it("files and folders exist, broken links do not", async () => {
    expect(await exists("/home/tester/notes.txt")).toEqual({
      passed: true,
      metric: "file_exists",
      expected: "/home/tester/notes.txt should exist",
      actual: "exists",
      detail: "File '/home/tester/notes.txt' exists",
    });
    expect(await exists("/home/tester/folder")).toMatchObject({ passed: true });
    expect(await exists("/home/tester/broken-link")).toMatchObject({
      passed: false,
      actual: "missing",
      detail: "File '/home/tester/broken-link' does not exist",
    });
  });

  it("should_not_exist inverts the verdict", async () => {
    expect(await exists("/home/tester/gone.txt", true)).toMatchObject({
      passed: true,
      expected: "/home/tester/gone.txt should NOT exist",
      detail: "File '/home/tester/gone.txt' does not exist (as expected)",
    });
    expect(await exists("/home/tester/notes.txt", true)).toMatchObject({
      passed: false,
      detail: "File '/home/tester/notes.txt' exists but should not",
    });
  });

  it("a leading ~ is the desktop user's home; variables and quotes stay literal", async () => {
    expect(await exists("~/notes.txt")).toMatchObject({ passed: true, detail: "File '~/notes.txt' exists" });
    expect(await exists("$HOME/notes.txt")).toMatchObject({ passed: false });
    expect(await exists("/home/tester/it's; touch /tmp/injected")).toMatchObject({ passed: false });
    expect(await exists("/tmp/injected")).toMatchObject({ passed: false });
  });
});

describe("exit_code", () => {
  const exitCode = (command: string, expected: number) => evaluate({ type: "exit_code", command, expected });

  it("uses the command's real exit status, also after `exit`", async () => {
    expect(await exitCode("test -f ~/notes.txt", 0)).toEqual({
      passed: true,
      metric: "exit_code",
      expected: "0",
      actual: "0",
      detail: "Exit code 0 matches expected",
    });
    expect(await exitCode("echo EXIT_CODE:0; exit 3", 3)).toMatchObject({
      passed: true,
      actual: "3",
      detail: "Exit code 3 matches expected",
    });
    expect(await exitCode("false", 0)).toMatchObject({
      passed: false,
      actual: "1",
      detail: "Exit code 1 does not match expected 0",
    });
    expect(await exitCode("kill -KILL $$", 137)).toMatchObject({ passed: true });
  });
});

describe("timeouts", () => {
  const quick: EvaluationContext = { timeoutSecs: 1 };

  it("a command that outlives eval_timeout_secs fails its metric with the command", async () => {
    const started = Date.now();
    expect(
      await evaluate(
        { type: "command_output", command: "sleep 10", expected: "x", match_mode: "contains" },
        quick,
      ),
    ).toEqual({
      passed: false,
      metric: "command_output",
      expected: "",
      actual: "",
      detail: "Evaluation error: Evaluation command timed out after 1s: sleep 10",
    });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(
      await evaluate({ type: "exit_code", command: "sleep 10; true", expected: 0 }, quick),
    ).toMatchObject({
      detail: "Evaluation error: Evaluation command timed out after 1s: sleep 10; true",
    });
  });

  it("the timeout bounds each call, not the metric: a quick command passes with a short bound", async () => {
    expect(await evaluate({ type: "exit_code", command: "sleep 0.2", expected: 0 }, quick)).toMatchObject({
      passed: true,
    });
  });
});

describe("evaluateMetrics", () => {
  const notes: Metric = { type: "file_exists", path: "/home/tester/notes.txt", should_not_exist: false };
  const wrong: Metric = { type: "exit_code", command: "exit 2", expected: 0 };

  it("runs every metric in order even after a failure, and combines them with and", async () => {
    await session.exec("rm -f /tmp/second-ran");
    const report = await evaluateMetrics(session, {
      conjunction: "and",
      metrics: [
        wrong,
        {
          type: "command_output",
          command: "touch /tmp/second-ran; echo ran",
          expected: "ran",
          match_mode: "equals",
        },
        { type: "file_exists", path: "/tmp/second-ran", should_not_exist: false },
      ],
    });
    expect(report.passed).toBe(false);
    expect(report.results.map((r) => r.passed)).toEqual([false, true, true]);
    expect(report.reasoning).toBe(
      "Programmatic evaluation failed (1/3 metrics failed: exit_code: Exit code 2 does not match expected 0)",
    );
    expect(report.replaySteps).toEqual([]);
  });

  it("or passes when any metric passes, and an error becomes a failed metric", async () => {
    const report = await evaluateMetrics(session, {
      conjunction: "or",
      eval_timeout_secs: 1,
      metrics: [{ type: "command_output", command: "sleep 5", expected: "x", match_mode: "contains" }, notes],
    });
    expect(report).toMatchObject({ passed: true, reasoning: "Programmatic evaluation passed (1/2 metrics)" });
    expect(report.results[0]).toEqual({
      passed: false,
      metric: "command_output",
      expected: "",
      actual: "",
      detail: "Evaluation error: Evaluation command timed out after 1s: sleep 5",
    });
  });

  it("or fails when every metric fails", async () => {
    const report = await evaluateMetrics(session, { conjunction: "or", metrics: [wrong, wrong] });
    expect(report.passed).toBe(false);
    expect(report.reasoning).toBe(
      "Programmatic evaluation failed (2/2 metrics failed: exit_code: Exit code 2 does not match expected 0; exit_code: Exit code 2 does not match expected 0)",
    );
  });

  it("no metrics pass", async () => {
    expect(await evaluateMetrics(session, { conjunction: "and", metrics: [] })).toEqual({
      passed: true,
      results: [],
      reasoning: "Programmatic evaluation passed (0/0 metrics)",
      replaySteps: [],
    });
  });
});
