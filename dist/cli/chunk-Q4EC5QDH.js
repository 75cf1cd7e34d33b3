import {
  codifyToFile
} from "./chunk-PXHBCNMG.js";
import {
  parseStepList
} from "./chunk-Z7VFUUUW.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/cli/commands/codify.ts
import path from "node:path";
async function codifyCommand(trajectoryFile, options, io) {
  const listed = options.steps !== void 0 ? parseStepList(options.steps) : void 0;
  const threshold = parseNumber(options.threshold, 0.95, "--threshold", 0, 1);
  const delay = parseNumber(options.delay, 0.5, "--delay", 0, 3600);
  const taskFile = options.overwrite ? path.resolve(io.cwd, options.overwrite) : void 0;
  const codified = await codifyToFile({
    trajectoryFile: path.resolve(io.cwd, trajectoryFile),
    cwd: io.cwd,
    ...options.output ? { output: path.resolve(io.cwd, options.output) } : {},
    ...taskFile ? { taskFile } : {},
    ...listed ? { steps: listed } : {},
    withScreenshots: options.withScreenshots ?? false,
    threshold,
    delay
  });
  for (const step of codified.emptyListed)
    io.stderr(`Warning: step ${step} has empty action_code and will be skipped
`);
  if (codified.outputIgnored)
    io.stderr(
      `Note: --output ignored; writing to existing replay_script path '${codified.output}' from task JSON
`
    );
  const output = codified.output;
  io.stdout(`Replay script written to ${path.relative(io.cwd, output) || output}
`);
  io.stdout(`  ${codified.kept} steps included (of ${codified.total} total)
`);
  if (taskFile) io.stdout(`Updated ${path.relative(io.cwd, taskFile) || taskFile} with replay_script
`);
  return ExitCode.pass;
}
function parseNumber(text, fallback, flag, min, max) {
  if (text === void 0) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${flag} must be a number from ${min} to ${max} (found '${text}')`);
  }
  return value;
}

export {
  codifyCommand
};
