import { copyFile, mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  embedFinalScreens,
  failuresFirst,
  renderSuiteReportHtml,
  wentWrong,
  type ReportTask,
  type SuiteLinks,
  type SuiteReport,
} from "../index.ts";
import { uploadArtifact, webpPath, type UploadedArtifact } from "./artifacts.ts";
import type { ArtifactNames } from "./names.ts";

/**
 * The pages a person opens in the browser straight from the run's page, with no download and no App:
 * the review page of each task that went wrong and the self-contained suite page, each uploaded as a
 * single un-archived artifact (`skipArchive`: GitHub serves the file itself, which a browser displays).
 * The review pages go first, so the suite page can link them: once uploaded, its relative links to the
 * run's folder would lead nowhere, so it is rendered again with links only to what was uploaded.
 * Bounded in number and size; what is left out is said.
 */
export const PAGE_LIMITS = {
  /** A suite page larger than this is not uploaded on its own (it embeds at most 30 MiB of screens). */
  reportBytes: 64 * 1024 * 1024,
  /** Review pages uploaded on their own, failures first. */
  reviews: 10,
  reviewBytes: 25 * 1024 * 1024,
  /** Every review page together. */
  totalReviewBytes: 100 * 1024 * 1024,
} as const;

export type PageLimits = { readonly [K in keyof typeof PAGE_LIMITS]: number };

export interface UploadedReviews {
  /** Task id → its review page's artifact. */
  reviews: Map<string, UploadedArtifact>;
  /** Report path of a review page (`artifacts/<task>/review.html`) → its artifact. */
  byPath: Map<string, UploadedArtifact>;
  /** What was left out and why, one line each. */
  notes: string[];
  errors: string[];
}

interface StageOptions {
  stageDir: string;
  retentionDays?: number;
}

/** Upload one staged file as an un-archived artifact named `name`; a failure is collected, not thrown. */
async function uploadStaged(
  staged: string,
  name: string,
  options: StageOptions,
  errors: string[],
): Promise<UploadedArtifact | undefined> {
  try {
    return await uploadArtifact(name, [staged], options.stageDir, {
      retentionDays: options.retentionDays,
      skipArchive: true,
    });
  } catch (error) {
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * Upload the review pages of the tasks that went wrong (failures first, bounded), each copied to
 * `stageDir` under its artifact name (an un-archived artifact is named after its file).
 */
export async function uploadReviewPages(
  options: StageOptions & {
    report: SuiteReport;
    outputDir: string;
    names: Pick<ArtifactNames, "reviewPage">;
    limits?: PageLimits;
  },
): Promise<UploadedReviews> {
  const { report, outputDir, stageDir, names } = options;
  const limits = options.limits ?? PAGE_LIMITS;
  const uploaded: UploadedReviews = { reviews: new Map(), byPath: new Map(), notes: [], errors: [] };
  await mkdir(stageDir, { recursive: true });
  const candidates = failuresFirst(report.tasks).filter((t) => wentWrong(t) && reviewPath(t) !== undefined);
  let total = 0;
  let tooBig = 0;
  for (const task of candidates.slice(0, limits.reviews)) {
    const relative = reviewPath(task)!;
    const file = path.join(outputDir, ...relative.split("/"));
    const size = await sizeOf(file);
    if (size === undefined) continue;
    if (size > limits.reviewBytes || total + size > limits.totalReviewBytes) {
      tooBig++;
      continue;
    }
    total += size;
    const folder = path.posix.basename(path.posix.dirname(relative));
    const name = names.reviewPage(uploaded.reviews.size + 1, folder);
    const staged = path.join(stageDir, name);
    const artifact = await copyFile(file, staged).then(
      () => uploadStaged(staged, name, options, uploaded.errors),
      (error: Error) => void uploaded.errors.push(`${name}: ${error.message}`),
    );
    if (artifact) {
      uploaded.reviews.set(task.id, artifact);
      uploaded.byPath.set(relative, artifact);
    }
  }
  const cut = Math.max(0, candidates.length - limits.reviews);
  if (cut > 0 || tooBig > 0) {
    uploaded.notes.push(
      `${cut + tooBig} review page(s) of tasks that went wrong were not uploaded on their own (at most ${limits.reviews}, ${mib(limits.reviewBytes)} each and ${mib(limits.totalReviewBytes)} together); they are in the trajectories artifact.`,
    );
  }
  return uploaded;
}

/**
 * The suite page as uploaded: the final screens embedded as in report.html, and links only to what was
 * uploaded before it (`urlOf` gives an artifact's page, undefined when the run's address is unknown):
 * each uploaded review page, and the report artifact for report.json, junit.xml and suite-results.json.
 * Anything else (artifact folders, results.json, screens left out of the page) has no link.
 */
export async function uploadSuitePage(
  options: StageOptions & {
    report: SuiteReport;
    outputDir: string;
    name: string;
    /** Report path of a review page → its artifact (UploadedReviews.byPath). */
    reviewsByPath: Map<string, UploadedArtifact>;
    reportArtifact?: UploadedArtifact;
    urlOf: (artifact: UploadedArtifact) => string | undefined;
    limits?: PageLimits;
  },
): Promise<{ page?: UploadedArtifact; notes: string[]; errors: string[] }> {
  const { report, urlOf } = options;
  const limits = options.limits ?? PAGE_LIMITS;
  const result: { page?: UploadedArtifact; notes: string[]; errors: string[] } = { notes: [], errors: [] };
  const reportUrl = options.reportArtifact ? urlOf(options.reportArtifact) : undefined;
  const links: SuiteLinks = {
    href: (reportPath) => {
      const review = options.reviewsByPath.get(reportPath);
      return review ? urlOf(review) : undefined;
    },
    outputs: reportUrl
      ? [
          {
            label: `${options.reportArtifact!.name} (report.json, junit.xml, suite-results.json)`,
            href: reportUrl,
          },
        ]
      : [],
  };
  const html = renderSuiteReportHtml(report, await embedFinalScreens(report, options.outputDir), links);
  const size = Buffer.byteLength(html);
  if (size > limits.reportBytes) {
    result.notes.push(
      `The suite page (${mib(size)}) is larger than ${mib(limits.reportBytes)} and was not uploaded on its own; report.html is in the trajectories artifact's folder.`,
    );
    return result;
  }
  await mkdir(options.stageDir, { recursive: true });
  const staged = path.join(options.stageDir, options.name);
  try {
    await writeFile(staged, html);
  } catch (error) {
    result.errors.push(`${options.name}: ${(error as Error).message}`);
    return result;
  }
  const page = await uploadStaged(staged, options.name, options, result.errors);
  if (page) result.page = page;
  return result;
}

/** The task's review page, when report.json names one inside the report's folder. */
function reviewPath(task: ReportTask): string | undefined {
  const review = task.artifacts?.review;
  return review && webpPath(review) !== undefined ? review : undefined;
}

async function sizeOf(file: string): Promise<number | undefined> {
  return stat(file).then(
    (info) => (info.isFile() ? info.size : undefined),
    () => undefined,
  );
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
