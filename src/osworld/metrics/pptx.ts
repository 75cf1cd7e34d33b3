import path from "node:path";
import { unzipSync } from "fflate";
import { PythonError } from "../python-semantics.ts";
import { readBytes } from "./files.ts";
import { parseXmlDocument } from "./xml-tree.ts";

/**
 * A .pptx read the way python-pptx 1.0 reads it for OSWorld's Impress metrics: slides in the order of
 * `p:sldIdLst`, each with its layout and master, its shapes (`p:spTree`'s sp, grpSp, graphicFrame,
 * cxnSp, pic, contentPart), positions and sizes (placeholders inherit them from the layout placeholder
 * with the same idx, which inherits from the master's of the same kind), shape types, text frames,
 * paragraphs, runs and their font properties, backgrounds and notes.
 */

export const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
export const P = "http://schemas.openxmlformats.org/presentationml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const CT = "http://schemas.openxmlformats.org/package/2006/content-types";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
const MAIN_TYPES = new Set([
  "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml",
  "application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml",
  "application/vnd.ms-powerpoint.template.macroEnabled.main+xml",
]);

export function child(node: Element | undefined, ns: string, name: string): Element | undefined {
  if (!node) return undefined;
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).localName === name && (c as Element).namespaceURI === ns)
      return c as Element;
  return undefined;
}

export function childrenOf(node: Element | undefined, ns: string, name?: string): Element[] {
  const out: Element[] = [];
  if (!node) return out;
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (
      c.nodeType === 1 &&
      (c as Element).namespaceURI === ns &&
      (name === undefined || (c as Element).localName === name)
    )
      out.push(c as Element);
  return out;
}

export function descendantsOf(node: Element, ns: string, name: string): Element[] {
  return Array.from(node.getElementsByTagNameNS(ns, name));
}

export class Package {
  constructor(readonly entries: Record<string, Uint8Array>) {}

  xml(part: string): Element {
    const data = this.entries[part];
    if (!data) throw new PythonError("KeyError", `There is no item named '${part}' in the archive`);
    return parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError").documentElement!;
  }

  /** A part's relationships: Id → [type (short), target part]. */
  rels(part: string): Map<string, [string, string]> {
    const dir = part === "" ? "" : path.posix.dirname(part) === "." ? "" : path.posix.dirname(part);
    const name =
      part === "" ? "_rels/.rels" : `${dir ? `${dir}/` : ""}_rels/${path.posix.basename(part)}.rels`;
    const out = new Map<string, [string, string]>();
    if (!this.entries[name]) return out;
    for (const rel of descendantsOf(this.xml(name), PKG_RELS, "Relationship")) {
      if (rel.getAttribute("TargetMode") === "External") continue;
      const target = rel.getAttribute("Target") ?? "";
      const resolved = target.startsWith("/")
        ? target.slice(1)
        : path.posix.normalize(dir ? `${dir}/${target}` : target);
      const type = (rel.getAttribute("Type") ?? "").replace(REL, "");
      out.set(rel.getAttribute("Id") ?? "", [type, resolved]);
    }
    return out;
  }

  relatedOf(part: string, type: string): string | undefined {
    return [...this.rels(part).values()].find(([t]) => t === type)?.[1];
  }
}

export interface Slide {
  part: string;
  element: Element;
  layout: Element | undefined;
  master: Element | undefined;
  notes: Element | undefined;
}

export interface Presentation {
  pkg: Package;
  presentation: Element;
  slides: Slide[];
}

/**
 * What python-pptx's `Presentation(None)` opens, its default template, as the metrics see it: no slides,
 * 4:3 at 9144000×6858000 EMU. A result getter gives None when the agent never saved the file, so OSWorld
 * scores that template (0, or 1 against an empty gold) rather than raising.
 */
function defaultPresentation(): Presentation {
  const presentation = parseXmlDocument(
    `<p:presentation xmlns:p="${P}" xmlns:r="${R}"><p:sldSz cx="9144000" cy="6858000" type="screen4x3"/>` +
      `<p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    "XMLSyntaxError",
  ).documentElement!;
  return { pkg: new Package({}), presentation, slides: [] };
}

/** `Presentation(path)`: PythonError when the file is no PowerPoint package; None opens the default template. */
export function openPptx(file: unknown): Presentation {
  if (file === null || file === undefined) return defaultPresentation();
  const data = readBytes(file, "presentation");
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("PackageNotFoundError", `Package not found at '${String(file)}'`);
  }
  const pkg = new Package(entries);
  const main = pkg.relatedOf("", "officeDocument");
  if (!main) throw new PythonError("KeyError", "no officeDocument relationship");
  const types = pkg.xml("[Content_Types].xml");
  const override = descendantsOf(types, CT, "Override").find(
    (o) => o.getAttribute("PartName") === `/${main}`,
  );
  const byExtension = descendantsOf(types, CT, "Default").find(
    (d) => d.getAttribute("Extension")?.toLowerCase() === path.posix.extname(main).slice(1).toLowerCase(),
  );
  const contentType = (override ?? byExtension)?.getAttribute("ContentType") ?? "";
  if (!MAIN_TYPES.has(contentType))
    throw new PythonError(
      "ValueError",
      `file '${String(file)}' is not a PowerPoint file, content type is '${contentType}'`,
    );
  const presentation = pkg.xml(main);
  const rels = pkg.rels(main);
  const slides = childrenOf(child(presentation, P, "sldIdLst"), P, "sldId").map((sldId) => {
    const target = rels.get(sldId.getAttributeNS(R, "id") ?? "");
    if (!target) throw new PythonError("KeyError", "slide relationship not found");
    const part = target[1];
    const layoutPart = pkg.relatedOf(part, "slideLayout");
    const masterPart = layoutPart ? pkg.relatedOf(layoutPart, "slideMaster") : undefined;
    const notesPart = pkg.relatedOf(part, "notesSlide");
    return {
      part,
      element: pkg.xml(part),
      layout: layoutPart ? pkg.xml(layoutPart) : undefined,
      master: masterPart ? pkg.xml(masterPart) : undefined,
      notes: notesPart ? pkg.xml(notesPart) : undefined,
    };
  });
  return { pkg, presentation, slides };
}

const SHAPE_TAGS = new Set(["sp", "grpSp", "graphicFrame", "cxnSp", "pic", "contentPart"]);

/** The shapes of a shape tree (`slide.shapes`, `group.shapes`). */
export function shapesOf(tree: Element | undefined): Element[] {
  return childrenOf(tree, P).filter((e) => SHAPE_TAGS.has(e.localName ?? ""));
}

export function slideShapes(slideOrLayout: Element | undefined): Element[] {
  return shapesOf(child(child(slideOrLayout, P, "cSld"), P, "spTree"));
}

/** The non-visual properties' `p:nvPr` of a shape. */
function nvPr(shape: Element): Element | undefined {
  const nv = childrenOf(shape, P).find((e) => (e.localName ?? "").startsWith("nv"));
  return child(nv, P, "nvPr");
}

/** The shape's placeholder element, if it is a placeholder (sp, pic and graphicFrame can be). */
export function placeholder(shape: Element): { type: string; idx: number } | undefined {
  if (!["sp", "pic", "graphicFrame"].includes(shape.localName ?? "")) return undefined;
  const ph = child(nvPr(shape), P, "ph");
  if (!ph) return undefined;
  return { type: ph.getAttribute("type") || "obj", idx: Number(ph.getAttribute("idx") || 0) };
}

/** python-pptx's MSO_SHAPE_TYPE value, or NotImplementedError where python-pptx raises it. */
export function shapeType(shape: Element): number | null {
  switch (shape.localName) {
    case "sp": {
      if (placeholder(shape)) return 14;
      const spPr = child(shape, P, "spPr");
      if (child(spPr, A, "custGeom")) return 5;
      const txBox = child(child(shape, P, "nvSpPr"), P, "cNvSpPr")?.getAttribute("txBox");
      const isTextbox = txBox === "1" || txBox === "true";
      if (child(spPr, A, "prstGeom") && !isTextbox) return 1;
      if (isTextbox) return 17;
      throw new PythonError("NotImplementedError", "Shape instance of unrecognized shape type");
    }
    case "pic":
      // python-pptx makes a picture with an a:videoFile a Movie (MEDIA)
      if (placeholder(shape)) return 14;
      return child(nvPr(shape), A, "videoFile") ? 16 : 13;
    case "grpSp":
      return 6;
    case "cxnSp":
      return 9;
    case "graphicFrame": {
      const uri = child(child(shape, A, "graphic"), A, "graphicData")?.getAttribute("uri") ?? "";
      if (uri.endsWith("/chart")) return 3;
      if (uri.endsWith("/table")) return 19;
      if (uri.endsWith("/ole")) {
        const ole = descendantsOf(shape, P, "oleObj")[0];
        return ole && child(ole, P, "link") ? 10 : 7;
      }
      return null;
    }
    default:
      throw new PythonError("NotImplementedError", `shape_type of ${shape.localName}`);
  }
}

type Dimension = "left" | "top" | "width" | "height";

/** The xfrm a shape carries (spPr/xfrm, grpSpPr/xfrm, or graphicFrame's own p:xfrm). */
function xfrm(shape: Element): Element | undefined {
  if (shape.localName === "graphicFrame") return child(shape, P, "xfrm");
  if (shape.localName === "grpSp") return child(child(shape, P, "grpSpPr"), A, "xfrm");
  return child(child(shape, P, "spPr"), A, "xfrm");
}

function directDimension(shape: Element, which: Dimension): number | null {
  const x = xfrm(shape);
  const node = child(x, A, which === "left" || which === "top" ? "off" : "ext");
  const attr = { left: "x", top: "y", width: "cx", height: "cy" }[which];
  if (!node || !node.hasAttribute(attr)) return null;
  return Number(node.getAttribute(attr));
}

const MASTER_TYPE: Record<string, string> = {
  body: "body",
  chart: "body",
  clipArt: "body",
  ctrTitle: "title",
  dgm: "body",
  dt: "dt",
  ftr: "ftr",
  media: "body",
  obj: "body",
  pic: "body",
  sldNum: "sldNum",
  subTitle: "body",
  tbl: "body",
  title: "title",
};

/** `shape.left` (and top, width, height): the shape's own value, else its placeholder's inherited one. */
export function dimension(shape: Element, which: Dimension, slide: Slide): number | null {
  const direct = directDimension(shape, which);
  if (direct !== null) return direct;
  const ph = placeholder(shape);
  if (!ph) return null;
  const layoutPh = slideShapes(slide.layout).find((s) => placeholder(s)?.idx === ph.idx);
  if (!layoutPh) return null;
  const fromLayout = directDimension(layoutPh, which);
  if (fromLayout !== null) return fromLayout;
  const layoutType = placeholder(layoutPh)!.type;
  const wanted = MASTER_TYPE[layoutType] ?? layoutType;
  const masterPh = slideShapes(slide.master).find((s) => placeholder(s)?.type === wanted);
  return masterPh ? directDimension(masterPh, which) : null;
}

/** Whether python-pptx gives the shape a `text` (it is an sp: autoshape, text box or placeholder). */
export const hasText = (shape: Element) => shape.localName === "sp";

/** The a:p paragraphs of a shape's (or cell's) text body; an sp without one gets python-pptx's empty one. */
export function paragraphsOf(owner: Element): Element[] {
  const body = child(owner, P, "txBody") ?? child(owner, A, "txBody");
  if (!body) return owner.localName === "sp" || owner.localName === "tc" ? [emptyParagraph(owner)] : [];
  return childrenOf(body, A, "p");
}

function emptyParagraph(owner: Element): Element {
  return owner.ownerDocument!.createElementNS(A, "a:p");
}

/** `paragraph.text`: a:r text, "\v" for a:br, a:fld text. */
export function paragraphText(paragraph: Element): string {
  let out = "";
  for (const element of childrenOf(paragraph, A)) {
    if (element.localName === "r" || element.localName === "fld")
      out += child(element, A, "t")?.textContent ?? "";
    else if (element.localName === "br") out += "\v";
  }
  return out;
}

/** `text_frame.text`. */
export const frameText = (owner: Element) => paragraphsOf(owner).map(paragraphText).join("\n");

export const runsOf = (paragraph: Element) => childrenOf(paragraph, A, "r");

/** `paragraph.alignment` as its algn value, or null. */
export function alignmentOf(paragraph: Element): string | null {
  return child(paragraph, A, "pPr")?.getAttribute("algn") || null;
}

/** `paragraph.level`. */
export function levelOf(paragraph: Element): number {
  return Number(child(paragraph, A, "pPr")?.getAttribute("lvl") || 0);
}

const xsdBoolean = (value: string | null) =>
  value === null || value === "" ? null : value === "1" || value === "true";

/** A run's font as python-pptx reports it (from the run's own a:rPr). */
export function fontOf(run: Element): {
  name: string | null;
  size: number | null;
  bold: boolean | null;
  italic: boolean | null;
  rgb: string | undefined;
  underline: boolean | string | null;
  strike: string;
  hasStrike: boolean;
} {
  const rPr = child(run, A, "rPr");
  const u = rPr?.getAttribute("u") || null;
  const fill = child(rPr, A, "solidFill");
  const srgb = child(fill, A, "srgbClr");
  return {
    name: child(rPr, A, "latin")?.getAttribute("typeface") ?? null,
    size: rPr?.getAttribute("sz") ? Number(rPr.getAttribute("sz")) * 127 : null,
    bold: xsdBoolean(rPr?.getAttribute("b") ?? null),
    italic: xsdBoolean(rPr?.getAttribute("i") ?? null),
    rgb: srgb ? (srgb.getAttribute("val") ?? "").toUpperCase() : undefined,
    underline: u === null ? null : u === "none" ? false : u === "sng" ? true : u,
    strike: rPr?.getAttribute("strike") || "noStrike",
    hasStrike: rPr?.hasAttribute("strike") ?? false,
  };
}

/**
 * `slide.background.fill`'s type and foreground RGB: python-pptx replaces a missing `p:bg/p:bgPr` (a
 * `p:bgRef`, or nothing) with noFill, whose type is BACKGROUND (5); a solid fill's colour must be an RGB one
 * (AttributeError otherwise).
 */
export function backgroundFill(slideOrMaster: Element | undefined): {
  type: number | null;
  rgb?: () => string;
} {
  const bgPr = child(child(child(slideOrMaster, P, "cSld"), P, "bg"), P, "bgPr");
  if (!bgPr) return { type: 5 };
  const fill = childrenOf(bgPr, A).find((e) =>
    ["noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill"].includes(e.localName ?? ""),
  );
  switch (fill?.localName) {
    case "noFill":
      return { type: 5 };
    case "solidFill":
      return {
        type: 1,
        rgb: () => {
          const srgb = child(fill, A, "srgbClr");
          if (!srgb) {
            const kind = childrenOf(fill, A)[0]?.localName ?? "none";
            throw new PythonError("AttributeError", `no .rgb property on color type '${kind}'`);
          }
          return (srgb.getAttribute("val") ?? "").toUpperCase();
        },
      };
    case "gradFill":
      return { type: 3 };
    case "blipFill":
      return { type: 6 };
    case "pattFill":
      return { type: 2 };
    case "grpFill":
      return { type: 101 };
    default:
      return { type: null };
  }
}

/** `slide.notes_slide.notes_text_frame.text` ("" for a slide without notes, as python-pptx adds an empty one). */
export function notesText(slide: Slide): string {
  if (!slide.notes) return "";
  const body = slideShapes(slide.notes).find((s) => placeholder(s)?.type === "body");
  if (!body) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text_frame'");
  return frameText(body);
}

/** A graphicFrame's table: rows, columns (a:gridCol), and cell(r, c)'s a:tc. */
export function tableOf(shape: Element): {
  rows: Element[];
  columns: number;
  cell: (r: number, c: number) => Element;
} {
  const tbl = descendantsOf(shape, A, "tbl")[0];
  if (!tbl) throw new PythonError("ValueError", "shape does not contain a table");
  const rows = childrenOf(tbl, A, "tr");
  return {
    rows,
    columns: childrenOf(child(tbl, A, "tblGrid"), A, "gridCol").length,
    cell: (r, c) => {
      const tc = childrenOf(rows[r], A, "tc")[c];
      if (!tc) throw new PythonError("IndexError", "list index out of range");
      return tc;
    },
  };
}

/** `presentation.slide_width` / `slide_height` (None without p:sldSz). */
export function slideSize(prs: Presentation): { width: number | null; height: number | null } {
  const size = child(prs.presentation, P, "sldSz");
  return {
    width: size?.getAttribute("cx") ? Number(size.getAttribute("cx")) : null,
    height: size?.getAttribute("cy") ? Number(size.getAttribute("cy")) : null,
  };
}
