import {
  loadTaskId,
  loadTrajectoryEntries,
  renderLogs
} from "./chunk-X5AKVEMZ.js";
import "./chunk-AGDU3G6C.js";
import {
  parseStepList
} from "./chunk-7CHEF5E7.js";
import "./chunk-NAMW5AND.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import {
  ConfigError
} from "./chunk-3XO4NBGJ.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/logs.ts
async function logsCommand(artifactsDir, options, io) {
  let steps;
  if (options.step !== void 0) {
    steps = [options.step];
  } else if (options.steps !== void 0) {
    try {
      steps = parseStepList(options.steps);
    } catch (error) {
      io.stderr(`Error parsing steps: ${error.message}
`);
      return ExitCode.config;
    }
  }
  if (options.brief && steps !== void 0) {
    throw new ConfigError("--brief and --step/--steps cannot be used together");
  }
  const entries = await loadTrajectoryEntries(artifactsDir, io.cwd);
  const taskId = entries.length > 0 ? await loadTaskId(artifactsDir, io.cwd) : void 0;
  io.stdout(renderLogs(entries, taskId, { ...options, steps }));
  return ExitCode.pass;
}
export {
  logsCommand
};
