import { describe, expect, it } from "vitest";
import { MultiCellRange, spreadsheetRangeMatch } from "../../src/osworld/metrics/cell-range.ts";
import {
  compileFormula,
  FError,
  FormulaSyntaxError,
  formulaTruthy,
  type FValue,
} from "../../src/osworld/metrics/excel-formula.ts";
import { PythonError } from "../../src/osworld/python-semantics.ts";

// The formulas package's behaviour that OSWorld's conditional-formatting check depends on (each
// expectation is what formulas 1.3.4 computes; the oracle suite holds the whole rule to OSWorld's code).
const run = (formula: string, ...args: FValue[]) => compileFormula(formula).call(args);
const truthy = (formula: string, ...args: FValue[]) => formulaTruthy(run(formula, ...args));

describe("conditional-formatting formulas, as the formulas package computes them", () => {
  it("takes the references as inputs, distinct and sorted by name", () => {
    expect(compileFormula("B2+A1").inputs).toEqual(["A1", "B2"]);
    expect(compileFormula("SUM($C$1:$C$3)>a1").inputs).toEqual(["A1", "C1:C3"]);
    expect(compileFormula("A10+A9+A1:A1+$A1").inputs).toEqual(["A1", "A10", "A9"]);
    expect(compileFormula('"x"&5').inputs).toEqual([]);
    // the positional call must give exactly one value per input
    expect(() => compileFormula("A1>$B$1").call([3])).toThrow(/missing a required argument: 'B1'/);
    expect(() => compileFormula("5").call([3])).toThrow(/too many positional arguments/);
  });

  it("refuses what formulas cannot parse", () => {
    for (const text of ["1e3", "5.", "A1>5)", "=A1", "", "5%%", "A1>>3", "SUM("])
      expect(() => compileFormula(text), text).toThrow(FormulaSyntaxError);
  });

  it("orders text after numbers and booleans after text; text compares without case", () => {
    expect(truthy("A1>5", "abc")).toBe(true);
    expect(truthy('A1<"b"', 5)).toBe(true);
    expect(truthy('A1="PEN"', "pen")).toBe(true);
    expect(truthy("A1=TRUE", 1)).toBe(false);
    expect(truthy("A1<TRUE", "zzz")).toBe(true);
  });

  it("gives errors as values, and an error counts as true", () => {
    expect(run("A1*2", "pen")).toEqual(new FError("#VALUE!"));
    expect(truthy("A1*2", "pen")).toBe(true);
    expect(truthy("A1/0", 3)).toBe(true);
    expect(truthy("ISERROR(A1/0)", 3)).toBe(true);
    expect(truthy("A1>5", null)).toBe(true); // None against a number
    expect(truthy('NOT(ISERROR(SEARCH("p",A1)))', 3)).toBe(false);
  });

  it("converts as formulas does", () => {
    expect(run("A1+1", " 3 ")).toBe(4);
    expect(run('A1&"x"', 1e20)).toBe("100000000000000000000x");
    expect(run('A1&"x"', 1e-7)).toBe("1e-07x");
    expect(run("LEN(A1)", 3)).toBe(1);
    expect(run("LEN(A1)", true)).toBe(4);
    expect(run("-2^2")).toBe(4);
    expect(run("2^3^2")).toBe(64);
    expect(run("ROUND(A1,0)", 2.5)).toBe(3);
    expect(run("ROUND(A1,2)", 2.675)).toBe(2.68); // 2.675 * 100 is 267.5 in doubles
    expect(run("MOD(A1,-3)", 4)).toBe(-2);
    expect(run("WEEKDAY(A1,2)", 45000)).toBe(3);
    expect(run("TRIM(A1)", "  a  b ")).toBe("a  b");
    expect(run('SEARCH("x*",A1)', "abxc")).toEqual(new FError("#VALUE!")); // no wildcards
    expect(run("ISBLANK(A1)", "")).toBe(false);
    expect(run("ISNUMBER(A1)", "3")).toBe(true);
  });

  it("aggregates a range's values, text that reads as a number included", () => {
    expect(run("MAX($A$1:$A$3)", [1, 3, null])).toBe(3);
    expect(run("MAX($A$1:$A$3)", [1, "x", 3])).toBe(3);
    expect(run("MAX($A$1:$A$3)", [1, "7", 3])).toEqual(new FError("#VALUE!")); // Python's max of str and float
    expect(run("SUM($A$1:$A$3)", [1, "2", null])).toBe(3);
    expect(run("AVERAGE($A$1:$A$3)", [1, "x", 3])).toBe(2);
    expect(run("COUNT($A$1:$A$3)", [1, "x", null])).toBe(1);
    expect(() => formulaTruthy(run("A1>$B$1:$B$2", 3, [1, 2]))).toThrow();
  });

  it("refuses the functions, names and references it does not compute, when they are used", () => {
    const refuse = (formula: string, ...args: FValue[]) => {
      const compiled = compileFormula(formula);
      expect(() => compiled.call(args), formula).toThrow(PythonError);
      try {
        compiled.call(args);
      } catch (error) {
        expect((error as PythonError).kind).toBe("NotSupported");
      }
    };
    refuse("COUNTIF($A$1:$A$3,A1)>1", 1, [1, 2, 3]);
    refuse("MYNAME>1");
    refuse("Sheet2!A1>1");
    refuse("{1,2}");
    refuse('WEEKDAY("March 3")');
  });
});

describe("openpyxl's MultiCellRange for spreadsheet_range", () => {
  it("holds a validation's ranges between the rule's two limits", () => {
    const limits = ["D2:D29", "D2:D1048576"];
    expect(spreadsheetRangeMatch(new MultiCellRange("D2:D29"), limits)).toBe(true);
    expect(spreadsheetRangeMatch(new MultiCellRange("D2:D1048576"), limits)).toBe(true);
    expect(spreadsheetRangeMatch(new MultiCellRange("D2:D20"), limits)).toBe(false);
    expect(spreadsheetRangeMatch(new MultiCellRange("C2:D29"), limits)).toBe(false);
    expect(spreadsheetRangeMatch(new MultiCellRange("D2:D29 D40"), limits)).toBe(true);
    expect(() => spreadsheetRangeMatch("D2:D29", limits)).toThrow(PythonError);
    expect(new MultiCellRange("B2:B6 F1").equals("F1 B2:B6")).toBe(true);
  });
});
