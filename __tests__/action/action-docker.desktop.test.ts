import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import pngjs from "pngjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshotDumps } from "../../src/artifacts/screenshot-dumps.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { LABEL } from "../../src/session/labels.ts";
import { ArtifactServiceDouble, unzip, type ZipEntry } from "../helpers/artifact-service-double.ts";
import { launchChromium } from "../helpers/chromium.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import {
  installedAction,
  readFileCommands,
  runnerFiles,
  runStep,
  startStep,
  stateEnv,
  workflowCommands,
  type RunnerFiles,
  type StepResult,
} from "./runner-env.ts";

/**
 * The bundled Action (dist/action/*.js) run as the runner runs it, against real Docker desktops and a
 * local double of the Actions artifact service: a replay suite with a pass and a failure, then a main
 * step killed in the middle whose post step removes what it left.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const HOSTILE = "101 | <img src=x onerror=alert(1)> @octocat `x` :tada: #1";

interface TaskJson {
  config?: object[];
  secrets?: Record<string, object>;
  evaluator: { metrics: { type: string; expected?: string }[] };
}

function editTask(file: string, change: (task: TaskJson) => void): void {
  const task = JSON.parse(readFileSync(file, "utf8")) as TaskJson;
  change(task);
  writeFileSync(file, JSON.stringify(task, null, 2) + "\n");
}

/** A repository checkout with the examples under e2e/. */
function checkout(): { workspace: string; files: RunnerFiles } {
  const workspace = tempTree({});
  cpSync(path.join(repo, "examples"), path.join(workspace, "e2e"), { recursive: true });
  return { workspace, files: runnerFiles(workspace) };
}

async function containersOfRun(runId: string): Promise<string[]> {
  const list = await docker.listContainers({ all: true, filters: { label: [`${LABEL.runId}=${runId}`] } });
  return list.map((c) => c.Id);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

let MAIN = "";
let POST = "";
beforeAll(() => ({ main: MAIN, post: POST } = installedAction()));

describe("the bundled action runs a replay suite: a pass and a failure", () => {
  const apiKey = `sk-e2e-${randomBytes(12).toString("hex")}`;
  const token = `tok-${randomBytes(12).toString("hex")}`;
  let service: ArtifactServiceDouble;
  let workspace: string;
  let files: RunnerFiles;
  let result: StepResult;
  let outputs: Record<string, string>;
  let report: SuiteReport;
  let reportZip: Map<string, ZipEntry>;
  let trajectoriesZip: Map<string, ZipEntry>;

  beforeAll(async () => {
    service = await ArtifactServiceDouble.start();
    ({ workspace, files } = checkout());
    const e2e = path.join(workspace, "e2e");
    // The calculator shows 100; the task now wants hostile text, so the replay works and the check fails.
    editTask(
      path.join(e2e, "galculator-add.json"),
      (task) => (task.evaluator.metrics[0]!.expected = HOSTILE),
    );
    // A secret reaches the desktop (a setup step writes it into the home folder the run collects).
    editTask(path.join(e2e, "gedit-save.json"), (task) => {
      task.secrets = { token: { env: "DESKTEST_E2E_TOKEN" } };
      task.config = [
        ...(task.config ?? []),
        { type: "execute", command: "echo {{token}} > /home/tester/token.txt" },
      ];
    });
    result = await runStep(MAIN, {
      workspace,
      files,
      inputs: {
        tasks: ".",
        "working-directory": "e2e",
        filter: "galculator-add\ngedit-save",
        mode: "replay",
        resolution: "1280x800",
        concurrency: "2",
        "api-key": apiKey,
        "retention-days": "5",
      },
      env: { ...service.env(), DESKTEST_E2E_TOKEN: token, GITHUB_RUN_ATTEMPT: "2" },
    });
    outputs = readFileCommands(files.output);
    report = JSON.parse(readFileSync(outputs["report-path"]!, "utf8")) as SuiteReport;
    reportZip = await unzip(service.artifact("desktest-report-all-attempt-2")!.content);
    trajectoriesZip = await unzip(service.artifact("desktest-trajectories-all-attempt-2")!.content);
  }, 300_000);

  afterAll(async () => {
    await service?.close();
  });

  it("fails the step (fail-on: failure), prints progress and a log group per task, and sets its outputs", () => {
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^\[start\] galculator-add \(galculator-add\.json\)$/m);
    expect(result.stdout).toMatch(/^\[\d\/2\] FAIL galculator-add \(\d+\.\ds\) - command_output: /m);
    expect(result.stdout).toMatch(/^\[\d\/2\] PASS gedit-save \(\d+\.\ds\)$/m);
    expect(result.stdout).toMatch(/^::group::PASS gedit-save \(\d+\.\ds\): log$/m);
    expect(result.stdout).toMatch(/^::group::FAIL galculator-add \(\d+\.\ds\): log$/m);
    expect(outputs).toMatchObject({
      passed: "1",
      failed: "1",
      errored: "0",
      total: "2",
      "report-artifact-id": String(service.artifact("desktest-report-all-attempt-2")!.id),
      "trajectories-artifact-id": String(service.artifact("desktest-trajectories-all-attempt-2")!.id),
    });
    expect(report.summary).toMatchObject({ total: 2, passed: 1, failed: 1, errors: 0 });
    expect(report.run.ci).toMatchObject({
      provider: "github",
      run_id: "987654321",
      run_attempt: 2,
      job: "desktop",
    });
    expect(report.run.source).toMatchObject({
      repository: "octo-org/desktop-app",
      pull_request: 42,
      origin: "github",
    });
    expect(existsSync(outputs["summary-path"]!)).toBe(true);
    const failure = workflowCommands(result.stdout)
      .filter((c) => c.command === "error")
      .at(-1)!;
    expect(failure).toEqual({
      command: "error",
      properties: {},
      message: "desktest: 1 failed of 2 task(s) (fail-on: failure)",
    });
  });

  it("annotates the failing metric on its task file, at its line and column, relative to the repository", () => {
    const text = readFileSync(path.join(workspace, "e2e/galculator-add.json"), "utf8").split("\n");
    const typeLine = text.findIndex((l) => l.includes('"type": "command_output"'));
    const line = typeLine; // the metric object's "{" is on the line before its first key (1-based: typeLine)
    const column = text[line - 1]!.indexOf("{") + 1;
    const annotations = workflowCommands(result.stdout).filter(
      (c) => c.command === "error" && c.properties.file,
    );
    expect(annotations).toEqual([
      {
        command: "error",
        properties: {
          title: "desktest: galculator-add failed",
          file: "e2e/galculator-add.json",
          line: String(line),
          col: String(column),
        },
        message: expect.stringMatching(
          /^command_output failed: expected 101 \| <img src=x onerror=alert\(1\)> @octocat `x` :tada: #1 \(Equals\), got 100/,
        ) as unknown as string,
      },
    ]);
  });

  it("uploads a report artifact: report.json, junit.xml, suite-results.json and every screenshot as lossless WebP", async () => {
    const reportDir = path.dirname(outputs["report-path"]!);
    const shots = report.tasks.flatMap((t) =>
      [t.artifacts?.final_screenshot ?? [], ...t.screenshots.map((s) => s.path)].flat(),
    );
    expect(shots).toContain("artifacts/gedit-save/final.png");
    expect(shots).toContain("artifacts/galculator-add/step_001.png");
    // Each task's small evidence rides along: results, trajectory and the task as run, and the review page
    // of a task that did not pass; and the accessibility dump of each screen that has one (the App finds
    // ignore regions by meaning in them).
    const evidence = report.tasks.flatMap((t) =>
      [
        t.artifacts?.results,
        t.artifacts?.trajectory,
        t.artifacts?.task,
        t.status === "pass" ? null : t.artifacts?.review,
      ].filter((p): p is string => Boolean(p)),
    );
    expect(evidence).toContain("artifacts/galculator-add/review.html");
    expect(evidence).toContain("artifacts/gedit-save/task.json");
    expect(evidence).not.toContain("artifacts/gedit-save/review.html");
    const dumps = (await Promise.all(report.tasks.map((t) => screenshotDumps(reportDir, t))))
      .flatMap((pairs) => [...pairs.values()])
      .filter((rel) => existsSync(path.join(reportDir, rel)));
    const expected = [
      "junit.xml",
      "report.json",
      "suite-results.json",
      ...evidence,
      ...new Set(dumps),
      ...new Set(shots.map((s) => s.replace(/\.png$/, ".webp"))),
    ].sort();
    expect([...reportZip.keys()].sort()).toEqual(expected);
    expect(reportZip.get("report.json")!.data.equals(readFileSync(outputs["report-path"]!))).toBe(true);
    expect(reportZip.get("junit.xml")!.data.equals(readFileSync(path.join(reportDir, "junit.xml")))).toBe(
      true,
    );
    for (const shot of new Set(shots)) {
      const png = pngjs.PNG.sync.read(readFileSync(path.join(reportDir, shot)));
      const webp = reportZip.get(shot.replace(/\.png$/, ".webp"))!.data;
      const decoded = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height], shot).toEqual([1280, 800]);
      expect(decoded.data.equals(png.data), `${shot} pixels`).toBe(true);
    }
    const artifact = service.artifact("desktest-report-all-attempt-2")!;
    expect(artifact.version).toBe(7);
    expect(artifact.mimeType).toBe("application/zip");
    const days = (Date.parse(artifact.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThan(5.1);
  });

  it("uploads the trajectories artifact: the whole artifacts folder as it is, images stored", () => {
    const local = filesUnder(path.join(path.dirname(outputs["report-path"]!), "artifacts")).map(
      (f) => `artifacts/${f}`,
    );
    expect([...trajectoriesZip.keys()].sort()).toEqual(local);
    expect(local).toContain("artifacts/gedit-save/trajectory.jsonl");
    expect(local).toContain("artifacts/galculator-add/review.html");
    for (const [name, entry] of trajectoriesZip) {
      expect(
        entry.data.equals(readFileSync(path.join(path.dirname(outputs["report-path"]!), name))),
        name,
      ).toBe(true);
      if (name.endsWith(".png")) expect(entry.compressionMethod, name).toBe(0);
    }
    // Paths in report.json resolve once both artifacts are unpacked into one folder.
    const failing = report.tasks.find((t) => t.id === "galculator-add")!;
    expect(trajectoriesZip.has(failing.artifacts!.review!)).toBe(true);
  });

  it("masks the api-key and the task secret, which appear nowhere: log, summary, outputs, annotations, artifacts", () => {
    const masks = workflowCommands(result.stdout)
      .filter((c) => c.command === "add-mask")
      .map((c) => c.message);
    expect(masks).toEqual(expect.arrayContaining([apiKey, token]));
    const log = (result.stdout + result.stderr)
      .replaceAll(`::add-mask::${apiKey}`, "")
      .replaceAll(`::add-mask::${token}`, "");
    const places: [string, Buffer | string][] = [
      ["log", log],
      ["summary", readFileSync(files.summary, "utf8")],
      ["outputs", readFileSync(files.output, "utf8")],
      ...[...reportZip].map(([name, e]): [string, Buffer] => [`report:${name}`, e.data]),
      ...[...trajectoriesZip].map(([name, e]): [string, Buffer] => [`trajectories:${name}`, e.data]),
      ...filesUnder(path.dirname(outputs["report-path"]!)).map((f): [string, Buffer] => [
        `local:${f}`,
        readFileSync(path.join(path.dirname(outputs["report-path"]!), f)),
      ]),
    ];
    for (const [where, content] of places) {
      expect(content.includes(apiKey), where).toBe(false);
      expect(content.includes(token), where).toBe(false);
    }
    // The secret did reach the desktop: the collected home folder has the file, redacted.
    const tokenFile = [...trajectoriesZip.keys()].find(
      (k) => k.startsWith("artifacts/gedit-save/") && k.endsWith("token.txt"),
    );
    expect(tokenFile).toBeDefined();
    expect(trajectoriesZip.get(tokenFile!)!.data.toString()).toContain("[REDACTED]");
  });

  it("writes a job summary whose HTML shows totals, a row per task, the failing metric as plain text and the artifact links", async () => {
    const markdown = readFileSync(files.summary, "utf8");
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    const body = micromark(markdown, {
      allowDangerousHtml: true,
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    });
    const page = path.join(path.dirname(files.summary), "summary.html");
    writeFileSync(
      page,
      `<!doctype html><html><head><meta charset="utf-8"><title>summary</title></head><body>${body}</body></html>`,
    );
    const chromium = await launchChromium();
    try {
      const checked = await chromium.open(page);
      const p = checked.page;
      expect(await p.locator("h2").first().textContent()).toBe("❌ desktest: 1 failed of 2 task(s)");
      const totals = await p.locator("table").first().locator("tbody td").allTextContents();
      expect(totals.slice(0, 6)).toEqual(["2", "1", "1", "0", "0", "0"]);
      const rows = p.locator("h3:text-is('Tasks') + table tbody tr");
      expect(await rows.count()).toBe(2);
      const cells = (await rows.nth(0).locator("td").allTextContents()).map((c) =>
        c.replaceAll("\u200b", ""),
      );
      expect(cells[1]).toBe("galculator-adde2e/galculator-add.json");
      expect(cells[2]).toBe("FAIL · app failure"); // the replay ran clean and a check failed: the app's
      expect(cells[5]).toBe("command_output");
      expect(cells[6]).toBe(`${HOSTILE} (Equals)`);
      expect(cells[7]).toBe("100");
      expect(await rows.nth(0).locator("a").getAttribute("href")).toMatch(
        /^https:\/\/github\.com\/octo-org\/desktop-app\/blob\/fedcba9876543210fedcba9876543210fedcba98\/e2e\/galculator-add\.json#L\d+$/,
      );
      expect((await rows.nth(1).locator("td").allTextContents())[2]).toBe("PASS");
      expect(await p.locator("img, script, iframe").count()).toBe(0);
      expect(await p.locator("details summary").first().textContent()).toContain("galculator-add");
      const links = await p
        .locator("h3:text-is('Artifacts') + ul a")
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
      const artifactUrl = (name: string) =>
        `https://github.com/octo-org/desktop-app/actions/runs/987654321/artifacts/${service.artifact(name)!.id}`;
      // The report page first: one click opens it in the browser.
      expect(links).toEqual([
        ["desktest-suite-all-attempt-2.html", artifactUrl("desktest-suite-all-attempt-2.html")],
        [
          "desktest-report-all-attempt-2",
          `https://github.com/octo-org/desktop-app/actions/runs/987654321/artifacts/${outputs["report-artifact-id"]}`,
        ],
        [
          "desktest-trajectories-all-attempt-2",
          `https://github.com/octo-org/desktop-app/actions/runs/987654321/artifacts/${outputs["trajectories-artifact-id"]}`,
        ],
      ]);
      expect(await p.locator("a", { hasText: "Open the report" }).getAttribute("href")).toBe(
        artifactUrl("desktest-suite-all-attempt-2.html"),
      );
      // The failing task's own review page, uploaded on its own.
      expect(await p.locator("details a", { hasText: "Review page" }).first().getAttribute("href")).toBe(
        artifactUrl("desktest-review-all-attempt-2-1-galculator-add.html"),
      );
      expect(checked.dialogs).toEqual([]);
      expect(checked.errors).toEqual([]);

      // The report page as the artifact serves it, opened on its own: the failing task's screen first.
      const reportPage = path.join(mkdtempSync(path.join(tmpdir(), "desktest-page-")), "report.html");
      writeFileSync(reportPage, service.artifact("desktest-suite-all-attempt-2.html")!.content);
      const report = await chromium.open(reportPage);
      expect(await report.page.locator("img").first().getAttribute("alt")).toBe(
        "Final screen of galculator-add",
      );
      expect(
        await report.page
          .locator("img")
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      ).toBeGreaterThan(0);
      expect(await report.page.locator(".failure-card .failed-metrics, .failure-card .metrics").count()).toBe(
        1,
      );
      expect(report.failedRequests).toEqual([]);
      expect(report.errors).toEqual([]);
    } finally {
      await chromium.close();
    }
  });

  it("leaves no desktop behind, and the post step finds nothing to remove", async () => {
    const state = readFileCommands(files.state);
    expect(await containersOfRun(state["desktest-run-id"]!)).toEqual([]);
    expect(state["desktest-finished"]).toBe("true");
    const post = await runStep(POST, { workspace, files, env: stateEnv(state) });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(
      `desktest: run ${state["desktest-run-id"]} left no desktop container behind`,
    );
  });
});

/** Start the main step on a task whose setup sleeps, and wait until its desktop runs. */
async function startSleepingTask(extraInputs: Record<string, string> = {}) {
  const { workspace, files } = checkout();
  editTask(path.join(workspace, "e2e/gedit-save.json"), (task) => {
    task.config = [...(task.config ?? []), { type: "execute", command: "sleep 120" }];
  });
  const main = startStep(MAIN, {
    workspace,
    files,
    inputs: {
      tasks: "e2e",
      filter: "gedit-save",
      mode: "replay",
      resolution: "1280x800",
      upload: "never",
      ...extraInputs,
    },
  });
  const deadline = Date.now() + 120_000;
  let runId: string | undefined;
  let containers: string[] = [];
  while (containers.length === 0) {
    if (Date.now() > deadline) throw new Error(`no desktop started:\n${main.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    runId ??= statSync(files.state).size > 0 ? readFileCommands(files.state)["desktest-run-id"] : undefined;
    if (runId) containers = await containersOfRun(runId);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { workspace, files, main, runId: runId!, containers };
}

describe("the main step cancelled or killed in the middle", () => {
  it("on SIGINT (a cancelled job) removes its desktop itself, reports the partial run and fails", async () => {
    const { files, main, runId } = await startSleepingTask();
    const signalled = Date.now();
    main.child.kill("SIGINT");
    const result = await main.done;
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(await containersOfRun(runId)).toEqual([]);
    expect(result.stdout).toContain(
      "Received SIGINT: cancelling the running tasks and removing their desktops",
    );
    const failure = workflowCommands(result.stdout)
      .filter((c) => c.command === "error")
      .at(-1)!;
    expect(failure.message).toBe(
      "desktest: the run was interrupted by SIGINT; 1 errored of 1 task(s) (fail-on: failure)",
    );
    expect(readFileSync(files.summary, "utf8")).toContain("## ⚠️ desktest: interrupted by SIGINT");
    expect(readFileCommands(files.output)).toMatchObject({ total: "1", errored: "1" });
    expect(readFileCommands(files.state)["desktest-finished"]).toBe("true");
  }, 180_000);

  it("killed (SIGKILL) leaves a running desktop, and the post step removes it by the run id saved before it started", async () => {
    const { workspace, files, main, runId, containers } = await startSleepingTask();
    main.child.kill("SIGKILL");
    const killed = await main.done;
    expect(killed.signal).toBe("SIGKILL");
    expect(await containersOfRun(runId)).toEqual(containers);

    const state = readFileCommands(files.state);
    expect(state["desktest-finished"]).toBeUndefined();
    const post = await runStep(POST, { workspace, files, env: stateEnv(state) });
    expect(post.code, post.stdout + post.stderr).toBe(0);
    expect(await containersOfRun(runId)).toEqual([]);
    const warning = workflowCommands(post.stdout).find((c) => c.command === "warning");
    expect(warning?.properties.title).toBe("desktest: cleaned up after an interrupted run");
    expect(warning?.message).toBe(
      `removed 1 desktop container(s) of run ${runId} that the main step did not get to remove (it did not finish): ${containers[0]!.slice(0, 12)}`,
    );
  }, 180_000);
});
