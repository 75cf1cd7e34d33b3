import path from "node:path";
import { makeXlsx, type XCell, type XSheet } from "../helpers.ts";
import { Files, metricCases, type MetricCase } from "./cases.ts";

// Inputs for desktop_env.evaluators.metrics.table: compare_csv and compare_table's ported rules.
const f = new Files();
const text = (name: string, content: string | Uint8Array) => f.write(name, content);
const BOM = (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)]);
const book = (name: string, sheets: Record<string, XSheet>) => makeXlsx(path.join(f.dir, name), sheets);
const sheet1 = (name: string, rows: XCell[][], extra: Omit<XSheet, "rows"> = {}) =>
  book(name, { Sheet1: { rows, ...extra } });

const base = sheet1("base.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", 3, 1.25],
  ["cup", 4, 2.5],
]);
const same = sheet1("same.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", 3, 1.25],
  ["cup", 4, 2.5],
]);
const rounded = sheet1("rounded.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", 3, 1.250001],
  ["cup", 4, 2.5],
]);
const floatQty = sheet1("floatqty.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", { raw: "3.0" }, 1.25],
  ["cup", { raw: "4.0" }, 2.5],
]);
const textQty = sheet1("textqty.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", "3", 1.25],
  ["cup", "4", 2.5],
]);
const other = sheet1("other.xlsx", [
  ["Name", "Qty", "Price"],
  ["pen", 3, 1.25],
  ["cup", 5, 2.5],
]);
const twoSheets = book("two.xlsx", {
  Data: { rows: [["a"], [1]] },
  "Sheet 2": {
    rows: [["b"], [2]],
    zoom: 150,
    pane: { xSplit: "1", ySplit: "1", topLeftCell: "B2", state: "frozen" },
  },
});
const twoSheetsFrozenElsewhere = book("two-b.xlsx", {
  Data: { rows: [["a"], [1]] },
  "Sheet 2": { rows: [["b"], [2]], pane: { ySplit: "1", topLeftCell: "A2", state: "frozen" } },
});
const twoSheetsSamePane = book("two-c.xlsx", {
  Data: { rows: [["a"], [1]] },
  "Sheet 2": { rows: [["b"], [2]], pane: { xSplit: "1", ySplit: "1", topLeftCell: "B2", state: "split" } },
});
const cells = sheet1("cells.xlsx", [
  ["Road", "  12 Main Rd ", 3, { formula: "C1*2", cached: 6 }, true, { error: "#DIV/0!" }],
  [
    { inline: "inline" },
    "12 Main Road",
    { raw: "1e-7" },
    { formula: 'A1&"x"', cached: "Roadx" },
    { date: 45000 },
    "",
  ],
]);
const cells2 = sheet1("cells2.xlsx", [
  ["road", "12 MAIN RD", 3, 6, false, "#DIV/0!"],
  ["Inline", "12 Main Rd", 0.0000001, "Roadx", 45000, null],
]);
const mixed = sheet1("mixed.xlsx", [
  ["id", "flag", "when", "note", ""],
  [1, true, { date: 45000 }, "NA", null],
  [2, false, { date: 45001 }, "x", 7],
]);
const mixed2 = sheet1("mixed2.xlsx", [
  ["id", "flag", "when", "note", ""],
  [1, true, { date: 45000 }, null, null],
  [2, false, { date: 45001 }, "x", 7],
]);
const dupHeaders = sheet1("dup.xlsx", [
  ["a", "a", "b"],
  [1, 2, 3],
]);
const dupHeaders2 = sheet1("dup2.xlsx", [
  ["a", "a.1", "b"],
  [1, 2, 3],
]);
const empty = sheet1("empty.xlsx", []);
const empty2 = sheet1("empty2.xlsx", []);
const notXlsx = text("not.xlsx", "just text");

// sheet_print reads <book>-<sheet>.csv beside the book
text("base-Sheet1.csv", "Name,Qty\npen,3\n\n\n");
text("same-Sheet1.csv", "NAME,Qty  \npen,3\n");
text("other-Sheet1.csv", "Name,Qty\npen,4\n");

export const TABLE_CASES: MetricCase[] = [
  ...metricCases("table", "compare_csv", [
    { name: "the same lines", result: text("a.csv", "a,b\n1,2\n"), expected: text("b.csv", "a,b\n1,2") },
    { name: "a difference", result: text("c.csv", "a,b\n1,2\n"), expected: text("d.csv", "a,b\n1,3\n") },
    {
      name: "a BOM makes a difference",
      result: text("bom.csv", BOM("a,b\n")),
      expected: text("nobom.csv", "a,b\n"),
    },
    {
      name: "a BOM on both",
      result: text("bom2.csv", BOM("a,b\n")),
      expected: text("bom3.csv", BOM("a,b\r\n")),
    },
    {
      name: "strict false strips lines",
      result: text("e.csv", " a,b \n"),
      expected: text("f.csv", "a,b"),
      options: { strict: false },
    },
    { name: "strict by default", result: text("g.csv", " a,b \n"), expected: text("h.csv", "a,b") },
    {
      name: "ignore_case",
      result: text("i.csv", "A,B\n"),
      expected: text("j.csv", "a,b\n"),
      options: { ignore_case: true },
    },
    {
      name: "any of several expected files",
      result: text("k.csv", "x\n"),
      expected: [text("l.csv", "y\n"), f.missing("m.csv"), text("n.csv", "x\n")],
    },
    {
      name: "Latin-1 files",
      result: text("lat.csv", Buffer.from([0xe9, 0x0a])),
      expected: text("lat2.csv", "é\n"),
    },
    { name: "a missing result", result: f.missing("r.csv"), expected: text("o.csv", "") },
    { name: "None", result: null, expected: text("p.csv", "") },
    { name: "both empty", result: text("q.csv", ""), expected: text("s.csv", "") },
    {
      name: "line ends of every kind",
      result: text("t.csv", "a\rb\x0bc\u2028d\n"),
      expected: text("u.csv", "a\nb\nc\nd"),
    },
    {
      name: "strict as text 'false' is truthy",
      result: text("v.csv", " a"),
      expected: text("w.csv", "a"),
      options: { strict: "false" },
    },
    { name: "an empty expected list", result: text("x.csv", "a"), expected: [] },
  ]),
  ...metricCases("table", "compare_table", [
    { name: "sheet_name equal", result: base, expected: same, options: { rules: [{ type: "sheet_name" }] } },
    {
      name: "sheet_name differs",
      result: base,
      expected: twoSheets,
      options: { rules: [{ type: "sheet_name" }] },
    },
    {
      name: "sheet_data equal",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data within precision",
      result: base,
      expected: rounded,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RI0", sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data beyond precision",
      result: base,
      expected: rounded,
      options: {
        rules: [{ type: "sheet_data", sheet_idx0: "RNSheet1", sheet_idx1: "ENSheet1", precision: 6 }],
      },
    },
    {
      name: "sheet_data int against float column",
      result: base,
      expected: floatQty,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data numbers against numeric text",
      result: base,
      expected: textQty,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data a value differs",
      result: base,
      expected: other,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data with NA text, bools, dates, unnamed columns",
      result: mixed,
      expected: mixed2,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data duplicate headers",
      result: dupHeaders,
      expected: dupHeaders2,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data empty sheets",
      result: empty,
      expected: empty2,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data a missing result sheet",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RNNope", sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_data a missing expected sheet",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "ENNope" }] },
    },
    {
      name: "sheet_data index out of range",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 5, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_print equal after stripping and reversing",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0", ignore_case: true }] },
    },
    {
      name: "sheet_print case matters",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_print differs",
      result: base,
      expected: other,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_print a missing csv",
      result: twoSheets,
      expected: base,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_fuzzy every kind",
      result: cells,
      expected: cells2,
      options: {
        rules: [
          {
            type: "sheet_fuzzy",
            sheet_idx0: 0,
            sheet_idx1: "EI0",
            rules: [
              { range: ["A1:A2"], type: "exact_match", ignore_case: true },
              {
                range: ["B1:B2"],
                type: "fuzzy_match",
                threshold: 80,
                normalization: [["Road", "Rd"]],
                trim_leadings: " ",
                trim_trailings: " ",
                ignore_case: true,
              },
              { range: ["C1:D2"], type: "exact_match" },
              { range: ["F1"], type: "includes" },
              { range: ["B2"], type: "included_by", ignore_chars: "oa" },
            ],
          },
        ],
      },
    },
    {
      name: "sheet_fuzzy a bool and a date cell",
      result: cells,
      expected: cells2,
      options: {
        rules: [
          {
            type: "sheet_fuzzy",
            sheet_idx0: 0,
            sheet_idx1: "EI0",
            rules: [{ range: ["E1:E2", "F2"], type: "exact_match" }],
          },
        ],
      },
    },
    {
      name: "sheet_fuzzy a range string",
      result: cells,
      expected: cells2,
      options: {
        rules: [
          {
            type: "sheet_fuzzy",
            sheet_idx0: 0,
            sheet_idx1: "EI0",
            rules: [{ range: "C1 D1", type: "exact_match" }],
          },
        ],
      },
    },
    {
      name: "sheet_fuzzy an unknown type",
      result: cells,
      expected: cells2,
      options: {
        rules: [
          {
            type: "sheet_fuzzy",
            sheet_idx0: 0,
            sheet_idx1: "EI0",
            rules: [{ range: ["A1"], type: "similar" }],
          },
        ],
      },
    },
    {
      name: "check_cell value eq",
      result: cells,
      expected: null,
      options: {
        rules: [
          { type: "check_cell", sheet_idx: 0, coordinate: "C1", props: { value: { method: "eq", ref: 3 } } },
        ],
      },
    },
    {
      name: "check_cell a tiny float",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "C2",
            props: { value: { method: "approx:1e-9", ref: 0 } },
          },
        ],
      },
    },
    {
      name: "check_cell a formula's cached text",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "D2",
            props: { value: { method: "eq", ref: "Roadx" } },
          },
        ],
      },
    },
    {
      name: "check_cell an empty cell",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "Z9",
            props: { value: { method: "eq", ref: null } },
          },
        ],
      },
    },
    {
      name: "check_cell a bool cell is None",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "E1",
            props: { value: { method: "eq", ref: null } },
          },
        ],
      },
    },
    {
      name: "check_cell re on a number",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "C1",
            props: { value: { method: "re", ref: "3" } },
          },
        ],
      },
    },
    {
      name: "check_cell a missing sheet",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: "RNNope",
            coordinate: "A1",
            props: { value: { method: "eq", ref: 1 } },
          },
        ],
      },
    },
    {
      name: "check_cell error text",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "F1",
            props: { value: { method: "eq", ref: "#DIV/0!" } },
          },
        ],
      },
    },
    {
      name: "check_cell inline string",
      result: cells,
      options: {
        rules: [
          {
            type: "check_cell",
            sheet_idx: 0,
            coordinate: "A2",
            props: { value: { method: "eq", ref: "inline" } },
          },
        ],
      },
    },
    {
      name: "zoom",
      result: twoSheets,
      options: { rules: [{ type: "zoom", sheet_idx: "RN" + "Sheet 2", method: "eq", ref: 150 }] },
    },
    {
      name: "zoom default 100",
      result: twoSheets,
      options: { rules: [{ type: "zoom", sheet_idx: 0, method: "ge", ref: 100 }] },
    },
    {
      name: "zoom a missing sheet",
      result: twoSheets,
      options: { rules: [{ type: "zoom", sheet_idx: "RNNope", method: "eq", ref: 100 }] },
    },
    {
      name: "freeze the same panes",
      result: twoSheets,
      expected: twoSheets,
      options: { rules: [{ type: "freeze", sheet_idx0: "RI1", sheet_idx1: "EI1" }] },
    },
    {
      name: "freeze different panes",
      result: twoSheets,
      expected: twoSheetsFrozenElsewhere,
      options: { rules: [{ type: "freeze", sheet_idx0: "RI1", sheet_idx1: "EI1" }] },
    },
    {
      name: "freeze a split pane with the same top-left cell",
      result: twoSheets,
      expected: twoSheetsSamePane,
      options: { rules: [{ type: "freeze", sheet_idx0: "RI1", sheet_idx1: "EI1" }] },
    },
    {
      name: "freeze none against none",
      result: base,
      expected: same,
      options: { rules: [{ type: "freeze", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    { name: "an unknown rule", result: base, expected: same, options: { rules: [{ type: "sheet_magic" }] } },
    {
      name: "rules stop at the first failure",
      result: base,
      expected: other,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }, { type: "sheet_magic" }] },
    },
    { name: "no rules", result: base, expected: same, options: { rules: [] } },
    { name: "no rules key", result: base, expected: same, options: {} },
    { name: "None result", result: null, expected: same, options: { rules: [] } },
    { name: "a missing result", result: f.missing("x.xlsx"), expected: same, options: { rules: [] } },
    { name: "a result that is not a workbook", result: notXlsx, expected: same, options: { rules: [] } },
    { name: "an expected that is not a workbook", result: base, expected: notXlsx, options: { rules: [] } },
    {
      name: "a bad sheet index",
      result: base,
      expected: same,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "XX0", sheet_idx1: "EI0" }] },
    },
  ]),
];
