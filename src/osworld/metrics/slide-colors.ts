import { PythonError, pyEquals, pyTypeName } from "../python-semantics.ts";
import { pyIsdigit } from "../py-isdigit.ts";
import { iterate, pySubscript, subscript } from "./python-access.ts";
import {
  A,
  P,
  backgroundFill,
  child,
  childrenOf,
  frameText,
  hasText,
  openPptx,
  paragraphsOf,
  placeholder,
  slideShapes,
} from "./pptx.ts";
import { colorRgb, fontColorRgb, slideMasters } from "./pptx-color.ts";

/** OSWorld's colour checks of Impress slides (metrics/slides.py), over .pptx files read as python-pptx reads them. */

type Rgb = [number, number, number];

/**
 * check_slide_numbers_color: at the first slide shape whose text is all digits (a slide number), whether
 * the first paragraph of the master placeholder reading "<number>" has a red default font colour; None
 * when no slide shows such a number. A colour that is no RGB one raises, as in OSWorld.
 */
export function check_slide_numbers_color(file: unknown): number | null {
  const prs = openPptx(file);
  for (const slide of prs.slides)
    for (const shape of slideShapes(slide.element)) {
      if (!hasText(shape) || !pyIsdigit(frameText(shape))) continue;
      const color = masterNumberColor(slideMasters(prs));
      if (color === null) return 0;
      const [r, g, b] = color();
      return r === 255 && g === 0 && b === 0 ? 1 : 0;
    }
  return null;
}

/** get_master_placeholder_color: the "<number>" placeholder's first paragraph's `font.color.rgb`, read late. */
function masterNumberColor(masters: Element[]): (() => Rgb) | null {
  for (const master of masters)
    for (const shape of slideShapes(master)) {
      if (!placeholder(shape) || !hasText(shape) || frameText(shape) !== "<number>") continue;
      const first = paragraphsOf(shape)[0];
      if (first) return () => fontColorRgb(child(child(first, A, "pPr"), A, "defRPr"));
    }
  return null;
}

/** Python's `a, b, c = value`. */
function unpack3(value: unknown): unknown[] {
  if (!Array.isArray(value) && typeof value !== "string" && (value === null || typeof value !== "object"))
    throw new PythonError("TypeError", `cannot unpack non-iterable ${pyTypeName(value)} object`);
  const items = iterate(value);
  if (items.length < 3)
    throw new PythonError("ValueError", `not enough values to unpack (expected 3, got ${items.length})`);
  if (items.length > 3) throw new PythonError("ValueError", "too many values to unpack (expected 3)");
  return items;
}

/** A number in Python arithmetic (bool is an int); anything else is a TypeError. */
function operand(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError("TypeError", `unsupported operand type(s) for -: 'int' and '${pyTypeName(value)}'`);
}

/** The background's solid colour as get_rgb_from_color gives it: None when it has no readable RGB. */
function solidRgb(slideOrMaster: Element | undefined): Rgb | null {
  const bgPr = child(child(child(slideOrMaster, P, "cSld"), P, "bg"), P, "bgPr");
  const fill = childrenOf(bgPr, A).find((e) => e.localName === "solidFill");
  try {
    return fill ? colorRgb(fill) : null;
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

/**
 * evaluate_presentation_fill_to_rgb_distance: 1 minus the mean over slides of each background's distance
 * to rules["rgb"] (Euclidean, over the largest possible); a slide whose background has no solid RGB (its
 * own, or its master's when it follows the master) counts 1, as does one still in rules["original_rgb"].
 */
export function evaluate_presentation_fill_to_rgb_distance(file: unknown, rules: unknown): number {
  const rgb = subscript(rules, "rgb");
  const original = pySubscript(rules, "original_rgb");
  const originalRgb = original.ok ? original.value : null;
  const distance = (color: Rgb | null): number => {
    if (color === null) return 1;
    const [r1, g1, b1] = color;
    const [r2, g2, b2] = unpack3(rgb);
    if (originalRgb !== null && originalRgb !== undefined) {
      const [r3, g3, b3] = unpack3(originalRgb);
      if (pyEquals(r1, r3) && pyEquals(g1, g3) && pyEquals(b1, b3)) return 1;
    }
    return (
      Math.sqrt((r1 - operand(r2)) ** 2 + (g1 - operand(g2)) ** 2 + (b1 - operand(b2)) ** 2) /
      Math.sqrt(255 ** 2 + 255 ** 2 + 255 ** 2)
    );
  };
  const prs = openPptx(file);
  let sum = 0;
  for (const slide of prs.slides) {
    const type = backgroundFill(slide.element).type;
    if (type === 1) sum += distance(solidRgb(slide.element));
    else if (type === 5) {
      if (!slide.master) throw new PythonError("KeyError", "no slide layout or master");
      sum += backgroundFill(slide.master).type === 1 ? distance(solidRgb(slide.master)) : 1;
    } else sum += 1;
  }
  if (prs.slides.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
  return 1 - sum / prs.slides.length;
}
