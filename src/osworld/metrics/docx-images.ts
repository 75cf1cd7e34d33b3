import path from "node:path";
import { PythonError, pyTruthy } from "../python-semantics.ts";
import { elements, openDocx, type Docx } from "./docx.ts";
import type { PilImage } from "./images/pil-image.ts";
import { decodePng, isPng } from "./images/png.ts";
import { rejectKeywords } from "./python-access.ts";
import { parseXmlDocument } from "./xml-tree.ts";

/**
 * OSWorld's `compare_docx_images(docx_file1, docx_file2)` (metrics/docs.py): the images the main document
 * part relates to (every relationship whose type contains "image", in the order of its .rels file, as
 * python-docx's `doc.part.rels` gives them) must be as many in both files and pairwise equal as Pillow's
 * `Image.open(...).tobytes()` gives them: the decoded pixels in the image's own mode, whatever its size.
 * PNG is decoded by desktest's decoder (Pillow's modes), JPEG by sharp; other formats are refused.
 */

const PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";

interface Rel {
  type: string;
  external: boolean;
  target: string;
}

/** `doc.part.rels`: the main part's relationships by Id (a repeated Id keeps its first place, its last value). */
function documentRels(docx: Docx): Rel[] {
  const dir = path.posix.dirname(docx.mainPart) === "." ? "" : path.posix.dirname(docx.mainPart);
  const name = `${dir ? `${dir}/` : ""}_rels/${path.posix.basename(docx.mainPart)}.rels`;
  const data = docx.entries[name];
  const rels = new Map<string, Rel>();
  if (!data) return [];
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError").documentElement!;
  for (const rel of elements(root, "Relationship", PKG_RELS)) {
    const target = rel.getAttribute("Target") ?? "";
    const external = rel.getAttribute("TargetMode") === "External";
    const resolved = target.startsWith("/")
      ? path.posix.normalize(target).slice(1)
      : path.posix.normalize(`/${dir}/${target}`).slice(1);
    rels.set(rel.getAttribute("Id") ?? "", {
      type: rel.getAttribute("Type") ?? "",
      external,
      target: resolved,
    });
  }
  return [...rels.values()];
}

/**
 * `Document(path)` inside OSWorld's try/except: null where python-docx raises, including a relationship
 * of the main part to a part the package lacks (python-docx loads every related part).
 */
function openWithRels(file: unknown): { docx: Docx; rels: Rel[] } | null {
  try {
    const docx = openDocx(file);
    const rels = documentRels(docx);
    if (rels.some((r) => !r.external && docx.entries[r.target] === undefined)) return null;
    return { docx, rels };
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

/** The image parts' bytes, as `rel.target_part.blob` (ValueError for a linked, external image). */
function imageBlobs(opened: { docx: Docx; rels: Rel[] }): Uint8Array[] {
  return opened.rels
    .filter((r) => r.type.includes("image"))
    .map((r) => {
      if (r.external)
        throw new PythonError(
          "ValueError",
          "target_part property on _Relationship is undefined when target mode is External",
        );
      return opened.docx.entries[r.target]!;
    });
}

const isJpeg = (data: Uint8Array) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/** Pillow's `tobytes()` of a decoded image: mode "1" packed eight pixels a byte (rows padded), else as held. */
function pilBytes(image: PilImage): Uint8Array {
  if (image.mode !== "1") return image.data;
  const stride = Math.ceil(image.width / 8);
  const out = new Uint8Array(stride * image.height);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.data[y * image.width + x]) out[y * stride + (x >> 3)]! |= 0x80 >> (x & 7);
  return out;
}

/** `Image.open(BytesIO(blob)).tobytes()`. */
async function tobytes(blob: Uint8Array): Promise<Uint8Array> {
  if (isPng(blob)) return pilBytes(decodePng(blob));
  if (!isJpeg(blob))
    throw new PythonError(
      "NotSupported",
      "desktest compares a document's PNG and JPEG images only (Pillow reads other formats too)",
    );
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(blob);
    const { space } = await image.metadata();
    if (space === "cmyk")
      throw new PythonError("NotSupported", "desktest does not port Pillow's CMYK JPEG images");
    return new Uint8Array(await image.raw().toBuffer());
  } catch (error) {
    if (error instanceof PythonError) throw error;
    throw new PythonError("OSError", "image file is truncated or not a JPEG Pillow can decode");
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

export async function compare_docx_images(
  file1: unknown,
  file2: unknown,
  options?: Record<string, unknown>,
): Promise<number> {
  rejectKeywords("compare_docx_images", options);
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const doc1 = openWithRels(file1);
  const doc2 = doc1 && openWithRels(file2);
  if (!doc1 || !doc2) return 0;
  const images1 = imageBlobs(doc1);
  const images2 = imageBlobs(doc2);
  if (images1.length !== images2.length) return 0;
  for (let i = 0; i < images1.length; i++)
    if (!sameBytes(await tobytes(images1[i]!), await tobytes(images2[i]!))) return 0;
  return 1;
}
