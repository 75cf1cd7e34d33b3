import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../app/pages.ts";
import type { AppRuntime } from "../../app/runtime.ts";
import { UrlSigner } from "../../app/storage/signed-url.ts";
import { launchChromium, type ChromiumSession, type CheckedPage } from "../helpers/chromium.ts";
import {
  METRIC_LINE,
  checkModelOf,
  writeMultilineFailure,
  type MultilineFailure,
} from "./multiline-failure.ts";

/*
 * The HTML pages of one failure (the suite report's card, the task's review page, the App's check page),
 * in Chromium, for the multi-line pair `todo\nshipped!` vs `todo\nshipped`: the whole reason with its
 * newline shown, the `!` marked as the difference, and the task file's lines with the failing one marked.
 */

let f: MultilineFailure;
let chromium: ChromiumSession;
beforeAll(async () => {
  f = await writeMultilineFailure();
  chromium = await launchChromium();
}, 120_000);
afterAll(async () => {
  await chromium?.close();
});

async function expectFailureShown(checked: CheckedPage, scope: string): Promise<void> {
  const { page } = checked;
  const root = page.locator(scope).first();
  expect(await root.locator(".reason").first().textContent()).toContain(f.reason);
  const diff = root.locator(".failure-difference");
  expect(await diff.getAttribute("data-metric")).toBe("command_output");
  expect(await diff.locator(".diff-expected").textContent()).toBe("todo⏎shipped!");
  expect(await diff.locator(".diff-actual").textContent()).toBe("todo⏎shipped");
  // The differing part is marked, and visibly so (its own background).
  expect(await diff.locator(".diff-expected del.diff-mark").textContent()).toBe("!");
  const marked = await diff
    .locator(".diff-expected del.diff-mark")
    .evaluate((el) => getComputedStyle(el as Element).backgroundColor);
  expect(marked).not.toBe("rgba(0, 0, 0, 0)");
  const snippet = root.locator(".failure-snippet");
  expect(await snippet.locator("figcaption").textContent()).toBe(`tasks/todo-ship.json:${METRIC_LINE}:7`);
  expect(await snippet.locator(".snippet-line.current").getAttribute("data-line")).toBe(String(METRIC_LINE));
  expect(await snippet.locator(".snippet-line.current").textContent()).toBe(`${METRIC_LINE}       {`);
  expect(await snippet.locator(`.snippet-line[data-line="${METRIC_LINE + 3}"]`).textContent()).toContain(
    '"expected": "todo\\nshipped!"',
  );
  expect(checked.errors).toEqual([]);
}

describe("a multi-line expected/actual pair on the pages", () => {
  it("the suite report's card", async () => {
    const checked = await chromium.open(f.files.html);
    await expectFailureShown(checked, ".failure-card");
    expect(await checked.page.locator(".failure-card .failed-step").textContent()).toBe(
      "all 2 steps ran; the final check failed",
    );
  });

  it("the task's review page", async () => {
    const review = f.run.tasks.find((t) => t.task.id === "todo-ship")!.reviewFile!;
    const checked = await chromium.open(review);
    await expectFailureShown(checked, "#overview");
  });

  it("the App's check page", async () => {
    const rt = { signer: new UrlSigner("secret", "https://app.example", 3600) } as unknown as AppRuntime;
    const file = path.join(f.cwd, "check-page.html");
    writeFileSync(file, renderPage(rt, checkModelOf(f.report)));
    const checked = await chromium.open(file);
    await expectFailureShown(checked, "section.task");
  });
});
