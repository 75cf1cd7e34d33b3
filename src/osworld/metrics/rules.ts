import {
  isPlainObject,
  PythonError,
  pyCompare,
  pyEquals,
  pyFloat,
  pySearch,
  pyStrip,
  pyTypeName,
} from "../python-semantics.ts";
import { MultiCellRange, spreadsheetRangeMatch } from "./cell-range.ts";

/**
 * OSWorld's rule match (`_match_value_to_rule`), used by check_json, check_thunderbird_prefs, compare_table's
 * check_cell and zoom: `{method, ref}` with method
 *  - any name starting with `re` (`re`, `re.I`, `re.I.M`, …): `re.search(ref, value, flags)`;
 *  - `eq ne lt le gt ge`: Python's operators (value OP ref);
 *  - `approx:T`: float(value) within T of ref (a value that is not a number fails);
 *  - `range.XY` with X, Y in {t, e}: ref[0] <(=) value <(=) ref[1];
 *  - `str_list_eq` / `str_set_eq`: value stripped of quotes, split on commas, compared to ref as list / set;
 *  - `spreadsheet_range`: ref[0] ⊆ value ⊆ ref[1] as openpyxl MultiCellRanges (value: a validation's ranges).
 */
export function matchValueToRule(value: unknown, rule: unknown): boolean {
  const method = item(rule, "method");
  if (typeof method !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(method)}' object has no attribute 'startswith'`);
  if (method.startsWith("re")) {
    const flags = method.split(".").slice(1);
    return pySearch(item(rule, "ref"), value, flags);
  }
  switch (method) {
    case "eq":
      return equalsValue(value, item(rule, "ref"));
    case "ne":
      return !equalsValue(value, item(rule, "ref"));
    case "lt":
    case "le":
    case "gt":
    case "ge":
      return pyCompare(value, method, item(rule, "ref"));
  }
  if (method.startsWith("approx")) {
    const threshold = pyFloat(indexOrFail(method.split(":"), 1));
    const ref = item(rule, "ref");
    let number: number;
    try {
      number = pyFloat(value);
    } catch {
      return false;
    }
    if (typeof ref !== "number" && typeof ref !== "boolean")
      throw new PythonError(
        "TypeError",
        `unsupported operand type(s) for -: 'float' and '${pyTypeName(ref)}'`,
      );
    return Math.abs(number - Number(ref)) <= threshold;
  }
  if (method === "spreadsheet_range") return spreadsheetRangeMatch(value, item(rule, "ref"));
  if (method.startsWith("range.")) {
    const ref = item(rule, "ref");
    const left = indexOrFail(method, 6);
    const right = indexOrFail(method, 7);
    const low = subscript(ref, 0);
    const operator = (side: string) => {
      const name = `l${side}`;
      if (name !== "lt" && name !== "le")
        throw new PythonError("AttributeError", `module 'operator' has no attribute '${name}'`);
      return name;
    };
    if (!pyCompare(low, operator(left), value)) return false;
    return pyCompare(value, operator(right), subscript(ref, 1));
  }
  if (method === "str_list_eq" || method === "str_set_eq") {
    if (typeof value !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'strip'`);
    const items = pyStrip(value, "\"'").split(",");
    const ref = item(rule, "ref");
    const refs = Array.isArray(ref) ? ref : typeof ref === "string" ? Array.from(ref) : iterableError(ref);
    if (method === "str_list_eq") return pyEquals(items, refs);
    if (refs.some((r) => Array.isArray(r) || isPlainObject(r)))
      throw new PythonError("TypeError", "unhashable type: 'list'");
    const a = new Set(items);
    return [...a].every((x) => refs.includes(x)) && refs.every((r) => typeof r === "string" && a.has(r));
  }
  throw new PythonError("NotImplementedError", "");
}

/** Python's `value == ref`; an openpyxl MultiCellRange (a validation's ranges) equals the ranges a string names. */
function equalsValue(value: unknown, ref: unknown): boolean {
  if (value instanceof MultiCellRange) {
    if (typeof ref !== "string" && !(ref instanceof MultiCellRange))
      throw new PythonError("AttributeError", `'${pyTypeName(ref)}' object has no attribute 'ranges'`);
    return value.equals(ref);
  }
  return pyEquals(value, ref);
}

function item(rule: unknown, key: string): unknown {
  if (!isPlainObject(rule)) throw new PythonError("TypeError", `rule must be a dict to read '${key}'`);
  if (!(key in rule)) throw new PythonError("KeyError", `'${key}'`);
  return rule[key];
}

function indexOrFail<T>(list: ArrayLike<T>, index: number): T {
  if (index >= list.length) throw new PythonError("IndexError", "list index out of range");
  return list[index]!;
}

function subscript(value: unknown, index: number): unknown {
  if (Array.isArray(value) || typeof value === "string") return indexOrFail(value, index);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not subscriptable`);
}

function iterableError(value: unknown): never {
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}

/** Whether a method name is one matchValueToRule knows (for validation). */
export function isRuleMethod(method: string): boolean {
  return (
    method.startsWith("re") ||
    ["eq", "ne", "lt", "le", "gt", "ge", "str_list_eq", "str_set_eq", "spreadsheet_range"].includes(method) ||
    /^approx:\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(method) ||
    /^range\.[te][te]$/.test(method)
  );
}

/** OSWorld's `_match_record`: every key of the pattern is in the item with an equal value. */
export function matchRecord(
  pattern: unknown,
  item: Record<string, unknown> | Map<unknown, unknown>,
): boolean {
  if (!isPlainObject(pattern))
    throw new PythonError("AttributeError", `'${pyTypeName(pattern)}' object has no attribute 'items'`);
  return Object.entries(pattern).every(([k, v]) =>
    item instanceof Map
      ? item.has(k) && pyEquals(item.get(k), v)
      : Object.hasOwn(item, k) && pyEquals(item[k], v),
  );
}
