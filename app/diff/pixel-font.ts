/**
 * Fixed labels drawn into diff images with a built-in 5×7 pixel font: no font files, no text renderer,
 * the same pixels on every machine. Only the characters the labels use are defined.
 */
const GLYPHS: Record<string, string[]> = {
  A: ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
  B: ["11110", "10001", "10001", "11110", "10001", "10001", "11110"],
  C: ["01110", "10001", "10000", "10000", "10000", "10001", "01110"],
  D: ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  F: ["11111", "10000", "10000", "11110", "10000", "10000", "10000"],
  H: ["10001", "10001", "10001", "11111", "10001", "10001", "10001"],
  I: ["01110", "00100", "00100", "00100", "00100", "00100", "01110"],
  L: ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
  N: ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
  R: ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
  S: ["01111", "10000", "10000", "01110", "00001", "00001", "11110"],
  T: ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
  U: ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
  " ": ["00000", "00000", "00000", "00000", "00000", "00000", "00000"],
};

export const GLYPH = { width: 5, height: 7, spacing: 1 } as const;

/** Width in pixels of `text` drawn at `scale`. */
export function labelWidth(text: string, scale: number): number {
  return text.length * (GLYPH.width + GLYPH.spacing) * scale - GLYPH.spacing * scale;
}

/**
 * Draw `text` (upper case; unknown characters are left blank) into an RGBA buffer of `width` pixels
 * per row, its top left corner at (x, y), each font pixel a `scale`×`scale` square; clipped to the image.
 */
export function drawLabel(
  data: Buffer,
  width: number,
  height: number,
  x: number,
  y: number,
  text: string,
  scale: number,
  colour: readonly [number, number, number],
): void {
  [...text.toUpperCase()].forEach((char, index) => {
    const rows = GLYPHS[char];
    if (!rows) return;
    const left = x + index * (GLYPH.width + GLYPH.spacing) * scale;
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH.width; gx++) {
        if (row[gx] !== "1") continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const px = left + gx * scale + dx;
            const py = y + gy * scale + dy;
            if (px < 0 || py < 0 || px >= width || py >= height) continue;
            const i = (py * width + px) * 4;
            data[i] = colour[0];
            data[i + 1] = colour[1];
            data[i + 2] = colour[2];
            data[i + 3] = 255;
          }
        }
      }
    });
  });
}
