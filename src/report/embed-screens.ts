import { ArtifactFiles, imageDataUri } from "../review/artifact-files.ts";
import { failuresFirst } from "./failures-first.ts";
import type { SuiteReport } from "./report-types.ts";

/**
 * The final screens report.html embeds as `data:` URIs, so the page shows them wherever it is opened
 * (an un-archived artifact, a browser's downloads): the tasks that did not pass first, then the rest,
 * within a per-screen and a per-page budget. What does not fit keeps its relative link and is counted.
 */
export const EMBED_LIMITS = {
  /** A larger final screen is linked, not embedded. */
  screenBytes: 6 * 1024 * 1024,
  /** Every embedded screen together (base64 adds a third on the page). */
  totalBytes: 30 * 1024 * 1024,
} as const;

export interface EmbeddedScreens {
  /** data: URIs by report path (`artifacts/<task>/final.png`). */
  byPath: Map<string, string>;
  /** Final screens that exist but were left out by the budgets. */
  left: number;
}

/**
 * Read and embed the tasks' final screens from the folder report.json is in (only files inside it:
 * the paths come from the report, see ArtifactFiles).
 */
export async function embedFinalScreens(
  report: SuiteReport,
  reportDir: string,
  limits: { screenBytes: number; totalBytes: number } = EMBED_LIMITS,
): Promise<EmbeddedScreens> {
  const byPath = new Map<string, string>();
  const files = await ArtifactFiles.open(reportDir);
  if (!files) return { byPath, left: 0 };
  let total = 0;
  let left = 0;
  for (const task of failuresFirst(report.tasks)) {
    const shot = task.artifacts?.final_screenshot;
    if (!shot || byPath.has(shot)) continue;
    const read = await files.read(shot, limits.screenBytes);
    if (!read) continue;
    const image = read.truncated ? undefined : imageDataUri(read.bytes);
    if (!image || total + read.bytes.length > limits.totalBytes) {
      left++;
      continue;
    }
    total += read.bytes.length;
    byPath.set(shot, image.uri);
  }
  return { byPath, left };
}
