import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";
import { sortedJson } from "../artifacts/sorted-json.ts";
import { ExitCode, exitCodeForCategory } from "../errors/exit-code.ts";
import type { Redactor } from "../secrets/redactor.ts";

export interface RunTaskResult {
  results: ResultsJson;
  exitCode: ExitCode;
  resultsFile: string;
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
