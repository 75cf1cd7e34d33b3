import { BitWriter } from "./bit-writer.ts";
import { canonicalCode, codeLengths, type PrefixCode } from "./huffman.ts";

/**
 * A lossless WebP encoder (the VP8L bitstream of the WebP Lossless Bitstream Specification, RFC 9649)
 * in plain TypeScript, so the bundled Action needs no native image library on the runner. It uses the
 * subtract-green transform, a predictor transform choosing left or top per 32×32 block, LZ77 backward
 * references with linear distances, and one set of canonical prefix codes. Every pixel round-trips
 * exactly (the tests decode with libwebp through sharp and compare).
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width × height pixels, 4 bytes each: red, green, blue, alpha. */
  data: Uint8Array;
}

const MAX_DIMENSION = 16384;
const PREDICTOR_BITS = 5;
const MODE_LEFT = 1;
const MODE_TOP = 2;
const LENGTH_CODES = 24;
const DISTANCE_CODES = 40;
const GREEN_ALPHABET = 256 + LENGTH_CODES;
const MAX_LENGTH = 4096;
const MIN_MATCH = 3;
/** Linear distance d is sent as the distance code d + 120, which must stay below 2^20. */
const MAX_DISTANCE = (1 << 20) - 121;
const HASH_BITS = 18;
const CHAIN_LIMIT = 12;
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

export function encodeLosslessWebp(image: RgbaImage): Uint8Array {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`cannot encode a ${width}×${height} image`);
  }
  if (width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw new Error(`WebP images are at most ${MAX_DIMENSION} pixels wide and high, not ${width}×${height}`);
  }
  if (data.length !== width * height * 4) throw new Error("the pixel data does not match the image size");

  const count = width * height;
  const argb = new Uint32Array(count);
  let alphaUsed = false;
  for (let i = 0, o = 0; i < count; i++, o += 4) {
    const r = data[o]!;
    const g = data[o + 1]!;
    const b = data[o + 2]!;
    const a = data[o + 3]!;
    if (a !== 255) alphaUsed = true;
    // Subtract green: red and blue become differences to green.
    argb[i] = ((a << 24) | (((r - g) & 0xff) << 16) | (g << 8) | ((b - g) & 0xff)) >>> 0;
  }
  const { modes, residuals, blocksWide, blocksHigh } = predict(argb, width, height);

  const out = new BitWriter();
  out.write(0x2f, 8);
  out.write(width - 1, 14);
  out.write(height - 1, 14);
  out.write(alphaUsed ? 1 : 0, 1);
  out.write(0, 3);
  // Transforms, in the order the decoder reads them (it undoes them in reverse).
  out.write(1, 1);
  out.write(2, 2); // subtract green
  out.write(1, 1);
  out.write(0, 2); // predictor
  out.write(PREDICTOR_BITS - 2, 3);
  writeImageData(out, modes, blocksWide, blocksHigh, false);
  out.write(0, 1); // no more transforms
  writeImageData(out, residuals, width, height, true);
  return riffContainer(out.finish());
}

/** The predictor transform: per block, left or top, whichever leaves smaller residuals. */
function predict(argb: Uint32Array, width: number, height: number) {
  const size = 1 << PREDICTOR_BITS;
  const blocksWide = Math.ceil(width / size);
  const blocksHigh = Math.ceil(height / size);
  const modes = new Uint32Array(blocksWide * blocksHigh);
  const residuals = new Uint32Array(argb.length);
  for (let by = 0; by < blocksHigh; by++) {
    for (let bx = 0; bx < blocksWide; bx++) {
      const x0 = bx * size;
      const y0 = by * size;
      const x1 = Math.min(width, x0 + size);
      const y1 = Math.min(height, y0 + size);
      let costLeft = 0;
      let costTop = 0;
      for (let y = Math.max(1, y0); y < y1; y++) {
        for (let x = Math.max(1, x0); x < x1; x++) {
          const i = y * width + x;
          costLeft += magnitude(subPixels(argb[i]!, argb[i - 1]!));
          costTop += magnitude(subPixels(argb[i]!, argb[i - width]!));
        }
      }
      const mode = costTop < costLeft ? MODE_TOP : MODE_LEFT;
      modes[by * blocksWide + bx] = (0xff000000 | (mode << 8)) >>> 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          let prediction: number;
          if (x === 0 && y === 0) prediction = 0xff000000;
          else if (y === 0) prediction = argb[i - 1]!;
          else if (x === 0) prediction = argb[i - width]!;
          else prediction = mode === MODE_TOP ? argb[i - width]! : argb[i - 1]!;
          residuals[i] = subPixels(argb[i]!, prediction);
        }
      }
    }
  }
  return { modes, residuals, blocksWide, blocksHigh };
}

/** Channel-wise difference modulo 256. */
function subPixels(a: number, b: number): number {
  const alpha = (((a >>> 24) - (b >>> 24)) & 0xff) << 24;
  const red = (((a >>> 16) & 0xff) - ((b >>> 16) & 0xff)) & 0xff;
  const green = (((a >>> 8) & 0xff) - ((b >>> 8) & 0xff)) & 0xff;
  const blue = ((a & 0xff) - (b & 0xff)) & 0xff;
  return (alpha | (red << 16) | (green << 8) | blue) >>> 0;
}

/** How far a residual is from zero, channel by channel (a cost estimate). */
function magnitude(pixel: number): number {
  let sum = 0;
  for (let shift = 0; shift < 32; shift += 8) {
    const v = (pixel >>> shift) & 0xff;
    sum += v < 128 ? v : 256 - v;
  }
  return sum;
}

/** A literal pixel (`length` 0) or a backward reference. */
interface Tokens {
  /** The pixel for literals, the linear distance for references. */
  values: Uint32Array;
  lengths: Uint16Array;
  count: number;
}

/** Greedy LZ77 over pixels: the pixel to the left and the one above first, then a hash chain. */
function lz77(pixels: Uint32Array, width: number): Tokens {
  const n = pixels.length;
  const values = new Uint32Array(n);
  const lengths = new Uint16Array(n);
  let count = 0;
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const chain = new Int32Array(n);
  const hashAt = (i: number) =>
    (Math.imul(pixels[i]!, 0x9e3779b1) ^ Math.imul(pixels[i + 1]!, 0x85ebca77)) >>> (32 - HASH_BITS);
  const insert = (i: number) => {
    if (i + 1 >= n) return;
    const h = hashAt(i);
    chain[i] = head[h]!;
    head[h] = i;
  };
  const matchLength = (i: number, j: number, limit: number) => {
    let length = 0;
    while (length < limit && pixels[i + length] === pixels[j + length]) length++;
    return length;
  };

  let i = 0;
  while (i < n) {
    const limit = Math.min(MAX_LENGTH, n - i);
    let bestLength = 0;
    let bestDistance = 0;
    const consider = (distance: number) => {
      if (distance < 1 || distance > i || distance > MAX_DISTANCE) return;
      const length = matchLength(i, i - distance, limit);
      if (length > bestLength) {
        bestLength = length;
        bestDistance = distance;
      }
    };
    consider(1);
    if (width > 1) consider(width);
    if (bestLength < limit && i + 1 < n) {
      let candidate = head[hashAt(i)]!;
      for (let steps = 0; candidate >= 0 && steps < CHAIN_LIMIT && bestLength < limit; steps++) {
        consider(i - candidate);
        candidate = chain[candidate]!;
      }
    }
    if (bestLength >= MIN_MATCH) {
      values[count] = bestDistance;
      lengths[count] = bestLength;
      count++;
      for (let k = 0; k < bestLength; k++) insert(i + k);
      i += bestLength;
    } else {
      values[count] = pixels[i]!;
      lengths[count] = 0;
      count++;
      insert(i);
      i++;
    }
  }
  return { values, lengths, count };
}

/** A length or distance value (≥ 1) as a prefix symbol and extra bits. */
function prefixOf(value: number): { symbol: number; extraBits: number; extra: number } {
  if (value <= 4) return { symbol: value - 1, extraBits: 0, extra: 0 };
  const d = value - 1;
  const highest = 31 - Math.clz32(d);
  const second = (d >>> (highest - 1)) & 1;
  const extraBits = highest - 1;
  return { symbol: 2 * highest + second, extraBits, extra: d & ((1 << extraBits) - 1) };
}

/**
 * An entropy-coded image: no color cache, no meta prefix codes (one set of five codes for the whole
 * image), then the prefix codes and the LZ77-coded pixels.
 */
function writeImageData(
  out: BitWriter,
  pixels: Uint32Array,
  width: number,
  _height: number,
  isMainImage: boolean,
): void {
  out.write(0, 1); // no color cache
  if (isMainImage) out.write(0, 1); // no meta prefix codes
  const tokens = lz77(pixels, width);
  const green = new Uint32Array(GREEN_ALPHABET);
  const red = new Uint32Array(256);
  const blue = new Uint32Array(256);
  const alpha = new Uint32Array(256);
  const distance = new Uint32Array(DISTANCE_CODES);
  for (let t = 0; t < tokens.count; t++) {
    const value = tokens.values[t]!;
    const length = tokens.lengths[t]!;
    if (length === 0) {
      green[(value >>> 8) & 0xff]!++;
      red[(value >>> 16) & 0xff]!++;
      blue[value & 0xff]!++;
      alpha[value >>> 24]!++;
    } else {
      green[256 + prefixOf(length).symbol]!++;
      distance[prefixOf(value + 120).symbol]!++;
    }
  }
  const codes = [green, red, blue, alpha, distance].map((counts) => writePrefixCode(out, counts));
  const [greenCode, redCode, blueCode, alphaCode, distanceCode] = codes as [
    PrefixCode,
    PrefixCode,
    PrefixCode,
    PrefixCode,
    PrefixCode,
  ];
  const put = (code: PrefixCode, symbol: number) => out.write(code.codes[symbol]!, code.lengths[symbol]!);
  for (let t = 0; t < tokens.count; t++) {
    const value = tokens.values[t]!;
    const length = tokens.lengths[t]!;
    if (length === 0) {
      put(greenCode, (value >>> 8) & 0xff);
      put(redCode, (value >>> 16) & 0xff);
      put(blueCode, value & 0xff);
      put(alphaCode, value >>> 24);
    } else {
      const l = prefixOf(length);
      put(greenCode, 256 + l.symbol);
      out.write(l.extra, l.extraBits);
      const d = prefixOf(value + 120);
      put(distanceCode, d.symbol);
      out.write(d.extra, d.extraBits);
    }
  }
}

/**
 * Write the prefix code for these symbol counts and return it. One or two used symbols below 256 use
 * the "simple" form (a single symbol then costs no bits); anything else the normal form, its code
 * lengths themselves run-length coded with the 19-symbol code length code.
 */
function writePrefixCode(out: BitWriter, counts: Uint32Array): PrefixCode {
  const used: number[] = [];
  for (let s = 0; s < counts.length; s++) if (counts[s]! > 0) used.push(s);
  if (used.length === 0) used.push(0);
  if (used.length <= 2 && used.every((s) => s < 256)) {
    out.write(1, 1); // simple
    out.write(used.length - 1, 1);
    const first = used[0]!;
    if (first < 2) {
      out.write(0, 1);
      out.write(first, 1);
    } else {
      out.write(1, 1);
      out.write(first, 8);
    }
    const lengths = new Uint8Array(counts.length);
    if (used.length === 2) {
      out.write(used[1]!, 8);
      lengths[used[0]!] = 1;
      lengths[used[1]!] = 1;
    }
    return canonicalCode(lengths);
  }

  out.write(0, 1); // normal
  const lengths = codeLengths(counts, 15);
  const tokens = runLengths(lengths);
  const lengthCounts = new Uint32Array(19);
  for (const token of tokens) lengthCounts[token.symbol]!++;
  // Two used symbols at least, so the code length code is a complete code.
  if (lengthCounts.filter((c) => c > 0).length < 2) lengthCounts[lengthCounts[0] ? 1 : 0] = 1;
  const codeLengthCode = canonicalCode(codeLengths(lengthCounts, 7));
  let stored = 19;
  while (stored > 4 && codeLengthCode.lengths[CODE_LENGTH_ORDER[stored - 1]!] === 0) stored--;
  out.write(stored - 4, 4);
  for (let i = 0; i < stored; i++) out.write(codeLengthCode.lengths[CODE_LENGTH_ORDER[i]!]!, 3);
  out.write(0, 1); // the code lengths of every symbol of the alphabet follow
  for (const token of tokens) {
    out.write(codeLengthCode.codes[token.symbol]!, codeLengthCode.lengths[token.symbol]!);
    out.write(token.extra, token.extraBits);
  }
  return canonicalCode(lengths);
}

/** Code lengths as code length code symbols: 0–15 literal, 16 repeat the previous, 17/18 zero runs. */
function runLengths(lengths: Uint8Array): { symbol: number; extraBits: number; extra: number }[] {
  const tokens: { symbol: number; extraBits: number; extra: number }[] = [];
  const literal = (value: number) => tokens.push({ symbol: value, extraBits: 0, extra: 0 });
  let i = 0;
  while (i < lengths.length) {
    const value = lengths[i]!;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === value) run++;
    i += run;
    if (value === 0) {
      while (run >= 11) {
        const r = Math.min(run, 138);
        tokens.push({ symbol: 18, extraBits: 7, extra: r - 11 });
        run -= r;
      }
      if (run >= 3) {
        tokens.push({ symbol: 17, extraBits: 3, extra: run - 3 });
        run = 0;
      }
      for (; run > 0; run--) literal(0);
    } else {
      literal(value);
      run--;
      while (run >= 3) {
        const r = Math.min(run, 6);
        tokens.push({ symbol: 16, extraBits: 2, extra: r - 3 });
        run -= r;
      }
      for (; run > 0; run--) literal(value);
    }
  }
  return tokens;
}

/** The RIFF file around a VP8L chunk. */
function riffContainer(payload: Uint8Array): Uint8Array {
  const padding = payload.length & 1;
  const file = new Uint8Array(20 + payload.length + padding);
  const view = new DataView(file.buffer);
  const ascii = (offset: number, text: string) => {
    for (let k = 0; k < text.length; k++) file[offset + k] = text.charCodeAt(k);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 12 + payload.length + padding, true);
  ascii(8, "WEBP");
  ascii(12, "VP8L");
  view.setUint32(16, payload.length, true);
  file.set(payload, 20);
  return file;
}
