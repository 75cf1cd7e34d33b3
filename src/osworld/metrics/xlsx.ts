import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync } from "fflate";
import { PythonError, pyFloat, pyInt, pyStrip } from "../python-semantics.ts";

/**
 * A minimal xlsx reader (zip + SpreadsheetML) giving cell values the way openpyxl does with
 * `data_only=True` (what pandas and OSWorld's table metrics see): shared and inline strings, booleans,
 * error cells, numbers as int when their text has no '.', 'e' or 'E', dates for date number formats,
 * formulas as their cached values.
 */

export type CellValue = string | number | bigint | boolean | Date | { error: string } | null;

export interface SheetInfo {
  name: string;
  sheetId: string;
  /** The worksheet part, e.g. `xl/worksheets/sheet1.xml`, from the workbook relationships. */
  part: string;
}

export interface Workbook {
  file: string;
  sheets: SheetInfo[];
  entries: Record<string, Uint8Array>;
  sharedStrings: string[];
  /** numFmt id per cellXfs index, and the custom format codes. */
  xfNumFmt: number[];
  numFmtCodes: Map<number, string>;
  date1904: boolean;
}

const parser = () => new DOMParser({ onError: () => undefined });

export function xml(entries: Record<string, Uint8Array>, name: string): Document | undefined {
  const data = entries[name];
  if (!data) return undefined;
  return parser().parseFromString(Buffer.from(data).toString("utf8"), "text/xml") as unknown as Document;
}

export function children(node: Element | Document | undefined, localName: string): Element[] {
  if (!node) return [];
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).localName === localName) out.push(c as Element);
  return out;
}

export function descendants(node: Element | Document | undefined, localName: string): Element[] {
  if (!node) return [];
  return Array.from((node as Element).getElementsByTagNameNS("*", localName));
}

export function textOf(element: Element | undefined): string | undefined {
  return element ? (element.textContent ?? "") : undefined;
}

/** Open an xlsx file; a file that is not a readable workbook throws (openpyxl's load error). */
export function openWorkbook(file: string): Workbook {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch (error) {
    throw new PythonError(
      "InvalidFileException",
      `${path.basename(file)} is not an xlsx file: ${(error as Error).message}`,
    );
  }
  const workbook = xml(entries, "xl/workbook.xml");
  if (!workbook)
    throw new PythonError("KeyError", `There is no item named 'xl/workbook.xml' in ${path.basename(file)}`);
  const rels = xml(entries, "xl/_rels/workbook.xml.rels");
  const targets = new Map(
    descendants(rels, "Relationship").map((r) => [
      r.getAttribute("Id") ?? "",
      r.getAttribute("Target") ?? "",
    ]),
  );
  const sheets = descendants(workbook, "sheet").map((s) => {
    const rid =
      s.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ??
      s.getAttribute("r:id") ??
      "";
    const target = targets.get(rid) ?? "";
    const part = target.startsWith("/")
      ? target.slice(1)
      : path.posix.normalize(path.posix.join("xl", target));
    return { name: s.getAttribute("name") ?? "", sheetId: s.getAttribute("sheetId") ?? "", part };
  });
  const pr = descendants(workbook, "workbookPr")[0];
  const date1904 = ["1", "true"].includes(pr?.getAttribute("date1904") ?? "");
  const sst = xml(entries, "xl/sharedStrings.xml");
  const sharedStrings = descendants(sst, "si").map((si) => {
    // openpyxl: the plain <t>, or the runs' <t> joined (phonetic runs excluded)
    const plain = children(si, "t")[0];
    if (plain) return textOf(plain) ?? "";
    return children(si, "r")
      .map((r) => textOf(children(r, "t")[0]) ?? "")
      .join("");
  });
  const styles = xml(entries, "xl/styles.xml");
  const numFmtCodes = new Map<number, string>(
    descendants(styles, "numFmt").map((f) => [
      Number(f.getAttribute("numFmtId")),
      f.getAttribute("formatCode") ?? "",
    ]),
  );
  const cellXfs = descendants(styles, "cellXfs")[0];
  const xfNumFmt = children(cellXfs, "xf").map((xf) => Number(xf.getAttribute("numFmtId") ?? 0));
  return { file, sheets, entries, sharedStrings, xfNumFmt, numFmtCodes, date1904 };
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** openpyxl's is_date_format: date/time tokens outside quotes, brackets and escapes. */
export function isDateFormat(code: string): boolean {
  const stripped = code
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "")
    .replace(/\[[^\]]*\]/g, "")
    .split(";")[0]!;
  return /[dmyhs]/i.test(stripped) && !/^general$/i.test(stripped.trim());
}

function fromExcelSerial(serial: number, date1904: boolean): Date {
  // openpyxl: 1900 system with the fake 29 Feb 1900 (serials below 60 are shifted by a day)
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const adjusted = !date1904 && serial > 0 && serial < 60 ? serial + 1 : serial;
  return new Date(epoch + Math.round(adjusted * 86_400_000));
}

/**
 * Parse a number the way openpyxl's reader does: int unless the text has '.', 'e' or 'E' (an int beyond
 * 2^53 exact, as a bigint).
 */
function castNumber(text: string): number | bigint {
  if (!/[.eE]/.test(text)) {
    try {
      const int = pyInt(text);
      if (typeof int === "bigint") return int;
    } catch {
      // not an int: float() decides below
    }
  }
  const value = Number(text);
  if (Number.isNaN(value)) throw new PythonError("ValueError", `could not convert '${text}' to a number`);
  return value;
}

export interface Cell {
  row: number;
  col: number;
  value: CellValue;
  /** Whether a numeric value was written as a float (it had '.', 'e' or 'E'). */
  float: boolean;
}

/** Every cell of a worksheet part that has a value (rows and columns 1-based). */
export function sheetCells(book: Workbook, sheet: SheetInfo): Cell[] {
  const doc = xml(book.entries, sheet.part);
  if (!doc) throw new PythonError("KeyError", `Worksheet ${sheet.name} has no part ${sheet.part}`);
  const cells: Cell[] = [];
  let rowIndex = 0;
  for (const row of descendants(doc, "row")) {
    rowIndex = Number(row.getAttribute("r") ?? rowIndex + 1);
    let colIndex = 0;
    for (const c of children(row, "c")) {
      const ref = c.getAttribute("r");
      colIndex = ref ? columnNumber(ref.replace(/\d+$/, "")) : colIndex + 1;
      const cell = cellValue(book, c);
      if (cell.value !== null) cells.push({ row: rowIndex, col: colIndex, ...cell });
    }
  }
  return cells;
}

function cellValue(book: Workbook, c: Element): { value: CellValue; float: boolean } {
  const t = c.getAttribute("t") ?? "n";
  const v = textOf(children(c, "v")[0]);
  switch (t) {
    case "s":
      return { value: v === undefined ? null : (book.sharedStrings[Number(v)] ?? null), float: false };
    case "inlineStr": {
      const is = children(c, "is")[0];
      const plain = children(is, "t")[0];
      const text = plain
        ? textOf(plain)
        : children(is, "r")
            .map((r) => textOf(children(r, "t")[0]) ?? "")
            .join("");
      return { value: text ?? null, float: false };
    }
    case "str":
      return { value: v ?? null, float: false };
    case "b":
      return { value: v === undefined ? null : v === "1" || v === "true", float: false };
    case "e":
      return { value: v === undefined ? null : { error: v }, float: false };
    case "d":
      return { value: v === undefined ? null : new Date(v), float: false };
    default: {
      if (v === undefined || v === "") return { value: null, float: false };
      const number = castNumber(v);
      const float = /[.eE]/.test(v);
      const numFmt = book.xfNumFmt[Number(c.getAttribute("s") ?? 0)] ?? 0;
      const code = book.numFmtCodes.get(numFmt);
      if (BUILTIN_DATE_FORMATS.has(numFmt) || (code !== undefined && isDateFormat(code)))
        return { value: fromExcelSerial(Number(number), book.date1904), float: false };
      return { value: number, float };
    }
  }
}

/** `A` → 1, `AB` → 28. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** `{pane, zoomScale}` of a sheet's first sheetView (openpyxl's sheet_view). */
export function sheetView(
  book: Workbook,
  sheet: SheetInfo,
): { zoomScale?: number; pane?: Record<string, string> } {
  const doc = xml(book.entries, sheet.part);
  const view = descendants(doc, "sheetView")[0];
  if (!view) return {};
  const zoom = view.getAttribute("zoomScale");
  const pane = children(view, "pane")[0];
  const attrs: Record<string, string> = {};
  if (pane) for (const a of Array.from(pane.attributes)) attrs[a.name] = a.value;
  return { ...(zoom ? { zoomScale: Number(zoom) } : {}), ...(pane ? { pane: attrs } : {}) };
}

/**
 * OSWorld's `read_cell_value(xlsx, sheet_name, coordinate)`: reads `xl/worksheets/sheet<sheetId>.xml`
 * directly (by sheetId, as OSWorld does), and gives float for numbers, the shared/inline/formula string,
 * the error text; None for a missing cell, a missing value, a boolean or an unknown sheet.
 */
export function readCellValue(file: string, sheetName: string, coordinate: string): ReadValue {
  return cachedReader(file, sheetName)(coordinate);
}

/** The last few readers, by file (its size and time) and sheet: checks read many cells of one sheet. */
const readers = new Map<string, (coordinate: string) => ReadValue>();

function cachedReader(file: string, sheetName: string): (coordinate: string) => ReadValue {
  let stamp = "missing";
  try {
    const stat = statSync(file);
    stamp = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    // a missing file reads None everywhere, as cellValueReader says
  }
  const key = JSON.stringify([file, sheetName, stamp]);
  let reader = readers.get(key);
  if (!reader) {
    reader = cellValueReader(file, sheetName);
    readers.set(key, reader);
    if (readers.size > 8) readers.delete(readers.keys().next().value!);
  }
  return reader;
}

/** What read_cell_value gives: a cell value, or what xmltodict makes of an inline string's `<t>` elements. */
export type ReadValue = CellValue | XmlDictValue | XmlDictValue[];
/** xmltodict's value of an element: its stripped text (None when empty), or a dict with its attributes. */
export type XmlDictValue = string | null | Record<string, string>;

const XML_NS = "http://www.w3.org/XML/1998/namespace";

function xmltodictValue(el: Element): XmlDictValue {
  const text = pyStrip(textOf(el) ?? "");
  if (el.attributes.length === 0) return text === "" ? null : text;
  const dict: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) {
    const ns = a.namespaceURI ?? (a.prefix === "xml" ? XML_NS : null);
    dict[ns ? `@${ns}:${a.localName}` : `@${a.name}`] = a.value;
  }
  if (text !== "") dict["#text"] = text;
  return dict;
}

/** `cell["c"]["is"]["t"]` as xmltodict gives it: no <t> is None (KeyError), several are a list. */
function inlineStringValue(is: Element | undefined): ReadValue {
  if (!is) return null;
  const ts = children(is, "t");
  if (ts.length === 0) {
    const empty =
      is.attributes.length === 0 && children(is, "r").length === 0 && pyStrip(textOf(is) ?? "") === "";
    if (empty) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    return null;
  }
  return ts.length === 1 ? xmltodictValue(ts[0]!) : ts.map(xmltodictValue);
}

/** `read_cell_value` for many cells of one sheet: the file is read once. */
export function cellValueReader(file: string, sheetName: string): (coordinate: string) => ReadValue {
  const none = () => null;
  if (!existsSync(file)) return none;
  let book: Workbook;
  try {
    book = openWorkbook(file);
  } catch {
    return none;
  }
  // OSWorld joins every <t> of an <si> (runs and phonetic text alike); one <t> without text (an empty
  // string) fails the join, and then the whole table is dropped.
  const shared = descendants(xml(book.entries, "xl/sharedStrings.xml"), "si").map((si) =>
    descendants(si, "t").map((t) => (t.firstChild ? (t.textContent ?? "") : null)),
  );
  const sharedStrings = shared.some((parts) => parts.includes(null))
    ? []
    : shared.map((parts) => parts.join(""));
  const sheetIds = new Map(book.sheets.map((s) => [s.name, s.sheetId]));
  if (!sheetIds.has(sheetName)) return none;
  const doc = xml(book.entries, `xl/worksheets/sheet${sheetIds.get(sheetName)}.xml`);
  if (!doc) return none;
  const cells = new Map<string, Element>();
  for (const row of descendants(doc, "row"))
    for (const c of children(row, "c")) {
      const r = c.getAttribute("r");
      if (r !== null && !cells.has(r)) cells.set(r, c);
    }
  return (coordinate) => {
    const cell = cells.get(coordinate);
    if (!cell) return null;
    const t = cell.getAttribute("t");
    const vElement = children(cell, "v")[0];
    const v = vElement === undefined ? undefined : (textOf(vElement) ?? "").trim();
    if (t === null || t === "n") {
      if (v === undefined) return null;
      try {
        return pyFloat(v);
      } catch {
        return null;
      }
    }
    switch (t) {
      case "s": {
        if (v === undefined) return null;
        let index: number;
        try {
          index = Number(pyInt(v));
        } catch {
          return null;
        }
        const value = sharedStrings[index < 0 ? sharedStrings.length + index : index];
        if (value === undefined) throw new PythonError("IndexError", "list index out of range");
        return value;
      }
      case "str":
      case "e":
        return v ?? null;
      case "inlineStr":
        return inlineStringValue(children(cell, "is")[0]);
      default:
        return null;
    }
  };
}
