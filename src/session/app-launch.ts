import { existsSync, lstatSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, InfraError, TestFailure, type SourceLocation } from "../errors/desktest-error.ts";
import type { Redactor } from "../secrets/redactor.ts";
import type {
  AppConfig,
  MacosNativeApp,
  MacosTartApp,
  WindowsNativeApp,
  WindowsVmApp,
} from "../task/model.ts";
import type { GuestOs } from "./guest/guest-os.ts";
import type { WindowInfo } from "./guest/guest-agent.ts";
import type { Session } from "./session.ts";

/** Flags every Electron app needs in a container without a GPU or a setuid sandbox. */
export const ELECTRON_FLAGS = ["--no-sandbox", "--disable-gpu", "--force-renderer-accessibility"];

/** How to start a deployed app (argv, or a command string in the guest's shell), and whether to wait for its window. */
export interface AppLaunch {
  command: string[] | string;
  cwd?: string;
}

export interface DeployOptions {
  locate?: (pointer: string) => SourceLocation;
  redactor?: Redactor;
  /** How long `installer_cmd` may run. */
  installerTimeoutMs?: number;
  onPhase?: (phase: string) => void;
}

export interface LaunchedApp {
  pid: number;
  window: WindowInfo;
  /** From launch to the window being mapped. */
  ms: number;
}

/**
 * Put the app's files into the desktop (reference semantics: into the user's home, made executable)
 * and say how to start it. `undefined` when there is nothing to start (an image that starts its app).
 */
export async function deployApp(
  session: Session,
  app: AppConfig,
  options: DeployOptions = {},
): Promise<AppLaunch | undefined> {
  switch (app.type) {
    case "appimage": {
      const target = `${session.home}/${path.basename(app.path)}`;
      await session.copyIn(app.path, session.home);
      await makeExecutable(session, app.path, target);
      return {
        command: [
          target,
          "--appimage-extract-and-run",
          "--no-sandbox",
          ...(app.electron ? ELECTRON_FLAGS.slice(1) : []),
        ],
      };
    }
    case "folder": {
      const dir = `${session.home}/${path.basename(path.resolve(app.dir))}`;
      const entry = path.posix.join(dir, app.entrypoint);
      if (!entry.startsWith(dir + "/"))
        throw new ConfigError(`the app entrypoint '${app.entrypoint}' leaves the app folder`);
      await session.copyIn(app.dir, session.home);
      await makeExecutable(
        session,
        path.join(path.resolve(app.dir), app.entrypoint),
        entry,
        "the entrypoint ",
      );
      return { command: [entry, ...(app.electron ? ELECTRON_FLAGS : [])], cwd: dir };
    }
    case "docker_image":
      return app.entrypoint_cmd ? { command: ["bash", "-c", app.entrypoint_cmd] } : undefined;
    case "vnc_attach":
      return undefined;
    case "windows_vm":
    case "windows_native":
    case "macos_native":
    case "macos_tart":
      return deployProgramApp(session, app, options);
    default:
      throw new ConfigError(`app type '${(app as AppConfig).type}' is not known to this version`);
  }
}

/**
 * Start the app and wait until a new top-level window is mapped. Fails fast, with the app's log,
 * when everything the launch started has exited without showing a window.
 */
export async function launchApp(
  session: Session,
  launch: AppLaunch,
  timeoutMs = 30_000,
): Promise<LaunchedApp> {
  const before = new Set((await session.windows()).map((w) => w.id));
  const start = performance.now();
  const pid = await session.spawn(launch.command, {
    log: session.os.appLog,
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
  });
  // The first liveness check after one interval, not at once: a `pgrep` in a desktop whose app is
  // starting took 100+ ms, during which no window was looked for.
  let nextLivenessCheck = LIVENESS_CHECK_MS;
  for (;;) {
    const lookStart = performance.now();
    const fresh = (await session.windows()).find(
      (w) => w.mapped && !before.has(w.id) && w.width > 1 && w.height > 1,
    );
    const elapsed = performance.now() - start;
    if (fresh) {
      await accessibilityOf(session, fresh);
      return { pid, window: fresh, ms: elapsed };
    }
    if (elapsed > timeoutMs) {
      throw new InfraError(
        `the app showed no window within ${Math.round(timeoutMs / 1000)}s of starting ${describe(launch)}${await logTail(session)}`,
      );
    }
    // (Windows and macOS: a launch often hands the app to another process (Start-Process, LaunchServices'
    // `open`) and exits; only the timeout applies there.)
    if (session.os.platform === "linux" && elapsed >= nextLivenessCheck) {
      // The launch runs in its own session (sid = pid): when no process of it is left, nothing will map a window.
      const checkStart = performance.now();
      const alive = await session.exec(["pgrep", "-s", String(pid)], { timeoutMs: 5_000 });
      if (alive.exitCode === 1) {
        throw new InfraError(
          `the app exited before showing a window: ${describe(launch)}${await logTail(session)}`,
        );
      }
      const checkMs = performance.now() - checkStart;
      nextLivenessCheck = performance.now() - start + Math.max(LIVENESS_CHECK_MS, LIVENESS_SHARE * checkMs);
    }
    // (a pause at least as long as this round's look and check took)
    const workMs = performance.now() - lookStart;
    await new Promise((resolve) => setTimeout(resolve, Math.max(LOOK_EVERY_MS, workMs)));
  }
}

/**
 * How often a launch that has shown no window yet is looked at: every 25 ms, and never more than half
 * the time. The looks and checks are work for the desktop that is starting the app: in a VM under
 * software emulation, where one look took ~0.5 s and a `pgrep` more, looking at once again and checking
 * after every look kept the guest's one CPU from the app: galculator's window came 21-30 s after its
 * start that way (the slowest 29.8 s, at the 30 s bound), 13-16 s this way (alternated, three each, load
 * 11-12). In a container a look takes a few ms: nothing changes there.
 */
const LOOK_EVERY_MS = 25;
/** How often a launch that has shown no window yet is checked for having exited (Linux), at least. */
const LIVENESS_CHECK_MS = 250;
/** ...and at most once in this many times as long as a check takes. */
const LIVENESS_SHARE = 8;

/** How long a new window's app may take to register its accessibility after the window appears. */
const ACCESSIBILITY_WAIT_MS = 1_000;

/**
 * On Linux, wait (briefly) until the window's process is registered with AT-SPI: a GTK app may map its
 * window before it registers, and an observation in that gap has an empty accessibility tree. Apps
 * without accessibility never register; they cost the wait, not an error.
 */
async function accessibilityOf(session: Session, window: WindowInfo): Promise<void> {
  if (session.os.platform !== "linux" || window.pid === null || !session.guest.supports("a11y_apps")) return;
  const until = performance.now() + ACCESSIBILITY_WAIT_MS;
  while (performance.now() < until) {
    const apps = await session.guest.a11yApps().catch(() => undefined);
    if (!apps || apps.some((app) => app.pid === window.pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The copied file made executable in the desktop (`chmod +x`), unless its host file is a regular file
 * executable by everyone already: every backend's copy keeps the host's modes, so the command would
 * change nothing (one round trip less in a start).
 */
async function makeExecutable(session: Session, hostFile: string, target: string, what = ""): Promise<void> {
  if (executableByAll(hostFile)) return;
  await mustSucceed(session, ["chmod", "+x", target], `making ${what}${target} executable`);
}

function executableByAll(file: string): boolean {
  try {
    const stats = lstatSync(file);
    return stats.isFile() && (stats.mode & 0o111) === 0o111;
  } catch {
    return false;
  }
}

async function mustSucceed(session: Session, argv: string[], doing: string): Promise<void> {
  const result = await session.exec(argv, { timeoutMs: 30_000 });
  if (result.exitCode !== 0)
    throw new InfraError(`${doing} failed: ${result.stderr.trim() || `exit code ${result.exitCode}`}`);
}

async function logTail(session: Session): Promise<string> {
  const log = session.os.appLog;
  const tail = await session
    .exec(session.os.tailCommand(log, 20), { timeoutMs: 5_000 })
    .catch(() => undefined);
  const text = tail?.stdout.trim();
  return text ? `\napp log (${log}):\n${text}` : "";
}

function describe(launch: AppLaunch): string {
  return typeof launch.command === "string" ? launch.command : launch.command.join(" ");
}

/** The app types that name a program on a Windows or macOS desktop rather than a Linux folder. */
type ProgramApp = WindowsVmApp | WindowsNativeApp | MacosNativeApp | MacosTartApp;

/**
 * A Windows or macOS app (`windows_vm` in a VM of any guest OS, the native types on the runner's own
 * desktop, `macos_tart`; the guest's shell runs the commands): `app_path` copied into the deploy folder
 * when it is a host file, else taken as a path in the guest; then `installer_cmd`, whose failure fails
 * the run (the app did not install; the reference ignores its exit status); then the launch
 * (`programLaunch`).
 */
async function deployProgramApp(
  session: Session,
  app: ProgramApp,
  options: DeployOptions,
): Promise<AppLaunch | undefined> {
  let program: string | undefined;
  if (app.app_path) {
    if (!session.local && existsSync(app.app_path)) {
      options.onPhase?.("copying the app into the desktop");
      await session.copyIn(app.app_path, session.home);
      program = session.os.join(session.home, path.basename(app.app_path));
      if (session.os.platform !== "windows" && statSync(app.app_path).isFile())
        await mustSucceed(session, ["chmod", "+x", program], `making ${program} executable`);
    } else {
      program = app.app_path;
      const there = await session.guest.stat(program).catch(() => undefined);
      if (!there?.exists)
        throw new ConfigError(
          `app_path '${app.app_path}' is neither a file on this machine nor a path in the desktop`,
          {
            location: options.locate?.("/app/app_path"),
            hint: "write a path relative to the task file, or an absolute path inside the VM's disk",
          },
        );
    }
  }
  if ("installer_cmd" in app && app.installer_cmd) {
    const redact = (text: string) => options.redactor?.redact(text) ?? text;
    options.onPhase?.("running the installer (installer_cmd)");
    const timeoutMs = options.installerTimeoutMs ?? 1_800_000;
    const result = await session.exec(app.installer_cmd, { timeoutMs });
    if (result.timedOut || result.exitCode !== 0) {
      const output = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-10).join("\n");
      const how = result.timedOut
        ? `did not finish within ${Math.round(timeoutMs / 1000)} s and was killed`
        : `exited with code ${result.exitCode}`;
      throw new TestFailure(
        redact(
          `the app's installer (installer_cmd) ${how}: ${app.installer_cmd}${output ? `\n${output}` : ""}`,
        ),
        {
          location: options.locate?.("/app/installer_cmd"),
        },
      );
    }
  }
  return programLaunch(app, session.os, program);
}

/**
 * How a Windows or macOS app starts, in the schema's order: `launch_cmd` (in the guest's shell); then,
 * on macOS, `bundle_id` through LaunchServices (`open -b`, with the Electron flags after `--args` for an
 * Electron app); then the program at `app_path` (`open` for a macOS `.app` bundle, `Start-Process` on
 * Windows, else the file itself). `undefined` when the task names nothing to start.
 */
export function programLaunch(
  app: ProgramApp,
  os: GuestOs,
  program: string | undefined,
): AppLaunch | undefined {
  if ("launch_cmd" in app && app.launch_cmd) return { command: app.launch_cmd };
  const electron = app.type === "macos_tart" && app.electron ? ["--args", ...ELECTRON_FLAGS.slice(1)] : [];
  if ("bundle_id" in app && app.bundle_id) return { command: ["open", "-b", app.bundle_id, ...electron] };
  if (!program) return undefined;
  if (os.platform === "windows") return { command: os.startCommand(program) };
  if (os.platform === "macos" && /\.app\/?$/i.test(program))
    return { command: ["open", program, ...electron] };
  return { command: [program] };
}
