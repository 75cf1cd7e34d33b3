import { UNSET_RGB } from "./styles.ts";
import type { OHyperlink } from "./worksheet.ts";

/**
 * The Python values compare_table's loaders build (dicts keyed by coordinates, row numbers or series, lists,
 * tuples and sets of them) and Python's `==` on them, through a canonical key: equal keys exactly when
 * Python's `==` holds (1 == 1.0 == True; dict and set order do not matter; lists and tuples differ).
 */

export class PyTuple {
  constructor(readonly items: unknown[]) {}
}

export class PySet {
  constructor(readonly items: unknown[]) {}
}

/** A dict with keys other than strings (row numbers), in insertion order. */
export class PyDict {
  readonly entries = new Map<string, [unknown, unknown]>();

  set(key: unknown, value: unknown): void {
    this.entries.set(pyKey(key), [key, value]);
  }
}

/** A pivot table's Location, compared by its attributes as openpyxl's Serialisable does. */
export class PyLocation {
  constructor(readonly attributes: string) {}
}

let nanCount = 0;

export function pyKey(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return `n:${Number(value)}`;
  if (typeof value === "number") return Number.isNaN(value) ? `nan:${nanCount++}` : `n:${value}`;
  if (typeof value === "string") return `s:${JSON.stringify(value)}`;
  if (value === UNSET_RGB) return "<RGB descriptor>";
  if (Array.isArray(value)) return `[${value.map(pyKey).join(",")}]`;
  if (value instanceof PyTuple) return `(${value.items.map(pyKey).join(",")})`;
  if (value instanceof PySet) return `{${[...new Set(value.items.map(pyKey))].sort().join(",")}}`;
  if (value instanceof PyDict)
    return `d{${[...value.entries]
      .map(([k, [, v]]) => `${k}=${pyKey(v)}`)
      .sort()
      .join(",")}}`;
  if (value instanceof PyLocation) return `Location${value.attributes}`;
  if ((value as OHyperlink).kind === "Hyperlink") {
    const h = value as OHyperlink;
    return `Hyperlink${JSON.stringify([h.ref, h.location, h.tooltip, h.display, h.id])}`;
  }
  if (typeof value === "object")
    return `d{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pyKey(k)}=${pyKey(v)}`)
      .sort()
      .join(",")}}`;
  return String(value);
}

export function pyValuesEqual(a: unknown, b: unknown): boolean {
  return pyKey(a) === pyKey(b);
}
