import path from "node:path";
import type Docker from "dockerode";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { wholeNumber } from "../whole-number.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { defaultConcurrency } from "../../suite/concurrency.ts";
import { relativeFile } from "../../suite/discover.ts";
import { LiveProgress, plainProgress, wantsLiveView, type ProgressView } from "../../suite/progress.ts";
import type { SuiteOptions } from "../../suite/run-suite.ts";
import { checkRunner } from "../../suite/runner-preflight.ts";
import {
  planSuite,
  runSuiteJob,
  type RunJobOptions,
  type SuiteJobResult,
  type SuitePlan,
} from "../../suite/suite-job.ts";
import { parseShard, type ShardSpec } from "../../suite/shard.ts";
import { formatSummaryTable } from "../../report/summary-table.ts";
import type { SuiteTask } from "../../report/suite-run.ts";
import type { CliIO } from "../io.ts";
import { startLiveView } from "../live-view.ts";
import { sshDesktopFrom } from "../ssh-options.ts";
import { parseResolution } from "../../session/resolution.ts";
import type { RunCommandOptions } from "./run.ts";

export interface SuiteCommandOptions extends RunCommandOptions {
  recursive?: boolean;
  filter: string[];
  concurrency?: string;
  shard?: string;
  timings: string[];
  retries: string;
  retriesOnFailure: string;
  failFast?: boolean;
  progress: string;
}

/** What the command line does not build here yet: the agent (from --provider, --model, --api-key, --config) and the keys to redact. */
export interface SuiteCommandExtras {
  agent?: SuiteOptions["agent"];
  apiKeys?: string[];
  /** Handle SIGINT/SIGTERM (default true; in-process tests turn it off). */
  handleSignals?: boolean;
  /** Is stdout a terminal (default: process.stdout.isTTY)? */
  isTTY?: boolean;
}

/**
 * `desktest suite <paths…>`: discover, filter and shard the tasks, run them in parallel desktops, and
 * write suite-results.json, report.json, junit.xml and report.html into --output. Each task's
 * artifacts, results.json, run log and review page go into `<artifacts-dir>/<task id>/`.
 * Exit code: 3 if any task errored or the run was interrupted, else 1 if any failed, else 0;
 * 2 for configuration errors found before anything ran.
 */
export async function suiteCommand(
  inputs: string[],
  options: SuiteCommandOptions,
  io: CliIO,
  extras: SuiteCommandExtras = {},
): Promise<ExitCode> {
  const flags = suiteFlags(options, io, extras);
  const plan = await planTasks(inputs, options, flags, io);
  const docker =
    plan.tasks.length > 0 ? await warnOfWhatIsMissing(plan.tasks, options, flags, io) : undefined;
  const liveView = await startLiveView(options, io);
  const view = progressView(plan, options, io, extras);
  const interruption = interruptOnSignals(io, extras.handleSignals ?? true);
  try {
    const job = await runSuiteJob(plan, {
      ...jobOptions(options, flags, io, extras),
      ...(docker ? { docker } : {}),
      signal: interruption.signal,
      onEvent: (event) => {
        view.handle(event);
        if (liveView && (event.type === "start" || event.type === "task-end"))
          liveView.hub.publish({
            type: "progress",
            completed: event.type === "start" ? 0 : event.done,
            total: event.total,
          });
      },
      ...(liveView ? { observeTask: () => liveView.hub.observer() } : {}),
    });
    view.stop();
    printOutcome(job, plan, flags.shard, io);
    if (job.run.interrupted !== undefined && interruption.handled) {
      // Whatever a cancelled task still holds open must not keep the process alive after the report.
      setTimeout(() => process.exit(ExitCode.infra), 2_000).unref();
    }
    return job.exitCode;
  } finally {
    view.stop();
    await liveView?.server.close();
    interruption.dispose();
  }
}

/** The suite's own flags, checked before anything runs (a ConfigError for each that is wrong). */
interface SuiteFlags {
  width: number;
  height: number;
  ssh: ReturnType<typeof sshDesktopFrom>;
  retries: number;
  retriesOnFailure: number;
  concurrency: number;
  shard: ShardSpec | undefined;
}

function suiteFlags(options: SuiteCommandOptions, io: CliIO, extras: SuiteCommandExtras): SuiteFlags {
  const c = pc.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  const ssh = sshDesktopFrom(options, io.cwd);
  const retries = wholeNumber("--retries", options.retries, 0);
  const retriesOnFailure = wholeNumber("--retries-on-failure", options.retriesOnFailure, 0);
  if (retriesOnFailure > 0 && options.replay) {
    io.stderr(c.yellow("Warning: --retries-on-failure applies to agent runs; a replay is not retried\n"));
  }
  const concurrency =
    options.concurrency !== undefined
      ? wholeNumber("--concurrency", options.concurrency, 1)
      : defaultConcurrency();
  const shard = options.shard !== undefined ? parseShard(options.shard) : undefined;
  if (!["auto", "live", "plain"].includes(options.progress)) {
    throw new ConfigError(`--progress must be auto, live or plain, got '${options.progress}'`);
  }
  if (options.timings.length > 0 && !shard)
    throw new ConfigError("--timings balances shards: give --shard i/n too");
  if (!options.replay && !options.heal && !extras.agent) {
    throw new ConfigError(
      "the suite runs the agent unless --replay is given, and no LLM provider is configured for it",
      { hint: "add --replay to run each task's codified replay_script (no LLM, no API key)" },
    );
  }
  return { width, height, ssh, retries, retriesOnFailure, concurrency, shard };
}

/** Which tasks: discovery, filters, this shard's part; the files skipped and the shard said on stderr. */
async function planTasks(
  inputs: string[],
  options: SuiteCommandOptions,
  flags: SuiteFlags,
  io: CliIO,
): Promise<SuitePlan> {
  const c = pc.createColors(io.color);
  const plan = await planSuite(inputs, {
    cwd: io.cwd,
    recursive: options.recursive,
    filters: options.filter,
    exclude: [options.artifactsDir, options.output],
    shard: flags.shard,
    timingsFiles: options.timings,
  });
  for (const skipped of plan.skipped) {
    io.stderr(c.yellow(`Warning: skipped ${skipped.file}: ${skipped.reason}\n`));
  }
  if (plan.shard) {
    io.stderr(
      c.dim(
        `shard ${plan.shard.index}/${plan.shard.count}: ${plan.tasks.length} of ${plan.found.length} task(s), balanced by ${plan.shard.strategy === "timings" ? "recorded durations" : "task id hash"}\n`,
      ),
    );
  }
  return plan;
}

/**
 * What this machine lacks for these tasks: the Action's preflight, shown as warnings (each task that
 * cannot run still ends with its own error). The Docker client, when the tasks need Docker and it answered.
 */
async function warnOfWhatIsMissing(
  tasks: readonly SuiteTask[],
  options: SuiteCommandOptions,
  { ssh }: SuiteFlags,
  io: CliIO,
): Promise<Docker | undefined> {
  const c = pc.createColors(io.color);
  const preflight = await checkRunner(tasks, {
    prebuiltImage: options.image,
    backend: options.backend,
    ...(ssh ? { ssh } : {}),
    // A first run builds the desktop image (minutes): say each step as it goes.
    ...(options.quiet ? {} : { log: (line: string) => io.stderr(c.dim(`[image] ${line}\n`)) }),
  });
  for (const check of preflight.checks.filter((candidate) => !candidate.ok)) {
    io.stderr(
      c.yellow(
        `Warning: preflight: ${check.name}: ${check.detail}${check.tasks ? ` (needed by ${check.tasks})` : ""}\n`,
      ) + (check.fix ? `  fix: ${check.fix}\n` : ""),
    );
  }
  return preflight.docker;
}

/** The progress lines: a live table on a terminal (or --progress live), plain lines otherwise. */
function progressView(
  plan: SuitePlan,
  options: SuiteCommandOptions,
  io: CliIO,
  extras: SuiteCommandExtras,
): ProgressView {
  const output = { out: io.stdout, err: io.stderr, color: io.color };
  const live =
    !options.quiet &&
    (options.progress === "live" ||
      (options.progress === "auto" && wantsLiveView(io.env, extras.isTTY ?? Boolean(process.stdout.isTTY))));
  return live
    ? new LiveProgress(output, { columns: () => process.stdout.columns ?? 80, expectedMs: plan.timings })
    : plainProgress(output, { quiet: options.quiet });
}

/**
 * SIGINT and SIGTERM cancel the suite (its running tasks end, their desktops removed); a second one
 * exits at once. `handled` false leaves the signals alone (in-process tests).
 */
function interruptOnSignals(
  io: CliIO,
  handled: boolean,
): { signal: AbortSignal; handled: boolean; dispose: () => void } {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      io.stderr(`\n${signal} again: exiting now; \`desktest reap\` removes any desktop left behind.\n`);
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

/** The suite job's options from the command line (the run's own: signal, events, Docker, are added by the caller). */
function jobOptions(
  options: SuiteCommandOptions,
  flags: SuiteFlags,
  io: CliIO,
  extras: SuiteCommandExtras,
): RunJobOptions {
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
    ...(flags.ssh ? { ssh: flags.ssh } : {}),
    prebuiltImage: options.image,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(artifactsTimeout) && artifactsTimeout >= 0 ? artifactsTimeout : 120,
    artifactsExclude: options.artifactsExclude,
  };
}

/** The summary table (or an empty shard's line) and where the reports and each task's files are. */
function printOutcome(
  { run, report, files }: SuiteJobResult,
  plan: SuitePlan,
  shard: ShardSpec | undefined,
  io: CliIO,
): void {
  if (plan.tasks.length === 0 && shard) {
    io.stdout(
      `Shard ${shard.index}/${shard.count} has no tasks (${plan.found.length} over ${shard.count} shards).\n`,
    );
  } else {
    io.stdout(formatSummaryTable(report.tasks, run.durationMs, report.summary.heal));
  }
  const shown = (file: string) => {
    const relative = relativeFile(io.cwd, file);
    return relative.startsWith("../") ? file : relative;
  };
  io.stdout(
    `Reports: ${shown(files.html)}, ${shown(files.report)}, ${shown(files.junit)}, ${shown(files.suiteResults)}\n` +
      `Artifacts, results.json and review page of each task: ${shown(run.artifactsDir)}/<task id>/\n`,
  );
}
