import { PythonError } from "../../python-error.ts";

/**
 * scikit-image's `structural_similarity` as OSWorld calls it on 8-bit images: a uniform win_size window
 * (scipy's uniform_filter: running means along each axis, "reflect" edges), sample covariance, K1 = 0.01,
 * K2 = 0.03, data range 255, the mean over the map without a border of (win_size - 1) / 2; with several
 * bands, the mean of the per-band values.
 */
export function structuralSimilarity(
  a: Uint8Array,
  b: Uint8Array,
  width: number,
  height: number,
  bands: number,
  winSize = 7,
): number {
  if (a.length !== b.length)
    throw new PythonError("ValueError", "Input images must have the same dimensions.");
  if (winSize > width || winSize > height)
    throw new PythonError(
      "ValueError",
      "win_size exceeds image extent. Either ensure that your images are at least 7x7; or pass win_size explicitly in the function call, with an odd value less than or equal to the smaller side of your images.",
    );
  if (winSize % 2 !== 1) throw new PythonError("ValueError", "Window size must be odd.");
  let total = 0;
  for (let c = 0; c < bands; c++) {
    const x = new Float64Array(width * height);
    const y = new Float64Array(width * height);
    for (let i = 0; i < x.length; i++) {
      x[i] = a[i * bands + c]!;
      y[i] = b[i * bands + c]!;
    }
    total += ssimOfBand(x, y, width, height, winSize);
  }
  return total / bands;
}

function ssimOfBand(
  x: Float64Array,
  y: Float64Array,
  width: number,
  height: number,
  winSize: number,
): number {
  const filter = (values: Float64Array) => uniformFilter(values, width, height, winSize);
  const product = (p: Float64Array, q: Float64Array) => p.map((v, i) => v * q[i]!);
  const ux = filter(x);
  const uy = filter(y);
  const uxx = filter(product(x, x));
  const uyy = filter(product(y, y));
  const uxy = filter(product(x, y));
  const np = winSize * winSize;
  const covNorm = np / (np - 1);
  const R = 255;
  const C1 = (0.01 * R) ** 2;
  const C2 = (0.03 * R) ** 2;
  const pad = (winSize - 1) >> 1;
  let sum = 0;
  let compensation = 0;
  let count = 0;
  for (let row = pad; row < height - pad; row++)
    for (let col = pad; col < width - pad; col++) {
      const i = row * width + col;
      const vx = covNorm * (uxx[i]! - ux[i]! * ux[i]!);
      const vy = covNorm * (uyy[i]! - uy[i]! * uy[i]!);
      const vxy = covNorm * (uxy[i]! - ux[i]! * uy[i]!);
      const A1 = 2 * ux[i]! * uy[i]! + C1;
      const A2 = 2 * vxy + C2;
      const B1 = ux[i]! ** 2 + uy[i]! ** 2 + C1;
      const B2 = vx + vy + C2;
      const s = (A1 * A2) / (B1 * B2);
      // Neumaier summation: the mean as numpy's pairwise sum has it, to the last bits
      const t = sum + s;
      compensation += Math.abs(sum) >= Math.abs(s) ? sum - t + s : s - t + sum;
      sum = t;
      count++;
    }
  return (sum + compensation) / count;
}

/** scipy.ndimage.uniform_filter: uniform_filter1d along axis 0, then axis 1, "reflect" mode. */
function uniformFilter(values: Float64Array, width: number, height: number, size: number): Float64Array {
  const rows = new Float64Array(values.length);
  const line = new Float64Array(Math.max(width, height));
  const out = new Float64Array(line.length);
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) line[row] = values[row * width + col]!;
    uniformFilter1d(line, height, size, out);
    for (let row = 0; row < height; row++) rows[row * width + col] = out[row]!;
  }
  const result = new Float64Array(values.length);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) line[col] = rows[row * width + col]!;
    uniformFilter1d(line, width, size, out);
    for (let col = 0; col < width; col++) result[row * width + col] = out[col]!;
  }
  return result;
}

/** NI_UniformFilter1D: a running mean over a line extended by "reflect" (d c b a | a b c d | d c b a). */
function uniformFilter1d(line: Float64Array, length: number, size: number, out: Float64Array): void {
  const before = size >> 1;
  const after = size - before - 1;
  const extended = new Float64Array(length + before + after);
  const at = (i: number): number => {
    // reflect about the edges, repeating the edge sample
    let j = i;
    const period = 2 * length;
    j = ((j % period) + period) % period;
    return j < length ? line[j]! : line[period - 1 - j]!;
  };
  for (let i = 0; i < extended.length; i++) extended[i] = at(i - before);
  let tmp = 0;
  for (let k = 0; k < size; k++) tmp += extended[k]!;
  tmp /= size;
  out[0] = tmp;
  for (let k = 1; k < length; k++) {
    tmp += (extended[k + size - 1]! - extended[k - 1]!) / size;
    out[k] = tmp;
  }
}
