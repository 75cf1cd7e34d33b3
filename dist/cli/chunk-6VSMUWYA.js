import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/artifacts/clear-run-folder.ts
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
var WRITTEN_BY_A_RUN = [
  /^results\.json$/u,
  /^trajectory\.jsonl$/u,
  /^task\.json$/u,
  /^agent_conversation\.json$/u,
  /^step_\d+\.png$/u,
  /^step_\d+_a11y\.txt$/u,
  /^final\.png$/u,
  /^final_a11y\.txt$/u,
  /^bugs$/u,
  /^recording\.mp4$/u,
  /^home$/u,
  /^[^/]+\.log$/u,
  /^processes\.txt$/u,
  /^dmesg\.txt$/u,
  /^review\.html$/u,
  /^run-log\.txt$/u,
  /^attempt-\d+$/u,
  /^osworld$/u,
  /^traj\.jsonl$/u,
  /^result\.txt$/u
];
var MARKERS = /* @__PURE__ */ new Set(["trajectory.jsonl", "task.json", "results.json"]);
var writtenByARun = (name) => WRITTEN_BY_A_RUN.some((pattern) => pattern.test(name));
var REPLAY_INPUT = /^step_\d+\.png$/u;
async function clearRunFolder(folder, options = {}) {
  const entries = await readdir(folder).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw new ConfigError(`Cannot read the artifacts folder '${folder}': ${error.message}`);
  });
  if (entries.length === 0) return [];
  const foreign = entries.filter((name) => !writtenByARun(name));
  const ours = entries.some((name) => MARKERS.has(name));
  if (foreign.length > 0 || !ours) {
    const shown = (foreign.length > 0 ? foreign : entries).sort();
    throw new ConfigError(
      `The artifacts folder '${folder}' holds files desktest did not write (${shown.slice(0, 5).join(", ")}${shown.length > 5 ? `, and ${shown.length - 5} more` : ""}); a run clears its artifacts folder first, so it will not write there`,
      { hint: "choose another folder with --artifacts-dir, or move those files out" }
    );
  }
  const removed = entries.filter((name) => !(options.replay && REPLAY_INPUT.test(name)));
  for (const name of removed) await rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}
async function removeEarlierRun(folder) {
  const entries = await readdir(folder).catch(() => []);
  const removed = entries.filter(writtenByARun);
  for (const name of removed) await rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}

// src/report/suite-run.ts
var RUN_LOG = "run-log.txt";
var REVIEW_PAGE = "review.html";
function attemptFailureLocation(attempt) {
  const { metrics = [], error = null } = attempt.locations ?? {};
  const i = attempt.results.metric_results.findIndex((m) => !m.passed);
  const at = (i >= 0 ? metrics[i] : null) ?? error;
  return at?.line ? { line: at.line, column: at.column ?? 1, snippet: at.snippet ?? null } : null;
}
function taskStatus(run) {
  return statusOfAttempts(run.attempts.map((a) => a.results.status));
}
function statusOfAttempts(statuses) {
  const last = statuses.at(-1);
  if (!last) return "skipped";
  if (last === "pass" && statuses.some((s) => s === "fail")) return "flaky";
  return last;
}

// src/report/culprit-text.ts
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

// src/suite/retry-on-failure.ts
import { mkdir, readdir as readdir2, rename } from "node:fs/promises";
import path2 from "node:path";
var NO_RETRIES_USED = { infra: 0, onFailure: 0 };
function retryBudget(options) {
  return {
    infra: Math.max(0, Math.floor(options.retries ?? 0)),
    onFailure: options.replay ? 0 : Math.max(0, Math.floor(options.retriesOnFailure ?? 0))
  };
}
function nextRetry(results, used, budget) {
  if (results.status === "error" && results.error_category === "infra_error")
    return used.infra < budget.infra ? { ...used, infra: used.infra + 1 } : void 0;
  if (results.status === "fail")
    return used.onFailure < budget.onFailure ? { ...used, onFailure: used.onFailure + 1 } : void 0;
  return void 0;
}
function mostAttempts(budget) {
  return 1 + budget.infra + budget.onFailure;
}
var ATTEMPT_FOLDER = /^attempt-\d+$/;
async function setAttemptAside(folder, attempt) {
  const target = path2.join(folder, `attempt-${attempt}`);
  await mkdir(target, { recursive: true });
  for (const entry of await readdir2(folder)) {
    if (!ATTEMPT_FOLDER.test(entry)) await rename(path2.join(folder, entry), path2.join(target, entry));
  }
  return target;
}

export {
  clearRunFolder,
  removeEarlierRun,
  RUN_LOG,
  REVIEW_PAGE,
  attemptFailureLocation,
  taskStatus,
  statusOfAttempts,
  CULPRIT_WORDS,
  culpritLines,
  culpritView,
  NO_RETRIES_USED,
  retryBudget,
  nextRetry,
  mostAttempts,
  setAttemptAside
};
