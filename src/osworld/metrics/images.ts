import { statSync } from "node:fs";
import path from "node:path";
import { PythonError, pyCompare, pyEquals, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { isFile } from "./files.ts";
import { openImage } from "./images/open.ts";
import {
  band,
  BANDS,
  convert,
  crop,
  difference,
  flipLeftRight,
  getbbox,
  hasTransparencyInfo,
  meanOfFirstBand,
  point,
  resize,
  type PilImage,
} from "./images/pil-image.ts";
import { imreadColorSize, imreadGray, laplacian, variance } from "./images/opencv.ts";
import { structuralSimilarity } from "./images/ssim.ts";
import { dictGet, iterate, subscript } from "./python-access.ts";

/**
 * OSWorld's image metrics (metrics/gimp.py and vlc.py's compare_images) over Pillow's semantics
 * (images/pil-image.ts) and scikit-image's SSIM (images/ssim.ts).
 */

/** Pillow's tuple comparison of sizes: `min(size1, size2)` compares width first. */
function minSize(a: PilImage, b: PilImage): [number, number] {
  if (a.width !== b.width) return a.width < b.width ? [a.width, a.height] : [b.width, b.height];
  return a.height <= b.height ? [a.width, a.height] : [b.width, b.height];
}

const ssimOf = (a: PilImage, b: PilImage, winSize = 7) =>
  structuralSimilarity(a.data, b.data, a.width, a.height, BANDS[a.mode], winSize);

/** vlc.py's compare_images: SSIM of the grayscale images (resized to the smaller with Lanczos). */
export async function compare_images(
  image1: unknown,
  image2: unknown,
  options: Record<string, unknown> = {},
): Promise<number> {
  if (!pyTruthy(image1) || !pyTruthy(image2)) return 0;
  const base = dictGet(options, "reference_base_result", null);
  let a = convert(await openImage(image1), "L");
  let b = convert(await openImage(image2), "L");
  const [w, h] = minSize(a, b);
  a = resize(a, w, h, "lanczos");
  b = resize(b, w, h, "lanczos");
  const similarity = ssimOf(a, b);
  if (base === null) return similarity;
  if (typeof base !== "number")
    throw new PythonError(
      "TypeError",
      `unsupported operand type(s) for +: '${pyTypeName(base)}' and 'float'`,
    );
  return similarity >= base + 0.01 ? (similarity - base) / (1 - base) : 0;
}

/** gimp.py's compare_image_list: every pair pixel-identical (after resizing and converting the prediction). */
export async function compare_image_list(pred: unknown, gold: unknown): Promise<number> {
  const preds = Array.isArray(pred) ? pred : [pred];
  const golds = Array.isArray(pred) ? iterate(gold) : [gold];
  for (let i = 0; i < Math.min(preds.length, golds.length); i++) {
    if (!pyTruthy(preds[i]) || !pyTruthy(golds[i])) return 0;
    let p = await openImage(preds[i]);
    const g = await openImage(golds[i]);
    if (p.width !== g.width || p.height !== g.height) p = resize(p, g.width, g.height, "lanczos");
    if (p.mode !== g.mode) p = convert(p, g.mode);
    if (getbbox(difference(p, g))) return 0;
  }
  return 1;
}

/** gimp.py's structure_check_by_ssim: RGB, same size, at least 7×7, SSIM ≥ threshold. */
function structureBySsim(a: PilImage, b: PilImage, threshold = 0.9): boolean {
  if (a.width < 7 || a.height < 7 || b.width < 7 || b.height < 7) return false;
  const x = a.mode === "RGB" ? a : convert(a, "RGB");
  const y = b.mode === "RGB" ? b : convert(b, "RGB");
  if (x.width !== y.width || x.height !== y.height) return false;
  return ssimOf(x, y, 7) >= threshold;
}

/** gimp.py's structure_check_by_mse: RGB, the first resized to the second, mean squared error below threshold. */
function structureByMse(a: PilImage, b: PilImage, threshold = 0.03): boolean {
  let x = a;
  if (x.width !== b.width || x.height !== b.height) x = resize(x, b.width, b.height, "lanczos");
  if (x.mode !== "RGB") x = convert(x, "RGB");
  const y = b.mode === "RGB" ? b : convert(b, "RGB");
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) {
    const d = Math.fround(Math.fround(x.data[i]! / 255) - Math.fround(y.data[i]! / 255));
    sum += Math.fround(d * d);
  }
  return sum / x.data.length < threshold;
}

/** Pillow's resize with the default resampling (bicubic; nearest for "1" and "P"). */
const resizeDefault = (image: PilImage, w: number, h: number) => resize(image, w, h);

export async function check_structure_sim(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  try {
    const a = await openImage(src);
    const b = await openImage(tgt);
    if (a.width !== b.width || a.height !== b.height) return 0;
    return structureBySsim(a, b) ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
}

export async function check_structure_sim_resized(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  let a = await openImage(src);
  let b = await openImage(tgt);
  let resized: PilImage;
  if (a.mode === "RGBA" || a.mode === "LA" || hasTransparencyInfo(a)) {
    if (a.mode !== "RGBA") a = convert(a, "RGBA");
    const box = getbbox(band(a, 3));
    if (!box) return 0;
    resized = resizeDefault(convert(crop(a, box), "RGB"), b.width, b.height);
  } else resized = resizeDefault(a, b.width, b.height);
  if (b.mode !== "RGB") b = convert(b, "RGB");
  return structureBySsim(resized, b) ? 1 : 0;
}

export async function check_file_exists_and_structure_sim(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  if (!isFile(src)) return 0;
  return structureBySsim(await openImage(src), await openImage(tgt)) ? 1 : 0;
}

export async function check_image_mirror(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  return structureBySsim(flipLeftRight(a), b, 0.99) ? 1 : 0;
}

export async function check_palette_and_structure_sim(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  let source: PilImage;
  let target: PilImage;
  try {
    source = await openImage(src);
    target = await openImage(tgt);
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
  const palette = source.mode === "P";
  return palette && structureBySsim(convert(source, "RGB"), target) ? 1 : 0;
}

/** Pillow's ImageStat mean of the grayscale image. */
const brightness = (image: PilImage) => meanOfFirstBand(convert(image, "L"));

export async function check_brightness_decrease_and_structure_sim(
  src: unknown,
  tgt: unknown,
  options: Record<string, unknown> = {},
): Promise<number> {
  const threshold = dictGet(options, "threshold", 0.03);
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  const reduced = brightness(b) > brightness(a);
  const normalise = (image: PilImage) => {
    const current = brightness(image);
    if (current === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
    const factor = 128 / current;
    return point(image, (x) => Math.min(255, Math.max(0, Math.trunc(x * factor))));
  };
  if (typeof threshold !== "number")
    throw new PythonError(
      "TypeError",
      "'<' not supported between instances of 'float' and '" + pyTypeName(threshold) + "'",
    );
  const same = structureByMse(normalise(a), normalise(b), threshold);
  return reduced && same ? 1 : 0;
}

/** numpy's mean of one HSV band. */
const bandMean = (image: PilImage, index: number) => meanOfFirstBand(band(image, index));

export async function check_saturation_increase_and_structure_sim(
  src: unknown,
  tgt: unknown,
): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const a = convert(await openImage(src), "HSV");
  const b = convert(await openImage(tgt), "HSV");
  const increased = bandMean(b, 1) < bandMean(a, 1);
  const same = structureBySsim(band(a, 0), band(b, 0)) && structureBySsim(band(a, 2), band(b, 2));
  return increased && same ? 1 : 0;
}

/** numpy's std over every band value (float32 input). */
function contrast(image: PilImage): number {
  const n = image.data.length;
  let mean = 0;
  for (const v of image.data) mean += v;
  mean /= n;
  let variance = 0;
  for (const v of image.data) variance += (v - mean) ** 2;
  return Math.sqrt(variance / n);
}

export async function check_contrast_increase_and_structure_sim(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  const higher = contrast(b) < contrast(a);
  return higher && structureBySsim(a, b, 0.65) ? 1 : 0;
}

export async function check_image_size(src: unknown, rule: unknown): Promise<number> {
  if (src === null || src === undefined) return 0;
  let image = await openImage(src);
  const ignoreTransparent = dictGet(rule, "ignore_transparent", false);
  let width: number;
  let height: number;
  if (
    (pyTruthy(ignoreTransparent) && (image.mode === "RGBA" || image.mode === "LA")) ||
    hasTransparencyInfo(image)
  ) {
    if (image.mode !== "RGBA") image = convert(image, "RGBA");
    const box = getbbox(band(image, 3));
    [width, height] = box ? [box[2] - box[0], box[3] - box[1]] : [0, 0];
  } else [width, height] = [image.width, image.height];
  const wanted = (key: string, actual: number) => {
    const value = dictGet(rule, key, null);
    return value === null || pyEquals(actual, value);
  };
  return wanted("height", height) && wanted("width", width) ? 1 : 0;
}

export async function check_textbox_on_leftside(src: unknown): Promise<number> {
  if (src === null || src === undefined) return 0;
  const source = await openImage(src);
  const gray = convert(source, "L");
  let left = source.width;
  for (let y = 0; y < source.height; y++)
    for (let x = 0; x < source.width; x++)
      if (gray.data[y * source.width + x]! < 128) {
        left = Math.min(left, x);
        break;
      }
  return left < source.width * 0.05 ? 1 : 0;
}

/**
 * gimp.py's check_green_background, with its numpy indexing: `pixels[x, y]` reads row x, column y, so the
 * loop runs over (width, height) as (rows, columns) and fails with IndexError when they do not fit.
 */
export async function check_green_background(src: unknown, tgt: unknown): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const source = await openImage(src);
  const target = await openImage(tgt);
  const pixel = (image: PilImage, row: number, col: number) => {
    if (row >= image.height || col >= image.width)
      throw new PythonError("IndexError", `index ${row >= image.height ? row : col} is out of bounds`);
    const bands = BANDS[image.mode];
    if (bands === 1) throw new PythonError("IndexError", "invalid index to scalar variable.");
    const base = (row * image.width + col) * bands;
    return Array.from(image.data.subarray(base, base + Math.min(3, bands)));
  };
  for (let x = 0; x < target.width; x++)
    for (let y = 0; y < target.height; y++) {
      const t = pixel(target, x, y);
      if (t.length === 3 && t[0] === 0 && t[1] === 0 && t[2] === 0) continue;
      const s = pixel(source, x, y);
      if (s.length < 3)
        throw new PythonError("ValueError", "not enough values to unpack (expected 3, got 2)");
      const [r, g, b] = s as [number, number, number];
      if (!(g > r && g > b)) return 0;
    }
  return 1;
}

export async function check_triangle_position(tgt: unknown): Promise<number> {
  if (tgt === null || tgt === undefined) return 0;
  const image = await openImage(tgt);
  const bands = BANDS[image.mode];
  if (bands < 2) throw new PythonError("IndexError", "tuple index out of range");
  const counts = new Map<string, { count: number; key: number[] }>();
  for (let i = 0; i < image.width * image.height; i++) {
    const key = Array.from(image.data.subarray(i * bands, (i + 1) * bands));
    const k = key.join(",");
    const entry = counts.get(k) ?? { count: 0, key };
    entry.count++;
    counts.set(k, entry);
  }
  // np.unique sorts the colours lexicographically; argsort (quicksort) of the counts keeps equal counts
  // in that order, and the second entry is the triangle's colour
  const sorted = [...counts.values()].sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  const byCount = sorted
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.count - b.entry.count || a.index - b.index);
  if (byCount.length < 2)
    throw new PythonError("IndexError", "index 1 is out of bounds for axis 0 with size 1");
  const colour = byCount[1]!.entry.key;
  let rows = 0;
  let cols = 0;
  let n = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const base = (y * image.width + x) * bands;
      if (colour.every((v, c) => image.data[base + c] === v)) {
        rows += y;
        cols += x;
        n++;
      }
    }
  const centroid = [rows / n, cols / n];
  const center = [image.height / 2, image.width / 2];
  const tolerance = [0.05 * image.height, 0.05 * image.width];
  return Math.abs(centroid[0]! - center[0]!) < tolerance[0]! &&
    Math.abs(centroid[1]! - center[1]!) < tolerance[1]!
    ? 1
    : 0;
}

export async function increase_saturation(image1: unknown, image2: unknown): Promise<number> {
  const a = convert(await openImage(image1), "HSV");
  const b = convert(await openImage(image2), "HSV");
  return bandMean(a, 1) < bandMean(b, 1) ? 1 : 0;
}

export async function decrease_brightness(image1: unknown, image2: unknown): Promise<number> {
  const a = await openImage(image1);
  const b = await openImage(image2);
  return brightness(a) > brightness(b) ? 1 : 0;
}

export function check_image_file_size(src: unknown, rule: unknown): number {
  if (src === null || src === undefined) return 0;
  if (typeof src !== "string") throw new PythonError("TypeError", "stat: path should be string");
  let size: number;
  try {
    size = statSync(src).size;
  } catch {
    throw new PythonError("FileNotFoundError", `[Errno 2] No such file or directory: '${src}'`);
  }
  return pyCompare(size, "lt", subscript(rule, "max_size")) ? 1 : 0;
}

/** gimp.py's check_file_exists(directory, filename). */
export function check_file_exists(directory: unknown, filename: unknown): number {
  if (typeof directory !== "string" || typeof filename !== "string")
    throw new PythonError("TypeError", "join() argument must be str, bytes, or os.PathLike object");
  return isFile(path.join(directory, filename)) ? 1 : 0;
}

/** gimp.py's calculate_image_sharpness: the variance of the grayscale image's Laplacian. */
async function sharpness(path: unknown): Promise<number> {
  const gray = await imreadGray(path);
  if (!gray)
    throw new PythonError(
      "error",
      "OpenCV(4.11.0) /io/opencv/modules/imgproc/src/deriv.cpp:792: error: (-215:Assertion failed) !_src.empty() in function 'Laplacian'",
    );
  return variance(laplacian(gray));
}

/** gimp.py's check_sharper: 1 when the first image's Laplacian varies more than the second's. */
export async function check_sharper(src: unknown, tgt: unknown): Promise<number> {
  const a = await sharpness(src);
  const b = await sharpness(tgt);
  return a > b ? 1 : 0;
}

/**
 * gimp.py's compare_triangle_positions. Its find_yellow_triangle masks with `cv2.inRange` between bounds of
 * shape (1, 1, 3) on a 4-channel image; OpenCV takes such a bound as a scalar with its first value in every
 * channel, so the mask is the whole image (every value lies in [0, 255]), its one external contour is the
 * image's frame, and the "triangle centre" is the frame's centroid: (int((w-1)/2), int((h-1)/2)). The score
 * thus depends on the two images' sizes only, as in OSWorld; a frame of zero area (one pixel wide or high)
 * divides by zero there.
 */
export async function compare_triangle_positions(image1: unknown, image2: unknown): Promise<number> {
  const unreadable = new PythonError(
    "error",
    "OpenCV(4.11.0) /io/opencv/modules/imgproc/src/color.cpp:199: error: (-215:Assertion failed) !_src.empty() in function 'cvtColor'",
  );
  const a = await imreadColorSize(image1);
  if (!a) throw unreadable;
  const b = await imreadColorSize(image2);
  if (!b) throw unreadable;
  const distance = ({ width, height }: { width: number; height: number }) => {
    if (width < 2 || height < 2) throw new PythonError("ZeroDivisionError", "float division by zero");
    const cx = Math.trunc((width - 1) / 2);
    const cy = Math.trunc((height - 1) / 2);
    return Math.sqrt((cx - Math.floor(width / 2)) ** 2 + (cy - Math.floor(height / 2)) ** 2);
  };
  return distance(a) > distance(b) ? 1 : 0;
}
