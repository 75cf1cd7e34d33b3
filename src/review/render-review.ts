import type { FailureSource } from "./review-model.ts";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { InfraError } from "../errors/desktest-error.ts";
import { renderPage } from "./html-page.ts";
import { buildReviewModel, type ReviewModel } from "./review-model.ts";

/**
 * JSON for an inline `<script>` element: `<` (so `</script>` and `<!--` cannot end or confuse the
 * element), `>` and `&` as `\u` escapes, and U+2028/U+2029 escaped for older JavaScript parsers.
 * The result is still valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? "null")
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The page for a review model (see renderPage for the escaping and the content security policy). */
export function renderReviewHtml(model: ReviewModel): string {
  return renderPage("review", { ...model, dataJson: jsonForScript(model.clientData) }, "data:");
}

/**
 * Write the review page of an artifacts folder (both paths resolved against `cwd`; secrets the task
 * declares are looked up in `env` to be redacted). Throws a
 * ConfigError when the folder has no trajectory, an InfraError when the page cannot be written.
 */
export async function writeReview(
  artifactsDir: string,
  outputFile: string,
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  failure: FailureSource = {},
): Promise<string> {
  const target = path.resolve(cwd, outputFile);
  const model = await buildReviewModel(artifactsDir, cwd, env, { pageDir: path.dirname(target), ...failure });
  const html = renderReviewHtml(model);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  } catch (error) {
    throw new InfraError(`Cannot write review HTML: ${(error as Error).message}`, { cause: error });
  }
  return target;
}
