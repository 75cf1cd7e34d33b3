import { createHash } from "node:crypto";
import pngjs from "pngjs";
import { encodeLosslessWebp } from "./vp8l.ts";

/** What the memory of converted screens may hold (bytes of WebP kept), in one process. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** A PNG's content hash → its lossless WebP, oldest first (Map order): an LRU. */
const converted = new Map<string, Buffer>();
let keptBytes = 0;

/**
 * A PNG screenshot as a lossless WebP at full resolution. The same screen is converted once in a process:
 * tasks of a suite often end on the same screen (replays of one app), and encoding is the cost of
 * staging a report artifact. Throws what the PNG decoder throws for a file that is not a PNG.
 */
export function pngToWebp(png: Buffer): Buffer {
  const key = createHash("sha256").update(png).digest("hex");
  const known = converted.get(key);
  if (known) {
    converted.delete(key);
    converted.set(key, known);
    return known;
  }
  const image = pngjs.PNG.sync.read(png);
  const webp = Buffer.from(
    encodeLosslessWebp({
      width: image.width,
      height: image.height,
      data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length),
    }),
  );
  if (webp.length <= KEPT_BYTES) {
    converted.set(key, webp);
    keptBytes += webp.length;
    for (const [oldest, bytes] of converted) {
      if (keptBytes <= KEPT_BYTES) break;
      converted.delete(oldest);
      keptBytes -= bytes.length;
    }
  }
  return webp;
}
