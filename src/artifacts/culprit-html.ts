import { template } from "../util/templates.ts";
import { culpritView, type ShownCulprit } from "./culprit-text.ts";

/**
 * A failed run's culprit on an HTML page (templates/culprit.hbs): its label, the evidence, what to do and
 * the error output's last lines. Empty when there is none. The pages insert it as it is
 * (`{{{culpritHtml}}}`): every text in it is escaped here.
 */
export function culpritHtml(culprit: ShownCulprit | null | undefined): string {
  return culprit
    ? template("culprit.hbs", { escapeHtml: true, strict: false })({ culprit: culpritView(culprit) })
    : "";
}
