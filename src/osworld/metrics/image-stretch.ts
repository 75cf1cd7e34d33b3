import { PythonError, pyTypeName } from "../python-semantics.ts";
import {
  A,
  P,
  child,
  dimension,
  openPptx,
  shapeType,
  slideShapes,
  slideSize,
  type Presentation,
  type Slide,
} from "./pptx.ts";

/** OSWorld's check_image_stretch_and_center (metrics/slides.py), over .pptx files read as python-pptx reads them. */

const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
/** `Inches(0.5)` in EMU. */
const HALF_INCH = 457200;

/** `prs.slides[0]`. */
function firstSlide(prs: Presentation): Slide {
  const slide = prs.slides[0];
  if (!slide) throw new PythonError("IndexError", "slide index out of range");
  return slide;
}

/** `picture.image.blob`: the bytes of the part its a:blip embeds. */
function imageBlob(prs: Presentation, slide: Slide, picture: Element): Uint8Array {
  const blip = child(child(picture, P, "blipFill"), A, "blip");
  const embed = blip?.hasAttributeNS(R, "embed") ? blip.getAttributeNS(R, "embed")! : null;
  if (embed === null) throw new PythonError("ValueError", "no embedded image");
  const target = prs.pkg.rels(slide.part).get(embed);
  const data = target ? prs.pkg.entries[target[1]] : undefined;
  if (!data) throw new PythonError("KeyError", `'${embed}'`);
  return data;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Python's `a - b` over lengths that may be None. */
function minus(a: number | null, b: number | null): number {
  if (a === null || b === null)
    throw new PythonError(
      "TypeError",
      `unsupported operand type(s) for -: '${a === null ? "NoneType" : pyTypeName(a)}' and '${b === null ? "NoneType" : pyTypeName(b)}'`,
    );
  return a - b;
}

/**
 * check_image_stretch_and_center(modified, original): the first picture of the original's first slide is
 * found among the modified first slide's pictures by its image bytes (the last match), and must fill the
 * original's slide size and sit centred on it, each within half an inch.
 */
export function check_image_stretch_and_center(modifiedPpt: unknown, originalPpt: unknown): number {
  const original = openPptx(originalPpt);
  const modified = openPptx(modifiedPpt);
  const originalSlide = firstSlide(original);
  const modifiedSlide = firstSlide(modified);
  const pictures = (slide: Slide) => slideShapes(slide.element).filter((shape) => shapeType(shape) === 13);
  const originalImages = pictures(originalSlide);
  const modifiedImages = pictures(modifiedSlide);
  const theImage = originalImages[0];
  if (!theImage) return 0;
  let theModified: Element | undefined;
  for (const image of modifiedImages)
    if (sameBytes(imageBlob(original, originalSlide, theImage), imageBlob(modified, modifiedSlide, image)))
      theModified = image;
  if (!theModified) return 0;
  const { width: slideWidth, height: slideHeight } = slideSize(original);
  const size = (which: "left" | "top" | "width" | "height") => dimension(theModified, which, modifiedSlide);
  if (
    Math.abs(minus(size("width"), slideWidth)) > HALF_INCH ||
    Math.abs(minus(size("height"), slideHeight)) > HALF_INCH ||
    Math.abs(minus(size("left"), minus(slideWidth, size("width")) / 2)) > HALF_INCH ||
    Math.abs(minus(size("top"), minus(slideHeight, size("height")) / 2)) > HALF_INCH
  )
    return 0;
  return 1;
}
