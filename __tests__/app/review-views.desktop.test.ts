/**
 * The check's review page in Chromium: a changed screen offers the baseline and this run side by side,
 * under a slider (dragged by the divider's corner) and as an onion skin (this run over the baseline at
 * a chosen opacity); the page runs no script (its CSP allows none) and loads only its own images.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";
import { buildScenario } from "./support/scenario.ts";

let h: Harness;
let chromium: ChromiumSession;

beforeAll(async () => {
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
});

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.close();
});

describe("the review page's views of a change", () => {
  it("switches between side by side, a slider and onion skin, without a script", async () => {
    const scenario = await buildScenario(h.double, {
      head: (s, sha) => [{ index: 1, count: 1, headSha: sha, tasks: [{ id: "app-save", final: s.save }] }],
    });
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    const check = [...scenario.repo.checkRuns.values()][0]!;
    const opened = await chromium.open(check.detailsUrl!);
    const { page } = opened;
    try {
      const compare = page.locator(".compare").first();
      const visible = async () =>
        compare.evaluate((el) =>
          [...el.querySelectorAll(".view")]
            .filter((v) => getComputedStyle(v).display !== "none")
            .map((v) => v.className),
        );
      // Side by side first: both images, loaded.
      expect(await visible()).toEqual(["view side-view"]);
      const sizes = await compare
        .locator(".side-view img")
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => [i.naturalWidth, i.naturalHeight]));
      expect(sizes).toHaveLength(2);
      expect(sizes[0]![0]).toBeGreaterThan(0);
      expect(sizes[0]).toEqual(sizes[1]);

      // The slider: the baseline is revealed up to the divider; dragging its corner moves it.
      await compare.getByText("Slider", { exact: true }).click();
      expect(await visible()).toEqual(["view slider-view"]);
      const reveal = compare.locator(".reveal");
      const before = (await reveal.boundingBox())!;
      const stack = (await compare.locator(".slider-view .stack").boundingBox())!;
      expect(before.width).toBeCloseTo(stack.width / 2, -1);
      await page.mouse.move(before.x + before.width - 3, before.y + before.height - 3);
      await page.mouse.down();
      await page.mouse.move(before.x + before.width - 3 + 60, before.y + before.height - 3, { steps: 5 });
      await page.mouse.up();
      const after = (await reveal.boundingBox())!;
      expect(after.width).toBeGreaterThan(before.width + 40);

      // Onion skin: this run over the baseline, at 50 % until another opacity is chosen.
      await compare.getByText("Onion skin", { exact: true }).click();
      expect(await visible()).toEqual(["view onion-view"]);
      const opacity = () =>
        compare.locator(".onion-view .over").evaluate((el) => getComputedStyle(el).opacity);
      expect(await opacity()).toBe("0.5");
      await compare.getByText("25%", { exact: true }).click();
      expect(await opacity()).toBe("0.25");
      await compare.getByText("100%", { exact: true }).click();
      expect(await opacity()).toBe("1");

      expect(await page.locator("script").count()).toBe(0);
      // Nothing failed (a missing icon is a console error in every reviewer's browser), and everything
      // the page loaded is the App's own.
      expect(opened.errors).toEqual([]);
      expect(opened.failedRequests).toEqual([]);
      const origin = new URL(check.detailsUrl!).origin;
      expect(opened.requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
