import { PythonError, pyEquals, pyStrip, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { filePath } from "./files.ts";
import { dictGet, iterate, pySubscript, subscript } from "./python-access.ts";
import {
  A,
  P,
  alignmentOf,
  backgroundFill,
  child,
  descendantsOf,
  dimension,
  fontOf,
  frameText,
  hasText,
  levelOf,
  notesText,
  openPptx,
  paragraphsOf,
  paragraphText,
  runsOf,
  shapesOf,
  shapeType,
  slideShapes,
  slideSize,
  tableOf,
  type Slide,
} from "./pptx.ts";
import { parseXmlDocument } from "./xml-tree.ts";
import { readBytes } from "./files.ts";
import { unzipSync } from "fflate";

/** OSWorld's Impress metrics (metrics/slides.py) over .pptx files read as python-pptx reads them (pptx.ts). */

type Options = Record<string, unknown>;

/** slides.py's is_approximately_equal (None equals only None; a zero only zero; else a relative tolerance). */
function approximately(a: number | null, b: number | null, tolerance: number): boolean {
  if (a === b) return true;
  if (a === 0 || b === 0) return false;
  if (a === null || b === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'NoneType' and 'int'");
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) <= tolerance;
}

/** get_slide_background_color: the slide's solid RGB, or (for a background fill) its master's, or None. */
function backgroundColor(slide: Slide): string | null {
  const fill = backgroundFill(slide.element);
  if (fill.type === 1) return fill.rgb!();
  if (fill.type === 5) {
    const master = backgroundFill(slide.master);
    return master.type === 1 ? master.rgb!() : null;
  }
  return null;
}

/**
 * _extract_bullets over the slide part as python-pptx serialises it at that moment: (lvl, char, text,
 * colour) of every non-blank paragraph. Reading a paragraph's alignment or level makes python-pptx add an
 * empty a:pPr to it (get_or_add_pPr), so a paragraph compared already reads as "level None" where an
 * untouched one without a:pPr reads as "No Level": `touched` holds the paragraphs compared so far.
 */
type Bullet = [lvl: string | null, char: string | null, text: string, color: string | null];

function bullets(slide: Element, touched: ReadonlySet<Element>): Bullet[] {
  const out: Bullet[] = [];
  for (const p of descendantsOf(slide, A, "p")) {
    const pPr = child(p, A, "pPr");
    let lvl: string | null = "No Level";
    let char: string | null = "No Bullet";
    let color: string | null = "No Color";
    if (pPr) {
      lvl = pPr.getAttribute("lvl");
      const buChar = child(pPr, A, "buChar");
      char = buChar ? buChar.getAttribute("char") : "No Bullet";
      const clr = child(child(pPr, A, "buClr"), A, "srgbClr");
      color = clr ? clr.getAttribute("val") : "No Color";
    } else if (touched.has(p)) lvl = null;
    const texts = descendantsOf(p, A, "t").map((t) => (t.firstChild ? (t.textContent ?? "") : null));
    if (texts.includes(null))
      throw new PythonError("TypeError", "sequence item: expected str instance, NoneType found");
    const text = texts.join("");
    if (pyStrip(text) !== "") out.push([lvl, char, text, color]);
  }
  return out;
}

function sameBullets(a: Bullet[], b: Bullet[]): boolean {
  if (a.length !== b.length) return false;
  return a.every(([lvl1, char1, text1], i) => {
    const [lvl2, char2, text2] = b[i]!;
    return text1 === text2 && char1 === char2 && (lvl1 ?? "0") === (lvl2 ?? "0");
  });
}

/** Python's `x != y` where one of them may be None or False (bold/italic: None and False both mean "not"). */
const offOrNone = (v: boolean | null) => v === null || v === false;

function textShapes(slide: Slide): Element[] {
  const collect = (shape: Element): Element[] => [
    ...(hasText(shape) ? [shape] : []),
    ...(shape.localName === "grpSp" ? shapesOf(shape).flatMap(collect) : []),
  ];
  return slideShapes(slide.element).flatMap(collect);
}

const alignmentOrLeft = (p: Element) => alignmentOf(p) ?? "l";

export function compare_pptx_files(file1: unknown, file2: unknown, options: Options = {}): number {
  const prs1 = openPptx(file1);
  const prs2 = openPptx(file2);
  const option = (name: string, fallback: unknown) => dictGet(options, name, fallback);
  const debug = pyTruthy(option("enable_debug", true));
  const tolerance = option("approximately_tolerance", 0.005);
  if (typeof tolerance !== "number") throw new PythonError("TypeError", "the tolerance must be a number");
  const examine = (name: string, fallback: boolean) => pyTruthy(option(`examine_${name}`, fallback));
  const approx = (a: number | null, b: number | null) => approximately(a, b, tolerance);
  if (prs1.slides.length !== prs2.slides.length && examine("number_of_slides", true)) return 0;
  for (let s = 0; s < Math.min(prs1.slides.length, prs2.slides.length); s++) {
    const slide1 = prs1.slides[s]!;
    const slide2 = prs2.slides[s]!;
    const slideIdx = s + 1;
    if (backgroundColor(slide1) !== backgroundColor(slide2) && examine("background_color", true)) return 0;
    if (pyStrip(notesText(slide1)) !== pyStrip(notesText(slide2)) && examine("note", true)) return 0;
    const touched = new Set<Element>();
    const text1 = textShapes(slide1);
    const text2 = textShapes(slide2);
    const shapes1 = slideShapes(slide1.element);
    const shapes2 = slideShapes(slide2.element);
    if (shapes1.length !== shapes2.length) return 0;
    for (let k = 0; k < shapes1.length; k++) {
      const shape1 = shapes1[k]!;
      const shape2 = shapes2[k]!;
      const dim = (shape: Element, slide: Slide, which: "left" | "top" | "width" | "height") =>
        dimension(shape, which, slide);
      const [l1, t1, w1, h1] = (["left", "top", "width", "height"] as const).map((d) =>
        dim(shape1, slide1, d),
      );
      const [l2, t2, w2, h2] = (["left", "top", "width", "height"] as const).map((d) =>
        dim(shape2, slide2, d),
      );
      if (debug) {
        // OSWorld logs every pair's shape type (and reading it can raise) before comparing them
        shapeType(shape1);
        shapeType(shape2);
      }
      const sameBox = () => approx(l1!, l2!) && approx(t1!, t2!) && approx(w1!, w2!) && approx(h1!, h2!);
      const text = (shape: Element) => frameText(shape);
      if (examine("title_bottom_position", false)) {
        if (hasText(shape1) && hasText(shape2) && text(shape1) === text(shape2)) {
          if (text(shape1) === "Product Comparison" && (t1! <= t2! || t1! < 3600000)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("table_bottom_position", false)) {
        if (slideIdx === 3 && shapeType(shape1) === 19 && shapeType(shape2) === 19) {
          if (t1! <= t2! || t1! < 3600000) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("right_position", false)) {
        if (slideIdx === 2 && !hasText(shape1) && !hasText(shape2)) {
          if (l1! <= l2! || l1! < 4320000) return 0;
        }
      }
      if (examine("top_position", false)) {
        if (slideIdx === 2 && shapeType(shape1) === 13 && shapeType(shape2) === 13) {
          if (t1! >= t2! || t1! > 1980000) return 0;
        }
      }
      if (examine("shape_for_shift_size", false)) {
        if (!sameBox()) {
          if (!(
            hasText(shape1) &&
            hasText(shape2) &&
            text(shape1) === text(shape2) &&
            text(shape1) === "Elaborate on what you want to discuss."
          ))
            return 0;
        }
      }
      if (!sameBox() && examine("shape", true)) return 0;
      if (examine("image_size", false)) {
        if (shapeType(shape1) === 13 && shapeType(shape2) === 13) {
          if (!approx(w1!, w2!) || !approx(h1!, h2!)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("modify_height", false)) {
        if ((!hasText(shape1) && !hasText(shape2)) || (shapeType(shape1) === 5 && shapeType(shape2) === 5)) {
          if (!approx(h1!, h2!)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (shapeType(shape1) === 19) {
        const table1 = tableOf(shape1);
        const table2 = tableOf(shape2);
        if (table1.rows.length !== table2.rows.length || table1.columns !== table2.columns) return 0;
        for (let r = 0; r < table1.rows.length; r++)
          for (let c = 0; c < table1.columns; c++) {
            const paras1 = paragraphsOf(table1.cell(r, c));
            const paras2 = paragraphsOf(table2.cell(r, c));
            if (paras1.length !== paras2.length) return 0;
            for (let p = 0; p < paras1.length; p++) {
              const runs1 = runsOf(paras1[p]!);
              const runs2 = runsOf(paras2[p]!);
              if (runs1.length !== runs2.length) return 0;
              for (let q = 0; q < runs1.length; q++) {
                const f1 = fontOf(runs1[q]!);
                const f2 = fontOf(runs2[q]!);
                if (
                  f1.rgb !== undefined &&
                  f2.rgb !== undefined &&
                  f1.rgb !== f2.rgb &&
                  examine("color_rgb", true)
                )
                  return 0;
                if (f1.bold !== f2.bold && !(offOrNone(f1.bold) && offOrNone(f2.bold))) return 0;
                if (f1.italic !== f2.italic && !(offOrNone(f1.italic) && offOrNone(f2.italic))) return 0;
                if (f1.underline !== f2.underline) {
                  if (f1.underline !== null && f2.underline !== null) return 0;
                  if (
                    (f1.underline === null && f2.underline === true) ||
                    (f1.underline === true && f2.underline === null)
                  )
                    return 0;
                }
              }
            }
          }
      }
      if (hasText(shape1) && hasText(shape2)) {
        if (pyStrip(text(shape1)) !== pyStrip(text(shape2)) && examine("text", true)) return 0;
        const paras1 = paragraphsOf(shape1);
        const paras2 = paragraphsOf(shape2);
        if (paras1.length !== paras2.length) return 0;
        for (let p = 0; p < paras1.length; p++) {
          const para1 = paras1[p]!;
          const para2 = paras2[p]!;
          // reading the alignment (when examined) and the level (always) adds an a:pPr in python-pptx
          touched.add(para1);
          touched.add(para2);
          if (examine("alignment", true) && alignmentOrLeft(para1) !== alignmentOrLeft(para2)) return 0;
          if (paragraphText(para1) !== paragraphText(para2) && examine("text", true)) return 0;
          if (levelOf(para1) !== levelOf(para2) && examine("indent", true)) return 0;
          const runs1 = runsOf(para1);
          const runs2 = runsOf(para2);
          if (runs1.length !== runs2.length) return 0;
          for (let q = 0; q < runs1.length; q++) {
            const f1 = fontOf(runs1[q]!);
            const f2 = fontOf(runs2[q]!);
            if (f1.name !== f2.name && examine("font_name", true)) return 0;
            if (f1.size !== f2.size && examine("font_size", true)) return 0;
            if (
              f1.bold !== f2.bold &&
              examine("font_bold", true) &&
              !(offOrNone(f1.bold) && offOrNone(f2.bold))
            )
              return 0;
            if (
              f1.italic !== f2.italic &&
              examine("font_italic", true) &&
              !(offOrNone(f1.italic) && offOrNone(f2.italic))
            )
              return 0;
            if (
              f1.rgb !== undefined &&
              f2.rgb !== undefined &&
              f1.rgb !== f2.rgb &&
              examine("color_rgb", true)
            )
              return 0;
            if (f1.underline !== f2.underline && examine("font_underline", true)) {
              if (f1.underline !== null && f2.underline !== null) return 0;
              if (
                (f1.underline === null && f2.underline === true) ||
                (f1.underline === true && f2.underline === null)
              )
                return 0;
            }
            if (f1.strike !== f2.strike && examine("strike_through", true)) return 0;
            if (examine("bullets", true)) {
              let same = true;
              try {
                same = sameBullets(bullets(slide1.element, touched), bullets(slide2.element, touched));
              } catch (error) {
                if (!(error instanceof PythonError)) throw error;
              }
              if (!same) return 0;
            }
          }
        }
      }
    }
    if (examine("alignment", true) && text1.length === text2.length) {
      for (let k = 0; k < text1.length; k++) {
        if (pyStrip(frameText(text1[k]!)) !== pyStrip(frameText(text2[k]!)) && examine("text", true))
          return 0;
        const paras1 = paragraphsOf(text1[k]!);
        const paras2 = paragraphsOf(text2[k]!);
        if (paras1.length !== paras2.length) return 0;
        for (let p = 0; p < paras1.length; p++)
          if (alignmentOrLeft(paras1[p]!) !== alignmentOrLeft(paras2[p]!)) return 0;
      }
    } else if (text1.length !== text2.length) return 0;
  }
  return 1;
}

export function check_slide_orientation_Portrait(file: unknown): number {
  const { width, height } = slideSize(openPptx(file));
  if (width === null || height === null)
    throw new PythonError("TypeError", "'<' not supported between instances of 'NoneType' and 'int'");
  return width < height ? 1 : 0;
}

export function check_strikethrough(file: unknown, rules: unknown): number {
  const prs = openPptx(file);
  const slides = iterate(subscript(rules, "slide_index_s"));
  const shapes = iterate(subscript(rules, "shape_index_s"));
  const paragraphs = iterate(subscript(rules, "paragraph_index_s"));
  try {
    for (const s of slides) {
      const slide = pySubscript(prs.slides, s);
      if (!slide.ok) throw slide.error;
      for (const k of shapes) {
        const shape = pySubscript(slideShapes((slide.value as Slide).element), k);
        if (!shape.ok) throw shape.error;
        if (!hasText(shape.value as Element))
          throw new PythonError("AttributeError", "'Picture' object has no attribute 'text_frame'");
        const paras = paragraphsOf(shape.value as Element);
        for (const i of paragraphs) {
          const paragraph = pySubscript(paras, i);
          if (!paragraph.ok) throw paragraph.error;
          const run = runsOf(paragraph.value as Element)[0];
          if (!run) throw new PythonError("IndexError", "tuple index out of range");
          if (!fontOf(run).hasStrike) return 0;
        }
      }
    }
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  return 1;
}

/** check_transition reads ppt/slides/slide<n+1>.xml straight from the zip (not the presentation's order). */
export function check_transition(file: unknown, rules: unknown): number {
  const index = subscript(rules, "slide_idx");
  const type = subscript(rules, "transition_type");
  const entries = zipEntries(file);
  if (typeof index !== "number")
    throw new PythonError("TypeError", `unsupported operand type(s) for +: '${pyTypeName(index)}' and 'int'`);
  const data = entries[`ppt/slides/slide${index + 1}.xml`];
  if (!data) return 0;
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "ParseError").documentElement!;
  const transition = descendantsOf(root, P, "transition")[0];
  if (!transition) return 0;
  return descendantsOf(transition, P, String(type)).length > 0 ? 1 : 0;
}

function zipEntries(file: unknown): Record<string, Uint8Array> {
  const data = readBytes(filePath(file, "presentation"));
  try {
    return unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
}

/** check_page_number_colors: the second-to-last a:srgbClr under an a:solidFill of slideMaster1.xml. */
export function check_page_number_colors(file: unknown, rules: unknown): number {
  const color = subscript(rules, "color");
  const data = zipEntries(file)["ppt/slideMasters/slideMaster1.xml"];
  if (!data)
    throw new PythonError(
      "KeyError",
      "There is no item named 'ppt/slideMasters/slideMaster1.xml' in the archive",
    );
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "ParseError").documentElement!;
  const colors = descendantsOf(root, A, "solidFill").flatMap((fill) => descendantsOf(fill, A, "srgbClr"));
  // ElementTree's './/a:solidFill//a:srgbClr' finds each srgbClr once, in document order
  const unique = colors.filter((c, i) => colors.indexOf(c) === i);
  const element = unique.at(-2);
  if (!element) throw new PythonError("IndexError", "list index out of range");
  const value = element.getAttribute("val");
  if (value === null) return 0;
  const channel = (i: number) => {
    const text = value.slice(1 + 2 * i, 3 + 2 * i);
    if (!/^[0-9a-fA-F]+$/.test(text))
      throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text}'`);
    return parseInt(text, 16);
  };
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  if (pyEquals(color, "red") && !(r > g + 50 && r > b + 50)) return 0;
  if (pyEquals(color, "blue") && !(b > g + 50 && b > r + 50)) return 0;
  if (pyEquals(color, "green") && !(g > r + 50 && g > b + 50)) return 0;
  if (pyEquals(color, "black") && !(r < 50 && g < 50 && b < 50)) return 0;
  return 1;
}

/** check_presenter_console_disable over registrymodifications.xcu: EnablePresenterScreen is false. */
export function check_presenter_console_disable(file: unknown): number {
  try {
    const text = readBytes(filePath(file, "registrymodifications.xcu")).toString("utf8");
    const root = parseXmlDocument(text, "ParseError").documentElement!;
    const OOR = "http://openoffice.org/2001/registry";
    for (const item of Array.from(root.getElementsByTagName("item"))) {
      if (item.getAttributeNS(OOR, "path") !== "/org.openoffice.Office.Impress/Misc/Start") continue;
      const props = Array.from(item.childNodes).filter(
        (n): n is Element =>
          n.nodeType === 1 && (n as Element).localName === "prop" && !(n as Element).namespaceURI,
      );
      for (const prop of props) {
        if (prop.getAttributeNS(OOR, "name") !== "EnablePresenterScreen") continue;
        const value = Array.from(prop.childNodes).find(
          (n) => n.nodeType === 1 && (n as Element).localName === "value",
        ) as Element | undefined;
        if (!value) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
        const v = value.firstChild ? value.textContent : null;
        if (v === null) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'lower'");
        return v.toLowerCase() === "false" ? 1 : 0;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
}
