/**
 * The App's own lossless WebP decoder gives exactly the pixels libwebp gives (through sharp) for what
 * libwebp's encoder writes at every effort (palettes packed 8, 4, 2 and 1 to a byte, the colour cache,
 * meta prefix codes, all predictor modes, the cross-colour transform), near-lossless files, and our
 * own encoder's (the Action's screenshots); it leaves every other file to sharp, and refuses a
 * truncated one.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeImage } from "../../app/diff/image-diff.ts";
import { decodeLosslessWebp, WebpDecodeError } from "../../app/diff/webp-lossless.ts";
import { encodeLosslessWebp } from "../../src/action/webp/vp8l.ts";
import { screen } from "./support/fixtures.ts";

const LIMITS = { maxPixels: 40_000_000 };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function libwebp(file: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const raw = (p: Pixels) => sharp(p.data, { raw: { width: p.width, height: p.height, channels: 4 } });

/** `colours` distinct colours (with alpha when asked) scattered pseudo-randomly. */
function scattered(width: number, height: number, colours: number, alpha: boolean, seed: number): Pixels {
  let s = seed;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 16;
  const palette = Array.from({ length: colours }, () => [
    next() & 255,
    next() & 255,
    next() & 255,
    alpha ? next() & 255 : 255,
  ]);
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(palette[next() % colours]!, i * 4);
  return { data, width, height };
}

/** Smooth gradients with varying alpha: what the predictor's averaging modes and cross-colour are for. */
function gradient(width: number, height: number): Pixels {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 3 + y) & 255;
      data[i + 1] = (Math.round(Math.sin(x / 9) * 100) + y) & 255;
      data[i + 2] = ((x * y) >> 6) & 255;
      data[i + 3] = 255 - ((x + y) & 127);
    }
  }
  return { data, width, height };
}

/** A photo-like image: smooth waves and slopes with a little noise (every predictor mode is worth it). */
function photo(width: number, height: number): Pixels {
  let s = 9;
  const noise = () => (((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 16) % 9) - 4;
  const byte = (v: number) => Math.max(0, Math.min(255, v));
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = byte(128 + Math.round(100 * Math.sin(x / 17 + y / 23)) + noise());
      data[i + 1] = byte(((x + 2 * y) % 256) + noise());
      data[i + 2] = byte(255 - (((x * y) >> 7) % 256) + noise());
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

async function encodings(p: Pixels): Promise<[string, Buffer][]> {
  const out: [string, Buffer][] = [];
  for (const effort of [0, 1, 2, 3, 4, 5, 6]) {
    out.push([
      `libwebp effort ${effort}`,
      await raw(p).webp({ lossless: true, effort, exact: true }).toBuffer(),
    ]);
  }
  out.push([
    "libwebp near-lossless",
    await raw(p).webp({ nearLossless: true, quality: 40, exact: true }).toBuffer(),
  ]);
  out.push(["the Action's encoder", Buffer.from(encodeLosslessWebp(p))]);
  return out;
}

const IMAGES: [string, () => Pixels][] = [
  ["a 1280×800 screen", () => screen({ seed: 3, changedButton: true, lines: 2 })],
  ["a gradient with alpha, 257×190", () => gradient(257, 190)],
  ["a photo-like image, 200×150", () => photo(200, 150)],
  ["1×1", () => scattered(1, 1, 1, false, 1)],
  ...[2, 3, 4, 11, 16, 17, 200, 100_000].flatMap((colours): [string, () => Pixels][] => [
    [`${colours} colours, 61×37`, () => scattered(61, 37, colours, false, colours)],
    [`${colours} colours with alpha, 300×7`, () => scattered(300, 7, colours, true, colours + 1)],
  ]),
];

describe("the lossless WebP decoder", () => {
  it.each(IMAGES)("decodes %s as libwebp does, whatever wrote it", async (_name, make) => {
    const image = make();
    for (const [encoder, file] of await encodings(image)) {
      const expected = await libwebp(file);
      const decoded = decodeLosslessWebp(file, LIMITS);
      expect(decoded, encoder).not.toBeNull();
      expect({ width: decoded!.width, height: decoded!.height }, encoder).toEqual({
        width: expected.width,
        height: expected.height,
      });
      // Buffer.equals first: a failing toEqual on 4 MB would print all of it.
      expect(decoded!.data.equals(expected.data), `${encoder}: pixels differ from libwebp's`).toBe(true);
    }
  });

  it("leaves PNG, lossy WebP and images past the pixel limit to sharp", async () => {
    const image = scattered(40, 30, 5, false, 7);
    expect(decodeLosslessWebp(await raw(image).png().toBuffer(), LIMITS)).toBeNull();
    expect(decodeLosslessWebp(await raw(image).webp({ quality: 80 }).toBuffer(), LIMITS)).toBeNull();
    const lossless = await raw(image).webp({ lossless: true }).toBuffer();
    expect(decodeLosslessWebp(lossless, { maxPixels: 40 * 30 - 1 })).toBeNull();
    // decodeImage decodes them all, the same way.
    for (const file of [await raw(image).png().toBuffer(), lossless]) {
      expect((await decodeImage(file)).data.equals(image.data)).toBe(true);
    }
  });

  it("refuses a truncated stream, and decodeImage then reports sharp's error", async () => {
    const file = Buffer.from(encodeLosslessWebp(gradient(120, 80)));
    const cut = Buffer.from(file.subarray(0, Math.floor(file.length / 2)));
    // The RIFF and chunk sizes still say the whole length: the cut is inside the VP8L stream.
    cut.writeUInt32LE(cut.length - 8, 4);
    cut.writeUInt32LE(cut.length - 20, 16);
    expect(() => decodeLosslessWebp(cut, LIMITS)).toThrow(WebpDecodeError);
    await expect(decodeImage(cut)).rejects.toThrow();
  });
});
