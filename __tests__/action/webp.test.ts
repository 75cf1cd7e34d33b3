import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngToWebp } from "../../src/action/webp/png-to-webp.ts";
import { encodeLosslessWebp, type RgbaImage } from "../../src/action/webp/vp8l.ts";

/** Decode with libwebp (through sharp) and compare every pixel. */
async function roundTrip(image: RgbaImage): Promise<{ same: boolean; bytes: number }> {
  const webp = encodeLosslessWebp(image);
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(Buffer.from(webp.subarray(0, 4)).toString("latin1")).toBe("RIFF");
  return {
    same:
      info.width === image.width &&
      info.height === image.height &&
      Buffer.compare(data, Buffer.from(image.data)) === 0,
    bytes: webp.length,
  };
}

function image(width: number, height: number, pixel: (x: number, y: number) => number[]): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

describe("lossless WebP encoder (VP8L), decoded by libwebp", () => {
  it("round-trips edge cases exactly", async () => {
    const cases: [string, RgbaImage][] = [
      ["one pixel", image(1, 1, () => [10, 20, 30, 255])],
      ["one colour", image(64, 48, () => [200, 200, 200, 255])],
      ["one column", image(1, 300, (_x, y) => [y & 255, 0, 255 - (y & 255), 255])],
      ["one row", image(300, 1, (x) => [x & 255, x & 255, x & 255, 255])],
      ["checkerboard", image(50, 50, (x, y) => ((x + y) % 2 ? [0, 0, 0, 255] : [255, 255, 255, 255]))],
      ["transparency", image(40, 30, (x, y) => [x * 6, y * 8, 90, (x * y) & 255])],
      ["gradients", image(333, 211, (x, y) => [x & 255, y & 255, (x + y) & 255, 255])],
    ];
    for (const [name, img] of cases) expect((await roundTrip(img)).same, name).toBe(true);
  });

  it("round-trips a desktop-like screen at full resolution, smaller than its raw pixels by far", async () => {
    const screen = image(1280, 800, (x, y) =>
      y < 30
        ? [40, 44, 52, 255]
        : x > 100 && x < 700 && y > 100 && y < 500
          ? ((x >> 3) + (y >> 4)) % 7 === 0
            ? [20, 20, 20, 255]
            : [250, 250, 250, 255]
          : [90 + (y >> 4), 120, 160, 255],
    );
    const { same, bytes } = await roundTrip(screen);
    expect(same).toBe(true);
    expect(bytes).toBeLessThan(1280 * 800 * 4 * 0.01);
  });

  it("round-trips arbitrary images (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        async (width, height, palette, seed) => {
          // A few colours, so backward references and runs happen as well as noise.
          let state = seed >>> 0;
          const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 16;
          const colours = Array.from({ length: palette }, () => [
            next() & 255,
            next() & 255,
            next() & 255,
            next() & 1 ? 255 : next() & 255,
          ]);
          const img = image(width, height, () =>
            next() % 5 === 0 ? [next() & 255, next() & 255, next() & 255, 255] : colours[next() % palette]!,
          );
          return (await roundTrip(img)).same;
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses sizes WebP cannot hold", () => {
    expect(() => encodeLosslessWebp({ width: 16385, height: 1, data: new Uint8Array(16385 * 4) })).toThrow(
      /at most 16384/,
    );
    expect(() => encodeLosslessWebp({ width: 2, height: 2, data: new Uint8Array(3) })).toThrow(
      /does not match/,
    );
  });
});

describe("a report's PNG screenshots as lossless WebP (pngToWebp)", () => {
  it("keeps every pixel, converts the same screen once, and refuses a file that is not a PNG", async () => {
    const { width, height, data } = image(120, 80, (x, y) => [x * 2, y * 3, (x ^ y) & 255, 255]);
    const png = await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const webp = pngToWebp(png);
    const decoded = await sharp(webp).ensureAlpha().raw().toBuffer();
    expect(Buffer.compare(decoded, Buffer.from(data))).toBe(0);
    // The same screen (another file, the same bytes): the same conversion, not a second encode.
    expect(pngToWebp(Buffer.from(png))).toBe(webp);
    // Another screen: its own.
    const other = await sharp(Buffer.from(data.map((v, i) => (i % 4 === 3 ? v : 255 - v))), {
      raw: { width, height, channels: 4 },
    })
      .png()
      .toBuffer();
    expect(pngToWebp(other)).not.toBe(webp);
    expect(() => pngToWebp(Buffer.from("not a png"))).toThrow();
  });
});
