import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import reportSchema from "./report-schema.json" with { type: "json" };
import { REPORT_VERSION, type SuiteReport } from "./report-types.ts";
import { MAX_JSON_DEPTH, tooDeepAt } from "../util/json-depth.ts";

/**
 * Reading a report.json someone else wrote (another shard, an artifact of a pull request's workflow, an
 * older or newer desktest): schema-checked against report-schema.json, strict on types and sizes (every
 * string, list and number the schema bounds, e.g. at most 256 shards and 10,000 tasks), lenient toward
 * other 1.x versions: properties a newer minor version added are dropped, and those an older one lacked
 * are filled with null. A report that does not pass is refused whole, with what is wrong.
 */
export class ReportFormatError extends Error {
  override name = "ReportFormatError";
}

/** report.json larger than this is not parsed at all. */
export const MAX_REPORT_BYTES = 32 * 1024 * 1024;

/** The same schema, accepting any 1.x version and dropping properties it does not know. */
function lenientSchema(): object {
  const schema = structuredClone(reportSchema) as { properties: Record<string, unknown> };
  schema.properties.report_version = { type: "string", pattern: "^1\\.\\d{1,6}$" };
  return schema;
}

let validator: ValidateFunction | undefined;
function validate(value: unknown): ValidateFunction["errors"] {
  validator ??= new Ajv2020({
    allErrors: false,
    strict: true,
    allowUnionTypes: true,
    removeAdditional: "all",
  }).compile(lenientSchema());
  return validator(value) ? null : (validator.errors ?? []);
}

/** Parse and read report.json's bytes (see readReport). */
export function parseReport(bytes: Buffer | string, source = "report.json"): SuiteReport {
  const size = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.length;
  if (size > MAX_REPORT_BYTES) {
    throw new ReportFormatError(`${source} is ${size} bytes; at most ${MAX_REPORT_BYTES} are read`);
  }
  const text = typeof bytes === "string" ? bytes : bytes.toString("utf8");
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== undefined) {
    throw new ReportFormatError(
      `${source} nests more than ${MAX_JSON_DEPTH} levels deep (at byte ${tooDeep})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReportFormatError(`${source} is not JSON: ${(error as Error).message}`);
  }
  return readReport(json, source);
}

/** Check a parsed report.json and return it as this version's SuiteReport (see the module comment). */
export function readReport(value: unknown, source = "report.json"): SuiteReport {
  if (!isObject(value)) throw new ReportFormatError(`${source} is not a JSON object`);
  const version = value.report_version;
  if (typeof version !== "string" || !/^1\.\d{1,6}$/.test(version)) {
    throw new ReportFormatError(
      `${source} has report_version ${JSON.stringify(version)?.slice(0, 40)}; this desktest reads 1.x (it writes ${REPORT_VERSION})`,
    );
  }
  fillOlderVersions(value);
  const errors = validate(value);
  if (errors) {
    throw new ReportFormatError(
      `${source} does not match the report schema: ${errors.map(describe).join("; ")}`,
    );
  }
  value.report_version = REPORT_VERSION;
  return value as unknown as SuiteReport;
}

/**
 * Fields added by later 1.x versions, absent from an older report: null (unknown). Only touches what has
 * the right shape, and only within the schema's list bounds, so the check that follows still sees the
 * rest as it was.
 */
function fillOlderVersions(report: Record<string, unknown>): void {
  const { run, summary } = report;
  const minor = Number(String(report.report_version).split(".")[1]);
  const before13 = minor < 3;
  if (isObject(run) && !("retries_on_failure" in run)) {
    // Before 1.3, retry_failures let --retries apply to test failures too.
    run.retries_on_failure = run.retry_failures === true ? run.retries : 0;
  }
  if (isObject(summary) && !("quarantined" in summary)) summary.quarantined = 0;
  if (isObject(run) && !("environments" in run)) run.environments = [];
  if (isObject(summary) && !("heal" in summary)) summary.heal = null;
  const tasks = report.tasks;
  if (!Array.isArray(tasks) || tasks.length > MAX_LIST) return;
  let flaky = 0;
  for (const task of tasks) {
    if (!isObject(task)) continue;
    if (!("score" in task)) task.score = null;
    if (!("location" in task)) task.location = null;
    if (!("quarantined" in task)) task.quarantined = false;
    if (!("failed_step" in task)) task.failed_step = null;
    if (!("culprit" in task)) task.culprit = null;
    if (!("environment" in task)) task.environment = null;
    if (!("outcome" in task)) task.outcome = null;
    if (!("heal" in task)) task.heal = null;
    const attempts = Array.isArray(task.attempts) && task.attempts.length <= MAX_LIST ? task.attempts : [];
    for (const attempt of attempts) {
      if (!isObject(attempt)) continue;
      if (!("review" in attempt)) attempt.review = null;
      if (!("final_screenshot" in attempt)) attempt.final_screenshot = null;
    }
    if (before13 && task.status === "pass" && task.flaky === true) {
      // Before 1.3 a pass after any failed attempt was `pass` with flaky true; a failed check makes it flaky.
      const failedCheck = attempts.some((a) => isObject(a) && a.status === "fail");
      task.status = failedCheck ? "flaky" : "pass";
      task.flaky = failedCheck;
    }
    if (task.status === "flaky") flaky++;
  }
  if (before13 && isObject(summary) && typeof summary.passed === "number") {
    summary.passed = Math.max(0, summary.passed - flaky);
    summary.flaky = flaky;
  }
  for (const task of tasks) {
    if (!isObject(task) || !Array.isArray(task.metrics) || task.metrics.length > MAX_LIST) continue;
    for (const metric of task.metrics)
      if (isObject(metric) && !("location" in metric)) metric.location = null;
  }
}

const MAX_LIST = 10_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function describe(error: ErrorObject): string {
  const where = error.instancePath || "/";
  const extra =
    error.keyword === "enum"
      ? ` (${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)})`
      : "";
  return `${where} ${error.message ?? "is invalid"}${extra}`;
}
