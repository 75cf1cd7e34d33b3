import { createHash } from "node:crypto";
import { InfraError } from "../errors/desktest-error.ts";
import { readTemplateFile, template } from "../util/templates.ts";

interface PageTemplate {
  render: (context: object) => string;
  css: string;
  script: string;
}

const compiled = new Map<string, PageTemplate>();

/** `templates/<name>.hbs` with `base.css` + `<name>.css` and `<name>.js`, compiled once. */
function loadPageTemplate(name: string): PageTemplate {
  const cached = compiled.get(name);
  if (cached) return cached;
  const read = readTemplateFile;
  const css = `${read("base.css")}\n${read(`${name}.css`)}`;
  const script = read(`${name}.js`);
  if (/<\/style/iu.test(css) || /<\/script|<!--/iu.test(script)) {
    throw new InfraError(`The ${name} template's CSS or script contains a closing tag`);
  }
  const page = { render: template(`${name}.hbs`, { escapeHtml: true }), css, script };
  compiled.set(name, page);
  return page;
}

const CSP_PLACEHOLDER = "desktest-content-security-policy";

/**
 * A self-contained page from `templates/<name>.*`. Every context string goes through Handlebars' HTML
 * escaping; the only raw insertions are our own CSS and script. The content security policy allows no
 * network access, images only from `imageSources`, and runs only our own style and script (by hash, so
 * an injected inline handler would not run either).
 */
export function renderPage(name: string, context: object, imageSources: string): string {
  const { render, css, script } = loadPageTemplate(name);
  let html = render({ ...context, css, script, contentSecurityPolicy: CSP_PLACEHOLDER });
  // Formatters drop the doctype from Handlebars templates; the page needs it (no quirks mode).
  if (!/^\s*<!doctype html>/iu.test(html)) html = "<!doctype html>\n" + html.trimStart();
  // Hash what the page really contains between the tags (the template's formatting may add whitespace).
  const style = /<style>([\s\S]*?)<\/style>/u.exec(html)?.[1] ?? "";
  const code = /<script>([\s\S]*?)<\/script>/u.exec(html)?.[1] ?? "";
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const policy = [
    "default-src 'none'",
    `img-src ${imageSources}`,
    ...(imageSources.includes("data:") ? ["media-src data:"] : []),
    `style-src ${hash(style)}`,
    `script-src ${hash(code)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  // The meta element comes before any context text, so the first occurrence is the placeholder.
  return html.replace(CSP_PLACEHOLDER, () => policy.replaceAll("'", "&#x27;"));
}
