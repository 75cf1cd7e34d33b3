import { readFileSync } from "node:fs";
import { DOMParser } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCheckOutput, type LinkMaker } from "../../app/check/render.ts";
import { renderResultsSummary } from "../../src/action/summary.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { formatSummaryTable } from "../../src/report/summary-table.ts";
import { endLine } from "../../src/suite/progress.ts";
import { differenceLines, showNewlines, textDifference } from "../../src/util/failure-text.ts";
import {
  METRIC_LINE,
  checkModelOf,
  writeMultilineFailure,
  type MultilineFailure,
} from "./multiline-failure.ts";

/*
 * One failure-reason model on every surface, for the multi-line pair: expected `todo\nshipped!`,
 * actual `todo\nshipped`. Each text surface shows the whole reason (newline as ⏎), the difference (`!`
 * marked), and the task file's lines at the failing metric. The pages are checked in Chromium in
 * failure-reason-pages.desktop.test.ts.
 */

let f: MultilineFailure;
beforeAll(async () => {
  f = await writeMultilineFailure();
});

const REASON = "command_output: Output does not equal expected. Got: 'todo⏎shipped'";
const DIFF = ["- todo⏎shipped!", "?             ^", "+ todo⏎shipped"];
/** The failing metric's line, marked, and its expected value below it. */
const SNIPPET_LINE = `> ${METRIC_LINE} |       {`;
const EXPECTED_LINE = `${METRIC_LINE + 3} |         "expected": "todo\\nshipped!",`;

describe("the failure-reason model", () => {
  it("marks the characters that differ, on either side", () => {
    expect(textDifference("todo\nshipped!", "todo\nshipped")).toEqual({
      same: "todo⏎shipped",
      expected: "!",
      actual: "",
      tail: "",
    });
    expect(differenceLines(textDifference("cat", "cut")!)).toEqual(["- cat", "?  ^", "+ cut", "?  ^"]);
    expect(textDifference("same", "same")).toBeNull();
    expect(showNewlines("a\r\nb\tc\u0007")).toBe("a⏎b c␇");
  });
});

describe("a multi-line expected/actual pair", () => {
  it("report.json: the whole reason on one line, and the task file's lines at the failing metric", () => {
    expect(f.reason).toBe(REASON);
    expect(f.failing.reason).toBe(REASON);
    expect(f.failing.location).toEqual({
      line: METRIC_LINE,
      column: 7,
      snippet: {
        first_line: METRIC_LINE - 2,
        lines: [
          '    "metrics": [',
          '      { "type": "file_exists", "path": "/tmp/todo.txt" },',
          "      {",
          '        "type": "command_output",',
          '        "command": "cat /tmp/todo.txt",',
          '        "expected": "todo\\nshipped!",',
          '        "match_mode": "equals"',
          "      }",
          "    ]",
        ],
      },
    });
    const json = JSON.parse(readFileSync(f.files.report, "utf8")) as SuiteReport;
    expect(json.report_version).toBe("1.7");
    // Both steps ran (the stand-in's trajectory: success, done); the final check failed, not a step.
    expect(f.failing.failed_step).toBeNull();
    expect(json.tasks.find((t) => t.id === "todo-ship")!.location).toEqual(f.failing.location);
  });

  it("the CLI's progress line and summary table: whole reason, -/+ difference, snippet", () => {
    const line = endLine(
      f.run.tasks.find((t) => t.task.id === "todo-ship")!,
      2,
      2,
      false,
    );
    const lines = line.split("\n").map((l) => l.trim());
    expect(lines[0]).toMatch(/^\[2\/2\] FAIL todo-ship \(.*\) - /);
    expect(lines[0]!.endsWith(` - ${REASON}`)).toBe(true);
    expect(lines.slice(1, 5)).toEqual(["command_output: expected (-) vs actual (+)", ...DIFF]);
    expect(lines).toContain(`tasks/todo-ship.json:${METRIC_LINE}:7`);
    expect(lines).toContain(SNIPPET_LINE);
    expect(lines).toContain(EXPECTED_LINE);

    const table = formatSummaryTable(f.report.tasks, 1000).split("\n");
    const row = table.findIndex((l) => l.includes("todo-ship"));
    expect(table[row]!.endsWith(` ${REASON}`)).toBe(true);
    expect(table.slice(row + 2, row + 5).map((l) => l.trim())).toEqual(DIFF);
    expect(table.map((l) => l.trim())).toEqual(expect.arrayContaining([SNIPPET_LINE, EXPECTED_LINE]));
  });

  it("junit.xml: the whole reason as the failure message, the difference and snippet in its text", () => {
    const doc = new DOMParser().parseFromString(readFileSync(f.files.junit, "utf8"), "text/xml");
    const failure = doc.getElementsByTagName("failure")[0]!;
    expect(failure.getAttribute("message")).toBe(REASON);
    const body = failure.textContent!.split("\n").map((l) => l.trim());
    expect(body).toEqual(expect.arrayContaining([...DIFF, SNIPPET_LINE, EXPECTED_LINE]));
  });

  it("the Action's job summary: whole reason in the summary line, the `!` marked, the snippet", () => {
    const markdown = renderResultsSummary({
      report: f.report,
      artifacts: [],
      fileUrl: () => undefined,
      redact: (s) => s,
      generator: "desktest 0.1.0",
    });
    expect(markdown).toContain(
      `<summary>❌ <code>todo-ship</code> fail: ${REASON.replace("_", "&#95;")}</summary>`,
    );
    expect(markdown).toContain(
      '- todo⏎shipped<del class="diff-mark">!</del>\n+ todo⏎shipped<ins class="diff-mark" title="missing here"></ins></pre>',
    );
    expect(markdown).toContain(SNIPPET_LINE);
    expect(markdown).toContain(EXPECTED_LINE);
    expect(markdown).toContain("All 2 steps ran; the final check failed.");
    expect(markdown).not.toContain("ent wrong at step");
  });

  it("the App's check run: whole reason in summary and text, the `!` marked, the snippet", () => {
    const links: LinkMaker = {
      image: (key) => `https://app.example/o/${key}`,
      taskReview: (key) => `https://app.example/o/${key}`,
      review: () => "https://app.example/review/1",
      artifact: (id) => `https://github.com/acme/app/actions/runs/1/artifacts/${id}`,
    };
    const output = renderCheckOutput(checkModelOf(f.report), links);
    expect(output.summary).toContain(`\`${REASON}\``);
    expect(output.text).toContain(`\n${REASON}\n`);
    expect(output.text).toContain('- todo⏎shipped<del class="diff-mark">!</del>');
    expect(output.text).toContain(SNIPPET_LINE);
    expect(output.text).toContain(EXPECTED_LINE);
    expect(output.text).toContain("**all 2 steps ran; the final check failed**");
  });
});
