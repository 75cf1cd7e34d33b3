/** Pretty JSON with object keys sorted alphabetically at every level (the reference's generic-value output). */
export function sortedJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 2);
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
