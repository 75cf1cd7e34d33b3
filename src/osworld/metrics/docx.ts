import path from "node:path";
import { unzipSync } from "fflate";
import { PythonError } from "../python-semantics.ts";
import { readBytes } from "./files.ts";
import { parseXmlDocument } from "./xml-tree.ts";

/**
 * A .docx read the way python-docx 1.1 reads it for OSWorld's Writer metrics: the main document part
 * found through the package relationships (and its content type checked), `document.paragraphs` and
 * `document.tables` (the body's direct children), `paragraph.text` (runs and hyperlinks: `w:t`, tabs,
 * line breaks — not page breaks —, no-break hyphens), `paragraph.runs` (direct `w:r` children), tables
 * with python-docx's cell grid (gridSpan and vMerge repeat cells), sections and their default footers.
 */

export const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const CT = "http://schemas.openxmlformats.org/package/2006/content-types";
const OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";
const FOOTER = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer";
const MAIN_TYPES = new Set([
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  "application/vnd.ms-word.document.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml",
  "application/vnd.ms-word.template.macroEnabledTemplate.main+xml",
]);

export interface Docx {
  body: Element;
  document: Element;
  entries: Record<string, Uint8Array>;
  mainPart: string;
}

function xmlPart(entries: Record<string, Uint8Array>, name: string): Document {
  const data = entries[name];
  if (!data) throw new PythonError("KeyError", `There is no item named '${name}' in the archive`);
  return parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError");
}

/** A part's relationships (the package's for ""): Id → [type, target part name]. */
function relationships(entries: Record<string, Uint8Array>, part: string): Map<string, [string, string]> {
  const dir = part === "" ? "" : path.posix.dirname(part) === "." ? "" : path.posix.dirname(part);
  const name = part === "" ? "_rels/.rels" : `${dir ? `${dir}/` : ""}_rels/${path.posix.basename(part)}.rels`;
  const out = new Map<string, [string, string]>();
  if (!entries[name]) return out;
  for (const rel of elements(xmlPart(entries, name).documentElement!, "Relationship", PKG_RELS)) {
    if (rel.getAttribute("TargetMode") === "External") continue;
    const target = rel.getAttribute("Target") ?? "";
    const resolved = target.startsWith("/")
      ? target.slice(1)
      : path.posix.normalize(dir ? `${dir}/${target}` : target);
    out.set(rel.getAttribute("Id") ?? "", [rel.getAttribute("Type") ?? "", resolved]);
  }
  return out;
}

/** `Document(path)`: a PythonError when the file is no Word document (python-docx raises then). */
export function openDocx(file: unknown): Docx {
  const data = readBytes(file, "document");
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("PackageNotFoundError", `Package not found at '${String(file)}'`);
  }
  const main = [...relationships(entries, "").values()].find(([type]) => type === OFFICE_DOCUMENT)?.[1];
  if (!main) throw new PythonError("KeyError", "no officeDocument relationship");
  const types = xmlPart(entries, "[Content_Types].xml").documentElement!;
  const override = elements(types, "Override", CT).find((o) => o.getAttribute("PartName") === `/${main}`);
  const byExtension = elements(types, "Default", CT).find(
    (d) => d.getAttribute("Extension")?.toLowerCase() === path.posix.extname(main).slice(1).toLowerCase(),
  );
  const contentType = (override ?? byExtension)?.getAttribute("ContentType") ?? "";
  if (!MAIN_TYPES.has(contentType))
    throw new PythonError(
      "ValueError",
      `file '${String(file)}' is not a Word file, content type is '${contentType}'`,
    );
  const document = xmlPart(entries, main).documentElement!;
  const body = children(document, "body")[0];
  if (!body) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'p_lst'");
  return { body, document, entries, mainPart: main };
}

/** Direct children in WordprocessingML's namespace with a local name. */
export function children(node: Element, localName: string, namespace = W): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (
      child.nodeType === 1 &&
      (child as Element).localName === localName &&
      (child as Element).namespaceURI === namespace
    )
      out.push(child as Element);
  return out;
}

/** Descendants (not the node itself) with a local name. */
export function elements(node: Element, localName: string, namespace = W): Element[] {
  return Array.from(node.getElementsByTagNameNS(namespace, localName));
}

export const paragraphs = (container: Element) => children(container, "p");
export const runs = (paragraph: Element) => children(paragraph, "r");
export const tables = (container: Element) => children(container, "tbl");

/** `run.text`: w:t text, "\t" for w:tab and w:ptab, "\n" for w:cr and text-wrapping w:br, "-" for w:noBreakHyphen. */
export function runText(run: Element): string {
  let out = "";
  for (let child = run.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1 || (child as Element).namespaceURI !== W) continue;
    const element = child as Element;
    switch (element.localName) {
      case "t":
        out += element.textContent ?? "";
        break;
      case "tab":
      case "ptab":
        out += "\t";
        break;
      case "cr":
        out += "\n";
        break;
      case "br": {
        const type = element.getAttributeNS(W, "type") || "textWrapping";
        if (type === "textWrapping") out += "\n";
        break;
      }
      case "noBreakHyphen":
        out += "-";
        break;
    }
  }
  return out;
}

/** `paragraph.text`: the runs' and hyperlinks' (their runs') text. */
export function paragraphText(paragraph: Element): string {
  let out = "";
  for (let child = paragraph.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1 || (child as Element).namespaceURI !== W) continue;
    const element = child as Element;
    if (element.localName === "r") out += runText(element);
    else if (element.localName === "hyperlink") out += runs(element).map(runText).join("");
  }
  return out;
}

/** A w:val attribute of a property element, or null. */
function val(element: Element | undefined): string | null {
  return element && element.hasAttributeNS(W, "val") ? element.getAttributeNS(W, "val") : null;
}

/** python-docx's table grid: rows, columns (w:gridCol), and each grid cell's text (spans repeat a cell). */
export function tableGrid(table: Element): {
  rows: number;
  columns: number;
  cell: (row: number, col: number) => string;
  tc: (row: number, col: number) => Element;
} {
  const rows = children(table, "tr");
  const columns = children(children(table, "tblGrid")[0] ?? table, "gridCol").length;
  const cells: Element[] = [];
  for (const row of rows)
    for (const tc of children(row, "tc")) {
      const tcPr = children(tc, "tcPr")[0];
      const span = Number(val(tcPr ? children(tcPr, "gridSpan")[0] : undefined) ?? 1) || 1;
      const vMergeElement = tcPr ? children(tcPr, "vMerge")[0] : undefined;
      const vMerge = vMergeElement ? (val(vMergeElement) ?? "continue") : null;
      for (let i = 0; i < span; i++) {
        if (vMerge === "continue") {
          const above = cells[cells.length - columns];
          if (above === undefined) throw new PythonError("IndexError", "list index out of range");
          cells.push(above);
        } else cells.push(i > 0 ? cells.at(-1)! : tc);
      }
    }
  const tcAt = (row: number, col: number) => {
    const tc = cells[col + row * columns];
    if (!tc) throw new PythonError("IndexError", "list index out of range");
    return tc;
  };
  return {
    rows: rows.length,
    columns,
    cell: (row, col) => paragraphs(tcAt(row, col)).map(paragraphText).join("\n"),
    tc: tcAt,
  };
}

/** `paragraph.paragraph_format.alignment` as its w:jc value (python-docx's enum by XML value), or null. */
export function alignment(paragraph: Element): string | null {
  const pPr = children(paragraph, "pPr")[0];
  return val(pPr ? children(pPr, "jc")[0] : undefined);
}

/**
 * `paragraph.paragraph_format.line_spacing`: null without w:spacing/@w:line; a multiple (line / 240) for
 * the "auto" rule or no rule; otherwise the length in EMU (twips × 635).
 */
export function lineSpacing(paragraph: Element): number | null {
  const pPr = children(paragraph, "pPr")[0];
  const spacing = pPr ? children(pPr, "spacing")[0] : undefined;
  if (!spacing || !spacing.hasAttributeNS(W, "line")) return null;
  const twips = twipsToEmu(spacing.getAttributeNS(W, "line")!);
  const rule = spacing.getAttributeNS(W, "lineRule") || "auto";
  return rule === "auto" ? twips / 152400 : twips;
}

/** ST_TwipsMeasure / ST_SignedTwipsMeasure in EMU: a number of twips, or a universal measure. */
function twipsToEmu(text: string): number {
  const units: Record<string, number> = {
    mm: 36000,
    cm: 360000,
    in: 914400,
    pt: 12700,
    pc: 152400,
    pi: 152400,
  };
  const measure = /^(-?[0-9]+(?:\.[0-9]+)?)(mm|cm|in|pt|pc|pi)$/.exec(text);
  if (measure) return Math.trunc(Number(measure[1]) * units[measure[2]!]!);
  if (!/^-?\d+$/.test(text))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: '${text}'`);
  return Number(text) * 635;
}

/** `run.font.name`: the w:rFonts/@w:ascii of the run's own properties, or null. */
export function fontName(run: Element): string | null {
  const rPr = children(run, "rPr")[0];
  const fonts = rPr ? children(rPr, "rFonts")[0] : undefined;
  return fonts && fonts.hasAttributeNS(W, "ascii") ? fonts.getAttributeNS(W, "ascii") : null;
}

/** `run.font.subscript`: true, false (superscript or baseline) or null (no w:vertAlign). */
export function subscript(run: Element): boolean | null {
  const rPr = children(run, "rPr")[0];
  const vertAlign = val(rPr ? children(rPr, "vertAlign")[0] : undefined);
  if (vertAlign === null) return null;
  return vertAlign === "subscript";
}

/** The sections' default footers' first paragraph text, each inherited from earlier sections when not set. */
export function footerFirstLines(docx: Docx): string[] {
  const sections = [
    ...paragraphs(docx.body).flatMap((p) => {
      const pPr = children(p, "pPr")[0];
      return pPr ? children(pPr, "sectPr") : [];
    }),
    ...children(docx.body, "sectPr"),
  ];
  const rels = relationships(docx.entries, docx.mainPart);
  const out: string[] = [];
  let previous: string | undefined;
  for (const section of sections) {
    const reference = children(section, "footerReference").find(
      (f) => (f.getAttributeNS(W, "type") || "default") === "default",
    );
    let text: string | undefined;
    if (reference) {
      const target = rels.get(reference.getAttributeNS(R, "id") ?? "");
      if (!target || target[0] !== FOOTER) throw new PythonError("KeyError", "footer relationship not found");
      const footer = xmlPart(docx.entries, target[1]).documentElement!;
      const first = paragraphs(footer)[0];
      text = first ? paragraphText(first) : "";
    } else text = previous ?? "";
    previous = text;
    out.push(text);
  }
  return out;
}

/** The run's own XML as lxml serialises it would contain `needle` (e.g. 'graphicData'). */
export function runXmlContains(run: Element, needle: string): boolean {
  return run.toString().includes(needle);
}

/** A run's on/off property (`run.font.strike`, `run.italic`): true, false (w:val 0/false) or null (absent). */
export function onOff(run: Element, name: string): boolean | null {
  const rPr = children(run, "rPr")[0];
  const element = rPr ? children(rPr, name)[0] : undefined;
  if (!element) return null;
  const value = element.hasAttributeNS(W, "val") ? element.getAttributeNS(W, "val") : null;
  return value === null || !["0", "false", "off"].includes(value);
}

/** `run.font.size.pt` (w:sz is in half-points), or null. */
export function fontSizePt(run: Element): number | null {
  const rPr = children(run, "rPr")[0];
  const value = val(rPr ? children(rPr, "sz")[0] : undefined);
  return value === null ? null : Number(value) / 2;
}

/** Every cell of a table row by row as python-docx's `row.cells` gives them (merged cells repeated). */
export function tableCells(table: Element): Element[] {
  const grid = tableGrid(table);
  const out: Element[] = [];
  for (let r = 0; r < grid.rows; r++) for (let c = 0; c < grid.columns; c++) out.push(grid.tc(r, c));
  return out;
}
