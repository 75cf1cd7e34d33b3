import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readTrajectory } from "../artifacts/trajectory.ts";
import { InfraError } from "../errors/desktest-error.ts";
import { generateReplayScript } from "./replay-script.ts";
import { selectSteps } from "./select-steps.ts";
import { existingReplayScript, updateTaskFile } from "./update-task-file.ts";

export interface CodifyToFileOptions {
  /** The trajectory.jsonl to codify (its folder holds the step screens). */
  trajectoryFile: string;
  /** Where the script goes when no task file names one (absolute). */
  output?: string;
  /** The folder of the default script, desktest_replay.py, when there is neither `output` nor a task file. */
  cwd: string;
  /** A task file to point at the script: its existing `replay_script` wins over `output`. */
  taskFile?: string;
  /** Only these steps (1-based), when given. */
  steps?: number[];
  withScreenshots?: boolean;
  threshold?: number;
  delay?: number;
}

export interface CodifiedFile {
  /** The script written (absolute). */
  output: string;
  /** Why `output` was not used: the task file already names its script. */
  outputIgnored: boolean;
  kept: number;
  total: number;
  /** Listed steps with no code, left out. */
  emptyListed: number[];
}

/**
 * Codify a trajectory into its replay script on disk, and point the task file at it when one is given
 * (the script the task names already, else `output`, else `<task>.replay.py` beside the task — the
 * reference writes into the working directory; see docs/compatibility.md).
 */
export async function codifyToFile(options: CodifyToFileOptions): Promise<CodifiedFile> {
  const entries = await readTrajectory(options.trajectoryFile);
  const { entries: kept, emptyListed } = selectSteps(entries, options.steps);
  const { taskFile } = options;
  let output = options.output ?? path.join(options.cwd, "desktest_replay.py");
  let outputIgnored = false;
  if (taskFile) {
    const existing = await existingReplayScript(taskFile).catch(() => undefined);
    if (existing && existsSync(existing)) {
      outputIgnored = options.output !== undefined;
      output = existing;
    } else if (!options.output) {
      output = path.join(path.dirname(taskFile), `${path.basename(taskFile, ".json")}.replay.py`);
    }
  }
  const screenshotsDir = path.dirname(options.trajectoryFile);
  const script = generateReplayScript(kept, {
    ...(options.delay !== undefined ? { delay: options.delay } : {}),
    ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
    withScreenshots: options.withScreenshots ?? false,
    screenshotsDirName: path.basename(screenshotsDir),
  });
  try {
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, script, { mode: 0o755 });
  } catch (error) {
    throw new InfraError(`Error writing script: ${(error as Error).message}`);
  }
  if (taskFile)
    await updateTaskFile(taskFile, {
      replayScript: output,
      ...(options.withScreenshots ? { screenshotsDir } : {}),
    });
  return { output, outputIgnored, kept: kept.length, total: entries.length, emptyListed };
}
