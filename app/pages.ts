import type { IncomingMessage, ServerResponse } from "node:http";
import { basePlainLabel } from "./check/base-view.ts";
import { canApprove, conclusionOf, titleOf, type CheckModel } from "./check/model.ts";
import { failureHtml, failureView, formatDuration, template } from "../src/app-surface.ts";
import { formatCost } from "./check/render.ts";
import type { AppRuntime } from "./runtime.ts";
import { isObjectKey } from "./storage/object-store.ts";

const checkPage = () => template("check-page.hbs", { escapeHtml: true, strict: true });

/** Headers for every page and image: nothing else may be loaded, nothing may frame it. */
const BASE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

/**
 * A task's own review page comes from a pull request's artifact: it is served sandboxed (an opaque
 * origin, no network, no forms), so even a crafted page cannot reach the app or anything else.
 */
const UNTRUSTED_HTML_CSP =
  "sandbox allow-scripts; default-src 'none'; img-src data:; media-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    ...BASE_HEADERS,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(text);
}

/**
 * `GET /o/<key>?exp=…&sig=…` (images and task review pages), `GET /review/<id>?exp=…&sig=…` (the
 * check's review page) and `GET /favicon.ico` (no icon: 204, so a reviewer's browser, which asks for it
 * beside every page, logs no failed request). Returns false for any other path (the webhook middleware
 * comes next).
 */
export async function servePublic(
  rt: AppRuntime,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? "/", "http://app.invalid");
  if (url.pathname === "/favicon.ico" && (req.method === "GET" || req.method === "HEAD")) {
    res.writeHead(204, { ...BASE_HEADERS, "cache-control": "public, max-age=86400" });
    res.end();
    return true;
  }
  const object = /^\/o\/([^/]+)$/.exec(url.pathname);
  const review = /^\/review\/([^/]+)$/.exec(url.pathname);
  if (!object && !review) return false;
  if (req.method !== "GET" && req.method !== "HEAD") {
    refuse(res, 405, "Method not allowed");
    return true;
  }
  const verdict = rt.signer.verify(url.pathname, url.searchParams);
  if (verdict !== "ok") {
    refuse(res, 403, verdict === "expired" ? "This link has expired." : "Invalid signature.");
    return true;
  }
  const maxAge = Math.min(rt.signer.remainingSeconds(url.searchParams), 7 * 86_400);
  if (object) {
    const key = object[1]!;
    const stored = isObjectKey(key) ? await rt.objects.get(key) : null;
    if (!stored) {
      refuse(res, 404, "Not found.");
      return true;
    }
    const html = key.endsWith(".html");
    res.writeHead(200, {
      ...BASE_HEADERS,
      "content-type": stored.contentType,
      "content-length": String(stored.body.length),
      "cache-control": `${html ? "private" : "public"}, max-age=${maxAge}, immutable`,
      "content-security-policy": html ? UNTRUSTED_HTML_CSP : "default-src 'none'; sandbox",
    });
    res.end(req.method === "HEAD" ? undefined : stored.body);
    return true;
  }
  const model = await rt.store.loadModelByPage<CheckModel>(review![1]!);
  if (!model) {
    refuse(res, 404, "Not found.");
    return true;
  }
  let body = renderPage(rt, model);
  // Formatters drop the doctype from Handlebars templates; the page needs it (no quirks mode).
  if (!/^\s*<!doctype html>/i.test(body)) body = "<!doctype html>\n" + body.trimStart();
  res.writeHead(200, {
    ...BASE_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "private, no-cache",
    "content-security-policy": PAGE_CSP,
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

export function renderPage(rt: AppRuntime, model: CheckModel): string {
  // The page is served from PUBLIC_URL too, so these are same-origin for the page's CSP.
  const sign = (key: string) => rt.signer.sign(`/o/${key}`);
  const conclusion = conclusionOf(model);
  const screen = (t: CheckModel["tasks"][number]) =>
    t.visual.status === "changed"
      ? t.visual.accepted
        ? "changed (approved)"
        : canApprove(t)
          ? "changed"
          : "changed (the task failed)"
      : t.visual.status;
  let compareCount = 0;
  const b = model.baseline;
  const baseline = b.run
    ? `Baseline: run #${b.run.number} on ${b.branch} at ${b.run.headSha.slice(0, 7)} (${b.kind === "merge-base" ? "the merge base" : "the latest earlier run with reports"}).`
    : "No baseline yet: screens were not compared.";
  return checkPage()({
    title: titleOf(model),
    conclusionLabel: { success: "Passed", failure: "Failed", action_required: "Waiting for approval" }[
      conclusion
    ],
    conclusionClass: conclusion === "success" ? "pass" : conclusion === "failure" ? "fail" : "changed",
    repo: `${model.owner}/${model.repo}`,
    sha: model.headSha.slice(0, 12),
    runUrl: model.run.htmlUrl,
    runNumber: model.run.number,
    attempt: model.run.attempt > 1 ? model.run.attempt : null,
    checkName: model.checkName,
    processedAt: model.processedAt,
    baseline,
    notes: model.notes.map((n) => n.replace(/`+/g, "")),
    tasks: model.tasks.map((t) => ({
      status: t.status,
      id: t.id,
      file: t.file,
      duration: formatDuration(t.durationMs),
      steps: t.steps ?? "",
      cost: formatCost(t.costUsd),
      base: basePlainLabel(model, t),
      screen: screen(t),
      screenClass: t.visual.status === "changed" ? "changed" : "",
      reason: t.reason ?? "",
    })),
    sections: model.tasks
      .filter((t) => t.status === "fail" || t.status === "error" || t.visual.status === "changed")
      .map((t) => {
        const figures: { url: string; caption: string }[] = [];
        const compares: {
          id: string;
          label: string;
          base: string;
          head: string;
          opacities: { value: number; checked: boolean; name: string; inputId: string }[];
        }[] = [];
        const shots = [t.visual.final, t.visual.firstDivergedStep].filter((s) => s !== null);
        for (const shot of shots) {
          const label = shot.shot === "final" ? "Final screen" : `Step ${shot.shot}`;
          // The baseline and this run around the change: side by side, under a slider, or onion skin.
          if (shot.images.base && shot.images.head) {
            const id = `c${++compareCount}`;
            compares.push({
              id,
              label,
              base: sign(shot.images.base),
              head: sign(shot.images.head),
              opacities: [0, 25, 50, 75, 100].map((value) => ({
                value,
                checked: value === 50,
                name: `${id}-opacity`,
                inputId: `${id}-o${value}`,
              })),
            });
          }
          if (shot.images.sideBySide)
            figures.push({
              url: sign(shot.images.sideBySide),
              caption: `${label}: baseline | this run | difference`,
            });
          if (shot.images.overlay)
            figures.push({ url: sign(shot.images.overlay), caption: `${label}: differences in red` });
        }
        if (t.finalScreenshotKey)
          figures.push({ url: sign(t.finalScreenshotKey), caption: "Final screen of this run" });
        return {
          id: t.id,
          status: t.status,
          reason: t.reason ?? "",
          failureHtml: failureHtml(
            failureView({
              metrics: t.failingMetrics.map((m) => ({ ...m, passed: false })),
              file: t.file,
              location: t.location ?? null,
            }),
          ),
          metrics: t.failingMetrics,
          thought: t.lastThought ?? "",
          figures,
          compares,
          reviewUrl: t.reviewKey ? sign(t.reviewKey) : null,
        };
      }),
  });
}
