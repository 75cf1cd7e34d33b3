import type Docker from "dockerode";
import type { AttemptRun, SuiteTask, TaskRun } from "../report/suite-run.ts";
import type { IgnoreEntry } from "../task/ignore-regions.ts";
import type { RunTaskOptions, RunTaskResult } from "../run/run-task.ts";

export interface SuiteOptions {
  /** The tasks to run (already discovered, filtered and sharded), in their order. */
  tasks: readonly SuiteTask[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * The root of the per-task folders: task `t` writes its artifacts and results.json into
   * `<artifactsDir>/<t.folder>/`; an attempt that is retried moves into `<that>/attempt-<n>/`.
   */
  artifactsDir: string;
  /** Sessions at once (each backend may allow fewer: its `concurrency.limit`). */
  concurrency: number;
  /** Run a task again up to this many times when it ends in an infrastructure error. */
  retries?: number;
  /**
   * Run a task again up to this many times when it fails a check, in agent runs only (an LLM agent is
   * not deterministic; a replay is). A task that fails, then passes, is flaky (see taskStatus).
   */
  retriesOnFailure?: number;
  /**
   * Start the next tasks' Docker desktops while tasks run, so that a task takes one already up (a warm
   * pool, within the memory budget; default true). A desktop is never used by two tasks.
   */
  warmDesktops?: boolean;
  /** Start no task after the first one that does not pass (running ones finish). */
  failFast?: boolean;
  replay?: boolean;
  /** With `replay`: a diverging replay is healed by the agent (made only then). */
  heal?: boolean;
  /** Makes the agent loop for a task (needed unless `replay`); passed to the run pipeline as it is. */
  agent?: RunTaskOptions["agent"];
  /** LLM API keys: removed from everything written, like the tasks' secrets. */
  apiKeys?: string[];
  width: number;
  height: number;
  record?: boolean;
  noNetwork?: boolean;
  /** Where Linux desktops run (docker or vm); passed to every task's run. */
  backend?: RunTaskOptions["backend"];
  /** A desktop on another machine every task runs on, one at a time (`--ssh`). */
  ssh?: RunTaskOptions["ssh"];
  /** Which host files tasks may name (see PathPolicy); passed to every task's run. */
  paths?: RunTaskOptions["paths"];
  repositoryRoot?: string;
  /**
   * `.github/desktest.yml`'s `visual.ignore`: entries by task id or `*` glob, which the matching tasks'
   * replay checkpoints leave out besides their task file's own.
   */
  visualIgnore?: Readonly<Record<string, readonly IgnoreEntry[]>>;
  prebuiltImage?: string;
  noArtifacts?: boolean;
  artifactsTimeoutSecs?: number;
  artifactsExclude?: string[];
  docker?: Docker;
  /** Labels every desktop of the suite (an interruption removes them by it); a fresh UUID by default. */
  runId?: string;
  /** Aborting it stops the suite: no task starts, running ones are cancelled, their desktops removed. */
  signal?: AbortSignal;
  /** How long an interruption waits for cancelled tasks to wind down before giving up on them. */
  interruptGraceMs?: number;
  /** Build or check the desktop images before the first task (default true). */
  preflight?: boolean;
  /** Write each task's review page (default true). */
  reviews?: boolean;
  onEvent?: (event: SuiteEvent) => void;
  /** Follows each task's run as it goes (the live view): one observer per attempt. */
  observeTask?: (task: SuiteTask, attempt: number) => RunTaskOptions["observer"];
  /** The one-task pipeline (replaceable in tests). */
  runTask?: (options: RunTaskOptions) => Promise<RunTaskResult>;
}

export type SuiteEvent =
  | { type: "preflight"; line: string }
  | { type: "start"; total: number; concurrency: number }
  | { type: "task-start"; task: SuiteTask; attempt: number }
  | { type: "task-log"; task: SuiteTask; line: string }
  | { type: "task-retry"; task: SuiteTask; ended: AttemptRun; next: number; of: number }
  | { type: "task-end"; run: TaskRun; done: number; total: number }
  | { type: "interrupt"; reason: string; running: number };
