import { readFileSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { creatorState, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";
import { TartCli } from "./tart-cli.ts";
import { tartRunRoot } from "./tart-desktop.ts";

/**
 * Remove the Tart VMs of runs whose creating process is certainly gone (or every VM of one run): end
 * its `tart run`, stop and delete the clone, remove its folder. Only VMs desktest cloned are touched
 * (each has a folder with its labels under the Tart home); returns their names.
 */
export async function reapTartVms(
  options: { runId?: string; runRoot?: string; tart?: TartCli } = {},
): Promise<string[]> {
  const root = options.runRoot ?? tartRunRoot();
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  if (entries.length === 0) return [];
  const tart = options.tart ?? new TartCli();
  const here = currentCreator();
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(root, entry.name);
    const labels = await readFile(path.join(folder, "labels.json"), "utf8")
      .then((text) => (text.length > 64_000 ? undefined : (JSON.parse(text) as Record<string, string>)))
      .catch(() => undefined);
    const name = labels?.["desktest.tart-vm"];
    if (!labels || name !== entry.name) continue;
    const ofRun = options.runId !== undefined && labels[LABEL.runId] === options.runId;
    if (!ofRun && (options.runId !== undefined || creatorState(labels, here) !== "gone")) continue;
    killTartRun(folder);
    await tart.stop(name);
    await tart.delete(name).catch(() => undefined); // never cloned, or deleted already
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** SIGKILL the `tart run` of a VM folder (its process group), if its pid is alive. */
function killTartRun(folder: string): void {
  const pid = Number(
    (() => {
      try {
        return readFileSync(path.join(folder, "tart.pid"), "utf8").trim();
      } catch {
        return "";
      }
    })(),
  );
  if (!Number.isInteger(pid) || pid <= 1) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // gone
  }
}
