import { cpSync } from "node:fs";
import path from "node:path";
import { runTask, type RunTaskOptions } from "../../src/run/run-task.ts";
import { tempTree } from "./cli.ts";
import { docker } from "./desktop.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** A copy of the examples folder to run from, so tests can change tasks freely. */
export function examplesCopy(): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  return dir;
}

/** One task of `dir` through the run pipeline, replayed at 1280×800, results in out/ and artifacts/. */
export async function runReplay(dir: string, taskFile: string, extra: Partial<RunTaskOptions> = {}) {
  return runTask({
    task: await loadTaskToRun(taskFile, { cwd: dir }),
    cwd: dir,
    env: {},
    outputDir: "out",
    artifactsDir: "artifacts",
    width: 1280,
    height: 800,
    docker,
    replay: true,
    ...extra,
  });
}
