import { PythonError } from "../python-semantics.ts";
import {
  compileFormula,
  FError,
  FormulaSyntaxError,
  formulaTruthy,
  type CompiledFormula,
  type FScalar,
  type FValue,
} from "./excel-formula.ts";
import type { OCfRule } from "./openpyxl/worksheet.ts";

/**
 * How OSWorld's load_xlsx_styles decides that a conditional-formatting rule makes a cell active: the rule's
 * formulas compiled with `formulas`, their absolute ranges read cell by cell; expression-like rules call the
 * first formula with the cell's value and those ranges, cellIs rules compare the value with the formulas'
 * constant results. Its Python closures are kept as they behave: a rule of another type (top10, colorScale,
 * duplicateValues, ...) reuses the test of the rule before it, or marks nothing when there was none.
 */

/** A cell's value as read_cell_value gives it: a float, text, None, or xmltodict's value of an inline string. */
export type CfCellValue = string | number | null | Record<string, string> | unknown[];

/** The function-level variables of load_xlsx_styles that its `is_active` lambdas read when called. */
export interface CfState {
  kind: "expression" | "cellIs" | undefined;
  condition: CompiledFormula | undefined;
  args: FValue[];
  operator: string | null;
  references: FValue[];
}

const EXPRESSION_TYPES = new Set([
  "expression",
  "containsText",
  "notContainsText",
  "endsWith",
  "beginsWith",
  "containsErrors",
  "notContainsErrors",
]);

const isNumeric = (x: unknown) => typeof x === "number" || typeof x === "boolean";

/** Python `a == b` between a cell value and a formula's constant (an error value equals nothing else). */
function pyEq(a: unknown, b: unknown): boolean {
  if (a instanceof FError || b instanceof FError) return a === b;
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  return a === b;
}

/** Python's ordering of a cell value and a formula's constant: -1, 0, 1 (TypeError between text and numbers). */
function pyOrder(a: unknown, b: unknown): number {
  // an error value is a str subclass: it orders as its text (only its == is identity)
  const text = (x: unknown) => (x instanceof FError ? x.code : x);
  const x = text(a);
  const y = text(b);
  if (isNumeric(x) && isNumeric(y)) return Math.sign(Number(x) - Number(y));
  if (typeof x === "string" && typeof y === "string") {
    const p = Array.from(x, (c) => c.codePointAt(0)!);
    const q = Array.from(y, (c) => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(p.length, q.length); i++) if (p[i] !== q[i]) return p[i]! < q[i]! ? -1 : 1;
    return Math.sign(p.length - q.length);
  }
  throw new PythonError("TypeError", "'<' not supported between these types");
}

const pyLt = (a: unknown, b: unknown) => pyOrder(a, b) < 0;
const pyLe = (a: unknown, b: unknown) => pyOrder(a, b) <= 0;

function first(refs: FValue[]): FValue {
  if (refs.length === 0) throw new PythonError("IndexError", "list index out of range");
  return refs[0]!;
}

function extreme(refs: FValue[], max: boolean): FValue {
  if (refs.length === 0) throw new PythonError("ValueError", "min() arg is an empty sequence");
  let best = refs[0] as FValue;
  for (const r of refs.slice(1)) if (max ? pyLt(best, r) : pyLt(r, best)) best = r;
  return best;
}

/** `_process_xlsx_cf_operator(operator, value, ref)`. */
function cellIsOperator(operator: string | null, value: CfCellValue, refs: FValue[]): boolean {
  try {
    switch (operator) {
      case "lessThanOrEqual":
        return pyLe(value, first(refs));
      case "lessThan":
        return pyLt(value, first(refs));
      case "equal":
        return pyEq(value, first(refs));
      case "greaterThanOrEqual":
        return pyLe(first(refs), value);
      case "notEqual":
        return !pyEq(value, first(refs));
      case "greaterThan":
        return pyLt(first(refs), value);
      case "between": {
        const small = extreme(refs, false);
        const large = extreme(refs, true);
        return pyLe(small, value) && pyLe(value, large);
      }
      case "notBetween": {
        const small = extreme(refs, false);
        const large = extreme(refs, true);
        return pyLt(value, small) || pyLt(large, value);
      }
    }
  } catch (error) {
    if (error instanceof PythonError && (error.kind === "TypeError" || error.kind === "IndexError"))
      return false;
    throw error;
  }
  throw new PythonError("UnboundLocalError", "cannot access local variable 'result'");
}

export const conditionalFormatRule = {
  newState(): CfState {
    return { kind: undefined, condition: undefined, args: [], operator: null, references: [] };
  },

  /**
   * Set up one rule; undefined where OSWorld skips it (a formula formulas cannot parse, a cellIs formula that
   * needs cell values). `readRange` reads the cells of an absolute range [col1, row1, col2, row2].
   */
  prepare(
    state: CfState,
    rule: OCfRule,
    readRange: (range: [string, string, string, string]) => CfCellValue[],
    absoluteRanges: (formula: string) => [string, string, string, string][],
  ): ((value: CfCellValue) => boolean) | undefined {
    const formulae: CompiledFormula[] = [];
    const argumentLists: FValue[][] = [];
    for (const formula of rule.formula) {
      let compiled: CompiledFormula;
      try {
        compiled = compileFormula(formula);
      } catch (error) {
        if (error instanceof FormulaSyntaxError) return undefined;
        throw error;
      }
      // a range's values are floats, text and None; an inline string xmltodict reads as a dict is not ported
      state.args = absoluteRanges(formula).map((range) => readRange(range) as FScalar[]);
      formulae.push(compiled);
      argumentLists.push(state.args);
    }
    if (rule.type !== null && EXPRESSION_TYPES.has(rule.type)) {
      if (formulae.length === 0) throw new PythonError("IndexError", "list index out of range");
      state.condition = formulae[0];
      state.args = argumentLists[0]!;
      state.kind = "expression";
    } else if (rule.type === "cellIs") {
      state.operator = rule.operator;
      try {
        state.references = formulae.map((f) => f.call([]));
      } catch (error) {
        if (error instanceof PythonError && error.kind !== "NotSupported") return undefined;
        throw error;
      }
      state.kind = "cellIs";
    }
    return (value) => {
      let result: FValue;
      try {
        if (state.kind === undefined) throw new PythonError("UnboundLocalError", "is_active");
        if (state.kind === "expression") {
          const isObject = (v: unknown) => typeof v === "object" && v !== null && !(v instanceof FError);
          if (isObject(value) || state.args.some((list) => Array.isArray(list) && list.some(isObject)))
            throw new PythonError(
              "NotSupported",
              "desktest does not compute formulas over an inline string read as a dict",
            );
          result = state.condition!.call([value as FScalar, ...state.args]);
        } else result = cellIsOperator(state.operator, value, state.references);
      } catch (error) {
        if (error instanceof PythonError && error.kind !== "NotSupported") return false;
        throw error;
      }
      return formulaTruthy(result);
    };
  },
};
