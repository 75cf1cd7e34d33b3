import { copyFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { failuresFirst, REPORT_FILES, wentWrong, type ReportTask, type SuiteReport } from "../index.ts";
import { uploadArtifact, webpPath, type UploadedArtifact } from "./artifacts.ts";
import type { ArtifactNames } from "./names.ts";

/**
 * The pages a person opens in the browser straight from the run's page, with no download and no App:
 * the self-contained report.html and the review page of each task that went wrong, each uploaded as a
 * single un-archived artifact (`skipArchive`: GitHub serves the file itself, which a browser displays).
 * Bounded in number and size; what is left out is said.
 */
export const PAGE_LIMITS = {
  /** report.html larger than this is not uploaded on its own (it embeds at most 30 MiB of screens). */
  reportBytes: 64 * 1024 * 1024,
  /** Review pages uploaded on their own, failures first. */
  reviews: 10,
  reviewBytes: 25 * 1024 * 1024,
  /** Every review page together. */
  totalReviewBytes: 100 * 1024 * 1024,
} as const;

export interface UploadedPages {
  report?: UploadedArtifact;
  /** Task id → its review page's artifact. */
  reviews: Map<string, UploadedArtifact>;
  /** What was left out and why, one line each. */
  notes: string[];
  errors: string[];
}

/**
 * Copy each page to `stageDir` under its artifact name (an un-archived artifact is named after its file)
 * and upload it. Failed uploads are collected, never thrown.
 */
export async function uploadPages(options: {
  report: SuiteReport;
  outputDir: string;
  stageDir: string;
  names: Pick<ArtifactNames, "suitePage" | "reviewPage">;
  retentionDays?: number;
  limits?: { readonly [K in keyof typeof PAGE_LIMITS]: number };
}): Promise<UploadedPages> {
  const { report, outputDir, stageDir, names } = options;
  const limits = options.limits ?? PAGE_LIMITS;
  const uploaded: UploadedPages = { reviews: new Map(), notes: [], errors: [] };
  await mkdir(stageDir, { recursive: true });
  const upload = async (source: string, name: string): Promise<UploadedArtifact | undefined> => {
    const staged = path.join(stageDir, name);
    try {
      await copyFile(source, staged);
      return await uploadArtifact(name, [staged], stageDir, {
        retentionDays: options.retentionDays,
        skipArchive: true,
      });
    } catch (error) {
      uploaded.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const reportFile = path.join(outputDir, REPORT_FILES.html);
  const reportSize = await sizeOf(reportFile);
  if (reportSize !== undefined && reportSize <= limits.reportBytes) {
    uploaded.report = await upload(reportFile, names.suitePage);
  } else if (reportSize !== undefined) {
    uploaded.notes.push(
      `report.html (${mib(reportSize)}) is larger than ${mib(limits.reportBytes)} and was not uploaded on its own; it is in the trajectories artifact's folder.`,
    );
  }

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
    const artifact = await upload(file, names.reviewPage(uploaded.reviews.size + 1, folder));
    if (artifact) uploaded.reviews.set(task.id, artifact);
  }
  const cut = Math.max(0, candidates.length - limits.reviews);
  if (cut > 0 || tooBig > 0) {
    uploaded.notes.push(
      `${cut + tooBig} review page(s) of tasks that went wrong were not uploaded on their own (at most ${limits.reviews}, ${mib(limits.reviewBytes)} each and ${mib(limits.totalReviewBytes)} together); they are in the trajectories artifact.`,
    );
  }
  return uploaded;
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
