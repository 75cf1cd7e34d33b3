import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { InfraError } from "../errors/desktest-error.ts";
import { buildReport, REPORT_FILES, type ReportContext } from "./build-report.ts";
import { renderJunit } from "./junit.ts";
import { redactSuiteRun } from "./redact-suite-run.ts";
import { embedFinalScreens } from "./embed-screens.ts";
import { renderSuiteReportHtml } from "./render-html.ts";
import type { SuiteReport } from "./report-types.ts";
import { buildSuiteResults } from "./suite-results.ts";
import { checkReport } from "./validate-report.ts";
import type { SuiteRun } from "./suite-run.ts";

export interface WrittenReports {
  report: SuiteReport;
  /** Absolute paths of the files written. */
  files: { report: string; suiteResults: string; junit: string; html: string };
}

/**
 * Write the suite's reports into `context.outputDir`: suite-results.json (the reference's format),
 * junit.xml, report.json (checked against report-schema.json first) and report.html (self-contained:
 * the final screens embedded, within a budget). The secrets of the context's redactor are
 * removed from the run before anything is written of it.
 */
export async function writeSuiteReports(run: SuiteRun, context: ReportContext): Promise<WrittenReports> {
  const dir = context.outputDir;
  const files = {
    report: path.join(dir, REPORT_FILES.report),
    suiteResults: path.join(dir, REPORT_FILES.suiteResults),
    junit: path.join(dir, REPORT_FILES.junit),
    html: path.join(dir, REPORT_FILES.html),
  };
  const written = context.redactor ? redactSuiteRun(run, context.redactor) : run;
  const report = await buildReport(written, context);
  try {
    await mkdir(dir, { recursive: true });
    // Pretty, in declaration order, no trailing newline: as the reference writes it.
    await writeFile(files.suiteResults, JSON.stringify(buildSuiteResults(written), null, 2));
    await writeFile(files.junit, renderJunit(report));
  } catch (error) {
    throw new InfraError(`Cannot write the suite reports into ${dir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const problems = checkReport(report);
  if (problems.length > 0) {
    throw new InfraError(
      `report.json does not match its schema, so it was not written (a desktest bug): ${problems.slice(0, 5).join("; ")}`,
    );
  }
  try {
    await writeFile(files.report, JSON.stringify(report, null, 2) + "\n");
    await writeFile(files.html, renderSuiteReportHtml(report, await embedFinalScreens(report, dir)));
  } catch (error) {
    throw new InfraError(`Cannot write the suite reports into ${dir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { report, files };
}
