import path from "node:path";
import * as core from "@actions/core";
import {
  canUpload,
  listFiles,
  stageReportArtifact,
  uploadArtifact,
  type UploadedArtifact,
} from "./artifacts.ts";
import type { UploadWhen } from "./inputs.ts";
import type { ArtifactNames } from "./names.ts";
import type { ArtifactLink } from "./summary.ts";
import { uploadReviewPages, uploadSuitePage } from "./browser-pages.ts";
import { type SuiteReport } from "../index.ts";

export interface PublishOptions {
  report: SuiteReport;
  /** The folder report.json is in; the task folders are in its `artifacts/`. */
  outputDir: string;
  names: ArtifactNames;
  upload: UploadWhen;
  retentionDays?: number;
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
}

export interface Published {
  report?: UploadedArtifact;
  trajectories?: UploadedArtifact;
  /** report.html, un-archived: opens in the browser from the run's page. */
  reportPage?: { name: string; url?: string };
  /** Task id → its review page, un-archived. */
  reviewPages: Map<string, string>;
  /** For the job summary. */
  links: ArtifactLink[];
  notes: string[];
  /** Uploads that failed (each already logged as an error annotation). */
  errors: string[];
}

/**
 * Upload the review pages of the tasks that went wrong and the suite page linking them as un-archived
 * artifacts (see browser-pages.ts), the report artifact (report.json, junit.xml, suite-results.json, every screenshot
 * as lossless WebP) unless `upload: never`, and the trajectories artifact (the task folders as they are, stored
 * uncompressed) when `upload` asks for it. A failed upload is an error annotation, not an exception.
 */
export async function publishArtifacts(options: PublishOptions): Promise<Published> {
  const { report, outputDir, names, env, redact } = options;
  const published: Published = { links: [], notes: [], errors: [], reviewPages: new Map() };
  const wantTrajectories =
    options.upload === "always" || (options.upload === "on-failure" && report.run.status !== "pass");
  if (options.upload === "never") {
    published.notes.push("Artifacts were not uploaded (upload: never).");
    return published;
  }
  if (!canUpload(env)) {
    const why =
      "Artifacts were not uploaded: ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set (the runner sets them for JavaScript actions).";
    core.warning(why);
    published.notes.push(why);
    return published;
  }
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const url = (id: number) =>
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`
      : undefined;
  await core.group("Uploading artifacts", async () => {
    const stageDir = `${outputDir}-pages`;
    // The review pages first, then the report artifact: the suite page, uploaded after them, links them.
    const reviews = await uploadReviewPages({
      report,
      outputDir,
      stageDir,
      names,
      retentionDays: options.retentionDays,
    });
    published.errors.push(...reviews.errors);
    published.notes.push(...reviews.notes);
    for (const [taskId, page] of reviews.reviews) {
      const pageUrl = url(page.id);
      if (pageUrl) published.reviewPages.set(taskId, pageUrl);
    }
    try {
      const staged = await stageReportArtifact(outputDir, report, `${outputDir}-report-artifact`, (line) =>
        core.info(line),
      );
      if (staged.problems.length > 0) {
        core.warning(
          redact(
            `${staged.problems.length} screenshot(s) left out of the report artifact: ${list(staged.problems, 5, "; ")}`,
          ),
        );
      }
      published.report = await uploadArtifact(names.report, staged.files, staged.root, {
        retentionDays: options.retentionDays,
      });
    } catch (error) {
      published.errors.push(`${names.report}: ${describe(error)}`);
    }
    const suitePage = await uploadSuitePage({
      report,
      outputDir,
      stageDir,
      name: names.suitePage,
      reviewsByPath: reviews.byPath,
      ...(published.report ? { reportArtifact: published.report } : {}),
      urlOf: (artifact) => url(artifact.id),
      retentionDays: options.retentionDays,
    });
    published.errors.push(...suitePage.errors);
    published.notes.push(...suitePage.notes);
    if (suitePage.page) published.reportPage = { name: suitePage.page.name, url: url(suitePage.page.id) };
    if (!wantTrajectories) return;
    const { files, left } = await listFiles(path.join(outputDir, "artifacts"));
    if (left.length > 0) {
      core.warning(
        redact(`${left.length} file(s) left out of ${names.trajectories}: ${list(left, 10, ", ")}`),
      );
    }
    if (files.length === 0) {
      published.notes.push(`${names.trajectories} was not uploaded: no task wrote any file.`);
      return;
    }
    try {
      // Screenshots and recordings are compressed already: store everything as it is. The zip's
      // paths start with artifacts/, so report.json's paths resolve in it.
      published.trajectories = await uploadArtifact(names.trajectories, files, outputDir, {
        retentionDays: options.retentionDays,
        compressionLevel: 0,
      });
    } catch (error) {
      published.errors.push(`${names.trajectories}: ${describe(error)}`);
    }
  });
  for (const problem of published.errors) {
    core.error(redact(`artifact upload failed: ${problem}`), { title: "desktest: artifact upload failed" });
    published.notes.push(`Not uploaded: ${problem}`);
  }

  if (published.reportPage) {
    published.links.push({
      label: "Report page",
      name: published.reportPage.name,
      url: published.reportPage.url,
      note: "report.html with every screen embedded: opens in the browser",
    });
  }
  if (published.report) {
    published.links.push({
      label: "Report",
      name: names.report,
      url: url(published.report.id),
      note: `report.json, junit.xml, suite-results.json and every screenshot as lossless WebP, ${formatBytes(published.report.size)}`,
    });
  }
  if (published.trajectories) {
    published.links.push({
      label: "Trajectories",
      name: names.trajectories,
      url: url(published.trajectories.id),
      note: `each task's folder: trajectory, screenshots, logs, review.html, ${formatBytes(published.trajectories.size)}`,
    });
  }
  if (options.upload === "on-failure" && !wantTrajectories) {
    published.notes.push("Trajectories were not uploaded: every task passed (upload: on-failure).");
  }
  return published;
}

function list(items: string[], max: number, separator: string): string {
  return items.slice(0, max).join(separator) + (items.length > max ? `${separator}…` : "");
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
