import taskSchema from "./task-schema.json" with { type: "json" };

/** The task JSON Schema as shipped (schema v1.0), for `desktest schema`; validation uses its compiled form. */
export function taskSchemaDocument(): Record<string, unknown> {
  return taskSchema as Record<string, unknown>;
}
