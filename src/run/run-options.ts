import type Docker from "dockerode";
import type { AgentRunner, StepGate } from "../agent/agent-runner.ts";
import type { RunObserver } from "../artifacts/run-observer.ts";
import type { Placement, PlacementFlags, WarmPool } from "../session/desktop-backend.ts";
import type { OncePerRun } from "../session/once-per-run.ts";
import type { SshDesktopOptions } from "../session/ssh-target.ts";
import type { IgnoreEntry } from "../task/ignore-regions.ts";
import type { PathPolicy } from "../task/path-policy.ts";
import type { TaskToRun } from "./task-to-run.ts";
import type { RunTaskResult } from "./write-results.ts";

/** How one task runs: where its files go, the desktop, the mode, the agent. */
export interface RunTaskOptions {
  /** The task, loaded once by the caller (a suite's discovery, the CLI), or why it could not be. */
  task: TaskToRun;
  /** Where the task's desktop runs, when the caller placed it already (a suite); else placed from the flags. */
  placement?: Placement;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where results.json goes. */
  outputDir: string;
  artifactsDir: string;
  replay?: boolean;
  /**
   * With `replay`: at the first step whose checkpoint fails or whose action raises, the agent (`agent`,
   * made only then) takes over the same desktop; a healed run writes an updated replay.
   */
  heal?: boolean;
  noArtifacts?: boolean;
  /** Bound on artifact collection; 0 = unlimited. */
  artifactsTimeoutSecs?: number;
  artifactsExclude?: string[];
  width: number;
  height: number;
  record?: boolean;
  noNetwork?: boolean;
  /** `--backend`: where folder and AppImage apps run (a choice of BACKENDS: docker, vm, host). */
  backend?: string;
  /** A desktop on another machine to run on (`--ssh user@host`), instead of a desktop of our own. */
  ssh?: SshDesktopOptions;
  /** Which host files tasks may name (default any); `repository` confines them to `repositoryRoot`. */
  paths?: PathPolicy;
  /** The repository (workspace) for `paths: repository`; default `cwd`. */
  repositoryRoot?: string;
  prebuiltImage?: string;
  /** Regions the replay's checkpoints leave out besides the task file's (`.github/desktest.yml`'s). */
  visualIgnore?: readonly IgnoreEntry[];
  attachTo?: string;
  docker?: Docker;
  /** The suite's pool of desktops started ahead, of the task's backend (default: started for the task). */
  desktops?: WarmPool;
  /** Makes the agent loop (needed unless --replay); called in the configuration phase, so its errors
   * (a missing API key) end the run like any configuration error. */
  agent?: () => AgentRunner;
  /** Removed from everything written, like the task's secrets (LLM API keys). */
  apiKeys?: string[];
  runId?: string;
  /** What the run makes once for all its tasks (a suite's: the images its preflight made). */
  once?: OncePerRun;
  log?: (line: string) => void;
  /** Debug output (the guest agent's diagnostics). */
  debugLog?: (line: string) => void;
  /** Follows the run as it goes: its desktop, each step, its results (the live view). */
  observer?: RunObserver;
  /**
   * Told once the task's start is over and its work begins (its desktop up, the app launched and seen:
   * the first model request, or the replay's script), so that work waiting for the CPUs may go (a
   * suite's next desktops); may be told more than once.
   */
  onWorkBegins?: () => void;
  /** Asked before each agent step whether to take it (`desktest interactive --step`); its wait is off the clock. */
  beforeStep?: StepGate;
  /**
   * Called with the run's result after its evidence is collected and before its desktop is removed; the
   * desktop stays up until it resolves (`desktest interactive --step`: the person looks at it until q).
   */
  holdDesktop?: (result: RunTaskResult) => Promise<void>;
}

/** The flags of a run that decide where its tasks' desktops run. */
export function placementFlags(
  options: Pick<RunTaskOptions, "backend" | "ssh" | "attachTo">,
): PlacementFlags {
  return { backend: options.backend, ssh: options.ssh, attachTo: options.attachTo };
}
