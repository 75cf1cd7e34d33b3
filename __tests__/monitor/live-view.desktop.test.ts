import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monitorCommand } from "../../src/cli/commands/monitor.ts";
import { runCli } from "../../src/cli/program.ts";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { tempTree } from "../helpers/cli.ts";
import { LlmDouble, type PolicyResult } from "../helpers/llm-double.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const KEY = "test-key-live-view";

/** A promise the test resolves when it wants the model to answer. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** The model's replies to the gedit task: type the line, save, done; each one held until its gate opens. */
const gates = [gate(), gate(), gate()];
const replies: PolicyResult[] = [
  "The document is open. <img src=x data-injected=1> Go to its end and type the line.\n```python\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\ntype_text('Hello from desktest')\n```",
  "The line is typed. Save with Ctrl+S.\n```python\npyautogui.hotkey('ctrl', 's')\n```",
  "The file is saved.\nDONE",
];

let double: LlmDouble;
let chromium: ChromiumSession;
beforeAll(async () => {
  double = await LlmDouble.start({
    apiKey: KEY,
    maxLifetimeMs: 600_000,
    policy: async (_request, index) => {
      await gates[index]?.opened;
      return replies[index] ?? "DONE";
    },
  });
  chromium = await launchChromium();
});
afterAll(async () => {
  for (const g of gates) g.open();
  await chromium?.close();
  await double?.stop();
});

function geditTask(): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const file = path.join(dir, "gedit-save.json");
  const task = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  delete task.replay_script;
  writeFileSync(file, JSON.stringify(task));
  writeFileSync(
    path.join(dir, "desktest.json"),
    JSON.stringify({ provider: "anthropic", model: "claude-sonnet-4-5-20250929", api_base_url: double.url }),
  );
  return dir;
}

describe("desktest run --monitor: the live view in Chromium while a real run goes", () => {
  it("shows each step as it comes, the model's wait, a late joiner's earlier steps, the desktop, the verdict, and stays up after the run", async () => {
    const dir = geditTask();
    let stderr = "";
    let announced!: (url: string) => void;
    const liveUrl = new Promise<string>((resolve) => (announced = resolve));
    const run = runCli(
      [
        "run",
        "gedit-save.json",
        "--config",
        "desktest.json",
        "--resolution",
        "1280x800",
        "--monitor-bind",
        "127.0.0.1:0",
        "--monitor-linger",
        "600",
      ],
      {
        stdout: () => undefined,
        stderr: (text) => {
          stderr += text;
          const url = /Live view: (http:\/\/\S+)/u.exec(stderr)?.[1];
          if (url) announced(url);
        },
        cwd: dir,
        env: { ANTHROPIC_API_KEY: KEY, PATH: process.env.PATH ?? "" },
        color: false,
      },
    );
    const url = await liveUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/u);

    const first = await chromium.context.newPage();
    const pageErrors: string[] = [];
    first.on("pageerror", (error) => pageErrors.push(error.message));
    // The first load of noVNC loses a module mid-graph (as when the machine's network changes while it
    // loads): the page loads it again.
    let dropped = 0;
    await first.route(/\/novnc\/a1\/core\/util\//u, (route) => {
      dropped++;
      return route.abort("internetdisconnected");
    });
    await first.goto(url);
    await first.waitForSelector("[data-connection=live], #connection[data-state=live]");

    // The run starts: its section, and the desktop over VNC (read-only) with real frames.
    const section = first.locator("section.run");
    await section.waitFor({ timeout: 180_000 });
    await expect.poll(() => section.locator("h2").textContent()).toBe("gedit-save");
    await first
      .waitForSelector("[data-role=screen][data-vnc=connected]", { timeout: 60_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nscreen: ${await first.locator(".screen-state").textContent()}\nstderr: ${stderr}\npage errors: ${pageErrors.join("; ")}`,
        );
      });
    const canvasPixels = () =>
      first.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>("[data-role=screen] canvas")!;
        const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
        let lit = 0;
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i]! + data[i + 1]! + data[i + 2]! > 300) lit++;
        return { width: canvas.width, height: canvas.height, lit };
      });
    expect(dropped).toBeGreaterThan(0);
    expect(await canvasPixels()).toMatchObject({ width: 1280, height: 800 });
    // gedit's white page, drawn from the desktop's frames (once its window is up: the desktop connects first)
    await expect.poll(async () => (await canvasPixels()).lit, { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await first.locator("[data-role=stop]").count()).toBe(0); // read-only: nothing to press

    // While the model thinks, the page says so and counts the time.
    const thinking = first.locator("[data-role=thinking]");
    await expect
      .poll(() => thinking.textContent(), { timeout: 60_000 })
      .toMatch(/^waiting for the model… \(step 1, \d+ s\)$/u);
    const seconds = async () => Number(/(\d+) s\)$/u.exec((await thinking.textContent()) ?? "")?.[1]);
    const before = await seconds();
    await expect.poll(seconds, { timeout: 10_000 }).toBeGreaterThan(before);

    // Step 1 appears while the run goes on.
    gates[0]!.open();
    const step1 = first.locator("li.step[data-step='1']");
    await step1.waitFor({ timeout: 60_000 });
    expect(await step1.locator(".thought").textContent()).toContain("<img src=x data-injected=1>");
    expect(await first.locator("[data-injected]").count()).toBe(0); // the LLM's text is text, never HTML
    expect(await step1.locator("pre code").textContent()).toContain("type_text('Hello from desktest')");
    expect(await step1.locator(".step-head").textContent()).toMatch(/\d+ in \/ \d+ out tokens/u);
    await expect
      .poll(() => step1.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1280);

    // A late joiner sees the earlier step at once.
    const late = await chromium.context.newPage();
    await late.goto(url);
    await late.locator("li.step[data-step='1']").waitFor({ timeout: 10_000 });
    expect(await late.locator("li.step").count()).toBe(1);

    await expect
      .poll(() => thinking.textContent(), { timeout: 60_000 })
      .toMatch(/^waiting for the model… \(step 2, /u);
    gates[1]!.open();
    await first.locator("li.step[data-step='2']").waitFor({ timeout: 60_000 });
    await late.locator("li.step[data-step='2']").waitFor({ timeout: 10_000 });
    gates[2]!.open();

    // The verdict, in both pages.
    for (const page of [first, late]) {
      const verdict = page.locator("[data-role=verdict]");
      await verdict.waitFor({ timeout: 120_000 });
      expect(await verdict.textContent()).toMatch(/^PASSED: .*The file is saved\./u);
      expect(await page.locator("section.run").getAttribute("data-status")).toBe("pass");
    }
    // The run is over; the live view stays, saying so, with the screen the checks saw (final.png).
    await first.waitForSelector("#connection[data-state=finished]", { timeout: 30_000 });
    expect(await first.locator("#finished").textContent()).toMatch(
      /^The run has finished\. This page shows its final state; the live view closes at .+\.$/u,
    );
    expect(await thinking.count()).toBe(0);
    expect(await first.locator(".screen-state").textContent()).toBe(
      "the run has ended: the screen its checks saw",
    );
    expect(stderr).toContain(
      `The run has ended; its live view stays at ${url} with the verdict and the last screen for 600 s`,
    );
    // A page opened now, after the run, still gets the whole run, and its images load.
    const after = await chromium.context.newPage();
    await after.goto(url);
    await after.locator("[data-role=verdict]").waitFor({ timeout: 10_000 });
    expect(await after.locator("li.step").count()).toBe(3);
    const finalShot = after.locator("img[data-role=latest]");
    expect(await finalShot.getAttribute("src")).toMatch(/\/files\/final\.png$/u);
    await expect
      .poll(() => finalShot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(1280);
    await expect
      .poll(
        () =>
          after.locator("li.step[data-step='2'] img").evaluate((img: HTMLImageElement) => img.naturalWidth),
        { timeout: 10_000 },
      )
      .toBe(1280);
    // Ctrl+C ends the wait (not the run: its exit code is the verdict's), and the page says the view closed.
    process.emit("SIGINT", "SIGINT");
    expect(await run).toBe(0);
    await first.waitForSelector("#connection[data-state=closed]", { timeout: 30_000 });
    expect(await first.locator("[data-role=verdict]").textContent()).toMatch(/^PASSED/u);
    expect(pageErrors).toEqual([]);
    await first.close();
    await late.close();
    await after.close();
  }, 420_000);
});

describe("desktest suite --monitor: every task of a suite in the live view", () => {
  it("shows each task as a run of its own with its steps and verdict, and the suite's progress", async () => {
    const dir = tempTree({});
    cpSync(path.join(repo, "examples"), dir, { recursive: true });
    let stderr = "";
    let announced!: (url: string) => void;
    const liveUrl = new Promise<string>((resolve) => (announced = resolve));
    const suite = runCli(
      [
        "suite",
        "galculator-add.json",
        "gedit-save.json",
        "--replay",
        "--resolution",
        "1280x800",
        "--concurrency",
        "2",
        "--progress",
        "plain",
        "--monitor-bind",
        "127.0.0.1:0",
      ],
      {
        stdout: () => undefined,
        stderr: (text) => {
          stderr += text;
          const url = /Live view: (http:\/\/\S+)/u.exec(stderr)?.[1];
          if (url) announced(url);
        },
        cwd: dir,
        env: { PATH: process.env.PATH ?? "" },
        color: false,
      },
    );
    const page = await chromium.context.newPage();
    await page.goto(await liveUrl);
    const verdicts = page.locator("section.run [data-role=verdict]");
    await expect.poll(() => verdicts.count(), { timeout: 300_000 }).toBe(2);
    expect(await suite).toBe(0);
    const ids = await page.locator("section.run h2").allTextContents();
    expect(ids.sort()).toEqual(["galculator-add", "gedit-save"]);
    for (const text of await verdicts.allTextContents()) expect(text).toMatch(/^PASSED/u);
    expect(await page.locator("section.run[data-status=pass] li.step").count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator("#progress").textContent()).toBe("2/2 tasks done");
    await page.close();
  }, 600_000);
});

describe("desktest monitor --watch: runs other processes write, in Chromium", () => {
  it("shows a run's steps and verdict as its files appear", async () => {
    const root = tempTree({});
    const stop = gate();
    let stderr = "";
    const watching = monitorCommand(
      { watch: "artifacts", monitorBind: "127.0.0.1:0" },
      { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: root, env: {}, color: false },
      stop.opened,
    );
    await expect.poll(() => /Live view: (\S+)/u.exec(stderr)?.[1]).toBeTruthy();
    const url = /Live view: (\S+)/u.exec(stderr)![1]!;
    const page = await chromium.context.newPage();
    await page.goto(url);
    await page.waitForSelector("#connection[data-state=live]");

    const dir = path.join(root, "artifacts", "notes");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "task.json"),
      JSON.stringify({ id: "notes", instruction: "Write the notes.", max_steps: 5 }),
    );
    const step = (n: number, result: string) =>
      JSON.stringify({
        step: n,
        timestamp: "2026-01-01T00:00:00Z",
        action_code: "type_text('hi')",
        thought: `Thinking ${n}`,
        result,
      }) + "\n";
    writeFileSync(path.join(dir, "trajectory.jsonl"), step(1, "success"));
    await page.locator("li.step[data-step='1']").waitFor({ timeout: 10_000 });
    expect(await page.locator("section.run h2").textContent()).toBe("notes");
    expect(await page.locator(".instruction").textContent()).toBe("Write the notes.");

    appendFileSync(path.join(dir, "trajectory.jsonl"), step(2, "done"));
    await page.locator("li.step[data-step='2']").waitFor({ timeout: 10_000 });
    const verdict = page.locator("[data-role=verdict]");
    await expect.poll(() => verdict.textContent()).toMatch(/^PASSED: the trajectory ended with 'done'/u);
    writeFileSync(
      path.join(dir, "results.json"),
      JSON.stringify({
        schema_version: "1.0",
        test_id: "notes",
        status: "fail",
        duration_ms: 10,
        metric_results: [],
        error_detail: "the notes are empty",
      }),
    );
    // The run's own verdict replaces the trajectory's.
    await expect.poll(() => verdict.textContent()).toBe("FAILED: the notes are empty (10 ms)");
    expect(await verdict.count()).toBe(1);
    await page.close();
    stop.open();
    expect(await watching).toBe(0);
  }, 60_000);
});
