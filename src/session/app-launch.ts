import path from "node:path";
import { ConfigError, InfraError } from "../errors/desktest-error.ts";
import type { AppConfig } from "../task/model.ts";
import { shellQuote } from "./exec-result.ts";
import type { WindowInfo } from "./guest/guest-agent.ts";
import type { Session } from "./session.ts";

/** Flags every Electron app needs in a container without a GPU or a setuid sandbox. */
export const ELECTRON_FLAGS = ["--no-sandbox", "--disable-gpu", "--force-renderer-accessibility"];
const APP_LOG = "/tmp/app.log";

/** How to start a deployed app, and whether to wait for its window. */
export interface AppLaunch {
  command: string[];
  cwd?: string;
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
export async function deployApp(session: Session, app: AppConfig): Promise<AppLaunch | undefined> {
  switch (app.type) {
    case "appimage": {
      const target = `${session.home}/${path.basename(app.path)}`;
      await session.copyIn(app.path, session.home);
      await mustSucceed(session, ["chmod", "+x", target], `making ${target} executable`);
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
      await mustSucceed(session, ["chmod", "+x", entry], `making the entrypoint ${entry} executable`);
      return { command: [entry, ...(app.electron ? ELECTRON_FLAGS : [])], cwd: dir };
    }
    case "docker_image":
      return app.entrypoint_cmd ? { command: ["bash", "-c", app.entrypoint_cmd] } : undefined;
    case "vnc_attach":
      return undefined;
    default:
      throw new ConfigError(`app type '${app.type}' does not run in a Linux Docker desktop`, {
        hint: "macOS and Windows apps need a macOS or Windows runner backend",
      });
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
    log: APP_LOG,
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
  });
  let nextLivenessCheck = 0;
  for (;;) {
    const fresh = (await session.windows()).find(
      (w) => w.mapped && !before.has(w.id) && w.width > 1 && w.height > 1,
    );
    const elapsed = performance.now() - start;
    if (fresh) return { pid, window: fresh, ms: elapsed };
    if (elapsed > timeoutMs) {
      throw new InfraError(
        `the app showed no window within ${Math.round(timeoutMs / 1000)}s of starting ${launch.command.join(" ")}${await logTail(session)}`,
      );
    }
    if (elapsed >= nextLivenessCheck) {
      nextLivenessCheck = elapsed + 250;
      // The launch runs in its own session (sid = pid): when no process of it is left, nothing will map a window.
      const alive = await session.exec(["pgrep", "-s", String(pid)], { timeoutMs: 5_000 });
      if (alive.exitCode === 1) {
        throw new InfraError(
          `the app exited before showing a window: ${launch.command.join(" ")}${await logTail(session)}`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function mustSucceed(session: Session, argv: string[], doing: string): Promise<void> {
  const result = await session.exec(argv, { timeoutMs: 30_000 });
  if (result.exitCode !== 0)
    throw new InfraError(`${doing} failed: ${result.stderr.trim() || `exit code ${result.exitCode}`}`);
}

async function logTail(session: Session): Promise<string> {
  const tail = await session
    .exec(`tail -n 20 ${shellQuote(APP_LOG)} 2>/dev/null`, { timeoutMs: 5_000 })
    .catch(() => undefined);
  const text = tail?.stdout.trim();
  return text ? `\napp log (${APP_LOG}):\n${text}` : "";
}
