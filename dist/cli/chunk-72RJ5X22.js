import {
  STDERR_TAIL_LIMIT
} from "./chunk-CDUV3ADU.js";
import {
  parseTrajectory
} from "./chunk-MRE4K7FB.js";
import {
  oneLineReason
} from "./chunk-IRBSSJWK.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/review/entries.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
function trajectoryPathOf(artifactsDir) {
  return path.join(artifactsDir, "trajectory.jsonl");
}
async function loadTrajectoryEntries(artifactsDir, cwd) {
  const shown = trajectoryPathOf(artifactsDir);
  let text;
  try {
    text = await readFile(path.resolve(cwd, shown), "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot open trajectory file '${shown}': ${error.message}`);
  }
  return parseTrajectory(text, shown).map(normalizeEntry);
}
function normalizeEntry(raw) {
  const record = raw;
  const text = (value) => typeof value === "string" ? value : JSON.stringify(value);
  const optional = (key) => typeof record[key] === "string" ? record[key] : void 0;
  const entry = {
    step: raw.step,
    timestamp: text(record.timestamp),
    action_code: text(record.action_code),
    result: text(record.result)
  };
  const copy = (key) => {
    const value = optional(key);
    if (value !== void 0) entry[key] = value;
  };
  copy("thought");
  copy("screenshot_path");
  copy("a11y_tree_path");
  copy("bash_output");
  copy("error_feedback");
  const actionType = optional("action_type");
  if (actionType !== void 0) entry.action_type = actionType;
  if (isPlainObject(record.timings)) entry.timings = record.timings;
  if (isPlainObject(record.usage)) entry.usage = record.usage;
  if (isPlainObject(record.target)) entry.target = record.target;
  if (record.found_by === "element" || record.found_by === "coordinates") entry.found_by = record.found_by;
  if (Array.isArray(record.masked)) {
    const masked = record.masked.filter(
      (m) => isPlainObject(m) && ["x", "y", "width", "height"].every((k) => Number.isInteger(m[k])) && typeof m.why === "string"
    );
    if (masked.length > 0) entry.masked = masked.slice(0, 50);
  }
  return entry;
}
async function loadTaskId(artifactsDir, cwd) {
  const task = await readJsonFile(path.resolve(cwd, artifactsDir, "task.json"));
  const id = isPlainObject(task) ? task.id : void 0;
  return typeof id === "string" ? id : void 0;
}
async function readJsonFile(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return void 0;
  }
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/artifacts/culprit.ts
var EVIDENCE_LIMIT = 500;
function classifyCulprit(facts) {
  if (facts.status === "pass") return null;
  const culprit = decide(facts);
  const tail = facts.replayFailure?.stderrTail || facts.error?.outputTail;
  return {
    kind: culprit.kind,
    evidence: oneLineReason(culprit.evidence, EVIDENCE_LIMIT) ?? culprit.kind,
    ...tail ? { stderr_tail: tail } : {}
  };
}
function decide(facts) {
  const said = facts.error?.evidence ?? firstLine(facts.detail) ?? "no reason given";
  switch (facts.category) {
    case "infra_error":
      return facts.stage === "setup" ? { kind: "test", evidence: `the task's setup failed: ${said}` } : { kind: "environment", evidence: said };
    case "config_error":
      return { kind: "test", evidence: said };
    case "agent_error":
      return { kind: "agent", evidence: `the agent's model could not be used: ${said}` };
    default:
      break;
  }
  if (facts.timedOut) return timedOut(facts);
  const replay = facts.replayFailure;
  if (replay) return { kind: "test", evidence: replayEvidence(replay) };
  const failed = facts.metrics.filter((m) => !m.passed);
  const unevaluated = failed.find((m) => m.detail.startsWith("Evaluation error"));
  const agent = facts.agent;
  if (agent && agent.ending !== "done")
    return { kind: agent.ending === "early_exit" ? "product" : "agent", evidence: agentEvidence(agent) };
  if (unevaluated && failed.every((m) => m.detail.startsWith("Evaluation error")))
    return {
      kind: "test",
      evidence: `check \`${unevaluated.metric}\` could not be evaluated: ${unevaluated.detail}`
    };
  const check = failed[0];
  if (agent) {
    return {
      kind: "agent",
      evidence: check ? `agent said DONE; check \`${check.metric}\` refuted it: ${check.detail}` : `agent said DONE; the verdict refuted it: ${said}`
    };
  }
  return {
    kind: "product",
    evidence: check ? `${facts.metrics.some((m) => m.metric === "script_replay") ? "the replay ran clean; " : ""}check \`${check.metric}\` failed: ${check.detail}` : said
  };
}
function timedOut(facts) {
  const what = firstLine(facts.detail) ?? "timed out";
  switch (facts.stage) {
    case "prepare":
    case "desktop":
      return { kind: "environment", evidence: `${what} (the task's work had not begun)` };
    case "setup":
      return { kind: "test", evidence: `the task's deploy or setup did not finish in its time: ${what}` };
    case "launch":
      return { kind: "product", evidence: `the app's window did not appear in the task's time: ${what}` };
    case "agent":
      return {
        kind: "agent",
        evidence: facts.agent ? `agent used up the task's time after ${facts.agent.steps} steps: ${what}` : `agent used up the task's time: ${what}`
      };
    case "replay":
      return {
        kind: "test",
        evidence: facts.replayFailure ? `${replayEvidence(facts.replayFailure)}: ${what}` : `the replay did not finish in the task's time: ${what}`
      };
    case "evaluate":
      return { kind: "test", evidence: `a check did not finish in the task's time: ${what}` };
  }
}
function replayEvidence(replay) {
  const where = replay.step !== null ? `replay step ${replay.step}` : "the replay script";
  if (replay.message) return `${where} ${replay.raised ? "raised" : "failed:"} ${replay.message}`;
  if (replay.exitCode === null) return `${where} did not finish`;
  if (replay.exitCode === 0) return `${where} exited 0 without printing REPLAY_COMPLETE`;
  return `${where} exited with code ${replay.exitCode}`;
}
function agentEvidence(agent) {
  const reasoning = cutText(agent.reasoning, 300);
  switch (agent.ending) {
    case "fail":
      return `agent gave up at step ${agent.steps}: ${reasoning}`;
    case "max_steps":
      return `agent hit its step budget: ${reasoning}`;
    case "timeout":
      return `agent used up the task's time: ${reasoning}`;
    case "quit":
      return `the run was stopped at step ${agent.steps + 1}: ${reasoning}`;
    case "done":
      return `agent said DONE: ${reasoning}`;
    case "early_exit":
      return `the task's early-exit condition held at step ${agent.steps}: ${reasoning}`;
  }
}
function firstLine(text) {
  const line = text?.trim().split(/\r\n|\r|\n/)[0]?.trim();
  return line ? line : void 0;
}

// src/artifacts/culprit-text.ts
var CULPRIT_KINDS = ["product", "test", "agent", "environment"];
function readShownCulprit(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { kind, evidence, stderr_tail: tail } = value;
  if (typeof kind !== "string" || !CULPRIT_KINDS.includes(kind)) return null;
  return {
    kind,
    evidence: typeof evidence === "string" ? cutText(evidence, EVIDENCE_LIMIT) : "",
    ...typeof tail === "string" && tail !== "" ? { stderr_tail: cutText(tail, STDERR_TAIL_LIMIT) } : {}
  };
}
var CULPRIT_WORDS = {
  product: { label: "app failure", meaning: "the app did not do what the task checks" },
  test: { label: "test problem", meaning: "the task or its replay is wrong, not the app" },
  agent: { label: "agent problem", meaning: "the agent did not complete the task" },
  environment: {
    label: "runner problem",
    meaning: "the runner's environment failed; the app was not judged"
  }
};
function culpritLine(culprit) {
  return `${CULPRIT_WORDS[culprit.kind].label}: ${culprit.evidence}`;
}
function culpritFix(culprit) {
  switch (culprit.kind) {
    case "product":
      return null;
    case "test": {
      if (/^(the replay script|replay step \d+)/.test(culprit.evidence))
        return "Fix the replay script, or record it again (desktest record --overwrite on the task file) if the app's screens changed on purpose.";
      return "Fix the task file (the evidence names the place), then run again.";
    }
    case "agent":
      return "Open the review page to see the agent's steps; a clearer instruction or completion condition, more max_steps or another model may help.";
    case "environment":
      if (/\b(ModuleNotFoundError|ImportError)\b/.test(culprit.evidence))
        return "Install the missing module in the desktop's Python (docker/guest-requirements.txt lists what replays use), or run on the desktop image that has it; then run again.";
      return "Fix the runner (the evidence says what failed) and run again; this result says nothing about the app.";
  }
}
function culpritLines(culprit) {
  if (!culprit) return [];
  const fix = culpritFix(culprit);
  const tail = culprit.stderr_tail ? culprit.stderr_tail.split("\n").map((l) => `  | ${l}`) : [];
  return [
    `culprit: ${culpritLine(culprit)}`,
    ...fix ? [`  ${fix}`] : [],
    ...tail.length > 0 ? ["  error output (last lines):", ...tail] : []
  ];
}
function culpritView(culprit) {
  const words = CULPRIT_WORDS[culprit.kind];
  return {
    kind: culprit.kind,
    title: words.label.charAt(0).toUpperCase() + words.label.slice(1),
    meaning: words.meaning,
    evidence: culprit.evidence,
    fix: culpritFix(culprit),
    runner: culprit.kind === "environment",
    stderrTail: culprit.stderr_tail || null
  };
}

// src/review/logs-view.ts
var EMPTY_JSON = '{"steps":[],"summary":{"duration_secs":null,"result":"empty","result_display":"EMPTY (no steps)","shown_steps":0,"total_steps":0}}';
function renderLogs(entries, taskId, options, verdict) {
  if (entries.length === 0) return (options.json ? EMPTY_JSON : "No trajectory entries found.") + "\n";
  const last = entries[entries.length - 1];
  const durationSecs = totalDurationSecs(entries);
  let shown = entries;
  if (options.steps) {
    const wanted = new Set(options.steps);
    shown = shown.filter((e) => wanted.has(e.step));
  }
  if (options.failures) shown = shown.filter((e) => isFailureResult(e.result));
  if (options.json) {
    const deltas = stepDurations(entries);
    const summary = {
      duration_secs: durationSecs ?? null,
      result: last.result,
      result_display: formatResult(last.result, last.step),
      shown_steps: shown.length,
      total_steps: entries.length
    };
    if (taskId !== void 0) summary.task_id = taskId;
    if (verdict) summary.verdict = verdictJson(verdict);
    const output = { steps: shown.map((e) => jsonStep(e, deltas.get(e.step))), summary };
    return JSON.stringify(sortKeys(output), null, 2) + "\n";
  }
  const lines = ["== Trajectory Review =="];
  if (taskId !== void 0) lines.push(`Task:       ${taskId}`);
  lines.push(`Steps:      ${entries.length}`);
  if (verdict) {
    lines.push(`Result:     ${verdictLine(verdict)}`);
    if (verdict.reason !== void 0) lines.push(`Reason:     ${verdict.reason}`);
    if (verdict.culprit) lines.push(...culpritView2(verdict.culprit));
    lines.push(`Last step:  ${formatResult(last.result, last.step)}`);
  } else {
    lines.push(`Result:     ${formatResult(last.result, last.step)}`);
  }
  if (durationSecs !== void 0) lines.push(`Duration:   ${formatDuration(durationSecs * 1e3, "minutes")}`);
  lines.push("");
  if (options.summary) {
    lines.push(...summaryView(shown));
  } else if (options.brief) {
    lines.push(...briefView(shown));
  } else if (shown.length === 0) {
    lines.push(
      options.failures ? verdict?.wentWrong && verdict.status === "fail" && !verdict.wentWrong.startsWith("went wrong") ? `No failed steps found: ${verdict.wentWrong}.` : "No failed steps found." : "No entries found for the requested steps."
    );
  } else {
    for (const entry of shown) lines.push(...detailView(entry));
  }
  return lines.join("\n") + "\n";
}
function verdictLine(verdict) {
  const word = verdict.status.toUpperCase();
  return verdict.wentWrong ? `${word} (${verdict.wentWrong})` : word;
}
function verdictJson(verdict) {
  return {
    status: verdict.status,
    ...verdict.reason !== void 0 ? { reason: verdict.reason } : {},
    ...verdict.wentWrong !== void 0 ? { went_wrong: verdict.wentWrong } : {},
    ...verdict.culprit ? { culprit: verdict.culprit } : {}
  };
}
function culpritView2(culprit) {
  const words = CULPRIT_WORDS[culprit.kind];
  const fix = culpritFix(culprit);
  const runner = culprit.kind === "environment" ? " (not a failure of the app)" : "";
  return [
    `Culprit:    ${words.label}${runner}: ${culprit.evidence}`,
    ...fix ? [`Fix:        ${fix}`] : [],
    ...culprit.stderr_tail ? ["Error output (last lines):", ...culprit.stderr_tail.split("\n").map((line) => `  | ${line}`)] : []
  ];
}
function isFailureResult(result) {
  return result !== "success" && result !== "done" && result !== "wait";
}
function formatResult(result, step) {
  switch (result) {
    case "done":
      return `PASS (done at step ${step})`;
    case "success":
      return `OK (last step ${step})`;
    case "error":
      return `ERROR (at step ${step})`;
    default:
      return `${result.toUpperCase()} (at step ${step})`;
  }
}
function parseTimestampSecs(timestamp) {
  const ts = rustTrim(timestamp);
  let dateTime;
  let offsetSecs = 0;
  if (ts.endsWith("Z")) {
    dateTime = ts.slice(0, -1);
  } else {
    const tail = ts.slice(-6);
    if (ts.length <= 6 || !/^[+-]..:..$/u.test(tail)) return void 0;
    const hours = parseUnsigned(tail.slice(1, 3));
    const minutes = parseUnsigned(tail.slice(4, 6));
    if (hours === void 0 || minutes === void 0) return void 0;
    offsetSecs = (tail.startsWith("-") ? -1 : 1) * (hours * 3600 + minutes * 60);
    dateTime = ts.slice(0, -6);
  }
  const t = dateTime.indexOf("T");
  if (t < 0) return void 0;
  const dateParts = dateTime.slice(0, t).split("-");
  const timeParts = dateTime.slice(t + 1).split(":");
  const [year, month, day] = dateParts.slice(0, 3).map(parseUnsigned);
  const [hour, min] = timeParts.slice(0, 2).map(parseUnsigned);
  const sec = timeParts.length >= 3 ? parseUnsigned(timeParts[2].split(".")[0]) : void 0;
  if (year === void 0 || month === void 0 || day === void 0 || hour === void 0 || min === void 0 || sec === void 0) {
    return void 0;
  }
  const monthDays = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const monthIndex = Math.min(Math.max(month - 1, 0), 11);
  const isLeap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const yp = Math.max(year - 1, 0);
  const days = year * 365 + Math.floor(yp / 4) - Math.floor(yp / 100) + Math.floor(yp / 400) + monthDays[monthIndex] + day + (isLeap && month > 2 ? 1 : 0);
  return Math.max(days * 86400 + hour * 3600 + min * 60 + sec - offsetSecs, 0);
}
function totalDurationSecs(entries) {
  if (entries.length < 2) return void 0;
  const first = parseTimestampSecs(entries[0].timestamp);
  const last = parseTimestampSecs(entries[entries.length - 1].timestamp);
  if (first === void 0 || last === void 0 || last < first) return void 0;
  return last - first;
}
function stepDurations(entries) {
  const deltas = /* @__PURE__ */ new Map();
  for (let i = 1; i < entries.length; i++) {
    const previous = parseTimestampSecs(entries[i - 1].timestamp);
    const current = parseTimestampSecs(entries[i].timestamp);
    if (previous === void 0 || current === void 0 || current < previous) continue;
    deltas.set(entries[i].step, current - previous);
  }
  return deltas;
}
function jsonStep(entry, durationSecs) {
  const step = {
    action_code: entry.action_code,
    result: entry.result,
    step: entry.step,
    timestamp: entry.timestamp
  };
  for (const key of ["thought", "action_type", "error_feedback", "bash_output", "screenshot_path"]) {
    if (entry[key] !== void 0) step[key] = entry[key];
  }
  if (durationSecs !== void 0) step.duration_secs = durationSecs;
  if (entry.timings !== void 0) step.timings = entry.timings;
  if (entry.usage !== void 0) step.usage = entry.usage;
  return step;
}
function detailView(entry) {
  const lines = [`--- Step ${entry.step} [${entry.result}] ${entry.timestamp} ---`];
  if (entry.thought !== void 0) lines.push(`Thought: ${entry.thought}`);
  if (rustTrim(entry.action_code) !== "") {
    lines.push("Action:");
    for (const line of rustLines(entry.action_code)) lines.push(`  ${line}`);
  }
  if (entry.error_feedback !== void 0) lines.push(`Error: ${entry.error_feedback}`);
  lines.push(`Result: ${entry.result}`);
  lines.push("");
  return lines;
}
function briefView(entries) {
  const lines = [`${pad("Step", 6)} ${pad("Result", 12)} ${pad("Timestamp", 26)} Thought`, "-".repeat(80)];
  for (const entry of entries) {
    const thought = take((entry.thought ?? "").replaceAll("\n", " "), 40);
    lines.push(
      `${pad(String(entry.step), 6)} ${pad(take(entry.result, 12), 12)} ${pad(entry.timestamp, 26)} ${thought}`
    );
  }
  return lines;
}
function summaryView(entries) {
  if (entries.length === 0) return ["No matching steps."];
  const lines = [`${pad("Step", 6)} ${pad("Status", 8)} ${pad("Type", 14)} Summary`, "-".repeat(72)];
  for (const entry of entries) {
    const status = isFailureResult(entry.result) ? "\u2717" : "\u2713";
    const thought = take((entry.thought ?? "").replaceAll("\n", " "), 44);
    lines.push(
      `${pad(String(entry.step), 6)} ${pad(status, 8)} ${pad(entry.action_type ?? "-", 14)} ${thought}`
    );
  }
  return lines;
}
function pad(text, width) {
  const length = [...text].length;
  return length >= width ? text : text + " ".repeat(width - length);
}
function take(text, count) {
  return [...text].slice(0, count).join("");
}
function rustLines(text) {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
}
function rustTrim(text) {
  return text.replace(
    /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu,
    ""
  );
}
function parseUnsigned(text) {
  return /^\+?[0-9]+$/u.test(text) ? Number(text) : void 0;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value).sort().map((key) => [key, sortKeys(value[key])])
    );
  }
  return value;
}

export {
  trajectoryPathOf,
  loadTrajectoryEntries,
  loadTaskId,
  readJsonFile,
  isPlainObject,
  EVIDENCE_LIMIT,
  classifyCulprit,
  readShownCulprit,
  CULPRIT_WORDS,
  culpritLines,
  culpritView,
  renderLogs,
  formatResult,
  totalDurationSecs,
  stepDurations
};
