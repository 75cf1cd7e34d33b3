import {
  loadTaskToRun
} from "./chunk-GROJKXVB.js";
import {
  NO_RETRIES_USED,
  OUTCOME_WORDS,
  REVIEW_PAGE,
  attemptFailureLocation,
  clearRunFolder,
  healLines,
  mostAttempts,
  nextRetry,
  retryBudget,
  runTask,
  setAttemptAside,
  sortedJson,
  statusOfAttempts
} from "./chunk-EFCKBHON.js";
import {
  lingerThenClose,
  startLiveView
} from "./chunk-JDX6FQYF.js";
import {
  writeReview
} from "./chunk-2NDPPYT5.js";
import {
  culpritLines
} from "./chunk-72RJ5X22.js";
import {
  agentSetup
} from "./chunk-GE4P3RMG.js";
import {
  wholeNumber
} from "./chunk-DGFUUUG6.js";
import {
  sshDesktopFrom
} from "./chunk-TNAK6AIY.js";
import {
  exitCleanlyOnInterrupt
} from "./chunk-MQ3JPTXI.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/run.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { existsSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import path2 from "node:path";

// src/suite/run-with-retries.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
async function runTaskWithRetries(options, retriesOnFailure, hooks = {}) {
  const run = hooks.run ?? runTask;
  const budget = retryBudget({ retriesOnFailure, replay: options.replay === true });
  const artifactsFolder = path.resolve(options.cwd, options.artifactsDir);
  const earlier = [];
  const attempts = [];
  let used = NO_RETRIES_USED;
  for (let attempt = 1; ; attempt++) {
    const result = await run(options);
    attempts.push(result.results);
    const retry = nextRetry(result.results, used, budget);
    const aside = retry ? await setAttemptAside(artifactsFolder, attempt).catch(() => void 0) : void 0;
    if (retry && aside) {
      used = retry;
      earlier.push({
        attempt,
        status: result.results.status,
        ...result.results.error_detail ? { error_detail: result.results.error_detail } : {},
        artifacts_dir: path.relative(artifactsFolder, aside)
      });
      hooks.onRetry?.(result.results, attempt + 1, mostAttempts(budget));
      continue;
    }
    const status = statusOfAttempts(attempts.map((a) => a.status));
    if (earlier.length > 0) await noteAttempts(result.resultsFile, earlier, status === "flaky");
    return { ...result, status, attempts };
  }
}
async function noteAttempts(resultsFile, earlier, flaky) {
  const written = JSON.parse(await readFile(resultsFile, "utf8"));
  await writeFile(resultsFile, sortedJson({ ...written, earlier_attempts: earlier, flaky }));
}

// src/cli/commands/run.ts
function taskRunOptions(task, options, io, screen) {
  const c = import_picocolors.default.createColors(io.color);
  const timeout = Number(options.artifactsTimeout);
  return {
    task,
    cwd: io.cwd,
    env: io.env,
    outputDir: options.output,
    artifactsDir: options.artifactsDir,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(timeout) && timeout >= 0 ? timeout : 120,
    artifactsExclude: options.artifactsExclude,
    width: screen.width,
    height: screen.height,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ssh: sshDesktopFrom(options, io.cwd),
    prebuiltImage: options.image,
    log: options.quiet ? void 0 : (line) => io.stderr(c.dim(`${line}
`)),
    debugLog: options.debug ? (line) => io.stderr(c.dim(`[debug] ${line}
`)) : void 0
  };
}
async function runCommand(taskFile, options, io) {
  const c = import_picocolors.default.createColors(io.color);
  const retriesOnFailure = wholeNumber("--retries-on-failure", options.retriesOnFailure ?? "0", 0);
  if (options.heal) options = { ...options, replay: true };
  if (retriesOnFailure > 0 && options.replay) {
    io.stderr(c.yellow("Warning: --retries-on-failure applies to agent runs; a replay is not retried\n"));
  }
  const setup = await agentSetup(options, io, (line) => io.stderr(c.yellow(`warning: ${line}
`)));
  const artifactsFolder = path2.resolve(io.cwd, options.artifactsDir);
  await clearRunFolder(artifactsFolder, { replay: options.replay === true });
  exitCleanlyOnInterrupt(io.stderr);
  const live = await startLiveView(options, io);
  const { results, exitCode, resultsFile, status, attempts, locations } = await runTaskWithRetries(
    {
      ...taskRunOptions(await loadTaskToRun(taskFile, { cwd: io.cwd }), options, io, setup),
      record: options.record,
      replay: options.replay === true || options.heal === true,
      heal: options.heal === true,
      attachTo: options.container,
      apiKeys: setup.apiKeys,
      agent: setup.agent,
      ...live ? { observer: live.hub.observer() } : {}
    },
    retriesOnFailure,
    {
      onRetry: (ended, next, of) => io.stderr(
        c.yellow(
          `attempt ${next - 1} failed: ${ended.error_detail ?? "a check failed"}; retrying (attempt ${next} of at most ${of})
`
        )
      )
    }
  );
  printVerdict({ results, resultsFile }, io, { status, attempts }, options.artifactsDir);
  const review = await writeRunReview(artifactsFolder, taskFile, { results, locations, resultsFile }, io);
  if (review) io.stderr(c.dim(`review: ${review}
`));
  await lingerThenClose(live, options, io);
  return exitCode;
}
async function writeRunReview(folder, taskFile, ran, io) {
  const { resultsFile } = ran;
  if (!existsSync(path2.join(folder, "trajectory.jsonl"))) return void 0;
  const copy = path2.join(folder, "results.json");
  if (path2.resolve(resultsFile) !== copy) {
    await copyFile(resultsFile, copy).catch(
      (error) => io.stderr(import_picocolors.default.createColors(io.color).yellow(`warning: results.json not copied: ${error.message}
`))
    );
  }
  return writeReview(folder, path2.join(folder, REVIEW_PAGE), io.cwd, io.env, {
    file: taskFile,
    location: attemptFailureLocation(ran)
  }).catch((error) => {
    io.stderr(import_picocolors.default.createColors(io.color).yellow(`warning: no review page: ${error.message}
`));
    return void 0;
  });
}
function printVerdict({ results, resultsFile }, io, retried = {}, artifactsDir) {
  const c = import_picocolors.default.createColors(io.color);
  const { status, attempts = [] } = retried;
  if (results.status === "pass") {
    const count = results.metric_results.length;
    const verdict = status === "flaky" ? c.yellow(`Test PASSED (flaky: ${flakyWords(attempts)})`) : c.green("Test PASSED");
    io.stdout(
      `${verdict}: ${results.agent_verdict?.reasoning ?? `Programmatic evaluation passed (${count}/${count} metrics)`}
`
    );
  } else if (results.status === "fail") {
    io.stdout(`${c.red("Test FAILED")}: ${results.error_detail ?? ""}
`);
    io.stdout(
      culpritLines(results.culprit).map((l) => `${l}
`).join("")
    );
  } else {
    io.stderr(`${c.red("Error")}: ${results.error_detail ?? ""}
`);
    io.stderr(
      culpritLines(results.culprit).map((l) => `${l}
`).join("")
    );
  }
  if (results.outcome) io.stdout(`outcome: ${OUTCOME_WORDS[results.outcome]}
`);
  if (results.heal) {
    const at = (file) => file ? path2.join(artifactsDir ?? ".", file) : file;
    const updated = results.heal.updated_replay;
    const shown = {
      ...results.heal,
      expected_screen: at(results.heal.expected_screen),
      actual_screen: at(results.heal.actual_screen),
      updated_replay: updated ? {
        ...updated,
        script: at(updated.script),
        diff: at(updated.diff),
        screenshots_dir: at(updated.screenshots_dir)
      } : void 0
    };
    io.stdout(
      healLines(shown).map((l) => `  ${l}
`).join("")
    );
  }
  io.stderr(c.dim(`results: ${resultsFile}
`));
}
function flakyWords(attempts) {
  const failed = attempts.flatMap((a, i) => a.status === "fail" ? [i + 1] : []);
  return `failed on attempt ${failed.join(", ")}, passed on attempt ${attempts.length}`;
}

export {
  taskRunOptions,
  runCommand,
  printVerdict
};
