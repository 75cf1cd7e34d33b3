import type Docker from "dockerode";
import { isDesktestError } from "../errors/desktest-error.ts";
import type { Task } from "../task/model.ts";
import type { OncePerRun } from "./once-per-run.ts";
import type { SshDesktopOptions } from "./ssh-target.ts";

/** One thing the runner must have: whether it does, what was found, and how to fix it when not. */
export interface PreflightCheck {
  ok: boolean;
  name: string;
  detail: string;
  fix?: string;
  /** The tasks that need it. */
  tasks?: string;
  /**
   * On a check that does not fail (`ok`): `warning`, something is absent or degraded but nothing needs it
   * yet (an image the first run builds, no KVM, no API key for replay-only runs), shown as `!`, never as
   * ✓; `info`, a kind of desktop this machine is not for, shown as `–`.
   */
  level?: "warning" | "info";
}

/** A check's mark: ✓ only for what is there. */
export function checkMark(check: PreflightCheck): "ok" | "warning" | "info" | "missing" {
  return !check.ok ? "missing" : (check.level ?? "ok");
}

/** What a preflight asks of the machine it runs on (a test gives its own). */
export interface RunnerProbe {
  platform: NodeJS.Platform;
  arch: string;
  /** The absolute path of an executable on PATH, or undefined. */
  which: (name: string) => Promise<string | undefined>;
  /** Can the runner's user read and write this device? */
  readWrite: (file: string) => Promise<boolean>;
  connectDocker: () => Promise<Docker>;
}

/** A task a backend's preflight checks for: its id (named in the checks) and the task. */
export interface PreflightTask {
  id: string;
  task: Task;
}

/** An image a suite's tasks run on, as the report records it. */
export interface PreparedImage {
  name: string;
  /** The local image id (`sha256:…`). */
  id: string | null;
  /** Registry digests (`name@sha256:…`) when the image came from or went to a registry. */
  digests: string[];
}

/** What a backend's preflight is given besides its tasks. */
export interface PreflightContext {
  probe: RunnerProbe;
  /**
   * ensure (the suite, the Action): make what the run would (the desktop images); inspect (`desktest
   * doctor`): say how it is, building and pulling nothing.
   */
  images: "ensure" | "inspect";
  prebuiltImage?: string | undefined;
  /** The run's work done once (the images the preflight makes are its tasks' too). */
  once?: OncePerRun | undefined;
  /** `--ssh`: the desktop of another machine (its target as given, the key and known_hosts files). */
  ssh?: SshDesktopOptions | undefined;
  log?: ((line: string) => void) | undefined;
}

/** A backend's preflight: its checks, and what it made or found that the run uses. */
export interface BackendPreflight {
  checks: PreflightCheck[];
  /** The Docker client, when the backend needs Docker and it answered. */
  docker?: Docker;
  /** The images made ready for the tasks (a suite report lists them). */
  images?: PreparedImage[];
  /** Tasks that cannot start here, with the error their runs end with (their image could not be had). */
  failures?: Map<string, unknown>;
  /** With `images: "inspect"`: what the backend found, for `desktest doctor`'s disk budget. */
  inspected?: { imagesToBuild: boolean };
}

/** Task ids for a check's line: the first five, and how many more. */
export function listIds(list: readonly string[]): string {
  const shown = list.slice(0, 5);
  return list.length > 5 ? `${shown.join(", ")} and ${list.length - 5} more` : shown.join(", ");
}

/** The ids of these tasks for a check's line. */
export function idsOf(tasks: readonly PreflightTask[]): string {
  return listIds(tasks.map((t) => t.id));
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The fix a DesktestError carries, if any. */
export function hintOf(error: unknown): string | undefined {
  return isDesktestError(error) ? error.hint : undefined;
}

/** "macOS on arm64": the machine in a check's words. */
export function describePlatform(probe: Pick<RunnerProbe, "platform" | "arch">): string {
  const os =
    { darwin: "macOS", linux: "Linux", win32: "Windows" }[probe.platform as string] ?? probe.platform;
  return `${os} on ${probe.arch}`;
}

/** What `desktest doctor` asks of this machine besides the preflight's probe (a test gives its own). */
export interface DoctorProbe extends RunnerProbe {
  /** The environment desktest runs with (where backends keep their files, firmware overrides…). */
  env: NodeJS.ProcessEnv;
  /** The first line a tool prints for --version, or undefined. */
  version(tool: string): Promise<string | undefined>;
  freeBytes(): number;
  /** Free bytes on the disk of a folder (or of the nearest folder above it that exists); undefined when unknown. */
  freeDiskBytes(folder: string): Promise<number | undefined>;
  /** Whether this user can write a folder (or create it: the nearest folder above it that exists). */
  writable(folder: string): Promise<boolean>;
}
