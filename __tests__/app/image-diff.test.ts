import pixelmatch from "pixelmatch";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  compareImages,
  comparePixels,
  cropAround,
  decodeImage,
  maskBounds,
  PANE_LABELS,
  renderOverlay,
  renderSideBySide,
  SHEET_MAX,
} from "../../app/diff/image-diff.ts";
import { png, screen, webp } from "./support/fixtures.ts";

const options = { threshold: 0.1, maxDiffPixels: 0, maxDiffRatio: 0, masks: [] };
/** The label band above each pane of a side-by-side sheet. */
const LABEL_BAND = 26;

/** Anti-aliased discs (librsvg through sharp), each `[cx, cy, r]`, on a light background: RGBA pixels. */
async function discs(width: number, height: number, circles: [number, number, number][]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#eceff4"/>${circles.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#3b4252"/>`).join("")}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("screenshot comparison", () => {
  it("counts and outlines exactly what pixelmatch finds on the whole frame, anti-aliasing included", async () => {
    const [w, h] = [160, 120];
    const still: [number, number, number][] = [
      [30, 30, 12.3],
      [120, 90, 20.6],
    ];
    // Discs moved by a fraction of a pixel (anti-aliased edges change), at the top and bottom edges,
    // next to a still disc, and a band of a single row.
    const moves: [number, number, number][][] = [
      [[80, 60, 9.5]],
      [[80, 1.5, 6.2]],
      [[80, 117.7, 5.3]],
      [[40, 40, 7.7]],
      [[100, 20, 1.6]],
    ];
    for (const moved of moves) {
      const base = await discs(w, h, [...still, ...moved]);
      const head = await discs(w, h, [
        ...still,
        ...moved.map(([x, y, r]): [number, number, number] => [x + 1.4, y + 1.35, r]),
      ]);
      const whole = new Uint8Array(w * h * 4);
      const expected = pixelmatch(base.data, head.data, whole, w, h, {
        threshold: 0.1,
        includeAA: false,
        diffMask: true,
      });
      const result = comparePixels(base, head, options);
      expect(result.diffPixels, JSON.stringify(moved)).toBe(expected);
      expect(expected, "the case must show a change").toBeGreaterThan(0);
      expect(Buffer.from(result.pixels!.mask!).equals(Buffer.from(whole)), JSON.stringify(moved)).toBe(true);
      expect(result.bbox).toEqual(maskBounds(whole, w, h));
    }
  });

  it("short-circuits identical files and identical pixels", async () => {
    const a = await webp(screen({ seed: 1 }));
    expect((await compareImages(a, Buffer.from(a), options)).kind).toBe("identical");
    const samePixels = await png(screen({ seed: 1 }));
    const result = await compareImages(a, samePixels, options);
    expect(result).toMatchObject({
      kind: "identical",
      diffPixels: 0,
      headPixelHash: null,
      width: 1280,
      height: 800,
    });
    expect(result.pixels).toBeUndefined();
  });

  it("finds a change, its bounding box, and binds approvals to the head pixels", async () => {
    const base = await webp(screen({ seed: 1 }));
    const head = await webp(screen({ seed: 1, changedButton: true }));
    const result = await compareImages(base, head, options);
    expect(result.kind).toBe("changed");
    expect(result.bbox).toEqual({ x: 950, y: 680, width: 170, height: 40 });
    expect(result.diffPixels).toBe(6200);
    expect(result.headPixelHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await compareImages(base, await png(screen({ seed: 1, changedButton: true })), options);
    expect(again.headPixelHash).toBe(result.headPixelHash);
  });

  it("ignores masked regions and tolerates changes within the thresholds", async () => {
    const base = await webp(screen({ seed: 3, clock: 0 }));
    const head = await webp(screen({ seed: 3, clock: 255 }));
    expect((await compareImages(base, head, options)).kind).toBe("changed");
    const masked = await compareImages(base, head, {
      ...options,
      masks: [{ x: 1180, y: 0, width: 100, height: 28 }],
    });
    expect(masked.kind).toBe("identical");
    const tolerated = await compareImages(base, head, { ...options, maxDiffPixels: 1000 });
    expect(tolerated.kind).toBe("within-threshold");
  });

  it("does not count anti-aliasing or faint colour noise", async () => {
    // Shapes rendered with anti-aliasing, then moved by a fraction of a pixel: only edge pixels
    // change, and pixelmatch classifies them as anti-aliasing. A faint tint stays under the threshold.
    const draw = async (dx: number, fill = "#1e3a5f") =>
      decodeImage(
        await sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#ffffff"/>` +
              `<circle cx="${60 + dx}" cy="60" r="40" fill="${fill}"/><rect x="${130 + dx}" y="30.5" width="80" height="60" rx="12" fill="${fill}"/></svg>`,
          ),
        )
          .png()
          .toBuffer(),
      );
    const base = await draw(0);
    const moved = await draw(0.3);
    expect(moved.data.equals(base.data)).toBe(false); // hundreds of edge pixels differ
    const shifted = comparePixels(await draw(0), moved, options);
    expect(shifted.kind).not.toBe("changed");
    expect(comparePixels(base, await draw(0, "#1e3a62"), options).kind).not.toBe("changed");
    expect(comparePixels(await draw(0), await draw(12), options).kind).toBe("changed");
  });

  it("reports a size change", async () => {
    const result = await compareImages(
      await webp(screen({}, 1280, 800)),
      await webp(screen({}, 1024, 768)),
      options,
    );
    expect(result).toMatchObject({
      kind: "size-changed",
      width: 1024,
      height: 768,
      baseWidth: 1280,
      baseHeight: 800,
    });
    const image = await sharp(await renderSideBySide(result)).metadata();
    // Both frames whole at one height under their labels, scaled down to stay compact.
    expect(image.width).toBeLessThanOrEqual(SHEET_MAX.width);
    expect(image.height).toBeGreaterThan(LABEL_BAND + 400);
    expect(image.height).toBeLessThanOrEqual(800 + LABEL_BAND);
  });
});

describe("diff images", () => {
  it("draws the overlay (change in red, rest faded) and labelled panes around the change, outlined", async () => {
    const result = await compareImages(
      await webp(screen({ seed: 1 })),
      await webp(screen({ seed: 1, changedButton: true })),
      options,
    );
    const overlay = await decodeImage(await renderOverlay(result));
    expect([overlay.width, overlay.height]).toEqual([1280, 800]);
    const px = (x: number, y: number) => [
      ...overlay.data.subarray((y * 1280 + x) * 4, (y * 1280 + x) * 4 + 3),
    ];
    expect(px(1000, 700)).toEqual([230, 20, 40]);
    expect(px(948, 700)).toEqual([255, 0, 200]); // the box around the change
    const [r, g, b] = px(640, 40);
    expect(r).toBe(g);
    expect(g).toBe(b);

    const side = await decodeImage(await renderSideBySide(result));
    const crop = cropAround(result.bbox, 1280, 800);
    expect(crop).toEqual({ x: 915, y: 625, width: 240, height: 150 });
    expect([side.width, side.height]).toEqual([crop.width * 3 + 24, crop.height + LABEL_BAND]);
    const at = (x: number, y: number) => [
      ...side.data.subarray((y * side.width + x) * 4, (y * side.width + x) * 4 + 3),
    ];
    const pane = (x: number, y: number) => at(x, LABEL_BAND + y);
    // Baseline pane: the blue button; this run: the red one moved left; difference: red marks.
    expect(pane(990 - 915, 690 - 625)).toEqual([94, 129, 172]);
    expect(pane(252 + (960 - 915), 690 - 625)).toEqual([191, 97, 106]);
    expect(pane(2 * 252 + (1000 - 915), 690 - 625)).toEqual([230, 20, 40]);
    // The changed region is outlined in this run's pane and in the difference, not in the baseline.
    const edge = { x: result.bbox!.x - 1 - crop.x, y: result.bbox!.y + 5 - crop.y };
    expect(pane(252 + edge.x, edge.y)).toEqual([255, 0, 200]);
    expect(pane(2 * 252 + edge.x, edge.y)).toEqual([255, 0, 200]);
    expect(pane(edge.x, edge.y)).not.toEqual([255, 0, 200]);
    // Each pane is labelled: white text on the dark band above it, in the label's width only.
    for (const [index, label] of PANE_LABELS.entries()) {
      const band: number[][] = [];
      for (let y = 0; y < LABEL_BAND; y++)
        for (let x = index * 252; x < index * 252 + crop.width; x++) band.push(at(x, y));
      const white = band.filter(([r, g, b]) => r === 255 && g === 255 && b === 255).length;
      expect(white, label).toBeGreaterThan(label.replace(/ /g, "").length * 20);
      expect(band.filter(([r, g, b]) => r === 36 && g === 41 && b === 47).length).toBeGreaterThan(white);
    }
  });

  it("keeps a wide change's sheet compact: stacked panes, scaled to fit, labels kept", async () => {
    const wide = comparePixels(
      await decodeImage(await webp(screen({ seed: 1 }, 2560, 1600))),
      await decodeImage(await webp(screen({ seed: 9 }, 2560, 1600))),
      options,
    );
    expect(wide.kind).toBe("changed");
    const sheet = await sharp(await renderSideBySide(wide)).metadata();
    expect(sheet.width).toBeLessThanOrEqual(SHEET_MAX.width);
    expect(sheet.height).toBeLessThanOrEqual(SHEET_MAX.height);
  });

  it("finds mask bounds", () => {
    const mask = new Uint8Array(10 * 10 * 4);
    mask[(3 * 10 + 4) * 4 + 3] = 255;
    mask[(6 * 10 + 8) * 4 + 3] = 255;
    expect(maskBounds(mask, 10, 10)).toEqual({ x: 4, y: 3, width: 5, height: 4 });
    expect(maskBounds(new Uint8Array(400), 10, 10)).toBeNull();
  });
});
