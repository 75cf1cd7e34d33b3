/**
 * scikit-image 0.24's colour difference as OSWorld's Writer metric calls it: `rgb2lab` (sRGB in [0, 1],
 * illuminant D65, 2° observer) and `deltaE_ciede2000(lab1, lab2)` (kL = kC = kH = 1), one colour at a time,
 * in the order of operations of skimage's source.
 */

const XYZ_FROM_RGB = [
  [0.412453, 0.35758, 0.180423],
  [0.212671, 0.71516, 0.072169],
  [0.019334, 0.119193, 0.950227],
] as const;
const D65_2 = [0.95047, 1.0, 1.08883] as const;

export type Lab = [number, number, number];

/** `rgb2lab([r, g, b])` for r, g, b in [0, 1]. */
export function rgb2lab(rgb: readonly [number, number, number]): Lab {
  const linear = rgb.map((c) => (c > 0.04045 ? Math.pow((c + 0.055) / 1.055, 2.4) : c / 12.92));
  const xyz = XYZ_FROM_RGB.map((row) => linear[0]! * row[0] + linear[1]! * row[1] + linear[2]! * row[2]);
  const [x, y, z] = xyz.map((v, i) => {
    const scaled = v / D65_2[i]!;
    return scaled > 0.008856 ? Math.cbrt(scaled) : 7.787 * scaled + 16.0 / 116.0;
  }) as [number, number, number];
  return [116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)];
}

/** skimage's `_cart2polar_2pi`: the radius and the angle in [0, 2π). */
function polar(x: number, y: number): [number, number] {
  let t = Math.atan2(y, x);
  if (t < 0) t += 2 * Math.PI;
  return [Math.hypot(x, y), t];
}

// numpy's deg2rad and rad2deg multiply by π/180 and 180/π
const deg2rad = (d: number) => d * (Math.PI / 180);
const rad2deg = (r: number) => r * (180 / Math.PI);

/** `deltaE_ciede2000(lab1, lab2)` of two colours. */
export function deltaECiede2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  let Cbar = 0.5 * (Math.hypot(a1, b1) + Math.hypot(a2, b2));
  let c7 = Cbar ** 7;
  const G = 0.5 * (1 - Math.sqrt(c7 / (c7 + 25 ** 7)));
  const scale = 1 + G;
  const [C1, h1] = polar(a1 * scale, b1);
  const [C2, h2] = polar(a2 * scale, b2);

  const Lbar = 0.5 * (L1 + L2);
  const tmp = (Lbar - 50) ** 2;
  const SL = 1 + (0.015 * tmp) / Math.sqrt(20 + tmp);
  const L_term = (L2 - L1) / (1 * SL);

  Cbar = 0.5 * (C1 + C2);
  const SC = 1 + 0.045 * Cbar;
  const C_term = (C2 - C1) / (1 * SC);

  const h_diff = h2 - h1;
  const h_sum = h1 + h2;
  const CC = C1 * C2;
  let dH = h_diff;
  if (h_diff > Math.PI) dH -= 2 * Math.PI;
  if (h_diff < -Math.PI) dH += 2 * Math.PI;
  if (CC === 0.0) dH = 0.0;
  const dH_term = 2 * Math.sqrt(CC) * Math.sin(dH / 2);

  let Hbar = h_sum;
  const mask = CC !== 0.0 && Math.abs(h_diff) > Math.PI;
  if (mask && h_sum < 2 * Math.PI) Hbar += 2 * Math.PI;
  if (mask && h_sum >= 2 * Math.PI) Hbar -= 2 * Math.PI;
  if (CC === 0.0) Hbar *= 2;
  Hbar *= 0.5;

  const T =
    1 -
    0.17 * Math.cos(Hbar - deg2rad(30)) +
    0.24 * Math.cos(2 * Hbar) +
    0.32 * Math.cos(3 * Hbar + deg2rad(6)) -
    0.2 * Math.cos(4 * Hbar - deg2rad(63));
  const SH = 1 + 0.015 * Cbar * T;
  const H_term = dH_term / (1 * SH);

  c7 = Cbar ** 7;
  const Rc = 2 * Math.sqrt(c7 / (c7 + 25 ** 7));
  const dtheta = deg2rad(30) * Math.exp(-(((rad2deg(Hbar) - 275) / 25) ** 2));
  const R_term = -Math.sin(2 * dtheta) * Rc * C_term * H_term;

  let dE2 = L_term ** 2;
  dE2 += C_term ** 2;
  dE2 += H_term ** 2;
  dE2 += R_term;
  return Math.sqrt(Math.max(dE2, 0));
}
