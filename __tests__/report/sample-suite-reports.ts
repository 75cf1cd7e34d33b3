import path from "node:path";
import type { ReportContext } from "../../src/report/build-report.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { writeSuiteReports } from "../../src/report/write-reports.ts";
import { taskFolders } from "../../src/suite/discover.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask, type FakeOutcome } from "../suite/fake-run-task.ts";
import type { SuiteRun } from "../../src/report/suite-run.ts";

/**
 * A shard of an agent suite run by the fake run pipeline, and the reports written for it: a pass, a
 * flaky task (failed a check, passed on the retry), a fail with metric expected/actual, errors (one with a hostile reason), a task whose id is
 * hostile HTML, a task --fail-fast kept from running, and a task file that does not load.
 */
export const EVIL = `<img src=x onerror="window.__pwned=1;alert(1)">`;
export const EVIL_REASON = `</script><script>window.__pwned=2</script> & "quotes"`;

const PLAN: Record<string, (attempt: number) => FakeOutcome> = {
  "a-pass": () => ({ status: "pass" }),
  "b-flaky": (attempt) =>
    attempt === 1
      ? { status: "fail", detail: "file_compare: today.txt differs at line 2" }
      : { status: "pass" },
  "c-fail": () => ({
    status: "fail",
    locations: {
      metrics: [
        { file: "tasks/c-fail.json", line: 9, column: 7, pointer: "/evaluator/metrics/0" },
        { file: "tasks/c-fail.json", line: 14, column: 7, pointer: "/evaluator/metrics/1" },
      ],
      error: null,
    },
    detail: "command_output: Output does not equal expected. Got: 'Shopping list'\nsecond line",
    metrics: [
      {
        passed: true,
        metric: "file_exists",
        expected: "/home/tester/notes.txt should exist",
        actual: "exists",
        detail: "ok",
      },
      {
        passed: false,
        metric: "command_output",
        expected: "Hello from desktest (Equals)",
        actual: "Shopping list <b>bold</b>\u0007",
        detail: "Output does not equal expected. Got: 'Shopping list'",
      },
    ],
  }),
  "d-error": () => ({
    status: "error",
    detail: `Infrastructure error: Setup step 0 (execute) failed: ${EVIL_REASON}`,
  }),
  "e-config": () => ({
    status: "error",
    category: "config_error",
    detail: "Config error: --replay requires a 'replay_script' path in the task JSON",
    locations: {
      metrics: [],
      error: { file: "tasks/e-config.json", line: 4, column: 3, pointer: "/evaluator" },
    },
  }),
  [EVIL]: () => ({ status: "pass" }),
};

export interface SampleSuiteReports {
  cwd: string;
  run: SuiteRun;
  report: SuiteReport;
  files: Awaited<ReturnType<typeof writeSuiteReports>>["files"];
}

export async function writeSampleSuiteReports(): Promise<SampleSuiteReports> {
  const cwd = tempTree({});
  const ids = Object.keys(PLAN);
  const folders = taskFolders([...ids, "f-not-run"]);
  const fake = fakeRunTask((id, attempt) => PLAN[id]!(attempt));
  const run = await runSuite({
    tasks: ids.map((id) => ({ ...suiteTask(id), folder: folders.get(id)! })),
    cwd,
    env: {},
    artifactsDir: "out/artifacts",
    concurrency: 2,
    retries: 1,
    retriesOnFailure: 1,
    width: 1280,
    height: 800,
    preflight: false,
    runTask: fake.run,
  });
  // A task that --fail-fast kept from running (cannot happen together with the errors above in one run).
  run.tasks.push({
    task: { ...suiteTask("f-not-run"), folder: folders.get("f-not-run")! },
    attempts: [],
    notRun: "fail-fast",
  });
  run.failFastAfter = "c-fail";
  const context: ReportContext = {
    outputDir: path.join(cwd, "out"),
    version: "0.1.0",
    mode: "agent",
    shard: { index: 2, count: 3, strategy: "hash", suiteTotal: 20 },
    retries: 1,
    retriesOnFailure: 1,
    failFast: true,
    filters: [],
    width: 1280,
    height: 800,
    source: {
      commit: "0123456789abcdef0123456789abcdef01234567",
      head_sha: "fedcba9876543210fedcba9876543210fedcba98",
      ref: "refs/pull/7/merge",
      repository: "acme/app",
      pull_request: 7,
      origin: "github",
    },
    ci: {
      provider: "github",
      run_id: "123",
      run_attempt: 2,
      workflow: "e2e",
      job: "desktest",
      server_url: "https://github.com",
    },
    runner: {
      os: "linux",
      os_release: "6.1",
      arch: "x64",
      node: "v24.0.0",
      cpus: 2,
      memory_bytes: 8 * 1024 ** 3,
      name: "runner-1",
    },
    skippedFiles: [
      { file: "tasks/broken.json", reason: "tasks/broken.json:1:1 / must have required property 'app'" },
    ],
  };
  const { report, files } = await writeSuiteReports(run, context);
  return { cwd, run, report, files };
}
