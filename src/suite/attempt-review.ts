import path from "node:path";
import { attemptFailureLocation, REVIEW_PAGE, type AttemptRun } from "../report/suite-run.ts";
import { writeReview } from "../review/render-review.ts";

/**
 * Write an attempt's review page in its folder; its path, or undefined when none was written (a review
 * that cannot be written never fails the suite).
 */
export async function writeAttemptReview(
  attempt: AttemptRun,
  taskFile: string,
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<string | undefined> {
  return writeReview(
    attempt.artifactsDir,
    path.join(attempt.artifactsDir, REVIEW_PAGE),
    options.cwd,
    options.env,
    {
      file: taskFile,
      location: attemptFailureLocation(attempt),
    },
  ).catch(() => undefined);
}
