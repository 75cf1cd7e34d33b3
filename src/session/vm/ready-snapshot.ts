import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { LinuxVmImage } from "./linux-vm-image.ts";
import { QemuVm, type SnapshotShape } from "./qemu-vm.ts";

/** A saved, ready desktop: the VM's state (memory, devices) and the disk it had then. */
export interface ReadySnapshot {
  state: string;
  disk: string;
}

export type { SnapshotShape };

/** A state restores only into the same machine: everything that shapes it is in the snapshot's name. */
export function snapshotName(shape: SnapshotShape): string {
  return `ready-${shape.accelerator}-${shape.width}x${shape.height}-${shape.memoryMb}m-${shape.cpus}c-${shape.network ? "net" : "nonet"}`;
}

/**
 * The image's ready snapshot for this machine shape, made once: boot, wait until the guest agent answers
 * and the desktop is up, save the state to a file and keep the disk it had. Every task then restores it
 * into its own overlay of that disk instead of booting.
 */
export async function ensureReadySnapshot(
  image: LinuxVmImage,
  shape: SnapshotShape,
  options: { log?: (line: string) => void; runRoot?: string } = {},
): Promise<ReadySnapshot> {
  const dir = path.join(image.dir, snapshotName(shape));
  const snapshot = { state: path.join(dir, "state"), disk: path.join(dir, "disk.qcow2") };
  if (existsSync(snapshot.state) && existsSync(snapshot.disk)) return snapshot;
  const key = dir;
  let making = inFlight.get(key);
  if (!making) {
    making = make(image, shape, dir, options).finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  await making;
  return snapshot;
}

/** Snapshots being made by this process (tasks of one suite wait for the same one). */
const inFlight = new Map<string, Promise<void>>();

/** Boot, wait, save into a private folder, then rename it into place (another process may win: fine). */
async function make(
  image: LinuxVmImage,
  shape: SnapshotShape,
  dir: string,
  options: { log?: (line: string) => void; runRoot?: string },
): Promise<void> {
  const work = `${dir}.making-${process.pid}-${Date.now()}`;
  await mkdir(work, { recursive: true });
  options.log?.(`making the ready snapshot ${snapshotName(shape)} (one cold boot)`);
  const vm = await QemuVm.start({
    image,
    ...shape,
    runId: "ready-snapshot",
    taskId: snapshotName(shape),
    ...(options.log ? { log: options.log } : {}),
    ...(options.runRoot ? { runRoot: options.runRoot } : {}),
  });
  try {
    await vm.saveTo(path.join(work, "state"), path.join(work, "disk.qcow2"));
    await rename(work, dir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process made it first (ENOTEMPTY/EEXIST): use theirs.
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
      await rm(work, { recursive: true, force: true });
    });
  } catch (error) {
    await vm.stop();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
