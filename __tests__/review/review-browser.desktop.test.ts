import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, type CheckedPage, type ChromiumSession } from "../helpers/chromium.ts";
import { cli } from "../helpers/cli.ts";
import { jsonl, makePng, tempFolder, type Line } from "./fixtures.ts";

const EVIL = `</script><img src=x onerror="window.__pwned=1;alert(1)">`;

const LINES: Line[] = [
  {
    step: 1,
    timestamp: "2026-03-01T09:15:00Z",
    action_code: "pyautogui.click(40, 12)",
    thought: "Open the File menu",
    screenshot_path: "step_000.png",
    a11y_tree_path: "step_001_a11y.txt",
    result: "success",
    action_type: "python",
  },
  {
    step: 2,
    timestamp: "2026-03-01T09:15:07Z",
    action_code: `pyautogui.write(${JSON.stringify(EVIL)})`,
    thought: EVIL,
    screenshot_path: "step_001.png",
    a11y_tree_path: "step_002_a11y.txt",
    result: "success",
    action_type: "python",
  },
  {
    step: 3,
    timestamp: "2026-03-01T09:15:15Z",
    action_code: "# [bash]\ncat /tmp/missing",
    thought: "Check the file",
    screenshot_path: "step_002.png",
    result: `error:${EVIL}`,
    bash_output: EVIL,
    error_feedback: "cat failed",
    action_type: "bash",
  },
  {
    step: 4,
    timestamp: "2026-03-01T09:15:30Z",
    action_code: "pyautogui.hotkey('ctrl', 's')",
    thought: "Save it",
    screenshot_path: "step_003.png",
    result: "success",
    action_type: "python",
  },
  {
    step: 5,
    timestamp: "2026-03-01T09:15:40Z",
    action_code: "",
    thought: "Done.",
    screenshot_path: "step_004.png",
    result: "done",
  },
];

const COLOURS: [number, number, number][] = [
  [50, 110, 210],
  [210, 110, 50],
  [60, 170, 90],
  [150, 80, 190],
  [90, 90, 90],
];

describe("the review page in Chromium", () => {
  let browser: ChromiumSession;
  let checked: CheckedPage;
  let cwd: string;

  beforeAll(async () => {
    const files: Record<string, string | Buffer> = {
      "art it's/trajectory.jsonl": jsonl(LINES),
      "art it's/task.json": JSON.stringify({
        id: "notes-edit",
        instruction: EVIL,
        completion_condition: EVIL,
      }),
      "art it's/results.json": JSON.stringify({
        error_category: "test_failure",
        error_detail: EVIL,
        metric_results: [
          { actual: EVIL, detail: `" onmouseover="alert(2)`, expected: EVIL, metric: "m", passed: false },
        ],
        schema_version: "1.0",
        status: "fail",
        test_id: "notes-edit",
      }),
      "art it's/step_001_a11y.txt": "[frame] gedit\n  [menu] File\n  [menu] Edit\n",
      "art it's/step_002_a11y.txt": EVIL,
    };
    COLOURS.forEach((rgb, i) => (files[`art it's/step_00${i}.png`] = makePng(320, 180, rgb)));
    files["art it's/final.png"] = makePng(1280, 720, [200, 40, 40]);
    cwd = tempFolder(files);
    const result = await cli(["review", "art it's", "--output", "review.html", "--no-open"], cwd);
    expect(result.code).toBe(0);
    browser = await launchChromium();
    checked = await browser.open(path.join(cwd, "review.html"));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  const page = () => checked.page;
  const selected = () =>
    page().$eval(".step-item[aria-current='true']", (el) => el.getAttribute("data-target"));
  const visiblePanels = () =>
    page().$$eval("main > .panel", (panels) =>
      panels.filter((p) => !(p as unknown as { hidden: boolean }).hidden).map((p) => p.id),
    );

  it("loads with no console error, no failed request and no request but the page itself", () => {
    expect(checked.errors).toEqual([]);
    expect(checked.failedRequests).toEqual([]);
    expect(checked.requests.filter((url) => !url.startsWith("data:"))).toEqual([
      pathToFileURL(path.join(cwd, "review.html")).href,
    ]);
  });

  it("opens on the verdict with the final screen first, big, and says where the run went wrong", async () => {
    expect(await visiblePanels()).toEqual(["overview"]);
    expect(await page().getAttribute("#nav-overview", "aria-current")).toBe("true");
    const numbers = await page().$$eval(".step-item .num", (els) => els.map((e) => e.textContent));
    expect(numbers).toEqual(["1", "2", "3", "4", "5"]);
    // The first thing in the verdict panel is final.png, as wide as the panel.
    const first = await page().$eval("#overview > :not(.panel-head)", (el) => el.className);
    expect(first).toBe("shot final-shot");
    const img = page().locator("#overview .final-shot img");
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { complete: boolean }).complete))
      .toBe(true);
    const box = (await img.boundingBox())!;
    const panel = (await page().locator("#overview").boundingBox())!;
    expect(box.width).toBeGreaterThan(panel.width * 0.8);
    expect(await page().textContent(".verdict-banner .went-wrong")).toBe("went wrong at step 3");
  });

  it("enlarges every screenshot in a lightbox: zoom in and out, arrows between screens, Esc closes", async () => {
    const dialog = page().locator("#lightbox");
    const scale = () => page().textContent("#lightbox-scale");
    const shownSrc = () => page().getAttribute("#lightbox-image", "src");
    // A window smaller than the 1280×720 final screen, so fitting it means shrinking it.
    await page().setViewportSize({ width: 800, height: 600 });
    await page().click("#overview .final-shot .zoomable");
    await expect.poll(() => dialog.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(true);
    expect(await page().textContent("#lightbox-caption")).toBe("final.png · the final screen (1 of 6)");
    expect(await shownSrc()).toBe(await page().getAttribute("#overview .final-shot img", "src"));
    // Fitted to the window: the 1280-pixel screen is shown smaller, and says by how much.
    await expect.poll(scale).toMatch(/^fit · \d+%$/);
    const fitted = Number(/(\d+)%/.exec((await scale())!)![1]);
    expect(fitted).toBeLessThan(100);
    // Zooming in goes past the fitted size, the stage scrolls instead of cutting the image off.
    await page().click("[data-lightbox='in']");
    const zoomed = Number(/(\d+)%/.exec((await scale())!)![1]);
    expect(zoomed).toBeGreaterThan(fitted);
    expect(await scale()).toBe("75%");
    await page().keyboard.press("+");
    await page().keyboard.press("+");
    await page().keyboard.press("+");
    expect(await scale()).toBe("200%");
    const width = await page().$eval(
      "#lightbox-image",
      (el) => (el as unknown as { clientWidth: number }).clientWidth,
    );
    expect(width).toBe(2560);
    const stage = await page().$eval("#lightbox-stage", (el) => {
      const s = el as unknown as { scrollWidth: number; clientWidth: number };
      return { scrollWidth: s.scrollWidth, clientWidth: s.clientWidth };
    });
    expect(stage.scrollWidth).toBeGreaterThanOrEqual(2560);
    expect(stage.clientWidth).toBeLessThan(2560);
    await page().keyboard.press("-");
    expect(await scale()).toBe("150%");
    await page().keyboard.press("0");
    await expect.poll(scale).toMatch(/^fit/);
    // The arrows move between the page's screenshots (not the steps behind the dialog).
    await page().keyboard.press("ArrowRight");
    expect(await page().textContent("#lightbox-caption")).toBe(
      "Step 1 · step_000.png · the screen this step acted on (2 of 6)",
    );
    await page().keyboard.press("ArrowRight");
    await page().keyboard.press("ArrowRight");
    expect(await page().textContent("#lightbox-caption")).toMatch(/^Step 3 · step_002\.png/);
    expect(await visiblePanels()).toEqual(["overview"]);
    // Esc closes it, on the step whose screen was last shown, its button focused.
    await page().keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(false);
    expect(await visiblePanels()).toEqual(["entry-2"]);
    expect(await page().evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Enlarge the screenshot of step 3 (step_002.png)",
    );
    // Keyboard only: Enter on the focused screenshot opens it, the close button closes it.
    await page().keyboard.press("Enter");
    await expect.poll(() => dialog.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(true);
    await page().click("[data-lightbox='close']");
    await expect.poll(() => dialog.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(false);
    await page().setViewportSize({ width: 1400, height: 900 });
    expect(checked.errors).toEqual([]);
  });

  it("renders the screenshot of every step", async () => {
    for (let i = 0; i < LINES.length; i++) {
      await page().keyboard.press(i === 0 ? "Home" : "ArrowRight");
      const img = page().locator(`#entry-${i} .shot img`);
      await img.waitFor({ state: "visible" });
      await expect
        .poll(() => img.evaluate((el) => (el as unknown as { complete: boolean }).complete))
        .toBe(true);
      const size = await img.evaluate((el) => {
        const image = el as unknown as { naturalWidth: number; naturalHeight: number };
        return [image.naturalWidth, image.naturalHeight];
      });
      expect(size).toEqual([320, 180]);
    }
    expect(checked.errors).toEqual([]);
  });

  it("moves between steps with the arrow keys, j/k, Home and End", async () => {
    const keys: [string, string][] = [
      ["Home", "entry-0"],
      ["ArrowRight", "entry-1"],
      ["j", "entry-2"],
      ["k", "entry-1"],
      ["ArrowLeft", "entry-0"],
      ["ArrowLeft", "entry-0"],
      ["End", "entry-4"],
      ["ArrowRight", "entry-4"],
      ["Home", "entry-0"],
    ];
    for (const [key, target] of keys) {
      await page().keyboard.press(key);
      expect(await selected(), key).toBe(target);
      expect(await visiblePanels()).toEqual([target]);
    }
    await page().click("#nav-entry-3");
    expect(await selected()).toBe("entry-3");
    await page().click("#entry-3 [data-nav='prev']");
    expect(await selected()).toBe("entry-2");
  });

  it("shows untrusted text as text and runs none of it", async () => {
    await page().click("#nav-entry-1");
    expect(await page().textContent("#nav-entry-1 .item-thought")).toBe(EVIL);
    expect(await page().textContent("#entry-1 .thought")).toBe(EVIL);
    expect(await page().textContent("#entry-1 pre.code")).toBe(`pyautogui.write(${JSON.stringify(EVIL)})`);
    await page().click("#entry-1 .a11y summary");
    expect(await page().textContent("#entry-1 .a11y-text")).toBe(EVIL);
    await page().click("#nav-overview");
    expect(await page().textContent("#overview .prose")).toBe(EVIL);
    expect(await page().textContent(".verdict-banner .why")).toBe(EVIL);
    expect(await page().getAttribute(".failed-metrics li", "title")).toBe(`" onmouseover="alert(2)`);
    await page().hover(".failed-metrics li");
    expect(await page().locator("img[src='x']").count()).toBe(0);
    expect(await page().evaluate("typeof window.__pwned")).toBe("undefined");
    expect(checked.dialogs).toEqual([]);
    expect(checked.errors).toEqual([]);
  });

  it("builds the codify command from the checked steps and copies it", async () => {
    const command = () => page().textContent("#codify-command");
    // codify's default: the steps that succeeded and the final done step.
    expect(await command()).toBe(`desktest codify 'art it'\\''s/trajectory.jsonl' --steps 1,2,4,5`);
    await page().click("input.codify-check[data-step='3']");
    expect(await command()).toBe(`desktest codify 'art it'\\''s/trajectory.jsonl' --steps 1-5`);
    await page().click("button[data-select='none']");
    expect(await command()).toBe("Check the steps to keep in the replay script.");
    expect(await page().isDisabled("#codify-copy")).toBe(true);
    await page().click("button[data-select='all']");
    expect(await command()).toBe(`desktest codify 'art it'\\''s/trajectory.jsonl' --steps 1-5`);
    await page().click("button[data-select='success']");
    expect(await command()).toBe(`desktest codify 'art it'\\''s/trajectory.jsonl' --steps 1,2,4,5`);
    // A checkbox is not a step: clicking one keeps the selection.
    await page().click("#nav-entry-0");
    await page().click("input.codify-check[data-step='5']");
    expect(await selected()).toBe("entry-0");
    await page().click("input.codify-check[data-step='5']");

    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page().click("#codify-copy");
    await expect.poll(() => page().textContent("#codify-feedback")).not.toBe("");
    expect(await page().textContent("#codify-feedback")).toBe("Copied.");
    expect(await page().evaluate("navigator.clipboard.readText()")).toBe(
      `desktest codify 'art it'\\''s/trajectory.jsonl' --steps 1,2,4,5`,
    );
  });

  it("filters the accessibility tree", async () => {
    await page().click("#nav-entry-0");
    await page().click("#entry-0 .a11y summary");
    await page().fill("#entry-0 .a11y-filter", "menu");
    expect(await page().textContent("#entry-0 .a11y-text")).toBe("  [menu] File\n  [menu] Edit");
    await page().fill("#entry-0 .a11y-filter", "");
    expect(await page().textContent("#entry-0 .a11y-text")).toBe(
      "[frame] gedit\n  [menu] File\n  [menu] Edit\n",
    );
    // Typing in the filter does not move between steps.
    await page().press("#entry-0 .a11y-filter", "j");
    expect(await selected()).toBe("entry-0");
  });

  it("captions a replay's steps as replayed steps, each screen the one after its step", async () => {
    const replayed = LINES.slice(0, 2).map((l) => ({ ...l, thought: undefined }));
    const root = tempFolder({
      "rep/trajectory.jsonl": jsonl(replayed),
      "rep/task.json": JSON.stringify({
        id: "notes-edit",
        instruction: "Save",
        evaluator: {
          mode: "programmatic",
          metrics: [{ type: "script_replay", script_path: "/r/replay.py" }],
        },
      }),
      "rep/results.json": JSON.stringify({
        schema_version: "1.0",
        status: "pass",
        test_id: "notes-edit",
        metric_results: [],
      }),
      "rep/step_000.png": makePng(320, 180, COLOURS[0]!),
      "rep/step_001.png": makePng(320, 180, COLOURS[1]!),
    });
    const result = await cli(["review", "rep", "--output", "review.html", "--no-open"], root);
    expect(result.code).toBe(0);
    const replay = await browser.open(path.join(root, "review.html"));
    const p = replay.page;
    await p.click("#nav-entry-0");
    expect(await p.textContent("#entry-0 .shot figcaption")).toBe(
      "step_000.png · the screen after this replayed step · click to enlarge",
    );
    expect(await p.textContent("#entry-0 .step-text h3")).toBe("Replayed step");
    expect(await p.textContent("#nav-entry-0 .item-thought")).toBe("(no note in the script)");
    await p.click("#entry-0 .zoomable");
    expect(await p.textContent("#lightbox-caption")).toBe(
      "Step 1 · step_000.png · the screen after this replayed step (1 of 2)",
    );
    await p.keyboard.press("Escape");
    expect(await p.textContent("body")).not.toContain("the screen this step acted on");
    expect(replay.errors).toEqual([]);
    await p.close();
  });

  it("ends with no error, no failed request and no dialog", () => {
    expect(checked.errors).toEqual([]);
    expect(checked.failedRequests).toEqual([]);
    expect(checked.dialogs).toEqual([]);
  });
});
