import path from "node:path";
import { PythonError } from "../python-semantics.ts";
import { rejectKeywords, subscript } from "./python-access.ts";
import {
  children,
  columnNumber,
  descendants,
  isDateFormat,
  openWorkbook,
  textOf,
  xml,
  type Workbook,
} from "./xlsx.ts";

/**
 * OSWorld's compare_conference_city_in_order (table.py): the cells C2:C22 of the workbook's active sheet,
 * as `openpyxl.load_workbook` reads them (formulas as their text), hold in order the expected cities:
 * each expected string is a substring of its cell, or, for a list, one of its strings is. 1.0 or 0.0;
 * inside the comparison every failure (too few expected entries, a cell that is no text, an entry that is
 * neither a string nor a list) is 0.0, as OSWorld's bare `except` makes it. Reading `expected["expected"]`
 * and the workbook raise as in OSWorld.
 */
export function compare_conference_city_in_order(
  actualPath: unknown,
  expectedCity: unknown,
  options?: Record<string, unknown>,
): number {
  rejectKeywords("compare_conference_city_in_order", options);
  const expected = subscript(expectedCity, "expected");
  const cells = activeColumnC(actualPath);
  try {
    for (const [i, cell] of cells.entries()) {
      const wanted = subscript(expected, i);
      if (typeof wanted === "string") {
        if (!contains(cell, wanted)) return 0;
      } else if (Array.isArray(wanted)) {
        if (!wanted.some((candidate) => contains(cell, candidate))) return 0;
      } else throw new PythonError("TypeError", "Expected city should be a string or a list of strings");
    }
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  return 1;
}

/** A cell value as openpyxl gives it: its text when it is a str, else only that it is something else. */
type CellText = { text: string } | "not text";

/** Python `item in cell`: a substring test on text; TypeError for anything else. */
function contains(cell: CellText, item: unknown): boolean {
  if (cell === "not text") throw new PythonError("TypeError", "argument of type is not iterable");
  if (typeof item !== "string")
    throw new PythonError("TypeError", "'in <string>' requires string as left operand");
  return cell.text.includes(item);
}

const SUPPORTED_FORMATS = new Set([".xlsx", ".xlsm", ".xltx", ".xltm"]);
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** `[c.value for row in load_workbook(file).active["C2:C22"] for c in row]`. */
function activeColumnC(file: unknown): CellText[] {
  if (typeof file !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object");
  const extension = path.extname(file).toLowerCase();
  if (!SUPPORTED_FORMATS.has(extension))
    throw new PythonError(
      "InvalidFileException",
      `openpyxl does not support ${extension} file format, please check you can open it with Excel first`,
    );
  const book = openWorkbook(file);
  const workbook = xml(book.entries, "xl/workbook.xml");
  const rels = xml(book.entries, "xl/_rels/workbook.xml.rels");
  const relTypes = new Map(
    descendants(rels, "Relationship").map((r) => [r.getAttribute("Id") ?? "", r.getAttribute("Type") ?? ""]),
  );
  // openpyxl's sheets: those whose part is in the archive, worksheets and chartsheets alike
  const sheets = descendants(workbook, "sheet")
    .map((s, i) => ({
      info: book.sheets[i]!,
      type: relTypes.get(s.getAttributeNS(REL_NS, "id") ?? "") ?? "",
    }))
    .filter(({ info }) => book.entries[info.part] !== undefined);
  const view = descendants(workbook, "workbookView").find((v) => v.getAttribute("activeTab") !== null);
  const active = sheets[Number(view?.getAttribute("activeTab") ?? 0)];
  if (!active) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  if (active.type.includes("chartsheet"))
    throw new PythonError("TypeError", "'Chartsheet' object is not subscriptable");
  const values = worksheetCells(book, active.info.part);
  return Array.from({ length: 21 }, (_, i) => values.get(`${i + 2}`) ?? "not text");
}

/**
 * Column C of a worksheet read as openpyxl's WorksheetReader reads it with data_only=False (row number →
 * value): shared, inline and formula-result strings, error texts, formulas as `=` and their text; a date
 * cell whose serial falls outside Python's dates is openpyxl's "#VALUE!"; merged cells other than a range's
 * first are empty.
 */
function worksheetCells(book: Workbook, part: string): Map<string, CellText> {
  const doc = xml(book.entries, part);
  const out = new Map<string, CellText>();
  const shared = new Set<string>();
  let rowIndex = 0;
  for (const row of descendants(doc, "row")) {
    rowIndex = Number(row.getAttribute("r") ?? rowIndex + 1);
    let colIndex = 0;
    for (const c of children(row, "c")) {
      const ref = c.getAttribute("r");
      const match = ref ? /^([A-Za-z]+)(\d+)$/.exec(ref) : null;
      colIndex = match ? columnNumber(match[1]!) : colIndex + 1;
      const cellRow = match ? Number(match[2]) : rowIndex;
      const value = cellText(book, c, shared);
      if (colIndex === 3) out.set(String(cellRow), value);
    }
  }
  for (const merged of descendants(doc, "mergeCell")) {
    const bounds = /^([A-Za-z]+)(\d+):([A-Za-z]+)(\d+)$/.exec(merged.getAttribute("ref") ?? "");
    if (!bounds) continue;
    const [c1, r1, c2, r2] = [
      columnNumber(bounds[1]!),
      Number(bounds[2]),
      columnNumber(bounds[3]!),
      Number(bounds[4]),
    ];
    if (c1 > 3 || c2 < 3) continue;
    for (let r = r1; r <= r2; r++) if (!(r === r1 && c1 === 3)) out.delete(String(r));
  }
  return out;
}

function cellText(book: Workbook, c: Element, sharedFormulas: Set<string>): CellText {
  const type = c.getAttribute("t") ?? "n";
  const formula = children(c, "f")[0];
  if (formula) {
    const kind = formula.getAttribute("t");
    const text = `=${textOf(formula) ?? ""}`;
    if (kind === "array" || kind === "dataTable") return "not text";
    if (kind === "shared") {
      const id = formula.getAttribute("si") ?? "";
      if (sharedFormulas.has(id))
        throw new PythonError(
          "NotSupported",
          "a cell's shared formula would be translated from its first cell (openpyxl's Translator), which desktest does not do",
        );
      if (text !== "=") sharedFormulas.add(id);
    }
    return { text };
  }
  const v = textOf(children(c, "v")[0]) || null;
  if (type === "inlineStr") {
    const is = children(c, "is")[0];
    if (!is) return "not text";
    // openpyxl's Text.content: the plain text, then every run's
    const runs = children(is, "r").map((r) => textOf(children(r, "t")[0]) ?? "");
    return { text: [textOf(children(is, "t")[0]) ?? "", ...runs].join("") };
  }
  if (v === null) return "not text";
  switch (type) {
    case "s": {
      const text = book.sharedStrings[Number(v)];
      if (text === undefined) throw new PythonError("IndexError", "list index out of range");
      return { text };
    }
    case "str":
    case "e":
      return { text: v };
    case "n":
      return dateOutOfRange(book, c, v) ? { text: "#VALUE!" } : "not text";
    default:
      return "not text";
  }
}

/** A number in a date-formatted cell that Python's dates cannot hold (openpyxl makes it "#VALUE!"). */
function dateOutOfRange(book: Workbook, c: Element, v: string): boolean {
  const numFmt = book.xfNumFmt[Number(c.getAttribute("s") ?? 0)] ?? 0;
  const code = book.numFmtCodes.get(numFmt);
  const isDate =
    [14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47].includes(numFmt) ||
    (code !== undefined && isDateFormat(code));
  if (!isDate) return false;
  const serial = Number(v);
  if (!Number.isFinite(serial)) return true;
  const epochOrdinal = book.date1904 ? 695056 : 693594; // date(1904, 1, 1) / date(1899, 12, 30)
  const day = Math.floor(serial);
  const extraDay = Math.round((serial - day) * 86_400_000) >= 86_400_000 ? 1 : 0;
  const shift = !book.date1904 && serial > 0 && serial < 60 ? 1 : 0;
  if (serial >= 0 && serial < 1) return false;
  const ordinal = epochOrdinal + day + shift + extraDay;
  return Math.abs(day) > 999_999_999 || ordinal < 1 || ordinal > 3_652_059;
}
