import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import reportSchema from "./report-schema.json" with { type: "json" };

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validate = ajv.compile(reportSchema);

/** report-schema.json itself (for `desktest schema`-like commands and the Action). */
export function reportSchemaDocument(): Record<string, unknown> {
  return reportSchema as Record<string, unknown>;
}

/** Problems of a report.json value against report-schema.json, as `<pointer> <message>` lines; [] when valid. */
export function checkReport(report: unknown): string[] {
  if (validate(report)) return [];
  return (validate.errors ?? []).map(describe);
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || "/";
  const extra =
    error.keyword === "additionalProperties"
      ? ` ('${(error.params as { additionalProperty: string }).additionalProperty}')`
      : error.keyword === "enum"
        ? ` (${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)})`
        : "";
  return `${where} ${error.message ?? "is invalid"}${extra}`;
}
