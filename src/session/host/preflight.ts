import {
  describePlatform,
  idsOf,
  type BackendPreflight,
  type PreflightContext,
  type PreflightTask,
} from "../preflight-check.ts";

/**
 * What Linux apps on this machine's own desktop (`--backend host`) need: a desktop (DISPLAY) and the
 * guest agent's Python. The native macOS and Windows types run on the desktop of the Mac or Windows
 * machine they were placed on.
 */
export async function hostPreflight(
  tasks: readonly PreflightTask[],
  { probe }: PreflightContext,
): Promise<BackendPreflight> {
  const linuxApps = tasks.filter((t) => t.task.app.type === "folder" || t.task.app.type === "appimage");
  if (linuxApps.length === 0) return { checks: [] };
  const display = process.env.DISPLAY;
  const python = process.env.DESKTEST_HOST_PYTHON || "python3";
  const found = await probe.which(python);
  return {
    checks: [
      {
        ok: probe.platform === "linux" && Boolean(display),
        name: "this machine's desktop",
        detail:
          probe.platform !== "linux"
            ? `this runner is ${describePlatform(probe)}`
            : display
              ? `DISPLAY=${display}`
              : "DISPLAY is not set: no desktop to drive",
        fix: "--backend host drives the desktop this runner is logged into: run the runner in the desktop session (or set DISPLAY and DBUS_SESSION_BUS_ADDRESS to it), or use the docker backend.",
        tasks: idsOf(linuxApps),
      },
      {
        ok: found !== undefined,
        name: "Python for the guest agent",
        detail: found ? `found at ${found}` : `${python} not found on PATH`,
        fix: "Install Python 3 with python3-xlib, python3-pil, python3-pyatspi and the packages in docker/guest-requirements.txt, or set DESKTEST_HOST_PYTHON.",
        tasks: idsOf(linuxApps),
      },
    ],
  };
}
