import { deflateSync } from "node:zlib";

/**
 * PNG files written by hand for the image cases, so that each color type, bit depth, palette, tRNS chunk,
 * row filter and interlacing Pillow reads is exercised: `samples` holds one value per channel per pixel
 * (palette indices for color type 3), at the file's bit depth.
 */
export interface PngSpec {
  width: number;
  height: number;
  /** 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA. */
  colorType: 0 | 2 | 3 | 4 | 6;
  bitDepth?: 1 | 2 | 4 | 8 | 16;
  samples: ArrayLike<number>;
  palette?: [number, number, number][];
  trns?: number[];
  interlace?: boolean;
  /** A gAMA chunk (the gamma × 100000). */
  gamma?: number;
  /** An sRGB chunk (rendering intent 0). */
  srgb?: boolean;
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function packRow(values: number[], depth: number): Buffer {
  if (depth === 8) return Buffer.from(values);
  if (depth === 16) {
    const out = Buffer.alloc(values.length * 2);
    values.forEach((v, i) => out.writeUInt16BE(v, i * 2));
    return out;
  }
  const out = Buffer.alloc(Math.ceil((values.length * depth) / 8));
  values.forEach((v, i) => {
    const bit = i * depth;
    out[bit >> 3]! |= v << (8 - depth - (bit & 7));
  });
  return out;
}

/** Every filter type in turn, so the reader's unfiltering is exercised. */
function filterRow(row: Buffer, previous: Buffer, bpp: number, type: number): Buffer {
  const out = Buffer.alloc(row.length + 1);
  out[0] = type;
  for (let i = 0; i < row.length; i++) {
    const left = i >= bpp ? row[i - bpp]! : 0;
    const up = previous[i] ?? 0;
    const upLeft = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
    let predictor = 0;
    if (type === 1) predictor = left;
    else if (type === 2) predictor = up;
    else if (type === 3) predictor = (left + up) >> 1;
    else if (type === 4) {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    out[i + 1] = (row[i]! - predictor) & 0xff;
  }
  return out;
}

export function encodePng(spec: PngSpec): Buffer {
  const depth = spec.bitDepth ?? 8;
  const channels = CHANNELS[spec.colorType];
  const bpp = Math.max(1, (depth * channels) >> 3);
  const passes = spec.interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const rows: Buffer[] = [];
  let filter = 0;
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    const pw = Math.ceil((spec.width - x0) / dx);
    const ph = Math.ceil((spec.height - y0) / dy);
    if (pw <= 0 || ph <= 0) continue;
    let previous: Buffer = Buffer.alloc(0);
    for (let r = 0; r < ph; r++) {
      const values: number[] = [];
      for (let c = 0; c < pw; c++)
        for (let k = 0; k < channels; k++)
          values.push(spec.samples[((y0 + r * dy) * spec.width + x0 + c * dx) * channels + k]!);
      const packed = packRow(values, depth);
      rows.push(filterRow(packed, previous, bpp, filter++ % 5));
      previous = packed;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(spec.width, 0);
  ihdr.writeUInt32BE(spec.height, 4);
  ihdr[8] = depth;
  ihdr[9] = spec.colorType;
  ihdr[12] = spec.interlace ? 1 : 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr)];
  if (spec.gamma !== undefined) {
    const gama = Buffer.alloc(4);
    gama.writeUInt32BE(spec.gamma, 0);
    parts.push(chunk("gAMA", gama));
  }
  if (spec.srgb) parts.push(chunk("sRGB", Buffer.from([0])));
  if (spec.palette) parts.push(chunk("PLTE", Buffer.from(spec.palette.flat())));
  if (spec.trns) parts.push(chunk("tRNS", Buffer.from(spec.trns)));
  parts.push(chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A deterministic pseudo-random sequence (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** RGB(A) samples of a width×height picture drawn by `colour(x, y)`. */
export function draw(
  width: number,
  height: number,
  channels: 1 | 3 | 4,
  colour: (x: number, y: number) => number[],
): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out.push(...colour(x, y).slice(0, channels));
  return out;
}
