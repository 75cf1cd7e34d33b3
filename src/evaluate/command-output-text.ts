import type { ExecResult } from "../session/exec-result.ts";
import { trimEnd } from "./rust-text.ts";

/**
 * A command's captured output as the metrics see it: stdout followed by stderr (the reference reads one
 * interleaved stream; we receive the two separately), trailing whitespace removed, leading kept.
 */
export function capturedOutput(result: Pick<ExecResult, "stdout" | "stderr">): string {
  return trimEnd(result.stdout + result.stderr);
}
