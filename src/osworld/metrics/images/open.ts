import { PythonError } from "../../python-error.ts";
import { pyTypeName } from "../../python-semantics.ts";
import { readBytes } from "../files.ts";
import type { PilImage } from "./pil-image.ts";
import { decodePng, isPng } from "./png.ts";

/**
 * `Image.open(path)` (and the load that follows): PNG through desktest's decoder, which gives Pillow's own
 * modes (palette indices included); other formats (JPEG, GIF, BMP, WebP, TIFF) through sharp, as 8-bit
 * L, LA, RGB or RGBA (a GIF's palette is expanded, where Pillow keeps mode P).
 */
export async function openImage(path: unknown): Promise<PilImage> {
  if (typeof path !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(path)}' object has no attribute 'read'`);
  const data = readBytes(path, "image");
  if (isPng(data)) return decodePng(data);
  const { default: sharp } = await import("sharp");
  let decoded: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    decoded = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PythonError("UnidentifiedImageError", `cannot identify image file '${path}'`);
  }
  const modes = { 1: "L", 2: "LA", 3: "RGB", 4: "RGBA" } as const;
  const mode = modes[decoded.info.channels as 1 | 2 | 3 | 4];
  if (!mode) throw new PythonError("NotSupported", `an image with ${decoded.info.channels} channels`);
  return { mode, width: decoded.info.width, height: decoded.info.height, data: new Uint8Array(decoded.data) };
}
