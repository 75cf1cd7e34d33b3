import type { Session } from "../session/session.ts";

/** What the model is shown for one step, in its own (possibly downscaled) coordinates. */
export interface AgentObservation {
  screenshot?: { data: Buffer; mediaType: "image/png"; width: number; height: number };
  /** The a11y tree, positions and sizes in screenshot coordinates. */
  a11y?: string;
  /** Real screen pixels per screenshot pixel (1 when not downscaled). */
  scale: number;
  ms: number;
}

export interface ObserveOptions {
  maxWidth?: number;
  maxHeight?: number;
  maxA11yNodes?: number;
  a11yTimeoutMs?: number;
}

const OFFSCREEN = -2147483648;

/** One observation for the model; a screen larger than the model wants is downscaled in the guest. */
export async function observeForAgent(
  session: Session,
  options: ObserveOptions = {},
): Promise<AgentObservation> {
  const { width, height } = session.screen;
  const downscale =
    (options.maxWidth !== undefined && width > options.maxWidth) ||
    (options.maxHeight !== undefined && height > options.maxHeight);
  const observation = await session.observe({
    format: "png",
    ...(downscale ? { maxWidth: options.maxWidth, maxHeight: options.maxHeight } : {}),
    maxA11yNodes: options.maxA11yNodes,
    a11yTimeoutMs: options.a11yTimeoutMs,
  });
  const shot = observation.screenshot;
  const scale = shot && shot.width > 0 ? shot.originalWidth / shot.width : 1;
  return {
    ...(shot
      ? {
          screenshot: {
            data: shot.data,
            mediaType: "image/png" as const,
            width: shot.width,
            height: shot.height,
          },
        }
      : {}),
    ...(observation.a11y
      ? { a11y: scale === 1 ? observation.a11y.tsv : scaleA11yTree(observation.a11y.tsv, scale) }
      : {}),
    scale,
    ms: observation.ms,
  };
}

/** Divide every position and size in a desktest a11y TSV by `scale` (off-screen markers kept). */
export function scaleA11yTree(tsv: string, scale: number): string {
  const pair = (cell: string | undefined) => {
    if (!cell || !cell.includes(",")) return cell ?? "";
    const [a, b] = cell.split(",").map(Number);
    if (!Number.isFinite(a) || !Number.isFinite(b) || a === OFFSCREEN || b === OFFSCREEN) return cell;
    return `${Math.round(a! / scale)},${Math.round(b! / scale)}`;
  };
  return tsv
    .split("\n")
    .map((line, i) => {
      if (i === 0) return line;
      const cells = line.split("\t");
      if (cells.length >= 7) {
        cells[5] = pair(cells[5]);
        cells[6] = pair(cells[6]);
      }
      return cells.join("\t");
    })
    .join("\n");
}
