import type { ImageFormat, SettleOptions, SettleResult } from "../session/guest/guest-agent.ts";
import type { Session } from "../session/session.ts";
import type { ImageMediaType } from "./providers/llm-provider.ts";

/** What the model is shown for one step, in its own (possibly downscaled) coordinates. */
export interface AgentObservation {
  screenshot?: { data: Buffer; mediaType: ImageMediaType; width: number; height: number };
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
  /** The image types the model takes (default PNG only): the screenshot comes in the cheapest of them. */
  imageTypes?: readonly ImageMediaType[];
  /** Wait for the screen to settle first (the guest observes during the wait where it can). */
  settle?: SettleOptions;
}

/** An observation for the model, how the screen settled before it, and its PNG for the artifacts. */
export interface AgentObserved {
  observation: AgentObservation;
  settle?: SettleResult;
  /**
   * The screenshot as PNG (the artifacts' format): the model's own bytes when they are PNG, otherwise
   * encoded by the guest from the frame it kept, fetched when called (off the step's critical path).
   */
  png?: () => Promise<Buffer>;
}

/**
 * Formats from the cheapest to encode, measured in the guest at 1280×800 (Pillow): JPEG 1.6 ms, PNG
 * (level 1) 12 ms, WebP (method 0) 17 ms. Image tokens depend on the size only, not the format.
 */
const CHEAPEST_FIRST: readonly ImageFormat[] = ["jpeg", "png", "webp"];
/** JPEG quality for the model: text stays sharp; about the size of the PNG. */
const JPEG_QUALITY = 90;

/** The cheapest format to encode among the image types a model takes (PNG when it names none). */
export function cheapestImageFormat(types: readonly ImageMediaType[] | undefined): ImageFormat {
  const accepted = new Set(types ?? ["image/png"]);
  return CHEAPEST_FIRST.find((format) => accepted.has(`image/${format}`)) ?? "png";
}

/** One observation for the model; a screen larger than the model wants is downscaled in the guest. */
export async function observeForAgent(
  session: Session,
  options: ObserveOptions = {},
): Promise<AgentObserved> {
  const { width, height } = session.screen;
  const downscale =
    (options.maxWidth !== undefined && width > options.maxWidth) ||
    (options.maxHeight !== undefined && height > options.maxHeight);
  // Another encoding for the artifacts needs a kept frame; an agent that cannot keep one sends PNG.
  const cheapest = cheapestImageFormat(options.imageTypes);
  const format = cheapest === "png" || session.guest.supports("keep_frame") ? cheapest : "png";
  const observation = await session.observe({
    format,
    ...(format === "jpeg" ? { quality: JPEG_QUALITY } : {}),
    ...(format !== "png" ? { keepFrame: true } : {}),
    ...(downscale ? { maxWidth: options.maxWidth, maxHeight: options.maxHeight } : {}),
    maxA11yNodes: options.maxA11yNodes,
    a11yTimeoutMs: options.a11yTimeoutMs,
    ...(options.settle ? { settle: options.settle } : {}),
  });
  const shot = observation.screenshot;
  const scale = shot && shot.width > 0 ? shot.originalWidth / shot.width : 1;
  const frameId = shot?.frameId;
  const png =
    shot?.format === "png"
      ? () => Promise.resolve(shot.data)
      : frameId !== undefined
        ? async () => (await session.guest.frame(frameId, "png")).data
        : undefined;
  return {
    observation: {
      ...(shot
        ? {
            screenshot: {
              data: shot.data,
              mediaType: `image/${shot.format as ImageFormat}` as const,
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
    },
    ...(observation.settle ? { settle: observation.settle } : {}),
    ...(png ? { png } : {}),
  };
}

const OFFSCREEN = -2147483648;

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
