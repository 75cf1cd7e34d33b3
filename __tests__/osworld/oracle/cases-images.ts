import sharp from "sharp";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { draw, encodePng, random } from "./png-writer.ts";

// Images in every PNG colour type Pillow reads (gray, RGB, palette with tRNS, gray+alpha, RGBA, 1-bit,
// 16-bit, interlaced) and JPEG, for OSWorld's GIMP and VLC image metrics.
const f = new Files();
const W = 40;
const H = 30;
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A scene: gradient background, a rectangle, a little noise; `tweak` changes colours. */
function scene(seed: number, tweak: (rgb: number[]) => number[] = (c) => c, width = W, height = H) {
  const rnd = random(seed);
  return draw(width, height, 3, (x, y) => {
    const inRect = x > width / 4 && x < width / 2 && y > height / 3 && y < (2 * height) / 3;
    const base = inRect ? [200, 40, 60] : [x * 5, y * 7, 120];
    return tweak(base.map((v) => clamp(v + (rnd() - 0.5) * 20)));
  });
}

const png = (name: string, spec: Parameters<typeof encodePng>[0]) => f.write(name, encodePng(spec));
const rgb = (name: string, samples: number[], width = W, height = H) =>
  png(name, { width, height, colorType: 2, samples });

// (each drawn once: the RGBA copies below take their pixels from them)
const scene1 = scene(1);
const scene2 = scene(2);
const base = rgb("base.png", scene(1));
const baseCopy = rgb("base-copy.png", scene(1));
const noisier = rgb("noisier.png", scene(2));
const other = rgb(
  "other.png",
  scene(3, ([r, g, b]) => [b!, r!, g!]),
);
const darker = rgb(
  "darker.png",
  scene(1, (c) => c.map((v) => clamp(v * 0.6))),
);
const brighter = rgb(
  "brighter.png",
  scene(1, (c) => c.map((v) => clamp(v * 1.3 + 10))),
);
const saturated = rgb(
  "saturated.png",
  scene(1, ([r, g, b]) => {
    const mean = (r! + g! + b!) / 3;
    return [r!, g!, b!].map((v) => clamp(mean + (v - mean) * 1.6));
  }),
);
const flat = rgb(
  "flat.png",
  scene(1, ([r, g, b]) => {
    const mean = (r! + g! + b!) / 3;
    return [r!, g!, b!].map((v) => clamp(mean + (v - mean) * 0.5));
  }),
);
const mirroredSamples = (() => {
  const s = scene(1);
  const out: number[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      out.push(...s.slice((y * W + (W - 1 - x)) * 3, (y * W + (W - 1 - x)) * 3 + 3));
  return out;
})();
const mirrored = rgb("mirrored.png", mirroredSamples);
const bigger = rgb(
  "bigger.png",
  scene(1, (c) => c, 64, 48),
  64,
  48,
);
const tall = rgb(
  "tall.png",
  scene(1, (c) => c, 40, 50),
  40,
  50,
);
const tiny = rgb(
  "tiny.png",
  scene(4, (c) => c, 5, 5),
  5,
  5,
);
const gray = png("gray.png", {
  width: W,
  height: H,
  colorType: 0,
  samples: draw(W, H, 1, (x, y) => [clamp(x * 4 + y * 3)]),
});
const gray1bit = png("gray1.png", {
  width: W,
  height: H,
  colorType: 0,
  bitDepth: 1,
  samples: draw(W, H, 1, (x, y) => [(x + y) % 3 === 0 ? 1 : 0]),
});
const gray4bit = png("gray4.png", {
  width: W,
  height: H,
  colorType: 0,
  bitDepth: 4,
  samples: draw(W, H, 1, (x) => [x % 16]),
});
const rgb16 = png("rgb16.png", {
  width: W,
  height: H,
  colorType: 2,
  bitDepth: 16,
  samples: scene(1).map((v) => v * 257 + 3),
});
const interlaced = png("interlaced.png", {
  width: W,
  height: H,
  colorType: 2,
  samples: scene(1),
  interlace: true,
});
const rgbaOpaque = png("rgba.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, (x, y) => [...scene1.slice((y * W + x) * 3, (y * W + x) * 3 + 3), 255]),
});
const rgbaAlphaDiff = png("rgba-alpha.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, (x, y) => [
    ...scene1.slice((y * W + x) * 3, (y * W + x) * 3 + 3),
    x === 3 && y === 4 ? 128 : 255,
  ]),
});
const rgbaColourDiff = png("rgba-colour.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, (x, y) => [...scene2.slice((y * W + x) * 3, (y * W + x) * 3 + 3), 255]),
});
// a logo on a transparent canvas: its content box is 20×10
const logo = png("logo.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, (x, y) =>
    x >= 10 && x < 30 && y >= 10 && y < 20 ? [x * 6, 100, y * 8, 255] : [0, 0, 0, 0],
  ),
});
const logoResized = rgb(
  "logo-resized.png",
  draw(40, 20, 3, (x, y) => [clamp(x * 3 + 60), 100, clamp(y * 8 + 80)]),
  40,
  20,
);
const transparentAll = png("transparent.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, () => [0, 0, 0, 0]),
});
const grayAlpha = png("gray-alpha.png", {
  width: W,
  height: H,
  colorType: 4,
  samples: draw(W, H, 1, (x, y) => [clamp(x * 6), x < 20 && y < 15 ? 255 : 0]),
});
const palette: [number, number, number][] = [
  [0, 0, 0],
  [200, 40, 60],
  [20, 180, 40],
  [250, 250, 250],
];
const paletted = png("palette.png", {
  width: W,
  height: H,
  colorType: 3,
  palette,
  samples: draw(W, H, 1, (x, y) => [(x > 10 && x < 30 ? 1 : 2) + (y > 20 ? 1 : 0)]),
});
const palettedTrns = png("palette-trns.png", {
  width: W,
  height: H,
  colorType: 3,
  palette,
  trns: [0, 255, 255, 255],
  samples: draw(W, H, 1, (x, y) => [x < 8 ? 0 : (x > 10 && x < 30 ? 1 : 2) + (y > 20 ? 1 : 0)]),
});
const palettedRgb = rgb(
  "palette-as-rgb.png",
  draw(W, H, 3, (x, y) => palette[(x > 10 && x < 30 ? 1 : 2) + (y > 20 ? 1 : 0)]!),
);
// text-like dark marks on white: on the left edge, and in the middle
const textLeft = rgb(
  "text-left.png",
  draw(W, H, 3, (x, y) => (x >= 1 && x < 12 && y > 10 && y < 14 ? [10, 10, 10] : [255, 255, 255])),
);
const textMiddle = rgb(
  "text-middle.png",
  draw(W, H, 3, (x, y) => (x >= 15 && x < 25 && y > 10 && y < 14 ? [10, 10, 10] : [255, 255, 255])),
);
// a green background with black text, and the mask (black where the text is)
const square = (n: number, colour: (x: number, y: number) => number[]) =>
  rgb(`sq-${Math.random().toString(36).slice(2)}.png`, draw(n, n, 3, colour), n, n);
const green = square(20, (x, y) => (x > 5 && x < 9 && y > 5 && y < 15 ? [0, 0, 0] : [30, 200, 40]));
const greenMask = square(20, (x, y) => (x > 5 && x < 9 && y > 5 && y < 15 ? [0, 0, 0] : [255, 255, 255]));
const notGreen = square(20, (x, y) => (x > 5 && x < 9 && y > 5 && y < 15 ? [0, 0, 0] : [200, 30, 40]));
// a triangle in the middle, and one in a corner
const triangle = (cx: number, cy: number) =>
  rgb(
    `tri-${cx}-${cy}.png`,
    draw(W, H, 3, (x, y) =>
      y >= cy - 5 && y <= cy + 5 && Math.abs(x - cx) <= (y - (cy - 5)) / 2 ? [250, 220, 0] : [30, 30, 90],
    ),
  );
const triangleMiddle = triangle(20, 15);
const triangleCorner = triangle(6, 6);

const jpeg = (name: string, samples: number[]) =>
  sharp(Buffer.from(samples), { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((data) => f.write(name, data));
const [jpegBase, jpegDarker] = await Promise.all([
  jpeg("base.jpg", scene(1)),
  jpeg(
    "darker.jpg",
    scene(1, (c) => c.map((v) => clamp(v * 0.6))),
  ),
]);
const notImage = f.write("not-image.png", "not an image");

// check_sharper: a picture, a blurred and a sharpened copy (3×3 box blur / unsharp mask of the same scene)
const sceneSamples = scene(5);
const filtered = (amount: number) =>
  draw(W, H, 3, (x, y) =>
    [0, 1, 2].map((c) => {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(W - 1, Math.max(0, x + dx));
          const yy = Math.min(H - 1, Math.max(0, y + dy));
          sum += sceneSamples[(yy * W + xx) * 3 + c]!;
          n++;
        }
      const v = sceneSamples[(y * W + x) * 3 + c]!;
      return clamp(v + amount * (v - sum / n));
    }),
  );
// (each computed once: a pixel-by-pixel draw that filtered the whole picture per pixel took seconds)
const sharpenedSamples = filtered(1.5);
const blurredSamples = filtered(-1);
const sharpSource = rgb("sharp-source.png", sceneSamples);
const blurred = rgb("blurred.png", blurredSamples);
const sharpened = rgb("sharpened.png", sharpenedSamples);
const withGamma = (name: string, samples: number[], extra: { gamma?: number; srgb?: boolean }) =>
  png(name, { width: W, height: H, colorType: 2, samples, ...extra });
const blurredGamma = withGamma("blurred-gama.png", blurredSamples, { gamma: 45455 });
const sharpenedGamma = withGamma("sharpened-gama.png", sharpenedSamples, { gamma: 45455 });
const sharpenedSrgb = withGamma("sharpened-srgb.png", sharpenedSamples, { srgb: true });
const sharpenedGamma1 = withGamma("sharpened-gama1.png", sharpenedSamples, { gamma: 100000 });
const sharpened16 = png("sharpened16.png", {
  width: W,
  height: H,
  colorType: 2,
  bitDepth: 16,
  samples: sharpenedSamples.map((v, i) => v * 256 + ((i * 37) % 256)),
});
const sharpenedRgba = png("sharpened-rgba.png", {
  width: W,
  height: H,
  colorType: 6,
  samples: draw(W, H, 4, (x, y) => [
    ...sharpenedSamples.slice((y * W + x) * 3, (y * W + x) * 3 + 3),
    (x * 9) % 256,
  ]),
});
const grayJpeg = (name: string, samples: number[]) =>
  sharp(Buffer.from(samples), { raw: { width: W, height: H, channels: 1 } })
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((data) => f.write(name, data));
const [sharpenedJpeg, blurredJpeg, sharpenedGrayJpeg, blurredGrayJpeg] = await Promise.all([
  jpeg("sharpened.jpg", sharpenedSamples),
  jpeg("blurred.jpg", blurredSamples),
  grayJpeg(
    "sharpened-gray.jpg",
    draw(W, H, 1, (x, y) => [sharpenedSamples[(y * W + x) * 3 + 1]!]),
  ),
  grayJpeg(
    "blurred-gray.jpg",
    draw(W, H, 1, (x, y) => [blurredSamples[(y * W + x) * 3 + 1]!]),
  ),
]);
const onePixelWide = rgb(
  "one-wide.png",
  draw(1, 9, 3, (_x, y) => [y * 20, 0, 0]),
  1,
  9,
);
// compare_triangle_positions: triangles on canvases of odd and even sizes
const triangleOn = (width: number, height: number, cx: number, cy: number) =>
  rgb(
    `tri-${width}x${height}-${cx}-${cy}.png`,
    draw(width, height, 3, (x, y) =>
      y >= cy - 5 && y <= cy + 5 && Math.abs(x - cx) <= (y - (cy - 5)) / 2 ? [250, 220, 0] : [30, 30, 90],
    ),
    width,
    height,
  );
const triangleOdd = triangleOn(41, 31, 20, 15);
const triangleOddEven = triangleOn(41, 30, 6, 6);

export const IMAGE_CASES: MetricCase[] = [
  ...metricCases("vlc", "compare_images", [
    { name: "the same picture", result: base, expected: baseCopy },
    { name: "a little noise apart", result: base, expected: noisier },
    { name: "different pictures", result: base, expected: other },
    { name: "sizes differ: both resized (Lanczos) to the smaller", result: bigger, expected: base },
    { name: "a narrower but taller image is the smaller", result: tall, expected: bigger },
    {
      name: "a reference base result above",
      result: base,
      expected: noisier,
      options: { reference_base_result: 0.3 },
    },
    {
      name: "a reference base result out of reach",
      result: base,
      expected: other,
      options: { reference_base_result: 0.9 },
    },
    { name: "gray against RGB", result: gray, expected: base },
    { name: "palette and RGBA", result: paletted, expected: rgbaOpaque },
    { name: "1-bit and 4-bit gray", result: gray1bit, expected: gray4bit },
    { name: "16-bit and interlaced", result: rgb16, expected: interlaced },
    { name: "JPEG", result: jpegBase, expected: jpegDarker },
    { name: "JPEG against PNG", result: jpegBase, expected: base },
    { name: "smaller than the window", result: tiny, expected: tiny },
    { name: "None", result: null, expected: base },
    { name: "a missing file", result: f.missing("x.png"), expected: base },
    { name: "not an image", result: notImage, expected: base },
    { name: "gray with alpha", result: grayAlpha, expected: gray },
  ]),
  ...metricCases("gimp", "compare_image_list", [
    { name: "identical", result: base, expected: baseCopy },
    { name: "different", result: base, expected: noisier },
    {
      name: "RGBA images differ only in colour: Pillow's bbox looks at alpha",
      result: rgbaOpaque,
      expected: rgbaColourDiff,
    },
    { name: "RGBA images differ in alpha", result: rgbaOpaque, expected: rgbaAlphaDiff },
    { name: "RGB against RGBA (converted)", result: base, expected: rgbaOpaque },
    { name: "palette against its RGB", result: paletted, expected: palettedRgb },
    { name: "RGB against a palette (converted to P)", result: palettedRgb, expected: paletted },
    { name: "a resized prediction", result: bigger, expected: base },
    { name: "lists", result: [base, gray], expected: [baseCopy, gray] },
    { name: "lists with a difference", result: [base, gray], expected: [baseCopy, base] },
    { name: "a None in a list", result: [base, null], expected: [baseCopy, gray] },
    { name: "None", result: null, expected: base },
  ]),
  ...metricCases("gimp", "check_structure_sim", [
    { name: "the same structure", result: base, expected: noisier },
    { name: "different", result: base, expected: other },
    { name: "sizes differ", result: base, expected: bigger },
    { name: "too small for SSIM", result: tiny, expected: tiny },
    { name: "a missing file (caught)", result: f.missing("y.png"), expected: base },
    { name: "gray against RGB", result: gray, expected: gray },
    { name: "RGBA converted", result: rgbaOpaque, expected: base },
  ]),
  ...metricCases("gimp", "check_structure_sim_resized", [
    { name: "resized to the target (bicubic)", result: bigger, expected: base },
    { name: "a transparent canvas cropped to its content", result: logo, expected: logoResized },
    { name: "completely transparent", result: transparentAll, expected: base },
    { name: "different pictures", result: bigger, expected: other },
    { name: "a palette with tRNS", result: palettedTrns, expected: palettedRgb },
    { name: "None", result: null, expected: base },
  ]),
  ...metricCases("gimp", "check_file_exists_and_structure_sim", [
    { name: "exists and similar", result: noisier, expected: base },
    { name: "exists, different", result: other, expected: base },
    { name: "missing", result: f.missing("z.png"), expected: base },
  ]),
  ...metricCases("gimp", "check_image_mirror", [
    { name: "mirrored", result: base, expected: mirrored },
    { name: "not mirrored", result: base, expected: baseCopy },
    { name: "None", result: base, expected: null },
  ]),
  ...metricCases("gimp", "check_palette_and_structure_sim", [
    { name: "a palette image like the target", result: paletted, expected: palettedRgb },
    { name: "not a palette image", result: palettedRgb, expected: palettedRgb },
    { name: "a palette image unlike the target", result: paletted, expected: other },
    { name: "a missing source", result: f.missing("p.png"), expected: base },
  ]),
  ...metricCases("gimp", "check_brightness_decrease_and_structure_sim", [
    { name: "darker, same structure", result: darker, expected: base },
    { name: "brighter", result: brighter, expected: base },
    { name: "darker but different", result: darker, expected: other },
    { name: "a custom threshold", result: darker, expected: base, options: { threshold: 0.000001 } },
    { name: "JPEG", result: jpegDarker, expected: jpegBase },
  ]),
  ...metricCases("gimp", "check_saturation_increase_and_structure_sim", [
    { name: "more saturated", result: saturated, expected: base },
    { name: "less saturated", result: flat, expected: base },
    { name: "gray images", result: gray, expected: gray },
    { name: "RGBA", result: rgbaOpaque, expected: flat },
  ]),
  ...metricCases("gimp", "check_contrast_increase_and_structure_sim", [
    { name: "more contrast", result: saturated, expected: flat },
    { name: "less contrast", result: flat, expected: saturated },
    { name: "different pictures", result: saturated, expected: other },
  ]),
  ...metricCases("gimp", "check_image_size", [
    { name: "the size", result: base, expected: { width: W, height: H } },
    { name: "width only", result: base, expected: { width: W } },
    { name: "a wrong height", result: base, expected: { width: W, height: 10 } },
    {
      name: "the content of a transparent canvas",
      result: logo,
      expected: { width: 20, height: 10, ignore_transparent: true },
    },
    {
      name: "the canvas of a transparent image without ignore_transparent",
      result: logo,
      expected: { width: W, height: H },
    },
    {
      name: "a palette with tRNS counts its content",
      result: palettedTrns,
      expected: { width: W - 8, height: H },
    },
    {
      name: "completely transparent",
      result: transparentAll,
      expected: { width: 0, height: 0, ignore_transparent: true },
    },
    { name: "no rule keys", result: base, expected: {} },
    { name: "None", result: null, expected: { width: 1 } },
  ]),
  ...metricCases("gimp", "check_textbox_on_leftside", [
    { name: "text on the left", result: textLeft },
    { name: "text in the middle", result: textMiddle },
    { name: "no dark pixels", result: square(10, () => [255, 255, 255]) },
  ]),
  ...metricCases("gimp", "check_green_background", [
    { name: "a green background", result: green, expected: greenMask },
    { name: "a red background", result: notGreen, expected: greenMask },
    { name: "a non-square image (numpy's row/column order)", result: base, expected: base },
    { name: "gray images", result: gray, expected: gray },
  ]),
  ...metricCases("gimp", "check_triangle_position", [
    { name: "in the middle", result: triangleMiddle },
    { name: "in a corner", result: triangleCorner },
    { name: "a gray image", result: gray },
    { name: "one colour only", result: square(10, () => [1, 2, 3]) },
  ]),
  ...metricCases("gimp", "check_sharper", [
    { name: "sharpened against the source", result: sharpened, expected: sharpSource },
    { name: "the source against a blurred copy", result: sharpSource, expected: blurred },
    { name: "blurred against sharpened", result: blurred, expected: sharpened },
    { name: "the same image", result: sharpSource, expected: sharpSource },
    {
      name: "a file gamma (gAMA 0.45455): libpng converts in linear light",
      result: sharpenedGamma,
      expected: sharpened,
    },
    { name: "gAMA files both", result: blurredGamma, expected: sharpenedGamma },
    { name: "an sRGB chunk", result: sharpenedSrgb, expected: sharpened },
    { name: "gAMA 1.0 is no gamma", result: sharpenedGamma1, expected: sharpened },
    { name: "16-bit RGB", result: sharpened16, expected: sharpened },
    { name: "RGBA: alpha stripped", result: sharpenedRgba, expected: sharpened },
    { name: "palette and gray", result: paletted, expected: gray },
    { name: "1-bit and 4-bit gray", result: gray1bit, expected: gray4bit },
    { name: "gray with alpha", result: grayAlpha, expected: gray },
    { name: "interlaced", result: interlaced, expected: base },
    { name: "grayscale JPEGs", result: sharpenedGrayJpeg, expected: blurredGrayJpeg },
    { name: "colour JPEGs", result: sharpenedJpeg, expected: blurredJpeg },
    { name: "one pixel wide", result: onePixelWide, expected: tiny },
    { name: "a missing file", result: f.missing("s.png"), expected: base },
    { name: "not an image", result: notImage, expected: base },
    { name: "None", result: null, expected: base },
  ]),
  ...metricCases("gimp", "compare_triangle_positions", [
    {
      name: "a centred and a cornered triangle on canvases of one size",
      result: triangleMiddle,
      expected: triangleCorner,
    },
    { name: "even canvas against odd canvas", result: triangleMiddle, expected: triangleOdd },
    { name: "odd canvas against even canvas", result: triangleOdd, expected: triangleMiddle },
    { name: "odd by even against even by even", result: triangleOddEven, expected: triangleMiddle },
    { name: "even by even against odd by even", result: triangleMiddle, expected: triangleOddEven },
    { name: "a JPEG", result: jpegBase, expected: triangleOdd },
    { name: "one pixel wide: zero area", result: onePixelWide, expected: triangleMiddle },
    { name: "a missing file", result: f.missing("t.png"), expected: triangleMiddle },
    { name: "the second missing", result: triangleMiddle, expected: f.missing("t2.png") },
    { name: "not an image", result: notImage, expected: triangleMiddle },
    { name: "None", result: null, expected: triangleMiddle },
  ]),
  ...metricCases("gimp", "increase_saturation", [
    { name: "increased", result: flat, expected: saturated },
    { name: "decreased", result: saturated, expected: flat },
  ]),
  ...metricCases("gimp", "decrease_brightness", [
    { name: "decreased", result: base, expected: darker },
    { name: "increased", result: base, expected: brighter },
    { name: "palette", result: paletted, expected: palettedRgb },
  ]),
  ...metricCases("gimp", "check_image_file_size", [
    { name: "under the limit", result: base, expected: { max_size: 1_000_000 } },
    { name: "over it", result: base, expected: { max_size: 10 } },
    { name: "a missing file", result: f.missing("q.png"), expected: { max_size: 10 } },
    { name: "None", result: null, expected: { max_size: 10 } },
  ]),
  ...metricCases("gimp", "check_file_exists", [
    { name: "exists", result: f.dir, expected: "base.png" },
    { name: "missing", result: f.dir, expected: "nope.png" },
    { name: "a folder is no file", result: f.dir, expected: "" },
  ]),
];
