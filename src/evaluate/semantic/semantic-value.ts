/**
 * Parsed data compared by meaning: integers are `bigint`, floats are `number` (so `1` and `1.0` differ),
 * mappings are `Map`s (any key type, order ignored) or plain objects (string keys, order ignored),
 * sequences are arrays (order counts).
 */
export type SemanticValue =
  | null
  | boolean
  | string
  | bigint
  | number
  | SemanticValue[]
  | Map<SemanticValue, SemanticValue>
  | { [key: string]: SemanticValue };

export function semanticallyEqual(a: SemanticValue, b: SemanticValue): boolean {
  return canonicalForm(a) === canonicalForm(b);
}

/**
 * A text that is equal for two values exactly when they are equal as data: mapping entries are sorted,
 * floats compare by value (`-0` = `0`, NaN = NaN so a file equals itself), integers by exact value.
 */
export function canonicalForm(value: SemanticValue): string {
  if (value === null) return "n";
  switch (typeof value) {
    case "boolean":
      return value ? "t" : "f";
    case "string":
      return `s${JSON.stringify(value)}`;
    case "bigint":
      return `i${value.toString()}`;
    case "number":
      return `d${Number.isNaN(value) ? "NaN" : String(value === 0 ? 0 : value)}`;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalForm).join(",")}]`;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  const parts = entries.map(([k, v]) => `${canonicalForm(k)}:${canonicalForm(v)}`).sort();
  return `{${parts.join(",")}}`;
}
