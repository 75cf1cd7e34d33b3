import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/artifacts/trajectory.ts
import { readFile } from "node:fs/promises";
var KEY_ORDER = [
  "step",
  "timestamp",
  "action_code",
  "thought",
  "screenshot_path",
  "a11y_tree_path",
  "result",
  "llm_raw_response",
  "bash_output",
  "error_feedback",
  "action_type",
  "coord_scale",
  "timings",
  "usage",
  "target",
  "bash_blocks",
  "found_by",
  "masked"
];
function formatTrajectoryLine(entry) {
  const ordered = {};
  for (const key of KEY_ORDER) {
    const value = entry[key];
    if (value === void 0) continue;
    if (key === "thought" && value === "") continue;
    ordered[key] = value;
  }
  return JSON.stringify(ordered);
}
function trajectoryTimestamp(date = /* @__PURE__ */ new Date()) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
function parseTrajectory(text, file = "trajectory.jsonl") {
  const entries = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ConfigError(`Invalid JSON at line ${index + 1}: ${error.message}`, {
        location: { file, line: index + 1 }
      });
    }
    const entry = value;
    const missing = ["step", "timestamp", "action_code", "result"].filter(
      (k) => entry?.[k] === void 0
    );
    if (typeof value !== "object" || value === null || missing.length > 0 || typeof entry.step !== "number") {
      throw new ConfigError(
        `Invalid trajectory entry at line ${index + 1}: ${missing.length ? `missing ${missing.join(", ")}` : "'step' must be a number"}`,
        { location: { file, line: index + 1 } }
      );
    }
    entries.push(entry);
  });
  return entries;
}
async function readTrajectory(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot open trajectory file '${file}': ${error.message}`);
  }
  return parseTrajectory(text, file);
}
function screenshotName(step) {
  return `step_${String(step).padStart(3, "0")}.png`;
}
function a11yName(step) {
  return `step_${String(step).padStart(3, "0")}_a11y.txt`;
}
function firstFailedStep(trajectory) {
  const failed = trajectory?.find((e) => {
    const result = String(e.result);
    return result === "fail" || result.startsWith("error");
  });
  return failed?.step ?? null;
}

export {
  formatTrajectoryLine,
  trajectoryTimestamp,
  parseTrajectory,
  readTrajectory,
  screenshotName,
  a11yName,
  firstFailedStep
};
