import { spawn } from "node:child_process";

/**
 * The command that would open a file in the desktop's browser, or undefined when none should run:
 * in CI (`CI=true`), on Linux without a display, or on a platform without a known opener.
 */
export function openerFor(
  file: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): { command: string; args: string[] } | undefined {
  if ((env.CI ?? "").toLowerCase() === "true") return undefined;
  if (platform === "darwin") return { command: "open", args: [file] };
  if (platform === "win32" || platform === "aix" || platform === "android") return undefined;
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return undefined;
  return { command: "xdg-open", args: [file] };
}

/** Open the file in the background, never failing: a missing opener or a failed start is ignored. */
export function openFile(file: string, env: NodeJS.ProcessEnv): boolean {
  const opener = openerFor(file, env);
  if (!opener) return false;
  try {
    const child = spawn(opener.command, opener.args, { detached: true, stdio: "ignore", env });
    child.on("error", () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}
