import { createHash } from "node:crypto";
import pixelmatch from "pixelmatch";
import sharp from "sharp";
import type { MaskRegion } from "../settings.ts";
import { drawLabel, GLYPH, labelWidth } from "./pixel-font.ts";
import { decodeLosslessWebp } from "./webp-lossless.ts";

/** RGBA pixels. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CompareOptions {
  /** pixelmatch's per-pixel YIQ threshold (0–1). */
  threshold: number;
  maxDiffPixels: number;
  maxDiffRatio: number;
  masks: MaskRegion[];
}

export type ComparisonKind = "identical" | "within-threshold" | "changed" | "size-changed";

export interface Comparison {
  kind: ComparisonKind;
  diffPixels: number;
  /** Differing pixels over all pixels (0–1). */
  ratio: number;
  /** Bounding box of the differing pixels; null when none differ or the sizes differ. */
  bbox: Box | null;
  width: number;
  height: number;
  baseWidth: number;
  baseHeight: number;
  /** SHA-256 of the (masked) head pixels: what an approval of this change is bound to; null if unchanged. */
  headPixelHash: string | null;
  /**
   * SHA-256 of the change itself: where it is and the (masked) baseline and head pixels inside its box.
   * The same change on other screens (a header changed in many tasks) has the same fingerprint, so it
   * is shown and approved once; null if unchanged.
   */
  changeFingerprint: string | null;
  /** Decoded images and the diff mask, kept only for changes (to draw the diff images). */
  pixels?: { base: RawImage; head: RawImage; mask: Uint8Array | null };
}

// Every image is decoded once from memory: libvips' operation cache only holds memory here.
sharp.cache(false);

/** Largest image the app decodes (about 8K × 5K). */
const MAX_PIXELS = 40_000_000;

/**
 * RGBA pixels of a screenshot. The Action's lossless WebP files are decoded here in TypeScript (a
 * fraction of libvips' cost for a screen, see webp-lossless.ts); anything else — PNG, lossy WebP, a file
 * that decoder finds malformed — goes to sharp, whose answer (or error) is final.
 */
export async function decodeImage(bytes: Buffer): Promise<RawImage> {
  try {
    const decoded = decodeLosslessWebp(bytes, { maxPixels: MAX_PIXELS });
    if (decoded) return decoded;
  } catch {
    // Malformed for our decoder: libwebp decides (and names the problem when there is one).
  }
  return decodeWithSharp(bytes);
}

/** RGBA pixels through sharp (libvips): any format it reads, an alpha band added when there is none. */
export async function decodeWithSharp(bytes: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Paint the masked regions the same colour (so they never differ), in place. */
export function applyMasks(image: RawImage, masks: MaskRegion[]): void {
  for (const m of masks) {
    const x0 = Math.max(0, m.x);
    const y0 = Math.max(0, m.y);
    const x1 = Math.min(image.width, m.x + m.width);
    const y1 = Math.min(image.height, m.y + m.height);
    for (let y = y0; y < y1; y++) {
      image.data.fill(0x7f, (y * image.width + x0) * 4, (y * image.width + x1) * 4);
    }
  }
}

/**
 * Compare a baseline screenshot with the head's. Identical files cost a memcmp of the encoded bytes;
 * identical pixels (after decoding and masking) a memcmp of the raw buffers; only real differences go
 * through pixelmatch (YIQ colour distance, anti-aliased pixels ignored), whose mask gives the count and
 * the bounding box of the change.
 */
export async function compareImages(
  baseBytes: Buffer,
  headBytes: Buffer,
  options: CompareOptions,
): Promise<Comparison> {
  if (baseBytes.equals(headBytes)) {
    const size = await sharp(headBytes).metadata();
    const width = size.width ?? 0;
    const height = size.height ?? 0;
    return unchanged("identical", width, height);
  }
  const [base, head] = await Promise.all([decodeImage(baseBytes), decodeImage(headBytes)]);
  return comparePixels(base, head, options);
}

export function comparePixels(base: RawImage, head: RawImage, options: CompareOptions): Comparison {
  const { width, height } = head;
  if (base.width !== width || base.height !== height) {
    applyMasks(head, options.masks);
    return {
      kind: "size-changed",
      diffPixels: width * height,
      ratio: 1,
      bbox: null,
      width,
      height,
      baseWidth: base.width,
      baseHeight: base.height,
      headPixelHash: pixelHash(head),
      changeFingerprint: changeFingerprint(base, head, null),
      pixels: { base, head, mask: null },
    };
  }
  applyMasks(base, options.masks);
  applyMasks(head, options.masks);
  const rows = differingRows(base, head);
  if (!rows) return unchanged("identical", width, height);

  // pixelmatch reads only the rows that differ and the two around them: its anti-aliasing test looks
  // one row up and down from a differing pixel, and one more from those neighbours, and treats a row as
  // the frame's edge only when it is the band's first or last (here: only when it is the frame's).
  // Identical rows elsewhere add nothing to its count or its mask, so the band gives the whole frame's
  // answer at a fraction of the cost when a change is local.
  const top = Math.max(0, rows.first - AA_REACH);
  const bottom = Math.min(height, rows.last + 1 + AA_REACH);
  const [from, to] = [top * width * 4, bottom * width * 4];
  const mask = new Uint8Array(width * height * 4);
  const diffPixels = pixelmatch(
    base.data.subarray(from, to),
    head.data.subarray(from, to),
    mask.subarray(from, to),
    width,
    bottom - top,
    { threshold: options.threshold, includeAA: false, diffMask: true },
  );
  const ratio = diffPixels / (width * height);
  if (diffPixels === 0 || diffPixels <= options.maxDiffPixels || ratio <= options.maxDiffRatio) {
    return {
      ...unchanged(diffPixels === 0 ? "identical" : "within-threshold", width, height),
      diffPixels,
      ratio,
    };
  }
  const bbox = maskBounds(mask, width, height, top, bottom);
  return {
    kind: "changed",
    diffPixels,
    ratio,
    bbox,
    width,
    height,
    baseWidth: width,
    baseHeight: height,
    headPixelHash: pixelHash(head),
    changeFingerprint: changeFingerprint(base, head, bbox),
    pixels: { base, head, mask },
  };
}

function unchanged(kind: ComparisonKind, width: number, height: number): Comparison {
  return {
    kind,
    diffPixels: 0,
    ratio: 0,
    bbox: null,
    width,
    height,
    baseWidth: width,
    baseHeight: height,
    headPixelHash: null,
    changeFingerprint: null,
  };
}

export function pixelHash(image: RawImage): string {
  return createHash("sha256").update(`${image.width}x${image.height}\n`).update(image.data).digest("hex");
}

/**
 * The fingerprint of a change: the frame sizes, the changed box, and the baseline's and the head's
 * pixels inside it (both frames whole when there is no box: a size change).
 */
export function changeFingerprint(base: RawImage, head: RawImage, box: Box | null): string {
  const hash = createHash("sha256").update(`${base.width}x${base.height}>${head.width}x${head.height}\n`);
  if (!box) return hash.update(base.data).update("\n").update(head.data).digest("hex");
  hash.update(`${box.x},${box.y},${box.width},${box.height}\n`);
  for (const image of [base, head]) {
    for (let y = box.y; y < box.y + box.height; y++) {
      const from = (y * image.width + box.x) * 4;
      hash.update(image.data.subarray(from, from + box.width * 4));
    }
  }
  return hash.digest("hex");
}

/** Rows pixelmatch's anti-aliasing test reads above and below a differing pixel (see comparePixels). */
const AA_REACH = 2;

/** The first and last rows in which two same-sized frames differ; null when they are identical. */
export function differingRows(a: RawImage, b: RawImage): { first: number; last: number } | null {
  const stride = a.width * 4;
  const rowEquals = (y: number) =>
    a.data.subarray(y * stride, (y + 1) * stride).equals(b.data.subarray(y * stride, (y + 1) * stride));
  let first = 0;
  while (first < a.height && rowEquals(first)) first++;
  if (first === a.height) return null;
  let last = a.height - 1;
  while (last > first && rowEquals(last)) last--;
  return { first, last };
}

/**
 * Bounding box of the opaque pixels of a diff mask (pixelmatch draws only differing pixels), looking
 * only at rows `fromRow` to `toRow` (exclusive) when given.
 */
export function maskBounds(
  mask: Uint8Array,
  width: number,
  height: number,
  fromRow = 0,
  toRow = height,
): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  // Scan 32-bit words: a pixel is set when its alpha byte is non-zero.
  const words = new Uint32Array(mask.buffer, mask.byteOffset, width * height);
  for (let y = fromRow; y < toRow; y++) {
    const row = y * width;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (words[row + x] !== 0) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = width - 1; x > first; x--) {
      if (words[row + x] !== 0) {
        last = x;
        break;
      }
    }
    if (first < minX) minX = first;
    if (last > maxX) maxX = last;
    if (y < minY) minY = y;
    maxY = y;
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

const DIFF_RED = [230, 20, 40] as const;
const BOX_COLOUR = [255, 0, 200] as const;
const GAP_COLOUR = { r: 208, g: 215, b: 222, alpha: 1 };

// Pixels as little-endian 32-bit words: 0xAABBGGRR.
const word = (r: number, g: number, b: number) => ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
const RED_WORD = word(DIFF_RED[0], DIFF_RED[1], DIFF_RED[2]);
/** Faded grey for each luma (0–255): 255 - (255 - luma) × 0.35. */
const FADED_WORDS = Uint32Array.from({ length: 256 }, (_, luma) => {
  const v = 255 - Math.round((255 - luma) * 0.35);
  return word(v, v, v);
});

/** The head image faded to a light grey with the differing pixels in red (RGBA, new buffer). */
function fadedWithDiff(head: RawImage, mask: Uint8Array | null): Buffer {
  const out = Buffer.allocUnsafe(head.data.length);
  const src = head.data;
  const dst = new Uint32Array(out.buffer, out.byteOffset, out.length >> 2);
  const marks = mask ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2) : null;
  for (let p = 0, i = 0; p < dst.length; p++, i += 4) {
    if (marks !== null && marks[p] !== 0) {
      dst[p] = RED_WORD;
    } else {
      // Integer luma (BT.601 weights × 256).
      dst[p] = FADED_WORDS[(77 * src[i]! + 150 * src[i + 1]! + 29 * src[i + 2]!) >> 8]!;
    }
  }
  return out;
}

function drawBox(data: Buffer, width: number, height: number, box: Box, thickness = 2): void {
  const set = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    data[i] = BOX_COLOUR[0];
    data[i + 1] = BOX_COLOUR[1];
    data[i + 2] = BOX_COLOUR[2];
    data[i + 3] = 255;
  };
  for (let t = 0; t < thickness; t++) {
    const x0 = box.x - 1 - t;
    const y0 = box.y - 1 - t;
    const x1 = box.x + box.width + t;
    const y1 = box.y + box.height + t;
    for (let x = x0; x <= x1; x++) {
      set(x, y0);
      set(x, y1);
    }
    for (let y = y0; y <= y1; y++) {
      set(x0, y);
      set(x1, y);
    }
  }
}

/** The region shown side by side: the change's box with a margin, at least 240 × 150, inside the frame. */
export function cropAround(box: Box | null, width: number, height: number): Box {
  if (!box) return { x: 0, y: 0, width, height };
  const margin = Math.max(24, Math.round(Math.max(box.width, box.height) * 0.15));
  let w = Math.min(width, Math.max(240, box.width + 2 * margin));
  let h = Math.min(height, Math.max(150, box.height + 2 * margin));
  let x = Math.round(box.x + box.width / 2 - w / 2);
  let y = Math.round(box.y + box.height / 2 - h / 2);
  x = Math.max(0, Math.min(x, width - w));
  y = Math.max(0, Math.min(y, height - h));
  w = Math.min(w, width - x);
  h = Math.min(h, height - y);
  return { x, y, width: w, height: h };
}

const rawInput = (image: RawImage) => ({
  raw: { width: image.width, height: image.height, channels: 4 as const },
});

/** The full head frame, faded, with the differing pixels in red and a box around the change (PNG). */
export async function renderOverlay(comparison: Comparison): Promise<Buffer> {
  const { head, mask } = comparison.pixels!;
  const data = fadedWithDiff(head, mask);
  if (comparison.bbox) drawBox(data, head.width, head.height, comparison.bbox);
  return sharp(data, rawInput(head)).png({ compressionLevel: 4 }).toBuffer();
}

/**
 * The baseline's and this run's pixels around a change (the side-by-side sheet's crop), each its own
 * PNG: the review page lays them side by side, under a slider, or one over the other (onion skin).
 * Null for a size change (there is no common crop).
 */
export async function renderCrops(comparison: Comparison): Promise<{ base: Buffer; head: Buffer } | null> {
  if (comparison.kind !== "changed") return null;
  const { base, head } = comparison.pixels!;
  const box = cropAround(comparison.bbox, head.width, head.height);
  const raw = { raw: { width: box.width, height: box.height, channels: 4 as const } };
  const [b, h] = await Promise.all(
    [base, head].map((image) => sharp(crop(image, box), raw).png({ compressionLevel: 6 }).toBuffer()),
  );
  return { base: b!, head: h! };
}

/** A `box` cut out of an RGBA image, row by row (no decode, no library call). */
function crop(image: RawImage, box: Box): Buffer {
  const out = Buffer.allocUnsafe(box.width * box.height * 4);
  const rowBytes = box.width * 4;
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 4;
    image.data.copy(out, y * rowBytes, from, from + rowBytes);
  }
  return out;
}

/** The label band above each pane: white capitals on dark grey, 2× the 5×7 font. */
const LABEL = { band: 26, scale: 2, background: [36, 41, 47] as const, text: [255, 255, 255] as const };
/** Panes side by side up to this width, stacked beyond it. */
const ACROSS_MAX_WIDTH = 2400;
/** The whole sheet stays within this: larger panes are scaled down first (labels keep their size). */
export const SHEET_MAX = { width: 1800, height: 1500 } as const;

/**
 * Labelled panes on a grey background, `gap` pixels apart (RGBA): side by side, or stacked top to
 * bottom when side by side would be wider than ACROSS_MAX_WIDTH. Each pane has its label in a band
 * above it.
 */
function labelledSheet(panes: RawImage[], labels: readonly string[], gap: number): RawImage {
  const across = panes.reduce((w, p) => w + p.width, 0) + (panes.length - 1) * gap <= ACROSS_MAX_WIDTH;
  const paneHeight = (p: RawImage) => p.height + LABEL.band;
  const totalWidth = across
    ? panes.reduce((w, p) => w + p.width, 0) + (panes.length - 1) * gap
    : Math.max(...panes.map((p) => p.width));
  const totalHeight = across
    ? Math.max(...panes.map(paneHeight))
    : panes.reduce((h, p) => h + paneHeight(p), 0) + (panes.length - 1) * gap;
  const data = Buffer.allocUnsafe(totalWidth * totalHeight * 4).fill(
    Buffer.from([GAP_COLOUR.r, GAP_COLOUR.g, GAP_COLOUR.b, 255]),
  );
  let left = 0;
  let top = 0;
  panes.forEach((pane, index) => {
    const band = Buffer.from([...LABEL.background, 255]);
    for (let y = 0; y < LABEL.band; y++) {
      data.fill(band, ((top + y) * totalWidth + left) * 4, ((top + y) * totalWidth + left + pane.width) * 4);
    }
    const textTop = top + Math.floor((LABEL.band - GLYPH.height * LABEL.scale) / 2);
    const label = labels[index] ?? "";
    const textLeft = left + Math.max(4, Math.floor((pane.width - labelWidth(label, LABEL.scale)) / 2));
    drawLabel(data, totalWidth, totalHeight, textLeft, textTop, label, LABEL.scale, LABEL.text);
    for (let y = 0; y < pane.height; y++) {
      pane.data.copy(
        data,
        ((top + LABEL.band + y) * totalWidth + left) * 4,
        y * pane.width * 4,
        (y + 1) * pane.width * 4,
      );
    }
    if (across) left += pane.width + gap;
    else top += paneHeight(pane) + gap;
  });
  return { data, width: totalWidth, height: totalHeight };
}

/** Scale panes by `factor` (≤ 1) with a smooth filter; unchanged at 1. */
async function scalePanes(panes: RawImage[], factor: number): Promise<RawImage[]> {
  if (factor >= 1) return panes;
  return Promise.all(
    panes.map(async (pane) => {
      const { data, info } = await sharp(pane.data, rawInput(pane))
        .resize({
          width: Math.max(1, Math.floor(pane.width * factor)),
          height: Math.max(1, Math.floor(pane.height * factor)),
          fit: "inside",
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/** How much panes of this size must shrink for the sheet to stay within SHEET_MAX (1 when they fit). */
function fitFactor(panes: RawImage[], gap: number): number {
  const gaps = (panes.length - 1) * gap;
  const paneWidths = panes.reduce((w, p) => w + p.width, 0);
  if (paneWidths + gaps <= ACROSS_MAX_WIDTH) {
    const tallest = Math.max(...panes.map((p) => p.height));
    return Math.min(1, (SHEET_MAX.width - gaps) / paneWidths, (SHEET_MAX.height - LABEL.band) / tallest);
  }
  const widest = Math.max(...panes.map((p) => p.width));
  const paneHeights = panes.reduce((h, p) => h + p.height, 0);
  const room = SHEET_MAX.height - gaps - panes.length * LABEL.band;
  return Math.min(1, SHEET_MAX.width / widest, room / paneHeights);
}

export const PANE_LABELS = ["BASELINE", "THIS RUN", "DIFFERENCE"] as const;

/**
 * Baseline · this run · difference, cropped around the change, each pane labelled and the changed
 * region outlined in this run and in the difference (PNG), assembled in memory and encoded once
 * (stacked when the change is wide; scaled down to stay within SHEET_MAX). For a size change: both
 * frames whole, scaled to the same height, labelled.
 */
export async function renderSideBySide(comparison: Comparison): Promise<Buffer> {
  const { base, head, mask } = comparison.pixels!;
  const gap = 12;
  if (comparison.kind === "size-changed") {
    const targetHeight = Math.min(800, Math.max(base.height, head.height));
    const panes = await Promise.all(
      [base, head].map(async (img) => {
        const { data, info } = await sharp(img.data, rawInput(img))
          .resize({ height: targetHeight })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
    const fitted = await scalePanes(panes, fitFactor(panes, gap));
    const sheet = labelledSheet(fitted, PANE_LABELS.slice(0, 2), gap);
    return sharp(sheet.data, rawInput(sheet)).png({ compressionLevel: 6 }).toBuffer();
  }
  const box = cropAround(comparison.bbox, head.width, head.height);
  const headCrop = { data: crop(head, box), width: box.width, height: box.height };
  const maskCrop = mask
    ? new Uint8Array(
        crop(
          {
            data: Buffer.from(mask.buffer, mask.byteOffset, mask.length),
            width: head.width,
            height: head.height,
          },
          box,
        ),
      )
    : null;
  const diff = fadedWithDiff(headCrop, maskCrop);
  if (comparison.bbox) {
    // The changed region outlined where people look for it: in this run and in the difference.
    const changed = {
      x: comparison.bbox.x - box.x,
      y: comparison.bbox.y - box.y,
      width: comparison.bbox.width,
      height: comparison.bbox.height,
    };
    drawBox(headCrop.data, box.width, box.height, changed);
    drawBox(diff, box.width, box.height, changed);
  }
  const panes = [
    { data: crop(base, box), width: box.width, height: box.height },
    headCrop,
    { data: diff, width: box.width, height: box.height },
  ];
  const sheet = labelledSheet(await scalePanes(panes, fitFactor(panes, gap)), PANE_LABELS, gap);
  return sharp(sheet.data, rawInput(sheet)).png({ compressionLevel: 6 }).toBuffer();
}
