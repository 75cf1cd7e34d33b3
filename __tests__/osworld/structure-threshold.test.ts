import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check_structure_sim_with_threshold } from "../../src/osworld/metrics/structure-threshold.ts";
import { tempDir } from "./helpers.ts";
import { draw, encodePng } from "./oracle/png-writer.ts";

// check_structure_sim_with_threshold is newer than desktop-env 1.0.2 (the oracle), so its values are
// checked by hand against OSWorld's source at 87df18f: SSIM (scikit-image, window 7 or the largest odd
// size that fits) of the RGB images, the source resized to the target with Lanczos, compared with
// ssim_threshold (0.85); every failure is a 0. The SSIM figures in the comments are scikit-image 0.24's.
const dir = tempDir();
const png = (name: string, width: number, height: number, colour: (x: number, y: number) => number[]) => {
  const file = path.join(dir, name);
  writeFileSync(file, encodePng({ width, height, colorType: 2, samples: draw(width, height, 3, colour) }));
  return file;
};
const gradient = (x: number, y: number) => [x * 16, y * 16, (x + y) * 8];
const a = png("a.png", 16, 16, gradient);
const same = png("same.png", 16, 16, gradient);
// the top half inverted: SSIM 0.0669
const halfInverted = png("half.png", 16, 16, (x, y) => gradient(x, y).map((v) => (y < 8 ? 255 - v : v)));
// every pixel doubled: reduced to 16×16 (Lanczos) the SSIM with the gradient is 0.99999; the gradient
// enlarged to 32×32 has 0.974 with the doubled copy
const doubled = png("doubled.png", 32, 32, (x, y) => gradient(Math.floor(x / 2), Math.floor(y / 2)));
const tiny = (name: string, w: number, h: number) => png(name, w, h, (x, y) => [x * 20, y * 20, 90]);

describe("check_structure_sim_with_threshold (OSWorld 87df18f)", () => {
  it("scores 1 when the SSIM reaches the threshold (0.85 by default), 0 below it", async () => {
    expect(await check_structure_sim_with_threshold(a, same)).toBe(1);
    expect(await check_structure_sim_with_threshold(a, halfInverted)).toBe(0);
    expect(await check_structure_sim_with_threshold(a, halfInverted, { ssim_threshold: 0.066 })).toBe(1);
    expect(await check_structure_sim_with_threshold(a, halfInverted, { ssim_threshold: 0.067 })).toBe(0);
    expect(await check_structure_sim_with_threshold(a, same, { ssim_threshold: 1 })).toBe(1); // >=
    expect(await check_structure_sim_with_threshold(a, same, { ssim_threshold: true })).toBe(1); // True is 1
  });

  it("resizes the source to the target's size before comparing", async () => {
    expect(await check_structure_sim_with_threshold(doubled, a)).toBe(1);
    // the other way round the gradient is enlarged to 32×32, which its doubled copy still matches
    expect(await check_structure_sim_with_threshold(a, doubled)).toBe(1);
    expect(await check_structure_sim_with_threshold(a, doubled, { ssim_threshold: 0.97 })).toBe(1);
    expect(await check_structure_sim_with_threshold(a, doubled, { ssim_threshold: 0.98 })).toBe(0);
  });

  it("fits the window to images smaller than 7 pixels, and scores 0 where only a 1-pixel window fits", async () => {
    expect(await check_structure_sim_with_threshold(tiny("t5.png", 5, 9), tiny("u5.png", 5, 9))).toBe(1);
    expect(await check_structure_sim_with_threshold(tiny("t6.png", 6, 6), tiny("u6.png", 6, 6))).toBe(1);
    expect(await check_structure_sim_with_threshold(tiny("t3.png", 3, 3), tiny("u3.png", 3, 3))).toBe(1);
    // identical, but scikit-image's sample covariance divides by zero for a 1×1 window
    expect(await check_structure_sim_with_threshold(tiny("t2.png", 2, 8), tiny("u2.png", 2, 8))).toBe(0);
    expect(await check_structure_sim_with_threshold(tiny("t1.png", 8, 1), tiny("u1.png", 8, 1))).toBe(0);
  });

  it("scores 0 for whatever fails: None, a missing or unreadable file, a threshold that is not a number", async () => {
    expect(await check_structure_sim_with_threshold(null, a)).toBe(0);
    expect(await check_structure_sim_with_threshold(a, undefined)).toBe(0);
    expect(await check_structure_sim_with_threshold(path.join(dir, "missing.png"), a)).toBe(0);
    const notImage = path.join(dir, "not-image.png");
    writeFileSync(notImage, "not an image");
    expect(await check_structure_sim_with_threshold(notImage, a)).toBe(0);
    expect(await check_structure_sim_with_threshold(["a.png"], a)).toBe(0);
    // f"{ssim_threshold:.6f}" raises for a string or None, after the SSIM: caught, 0
    expect(await check_structure_sim_with_threshold(a, same, { ssim_threshold: "0.5" })).toBe(0);
    expect(await check_structure_sim_with_threshold(a, same, { ssim_threshold: null })).toBe(0);
  });
});
