import {
  isPlainObject,
  PyDict,
  PySet,
  PythonError,
  pyEquals,
  pyRepr,
  pyTypeName,
} from "../python-semantics.ts";

/** Python `container[key]` over JSON-like values, as an outcome (the error Python raises, or the value). */
export function pySubscript(
  container: unknown,
  key: unknown,
): { ok: true; value: unknown } | { ok: false; error: PythonError } {
  if (container instanceof PyDict) {
    try {
      const item = container.find(key);
      if (item.found) return { ok: true, value: item.value };
      return { ok: false, error: new PythonError("KeyError", pyRepr(key)) };
    } catch (error) {
      return { ok: false, error: error as PythonError };
    }
  }
  if (isPlainObject(container)) {
    if (key instanceof PyDict || key instanceof PySet)
      return { ok: false, error: new PythonError("TypeError", `unhashable type: '${pyTypeName(key)}'`) };
    if (Array.isArray(key) || isPlainObject(key))
      return { ok: false, error: new PythonError("TypeError", `unhashable type: '${pyTypeName(key)}'`) };
    const name = typeof key === "string" ? key : undefined;
    if (name !== undefined && Object.hasOwn(container, name)) return { ok: true, value: container[name] };
    return {
      ok: false,
      error: new PythonError("KeyError", typeof key === "string" ? `'${key}'` : String(key)),
    };
  }
  if (Array.isArray(container) || typeof container === "string") {
    const index = typeof key === "boolean" ? Number(key) : key;
    if (typeof index !== "number" || !Number.isInteger(index))
      return {
        ok: false,
        error: new PythonError(
          "TypeError",
          `${Array.isArray(container) ? "list" : "string"} indices must be integers${Array.isArray(container) ? " or slices" : ""}, not ${pyTypeName(key)}`,
        ),
      };
    const items = typeof container === "string" ? Array.from(container) : container;
    const at = index < 0 ? items.length + index : index;
    if (at < 0 || at >= items.length)
      return {
        ok: false,
        error: new PythonError(
          "IndexError",
          `${Array.isArray(container) ? "list" : "string"} index out of range`,
        ),
      };
    return { ok: true, value: items[at] };
  }
  return {
    ok: false,
    error: new PythonError("TypeError", `'${pyTypeName(container)}' object is not subscriptable`),
  };
}

/** Python `container[key]`: the value, or the exception Python raises. */
export function subscript(container: unknown, key: unknown): unknown {
  const step = pySubscript(container, key);
  if (!step.ok) throw step.error;
  return step.value;
}

/** Python `d.get(key, default)`: AttributeError when d is not a dict. */
export function dictGet(dict: unknown, key: string, fallback: unknown = null): unknown {
  if (!isPlainObject(dict))
    throw new PythonError("AttributeError", `'${pyTypeName(dict)}' object has no attribute 'get'`);
  return Object.hasOwn(dict, key) ? dict[key] : fallback;
}

/** The items of `for x in value`: a list's items, a string's characters, a dict's keys. */
export function iterate(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  if (isPlainObject(value)) return Object.keys(value);
  if (value instanceof PyDict) return value.items.map(([k]) => k);
  if (value instanceof PySet) return value.members;
  if (value instanceof Uint8Array) return Array.from(value);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}

/** Python's `set(a) == set(b)` for hashable JSON values. */
export function sameSet(a: unknown[], b: unknown[]): boolean {
  // PySet hashes as Python does (a tuple of hashable items is hashable)
  for (const item of [...a, ...b]) new PySet([item]);
  return a.every((x) => b.some((y) => pyEquals(x, y))) && b.every((y) => a.some((x) => pyEquals(x, y)));
}

/** A call of a function without `**kwargs`: TypeError for the first keyword argument it does not take. */
export function rejectKeywords(
  name: string,
  options: Record<string, unknown> | undefined,
  takes: string[] = [],
): void {
  const extra = Object.keys(options ?? {}).find((key) => !takes.includes(key));
  if (extra !== undefined)
    throw new PythonError("TypeError", `${name}() got an unexpected keyword argument '${extra}'`);
}
