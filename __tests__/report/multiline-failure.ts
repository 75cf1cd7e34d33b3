import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { CheckModel, TaskResult } from "../../app/check/model.ts";
import { matchOutput } from "../../src/evaluate/metrics/command-output.ts";
import type { ReportContext } from "../../src/report/build-report.ts";
import type { ReportTask, SuiteReport } from "../../src/report/report-types.ts";
import type { SuiteRun } from "../../src/report/suite-run.ts";
import { writeSuiteReports } from "../../src/report/write-reports.ts";
import { loadTaskFile } from "../../src/run/load-task-file.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask } from "../suite/fake-run-task.ts";

/**
 * One passing and one failing task, the failing one as the issue tried it: its command_output metric
 * expects `todo\nshipped!` and the app printed `todo\nshipped`. The task file is real (its location and
 * snippet come from the loader), the metric's detail from the real matcher; only the desktop is a stand-in.
 */
export const EXPECTED = "todo\nshipped!";
export const ACTUAL = "todo\nshipped";
/** The line of the failing metric in TASK_TEXT (1-based): its opening brace. */
export const METRIC_LINE = 10;

const TASK_TEXT = `{
  "schema_version": "1.0",
  "id": "todo-ship",
  "instruction": "Mark the todo as shipped.",
  "app": { "type": "folder", "dir": "app", "entrypoint": "run.sh" },
  "evaluator": {
    "mode": "programmatic",
    "metrics": [
      { "type": "file_exists", "path": "/tmp/todo.txt" },
      {
        "type": "command_output",
        "command": "cat /tmp/todo.txt",
        "expected": "todo\\nshipped!",
        "match_mode": "equals"
      }
    ]
  }
}
`;

export interface MultilineFailure {
  cwd: string;
  run: SuiteRun;
  report: SuiteReport;
  failing: ReportTask;
  files: Awaited<ReturnType<typeof writeSuiteReports>>["files"];
  /** The whole reason, as every surface must show it. */
  reason: string;
}

/** The report context of these tests' suites (a replay run of a pull request). */
export function reportContext(cwd: string): ReportContext {
  return {
    outputDir: path.join(cwd, "out"),
    version: "0.1.0",
    mode: "replay",
    shard: undefined,
    retries: 0,
    retriesOnFailure: 0,
    failFast: false,
    filters: [],
    width: 1280,
    height: 800,
    source: {
      commit: null,
      head_sha: null,
      ref: null,
      repository: "acme/app",
      pull_request: 7,
      origin: "github",
    },
    ci: null,
    runner: {
      os: "linux",
      os_release: "6.1",
      arch: "x64",
      node: "v24.0.0",
      cpus: 2,
      memory_bytes: 8 * 1024 ** 3,
      name: null,
    },
    skippedFiles: [],
  };
}

export async function writeMultilineFailure(): Promise<MultilineFailure> {
  const cwd = tempTree({});
  mkdirSync(path.join(cwd, "tasks", "app"), { recursive: true });
  writeFileSync(path.join(cwd, "tasks", "app", "run.sh"), "#!/bin/sh\n");
  writeFileSync(path.join(cwd, "tasks", "todo-ship.json"), TASK_TEXT);
  const loaded = await loadTaskFile("tasks/todo-ship.json", { cwd });
  if (!loaded.task) throw new Error(JSON.stringify(loaded.diagnostics));
  const match = matchOutput(ACTUAL, EXPECTED, "equals");
  const detail = `command_output: ${match.detail}`;
  const fake = fakeRunTask((id) =>
    id === "todo-ship"
      ? {
          status: "fail",
          detail,
          metrics: [
            {
              passed: true,
              metric: "file_exists",
              expected: "/tmp/todo.txt",
              actual: "exists",
              detail: "ok",
            },
            {
              passed: false,
              metric: "command_output",
              expected: `${EXPECTED} (Equals)`,
              actual: ACTUAL,
              detail: match.detail,
            },
          ],
          locations: {
            metrics: [loaded.locate("/evaluator/metrics/0"), loaded.locate("/evaluator/metrics/1")],
            error: null,
          },
        }
      : { status: "pass" },
  );
  const run = await runSuite({
    tasks: [suiteTask("a-pass"), { ...suiteTask("todo-ship"), file: "tasks/todo-ship.json" }],
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
  const context = reportContext(cwd);
  const { report, files } = await writeSuiteReports(run, context);
  const failing = report.tasks.find((t) => t.id === "todo-ship")!;
  return { cwd, run, report, failing, files, reason: `${detail.replace("\n", "⏎")}` };
}

/** The App's view of a report task, as processWorkflowRun builds it. */
export function taskResultOf(task: ReportTask): TaskResult {
  return {
    id: task.id,
    file: task.file,
    status: task.status,
    errorCategory: task.error_category,
    reason: task.reason,
    detail: task.detail,
    culprit: task.culprit,
    ...(task.outcome ? { outcome: task.outcome } : {}),
    ...(task.heal ? { heal: { ...task.heal, expectedKey: "exp.webp", actualKey: "act.webp" } } : {}),
    flaky: task.flaky,
    durationMs: task.duration_ms,
    steps: task.steps,
    costUsd: task.usage.cost_usd,
    shard: "desktest-report",
    failingMetrics: task.metrics
      .filter((m) => !m.passed)
      .map((m) => ({
        metric: m.metric,
        expected: m.expected,
        actual: m.actual,
        detail: m.detail,
        location: m.location,
      })),
    location: task.location,
    failedStep: task.failed_step,
    lastThought: null,
    reviewKey: null,
    finalScreenshotKey: null,
    visual: {
      status: "no-screenshot",
      final: null,
      stepsCompared: 0,
      stepsChanged: 0,
      firstDivergedStep: null,
      changeKeys: [],
      accepted: false,
      error: null,
    },
    fromEarlierRun: false,
  };
}

/** A check model of the report's tasks (what the App stores and renders). */
export function checkModelOf(report: SuiteReport): CheckModel {
  const sha = "fedcba9876543210fedcba9876543210fedcba98";
  return {
    version: 1,
    owner: "acme",
    repo: "app",
    checkName: "desktest",
    headSha: sha,
    run: {
      id: 1,
      attempt: 1,
      number: 3,
      name: "e2e",
      workflowId: 7,
      path: ".github/workflows/e2e.yml",
      event: "pull_request",
      headSha: sha,
      headBranch: "ship",
      headRepository: "acme/app",
      htmlUrl: "https://github.com/acme/app/actions/runs/1",
      createdAt: "2026-03-01T09:14:02Z",
      conclusion: "failure",
      pullRequests: [],
    },
    pullRequests: [],
    mode: "replay",
    shards: [{ name: "desktest-report", artifactId: 11, status: report.run.status }],
    missingShards: [],
    interrupted: [],
    filters: [],
    tasks: report.tasks.map(taskResultOf),
    skippedFiles: [],
    baseline: {
      kind: "merge-base",
      branch: "main",
      reference: "1111111111111111111111111111111111111111",
      run: null,
      withoutReports: 0,
      comparedTasks: 0,
    },
    visual: { enabled: false, block: false, threshold: 0.001 },
    trajectoryArtifacts: [],
    notes: [],
    approvedBy: null,
    processedAt: "2026-03-01T09:21:07.000Z",
  };
}
