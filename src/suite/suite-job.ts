import { writeSuiteReports, type WrittenReports } from "../report/write-reports.ts";
import { suiteExitCode } from "../report/build-report.ts";
import type { ShardStrategy } from "../report/report-types.ts";
import type { SkippedFile, SuiteRun, SuiteTask } from "../report/suite-run.ts";
import type { ExitCode } from "../errors/exit-code.ts";
import { VERSION } from "../version.ts";
import { discoverSuite } from "./discover.ts";
import { collectCi, collectRunner, collectSource } from "./run-metadata.ts";
import { runSuite, type SuiteOptions } from "./run-suite.ts";
import { suiteRedactor } from "./task-redactor.ts";
import { readTimings, shardTasks, type ShardSpec } from "./shard.ts";

/**
 * The one suite job, for the CLI's `desktest suite` and for the Action: which tasks (discovery, filters,
 * this shard's part), then the run and its reports. The front ends add only what is theirs around it
 * (flags or inputs, progress, signals, annotations, the job summary, artifacts) and may act between the
 * two halves (the Action masks the tasks' secrets and checks the runner before anything starts).
 */

export interface PlanOptions {
  cwd: string;
  recursive?: boolean;
  /** Task id filters (substring or glob). */
  filters: string[];
  /** Folders never searched for tasks (the outputs). */
  exclude: string[];
  shard?: ShardSpec;
  /** Earlier reports to balance shards by (`--timings`). */
  timingsFiles?: string[];
}

export interface SuitePlan {
  /** Every task found and selected by the filters, all shards together. */
  found: SuiteTask[];
  /** Task files that were found but do not load. */
  skipped: SkippedFile[];
  /** The tasks this job runs (this shard's). */
  tasks: SuiteTask[];
  shard?: { index: number; count: number; strategy: ShardStrategy; suiteTotal: number };
  /** Recorded durations by task id, when shards were balanced by them. */
  timings?: ReadonlyMap<string, number>;
  filters: string[];
}

/** Which tasks the job runs. */
export async function planSuite(inputs: string[], options: PlanOptions): Promise<SuitePlan> {
  const discovered = await discoverSuite(inputs, {
    cwd: options.cwd,
    recursive: options.recursive,
    filters: options.filters,
    exclude: options.exclude,
  });
  const plan: SuitePlan = {
    found: discovered.tasks,
    skipped: discovered.skipped,
    tasks: discovered.tasks,
    filters: options.filters,
  };
  if (!options.shard) return plan;
  const timings =
    options.timingsFiles && options.timingsFiles.length > 0
      ? await readTimings(options.timingsFiles, options.cwd)
      : undefined;
  const selection = shardTasks(discovered.tasks, options.shard, timings);
  return {
    ...plan,
    tasks: selection.tasks,
    shard: { ...options.shard, strategy: selection.strategy, suiteTotal: discovered.tasks.length },
    ...(timings ? { timings } : {}),
  };
}

export interface RunJobOptions extends Omit<SuiteOptions, "tasks"> {
  /** Where report.json, junit.xml, suite-results.json and report.html go (absolute). */
  outputDir: string;
  /** The LLM provider and model of an agent run, for the report. */
  provider?: string;
  model?: string;
  /** `.github/desktest.yml`'s quarantine entries: those tasks are reported but do not fail the run. */
  quarantine?: readonly string[];
}

export interface SuiteJobResult extends WrittenReports {
  run: SuiteRun;
  exitCode: ExitCode;
}

/** Run the plan's tasks and write the reports. */
export async function runSuiteJob(plan: SuitePlan, options: RunJobOptions): Promise<SuiteJobResult> {
  const { outputDir, provider, model, quarantine = [], ...suite } = options;
  const run = await runSuite({ ...suite, tasks: plan.tasks });
  const agent = !options.replay;
  const llm = agent || options.heal === true;
  const written = await writeSuiteReports(run, {
    outputDir,
    version: VERSION,
    mode: agent ? "agent" : options.heal ? "heal" : "replay",
    provider: llm ? provider : undefined,
    model: llm ? model : undefined,
    shard: plan.shard,
    retries: options.retries ?? 0,
    retriesOnFailure: agent ? (options.retriesOnFailure ?? 0) : 0,
    quarantine,
    failFast: options.failFast === true,
    filters: plan.filters,
    width: options.width,
    height: options.height,
    source: await collectSource(options.env, options.cwd),
    ci: collectCi(options.env),
    runner: collectRunner(options.env),
    skippedFiles: plan.skipped,
    redactor: suiteRedactor(plan.tasks, options.env, options.apiKeys ?? []),
  });
  return { ...written, run, exitCode: suiteExitCode(run, quarantine) };
}
