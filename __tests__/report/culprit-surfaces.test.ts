import { readFileSync } from "node:fs";
import { DOMParser } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCheckOutput, type LinkMaker } from "../../app/check/render.ts";
import { titleOf } from "../../app/check/model.ts";
import { renderResultsSummary } from "../../src/action/summary.ts";
import { parseReport, readReport } from "../../src/report/read-report.ts";
import { formatSummaryTable } from "../../src/report/summary-table.ts";
import { checkModelOf } from "./multiline-failure.ts";
import { writeCulpritSuite, type CulpritSuite } from "./culprit-surfaces.ts";

/*
 * The culprit the pipeline decided, on every surface: report.json (1.5, schema-checked), JUnit, the CLI's
 * summary table, the Action's job summary and the App's check run. The suite page is checked in Chromium
 * (culprit-page.desktop.test.ts, with the review page). A runner problem is never worded as the app's failure.
 */

let s: CulpritSuite;
beforeAll(async () => {
  s = await writeCulpritSuite();
});

const task = (id: string) => s.report.tasks.find((t) => t.id === id)!;

describe("the culprit on every surface", () => {
  it("report.json: each task's culprit with its evidence, a failed replay's error output; schema 1.7", () => {
    const json = parseReport(readFileSync(s.files.report));
    expect(json.report_version).toBe("1.7");
    expect(json.tasks.find((t) => t.id === "app-wrong")!.culprit).toEqual({
      kind: "product",
      evidence: "the replay ran clean; check `file_exists` failed: /home/tester/saved.txt does not exist",
      stderr_tail: null,
    });
    expect(task("replay-raises").culprit).toEqual({
      kind: "test",
      evidence: "replay step 3 raised ElementNotFound: button 'Save'",
      stderr_tail: expect.stringContaining("step_3()\nElementNotFound: button 'Save'"),
    });
    expect(task("runner-lacks").culprit).toMatchObject({
      kind: "environment",
      evidence: expect.stringContaining("ModuleNotFoundError: No module named 'pyautogui'"),
      stderr_tail: expect.stringContaining("import pyautogui"),
    });
    expect(s.report.run.exit_code).toBe(3);
  });

  it("report.json: the schema refuses an unknown culprit and one longer than its bound; 1.4 reads as null", () => {
    const raw = JSON.parse(readFileSync(s.files.report, "utf8"));
    const bad = structuredClone(raw);
    bad.tasks[0].culprit.kind = "cosmic_rays";
    expect(() => readReport(bad)).toThrow(/culprit/);
    const long = structuredClone(raw);
    long.tasks[0].culprit.evidence = "x".repeat(501);
    expect(() => readReport(long)).toThrow(/culprit/);
    const older = structuredClone(raw);
    older.report_version = "1.4";
    for (const t of older.tasks) delete t.culprit;
    expect(readReport(older).tasks.map((t) => t.culprit)).toEqual([null, null, null]);
  });

  it("junit.xml: the culprit as a property, leading the message, with the evidence, fix and error output", () => {
    const doc = new DOMParser().parseFromString(readFileSync(s.files.junit, "utf8"), "text/xml");
    const cases = Array.from(doc.getElementsByTagName("testcase"));
    const byName = (name: string) => cases.find((c) => c.getAttribute("name") === name)!;
    const property = (name: string) =>
      Array.from(byName(name).getElementsByTagName("property"))
        .find((p) => p.getAttribute("name") === "desktest.culprit")
        ?.getAttribute("value");
    expect(property("app-wrong")).toBe("product");
    expect(property("replay-raises")).toBe("test");
    expect(property("runner-lacks")).toBe("environment");
    const runner = byName("runner-lacks").getElementsByTagName("error")[0]!;
    expect(runner.getAttribute("message")).toMatch(/^\[runner problem\] Infrastructure error: /);
    expect(runner.textContent).toContain(
      "culprit: runner problem: ModuleNotFoundError: No module named 'pyautogui'",
    );
    expect(runner.textContent).toContain("Install the missing module in the desktop's Python");
    const raised = byName("replay-raises").getElementsByTagName("failure")[0]!;
    expect(raised.getAttribute("message")).toMatch(/^\[test problem\] /);
    expect(raised.textContent).toContain("| ElementNotFound: button 'Save'");
    expect(byName("app-wrong").getElementsByTagName("failure")[0]!.getAttribute("message")).toMatch(
      /^\[app failure\] /,
    );
  });

  it("the CLI's summary table: the culprit under each task, the replay's error output", () => {
    const table = formatSummaryTable(s.report.tasks, 1000);
    expect(table).toContain(
      "      culprit: app failure: the replay ran clean; check `file_exists` failed: /home/tester/saved.txt does not exist",
    );
    expect(table).toContain(
      "      culprit: test problem: replay step 3 raised ElementNotFound: button 'Save'",
    );
    expect(table).toContain("        | ElementNotFound: button 'Save'");
    expect(table).toContain(
      "      culprit: runner problem: ModuleNotFoundError: No module named 'pyautogui'",
    );
    expect(table).toContain("        |     import pyautogui");
  });

  it("the Action's job summary: the culprit in the status, the evidence, the fix and the error output", () => {
    const markdown = renderResultsSummary({
      report: s.report,
      artifacts: [],
      fileUrl: () => undefined,
      redact: (text) => text,
      generator: "desktest 0.1.0",
    });
    expect(markdown).toContain("ERROR (infra) · runner problem");
    expect(markdown).toContain("**Runner problem** (not a failure of the app): ModuleNotFoundError");
    expect(markdown).toContain("<pre>Traceback (most recent call last):");
    expect(markdown).toContain("**Test problem**: replay step 3 raised ElementNotFound: button 'Save'");
    expect(markdown).toContain("FAIL · app failure");
    // The runner's problem is never called the app's failure.
    const runnerPart = markdown.slice(markdown.indexOf("<code>runner-lacks</code>"));
    expect(runnerPart.slice(0, runnerPart.indexOf("</details>"))).not.toContain("app failure");
  });

  it("the App's check run: the runner problem as such with its fix and error output; the title counts it apart", () => {
    const links: LinkMaker = {
      image: (key) => `https://app.example/o/${key}`,
      taskReview: (key) => `https://app.example/o/${key}`,
      review: () => "https://app.example/review/1",
      artifact: (id) => `https://github.com/acme/app/actions/runs/1/artifacts/${id}`,
    };
    const model = checkModelOf(s.report);
    expect(titleOf(model)).toBe("0 passed, 2 failed, 1 runner problem (not the app) (3 tasks)");
    const output = renderCheckOutput(model, links);
    expect(output.summary).toContain(
      "🔧 **Runner problem** — not a failure of the app: `ModuleNotFoundError: No module named 'pyautogui'",
    );
    expect(output.summary).toContain("| 🔧 | `runner-lacks` |");
    expect(output.summary).toContain("_test problem:_ `script_replay: Replay script exited with code 1`");
    expect(output.text).toContain("Install the missing module in the desktop's Python");
    expect(output.text).toContain("<details><summary>Error output (last lines)</summary>");
    expect(output.text).toContain(
      "    import pyautogui\nModuleNotFoundError: No module named 'pyautogui'\n```",
    );
    expect(output.text).toContain(
      "**Test problem** (the task or its replay is wrong, not the app): `replay step 3 raised",
    );
  });
});
