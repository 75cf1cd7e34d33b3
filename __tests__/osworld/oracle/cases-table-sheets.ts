import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import {
  chartParts,
  chartXml,
  pivotParts,
  writeXlsx,
  type WBook,
  type WChart,
  type WPivot,
  type WSheet,
} from "./xlsx-writer.ts";

// compare_table's rules over openpyxl's object model and the package's parts: check_cell's style
// properties, style (with conditional formatting), chart, pivot_table, data_validation, row_props,
// col_props, filter, sparkline. Every workbook is written by hand (xlsx-writer.ts).
const f = new Files();
const book = (name: string, spec: WBook) => writeXlsx(path.join(f.dir, name), spec);

/** Fonts, fills, number formats, cell formats and differential styles shared by the books below. */
const STYLES =
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="0.0%"/><numFmt numFmtId="165" formatCode="0.00"/></numFmts>` +
  `<fonts count="5"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/><i/><u/><sz val="14"/><color rgb="FFFF0000"/><name val="Arial"/><family val="2"/></font>` +
  `<font><sz val="11"/><color rgb="FF0000FF"/><name val="Calibri"/></font>` +
  `<font><b val="0"/><u val="double"/><sz val="10.5"/><color indexed="10"/><name val="Liberation Sans"/></font>` +
  `<font><b val="false"/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="5"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
  `<fill><patternFill patternType="solid"><fgColor rgb="FF00FF00"/><bgColor indexed="64"/></patternFill></fill>` +
  `<fill><patternFill patternType="solid"><fgColor theme="4" tint="0.5"/></patternFill></fill>` +
  `<fill><gradientFill degree="90"><stop position="0"><color rgb="FF000000"/></stop><stop position="1"><color rgb="FFFFFFFF"/></stop></gradientFill></fill></fills>` +
  `<cellXfs count="9"><xf numFmtId="0" fontId="0" fillId="0"/><xf numFmtId="0" fontId="1" fillId="0"/>` +
  `<xf numFmtId="0" fontId="0" fillId="2"/><xf numFmtId="164" fontId="0" fillId="0"/><xf numFmtId="14" fontId="0" fillId="0"/>` +
  `<xf numFmtId="0" fontId="2" fillId="3"/><xf numFmtId="0" fontId="3" fillId="4"/><xf numFmtId="165" fontId="4" fillId="0"/>` +
  `<xf numFmtId="4" fontId="2" fillId="2"/></cellXfs>` +
  `<dxfs count="4"><dxf><font><b/><color rgb="FFFF0000"/></font><fill><patternFill><bgColor rgb="FF00FF00"/></patternFill></fill></dxf>` +
  `<dxf><fill><patternFill><bgColor rgb="FFFFFF00"/></patternFill></fill></dxf>` +
  `<dxf><font><i/><color rgb="FF0000FF"/></font></dxf><dxf><numFmt numFmtId="166" formatCode="0.000"/></dxf></dxfs>`;

/** The data every sheet starts from: a header and five rows (a text number and an empty cell among them). */
const DATA = [
  ["Name", "Qty", "Price", "Day"],
  ["pen", 3, 1.25, 45000],
  ["cup", 4, 2.5, 45001],
  ["ink", null, 0.5, 45002],
  ["box", 9, -1, 45003],
  ["lid", "7", 3, 45004],
];

/** Few values in long ranges, for conditional formatting's scan that stops after 50 empty cells. */
const SPARSE = [
  [5, null, 5],
  [6, null, null],
  [null, null, 7],
];

const sheet = (extra: Partial<WSheet> = {}): WSheet => ({ name: "Sheet1", rows: DATA, ...extra });
const styled = (name: string, extra: Partial<WSheet> = {}, more: Partial<WBook> = {}) =>
  book(name, { sheets: [sheet(extra)], styles: STYLES, ...more });

// ---- books for check_cell and style --------------------------------------------------------------------------

const styledRows = [
  [
    { v: "Name", s: 1 },
    { v: "Qty", s: 2 },
    { v: "Price", s: 5 },
    { v: "Day", s: 6 },
    { v: "Note", s: 7 },
  ],
  ["pen", { v: 0.25, s: 3 }, { v: 1.25, s: 7 }, { v: 45000, s: 4 }, { v: 1234.5, s: 8 }],
  ["cup", 4, 2.5, { v: 45001, s: 4 }, { f: "B3*2", v: 8 }],
  ["ink", { s: 2 }, 0.5, 45002, true],
  ["box", 9, { v: -1, s: 2 }, 45003, null],
  ["lid", "7", 3, 45004, { f: 'A6&"!"', v: "lid!" }],
];
const cellBook = styled("cells.xlsx", {
  rows: styledRows,
  mergeCells: `<mergeCells count="1"><mergeCell ref="A8:C9"/></mergeCells>`,
  hyperlinks: `<hyperlinks><hyperlink ref="A2" r:id="rIdL1"/><hyperlink ref="F9" location="Sheet1!A1" display="here"/><hyperlink ref="B8" r:id="rIdL1"/></hyperlinks>`,
  rels: [["rIdL1", "hyperlink", "http://example.com/"]],
});
/** The same cells, with the first row's styles swapped (font and fill). */
const cellBookOther = styled("cells-other.xlsx", {
  rows: [[{ v: "Name", s: 5 }, { v: "Qty", s: 1 }, ...styledRows[0]!.slice(2)], ...styledRows.slice(1)],
  mergeCells: `<mergeCells count="1"><mergeCell ref="A8:C9"/></mergeCells>`,
  hyperlinks: `<hyperlinks><hyperlink ref="A2" r:id="rIdL1"/><hyperlink ref="F9" location="Sheet1!A1" display="here"/><hyperlink ref="B8" r:id="rIdL1"/></hyperlinks>`,
  rels: [["rIdL1", "hyperlink", "http://example.com/"]],
});
const cellBookSame = styled("cells-same.xlsx", {
  rows: styledRows,
  mergeCells: `<mergeCells count="1"><mergeCell ref="A8:C9"/></mergeCells>`,
  hyperlinks: `<hyperlinks><hyperlink ref="A2" r:id="rIdL1"/><hyperlink ref="F9" location="Sheet1!A1" display="here"/><hyperlink ref="B8" r:id="rIdL1"/></hyperlinks>`,
  rels: [["rIdL1", "hyperlink", "http://example.com/"]],
});
const noStylesBook = book("no-styles.xlsx", { sheets: [sheet()] });
/** A comment on an empty cell: openpyxl creates the cell, so the sheet reaches it. */
const COMMENTS = `<comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>me</author></authors><commentList><comment ref="F10" authorId="0"><text><t>note</t></text></comment></commentList></comments>`;
const commentBook = (name: string, parts: Record<string, string>) =>
  book(name, {
    sheets: [sheet({ rels: [["rIdCm", "comments", "../comments1.xml"]] })],
    styles: STYLES,
    parts,
  });
const commented = commentBook("commented.xlsx", { "xl/comments1.xml": COMMENTS });
const commentMissing = commentBook("comment-missing.xlsx", {});
const tableMissing = book("table-missing.xlsx", {
  sheets: [
    sheet({
      extLst: `<tableParts count="1"><tablePart r:id="rIdT"/></tableParts>`,
      rels: [["rIdT", "table", "../tables/table1.xml"]],
    }),
  ],
});
/** Cell formats without fonts or fills: openpyxl's Normal style gives them (Calibri 12). */
const bareStylesBook = book("bare-styles.xlsx", {
  sheets: [sheet()],
  styles: `<cellXfs count="1"><xf/></cellXfs>`,
});
/** A format naming the font after the file's last one: openpyxl appended Normal's font there. */
const normalFontBook = book("normal-font.xlsx", {
  sheets: [sheet({ rows: [[{ v: "x", s: 1 }], [{ v: "y", s: 2 }]] })],
  styles:
    `<fonts count="1"><font><sz val="10"/><name val="Arial"/></font></fonts>` +
    `<fills count="1"><fill><patternFill patternType="solid"><fgColor rgb="FFFF0000"/></patternFill></fill></fills>` +
    `<cellXfs count="3"><xf fontId="0" fillId="0"/><xf fontId="1" fillId="1"/><xf fontId="2" fillId="0"/></cellXfs>`,
});
/** Named styles whose formats must exist (the first names a font the file does not have). */
const badNamedStyleBook = book("bad-named-style.xlsx", {
  sheets: [sheet()],
  styles:
    `<fonts count="1"><font><sz val="10"/></font></fonts><fills count="1"><fill><patternFill/></fill></fills>` +
    `<borders count="1"><border/></borders><cellStyleXfs count="1"><xf fontId="3"/></cellStyleXfs>` +
    `<cellXfs count="1"><xf/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>`,
});
/** Inline strings, as read_cell_value's xmltodict reads them (attributes make a dict, several <t> a list). */
const inlineBook = book("inline.xlsx", {
  sheets: [
    {
      name: "Sheet1",
      rows: [
        [
          { t: "inlineStr", raw: `<is><t xml:space="preserve"> a b </t></is>` },
          { t: "inlineStr", raw: `<is><t> plain </t></is>` },
          { t: "inlineStr", raw: `<is><t>p</t><t>q</t></is>` },
          { t: "inlineStr", raw: `<is><r><t>x</t></r><r><t>y</t></r></is>` },
          { t: "inlineStr", raw: `<is/>` },
        ],
      ],
    },
  ],
});

const checkCell = (
  name: string,
  coordinate: unknown,
  props: unknown,
  result = cellBook,
  sheetIdx: unknown = 0,
): { name: string; result: unknown; options: Record<string, unknown> } => ({
  name: `check_cell ${name}`,
  result,
  options: { rules: [{ type: "check_cell", sheet_idx: sheetIdx, coordinate, props }] },
});
const eq = (ref: unknown) => ({ method: "eq", ref });

// Conditional formatting: a book whose cells are formatted by rules, and one with the same look set directly.
const cf = (name: string, rules: string, rows: unknown[][] = DATA, range = "A2:D6") =>
  styled(name, {
    rows: rows as WSheet["rows"],
    conditionalFormatting: `<conditionalFormatting sqref="${range}">${rules}</conditionalFormatting>`,
  });
const cellIs = (operator: string, formulas: string[], dxf = 0) =>
  `<cfRule type="cellIs" dxfId="${dxf}" priority="1" operator="${operator}">${formulas.map((x) => `<formula>${x}</formula>`).join("")}</cfRule>`;
const expression = (formula: string, dxf = 0, type = "expression", extra = "") =>
  `<cfRule type="${type}" dxfId="${dxf}" priority="1"${extra}><formula>${formula}</formula></cfRule>`;
const highlight = (name: string, cells: string[], s = 1) => {
  const rows = DATA.map((row, r) =>
    row.map((v, c) => {
      const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
      return cells.includes(ref) ? { v: v ?? undefined, s } : v;
    }),
  );
  return styled(name, { rows: rows as WSheet["rows"] });
};

const style = (
  name: string,
  result: string,
  expected: string,
  props: unknown,
  extra: Record<string, unknown> = {},
) => ({
  name: `style ${name}`,
  result,
  expected,
  options: { rules: [{ type: "style", sheet_idx0: 0, sheet_idx1: "EI0", props, ...extra }] },
});

// ---- charts -----------------------------------------------------------------------------------------------

const bar: WChart = {
  type: "barChart",
  barDir: "col",
  title: "Sales",
  legend: "r",
  xTitle: "Name",
  yTitle: "Qty",
  series: [{ val: "Sheet1!$B$2:$B$6", cat: "Sheet1!$A$2:$A$6", catText: true }],
};
const line: WChart = { type: "lineChart", legend: "b", series: [{ val: "Sheet1!$C$2:$C$6" }] };
const chartBook = (
  name: string,
  charts: { chart: WChart | string; anchor?: Parameters<typeof chartParts>[1][number]["anchor"] }[],
  sheetExtra: Partial<WSheet> = {},
) => {
  const c = chartParts(1, charts);
  return book(name, {
    sheets: [sheet({ drawing: c.drawing, rels: [c.rel], ...sheetExtra })],
    parts: c.parts,
  });
};
const chartRule = (props: unknown, idx0: unknown = 0, idx1: unknown = "EI0") => ({
  rules: [{ type: "chart", sheet_idx0: idx0, sheet_idx1: idx1, chart_props: props }],
});
const charts = {
  base: chartBook("charts.xlsx", [
    { chart: bar },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  same: chartBook("charts-same.xlsx", [
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
    { chart: bar },
  ]),
  retitled: chartBook("charts-title.xlsx", [
    { chart: { ...bar, title: "Revenue" } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  asLine: chartBook("charts-line.xlsx", [
    { chart: { ...bar, type: "lineChart", barDir: undefined } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  horizontal: chartBook("charts-bar.xlsx", [
    { chart: { ...bar, barDir: "bar" } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  legendLeft: chartBook("charts-legend.xlsx", [
    { chart: { ...bar, legend: "l", xTitle: undefined } },
    { chart: { ...line, legend: undefined }, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  noLegend: chartBook("charts-nolegend.xlsx", [
    { chart: { ...bar, legend: null } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  otherData: chartBook("charts-data.xlsx", [
    { chart: { ...bar, series: [{ val: "Sheet1!$C$2:$C$6", cat: "Sheet1!$A$2:$A$6", catText: true }] } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  moved: chartBook("charts-moved.xlsx", [
    { chart: bar, anchor: { from: [1, 10], to: [8, 25] } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  oneCell: chartBook("charts-onecell.xlsx", [{ chart: bar, anchor: { kind: "oneCellAnchor" } }]),
  pie: chartBook("charts-pie.xlsx", [
    {
      chart: {
        type: "pieChart",
        title: "Share",
        series: [{ val: "Sheet1!$B$2:$B$6", cat: "Sheet1!$A$2:$A$6", catText: true }],
      },
    },
  ]),
  pie3d: chartBook("charts-pie3d.xlsx", [
    {
      chart: {
        type: "pie3DChart",
        title: "Share",
        series: [{ val: "Sheet1!$B$2:$B$6", cat: "Sheet1!$A$2:$A$6", catText: true }],
      },
    },
  ]),
  scatter: chartBook("charts-scatter.xlsx", [
    {
      chart: {
        type: "scatterChart",
        xTitle: "Price",
        yTitle: "Qty",
        series: [{ x: "Sheet1!$C$2:$C$6", y: "Sheet1!$B$2:$B$6" }],
      },
    },
  ]),
  scatterOther: chartBook("charts-scatter2.xlsx", [
    {
      chart: {
        type: "scatterChart",
        xTitle: "Cost",
        yTitle: "Qty",
        series: [{ x: "Sheet1!$D$2:$D$6", y: "Sheet1!$B$2:$B$6" }],
      },
    },
  ]),
  twoSeries: chartBook("charts-two.xlsx", [
    {
      chart: {
        ...bar,
        series: [
          { order: 1, val: "Sheet1!$C$2:$C$6" },
          { order: 0, val: "Sheet1!$B$2:$B$6" },
        ],
      },
    },
  ]),
  twoSeriesSwapped: chartBook("charts-two-b.xlsx", [
    {
      chart: {
        ...bar,
        series: [
          { order: 0, val: "Sheet1!$B$2:$B$6" },
          { order: 1, val: "Sheet1!$C$2:$C$6" },
        ],
      },
    },
  ]),
  barOnly: chartBook("charts-bar-only.xlsx", [{ chart: bar }]),
  titledNone: chartBook("charts-titled-none.xlsx", [
    { chart: { ...bar, title: "None" } },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  fieldRunWithLine: chartBook("charts-field-line.xlsx", [
    {
      chart: chartXml({ ...bar, title: undefined }).replace(
        "<c:chart>",
        `<c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:fld id="{1}" type="x"><a:t>Sales</a:t></a:fld></a:p></c:rich></c:tx></c:title>`,
      ),
    },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  noFormula: chartBook("charts-no-formula.xlsx", [
    {
      chart: chartXml(bar).replace(
        "<c:numRef><c:f>Sheet1!$B$2:$B$6</c:f></c:numRef>",
        "<c:numRef><c:numCache/></c:numRef>",
      ),
    },
  ]),
  horizontalOnly: chartBook("charts-horizontal-only.xlsx", [{ chart: { ...bar, barDir: "bar" } }]),
  noTitle: chartBook("charts-no-title.xlsx", [{ chart: { ...bar, title: undefined } }]),
  emptyRun: chartBook("charts-empty-run.xlsx", [
    {
      chart: chartXml({ ...bar, title: undefined }).replace(
        "<c:chart>",
        `<c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t></a:t></a:r></a:p></c:rich></c:tx></c:title>`,
      ),
    },
    { chart: line, anchor: { editAs: "oneCell", from: [6, 20], to: [14, 35] } },
  ]),
  fieldRun: chartBook("charts-field-run.xlsx", [
    {
      chart: chartXml({ ...bar, title: undefined }).replace(
        "<c:chart>",
        `<c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:fld id="{1}" type="x"><a:t>Sales</a:t></a:fld></a:p></c:rich></c:tx></c:title>`,
      ),
    },
  ]),
  none: book("charts-none.xlsx", { sheets: [sheet()] }),
};
const missingChartPart = (() => {
  const c = chartParts(1, [{ chart: bar }]);
  delete c.parts["xl/charts/chart1_1.xml"];
  return book("charts-missing.xlsx", {
    sheets: [sheet({ drawing: c.drawing, rels: [c.rel] })],
    parts: c.parts,
  });
})();

// ---- pivot tables -----------------------------------------------------------------------------------------

const PIVOT_DATA = [
  ["Region", "Product", "Sales", "Year"],
  ["East", "pen", 3, 2020],
  ["West", "pen", 4, 2020],
  ["East", "cup", 5, 2021],
  ["West", "cup", 6, 2021],
  ["North", "ink", 7, 2020],
];
const pivotSpec: WPivot = {
  source: { ref: "A1:D6", sheet: "Sheet1" },
  location: "A4:F9",
  fields: [
    { axis: "axisRow", items: [[0], [1], [2]] },
    { axis: "axisCol", items: [[0], [1], [2]] },
    { dataField: true, items: [] },
    { axis: "axisPage", items: [[0], [1]] },
  ],
  rowFields: [0],
  colFields: [1],
  pageFields: [3],
  dataFields: [{ fld: 2, name: "Sum - Sales", subtotal: "sum" }],
};
const pivotBook = (
  name: string,
  pivots: WPivot[],
  options: { dropPart?: string; sheet2?: Partial<WSheet> } = {},
) => {
  const made = pivots.map((p, i) => pivotParts(i + 1, p));
  const parts = Object.assign({}, ...made.map((m) => m.parts)) as Record<string, string>;
  if (options.dropPart) delete parts[options.dropPart];
  return book(name, {
    sheets: [
      { name: "Sheet1", rows: PIVOT_DATA },
      { name: "Sheet2", rows: [], rels: made.map((m) => m.sheetRel), ...options.sheet2 },
    ],
    parts,
    workbookRels: made.map((m) => m.workbookRel),
    workbookExtra: `<pivotCaches>${made.map((m) => m.pivotCache).join("")}</pivotCaches>`,
  });
};
const pivots = {
  base: pivotBook("pivot.xlsx", [pivotSpec]),
  same: pivotBook("pivot-same.xlsx", [{ ...pivotSpec, name: "Other name", location: "B5:G10" }]),
  average: pivotBook("pivot-average.xlsx", [
    { ...pivotSpec, dataFields: [{ fld: 2, name: "Average - Sales", subtotal: "average" }] },
  ]),
  percent: pivotBook("pivot-percent.xlsx", [
    { ...pivotSpec, dataFields: [{ fld: 2, name: "Sum - Sales", showDataAs: "percentOfTotal" }] },
  ]),
  swapped: pivotBook("pivot-swapped.xlsx", [{ ...pivotSpec, rowFields: [1], colFields: [0] }]),
  noFilter: pivotBook("pivot-nofilter.xlsx", [{ ...pivotSpec, pageFields: [] }]),
  hidden: pivotBook("pivot-hidden.xlsx", [
    {
      ...pivotSpec,
      fields: [{ axis: "axisRow", items: [[0], [1, true], [2]] }, ...pivotSpec.fields.slice(1)],
    },
  ]),
  reordered: pivotBook("pivot-reordered.xlsx", [
    { ...pivotSpec, fields: [{ axis: "axisRow", items: [[2], [1], [0]] }, ...pivotSpec.fields.slice(1)] },
  ]),
  // the first column takes no part: the source range and the field numbers move by one
  shifted: pivotBook("pivot-shifted.xlsx", [
    {
      ...pivotSpec,
      source: { ref: "A1:E6", sheet: "Sheet1" },
      fields: [{ items: [] }, ...pivotSpec.fields],
      rowFields: [1],
      colFields: [2],
      pageFields: [4],
      dataFields: [{ fld: 3, name: "Sum - Sales", subtotal: "sum" }],
    },
  ]),
  fromB: pivotBook("pivot-from-b.xlsx", [{ ...pivotSpec, source: { ref: "B1:E6", sheet: "Sheet1" } }]),
  attrs: pivotBook("pivot-attrs.xlsx", [
    { ...pivotSpec, attrs: 'showHeaders="0" visualTotals="0" showEmptyRow="1"' },
  ]),
  two: pivotBook("pivot-two.xlsx", [
    pivotSpec,
    { ...pivotSpec, source: { ref: "A1:C6", sheet: "Sheet1" }, location: "H4:K9" },
  ]),
  byName: pivotBook("pivot-name.xlsx", [{ ...pivotSpec, source: { name: "SalesTable" } }]),
  missingCache: pivotBook("pivot-missing.xlsx", [pivotSpec], {
    dropPart: "xl/pivotCache/pivotCacheDefinition1.xml",
  }),
  none: book("pivot-none.xlsx", {
    sheets: [
      { name: "Sheet1", rows: PIVOT_DATA },
      { name: "Sheet2", rows: [] },
    ],
  }),
};
const pivotRule = (props: unknown, idx0: unknown = "RNSheet2", idx1: unknown = "ENSheet2") => ({
  rules: [{ type: "pivot_table", sheet_idx0: idx0, sheet_idx1: idx1, pivot_props: props }],
});
const TASK_PIVOT_PROPS = ["col_fields", "filter", "row_fields", "data_fields"];

// ---- data validation --------------------------------------------------------------------------------------

const dv = (name: string, validations: string) =>
  book(name, {
    sheets: [sheet({ dataValidations: `<dataValidations count="2">${validations}</dataValidations>` })],
  });
const listDv = `<dataValidation type="list" allowBlank="true" showInputMessage="true" showErrorMessage="true" sqref="D2:D29"><formula1>"Pass,Fail,Held"</formula1></dataValidation>`;
const wholeDv = `<dataValidation type="whole" operator="between" error="bad" errorTitle="oops" sqref="B2:B6 F1"><formula1>0</formula1><formula2>10</formula2></dataValidation>`;
const dvBooks = {
  both: dv("dv.xlsx", listDv + wholeDv),
  listOnly: dv("dv-list.xlsx", listDv),
  wideList: dv("dv-wide.xlsx", listDv.replace("D2:D29", "D2:D1048576")),
  tooWide: dv("dv-too-wide.xlsx", listDv.replace("D2:D29", "C2:D1048576")),
  short: dv("dv-short.xlsx", listDv.replace("D2:D29", "D2:D20")),
  otherItems: dv("dv-items.xlsx", listDv.replace("Pass,Fail,Held", "Pass,Fail")),
  none: book("dv-none.xlsx", { sheets: [sheet()] }),
};
const TASK_DV = {
  ranges: { method: "spreadsheet_range", ref: ["D2:D29", "D2:D1048576"] },
  type: eq("list"),
  formula1: { method: "str_set_eq", ref: ["Pass", "Fail", "Held"] },
};
const dvRule = (props: unknown, sheetIdx: unknown = 0) => ({
  rules: [{ type: "data_validation", sheet_idx: sheetIdx, dv_props: props }],
});

// ---- rows and columns ---------------------------------------------------------------------------------------

const dims = (name: string, rowAttrs: Record<number, string>, cols = "") =>
  book(name, { sheets: [sheet({ rowAttrs, cols: cols ? `<cols>${cols}</cols>` : "" })] });
const dimBooks = {
  base: dims(
    "dims.xlsx",
    { 3: 'hidden="1"', 4: 'ht="30" customHeight="1"', 5: 'outlineLevel="1" collapsed="true"' },
    `<col min="2" max="2" width="20" customWidth="1"/><col min="3" max="3" width="9" hidden="1"/><col min="5" max="7" width="13" hidden="true" outlineLevel="1"/>`,
  ),
  same: dims(
    "dims-same.xlsx",
    { 3: 'hidden="true"', 4: 'ht="30"', 5: 'outlineLevel="1" collapsed="1"' },
    `<col min="2" max="2" width="20"/><col min="3" max="3" width="9" hidden="true"/><col min="5" max="7" width="13" hidden="1" outlineLevel="1"/>`,
  ),
  otherHidden: dims(
    "dims-hidden.xlsx",
    { 4: 'hidden="1" ht="30"', 5: 'outlineLevel="1" collapsed="true"' },
    `<col min="2" max="2" width="25"/><col min="3" max="3" width="9"/>`,
  ),
  libreoffice: dims(
    "dims-lo.xlsx",
    {
      1: 'spans="1:4" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"',
      2: 'customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"',
      3: 'customFormat="false" ht="12.8" hidden="true" customHeight="false" outlineLevel="0" collapsed="false"',
    },
    `<col collapsed="false" customWidth="false" hidden="false" outlineLevel="0" max="1024" min="1" style="0" width="11.52"/>`,
  ),
  plain: dims("dims-plain.xlsx", {}),
};
const rowsRule = (type: string, props: unknown, idx1: unknown = "EI0") => ({
  rules: [{ type, sheet_idx0: 0, sheet_idx1: idx1, props }],
});

// ---- filters ------------------------------------------------------------------------------------------------

const filterBook = (name: string, autoFilter: string) => book(name, { sheets: [sheet({ autoFilter })] });
const filterBooks = {
  base: filterBook(
    "filter.xlsx",
    `<autoFilter ref="A1:D6"><filterColumn colId="0"><filters blank="1"><filter val="pen"/><filter val="cup"/></filters></filterColumn><filterColumn colId="1"><customFilters and="1"><customFilter operator="greaterThan" val="2"/><customFilter operator="lessThan" val="9"/></customFilters></filterColumn><sortState ref="A2:D6"><sortCondition descending="1" ref="B2:B6"/></sortState></autoFilter>`,
  ),
  same: filterBook(
    "filter-same.xlsx",
    `<autoFilter ref="A1:D6"><filterColumn colId="1"><customFilters and="true"><customFilter operator="lessThan" val="9"/><customFilter operator="greaterThan" val="2"/></customFilters></filterColumn><filterColumn colId="0"><filters blank="true"><filter val="cup"/><filter val="pen"/></filters></filterColumn><sortState ref="A2:D6"><sortCondition descending="true" ref="B2:B6"/></sortState></autoFilter>`,
  ),
  otherValues: filterBook(
    "filter-values.xlsx",
    `<autoFilter ref="A1:D6"><filterColumn colId="0"><filters blank="1"><filter val="pen"/></filters></filterColumn><filterColumn colId="1"><customFilters and="1"><customFilter operator="greaterThan" val="2"/><customFilter operator="lessThan" val="9"/></customFilters></filterColumn><sortState ref="A2:D6"><sortCondition descending="1" ref="B2:B6"/></sortState></autoFilter>`,
  ),
  unsorted: filterBook(
    "filter-unsorted.xlsx",
    `<autoFilter ref="A1:D6"><filterColumn colId="0"><filters blank="1"><filter val="pen"/><filter val="cup"/></filters></filterColumn><filterColumn colId="1"><customFilters and="1"><customFilter operator="greaterThan" val="2"/><customFilter operator="lessThan" val="9"/></customFilters></filterColumn></autoFilter>`,
  ),
  refOnly: filterBook("filter-ref.xlsx", `<autoFilter ref="A1:D6"/>`),
  none: book("filter-none.xlsx", { sheets: [sheet()] }),
};
const filterRule = (idx1: unknown = "EI0") => ({
  rules: [{ type: "filter", sheet_idx0: 0, sheet_idx1: idx1 }],
});

// ---- sparklines -------------------------------------------------------------------------------------------

const X14 = "http://schemas.microsoft.com/office/spreadsheetml/2009/9/main";
const XM = "http://schemas.microsoft.com/office/excel/2006/main";
const sparklines = (lines: [string, string][]) =>
  `<extLst><ext uri="{05C60535-1F16-4fd2-B633-F4F36F0B64E0}" xmlns:x14="${X14}"><x14:sparklineGroups xmlns:xm="${XM}">` +
  `<x14:sparklineGroup displayEmptyCellsAs="gap"><x14:colorSeries rgb="FF376092"/><x14:sparklines>${lines
    .map(([f, sqref]) => `<x14:sparkline><xm:f>${f}</xm:f><xm:sqref>${sqref}</xm:sqref></x14:sparkline>`)
    .join("")}</x14:sparklines></x14:sparklineGroup></x14:sparklineGroups></ext></extLst>`;
const sparkBooks = {
  base: book("spark.xlsx", {
    sheets: [
      sheet({
        extLst: sparklines([
          ["Sheet1!B2:D2", "E2"],
          ["Sheet1!B3:D3", "E3"],
        ]),
      }),
    ],
  }),
  same: book("spark-same.xlsx", {
    sheets: [
      sheet({
        extLst: sparklines([
          ["Sheet1!B3:D3", "E3"],
          ["Sheet1!B2:D2", "E2"],
        ]),
      }),
    ],
  }),
  other: book("spark-other.xlsx", {
    sheets: [
      sheet({
        extLst: sparklines([
          ["Sheet1!B2:C2", "E2"],
          ["Sheet1!B3:D3", "E3"],
        ]),
      }),
    ],
  }),
  none: book("spark-none.xlsx", { sheets: [sheet()] }),
  // read by sheetId: the second sheet's part is sheet2.xml but its sheetId says sheet5.xml
  renumbered: book("spark-ids.xlsx", {
    sheets: [sheet(), { name: "Other", rows: DATA, sheetId: 5, extLst: sparklines([["Other!B2:D2", "E2"]]) }],
  }),
};
const sparkRule = (idx0: unknown = 0, idx1: unknown = "EI0") => ({
  rules: [{ type: "sparkline", sheet_idx0: idx0, sheet_idx1: idx1 }],
});

export const TABLE_SHEET_CASES: MetricCase[] = metricCases("table", "compare_table", [
  // check_cell: style properties of one cell (compare_table turns any failure into 0)
  checkCell("bold, italic, underlined Arial 14 in red", "A1", {
    font_bold: eq(true),
    font_italic: eq(true),
    font_underline: eq("single"),
    font_name: eq("Arial"),
    font_size: eq(14),
    font_color: eq("FFFF0000"),
    font_family: eq(2),
  }),
  checkCell("a value and its styles, as OSWorld's tasks check a header", "A1", {
    bgcolor: eq("00000000"),
    font_bold: eq(true),
    value: eq("Name"),
  }),
  checkCell("a bold check on a plain cell", "A2", { font_bold: eq(true) }),
  checkCell("a solid fill's colour", "B1", {
    bgcolor: eq("FF00FF00"),
    fgcolor: eq("FF00FF00"),
    fill_type: eq("patternFill"),
  }),
  checkCell("a blue font on a theme fill", "C1", { font_color: eq("FF0000FF") }),
  checkCell("the descriptor's text does not equal it", "C1", {
    bgcolor: eq("Values must be of type <class 'str'>"),
  }),
  checkCell("a theme font colour", "A2", { font_color: { method: "re", ref: "^FF" } }),
  checkCell("double underline, bold false, a gradient", "D1", {
    font_underline: eq("double"),
    font_bold: eq(false),
    font_size: eq(10.5),
    fill_type: eq("gradientFill"),
    bgcolor: eq(null),
  }),
  checkCell("b val=false is not bold", "E1", { font_bold: eq(false), number_format: eq(null) }),
  checkCell("a percent format", "B2", { number_format: eq("0.0%") }),
  checkCell("a built-in format", "E2", { number_format: eq("#,##0.00") }),
  checkCell("a date has no number format", "D2", { number_format: eq(null) }),
  checkCell("a formula cell has no number format", "E3", { number_format: eq(null), font_bold: eq(false) }),
  checkCell("a general number", "C3", { number_format: { method: "re.I", ref: "^general$" } }),
  checkCell("an empty styled cell reads None", "B4", { font_name: eq(null), bgcolor: eq("FF00FF00") }),
  checkCell("a cell not in the file", "H20", {
    font_bold: eq(null),
    bgcolor: eq("00000000"),
    merge: eq(false),
  }),
  checkCell("a merged cell", "B8", { merge: eq(true), hyperlink: eq(null), font_bold: eq(null) }),
  checkCell("a merge's top-left cell is no MergedCell", "A8", { merge: eq(false) }),
  checkCell("a hyperlink is an object", "A2", { hyperlink: eq("http://example.com/") }),
  checkCell("a hyperlink's empty cell takes its location", "F9", {
    value: eq(null),
    font_name: eq("Calibri"),
    hyperlink: { method: "ne", ref: "" },
  }),
  checkCell("no hyperlink on a value", "A3", { hyperlink: eq("") }),
  checkCell("an unknown property reads None", "A1", { font_weight: eq(null) }),
  checkCell("a range of cells", "A1:B2", { font_bold: eq(null), merge: eq(false) }),
  checkCell("a whole column", "A", { fill_type: eq(null) }),
  checkCell("a bad coordinate", "A0", { font_bold: eq(null) }),
  checkCell("a style on a missing sheet", "A1", { font_bold: eq(true) }, cellBook, "RNNope"),
  checkCell("a sheet index out of range", "A1", { font_bold: eq(true) }, cellBook, 3),
  checkCell("an unrecognized sheet index", "A1", { font_bold: eq(true) }, cellBook, "XX0"),
  checkCell("without props", "A1", undefined),
  checkCell("props that are not a dict", "A1", ["font_bold"]),
  checkCell("spreadsheet_range on a value", "A1", {
    value: { method: "spreadsheet_range", ref: ["A1", "A1:B2"] },
  }),
  checkCell("an indexed colour is the descriptor too", "D1", { font_color: { method: "approx:1", ref: 0 } }),
  checkCell("a failing rule", "A1", { font_size: { method: "lt", ref: "x" } }),
  checkCell("the first false rule stops", "A1", {
    font_bold: eq(false),
    font_size: { method: "lt", ref: "x" },
  }),
  checkCell(
    "a workbook without styles",
    "A1",
    { font_name: eq("Calibri"), font_size: eq(11), bgcolor: eq("00000000") },
    noStylesBook,
  ),
  checkCell("an inline string with xml:space is a dict", "A1", { value: eq("a b") }, inlineBook),
  checkCell(
    "the dict of an inline string",
    "A1",
    { value: eq({ "@http://www.w3.org/XML/1998/namespace:space": "preserve", "#text": "a b" }) },
    inlineBook,
  ),
  checkCell("a plain inline string is stripped", "B1", { value: eq("plain") }, inlineBook),
  checkCell("an inline string of two texts is a list", "C1", { value: eq(["p", "q"]) }, inlineBook),
  checkCell("an inline string of runs reads None", "D1", { value: eq(null) }, inlineBook),
  checkCell("an empty inline string", "E1", { value: eq(null) }, inlineBook),
  checkCell(
    "formats without fonts take Normal's",
    "A1",
    { font_name: eq("Calibri"), font_size: eq(12), fill_type: eq("patternFill"), bgcolor: eq("00000000") },
    bareStylesBook,
  ),
  checkCell(
    "the font after the file's last is Normal's",
    "A1",
    { font_size: eq(12), bgcolor: eq("00000000") },
    normalFontBook,
  ),
  checkCell(
    "a font beyond that is none",
    "A2",
    { font_size: eq(null), bgcolor: eq("FFFF0000") },
    normalFontBook,
  ),
  checkCell("a named style naming a missing font", "A1", { font_size: eq(11) }, badNamedStyleBook),
  checkCell("the expected book's sheet", "A1", { font_bold: eq(true) }, cellBook, "EI0"),
  {
    ...checkCell("the expected book's sheet", "A1", { font_bold: eq(true) }, cellBook, "EI0"),
    name: "check_cell the expected book's sheet, given",
    expected: cellBookOther,
  },

  // style: every cell's properties, conditional formatting included
  style("the same styles", cellBook, cellBookSame, [
    "font_bold",
    "bgcolor",
    "font_name",
    "font_italic",
    "font_underline",
  ]),
  style("fonts and fills differ", cellBook, cellBookOther, ["font_bold", "bgcolor"]),
  style("a property that does not differ", cellBook, cellBookOther, ["number_format", "merge"]),
  style("hyperlinks, merges, formats", cellBook, cellBookSame, [
    "hyperlink",
    "merge",
    "number_format",
    "fill_type",
    "font_size",
    "font_family",
  ]),
  style("no properties", cellBook, cellBookOther, []),
  style("a comment on an empty cell extends the sheet", commented, styled("uncommented.xlsx"), ["font_bold"]),
  style("the same comment", commented, commentBook("commented-b.xlsx", { "xl/comments1.xml": COMMENTS }), [
    "font_bold",
  ]),
  style("a missing comments part (result)", commentMissing, commented, ["font_bold"]),
  style("a missing comments part (expected)", commented, commentMissing, ["font_bold"]),
  style("a missing table part", tableMissing, commented, ["font_bold"]),
  style("a font without a colour fails in OSWorld", cellBook, cellBookSame, ["font_color"]),
  style("an unknown property", cellBook, cellBookSame, ["font_weight"]),
  style("a missing sheet on both sides", cellBook, cellBookOther, ["font_bold"], {
    sheet_idx0: "RNNope",
    sheet_idx1: "ENNope",
  }),
  style("a missing sheet on one side", cellBook, cellBookOther, ["font_bold"], { sheet_idx1: "ENNope" }),
  style("without an expected book", cellBook, null as unknown as string, ["font_bold"]),
  style(
    "conditional formatting that matches direct formatting (cellIs)",
    cf("cf-gt.xlsx", cellIs("greaterThan", ["4"])),
    highlight("cf-gt-direct.xlsx", ["B5", "D2", "D3", "D4", "D5", "D6"]),
    ["font_bold", "font_color"],
  ),
  style(
    "cellIs: background colours",
    cf("cf-gt2.xlsx", cellIs("greaterThan", ["4"])),
    highlight("cf-gt2-direct.xlsx", ["B5", "D2", "D3", "D4", "D5", "D6"], 2),
    ["bgcolor"],
  ),
  style(
    "cellIs between two constants",
    cf("cf-between.xlsx", cellIs("between", ["5", "2"], 1)),
    cf("cf-between-b.xlsx", cellIs("notBetween", ["2", "5"], 1)),
    ["bgcolor"],
  ),
  style(
    "cellIs equal to text",
    cf("cf-eq.xlsx", cellIs("equal", ['"pen"'], 2)),
    highlight("cf-eq-direct.xlsx", ["A2"]),
    ["font_italic"],
  ),
  style(
    "cellIs against text compares as Python",
    cf("cf-text.xlsx", cellIs("lessThan", ['"m"'], 2)),
    cf("cf-text-b.xlsx", cellIs("lessThanOrEqual", ['"lid"'], 2)),
    ["font_color"],
  ),
  style(
    "cellIs with a cell reference is skipped",
    cf("cf-ref.xlsx", cellIs("greaterThan", ["B3"])),
    highlight("cf-ref-direct.xlsx", []),
    ["font_bold"],
  ),
  style(
    "cellIs with an absolute cell fails in OSWorld",
    cf("cf-abs.xlsx", cellIs("greaterThan", ["$B$3"])),
    highlight("cf-abs-direct.xlsx", []),
    ["font_bold"],
  ),
  style(
    "cellIs notEqual and greaterThanOrEqual",
    cf("cf-ne.xlsx", cellIs("notEqual", ["3"], 1) + cellIs("greaterThanOrEqual", ["45003"], 2)),
    cf("cf-ne-b.xlsx", cellIs("notEqual", ["3.0"], 1) + cellIs("greaterThan", ["45002"], 2)),
    ["bgcolor"],
  ),
  style(
    "cellIs with an arithmetic constant",
    cf("cf-arith.xlsx", cellIs("lessThan", ["2*2"], 1)),
    cf("cf-arith-b.xlsx", cellIs("lessThan", ["4"], 1)),
    ["bgcolor"],
  ),
  style(
    "an expression on the row's cell",
    cf("cf-expr.xlsx", expression("B2>3")),
    highlight("cf-expr-direct.xlsx", [
      "A2",
      "A3",
      "A4",
      "A5",
      "A6",
      "B3",
      "B5",
      "B6",
      "D2",
      "D3",
      "D4",
      "D5",
      "D6",
    ]),
    ["font_bold", "font_color"],
  ),
  style(
    "an expression with the maximum of an absolute range",
    cf("cf-max.xlsx", expression("C2=MAX($C$2:$C$6)"), DATA, "C2:C6"),
    highlight("cf-max-direct.xlsx", ["C6"]),
    ["font_bold"],
  ),
  style(
    "a text number in the range makes MAX an error, and errors are true",
    cf("cf-max-text.xlsx", expression("B2=MAX($B$2:$B$6)"), DATA, "B2:B6"),
    highlight("cf-max-text-direct.xlsx", ["B2", "B3", "B5", "B6"]),
    ["font_bold"],
  ),
  style(
    "weekends by WEEKDAY",
    cf("cf-weekday.xlsx", expression("WEEKDAY(D2,2)>5", 1), DATA, "D2:D6"),
    cf("cf-weekday-b.xlsx", expression("WEEKDAY(D2,2)>=6", 1), DATA, "D2:D6"),
    ["bgcolor"],
  ),
  style(
    "containsText",
    cf(
      "cf-contains.xlsx",
      expression('NOT(ISERROR(SEARCH("p",A2)))', 0, "containsText", ' operator="containsText" text="p"'),
    ),
    highlight("cf-contains-direct.xlsx", ["A2", "A3"]),
    ["font_color"],
  ),
  style(
    "beginsWith and endsWith",
    cf(
      "cf-begins.xlsx",
      expression('LEFT(A2,LEN("c"))="c"', 0, "beginsWith", ' operator="beginsWith" text="c"') +
        expression('RIGHT(A2,LEN("x"))="x"', 2, "endsWith", ' operator="endsWith" text="x"'),
    ),
    highlight("cf-begins-direct.xlsx", ["A3"]),
    ["font_bold"],
  ),
  style(
    "AND, MOD and ROUND",
    cf("cf-and.xlsx", expression("AND(C2>0,MOD(ROUND(C2,0),2)=1)", 1)),
    cf("cf-and-b.xlsx", expression("AND(C2>0,MOD(INT(C2),2)=1)", 1)),
    ["bgcolor"],
  ),
  style(
    "an error result is true",
    cf("cf-error.xlsx", expression("B2*2", 1)),
    cf("cf-error-b.xlsx", expression("ISNUMBER(B2)", 1)),
    ["bgcolor"],
  ),
  style(
    "text against numbers in an expression",
    cf("cf-types.xlsx", expression("A2>5", 1)),
    cf("cf-types-b.xlsx", expression("ISTEXT(A2)", 1)),
    ["bgcolor"],
  ),
  style(
    "a rule of a type OSWorld does not evaluate",
    cf("cf-top10.xlsx", `<cfRule type="top10" dxfId="0" priority="1" rank="1"/>`),
    highlight("cf-top10-direct.xlsx", []),
    ["font_bold"],
  ),
  style(
    "such a rule reuses the test before it and fails",
    cf("cf-stale.xlsx", expression("B2>3", 1) + `<cfRule type="duplicateValues" dxfId="0" priority="2"/>`),
    cf("cf-stale-b.xlsx", expression("B2>3", 1)),
    ["bgcolor"],
  ),
  style(
    "a rule's differential style without a font",
    cf("cf-nofont.xlsx", cellIs("greaterThan", ["4"], 1)),
    highlight("cf-nofont-direct.xlsx", []),
    ["font_color"],
  ),
  style(
    "a formula formulas cannot parse is skipped",
    cf("cf-syntax.xlsx", expression("B2>>3")),
    highlight("cf-syntax-direct.xlsx", []),
    ["font_bold"],
  ),
  style(
    "two ranges of one rule",
    cf("cf-ranges.xlsx", cellIs("greaterThan", ["4"]), DATA, "B2:B6 D2:D3"),
    highlight("cf-ranges-direct.xlsx", ["B5", "D2", "D3"]),
    ["font_bold"],
  ),
  // more than 50 empty cells end a rule's scan in the range being visited, and in the next at its first
  // empty cell: which range comes first (Python's set order) decides whether C3 is marked
  style(
    "ranges in Python's set order, not the file's",
    cf("cf-order.xlsx", cellIs("greaterThan", ["4"]), SPARSE, "C1:C3 A1:A100"),
    cf("cf-order-b.xlsx", cellIs("greaterThan", ["4"]), SPARSE, "A1:A100 C1:C3"),
    ["font_bold"],
  ),
  style(
    "ranges in Python's set order, against direct formatting",
    cf("cf-order-c.xlsx", cellIs("greaterThan", ["4"]), SPARSE, "C1:C3 A1:A100"),
    styled("cf-order-direct.xlsx", {
      rows: [
        [{ v: 5, s: 1 }, null, { v: 5, s: 1 }],
        [{ v: 6, s: 1 }, null, null],
        [null, null, 7],
      ],
    }),
    ["font_bold"],
  ),
  style(
    "a number format from a rule",
    cf("cf-numfmt.xlsx", cellIs("lessThan", ["1"], 3)),
    highlight("cf-numfmt-direct.xlsx", []),
    ["number_format"],
  ),

  // chart: the charts of a sheet by their data, with the chosen properties
  {
    name: "chart type and title, as OSWorld's tasks",
    result: charts.base,
    expected: charts.same,
    options: chartRule(["type", "title"]),
  },
  {
    name: "chart every property",
    result: charts.base,
    expected: charts.same,
    options: chartRule(["type", "title", "legend", "xtitle", "ytitle", "ztitle", "width", "height"]),
  },
  {
    name: "chart a different title",
    result: charts.base,
    expected: charts.retitled,
    options: chartRule(["type", "title"]),
  },
  {
    name: "chart a title not asked for",
    result: charts.base,
    expected: charts.retitled,
    options: chartRule(["type"]),
  },
  {
    name: "chart a different type",
    result: charts.base,
    expected: charts.asLine,
    options: chartRule(["type"]),
  },
  {
    name: "chart direction",
    result: charts.barOnly,
    expected: charts.horizontalOnly,
    options: chartRule(["type", "direction"]),
  },
  {
    name: "chart the same direction",
    result: charts.barOnly,
    expected: charts.barOnly,
    options: chartRule(["direction"]),
  },
  {
    name: "chart direction of a line chart",
    result: charts.base,
    expected: charts.horizontal,
    options: chartRule(["direction"]),
  },
  {
    name: "chart legend positions",
    result: charts.base,
    expected: charts.legendLeft,
    options: chartRule(["legend"]),
  },
  { name: "chart no legend", result: charts.base, expected: charts.noLegend, options: chartRule(["legend"]) },
  {
    name: "chart axis titles",
    result: charts.base,
    expected: charts.legendLeft,
    options: chartRule(["xtitle"]),
  },
  { name: "chart other data", result: charts.base, expected: charts.otherData, options: chartRule([]) },
  { name: "chart anchors", result: charts.base, expected: charts.moved, options: chartRule(["anchor"]) },
  {
    name: "chart the same anchors",
    result: charts.base,
    expected: charts.same,
    options: chartRule(["anchor"]),
  },
  {
    name: "chart a one-cell anchor has no editAs",
    result: charts.oneCell,
    expected: charts.oneCell,
    options: chartRule(["anchor"]),
  },
  {
    name: "chart pie charts",
    result: charts.pie,
    expected: charts.pie3d,
    options: chartRule(["type", "title", "xtitle"]),
  },
  {
    name: "chart pie charts without type",
    result: charts.pie,
    expected: charts.pie3d,
    options: chartRule(["title", "legend", "xtitle"]),
  },
  {
    name: "chart scatter charts have no val",
    result: charts.scatter,
    expected: charts.scatterOther,
    options: chartRule(["type"]),
  },
  {
    name: "chart scatter axis titles",
    result: charts.scatter,
    expected: charts.scatterOther,
    options: chartRule(["xtitle", "ytitle"]),
  },
  {
    name: "chart series sorted by order",
    result: charts.twoSeries,
    expected: charts.twoSeriesSwapped,
    options: chartRule(["type"]),
  },
  {
    name: "chart a title without runs",
    result: charts.fieldRun,
    expected: charts.noTitle,
    options: chartRule(["title"]),
  },
  {
    name: "chart an empty run reads None",
    result: charts.emptyRun,
    expected: charts.titledNone,
    options: chartRule(["title"]),
  },
  {
    name: "chart an empty run is not empty text",
    result: charts.emptyRun,
    expected: charts.fieldRunWithLine,
    options: chartRule(["title"]),
  },
  {
    name: "chart a reference without its formula",
    result: charts.noFormula,
    expected: charts.noFormula,
    options: chartRule(["type"]),
  },
  {
    name: "chart a reference without its formula against one with",
    result: charts.noFormula,
    expected: charts.barOnly,
    options: chartRule(["type"]),
  },
  {
    name: "chart no charts on either side",
    result: charts.none,
    expected: charts.none,
    options: chartRule(["type"]),
  },
  {
    name: "chart charts on one side",
    result: charts.none,
    expected: charts.base,
    options: chartRule(["type"]),
  },
  {
    name: "chart a missing sheet",
    result: charts.base,
    expected: charts.base,
    options: chartRule(["type"], "RNNope", "ENNope"),
  },
  {
    name: "chart a missing chart part (result)",
    result: missingChartPart,
    expected: charts.base,
    options: chartRule(["type"]),
  },
  {
    name: "chart a missing chart part (expected)",
    result: charts.base,
    expected: missingChartPart,
    options: chartRule(["type"]),
  },
  { name: "chart without an expected book", result: charts.base, options: chartRule(["type"]) },
  { name: "chart props as a string", result: charts.base, expected: charts.same, options: chartRule("type") },
  {
    name: "chart no title against a title",
    result: charts.noTitle,
    expected: charts.barOnly,
    options: chartRule(["title"]),
  },

  // pivot_table: the pivot tables of a sheet by their source
  {
    name: "pivot_table the fields OSWorld's tasks check",
    result: pivots.base,
    expected: pivots.same,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table name and location",
    result: pivots.base,
    expected: pivots.same,
    options: pivotRule(["name", "location"]),
  },
  {
    name: "pivot_table the same name and location",
    result: pivots.base,
    expected: pivots.base,
    options: pivotRule([
      "name",
      "location",
      "show_total",
      "show_empty_row",
      "show_empty_col",
      "show_headers",
    ]),
  },
  {
    name: "pivot_table another function",
    result: pivots.base,
    expected: pivots.average,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table data shown as a percent",
    result: pivots.base,
    expected: pivots.percent,
    options: pivotRule(["data_fields"]),
  },
  {
    name: "pivot_table data field names",
    result: pivots.base,
    expected: pivots.same,
    options: pivotRule(["data_fields", "data_fields_name"]),
  },
  {
    name: "pivot_table rows and columns swapped",
    result: pivots.base,
    expected: pivots.swapped,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table without a filter",
    result: pivots.base,
    expected: pivots.noFilter,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table a hidden item",
    result: pivots.base,
    expected: pivots.hidden,
    options: pivotRule(["selection"]),
  },
  {
    name: "pivot_table item order ignored",
    result: pivots.base,
    expected: pivots.reordered,
    options: pivotRule(["selection"]),
  },
  {
    name: "pivot_table item order when ordered",
    result: pivots.base,
    expected: pivots.reordered,
    options: pivotRule(["selection", "ordered"]),
  },
  {
    name: "pivot_table an unused first column",
    result: pivots.fromB,
    expected: pivots.shifted,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table an unused first column moves the source",
    result: pivots.base,
    expected: pivots.shifted,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table table attributes",
    result: pivots.base,
    expected: pivots.attrs,
    options: pivotRule(["show_headers", "show_total", "show_empty_row"]),
  },
  {
    name: "pivot_table two tables",
    result: pivots.two,
    expected: pivots.base,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table a source by name",
    result: pivots.byName,
    expected: pivots.base,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table a missing cache part",
    result: pivots.missingCache,
    expected: pivots.base,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table no pivot tables",
    result: pivots.none,
    expected: pivots.none,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table one side without",
    result: pivots.none,
    expected: pivots.base,
    options: pivotRule(TASK_PIVOT_PROPS),
  },
  {
    name: "pivot_table by index",
    result: pivots.base,
    expected: pivots.same,
    options: pivotRule(TASK_PIVOT_PROPS, 1, "EI1"),
  },
  {
    name: "pivot_table a missing sheet",
    result: pivots.base,
    expected: pivots.same,
    options: pivotRule(TASK_PIVOT_PROPS, "RNSheet3", "ENSheet2"),
  },

  // data_validation: every validation of the sheet matches one of dv_props
  {
    name: "data_validation a list, as OSWorld's task checks it",
    result: dvBooks.listOnly,
    options: dvRule([TASK_DV]),
  },
  { name: "data_validation the whole column", result: dvBooks.wideList, options: dvRule([TASK_DV]) },
  { name: "data_validation beyond the allowed range", result: dvBooks.tooWide, options: dvRule([TASK_DV]) },
  { name: "data_validation short of the range", result: dvBooks.short, options: dvRule([TASK_DV]) },
  { name: "data_validation other items", result: dvBooks.otherItems, options: dvRule([TASK_DV]) },
  {
    name: "data_validation another validation matches no props",
    result: dvBooks.both,
    options: dvRule([TASK_DV]),
  },
  {
    name: "data_validation each validation matches one of the props",
    result: dvBooks.both,
    options: dvRule([
      TASK_DV,
      {
        type: eq("whole"),
        operator: eq("between"),
        formula1: eq("0"),
        formula2: eq("10"),
        ranges: eq("F1 B2:B6"),
        error: eq("bad"),
        errorTitle: eq("oops"),
        showErrorMessage: eq(false),
        allowBlank: eq(false),
        prompt: eq(null),
      },
    ]),
  },
  {
    name: "data_validation attribute aliases",
    result: dvBooks.listOnly,
    options: dvRule([
      {
        validation_type: eq("list"),
        allow_blank: eq(true),
        cells: eq("D2:D29"),
        showDropDown: eq(false),
        showInputMessage: eq(true),
        imeMode: eq(null),
        errorStyle: eq(null),
      },
    ]),
  },
  {
    name: "data_validation more props than validations",
    result: dvBooks.listOnly,
    options: dvRule([TASK_DV, TASK_DV]),
  },
  { name: "data_validation no validations", result: dvBooks.none, options: dvRule([TASK_DV]) },
  { name: "data_validation no validations and no props", result: dvBooks.none, options: dvRule([]) },
  {
    name: "data_validation an unknown attribute",
    result: dvBooks.listOnly,
    options: dvRule([{ kind: eq("list") }]),
  },
  {
    name: "data_validation a range compared by re",
    result: dvBooks.listOnly,
    options: dvRule([{ ranges: { method: "re", ref: "D2" } }]),
  },
  { name: "data_validation a missing sheet", result: dvBooks.listOnly, options: dvRule([TASK_DV], "RNNope") },
  {
    name: "data_validation without an expected book",
    result: dvBooks.listOnly,
    options: dvRule([TASK_DV], "EI0"),
  },

  // row_props / col_props
  {
    name: "row_props hidden rows, as OSWorld's task checks",
    result: dimBooks.base,
    expected: dimBooks.same,
    options: rowsRule("row_props", ["hidden"]),
  },
  {
    name: "row_props other hidden rows",
    result: dimBooks.base,
    expected: dimBooks.otherHidden,
    options: rowsRule("row_props", ["hidden"]),
  },
  {
    name: "row_props heights and levels",
    result: dimBooks.base,
    expected: dimBooks.same,
    options: rowsRule("row_props", [
      "height",
      "ht",
      "customHeight",
      "outlineLevel",
      "collapsed",
      "thickBot",
      "index",
    ]),
  },
  {
    name: "row_props LibreOffice's row attributes",
    result: dimBooks.libreoffice,
    expected: dimBooks.libreoffice,
    options: rowsRule("row_props", ["hidden", "height"]),
  },
  {
    name: "row_props rows without attributes",
    result: dimBooks.plain,
    expected: dimBooks.libreoffice,
    options: rowsRule("row_props", ["hidden"]),
  },
  {
    name: "row_props no props",
    result: dimBooks.base,
    expected: dimBooks.otherHidden,
    options: rowsRule("row_props", []),
  },
  {
    name: "row_props an unknown property",
    result: dimBooks.base,
    expected: dimBooks.same,
    options: rowsRule("row_props", ["visible"]),
  },
  {
    name: "row_props a missing sheet",
    result: dimBooks.base,
    expected: dimBooks.same,
    options: rowsRule("row_props", ["hidden"], "ENNope"),
  },
  {
    name: "col_props widths and hidden columns",
    result: dimBooks.base,
    expected: dimBooks.same,
    options: rowsRule("col_props", [
      "width",
      "hidden",
      "min",
      "max",
      "outline_level",
      "customWidth",
      "auto_size",
    ]),
  },
  {
    name: "col_props other widths",
    result: dimBooks.base,
    expected: dimBooks.otherHidden,
    options: rowsRule("col_props", ["width"]),
  },
  {
    name: "col_props LibreOffice's column range",
    result: dimBooks.libreoffice,
    expected: dimBooks.plain,
    options: rowsRule("col_props", ["hidden"]),
  },
  {
    name: "col_props no columns",
    result: dimBooks.plain,
    expected: dimBooks.plain,
    options: rowsRule("col_props", ["width"]),
  },

  // filter
  {
    name: "filter the same filter",
    result: filterBooks.base,
    expected: filterBooks.same,
    options: filterRule(),
  },
  {
    name: "filter other values",
    result: filterBooks.base,
    expected: filterBooks.otherValues,
    options: filterRule(),
  },
  {
    name: "filter without a sort",
    result: filterBooks.base,
    expected: filterBooks.unsorted,
    options: filterRule(),
  },
  {
    name: "filter a range only",
    result: filterBooks.refOnly,
    expected: filterBooks.none,
    options: filterRule(),
  },
  {
    name: "filter none on either side",
    result: filterBooks.none,
    expected: filterBooks.none,
    options: filterRule(),
  },
  {
    name: "filter a missing sheet",
    result: filterBooks.base,
    expected: filterBooks.none,
    options: filterRule("ENNope"),
  },

  // sparkline
  {
    name: "sparkline the same sparklines",
    result: sparkBooks.base,
    expected: sparkBooks.same,
    options: sparkRule(),
  },
  { name: "sparkline other data", result: sparkBooks.base, expected: sparkBooks.other, options: sparkRule() },
  {
    name: "sparkline none on either side",
    result: sparkBooks.none,
    expected: sparkBooks.none,
    options: sparkRule(),
  },
  {
    name: "sparkline one side without",
    result: sparkBooks.none,
    expected: sparkBooks.base,
    options: sparkRule(),
  },
  {
    name: "sparkline a missing sheet",
    result: sparkBooks.base,
    expected: sparkBooks.base,
    options: sparkRule("RNNope", "ENNope"),
  },
  {
    name: "sparkline the part named by sheetId",
    result: sparkBooks.renumbered,
    expected: sparkBooks.renumbered,
    options: sparkRule("RNOther", "ENOther"),
  },
  { name: "sparkline without an expected book", result: sparkBooks.base, options: sparkRule() },
]);
