import { PythonError } from "../../python-semantics.ts";
import { children, xml } from "../xlsx.ts";

/**
 * xl/styles.xml as openpyxl (3.1) reads it into a workbook: fonts, fills, number formats, the cell formats
 * (cellXfs, with custom number format ids rebased to 164 and up) and the differential styles of
 * conditional formatting; without cell formats, openpyxl's defaults.
 */

/**
 * What openpyxl gives for `Color.rgb` of a theme, indexed or auto colour: the class's RGB descriptor itself
 * (its repr is "Values must be of type <class 'str'>"); it equals only itself.
 */
class RgbDescriptor {
  toString(): string {
    return "Values must be of type <class 'str'>";
  }
}
export const UNSET_RGB = new RgbDescriptor();

export interface OColor {
  rgb: string | typeof UNSET_RGB;
}

export interface OFont {
  name: string | null;
  family: number | null;
  size: number | null;
  bold: boolean;
  italic: boolean;
  underline: string | null;
  color: OColor | null;
}

export type OFill =
  | { tag: "patternFill"; patternType: string | null; fgColor: OColor; bgColor: OColor }
  | { tag: "gradientFill" };

export interface ODifferentialStyle {
  font: OFont | null;
  numFmt: { formatCode: string } | null;
  fill: OFill | null;
}

/** One cellXfs entry: the indices openpyxl's StyleArray keeps that the ported checks read. */
export interface OStyleArray {
  fontId: number;
  fillId: number;
  numFmtId: number;
}

export interface OStyles {
  fonts: OFont[];
  fills: OFill[];
  cellStyles: OStyleArray[];
  /** Custom number formats; numFmtId 164 + i is customFormats[i]. */
  customFormats: string[];
  /** Indices of cellStyles whose number format is a date format. */
  dateStyles: Set<number>;
  dxfs: ODifferentialStyle[];
}

export const BUILTIN_FORMATS: Record<number, string> = {
  0: "General",
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  5: '"$"#,##0_);("$"#,##0)',
  6: '"$"#,##0_);[Red]("$"#,##0)',
  7: '"$"#,##0.00_);("$"#,##0.00)',
  8: '"$"#,##0.00_);[Red]("$"#,##0.00)',
  9: "0%",
  10: "0.00%",
  11: "0.00E+00",
  12: "# ?/?",
  13: "# ??/??",
  14: "mm-dd-yy",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "m/d/yy h:mm",
  37: "#,##0_);(#,##0)",
  38: "#,##0_);[Red](#,##0)",
  39: "#,##0.00_);(#,##0.00)",
  40: "#,##0.00_);[Red](#,##0.00)",
  41: '_(* #,##0_);_(* \\(#,##0\\);_(* "-"_);_(@_)',
  42: '_("$"* #,##0_);_("$"* \\(#,##0\\);_("$"* "-"_);_(@_)',
  43: '_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)',
  44: '_("$"* #,##0.00_)_("$"* \\(#,##0.00\\)_("$"* "-"??_)_(@_)',
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mmss.0",
  48: "##0.0E+0",
  49: "@",
};
const BUILTIN_REVERSE = new Map(Object.entries(BUILTIN_FORMATS).map(([k, v]) => [v, Number(k)]));
export const BUILTIN_FORMATS_MAX_SIZE = 164;

/** openpyxl's is_date_format: a date or time letter outside quotes and [brackets] of the first section. */
export function isDateFormat(format: string | null | undefined): boolean {
  if (format === null || format === undefined) return false;
  const first = format.split(";")[0]!.replace(/".*?"|\[(?!hh?\]|mm?\]|ss?\])[^\]]*\]/g, "");
  return /(?<![_\\])[dmhysDMHYS]/.test(first);
}

const ARGB = /^([A-Fa-f0-9]{8}|[A-Fa-f0-9]{6})$/;

function loadError(message: string): never {
  throw new PythonError("TypeError", message);
}

function parseInteger(text: string, what: string): number {
  if (!/^\s*[-+]?\d+\s*$/.test(text)) loadError(`expected <class 'int'> for ${what}, found '${text}'`);
  return Number(text);
}

function parseFloatText(text: string, what: string): number {
  const value = Number(text.trim());
  if (text.trim() === "" || Number.isNaN(value))
    loadError(`expected <class 'float'> for ${what}, found '${text}'`);
  return value;
}

/** openpyxl's Bool descriptor on text: 'false', 'f' and '0' are False, other text is Python's bool(text). */
export function pyBoolText(text: string): boolean {
  return !["false", "f", "0"].includes(text) && text !== "";
}

/** Color.from_tree: indexed, then theme, then auto take precedence over rgb (whose default is 00000000). */
export function parseColor(el: Element): OColor {
  const indexed = el.getAttribute("indexed");
  if (indexed !== null) parseInteger(indexed, "indexed");
  const theme = el.getAttribute("theme");
  if (theme !== null) parseInteger(theme, "theme");
  const tint = el.getAttribute("tint");
  if (tint !== null) parseFloatText(tint, "tint");
  if (indexed !== null || theme !== null || el.getAttribute("auto") !== null) return { rgb: UNSET_RGB };
  const rgb = el.getAttribute("rgb") ?? "00000000";
  if (!ARGB.test(rgb)) throw new PythonError("ValueError", "Colors must be aRGB hex values");
  return { rgb: rgb.length === 6 ? `00${rgb}` : rgb };
}

function val(el: Element): string | null {
  return el.getAttribute("val");
}

/** Font.from_tree (the last of a repeated child wins; `<u/>` is single underline). */
export function parseFont(el: Element): OFont {
  const font: OFont = {
    name: null,
    family: null,
    size: null,
    bold: false,
    italic: false,
    underline: null,
    color: null,
  };
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType !== 1) continue;
    const child = c as Element;
    const v = val(child);
    switch (child.localName) {
      case "name":
        font.name = v;
        break;
      case "family":
        font.family = v === null ? null : parseFloatText(v, "family");
        if (font.family !== null && (font.family < 0 || font.family > 14))
          throw new PythonError("ValueError", "Min value is 0");
        break;
      case "sz":
        font.size = v === null ? null : parseFloatText(v, "sz");
        break;
      case "b":
        font.bold = v === null ? true : pyBoolText(v);
        break;
      case "i":
        font.italic = v === null ? true : pyBoolText(v);
        break;
      case "u": {
        const u = v ?? "single";
        if (!["single", "double", "singleAccounting", "doubleAccounting", "none"].includes(u))
          throw new PythonError("ValueError", `Value must be one of single, double, … (found '${u}')`);
        font.underline = u === "none" ? null : u;
        break;
      }
      case "color":
        font.color = parseColor(child);
        break;
    }
  }
  return font;
}

const PATTERNS = new Set([
  "solid",
  "darkDown",
  "darkGray",
  "darkGrid",
  "darkHorizontal",
  "darkTrellis",
  "darkUp",
  "darkVertical",
  "gray0625",
  "gray125",
  "lightDown",
  "lightGray",
  "lightGrid",
  "lightHorizontal",
  "lightTrellis",
  "lightUp",
  "lightVertical",
  "mediumGray",
]);

function elementChildren(el: Element): Element[] {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
}

/** Fill.from_tree: the first child decides (a patternFill, or else a gradient); no child gives None. */
export function parseFill(el: Element): OFill | null {
  const child = elementChildren(el)[0];
  if (!child) return null;
  if (!child.localName.includes("patternFill")) return { tag: "gradientFill" };
  const pattern = child.getAttribute("patternType");
  if (pattern !== null && pattern !== "none" && !PATTERNS.has(pattern))
    throw new PythonError("ValueError", `Value must be one of the fill patterns (found '${pattern}')`);
  const fill: OFill = {
    tag: "patternFill",
    patternType: pattern === "none" ? null : pattern,
    fgColor: { rgb: "00000000" },
    bgColor: { rgb: "00000000" },
  };
  for (const c of elementChildren(child)) {
    if (c.localName === "fgColor") fill.fgColor = parseColor(c);
    else if (c.localName === "bgColor") fill.bgColor = parseColor(c);
    else loadError(`PatternFill has no '${c.localName}'`);
  }
  return fill;
}

/** The font of openpyxl's built-in Normal style (Calibri 12, theme colour 1, minor scheme). */
const NORMAL_FONT: OFont = {
  name: "Calibri",
  family: 2,
  size: 12,
  bold: false,
  italic: false,
  underline: null,
  color: { rgb: UNSET_RGB },
};
const EMPTY_FILL: OFill = {
  tag: "patternFill",
  patternType: null,
  fgColor: { rgb: "00000000" },
  bgColor: { rgb: "00000000" },
};

/** Whether a <font> equals the Normal style's (every element openpyxl compares). */
function isNormalFont(el: Element): boolean {
  const found = new Map<string, Element>();
  for (const c of elementChildren(el)) found.set(c.localName, c);
  const val = (name: string) => found.get(name)?.getAttribute("val");
  const color = found.get("color");
  const number = (name: string) => (val(name) === null || val(name) === undefined ? NaN : Number(val(name)));
  return (
    [...found.keys()].every((k) => ["name", "family", "color", "sz", "scheme", "b", "i"].includes(k)) &&
    val("name") === "Calibri" &&
    number("family") === 2 &&
    number("sz") === 12 &&
    val("scheme") === "minor" &&
    (!found.has("b") || !pyBoolText(val("b") ?? "1")) &&
    (!found.has("i") || !pyBoolText(val("i") ?? "1")) &&
    color !== undefined &&
    color.getAttribute("indexed") === null &&
    Number(color.getAttribute("theme")) === 1 &&
    Number(color.getAttribute("tint") ?? 0) === 0
  );
}

/** Whether a fill equals PatternFill() (no pattern, both colours the default black). */
function isEmptyFill(fill: OFill): boolean {
  return (
    fill.tag === "patternFill" &&
    fill.patternType === null &&
    fill.fgColor.rgb === "00000000" &&
    fill.bgColor.rgb === "00000000"
  );
}

/** openpyxl's DEFAULT_FONT (Calibri 11, theme colour 1), used by workbooks without cell formats. */
const DEFAULT_FONT: OFont = {
  name: "Calibri",
  family: 2,
  size: 11,
  bold: false,
  italic: false,
  underline: null,
  color: { rgb: UNSET_RGB },
};

/** Styles of a workbook (entries of its package). */
export function loadStyles(entries: Record<string, Uint8Array>): OStyles {
  const defaults: OStyles = {
    fonts: [DEFAULT_FONT],
    fills: [
      { tag: "patternFill", patternType: null, fgColor: { rgb: "00000000" }, bgColor: { rgb: "00000000" } },
      {
        tag: "patternFill",
        patternType: "gray125",
        fgColor: { rgb: "00000000" },
        bgColor: { rgb: "00000000" },
      },
    ],
    cellStyles: [{ fontId: 0, fillId: 0, numFmtId: 0 }],
    customFormats: [],
    dateStyles: new Set(),
    dxfs: [],
  };
  const doc = xml(entries, "xl/styles.xml");
  const root = doc?.documentElement;
  if (!root) return defaults;
  const section = (name: string) => children(root, name).at(-1);
  const list = (name: string) => {
    const s = section(name);
    return s ? elementChildren(s) : [];
  };
  const fonts = list("fonts").map(parseFont);
  const fills = list("fills").map((f) => {
    const fill = parseFill(f);
    if (!fill) loadError("expected <class 'openpyxl.styles.fills.Fill'>");
    return fill;
  });
  const custom = new Map<number, string>();
  for (const f of list("numFmts"))
    custom.set(
      parseInteger(f.getAttribute("numFmtId") ?? "", "numFmtId"),
      f.getAttribute("formatCode") ?? "",
    );
  const dxfs = list("dxfs").map((d) => {
    const dxf: ODifferentialStyle = { font: null, numFmt: null, fill: null };
    for (const c of elementChildren(d)) {
      if (c.localName === "font") dxf.font = parseFont(c);
      else if (c.localName === "fill") dxf.fill = parseFill(c);
      else if (c.localName === "numFmt") dxf.numFmt = { formatCode: c.getAttribute("formatCode") ?? "" };
    }
    return dxf;
  });
  const xfs = list("cellXfs");
  if (xfs.length === 0) return defaults;
  const customFormats: string[] = [];
  const dateStyles = new Set<number>();
  const index = (name: string, xf: Element) => {
    const v = xf.getAttribute(name);
    return v === null ? 0 : parseInteger(v, name);
  };
  const cellStyles = xfs.map((xf, i) => {
    let numFmtId = index("numFmtId", xf);
    let format: string | undefined;
    if (custom.has(numFmtId)) {
      format = custom.get(numFmtId)!;
      const builtin = BUILTIN_REVERSE.get(format);
      if (builtin !== undefined) numFmtId = builtin;
      else {
        let at = customFormats.indexOf(format);
        if (at < 0) at = customFormats.push(format) - 1;
        numFmtId = at + BUILTIN_FORMATS_MAX_SIZE;
      }
    } else format = BUILTIN_FORMATS[numFmtId];
    if (isDateFormat(format)) dateStyles.add(i);
    return { fontId: index("fontId", xf), fillId: index("fillId", xf), numFmtId };
  });
  // the named styles: without any, openpyxl adds its Normal style, whose font (Calibri 12) and empty fill
  // join the lists unless an equal one is there; with some, their formats must exist
  const named = list("cellStyles");
  if (named.length === 0) {
    if (!list("fonts").some(isNormalFont)) fonts.push(NORMAL_FONT);
    if (!fills.some(isEmptyFill)) fills.push(EMPTY_FILL);
  } else {
    const styleXfs = list("cellStyleXfs");
    const borders = list("borders").length;
    for (const style of named) {
      const xf = listItem(styleXfs, index("xfId", style));
      listItem(fonts, index("fontId", xf));
      listItem(fills, index("fillId", xf));
      if (index("borderId", xf) >= borders) throw new PythonError("IndexError", "list index out of range");
    }
  }
  return { fonts, fills, cellStyles, customFormats, dateStyles, dxfs };
}

/** `cell.number_format` for a style array. */
export function numberFormat(styles: OStyles, style: OStyleArray): string {
  if (style.numFmtId < BUILTIN_FORMATS_MAX_SIZE) return BUILTIN_FORMATS[style.numFmtId] ?? "General";
  const format = styles.customFormats[style.numFmtId - BUILTIN_FORMATS_MAX_SIZE];
  if (format === undefined) throw new PythonError("IndexError", "list index out of range");
  return format;
}

/** `wb._fonts[i]` / `wb._fills[i]`, raising as a list does. */
export function listItem<T>(items: T[], index: number): T {
  const item = items[index < 0 ? items.length + index : index];
  if (item === undefined) throw new PythonError("IndexError", "list index out of range");
  return item;
}
