import {
  parseStepList
} from "./chunk-Z7VFUUUW.js";
import {
  isPlainObject,
  loadTaskId,
  loadTrajectoryEntries,
  readJsonFile,
  readShownCulprit,
  renderLogs
} from "./chunk-72RJ5X22.js";
import "./chunk-CDUV3ADU.js";
import {
  firstFailedStep
} from "./chunk-MRE4K7FB.js";
import {
  oneLineReason,
  wentWrongText
} from "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/logs.ts
import path from "node:path";
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
  const verdict = entries.length > 0 ? await loadVerdict(artifactsDir, io.cwd, entries) : void 0;
  io.stdout(renderLogs(entries, taskId, { ...options, steps }, verdict));
  return ExitCode.pass;
}
async function loadVerdict(artifactsDir, cwd, entries) {
  const results = await readJsonFile(path.resolve(cwd, artifactsDir, "results.json"));
  if (!isPlainObject(results) || typeof results.status !== "string") return void 0;
  const status = results.status;
  const reason = status !== "pass" && typeof results.error_detail === "string" ? oneLineReason(results.error_detail) : null;
  const wentWrong = wentWrongText({ status, failedStep: firstFailedStep(entries), steps: entries.length });
  const culprit = status === "pass" ? null : readShownCulprit(results.culprit);
  return {
    status,
    ...culprit ? { culprit } : {},
    ...reason !== null ? { reason } : {},
    ...wentWrong !== null ? { wentWrong } : {}
  };
}
export {
  logsCommand
};
