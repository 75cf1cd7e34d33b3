import { DOMParser } from "@xmldom/xmldom";
import { SaxesParser } from "saxes";
import { PythonError } from "../../python-semantics.ts";
import { CellRange, coordinateToTuple, MultiCellRange, rangeBoundaries } from "../cell-range.ts";
import { children, columnLetters, descendants } from "../xlsx.ts";
import type { Relationship } from "./package.ts";
import { listItem, pyBoolText, type ODifferentialStyle, type OStyleArray, type OStyles } from "./styles.ts";

/**
 * A worksheet as `openpyxl.load_workbook(path)` (formulas kept, not data_only) builds it, reduced to what
 * compare_table's style, row/column, validation and filter checks read: cells (value present or not, data
 * type, style), merged cells, hyperlinks, conditional formatting, data validations, the autofilter and the
 * row and column dimensions. Like openpyxl's, it creates cells when they are looked up.
 */

const ZERO_STYLE: OStyleArray = Object.freeze({ fontId: 0, fillId: 0, numFmtId: 0 });
const ERROR_CODES = new Set(["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"]);

export interface OHyperlink {
  readonly kind: "Hyperlink";
  ref: string;
  location: string | null;
  tooltip: string | null;
  display: string | null;
  id: string | null;
  target: string | null;
}

export interface OCell {
  row: number;
  col: number;
  /** The value as openpyxl holds it; only whether it is None, and its data type, matter to the checks. */
  value: unknown;
  dataType: string;
  style: OStyleArray;
  merged: boolean;
  hyperlink: OHyperlink | null;
}

export interface OCfRule {
  type: string | null;
  operator: string | null;
  formula: string[];
  dxf: ODifferentialStyle | null;
}

export interface OConditionalFormatting {
  cells: MultiCellRange;
  rules: OCfRule[];
}

export type ODataValidation = Record<string, unknown> & { sqref: MultiCellRange };

export interface OFilterColumn {
  colId: number;
  hiddenButton: boolean | null;
  showButton: boolean | null;
  filters: { blank: boolean | null; filter: string[] } | null;
  customFilters: { and: boolean | null; customFilter: { operator: string; val: string }[] } | null;
}

export interface OSortCondition {
  descending: boolean | null;
  sortBy: string | null;
  ref: string;
  customList: string | null;
  dxfId: number | null;
  iconSet: string | null;
  iconId: number | null;
}

export interface OAutoFilter {
  ref: string | null;
  filterColumn: OFilterColumn[];
  sortState: {
    columnSort: boolean | null;
    caseSensitive: boolean | null;
    sortMethod: string | null;
    ref: string;
    sortCondition: OSortCondition[];
  } | null;
}

/** A row's or column's dimension attributes, as the file gives them. */
export type ODimension = Record<string, string>;

const key = (row: number, col: number) => row * 100_000 + col;

function intAttr(el: Element, name: string): number | null {
  const v = el.getAttribute(name);
  if (v === null) return null;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
  return Number(v);
}

function boolAttr(el: Element, name: string): boolean | null {
  const v = el.getAttribute(name);
  return v === null ? null : pyBoolText(v);
}

export class OWorksheet {
  readonly cells = new Map<number, OCell>();
  currentRow = 0;
  readonly conditionalFormatting: OConditionalFormatting[] = [];
  dataValidations: ODataValidation[] = [];
  autoFilter: OAutoFilter = { ref: null, filterColumn: [], sortState: null };
  readonly rowDimensions = new Map<number, ODimension>();
  readonly columnDimensions = new Map<string, ODimension>();
  readonly mergedRanges: CellRange[] = [];

  constructor(
    readonly title: string,
    readonly styles: OStyles,
  ) {}

  /** `ws.cell(row, column)`: the cell, created (unstyled) when missing. */
  cell(row: number, col: number): OCell {
    if (row < 1 || col < 1) throw new PythonError("ValueError", "Row or column values must be at least 1");
    if (row > 1048576)
      throw new PythonError(
        "ValueError",
        `Row numbers must be between 1 and 1048576. Row number supplied was ${row}`,
      );
    let cell = this.cells.get(key(row, col));
    if (!cell) {
      cell = { row, col, value: null, dataType: "n", style: ZERO_STYLE, merged: false, hyperlink: null };
      this.cells.set(key(row, col), cell);
      this.currentRow = Math.max(this.currentRow, row);
    }
    return cell;
  }

  private extent(): { minRow: number; maxRow: number; minCol: number; maxCol: number } {
    if (this.cells.size === 0) return { minRow: 1, maxRow: 1, minCol: 1, maxCol: 1 };
    let minRow = Infinity;
    let maxRow = 0;
    let minCol = Infinity;
    let maxCol = 0;
    for (const c of this.cells.values()) {
      minRow = Math.min(minRow, c.row);
      maxRow = Math.max(maxRow, c.row);
      minCol = Math.min(minCol, c.col);
      maxCol = Math.max(maxCol, c.col);
    }
    return { minRow, maxRow, minCol, maxCol };
  }

  get maxRow(): number {
    return this.extent().maxRow;
  }

  get maxColumn(): number {
    return this.extent().maxCol;
  }

  /** `ws.iter_cols()` (all of it, from A1): column by column, each column's cells created. */
  iterCols(minCol?: number, maxCol?: number, minRow?: number, maxRow?: number): OCell[][] {
    if (this.currentRow === 0 && !minCol && !maxCol && !minRow && !maxRow) return [];
    const { maxRow: lastRow, maxCol: lastCol } = this.extent();
    const c1 = minCol || 1;
    const r1 = minRow || 1;
    const c2 = maxCol || lastCol;
    const r2 = maxRow || lastRow;
    const out: OCell[][] = [];
    for (let c = c1; c <= c2; c++) {
      const column: OCell[] = [];
      for (let r = r1; r <= r2; r++) column.push(this.cell(r, c));
      out.push(column);
    }
    return out;
  }

  /** `ws.iter_rows(...)`, row by row. */
  iterRows(
    minRow?: number | null,
    maxRow?: number | null,
    minCol?: number | null,
    maxCol?: number | null,
  ): OCell[][] {
    if (this.currentRow === 0 && !minCol && !maxCol && !minRow && !maxRow) return [];
    const { maxRow: lastRow, maxCol: lastCol } = this.extent();
    const c1 = minCol || 1;
    const r1 = minRow || 1;
    const c2 = maxCol || lastCol;
    const r2 = maxRow || lastRow;
    const out: OCell[][] = [];
    for (let r = r1; r <= r2; r++) {
      const row: OCell[] = [];
      for (let c = c1; c <= c2; c++) row.push(this.cell(r, c));
      out.push(row);
    }
    return out;
  }

  /** `ws[key]`: a cell, or rows / columns of cells (created as they are looked up). */
  getItem(key: unknown): OCell | OCell[] | OCell[][] {
    let text: string;
    if (typeof key === "number" && Number.isInteger(key)) text = String(key);
    else if (typeof key === "string") text = key;
    else throw new PythonError("TypeError", "expected string or bytes-like object");
    const [minCol, minRow, maxCol, maxRow] = rangeBoundaries(text);
    if (![minCol, minRow, maxCol, maxRow].some(Boolean))
      throw new PythonError("IndexError", `${text} is not a valid coordinate or range`);
    if (minRow === null) {
      const cols = this.iterCols(minCol!, maxCol!);
      return minCol === maxCol ? cols[0]! : cols;
    }
    if (minCol === null) {
      const rows = this.iterRows(minRow, maxRow, null, this.maxColumn);
      return minRow === maxRow ? rows[0]! : rows;
    }
    if (!text.includes(":")) return this.cell(minRow, minCol);
    return this.iterRows(minRow, maxRow, minCol, maxCol);
  }

  fontOf(cell: OCell) {
    return listItem(this.styles.fonts, cell.style.fontId);
  }

  fillOf(cell: OCell) {
    return listItem(this.styles.fills, cell.style.fillId);
  }
}

/** Cell.hyperlink's setter: an empty cell takes the link's target (or location) as its value. */
function setHyperlink(cell: OCell, link: OHyperlink): void {
  if (cell.merged)
    throw new PythonError("AttributeError", "'MergedCell' object attribute 'hyperlink' is read-only");
  cell.hyperlink = { ...link, ref: `${columnLetters(cell.col)}${cell.row}` };
  if (cell.value === null) {
    const value = link.target || link.location;
    cell.value = value ?? null;
    cell.dataType =
      value === null || value === undefined
        ? "n"
        : value.length > 1 && value.startsWith("=")
          ? "f"
          : ERROR_CODES.has(value)
            ? "e"
            : "s";
  }
}

function parseFilterColumn(el: Element): OFilterColumn {
  const colId = intAttr(el, "colId");
  if (colId === null) throw new PythonError("TypeError", "expected <class 'int'> for colId");
  const filtersEl = children(el, "filters").at(-1);
  const customEl = children(el, "customFilters").at(-1);
  return {
    colId,
    hiddenButton: boolAttr(el, "hiddenButton") ?? false,
    showButton: boolAttr(el, "showButton") ?? true,
    filters: filtersEl
      ? {
          blank: boolAttr(filtersEl, "blank"),
          filter: children(filtersEl, "filter").map((f) => {
            const v = f.getAttribute("val");
            if (v === null) throw new PythonError("TypeError", "expected <class 'str'>");
            return v;
          }),
        }
      : null,
    customFilters: customEl
      ? {
          and: boolAttr(customEl, "and") ?? false,
          customFilter: children(customEl, "customFilter").map((f) => {
            const val = f.getAttribute("val");
            if (val === null) throw new PythonError("TypeError", "expected <class 'str'>");
            return { operator: f.getAttribute("operator") ?? "equal", val };
          }),
        }
      : null,
  };
}

function parseAutoFilter(el: Element): OAutoFilter {
  const sort = children(el, "sortState").at(-1);
  return {
    ref: el.getAttribute("ref"),
    filterColumn: children(el, "filterColumn").map(parseFilterColumn),
    sortState: sort
      ? {
          columnSort: boolAttr(sort, "columnSort"),
          caseSensitive: boolAttr(sort, "caseSensitive"),
          sortMethod: sort.getAttribute("sortMethod") === "none" ? null : sort.getAttribute("sortMethod"),
          ref: sort.getAttribute("ref") ?? "",
          sortCondition: children(sort, "sortCondition").map((c) => ({
            descending: boolAttr(c, "descending"),
            sortBy: c.getAttribute("sortBy") === "none" ? null : c.getAttribute("sortBy"),
            ref: c.getAttribute("ref") ?? "",
            customList: c.getAttribute("customList"),
            dxfId: intAttr(c, "dxfId"),
            iconSet: c.getAttribute("iconSet") === "none" ? null : c.getAttribute("iconSet"),
            iconId: intAttr(c, "iconId"),
          })),
        }
      : null,
  };
}

const DV_STRINGS = ["errorTitle", "error", "promptTitle", "prompt"];
const DV_CHOICES = ["type", "errorStyle", "imeMode", "operator"];
const DV_BOOLS = ["showDropDown", "showInputMessage", "showErrorMessage", "allowBlank"];

function parseDataValidation(el: Element): ODataValidation {
  const dv: ODataValidation = { sqref: new MultiCellRange(el.getAttribute("sqref") ?? []) };
  for (const name of DV_BOOLS) dv[name] = boolAttr(el, name) ?? false;
  for (const name of DV_STRINGS) dv[name] = el.getAttribute(name);
  for (const name of DV_CHOICES) {
    const v = el.getAttribute(name);
    dv[name] = v === "none" ? null : v;
  }
  for (const name of ["formula1", "formula2"]) {
    const f = children(el, name).at(-1);
    dv[name] = f ? (f.firstChild ? (f.textContent ?? "") : null) : null;
  }
  return dv;
}

interface RawCell {
  attrs: Record<string, string>;
  v: string | undefined;
  f: string | undefined;
  /** The inline string's plain text and runs' texts, when the cell has an <is>. */
  is: { plain: string | undefined; runs: string[] } | undefined;
}

/** The rows of <sheetData> (streamed: a large sheet is too slow for a DOM), each with its cells. */
function scanRows(sheetData: string, onRow: (attrs: Record<string, string>, cells: RawCell[]) => void): void {
  const parser = new SaxesParser({ xmlns: false });
  const stack: string[] = [];
  let rowAttrs: Record<string, string> | undefined;
  let cells: RawCell[] = [];
  let cell: RawCell | undefined;
  let text: string | undefined;
  const local = (name: string) => name.slice(name.indexOf(":") + 1);
  parser.on("opentag", (tag) => {
    const name = local(tag.name);
    const parent = stack.at(-1);
    stack.push(name);
    if (name === "row" && parent === "sheetData") {
      rowAttrs = tag.attributes as Record<string, string>;
      cells = [];
    } else if (parent === "row" && rowAttrs) {
      cell = { attrs: tag.attributes as Record<string, string>, v: undefined, f: undefined, is: undefined };
      cells.push(cell);
    } else if (cell && stack.length === 4 && (name === "v" || name === "f")) text = "";
    else if (cell && stack.length === 4 && name === "is") cell.is = { plain: undefined, runs: [] };
    else if (cell?.is && name === "t" && (parent === "is" || parent === "r")) text = "";
  });
  const onText = (t: string) => {
    if (text !== undefined) text += t;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    const name = local(tag.name);
    const parent = stack.at(-2);
    if (text !== undefined && cell) {
      if (name === "v" && cell.v === undefined) cell.v = text;
      else if (name === "f" && cell.f === undefined) cell.f = text;
      else if (name === "t" && cell.is) {
        if (parent === "is") cell.is.plain ??= text;
        else if (parent === "r") cell.is.runs.push(text);
      }
      text = undefined;
    }
    stack.pop();
    if (name === "row" && rowAttrs && stack.at(-1) === "sheetData") {
      onRow(rowAttrs, cells);
      rowAttrs = undefined;
      cell = undefined;
    } else if (stack.at(-1) === "row") cell = undefined;
  });
  try {
    parser.write(sheetData).close();
  } catch (error) {
    // openpyxl's parser fails on XML that is not well-formed, and so does the load
    throw new PythonError("ValueError", `Unable to read workbook: ${(error as Error).message}`);
  }
}

/** The span of the <sheetData> element in a worksheet part's text (any prefix), or undefined. */
function sheetDataSpan(text: string): [number, number] | undefined {
  const open = /<([A-Za-z_][\w.-]*:)?sheetData(?=[\s/>])/.exec(text);
  if (!open) return undefined;
  const prefix = open[1] ?? "";
  const tagEnd = text.indexOf(">", open.index);
  if (tagEnd < 0) return undefined;
  if (text[tagEnd - 1] === "/") return [open.index, tagEnd + 1];
  const close = text.indexOf(`</${prefix}sheetData`, tagEnd);
  if (close < 0) return undefined;
  return [open.index, text.indexOf(">", close) + 1];
}

/**
 * Bind a worksheet part (its text) to a worksheet, as openpyxl's WorksheetReader.bind_all does; gives the
 * part without its cells as a DOM, for the reader of its other parts.
 */
export function readWorksheet(
  ws: OWorksheet,
  text: string,
  sharedStrings: string[],
  rels: Relationship[],
): Document | undefined {
  const span = sheetDataSpan(text);
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(
    span ? text.slice(0, span[0]) + text.slice(span[1]) : text,
    "text/xml",
  ) as unknown as Document;
  const root = doc.documentElement;
  if (!root) return undefined;
  const styles = ws.styles;
  // cells
  let rowCounter = 0;
  scanRows(span ? text.slice(span[0], span[1]) : "<sheetData/>", (rowAttrs, rowCells) => {
    const r = rowAttrs.r;
    if (r !== undefined) {
      const n = Number(r);
      if (!Number.isInteger(n)) throw new PythonError("ValueError", `${r} is not a valid row number`);
      rowCounter = n;
    } else rowCounter += 1;
    let colCounter = 0;
    const attrs: ODimension = {};
    for (const [name, value] of Object.entries(rowAttrs)) if (!name.includes(":")) attrs[name] = value;
    if (Object.keys(attrs).some((k) => k !== "r" && k !== "spans")) ws.rowDimensions.set(rowCounter, attrs);
    for (const c of rowCells) {
      let dataType = c.attrs.t ?? "n";
      const coordinate = c.attrs.r;
      const s = c.attrs.s;
      const styleId = s ? Number(s) : 0;
      let row: number;
      let col: number;
      if (coordinate) {
        [row, col] = coordinateToTuple(coordinate);
        colCounter = col;
      } else {
        colCounter += 1;
        row = rowCounter;
        col = colCounter;
      }
      let value: unknown = dataType === "inlineStr" ? null : c.v || null;
      if (c.f !== undefined) {
        dataType = "f";
        value = `=${c.f}`;
      } else if (value !== null) {
        const v = value as string;
        if (dataType === "n") {
          if (Number.isNaN(Number(v))) throw new PythonError("ValueError", `could not convert '${v}'`);
          value = Number(v);
          if (styles.dateStyles.has(styleId)) dataType = "d";
        } else if (dataType === "s") {
          const shared = sharedStrings[Number(v)];
          if (shared === undefined) throw new PythonError("IndexError", "list index out of range");
          value = shared;
        } else if (dataType === "b") value = Number(v) !== 0;
        else if (dataType === "str") dataType = "s";
      } else if (dataType === "inlineStr" && c.is) {
        dataType = "s";
        value = (c.is.plain ?? "") + c.is.runs.join("");
      }
      const style = styles.cellStyles[styleId];
      if (style === undefined) throw new PythonError("IndexError", "list index out of range");
      ws.cells.set(key(row, col), { row, col, value, dataType, style, merged: false, hyperlink: null });
    }
  });
  if (ws.cells.size > 0) ws.currentRow = ws.maxRow;
  // merged cells: the top-left cell is created, the others become MergedCells
  for (const m of children(children(root, "mergeCells").at(-1), "mergeCell")) {
    const range = new CellRange(m.getAttribute("ref") ?? "");
    ws.cell(range.minRow, range.minCol);
    let first = true;
    for (const [row, col] of range.cells()) {
      if (first) {
        first = false;
        continue;
      }
      ws.cells.set(key(row, col), {
        row,
        col,
        value: null,
        dataType: "n",
        style: ZERO_STYLE,
        merged: true,
        hyperlink: null,
      });
    }
    ws.mergedRanges.push(range);
  }
  // hyperlinks
  for (const h of children(children(root, "hyperlinks").at(-1), "hyperlink")) {
    const id =
      h.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ??
      h.getAttribute("r:id");
    let target: string | null = null;
    if (id) {
      const rel = rels.find((r) => r.id === id);
      if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
      target = rel.target;
    }
    const link: OHyperlink = {
      kind: "Hyperlink",
      ref: h.getAttribute("ref") ?? "",
      location: h.getAttribute("location"),
      tooltip: h.getAttribute("tooltip"),
      display: h.getAttribute("display"),
      id: id || null,
      target,
    };
    if (link.ref.includes(":")) {
      for (const row of ws.getItem(link.ref) as OCell[][])
        for (const cell of row) if (!cell.merged) setHyperlink(cell, link);
    } else {
      let cell = ws.getItem(link.ref) as OCell;
      if (cell.merged) {
        const range = ws.mergedRanges.find(
          (r) => r.minRow <= cell.row && cell.row <= r.maxRow && r.minCol <= cell.col && cell.col <= r.maxCol,
        )!;
        cell = ws.cell(range.minRow, range.minCol);
      }
      setHyperlink(cell, link);
    }
  }
  // conditional formatting, grouped by range as ConditionalFormattingList does
  for (const cf of children(root, "conditionalFormatting")) {
    const cells = new MultiCellRange(cf.getAttribute("sqref") ?? []);
    const rules = children(cf, "cfRule").map((rule): OCfRule => {
      const dxfId = intAttr(rule, "dxfId");
      let dxf: ODifferentialStyle | null = null;
      if (dxfId !== null) dxf = listItem(styles.dxfs, dxfId);
      const operator = rule.getAttribute("operator");
      return {
        type: rule.getAttribute("type"),
        operator: operator === "none" ? null : operator,
        formula: children(rule, "formula").map((f) => (f.firstChild ? (f.textContent ?? "") : "None")),
        dxf,
      };
    });
    const group = ws.conditionalFormatting.find((g) => g.cells.equals(cells));
    if (group) group.rules.push(...rules);
    else ws.conditionalFormatting.push({ cells, rules });
  }
  // column and row dimensions
  for (const col of descendants(children(root, "cols").at(-1), "col")) {
    const attrs: ODimension = {};
    for (const a of Array.from(col.attributes)) if (!a.name.includes(":")) attrs[a.name] = a.value;
    const min = Number(attrs.min);
    if (!Number.isInteger(min) || min < 1) throw new PythonError("ValueError", `invalid column ${attrs.min}`);
    ws.columnDimensions.set(columnLetters(min), attrs);
  }
  // properties: the last element of each kind wins
  const dvs = children(root, "dataValidations").at(-1);
  if (dvs) ws.dataValidations = children(dvs, "dataValidation").map(parseDataValidation);
  const filter = children(root, "autoFilter").at(-1);
  if (filter) ws.autoFilter = parseAutoFilter(filter);
  return doc;
}
