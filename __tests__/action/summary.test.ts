import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import {
  validationAnnotations,
  withinLimits,
  workspacePath,
  type Annotation,
} from "../../src/action/annotations.ts";
import { parseInputs } from "../../src/action/inputs.ts";
import { inlineText } from "../../src/util/markdown.ts";
import { artifactNames } from "../../src/action/names.ts";
import { ActionProgress } from "../../src/action/progress.ts";
import {
  renderProblemSummary,
  renderResultsSummary,
  SUMMARY_BUDGET_BYTES,
} from "../../src/action/summary.ts";
import { REPORT_VERSION, type ReportTask, type SuiteReport } from "../../src/report/report-types.ts";
import type { SuiteTask, TaskRun } from "../../src/report/suite-run.ts";

/** GitHub-flavoured Markdown to HTML, raw HTML kept (GitHub then sanitises it). */
const toHtml = (markdown: string) =>
  micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

const HOSTILE =
  "101 | <img src=x onerror=alert(1)> @octocat `tick` **bold** [link](https://evil.example) :tada: #12 $x$ www.evil.example ~~gone~~ \\ _u_";

function reportTask(id: string, status: ReportTask["status"], extra: Partial<ReportTask> = {}): ReportTask {
  return {
    id,
    file: `tests/${id}.json`,
    instruction: "Do it",
    tags: [],
    app_type: "folder",
    status,
    error_category: status === "fail" ? "test_failure" : status === "error" ? "infra_error" : null,
    reason: status === "pass" ? null : `${id} did not pass`,
    detail: null,
    culprit: null,
    outcome: null,
    heal: null,
    flaky: status === "flaky",
    quarantined: false,
    location: null,
    failed_step: null,
    environment: null,
    duration_ms: 4200,
    steps: 3,
    score: null,
    usage: { input_tokens: null, output_tokens: null, cost_usd: null },
    metrics: [],
    attempts: [],
    artifacts: null,
    screenshots: [],
    ...extra,
  };
}

function suiteReport(tasks: ReportTask[]): SuiteReport {
  const count = (s: string) => tasks.filter((t) => t.status === s).length;
  return {
    report_version: REPORT_VERSION,
    generator: { name: "desktest", version: "0.1.0" },
    run: {
      id: "run-1",
      status: count("error") ? "error" : count("fail") ? "fail" : "pass",
      exit_code: 1,
      started_at: "2026-01-01T00:00:00.000Z",
      finished_at: "2026-01-01T00:01:00.000Z",
      duration_ms: 62_000,
      interrupted: null,
      fail_fast_after: null,
      mode: "replay",
      provider: null,
      model: null,
      source: {
        commit: "abcdef1234567890",
        head_sha: null,
        ref: null,
        repository: null,
        pull_request: null,
        origin: null,
      },
      ci: null,
      shard: null,
      concurrency: 2,
      retries: 0,
      retries_on_failure: 0,
      retry_failures: false,
      fail_fast: false,
      filters: [],
      runner: {
        os: "linux",
        os_release: "6",
        arch: "x64",
        node: "v24",
        cpus: 2,
        memory_bytes: 1,
        name: null,
      },
      images: [],
      resolution: { width: 1280, height: 800 },
      environments: [],
      paths: {
        artifacts_dir: "artifacts",
        suite_results: "suite-results.json",
        junit: "junit.xml",
        html: "report.html",
      },
    },
    summary: {
      total: tasks.length,
      passed: count("pass"),
      failed: count("fail"),
      errors: count("error"),
      skipped: count("skipped"),
      flaky: count("flaky"),
      quarantined: tasks.filter((t) => t.quarantined).length,
      task_time_ms: 1,
      usage: { input_tokens: null, output_tokens: null, cost_usd: null },
      heal: null,
    },
    tasks,
    skipped_files: [],
  };
}

const render = (report: SuiteReport, budget?: number, redact = (t: string) => t) =>
  renderResultsSummary(
    {
      report,
      artifacts: [
        {
          label: "Report",
          name: "desktest-report-all",
          url: "https://github.com/o/r/actions/runs/1/artifacts/7",
        },
      ],
      fileUrl: (task) => `https://github.com/o/r/blob/sha/${task.file}#L3`,
      redact,
      generator: "desktest test",
    },
    budget,
  );

describe("job summary", () => {
  it("shows untrusted text as the same text: no markup, no broken table, no mention, link or emoji", () => {
    const failing = reportTask("calc", "fail", {
      reason: HOSTILE,
      detail: `${HOSTILE}\n\n</pre><script>alert(1)</script>`,
      metrics: [
        {
          metric: "command_output",
          passed: false,
          expected: HOSTILE,
          actual: "100\n| x |",
          detail: HOSTILE,
          location: null,
        },
      ],
    });
    const html = toHtml(render(suiteReport([failing, reportTask("ok", "pass")])));
    expect(html).not.toMatch(
      /<img|<script|<strong|<em>|<del(?! class="diff-mark")|<a href="https:\/\/evil|<a href="http:\/\/www/,
    );
    // The task table keeps its eight columns in every row (no cost column in replay mode).
    const table = html.slice(html.indexOf("<h3>Tasks</h3>"));
    const rows = [...table.slice(0, table.indexOf("</table>")).matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
      (m) => m[1]!,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.match(/<t[hd][ >]/g)).toHaveLength(8);
    const text = (fragment: string) =>
      fragment
        .replace(/<br\s*\/?>/g, "\n")
        .replace(/<[^>]+>/g, "")
        .replace(/&#x200B;|\u200b/gi, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    const cells = [...rows[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => text(m[1]!));
    expect(cells[6]).toBe(HOSTILE);
    expect(cells[7]).toBe("100\n| x |");
    expect(text(html)).toContain("</pre><script>alert(1)</script>");
  });

  it("lists failures first, and shows costs only where an LLM ran", () => {
    const tasks = [
      reportTask("a", "pass"),
      reportTask("b", "error"),
      reportTask("c", "fail"),
      reportTask("d", "pass", { usage: { input_tokens: 1000, output_tokens: 50, cost_usd: 0.0123 } }),
    ];
    const replay = render(suiteReport(tasks));
    const rows = (markdown: string) => markdown.split("\n").filter((line) => line.includes("</a><br><sub>"));
    const order = (markdown: string) => rows(markdown).map((row) => /">([a-d])<\/a>/.exec(row)?.[1]);
    expect(order(replay)).toEqual(["c", "b", "a", "d"]);
    expect(replay).not.toContain("Cost");
    const agentReport = suiteReport(tasks);
    agentReport.run.mode = "agent";
    const agent = render(agentReport);
    expect(agent).toContain("| 💲 Cost |");
    expect(rows(agent).at(-1)).toMatch(/\| &#36;0\.01 \|$/);
  });

  it("masks secrets through the redactor everywhere, even where the runner would not", () => {
    const task = reportTask("secretive", "error", {
      reason: "token s3cr3t-value leaked",
      detail: "s3cr3t-value",
    });
    const markdown = render(suiteReport([task]), undefined, (t) =>
      t.replaceAll("s3cr3t-value", "[REDACTED]"),
    );
    expect(markdown).not.toContain("s3cr3t-value");
    expect(markdown).toContain("[REDACTED]".replace("[", "&#91;").replace("]", "&#93;"));
  });

  it("stays within GitHub's 1 MiB step summary limit for a big suite, saying what it left out", () => {
    const long = "x".repeat(5000);
    const tasks = Array.from({ length: 6000 }, (_, i) =>
      reportTask(`task-${String(i).padStart(5, "0")}`, i % 3 === 0 ? "fail" : "pass", {
        detail: long,
        metrics:
          i % 3 === 0
            ? [
                {
                  metric: "command_output",
                  passed: false,
                  expected: long,
                  actual: long,
                  detail: long,
                  location: null,
                },
              ]
            : [],
      }),
    );
    const markdown = render(suiteReport(tasks));
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(markdown).toContain("| 6000 | 4000 | 2000 |");
    expect(markdown).toMatch(/task\(s\) are not listed|passed task\(s\) are not listed/);
    expect(markdown).toContain("desktest-report-all");
    // A small suite keeps everything.
    const small = render(suiteReport(tasks.slice(0, 30)));
    expect(small).toContain("task-00001");
    expect(small).not.toContain("not listed");
    // A tiny budget still yields a summary with the totals.
    const tiny = render(suiteReport(tasks), 20_000);
    expect(Buffer.byteLength(tiny)).toBeLessThanOrEqual(20_000);
    expect(tiny).toContain("| 6000 | 4000 | 2000 |");
  });

  it("renders a preflight problem with what is missing and how to fix it", () => {
    const markdown = renderProblemSummary({
      title: "desktest: this runner cannot run these tasks",
      intro: "Fix it.",
      checks: [
        { ok: true, name: "Docker engine", detail: "Docker 27" },
        {
          ok: true,
          level: "warning",
          name: "KVM for Linux VM desktops",
          detail: "no usable /dev/kvm",
          fix: "sudo usermod -aG kvm runner",
        },
        {
          ok: false,
          name: "tart",
          detail: "not found on PATH",
          fix: "brew install cirruslabs/cli/tart",
          tasks: "mac-1",
        },
      ],
      redact: (t) => t,
      generator: "g",
    });
    const html = toHtml(markdown);
    expect(html).toMatch(
      /<td align="center">✅<\/td>\s*<td>Docker engine<\/td>\s*<td>Docker 27<\/td>\s*<td><\/td>/,
    );
    // Absent but not failing: a warning with its fix, never ✅.
    expect(html).toMatch(
      /<td align="center">⚠️<\/td>\s*<td>KVM for Linux VM desktops<\/td>\s*<td>no usable \/dev\/kvm<\/td>\s*<td>sudo usermod -aG kvm runner<\/td>/,
    );
    expect(html).toMatch(
      /<td align="center">❌<\/td>\s*<td>tart<br><sub>for mac-1<\/sub><\/td>\s*<td>not found on PATH<\/td>\s*<td>brew install cirruslabs\/cli\/tart<\/td>/,
    );
  });
});

describe("markdown escaping", () => {
  it("escapes every syntax character and neutralises references", () => {
    expect(inlineText("a|b")).toBe("a&#124;b");
    expect(inlineText("@me #1 :+1: http://x www.y")).toBe(
      "@&#8203;me #&#8203;1 &#58;+1&#58; http&#58;//x www&#46;y",
    );
    expect(inlineText("&#124;")).toBe("&amp;#&#8203;124;");
    expect(inlineText("\u202eevil\u0007")).toBe("evil");
  });
});

describe("annotations", () => {
  const annotation = (level: Annotation["level"], i: number): Annotation => ({
    level,
    message: `m${i}`,
    file: "f.json",
    line: i,
  });

  it("keeps each level within GitHub's per-step limit and says how many were left out", () => {
    const all = [
      ...Array.from({ length: 25 }, (_, i) => annotation("error", i)),
      ...Array.from({ length: 4 }, (_, i) => annotation("warning", i)),
    ];
    const { shown, dropped } = withinLimits(all, "see the summary");
    const errors = shown.filter((a) => a.level === "error");
    expect(errors).toHaveLength(8); // two left for the step's own failure and an upload error
    expect(errors.at(-1)!.message).toBe(
      "18 more error annotation(s) are not shown here (GitHub shows 10 per step): see the summary",
    );
    expect(shown.filter((a) => a.level === "warning")).toHaveLength(4);
    expect(dropped).toBe(18);
  });

  it("places task files relative to the repository root", () => {
    expect(workspacePath("a/t.json", "/ws/e2e", "/ws")).toBe("e2e/a/t.json");
    expect(workspacePath("t.json", "/elsewhere", "/ws")).toBe("/elsewhere/t.json");
    const notes = validationAnnotations(
      {
        valid: 0,
        invalid: 1,
        skipped: [],
        tasks: [
          {
            file: "t.json",
            id: null,
            valid: false,
            schema_version: null,
            errors: [{ line: 4, column: 9, pointer: "/timeout", message: "must be an integer" }],
            warnings: [],
          },
        ],
      },
      (f) => `e2e/${f}`,
    );
    expect(notes).toEqual([
      {
        level: "error",
        title: "desktest: invalid task",
        message: "/timeout must be an integer",
        file: "e2e/t.json",
        line: 4,
        column: 9,
      },
    ]);
  });
});

describe("inputs and artifact names", () => {
  const get = (values: Record<string, string>) => (name: string) => values[name] ?? "";

  it("parses the documented inputs with their defaults", () => {
    const inputs = parseInputs(get({ tasks: "tests/*.json\n# a comment\nmore", filter: "a, b\nc*" }), "/ws");
    expect(inputs).toMatchObject({
      tasks: ["tests/*.json", "more"],
      filters: ["a", "b", "c*"],
      mode: "replay",
      width: 1920,
      height: 1080,
      retries: 0,
      upload: "always",
      failOn: "failure",
      artifactName: "desktest",
      workingDirectory: "/ws",
    });
    expect(
      parseInputs(
        get({ tasks: "t", shard: "2/3", resolution: "720p", "working-directory": "sub", config: "c.json" }),
        "/ws",
      ),
    ).toMatchObject({
      shard: { index: 2, count: 3 },
      width: 1280,
      height: 720,
      workingDirectory: "/ws/sub",
      config: "/ws/sub/c.json",
    });
    const bad = () =>
      parseInputs(get({ tasks: "t", mode: "robot", record: "yes", "artifact-name": "a/b" }), "/ws");
    expect(bad).toThrow(/'mode' must be 'replay', 'agent' or 'heal', got 'robot'/);
    expect(bad).toThrow(/'record' must be true or false, got 'yes'/);
    expect(bad).toThrow(/'artifact-name' must not contain/);
  });

  it("names artifacts per shard and attempt", () => {
    expect(artifactNames("desktest", undefined, 1)).toMatchObject({
      report: "desktest-report-all",
      trajectories: "desktest-trajectories-all",
      suitePage: "desktest-suite-all.html",
    });
    const names = artifactNames("e2e", { index: 2, count: 3 }, 3);
    expect(names).toMatchObject({
      report: "e2e-report-2of3-attempt-3",
      trajectories: "e2e-trajectories-2of3-attempt-3",
      suitePage: "e2e-suite-2of3-attempt-3.html",
    });
    // A task folder of any name gives a name GitHub accepts for an artifact.
    expect(names.reviewPage(4, "notes save/ü")).toBe("e2e-review-2of3-attempt-3-4-notes_save_.html");
  });
});

describe("step log", () => {
  it("prints progress lines, and each task's log in a group where its lines cannot be workflow commands", async () => {
    const lines: string[] = [];
    const progress = new ActionProgress(
      { info: (line) => lines.push(line) },
      (t) => t.replaceAll("hunter2", "***"),
      20,
    );
    const task = { id: "calc", file: "tests/calc.json", folder: "calc", task: {} } as unknown as SuiteTask;
    const results = {
      schema_version: "1.0",
      test_id: "calc",
      status: "pass",
      duration_ms: 1200,
      metric_results: [],
    } as const;
    progress.handle({ type: "start", total: 1, concurrency: 2 });
    progress.handle({ type: "task-start", task, attempt: 1 });
    progress.handle({ type: "task-log", task, line: "::error::injected\npassword hunter2" });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const run = {
      task,
      attempts: [{ attempt: 1, startedAt: "", durationMs: 1200, artifactsDir: "/x", results }],
    } as unknown as TaskRun;
    progress.handle({ type: "task-end", run, done: 1, total: 1 });
    progress.stop();
    const stop = lines.find((l) => l.startsWith("::stop-commands::"))!;
    const token = stop.slice("::stop-commands::".length);
    expect(lines.filter((l) => !l.startsWith("[running]"))).toEqual([
      "Running 1 task(s), up to 2 at a time",
      "[start] calc (tests/calc.json)",
      "[1/1] PASS calc (1.2s)",
      "::group::PASS calc (1.2s): log",
      stop,
      "::error::injected",
      "password ***",
      `::${token}::`,
      "::endgroup::",
    ]);
    expect(lines.some((l) => /^\[running\] 0\/1 done; running: calc \(\d+ms\)$/.test(l))).toBe(true);
  });
});
