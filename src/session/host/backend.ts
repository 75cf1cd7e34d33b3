import { ConfigError } from "../../errors/desktest-error.ts";
import type { DesktopBackend } from "../desktop-backend.ts";
import { startHostDesktop } from "./host-desktop.ts";
import { hostPreflight } from "./preflight.ts";

const NATIVE = { macos_native: "darwin", windows_native: "win32" } as const;

/**
 * This machine's own desktop: `macos_native` on a Mac, `windows_native` on Windows, folder and
 * AppImage apps with `--backend host` on Linux. Nothing is isolated, so one task at a time. A native app
 * type on another operating system is a configuration error that says where it can run.
 */
export const hostBackend: DesktopBackend = {
  name: "host",
  choice: "host",
  concurrency: { limit: 1, why: "this machine's own desktop: one task at a time" },
  memoryBytes: 0,
  preflight: hostPreflight,
  accepts(app, flags, { platform }, locate) {
    if (app.type === "macos_native" || app.type === "windows_native") {
      if (platform === NATIVE[app.type]) return true;
      const where = app.type === "macos_native" ? "a macOS runner" : "a Windows runner";
      throw new ConfigError(
        `app type '${app.type}' runs on the desktop of ${where}; this machine runs ${platformName(platform)}`,
        {
          location: locate?.("/app/type"),
          hint: `run it on ${where} (runs-on: [self-hosted, ${app.type === "macos_native" ? "macOS" : "Windows"}]), or reach such a desktop with --ssh user@host`,
        },
      );
    }
    if (flags.backend !== "host") return false;
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
  },
  async start(task, context) {
    return startHostDesktop({
      env: { ...context.hostEnv, ...context.env },
      runId: context.runId,
      taskId: task.id,
      log: context.log,
      debugLog: context.debugLog,
    });
  },
};

function platformName(platform: NodeJS.Platform): string {
  return platform === "darwin"
    ? "macOS"
    : platform === "win32"
      ? "Windows"
      : platform === "linux"
        ? "Linux"
        : platform;
}
