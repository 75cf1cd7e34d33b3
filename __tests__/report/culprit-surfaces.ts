import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { classifyCulprit } from "../../src/artifacts/culprit.ts";
import { replayFailure } from "../../src/evaluate/replay/replay-failure.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import type { SuiteRun } from "../../src/report/suite-run.ts";
import { writeSuiteReports } from "../../src/report/write-reports.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask } from "../suite/fake-run-task.ts";
import { reportContext } from "./multiline-failure.ts";

/**
 * A suite of three tasks that did not pass, one per culprit the pipeline decides from a run's facts
 * (classifyCulprit, as results.json is written): `app-wrong` ran its replay clean and a check failed
 * (product), `replay-raises` raised in its third replay step (test, with the script's error output),
 * `runner-lacks` ran on a desktop whose Python has no pyautogui (environment, exit 3).
 */
export const REPLAY_STDERR = [
  "Traceback (most recent call last):",
  '  File "/home/tester/replay-raises.replay.py", line 40, in <module>',
  "    step_3()",
  "ElementNotFound: button 'Save'",
].join("\n");
export const MODULE_STDERR = [
  "Traceback (most recent call last):",
  '  File "/home/tester/runner-lacks.replay.py", line 3, in <module>',
  "    import pyautogui",
  "ModuleNotFoundError: No module named 'pyautogui'",
].join("\n");

const replayOk: MetricResult = {
  passed: true,
  metric: "script_replay",
  expected: "exit_code=0, REPLAY_COMPLETE in output",
  actual: "exit_code=0, complete=true",
  detail: "Replay script completed successfully",
};
const check: MetricResult = {
  passed: false,
  metric: "file_exists",
  expected: "/home/tester/saved.txt",
  actual: "missing",
  detail: "/home/tester/saved.txt does not exist",
};
const replayExited: MetricResult = {
  ...replayOk,
  passed: false,
  actual: "exit_code=1, complete=false",
  detail: "Replay script exited with code 1",
};

export interface CulpritSuite {
  cwd: string;
  run: SuiteRun;
  report: SuiteReport;
  files: Awaited<ReturnType<typeof writeSuiteReports>>["files"];
}

export async function writeCulpritSuite(): Promise<CulpritSuite> {
  const cwd = tempTree({});
  mkdirSync(path.join(cwd, "tasks"), { recursive: true });
  writeFileSync(path.join(cwd, "tasks", "placeholder"), "");
  const product = classifyCulprit({
    status: "fail",
    category: "test_failure",
    stage: "replay",
    timedOut: false,
    metrics: [replayOk, check],
  })!;
  const test = classifyCulprit({
    status: "fail",
    category: "test_failure",
    stage: "replay",
    timedOut: false,
    metrics: [replayExited],
    replayFailure: replayFailure({
      stdout: "REPLAY_STEP_DONE:1:open the menu\nREPLAY_STEP_DONE:2:choose Save\n",
      stderr: REPLAY_STDERR,
      exitCode: 1,
      timedOut: false,
    }),
  })!;
  const environment = classifyCulprit({
    status: "error",
    category: "infra_error",
    detail: "The desktop cannot run the replay script runner-lacks.replay.py: …",
    error: {
      evidence: "ModuleNotFoundError: No module named 'pyautogui' (the desktop's Python: /usr/bin/python3)",
      outputTail: MODULE_STDERR,
    },
    stage: "replay",
    timedOut: false,
    metrics: [],
  })!;
  const fake = fakeRunTask((id) => {
    switch (id) {
      case "app-wrong":
        return {
          status: "fail",
          detail: `file_exists: ${check.detail}`,
          metrics: [replayOk, check],
          culprit: product,
        };
      case "replay-raises":
        return {
          status: "fail",
          detail: "script_replay: Replay script exited with code 1",
          metrics: [replayExited],
          culprit: test,
        };
      default:
        return {
          status: "error",
          category: "infra_error",
          detail:
            "Infrastructure error: The desktop cannot run the replay script runner-lacks.replay.py: its Python (/usr/bin/python3) says ModuleNotFoundError: No module named 'pyautogui'.",
          culprit: environment,
        };
    }
  });
  const run = await runSuite({
    tasks: [suiteTask("app-wrong"), suiteTask("replay-raises"), suiteTask("runner-lacks")],
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
  const { report, files } = await writeSuiteReports(run, reportContext(cwd));
  return { cwd, run, report, files };
}
