import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { InfraError } from "../errors/desktest-error.ts";

/**
 * The one Handlebars set-up: where `templates/` is, and templates compiled once each with the helpers
 * their output needs (HTML pages escape by default; Markdown outputs escape through their helpers).
 */

/** `templates/` at the package root, found from this module from source, from the bundle in dist/ or an installed package. */
export function templatesDir(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "templates");
    if (existsSync(path.join(candidate, "review.hbs"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new InfraError(
    "Cannot find the templates (templates/review.hbs) next to the desktest package: reinstall it",
  );
}

/** A file of `templates/` (template, stylesheet or script) as text. */
export function readTemplateFile(name: string): string {
  return readFileSync(path.join(templatesDir(), name), "utf8");
}

export interface TemplateOptions {
  /** Helpers by name; they receive the raw values and return the text to insert. */
  helpers?: Record<string, (...args: never[]) => unknown>;
  /** HTML-escape `{{value}}` (pages); false when every insertion goes through a helper (Markdown). */
  escapeHtml: boolean;
  /** A missing property is an error instead of an empty string. */
  strict?: boolean;
}

export type Template = (context: object) => string;

const compiled = new Map<string, Template>();

/** `templates/<file>` compiled once per process (the key is the file: one file, one set of options). */
export function template(file: string, options: TemplateOptions): Template {
  const cached = compiled.get(file);
  if (cached) return cached;
  const handlebars = Handlebars.create();
  for (const [name, helper] of Object.entries(options.helpers ?? {})) {
    handlebars.registerHelper(name, (...args: unknown[]) => {
      const out = (helper as (...a: unknown[]) => unknown)(...args.slice(0, -1));
      return options.escapeHtml ? new handlebars.SafeString(String(out)) : out;
    });
  }
  const compiledTemplate = handlebars.compile(readTemplateFile(file), {
    noEscape: !options.escapeHtml,
    strict: options.strict ?? false,
    preventIndent: true,
  });
  const render: Template = (context) => compiledTemplate(context);
  compiled.set(file, render);
  return render;
}
