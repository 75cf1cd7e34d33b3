import {
  creatorState,
  currentCreator,
  tartRunRoot,
  vmRunRoot
} from "./chunk-TYFWTNWZ.js";
import {
  LABEL
} from "./chunk-BMQF4RL5.js";
import {
  TartCli
} from "./chunk-4BXDOOKI.js";

// src/session/docker/reap.ts
async function reapContainers(docker, options = {}) {
  const filters = {
    label: [`${LABEL.managed}=true`, ...options.runId ? [`${LABEL.runId}=${options.runId}`] : []]
  };
  const containers = await docker.listContainers({ all: true, filters });
  const removed = [];
  const here = currentCreator();
  for (const info of containers) {
    const orphan = creatorState(info.Labels ?? {}, here) === "gone";
    if (options.runId === void 0 && !orphan) continue;
    try {
      await docker.getContainer(info.Id).remove({ force: true, v: true });
      removed.push(info.Id);
    } catch (error) {
      if (error.statusCode !== 404) throw error;
    }
  }
  return removed;
}

// src/session/vm/reap-vms.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { readdir as readdir2, readFile as readFile2, rm as rm2 } from "node:fs/promises";
import path2 from "node:path";

// src/session/tart/reap-tart.ts
import { readFileSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
async function reapTartVms(options = {}) {
  const root = options.runRoot ?? tartRunRoot();
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  if (entries.length === 0) return [];
  const tart = options.tart ?? new TartCli();
  const here = currentCreator();
  const removed = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(root, entry.name);
    const labels = await readFile(path.join(folder, "labels.json"), "utf8").then((text) => text.length > 64e3 ? void 0 : JSON.parse(text)).catch(() => void 0);
    const name = labels?.["desktest.tart-vm"];
    if (!labels || name !== entry.name) continue;
    const ofRun = options.runId !== void 0 && labels[LABEL.runId] === options.runId;
    if (!ofRun && (options.runId !== void 0 || creatorState(labels, here) !== "gone")) continue;
    killTartRun(folder);
    await tart.stop(name);
    await tart.delete(name).catch(() => void 0);
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
function killTartRun(folder) {
  const pid = Number(
    (() => {
      try {
        return readFileSync(path.join(folder, "tart.pid"), "utf8").trim();
      } catch {
        return "";
      }
    })()
  );
  if (!Number.isInteger(pid) || pid <= 1) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}

// src/session/vm/reap-vms.ts
async function reapVms(options = {}) {
  const root = options.runRoot ?? vmRunRoot();
  const entries = await readdir2(root, { withFileTypes: true }).catch(() => []);
  const here = currentCreator();
  const removed = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith("vm-")) continue;
    const folder = path2.join(root, entry.name);
    const labels = await readFile2(path2.join(folder, "labels.json"), "utf8").then((text) => text.length > 64e3 ? {} : JSON.parse(text)).catch(() => void 0);
    if (!labels) continue;
    const ofRun = options.runId !== void 0 && labels[LABEL.runId] === options.runId;
    if (!ofRun && (options.runId !== void 0 || creatorState(labels, here) !== "gone")) continue;
    killQemu(folder);
    await rm2(folder, { recursive: true, force: true });
    removed.push(entry.name);
  }
  removed.push(...await reapTartVms({ ...options.runId !== void 0 ? { runId: options.runId } : {} }));
  return removed;
}
function killQemu(folder) {
  let pid;
  try {
    pid = Number(readFileSync2(path2.join(folder, "qemu.pid"), "utf8").trim());
    const cmdline = readFileSync2(`/proc/${pid}/cmdline`, "utf8");
    if (!cmdline.includes("qemu-system") || !cmdline.includes(folder)) return;
  } catch {
    return;
  }
  try {
    process.kill(pid, "SIGKILL");
  } catch {
  }
}

export {
  reapContainers,
  reapVms
};
