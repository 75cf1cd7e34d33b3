import { existsSync } from "node:fs";
import { readdir, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";

/**
 * The Linux VM image cache keeps what its machine uses. Each image (a folder named by its content hash,
 * holding image.json) is 1.5–2.5 GB with its ready snapshots, and every change to docker/ (a desktest
 * upgrade, a checkout of another branch) makes a new one: a runner kept every one of them (30 GB after
 * a day of this project's own CI). A use marks the folder (its modification time); once a new image is
 * built, the images not among the KEEP_RECENT most recently used and not used within RECENT_MS are
 * removed. Other runs on the machine may be using older images: an image used within the last hour is
 * never removed, and a VM running on a removed image keeps its open files (Linux removes a file only when
 * the last process closes it). The images made from the user's own disks (init-windows, `base-*`) are
 * not this cache's to remove.
 */
export const KEEP_RECENT = 3;
export const RECENT_MS = 60 * 60 * 1000;

/** Mark the image folder as used now. */
export async function markImageUsed(dir: string, now = new Date()): Promise<void> {
  await utimes(dir, now, now).catch(() => undefined); // (a read-only cache still works)
}

/** Remove the Linux VM images of `cacheDir` its machine no longer uses (above); returns the folders removed. */
export async function pruneVmImages(cacheDir: string, now = Date.now()): Promise<string[]> {
  const entries = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  const images: { dir: string; usedAt: number }[] = [];
  for (const entry of entries) {
    // (a folder being built is named `<hash>.building-<pid>` and holds no image.json yet)
    if (!entry.isDirectory() || !/^[0-9a-f]{16}$/.test(entry.name)) continue;
    const dir = path.join(cacheDir, entry.name);
    if (!existsSync(path.join(dir, "image.json"))) continue;
    const usedAt = await stat(dir).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (usedAt !== undefined) images.push({ dir, usedAt });
  }
  images.sort((a, b) => b.usedAt - a.usedAt);
  const stale = images.slice(KEEP_RECENT).filter((image) => now - image.usedAt > RECENT_MS);
  const removed: string[] = [];
  for (const { dir } of stale) {
    await rm(dir, { recursive: true, force: true }).then(
      () => removed.push(dir),
      () => undefined, // (another process removing it too, or files not ours: left)
    );
  }
  return removed;
}
