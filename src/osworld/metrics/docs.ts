import { pythonSub } from "../python-re.ts";
import {
  fuzzRatio,
  PythonError,
  pyEquals,
  pySplitWhitespace,
  pyStrip,
  pyTruthy,
} from "../python-semantics.ts";
import {
  alignment,
  elements,
  fontName,
  footerFirstLines,
  lineSpacing,
  openDocx,
  paragraphs,
  paragraphText,
  runs,
  onOff,
  fontSizePt,
  runText,
  runXmlContains,
  subscript,
  tableCells,
  tableGrid,
  tables,
  W,
  type Docx,
} from "./docx.ts";
import { loadOdf, TEXT_NS, type OdfDocument } from "./odf.ts";
import { dictGet, sameSet, subscript as item } from "./python-access.ts";

/**
 * OSWorld's Writer metrics (metrics/docs.py) over .docx files read as python-docx reads them (docx.ts);
 * compare_docx_files also reads OpenDocument (.odt) files as odfpy loads them (odf.ts).
 */

type Options = Record<string, unknown>;

/** `Document(a), Document(b)` inside OSWorld's try/except: null where it returns 0. */
function openBoth(a: unknown, b: unknown): [Docx, Docx] | null {
  try {
    return [openDocx(a), openDocx(b)];
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

/** `load(a), load(b)` (odfpy) inside compare_docx_files' try/except: null where it returns 0. */
function openBothOdt(a: unknown, b: unknown): [OdfDocument, OdfDocument] | null {
  try {
    return [loadOdf(a), loadOdf(b)];
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

/**
 * compare_docx_files' get_paragraph_texts_odt: per text:p (every one odfpy loaded, in load order), its
 * direct Text nodes and the direct Text nodes of its direct text:span children, joined.
 */
function odtParagraphTexts(doc: OdfDocument): string[] {
  return doc.elementsOfType(TEXT_NS, "p").map((paragraph) => {
    const parts: string[] = [];
    for (const node of paragraph.children)
      if (node.kind === "text") parts.push(node.data);
      else if (node.ns === TEXT_NS && node.local === "span")
        for (const child of node.children) if (child.kind === "text") parts.push(child.data);
    return parts.join("");
  });
}

function openOne(a: unknown): Docx | null {
  try {
    return openDocx(a);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}

const texts = (docx: Docx) => paragraphs(docx.body).map(paragraphText);
const collapse = (paragraphsText: string[]) => pyStrip(pythonSub("\\s+", " ", paragraphsText.join("\n")));
const sortedTexts = (items: string[]) =>
  [...items].sort((a, b) => {
    const x = Array.from(a, (c) => c.codePointAt(0)!);
    const y = Array.from(b, (c) => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  });

function endsWith(value: unknown, suffix: string): boolean {
  if (typeof value !== "string")
    throw new PythonError(
      "AttributeError",
      `'${value === null ? "NoneType" : typeof value}' object has no attribute 'endswith'`,
    );
  return value.endsWith(suffix);
}

export function compare_docx_files(file1: unknown, file2: unknown, options: Options = {}): number {
  const ignoreBlanks = pyTruthy(dictGet(options, "ignore_blanks", true));
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const ignoreOrder = pyTruthy(dictGet(options, "ignore_order", false));
  const contentOnly = pyTruthy(dictGet(options, "content_only", false));
  const fuzzy = pyTruthy(dictGet(options, "fuzzy_match", false));
  const deleteEmpty = pyTruthy(dictGet(options, "delete_empty_lines", false));
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  let p1: string[];
  let p2: string[];
  if (endsWith(file1, ".docx") && endsWith(file2, ".docx")) {
    const docs = openBoth(file1, file2);
    if (!docs) return 0;
    p1 = texts(docs[0]);
    p2 = texts(docs[1]);
    if (ignoreOrder) {
      p1 = sortedTexts(p1);
      p2 = sortedTexts(p2);
    }
    if (deleteEmpty) {
      p1 = p1.filter((p) => pyStrip(p) !== "");
      p2 = p2.filter((p) => pyStrip(p) !== "");
    }
  } else if (endsWith(file1, ".odt") && endsWith(file2, ".odt")) {
    const docs = openBothOdt(file1, file2);
    if (!docs) return 0;
    p1 = odtParagraphTexts(docs[0]);
    p2 = odtParagraphTexts(docs[1]);
    if (ignoreOrder) {
      p1 = sortedTexts(p1);
      p2 = sortedTexts(p2);
    }
    if (deleteEmpty) {
      p1 = p1.filter((p) => pyStrip(p) !== "");
      p2 = p2.filter((p) => pyStrip(p) !== "");
    }
  } else return 0;
  const lower = (t: string) => (ignoreCase ? t.toLowerCase() : t);
  if (contentOnly) return fuzzRatio(lower(collapse(p1)), lower(collapse(p2))) / 100;
  if (ignoreBlanks) {
    const t1 = lower(collapse(p1));
    const t2 = lower(collapse(p2));
    if (fuzzy) return fuzzRatio(t1, t2) / 100;
    return t1 === t2 ? 1 : 0;
  }
  if (p1.length !== p2.length) return 0;
  if (fuzzy) {
    if (p1.length === 0) return 1;
    let total = 0;
    p1.forEach((a, i) => (total += fuzzRatio(lower(a), lower(p2[i]!)) / 100));
    return total / p1.length;
  }
  return p1.every((a, i) => lower(a) === lower(p2[i]!)) ? 1 : 0;
}

export function compare_init_lines(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const [a, b] = docs.map(texts) as [string[], string[]];
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return 0;
  return 1;
}

export function compare_docx_lines(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const lines = (d: Docx) =>
    texts(d)
      .map((t) => pyStrip(t))
      .filter((t) => t !== "");
  return sameSet(lines(docs[0]), lines(docs[1])) ? 1 : 0;
}

export function compare_docx_files_and_ignore_new_lines(
  file1: unknown,
  file2: unknown,
  options: Options = {},
): number {
  const ignoreBlanks = pyTruthy(dictGet(options, "ignore_blanks", true));
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!(endsWith(file1, ".docx") && endsWith(file2, ".docx"))) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const [a, b] = docs.map((d) => texts(d).filter((t) => t !== "")) as [string[], string[]];
  if (ignoreBlanks) return collapse(a) === collapse(b) ? 1 : 0;
  if (a.length !== b.length) return 0;
  return a.every((t, i) => t === b[i]) ? 1 : 0;
}

export function compare_docx_tables(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const t1 = tables(docs[0].body);
  const t2 = tables(docs[1].body);
  if (t1.length !== t2.length) return 0;
  for (let k = 0; k < t1.length; k++) {
    const a = tableGrid(t1[k]!);
    const b = tableGrid(t2[k]!);
    if (a.rows !== b.rows || a.columns !== b.columns) return 0;
    for (let i = 0; i < a.rows; i++)
      for (let j = 0; j < a.columns; j++) if (pyStrip(a.cell(i, j)) !== pyStrip(b.cell(i, j))) return 0;
  }
  return 1;
}

export function compare_line_spacing(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const a = paragraphs(docs[0].body);
  const b = paragraphs(docs[1].body);
  if (a.length !== b.length) return 0;
  return a.every((p, i) => pyEquals(lineSpacing(p), lineSpacing(b[i]!))) ? 1 : 0;
}

/** The pairs of runs `zip(para1.runs, para2.runs)` over `zip(doc1.paragraphs, doc2.paragraphs)`. */
function runPairs(a: Docx, b: Docx): [Element, Element][] {
  const pa = paragraphs(a.body);
  const pb = paragraphs(b.body);
  const pairs: [Element, Element][] = [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const ra = runs(pa[i]!);
    const rb = runs(pb[i]!);
    for (let j = 0; j < Math.min(ra.length, rb.length); j++) pairs.push([ra[j]!, rb[j]!]);
  }
  return pairs;
}

export function compare_insert_equation(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  return runPairs(...docs).some(
    ([x, y]) => elements(x, "object").length > 0 && elements(y, "object").length > 0,
  )
    ? 1
    : 0;
}

export function compare_font_names(file: unknown, rules: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const expected = item(rules, "font_name");
  for (const p of paragraphs(doc.body))
    for (const r of runs(p)) if (!pyEquals(fontName(r), expected)) return 0;
  return 1;
}

export function compare_subscript_contains(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  return runPairs(...docs).some(([x, y]) => subscript(x) === true && subscript(y) === true) ? 1 : 0;
}

export function has_page_numbers_in_footers(file: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const text of footerFirstLines(doc)) if (!/[\p{Nd}²³¹⁰⁴-⁹₀-₉]/u.test(text)) return 0;
  return 1;
}

export function is_first_line_centered(file: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const first = paragraphs(doc.body)[0];
  if (!first) throw new PythonError("IndexError", "list index out of range");
  return alignment(first) === "center" ? 1 : 0;
}

export function contains_page_break(file: unknown, rules: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  let expected: unknown;
  try {
    expected = item(rules, "page_break_count");
  } catch {
    expected = null;
  }
  let count = 0;
  for (const p of paragraphs(doc.body))
    for (const r of runs(p))
      for (const br of elements(r, "br"))
        if (br.hasAttributeNS(W, "type") && br.getAttributeNS(W, "type") === "page") count++;
  if (expected !== null && !pyEquals(count, expected)) return 0;
  return count > 0 ? 1 : 0;
}

export function compare_contains_image(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  for (const [x, y] of runPairs(...docs))
    if (runXmlContains(x, "graphicData") !== runXmlContains(y, "graphicData")) return 0;
  return 1;
}

export function evaluate_strike_through_last_paragraph(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const doc = openOne(file1);
  if (!doc) return 0;
  const last = paragraphs(doc.body).at(-1);
  if (!last) throw new PythonError("IndexError", "list index out of range");
  return runs(last).every((r) => onOff(r, "strike") === true) ? 1 : 0;
}

/** Python's str.isupper: at least one cased character, and no lowercase or titlecase one. */
function isUpper(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/[\p{Ll}\p{Lt}]/u.test(text);
}

export function evaluate_conversion(file: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const table of tables(doc.body))
    for (const cell of tableCells(table))
      for (const p of paragraphs(cell)) for (const r of runs(p)) if (isUpper(runText(r))) return 0;
  for (const p of paragraphs(doc.body)) for (const r of runs(p)) if (isUpper(runText(r))) return 0;
  return 1;
}

export function evaluate_spacing(file: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const paras = paragraphs(doc.body);
  const at = (i: number) => {
    const p = paras[i];
    if (!p) throw new PythonError("IndexError", "list index out of range");
    return lineSpacing(p);
  };
  const [intro, body, conclusion] = [at(0), at(1), at(2)];
  return pyEquals(intro, 1) && pyEquals(body, 2) && pyEquals(conclusion, 1.5) ? 1 : 0;
}

export function check_italic_font_size_14(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const doc = openOne(file1);
  if (!doc) return 0;
  for (const p of paragraphs(doc.body))
    for (const r of runs(p)) if (onOff(r, "i") === true && fontSizePt(r) !== 14) return 0;
  return 1;
}

/** evaluate_alignment as OSWorld writes it: every sentence of three words or more passes (its test is always true). */
export function evaluate_alignment(file: unknown): number {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const p of paragraphs(doc.body))
    for (const sentence of paragraphText(p).split(".")) {
      const words = pySplitWhitespace(pyStrip(sentence));
      if (words.length < 3) continue;
      const first = words.slice(0, 3).join(" ");
      const second = words.slice(3).join(" ");
      if (!(
        sentence.includes(first) &&
        sentence.includes(second) &&
        sentence.indexOf(first) < sentence.indexOf(second)
      ))
        return 0;
    }
  return 1;
}
