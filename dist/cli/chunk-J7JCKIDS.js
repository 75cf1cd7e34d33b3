
// src/review/open-file.ts
import { spawn } from "node:child_process";
function openerFor(file, env, platform = process.platform) {
  if ((env.CI ?? "").toLowerCase() === "true") return void 0;
  if (platform === "darwin") return { command: "open", args: [file] };
  if (platform === "win32" || platform === "aix" || platform === "android") return void 0;
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return void 0;
  return { command: "xdg-open", args: [file] };
}
function openFile(file, env) {
  const opener = openerFor(file, env);
  if (!opener) return false;
  try {
    const child = spawn(opener.command, opener.args, { detached: true, stdio: "ignore", env });
    child.on("error", () => {
    });
    child.unref();
    return true;
  } catch {
    return false;
  }
}

export {
  openFile
};
