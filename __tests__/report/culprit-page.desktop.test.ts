import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { cli } from "../helpers/cli.ts";
import { jsonl, makePng, tempFolder } from "../review/fixtures.ts";
import { MODULE_STDERR, writeCulpritSuite, type CulpritSuite } from "./culprit-surfaces.ts";

/*
 * Whose fault a failed run is, in Chromium: on the suite page (a runner problem shown as the runner's, in
 * the warning tone, never as the app's failure; an app failure as the app's) and on the task's review page
 * (the culprit in the verdict banner and panel, with what to do and the replay's error output).
 */

let s: CulpritSuite;
let chromium: ChromiumSession;
beforeAll(async () => {
  s = await writeCulpritSuite();
  chromium = await launchChromium();
}, 120_000);
afterAll(async () => {
  await chromium?.close();
});

/** The suite page's failure card and table row of a task. */
function byTask(page: Page, id: string) {
  return {
    card: page.locator(".failure-card", { has: page.locator(".task-id", { hasText: id }) }),
    row: page.locator(".task-row", { has: page.locator(".task-id", { hasText: id }) }),
  };
}

describe("the culprit on the suite page", () => {
  it("shows a runner problem as the runner's: its label, 'not a failure of the app', the fix and the error output", async () => {
    const checked = await chromium.open(s.files.html);
    const { page } = checked;
    const runner = byTask(page, "runner-lacks");
    const culprit = runner.card.locator(".culprit-block");
    expect(await culprit.getAttribute("data-culprit")).toBe("environment");
    const line = (await culprit.locator(".culprit").textContent())!.replace(/\s+/g, " ").trim();
    expect(line).toMatch(
      /^Runner problem \(not a failure of the app\): ModuleNotFoundError: No module named 'pyautogui'/,
    );
    expect(await culprit.locator(".culprit-fix").textContent()).toContain("Install the missing module");
    // The error output is folded away, and there to open.
    const tail = culprit.locator(".stderr-tail pre");
    expect(await tail.isVisible()).toBe(false);
    await culprit.locator(".stderr-tail summary").click();
    expect(await tail.isVisible()).toBe(true);
    expect(await tail.textContent()).toBe(MODULE_STDERR);
    // Its status pill is in the warning tone, not the failure's red; the app's failure stays red.
    const pillColour = (locator: Locator) =>
      locator
        .locator(".pill")
        .first()
        .evaluate((el) => getComputedStyle(el as Element).color);
    const warn = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--warn").trim(),
    );
    const error = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--error").trim(),
    );
    expect(await runner.card.locator(".pill").first().getAttribute("class")).toContain("tone-warn");
    expect(await runner.row.locator(".pill").first().getAttribute("class")).toContain("tone-warn");
    const appWrong = byTask(page, "app-wrong");
    expect(await appWrong.card.locator(".pill").first().getAttribute("class")).toContain("tone-error");
    expect(await pillColour(runner.card)).not.toBe(await pillColour(appWrong.card));
    expect(warn).not.toBe(error);
    // The app's failure says so, and no runner words appear on it.
    const appLine = (await appWrong.card.locator(".culprit").textContent())!.replace(/\s+/g, " ").trim();
    expect(appLine).toBe(
      "App failure: the replay ran clean; check `file_exists` failed: /home/tester/saved.txt does not exist",
    );
    expect(await appWrong.card.locator(".culprit-fix").count()).toBe(0);
    // The test's own problem names the step, with the script's error output.
    const replay = byTask(page, "replay-raises").card.locator(".culprit-block");
    expect(await replay.getAttribute("data-culprit")).toBe("test");
    expect(await replay.locator(".culprit").textContent()).toContain(
      "replay step 3 raised ElementNotFound: button 'Save'",
    );
    expect(await replay.locator(".culprit-fix").textContent()).toContain("desktest record --overwrite");
    expect(await runner.row.locator(".culprit").textContent()).toContain("Runner problem");
    expect(checked.errors).toEqual([]);
  });
});

describe("the culprit on the review page", () => {
  it("says a runner problem is not the app's failure, in the banner and the verdict panel", async () => {
    const cwd = tempFolder({
      "art/trajectory.jsonl": jsonl([
        {
          step: 1,
          timestamp: "2026-03-01T09:15:00Z",
          action_code: "pyautogui.click(40, 12)",
          screenshot_path: "step_001.png",
          result: "success",
        },
      ]),
      "art/step_001.png": makePng(320, 180, [50, 110, 210]),
      "art/final.png": makePng(320, 180, [50, 110, 210]),
      "art/task.json": JSON.stringify({ id: "runner-lacks", instruction: "Save the note" }),
      "art/results.json": JSON.stringify({
        schema_version: "1.0",
        test_id: "runner-lacks",
        status: "error",
        error_category: "infra_error",
        error_detail: "The desktop cannot run the replay script: No module named 'pyautogui'",
        metric_results: [],
        culprit: {
          kind: "environment",
          evidence: "ModuleNotFoundError: No module named 'pyautogui' <b>not bold</b>",
          stderr_tail: MODULE_STDERR,
        },
      }),
    });
    const result = await cli(["review", "art", "--output", "review.html", "--no-open"], cwd);
    expect(result.code).toBe(0);
    const checked = await chromium.open(path.join(cwd, "review.html"));
    const { page } = checked;
    const banner = page.locator(".verdict-banner");
    expect(await banner.getAttribute("class")).toContain("tone-warn");
    const said = (await banner.locator(".culprit").textContent())!.replace(/\s+/g, " ").trim();
    expect(said).toBe(
      "Runner problem (not a failure of the app): ModuleNotFoundError: No module named 'pyautogui' <b>not bold</b>",
    );
    expect(await banner.locator(".culprit b").count()).toBe(0);
    const panel = page.locator("#overview .culprit-block");
    expect(await panel.locator(".culprit-fix").textContent()).toContain("Install the missing module");
    await panel.locator(".stderr-tail summary").click();
    expect(await panel.locator(".stderr-tail pre").textContent()).toBe(MODULE_STDERR);
    expect(checked.errors).toEqual([]);
  });
});
