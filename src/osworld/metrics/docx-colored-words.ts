import { PythonError, pyCompare, pyStrip, pyTruthy } from "../python-semantics.ts";
import { deltaECiede2000, rgb2lab } from "./ciede2000.ts";
import { compare_docx_files } from "./docs.ts";
import { children, openDocx, paragraphs, runs, runText, tables, W, type Docx } from "./docx.ts";
import { dictGet } from "./python-access.ts";

/**
 * OSWorld's evaluate_colored_words_in_tables (metrics/docs.py): after compare_docx_files, every run of
 * text in the cells of the document's tables (python-docx 1.1's `row.cells`) must be red when its first
 * letter is a vowel and blue otherwise, within a CIEDE2000 difference of `threshold` (3.5) as scikit-image
 * computes it. A run without a colour of its own raises, as `None[0]` does in OSWorld.
 */

/** python-docx's ST_DecimalNumber attribute: int() of its text; a missing required one raises. */
function decimal(element: Element | undefined, fallback: number): number {
  if (!element) return fallback;
  if (!element.hasAttributeNS(W, "val"))
    throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
  const text = pyStrip(element.getAttributeNS(W, "val") ?? "");
  if (!/^[-+]?\d(?:_?\d)*$/.test(text))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: '${text}'`);
  return Number(text.replace(/_/g, ""));
}

const first = (node: Element | undefined, name: string) => (node ? children(node, name)[0] : undefined);
const gridSpan = (tc: Element) => decimal(first(first(tc, "tcPr"), "gridSpan"), 1);
const gridBefore = (tr: Element) => decimal(first(first(tr, "trPr"), "gridBefore"), 0);

function vMerge(tc: Element): string | null {
  const element = first(first(tc, "tcPr"), "vMerge");
  if (!element) return null;
  return element.hasAttributeNS(W, "val") ? element.getAttributeNS(W, "val") : "continue";
}

/** CT_Tc._tc_above: the w:tc of the row above at this cell's grid offset. */
function tcAbove(tc: Element): Element {
  const tr = tc.parentNode as Element;
  let above = tr.previousSibling;
  while (
    above &&
    !(above.nodeType === 1 && (above as Element).localName === "tr" && (above as Element).namespaceURI === W)
  )
    above = above.previousSibling;
  if (!above) throw new PythonError("ValueError", "no tr above topmost tr in w:tbl");
  let offset = gridBefore(tr);
  for (const before of children(tr, "tc")) {
    if (before === tc) break;
    offset += gridSpan(before);
  }
  const gridOffset = offset;
  let remaining = gridOffset - gridBefore(above as Element);
  for (const candidate of children(above as Element, "tc")) {
    if (remaining < 0) break;
    if (remaining === 0) return candidate;
    remaining -= gridSpan(candidate);
  }
  throw new PythonError("ValueError", `no \`tc\` element at grid_offset=${gridOffset}`);
}

/** python-docx 1.1's `row.cells`: each w:tc once per grid column it spans; a vMerge continuation is the cell above. */
function rowCells(tr: Element): Element[] {
  const cellsOf = (tc: Element): Element[] =>
    vMerge(tc) === "continue" ? cellsOf(tcAbove(tc)) : Array<Element>(gridSpan(tc)).fill(tc);
  return children(tr, "tc").flatMap(cellsOf);
}

/** Python `int(text, 16)`. */
function hexInt(text: string): number {
  const match = /^[-+]?(?:0[xX]_?)?[0-9a-fA-F](?:_?[0-9a-fA-F])*$/.exec(pyStrip(text));
  if (!match) throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text}'`);
  const body = match[0].replace(/_/g, "").replace(/^([-+]?)0[xX]/, "$1");
  return Number.parseInt(body, 16);
}

/** `run.font.color.rgb`: an RGBColor from w:color/@w:val, or null (no colour, or "auto"). */
function runRgb(run: Element): [number, number, number] | null {
  const color = first(first(run, "rPr"), "color");
  if (!color) return null;
  if (!color.hasAttributeNS(W, "val"))
    throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
  const value = color.getAttributeNS(W, "val") ?? "";
  if (value === "auto") return null;
  const chars = Array.from(value);
  const rgb = [chars.slice(0, 2), chars.slice(2, 4), chars.slice(4)].map((c) => hexInt(c.join(""))) as [
    number,
    number,
    number,
  ];
  if (rgb.some((v) => v < 0 || v > 255))
    throw new PythonError("ValueError", `RGBColor() takes three integer values 0-255`);
  return rgb;
}

function difference(rgb: [number, number, number] | null, target: [number, number, number]): number {
  if (rgb === null) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const srgb = (c: [number, number, number]) => c.map((v) => v / 255.0) as [number, number, number];
  return deltaECiede2000(rgb2lab(srgb(rgb)), rgb2lab(srgb(target)));
}

export function evaluate_colored_words_in_tables(
  file1: unknown,
  file2: unknown,
  options: Record<string, unknown> = {},
): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  let document: Docx;
  try {
    document = openDocx(file1);
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  const threshold = dictGet(options, "threshold", 3.5);
  for (const table of tables(document.body))
    for (const tr of children(table, "tr"))
      for (const cell of rowCells(tr))
        for (const paragraph of paragraphs(cell))
          for (const run of runs(paragraph)) {
            const word = runText(run);
            if (!word) continue;
            const vowel = "aeiou".includes(String.fromCodePoint(word.codePointAt(0)!).toLowerCase());
            if (vowel && pyCompare(difference(runRgb(run), [255, 0, 0]), "gt", threshold)) return 0;
            else if (!vowel && pyCompare(difference(runRgb(run), [0, 0, 255]), "gt", threshold)) return 0;
          }
  return 1;
}
