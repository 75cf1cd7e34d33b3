import {
  PythonError,
  pyEquals,
  pyFloat,
  pyInt,
  pySplitWhitespace,
  pyStrip,
  pyTruthy,
} from "../python-semantics.ts";
import { children, openDocx, paragraphs, paragraphText, W, type Docx } from "./docx.ts";
import { dictGet, subscript } from "./python-access.ts";

/**
 * OSWorld's check_tabstops (metrics/docs.py) over .docx files read as python-docx 1.1 reads them: the
 * non-blank paragraphs of both documents pair up; their tab stops (w:pPr/w:tabs/w:tab, without "clear"
 * ones and left ones at position 0) must have the same alignments, and the score is 1 minus the mean,
 * over the paragraphs, of the summed position differences divided by the text width of the second
 * document's first section. `word_number_split_by_tabstop` (with `index`) first requires that many words
 * before (or after) the tab in every paragraph of the first document.
 */

const UNITS: Record<string, number> = {
  mm: 36000,
  cm: 360000,
  in: 914400,
  pt: 12700,
  pc: 152400,
  pi: 152400,
};

/** Python's round() of a float to an int (halves to even); OverflowError / ValueError for inf / NaN. */
function pyRound(x: number): number {
  if (Number.isNaN(x)) throw new PythonError("ValueError", "cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new PythonError("OverflowError", "cannot convert float infinity to integer");
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest < 0.5) return floor;
  if (rest > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** ST_TwipsMeasure (signed: ST_SignedTwipsMeasure) in EMU, as python-docx 1.1 converts it. */
function twipsMeasure(text: string, signed: boolean): number {
  if (/[imp]/.test(text)) {
    const chars = Array.from(text);
    const quantity = pyFloat(chars.slice(0, -2).join(""));
    const unit = chars.slice(-2).join("");
    const multiplier = UNITS[unit];
    if (multiplier === undefined) throw new PythonError("KeyError", `'${unit}'`);
    return pyRound(quantity * multiplier);
  }
  const twips = signed ? pyRound(pyFloat(text)) : Number(pyInt(text));
  return twips * 635;
}

/** An optional measure attribute of an optional element: null when either is missing. */
function measure(element: Element | undefined, name: string, signed: boolean): number | null {
  if (!element || !element.hasAttributeNS(W, name)) return null;
  return twipsMeasure(element.getAttributeNS(W, name) ?? "", signed);
}

const ALIGNMENTS = new Set([
  "left",
  "center",
  "right",
  "decimal",
  "bar",
  "list",
  "clear",
  "end",
  "num",
  "start",
]);

/** A w:tab as python-docx's TabStop: its alignment and position read (and checked) when asked for. */
class TabStop {
  constructor(private readonly tab: Element) {}

  get alignment(): string {
    if (!this.tab.hasAttributeNS(W, "val"))
      throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
    const value = this.tab.getAttributeNS(W, "val") ?? "";
    if (!ALIGNMENTS.has(value))
      throw new PythonError("ValueError", `WD_TAB_ALIGNMENT has no XML mapping for '${value}'`);
    return value;
  }

  get position(): number {
    if (!this.tab.hasAttributeNS(W, "pos"))
      throw new PythonError("InvalidXmlError", "required 'w:pos' attribute not present");
    return twipsMeasure(this.tab.getAttributeNS(W, "pos") ?? "", true);
  }
}

/** `paragraph.paragraph_format.tab_stops` without the stops OSWorld ignores. */
function counted(paragraph: Element): TabStop[] {
  const pPr = children(paragraph, "pPr")[0];
  const tabs = pPr ? children(pPr, "tabs")[0] : undefined;
  const stops = tabs ? children(tabs, "tab").map((t) => new TabStop(t)) : [];
  return stops.filter((t) => !(t.alignment === "clear" || (t.alignment === "left" && t.position === 0)));
}

/** `document.sections[0]`'s w:sectPr: the body's and its paragraphs' section properties in document order. */
function firstSection(docx: Docx): Element {
  for (let node = docx.body.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1 || (node as Element).namespaceURI !== W) continue;
    const element = node as Element;
    if (element.localName === "sectPr") return element;
    if (element.localName === "p")
      for (const pPr of children(element, "pPr")) {
        const section = children(pPr, "sectPr")[0];
        if (section) return section;
      }
  }
  throw new PythonError("IndexError", "list index out of range");
}

function open(file: unknown): Docx | null {
  try {
    return openDocx(file);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

export function check_tabstops(
  file1: unknown,
  file2: unknown,
  options: Record<string, unknown> = {},
): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const doc1 = open(file1);
  const doc2 = doc1 && open(file2);
  if (!doc1 || !doc2) return 0;
  const nonBlank = (d: Docx) => paragraphs(d.body).filter((p) => pyStrip(paragraphText(p)) !== "");
  const para1 = nonBlank(doc1);
  const para2 = nonBlank(doc2);
  if (para1.length !== para2.length) return 0;

  const number = dictGet(options, "word_number_split_by_tabstop", null);
  if (number !== null) {
    const index = dictGet(options, "index", 0);
    for (const p1 of para1) {
      const part = subscript(paragraphText(p1).split("\t"), index) as string;
      if (!pyEquals(pySplitWhitespace(part).length, number)) return 0;
    }
  }

  const section = firstSection(doc2);
  const pgSz = children(section, "pgSz")[0];
  const pgMar = children(section, "pgMar")[0];
  const pageWidth = measure(pgSz, "w", false);
  const left = measure(pgMar, "left", false);
  if (pageWidth === null || left === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'NoneType' and 'int'");
  const right = measure(pgMar, "right", false);
  if (right === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'int' and 'NoneType'");
  const width = pageWidth - left - right;

  let minus = 0.0;
  for (let i = 0; i < para1.length; i++) {
    const tabs1 = counted(para1[i]!);
    const tabs2 = counted(para2[i]!);
    if (tabs1.length !== tabs2.length) return 0;
    let difference = 0.0;
    for (let j = 0; j < tabs1.length; j++) {
      const [t1, t2] = [tabs1[j]!, tabs2[j]!];
      if (t1.alignment !== t2.alignment) return 0;
      difference += Math.abs(t1.position - t2.position);
    }
    if (width === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
    minus += difference / width;
  }
  if (para1.length === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
  return 1 - minus / para1.length;
}
