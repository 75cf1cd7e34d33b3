import { PythonError } from "../../python-error.ts";

/**
 * The part of Pillow OSWorld's image metrics use, over 8-bit images held as interleaved bands: modes "1",
 * "L", "LA", "RGB", "RGBA", "P" (indices, with the palette) and "HSV"; `convert` (ITU-R 601 luma with
 * Pillow's rounding, palette lookups, transparency), `resize` (Pillow's two-pass convolution with its
 * 22-bit fixed-point coefficients, premultiplied alpha), `transpose`, `ImageChops.difference`, `getbbox`,
 * `ImageStat` means and `point`. Decoding is elsewhere (open.ts); every function here is pure.
 */

export type PilMode = "1" | "L" | "LA" | "RGB" | "RGBA" | "P" | "HSV";

export interface PilImage {
  mode: PilMode;
  width: number;
  height: number;
  /** Interleaved 8-bit bands, row by row (P: palette indices). */
  data: Uint8Array;
  /** P: the palette as RGB triplets. */
  palette?: Uint8Array;
  /** P: the tRNS alpha per palette index. */
  transparency?: Uint8Array;
  /** L / RGB: the tRNS colour (as 16-bit samples). */
  transparencyColor?: number[];
}

export const BANDS: Record<PilMode, number> = { "1": 1, L: 1, LA: 2, RGB: 3, RGBA: 4, P: 1, HSV: 3 };

/** `'transparency' in image.info`. */
export function hasTransparencyInfo(image: PilImage): boolean {
  return image.transparency !== undefined || image.transparencyColor !== undefined;
}

function blank(mode: PilMode, width: number, height: number): PilImage {
  return { mode, width, height, data: new Uint8Array(width * height * BANDS[mode]) };
}

/** Pillow's L24: (R·19595 + G·38470 + B·7471 + 0x8000) >> 16. */
const luma = (r: number, g: number, b: number) => (r * 19595 + g * 38470 + b * 7471 + 0x8000) >> 16;

/** The RGBA colour of each pixel (palette and transparency applied), whatever the mode. */
function rgbaAt(image: PilImage, i: number): [number, number, number, number] {
  const d = image.data;
  switch (image.mode) {
    case "1":
    case "L":
      return [d[i]!, d[i]!, d[i]!, 255];
    case "LA":
      return [d[i * 2]!, d[i * 2]!, d[i * 2]!, d[i * 2 + 1]!];
    case "RGB":
      return [d[i * 3]!, d[i * 3 + 1]!, d[i * 3 + 2]!, 255];
    case "RGBA":
      return [d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!, d[i * 4 + 3]!];
    case "P": {
      const index = d[i]!;
      const p = image.palette!;
      return [
        p[index * 3] ?? 0,
        p[index * 3 + 1] ?? 0,
        p[index * 3 + 2] ?? 0,
        image.transparency?.[index] ?? 255,
      ];
    }
    case "HSV":
      throw new PythonError("NotSupported", "desktest does not convert HSV images back");
  }
}

/** `image.convert(mode)` for the conversions OSWorld's metrics make. */
export function convert(image: PilImage, mode: PilMode): PilImage {
  if (mode === image.mode && mode !== "P") return { ...image, data: image.data.slice() };
  const out = blank(mode, image.width, image.height);
  const n = image.width * image.height;
  const t = image.transparencyColor;
  for (let i = 0; i < n; i++) {
    const [r, g, b, a] = rgbaAt(image, i);
    switch (mode) {
      case "L":
        out.data[i] = image.mode === "L" || image.mode === "1" || image.mode === "LA" ? r : luma(r, g, b);
        break;
      case "LA":
        out.data[i * 2] = image.mode === "L" || image.mode === "1" || image.mode === "LA" ? r : luma(r, g, b);
        out.data[i * 2 + 1] = a;
        break;
      case "RGB":
        out.data.set([r, g, b], i * 3);
        break;
      case "RGBA": {
        let alpha = a;
        // convert_transparent: the tRNS colour becomes alpha 0
        if (
          t &&
          ((image.mode === "L" && r === t[0]) ||
            (image.mode === "RGB" && r === t[0] && g === t[1] && b === t[2]))
        )
          alpha = 0;
        out.data.set([r, g, b, alpha], i * 4);
        break;
      }
      case "HSV":
        out.data.set(rgbToHsv(r, g, b), i * 3);
        break;
      default:
        throw new PythonError("NotSupported", `desktest does not convert ${image.mode} images to ${mode}`);
    }
  }
  if (t && mode !== "RGBA" && mode !== "LA" && (mode === "L" || mode === "RGB")) out.transparencyColor = t;
  return out;
}

const f32 = Math.fround;

/** Pillow's rgb2hsv (single-precision floats where its C code has them, truncation to 0–255). */
function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const maxc = Math.max(r, g, b);
  const minc = Math.min(r, g, b);
  if (minc === maxc) return [0, 0, maxc];
  const cr = f32(maxc - minc);
  const s = f32(cr / f32(maxc));
  const rc = f32(f32(maxc - r) / cr);
  const gc = f32(f32(maxc - g) / cr);
  const bc = f32(f32(maxc - b) / cr);
  let h: number;
  if (r === maxc) h = f32(bc - gc);
  else if (g === maxc) h = f32(2.0 + rc - bc);
  else h = f32(4.0 + gc - rc);
  h = f32((((h / 6.0 + 1.0) % 1.0) + 1.0) % 1.0);
  const clip = (v: number) => Math.min(255, Math.max(0, Math.trunc(v)));
  return [clip(h * 255.0), clip(s * 255.0), maxc];
}

export type Resample = "nearest" | "bilinear" | "bicubic" | "lanczos";

const FILTERS: Record<Exclude<Resample, "nearest">, { support: number; fn: (x: number) => number }> = {
  bilinear: {
    support: 1,
    fn: (x) => {
      const v = Math.abs(x);
      return v < 1 ? 1 - v : 0;
    },
  },
  bicubic: {
    support: 2,
    fn: (x) => {
      const a = -0.5;
      const v = Math.abs(x);
      if (v < 1) return ((a + 2) * v - (a + 3)) * v * v + 1;
      if (v < 2) return (((v - 5) * v + 8) * v - 4) * a;
      return 0;
    },
  },
  lanczos: {
    support: 3,
    fn: (x) => (x >= -3 && x < 3 ? sinc(x) * sinc(x / 3) : 0),
  },
};

function sinc(x: number): number {
  if (x === 0) return 1;
  const v = x * Math.PI;
  return Math.sin(v) / v;
}

const PRECISION_BITS = 22;

/** Pillow's precompute_coeffs + normalize_coeffs_8bpc: per output pixel, the first input pixel and the weights. */
function coefficients(
  inSize: number,
  outSize: number,
  filter: { support: number; fn: (x: number) => number },
) {
  const scale = inSize / outSize;
  const filterscale = Math.max(scale, 1);
  const support = filter.support * filterscale;
  const bounds: [number, number][] = [];
  const weights: number[][] = [];
  for (let xx = 0; xx < outSize; xx++) {
    const center = (xx + 0.5) * scale;
    const ss = 1 / filterscale;
    const xmin = Math.max(0, Math.trunc(center - support + 0.5));
    const xmax = Math.min(inSize, Math.trunc(center + support + 0.5)) - xmin;
    const k: number[] = [];
    let ww = 0;
    for (let x = 0; x < xmax; x++) {
      const w = filter.fn((x + xmin - center + 0.5) * ss);
      k.push(w);
      ww += w;
    }
    weights.push(
      k.map((w) => {
        const v = ww !== 0 ? w / ww : w;
        return v < 0
          ? Math.trunc(-0.5 + v * (1 << PRECISION_BITS))
          : Math.trunc(0.5 + v * (1 << PRECISION_BITS));
      }),
    );
    bounds.push([xmin, xmax]);
  }
  return { bounds, weights };
}

const clip8 = (ss: number) => Math.min(255, Math.max(0, Math.floor(ss / (1 << PRECISION_BITS))));

function resampleBands(
  data: Uint8Array,
  width: number,
  height: number,
  bands: number,
  outWidth: number,
  outHeight: number,
  resample: Exclude<Resample, "nearest">,
): Uint8Array {
  const filter = FILTERS[resample];
  const horizontal = coefficients(width, outWidth, filter);
  const vertical = coefficients(height, outHeight, filter);
  const needHorizontal = outWidth !== width;
  const needVertical = outHeight !== height;
  let current = data;
  let currentWidth = width;
  let currentHeight = height;
  let rowOffset = 0;
  if (needHorizontal) {
    const first = vertical.bounds[0]![0];
    const last = vertical.bounds.at(-1)![0] + vertical.bounds.at(-1)![1];
    const rows = needVertical ? last - first : height;
    const from = needVertical ? first : 0;
    const temp = new Uint8Array(outWidth * rows * bands);
    for (let y = 0; y < rows; y++)
      for (let xx = 0; xx < outWidth; xx++) {
        const [xmin, xmax] = horizontal.bounds[xx]!;
        const k = horizontal.weights[xx]!;
        for (let b = 0; b < bands; b++) {
          let ss = 1 << (PRECISION_BITS - 1);
          for (let x = 0; x < xmax; x++) ss += data[((y + from) * width + x + xmin) * bands + b]! * k[x]!;
          temp[(y * outWidth + xx) * bands + b] = clip8(ss);
        }
      }
    current = temp;
    currentWidth = outWidth;
    currentHeight = rows;
    rowOffset = needVertical ? first : 0;
  }
  if (!needVertical) return current.slice();
  const out = new Uint8Array(currentWidth * outHeight * bands);
  for (let yy = 0; yy < outHeight; yy++) {
    const [ymin, ymax] = vertical.bounds[yy]!;
    const k = vertical.weights[yy]!;
    for (let x = 0; x < currentWidth; x++)
      for (let b = 0; b < bands; b++) {
        let ss = 1 << (PRECISION_BITS - 1);
        for (let y = 0; y < ymax; y++)
          ss += current[((y + ymin - rowOffset) * currentWidth + x) * bands + b]! * k[y]!;
        out[(yy * currentWidth + x) * bands + b] = clip8(ss);
      }
  }
  void currentHeight;
  return out;
}

/** `image.resize((width, height), resample)`; Pillow's default is bicubic, nearest for "1" and "P". */
export function resize(image: PilImage, width: number, height: number, resample?: Resample): PilImage {
  if (width <= 0 || height <= 0) throw new PythonError("ValueError", "height and width must be > 0");
  if (width === image.width && height === image.height) return { ...image, data: image.data.slice() };
  const method: Resample = image.mode === "1" || image.mode === "P" ? "nearest" : (resample ?? "bicubic");
  const bands = BANDS[image.mode];
  if (method === "nearest") {
    const out = new Uint8Array(width * height * bands);
    const sx = image.width / width;
    const sy = image.height / height;
    for (let y = 0; y < height; y++) {
      const srcY = Math.min(image.height - 1, Math.floor((y + 0.5) * sy));
      for (let x = 0; x < width; x++) {
        const srcX = Math.min(image.width - 1, Math.floor((x + 0.5) * sx));
        for (let b = 0; b < bands; b++)
          out[(y * width + x) * bands + b] = image.data[(srcY * image.width + srcX) * bands + b]!;
      }
    }
    return { ...image, width, height, data: out };
  }
  const alpha = image.mode === "RGBA" || image.mode === "LA";
  const source = alpha ? premultiply(image.data, bands) : image.data;
  const data = resampleBands(source, image.width, image.height, bands, width, height, method);
  return { ...image, width, height, data: alpha ? unpremultiply(data, bands) : data };
}

/** RGBA → RGBa (Pillow's MULDIV255). */
function premultiply(data: Uint8Array, bands: number): Uint8Array {
  const out = data.slice();
  for (let i = 0; i < data.length; i += bands) {
    const a = data[i + bands - 1]!;
    for (let c = 0; c < bands - 1; c++) {
      const tmp = data[i + c]! * a + 128;
      out[i + c] = ((tmp >> 8) + tmp) >> 8;
    }
  }
  return out;
}

/** RGBa → RGBA. */
function unpremultiply(data: Uint8Array, bands: number): Uint8Array {
  const out = data.slice();
  for (let i = 0; i < data.length; i += bands) {
    const a = data[i + bands - 1]!;
    if (a === 255 || a === 0) continue;
    for (let c = 0; c < bands - 1; c++) out[i + c] = Math.min(255, Math.trunc((255 * data[i + c]!) / a));
  }
  return out;
}

/** `image.transpose(Image.FLIP_LEFT_RIGHT)`. */
export function flipLeftRight(image: PilImage): PilImage {
  const bands = BANDS[image.mode];
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      for (let b = 0; b < bands; b++)
        out[(y * image.width + (image.width - 1 - x)) * bands + b] =
          image.data[(y * image.width + x) * bands + b]!;
  return { ...image, data: out };
}

/** `ImageChops.difference(a, b)`: |a - b| per band over the common area; the bands must agree. */
export function difference(a: PilImage, b: PilImage): PilImage {
  const bands = BANDS[a.mode];
  if (bands !== BANDS[b.mode]) throw new PythonError("ValueError", "images do not match");
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const out = new Uint8Array(width * height * bands);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < bands; c++)
        out[(y * width + x) * bands + c] = Math.abs(
          a.data[(y * a.width + x) * bands + c]! - b.data[(y * b.width + x) * bands + c]!,
        );
  return { mode: a.mode, width, height, data: out };
}

/**
 * `image.getbbox()`: (left, upper, right, lower) of the pixels that are not zero, or null. Pillow looks
 * at the alpha band only for LA and RGBA images (alpha_only=True).
 */
export function getbbox(image: PilImage): [number, number, number, number] | null {
  const bands = BANDS[image.mode];
  const alphaOnly = image.mode === "RGBA" || image.mode === "LA";
  let left = image.width;
  let top = image.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const base = (y * image.width + x) * bands;
      let set = false;
      if (alphaOnly) set = image.data[base + bands - 1] !== 0;
      else for (let c = 0; c < bands && !set; c++) set = image.data[base + c] !== 0;
      if (!set) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return right < 0 ? null : [left, top, right + 1, bottom + 1];
}

/** One band of an image as an "L" image (`image.split()[band]`). */
export function band(image: PilImage, index: number): PilImage {
  const bands = BANDS[image.mode];
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) data[i] = image.data[i * bands + index]!;
  return { mode: "L", width: image.width, height: image.height, data };
}

/** `ImageStat.Stat(image).mean[0]`: the mean of the first band. */
export function meanOfFirstBand(image: PilImage): number {
  const bands = BANDS[image.mode];
  let sum = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) sum += image.data[i * bands]!;
  return sum / n;
}

/** `image.point(fn)`: the function applied to every band value through a 256-entry table. */
export function point(image: PilImage, fn: (value: number) => number): PilImage {
  const lut = Array.from({ length: 256 }, (_, i) => fn(i));
  return { ...image, data: Uint8Array.from(image.data, (v) => lut[v]!) };
}

/** `image.crop(box)`. */
export function crop(
  image: PilImage,
  [left, top, right, bottom]: [number, number, number, number],
): PilImage {
  const bands = BANDS[image.mode];
  const width = right - left;
  const height = bottom - top;
  const out = new Uint8Array(width * height * bands);
  for (let y = 0; y < height; y++)
    out.set(
      image.data.subarray(
        ((y + top) * image.width + left) * bands,
        ((y + top) * image.width + right) * bands,
      ),
      y * width * bands,
    );
  return { ...image, width, height, data: out };
}
