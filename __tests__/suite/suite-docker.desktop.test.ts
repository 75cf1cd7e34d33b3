import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse as parseJunit, type TestSuites } from "junit2json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import reportSchema from "../../src/report/report-schema.json" with { type: "json" };
import type { SuiteReport } from "../../src/report/report-types.ts";
import { LABEL } from "../../src/session/labels.ts";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { cli, tempTree, type CliResult } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(reportSchema);

/** A copy of examples/ whose tasks the test may change. */
function examplesCopy(): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  return dir;
}

interface TaskJson {
  config?: object[];
  evaluator: { metrics: { expected?: string }[] };
}

function editTask(dir: string, file: string, change: (task: TaskJson) => void): void {
  const target = path.join(dir, file);
  const task = JSON.parse(readFileSync(target, "utf8")) as TaskJson;
  change(task);
  writeFileSync(target, JSON.stringify(task, null, 2));
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;

/** Desktop containers a process made (by the pid label every container carries). */
async function containersOf(pid: number): Promise<string[]> {
  const list = await docker.listContainers({
    all: true,
    filters: { label: [`${LABEL.managed}=true`, `${LABEL.creatorPid}=${pid}`] },
  });
  return list.map((c) => c.Id);
}

describe("desktest suite against real desktops: a pass, a fail and an error", () => {
  let dir: string;
  let result: CliResult;
  let report: SuiteReport;

  beforeAll(async () => {
    dir = examplesCopy();
    // The calculator shows 100, the task now wants 101: the replay works, the evaluation fails.
    editTask(dir, "galculator-add.json", (task) => (task.evaluator.metrics[0]!.expected = "101"));
    // A setup step that fails: an infrastructure error before the replay.
    editTask(
      dir,
      "gedit-copy-fixture.json",
      (task) => (task.config = [{ type: "execute", command: "exit 7" }]),
    );
    writeFileSync(
      path.join(dir, "broken.json"),
      JSON.stringify({ schema_version: "1.0", id: "broken", instruction: "x" }),
    );
    result = await cli(
      [
        "suite",
        ".",
        "--replay",
        "--resolution",
        "1280x800",
        "--concurrency",
        "2",
        "--output",
        "out",
        "--artifacts-dir",
        "out/artifacts",
      ],
      dir,
    );
    report = readJson<SuiteReport>(path.join(dir, "out/report.json"));
  }, 240_000);

  it("exits 3 (an error wins), prints a line per task and the reference's summary table", () => {
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain(
      `Warning: skipped broken.json: broken.json:1:1 / is missing required property "app"\n`,
    );
    expect(result.stdout).toMatch(/^Running 3 test\(s\) \(concurrency 2\)\.\.\.\n/);
    expect(result.stdout).toMatch(/\[\d\/3\] PASS gedit-save \(\d+\.\ds\)\n/);
    expect(result.stdout).toMatch(
      /\[\d\/3\] FAIL galculator-add \(\d+\.\ds\) - command_output: Output does not equal expected/,
    );
    expect(result.stdout).toMatch(
      /\[\d\/3\] ERROR gedit-copy-fixture \(\d+(\.\d)?m?s\) - Infrastructure error: .*Setup step 0/,
    );
    expect(result.stdout).toContain("  Test Suite Results\n");
    expect(result.stdout).toMatch(
      /\n {2}galculator-add {16} {5}FAIL +\d+\.\ds command_output: Output does not equal expected\. Got: '100'\n {6}culprit: app failure: the replay ran clean; check `command_output` failed: [^\n]+\n {6}command_output: expected \(-\) vs actual \(\+\)\n {6}- 101\n {6}\? {3}\^\n {6}\+ 100\n/,
    );
    // The task's own setup failing is the test's problem, not the app's, with what to do.
    expect(result.stdout).toMatch(
      /\n {2}gedit-copy-fixture +ERROR +\d+\.\ds [^\n]+\n {6}culprit: test problem: the task's setup failed: [^\n]+\n {8}Fix the task file/,
    );
    expect(result.stdout).toMatch(
      /\n {2}Total: 3 \| Passed: 1 \| Failed: 1 \| Errors: 1 \| Duration: \d+\.\ds\n/,
    );
    expect(result.stdout).toContain(
      "Reports: out/report.html, out/report.json, out/junit.xml, out/suite-results.json\n",
    );
  });

  it("writes a report.json valid against its schema, with statuses, categories and evidence", () => {
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.run).toMatchObject({
      status: "error",
      exit_code: 3,
      mode: "replay",
      concurrency: 2,
      interrupted: null,
    });
    expect(report.run.images[0]).toMatchObject({
      name: "desktest-desktop:latest",
      id: expect.stringMatching(/^sha256:/) as unknown,
    });
    expect(report.summary).toMatchObject({ total: 3, passed: 1, failed: 1, errors: 1, skipped: 0 });
    expect(report.skipped_files.map((s) => s.file)).toEqual(["broken.json"]);
    const byId = Object.fromEntries(report.tasks.map((t) => [t.id, t]));
    expect(report.tasks.map((t) => t.file)).toEqual([
      "galculator-add.json",
      "gedit-copy-fixture.json",
      "gedit-save.json",
    ]);
    expect(byId["gedit-save"]).toMatchObject({
      status: "pass",
      error_category: null,
      reason: null,
      steps: 2,
    });
    expect(byId["galculator-add"]).toMatchObject({
      status: "fail",
      error_category: "test_failure",
      steps: 2,
    });
    expect(byId["galculator-add"]!.metrics.find((m) => m.metric === "command_output")).toMatchObject({
      passed: false,
      expected: "101 (Equals)",
      actual: "100",
    });
    expect(byId["gedit-copy-fixture"]).toMatchObject({
      status: "error",
      error_category: "infra_error",
      steps: 0,
    });
    expect(byId["gedit-copy-fixture"]!.reason).toMatch(/^Infrastructure error: .*Setup step 0/);
    for (const id of ["gedit-save", "galculator-add"]) {
      const a = byId[id]!.artifacts!;
      expect(a.final_screenshot).toBe(`artifacts/${id}/final.png`);
      expect(a.review).toBe(`artifacts/${id}/review.html`);
      expect(byId[id]!.screenshots.map((s) => s.path)).toEqual([
        `artifacts/${id}/step_001.png`,
        `artifacts/${id}/step_002.png`,
      ]);
      for (const file of [a.final_screenshot!, a.review!, a.results!, a.log!]) {
        expect(existsSync(path.join(dir, "out", file)), file).toBe(true);
      }
    }
    // Each task's results.json in its own folder, redacted and sorted as `run` writes it.
    expect(
      readJson<{ status: string }>(path.join(dir, "out/artifacts/galculator-add/results.json")).status,
    ).toBe("fail");
  });

  it("writes a junit.xml a JUnit parser reads, and the reference's suite-results.json", async () => {
    const junit = (await parseJunit(readFileSync(path.join(dir, "out/junit.xml"), "utf8"))) as TestSuites;
    expect(junit).toMatchObject({ tests: 3, failures: 1, errors: 1 });
    const cases = junit.testsuite![0]!.testcase!;
    expect(cases.map((c) => [c.name, Boolean(c.failure), Boolean(c.error)])).toEqual([
      ["galculator-add", true, false],
      ["gedit-copy-fixture", false, true],
      ["gedit-save", false, false],
    ]);
    expect(cases[0]!.failure![0]!.inner).toContain("actual:   100");
    const suiteResults = readJson<{ summary: unknown; results: { test_id: string; status: string }[] }>(
      path.join(dir, "out/suite-results.json"),
    );
    expect(suiteResults.summary).toEqual({ total: 3, passed: 1, failed: 1, errors: 1 });
    expect(suiteResults.results.map((r) => [r.test_id, r.status])).toEqual([
      ["galculator-add", "fail"],
      ["gedit-copy-fixture", "error"],
      ["gedit-save", "pass"],
    ]);
  });

  it("starts the waiting task's desktop while the first two run (a warm pool), and leaves no desktop behind", async () => {
    const desktops = ["galculator-add", "gedit-copy-fixture", "gedit-save"].map(
      (id) =>
        /desktop: (a warm one|started for this task)/.exec(
          readFileSync(path.join(dir, "out/artifacts", id, "run-log.txt"), "utf8"),
        )?.[1],
    );
    expect(desktops).not.toContain(undefined);
    expect(desktops).toContain("a warm one");
    expect(await containersOf(process.pid)).toEqual([]);
  });

  describe("report.html in Chromium", () => {
    let chromium: ChromiumSession;
    beforeAll(async () => {
      chromium = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await chromium?.close();
    });

    it("links each task's review page, which opens on that task's verdict", async () => {
      const checked = await chromium.open(path.join(dir, "out/report.html"));
      const { page } = checked;
      expect(await page.locator("tr.task-row").count()).toBe(3);
      const shots = await page
        .locator("img")
        .evaluateAll((imgs) => imgs.map((i) => (i as unknown as { naturalWidth: number }).naturalWidth));
      // The failing task's screen first (its card), then a thumbnail per row; the task whose setup
      // failed has no final screen.
      expect(shots).toEqual([1280, 1280, 1280]);
      expect(await page.locator("img").first().getAttribute("alt")).toBe("Final screen of galculator-add");
      await page.locator("tr.task-row[data-status=fail] a", { hasText: "Review" }).click();
      await page.waitForURL(/galculator-add\/review\.html(#.*)?$/);
      const url = new URL(page.url());
      expect(fileURLToPath(`${url.protocol}//${url.host}${url.pathname}`)).toBe(
        path.join(dir, "out/artifacts/galculator-add/review.html"),
      );
      expect(await page.locator(".verdict-banner").textContent()).toContain("101 (Equals)");
      expect(checked.errors).toEqual([]);
      expect(checked.failedRequests).toEqual([]);
    });
  });
});

describe("desktest suite interrupted by SIGTERM", () => {
  it("cancels the running tasks, removes their desktops, writes the partial report and exits 3", async () => {
    const dir = examplesCopy();
    // Slow setups keep two tasks running (concurrency 2) and the third queued when the signal comes.
    for (const file of ["galculator-add.json", "gedit-copy-fixture.json", "gedit-save.json"]) {
      editTask(
        dir,
        file,
        (task) => (task.config = [...(task.config ?? []), { type: "execute", command: "sleep 120" }]),
      );
    }
    const child = spawn(
      process.execPath,
      [
        "--import",
        import.meta.resolve("tsx"),
        path.join(repo, "src/cli/main.ts"),
        "suite",
        ".",
        "--replay",
        "--concurrency",
        "2",
        "--resolution",
        "1280x800",
        "--output",
        "out",
        "--artifacts-dir",
        "out/artifacts",
      ],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } },
    );
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    // Wait until both running tasks are inside their setup step.
    const deadline = Date.now() + 120_000;
    while (
      (output.match(/Running setup step|\[start\]/g) ?? []).length < 2 ||
      (await containersOf(child.pid!)).length < 2
    ) {
      if (Date.now() > deadline) throw new Error(`the suite did not start two desktops: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const signalled = Date.now();
    child.kill("SIGTERM");
    expect(await exited, output).toBe(3);
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(await containersOf(child.pid!)).toEqual([]);
    expect(output).toContain("Interrupted by SIGTERM: starting no more tasks, cancelling 2 running task(s)");

    const report = readJson<SuiteReport>(path.join(dir, "out/report.json"));
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.run).toMatchObject({ status: "error", exit_code: 3, interrupted: "SIGTERM" });
    expect(report.tasks.map((t) => [t.id, t.status])).toEqual([
      ["galculator-add", "error"],
      ["gedit-copy-fixture", "error"],
      ["gedit-save", "skipped"],
    ]);
    expect(report.tasks[0]!.reason).toBe("Infrastructure error: Interrupted by SIGTERM");
    expect(report.tasks[2]!.reason).toBe("Not run: the suite was interrupted (SIGTERM)");
    expect(readJson<{ summary: unknown }>(path.join(dir, "out/suite-results.json")).summary).toEqual({
      total: 2,
      passed: 0,
      failed: 0,
      errors: 2,
    });
    expect(existsSync(path.join(dir, "out/report.html"))).toBe(true);
    expect(existsSync(path.join(dir, "out/junit.xml"))).toBe(true);
  }, 240_000);
});
