import { isPlainObject, PythonError } from "../python-semantics.ts";
import type { CfCellValue } from "./cf-rules.ts";
import { pyValuesEqual } from "./openpyxl/py-values.ts";
import { sheetOf, type OWorkbook } from "./openpyxl/workbook.ts";
import { matchValueToRule } from "./rules.ts";
import {
  checkDataValidations,
  loadCharts,
  loadFilters,
  loadPivotTables,
  loadRowsOrCols,
  loadSparklines,
} from "./table-objects.ts";
import { loadXlsxStyles, readCellStyle } from "./table-styles.ts";
import { cellValueReader, readCellValue, type Workbook } from "./xlsx.ts";

/**
 * compare_table's rules that read openpyxl's object model or the package's parts: check_cell (value and
 * style properties), style (with conditional formatting), chart, pivot_table, data_validation, row_props,
 * col_props, filter and sparkline.
 */

export type Which = "result" | "expected";

/** The two workbooks of a compare_table call, as the rules see them. */
export interface SheetBooks {
  /** OSWorld's `_parse_sheet_idx`. */
  resolve(idx: unknown): { which: Which; name: string };
  /** `openpyxl.load_workbook` of the file (undefined without an expected file). */
  model(which: Which): OWorkbook | undefined;
  /** The package, for the parts OSWorld reads directly (undefined without an expected file). */
  book(which: Which): Workbook | undefined;
  path(which: Which): string | undefined;
}

export const SHEET_RULES = new Set([
  "check_cell",
  "style",
  "chart",
  "pivot_table",
  "data_validation",
  "row_props",
  "col_props",
  "filter",
  "sparkline",
]);

/** Where OSWorld's check_cell turns any exception into 0 (desktest's refusals still stop the evaluation). */
function zeroOnError(error: unknown): "zero" {
  if (error instanceof PythonError && error.kind !== "NotSupported") return "zero";
  throw error;
}

function checkCell(r: Record<string, unknown>, books: SheetBooks): boolean | "zero" {
  try {
    if (!("sheet_idx" in r)) throw new PythonError("KeyError", "'sheet_idx'");
    const { which, name } = books.resolve(r.sheet_idx);
    const model = books.model(which);
    if (!model) throw new PythonError("NotImplementedError", "Not supported workbook format");
    if (!model.sheets.has(name)) return "zero";
    const ws = sheetOf(model, name).ws;
    if (!("coordinate" in r)) throw new PythonError("KeyError", "'coordinate'");
    const cell = ws.getItem(r.coordinate);
    if (!("props" in r)) throw new PythonError("KeyError", "'props'");
    if (!isPlainObject(r.props)) throw new PythonError("AttributeError", "'props' has no attribute 'items'");
    let metric = true;
    for (const [prop, rule] of Object.entries(r.props)) {
      let value: unknown;
      if (prop === "value") {
        try {
          const file = books.path(which);
          if (file === undefined)
            throw new PythonError("TypeError", "stat: path should be string, not NoneType");
          value = readCellValue(file, name, String(r.coordinate));
        } catch (error) {
          if (!(error instanceof PythonError) || error.kind === "NotSupported") throw error;
          value = null;
        }
      } else {
        try {
          value = readCellStyle(ws, prop, cell);
        } catch (error) {
          if (!(error instanceof PythonError) || error.kind === "NotSupported") throw error;
          value = null;
        }
      }
      metric = metric && matchValueToRule(value, rule);
    }
    return metric;
  } catch (error) {
    return zeroOnError(error);
  }
}

function stylesOf(r: Record<string, unknown>, idx: unknown, books: SheetBooks) {
  const { which, name } = books.resolve(idx);
  let reader: ((coordinate: string) => CfCellValue) | undefined;
  const cellValue = (coordinate: string): CfCellValue => {
    if (!reader) {
      const file = books.path(which);
      if (file === undefined) throw new PythonError("TypeError", "stat: path should be string, not NoneType");
      const read = cellValueReader(file, name);
      reader = (c) => read(c) as CfCellValue;
    }
    return reader(coordinate);
  };
  return loadXlsxStyles(books.model(which), name, cellValue, r);
}

function pair<T>(
  r: Record<string, unknown>,
  books: SheetBooks,
  load: (which: Which, name: string) => T,
): [T, T] {
  if (!("sheet_idx0" in r)) throw new PythonError("KeyError", "'sheet_idx0'");
  const a = books.resolve(r.sheet_idx0);
  const first = load(a.which, a.name);
  if (!("sheet_idx1" in r)) throw new PythonError("KeyError", "'sheet_idx1'");
  const b = books.resolve(r.sheet_idx1);
  return [first, load(b.which, b.name)];
}

/** One of SHEET_RULES: whether it holds, or "zero" where OSWorld's compare_table returns 0 at once. */
export function sheetRule(r: Record<string, unknown>, books: SheetBooks): boolean | "zero" {
  switch (r.type) {
    case "check_cell":
      return checkCell(r, books);
    case "style": {
      if (!("sheet_idx0" in r)) throw new PythonError("KeyError", "'sheet_idx0'");
      const first = stylesOf(r, r.sheet_idx0, books);
      if (!("sheet_idx1" in r)) throw new PythonError("KeyError", "'sheet_idx1'");
      return pyValuesEqual(first, stylesOf(r, r.sheet_idx1, books));
    }
    case "chart":
      return pyValuesEqual(...pair(r, books, (w, n) => loadCharts(books.model(w), n, r)));
    case "pivot_table":
      return pyValuesEqual(...pair(r, books, (w, n) => loadPivotTables(books.model(w), n, r)));
    case "row_props":
      return pyValuesEqual(...pair(r, books, (w, n) => loadRowsOrCols(books.model(w), n, "row", r)));
    case "col_props":
      return pyValuesEqual(...pair(r, books, (w, n) => loadRowsOrCols(books.model(w), n, "column", r)));
    case "filter":
      return pyValuesEqual(...pair(r, books, (w, n) => loadFilters(books.model(w), n)));
    case "sparkline":
      return pyValuesEqual(...pair(r, books, (w, n) => loadSparklines(books.book(w), n)));
    case "data_validation": {
      if (!("sheet_idx" in r)) throw new PythonError("KeyError", "'sheet_idx'");
      const { which, name } = books.resolve(r.sheet_idx);
      const model = books.model(which);
      if (!model) throw new PythonError("NotImplementedError", "Not supported workbook format");
      if (!model.sheets.has(name)) return "zero";
      if (!("dv_props" in r)) throw new PythonError("KeyError", "'dv_props'");
      return checkDataValidations(sheetOf(model, name), r.dv_props);
    }
  }
  throw new PythonError("NotImplementedError", `Unimplemented sheet check: ${String(r.type)}`);
}
