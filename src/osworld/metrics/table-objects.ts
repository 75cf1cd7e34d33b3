import { isPlainObject, PythonError, pyTypeName } from "../python-semantics.ts";
import { coordinateToTuple } from "./cell-range.ts";
import type { OChart } from "./openpyxl/charts.ts";
import { PyDict, PyLocation, PySet, PyTuple } from "./openpyxl/py-values.ts";
import { type OSheet, type OWorkbook } from "./openpyxl/workbook.ts";
import type { OAutoFilter } from "./openpyxl/worksheet.ts";
import { matchValueToRule } from "./rules.ts";
import { children, descendants, xml, type Workbook } from "./xlsx.ts";

/**
 * compare_table's loaders of sheet objects (desktop_env.evaluators.metrics.utils): load_charts,
 * load_pivot_tables, load_rows_or_cols, load_filters, load_sparklines, and the data_validation check, each
 * giving the Python value OSWorld compares (dicts, lists, sets, tuples; see py-values.ts).
 */

/** `xlsx_file[sheet_name]` inside a loader that turns a missing sheet into {} (KeyError only). */
function sheetOrNone(book: OWorkbook | undefined, name: string): OSheet | undefined {
  if (!book) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  if (!book.sheets.has(name)) return undefined;
  const sheet = book.sheets.get(name);
  if (!sheet)
    throw new PythonError("NotSupported", `'${name}' is a chartsheet, which desktest does not read`);
  return sheet;
}

/** `set(options[key])`, or `options.get(key, [])`: the property names a rule asks for. */
function propNames(options: Record<string, unknown>, key: string): string[] {
  if (!(key in options)) return [];
  const value = options[key];
  if (typeof value === "string") return [...new Set(Array.from(value))];
  if (Array.isArray(value)) {
    for (const v of value)
      if (Array.isArray(v) || isPlainObject(v))
        throw new PythonError("TypeError", `unhashable type: '${pyTypeName(v)}'`);
    return [...new Set(value.map(String))];
  }
  if (isPlainObject(value)) return Object.keys(value);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}

function chartInfo(chart: OChart, props: string[]): Record<string, unknown> {
  const info: Record<string, unknown> = {};
  const has = (p: string) => props.includes(p);
  if (has("title")) info.title = chart.title ?? null;
  if (has("legend")) info.legend = chart.legend;
  if (has("anchor")) {
    const a = chart.anchor;
    if (a.kind !== "twoCellAnchor")
      throw new PythonError(
        "AttributeError",
        `'${a.kind === "oneCellAnchor" ? "OneCellAnchor" : "AbsoluteAnchor"}' object has no attribute 'editAs'`,
      );
    info.anchor = [a.editAs, a.fromCol, a.toRow, a.toCol, a.toRow];
  }
  if (has("width")) info.width = 15;
  if (has("height")) info.height = 7.5;
  if (has("type")) info.type = chart.tagname;
  if (has("direction")) {
    if (chart.barDir === undefined)
      throw new PythonError("AttributeError", `'${chart.tagname}' object has no attribute 'barDir'`);
    info.direction = chart.barDir;
  }
  if (has("xtitle")) info.xtitle = chart.xTitle ?? null;
  if (has("ytitle")) info.ytitle = chart.yTitle ?? null;
  if (has("ztitle")) info.ztitle = chart.zTitle ?? null;
  return info;
}

/** `load_charts(book, sheet, **rule)`: {series: {prop: value}} (charts with the same series: the last wins). */
export function loadCharts(
  book: OWorkbook | undefined,
  name: string,
  options: Record<string, unknown>,
): PyDict {
  const charts = new PyDict();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return charts;
  const props = propNames(options, "chart_props");
  for (const chart of sheet.charts) {
    const series = chart.series.map((s) => `${s.val},${s.cat}`).join(";");
    charts.set(series, chartInfo(chart, props));
  }
  return charts;
}

/** Python's `"{:}".format((row, col))`. */
function tupleText(t: [number, number]): string {
  return `(${t[0]}, ${t[1]})`;
}

/** `load_pivot_tables(book, sheet, **rule)`: {source: {prop: value}}. */
export function loadPivotTables(
  book: OWorkbook | undefined,
  name: string,
  options: Record<string, unknown>,
): PyDict {
  const pivots = new PyDict();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return pivots;
  const props = propNames(options, "pivot_props");
  const has = (p: string) => props.includes(p);
  for (const pvt of sheet.pivots) {
    const rawSelection = pvt.pivotFields.map((f) =>
      f.items.filter((item) => item.x !== null).map((item) => new PyTuple([item.h, item.x])),
    );
    let start = 0;
    while (start < rawSelection.length && rawSelection[start]!.length === 0) start++;
    const trimmedLeft = rawSelection.slice(start);
    let end = trimmedLeft.length;
    while (end > 0 && trimmedLeft[end - 1]!.length === 0) end--;
    const selection = trimmedLeft.slice(0, end);
    const leftBias = rawSelection.length - trimmedLeft.length;
    const rightBias = trimmedLeft.length - selection.length;
    const source = pvt.cache.worksheetSource;
    if (!source) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'ref'");
    if (source.ref === null)
      throw new PythonError("AttributeError", "'NoneType' object has no attribute 'split'");
    const parts = source.ref.split(":");
    if (parts.length !== 2)
      throw new PythonError("ValueError", `not enough values to unpack (expected 2, got ${parts.length})`);
    const r1 = coordinateToTuple(parts[0]!);
    const r2 = coordinateToTuple(parts[1]!);
    const key = `${pvt.cache.sourceType === null ? "None" : pvt.cache.sourceType};${tupleText([r1[0], r1[1] + leftBias])}:${tupleText([r2[0], r2[1] - rightBias])};${source.sheet === null ? "None" : source.sheet}`;
    const info: Record<string, unknown> = {};
    if (has("name")) info.name = pvt.name;
    if (has("show_total")) info.show_total = pvt.visualTotals;
    if (has("show_empty_row")) info.show_empty_row = pvt.showEmptyRow;
    if (has("show_empty_col")) info.show_empty_col = pvt.showEmptyCol;
    if (has("show_headers")) info.show_headers = pvt.showHeaders;
    if (has("location")) info.location = new PyLocation(pvt.location);
    if (has("filter") || has("selection"))
      info.selection = has("ordered") ? selection : selection.map((r) => new PySet(r));
    if (has("filter")) info.filter_fields = new PySet(pvt.pageFields);
    if (has("col_fields")) info.col_fields = pvt.colFields.map((x) => x - leftBias);
    if (has("row_fields")) info.row_fields = pvt.rowFields.map((x) => x - leftBias);
    if (has("data_fields"))
      info.data_fields = pvt.dataFields.map(
        (f) =>
          `${f.fld - leftBias};${has("data_fields_name") ? (f.name ?? "None") : ""};${f.subtotal};${f.showDataAs}`,
      );
    pivots.set(key, info);
  }
  return pivots;
}

const ROW_PROPS = new Set([
  "index",
  "r",
  "ht",
  "height",
  "customHeight",
  "hidden",
  "outlineLevel",
  "outline_level",
  "collapsed",
  "thickBot",
  "thickTop",
]);
const COLUMN_PROPS = new Set([
  "index",
  "width",
  "bestFit",
  "auto_size",
  "hidden",
  "collapsed",
  "min",
  "max",
  "customWidth",
  "outlineLevel",
  "outline_level",
]);
/** Attributes openpyxl's dimensions have that desktest does not model (styles, methods, the parent sheet). */
export const UNPORTED_DIMENSION_PROPS: ReadonlySet<string> = new Set([
  "s",
  "style",
  "style_id",
  "customFormat",
  "has_style",
  "font",
  "fill",
  "border",
  "alignment",
  "protection",
  "number_format",
  "parent",
  "pivotButton",
  "quotePrefix",
  "range",
  "reindex",
  "to_tree",
]);

function intText(v: string | undefined, fallback: number | null): number | null {
  if (v === undefined) return fallback;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", "expected <class 'int'>");
  return Number(v);
}

function floatText(v: string | undefined, fallback: number | null): number | null {
  if (v === undefined) return fallback;
  const n = Number(v.trim());
  if (v.trim() === "" || Number.isNaN(n)) throw new PythonError("TypeError", "expected <class 'float'>");
  return n;
}

const boolText = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : !["false", "f", "0", ""].includes(v);

function rowProp(attrs: Record<string, string>, index: number, prop: string): unknown {
  switch (prop) {
    case "index":
    case "r":
      return index;
    case "ht":
    case "height":
      return floatText(attrs.ht, null);
    case "customHeight":
      return attrs.ht !== undefined;
    case "hidden":
      return boolText(attrs.hidden, false);
    case "outlineLevel":
    case "outline_level":
      return intText(attrs.outlineLevel, 0);
    case "collapsed":
      return boolText(attrs.collapsed, false);
    case "thickBot":
      return boolText(attrs.thickBot, false);
    case "thickTop":
      return boolText(attrs.thickTop, false);
  }
  return undefined;
}

function columnProp(attrs: Record<string, string>, letter: string, prop: string): unknown {
  switch (prop) {
    case "index":
      return letter;
    case "width":
      return floatText(attrs.width, 13);
    case "customWidth":
      return floatText(attrs.width, 13) !== 0;
    case "bestFit":
    case "auto_size":
      return boolText(attrs.bestFit, false);
    case "hidden":
      return boolText(attrs.hidden, false);
    case "collapsed":
      return boolText(attrs.collapsed, false);
    case "min":
      return intText(attrs.min, null);
    case "max":
      return intText(attrs.max, null);
    case "outlineLevel":
    case "outline_level":
      return intText(attrs.outlineLevel, 0);
  }
  return undefined;
}

/** `load_rows_or_cols(book, sheet, obj=..., **rule)`: {row number or column letter: {prop: value}}. */
export function loadRowsOrCols(
  book: OWorkbook | undefined,
  name: string,
  obj: "row" | "column",
  options: Record<string, unknown>,
): PyDict {
  if ("obj" in options)
    throw new PythonError("TypeError", "load_rows_or_cols() got multiple values for keyword argument 'obj'");
  const result = new PyDict();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return result;
  const props = propNames(options, "props");
  const known = obj === "row" ? ROW_PROPS : COLUMN_PROPS;
  for (const prop of props) {
    if (UNPORTED_DIMENSION_PROPS.has(prop))
      throw new PythonError("NotSupported", `desktest does not read the ${obj} property '${prop}'`);
  }
  const dimensions: [number | string, Record<string, string>][] =
    obj === "row" ? [...sheet.ws.rowDimensions] : [...sheet.ws.columnDimensions];
  for (const [index, attrs] of dimensions) {
    const info: Record<string, unknown> = {};
    for (const prop of props) {
      if (!known.has(prop))
        throw new PythonError(
          "AttributeError",
          `'${obj === "row" ? "RowDimension" : "ColumnDimension"}' object has no attribute '${prop}'`,
        );
      info[prop] =
        obj === "row" ? rowProp(attrs, index as number, prop) : columnProp(attrs, index as string, prop);
    }
    result.set(index, info);
  }
  return result;
}

/** `load_filters(book, sheet, **rule)`: the autofilter's range, filter columns and sort state. */
export function loadFilters(book: OWorkbook | undefined, name: string): Record<string, unknown> {
  const sheet = sheetOrNone(book, name);
  if (!sheet) return {};
  const filter: OAutoFilter = sheet.ws.autoFilter;
  const columns = filter.filterColumn.map((column) => {
    const c: Record<string, unknown> = {
      col_id: column.colId,
      hidden_button: column.hiddenButton,
      show_button: column.showButton,
    };
    if (column.filters) {
      c.filters_blank = column.filters.blank;
      c.filters = new PySet(column.filters.filter);
    }
    if (column.customFilters) {
      c.custom_filters_op = column.customFilters.and;
      c.custom_filters = new PySet(
        column.customFilters.customFilter.map((f) => new PyTuple([f.operator, f.val])),
      );
    }
    return c;
  });
  const result: Record<string, unknown> = {
    ref: filter.ref,
    filter_column: columns.sort((a, b) => (a.col_id as number) - (b.col_id as number)),
  };
  const sort = filter.sortState;
  if (sort)
    result.sort_state = {
      sort: sort.columnSort,
      case: sort.caseSensitive,
      method: sort.sortMethod,
      ref: sort.ref,
      condition: sort.sortCondition.map((c) => ({
        descending: c.descending,
        key: c.sortBy,
        ref: c.ref,
        custom_list: c.customList,
        dxf_id: c.dxfId,
        icon: c.iconSet,
        iconid: c.iconId,
      })),
    };
  return result;
}

const DV_ALIASES: Record<string, string> = {
  cells: "sqref",
  ranges: "sqref",
  hide_drop_down: "showDropDown",
  allow_blank: "allowBlank",
  validation_type: "type",
};

/** compare_table's data_validation check on one sheet: every validation matches one of the rule's dv_props. */
export function checkDataValidations(sheet: OSheet, dvProps: unknown): boolean {
  if (!Array.isArray(dvProps) && typeof dvProps !== "string")
    throw new PythonError("TypeError", `object of type '${pyTypeName(dvProps)}' has no len()`);
  const validators = sheet.ws.dataValidations;
  let total = validators.length >= dvProps.length;
  for (const validator of validators) {
    let metric = false;
    for (const props of dvProps as unknown[]) {
      if (!isPlainObject(props))
        throw new PythonError("AttributeError", `'${pyTypeName(props)}' object has no attribute 'items'`);
      metric ||= Object.entries(props).every(([attribute, rule]) => {
        const name = DV_ALIASES[attribute] ?? attribute;
        if (!Object.hasOwn(validator, name))
          throw new PythonError("AttributeError", `'DataValidation' object has no attribute '${attribute}'`);
        return matchValueToRule(validator[name], rule);
      });
      if (metric) break;
    }
    total &&= metric;
    if (!total) break;
  }
  return total;
}

const X14 = "http://schemas.microsoft.com/office/spreadsheetml/2009/9/main";
const XM = "http://schemas.microsoft.com/office/excel/2006/main";
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

/** xmltodict's value of a child element: its text, None when empty, a dict with attributes, a list when repeated. */
function xmltodictChild(parent: Element, ns: string, local: string, key: string): unknown {
  const matches: Element[] = [];
  for (let c = parent.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).namespaceURI === ns && (c as Element).localName === local)
      matches.push(c as Element);
  if (matches.length === 0) throw new PythonError("KeyError", `'${key}'`);
  const value = (el: Element): unknown => {
    if (Array.from(el.childNodes).some((n) => n.nodeType === 1))
      throw new PythonError(
        "NotSupported",
        `desktest does not read a sparkline's ${key} with child elements`,
      );
    const text = (el.textContent ?? "").trim();
    if (el.attributes.length === 0) return text === "" ? null : text;
    const dict: Record<string, unknown> = {};
    for (const a of Array.from(el.attributes)) dict[`@${a.name}`] = a.value;
    if (text !== "") dict["#text"] = text;
    return dict;
  };
  return matches.length === 1 ? value(matches[0]!) : matches.map(value);
}

/** `load_sparklines(path, sheet)`: {sqref: formula} from the x14 sparklines of the sheet's part (by sheetId). */
export function loadSparklines(book: Workbook | undefined, name: string): PyDict {
  if (!book) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'seek'");
  const ids = new Map<string, string>();
  const workbook = xml(book.entries, "xl/workbook.xml");
  for (const sheets of children(workbook?.documentElement, "sheets"))
    for (const s of children(sheets, "sheet"))
      if (s.namespaceURI === MAIN)
        ids.set(s.getAttribute("name") ?? "None", s.getAttribute("sheetId") ?? "None");
  if (!ids.has(name)) throw new PythonError("KeyError", `'${name}'`);
  const part = `xl/worksheets/sheet${ids.get(name)}.xml`;
  const doc = xml(book.entries, part);
  if (!doc) throw new PythonError("KeyError", `"There is no item named '${part}' in the archive"`);
  const result = new PyDict();
  for (const sparkline of descendants(doc.documentElement ?? undefined, "sparkline")) {
    if (sparkline.namespaceURI !== X14) continue;
    const hasContent =
      sparkline.attributes.length > 0 ||
      Array.from(sparkline.childNodes).some((n) => n.nodeType === 1 || (n.textContent ?? "").trim() !== "");
    if (!hasContent) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const sqref = xmltodictChild(sparkline, XM, "sqref", "xm:sqref");
    const f = xmltodictChild(sparkline, XM, "f", "xm:f");
    if (sqref !== null && typeof sqref !== "string")
      throw new PythonError("TypeError", `unhashable type: '${Array.isArray(sqref) ? "list" : "dict"}'`);
    result.set(sqref, f);
  }
  return result;
}
