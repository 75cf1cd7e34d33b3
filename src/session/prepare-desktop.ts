import type Docker from "dockerode";
import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import type { Redactor } from "../secrets/redactor.ts";
import type { Task } from "../task/model.ts";
import { deployApp, launchApp, type LaunchedApp } from "./app-launch.ts";
import { checkCustomImage } from "./docker/custom-image-check.ts";
import type { DesktopSource } from "./docker/desktop-pool.ts";
import { DockerSession, type DockerSessionOptions } from "./docker/docker-session.ts";
import { imageForApp } from "./docker/image-for-app.ts";
import { runSetupSteps } from "./setup-steps.ts";
import type { Session } from "./session.ts";
import { startHostDesktop } from "./host/host-desktop.ts";
import { StreamSession } from "./stream-session.ts";
import { startSshDesktop, type SshDesktopOptions } from "./ssh/ssh-desktop.ts";
import { startTartDesktop } from "./tart/tart-desktop.ts";
import { startVmDesktop, type VmMachine } from "./vm/start-vm-desktop.ts";

/**
 * Where a Linux desktop runs: a Docker container (default), a QEMU virtual machine, or this machine's
 * own desktop (`host`: the session the runner is logged into, nothing isolated).
 */
export type DesktopBackend = "docker" | "vm" | "host";

export interface PrepareOptions {
  docker: Docker;
  /** `vm`: folder and AppImage apps in a VM desktop (src/session/vm/). */
  backend?: DesktopBackend;
  /** The task's artifacts folder: a VM that does not come up leaves its screen and console there. */
  evidenceDir?: string;
  /** The operating system of this machine (default process.platform): where native app types run. */
  hostPlatform?: NodeJS.Platform;
  /** The VM machine prepared before the task's clock (prepareVmMachine); prepared here when absent. */
  vmMachine?: VmMachine;
  runId: string;
  width: number;
  height: number;
  /** DESKTEST_SECRET_<name> variables for the container. */
  env?: Record<string, string>;
  /** A desktop on another machine to run on instead (`--ssh`). */
  ssh?: SshDesktopOptions;
  /** This process's environment, for a desktop on this machine (its DISPLAY, session bus, PATH). */
  hostEnv?: NodeJS.ProcessEnv;
  noNetwork?: boolean;
  /** A prebuilt desktop image to use instead of building docker/. */
  prebuiltImage?: string;
  /** Attach to this running container instead of creating one (vnc_attach). */
  attachTo?: string;
  /** Where a Docker desktop comes from: a suite's warm pool (default: a fresh one). */
  desktops?: DesktopSource;
  redactor?: Redactor;
  locate?: (pointer: string) => SourceLocation;
  log?: (line: string) => void;
  /** The guest agent's own diagnostics (stderr); off unless debugging. */
  debugLog?: (line: string) => void;
  /** How long the app may take to show its window. */
  windowTimeoutMs?: number;
  /** Told what is happening now ("deploying the app", "running setup step 2", …). */
  onPhase?: (phase: string) => void;
  /** Given the desktop as soon as it exists, so a caller that gives up (a timeout) can still use and remove it. */
  onSession?: (session: Session) => void;
}

export interface PreparedDesktop {
  session: Session;
  /** The launched app's window, when the task starts one. */
  app?: LaunchedApp;
  timings: { imageMs: number; startMs: number; deployMs: number; setupMs: number; launchMs: number };
}

/**
 * The run pipeline's first half, in the reference order: image, desktop ready, deploy, setup, launch
 * and the wait for the app's window. On failure the desktop is removed before the error propagates.
 */
export async function prepareDesktop(task: Task, options: PrepareOptions): Promise<PreparedDesktop> {
  const { app } = task;
  const where = placement(app, options);
  const [overSsh, onHost, inVm] = [where === "ssh", where === "host", where === "vm"];
  const clock = stopwatch();
  const image = where === "docker" ? await desktopImage(task, options) : "";
  const imageMs = clock();
  const session: Session =
    where === "tart" && app.type === "macos_tart"
      ? await startTartDesktop({
          baseImage: app.base_image,
          baseImageLocation: options.locate?.("/app/base_image"),
          runId: options.runId,
          taskId: task.id,
          log: options.log,
          debugLog: options.debugLog,
        })
      : overSsh
        ? await startSshDesktop({
            ...options.ssh!,
            env: { ...options.ssh!.env, ...options.env },
            runId: options.runId,
            taskId: task.id,
            log: options.log,
            debugLog: options.debugLog,
          })
        : onHost
          ? await startHostDesktop({
              env: { ...(options.hostEnv ?? process.env), ...options.env },
              runId: options.runId,
              taskId: task.id,
              log: options.log,
              debugLog: options.debugLog,
            })
          : inVm
            ? await startVmDesktop({
                docker: options.docker,
                runId: options.runId,
                taskId: task.id,
                width: options.width,
                height: options.height,
                noNetwork: options.noNetwork,
                log: options.log,
                ...(app.type === "windows_vm"
                  ? { baseImage: app.base_image, baseImageLocation: options.locate?.("/app/base_image") }
                  : {}),
                ...(options.evidenceDir ? { evidenceDir: options.evidenceDir } : {}),
                ...(options.vmMachine ? { machine: options.vmMachine } : {}),
              })
            : options.attachTo
              ? await DockerSession.attach(options.docker, options.attachTo, { log: options.debugLog })
              : options.desktops
                ? await takeDesktop(options.desktops, dockerDesktopOptions(task, options, image), options.log)
                : await DockerSession.create(options.docker, dockerDesktopOptions(task, options, image));
  const startMs = clock();
  options.onSession?.(session);
  try {
    if (session instanceof StreamSession) session.requirePermissions();
    const phase = options.onPhase ?? (() => undefined);
    if (app.type === "docker_image" && session instanceof DockerSession)
      await checkCustomImage(session, app.image);
    phase("deploying the app");
    const launch = await deployApp(session, app, {
      redactor: options.redactor,
      locate: options.locate,
      onPhase: phase,
    });
    const deployMs = clock();
    await runSetupSteps(session, task.config, {
      redactor: options.redactor,
      locate: options.locate,
      log: options.log,
      onStep: (i, description) => phase(`running setup step ${i} (${description})`),
    });
    const setupMs = clock();
    phase("waiting for the app's window");
    const launched = launch ? await launchApp(session, launch, options.windowTimeoutMs) : undefined;
    return {
      session,
      ...(launched ? { app: launched } : {}),
      timings: { imageMs, startMs, deployMs, setupMs, launchMs: clock() },
    };
  } catch (error) {
    await session.close().catch(() => undefined);
    throw error;
  }
}

/** Where a task's desktop runs; the configuration errors of a place it cannot run. */
function placement(
  app: Task["app"],
  options: PrepareOptions,
): "ssh" | "host" | "tart" | "vm" | "attach" | "docker" {
  const overSsh = options.ssh !== undefined && desktopOverSsh(app, options.locate);
  const onHost =
    !overSsh && desktopOnHost(app, options.backend, options.hostPlatform ?? process.platform, options.locate);
  const inTart = app.type === "macos_tart" && !overSsh;
  if (app.type === "vnc_attach" && !options.attachTo) {
    throw new ConfigError("the app type 'vnc_attach' attaches to a running desktop: name its container", {
      location: options.locate?.("/app/type"),
      hint: "pass the container name or id to attach to",
    });
  }
  const inVm = !onHost && !overSsh && !inTart && desktopInVm(app, options.backend);
  if (inVm && app.type !== "folder" && app.type !== "appimage" && app.type !== "windows_vm") {
    throw new ConfigError(`the vm backend runs folder and AppImage apps; '${app.type}' runs in Docker`, {
      location: options.locate?.("/app/type"),
      hint: "run this task without --backend vm",
    });
  }
  if (overSsh) return "ssh";
  if (onHost) return "host";
  if (inTart) return "tart";
  if (inVm) return "vm";
  return options.attachTo ? "attach" : "docker";
}

/** A desktop from a suite's pool; the run's log says whether it was up before the task asked. */
export async function takeDesktop(
  source: DesktopSource,
  options: DockerSessionOptions,
  log?: (line: string) => void,
): Promise<DockerSession> {
  const { desktop, warm } = await source.take(options);
  log?.(warm ? "desktop: a warm one, started while earlier tasks ran" : "desktop: started for this task");
  return desktop;
}

function desktopImage(task: Task, options: PrepareOptions): Promise<string> {
  return imageForApp(options.docker, task.app, {
    prebuiltImage: options.prebuiltImage,
    onProgress: options.log,
  });
}

function dockerDesktopOptions(task: Task, options: PrepareOptions, image: string): DockerSessionOptions {
  return {
    image,
    runId: options.runId,
    taskId: task.id,
    width: options.width,
    height: options.height,
    env: options.env,
    noNetwork: options.noNetwork,
    needsFuse: task.app.type === "docker_image" && task.app.needs_fuse,
    log: options.debugLog,
  };
}

/**
 * The fresh Docker desktop prepareDesktop would start for this task (for a warm pool to start ahead),
 * or undefined when its desktop is elsewhere (a VM, a Mac, over SSH, this machine, an attached container).
 */
export async function dockerDesktopFor(
  task: Task,
  options: PrepareOptions,
): Promise<DockerSessionOptions | undefined> {
  if (placement(task.app, options) !== "docker") return undefined;
  return dockerDesktopOptions(task, options, await desktopImage(task, options));
}

/**
 * Whether `--ssh` takes this task to the desktop it names: apps that run on an existing desktop
 * (folder and AppImage apps on Linux, the native macOS and Windows types); the others make their own
 * desktop and cannot go there.
 */
export function desktopOverSsh(app: Task["app"], locate?: (pointer: string) => SourceLocation): boolean {
  if (
    app.type === "folder" ||
    app.type === "appimage" ||
    app.type === "macos_native" ||
    app.type === "windows_native"
  )
    return true;
  throw new ConfigError(
    `--ssh drives an existing desktop; an app of type '${app.type}' brings its own desktop and cannot run there`,
    { location: locate?.("/app/type"), hint: "run this task without --ssh" },
  );
}

/**
 * Whether the task runs on this machine's own desktop: `macos_native` on a Mac, `windows_native` on
 * Windows, folder and AppImage apps with `--backend host` on Linux. A native app type on another
 * operating system is a configuration error that says where it can run.
 */
export function desktopOnHost(
  app: Task["app"],
  backend: DesktopBackend | undefined,
  platform: NodeJS.Platform,
  locate?: (pointer: string) => SourceLocation,
): boolean {
  const native = { macos_native: "darwin", windows_native: "win32" } as const;
  if (app.type === "macos_native" || app.type === "windows_native") {
    if (platform === native[app.type]) return true;
    const where = app.type === "macos_native" ? "a macOS runner" : "a Windows runner";
    throw new ConfigError(
      `app type '${app.type}' runs on the desktop of ${where}; this machine runs ${platformName(platform)}`,
      {
        location: locate?.("/app/type"),
        hint: `run it on ${where} (runs-on: [self-hosted, ${app.type === "macos_native" ? "macOS" : "Windows"}]), or reach such a desktop with --ssh user@host`,
      },
    );
  }
  if (backend !== "host") return false;
  if (app.type !== "folder" && app.type !== "appimage")
    throw new ConfigError(`the host backend runs folder and AppImage apps; '${app.type}' runs in Docker`, {
      location: locate?.("/app/type"),
      hint: "run this task without --backend host",
    });
  if (platform !== "linux")
    throw new ConfigError(
      `--backend host runs Linux apps on a Linux desktop; this machine runs ${platformName(platform)}`,
      { location: locate?.("/app/type") },
    );
  return true;
}

function platformName(platform: NodeJS.Platform): string {
  return platform === "darwin"
    ? "macOS"
    : platform === "win32"
      ? "Windows"
      : platform === "linux"
        ? "Linux"
        : platform;
}

/** Whether the task's desktop is a VM: `windows_vm` always, folder and AppImage apps with `--backend vm`. */
export function desktopInVm(app: Task["app"], backend: DesktopBackend | undefined): boolean {
  return (
    app.type === "windows_vm" || (backend === "vm" && (app.type === "folder" || app.type === "appimage"))
  );
}

/** Milliseconds since the previous call (or creation). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    return Math.round(elapsed);
  };
}
