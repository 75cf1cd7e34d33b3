import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  check_python_file_by_test_suite,
  testSuiteOutcome,
  TEST_SUITE_MAX_FILES,
  type DesktopPython,
  type MetricContext,
} from "../../src/osworld/metrics/python-test-suite.ts";
import { PythonError } from "../../src/osworld/python-semantics.ts";
import { tempDir } from "./helpers.ts";

// check_python_file_by_test_suite never runs the suite on the host: what reaches the desktop, and what its
// answer becomes. (The scores themselves are held to OSWorld's by the oracle's cases.)
const recorder = () => {
  const runs: { hostDir: string; argv: string[]; timeoutMs: number }[] = [];
  const python: DesktopPython = {
    async run(hostDir, argv, timeoutMs) {
      runs.push({ hostDir, argv, timeoutMs });
      return { stdout: '{"score": "1.0"}\n', exitCode: 0, timedOut: false };
    },
  };
  return { runs, python };
};

describe("check_python_file_by_test_suite in the task's desktop", () => {
  it("copies the test file's folder of the task cache into the desktop and runs the harness there", async () => {
    const cache = tempDir();
    mkdirSync(path.join(cache, "suite"));
    writeFileSync(path.join(cache, "suite", "test_suite.py"), "def check():\n    return True\n");
    const { runs, python } = recorder();
    const context: MetricContext = { hostCacheDir: cache, python, log: () => undefined };
    const score = await check_python_file_by_test_suite(
      [],
      path.join(cache, "suite", "test_suite.py"),
      { test_function_name: "check" },
      context,
    );
    expect(score).toBe(1);
    expect(runs).toEqual([
      {
        hostDir: path.join(cache, "suite"),
        argv: [
          "python3",
          "-c",
          expect.stringContaining("spec_from_file_location"),
          "test_suite.py",
          '"check"',
        ],
        timeoutMs: 120_000,
      },
    ]);
  });

  it("runs only a test file a getter fetched into the task cache, and no more than its bounds", async () => {
    const cache = tempDir();
    const elsewhere = tempDir();
    writeFileSync(path.join(elsewhere, "test.py"), "def test():\n    return True\n");
    const { runs, python } = recorder();
    const context: MetricContext = { hostCacheDir: cache, python, log: () => undefined };
    await expect(
      check_python_file_by_test_suite([], path.join(elsewhere, "test.py"), {}, context),
    ).rejects.toThrow(/NotSupported.*not in the task cache/);
    for (let i = 0; i <= TEST_SUITE_MAX_FILES; i++) writeFileSync(path.join(cache, `f${i}.txt`), "");
    writeFileSync(path.join(cache, "test.py"), "def test():\n    return True\n");
    await expect(
      check_python_file_by_test_suite([], path.join(cache, "test.py"), {}, context),
    ).rejects.toThrow(/more than 1000 entries/);
    expect(runs).toEqual([]);
  });

  it("makes the harness's answer the score, or the exception OSWorld lets through", () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    expect(testSuiteOutcome({ stdout: '{"score": "0.25"}\n', exitCode: 0, timedOut: false }, log)).toBe(0.25);
    // past 120 s the suite is stopped and scores 0, as OSWorld's current source does
    expect(testSuiteOutcome({ stdout: "", exitCode: 137, timedOut: true }, log)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/did not finish within 120 s; it scores 0/)]);
    const raised = () =>
      testSuiteOutcome(
        { stdout: '{"raises": "SystemExit", "message": "3"}\n', exitCode: 0, timedOut: false },
        log,
      );
    expect(raised).toThrow(PythonError);
    expect(raised).toThrow(/SystemExit: 3/);
    // a suite that ends the process itself (os._exit) leaves no answer: OSWorld's evaluator would be gone too
    expect(() => testSuiteOutcome({ stdout: "", exitCode: 3, timedOut: false }, log)).toThrow(/exit 3/);
  });
});
