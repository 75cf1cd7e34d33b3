/**
 * An OSWorld task under `desktest run --monitor`: the live view in Chromium streams the task's desktop
 * (the OSWorld profile's Docker desktop, with its own home) while the agent works, as it does for a
 * desktest task.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/program.ts";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { FIXTURES } from "./run-example.ts";

const KEY = "test-key-osworld-live-view";
/** An os-domain task whose setup opens a terminal on the core profile's desktop (nothing to download). */
const TASK = "desktest-terminal-screenshot";

/** The model answers (DONE, doing nothing) once the test has seen the desktop. */
let answer!: () => void;
const answered = new Promise<void>((resolve) => (answer = resolve));

let double: LlmDouble;
let chromium: ChromiumSession;
beforeAll(async () => {
  await ensureOsworldImage(docker, []);
  double = await LlmDouble.start({
    apiKey: KEY,
    maxLifetimeMs: 600_000,
    policy: async () => {
      await answered;
      return "Nothing to do.\nDONE";
    },
  });
  chromium = await launchChromium();
}, 600_000);
afterAll(async () => {
  answer();
  await chromium?.close();
  await double?.stop();
});

describe("desktest run --monitor of an OSWorld task", () => {
  it("streams the task's desktop to the live view, whose screen shows its frames, then the verdict", async () => {
    const dir = tempTree({});
    cpSync(path.join(FIXTURES, "tasks", `${TASK}.json`), path.join(dir, `${TASK}.json`));
    writeFileSync(
      path.join(dir, "desktest.json"),
      JSON.stringify({
        provider: "anthropic",
        model: "claude-sonnet-4-5-20250929",
        api_base_url: double.url,
      }),
    );
    let stderr = "";
    let announced!: (url: string) => void;
    const liveUrl = new Promise<string>((resolve) => (announced = resolve));
    const run = runCli(
      [
        ...["run", `${TASK}.json`, "--config", "desktest.json", "--resolution", "1280x800"],
        ...["--osworld-cache", path.join(FIXTURES, "cache"), "--monitor-bind", "127.0.0.1:0"],
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
    const page = await chromium.context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(await liveUrl);

    const section = page.locator("section.run");
    await section.waitFor({ timeout: 300_000 });
    await expect.poll(() => section.locator("h2").textContent()).toBe(TASK);
    await page
      .waitForSelector("[data-role=screen][data-vnc=connected]", { timeout: 120_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nscreen: ${await page.locator(".screen-state").textContent()}\nstderr: ${stderr}\npage errors: ${pageErrors.join("; ")}`,
        );
      });
    /** The screen canvas's size, and how many sampled pixels are not black (the terminal, from the desktop's frames). */
    const canvasPixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>("[data-role=screen] canvas")!;
        const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
        let drawn = 0;
        for (let i = 0; i < data.length; i += 4 * 97)
          if (data[i]! + data[i + 1]! + data[i + 2]! > 30) drawn++;
        return { width: canvas.width, height: canvas.height, drawn };
      });
    expect(await canvasPixels()).toMatchObject({ width: 1280, height: 800 });
    await expect.poll(async () => (await canvasPixels()).drawn, { timeout: 60_000 }).toBeGreaterThan(0);

    // The agent ends the episode without doing the task: the page shows the run's verdict as results.json has it.
    answer();
    await page.locator("[data-role=verdict]").waitFor({ timeout: 180_000 });
    const code = await run;
    const results = JSON.parse(readFileSync(path.join(dir, "test-results", "results.json"), "utf8")) as {
      status: string;
    };
    expect(results.status).not.toBe("pass");
    expect(await section.getAttribute("data-status")).toBe(results.status);
    expect(code).toBe(results.status === "fail" ? 1 : 3);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 600_000);
});
