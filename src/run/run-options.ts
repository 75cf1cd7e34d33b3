import type Docker from "dockerode";
import type { AgentRunner, StepGate } from "../agent/agent-runner.ts";
import type { RunObserver } from "../artifacts/run-observer.ts";
import type { DesktopSource } from "../session/docker/desktop-pool.ts";
import type { DesktopBackend } from "../session/prepare-desktop.ts";
import type { SshDesktopOptions } from "../session/ssh/ssh-desktop.ts";
import type { PathPolicy } from "../task/path-policy.ts";

/** How one task runs: where its files go, the desktop, the mode, the agent. */
export interface RunTaskOptions {
  taskFile: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where results.json goes. */
  outputDir: string;
  artifactsDir: string;
  replay?: boolean;
  noArtifacts?: boolean;
  /** Bound on artifact collection; 0 = unlimited. */
  artifactsTimeoutSecs?: number;
  artifactsExclude?: string[];
  width: number;
  height: number;
  record?: boolean;
  noNetwork?: boolean;
  /** Where Linux desktops run: docker (default) or vm (folder and AppImage apps in QEMU VMs). */
  backend?: DesktopBackend;
  /** A desktop on another machine to run on (`--ssh user@host`), instead of a desktop of our own. */
  ssh?: SshDesktopOptions;
  /** Which host files tasks may name (default any); `repository` confines them to `repositoryRoot`. */
  paths?: PathPolicy;
  /** The repository (workspace) for `paths: repository`; default `cwd`. */
  repositoryRoot?: string;
  prebuiltImage?: string;
  attachTo?: string;
  docker?: Docker;
  /** Where a Docker desktop comes from: a suite's warm pool (default: started for the task). */
  desktops?: DesktopSource;
  /** Makes the agent loop (needed unless --replay); called in the configuration phase, so its errors
   * (a missing API key) end the run like any configuration error. */
  agent?: () => AgentRunner;
  /** Removed from everything written, like the task's secrets (LLM API keys). */
  apiKeys?: string[];
  runId?: string;
  log?: (line: string) => void;
  /** Debug output (the guest agent's diagnostics). */
  debugLog?: (line: string) => void;
  /** Follows the run as it goes: its desktop, each step, its results (the live view). */
  observer?: RunObserver;
  /** Asked before each agent step whether to take it (`desktest interactive --step`); its wait is off the clock. */
  beforeStep?: StepGate;
}
