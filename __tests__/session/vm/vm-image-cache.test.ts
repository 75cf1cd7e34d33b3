import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  KEEP_RECENT,
  markImageUsed,
  pruneVmImages,
  RECENT_MS,
} from "../../../src/session/vm/vm-image-cache.ts";
import { tempTree } from "../../helpers/cli.ts";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const HOUR = 3_600_000;

/** A cache folder with Linux VM images last used `hoursAgo` hours before NOW, by name. */
function cacheWith(images: Record<string, number>, extra: (cache: string) => void = () => undefined): string {
  const cache = tempTree({});
  for (const [name, hoursAgo] of Object.entries(images)) {
    const dir = path.join(cache, name);
    mkdirSync(path.join(dir, "ready-tcg-1280x800-1536m-2c-nonet"), { recursive: true });
    writeFileSync(path.join(dir, "image.json"), "{}\n");
    const at = new Date(NOW - hoursAgo * HOUR);
    utimesSync(dir, at, at);
  }
  extra(cache);
  return cache;
}

const hex = (n: number) => n.toString(16).padStart(16, "0");

describe("the Linux VM image cache", () => {
  it(`keeps the ${KEEP_RECENT} images used last and removes the older ones`, async () => {
    const cache = cacheWith({ [hex(1)]: 1, [hex(2)]: 30, [hex(3)]: 2, [hex(4)]: 200, [hex(5)]: 5 });
    const removed = await pruneVmImages(cache, NOW);
    expect(removed.map((d) => path.basename(d)).sort()).toEqual([hex(2), hex(4)]);
    expect([1, 3, 5].every((n) => existsSync(path.join(cache, hex(n))))).toBe(true);
    expect(existsSync(path.join(cache, hex(2)))).toBe(false);
  });

  it("never removes an image used within the last hour, however many there are", async () => {
    const recent = RECENT_MS / HOUR / 2;
    const cache = cacheWith({
      [hex(1)]: 0,
      [hex(2)]: recent,
      [hex(3)]: recent,
      [hex(4)]: recent,
      [hex(5)]: 9,
    });
    const removed = await pruneVmImages(cache, NOW);
    expect(removed.map((d) => path.basename(d))).toEqual([hex(5)]);
  });

  it("leaves what is not a built Linux VM image: a build in progress, images of the user's disks, files", async () => {
    const cache = cacheWith({ [hex(1)]: 0, [hex(2)]: 1, [hex(3)]: 2, [hex(4)]: 300 }, (dir) => {
      mkdirSync(path.join(dir, `${hex(9)}.building-123`));
      mkdirSync(path.join(dir, "base-1f7a640f73e21a94", "ready-tcg-guest-screen-4096m-1c-nonet"), {
        recursive: true,
      });
      mkdirSync(path.join(dir, hex(8))); // no image.json: not built
      mkdirSync(path.join(dir, "hashes"));
      writeFileSync(path.join(dir, "accelerator.json"), "{}");
    });
    const removed = await pruneVmImages(cache, NOW);
    expect(removed.map((d) => path.basename(d))).toEqual([hex(4)]);
    for (const kept of [
      `${hex(9)}.building-123`,
      "base-1f7a640f73e21a94",
      hex(8),
      "hashes",
      "accelerator.json",
    ])
      expect(existsSync(path.join(cache, kept)), kept).toBe(true);
  });

  it("counts a use: an old image used again is kept over one used less lately", async () => {
    const cache = cacheWith({ [hex(1)]: 2, [hex(2)]: 3, [hex(3)]: 4, [hex(4)]: 100 });
    await markImageUsed(path.join(cache, hex(4)), new Date(NOW - HOUR));
    const removed = await pruneVmImages(cache, NOW);
    expect(removed.map((d) => path.basename(d))).toEqual([hex(3)]);
  });

  it("removes nothing from a cache that is not there", async () => {
    expect(await pruneVmImages(path.join(tempTree({}), "missing"), NOW)).toEqual([]);
  });
});
