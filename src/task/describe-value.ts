/** A short, human rendering of a JSON value for "found …" messages. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 60 ? value.slice(0, 57) + "..." : value);
    case "number":
      return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}

/** "an integer", "a string", … for schema type names. */
export function describeType(type: string): string {
  switch (type) {
    case "integer":
      return "an integer";
    case "object":
      return "an object";
    case "array":
      return "an array";
    default:
      return `a ${type}`;
  }
}
