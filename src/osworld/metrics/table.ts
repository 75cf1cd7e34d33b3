import path from "node:path";
import {
  fuzzRatio,
  isPlainObject,
  PythonError,
  pyEquals,
  pyCompare,
  pyFloatRepr,
  pyInt,
  pyStr,
  pyTypeName,
  pyStrip,
  pyTruthy,
} from "../python-semantics.ts";
import { isFile, safeReadLines } from "./files.ts";
import { loadOpenpyxl, type OWorkbook } from "./openpyxl/workbook.ts";
import { matchValueToRule } from "./rules.ts";
import { SHEET_RULES, sheetRule, type SheetBooks } from "./table-sheet-rules.ts";
import {
  columnLetters,
  columnNumber,
  openWorkbook,
  readCellValue,
  sheetCells,
  sheetView,
  type CellValue,
  type ReadValue,
  type Workbook,
} from "./xlsx.ts";

/**
 * `compare_table` and what it needs from pandas: `read_excel` (header row, type inference, NA strings),
 * `round(precision)` and `DataFrame.equals` (same shape, labels, dtypes and values, NaN equal to NaN).
 * Rules: sheet_name, sheet_data, sheet_print, sheet_fuzzy, zoom, freeze here; check_cell, style, chart,
 * pivot_table, data_validation, row_props, col_props, filter and sparkline in table-sheet-rules.ts.
 */

type Dtype = "int64" | "uint64" | "float64" | "bool" | "object" | "datetime64";
export interface Column {
  label: unknown;
  dtype: Dtype;
  values: unknown[];
}
export interface DataFrame {
  columns: Column[];
  rows: number;
}

/** Strings pandas reads as NaN by default. */
const NA_STRINGS = new Set([
  "",
  "#N/A",
  "#N/A N/A",
  "#NA",
  "-1.#IND",
  "-1.#QNAN",
  "-NaN",
  "-nan",
  "1.#IND",
  "1.#QNAN",
  "<NA>",
  "N/A",
  "NA",
  "NULL",
  "NaN",
  "None",
  "n/a",
  "nan",
  "null",
]);
const TRUE_STRINGS = new Set(["True", "TRUE", "true"]);
const FALSE_STRINGS = new Set(["False", "FALSE", "false"]);

/** pandas' openpyxl `_convert_cell`: None → "", error → NaN, whole floats → int. */
function convertCell(value: CellValue): unknown {
  if (value === null) return "";
  if (typeof value === "object" && !(value instanceof Date)) return NaN;
  if (typeof value === "number") return value;
  return value;
}

/** `pd.read_excel(workbook, sheet_name)` with the default header=0. */
export function readExcel(book: Workbook, sheetName: string): DataFrame {
  const sheet = book.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new PythonError("ValueError", `Worksheet named '${sheetName}' not found`);
  const cells = sheetCells(book, sheet);
  const grid: unknown[][] = [];
  for (const cell of cells) {
    const row = (grid[cell.row - 1] ??= []);
    row[cell.col - 1] = convertCell(cell.value);
  }
  // Trailing "" cells of each row and trailing empty rows are dropped, then rows are padded with "".
  const rows: unknown[][] = [];
  for (let r = 0; r < grid.length; r++) {
    const row = Array.from(grid[r] ?? [], (v) => (v === undefined ? "" : v));
    while (row.length > 0 && row.at(-1) === "") row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  const width = Math.max(0, ...rows.map((r) => r.length));
  for (const row of rows) while (row.length < width) row.push("");
  if (rows.length === 0) return { columns: [], rows: 0 };
  const [header, ...data] = rows as [unknown[], ...unknown[][]];
  const seen = new Map<string, number>();
  const labels = header.map((h, i) => {
    let label: unknown = h === "" || (typeof h === "number" && Number.isNaN(h)) ? `Unnamed: ${i}` : h;
    const key = pyStr(label);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count > 0) label = `${key}.${count}`;
    return label;
  });
  return {
    rows: data.length,
    columns: labels.map((label, i) => ({ label, ...inferColumn(data.map((row) => row[i])) })),
  };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/**
 * pandas' python-parser inference for one column of Excel values (maybe_convert_numeric, then
 * maybe_convert_bool): numbers, bools (as 1/0) and numeric text make a numeric column — float64 with a NaN
 * or a float, else int64 (exact), uint64 beyond it, float64 beyond that; a column of bools only is bool.
 */
export function inferColumn(raw: unknown[]): { dtype: Dtype; values: unknown[] } {
  const isNa = (v: unknown) =>
    (typeof v === "string" && NA_STRINGS.has(v)) || (typeof v === "number" && Number.isNaN(v));
  let numeric = true;
  let anyFloat = false;
  let anyNa = false;
  let bools = 0;
  const numbers: (number | bigint)[] = [];
  for (const v of raw) {
    if (isNa(v)) {
      anyNa = true;
      numbers.push(NaN);
    } else if (typeof v === "number") {
      if (!Number.isInteger(v)) anyFloat = true;
      numbers.push(Number.isSafeInteger(v) ? v : Number.isInteger(v) ? BigInt(v) : v);
    } else if (typeof v === "bigint") numbers.push(v);
    else if (typeof v === "boolean") {
      bools++;
      numbers.push(Number(v));
    } else if (typeof v === "string" && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v)) {
      if (/[.eE]/.test(v)) {
        anyFloat = true;
        numbers.push(Number(v));
      } else numbers.push(BigInt(v.trim()));
    } else {
      numeric = false;
      break;
    }
  }
  if (numeric && bools > 0 && bools === raw.length) return { dtype: "bool", values: raw.slice() };
  if (numeric) {
    if (raw.length === 0) return { dtype: "object", values: [] };
    if (anyNa || anyFloat) return { dtype: "float64", values: numbers.map(Number) };
    const ints = numbers.map(BigInt);
    const exact = (v: bigint) =>
      v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    if (ints.some((v) => v < INT64_MIN || v > UINT64_MAX))
      return { dtype: "float64", values: ints.map(Number) };
    if (ints.some((v) => v > INT64_MAX)) {
      // numpy's uint64 conflict: the values stay as they were read
      if (ints.some((v) => v < 0n))
        return {
          dtype: "object",
          values: raw.map((v) => (typeof v === "number" && Number.isInteger(v) ? exact(BigInt(v)) : v)),
        };
      return { dtype: "uint64", values: ints.map(exact) };
    }
    return { dtype: "int64", values: ints.map(exact) };
  }
  const objects = raw.map((v) => (isNa(v) ? NaN : v));
  const present = objects.filter((v) => !(typeof v === "number" && Number.isNaN(v)));
  if (present.length > 0 && present.every((v) => v instanceof Date))
    return { dtype: "datetime64", values: objects };
  // maybe_convert_bool: every value a bool or a true/false string (no NaN)
  if (
    objects.length > 0 &&
    objects.every(
      (v) =>
        typeof v === "boolean" || (typeof v === "string" && (TRUE_STRINGS.has(v) || FALSE_STRINGS.has(v))),
    )
  )
    return {
      dtype: "bool",
      values: objects.map((v) => (typeof v === "boolean" ? v : TRUE_STRINGS.has(v as string))),
    };
  return { dtype: "object", values: objects };
}

/**
 * `DataFrame.round(decimals)`'s check of its argument: an int (not a bool); a dict-like (per-column
 * decimals) is not ported and refused; anything else raises TypeError as in pandas.
 */
function roundDecimals(decimals: unknown): number {
  if (typeof decimals === "number" && Number.isInteger(decimals)) return decimals;
  if (isPlainObject(decimals))
    throw new PythonError(
      "NotSupported",
      "compare_table's sheet_data with a per-column precision (a dict) is not ported",
    );
  throw new PythonError("TypeError", "decimals must be an integer, a dict-like or a Series");
}

/** numpy's round (half to even on the scaled value) for float columns; other columns unchanged. */
export function roundFrame(frame: DataFrame, decimals: number): DataFrame {
  const scale = 10 ** decimals;
  const rint = (x: number) => {
    const r = Math.round(x);
    return Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : r;
  };
  return {
    rows: frame.rows,
    columns: frame.columns.map((c) =>
      c.dtype === "float64"
        ? {
            ...c,
            values: c.values.map((v) =>
              typeof v === "number" && Number.isFinite(v) ? rint(v * scale) / scale : v,
            ),
          }
        : c,
    ),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  const nan = (v: unknown) => typeof v === "number" && Number.isNaN(v);
  if (nan(a) || nan(b)) return nan(a) && nan(b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return pyEquals(a, b);
}

/** `DataFrame.equals`: same shape, same column labels in order, same dtype per column, equal values. */
export function framesEqual(a: DataFrame, b: DataFrame): boolean {
  if (a.rows !== b.rows || a.columns.length !== b.columns.length) return false;
  return a.columns.every((c, i) => {
    const d = b.columns[i]!;
    return (
      sameValue(c.label, d.label) &&
      c.dtype === d.dtype &&
      c.values.every((v, j) => sameValue(v, d.values[j]))
    );
  });
}

/** `df.iloc[-1].astype(str).tolist()` (content_from_vm_file's last_row). */
export function lastRowAsStrings(frame: DataFrame): string[] {
  if (frame.rows === 0) throw new PythonError("IndexError", "single positional indexer is out-of-bounds");
  return frame.columns.map((c) => {
    const v = c.values[frame.rows - 1];
    if (typeof v === "number")
      return Number.isNaN(v) ? "nan" : c.dtype === "float64" ? pyFloatRepr(v) : String(v);
    if (v instanceof Date)
      return v
        .toISOString()
        .replace("T", " ")
        .replace(/\.000Z$/, "")
        .replace("Z", "");
    return pyStr(v);
  });
}

interface Books {
  result: string;
  expected: string | undefined;
  resultBook: Workbook;
  expectedBook: Workbook | undefined;
  /** openpyxl's view of the files (load_workbook), for the rules that read its object model. */
  resultModel: OWorkbook;
  expectedModel: OWorkbook | undefined;
}

/** `names[index]` as Python indexes a list (negative from the end), "" where it raises IndexError. */
function sheetNameAt(names: readonly string[], index: number | bigint): string {
  const i = Number(index);
  return (i < 0 ? names[names.length + i] : names[i]) ?? "";
}

/**
 * OSWorld's `_parse_sheet_idx`: 0 / "RI0" / "RNName" (result), "EI0" / "ENName" (expected). An index is a
 * Python list index (-1 the last sheet); "RI" + what `int()` refuses ("RI", "RIx") names no sheet ("").
 */
function parseSheetIdx(idx: unknown, books: Books): { which: "result" | "expected"; name: string } {
  const names = (book: Workbook | undefined) => book?.sheets.map((s) => s.name) ?? [];
  const at = (book: Workbook | undefined, text: string) => {
    try {
      return sheetNameAt(names(book), pyInt(text));
    } catch (error) {
      if (error instanceof PythonError) return "";
      throw error;
    }
  };
  if (typeof idx === "number" || typeof idx === "boolean") {
    const names0 = names(books.resultBook);
    const i = Number(idx);
    return { which: "result", name: names0.length === 0 || i >= names0.length ? "" : sheetNameAt(names0, i) };
  }
  if (typeof idx !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(idx)}' object has no attribute 'startswith'`);
  const rest = idx.slice(2);
  if (idx.startsWith("RI")) return { which: "result", name: at(books.resultBook, rest) };
  if (idx.startsWith("RN")) return { which: "result", name: rest };
  if (idx.startsWith("EI")) return { which: "expected", name: at(books.expectedBook, rest) };
  if (idx.startsWith("EN")) return { which: "expected", name: rest };
  throw new PythonError("ValueError", "Unrecognized sheet index");
}

function bookOf(which: "result" | "expected", books: Books): Workbook {
  const book = which === "result" ? books.resultBook : books.expectedBook;
  if (!book) throw new PythonError("NotImplementedError", "Not supported workbook format");
  return book;
}

function pathOf(which: "result" | "expected", books: Books): string {
  const file = which === "result" ? books.result : books.expected;
  if (file === undefined) throw new PythonError("NotImplementedError", "Not supported workbook format");
  return file;
}

/** `_load_sheet` of a DataFrame: undefined where pandas raises (OSWorld catches that and gets None). */
function loadFrame(idx: unknown, books: Books): DataFrame | undefined {
  const { which, name } = parseSheetIdx(idx, books);
  try {
    return readExcel(bookOf(which, books), name);
  } catch (error) {
    if (error instanceof PythonError && error.kind === "NotImplementedError") throw error;
    return undefined;
  }
}

/** The printed lines of a sheet: `<xlsx without extension>-<sheet>.csv`, reversed, stripped, trailing blanks dropped. */
function loadPrinted(idx: unknown, books: Books): string[] | undefined {
  const { which, name } = parseSheetIdx(idx, books);
  const file = pathOf(which, books);
  const csv = `${file.slice(0, file.length - path.extname(file).length)}-${name}.csv`;
  try {
    const lines = safeReadLines(csv)
      .reverse()
      .map((l) => pyStrip(l));
    while (lines.length > 0 && lines[0] === "") lines.shift();
    return lines;
  } catch {
    return undefined;
  }
}

/** Cells of `A1:B6 C2:E5` (or a list of such), row by row. */
function rangeCells(range: unknown): string[] {
  const parts = (Array.isArray(range) ? range.map(String) : String(range).split(/\s+/)).filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(part.replace(/\$/g, ""));
    if (!m) throw new PythonError("ValueError", `invalid cell range '${part}'`);
    const c1 = columnNumber(m[1]!);
    const r1 = Number(m[2]);
    const c2 = m[3] ? columnNumber(m[3]) : c1;
    const r2 = m[4] ? Number(m[4]) : r1;
    for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++)
      for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) out.push(`${columnLetters(c)}${r}`);
  }
  return out;
}

function cellText(value: ReadValue): string {
  if (typeof value === "number") return pyFloatRepr(value);
  return pyStr(value);
}

/** openpyxl's `worksheet.freeze_panes`: the pane's top-left cell, or None without a pane. */
function freezePanes(book: Workbook, name: string): { sheet: boolean; cell: string | null } {
  const sheet = book.sheets.find((s) => s.name === name);
  if (!sheet) return { sheet: false, cell: null };
  const pane = sheetView(book, sheet).pane;
  return { sheet: true, cell: pane ? (pane.topLeftCell ?? null) : null };
}

export function compare_table(
  result: unknown,
  expected: unknown,
  options: Record<string, unknown> = {},
): number {
  if (result === null || result === undefined || !isFile(result)) return 0;
  let resultBook: Workbook;
  let resultModel: OWorkbook;
  try {
    resultBook = openWorkbook(result as string);
    resultModel = loadOpenpyxl(resultBook);
  } catch (error) {
    if (error instanceof PythonError && error.kind === "NotSupported") throw error;
    return 0;
  }
  const expectedFile = expected === null || expected === undefined ? undefined : String(expected);
  const expectedBook = expectedFile === undefined ? undefined : openWorkbook(expectedFile);
  const books: Books = {
    result: result as string,
    expected: expectedFile,
    resultBook,
    expectedBook,
    resultModel,
    expectedModel: expectedBook && loadOpenpyxl(expectedBook),
  };
  const sheetBooks: SheetBooks = {
    resolve: (idx) => parseSheetIdx(idx, books),
    model: (which) => (which === "result" ? books.resultModel : books.expectedModel),
    book: (which) => (which === "result" ? books.resultBook : books.expectedBook),
    path: (which) => (which === "result" ? books.result : books.expected),
  };
  const rules = options.rules;
  if (!Array.isArray(rules)) throw new PythonError("KeyError", "'rules'");
  for (const r of rules as Record<string, unknown>[]) {
    let metric: boolean;
    switch (r.type) {
      case "sheet_name":
        metric = pyEquals(
          resultBook.sheets.map((s) => s.name),
          books.expectedBook ? books.expectedBook.sheets.map((s) => s.name) : null,
        );
        break;
      case "sheet_data": {
        const precision = "precision" in r ? r.precision : 4;
        const sheet1 = loadFrame(r.sheet_idx0, books);
        if (!sheet1) return 0;
        const sheet2 = loadFrame(r.sheet_idx1, books);
        const rounded1 = roundFrame(sheet1, roundDecimals(precision));
        if (!sheet2) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'round'");
        metric = framesEqual(rounded1, roundFrame(sheet2, roundDecimals(precision)));
        break;
      }
      case "sheet_print": {
        let sheet1 = loadPrinted(r.sheet_idx0, books);
        if (!sheet1) return 0;
        let sheet2 = loadPrinted(r.sheet_idx1, books);
        if (pyTruthy(r.ignore_case)) {
          sheet1 = sheet1.map((l) => l.toLowerCase());
          if (!sheet2) throw new PythonError("TypeError", "'NoneType' object is not iterable");
          sheet2 = sheet2.map((l) => l.toLowerCase());
        }
        // a missing second CSV is None, and a list is never equal to None
        metric = sheet2 !== undefined && pyEquals(sheet1, sheet2);
        break;
      }
      case "sheet_fuzzy": {
        const s1 = parseSheetIdx(r.sheet_idx0, books);
        const s2 = parseSheetIdx(r.sheet_idx1, books);
        let total = true;
        for (const rl of (r.rules ?? []) as Record<string, unknown>[]) {
          for (const coordinate of rangeCells(rl.range)) {
            let v1 = cellText(readCellValue(pathOf(s1.which, books), s1.name, coordinate));
            let v2 = cellText(readCellValue(pathOf(s2.which, books), s2.name, coordinate));
            for (const [from, to] of (rl.normalization ?? []) as [string, string][]) {
              v1 = v1.replaceAll(from, to);
              v2 = v2.replaceAll(from, to);
            }
            if ("trim_leadings" in rl) {
              v1 = pyStrip(v1, String(rl.trim_leadings), "left");
              v2 = pyStrip(v2, String(rl.trim_leadings), "left");
            }
            if ("trim_trailings" in rl) {
              v1 = pyStrip(v1, String(rl.trim_trailings), "right");
              v2 = pyStrip(v2, String(rl.trim_trailings), "right");
            }
            if ("ignore_chars" in rl) {
              const ignore = new Set(Array.from(String(rl.ignore_chars)));
              v1 = Array.from(v1)
                .filter((ch) => !ignore.has(ch))
                .join("");
              v2 = Array.from(v2)
                .filter((ch) => !ignore.has(ch))
                .join("");
            }
            if (pyTruthy(rl.ignore_case)) {
              v1 = v1.toLowerCase();
              v2 = v2.toLowerCase();
            }
            let m: boolean;
            if (rl.type === "includes") m = v1.includes(v2);
            else if (rl.type === "included_by") m = v2.includes(v1);
            else if (rl.type === "fuzzy_match")
              m = pyCompare(fuzzRatio(v1, v2), "ge", "threshold" in rl ? rl.threshold : 85);
            else if (rl.type === "exact_match") m = v1 === v2;
            else throw new PythonError("UnboundLocalError", `sheet_fuzzy rule type ${pyStr(rl.type)}`);
            total &&= m;
          }
        }
        metric = total;
        break;
      }
      case "zoom": {
        const { which, name } = parseSheetIdx(r.sheet_idx, books);
        const book = which === "result" ? books.resultBook : books.expectedBook;
        const sheet = book?.sheets.find((s) => s.name === name);
        if (!book || !sheet) return 0;
        metric = matchValueToRule(sheetView(book, sheet).zoomScale || 100, r);
        break;
      }
      case "freeze": {
        const a = parseSheetIdx(r.sheet_idx0, books);
        const first = freezePanes(bookOf(a.which, books), a.name);
        if (!first.sheet) return 0;
        const b = parseSheetIdx(r.sheet_idx1, books);
        const second = freezePanes(bookOf(b.which, books), b.name);
        if (!second.sheet)
          throw new PythonError("AttributeError", "'NoneType' object has no attribute 'freeze_panes'");
        metric = first.cell === second.cell;
        break;
      }
      default: {
        if (!SHEET_RULES.has(r.type as string))
          throw new PythonError("NotImplementedError", `Unimplemented sheet check: ${pyStr(r.type)}`);
        const outcome = sheetRule(r, sheetBooks);
        if (outcome === "zero") return 0;
        metric = outcome;
      }
    }
    if (!metric) return 0;
  }
  return 1;
}

/** Guard for callers: a value is an options object with rules. */
export function hasRules(options: unknown): boolean {
  return isPlainObject(options) && Array.isArray(options.rules);
}
