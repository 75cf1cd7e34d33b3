import type { FailureView } from "./failure-text.ts";
import { template } from "./templates.ts";

/**
 * A failure's block on an HTML page (templates/failure.hbs): expected against actual with the differing
 * part marked, and the task file's lines. Empty when there is nothing to show. The pages insert it as it
 * is (`{{{failureHtml}}}`): every text in it is escaped here.
 */
export function failureHtml(view: FailureView | null): string {
  return view ? template("failure.hbs", { escapeHtml: true, strict: false })({ failure: view }) : "";
}
