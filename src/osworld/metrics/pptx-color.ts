import { PythonError, PY_WHITESPACE, pyStrip } from "../python-semantics.ts";
import { A, P, child, childrenOf, type Presentation } from "./pptx.ts";

/** python-pptx's colours and fills as its ColorFormat and FillFormat read them, and the slide masters. */

const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const COLOR_CHOICES = new Set(["scrgbClr", "srgbClr", "hslClr", "sysClr", "schemeClr", "prstClr"]);
const COLOR_CLASSES: Record<string, string> = {
  scrgbClr: "_ScRgbColor",
  hslClr: "_HslColor",
  sysClr: "_SysColor",
  schemeClr: "_SchemeColor",
  prstClr: "_PrstColor",
};
const FILL_CHOICES = new Set(["noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill"]);

/** Python's `int(text, 16)`. */
function pyIntHex(text: string): number {
  const s = pyStrip(text, PY_WHITESPACE);
  const match = /^([+-]?)(?:0x((?:_?[0-9a-f])+)|([0-9a-f](?:_?[0-9a-f])*))$/i.exec(s);
  if (!match) throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text}'`);
  const value = parseInt((match[2] ?? match[3]!).replaceAll("_", ""), 16);
  return match[1] === "-" ? -value : value;
}

/** `RGBColor.from_string(val)`: three channels from [:2], [2:4] and [4:], each 0..255 (ValueError else). */
export function rgbFromString(val: string): [number, number, number] {
  const chars = Array.from(val);
  const rgb = [chars.slice(0, 2), chars.slice(2, 4), chars.slice(4)].map((c) => pyIntHex(c.join("")));
  if (rgb.some((v) => v < 0 || v > 255))
    throw new PythonError("ValueError", "RGBColor() takes three integer values 0-255");
  return rgb as [number, number, number];
}

/**
 * `ColorFormat.rgb` of an element holding a colour choice (a:solidFill): its first colour child's RGB when
 * that is an a:srgbClr, else AttributeError ("no .rgb property on color type ...").
 */
export function colorRgb(parent: Element): [number, number, number] {
  const choice = childrenOf(parent, A).find((e) => COLOR_CHOICES.has(e.localName ?? ""));
  if (choice?.localName !== "srgbClr")
    throw new PythonError(
      "AttributeError",
      `no .rgb property on color type '${COLOR_CLASSES[choice?.localName ?? ""] ?? "_NoneColor"}'`,
    );
  return rgbFromString(choice.getAttribute("val") ?? "");
}

/**
 * `Font(xPr).color.rgb` (a run's a:rPr or a paragraph's a:defRPr): python-pptx makes a fill that is not
 * solid an empty a:solidFill first, whose colour has no RGB.
 */
export function fontColorRgb(xPr: Element | undefined): [number, number, number] {
  const fill = childrenOf(xPr, A).find((e) => FILL_CHOICES.has(e.localName ?? ""));
  if (fill?.localName !== "solidFill")
    throw new PythonError("AttributeError", "no .rgb property on color type '_NoneColor'");
  return colorRgb(fill);
}

/** `prs.slide_masters`: the p:sldMaster of each p:sldMasterId, in order. */
export function slideMasters(prs: Presentation): Element[] {
  const main = prs.pkg.relatedOf("", "officeDocument")!;
  const rels = prs.pkg.rels(main);
  return childrenOf(child(prs.presentation, P, "sldMasterIdLst"), P, "sldMasterId").map((id) => {
    const target = rels.get(id.getAttributeNS(R, "id") ?? "");
    if (!target) throw new PythonError("KeyError", "slide master relationship not found");
    return prs.pkg.xml(target[1]);
  });
}
