import type { Box } from "./image-diff.ts";

/** What a changed screenshot comparison says, as the check run stores it. */
export interface ChangeFacts {
  kind: string;
  diffPixels: number;
  ratio: number;
  bbox: Box | null;
  width: number;
  height: number;
  baseWidth: number;
  baseHeight: number;
}

/**
 * Where a region is on the screen, in words a person uses: `top left`, `top`, … `bottom right`, by
 * the thirds its centre falls in; `across most of the screen` when it spans most of both directions.
 */
export function whereOnScreen(box: Box, width: number, height: number): string {
  if (box.width >= width * 0.6 && box.height >= height * 0.6) return "across most of the screen";
  const third = (centre: number, size: number) => Math.min(2, Math.floor((3 * centre) / Math.max(1, size)));
  const vertical = ["top", "middle", "bottom"][third(box.y + box.height / 2, height)]!;
  const horizontal = ["left", "centre", "right"][third(box.x + box.width / 2, width)]!;
  if (vertical === "middle" && horizontal === "centre") return "in the centre";
  if (vertical === "middle") return `on the ${horizontal}`;
  if (horizontal === "centre") return `at the ${vertical}`;
  return `at the ${vertical} ${horizontal}`;
}

/**
 * How much changed and where, in words: `1.78 % of the screen changed (18,240 pixels) at the bottom
 * right, within 380×48 at (412, 96)`; a size change names both sizes.
 */
export function describeChange(change: ChangeFacts): string {
  if (change.kind === "size-changed") {
    return `the screen size changed from ${change.baseWidth}×${change.baseHeight} to ${change.width}×${change.height}`;
  }
  const pct = (change.ratio * 100).toFixed(change.ratio < 0.001 ? 3 : 2);
  const pixels = `${change.diffPixels.toLocaleString("en-US")} pixel${change.diffPixels === 1 ? "" : "s"}`;
  const box = change.bbox;
  const where = box
    ? ` ${whereOnScreen(box, change.width, change.height)}, within ${box.width}×${box.height} at (${box.x}, ${box.y})`
    : "";
  return `${pct} % of the screen changed (${pixels})${where}`;
}
