import { ConfigError } from "../../errors/desktest-error.ts";
import type { DesktopBackend } from "../desktop-backend.ts";
import { sshDoctor, sshPreflight } from "./preflight.ts";
import { startSshDesktop } from "./ssh-desktop.ts";

/**
 * The desktop of another machine (`--ssh user@host`): apps that run on an existing desktop (folder and
 * AppImage apps on Linux, the native macOS and Windows types). One screen: one task at a time.
 */
export const sshBackend: DesktopBackend = {
  name: "ssh",
  concurrency: { limit: 1, why: "the desktop reached over SSH: one task at a time" },
  memoryBytes: 0,
  preflight: sshPreflight,
  doctor: sshDoctor,
  accepts(app, flags, _host, locate) {
    if (!flags.ssh) return false;
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
  },
  async start(task, context) {
    const ssh = context.flags.ssh!;
    return startSshDesktop({
      ...ssh,
      env: { ...ssh.env, ...context.env },
      runId: context.runId,
      taskId: task.id,
      log: context.log,
      debugLog: context.debugLog,
    });
  },
};
