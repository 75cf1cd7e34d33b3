import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { titleOf } from "../../app/check/model.ts";
import { renderCheckOutput, type LinkMaker } from "../../app/check/render.ts";
import { renderResultsSummary } from "../../src/action/summary.ts";
import { stageReportArtifact } from "../../src/action/artifacts.ts";
import type { HealSummary } from "../../src/artifacts/results-json.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";
import { parseReport, readReport } from "../../src/report/read-report.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { formatSummaryTable } from "../../src/report/summary-table.ts";
import { writeSuiteReports } from "../../src/report/write-reports.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, PNG, suiteTask } from "../suite/fake-run-task.ts";
import { checkModelOf, reportContext } from "./multiline-failure.ts";

/*
 * Heal mode's four outcomes kept apart on every surface: report.json (1.7, schema-checked), JUnit, the
 * CLI's summary table, the Action's job summary (and its report artifact, which carries the updated
 * replay) and the App's check run.
 */

const script = (passed: boolean): MetricResult => ({
  passed,
  metric: "script_replay",
  expected: "exit_code=0, REPLAY_COMPLETE in output",
  actual: passed ? "exit_code=0, complete=true" : "exit_code=1, complete=false",
  detail: passed ? "Replay script completed successfully" : "Replay script exited with code 1",
});
const check = (passed: boolean): MetricResult => ({
  passed,
  metric: "command_output",
  expected: "100 (Equals)",
  actual: passed ? "100" : "99",
  detail: passed ? "Output matches expected string" : "Output does not equal expected. Got: '99'",
});
const heal = (healed: boolean): HealSummary => ({
  diverged_at_step: 2,
  divergence:
    "the screen differs from the recorded recorded/step_001.png: similarity 0.8062 is below the threshold 0.98",
  replayed_steps: 1,
  healed_steps: healed ? 1 : 0,
  llm_calls: 2,
  input_tokens: 7000,
  output_tokens: 50,
  cost_usd: healed ? 0.0223 : 0.01,
  duration_ms: 4000,
  agent_ending: healed ? "done" : "fail",
  agent_reasoning: healed ? "The display shows 100." : "There is no + button.",
  expected_screen: "heal/expected_step_002.png",
  actual_screen: "heal/actual_step_002.png",
  ...(healed
    ? {
        updated_replay: {
          script: "updated-replay/calc.replay.py",
          diff: "updated-replay/calc.replay.py.diff",
          screenshots_dir: "updated-replay/recorded",
          replaces: "tasks/calc.replay.py",
          replaces_screenshots_dir: "tasks/recorded",
        },
      }
    : {}),
});
/** What each diverged task's heal cost, as every surface words it. */
const HEALED_ACCOUNT = "agent: done in 4.0s, 1 new step, 2 LLM calls, 7050 tokens, $0.0223";
const NOT_HEALED_ACCOUNT = "agent: fail in 4.0s, 0 new steps, 2 LLM calls, 7050 tokens, $0.0100";

const healFiles = {
  "heal/expected_step_002.png": PNG,
  "heal/actual_step_002.png": PNG,
  "updated-replay/calc.replay.py": "print('REPLAY_COMPLETE')\n",
  "updated-replay/calc.replay.py.diff": "--- a/tasks/calc.replay.py\n+++ b/tasks/calc.replay.py\n",
  "updated-replay/recorded/step_001.png": PNG,
};

let report: SuiteReport;
let files: Awaited<ReturnType<typeof writeSuiteReports>>["files"];
let cwd: string;
beforeAll(async () => {
  cwd = tempTree({});
  mkdirSync(path.join(cwd, "tasks"), { recursive: true });
  writeFileSync(path.join(cwd, "tasks", "placeholder"), "");
  const fake = fakeRunTask((id) => {
    switch (id) {
      case "clean":
        return { status: "pass", metrics: [script(true), check(true)], results: { outcome: "pass" } };
      case "healed":
        return {
          status: "pass",
          metrics: [script(false), check(true)],
          results: { outcome: "healed", heal: heal(true) },
          files: healFiles,
        };
      case "product":
        return {
          status: "fail",
          detail:
            "The replay ran clean, yet a check failed (no healing tried: the app behaves differently): command_output: Output does not equal expected. Got: '99'",
          metrics: [script(true), check(false)],
          results: { outcome: "fail_product" },
        };
      default:
        return {
          status: "fail",
          detail:
            "The replay diverged at step 2 (the screen differs); the agent did not finish it (fail): There is no + button.",
          metrics: [script(false), check(false)],
          results: { outcome: "fail_not_healed", heal: heal(false) },
          files: { "heal/actual_step_002.png": PNG },
        };
    }
  });
  const run = await runSuite({
    tasks: ["clean", "healed", "product", "not-healed"].map((id) => suiteTask(id)),
    cwd,
    env: {},
    artifactsDir: "out/artifacts",
    concurrency: 1,
    retries: 0,
    width: 1280,
    height: 800,
    preflight: false,
    runTask: fake.run,
  });
  ({ report, files } = await writeSuiteReports(run, {
    ...reportContext(cwd),
    mode: "heal",
    provider: "anthropic",
  }));
});

const task = (id: string) => report.tasks.find((t) => t.id === id)!;

describe("heal mode's outcomes on every surface", () => {
  it("report.json 1.7: each task's outcome, a diverged task's heal with its files, the suite's tally", () => {
    const json = parseReport(readFileSync(files.report));
    expect(json.report_version).toBe("1.7");
    expect(json.run.mode).toBe("heal");
    expect(json.tasks.map((t) => [t.id, t.status, t.outcome]).sort()).toEqual([
      ["clean", "pass", "pass"],
      ["healed", "pass", "healed"],
      ["not-healed", "fail", "fail_not_healed"],
      ["product", "fail", "fail_product"],
    ]);
    expect(json.summary.heal).toEqual({
      replayed: 1,
      healed: 1,
      failed_product: 1,
      failed_not_healed: 1,
      llm_calls: 4,
      cost_usd: 0.0323,
    });
    expect(task("clean").heal).toBeNull();
    expect(task("healed").heal).toMatchObject({
      diverged_at_step: 2,
      expected_screen: "artifacts/healed/heal/expected_step_002.png",
      actual_screen: "artifacts/healed/heal/actual_step_002.png",
      updated_replay: {
        script: "artifacts/healed/updated-replay/calc.replay.py",
        diff: "artifacts/healed/updated-replay/calc.replay.py.diff",
        screenshots_dir: "artifacts/healed/updated-replay/recorded",
        replaces: "tasks/calc.replay.py",
        replaces_screenshots_dir: "tasks/recorded",
      },
    });
    // What the artifacts folder lacks is null; older reports read as no outcome.
    expect(task("not-healed").heal).toMatchObject({ expected_screen: null, updated_replay: null });
    const older = JSON.parse(readFileSync(files.report, "utf8"));
    older.report_version = "1.5";
    older.run.mode = "replay";
    delete older.summary.heal;
    for (const t of older.tasks) {
      delete t.outcome;
      delete t.heal;
    }
    const read = readReport(older);
    expect(read.tasks.map((t) => [t.outcome, t.heal])).toEqual(Array(4).fill([null, null]));
    expect(read.summary.heal).toBeNull();
    const bad = JSON.parse(readFileSync(files.report, "utf8"));
    bad.tasks[1].outcome = "sort_of";
    expect(() => readReport(bad)).toThrow(/outcome/);
  });

  it("junit.xml: the outcome as a property, the tally on the suite, the heal's story in system-out", () => {
    const doc = new DOMParser().parseFromString(readFileSync(files.junit, "utf8"), "text/xml");
    const cases = Array.from(doc.getElementsByTagName("testcase"));
    const property = (element: (typeof cases)[number], name: string) =>
      Array.from(element.getElementsByTagName("property"))
        .find((p) => p.getAttribute("name") === name)
        ?.getAttribute("value");
    expect(property(doc.documentElement!, "desktest.heal")).toBe(
      "4 tasks replayed, 1 healed (cost $0.0323, 4 LLM calls), 2 failed (1 product, 1 not healed)",
    );
    const byName = (name: string) => cases.find((c) => c.getAttribute("name") === name)!;
    expect(property(byName("healed"), "desktest.outcome")).toBe("healed");
    expect(byName("healed").getElementsByTagName("failure")).toHaveLength(0);
    const healedOut = byName("healed").getElementsByTagName("system-out")[0]!.textContent;
    expect(healedOut).toContain(
      "apply (in the folder the run ran in): git apply artifacts/healed/updated-replay/calc.replay.py.diff",
    );
    // Each diverged task's accounting: time, healed steps, LLM calls, tokens, money.
    expect(healedOut).toContain(HEALED_ACCOUNT);
    expect(byName("not-healed").getElementsByTagName("system-out")[0]!.textContent).toContain(
      NOT_HEALED_ACCOUNT,
    );
    expect(property(byName("product"), "desktest.outcome")).toBe("fail_product");
    expect(byName("product").getElementsByTagName("failure")[0]!.textContent).toMatch(
      /^outcome: fail \(product\)/,
    );
    expect(byName("not-healed").getElementsByTagName("failure")[0]!.textContent).toMatch(
      /^outcome: fail \(not healed\)/,
    );
  });

  it("the CLI's summary table: healed apart from passed, each failure's outcome, the tally", () => {
    const table = formatSummaryTable(report.tasks, 1000, report.summary.heal);
    expect(table).toMatch(/ healed {2,}PASS .* healed\n/);
    expect(table).toContain("FAIL");
    expect(table).toContain("fail (product): The replay ran clean, yet a check failed");
    expect(table).toContain("fail (not healed): The replay diverged at step 2");
    expect(table).toContain("      diverged at step 2 (after 1 replayed): the screen differs");
    expect(table).toContain(`      ${HEALED_ACCOUNT}\n`);
    expect(table).toContain(`      ${NOT_HEALED_ACCOUNT}\n`);
    expect(table).toContain(
      "  Heal: 4 tasks replayed, 1 healed (cost $0.0323, 4 LLM calls), 2 failed (1 product, 1 not healed)",
    );
  });

  it("the Action's job summary and report artifact: the tally, healed and failures told apart, the updated replay to apply", async () => {
    const markdown = renderResultsSummary({
      report,
      artifacts: [{ label: "Report", name: "desktest-report-1", url: "https://example.test/a/1" }],
      fileUrl: () => undefined,
      redact: (text) => text,
      generator: "desktest 0.1.0",
    });
    expect(markdown).toContain("mode heal (replay; anthropic where one diverges)");
    expect(markdown).toContain(
      // `$` escaped so that GitHub shows no math.
      "**Heal:** 4 tasks replayed, 1 healed (cost &#36;0.0323, 4 LLM calls), 2 failed (1 product, 1 not healed)",
    );
    expect(markdown).toContain("<code>healed</code> **healed**");
    expect(markdown).toContain(`  - ${HEALED_ACCOUNT.replace("$", "&#36;")}\n`);
    expect(markdown).toContain(`  - ${NOT_HEALED_ACCOUNT.replace("$", "&#36;")}\n`);
    expect(markdown).toContain("<code>product</code> fail (product): The replay ran clean");
    expect(markdown).toContain("<code>not-healed</code> fail (not healed): The replay diverged at step 2");
    expect(markdown).toContain("The updated replays are in the desktest-report-1 artifact");
    const staged = await stageReportArtifact(path.join(cwd, "out"), report, path.join(cwd, "staged"));
    const names = staged.files.map((f) =>
      path.relative(path.join(cwd, "staged"), f).split(path.sep).join("/"),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "artifacts/healed/updated-replay/calc.replay.py",
        "artifacts/healed/updated-replay/calc.replay.py.diff",
        "artifacts/healed/updated-replay/recorded/step_001.png",
        "artifacts/healed/heal/expected_step_002.webp",
        "artifacts/healed/heal/actual_step_002.webp",
      ]),
    );
  });

  it("the App's check run: healed counted apart and shown with its screens and new steps", () => {
    const links: LinkMaker = {
      image: (key) => `https://app.example/o/${key}`,
      taskReview: (key) => `https://app.example/o/${key}`,
      review: () => "https://app.example/review/1",
      artifact: (id) => `https://github.com/acme/app/actions/runs/1/artifacts/${id}`,
    };
    const model = checkModelOf(report);
    expect(titleOf(model)).toBe("1 passed, 1 healed, 2 failed (1 not healed) (4 tasks)");
    const output = renderCheckOutput(model, links);
    expect(output.summary).toContain("| 🩹 | `healed` |");
    expect(output.text).toContain(
      "`healed`: healed: the replay diverged, the agent finished, the checks passed",
    );
    expect(output.text).toContain("**Replay healed**");
    expect(output.text).toContain(HEALED_ACCOUNT);
    expect(output.text).toContain("![expected screen at the diverging step](https://app.example/o/exp.webp)");
    expect(output.text).toContain("git apply artifacts/healed/updated-replay/calc.replay.py.diff");
    expect(output.text).toContain("**Replay fail (not healed)**");
  });
});
