/**
 * Is this parsed JSON an OSWorld task (rather than a desktest one)? An object without `schema_version`
 * whose `evaluator` has a `func`, or with OSWorld's tell-tale `config`/`snapshot` next to an
 * `instruction`. A desktest task always has `schema_version`. (A module of its own: telling the formats
 * apart loads nothing of the OSWorld loader.)
 */
export function isOsworldDocument(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const raw = value as Record<string, unknown>;
  if ("schema_version" in raw) return false;
  const evaluator = raw.evaluator;
  if (typeof evaluator === "object" && evaluator !== null && "func" in evaluator) return true;
  return "instruction" in raw && ("snapshot" in raw || "related_apps" in raw || "trajectory" in raw);
}
