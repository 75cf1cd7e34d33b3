import {
  isPlainObject,
  PythonError,
  pyCompare,
  pyEquals,
  pySearch,
  pyStrip,
  pyTypeName,
} from "../python-semantics.ts";

/**
 * OSWorld's rule match (`_match_value_to_rule`), used by check_json, check_thunderbird_prefs, compare_table's
 * check_cell and zoom: `{method, ref}` with method
 *  - any name starting with `re` (`re`, `re.I`, `re.I.M`, …): `re.search(ref, value, flags)`;
 *  - `eq ne lt le gt ge`: Python's operators (value OP ref);
 *  - `approx:T`: float(value) within T of ref (a value that is not a number fails);
 *  - `range.XY` with X, Y in {t, e}: ref[0] <(=) value <(=) ref[1];
 *  - `str_list_eq` / `str_set_eq`: value stripped of quotes, split on commas, compared to ref as list / set.
 */
export function matchValueToRule(value: unknown, rule: { method?: unknown; ref?: unknown }): boolean {
  const method = String(rule.method);
  const ref = rule.ref;
  if (method.startsWith("re")) {
    const flags = method.split(".").slice(1);
    return pySearch(String(ref), value, flags);
  }
  switch (method) {
    case "eq":
      return pyEquals(value, ref);
    case "ne":
      return !pyEquals(value, ref);
    case "lt":
      return pyCompare(value, ref) < 0;
    case "le":
      return pyCompare(value, ref) <= 0;
    case "gt":
      return pyCompare(value, ref) > 0;
    case "ge":
      return pyCompare(value, ref) >= 0;
  }
  if (method.startsWith("approx")) {
    const threshold = Number(method.split(":")[1]);
    const number = pyFloat(value);
    if (number === undefined) return false;
    if (typeof ref !== "number")
      throw new PythonError(
        "TypeError",
        "unsupported operand type(s) for -: 'float' and '" + pyTypeName(ref) + "'",
      );
    return Math.abs(number - ref) <= threshold;
  }
  if (method.startsWith("range.")) {
    const [low, high] = Array.isArray(ref) ? ref : [];
    const left = method[6] === "e" ? pyCompare(low, value) <= 0 : pyCompare(low, value) < 0;
    const right = method[7] === "e" ? pyCompare(value, high) <= 0 : pyCompare(value, high) < 0;
    return left && right;
  }
  if (method === "str_list_eq" || method === "str_set_eq") {
    if (typeof value !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'strip'`);
    const items = pyStrip(value, "\"'").split(",");
    const refs = Array.isArray(ref) ? ref : typeof ref === "string" ? Array.from(ref) : [];
    if (method === "str_list_eq") return pyEquals(items, refs);
    const a = new Set(items);
    const b = new Set(refs.map((r) => (typeof r === "string" ? r : JSON.stringify(r))));
    return a.size === b.size && [...a].every((x) => b.has(x));
  }
  throw new PythonError("NotImplementedError", `rule method '${method}'`);
}

/** Whether a method name is one matchValueToRule knows (for validation). */
export function isRuleMethod(method: string): boolean {
  return (
    method.startsWith("re") ||
    ["eq", "ne", "lt", "le", "gt", "ge", "str_list_eq", "str_set_eq"].includes(method) ||
    /^approx:[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(method) ||
    /^range\.[te][te]$/.test(method)
  );
}

/** Python `float(value)`, or undefined where Python raises (None, non-numeric text). */
export function pyFloat(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/_/g, "");
  if (/^[-+]?(inf|infinity)$/i.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  if (/^[-+]?nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** OSWorld's `_match_record`: every key of the pattern is in the item with an equal value. */
export function matchRecord(pattern: unknown, item: Record<string, unknown>): boolean {
  if (!isPlainObject(pattern)) throw new PythonError("AttributeError", "rule record must be a dict");
  return Object.entries(pattern).every(([k, v]) => Object.hasOwn(item, k) && pyEquals(item[k], v));
}
