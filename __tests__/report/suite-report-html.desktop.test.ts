import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failuresFirst } from "../../src/report/failures-first.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { EVIL_REASON, writeSampleSuiteReports, type SampleSuiteReports } from "./sample-suite-reports.ts";

let report: SuiteReport;
let files: SampleSuiteReports["files"];

beforeAll(async () => {
  ({ report, files } = await writeSampleSuiteReports());
});

const task = (id: string) => report.tasks.find((t) => t.id === id)!;

describe("report.html in Chromium", () => {
  let chromium: ChromiumSession;
  beforeAll(async () => {
    chromium = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await chromium?.close();
  });

  it("shows every task with its verdict, links each review page and screenshot, and runs no injected script", async () => {
    const checked = await chromium.open(files.html);
    const { page } = checked;
    expect(await page.title()).toBe("desktest suite · error · 2/7 passed, 1 flaky · shard 2/3");
    expect(await page.locator("#run-status").textContent()).toBe("ERROR");
    expect(await page.locator("tr.task-row").count()).toBe(7);
    // Failures first, then errors, the flaky task, the one that did not run, the passes.
    expect(await page.locator("tr.task-row .task-id").allTextContents()).toEqual(
      failuresFirst(report.tasks).map((t) => t.id),
    );
    const failRow = page.locator("tr.task-row[data-status=fail]");
    expect(await failRow.locator(".reason").textContent()).toBe(task("c-fail").reason);
    expect(await failRow.locator(".failed-metrics .value").allTextContents()).toEqual([
      "Hello from desktest (Equals)",
      "Shopping list <b>bold</b>\u0007",
    ]);
    expect(await page.locator("tr.task-row[data-status=error] .reason").first().textContent()).toContain(
      EVIL_REASON,
    );
    expect(await page.locator(".banner").textContent()).toContain(
      "stopped after 'c-fail' did not pass; 1 task(s) did not run",
    );

    // Every link and image points at a file that exists beside the report.
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => (a as unknown as { href: string }).href));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(existsSync(decodeURIComponent(new URL(href).pathname)), href).toBe(true);
    const reviewLinks = await page
      .locator("tr.task-row .task-links a.link", { hasText: "Review" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(reviewLinks).toHaveLength(5); // every task with a trajectory
    const images = await page.locator("img").evaluateAll((imgs) =>
      imgs.map((el) => {
        const img = el as unknown as { complete: boolean; naturalWidth: number };
        return [img.complete, img.naturalWidth];
      }),
    );
    // One card per task that went wrong (with its screen), then a thumbnail per task that has one.
    const withScreen = report.tasks.filter((t) => t.artifacts?.final_screenshot);
    const cards = withScreen.filter((t) => ["fail", "error", "flaky"].includes(t.status));
    expect(images).toEqual(Array.from({ length: cards.length + withScreen.length }, () => [true, 4]));

    // The status cards filter the table.
    await page.locator(".count-card[data-filter=fail]").click();
    expect(await page.locator("tr.task-row:visible").count()).toBe(1);
    expect(await page.locator("#shown-count").textContent()).toBe("1 of 7 tasks");
    await page.locator(".count-card[data-filter=flaky]").click();
    expect(await page.locator("tr.task-row:visible .task-id").allTextContents()).toEqual(["b-flaky"]);
    await page.locator(".count-card[data-filter=flaky]").click();
    await page.locator("#task-search").fill("CONFIG");
    expect(await page.locator("tr.task-row:visible .task-id").allTextContents()).toEqual(["e-config"]);

    expect(await page.evaluate("typeof window.__pwned")).toBe("undefined");
    expect(checked.dialogs).toEqual([]);
    expect(checked.errors).toEqual([]);
    expect(checked.failedRequests).toEqual([]);
    expect(checked.requests.every((u) => u.startsWith("file://") || u.startsWith("data:image/png"))).toBe(
      true,
    );
  });

  it("opened on its own (an un-archived artifact), shows the failing task's final screen first, with why and where", async () => {
    const alone = mkdtempSync(path.join(tmpdir(), "desktest-report-alone-"));
    copyFileSync(files.html, path.join(alone, "report.html"));
    const checked = await chromium.open(path.join(alone, "report.html"));
    const { page } = checked;
    const first = page.locator("img").first();
    expect(await first.getAttribute("alt")).toBe("Final screen of c-fail");
    expect(await first.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(4);
    const card = page.locator(".failure-card").first();
    expect(await card.locator(".task-id").textContent()).toBe("c-fail");
    expect(await card.locator(".reason").textContent()).toBe(task("c-fail").reason);
    expect(await card.locator(".failed-step").textContent()).toBe("all 2 steps ran; the final check failed");
    expect(await card.locator(".metrics code.value").allTextContents()).toEqual([
      "Hello from desktest (Equals)",
      "Shopping list <b>bold</b>\u0007",
    ]);
    expect(await card.locator("a.link", { hasText: "Review page" }).getAttribute("href")).toBe(
      "artifacts/c-fail/review.html",
    );
    // The flaky task's card names its failed attempt and links that attempt's own review page.
    const flaky = page.locator(".failure-card", { hasText: "b-flaky" });
    expect(await flaky.locator(".failed-attempt").textContent()).toContain(
      "failed: file_compare: today.txt differs at line 2",
    );
    expect(await flaky.locator(".failed-attempt a").getAttribute("href")).toBe(
      "artifacts/b-flaky/attempt-1/review.html",
    );
    // Every screen of the page is embedded: nothing is fetched beside it.
    expect(checked.failedRequests).toEqual([]);
    expect(checked.errors).toEqual([]);
    rmSync(alone, { recursive: true, force: true });
  });
});
