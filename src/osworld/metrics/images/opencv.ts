import { PythonError } from "../../python-error.ts";
import { readBytes } from "../files.ts";
import { isPng, readPngSamples, type PngSamples } from "./png.ts";

/**
 * The part of OpenCV OSWorld's GIMP metrics use: `cv2.imread` (IMREAD_GRAYSCALE, and the size IMREAD_COLOR
 * gives), `cv2.Laplacian(image, cv2.CV_64F)` and `np.var`.
 *
 * OpenCV reads a PNG through libpng and asks it for gray with `png_set_rgb_to_gray(1, 0.299, 0.587)`
 * (alpha stripped, palettes expanded, 16-bit samples converted before their low byte is dropped); a file
 * gamma (gAMA, sRGB) makes libpng convert in linear light through its 8-bit gamma tables. Both paths are
 * ported exactly. Other formats are decoded by sharp and converted with OpenCV's own BGR→gray weights;
 * OpenCV takes a colour JPEG's luma plane from libjpeg instead, which can differ from that by one level.
 */

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** `cv2.error` as Python names it. */
const cvError = (message: string) => new PythonError("error", message);

/** The file's bytes, or null where `cv2.imread` gives None (None, a missing or unreadable file). */
function fileBytes(path: unknown): Uint8Array | null {
  if (typeof path !== "string") return null;
  try {
    return readBytes(path, "image");
  } catch {
    return null;
  }
}

/** libpng's fixed-point reciprocal: floor(1e10 / a + .5). */
const reciprocal = (a: number) => Math.floor(1e10 / a + 0.5);

/** libpng's png_gamma_8bit_correct: the 8-bit value raised to gamma (fixed point). */
function gammaTable(gamma: number): Uint8Array {
  const table = new Uint8Array(256);
  const significant = gamma < 95000 || gamma > 105000;
  for (let i = 0; i < 256; i++)
    table[i] =
      !significant || i === 0 || i === 255 ? i : Math.floor(255 * (i / 255) ** (gamma * 0.00001) + 0.5);
  return table;
}

// png_set_rgb_to_gray(png, 1, 0.299, 0.587): the coefficients in libpng's 15-bit fixed point
const RC = Math.floor((29900 * 32768) / 100000);
const GC = Math.floor((58700 * 32768) / 100000);
const BC = 32768 - RC - GC;

/** `cv2.imread(path, cv2.IMREAD_GRAYSCALE)` of a PNG, through libpng's transformations as OpenCV sets them. */
function pngGray(png: PngSamples): GrayImage {
  const { width, height, depth, colorType, channels, samples, palette, gamma } = png;
  const n = width * height;
  const out = new Uint8Array(n);
  const scale = depth === 1 ? 255 : depth === 2 ? 85 : depth === 4 ? 17 : 1;
  if (colorType === 0 || colorType === 4) {
    for (let i = 0; i < n; i++) {
      const v = samples[i * channels]!;
      out[i] = depth === 16 ? v >> 8 : v * scale;
    }
    return { width, height, data: out };
  }
  // gamma_to_1 / gamma_from_1, built when the file's gamma is significant (the screen gamma is its inverse)
  const significant = gamma !== undefined && (gamma < 95000 || gamma > 105000);
  if (significant && depth === 16)
    throw new PythonError("NotSupported", "desktest does not port libpng's 16-bit gamma tables");
  const toLinear = significant ? gammaTable(reciprocal(gamma)) : undefined;
  const fromLinear = significant ? gammaTable(reciprocal(reciprocal(gamma))) : undefined;
  for (let i = 0; i < n; i++) {
    let r: number;
    let g: number;
    let b: number;
    if (colorType === 3) {
      if (!palette) throw cvError("broken PNG file (no palette)");
      const index = samples[i]!;
      r = palette[index * 3] ?? 0;
      g = palette[index * 3 + 1] ?? 0;
      b = palette[index * 3 + 2] ?? 0;
    } else {
      r = samples[i * channels]!;
      g = samples[i * channels + 1]!;
      b = samples[i * channels + 2]!;
    }
    if (depth === 16) {
      out[i] = ((RC * r + GC * g + BC * b + 16384) >> 15) >> 8;
    } else if (r === g && r === b) out[i] = r;
    else if (toLinear && fromLinear)
      out[i] = fromLinear[(RC * toLinear[r]! + GC * toLinear[g]! + BC * toLinear[b]! + 16384) >> 15]!;
    else out[i] = (RC * r + GC * g + BC * b) >> 15;
  }
  return { width, height, data: out };
}

// OpenCV's icvCvt_BGR2Gray_8u_C3C1R: 14-bit weights, rounded
const CR = Math.floor(0.299 * (1 << 14) + 0.5);
const CG = Math.floor(0.587 * (1 << 14) + 0.5);
const CB = (1 << 14) - CR - CG;

interface Decoded {
  width: number;
  height: number;
  channels: number;
  data: Uint8Array;
}

/** A format other than PNG through sharp (EXIF orientation applied, as IMREAD_COLOR applies it), or null. */
async function decodeOther(bytes: Uint8Array): Promise<Decoded | null> {
  const { default: sharp } = await import("sharp");
  try {
    const { data, info } = await sharp(bytes).autoOrient().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) };
  } catch {
    return null;
  }
}

/** `cv2.imread(path, cv2.IMREAD_GRAYSCALE)`, or null where it gives None. */
export async function imreadGray(path: unknown): Promise<GrayImage | null> {
  const bytes = fileBytes(path);
  if (!bytes) return null;
  if (isPng(bytes)) {
    try {
      return pngGray(readPngSamples(bytes));
    } catch (error) {
      if (error instanceof PythonError && error.kind === "NotSupported") throw error;
      return null;
    }
  }
  const decoded = await decodeOther(bytes);
  if (!decoded) return null;
  const { width, height, channels, data } = decoded;
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const base = i * channels;
    out[i] =
      channels < 3
        ? data[base]!
        : (data[base]! * CR + data[base + 1]! * CG + data[base + 2]! * CB + (1 << 13)) >> 14;
  }
  return { width, height, data: out };
}

/** The (width, height) of `cv2.imread(path, cv2.IMREAD_COLOR)`, or null where it gives None. */
export async function imreadColorSize(path: unknown): Promise<{ width: number; height: number } | null> {
  const bytes = fileBytes(path);
  if (!bytes) return null;
  if (isPng(bytes)) {
    try {
      const { width, height } = readPngSamples(bytes);
      return { width, height };
    } catch {
      return null;
    }
  }
  const decoded = await decodeOther(bytes);
  return decoded ? { width: decoded.width, height: decoded.height } : null;
}

/** OpenCV's BORDER_REFLECT_101 (the default border) for an index one step outside [0, n). */
function reflect101(i: number, n: number): number {
  if (n === 1) return 0;
  if (i < 0) return 1;
  if (i >= n) return n - 2;
  return i;
}

/** `cv2.Laplacian(image, cv2.CV_64F)` (ksize 1: the kernel [[0,1,0],[1,-4,1],[0,1,0]]), exact in doubles. */
export function laplacian(image: GrayImage): Float64Array {
  const { width: w, height: h, data } = image;
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    const up = reflect101(y - 1, h) * w;
    const down = reflect101(y + 1, h) * w;
    for (let x = 0; x < w; x++) {
      const left = reflect101(x - 1, w);
      const right = reflect101(x + 1, w);
      out[y * w + x] =
        data[up + x]! + data[down + x]! + data[y * w + left]! + data[y * w + right]! - 4 * data[y * w + x]!;
    }
  }
  return out;
}

/** numpy's pairwise summation of a contiguous float64 array (blocks of 128, eight accumulators). */
export function pairwiseSum(values: Float64Array, start = 0, n = values.length): number {
  if (n < 8) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[start + i]!;
    return sum;
  }
  if (n <= 128) {
    const r = Array.from({ length: 8 }, (_, k) => values[start + k]!);
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let k = 0; k < 8; k++) r[k]! += values[start + i + k]!;
    let sum = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < n; i++) sum += values[start + i]!;
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}

/** `np.var(values)`: the mean of the squared deviations from the mean, both summed pairwise. */
export function variance(values: Float64Array): number {
  const n = values.length;
  if (n === 0) return NaN;
  const mean = pairwiseSum(values) / n;
  const squares = Float64Array.from(values, (v) => (v - mean) * (v - mean));
  return pairwiseSum(squares) / n;
}
