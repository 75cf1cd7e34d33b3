import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  checkTaskVisual
} from "./chunk-OF73272Y.js";
import {
  sourceSnippet
} from "./chunk-IRBSSJWK.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import {
  byPosition,
  formatDiagnostic
} from "./chunk-4VNERU5G.js";
import {
  describeType,
  describeValue,
  didYouMean
} from "./chunk-ZLH7AXKL.js";
import {
  TASK_DEFAULTS
} from "./chunk-ZHTCD5HQ.js";
import {
  decodePointerSegment,
  joinPointer,
  parseJsonDocument
} from "./chunk-DZFXMRMN.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/run/load-task-file.ts
import { readFileSync } from "node:fs";
import path2 from "node:path";

// src/osworld/is-osworld-document.ts
function isOsworldDocument(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const raw = value;
  if ("schema_version" in raw) return false;
  const evaluator = raw.evaluator;
  if (typeof evaluator === "object" && evaluator !== null && "func" in evaluator) return true;
  return "instruction" in raw && ("snapshot" in raw || "related_apps" in raw || "trajectory" in raw);
}

// src/task/text-encoding.ts
function wideUnicodeEncoding(bytes) {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0 && b1 === 0 && b2 === 254 && b3 === 255) return "UTF-32BE (with a byte order mark)";
  if (b0 === 255 && b1 === 254 && b2 === 0 && b3 === 0) return "UTF-32LE (with a byte order mark)";
  if (b0 === 254 && b1 === 255) return "UTF-16BE (with a byte order mark)";
  if (b0 === 255 && b1 === 254) return "UTF-16LE (with a byte order mark)";
  if (bytes.length < 4) return void 0;
  if (b0 === 0 && b1 === 0 && b2 === 0 && b3 !== 0) return "UTF-32BE";
  if (b0 !== 0 && b1 === 0 && b2 === 0 && b3 === 0) return "UTF-32LE";
  if (b0 === 0 && b1 !== 0) return "UTF-16BE";
  if (b0 !== 0 && b1 === 0) return "UTF-16LE";
  return void 0;
}

// src/task/apply-defaults.ts
function applyDefaults(raw) {
  const task = {
    schema_version: "1.0",
    id: raw.id,
    instruction: raw.instruction,
    app: appWithDefaults(raw.app),
    config: (raw.config ?? []).map((step) => ({ ...step })),
    evaluator: evaluatorWithDefaults(raw.evaluator),
    timeout: raw.timeout ?? TASK_DEFAULTS.timeout,
    max_steps: raw.max_steps ?? TASK_DEFAULTS.max_steps,
    max_a11y_nodes: raw.max_a11y_nodes ?? TASK_DEFAULTS.max_a11y_nodes,
    secrets: Object.fromEntries(
      Object.entries(raw.secrets ?? {}).map(([k, v]) => [
        k,
        { ...v }
      ])
    )
  };
  copyOptional(raw, task, [
    "completion_condition",
    "a11y_timeout_secs",
    "replay_script",
    "replay_screenshots_dir"
  ]);
  if ("metadata" in raw) task.metadata = structuredClone(raw.metadata);
  if (raw.visual) task.visual = { ignore: structuredClone(raw.visual?.ignore ?? []) };
  if (raw.early_exit) task.early_exit = earlyExitWithDefaults(raw.early_exit);
  return task;
}
function appWithDefaults(app) {
  switch (app.type) {
    case "appimage":
    case "folder":
    case "macos_tart":
      return { electron: false, ...app };
    case "docker_image":
      return { needs_fuse: false, ...app };
    default:
      return { ...app };
  }
}
function evaluatorWithDefaults(evaluator) {
  if (!evaluator) return { mode: "llm", metrics: [], conjunction: TASK_DEFAULTS.conjunction };
  const result = {
    mode: evaluator.mode,
    metrics: (evaluator.metrics ?? []).map(metricWithDefaults),
    conjunction: evaluator.conjunction ?? TASK_DEFAULTS.conjunction
  };
  if (evaluator.eval_timeout_secs !== void 0)
    result.eval_timeout_secs = evaluator.eval_timeout_secs;
  return result;
}
function metricWithDefaults(metric) {
  return checkDefaults(metric);
}
function checkDefaults(check) {
  switch (check.type) {
    case "file_compare":
      return { ...check, compare_mode: check.compare_mode ?? TASK_DEFAULTS.compare_mode };
    case "command_output":
      return { ...check, match_mode: check.match_mode ?? TASK_DEFAULTS.match_mode };
    case "file_exists":
      return { ...check, should_not_exist: check.should_not_exist ?? false };
    default:
      return { ...check };
  }
}
function earlyExitWithDefaults(earlyExit) {
  const result = {
    condition: checkDefaults(earlyExit.condition),
    check_every: earlyExit.check_every ?? TASK_DEFAULTS.check_every
  };
  if (earlyExit.message !== void 0) result.message = earlyExit.message;
  return result;
}
function copyOptional(raw, task, keys) {
  for (const key of keys) if (raw[key] !== void 0) task[key] = raw[key];
}

// src/task/host-paths.ts
import { existsSync } from "node:fs";
import path from "node:path";
function resolveHostPaths(task, taskDir, cwd, exists = existsSync) {
  const copy = structuredClone(task);
  const notes = [];
  const hasSecrets = Object.keys(copy.secrets).length > 0;
  for (const field of hostPathFields(copy)) {
    const value = field.get();
    if (value === void 0 || value.trim() === "" || path.isAbsolute(value)) continue;
    if (hasSecrets && value.includes("{{")) continue;
    const besideTask = path.resolve(taskDir, value);
    const fromCwd = path.resolve(cwd, value);
    if (field.orGuestPath && !exists(besideTask) && !exists(fromCwd)) continue;
    if (exists(besideTask)) {
      field.set(besideTask);
    } else if (besideTask !== fromCwd && exists(fromCwd)) {
      field.set(fromCwd);
      notes.push({
        severity: "warning",
        pointer: field.pointer,
        message: `"${value}" was not found next to the task file, so the working directory's ${fromCwd} is used (desktest's rule); write the path relative to the task file to make the task portable`
      });
    } else {
      field.set(besideTask);
      notes.push({
        severity: "error",
        pointer: field.pointer,
        message: `"${value}" does not exist (looked for ${besideTask}); paths are relative to the task file`
      });
    }
  }
  return { task: copy, notes };
}
function hostPathFields(task) {
  const fields = [];
  const add = (pointer, holder, key, orGuestPath = false) => fields.push({
    pointer,
    ...orGuestPath ? { orGuestPath } : {},
    get: () => holder[key],
    set: (value) => {
      holder[key] = value;
    }
  });
  const asRecord = (value) => value;
  if (task.app.type === "appimage") add("/app/path", asRecord(task.app), "path");
  if (task.app.type === "folder") add("/app/dir", asRecord(task.app), "dir");
  if (task.app.type === "windows_vm") add("/app/base_image", asRecord(task.app), "base_image");
  if (task.app.type === "windows_vm" || task.app.type === "windows_native" || task.app.type === "macos_native" || task.app.type === "macos_tart")
    add("/app/app_path", asRecord(task.app), "app_path", true);
  task.config.forEach((step, i) => {
    if (step.type === "copy") add(joinPointer("/config", i, "src"), asRecord(step), "src");
  });
  task.evaluator.metrics.forEach((metric, i) => {
    const base = joinPointer("/evaluator/metrics", i);
    if (metric.type === "file_compare" || metric.type === "file_compare_semantic") {
      add(`${base}/expected_path`, asRecord(metric), "expected_path");
    }
    if (metric.type === "script_replay") {
      add(`${base}/script_path`, asRecord(metric), "script_path");
      add(`${base}/screenshots_dir`, asRecord(metric), "screenshots_dir");
    }
  });
  if (task.early_exit?.condition.type === "file_compare") {
    add("/early_exit/condition/expected_path", asRecord(task.early_exit.condition), "expected_path");
  }
  add("/replay_script", asRecord(task), "replay_script");
  add("/replay_screenshots_dir", asRecord(task), "replay_screenshots_dir");
  return fields;
}

// src/task/generated/task-schema-validator.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
var runtimeDefault = (m) => typeof m === "function" ? m : m.default;
var schema31 = { "$defs": { "AppConfig": { "description": "Application deployment configuration. The 'type' field selects the deployment model.", "oneOf": [{ "additionalProperties": false, "description": "Deploy an AppImage file into the container.", "properties": { "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "path": { "description": "Path to the AppImage file.", "type": "string" }, "type": { "const": "appimage" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Deploy a folder-based app with a shell entrypoint.", "properties": { "dir": { "description": "Path to the app directory.", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "entrypoint": { "description": "Shell script to launch the app.", "type": "string" }, "type": { "const": "folder" } }, "required": ["type", "dir", "entrypoint"], "type": "object" }, { "additionalProperties": false, "description": "Use a pre-built custom Docker image.", "properties": { "digest": { "description": "Optional image digest for pinning.", "pattern": "^sha256:[a-f0-9]{64}$", "type": "string" }, "entrypoint_cmd": { "description": "Custom entrypoint command.", "type": "string" }, "image": { "description": "Docker image name (e.g., my-app:latest).", "type": "string" }, "needs_fuse": { "default": false, "description": "Grant CAP_SYS_ADMIN and /dev/fuse access.", "type": "boolean" }, "type": { "const": "docker_image" } }, "required": ["type", "image"], "type": "object" }, { "additionalProperties": false, "description": "Attach to an existing running desktop (for `desktest attach` mode).", "properties": { "note": { "description": "Optional note about the attach target.", "type": "string" }, "type": { "const": "vnc_attach" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a macOS app inside a Tart VM.", "properties": { "app_path": { "description": "Path to a .app bundle.", "type": "string" }, "base_image": { "description": "Tart base image to clone (e.g., desktest-macos:latest).", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier (e.g., com.apple.TextEdit).", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "launch_cmd": { "description": "Arbitrary launch command (takes precedence).", "type": "string" }, "type": { "const": "macos_tart" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }], "description": "Test a macOS app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to a .app bundle on the host.", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier.", "type": "string" }, "type": { "const": "macos_native" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a Windows app inside a QEMU/KVM VM.", "properties": { "app_path": { "description": "App file to deploy into the VM.", "type": "string" }, "base_image": { "description": "Path to QCOW2 golden image.", "type": "string" }, "installer_cmd": { "description": "Installer command to run after deployment.", "type": "string" }, "launch_cmd": { "description": "PowerShell launch command.", "type": "string" }, "type": { "const": "windows_vm" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Test a Windows app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to the application executable.", "type": "string" }, "launch_cmd": { "description": "PowerShell/cmd launch command.", "type": "string" }, "type": { "const": "windows_native" } }, "required": ["type"], "type": "object" }] }, "EarlyExitCondition": { "description": "Condition for early exit \u2014 programmatic check or LLM judgment.", "oneOf": [{ "additionalProperties": false, "properties": { "actual_path": { "type": "string" }, "compare_mode": { "default": "exact", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "properties": { "path": { "type": "string" }, "should_not_exist": { "default": false, "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Use the agent's LLM to evaluate a natural language condition.", "properties": { "prompt": { "description": "Natural language condition to evaluate.", "type": "string" }, "type": { "const": "llm_judge" } }, "required": ["type", "prompt"], "type": "object" }] }, "EarlyExitConfig": { "additionalProperties": false, "description": "Early exit configuration \u2014 exit the agent loop early when a condition is met.", "properties": { "check_every": { "default": 1, "description": "Check every N steps.", "minimum": 1, "type": "integer" }, "condition": { "$ref": "#/$defs/EarlyExitCondition" }, "message": { "description": "Human-readable message for the early exit reason.", "type": "string" } }, "required": ["condition"], "type": "object" }, "EvaluatorConfig": { "additionalProperties": false, "description": "Evaluation configuration for determining test pass/fail.", "properties": { "conjunction": { "default": "and", "description": "How to combine multiple metrics: 'and' (all must pass) or 'or' (any must pass).", "enum": ["and", "or"], "type": "string" }, "eval_timeout_secs": { "description": "Per-execution timeout in seconds for evaluator commands.", "minimum": 1, "type": "integer" }, "metrics": { "description": "Programmatic metrics (used in programmatic and hybrid modes).", "items": { "$ref": "#/$defs/MetricConfig" }, "type": "array" }, "mode": { "description": "llm = agent verdict only, programmatic = metrics only (no agent loop), hybrid = both required.", "enum": ["llm", "programmatic", "hybrid"], "type": "string" } }, "required": ["mode"], "type": "object" }, "MetricConfig": { "description": "A programmatic evaluation metric.", "oneOf": [{ "additionalProperties": false, "description": "Compare a file from the container against an expected file.", "properties": { "actual_path": { "description": "Path to the file inside the container.", "type": "string" }, "compare_mode": { "default": "exact", "description": "Comparison mode.", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "description": "Path to the expected file on the host.", "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "description": "Semantically compare structured data files.", "properties": { "actual_path": { "type": "string" }, "expected_path": { "type": "string" }, "format": { "description": "File format for semantic parsing.", "enum": ["json", "yaml", "xml", "csv"], "type": "string" }, "type": { "const": "file_compare_semantic" } }, "required": ["type", "actual_path", "expected_path", "format"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check stdout.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected output.", "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Check if a file exists (or does not exist) in the container.", "properties": { "path": { "description": "Path to check inside the container.", "type": "string" }, "should_not_exist": { "default": false, "description": "If true, assert the file does NOT exist.", "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check its exit code.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected exit code.", "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Run a Python replay script inside the container.", "properties": { "screenshots_dir": { "description": "Directory containing expected screenshots.", "type": "string" }, "script_path": { "description": "Path to the Python script on the host.", "type": "string" }, "type": { "const": "script_replay" } }, "required": ["type", "script_path"], "type": "object" }] }, "SecretDef": { "additionalProperties": false, "properties": { "default": { "description": "Optional default value when the environment variable is not set.", "type": "string" }, "env": { "description": "Environment variable name to read the secret value from.", "type": "string" } }, "required": ["env"], "type": "object" }, "SetupStep": { "description": "A setup step to execute before the agent loop.", "oneOf": [{ "additionalProperties": false, "description": "Run a shell command inside the container.", "properties": { "command": { "minLength": 1, "type": "string" }, "type": { "const": "execute" } }, "required": ["type", "command"], "type": "object" }, { "additionalProperties": false, "description": "Copy a file or directory into the container.", "properties": { "dest": { "description": "Destination path in the container.", "minLength": 1, "type": "string" }, "src": { "description": "Source path on the host.", "minLength": 1, "type": "string" }, "type": { "const": "copy" } }, "required": ["type", "src", "dest"], "type": "object" }, { "additionalProperties": false, "description": "Open a file with xdg-open or a specified application.", "properties": { "app": { "description": "Application to open with (optional).", "type": "string" }, "target": { "description": "File or URL to open.", "minLength": 1, "type": "string" }, "type": { "const": "open" } }, "required": ["type", "target"], "type": "object" }, { "additionalProperties": false, "description": "Wait for a specified number of seconds.", "properties": { "seconds": { "exclusiveMinimum": 0, "type": "number" }, "type": { "const": "sleep" } }, "required": ["type", "seconds"], "type": "object" }] } }, "$id": "https://desktest.dev/schemas/task-v1.0.json", "$schema": "https://json-schema.org/draft/2020-12/schema", "additionalProperties": false, "description": "Schema for desktest task JSON files (schema_version 1.0)", "properties": { "a11y_timeout_secs": { "description": "Accessibility tree extraction timeout in seconds. Skips adaptive probe if set.", "minimum": 1, "type": "integer" }, "app": { "$ref": "#/$defs/AppConfig" }, "completion_condition": { "description": "Optional description of when the agent should consider the task done.", "type": "string" }, "config": { "default": [], "description": "Setup steps to execute before the agent loop.", "items": { "$ref": "#/$defs/SetupStep" }, "type": "array" }, "early_exit": { "$ref": "#/$defs/EarlyExitConfig" }, "evaluator": { "$ref": "#/$defs/EvaluatorConfig" }, "id": { "description": "Unique identifier for this task.", "minLength": 1, "type": "string" }, "instruction": { "description": "Natural language instruction for the agent \u2014 what it should do.", "minLength": 1, "type": "string" }, "max_a11y_nodes": { "default": 1e4, "description": "Maximum number of accessibility tree nodes to extract.", "minimum": 1, "type": "integer" }, "max_steps": { "default": 15, "description": "Maximum steps for the agent loop.", "minimum": 1, "type": "integer" }, "metadata": { "description": "Arbitrary metadata (tags, author, description, etc.)." }, "replay_screenshots_dir": { "description": "Directory containing expected screenshots for replay visual assertions.", "type": "string" }, "replay_script": { "description": "Path to a codified Python replay script (generated by `desktest codify`).", "type": "string" }, "schema_version": { "const": "1.0", "description": 'Schema version. Must be "1.0".', "type": "string" }, "secrets": { "additionalProperties": { "$ref": "#/$defs/SecretDef" }, "description": "Named secrets sourced from environment variables. Keys are placeholder names for {{key}} substitution.", "type": "object" }, "timeout": { "default": 300, "description": "Overall test timeout in seconds.", "minimum": 1, "type": "integer" } }, "required": ["schema_version", "id", "instruction", "app"], "title": "Desktest Task Definition", "type": "object" };
var schema32 = { "description": "Application deployment configuration. The 'type' field selects the deployment model.", "oneOf": [{ "additionalProperties": false, "description": "Deploy an AppImage file into the container.", "properties": { "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "path": { "description": "Path to the AppImage file.", "type": "string" }, "type": { "const": "appimage" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Deploy a folder-based app with a shell entrypoint.", "properties": { "dir": { "description": "Path to the app directory.", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "entrypoint": { "description": "Shell script to launch the app.", "type": "string" }, "type": { "const": "folder" } }, "required": ["type", "dir", "entrypoint"], "type": "object" }, { "additionalProperties": false, "description": "Use a pre-built custom Docker image.", "properties": { "digest": { "description": "Optional image digest for pinning.", "pattern": "^sha256:[a-f0-9]{64}$", "type": "string" }, "entrypoint_cmd": { "description": "Custom entrypoint command.", "type": "string" }, "image": { "description": "Docker image name (e.g., my-app:latest).", "type": "string" }, "needs_fuse": { "default": false, "description": "Grant CAP_SYS_ADMIN and /dev/fuse access.", "type": "boolean" }, "type": { "const": "docker_image" } }, "required": ["type", "image"], "type": "object" }, { "additionalProperties": false, "description": "Attach to an existing running desktop (for `desktest attach` mode).", "properties": { "note": { "description": "Optional note about the attach target.", "type": "string" }, "type": { "const": "vnc_attach" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a macOS app inside a Tart VM.", "properties": { "app_path": { "description": "Path to a .app bundle.", "type": "string" }, "base_image": { "description": "Tart base image to clone (e.g., desktest-macos:latest).", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier (e.g., com.apple.TextEdit).", "type": "string" }, "electron": { "default": false, "description": "Whether this is an Electron app.", "type": "boolean" }, "launch_cmd": { "description": "Arbitrary launch command (takes precedence).", "type": "string" }, "type": { "const": "macos_tart" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["bundle_id"] }, { "required": ["app_path"] }], "description": "Test a macOS app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to a .app bundle on the host.", "type": "string" }, "bundle_id": { "description": "macOS bundle identifier.", "type": "string" }, "type": { "const": "macos_native" } }, "required": ["type"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Run a Windows app inside a QEMU/KVM VM.", "properties": { "app_path": { "description": "App file to deploy into the VM.", "type": "string" }, "base_image": { "description": "Path to QCOW2 golden image.", "type": "string" }, "installer_cmd": { "description": "Installer command to run after deployment.", "type": "string" }, "launch_cmd": { "description": "PowerShell launch command.", "type": "string" }, "type": { "const": "windows_vm" } }, "required": ["type", "base_image"], "type": "object" }, { "additionalProperties": false, "anyOf": [{ "required": ["app_path"] }, { "required": ["launch_cmd"] }], "description": "Test a Windows app on the host desktop (no VM).", "properties": { "app_path": { "description": "Path to the application executable.", "type": "string" }, "launch_cmd": { "description": "PowerShell/cmd launch command.", "type": "string" }, "type": { "const": "windows_native" } }, "required": ["type"], "type": "object" }] };
var schema33 = { "description": "A setup step to execute before the agent loop.", "oneOf": [{ "additionalProperties": false, "description": "Run a shell command inside the container.", "properties": { "command": { "minLength": 1, "type": "string" }, "type": { "const": "execute" } }, "required": ["type", "command"], "type": "object" }, { "additionalProperties": false, "description": "Copy a file or directory into the container.", "properties": { "dest": { "description": "Destination path in the container.", "minLength": 1, "type": "string" }, "src": { "description": "Source path on the host.", "minLength": 1, "type": "string" }, "type": { "const": "copy" } }, "required": ["type", "src", "dest"], "type": "object" }, { "additionalProperties": false, "description": "Open a file with xdg-open or a specified application.", "properties": { "app": { "description": "Application to open with (optional).", "type": "string" }, "target": { "description": "File or URL to open.", "minLength": 1, "type": "string" }, "type": { "const": "open" } }, "required": ["type", "target"], "type": "object" }, { "additionalProperties": false, "description": "Wait for a specified number of seconds.", "properties": { "seconds": { "exclusiveMinimum": 0, "type": "number" }, "type": { "const": "sleep" } }, "required": ["type", "seconds"], "type": "object" }] };
var schema38 = { "additionalProperties": false, "properties": { "default": { "description": "Optional default value when the environment variable is not set.", "type": "string" }, "env": { "description": "Environment variable name to read the secret value from.", "type": "string" } }, "required": ["env"], "type": "object" };
var func1 = Object.prototype.hasOwnProperty;
var func2 = runtimeDefault(import_ucs2length.default);
var pattern4 = new RegExp("^sha256:[a-f0-9]{64}$", "u");
var schema34 = { "additionalProperties": false, "description": "Early exit configuration \u2014 exit the agent loop early when a condition is met.", "properties": { "check_every": { "default": 1, "description": "Check every N steps.", "minimum": 1, "type": "integer" }, "condition": { "$ref": "#/$defs/EarlyExitCondition" }, "message": { "description": "Human-readable message for the early exit reason.", "type": "string" } }, "required": ["condition"], "type": "object" };
var schema35 = { "description": "Condition for early exit \u2014 programmatic check or LLM judgment.", "oneOf": [{ "additionalProperties": false, "properties": { "actual_path": { "type": "string" }, "compare_mode": { "default": "exact", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "properties": { "path": { "type": "string" }, "should_not_exist": { "default": false, "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "properties": { "command": { "type": "string" }, "expected": { "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Use the agent's LLM to evaluate a natural language condition.", "properties": { "prompt": { "description": "Natural language condition to evaluate.", "type": "string" }, "type": { "const": "llm_judge" } }, "required": ["type", "prompt"], "type": "object" }] };
var validate21 = (function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate212.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.condition === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "condition" }, message: "must have required property 'condition'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "check_every" || key0 === "condition" || key0 === "message")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.check_every !== void 0) {
      let data0 = data.check_every;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/check_every", schemaPath: "#/properties/check_every/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema34.properties.check_every.type, parentSchema: schema34.properties.check_every, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/check_every", schemaPath: "#/properties/check_every/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema34.properties.check_every, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.condition !== void 0) {
      let data1 = data.condition;
      const _errs6 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err4 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.actual_path === void 0) {
          const err5 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.expected_path === void 0) {
          const err6 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema35.oneOf[0].required, parentSchema: schema35.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "actual_path" || key1 === "compare_mode" || key1 === "expected_path" || key1 === "type")) {
            const err7 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data1.actual_path !== void 0) {
          let data2 = data1.actual_path;
          if (typeof data2 !== "string") {
            const err8 = { instancePath: instancePath + "/condition/actual_path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.actual_path.type, parentSchema: schema35.oneOf[0].properties.actual_path, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.compare_mode !== void 0) {
          let data3 = data1.compare_mode;
          if (typeof data3 !== "string") {
            const err9 = { instancePath: instancePath + "/condition/compare_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/compare_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.compare_mode.type, parentSchema: schema35.oneOf[0].properties.compare_mode, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (!(data3 === "exact" || data3 === "normalized")) {
            const err10 = { instancePath: instancePath + "/condition/compare_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/compare_mode/enum", keyword: "enum", params: { allowedValues: schema35.oneOf[0].properties.compare_mode.enum }, message: "must be equal to one of the allowed values", schema: schema35.oneOf[0].properties.compare_mode.enum, parentSchema: schema35.oneOf[0].properties.compare_mode, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.expected_path !== void 0) {
          let data4 = data1.expected_path;
          if (typeof data4 !== "string") {
            const err11 = { instancePath: instancePath + "/condition/expected_path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[0].properties.expected_path.type, parentSchema: schema35.oneOf[0].properties.expected_path, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data5 = data1.type;
          if ("file_compare" !== data5) {
            const err12 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "file_compare" }, message: "must be equal to constant", schema: "file_compare", parentSchema: schema35.oneOf[0].properties.type, data: data5 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[0].type, parentSchema: schema35.oneOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
        var props0 = true;
      }
      const _errs17 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err14 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.command === void 0) {
          const err15 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.expected === void 0) {
          const err16 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema35.oneOf[1].required, parentSchema: schema35.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        for (const key2 in data1) {
          if (!(key2 === "command" || key2 === "expected" || key2 === "match_mode" || key2 === "type")) {
            const err17 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.command !== void 0) {
          let data6 = data1.command;
          if (typeof data6 !== "string") {
            const err18 = { instancePath: instancePath + "/condition/command", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.command.type, parentSchema: schema35.oneOf[1].properties.command, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data1.expected !== void 0) {
          let data7 = data1.expected;
          if (typeof data7 !== "string") {
            const err19 = { instancePath: instancePath + "/condition/expected", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.expected.type, parentSchema: schema35.oneOf[1].properties.expected, data: data7 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data1.match_mode !== void 0) {
          let data8 = data1.match_mode;
          if (typeof data8 !== "string") {
            const err20 = { instancePath: instancePath + "/condition/match_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/match_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[1].properties.match_mode.type, parentSchema: schema35.oneOf[1].properties.match_mode, data: data8 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (!(data8 === "contains" || data8 === "equals" || data8 === "regex")) {
            const err21 = { instancePath: instancePath + "/condition/match_mode", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/match_mode/enum", keyword: "enum", params: { allowedValues: schema35.oneOf[1].properties.match_mode.enum }, message: "must be equal to one of the allowed values", schema: schema35.oneOf[1].properties.match_mode.enum, parentSchema: schema35.oneOf[1].properties.match_mode, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data9 = data1.type;
          if ("command_output" !== data9) {
            const err22 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "command_output" }, message: "must be equal to constant", schema: "command_output", parentSchema: schema35.oneOf[1].properties.type, data: data9 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[1].type, parentSchema: schema35.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid0 = _errs17 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
          if (props0 !== true) {
            props0 = true;
          }
        }
        const _errs27 = errors;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          if (data1.type === void 0) {
            const err24 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[2].required, parentSchema: schema35.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (data1.path === void 0) {
            const err25 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema35.oneOf[2].required, parentSchema: schema35.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          for (const key3 in data1) {
            if (!(key3 === "path" || key3 === "should_not_exist" || key3 === "type")) {
              const err26 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[2], data: data1 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data1.path !== void 0) {
            let data10 = data1.path;
            if (typeof data10 !== "string") {
              const err27 = { instancePath: instancePath + "/condition/path", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[2].properties.path.type, parentSchema: schema35.oneOf[2].properties.path, data: data10 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data1.should_not_exist !== void 0) {
            let data11 = data1.should_not_exist;
            if (typeof data11 !== "boolean") {
              const err28 = { instancePath: instancePath + "/condition/should_not_exist", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/should_not_exist/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema35.oneOf[2].properties.should_not_exist.type, parentSchema: schema35.oneOf[2].properties.should_not_exist, data: data11 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data1.type !== void 0) {
            let data12 = data1.type;
            if ("file_exists" !== data12) {
              const err29 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "file_exists" }, message: "must be equal to constant", schema: "file_exists", parentSchema: schema35.oneOf[2].properties.type, data: data12 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        } else {
          const err30 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[2].type, parentSchema: schema35.oneOf[2], data: data1 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        var _valid0 = _errs27 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
            if (props0 !== true) {
              props0 = true;
            }
          }
          const _errs35 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.type === void 0) {
              const err31 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (data1.command === void 0) {
              const err32 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data1.expected === void 0) {
              const err33 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema35.oneOf[3].required, parentSchema: schema35.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key4 in data1) {
              if (!(key4 === "command" || key4 === "expected" || key4 === "type")) {
                const err34 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[3], data: data1 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.command !== void 0) {
              let data13 = data1.command;
              if (typeof data13 !== "string") {
                const err35 = { instancePath: instancePath + "/condition/command", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[3].properties.command.type, parentSchema: schema35.oneOf[3].properties.command, data: data13 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.expected !== void 0) {
              let data14 = data1.expected;
              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                const err36 = { instancePath: instancePath + "/condition/expected", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema35.oneOf[3].properties.expected.type, parentSchema: schema35.oneOf[3].properties.expected, data: data14 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data1.type !== void 0) {
              let data15 = data1.type;
              if ("exit_code" !== data15) {
                const err37 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "exit_code" }, message: "must be equal to constant", schema: "exit_code", parentSchema: schema35.oneOf[3].properties.type, data: data15 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
          } else {
            const err38 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[3].type, parentSchema: schema35.oneOf[3], data: data1 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          var _valid0 = _errs35 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs43 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.type === void 0) {
                const err39 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema35.oneOf[4].required, parentSchema: schema35.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
              if (data1.prompt === void 0) {
                const err40 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema35.oneOf[4].required, parentSchema: schema35.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
              for (const key5 in data1) {
                if (!(key5 === "prompt" || key5 === "type")) {
                  const err41 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.oneOf[4], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
              }
              if (data1.prompt !== void 0) {
                let data16 = data1.prompt;
                if (typeof data16 !== "string") {
                  const err42 = { instancePath: instancePath + "/condition/prompt", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.oneOf[4].properties.prompt.type, parentSchema: schema35.oneOf[4].properties.prompt, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
              if (data1.type !== void 0) {
                let data17 = data1.type;
                if ("llm_judge" !== data17) {
                  const err43 = { instancePath: instancePath + "/condition/type", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "llm_judge" }, message: "must be equal to constant", schema: "llm_judge", parentSchema: schema35.oneOf[4].properties.type, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
            } else {
              const err44 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.oneOf[4].type, parentSchema: schema35.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            var _valid0 = _errs43 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
                if (props0 !== true) {
                  props0 = true;
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err45 = { instancePath: instancePath + "/condition", schemaPath: "#/$defs/EarlyExitCondition/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema35.oneOf, parentSchema: schema35, data: data1 };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.message !== void 0) {
      let data18 = data.message;
      if (typeof data18 !== "string") {
        const err46 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.message.type, parentSchema: schema34.properties.message, data: data18 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
  } else {
    const err47 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.type, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err47];
    } else {
      vErrors.push(err47);
    }
    errors++;
  }
  validate212.errors = vErrors;
  return errors === 0;
});
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema36 = { "additionalProperties": false, "description": "Evaluation configuration for determining test pass/fail.", "properties": { "conjunction": { "default": "and", "description": "How to combine multiple metrics: 'and' (all must pass) or 'or' (any must pass).", "enum": ["and", "or"], "type": "string" }, "eval_timeout_secs": { "description": "Per-execution timeout in seconds for evaluator commands.", "minimum": 1, "type": "integer" }, "metrics": { "description": "Programmatic metrics (used in programmatic and hybrid modes).", "items": { "$ref": "#/$defs/MetricConfig" }, "type": "array" }, "mode": { "description": "llm = agent verdict only, programmatic = metrics only (no agent loop), hybrid = both required.", "enum": ["llm", "programmatic", "hybrid"], "type": "string" } }, "required": ["mode"], "type": "object" };
var schema37 = { "description": "A programmatic evaluation metric.", "oneOf": [{ "additionalProperties": false, "description": "Compare a file from the container against an expected file.", "properties": { "actual_path": { "description": "Path to the file inside the container.", "type": "string" }, "compare_mode": { "default": "exact", "description": "Comparison mode.", "enum": ["exact", "normalized"], "type": "string" }, "expected_path": { "description": "Path to the expected file on the host.", "type": "string" }, "type": { "const": "file_compare" } }, "required": ["type", "actual_path", "expected_path"], "type": "object" }, { "additionalProperties": false, "description": "Semantically compare structured data files.", "properties": { "actual_path": { "type": "string" }, "expected_path": { "type": "string" }, "format": { "description": "File format for semantic parsing.", "enum": ["json", "yaml", "xml", "csv"], "type": "string" }, "type": { "const": "file_compare_semantic" } }, "required": ["type", "actual_path", "expected_path", "format"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check stdout.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected output.", "type": "string" }, "match_mode": { "default": "contains", "enum": ["contains", "equals", "regex"], "type": "string" }, "type": { "const": "command_output" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Check if a file exists (or does not exist) in the container.", "properties": { "path": { "description": "Path to check inside the container.", "type": "string" }, "should_not_exist": { "default": false, "description": "If true, assert the file does NOT exist.", "type": "boolean" }, "type": { "const": "file_exists" } }, "required": ["type", "path"], "type": "object" }, { "additionalProperties": false, "description": "Run a command and check its exit code.", "properties": { "command": { "description": "Command to run inside the container.", "type": "string" }, "expected": { "description": "Expected exit code.", "type": "integer" }, "type": { "const": "exit_code" } }, "required": ["type", "command", "expected"], "type": "object" }, { "additionalProperties": false, "description": "Run a Python replay script inside the container.", "properties": { "screenshots_dir": { "description": "Directory containing expected screenshots.", "type": "string" }, "script_path": { "description": "Path to the Python script on the host.", "type": "string" }, "type": { "const": "script_replay" } }, "required": ["type", "script_path"], "type": "object" }] };
var validate23 = (function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate232.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mode === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "conjunction" || key0 === "eval_timeout_secs" || key0 === "metrics" || key0 === "mode")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema36, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.conjunction !== void 0) {
      let data0 = data.conjunction;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/conjunction", schemaPath: "#/properties/conjunction/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.conjunction.type, parentSchema: schema36.properties.conjunction, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === "and" || data0 === "or")) {
        const err3 = { instancePath: instancePath + "/conjunction", schemaPath: "#/properties/conjunction/enum", keyword: "enum", params: { allowedValues: schema36.properties.conjunction.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.conjunction.enum, parentSchema: schema36.properties.conjunction, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.eval_timeout_secs !== void 0) {
      let data1 = data.eval_timeout_secs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/eval_timeout_secs", schemaPath: "#/properties/eval_timeout_secs/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema36.properties.eval_timeout_secs.type, parentSchema: schema36.properties.eval_timeout_secs, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/eval_timeout_secs", schemaPath: "#/properties/eval_timeout_secs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema36.properties.eval_timeout_secs, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.metrics !== void 0) {
      let data2 = data.metrics;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          const _errs10 = errors;
          let valid4 = false;
          let passing0 = null;
          const _errs11 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.type === void 0) {
              const err6 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.actual_path === void 0) {
              const err7 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.expected_path === void 0) {
              const err8 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema37.oneOf[0].required, parentSchema: schema37.oneOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "actual_path" || key1 === "compare_mode" || key1 === "expected_path" || key1 === "type")) {
                const err9 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[0], data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.actual_path !== void 0) {
              let data4 = data3.actual_path;
              if (typeof data4 !== "string") {
                const err10 = { instancePath: instancePath + "/metrics/" + i0 + "/actual_path", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.actual_path.type, parentSchema: schema37.oneOf[0].properties.actual_path, data: data4 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.compare_mode !== void 0) {
              let data5 = data3.compare_mode;
              if (typeof data5 !== "string") {
                const err11 = { instancePath: instancePath + "/metrics/" + i0 + "/compare_mode", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/compare_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.compare_mode.type, parentSchema: schema37.oneOf[0].properties.compare_mode, data: data5 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (!(data5 === "exact" || data5 === "normalized")) {
                const err12 = { instancePath: instancePath + "/metrics/" + i0 + "/compare_mode", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/compare_mode/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[0].properties.compare_mode.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[0].properties.compare_mode.enum, parentSchema: schema37.oneOf[0].properties.compare_mode, data: data5 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.expected_path !== void 0) {
              let data6 = data3.expected_path;
              if (typeof data6 !== "string") {
                const err13 = { instancePath: instancePath + "/metrics/" + i0 + "/expected_path", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[0].properties.expected_path.type, parentSchema: schema37.oneOf[0].properties.expected_path, data: data6 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.type !== void 0) {
              let data7 = data3.type;
              if ("file_compare" !== data7) {
                const err14 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "file_compare" }, message: "must be equal to constant", schema: "file_compare", parentSchema: schema37.oneOf[0].properties.type, data: data7 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[0].type, parentSchema: schema37.oneOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          if (_valid0) {
            valid4 = true;
            passing0 = 0;
            var props0 = true;
          }
          const _errs21 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.type === void 0) {
              const err16 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data3.actual_path === void 0) {
              const err17 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "actual_path" }, message: "must have required property 'actual_path'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data3.expected_path === void 0) {
              const err18 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "expected_path" }, message: "must have required property 'expected_path'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data3.format === void 0) {
              const err19 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'", schema: schema37.oneOf[1].required, parentSchema: schema37.oneOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key2 in data3) {
              if (!(key2 === "actual_path" || key2 === "expected_path" || key2 === "format" || key2 === "type")) {
                const err20 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[1], data: data3 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data3.actual_path !== void 0) {
              let data8 = data3.actual_path;
              if (typeof data8 !== "string") {
                const err21 = { instancePath: instancePath + "/metrics/" + i0 + "/actual_path", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/actual_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.actual_path.type, parentSchema: schema37.oneOf[1].properties.actual_path, data: data8 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data3.expected_path !== void 0) {
              let data9 = data3.expected_path;
              if (typeof data9 !== "string") {
                const err22 = { instancePath: instancePath + "/metrics/" + i0 + "/expected_path", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/expected_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.expected_path.type, parentSchema: schema37.oneOf[1].properties.expected_path, data: data9 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data3.format !== void 0) {
              let data10 = data3.format;
              if (typeof data10 !== "string") {
                const err23 = { instancePath: instancePath + "/metrics/" + i0 + "/format", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[1].properties.format.type, parentSchema: schema37.oneOf[1].properties.format, data: data10 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
              if (!(data10 === "json" || data10 === "yaml" || data10 === "xml" || data10 === "csv")) {
                const err24 = { instancePath: instancePath + "/metrics/" + i0 + "/format", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/format/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[1].properties.format.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[1].properties.format.enum, parentSchema: schema37.oneOf[1].properties.format, data: data10 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data3.type !== void 0) {
              let data11 = data3.type;
              if ("file_compare_semantic" !== data11) {
                const err25 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "file_compare_semantic" }, message: "must be equal to constant", schema: "file_compare_semantic", parentSchema: schema37.oneOf[1].properties.type, data: data11 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[1].type, parentSchema: schema37.oneOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          var _valid0 = _errs21 === errors;
          if (_valid0 && valid4) {
            valid4 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid4 = true;
              passing0 = 1;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs31 = errors;
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.type === void 0) {
                const err27 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
              if (data3.command === void 0) {
                const err28 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (data3.expected === void 0) {
                const err29 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema37.oneOf[2].required, parentSchema: schema37.oneOf[2], data: data3 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "command" || key3 === "expected" || key3 === "match_mode" || key3 === "type")) {
                  const err30 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[2], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data3.command !== void 0) {
                let data12 = data3.command;
                if (typeof data12 !== "string") {
                  const err31 = { instancePath: instancePath + "/metrics/" + i0 + "/command", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.command.type, parentSchema: schema37.oneOf[2].properties.command, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.expected !== void 0) {
                let data13 = data3.expected;
                if (typeof data13 !== "string") {
                  const err32 = { instancePath: instancePath + "/metrics/" + i0 + "/expected", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.expected.type, parentSchema: schema37.oneOf[2].properties.expected, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data3.match_mode !== void 0) {
                let data14 = data3.match_mode;
                if (typeof data14 !== "string") {
                  const err33 = { instancePath: instancePath + "/metrics/" + i0 + "/match_mode", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/match_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[2].properties.match_mode.type, parentSchema: schema37.oneOf[2].properties.match_mode, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (!(data14 === "contains" || data14 === "equals" || data14 === "regex")) {
                  const err34 = { instancePath: instancePath + "/metrics/" + i0 + "/match_mode", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/match_mode/enum", keyword: "enum", params: { allowedValues: schema37.oneOf[2].properties.match_mode.enum }, message: "must be equal to one of the allowed values", schema: schema37.oneOf[2].properties.match_mode.enum, parentSchema: schema37.oneOf[2].properties.match_mode, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
              if (data3.type !== void 0) {
                let data15 = data3.type;
                if ("command_output" !== data15) {
                  const err35 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "command_output" }, message: "must be equal to constant", schema: "command_output", parentSchema: schema37.oneOf[2].properties.type, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
            } else {
              const err36 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[2].type, parentSchema: schema37.oneOf[2], data: data3 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            var _valid0 = _errs31 === errors;
            if (_valid0 && valid4) {
              valid4 = false;
              passing0 = [passing0, 2];
            } else {
              if (_valid0) {
                valid4 = true;
                passing0 = 2;
                if (props0 !== true) {
                  props0 = true;
                }
              }
              const _errs41 = errors;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                if (data3.type === void 0) {
                  const err37 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[3].required, parentSchema: schema37.oneOf[3], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                if (data3.path === void 0) {
                  const err38 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema37.oneOf[3].required, parentSchema: schema37.oneOf[3], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                for (const key4 in data3) {
                  if (!(key4 === "path" || key4 === "should_not_exist" || key4 === "type")) {
                    const err39 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[3], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
                if (data3.path !== void 0) {
                  let data16 = data3.path;
                  if (typeof data16 !== "string") {
                    const err40 = { instancePath: instancePath + "/metrics/" + i0 + "/path", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[3].properties.path.type, parentSchema: schema37.oneOf[3].properties.path, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data3.should_not_exist !== void 0) {
                  let data17 = data3.should_not_exist;
                  if (typeof data17 !== "boolean") {
                    const err41 = { instancePath: instancePath + "/metrics/" + i0 + "/should_not_exist", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/should_not_exist/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema37.oneOf[3].properties.should_not_exist.type, parentSchema: schema37.oneOf[3].properties.should_not_exist, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
                if (data3.type !== void 0) {
                  let data18 = data3.type;
                  if ("file_exists" !== data18) {
                    const err42 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "file_exists" }, message: "must be equal to constant", schema: "file_exists", parentSchema: schema37.oneOf[3].properties.type, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
              } else {
                const err43 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[3].type, parentSchema: schema37.oneOf[3], data: data3 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              var _valid0 = _errs41 === errors;
              if (_valid0 && valid4) {
                valid4 = false;
                passing0 = [passing0, 3];
              } else {
                if (_valid0) {
                  valid4 = true;
                  passing0 = 3;
                  if (props0 !== true) {
                    props0 = true;
                  }
                }
                const _errs49 = errors;
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  if (data3.type === void 0) {
                    const err44 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                  if (data3.command === void 0) {
                    const err45 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                  if (data3.expected === void 0) {
                    const err46 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema37.oneOf[4].required, parentSchema: schema37.oneOf[4], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                  for (const key5 in data3) {
                    if (!(key5 === "command" || key5 === "expected" || key5 === "type")) {
                      const err47 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[4], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                  }
                  if (data3.command !== void 0) {
                    let data19 = data3.command;
                    if (typeof data19 !== "string") {
                      const err48 = { instancePath: instancePath + "/metrics/" + i0 + "/command", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[4].properties.command.type, parentSchema: schema37.oneOf[4].properties.command, data: data19 };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  }
                  if (data3.expected !== void 0) {
                    let data20 = data3.expected;
                    if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                      const err49 = { instancePath: instancePath + "/metrics/" + i0 + "/expected", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.oneOf[4].properties.expected.type, parentSchema: schema37.oneOf[4].properties.expected, data: data20 };
                      if (vErrors === null) {
                        vErrors = [err49];
                      } else {
                        vErrors.push(err49);
                      }
                      errors++;
                    }
                  }
                  if (data3.type !== void 0) {
                    let data21 = data3.type;
                    if ("exit_code" !== data21) {
                      const err50 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "exit_code" }, message: "must be equal to constant", schema: "exit_code", parentSchema: schema37.oneOf[4].properties.type, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err51 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[4].type, parentSchema: schema37.oneOf[4], data: data3 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                var _valid0 = _errs49 === errors;
                if (_valid0 && valid4) {
                  valid4 = false;
                  passing0 = [passing0, 4];
                } else {
                  if (_valid0) {
                    valid4 = true;
                    passing0 = 4;
                    if (props0 !== true) {
                      props0 = true;
                    }
                  }
                  const _errs57 = errors;
                  if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (data3.type === void 0) {
                      const err52 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.oneOf[5].required, parentSchema: schema37.oneOf[5], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err52];
                      } else {
                        vErrors.push(err52);
                      }
                      errors++;
                    }
                    if (data3.script_path === void 0) {
                      const err53 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "script_path" }, message: "must have required property 'script_path'", schema: schema37.oneOf[5].required, parentSchema: schema37.oneOf[5], data: data3 };
                      if (vErrors === null) {
                        vErrors = [err53];
                      } else {
                        vErrors.push(err53);
                      }
                      errors++;
                    }
                    for (const key6 in data3) {
                      if (!(key6 === "screenshots_dir" || key6 === "script_path" || key6 === "type")) {
                        const err54 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.oneOf[5], data: data3 };
                        if (vErrors === null) {
                          vErrors = [err54];
                        } else {
                          vErrors.push(err54);
                        }
                        errors++;
                      }
                    }
                    if (data3.screenshots_dir !== void 0) {
                      let data22 = data3.screenshots_dir;
                      if (typeof data22 !== "string") {
                        const err55 = { instancePath: instancePath + "/metrics/" + i0 + "/screenshots_dir", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/screenshots_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[5].properties.screenshots_dir.type, parentSchema: schema37.oneOf[5].properties.screenshots_dir, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err55];
                        } else {
                          vErrors.push(err55);
                        }
                        errors++;
                      }
                    }
                    if (data3.script_path !== void 0) {
                      let data23 = data3.script_path;
                      if (typeof data23 !== "string") {
                        const err56 = { instancePath: instancePath + "/metrics/" + i0 + "/script_path", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/script_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.oneOf[5].properties.script_path.type, parentSchema: schema37.oneOf[5].properties.script_path, data: data23 };
                        if (vErrors === null) {
                          vErrors = [err56];
                        } else {
                          vErrors.push(err56);
                        }
                        errors++;
                      }
                    }
                    if (data3.type !== void 0) {
                      let data24 = data3.type;
                      if ("script_replay" !== data24) {
                        const err57 = { instancePath: instancePath + "/metrics/" + i0 + "/type", schemaPath: "#/$defs/MetricConfig/oneOf/5/properties/type/const", keyword: "const", params: { allowedValue: "script_replay" }, message: "must be equal to constant", schema: "script_replay", parentSchema: schema37.oneOf[5].properties.type, data: data24 };
                        if (vErrors === null) {
                          vErrors = [err57];
                        } else {
                          vErrors.push(err57);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err58 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf/5/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.oneOf[5].type, parentSchema: schema37.oneOf[5], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                  var _valid0 = _errs57 === errors;
                  if (_valid0 && valid4) {
                    valid4 = false;
                    passing0 = [passing0, 5];
                  } else {
                    if (_valid0) {
                      valid4 = true;
                      passing0 = 5;
                      if (props0 !== true) {
                        props0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
          if (!valid4) {
            const err59 = { instancePath: instancePath + "/metrics/" + i0, schemaPath: "#/$defs/MetricConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema37.oneOf, parentSchema: schema37, data: data3 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          } else {
            errors = _errs10;
            if (vErrors !== null) {
              if (_errs10) {
                vErrors.length = _errs10;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema36.properties.metrics.type, parentSchema: schema36.properties.metrics, data: data2 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data25 = data.mode;
      if (typeof data25 !== "string") {
        const err61 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mode.type, parentSchema: schema36.properties.mode, data: data25 };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      if (!(data25 === "llm" || data25 === "programmatic" || data25 === "hybrid")) {
        const err62 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema36.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema36.properties.mode.enum, parentSchema: schema36.properties.mode, data: data25 };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
  } else {
    const err63 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data };
    if (vErrors === null) {
      vErrors = [err63];
    } else {
      vErrors.push(err63);
    }
    errors++;
  }
  validate232.errors = vErrors;
  return errors === 0;
});
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var validate20 = (function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate202.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.instruction === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.app === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "app" }, message: "must have required property 'app'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.a11y_timeout_secs !== void 0) {
      let data0 = data.a11y_timeout_secs;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err5 = { instancePath: instancePath + "/a11y_timeout_secs", schemaPath: "#/properties/a11y_timeout_secs/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.a11y_timeout_secs.type, parentSchema: schema31.properties.a11y_timeout_secs, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err6 = { instancePath: instancePath + "/a11y_timeout_secs", schemaPath: "#/properties/a11y_timeout_secs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.a11y_timeout_secs, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.app !== void 0) {
      let data1 = data.app;
      const _errs6 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err7 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1.path === void 0) {
          const err8 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "electron" || key1 === "path" || key1 === "type")) {
            const err9 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.electron !== void 0) {
          let data2 = data1.electron;
          if (typeof data2 !== "boolean") {
            const err10 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[0].properties.electron.type, parentSchema: schema32.oneOf[0].properties.electron, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.path !== void 0) {
          let data3 = data1.path;
          if (typeof data3 !== "string") {
            const err11 = { instancePath: instancePath + "/app/path", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.path.type, parentSchema: schema32.oneOf[0].properties.path, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data4 = data1.type;
          if ("appimage" !== data4) {
            const err12 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "appimage" }, message: "must be equal to constant", schema: "appimage", parentSchema: schema32.oneOf[0].properties.type, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[0].type, parentSchema: schema32.oneOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
        var props0 = true;
      }
      const _errs15 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.type === void 0) {
          const err14 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.dir === void 0) {
          const err15 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "dir" }, message: "must have required property 'dir'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.entrypoint === void 0) {
          const err16 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/required", keyword: "required", params: { missingProperty: "entrypoint" }, message: "must have required property 'entrypoint'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        for (const key2 in data1) {
          if (!(key2 === "dir" || key2 === "electron" || key2 === "entrypoint" || key2 === "type")) {
            const err17 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.dir !== void 0) {
          let data5 = data1.dir;
          if (typeof data5 !== "string") {
            const err18 = { instancePath: instancePath + "/app/dir", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.dir.type, parentSchema: schema32.oneOf[1].properties.dir, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data1.electron !== void 0) {
          let data6 = data1.electron;
          if (typeof data6 !== "boolean") {
            const err19 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[1].properties.electron.type, parentSchema: schema32.oneOf[1].properties.electron, data: data6 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data1.entrypoint !== void 0) {
          let data7 = data1.entrypoint;
          if (typeof data7 !== "string") {
            const err20 = { instancePath: instancePath + "/app/entrypoint", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/entrypoint/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.entrypoint.type, parentSchema: schema32.oneOf[1].properties.entrypoint, data: data7 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data1.type !== void 0) {
          let data8 = data1.type;
          if ("folder" !== data8) {
            const err21 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "folder" }, message: "must be equal to constant", schema: "folder", parentSchema: schema32.oneOf[1].properties.type, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[1].type, parentSchema: schema32.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
          if (props0 !== true) {
            props0 = true;
          }
        }
        const _errs25 = errors;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          if (data1.type === void 0) {
            const err23 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (data1.image === void 0) {
            const err24 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/required", keyword: "required", params: { missingProperty: "image" }, message: "must have required property 'image'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          for (const key3 in data1) {
            if (!(key3 === "digest" || key3 === "entrypoint_cmd" || key3 === "image" || key3 === "needs_fuse" || key3 === "type")) {
              const err25 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[2], data: data1 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          if (data1.digest !== void 0) {
            let data9 = data1.digest;
            if (typeof data9 === "string") {
              if (!pattern4.test(data9)) {
                const err26 = { instancePath: instancePath + "/app/digest", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema32.oneOf[2].properties.digest, data: data9 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            } else {
              const err27 = { instancePath: instancePath + "/app/digest", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.digest.type, parentSchema: schema32.oneOf[2].properties.digest, data: data9 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data1.entrypoint_cmd !== void 0) {
            let data10 = data1.entrypoint_cmd;
            if (typeof data10 !== "string") {
              const err28 = { instancePath: instancePath + "/app/entrypoint_cmd", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/entrypoint_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.entrypoint_cmd.type, parentSchema: schema32.oneOf[2].properties.entrypoint_cmd, data: data10 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data1.image !== void 0) {
            let data11 = data1.image;
            if (typeof data11 !== "string") {
              const err29 = { instancePath: instancePath + "/app/image", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.image.type, parentSchema: schema32.oneOf[2].properties.image, data: data11 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
          if (data1.needs_fuse !== void 0) {
            let data12 = data1.needs_fuse;
            if (typeof data12 !== "boolean") {
              const err30 = { instancePath: instancePath + "/app/needs_fuse", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/needs_fuse/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[2].properties.needs_fuse.type, parentSchema: schema32.oneOf[2].properties.needs_fuse, data: data12 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data1.type !== void 0) {
            let data13 = data1.type;
            if ("docker_image" !== data13) {
              const err31 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "docker_image" }, message: "must be equal to constant", schema: "docker_image", parentSchema: schema32.oneOf[2].properties.type, data: data13 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        } else {
          const err32 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[2].type, parentSchema: schema32.oneOf[2], data: data1 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        var _valid0 = _errs25 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
            if (props0 !== true) {
              props0 = true;
            }
          }
          const _errs37 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.type === void 0) {
              const err33 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[3].required, parentSchema: schema32.oneOf[3], data: data1 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key4 in data1) {
              if (!(key4 === "note" || key4 === "type")) {
                const err34 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[3], data: data1 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.note !== void 0) {
              let data14 = data1.note;
              if (typeof data14 !== "string") {
                const err35 = { instancePath: instancePath + "/app/note", schemaPath: "#/$defs/AppConfig/oneOf/3/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[3].properties.note.type, parentSchema: schema32.oneOf[3].properties.note, data: data14 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.type !== void 0) {
              let data15 = data1.type;
              if ("vnc_attach" !== data15) {
                const err36 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "vnc_attach" }, message: "must be equal to constant", schema: "vnc_attach", parentSchema: schema32.oneOf[3].properties.type, data: data15 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[3].type, parentSchema: schema32.oneOf[3], data: data1 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          var _valid0 = _errs37 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
              if (props0 !== true) {
                props0 = true;
              }
            }
            const _errs43 = errors;
            const _errs45 = errors;
            let valid7 = false;
            const _errs46 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.bundle_id === void 0) {
                const err38 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/0/required", keyword: "required", params: { missingProperty: "bundle_id" }, message: "must have required property 'bundle_id'", schema: schema32.oneOf[4].anyOf[0].required, parentSchema: schema32.oneOf[4].anyOf[0], data: data1 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            var _valid1 = _errs46 === errors;
            valid7 = valid7 || _valid1;
            const _errs47 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.app_path === void 0) {
                const err39 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/1/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[4].anyOf[1].required, parentSchema: schema32.oneOf[4].anyOf[1], data: data1 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            var _valid1 = _errs47 === errors;
            valid7 = valid7 || _valid1;
            const _errs48 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.launch_cmd === void 0) {
                const err40 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf/2/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[4].anyOf[2].required, parentSchema: schema32.oneOf[4].anyOf[2], data: data1 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            var _valid1 = _errs48 === errors;
            valid7 = valid7 || _valid1;
            if (!valid7) {
              const err41 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[4].anyOf, parentSchema: schema32.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            } else {
              errors = _errs45;
              if (vErrors !== null) {
                if (_errs45) {
                  vErrors.length = _errs45;
                } else {
                  vErrors = null;
                }
              }
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.type === void 0) {
                const err42 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[4].required, parentSchema: schema32.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
              if (data1.base_image === void 0) {
                const err43 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/required", keyword: "required", params: { missingProperty: "base_image" }, message: "must have required property 'base_image'", schema: schema32.oneOf[4].required, parentSchema: schema32.oneOf[4], data: data1 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              for (const key5 in data1) {
                if (!(key5 === "app_path" || key5 === "base_image" || key5 === "bundle_id" || key5 === "electron" || key5 === "launch_cmd" || key5 === "type")) {
                  const err44 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[4], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
              if (data1.app_path !== void 0) {
                let data16 = data1.app_path;
                if (typeof data16 !== "string") {
                  const err45 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.app_path.type, parentSchema: schema32.oneOf[4].properties.app_path, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
              if (data1.base_image !== void 0) {
                let data17 = data1.base_image;
                if (typeof data17 !== "string") {
                  const err46 = { instancePath: instancePath + "/app/base_image", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/base_image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.base_image.type, parentSchema: schema32.oneOf[4].properties.base_image, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              }
              if (data1.bundle_id !== void 0) {
                let data18 = data1.bundle_id;
                if (typeof data18 !== "string") {
                  const err47 = { instancePath: instancePath + "/app/bundle_id", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/bundle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.bundle_id.type, parentSchema: schema32.oneOf[4].properties.bundle_id, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              }
              if (data1.electron !== void 0) {
                let data19 = data1.electron;
                if (typeof data19 !== "boolean") {
                  const err48 = { instancePath: instancePath + "/app/electron", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/electron/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.oneOf[4].properties.electron.type, parentSchema: schema32.oneOf[4].properties.electron, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
              if (data1.launch_cmd !== void 0) {
                let data20 = data1.launch_cmd;
                if (typeof data20 !== "string") {
                  const err49 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[4].properties.launch_cmd.type, parentSchema: schema32.oneOf[4].properties.launch_cmd, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              }
              if (data1.type !== void 0) {
                let data21 = data1.type;
                if ("macos_tart" !== data21) {
                  const err50 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/4/properties/type/const", keyword: "const", params: { allowedValue: "macos_tart" }, message: "must be equal to constant", schema: "macos_tart", parentSchema: schema32.oneOf[4].properties.type, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              }
            } else {
              const err51 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/4/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[4].type, parentSchema: schema32.oneOf[4], data: data1 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            var _valid0 = _errs43 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
                if (props0 !== true) {
                  props0 = true;
                }
              }
              const _errs61 = errors;
              const _errs63 = errors;
              let valid9 = false;
              const _errs64 = errors;
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.bundle_id === void 0) {
                  const err52 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf/0/required", keyword: "required", params: { missingProperty: "bundle_id" }, message: "must have required property 'bundle_id'", schema: schema32.oneOf[5].anyOf[0].required, parentSchema: schema32.oneOf[5].anyOf[0], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
              var _valid2 = _errs64 === errors;
              valid9 = valid9 || _valid2;
              const _errs65 = errors;
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.app_path === void 0) {
                  const err53 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf/1/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[5].anyOf[1].required, parentSchema: schema32.oneOf[5].anyOf[1], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              }
              var _valid2 = _errs65 === errors;
              valid9 = valid9 || _valid2;
              if (!valid9) {
                const err54 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[5].anyOf, parentSchema: schema32.oneOf[5], data: data1 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              } else {
                errors = _errs63;
                if (vErrors !== null) {
                  if (_errs63) {
                    vErrors.length = _errs63;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.type === void 0) {
                  const err55 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[5].required, parentSchema: schema32.oneOf[5], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                for (const key6 in data1) {
                  if (!(key6 === "app_path" || key6 === "bundle_id" || key6 === "type")) {
                    const err56 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[5], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data1.app_path !== void 0) {
                  let data22 = data1.app_path;
                  if (typeof data22 !== "string") {
                    const err57 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[5].properties.app_path.type, parentSchema: schema32.oneOf[5].properties.app_path, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data1.bundle_id !== void 0) {
                  let data23 = data1.bundle_id;
                  if (typeof data23 !== "string") {
                    const err58 = { instancePath: instancePath + "/app/bundle_id", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/bundle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[5].properties.bundle_id.type, parentSchema: schema32.oneOf[5].properties.bundle_id, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data1.type !== void 0) {
                  let data24 = data1.type;
                  if ("macos_native" !== data24) {
                    const err59 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/5/properties/type/const", keyword: "const", params: { allowedValue: "macos_native" }, message: "must be equal to constant", schema: "macos_native", parentSchema: schema32.oneOf[5].properties.type, data: data24 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
              } else {
                const err60 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/5/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[5].type, parentSchema: schema32.oneOf[5], data: data1 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
              var _valid0 = _errs61 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                  if (props0 !== true) {
                    props0 = true;
                  }
                }
                const _errs72 = errors;
                const _errs74 = errors;
                let valid11 = false;
                const _errs75 = errors;
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.app_path === void 0) {
                    const err61 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf/0/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[6].anyOf[0].required, parentSchema: schema32.oneOf[6].anyOf[0], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                var _valid3 = _errs75 === errors;
                valid11 = valid11 || _valid3;
                const _errs76 = errors;
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.launch_cmd === void 0) {
                    const err62 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf/1/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[6].anyOf[1].required, parentSchema: schema32.oneOf[6].anyOf[1], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                var _valid3 = _errs76 === errors;
                valid11 = valid11 || _valid3;
                if (!valid11) {
                  const err63 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[6].anyOf, parentSchema: schema32.oneOf[6], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                } else {
                  errors = _errs74;
                  if (vErrors !== null) {
                    if (_errs74) {
                      vErrors.length = _errs74;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (data1.type === void 0) {
                    const err64 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[6].required, parentSchema: schema32.oneOf[6], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                  if (data1.base_image === void 0) {
                    const err65 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/required", keyword: "required", params: { missingProperty: "base_image" }, message: "must have required property 'base_image'", schema: schema32.oneOf[6].required, parentSchema: schema32.oneOf[6], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                  for (const key7 in data1) {
                    if (!(key7 === "app_path" || key7 === "base_image" || key7 === "installer_cmd" || key7 === "launch_cmd" || key7 === "type")) {
                      const err66 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[6], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err66];
                      } else {
                        vErrors.push(err66);
                      }
                      errors++;
                    }
                  }
                  if (data1.app_path !== void 0) {
                    let data25 = data1.app_path;
                    if (typeof data25 !== "string") {
                      const err67 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.app_path.type, parentSchema: schema32.oneOf[6].properties.app_path, data: data25 };
                      if (vErrors === null) {
                        vErrors = [err67];
                      } else {
                        vErrors.push(err67);
                      }
                      errors++;
                    }
                  }
                  if (data1.base_image !== void 0) {
                    let data26 = data1.base_image;
                    if (typeof data26 !== "string") {
                      const err68 = { instancePath: instancePath + "/app/base_image", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/base_image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.base_image.type, parentSchema: schema32.oneOf[6].properties.base_image, data: data26 };
                      if (vErrors === null) {
                        vErrors = [err68];
                      } else {
                        vErrors.push(err68);
                      }
                      errors++;
                    }
                  }
                  if (data1.installer_cmd !== void 0) {
                    let data27 = data1.installer_cmd;
                    if (typeof data27 !== "string") {
                      const err69 = { instancePath: instancePath + "/app/installer_cmd", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/installer_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.installer_cmd.type, parentSchema: schema32.oneOf[6].properties.installer_cmd, data: data27 };
                      if (vErrors === null) {
                        vErrors = [err69];
                      } else {
                        vErrors.push(err69);
                      }
                      errors++;
                    }
                  }
                  if (data1.launch_cmd !== void 0) {
                    let data28 = data1.launch_cmd;
                    if (typeof data28 !== "string") {
                      const err70 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[6].properties.launch_cmd.type, parentSchema: schema32.oneOf[6].properties.launch_cmd, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== void 0) {
                    let data29 = data1.type;
                    if ("windows_vm" !== data29) {
                      const err71 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/6/properties/type/const", keyword: "const", params: { allowedValue: "windows_vm" }, message: "must be equal to constant", schema: "windows_vm", parentSchema: schema32.oneOf[6].properties.type, data: data29 };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err72 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/6/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[6].type, parentSchema: schema32.oneOf[6], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
                var _valid0 = _errs72 === errors;
                if (_valid0 && valid2) {
                  valid2 = false;
                  passing0 = [passing0, 6];
                } else {
                  if (_valid0) {
                    valid2 = true;
                    passing0 = 6;
                    if (props0 !== true) {
                      props0 = true;
                    }
                  }
                  const _errs87 = errors;
                  const _errs89 = errors;
                  let valid13 = false;
                  const _errs90 = errors;
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.app_path === void 0) {
                      const err73 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf/0/required", keyword: "required", params: { missingProperty: "app_path" }, message: "must have required property 'app_path'", schema: schema32.oneOf[7].anyOf[0].required, parentSchema: schema32.oneOf[7].anyOf[0], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                  }
                  var _valid4 = _errs90 === errors;
                  valid13 = valid13 || _valid4;
                  const _errs91 = errors;
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.launch_cmd === void 0) {
                      const err74 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf/1/required", keyword: "required", params: { missingProperty: "launch_cmd" }, message: "must have required property 'launch_cmd'", schema: schema32.oneOf[7].anyOf[1].required, parentSchema: schema32.oneOf[7].anyOf[1], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err74];
                      } else {
                        vErrors.push(err74);
                      }
                      errors++;
                    }
                  }
                  var _valid4 = _errs91 === errors;
                  valid13 = valid13 || _valid4;
                  if (!valid13) {
                    const err75 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.oneOf[7].anyOf, parentSchema: schema32.oneOf[7], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  } else {
                    errors = _errs89;
                    if (vErrors !== null) {
                      if (_errs89) {
                        vErrors.length = _errs89;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.type === void 0) {
                      const err76 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema32.oneOf[7].required, parentSchema: schema32.oneOf[7], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err76];
                      } else {
                        vErrors.push(err76);
                      }
                      errors++;
                    }
                    for (const key8 in data1) {
                      if (!(key8 === "app_path" || key8 === "launch_cmd" || key8 === "type")) {
                        const err77 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[7], data: data1 };
                        if (vErrors === null) {
                          vErrors = [err77];
                        } else {
                          vErrors.push(err77);
                        }
                        errors++;
                      }
                    }
                    if (data1.app_path !== void 0) {
                      let data30 = data1.app_path;
                      if (typeof data30 !== "string") {
                        const err78 = { instancePath: instancePath + "/app/app_path", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/app_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[7].properties.app_path.type, parentSchema: schema32.oneOf[7].properties.app_path, data: data30 };
                        if (vErrors === null) {
                          vErrors = [err78];
                        } else {
                          vErrors.push(err78);
                        }
                        errors++;
                      }
                    }
                    if (data1.launch_cmd !== void 0) {
                      let data31 = data1.launch_cmd;
                      if (typeof data31 !== "string") {
                        const err79 = { instancePath: instancePath + "/app/launch_cmd", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/launch_cmd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[7].properties.launch_cmd.type, parentSchema: schema32.oneOf[7].properties.launch_cmd, data: data31 };
                        if (vErrors === null) {
                          vErrors = [err79];
                        } else {
                          vErrors.push(err79);
                        }
                        errors++;
                      }
                    }
                    if (data1.type !== void 0) {
                      let data32 = data1.type;
                      if ("windows_native" !== data32) {
                        const err80 = { instancePath: instancePath + "/app/type", schemaPath: "#/$defs/AppConfig/oneOf/7/properties/type/const", keyword: "const", params: { allowedValue: "windows_native" }, message: "must be equal to constant", schema: "windows_native", parentSchema: schema32.oneOf[7].properties.type, data: data32 };
                        if (vErrors === null) {
                          vErrors = [err80];
                        } else {
                          vErrors.push(err80);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err81 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf/7/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[7].type, parentSchema: schema32.oneOf[7], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                  var _valid0 = _errs87 === errors;
                  if (_valid0 && valid2) {
                    valid2 = false;
                    passing0 = [passing0, 7];
                  } else {
                    if (_valid0) {
                      valid2 = true;
                      passing0 = 7;
                      if (props0 !== true) {
                        props0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err82 = { instancePath: instancePath + "/app", schemaPath: "#/$defs/AppConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema32.oneOf, parentSchema: schema32, data: data1 };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.completion_condition !== void 0) {
      let data33 = data.completion_condition;
      if (typeof data33 !== "string") {
        const err83 = { instancePath: instancePath + "/completion_condition", schemaPath: "#/properties/completion_condition/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.completion_condition.type, parentSchema: schema31.properties.completion_condition, data: data33 };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data34 = data.config;
      if (Array.isArray(data34)) {
        const len0 = data34.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data35 = data34[i0];
          const _errs104 = errors;
          let valid18 = false;
          let passing1 = null;
          const _errs105 = errors;
          if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
            if (data35.type === void 0) {
              const err84 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[0].required, parentSchema: schema33.oneOf[0], data: data35 };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (data35.command === void 0) {
              const err85 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'", schema: schema33.oneOf[0].required, parentSchema: schema33.oneOf[0], data: data35 };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            for (const key9 in data35) {
              if (!(key9 === "command" || key9 === "type")) {
                const err86 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[0], data: data35 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data35.command !== void 0) {
              let data36 = data35.command;
              if (typeof data36 === "string") {
                if (func2(data36) < 1) {
                  const err87 = { instancePath: instancePath + "/config/" + i0 + "/command", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[0].properties.command, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
              } else {
                const err88 = { instancePath: instancePath + "/config/" + i0 + "/command", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[0].properties.command.type, parentSchema: schema33.oneOf[0].properties.command, data: data36 };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
            if (data35.type !== void 0) {
              let data37 = data35.type;
              if ("execute" !== data37) {
                const err89 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/0/properties/type/const", keyword: "const", params: { allowedValue: "execute" }, message: "must be equal to constant", schema: "execute", parentSchema: schema33.oneOf[0].properties.type, data: data37 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
          } else {
            const err90 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[0].type, parentSchema: schema33.oneOf[0], data: data35 };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
          var _valid5 = _errs105 === errors;
          if (_valid5) {
            valid18 = true;
            passing1 = 0;
            var props1 = true;
          }
          const _errs111 = errors;
          if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
            if (data35.type === void 0) {
              const err91 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
            if (data35.src === void 0) {
              const err92 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "src" }, message: "must have required property 'src'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
            if (data35.dest === void 0) {
              const err93 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/required", keyword: "required", params: { missingProperty: "dest" }, message: "must have required property 'dest'", schema: schema33.oneOf[1].required, parentSchema: schema33.oneOf[1], data: data35 };
              if (vErrors === null) {
                vErrors = [err93];
              } else {
                vErrors.push(err93);
              }
              errors++;
            }
            for (const key10 in data35) {
              if (!(key10 === "dest" || key10 === "src" || key10 === "type")) {
                const err94 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[1], data: data35 };
                if (vErrors === null) {
                  vErrors = [err94];
                } else {
                  vErrors.push(err94);
                }
                errors++;
              }
            }
            if (data35.dest !== void 0) {
              let data38 = data35.dest;
              if (typeof data38 === "string") {
                if (func2(data38) < 1) {
                  const err95 = { instancePath: instancePath + "/config/" + i0 + "/dest", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/dest/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[1].properties.dest, data: data38 };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
              } else {
                const err96 = { instancePath: instancePath + "/config/" + i0 + "/dest", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/dest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[1].properties.dest.type, parentSchema: schema33.oneOf[1].properties.dest, data: data38 };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
            if (data35.src !== void 0) {
              let data39 = data35.src;
              if (typeof data39 === "string") {
                if (func2(data39) < 1) {
                  const err97 = { instancePath: instancePath + "/config/" + i0 + "/src", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/src/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[1].properties.src, data: data39 };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
              } else {
                const err98 = { instancePath: instancePath + "/config/" + i0 + "/src", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/src/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[1].properties.src.type, parentSchema: schema33.oneOf[1].properties.src, data: data39 };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data35.type !== void 0) {
              let data40 = data35.type;
              if ("copy" !== data40) {
                const err99 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/1/properties/type/const", keyword: "const", params: { allowedValue: "copy" }, message: "must be equal to constant", schema: "copy", parentSchema: schema33.oneOf[1].properties.type, data: data40 };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
          } else {
            const err100 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[1].type, parentSchema: schema33.oneOf[1], data: data35 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
          var _valid5 = _errs111 === errors;
          if (_valid5 && valid18) {
            valid18 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid5) {
              valid18 = true;
              passing1 = 1;
              if (props1 !== true) {
                props1 = true;
              }
            }
            const _errs119 = errors;
            if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
              if (data35.type === void 0) {
                const err101 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[2].required, parentSchema: schema33.oneOf[2], data: data35 };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
              if (data35.target === void 0) {
                const err102 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'", schema: schema33.oneOf[2].required, parentSchema: schema33.oneOf[2], data: data35 };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
              for (const key11 in data35) {
                if (!(key11 === "app" || key11 === "target" || key11 === "type")) {
                  const err103 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[2], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
              }
              if (data35.app !== void 0) {
                let data41 = data35.app;
                if (typeof data41 !== "string") {
                  const err104 = { instancePath: instancePath + "/config/" + i0 + "/app", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/app/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[2].properties.app.type, parentSchema: schema33.oneOf[2].properties.app, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
              }
              if (data35.target !== void 0) {
                let data42 = data35.target;
                if (typeof data42 === "string") {
                  if (func2(data42) < 1) {
                    const err105 = { instancePath: instancePath + "/config/" + i0 + "/target", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/target/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.oneOf[2].properties.target, data: data42 };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                } else {
                  const err106 = { instancePath: instancePath + "/config/" + i0 + "/target", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.oneOf[2].properties.target.type, parentSchema: schema33.oneOf[2].properties.target, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
              }
              if (data35.type !== void 0) {
                let data43 = data35.type;
                if ("open" !== data43) {
                  const err107 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/2/properties/type/const", keyword: "const", params: { allowedValue: "open" }, message: "must be equal to constant", schema: "open", parentSchema: schema33.oneOf[2].properties.type, data: data43 };
                  if (vErrors === null) {
                    vErrors = [err107];
                  } else {
                    vErrors.push(err107);
                  }
                  errors++;
                }
              }
            } else {
              const err108 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[2].type, parentSchema: schema33.oneOf[2], data: data35 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            var _valid5 = _errs119 === errors;
            if (_valid5 && valid18) {
              valid18 = false;
              passing1 = [passing1, 2];
            } else {
              if (_valid5) {
                valid18 = true;
                passing1 = 2;
                if (props1 !== true) {
                  props1 = true;
                }
              }
              const _errs127 = errors;
              if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                if (data35.type === void 0) {
                  const err109 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema33.oneOf[3].required, parentSchema: schema33.oneOf[3], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
                if (data35.seconds === void 0) {
                  const err110 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/required", keyword: "required", params: { missingProperty: "seconds" }, message: "must have required property 'seconds'", schema: schema33.oneOf[3].required, parentSchema: schema33.oneOf[3], data: data35 };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
                for (const key12 in data35) {
                  if (!(key12 === "seconds" || key12 === "type")) {
                    const err111 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.oneOf[3], data: data35 };
                    if (vErrors === null) {
                      vErrors = [err111];
                    } else {
                      vErrors.push(err111);
                    }
                    errors++;
                  }
                }
                if (data35.seconds !== void 0) {
                  let data44 = data35.seconds;
                  if (typeof data44 == "number" && isFinite(data44)) {
                    if (data44 <= 0 || isNaN(data44)) {
                      const err112 = { instancePath: instancePath + "/config/" + i0 + "/seconds", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema33.oneOf[3].properties.seconds, data: data44 };
                      if (vErrors === null) {
                        vErrors = [err112];
                      } else {
                        vErrors.push(err112);
                      }
                      errors++;
                    }
                  } else {
                    const err113 = { instancePath: instancePath + "/config/" + i0 + "/seconds", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema33.oneOf[3].properties.seconds.type, parentSchema: schema33.oneOf[3].properties.seconds, data: data44 };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                }
                if (data35.type !== void 0) {
                  let data45 = data35.type;
                  if ("sleep" !== data45) {
                    const err114 = { instancePath: instancePath + "/config/" + i0 + "/type", schemaPath: "#/$defs/SetupStep/oneOf/3/properties/type/const", keyword: "const", params: { allowedValue: "sleep" }, message: "must be equal to constant", schema: "sleep", parentSchema: schema33.oneOf[3].properties.type, data: data45 };
                    if (vErrors === null) {
                      vErrors = [err114];
                    } else {
                      vErrors.push(err114);
                    }
                    errors++;
                  }
                }
              } else {
                const err115 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.oneOf[3].type, parentSchema: schema33.oneOf[3], data: data35 };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
              var _valid5 = _errs127 === errors;
              if (_valid5 && valid18) {
                valid18 = false;
                passing1 = [passing1, 3];
              } else {
                if (_valid5) {
                  valid18 = true;
                  passing1 = 3;
                  if (props1 !== true) {
                    props1 = true;
                  }
                }
              }
            }
          }
          if (!valid18) {
            const err116 = { instancePath: instancePath + "/config/" + i0, schemaPath: "#/$defs/SetupStep/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema33.oneOf, parentSchema: schema33, data: data35 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          } else {
            errors = _errs104;
            if (vErrors !== null) {
              if (_errs104) {
                vErrors.length = _errs104;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err117 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.config.type, parentSchema: schema31.properties.config, data: data34 };
        if (vErrors === null) {
          vErrors = [err117];
        } else {
          vErrors.push(err117);
        }
        errors++;
      }
    }
    if (data.early_exit !== void 0) {
      if (!validate21(data.early_exit, { instancePath: instancePath + "/early_exit", parentData: data, parentDataProperty: "early_exit", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.evaluator !== void 0) {
      if (!validate23(data.evaluator, { instancePath: instancePath + "/evaluator", parentData: data, parentDataProperty: "evaluator", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.id !== void 0) {
      let data48 = data.id;
      if (typeof data48 === "string") {
        if (func2(data48) < 1) {
          const err118 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.id, data: data48 };
          if (vErrors === null) {
            vErrors = [err118];
          } else {
            vErrors.push(err118);
          }
          errors++;
        }
      } else {
        const err119 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.id.type, parentSchema: schema31.properties.id, data: data48 };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
    }
    if (data.instruction !== void 0) {
      let data49 = data.instruction;
      if (typeof data49 === "string") {
        if (func2(data49) < 1) {
          const err120 = { instancePath: instancePath + "/instruction", schemaPath: "#/properties/instruction/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.instruction, data: data49 };
          if (vErrors === null) {
            vErrors = [err120];
          } else {
            vErrors.push(err120);
          }
          errors++;
        }
      } else {
        const err121 = { instancePath: instancePath + "/instruction", schemaPath: "#/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.instruction.type, parentSchema: schema31.properties.instruction, data: data49 };
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
    }
    if (data.max_a11y_nodes !== void 0) {
      let data50 = data.max_a11y_nodes;
      if (!(typeof data50 == "number" && (!(data50 % 1) && !isNaN(data50)) && isFinite(data50))) {
        const err122 = { instancePath: instancePath + "/max_a11y_nodes", schemaPath: "#/properties/max_a11y_nodes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.max_a11y_nodes.type, parentSchema: schema31.properties.max_a11y_nodes, data: data50 };
        if (vErrors === null) {
          vErrors = [err122];
        } else {
          vErrors.push(err122);
        }
        errors++;
      }
      if (typeof data50 == "number" && isFinite(data50)) {
        if (data50 < 1 || isNaN(data50)) {
          const err123 = { instancePath: instancePath + "/max_a11y_nodes", schemaPath: "#/properties/max_a11y_nodes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.max_a11y_nodes, data: data50 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
      }
    }
    if (data.max_steps !== void 0) {
      let data51 = data.max_steps;
      if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)) && isFinite(data51))) {
        const err124 = { instancePath: instancePath + "/max_steps", schemaPath: "#/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.max_steps.type, parentSchema: schema31.properties.max_steps, data: data51 };
        if (vErrors === null) {
          vErrors = [err124];
        } else {
          vErrors.push(err124);
        }
        errors++;
      }
      if (typeof data51 == "number" && isFinite(data51)) {
        if (data51 < 1 || isNaN(data51)) {
          const err125 = { instancePath: instancePath + "/max_steps", schemaPath: "#/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.max_steps, data: data51 };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
      }
    }
    if (data.replay_screenshots_dir !== void 0) {
      let data52 = data.replay_screenshots_dir;
      if (typeof data52 !== "string") {
        const err126 = { instancePath: instancePath + "/replay_screenshots_dir", schemaPath: "#/properties/replay_screenshots_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.replay_screenshots_dir.type, parentSchema: schema31.properties.replay_screenshots_dir, data: data52 };
        if (vErrors === null) {
          vErrors = [err126];
        } else {
          vErrors.push(err126);
        }
        errors++;
      }
    }
    if (data.replay_script !== void 0) {
      let data53 = data.replay_script;
      if (typeof data53 !== "string") {
        const err127 = { instancePath: instancePath + "/replay_script", schemaPath: "#/properties/replay_script/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.replay_script.type, parentSchema: schema31.properties.replay_script, data: data53 };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      let data54 = data.schema_version;
      if (typeof data54 !== "string") {
        const err128 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.schema_version.type, parentSchema: schema31.properties.schema_version, data: data54 };
        if (vErrors === null) {
          vErrors = [err128];
        } else {
          vErrors.push(err128);
        }
        errors++;
      }
      if ("1.0" !== data54) {
        const err129 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "1.0" }, message: "must be equal to constant", schema: "1.0", parentSchema: schema31.properties.schema_version, data: data54 };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
    }
    if (data.secrets !== void 0) {
      let data55 = data.secrets;
      if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
        for (const key13 in data55) {
          let data56 = data55[key13];
          if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
            if (data56.env === void 0) {
              const err130 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/required", keyword: "required", params: { missingProperty: "env" }, message: "must have required property 'env'", schema: schema38.required, parentSchema: schema38, data: data56 };
              if (vErrors === null) {
                vErrors = [err130];
              } else {
                vErrors.push(err130);
              }
              errors++;
            }
            for (const key14 in data56) {
              if (!(key14 === "default" || key14 === "env")) {
                const err131 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema38, data: data56 };
                if (vErrors === null) {
                  vErrors = [err131];
                } else {
                  vErrors.push(err131);
                }
                errors++;
              }
            }
            if (data56.default !== void 0) {
              let data57 = data56.default;
              if (typeof data57 !== "string") {
                const err132 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/default", schemaPath: "#/$defs/SecretDef/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.default.type, parentSchema: schema38.properties.default, data: data57 };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data56.env !== void 0) {
              let data58 = data56.env;
              if (typeof data58 !== "string") {
                const err133 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/$defs/SecretDef/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.env.type, parentSchema: schema38.properties.env, data: data58 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
          } else {
            const err134 = { instancePath: instancePath + "/secrets/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/SecretDef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data: data56 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
      } else {
        const err135 = { instancePath: instancePath + "/secrets", schemaPath: "#/properties/secrets/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.secrets.type, parentSchema: schema31.properties.secrets, data: data55 };
        if (vErrors === null) {
          vErrors = [err135];
        } else {
          vErrors.push(err135);
        }
        errors++;
      }
    }
    if (data.timeout !== void 0) {
      let data59 = data.timeout;
      if (!(typeof data59 == "number" && (!(data59 % 1) && !isNaN(data59)) && isFinite(data59))) {
        const err136 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.timeout.type, parentSchema: schema31.properties.timeout, data: data59 };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
      if (typeof data59 == "number" && isFinite(data59)) {
        if (data59 < 1 || isNaN(data59)) {
          const err137 = { instancePath: instancePath + "/timeout", schemaPath: "#/properties/timeout/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.timeout, data: data59 };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
      }
    }
  } else {
    const err138 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err138];
    } else {
      vErrors.push(err138);
    }
    errors++;
  }
  validate202.errors = vErrors;
  return errors === 0;
});
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var validateTaskSchema = validate20;

// src/task/schema-check.ts
var KNOWN_MISTAKES = {
  llm_judge_prompt: `the evaluator has no LLM-judge prompt (the reference CLI silently ignores it): mode "llm" uses the agent's own DONE/FAIL verdict; put the success criterion in "completion_condition", or use an early_exit condition of type "llm_judge"`
};
var EXTENSION_FIELDS = {
  visual: checkTaskVisual
};
function checkTaskSchema(document) {
  if (!isPlainObject(document)) return checkReferenceSchema(document);
  const reference = {};
  const extensions = [];
  for (const [key, value] of Object.entries(document)) {
    const check = Object.hasOwn(EXTENSION_FIELDS, key) ? EXTENSION_FIELDS[key] : void 0;
    if (check) extensions.push(...check(value, joinPointer("", key)));
    else reference[key] = value;
  }
  return [...checkReferenceSchema(reference), ...extensions];
}
function checkReferenceSchema(document) {
  if (validateTaskSchema(document)) return [];
  return explainErrors(validateTaskSchema.errors ?? []);
}
function explainErrors(errors) {
  let remaining = errors;
  const problems = [];
  for (const oneOf of errors.filter((e) => e.keyword === "oneOf")) {
    const branches = oneOf.schema ?? [];
    const data = oneOf.data;
    const inside = (e) => e.schemaPath.startsWith(oneOf.schemaPath + "/") && isWithin(e.instancePath, oneOf.instancePath);
    const types = branches.map(branchType);
    const chosen = isPlainObject(data) && typeof data.type === "string" ? types.indexOf(data.type) : -1;
    if (chosen >= 0) {
      const keep = `${oneOf.schemaPath}/${chosen}/`;
      remaining = remaining.filter((e) => e !== oneOf && (!inside(e) || e.schemaPath.startsWith(keep)));
    } else {
      remaining = remaining.filter((e) => e !== oneOf && !inside(e));
      problems.push(explainUnknownVariant(oneOf.instancePath, data, types));
    }
  }
  for (const anyOf of remaining.filter((e) => e.keyword === "anyOf")) {
    const names = (anyOf.schema ?? []).flatMap((s) => s.required ?? []);
    remaining = remaining.filter(
      (e) => e !== anyOf && !(e.schemaPath.startsWith(anyOf.schemaPath + "/") && e.instancePath === anyOf.instancePath)
    );
    problems.push({
      pointer: anyOf.instancePath,
      atKey: true,
      message: `needs at least one of ${names.map((n) => `"${n}"`).join(", ")}`
    });
  }
  for (const error of remaining) problems.push(explainError(error));
  return dedupe(problems);
}
function explainUnknownVariant(pointer, data, types) {
  const list = types.join(", ");
  if (!isPlainObject(data)) {
    return {
      pointer,
      atKey: false,
      message: `must be an object with a "type" (found ${describeValue(data)})`
    };
  }
  if (!("type" in data)) {
    return { pointer, atKey: true, message: `is missing required property "type" (one of ${list})` };
  }
  const found = data.type;
  const suggestion = typeof found === "string" ? didYouMean(found, types) : void 0;
  return {
    pointer: joinPointer(pointer, "type"),
    atKey: false,
    message: `must be one of ${list} (found ${describeValue(found)}${suggestion ? `; did you mean "${suggestion}"?` : ""})`
  };
}
function explainError(error) {
  const pointer = error.instancePath;
  const found = describeValue(error.data);
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return {
        pointer,
        atKey: true,
        message: `is missing required property "${String(params.missingProperty)}"`
      };
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys(error.parentSchema?.properties ?? {});
      if (pointer === "") known.push(...Object.keys(EXTENSION_FIELDS));
      const suggestion = didYouMean(name, known);
      const advice = KNOWN_MISTAKES[name];
      const message = suggestion ? `is not a known property (did you mean "${suggestion}"?)` : advice ? `is not a known property: ${advice}` : `is not a known property (${known.length > 0 ? `allowed here: ${known.join(", ")}` : "no properties are allowed here"})`;
      return { pointer: joinPointer(pointer, name), atKey: true, message };
    }
    case "type":
      return {
        pointer,
        atKey: false,
        message: `must be ${describeType(String(params.type))} (found ${found})`
      };
    case "const":
      return {
        pointer,
        atKey: false,
        message: `must be ${JSON.stringify(params.allowedValue)} (found ${found})`
      };
    case "enum": {
      const allowed = params.allowedValues.map(String);
      const suggestion = typeof error.data === "string" ? didYouMean(error.data, allowed) : void 0;
      return {
        pointer,
        atKey: false,
        message: `must be one of ${allowed.join(", ")} (found ${found}${suggestion ? `; did you mean "${suggestion}"?` : ""})`
      };
    }
    case "minimum":
      return { pointer, atKey: false, message: `must be at least ${String(params.limit)} (found ${found})` };
    case "exclusiveMinimum":
      return {
        pointer,
        atKey: false,
        message: `must be greater than ${String(params.limit)} (found ${found})`
      };
    case "minLength":
      return { pointer, atKey: false, message: "must not be empty" };
    case "pattern": {
      const expected = lastSegment(pointer) === "digest" ? '"sha256:" followed by 64 lowercase hex digits' : `the pattern ${String(params.pattern)}`;
      return { pointer, atKey: false, message: `must be ${expected} (found ${found})` };
    }
    default:
      return { pointer, atKey: false, message: `${error.message ?? "is invalid"} (found ${found})` };
  }
}
function branchType(branch) {
  const properties = branch.properties;
  const constant = properties?.type?.const;
  return typeof constant === "string" ? constant : void 0;
}
function isWithin(pointer, ancestor) {
  return pointer === ancestor || pointer.startsWith(ancestor + "/");
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function lastSegment(pointer) {
  return decodePointerSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}
function dedupe(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const key = `${p.pointer}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/task/placeholders.ts
function findPlaceholders(text) {
  const found = [];
  let from = 0;
  for (; ; ) {
    const open = text.indexOf("{{", from);
    if (open < 0) break;
    const close = text.indexOf("}}", open + 2);
    if (close < 0) break;
    found.push({ key: text.slice(open + 2, close), start: open, end: close + 2 });
    from = close + 2;
  }
  return found;
}
function substitutePlaceholders(text, lookup, onUndeclared) {
  let out = "";
  let last = 0;
  for (const placeholder of findPlaceholders(text)) {
    const value = lookup(placeholder.key, placeholder.start);
    if (value === void 0) onUndeclared(placeholder.key);
    out += text.slice(last, placeholder.start) + value;
    last = placeholder.end;
  }
  return out + text.slice(last);
}

// src/task/substitutable-fields.ts
var CHECK_FIELDS = [
  "actual_path",
  "expected_path",
  "command",
  "expected",
  "path",
  "script_path",
  "screenshots_dir",
  "prompt"
];
function mapSubstitutableStrings(task, visit) {
  const copy = structuredClone(task);
  copy.instruction = visit(copy.instruction, "/instruction");
  if (copy.completion_condition !== void 0) {
    copy.completion_condition = visit(copy.completion_condition, "/completion_condition");
  }
  rewriteStrings(
    copy.app,
    "/app",
    visit,
    (key) => key !== "type" && key !== "digest"
  );
  copy.config.forEach(
    (step, i) => rewriteStrings(
      step,
      joinPointer("/config", i),
      visit,
      (key) => key !== "type"
    )
  );
  copy.evaluator.metrics.forEach(
    (metric, i) => rewriteStrings(
      metric,
      joinPointer("/evaluator/metrics", i),
      visit,
      isCheckField
    )
  );
  if (copy.early_exit) {
    rewriteStrings(
      copy.early_exit.condition,
      "/early_exit/condition",
      visit,
      isCheckField
    );
  }
  return copy;
}
function isCheckField(key) {
  return CHECK_FIELDS.includes(key);
}
function rewriteStrings(target, base, visit, include) {
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === "string" && include(key)) target[key] = visit(value, joinPointer(base, key));
  }
}

// src/task/semantic-rules.ts
var REQUIRED_TEXT = {
  file_compare: ["actual_path", "expected_path"],
  file_compare_semantic: ["actual_path", "expected_path"],
  command_output: ["command"],
  file_exists: ["path"],
  exit_code: ["command"],
  script_replay: ["script_path"],
  llm_judge: ["prompt"]
};
var INLINE_DIGEST = /@sha256:/;
function checkSemantics(task) {
  const problems = [];
  const error = (pointer, message) => problems.push({ severity: "error", pointer, message });
  const warn = (pointer, message) => problems.push({ severity: "warning", pointer, message });
  checkId(task.id, error);
  const { evaluator } = task;
  if ((evaluator.mode === "programmatic" || evaluator.mode === "hybrid") && evaluator.metrics.length === 0) {
    error(
      "/evaluator/mode",
      `mode "${evaluator.mode}" requires at least one metric in /evaluator/metrics (use mode "llm" to rely on the agent's verdict alone)`
    );
  }
  if (evaluator.mode === "llm" && evaluator.metrics.length > 0) {
    warn(
      "/evaluator/metrics",
      `is ignored in mode "llm" (${evaluator.metrics.length} metric(s) will never run); use mode "hybrid" to require them too`
    );
  }
  evaluator.metrics.forEach((metric, i) => checkCheck(metric, joinPointer("/evaluator/metrics", i), error));
  if (task.early_exit) checkCheck(task.early_exit.condition, "/early_exit/condition", error);
  const { app } = task;
  switch (app.type) {
    case "appimage":
      requireText(app.path, "/app/path", error);
      break;
    case "folder":
      requireText(app.dir, "/app/dir", error);
      requireText(app.entrypoint, "/app/entrypoint", error);
      break;
    case "docker_image":
      requireText(app.image, "/app/image", error);
      if (app.digest !== void 0 && INLINE_DIGEST.test(app.image)) {
        error(
          "/app/digest",
          'conflicts with the digest already inside "image" (@sha256:\u2026): keep only one of them'
        );
      }
      break;
    case "macos_tart":
    case "windows_vm":
      requireText(app.base_image, "/app/base_image", error);
      break;
    default:
      break;
  }
  for (const [name, def] of Object.entries(task.secrets)) {
    requireText(def.env, joinPointer("/secrets", name, "env"), error);
  }
  checkPlaceholders(task, error);
  return problems;
}
function checkId(id, error) {
  if (id.trim() !== id) error("/id", "must not start or end with white space");
  else if (id === "." || id === "..")
    error("/id", `must not be "${id}" (it names the task's artifacts folder)`);
  else if (/[/\\]/.test(id)) error("/id", "must not contain / or \\ (it names the task's artifacts folder)");
  else if (/[\u0000-\u001f\u007f]/.test(id)) error("/id", "must not contain control characters");
}
function checkCheck(check, pointer, error) {
  const fields = check;
  for (const field of REQUIRED_TEXT[check.type] ?? []) {
    requireText(fields[field], joinPointer(pointer, field), error);
  }
  if (check.type === "command_output" && check.expected === "") {
    error(joinPointer(pointer, "expected"), "must not be empty (every output contains the empty string)");
  }
}
function requireText(value, pointer, error) {
  if (value.trim() === "") error(pointer, value === "" ? "must not be empty" : "must not be blank");
}
function checkPlaceholders(task, error) {
  const declared = Object.keys(task.secrets);
  if (declared.length === 0) return;
  mapSubstitutableStrings(task, (value, pointer) => {
    for (const { key } of findPlaceholders(value)) {
      if (!Object.hasOwn(task.secrets, key)) {
        const near = didYouMean(key, declared);
        const tail = near ? `did you mean {{${near}}}?` : `declared: ${declared.join(", ")}`;
        error(
          pointer,
          `uses placeholder {{${key}}} but no secret "${key}" is declared in /secrets (${tail})`
        );
      }
    }
    return value;
  });
}

// src/run/load-task-file.ts
function hasErrors(loaded) {
  return loaded.diagnostics.some((d) => d.severity === "error");
}
async function loadTaskFile(file, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const dir = path2.dirname(path2.resolve(cwd, file));
  const unreadable = (message) => ({
    format: "desktest",
    file,
    dir,
    diagnostics: [{ severity: "error", file, line: 1, column: 1, pointer: "", message }],
    locate: (pointer) => ({ file, pointer })
  });
  let bytes;
  try {
    bytes = options.text === void 0 ? readFileSync(path2.resolve(cwd, file)) : void 0;
  } catch (error) {
    const reason = error.code === "ENOENT" ? "no such file" : String(error);
    return unreadable(`cannot be read: ${reason}`);
  }
  const encoding = bytes && wideUnicodeEncoding(bytes);
  if (encoding) {
    return unreadable(
      `is encoded as ${encoding}; task files are UTF-8 (JSON's encoding): save it as UTF-8 (without a byte order mark)`
    );
  }
  const text = options.text ?? bytes?.toString("utf8") ?? "";
  const document = parseJsonDocument(text);
  const osworld = options.osworld ?? (document.syntaxProblems.length === 0 && isOsworldDocument(document.value) ? (await import("./load-osworld-task-OYTZDCEI.js")).loadOsworldTask : void 0);
  return loadDocument(document, file, { ...options, cwd, ...osworld ? { osworld } : {} });
}
function loadFoundTaskFiles(found, cwd) {
  return Promise.all(
    found.files.map((file) => {
      const text = found.texts.get(path2.resolve(cwd, file));
      return loadTaskFile(file, { cwd, ...text !== void 0 ? { text } : {} });
    })
  );
}
function loadTaskText(text, file, options = {}) {
  return loadDocument(parseJsonDocument(text), file, options);
}
function loadDocument(document, file, options) {
  const cwd = options.cwd ?? process.cwd();
  const dir = path2.dirname(path2.resolve(cwd, file));
  const locate = locator(file, document);
  const locateForRun = (pointer) => {
    const position = document.valuePosition(pointer);
    const snippet = sourceSnippet(document.text, position.line);
    return { file, pointer, ...position, ...snippet ? { snippet } : {} };
  };
  if (document.syntaxProblems.length > 0) {
    const diagnostics2 = document.syntaxProblems.map((p) => ({
      severity: "error",
      file,
      ...p.position,
      pointer: "",
      message: `is not valid JSON: ${p.message}`
    }));
    return { format: "desktest", file, dir, diagnostics: diagnostics2, locate: locateForRun };
  }
  if (isOsworldDocument(document.value)) {
    if (!options.osworld)
      throw new Error(
        `${file} is an OSWorld task: load it with loadTaskFile, or give loadTaskText the OSWorld loader`
      );
    const loaded = options.osworld(document, file, { dir, exists: options.exists });
    return { format: "osworld", file, dir, locate: locateForRun, ...loaded };
  }
  const schemaProblems = checkTaskSchema(document.value);
  if (schemaProblems.length > 0) {
    const diagnostics2 = schemaProblems.map((p) => locate("error", p.pointer, p.message, p.atKey)).sort(byPosition);
    return { format: "desktest", file, dir, diagnostics: diagnostics2, locate: locateForRun };
  }
  const typed = applyDefaults(document.value);
  const diagnostics = checkSemantics(typed).map((p) => locate(p.severity, p.pointer, p.message, false));
  const resolved = resolveHostPaths(typed, dir, cwd, options.exists);
  diagnostics.push(...resolved.notes.map((n) => locate(n.severity, n.pointer, n.message, false)));
  diagnostics.sort(byPosition);
  return {
    format: "desktest",
    file,
    dir,
    diagnostics,
    locate: locateForRun,
    ...hasErrors({ diagnostics }) ? {} : { task: resolved.task }
  };
}
async function loadValidTask(file, options = {}) {
  return requireValid(await loadTaskFile(file, options));
}
function requireValid(loaded) {
  const file = loaded.file;
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  const first = errors[0];
  if (first || !loaded.task) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more; run \`desktest validate ${file}\`)` : "";
    if (!first) throw new ConfigError(`${file} is not a valid task${more}`);
    const { pointer, line, column } = first;
    throw new ConfigError(
      `${formatDiagnostic(first).slice(`${first.file}:${line}:${column} `.length)}${more}`,
      {
        location: { file: first.file, line, column, pointer }
      }
    );
  }
  return loaded;
}
function locator(file, document) {
  return (severity, pointer, message, atKey) => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    return { severity, file, ...position, pointer, message };
  };
}

export {
  wideUnicodeEncoding,
  resolveHostPaths,
  hostPathFields,
  require_ucs2length,
  substitutePlaceholders,
  mapSubstitutableStrings,
  loadTaskFile,
  loadFoundTaskFiles,
  loadTaskText,
  loadValidTask,
  requireValid
};
