import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import Handlebars from "handlebars";
import { InfraError } from "../errors/desktest-error.ts";
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

/** The folder holding `review.hbs`: `templates/` at the package root, found from this module or the bundle. */
export function templatesDir(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "templates");
    if (existsSync(path.join(candidate, "review.hbs"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new InfraError("Cannot find the review template (templates/review.hbs) next to the desktest package");
}

interface CompiledTemplate {
  render: (context: object) => string;
  css: string;
  script: string;
}

let compiled: CompiledTemplate | undefined;

function loadTemplate(): CompiledTemplate {
  if (compiled) return compiled;
  const dir = templatesDir();
  const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
  const css = read("review.css");
  const script = read("review.js");
  if (/<\/style/iu.test(css) || /<\/script|<!--/iu.test(script)) {
    throw new InfraError("The review template's CSS or script contains a closing tag");
  }
  const handlebars = Handlebars.create();
  const template = handlebars.compile(read("review.hbs"), { strict: false, preventIndent: true });
  compiled = { render: (context) => template(context), css, script };
  return compiled;
}

const CSP_PLACEHOLDER = "desktest-content-security-policy";

/**
 * The page for a review model. Every model string goes through Handlebars' HTML escaping; the only raw
 * insertions are our own CSS and script and the script-safe JSON of `clientData`. The page's content
 * security policy allows no network access and runs only our script (by hash, so an injected inline
 * handler would not run either).
 */
export function renderReviewHtml(model: ReviewModel): string {
  const { render, css, script } = loadTemplate();
  let html = render({
    ...model,
    css,
    script,
    dataJson: jsonForScript(model.clientData),
    contentSecurityPolicy: CSP_PLACEHOLDER,
  });
  // Formatters drop the doctype from Handlebars templates; the page needs it (no quirks mode).
  if (!/^\s*<!doctype html>/iu.test(html)) html = "<!doctype html>\n" + html.trimStart();
  // Hash what the page really contains between the tags (the template's formatting may add whitespace).
  const style = /<style>([\s\S]*?)<\/style>/u.exec(html)?.[1] ?? "";
  const code = /<script>([\s\S]*?)<\/script>/u.exec(html)?.[1] ?? "";
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const policy = [
    "default-src 'none'",
    "img-src data:",
    "media-src data:",
    `style-src ${hash(style)}`,
    `script-src ${hash(code)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  // The meta element comes before any model text, so the first occurrence is the placeholder.
  return html.replace(CSP_PLACEHOLDER, () => policy.replaceAll("'", "&#x27;"));
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
): Promise<string> {
  const model = await buildReviewModel(artifactsDir, cwd, env);
  const html = renderReviewHtml(model);
  const target = path.resolve(cwd, outputFile);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  } catch (error) {
    throw new InfraError(`Cannot write review HTML: ${(error as Error).message}`, { cause: error });
  }
  return target;
}
