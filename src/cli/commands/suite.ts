import path from "node:path";
import type { Command } from "commander";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { suiteExitCode } from "../../report/build-report.ts";
import { writeSuiteReports } from "../../report/write-reports.ts";
import { defaultConcurrency } from "../../suite/concurrency.ts";
import { discoverSuite, relativeFile } from "../../suite/discover.ts";
import { LiveProgress, plainProgress, wantsLiveView, type ProgressView } from "../../suite/progress.ts";
import { collectCi, collectRunner, collectSource } from "../../suite/run-metadata.ts";
import { runSuite, type SuiteOptions } from "../../suite/run-suite.ts";
import { parseShard, readTimings, shardTasks } from "../../suite/shard.ts";
import { formatSummaryTable } from "../../report/summary-table.ts";
import type { CliIO } from "../io.ts";
import { VERSION } from "../../version.ts";
import { parseResolution } from "../../session/resolution.ts";
import type { RunCommandOptions } from "./run.ts";
import type { SuiteTask } from "../../report/suite-run.ts";
import type { ShardStrategy } from "../../report/report-types.ts";

export interface SuiteCommandOptions extends RunCommandOptions {
  recursive?: boolean;
  filter: string[];
  concurrency?: string;
  shard?: string;
  timings: string[];
  retries: string;
  retryFailures?: boolean;
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

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The suite's own options, after the run options (`withRunOptions`) in program.ts. */
export function addSuiteOptions(command: Command): Command {
  return command
    .option("-r, --recursive", "include subfolders of the given folders")
    .option(
      "--filter <pattern>",
      "only tasks whose id contains this, or matches it as a glob with * ? [] (repeatable)",
      collect,
      [],
    )
    .option("--concurrency <n>", "desktops at once (default: CPUs, as free memory allows at 1.5 GiB each)")
    .option("--shard <i/n>", "run only the i-th of n shards (the same partition on every runner)")
    .option(
      "--timings <file>",
      "balance shards by recorded durations: an earlier report.json, suite-results.json or {id: ms} (repeatable)",
      collect,
      [],
    )
    .option("--retries <n>", "run a task again after an infrastructure error, up to n more times", "0")
    .option("--retry-failures", "retry test failures too (with --retries)")
    .option("--fail-fast", "start no more tasks after the first that does not pass")
    .option(
      "--progress <mode>",
      "auto (live view on a terminal, plain lines otherwise), live or plain",
      "auto",
    );
}

function integer(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got '${text}'`);
  }
  return value;
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
  const c = pc.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  const retries = integer("--retries", options.retries, 0);
  const concurrency =
    options.concurrency !== undefined
      ? integer("--concurrency", options.concurrency, 1)
      : defaultConcurrency();
  const shard = options.shard !== undefined ? parseShard(options.shard) : undefined;
  if (!["auto", "live", "plain"].includes(options.progress)) {
    throw new ConfigError(`--progress must be auto, live or plain, got '${options.progress}'`);
  }
  if (options.timings.length > 0 && !shard)
    throw new ConfigError("--timings balances shards: give --shard i/n too");
  if (!options.replay && !extras.agent) {
    throw new ConfigError(
      "the suite runs the agent unless --replay is given, and no LLM provider is configured for it",
      { hint: "add --replay to run each task's codified replay_script (no LLM, no API key)" },
    );
  }
  const artifactsTimeout = Number(options.artifactsTimeout);

  // Which tasks.
  const discovered = await discoverSuite(inputs, {
    cwd: io.cwd,
    recursive: options.recursive,
    filters: options.filter,
    exclude: [options.artifactsDir, options.output],
  });
  for (const skipped of discovered.skipped) {
    io.stderr(c.yellow(`Warning: skipped ${skipped.file}: ${skipped.reason}\n`));
  }
  let tasks: SuiteTask[] = discovered.tasks;
  let shardInfo: { index: number; count: number; strategy: ShardStrategy; suiteTotal: number } | undefined;
  const timings =
    shard && options.timings.length > 0 ? await readTimings(options.timings, io.cwd) : undefined;
  if (shard) {
    const selection = shardTasks(tasks, shard, timings);
    shardInfo = { ...shard, strategy: selection.strategy, suiteTotal: tasks.length };
    tasks = selection.tasks;
    io.stderr(
      c.dim(
        `shard ${shard.index}/${shard.count}: ${tasks.length} of ${discovered.tasks.length} task(s), balanced by ${selection.strategy === "timings" ? "recorded durations" : "task id hash"}\n`,
      ),
    );
  }

  // Progress and interruption.
  const output = { out: io.stdout, err: io.stderr, color: io.color };
  const live =
    !options.quiet &&
    (options.progress === "live" ||
      (options.progress === "auto" && wantsLiveView(io.env, extras.isTTY ?? Boolean(process.stdout.isTTY))));
  const view: ProgressView = live
    ? new LiveProgress(output, { columns: () => process.stdout.columns ?? 80, expectedMs: timings })
    : plainProgress(output, { quiet: options.quiet });
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      io.stderr(`\n${signal} again: exiting now; \`desktest reap\` removes any desktop left behind.\n`);
      process.exit(ExitCode.infra);
    }
    controller.abort(signal);
  };
  const handleSignals = extras.handleSignals ?? true;
  if (handleSignals) {
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }

  const outputDir = path.resolve(io.cwd, options.output);
  let exitCode: ExitCode;
  try {
    const run = await runSuite({
      tasks,
      cwd: io.cwd,
      env: io.env,
      artifactsDir: options.artifactsDir,
      concurrency,
      retries,
      retryFailures: options.retryFailures,
      failFast: options.failFast,
      replay: options.replay,
      agent: extras.agent,
      apiKeys: extras.apiKeys,
      width,
      height,
      record: options.record,
      noNetwork: !options.network,
      prebuiltImage: options.image,
      noArtifacts: !options.artifacts,
      artifactsTimeoutSecs:
        Number.isFinite(artifactsTimeout) && artifactsTimeout >= 0 ? artifactsTimeout : 120,
      artifactsExclude: options.artifactsExclude,
      signal: controller.signal,
      onEvent: (event) => view.handle(event),
    });
    view.stop();
    const source = await collectSource(io.env, io.cwd);
    const { report, files } = await writeSuiteReports(run, {
      outputDir,
      version: VERSION,
      mode: options.replay ? "replay" : "agent",
      provider: options.replay ? undefined : options.provider,
      model: options.replay ? undefined : options.model,
      shard: shardInfo,
      retries,
      retryFailures: options.retryFailures === true,
      failFast: options.failFast === true,
      filters: options.filter,
      width,
      height,
      source,
      ci: collectCi(io.env),
      runner: collectRunner(io.env),
      skippedFiles: discovered.skipped,
    });
    if (tasks.length === 0 && shard) {
      io.stdout(
        `Shard ${shard.index}/${shard.count} has no tasks (${discovered.tasks.length} over ${shard.count} shards).\n`,
      );
    } else {
      io.stdout(formatSummaryTable(report.tasks, run.durationMs));
    }
    const shown = (file: string) => {
      const relative = relativeFile(io.cwd, file);
      return relative.startsWith("../") ? file : relative;
    };
    io.stdout(
      `Reports: ${shown(files.html)}, ${shown(files.report)}, ${shown(files.junit)}, ${shown(files.suiteResults)}\n` +
        `Artifacts, results.json and review page of each task: ${shown(run.artifactsDir)}/<task id>/\n`,
    );
    exitCode = suiteExitCode(run);
    if (run.interrupted !== undefined && handleSignals) {
      // Whatever a cancelled task still holds open must not keep the process alive after the report.
      setTimeout(() => process.exit(ExitCode.infra), 2_000).unref();
    }
  } finally {
    view.stop();
    if (handleSignals) {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  }
  return exitCode;
}
