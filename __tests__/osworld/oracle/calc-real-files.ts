import path from "node:path";
import { metricCases, type MetricCase } from "./cases.ts";
import { chartParts, writeXlsx, type WSheet } from "./xlsx-writer.ts";

/**
 * compare_table's object-model rules on workbooks Calc itself writes: hand-written books (styles,
 * conditional formatting, a validation, an autofilter, hidden rows, widths, a chart) saved again by Calc,
 * and pivot tables Calc makes with its DataPilot API (a Basic macro, as no Python UNO is in the image).
 */

const STYLES =
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="12"/><color rgb="FFFF0000"/><name val="Arial"/></font></fonts>` +
  `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
  `<fill><patternFill patternType="solid"><fgColor rgb="FF00FF00"/></patternFill></fill></fills>` +
  `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0"/><xf numFmtId="0" fontId="1" fillId="0"/><xf numFmtId="10" fontId="0" fillId="2"/></cellXfs>` +
  `<dxfs count="2"><dxf><font><b/><color rgb="FF0000FF"/></font><fill><patternFill><bgColor rgb="FFFFFF00"/></patternFill></fill></dxf>` +
  `<dxf><font><i/><color rgb="FFFF00FF"/></font><fill><patternFill><bgColor rgb="FF00FFFF"/></patternFill></fill></dxf></dxfs>`;

const DATA = [
  [
    { v: "Name", s: 1 },
    { v: "Qty", s: 1 },
    { v: "Share", s: 1 },
    { v: "Status", s: 1 },
  ],
  ["pen", 3, { v: 0.25, s: 2 }, "Pass"],
  ["cup", 4, { v: 0.5, s: 2 }, "Fail"],
  ["ink", 8, 0.125, "Held"],
  ["box", 9, 0.125, "Pass"],
];

function book(dir: string, name: string, extra: Partial<WSheet>, chart: boolean): string {
  const c = chartParts(1, [
    {
      chart: {
        type: "barChart",
        barDir: "col",
        title: "Quantities",
        legend: "b",
        xTitle: "Name",
        yTitle: "Qty",
        series: [{ val: "Sheet1!$B$2:$B$5", cat: "Sheet1!$A$2:$A$5", catText: true }],
      },
    },
  ]);
  return writeXlsx(path.join(dir, name), {
    sheets: [
      { name: "Sheet1", rows: DATA, ...extra, ...(chart ? { drawing: c.drawing, rels: [c.rel] } : {}) },
    ],
    styles: STYLES,
    parts: chart ? c.parts : {},
  });
}

/** The hand-written books Calc saves again; their names in `dir`. */
export function calcInputs(dir: string): string[] {
  const cf = (rules: string) => `<conditionalFormatting sqref="A2:C5">${rules}</conditionalFormatting>`;
  book(
    dir,
    "calc-full.xlsx",
    {
      conditionalFormatting: cf(
        `<cfRule type="cellIs" dxfId="0" priority="1" operator="greaterThan"><formula>4</formula></cfRule>` +
          `<cfRule type="expression" dxfId="1" priority="2"><formula>LEFT(A2,1)="c"</formula></cfRule>`,
      ),
      dataValidations: `<dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="D2:D29"><formula1>"Pass,Fail,Held"</formula1></dataValidation></dataValidations>`,
      autoFilter: `<autoFilter ref="A1:D5"><filterColumn colId="3"><filters><filter val="Pass"/></filters></filterColumn></autoFilter>`,
      rowAttrs: { 3: 'hidden="1"' },
      cols: `<cols><col min="1" max="1" width="20" customWidth="1"/><col min="3" max="3" width="5" hidden="1"/></cols>`,
    },
    true,
  );
  book(dir, "calc-plain.xlsx", {}, false);
  book(
    dir,
    "calc-direct.xlsx",
    {
      rows: DATA.map((row, r) =>
        r === 0 ? row : row.map((v, c) => (c === 1 && typeof v === "number" && v > 4 ? { v, s: 1 } : v)),
      ),
    },
    false,
  );
  // the source of the pivot tables
  writeXlsx(path.join(dir, "calc-pivot-src.xlsx"), {
    sheets: [
      {
        name: "Sheet1",
        rows: [
          ["Region", "Product", "Sales", "Year"],
          ["East", "pen", 3, 2020],
          ["West", "pen", 4, 2020],
          ["East", "cup", 5, 2021],
          ["West", "cup", 6, 2021],
          ["North", "ink", 7, 2020],
          ["East", "ink", 8, 2021],
        ],
      },
      { name: "Sheet2", rows: [] },
    ],
  });
  return ["calc-full.xlsx", "calc-plain.xlsx", "calc-direct.xlsx", "calc-pivot-src.xlsx"];
}

/** A Basic module making pivot tables with Calc's DataPilot API and saving them as .xlsx. */
const PIVOT_MACRO = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">
Sub MakePivot(src As String, dst As String, kind As Integer)
  Dim args(0) As New com.sun.star.beans.PropertyValue
  args(0).Name = &quot;Hidden&quot; : args(0).Value = True
  doc = StarDesktop.loadComponentFromURL(src, &quot;_blank&quot;, 0, args())
  tables = doc.Sheets.getByIndex(1).getDataPilotTables()
  desc = tables.createDataPilotDescriptor()
  Dim range As New com.sun.star.table.CellRangeAddress
  range.Sheet = 0 : range.StartColumn = 0 : range.StartRow = 0 : range.EndColumn = 3 : range.EndRow = 6
  desc.setSourceRange(range)
  fields = desc.getDataPilotFields()
  f = fields.getByIndex(0) : f.Orientation = com.sun.star.sheet.DataPilotFieldOrientation.ROW
  f = fields.getByIndex(1) : f.Orientation = com.sun.star.sheet.DataPilotFieldOrientation.COLUMN
  f = fields.getByIndex(2) : f.Orientation = com.sun.star.sheet.DataPilotFieldOrientation.DATA
  If kind = 0 Then f.Function = com.sun.star.sheet.GeneralFunction.SUM Else f.Function = com.sun.star.sheet.GeneralFunction.AVERAGE
  f = fields.getByIndex(3) : f.Orientation = com.sun.star.sheet.DataPilotFieldOrientation.PAGE
  Dim dest As New com.sun.star.table.CellAddress
  dest.Sheet = 1 : dest.Column = 0 : dest.Row = 0
  tables.insertNewByName(&quot;Pivot1&quot;, dest, desc)
  Dim save(0) As New com.sun.star.beans.PropertyValue
  save(0).Name = &quot;FilterName&quot; : save(0).Value = &quot;Calc MS Excel 2007 XML&quot;
  doc.storeToURL(dst, save())
  doc.close(True)
End Sub
Sub Main
  MakePivot(&quot;file:///tmp/real/calc/calc-pivot-src.xlsx&quot;, &quot;file:///tmp/real/calc/out/pivot-sum.xlsx&quot;, 0)
  MakePivot(&quot;file:///tmp/real/calc/calc-pivot-src.xlsx&quot;, &quot;file:///tmp/real/calc/out/pivot-average.xlsx&quot;, 1)
End Sub
</script:module>
`;

/**
 * The bash script run in the desktop (the inputs copied to /tmp/real/calc): Calc saves each book again,
 * then the macro makes the pivot tables. Its output is /tmp/real/calc/out.
 */
export function calcScript(): string {
  const profile = "/tmp/real/calc/profile";
  const lib = `${profile}/user/basic/Standard`;
  return [
    "set -e",
    "cd /tmp/real/calc && mkdir -p out",
    `soffice -env:UserInstallation=file://${profile} --headless --convert-to xlsx:"Calc MS Excel 2007 XML" --outdir out calc-full.xlsx calc-plain.xlsx calc-direct.xlsx >/dev/null 2>&1`,
    `cat > ${lib}/Module1.xba <<'MACRO'\n${PIVOT_MACRO}MACRO`,
    `grep -q Module1 ${lib}/script.xlb || sed -i 's|</library:library>|<library:element library:name="Module1"/></library:library>|' ${lib}/script.xlb`,
    `soffice -env:UserInstallation=file://${profile} --headless "macro:///Standard.Module1.Main" >/dev/null 2>&1`,
    "ls out",
  ].join("\n");
}

export const CALC_OUTPUTS = [
  "calc-full.xlsx",
  "calc-plain.xlsx",
  "calc-direct.xlsx",
  "pivot-sum.xlsx",
  "pivot-average.xlsx",
];

const eq = (ref: unknown) => ({ method: "eq", ref });

/** Cases on Calc's files (`out(name)`: where a Calc output was copied) and the hand-written inputs (`input(name)`). */
export function calcCases(out: (name: string) => string, input: (name: string) => string): MetricCase[] {
  const rule = (type: string, extra: Record<string, unknown>) => ({
    rules: [{ type, sheet_idx0: 0, sheet_idx1: "EI0", ...extra }],
  });
  const pivot = (props: string[]) => ({
    rules: [{ type: "pivot_table", sheet_idx0: "RNSheet2", sheet_idx1: "ENSheet2", pivot_props: props }],
  });
  return metricCases("table", "compare_table", [
    {
      name: "Calc: styles and conditional formatting, against itself",
      result: out("calc-full.xlsx"),
      expected: out("calc-full.xlsx"),
      options: rule("style", { props: ["font_bold", "font_color", "bgcolor", "font_italic"] }),
    },
    {
      name: "Calc: conditional formatting against direct formatting",
      result: out("calc-full.xlsx"),
      expected: out("calc-direct.xlsx"),
      options: rule("style", { props: ["font_bold"] }),
    },
    {
      name: "Calc: styles against the hand-written book",
      result: out("calc-full.xlsx"),
      expected: input("calc-full.xlsx"),
      options: rule("style", { props: ["font_name", "font_size", "fill_type"] }),
    },
    {
      name: "Calc: a chart against the hand-written one",
      result: out("calc-full.xlsx"),
      expected: input("calc-full.xlsx"),
      options: rule("chart", { chart_props: ["type", "title", "legend", "xtitle", "ytitle", "direction"] }),
    },
    {
      name: "Calc: a chart against none",
      result: out("calc-full.xlsx"),
      expected: out("calc-plain.xlsx"),
      options: rule("chart", { chart_props: ["type"] }),
    },
    {
      name: "Calc: an autofilter",
      result: out("calc-full.xlsx"),
      expected: input("calc-full.xlsx"),
      options: rule("filter", {}),
    },
    {
      name: "Calc: hidden rows",
      result: out("calc-full.xlsx"),
      expected: out("calc-plain.xlsx"),
      options: rule("row_props", { props: ["hidden"] }),
    },
    {
      name: "Calc: rows against themselves",
      result: out("calc-full.xlsx"),
      expected: out("calc-full.xlsx"),
      options: rule("row_props", { props: ["hidden", "height"] }),
    },
    {
      name: "Calc: columns",
      result: out("calc-full.xlsx"),
      expected: input("calc-full.xlsx"),
      options: rule("col_props", { props: ["width", "hidden"] }),
    },
    {
      name: "Calc: a list validation, as OSWorld's task checks it",
      result: out("calc-full.xlsx"),
      options: {
        rules: [
          {
            type: "data_validation",
            sheet_idx: 0,
            dv_props: [
              {
                ranges: { method: "spreadsheet_range", ref: ["D2:D29", "D2:D1048576"] },
                type: eq("list"),
                formula1: { method: "str_set_eq", ref: ["Pass", "Fail", "Held"] },
              },
            ],
          },
        ],
      },
    },
    {
      name: "Calc: a header's style",
      result: out("calc-full.xlsx"),
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "A1",
            props: { font_bold: eq(true), font_color: eq("FFFF0000"), value: eq("Name") },
          },
        ],
      },
    },
    {
      name: "Calc: a pivot table against itself",
      result: out("pivot-sum.xlsx"),
      expected: out("pivot-sum.xlsx"),
      options: pivot(["col_fields", "filter", "row_fields", "data_fields", "name", "location"]),
    },
    {
      name: "Calc: pivot tables with other functions",
      result: out("pivot-sum.xlsx"),
      expected: out("pivot-average.xlsx"),
      options: pivot(["col_fields", "filter", "row_fields", "data_fields"]),
    },
    {
      name: "Calc: pivot tables, the fields only",
      result: out("pivot-sum.xlsx"),
      expected: out("pivot-average.xlsx"),
      options: pivot(["col_fields", "filter", "row_fields", "selection"]),
    },
  ]);
}
