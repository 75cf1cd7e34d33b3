import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import type Docker from "dockerode";
import type { SuiteTask } from "../report/suite-run.ts";
import { BACKENDS, placeTask } from "../session/backends.ts";
import type { DesktopBackend } from "../session/desktop-backend.ts";
import { connectDocker } from "../session/docker-connection.ts";
import {
  hintOf,
  messageOf,
  type PreflightCheck,
  type PreparedImage,
  type RunnerProbe,
} from "../session/preflight-check.ts";
import type { OncePerRun } from "../session/once-per-run.ts";
import type { SshDesktopOptions } from "../session/ssh-target.ts";

export { checkMark, type PreflightCheck, type RunnerProbe } from "../session/preflight-check.ts";

export interface PreflightResult {
  checks: PreflightCheck[];
  ok: boolean;
  /** The Docker client, when the tasks need Docker and it answered. */
  docker?: Docker;
  /** The images made ready for the tasks (with `images: "ensure"`). */
  images: PreparedImage[];
  /** Tasks that cannot start here, with the error their runs end with (their image could not be had). */
  failures: Map<string, unknown>;
  /** With `images: "inspect"`: whether a desktop image is still to be built (`desktest doctor`'s disk budget). */
  imagesToBuild?: boolean;
}

/**
 * What the runner must have for these tasks, checked before anything starts. Each task is placed first
 * (placeTask, over BACKENDS): one that cannot run here (a native app type of another operating system)
 * fails its placement check, with the backend's fix. Then each backend of BACKENDS checks its tasks
 * and those of the backends made of it (`composes`: a Linux VM's image is made from the Docker desktop
 * image, so its tasks need Docker too). Each failed check says what is missing and how to fix it.
 */
export async function checkRunner(
  tasks: readonly SuiteTask[],
  options: {
    prebuiltImage?: string | undefined;
    /** Where folder and AppImage tasks run (`--backend`). */
    backend?: string | undefined;
    /** `--ssh`: every task runs on the desktop of another machine. */
    ssh?: SshDesktopOptions | undefined;
    log?: (line: string) => void;
    probe?: RunnerProbe;
    /**
     * ensure (the suite, the Action): build the desktop images now, as the run would; inspect
     * (`desktest doctor`): say how they are, building and pulling nothing.
     */
    images?: "ensure" | "inspect";
    /** The run's work done once: what the preflight makes, its tasks take. */
    once?: OncePerRun;
  } = {},
): Promise<PreflightResult> {
  const probe = options.probe ?? hostProbe();
  const { placed, unplaced } = placeTasks(tasks, options, probe.platform);
  const result: PreflightResult = { checks: [...unplaced], ok: true, images: [], failures: new Map() };
  const context = {
    probe,
    images: options.images ?? "ensure",
    prebuiltImage: options.prebuiltImage,
    once: options.once,
    ssh: options.ssh,
    log: options.log,
  };
  // Each backend's checks in the order of the first task that needs it: what the suite's first tasks
  // lack is said first.
  const needed = BACKENDS.flatMap((backend) => {
    const mine = tasksNeeding(backend, placed, tasks);
    return backend.preflight && mine ? [{ backend, mine, first: tasks.indexOf(mine[0]!) }] : [];
  }).sort((a, b) => a.first - b.first);
  for (const { backend, mine } of needed) {
    const outcome = await backend.preflight!(mine, context);
    result.checks.push(...outcome.checks);
    result.images.push(...(outcome.images ?? []));
    for (const [id, error] of outcome.failures ?? []) result.failures.set(id, error);
    if (outcome.docker) result.docker ??= outcome.docker;
    if (outcome.inspected)
      result.imagesToBuild = (result.imagesToBuild ?? false) || outcome.inspected.imagesToBuild;
  }
  result.ok = result.checks.every((c) => c.ok);
  return result;
}

/**
 * Each task's backend (placeTask). A task that cannot be placed is left out: its run says why, as a
 * configuration error, and its check here says so first.
 */
function placeTasks(
  tasks: readonly SuiteTask[],
  flags: { backend?: string | undefined; ssh?: SshDesktopOptions | undefined },
  platform: NodeJS.Platform,
): { placed: Map<SuiteTask, DesktopBackend>; unplaced: PreflightCheck[] } {
  const placed = new Map<SuiteTask, DesktopBackend>();
  const unplaced: PreflightCheck[] = [];
  for (const task of tasks) {
    try {
      placed.set(task, placeTask(task.loaded, flags, { platform }).backend);
    } catch (error) {
      unplaced.push({
        ok: false,
        name: "Where the task runs",
        detail: messageOf(error),
        ...(hintOf(error) ? { fix: hintOf(error)! } : {}),
        tasks: task.id,
      });
    }
  }
  return { placed, unplaced };
}

/** The tasks of a backend and of every backend made of it (BACKENDS' `composes`), in suite order, or undefined. */
function tasksNeeding(
  backend: DesktopBackend,
  placed: ReadonlyMap<SuiteTask, DesktopBackend>,
  suite: readonly SuiteTask[],
): SuiteTask[] | undefined {
  const needing = suite.filter((t) => {
    const on = placed.get(t);
    return on !== undefined && (on === backend || on.composes?.includes(backend.name) === true);
  });
  return needing.length > 0 ? needing : undefined;
}

export function hostProbe(): RunnerProbe {
  return {
    platform: process.platform,
    arch: process.arch,
    which: (name) => which(name),
    readWrite: (file) =>
      access(file, constants.R_OK | constants.W_OK).then(
        () => true,
        () => false,
      ),
    connectDocker: () => connectDocker(),
  };
}

async function which(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    const found = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (found) return candidate;
  }
  return undefined;
}
