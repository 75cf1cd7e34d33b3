import {
  formatSuiteDuration,
  formatSummaryTable,
  parseShard,
  planSuite,
  runSuiteJob,
  shortReason
} from "./chunk-F6CMGPV3.js";
import {
  attemptFailureLocation,
  taskStatus
} from "./chunk-EFCKBHON.js";
import "./chunk-RWPZZMTL.js";
import "./chunk-HZJSPTDX.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-JOBFUFP7.js";
import {
  lingerThenClose,
  startLiveView
} from "./chunk-JDX6FQYF.js";
import "./chunk-2NDPPYT5.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-72RJ5X22.js";
import "./chunk-SJ5DPWVZ.js";
import "./chunk-CDUV3ADU.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import {
  checkRunner,
  defaultConcurrency,
  relativeFile
} from "./chunk-3KLTDSBK.js";
import "./chunk-P5SWGXFT.js";
import "./chunk-RAVBOIQR.js";
import {
  wholeNumber
} from "./chunk-DGFUUUG6.js";
import {
  sshDesktopFrom
} from "./chunk-TNAK6AIY.js";
import "./chunk-MQ3JPTXI.js";
import {
  parseResolution
} from "./chunk-E6CQEI6B.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import {
  failureTextLines
} from "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/suite.ts
var import_picocolors2 = __toESM(require_picocolors(), 1);
import path from "node:path";

// src/suite/progress.ts
var import_picocolors = __toESM(require_picocolors(), 1);
function wantsLiveView(env, isTTY) {
  const ci = env.CI !== void 0 && env.CI !== "" && env.CI !== "0" && env.CI.toLowerCase() !== "false";
  return isTTY && !ci && env.TERM !== "dumb";
}
function endLine(run, done, total, color) {
  const c = import_picocolors.default.createColors(color);
  const last = run.attempts.at(-1);
  const status = taskStatus(run);
  const word = status === "pass" ? c.green("PASS") : status === "flaky" ? c.yellow("FLAKY") : status === "fail" ? c.red("FAIL") : c.red("ERROR");
  const duration = formatSuiteDuration(run.attempts.reduce((sum, a) => sum + a.durationMs, 0));
  const attempts = run.attempts.length > 1 ? `, ${run.attempts.length} attempts` : "";
  const passed = status === "pass" || status === "flaky";
  const reason = passed ? "" : ` - ${shortReason(last?.results.error_detail) ?? ""}`;
  const line = `[${done}/${total}] ${word} ${run.task.id} (${duration}${attempts})${reason}`;
  if (passed || !last) return line;
  const failure = failureTextLines({
    metrics: last.results.metric_results,
    file: run.task.file,
    location: attemptFailureLocation(last)
  });
  return [line, ...failure.map((l) => `    ${l}`)].join("\n");
}
function retryLine(task, ended, next, of) {
  const word = ended.results.status === "fail" ? "FAIL" : "ERROR";
  const why = shortReason(ended.results.error_detail) ?? "";
  return `[retry] ${task.id}: attempt ${ended.attempt} ended ${word} (${formatSuiteDuration(ended.durationMs)}) - ${why}; attempt ${next} of ${of} queued`;
}
function plainProgress(output, options = {}) {
  const c = import_picocolors.default.createColors(output.color);
  return {
    handle(event) {
      if (options.quiet && event.type !== "interrupt") return;
      switch (event.type) {
        case "preflight":
          output.err(c.dim(`[image] ${event.line}
`));
          break;
        case "start":
          output.out(`Running ${event.total} test(s) (concurrency ${event.concurrency})...

`);
          break;
        case "task-start":
          output.out(
            `[start] ${event.task.id} (${event.task.file})${event.attempt > 1 ? `, attempt ${event.attempt}` : ""}
`
          );
          break;
        case "task-retry":
          output.out(c.yellow(retryLine(event.task, event.ended, event.next, event.of)) + "\n");
          break;
        case "task-end":
          output.out(endLine(event.run, event.done, event.total, output.color) + "\n");
          break;
        case "interrupt":
          output.err(
            `
Interrupted by ${event.reason}: starting no more tasks, cancelling ${event.running} running task(s) and removing their desktops\u2026
`
          );
          break;
        case "task-log":
          break;
      }
    },
    stop() {
    }
  };
}
var LiveProgress = class {
  constructor(output, options = {}) {
    this.output = output;
    this.options = options;
    this.c = import_picocolors.default.createColors(output.color);
    this.timer = setInterval(() => this.redraw(), 250);
    this.timer.unref();
  }
  output;
  options;
  c;
  running = /* @__PURE__ */ new Map();
  durations = [];
  total = 0;
  concurrency = 1;
  done = 0;
  counts = { pass: 0, fail: 0, error: 0 };
  started = Date.now();
  drawn = 0;
  timer;
  frame = 0;
  handle(event) {
    switch (event.type) {
      case "preflight":
        this.print(this.c.dim(`[image] ${event.line}`));
        return;
      case "start":
        this.total = event.total;
        this.concurrency = event.concurrency;
        this.print(`Running ${event.total} test(s) (concurrency ${event.concurrency})...`);
        break;
      case "task-start":
        this.running.set(event.task.id, {
          id: event.task.id,
          started: Date.now(),
          attempt: event.attempt,
          last: "starting"
        });
        break;
      case "task-log": {
        const entry = this.running.get(event.task.id);
        if (entry && !event.line.startsWith("guest:")) entry.last = event.line.split("\n")[0] ?? "";
        break;
      }
      case "task-retry":
        this.running.delete(event.task.id);
        this.print(this.c.yellow(retryLine(event.task, event.ended, event.next, event.of)));
        break;
      case "task-end": {
        this.running.delete(event.run.task.id);
        this.done = event.done;
        const status = event.run.attempts.at(-1)?.results.status;
        if (status) this.counts[status]++;
        this.durations.push(event.run.attempts.at(-1)?.durationMs ?? 0);
        this.print(endLine(event.run, event.done, event.total, this.output.color));
        break;
      }
      case "interrupt":
        this.print(
          this.c.red(
            `Interrupted by ${event.reason}: cancelling ${event.running} running task(s) and removing their desktops\u2026`
          )
        );
        break;
    }
    this.redraw();
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
    this.clear();
  }
  /** Estimated milliseconds left, or undefined before anything is known. */
  eta(now = Date.now()) {
    const mean = this.durations.length ? this.durations.reduce((a, b) => a + b, 0) / this.durations.length : void 0;
    const expected = (id) => (id !== void 0 ? this.options.expectedMs?.get(id) : void 0) ?? mean;
    if (mean === void 0 && !this.options.expectedMs?.size) return void 0;
    const queued = Math.max(0, this.total - this.done - this.running.size);
    let work = 0;
    for (let i = 0; i < queued; i++) work += expected() ?? 0;
    for (const r of this.running.values()) {
      const e = expected(r.id);
      if (e === void 0) return void 0;
      work += Math.max(e - (now - r.started), e * 0.05);
    }
    return work / Math.max(1, Math.min(this.concurrency, queued + this.running.size));
  }
  print(line) {
    this.clear();
    this.output.out(line + "\n");
    this.draw();
  }
  redraw() {
    if (!this.timer) return;
    this.clear();
    this.draw();
  }
  clear() {
    if (this.drawn > 0) this.output.out(`\x1B[${this.drawn}F\x1B[0J`);
    this.drawn = 0;
  }
  draw() {
    if (!this.timer || this.total === 0) return;
    const width = Math.max(20, (this.options.columns?.() ?? 80) - 1);
    const fit = (text) => cutText(text, width);
    const spinner = "\u280B\u2819\u2839\u2838\u283C\u2834\u2826\u2827\u2807\u280F"[this.frame++ % 10];
    const now = Date.now();
    const eta = this.eta(now);
    const head = [
      `${spinner} ${this.running.size} running`,
      `${this.done}/${this.total} done`,
      `${this.counts.pass} passed`,
      `${this.counts.fail} failed`,
      `${this.counts.error} errors`,
      `${clock(now - this.started)} elapsed`,
      `ETA ${eta === void 0 ? "\u2014" : clock(eta)}`
    ].join(" \xB7 ");
    const lines = [this.c.bold(fit(head))];
    const idWidth = Math.min(28, Math.max(0, ...[...this.running.keys()].map((id) => id.length)));
    for (const r of this.running.values()) {
      const id = r.id.length > idWidth ? r.id.slice(0, idWidth - 1) + "\u2026" : r.id.padEnd(idWidth);
      const elapsed = formatSuiteDuration(now - r.started).padStart(7);
      const attempt = r.attempt > 1 ? ` (attempt ${r.attempt})` : "";
      const text = fit(`  ${id} ${elapsed}${attempt}  ${r.last}`);
      lines.push(this.c.dim(text));
    }
    this.output.out(lines.join("\n") + "\n");
    this.drawn = lines.length;
  }
};
function clock(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s % 3600 / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

// src/cli/commands/suite.ts
async function suiteCommand(inputs, options, io, extras = {}) {
  const flags = suiteFlags(options, io, extras);
  const plan = await planTasks(inputs, options, flags, io);
  const docker = plan.tasks.length > 0 ? await warnOfWhatIsMissing(plan.tasks, options, flags, io) : void 0;
  const liveView = await startLiveView(options, io);
  const view = progressView(plan, options, io, extras);
  const interruption = interruptOnSignals(io, extras.handleSignals ?? true);
  try {
    const job = await runSuiteJob(plan, {
      ...jobOptions(options, flags, io, extras),
      ...docker ? { docker } : {},
      signal: interruption.signal,
      onEvent: (event) => {
        view.handle(event);
        if (liveView && (event.type === "start" || event.type === "task-end"))
          liveView.hub.publish({
            type: "progress",
            completed: event.type === "start" ? 0 : event.done,
            total: event.total
          });
      },
      ...liveView ? { observeTask: () => liveView.hub.observer() } : {}
    });
    view.stop();
    printOutcome(job, plan, flags.shard, io);
    if (job.run.interrupted === void 0) await lingerThenClose(liveView, options, io);
    if (job.run.interrupted !== void 0 && interruption.handled) {
      setTimeout(() => process.exit(ExitCode.infra), 2e3).unref();
    }
    return job.exitCode;
  } finally {
    view.stop();
    await liveView?.server.close();
    interruption.dispose();
  }
}
function suiteFlags(options, io, extras) {
  const c = import_picocolors2.default.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  const ssh = sshDesktopFrom(options, io.cwd);
  const retries = wholeNumber("--retries", options.retries, 0);
  const retriesOnFailure = wholeNumber("--retries-on-failure", options.retriesOnFailure, 0);
  if (retriesOnFailure > 0 && options.replay) {
    io.stderr(c.yellow("Warning: --retries-on-failure applies to agent runs; a replay is not retried\n"));
  }
  const concurrency = options.concurrency !== void 0 ? wholeNumber("--concurrency", options.concurrency, 1) : defaultConcurrency();
  const shard = options.shard !== void 0 ? parseShard(options.shard) : void 0;
  if (!["auto", "live", "plain"].includes(options.progress)) {
    throw new ConfigError(`--progress must be auto, live or plain, got '${options.progress}'`);
  }
  if (options.timings.length > 0 && !shard)
    throw new ConfigError("--timings balances shards: give --shard i/n too");
  if (!options.replay && !options.heal && !extras.agent) {
    throw new ConfigError(
      "the suite runs the agent unless --replay is given, and no LLM provider is configured for it",
      { hint: "add --replay to run each task's codified replay_script (no LLM, no API key)" }
    );
  }
  return { width, height, ssh, retries, retriesOnFailure, concurrency, shard };
}
async function planTasks(inputs, options, flags, io) {
  const c = import_picocolors2.default.createColors(io.color);
  const plan = await planSuite(inputs, {
    cwd: io.cwd,
    recursive: options.recursive,
    filters: options.filter,
    exclude: [options.artifactsDir, options.output],
    shard: flags.shard,
    timingsFiles: options.timings
  });
  for (const skipped of plan.skipped) {
    io.stderr(c.yellow(`Warning: skipped ${skipped.file}: ${skipped.reason}
`));
  }
  if (plan.shard) {
    io.stderr(
      c.dim(
        `shard ${plan.shard.index}/${plan.shard.count}: ${plan.tasks.length} of ${plan.found.length} task(s), balanced by ${plan.shard.strategy === "timings" ? "recorded durations" : "task id hash"}
`
      )
    );
  }
  return plan;
}
async function warnOfWhatIsMissing(tasks, options, { ssh }, io) {
  const c = import_picocolors2.default.createColors(io.color);
  const preflight = await checkRunner(tasks, {
    prebuiltImage: options.image,
    backend: options.backend,
    ...ssh ? { ssh } : {},
    // A first run builds the desktop image (minutes): say each step as it goes.
    ...options.quiet ? {} : { log: (line) => io.stderr(c.dim(`[image] ${line}
`)) }
  });
  for (const check of preflight.checks.filter((candidate) => !candidate.ok)) {
    io.stderr(
      c.yellow(
        `Warning: preflight: ${check.name}: ${check.detail}${check.tasks ? ` (needed by ${check.tasks})` : ""}
`
      ) + (check.fix ? `  fix: ${check.fix}
` : "")
    );
  }
  return preflight.docker;
}
function progressView(plan, options, io, extras) {
  const output = { out: io.stdout, err: io.stderr, color: io.color };
  const live = !options.quiet && (options.progress === "live" || options.progress === "auto" && wantsLiveView(io.env, extras.isTTY ?? Boolean(process.stdout.isTTY)));
  return live ? new LiveProgress(output, { columns: () => process.stdout.columns ?? 80, expectedMs: plan.timings }) : plainProgress(output, { quiet: options.quiet });
}
function interruptOnSignals(io, handled) {
  const controller = new AbortController();
  const onSignal = (signal) => {
    if (controller.signal.aborted) {
      io.stderr(`
${signal} again: exiting now; \`desktest reap\` removes any desktop left behind.
`);
      process.exit(ExitCode.infra);
    }
    controller.abort(signal);
  };
  if (handled) {
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
  const dispose = () => {
    if (!handled) return;
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  return { signal: controller.signal, handled, dispose };
}
function jobOptions(options, flags, io, extras) {
  const artifactsTimeout = Number(options.artifactsTimeout);
  return {
    outputDir: path.resolve(io.cwd, options.output),
    provider: options.provider,
    model: options.model,
    cwd: io.cwd,
    env: io.env,
    artifactsDir: options.artifactsDir,
    concurrency: flags.concurrency,
    retries: flags.retries,
    retriesOnFailure: flags.retriesOnFailure,
    failFast: options.failFast,
    replay: options.replay === true || options.heal === true,
    heal: options.heal === true,
    agent: extras.agent,
    apiKeys: extras.apiKeys,
    width: flags.width,
    height: flags.height,
    record: options.record,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ...flags.ssh ? { ssh: flags.ssh } : {},
    prebuiltImage: options.image,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(artifactsTimeout) && artifactsTimeout >= 0 ? artifactsTimeout : 120,
    artifactsExclude: options.artifactsExclude
  };
}
function printOutcome({ run, report, files }, plan, shard, io) {
  if (plan.tasks.length === 0 && shard) {
    io.stdout(
      `Shard ${shard.index}/${shard.count} has no tasks (${plan.found.length} over ${shard.count} shards).
`
    );
  } else {
    io.stdout(formatSummaryTable(report.tasks, run.durationMs, report.summary.heal));
  }
  const shown = (file) => {
    const relative = relativeFile(io.cwd, file);
    return relative.startsWith("../") ? file : relative;
  };
  io.stdout(
    `Reports: ${shown(files.html)}, ${shown(files.report)}, ${shown(files.junit)}, ${shown(files.suiteResults)}
Artifacts, results.json and review page of each task: ${shown(run.artifactsDir)}/<task id>/
`
  );
}
export {
  suiteCommand
};
