import {
  parseSshTarget
} from "./chunk-SCOG4QA4.js";
import {
  ConfigError
} from "./chunk-3XO4NBGJ.js";

// src/cli/ssh-options.ts
import path from "node:path";
function sshDesktopFrom(options, cwd) {
  if (!options.ssh) {
    const stray = [
      options.sshKey && "--ssh-key",
      options.sshKnownHosts && "--ssh-known-hosts",
      options.sshEnv?.length && "--ssh-env"
    ].filter(Boolean);
    if (stray.length) throw new ConfigError(`${stray.join(", ")} need --ssh user@host`);
    return void 0;
  }
  const env = {};
  for (const pair of options.sshEnv ?? []) {
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (eq <= 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new ConfigError(`--ssh-env '${pair}' is not NAME=value`, { hint: "e.g. --ssh-env DISPLAY=:0" });
    env[name] = pair.slice(eq + 1);
  }
  return {
    target: parseSshTarget(options.ssh),
    ...options.sshKey ? { identity: path.resolve(cwd, options.sshKey) } : {},
    ...options.sshKnownHosts ? { knownHosts: path.resolve(cwd, options.sshKnownHosts) } : {},
    ...Object.keys(env).length ? { env } : {}
  };
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

// src/suite/retry-on-failure.ts
import { mkdir, readdir, rename } from "node:fs/promises";
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
  for (const entry of await readdir(folder)) {
    if (!ATTEMPT_FOLDER.test(entry)) await rename(path2.join(folder, entry), path2.join(target, entry));
  }
  return target;
}

export {
  RUN_LOG,
  REVIEW_PAGE,
  attemptFailureLocation,
  taskStatus,
  statusOfAttempts,
  NO_RETRIES_USED,
  retryBudget,
  nextRetry,
  mostAttempts,
  ATTEMPT_FOLDER,
  setAttemptAside,
  sshDesktopFrom
};
