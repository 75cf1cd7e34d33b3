import path from "node:path";
import { parseStepList } from "../../artifacts/step-list.ts";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { codifyToFile } from "../../replay/codify-to-file.ts";
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
  const taskFile = options.overwrite ? path.resolve(io.cwd, options.overwrite) : undefined;
  const codified = await codifyToFile({
    trajectoryFile: path.resolve(io.cwd, trajectoryFile),
    cwd: io.cwd,
    ...(options.output ? { output: path.resolve(io.cwd, options.output) } : {}),
    ...(taskFile ? { taskFile } : {}),
    ...(listed ? { steps: listed } : {}),
    withScreenshots: options.withScreenshots ?? false,
    threshold,
    delay,
  });
  for (const step of codified.emptyListed)
    io.stderr(`Warning: step ${step} has empty action_code and will be skipped\n`);
  if (codified.outputIgnored)
    io.stderr(
      `Note: --output ignored; writing to existing replay_script path '${codified.output}' from task JSON\n`,
    );
  const output = codified.output;
  io.stdout(`Replay script written to ${path.relative(io.cwd, output) || output}\n`);
  io.stdout(`  ${codified.kept} steps included (of ${codified.total} total)\n`);
  if (taskFile) io.stdout(`Updated ${path.relative(io.cwd, taskFile) || taskFile} with replay_script\n`);
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
