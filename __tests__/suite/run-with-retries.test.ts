/**
 * `desktest run --retries-on-failure`: the suite's retry rules for one task, through the same fake
 * one-task pipeline the suite's tests use (no Docker).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ResultsJson } from "../../src/artifacts/results-json.ts";
import type { RunTaskOptions } from "../../src/run/run-task.ts";
import { runTaskWithRetries } from "../../src/suite/run-with-retries.ts";
import { mostAttempts, nextRetry, retryBudget } from "../../src/suite/retry-on-failure.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask, type FakeOutcome } from "./fake-run-task.ts";

function runOptions(cwd: string, replay = false): RunTaskOptions {
  return {
    task: { loaded: suiteTask("flaky-ui").loaded },
    cwd,
    env: {},
    outputDir: "artifacts",
    artifactsDir: "artifacts",
    width: 1280,
    height: 800,
    replay,
  } as RunTaskOptions;
}

const failThenPass =
  (failures: number) =>
  (_id: string, attempt: number): FakeOutcome =>
    attempt <= failures ? { status: "fail", detail: `missed the button (${attempt})` } : { status: "pass" };

describe("runTaskWithRetries", () => {
  it("runs a task that failed a check again; fail then pass is flaky, exit 0, results.json says so", async () => {
    const cwd = tempTree({});
    const fake = fakeRunTask(failThenPass(2));
    const retries: [number, number][] = [];
    const run = await runTaskWithRetries(runOptions(cwd), 3, {
      run: fake.run,
      onRetry: (_ended, next, of) => retries.push([next, of]),
    });
    expect(fake.calls).toHaveLength(3);
    expect(run.status).toBe("flaky");
    expect(run.exitCode).toBe(0);
    expect(run.attempts.map((a) => a.status)).toEqual(["fail", "fail", "pass"]);
    expect(retries).toEqual([
      [2, 4],
      [3, 4],
    ]);
    const folder = path.join(cwd, "artifacts");
    // Each earlier attempt keeps its evidence in attempt-<n>/.
    for (const n of [1, 2]) {
      expect(JSON.parse(readFileSync(path.join(folder, `attempt-${n}/results.json`), "utf8"))).toMatchObject({
        status: "fail",
      });
      expect(existsSync(path.join(folder, `attempt-${n}/trajectory.jsonl`))).toBe(true);
    }
    expect(JSON.parse(readFileSync(path.join(folder, "results.json"), "utf8"))).toMatchObject({
      status: "pass",
      flaky: true,
      earlier_attempts: [
        { attempt: 1, status: "fail", error_detail: "missed the button (1)", artifacts_dir: "attempt-1" },
        { attempt: 2, status: "fail", error_detail: "missed the button (2)", artifacts_dir: "attempt-2" },
      ],
    });
  });

  it("stops at the budget: still failing after every retry is a failure (exit 1)", async () => {
    const cwd = tempTree({});
    const fake = fakeRunTask(failThenPass(5));
    const run = await runTaskWithRetries(runOptions(cwd), 1, { run: fake.run });
    expect(fake.calls).toHaveLength(2);
    expect(run.status).toBe("fail");
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(readFileSync(path.join(cwd, "artifacts/results.json"), "utf8"))).toMatchObject({
      status: "fail",
      flaky: false,
      earlier_attempts: [{ attempt: 1, status: "fail" }],
    });
  });

  it("never retries a replay, an error, or a run without the flag; results.json is unchanged then", async () => {
    for (const [replay, retries, plan] of [
      [true, 3, failThenPass(1)],
      [false, 0, failThenPass(1)],
      [false, 3, (): FakeOutcome => ({ status: "error", detail: "Infrastructure error: docker" })],
    ] as const) {
      const cwd = tempTree({});
      const fake = fakeRunTask(plan);
      const run = await runTaskWithRetries(runOptions(cwd, replay), retries, { run: fake.run });
      expect(fake.calls).toHaveLength(1);
      expect(run.status).not.toBe("flaky");
      const written = JSON.parse(readFileSync(path.join(cwd, "artifacts/results.json"), "utf8")) as object;
      expect(written).not.toHaveProperty("flaky");
      expect(written).not.toHaveProperty("earlier_attempts");
    }
  });

  it("shares the suite's rules: failures retried in agent runs only, infrastructure errors on their own budget", () => {
    const agent = retryBudget({ retries: 1, retriesOnFailure: 2 });
    expect(retryBudget({ retries: 1, retriesOnFailure: 2, replay: true })).toEqual({
      infra: 1,
      onFailure: 0,
    });
    expect(mostAttempts(agent)).toBe(4);
    const fail = {
      schema_version: "1.0",
      test_id: "t",
      status: "fail",
      duration_ms: 1,
      metric_results: [],
    } satisfies ResultsJson;
    const used = { infra: 1, onFailure: 1 };
    expect(nextRetry(fail, used, agent)).toEqual({ infra: 1, onFailure: 2 });
    expect(nextRetry(fail, { infra: 0, onFailure: 2 }, agent)).toBeUndefined();
    const infra: ResultsJson = { ...fail, status: "error", error_category: "infra_error" };
    expect(nextRetry(infra, used, agent)).toBeUndefined();
    expect(
      nextRetry({ ...infra, error_category: "config_error" }, { infra: 0, onFailure: 0 }, agent),
    ).toBeUndefined();
  });
});

describe("desktest run --retries-on-failure", () => {
  const cwd = tempTree({
    "tasks/one.json": JSON.stringify({
      schema_version: "1.0",
      id: "one",
      instruction: "Do one.",
      app: { type: "folder", dir: "app", entrypoint: "run.sh" },
      evaluator: { mode: "llm" },
    }),
    "app/run.sh": "",
  });

  it("refuses a value that is not a whole number (exit 2) before anything runs", async () => {
    const result = await cli(["run", "tasks/one.json", "--retries-on-failure", "-1"], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--retries-on-failure must be a whole number of at least 0, got '-1'/);
    expect(existsSync(path.join(cwd, "test-results"))).toBe(false);
  });

  it("is listed in run's help", async () => {
    const result = await cli(["run", "--help"], cwd);
    expect(result.stdout).toMatch(
      /--retries-on-failure <n>\s+agent runs: run the task again after it failed\s+a check/,
    );
  });
});
