import { readFileSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { creatorState, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";
import { vmRunRoot } from "./qemu-vm.ts";

/**
 * Remove the VMs whose creating process is certainly gone (or every VM of one run): kill its QEMU
 * (found by the pid file, checked to be that VM's QEMU) and delete its folder (overlay, sockets). The
 * same rules as `reapContainers`. Returns the removed VMs' ids.
 */
export async function reapVms(options: { runId?: string; runRoot?: string } = {}): Promise<string[]> {
  const root = options.runRoot ?? vmRunRoot();
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const here = currentCreator();
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith("vm-")) continue;
    const folder = path.join(root, entry.name);
    const labels = await readFile(path.join(folder, "labels.json"), "utf8")
      .then((text) => (text.length > 64_000 ? {} : (JSON.parse(text) as Record<string, string>)))
      .catch(() => undefined);
    if (!labels) continue; // not ours, or still being set up
    const ofRun = options.runId !== undefined && labels[LABEL.runId] === options.runId;
    if (!ofRun && (options.runId !== undefined || creatorState(labels, here) !== "gone")) continue;
    killQemu(folder);
    await rm(folder, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/** SIGKILL the QEMU of a VM folder, if its pid file names a live QEMU started for that folder. */
function killQemu(folder: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(folder, "qemu.pid"), "utf8").trim());
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!cmdline.includes("qemu-system") || !cmdline.includes(folder)) return;
  } catch {
    return; // no pid file, or the process is gone
  }
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // gone meanwhile
  }
}
