import path from "node:path";
import { describe, expect, it } from "vitest";
import { compare_table, lastRowAsStrings, readExcel } from "../../src/osworld/metrics/table.ts";
import { openWorkbook, readCellValue } from "../../src/osworld/metrics/xlsx.ts";
import { makeXlsx, tempDir, textFile, type XCell } from "./helpers.ts";

// compare_table and the pandas/openpyxl behaviour it depends on (osworld.md §3.2, metric 18).
const dir = tempDir();
const xlsx = (name: string, rows: XCell[][], extra: { zoom?: number; pane?: Record<string, string> } = {}) =>
  makeXlsx(path.join(dir, name), { Sheet1: { rows, ...extra } });
const rules = (...r: object[]) => ({ rules: r });
const data = { type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" };

describe("reading xlsx like openpyxl + pandas.read_excel", () => {
  it("shared and inline strings, booleans, errors, formulas' cached values, dates; header row and dtypes", () => {
    const file = xlsx("types.xlsx", [
      ["Name", "Qty", "", "When", "Ok"],
      [{ inline: "pen" }, 3, 1.5, { date: 45000 }, true],
      ["cup", { formula: "A1*2", cached: 4 }, { error: "#DIV/0!" }, { date: 45001 }, false],
    ]);
    const frame = readExcel(openWorkbook(file), "Sheet1");
    expect(frame.rows).toBe(2);
    expect(frame.columns.map((c) => [c.label, c.dtype])).toEqual([
      ["Name", "object"],
      ["Qty", "int64"],
      ["Unnamed: 2", "float64"],
      ["When", "datetime64"],
      ["Ok", "bool"],
    ]);
    expect(frame.columns[2]!.values[1]).toBeNaN();
    expect(lastRowAsStrings(frame)).toEqual(["cup", "4", "nan", "2023-03-16 00:00:00", "False"]);
  });

  it("read_cell_value as OSWorld reads it: floats for numbers, the shared string, None when absent", () => {
    const file = xlsx("cells.xlsx", [
      ["a", 2],
      [{ formula: "B1", cached: "x" }, { raw: "3.0" }],
    ]);
    expect(readCellValue(file, "Sheet1", "A1")).toBe("a");
    expect(readCellValue(file, "Sheet1", "B1")).toBe(2);
    expect(readCellValue(file, "Sheet1", "A2")).toBe("x");
    expect(readCellValue(file, "Sheet1", "C9")).toBeNull();
    expect(readCellValue(file, "Nope", "A1")).toBeNull();
  });
});

describe("compare_table", () => {
  const gold = xlsx("gold.xlsx", [
    ["Item", "Price"],
    ["pen", 1.00004],
    ["cup", 3],
  ]);

  it("sheet_data: equal after rounding to `precision` decimals (default 4)", () => {
    expect(
      compare_table(
        xlsx("same.xlsx", [
          ["Item", "Price"],
          ["pen", 1.00001],
          ["cup", 3],
        ]),
        gold,
        rules(data),
      ),
    ).toBe(1);
    expect(
      compare_table(
        xlsx("off.xlsx", [
          ["Item", "Price"],
          ["pen", 1.0006],
          ["cup", 3],
        ]),
        gold,
        rules(data),
      ),
    ).toBe(0);
    expect(
      compare_table(
        xlsx("off2.xlsx", [
          ["Item", "Price"],
          ["pen", 1.0006],
          ["cup", 3],
        ]),
        gold,
        rules({ ...data, precision: 2 }),
      ),
    ).toBe(1);
  });

  it("sheet_data: DataFrame.equals compares dtypes (an empty cell makes an int column float) and header labels", () => {
    const ints = xlsx("ints.xlsx", [["n"], [1], [2]]);
    expect(compare_table(xlsx("ints2.xlsx", [["n"], [1], [2]]), ints, rules(data))).toBe(1);
    expect(
      compare_table(
        xlsx("withgap.xlsx", [
          ["n", "m"],
          [1, 5],
          [null, 6],
        ]),
        xlsx("nogap.xlsx", [
          ["n", "m"],
          [1, 5],
          [2, 6],
        ]),
        rules(data),
      ),
    ).toBe(0);
    expect(compare_table(xlsx("label.xlsx", [["N"], [1], [2]]), ints, rules(data))).toBe(0);
    // text that reads as a number is converted by pandas, so it equals the number
    expect(compare_table(xlsx("numtext.xlsx", [["n"], ["1"], [2]]), ints, rules(data))).toBe(1);
  });

  it("sheet_name, check_cell (value rules), zoom and freeze", () => {
    const result = makeXlsx(path.join(dir, "multi.xlsx"), {
      Data: {
        rows: [["Total", { formula: "SUM(B2:B3)", cached: 10.02 }]],
        zoom: 150,
        pane: { xSplit: "1", ySplit: "2", topLeftCell: "B3", state: "frozen" },
      },
      Notes: { rows: [["x"]] },
    });
    const expected = makeXlsx(path.join(dir, "multi-gold.xlsx"), {
      Data: { rows: [["Total", 10]], pane: { xSplit: "1", ySplit: "2", topLeftCell: "C9", state: "frozen" } },
      Notes: { rows: [["y"]] },
    });
    expect(compare_table(result, expected, rules({ type: "sheet_name" }))).toBe(1);
    expect(
      compare_table(
        result,
        null,
        rules({
          type: "check_cell",
          sheet_idx: 0,
          coordinate: "B1",
          props: { value: { method: "approx:0.1", ref: 10 } },
        }),
      ),
    ).toBe(1);
    expect(
      compare_table(
        result,
        null,
        rules({
          type: "check_cell",
          sheet_idx: "RNData",
          coordinate: "A1",
          props: { value: { method: "eq", ref: "Total" } },
        }),
      ),
    ).toBe(1);
    expect(
      compare_table(
        result,
        null,
        rules({
          type: "check_cell",
          sheet_idx: "RNMissing",
          coordinate: "A1",
          props: { value: { method: "eq", ref: "Total" } },
        }),
      ),
    ).toBe(0);
    expect(compare_table(result, null, rules({ type: "zoom", sheet_idx: 0, method: "ge", ref: 150 }))).toBe(
      1,
    );
    expect(compare_table(result, null, rules({ type: "zoom", sheet_idx: 1, method: "eq", ref: 100 }))).toBe(
      1,
    );
    // openpyxl's freeze_panes is the pane's top-left cell: B3 against C9 differs
    expect(
      compare_table(result, expected, rules({ type: "freeze", sheet_idx0: "RI0", sheet_idx1: "EI0" })),
    ).toBe(0);
    expect(
      compare_table(result, result, rules({ type: "freeze", sheet_idx0: "RI0", sheet_idx1: "EI0" })),
    ).toBe(1);
    expect(
      compare_table(result, expected, rules({ type: "freeze", sheet_idx0: "RI1", sheet_idx1: "EI0" })),
    ).toBe(0);
  });

  it("sheet_print: the <book>-<sheet>.csv printouts beside the files, trailing blank lines ignored", () => {
    const result = xlsx("printed.xlsx", [["a"]]);
    const expected = xlsx("printed-gold.xlsx", [["a"]]);
    textFile(dir, "printed-Sheet1.csv", "Item,Price\nPen,$1.00\n\n\n");
    textFile(dir, "printed-gold-Sheet1.csv", "item,price\npen,$1.00\n");
    expect(
      compare_table(
        result,
        expected,
        rules({ type: "sheet_print", sheet_idx0: "RNSheet1", sheet_idx1: "ENSheet1" }),
      ),
    ).toBe(0);
    expect(
      compare_table(
        result,
        expected,
        rules({ type: "sheet_print", sheet_idx0: "RNSheet1", sheet_idx1: "ENSheet1", ignore_case: true }),
      ),
    ).toBe(1);
  });

  it("sheet_fuzzy: per-cell comparisons with normalisation, trimming, ignored characters and case", () => {
    const result = xlsx("fz.xlsx", [
      ["12 Main Rd", "(555) 123"],
      ["Apple Inc", 5],
    ]);
    const expected = xlsx("fz-gold.xlsx", [
      ["12 main road", "555 123"],
      ["Apple", 5],
    ]);
    const fuzzy = (r: object) =>
      rules({ type: "sheet_fuzzy", sheet_idx0: "RI0", sheet_idx1: "EI0", rules: [r] });
    expect(
      compare_table(
        result,
        expected,
        fuzzy({ range: ["A1:A1"], type: "exact_match", normalization: [["Rd", "Road"]], ignore_case: true }),
      ),
    ).toBe(1);
    expect(
      compare_table(result, expected, fuzzy({ range: ["B1"], type: "exact_match", ignore_chars: "()" })),
    ).toBe(1);
    expect(compare_table(result, expected, fuzzy({ range: ["A2"], type: "includes" }))).toBe(1);
    expect(compare_table(result, expected, fuzzy({ range: ["A2"], type: "included_by" }))).toBe(0);
    expect(
      compare_table(result, expected, fuzzy({ range: ["A2"], type: "fuzzy_match", threshold: 70 })),
    ).toBe(1);
    expect(compare_table(result, expected, fuzzy({ range: ["B2"], type: "exact_match" }))).toBe(1);
  });

  it("a missing or unreadable result scores 0; rules stop at the first failure", () => {
    expect(compare_table(null, gold, rules(data))).toBe(0);
    expect(compare_table(textFile(dir, "not.xlsx", "plain text"), gold, rules(data))).toBe(0);
    expect(
      compare_table(
        gold,
        gold,
        rules({ type: "sheet_name" }, { type: "zoom", sheet_idx: 0, method: "eq", ref: 100 }),
      ),
    ).toBe(1);
    expect(() =>
      compare_table(gold, gold, rules({ type: "sheet_magic", sheet_idx0: 0, sheet_idx1: "EI0" })),
    ).toThrow(/Unimplemented sheet check: sheet_magic/);
  });
});
