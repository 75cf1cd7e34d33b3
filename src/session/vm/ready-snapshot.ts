import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { QemuVm, type SnapshotShape } from "./qemu-vm.ts";
import type { VmImage } from "./vm-image.ts";

const run = promisify(execFile);

/** A saved, ready desktop: the VM's state (memory, devices), the disk it had then and its firmware's variables. */
export interface ReadySnapshot {
  state: string;
  disk: string;
  vars?: string;
}

export type { SnapshotShape };

/** A state restores only into the same machine: everything that shapes it is in the snapshot's name. */
export function snapshotName(shape: SnapshotShape): string {
  const screen = shape.width > 0 ? `${shape.width}x${shape.height}` : "guest-screen";
  return `ready-${shape.accelerator}-${screen}-${shape.memoryMb}m-${shape.cpus}c-${shape.network ? "net" : "nonet"}`;
}

/**
 * The image's ready snapshot for this machine shape, made once: boot, wait until the guest agent answers
 * and the desktop is up, save the state to a file and keep the disk it had. Every task then restores it
 * into its own overlay of that disk instead of booting.
 */
export async function ensureReadySnapshot(
  image: VmImage,
  shape: SnapshotShape,
  options: { log?: (line: string) => void; runRoot?: string } = {},
): Promise<ReadySnapshot> {
  const dir = path.join(image.dir, snapshotName(shape));
  const snapshot: ReadySnapshot = {
    state: path.join(dir, "state"),
    disk: path.join(dir, "disk.qcow2"),
    ...(image.boot.kind === "uefi" ? { vars: path.join(dir, "vars.fd") } : {}),
  };
  if (existsSync(snapshot.state) && existsSync(snapshot.disk)) {
    await followImage(snapshot.disk, image);
    return snapshot;
  }
  const key = dir;
  let making = inFlight.get(key);
  if (!making) {
    making = make(image, shape, dir, options).finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  await making;
  return snapshot;
}

/**
 * Point the snapshot's disk at the image where it is now. Snapshots are kept by the image's content
 * hash, so the same image moved or copied elsewhere (another checkout, a renamed file) finds its
 * snapshot, whose disk still names the old path as its backing file: the header is rewritten (`rebase
 * -u`, safe because the content is the same).
 */
async function followImage(disk: string, image: VmImage): Promise<void> {
  const { stdout } = await run("qemu-img", ["info", "--output=json", "-U", disk]);
  const backing = (JSON.parse(stdout) as { "full-backing-filename"?: string })["full-backing-filename"];
  if (backing === image.disk) return;
  await run("qemu-img", ["rebase", "-u", "-b", image.disk, "-F", image.format, disk]);
}

/** Snapshots being made by this process (tasks of one suite wait for the same one). */
const inFlight = new Map<string, Promise<void>>();

/** Boot, wait, save into a private folder, then rename it into place (another process may win: fine). */
async function make(
  image: VmImage,
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
    await vm.saveTo(work);
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
