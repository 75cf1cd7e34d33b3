import { PythonError } from "../python-semantics.ts";
import { CellRange, type MultiCellRange } from "./cell-range.ts";
import { conditionalFormatRule, type CfCellValue } from "./cf-rules.ts";
import { PyDict } from "./openpyxl/py-values.ts";
import { numberFormat, type ODifferentialStyle } from "./openpyxl/styles.ts";
import type { OWorkbook } from "./openpyxl/workbook.ts";
import type { OCell, OWorksheet } from "./openpyxl/worksheet.ts";
import { columnLetters } from "./xlsx.ts";

/**
 * OSWorld's `_read_cell_style` (the style properties compare_table's check_cell and style rules read) and
 * `load_xlsx_styles` (every cell's properties, then the properties of the cells conditional formatting makes
 * active, read from the rule's differential style).
 */

export const STYLE_PROPS: readonly string[] = [
  "number_format",
  "font_name",
  "font_family",
  "font_color",
  "font_bold",
  "font_italic",
  "font_underline",
  "font_size",
  "fill_type",
  "bgcolor",
  "fgcolor",
  "hyperlink",
  "merge",
];

function isCell(cell: unknown): cell is OCell {
  return typeof cell === "object" && cell !== null && !Array.isArray(cell) && "dataType" in cell;
}

function attributeError(owner: unknown, name: string): never {
  throw new PythonError(
    "AttributeError",
    `'${Array.isArray(owner) ? "tuple" : "NoneType"}' object has no attribute '${name}'`,
  );
}

/** `cell.value` of what `ws[coordinate]` gave (a cell, or a tuple of them). */
function valueOf(cell: unknown): unknown {
  if (!isCell(cell)) attributeError(cell, "value");
  return cell.value;
}

function fontOf(ws: OWorksheet, cell: unknown, diff: ODifferentialStyle | null | undefined) {
  if (diff) {
    if (!diff.font) attributeError(null, "font");
    return diff.font;
  }
  if (!isCell(cell)) attributeError(cell, "font");
  return ws.fontOf(cell);
}

/** `_read_cell_style(style_name, cell, diff_style)`. */
export function readCellStyle(
  ws: OWorksheet,
  name: string,
  cell: unknown,
  diff?: ODifferentialStyle | null,
): unknown {
  switch (name) {
    case "number_format": {
      const value = valueOf(cell);
      if (value === null || (cell as OCell).dataType !== "n") return null;
      if (!diff) return numberFormat(ws.styles, (cell as OCell).style);
      if (!diff.numFmt) attributeError(null, "formatCode");
      return diff.numFmt.formatCode;
    }
    case "font_name":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).name;
    case "font_family":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).family;
    case "font_color": {
      if (valueOf(cell) === null) return null;
      const color = fontOf(ws, cell, diff).color;
      if (!color) attributeError(null, "rgb");
      return color.rgb;
    }
    case "font_bold":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).bold;
    case "font_italic":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).italic;
    case "font_underline":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).underline;
    case "font_size":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).size;
    case "fill_type":
      try {
        if (diff) return diff.fill ? diff.fill.tag : null;
        return isCell(cell) ? ws.fillOf(cell).tag : null;
      } catch (error) {
        if (error instanceof PythonError) return null;
        throw error;
      }
    case "bgcolor":
    case "fgcolor":
      try {
        if (diff) return diff.fill && diff.fill.tag === "patternFill" ? diff.fill.bgColor.rgb : null;
        if (!isCell(cell)) return null;
        const fill = ws.fillOf(cell);
        return fill.tag === "patternFill" ? fill.fgColor.rgb : null;
      } catch (error) {
        if (error instanceof PythonError) return null;
        throw error;
      }
    case "hyperlink":
      if (!isCell(cell)) attributeError(cell, "hyperlink");
      return cell.hyperlink ?? (cell.value !== null ? "" : null);
    case "merge":
      return isCell(cell) && cell.merged;
    default:
      throw new PythonError("NotImplementedError", `Unsupported Style: ${name}`);
  }
}

/** `\$([A-Z]{1,3})\$(\d+)(?::\$([A-Z]{1,3})\$(\d+))?` over a formula, as re.findall gives its groups. */
function absoluteRanges(formula: string): [string, string, string, string][] {
  return [...formula.matchAll(/\$([A-Z]{1,3})\$(\d+)(?::\$([A-Z]{1,3})\$(\d+))?/g)].map((m) => [
    m[1]!,
    m[2]!,
    m[3] ?? "",
    m[4] ?? "",
  ]);
}

/**
 * `load_xlsx_styles(book, sheet, book_name, **rule)`: {coordinate: [property values]} for every cell of
 * the sheet (openpyxl's iter_cols, from A1), then for each conditional formatting rule the cells it makes
 * active get the properties of the rule's differential style. `cellValue` is OSWorld's read_cell_value
 * on the sheet's file (None for a missing cell).
 */
export function loadXlsxStyles(
  book: OWorkbook | undefined,
  sheetName: string,
  cellValue: (coordinate: string) => CfCellValue,
  options: Record<string, unknown>,
): PyDict {
  if (!book) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const styles = new PyDict();
  if (!book.sheets.has(sheetName)) return styles;
  const sheet = book.sheets.get(sheetName);
  if (!sheet)
    throw new PythonError("NotSupported", `'${sheetName}' is a chartsheet, which desktest does not read`);
  const ws = sheet.ws;
  const props = options.props ?? [];
  const concerned: string[] =
    typeof props === "string" ? Array.from(props) : Array.isArray(props) ? props.map(String) : [];
  if (!Array.isArray(props) && typeof props !== "string")
    throw new PythonError("TypeError", "'props' must be a list of property names");
  const coordinate = (c: OCell) => `${columnLetters(c.col)}${c.row}`;
  for (const column of ws.iterCols())
    for (const c of column)
      styles.set(
        coordinate(c),
        concerned.map((p) => readCellStyle(ws, p, c)),
      );

  const state = conditionalFormatRule.newState();
  for (const fmt of ws.conditionalFormatting) {
    for (const rule of fmt.rules) {
      const isActive = conditionalFormatRule.prepare(
        state,
        rule,
        (range) => {
          // the absolute references of the rule's formulas, read cell by cell (a single cell fails in OSWorld)
          const [c1, r1, c2, r2] = range;
          const cells = new CellRange(`${c1}${r1}:${c2}${r2}`);
          return [...cells.cells()].map(([row, col]) => cellValue(`${columnLetters(col)}${row}`));
        },
        absoluteRanges,
      );
      if (isActive === undefined) continue;
      const active: OCell[] = [];
      let nothings = 0;
      for (const range of (fmt.cells as MultiCellRange).ranges) {
        for (const [row, col] of range.cells()) {
          const cell = ws.cell(row, col);
          const value = cellValue(`${columnLetters(col)}${row}`);
          if (value === null) {
            nothings += 1;
            if (nothings > 50) break;
            continue;
          }
          if (isActive(value)) {
            // OSWorld logs the rule's first formula for each active cell (its arguments are built even
            // when debug logging is off): a rule without formulas fails there
            if (rule.formula.length === 0) throw new PythonError("IndexError", "list index out of range");
            active.push(cell);
          }
        }
      }
      for (const c of active)
        styles.set(
          coordinate(c),
          concerned.map((p) => readCellStyle(ws, p, c, rule.dxf)),
        );
    }
  }
  return styles;
}
