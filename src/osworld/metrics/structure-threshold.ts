import { PythonError } from "../python-semantics.ts";
import { openImage } from "./images/open.ts";
import { BANDS, convert, resize } from "./images/pil-image.ts";
import { structuralSimilarity } from "./images/ssim.ts";
import { dictGet } from "./python-access.ts";

/**
 * OSWorld's check_structure_sim_with_threshold (metrics/gimp.py), newer than desktop-env 1.0.2: ported from
 * xlang-ai/OSWorld at commit 87df18ff0e906dafdb1ea96b8299f35ec1e67e6b. The source is resized to the target's
 * size (Lanczos) when they differ, both become RGB, and the score is 1 when scikit-image's SSIM (window 7,
 * or the largest odd size that fits an image smaller than 7 pixels) reaches `ssim_threshold` (0.85 by
 * default). Every failure scores 0, as the function catches everything: a missing or unreadable image, a
 * 1-pixel-wide image (scikit-image divides by zero there), a threshold that is not a number (formatting it
 * with `:.6f` raises).
 */
export async function check_structure_sim_with_threshold(
  src: unknown,
  tgt: unknown,
  options: Record<string, unknown> = {},
): Promise<number> {
  if (src === null || src === undefined || tgt === null || tgt === undefined) return 0;
  const threshold = dictGet(options, "ssim_threshold", 0.85);
  try {
    let a = await openImage(src);
    let b = await openImage(tgt);
    if (a.width !== b.width || a.height !== b.height) a = resize(a, b.width, b.height, "lanczos");
    if (a.mode !== "RGB") a = convert(a, "RGB");
    if (b.mode !== "RGB") b = convert(b, "RGB");
    const minDim = Math.min(a.width, a.height);
    const winSize = minDim >= 7 ? 7 : minDim % 2 === 1 ? minDim : minDim - 1;
    if (winSize < 1) return 0;
    if (winSize === 1) return 0; // scikit-image's sample covariance: NP / (NP - 1) raises ZeroDivisionError
    const similarity = structuralSimilarity(a.data, b.data, a.width, a.height, BANDS.RGB, winSize);
    const number =
      typeof threshold === "number"
        ? threshold
        : typeof threshold === "boolean"
          ? Number(threshold)
          : typeof threshold === "bigint"
            ? Number(threshold)
            : undefined;
    if (number === undefined) return 0; // f"{ssim_threshold:.6f}" raises before the comparison
    return similarity >= number ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
}
