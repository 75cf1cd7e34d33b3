import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AgentRunner } from "../../src/agent/agent-runner.ts";
import { trajectoryTimestamp } from "../../src/artifacts/trajectory.ts";
import type { OsworldResultsJson } from "../../src/osworld/settings.ts";
import { runTask, type RunTaskOptions, type RunTaskResult } from "../../src/run/run-task.ts";
import { tempTree } from "../helpers/cli.ts";
import { referencePath } from "../helpers/reference-dir.ts";
import { docker } from "../helpers/desktop.ts";
import { inOsworldRunSlot } from "../helpers/machine-lock.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

export const EXAMPLES = referencePath("osworld-examples");
export const FIXTURES = path.resolve(import.meta.dirname, "fixtures");

export interface ExampleRun {
  results: OsworldResultsJson;
  exitCode: number;
  /** Where each metric result stands in the task file (see RunTaskResult.locations). */
  locations: RunTaskResult["locations"];
  dir: string;
  artifacts: string;
  /** OSWorld's result.txt, when the run was scored. */
  resultTxt?: string;
  traj: Record<string, unknown>[];
}

/**
 * Run one reference OSWorld task (or a task of fixtures/tasks/), unmodified, from a fresh folder: with its scripted solution
 * (`fixtures/solutions/<id>.replay.py` beside it), with the do-nothing script, or with an agent double. Runs may go
 * side by side (each has its own desktop and folder), as many at once on this machine as inOsworldRunSlot lets.
 */
export async function runExample(
  id: string,
  how: {
    solution?: string;
    agent?: AgentRunner;
    width?: number;
    height?: number;
    extra?: Partial<RunTaskOptions>;
  } = {},
): Promise<ExampleRun> {
  const dir = tempTree({});
  const fixture = path.join(FIXTURES, "tasks", `${id}.json`);
  cpSync(existsSync(fixture) ? fixture : path.join(EXAMPLES, `${id}.json`), path.join(dir, `${id}.json`));
  if (!how.agent)
    cpSync(
      path.join(FIXTURES, "solutions", `${how.solution ?? id}.replay.py`),
      path.join(dir, `${id}.replay.py`),
    );
  const { results, exitCode, locations } = await inOsworldRunSlot(async () =>
    runTask({
      task: await loadTaskToRun(`${id}.json`, { cwd: dir }),
      cwd: dir,
      env: { DESKTEST_OSWORLD_CACHE: path.join(FIXTURES, "cache") },
      outputDir: "out",
      artifactsDir: "artifacts",
      width: how.width ?? 1280,
      height: how.height ?? 800,
      docker,
      replay: !how.agent,
      ...(how.agent ? { agent: () => how.agent! } : {}),
      ...how.extra,
    }),
  );
  const artifacts = path.join(dir, "artifacts");
  const resultFile = path.join(artifacts, "result.txt");
  const traj = readFileSync(path.join(artifacts, "traj.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    results: results as OsworldResultsJson,
    exitCode,
    locations,
    dir,
    artifacts,
    ...(existsSync(resultFile) ? { resultTxt: readFileSync(resultFile, "utf8") } : {}),
    traj,
  };
}

/** An agent double that ends the episode at once with DONE or FAIL (no LLM). */
export function agentThatSays(command: "DONE" | "FAIL"): AgentRunner {
  return async ({ artifacts }) => {
    await artifacts.appendTrajectory({
      step: 1,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      thought: command === "FAIL" ? "The user Charles does not exist; this cannot be done." : "Done.",
      result: command === "FAIL" ? "fail" : "done",
    });
    return {
      passed: command === "DONE",
      ending: command === "DONE" ? "done" : "fail",
      reasoning: command,
      steps: 1,
    };
  };
}
