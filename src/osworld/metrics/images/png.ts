import { inflateSync } from "node:zlib";
import { PythonError } from "../../python-error.ts";
import type { PilImage } from "./pil-image.ts";

/**
 * A PNG decoded into the image Pillow's PngImagePlugin makes of it, so that modes and values match what
 * OSWorld's metrics see: gray 8-bit is "L" (1-bit "1", 2/4-bit scaled to 0–255 as "L"), gray+alpha "LA",
 * truecolor "RGB" / "RGBA" (16-bit samples keep their high byte), palette "P" with its indices, palette
 * and `tRNS` kept; 16-bit gray ("I;16") is refused as not ported.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(data: Uint8Array): boolean {
  return data.length >= 8 && Buffer.from(data.subarray(0, 8)).equals(SIGNATURE);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG's samples as stored (16-bit samples whole, palette indices), with the chunks decoders look at. */
export interface PngSamples {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  channels: number;
  /** One value per channel per pixel, row by row, at the file's bit depth. */
  samples: Uint16Array;
  palette?: Uint8Array;
  trns?: Uint8Array;
  /** libpng's file gamma in fixed point (gAMA × 100000; sRGB is 45455), when the file says one. */
  gamma?: number;
}

export function decodePng(data: Uint8Array): PilImage {
  const { width, height, depth, colorType, samples, palette, trns } = readPngSamples(data);
  if (colorType === 0 && depth === 16)
    throw new PythonError("NotSupported", "desktest does not port Pillow's 16-bit grayscale (I;16) images");
  if (colorType === 3) {
    if (!palette) throw new PythonError("SyntaxError", "broken PNG file (no palette)");
    return {
      mode: "P",
      width,
      height,
      data: Uint8Array.from(samples),
      palette,
      ...(trns ? { transparency: trns } : {}),
    };
  }
  const scale = depth === 1 ? 255 : depth === 2 ? 85 : depth === 4 ? 17 : 1;
  // Pillow keeps the high byte of 16-bit samples (…;16B raw modes)
  const data8 = Uint8Array.from(samples, (v) => (depth === 16 ? v >> 8 : v * scale));
  const mode =
    colorType === 0 ? (depth === 1 ? "1" : "L") : colorType === 2 ? "RGB" : colorType === 4 ? "LA" : "RGBA";
  const transparency =
    trns && colorType === 0
      ? [(trns[0]! << 8) | trns[1]!]
      : trns && colorType === 2
        ? [(trns[0]! << 8) | trns[1]!, (trns[2]! << 8) | trns[3]!, (trns[4]! << 8) | trns[5]!]
        : undefined;
  return { mode, width, height, data: data8, ...(transparency ? { transparencyColor: transparency } : {}) };
}

/** The samples of a PNG, unfiltered and de-interlaced. */
export function readPngSamples(data: Uint8Array): PngSamples {
  const buffer = Buffer.from(data);
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = -1;
  let interlace = 0;
  let palette: Uint8Array | undefined;
  let trns: Uint8Array | undefined;
  let gamma: number | undefined;
  let srgb = false;
  const idat: Buffer[] = [];
  while (pos + 8 <= buffer.length) {
    const length = buffer.readUInt32BE(pos);
    const type = buffer.toString("latin1", pos + 4, pos + 8);
    const body = buffer.subarray(pos + 8, pos + 8 + length);
    pos += 12 + length;
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8]!;
      colorType = body[9]!;
      interlace = body[12]!;
    } else if (type === "PLTE") palette = new Uint8Array(body);
    else if (type === "tRNS") trns = new Uint8Array(body);
    else if (type === "gAMA" && body.length === 4 && body.readUInt32BE(0) > 0) gamma = body.readUInt32BE(0);
    else if (type === "sRGB") srgb = true;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
  }
  const channels = CHANNELS[colorType];
  if (channels === undefined || width === 0 || height === 0)
    throw new PythonError("UnidentifiedImageError", "cannot identify image file");
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    throw new PythonError("OSError", "image file is truncated");
  }
  const samples = new Uint16Array(width * height * channels);
  const bitsPerPixel = depth * channels;
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  let offset = 0;
  const passes =
    interlace === 1
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
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth <= 0 || passHeight <= 0) continue;
    const stride = Math.ceil((passWidth * bitsPerPixel) / 8);
    let previous = new Uint8Array(stride);
    for (let row = 0; row < passHeight; row++) {
      if (offset + 1 + stride > raw.length) throw new PythonError("OSError", "image file is truncated");
      const filter = raw[offset]!;
      const line = new Uint8Array(raw.subarray(offset + 1, offset + 1 + stride));
      offset += 1 + stride;
      unfilter(filter, line, previous, bytesPerPixel);
      previous = line;
      for (let x = 0; x < passWidth; x++)
        for (let c = 0; c < channels; c++) {
          const index = x * channels + c;
          let value: number;
          if (depth === 16) value = (line[index * 2]! << 8) | line[index * 2 + 1]!;
          else if (depth === 8) value = line[index]!;
          else {
            const bit = index * depth;
            value = (line[bit >> 3]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
          }
          samples[((y0 + row * dy) * width + x0 + x * dx) * channels + c] = value;
        }
    }
  }
  return {
    width,
    height,
    depth,
    colorType,
    channels,
    samples,
    ...(palette ? { palette } : {}),
    ...(trns ? { trns } : {}),
    // libpng: an sRGB chunk means the sRGB gamma, whatever gAMA says
    ...(srgb ? { gamma: 45455 } : gamma !== undefined ? { gamma } : {}),
  };
}

function unfilter(filter: number, line: Uint8Array, previous: Uint8Array, bpp: number): void {
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? line[i - bpp]! : 0;
    const up = previous[i]!;
    const upLeft = i >= bpp ? previous[i - bpp]! : 0;
    let add = 0;
    switch (filter) {
      case 0:
        break;
      case 1:
        add = left;
        break;
      case 2:
        add = up;
        break;
      case 3:
        add = (left + up) >> 1;
        break;
      case 4: {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
        break;
      }
      default:
        throw new PythonError("SyntaxError", `broken PNG file (unknown filter ${filter})`);
    }
    line[i] = (line[i]! + add) & 0xff;
  }
}
