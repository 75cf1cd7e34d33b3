import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseStepList } from "../../artifacts/step-list.ts";
import { readTrajectory } from "../../artifacts/trajectory.ts";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { generateReplayScript } from "../../replay/replay-script.ts";
import { selectSteps } from "../../replay/select-steps.ts";
import { existingReplayScript, updateTaskFile } from "../../replay/update-task-file.ts";
import type { CliIO } from "../io.ts";

export interface CodifyOptions {
  output?: string;
  overwrite?: string;
  steps?: string;
  withScreenshots?: boolean;
  threshold?: string;
  delay?: string;
}

/** Turn a recorded trajectory into a deterministic Python replay script (no LLM needed to run it). */
export async function codifyCommand(
  trajectoryFile: string,
  options: CodifyOptions,
  io: CliIO,
): Promise<ExitCode> {
  const listed = options.steps !== undefined ? parseStepList(options.steps) : undefined;
  const threshold = parseNumber(options.threshold, 0.95, "--threshold", 0, 1);
  const delay = parseNumber(options.delay, 0.5, "--delay", 0, 3600);
  const trajectoryPath = path.resolve(io.cwd, trajectoryFile);
  const entries = await readTrajectory(trajectoryPath);
  const { entries: kept, emptyListed } = selectSteps(entries, listed);
  for (const step of emptyListed)
    io.stderr(`Warning: step ${step} has empty action_code and will be skipped\n`);

  const taskFile = options.overwrite ? path.resolve(io.cwd, options.overwrite) : undefined;
  let output = path.resolve(io.cwd, options.output ?? "desktest_replay.py");
  if (taskFile) {
    const existing = await existingReplayScript(taskFile).catch(() => undefined);
    if (existing && existsSync(existing)) {
      if (options.output)
        io.stderr(
          `Note: --output ignored; writing to existing replay_script path '${existing}' from task JSON\n`,
        );
      output = existing;
    } else if (!options.output) {
      // Next to the task, so the task folder stays self-contained (the reference writes into the CWD).
      output = path.join(path.dirname(taskFile), `${path.basename(taskFile, ".json")}.replay.py`);
    }
  }

  const screenshotsDir = path.dirname(trajectoryPath);
  const script = generateReplayScript(kept, {
    delay,
    threshold,
    withScreenshots: options.withScreenshots ?? false,
    screenshotsDirName: path.basename(screenshotsDir),
  });
  try {
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, script, { mode: 0o755 });
  } catch (error) {
    throw new InfraError(`Error writing script: ${(error as Error).message}`);
  }
  io.stdout(`Replay script written to ${path.relative(io.cwd, output) || output}\n`);
  io.stdout(`  ${kept.length} steps included (of ${entries.length} total)\n`);

  if (taskFile) {
    await updateTaskFile(taskFile, {
      replayScript: output,
      ...(options.withScreenshots ? { screenshotsDir } : {}),
    });
    io.stdout(`Updated ${path.relative(io.cwd, taskFile) || taskFile} with replay_script\n`);
  }
  return ExitCode.pass;
}

function parseNumber(
  text: string | undefined,
  fallback: number,
  flag: string,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${flag} must be a number from ${min} to ${max} (found '${text}')`);
  }
  return value;
}
