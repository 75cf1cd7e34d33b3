import type Docker from "dockerode";
import type { SourceLocation } from "../errors/desktest-error.ts";
import type { Task } from "../task/model.ts";
import type {
  BackendPreflight,
  DoctorProbe,
  PreflightCheck,
  PreflightContext,
  PreflightTask,
} from "./preflight-check.ts";
import type { OncePerRun } from "./once-per-run.ts";
import type { SshDesktopOptions } from "./ssh-target.ts";
import type { Session } from "./session.ts";

/** What a run was asked that decides where its tasks' desktops run. */
export interface PlacementFlags {
  /** `--backend`: where folder and AppImage apps run (a backend's `choice`); default docker. */
  backend?: string | undefined;
  /** `--ssh`: the desktop of another machine. */
  ssh?: SshDesktopOptions | undefined;
  /** `--attach`: a running container to drive instead of starting one. */
  attachTo?: string | undefined;
}

/** The machine desktest runs on, as placement sees it. */
export interface HostFacts {
  platform: NodeJS.Platform;
}

/** Where one task's desktop runs: the backend that accepted it, for the flags it was placed with. */
export interface Placement {
  backend: DesktopBackend;
  flags: PlacementFlags;
}

/** Everything a backend may use to start one task's desktop; each backend takes what it needs. */
export interface StartContext {
  runId: string;
  width: number;
  height: number;
  /** The task's secrets as DESKTEST_SECRET_<name> variables for the desktop. */
  env: Record<string, string>;
  /** This process's environment (a desktop on this machine: its DISPLAY, session bus, PATH). */
  hostEnv: NodeJS.ProcessEnv;
  flags: PlacementFlags;
  noNetwork?: boolean | undefined;
  /** A prebuilt desktop image to use instead of building docker/. */
  prebuiltImage?: string | undefined;
  /** What the run makes once for all its tasks (a suite's desktop images, made by its preflight). */
  once?: OncePerRun | undefined;
  /** A Docker client, connected when first asked for (backends that need none never connect). */
  docker(): Promise<Docker>;
  /** The suite's pool of this backend's desktops started ahead (its `warm.pool`); default: started for the task. */
  desktops?: WarmPool | undefined;
  /** The desktop user's home, when the task's image names another user than the project image's (OSWorld's). */
  home?: string | undefined;
  /** What the backend's `prepare` returned for this task (made outside the task's clock). */
  prepared?: unknown;
  /** The task's artifacts folder: a desktop that does not come up leaves its evidence there. */
  evidenceDir?: string | undefined;
  locate?: ((pointer: string) => SourceLocation) | undefined;
  log?: ((line: string) => void) | undefined;
  /** The guest agent's own diagnostics (stderr); off unless debugging. */
  debugLog?: ((line: string) => void) | undefined;
}

/**
 * One place desktops run: a Docker container, a QEMU VM, a Tart VM, another machine over SSH, this
 * machine's own desktop, a container to attach to. The ordered BACKENDS list (backends.ts) is tried
 * first-match; adding a backend is one folder with its `backend.ts` and one line there.
 */
export interface DesktopBackend {
  /** How it is named in messages, reports and the suite's per-backend caps. */
  readonly name: string;
  /** The `--backend` value that sends folder and AppImage apps here, when there is one. */
  readonly choice?: string;
  /** How many of its desktops may run at once on one host, whatever --concurrency says, and why. */
  readonly concurrency: { limit: number; why?: string };
  /** Memory one of its desktops takes on this machine (a budget for `desktest doctor`; 0: elsewhere or the host's own). */
  readonly memoryBytes: number;
  /**
   * The backends whose parts its desktops are made of, so their preflight applies to its tasks too:
   * vm → docker (the Linux VM image is made from the Docker desktop image), tart → ssh.
   */
  readonly composes?: readonly string[];
  /**
   * Whether this task's desktop runs here: true, false (ask the next backend), or a ConfigError
   * located in the task file when the flags send it here but it cannot run here.
   */
  accepts(
    app: Task["app"],
    flags: PlacementFlags,
    host: HostFacts,
    locate?: (pointer: string) => SourceLocation,
  ): boolean;
  /**
   * What the runner must have for these tasks (placed here, or on a backend made of this one), each
   * missing piece with its fix; with `images: "ensure"` it also makes what every task needs once (Docker's
   * desktop images), so a suite's parallel tasks neither make it at once nor each check it.
   */
  preflight?(tasks: readonly PreflightTask[], context: PreflightContext): Promise<BackendPreflight>;
  /** What this machine has for its desktops, whatever the tasks (`desktest doctor`); backends may share one. */
  doctor?(probe: DoctorProbe): Promise<PreflightCheck[]>;
  /** The base images prepared on this machine for its tasks (`desktest init` offers them, by name). */
  preparedImages?(env: NodeJS.ProcessEnv): string[];
  /** Where its desktops' disks and images are kept on this machine (`desktest doctor`'s disk budget). */
  diskDir?(env: NodeJS.ProcessEnv): string;
  /** Work before the task's clock starts (a VM's image and ready snapshot); given to `start` as `prepared`. */
  prepare?(task: Task, context: StartContext): Promise<unknown>;
  /** Desktops a suite starts ahead of the tasks that take them (Docker's containers). */
  readonly warm?: Warming;
  /** The task's desktop, up and answering; whatever it opened is closed when it throws. */
  start(task: Task, context: StartContext): Promise<Session>;
  /** Remove the desktops of runs whose process is gone (or every one of `runId`); "absent": none can exist here. */
  reap?(options: { runId?: string; docker?: Docker }): Promise<string[] | "absent">;
  /** What `reap` returns the names of ("desktop container", "desktop VM"). */
  readonly reapNoun?: string;
}

/** How a backend starts desktops ahead of their tasks: what each task's would be, and a suite's pool of them. */
export interface Warming {
  /**
   * The fresh desktop `start` would make for this task (an opaque spec for the pool), when one can be
   * started ahead now; undefined when not (its image is not here yet: that is the task's to make).
   */
  spec(task: Task, context: StartContext): Promise<unknown>;
  /** A suite's pool; its desktops carry the run id, so an interruption or `reap --run-id` finds them. */
  pool(options: { docker: Docker; runId: string; capacity: number; onTake?: () => void }): WarmPool;
}

/**
 * Desktops started before the tasks that take them: told the specs the next tasks and the running ones
 * need, it starts what is missing; `start` takes one (StartContext.desktops); `close` removes the rest.
 */
export interface WarmPool {
  want(upcoming: readonly unknown[], running?: readonly unknown[]): void;
  close(): Promise<void>;
}
