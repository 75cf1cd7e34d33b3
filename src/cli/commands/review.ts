import { ExitCode } from "../../errors/exit-code.ts";
import { openFile } from "../../review/open-file.ts";
import { writeReview } from "../../review/render-review.ts";
import type { CliIO } from "../io.ts";

export interface ReviewOptions {
  /** Where to write the page (default `desktest_review.html` in the working folder). */
  output?: string;
  /** False with `--no-open`. */
  open?: boolean;
}

/**
 * `desktest review <artifacts_dir>`: write one self-contained HTML page to review the run and open it
 * (desktest-spec-core §7.2). Exit 0 when written; 2 without a trajectory; 3 when it cannot be written.
 */
export async function reviewCommand(
  artifactsDir: string,
  options: ReviewOptions,
  io: CliIO,
): Promise<ExitCode> {
  const output = options.output ?? "desktest_review.html";
  const written = await writeReview(artifactsDir, output, io.cwd, io.env);
  io.stdout(`Review HTML written to ${output}\n`);
  if (options.open !== false) openFile(written, io.env);
  return ExitCode.pass;
}
