import path from "node:path";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { planSuite, runSuiteJob } from "../suite/suite-job.ts";
import { projectFilesOnly } from "./confine-path.ts";

export interface McpSuiteOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Task files, folders or globs, each already confined to `cwd`. */
  paths: string[];
  filters: string[];
  /** Where report.json, junit.xml, report.html and the tasks' folders go (absolute, inside `cwd`). */
  output: string;
  concurrency: number;
  /** Makes a task's agent (agent and heal modes); replay when absent. */
  agent?: () => AgentRunner;
  /** Replays, healed by the agent where they diverge. */
  heal: boolean;
  /** Every value that could be an LLM API key: redacted from what the runs write. */
  apiKeys: string[];
  width: number;
  height: number;
  /** One line per task that ends: done/total, its id and how it ended. */
  progress: (done: number, total: number, message: string) => void;
}

/** What the `suite` tool returns: the counts, each task's verdict and culprit, and where the reports are. */
export interface McpSuiteSummary {
  exit_code: number;
  counts: Record<string, number>;
  tasks: {
    id: string;
    status: string;
    culprit: string | null;
    reason: string | null;
    results: string | null;
    review: string | null;
  }[];
  skipped: { file: string; reason: string }[];
  reports: { html: string; json: string; junit: string };
}

/** `desktest suite` for an MCP client: discovery, the run, the reports; progress per task. */
export async function runSuiteForMcp(options: McpSuiteOptions): Promise<McpSuiteSummary> {
  const { cwd } = options;
  const artifactsDir = path.join(options.output, "tasks");
  const plan = await planSuite(options.paths, {
    cwd,
    filters: options.filters,
    exclude: [options.output],
  });
  if (plan.tasks.length === 0)
    throw new ConfigError(
      `no task to run in ${options.paths.map((p) => path.relative(cwd, p) || ".").join(", ")}${plan.skipped.length ? ` (${plan.skipped.length} file(s) do not load: run validate)` : ""}`,
      { hint: "give task files or folders holding them (validate lists what does not load)" },
    );
  const job = await runSuiteJob(plan, {
    outputDir: options.output,
    cwd,
    ...projectFilesOnly(cwd),
    env: options.env,
    apiKeys: options.apiKeys,
    artifactsDir,
    concurrency: options.concurrency,
    replay: options.agent === undefined || options.heal,
    heal: options.heal,
    ...(options.agent ? { agent: options.agent } : {}),
    width: options.width,
    height: options.height,
    onEvent: (event) => {
      if (event.type === "start") options.progress(0, event.total, `${event.total} task(s) to run`);
      if (event.type === "task-end") {
        const last = event.run.attempts.at(-1);
        options.progress(
          event.done,
          event.total,
          `${event.run.task.id}: ${last?.results.status ?? event.run.notRun ?? "not run"}`,
        );
      }
    },
  });
  const relative = (file: string | null | undefined) => (file ? path.relative(cwd, file) : null);
  const counts: Record<string, number> = {};
  for (const task of job.report.tasks) counts[task.status] = (counts[task.status] ?? 0) + 1;
  return {
    exit_code: job.exitCode,
    counts,
    tasks: job.report.tasks.map((task) => {
      const run = job.run.tasks.find((t) => t.task.id === task.id);
      const last = run?.attempts.at(-1);
      return {
        id: task.id,
        status: task.status,
        culprit: task.culprit?.kind ?? null,
        reason: task.reason,
        results: relative(last ? path.join(last.artifactsDir, "results.json") : null),
        review: relative(run?.reviewFile),
      };
    }),
    skipped: plan.skipped.map((s) => ({ file: s.file, reason: s.reason })),
    reports: {
      html: relative(job.files.html)!,
      json: relative(job.files.report)!,
      junit: relative(job.files.junit)!,
    },
  };
}
