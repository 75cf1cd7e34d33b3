import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { classifyCulprit, type RunContextFacts } from "../artifacts/culprit.ts";
import { resultsForError, type ResultsJson } from "../artifacts/results-json.ts";
import { sortedJson } from "../artifacts/sorted-json.ts";
import { ExitCode, exitCodeForCategory } from "../errors/exit-code.ts";
import type { SourceLocation } from "../errors/desktest-error.ts";
import type { Redactor } from "../secrets/redactor.ts";

export interface RunTaskResult {
  results: ResultsJson;
  exitCode: ExitCode;
  resultsFile: string;
  /**
   * Where in the task file the outcome points, for annotations (report.json carries them): each entry of
   * `results.metric_results` in order (the metric's own position, null when unknown), and the position of a
   * configuration error. Absent when the task file never loaded.
   */
  locations?: RunLocations;
}

export interface RunLocations {
  metrics: (SourceLocation | null)[];
  error: SourceLocation | null;
}

/** Write `<outputDir>/results.json` (sorted keys, redacted) and say which exit code the run ends with. */
export async function writeResults(
  results: ResultsJson,
  where: { cwd: string; outputDir: string },
  redactor: Redactor,
): Promise<RunTaskResult> {
  const resultsFile = path.resolve(where.cwd, where.outputDir, "results.json");
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, sortedJson(redactor.redactJson(results)));
  const exitCode =
    results.status === "pass" ? ExitCode.pass : exitCodeForCategory(results.error_category ?? "infra_error");
  return { results, exitCode, resultsFile };
}

export type ResultsBody = Omit<ResultsJson, "schema_version" | "test_id" | "duration_ms">;

/**
 * How a run ends: `finish` writes the results of a verdict, `fail` those of an error, each with its
 * culprit (classifyCulprit, from the body and where the run was). The task id, the redactor, the format's
 * extra fields and the run's facts are read at that moment, since a run learns them as it goes.
 */
export function resultsRecorder(
  where: { cwd: string; outputDir: string },
  started: number,
  current: () => {
    testId: string;
    redactor: Redactor;
    extra?: Partial<ResultsBody>;
    facts: RunContextFacts;
  },
): {
  finish: (body: ResultsBody) => Promise<RunTaskResult>;
  fail: (error: unknown) => Promise<RunTaskResult>;
} {
  const finish = (body: ResultsBody) => {
    const { testId, redactor, extra, facts } = current();
    const culprit =
      body.culprit ??
      classifyCulprit({
        ...facts,
        status: body.status,
        ...(body.error_category ? { category: body.error_category } : {}),
        ...(body.error_detail !== undefined ? { detail: body.error_detail } : {}),
        metrics: body.metric_results,
      });
    const results: ResultsJson = {
      schema_version: "1.0",
      test_id: testId,
      duration_ms: Date.now() - started,
      ...extra,
      ...body,
      ...(culprit ? { culprit } : {}),
    };
    return writeResults(results, where, redactor);
  };
  const fail = (error: unknown) => {
    const { testId, redactor, facts } = current();
    const {
      schema_version: _v,
      test_id: _id,
      duration_ms: _ms,
      ...body
    } = resultsForError(testId, error, redactor, 0, facts);
    return finish(body);
  };
  return { finish, fail };
}
