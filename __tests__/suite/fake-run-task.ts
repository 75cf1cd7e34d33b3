/** A stand-in for the one-task run pipeline, for suite tests that need no Docker. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Culprit } from "../../src/artifacts/culprit.ts";
import type { ResultsJson } from "../../src/artifacts/results-json.ts";
import { sortedJson } from "../../src/artifacts/sorted-json.ts";
import type { ErrorCategory } from "../../src/errors/desktest-error.ts";
import { ExitCode, exitCodeForCategory } from "../../src/errors/exit-code.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";
import type { RunTaskOptions, RunTaskResult } from "../../src/run/run-task.ts";
import type { AppConfig, Task } from "../../src/task/model.ts";
import type { SuiteTask } from "../../src/report/suite-run.ts";
import type { ValidLoadedTask } from "../../src/run/load-task-file.ts";

/** A 4×3 PNG, so browsers really decode the screenshots. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPQqDgBRww4OQBBxhDhzXmo9QAAAABJRU5ErkJggg==",
  "base64",
);

export function suiteTask(id: string, app?: AppConfig): SuiteTask {
  const task = {
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: app ?? { type: "folder", dir: "app", entrypoint: "run.sh", electron: false },
    config: [],
    evaluator: { mode: "programmatic", conjunction: "and", metrics: [] },
    timeout: 300,
    max_steps: 15,
    max_a11y_nodes: 10_000,
    secrets: {},
    metadata: { tags: ["smoke", id] },
  } as unknown as Task;
  return suiteTaskOf(task, `tasks/${id}.json`);
}

/** A suite task as discovery makes it: the task, loaded from `file` (a desktest-format file, no diagnostics). */
export function suiteTaskOf(task: Task, file: string): SuiteTask {
  const loaded: ValidLoadedTask = {
    format: "desktest",
    file,
    dir: "/",
    diagnostics: [],
    locate: () => ({ file }),
    task,
  };
  return { id: task.id, file, folder: task.id, task, loaded };
}

/** The id of the task a run was given (the file's name when it did not load). */
export function taskIdOf(options: RunTaskOptions): string {
  return "loaded" in options.task ? options.task.loaded.task.id : options.task.unloadable.testId;
}

export interface FakeOutcome {
  status: "pass" | "fail" | "error";
  category?: ErrorCategory;
  detail?: string;
  metrics?: MetricResult[];
  /** Whose fault it is, as the real pipeline's classifyCulprit decides it (written into results.json). */
  culprit?: Culprit;
  /** Where the metrics and a configuration error are in the task file, as the real pipeline says. */
  locations?: RunTaskResult["locations"];
  /** How long the fake run takes (default 20 ms). */
  ms?: number;
  /** Never end (until the test process does). */
  hang?: boolean;
  /** More of results.json (a heal-mode run's outcome and heal). */
  results?: Partial<ResultsJson>;
  /** More files in the artifacts folder, by relative path (a heal's screens and updated replay). */
  files?: Record<string, string | Buffer>;
}

export interface FakeCall {
  id: string;
  attempt: number;
  start: number;
  end?: number;
  options: RunTaskOptions;
}

/** A runTask that writes what the real one writes (results.json, trajectory, screenshots) per the plan. */
export function fakeRunTask(plan: (id: string, attempt: number) => FakeOutcome) {
  const calls: FakeCall[] = [];
  const attempts = new Map<string, number>();
  const run = async (options: RunTaskOptions): Promise<RunTaskResult> => {
    const id = taskIdOf(options);
    const attempt = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, attempt);
    const call: FakeCall = { id, attempt, start: Date.now(), options };
    calls.push(call);
    const outcome = plan(id, attempt);
    options.log?.(`desktop ready for ${id}`);
    if (outcome.hang) await new Promise(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, outcome.ms ?? 20));
    const dir = path.resolve(options.cwd, options.artifactsDir);
    await mkdir(dir, { recursive: true });
    const category: ErrorCategory | undefined =
      outcome.status === "pass"
        ? undefined
        : (outcome.category ?? (outcome.status === "fail" ? "test_failure" : "infra_error"));
    const results: ResultsJson = {
      schema_version: "1.0",
      test_id: id,
      status: outcome.status,
      duration_ms: Date.now() - call.start,
      metric_results: outcome.metrics ?? [],
      ...(category
        ? { error_category: category, error_detail: outcome.detail ?? `${outcome.status} of ${id}` }
        : {}),
      ...(outcome.culprit ? { culprit: outcome.culprit } : {}),
      ...outcome.results,
    };
    for (const [name, body] of Object.entries(outcome.files ?? {})) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), body);
    }
    if (outcome.status !== "error" || category !== "config_error") {
      const entries = [1, 2].map((step) =>
        JSON.stringify({
          step,
          timestamp: "2026-01-01T00:00:0" + step + "Z",
          action_code: "pass",
          screenshot_path: `step_00${step}.png`,
          result: step === 2 ? "done" : "success",
        }),
      );
      await writeFile(path.join(dir, "trajectory.jsonl"), entries.join("\n") + "\n");
      for (const name of ["step_000.png", "step_001.png", "step_002.png", "final.png"]) {
        await writeFile(path.join(dir, name), PNG);
      }
      await writeFile(path.join(dir, "task.json"), "{}");
    }
    const resultsFile = path.resolve(options.cwd, options.outputDir, "results.json");
    await writeFile(resultsFile, sortedJson(results));
    call.end = Date.now();
    return {
      results,
      exitCode: category ? exitCodeForCategory(category) : ExitCode.pass,
      resultsFile,
      ...(outcome.locations ? { locations: outcome.locations } : {}),
    };
  };
  return { run, calls };
}

/** The most calls that were running at the same moment. */
export function maxOverlap(calls: FakeCall[], keep: (call: FakeCall) => boolean = () => true): number {
  const points = calls
    .filter(keep)
    .flatMap((c) => [
      [c.start, 1],
      [c.end ?? Number.POSITIVE_INFINITY, -1],
    ])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let now = 0;
  let most = 0;
  for (const [, delta] of points) most = Math.max(most, (now += delta!));
  return most;
}
