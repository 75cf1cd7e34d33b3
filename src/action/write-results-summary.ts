import type { ReportTask, SuiteReport } from "../index.ts";
import type { ActionRun } from "./action-run.ts";
import { blobUrl } from "./blob-url.ts";
import type { EnterpriseServerOutput } from "./enterprise-server-output.ts";
import type { Published } from "./publish.ts";
import { GENERATOR, writeSummary } from "./step-outputs.ts";
import { renderResultsSummary } from "./summary.ts";
import type { TaskProblemLocation } from "./task-locations.ts";

/** The job summary of a suite that ran: totals, a row per task linked to its file, the artifact links, notes. */
export async function writeResultsSummary(
  report: SuiteReport,
  context: {
    published: Published;
    enterpriseServer: EnterpriseServerOutput | undefined;
    locations: ReadonlyMap<string, TaskProblemLocation>;
    notes: string[];
    toWorkspace: (file: string) => string;
    run: ActionRun;
  },
): Promise<void> {
  const { published, locations, toWorkspace, run } = context;
  const fileUrl = (task: ReportTask) =>
    blobUrl(run.env, toWorkspace(task.file), locations.get(task.id)?.line);
  const markdown = renderResultsSummary({
    report,
    artifacts: published.links,
    reportPage: published.reportPage,
    enterpriseServer: context.enterpriseServer,
    reviewUrl: (task) => published.reviewPages.get(task.id),
    fileUrl,
    displayFile: (task) => toWorkspace(task.file),
    notes: context.notes,
    redact: run.secrets.redact,
    generator: GENERATOR,
  });
  await writeSummary(markdown, run.outputDir, run.env);
}
