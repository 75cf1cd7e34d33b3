import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runCli } from "../../src/cli/program.ts";
import { LABEL } from "../../src/session/labels.ts";
import { launchChromium, type ChromiumSession } from "../helpers/chromium.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { TmuxTerminal } from "../helpers/tmux-terminal.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let chromium: ChromiumSession;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  await chromium?.close();
});

/** The gedit example without its replay script, under an id of its own; `secrets` added when given. */
function geditTask(extra: Record<string, unknown> = {}): { dir: string; id: string; file: string } {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const id = `record-${randomUUID().slice(0, 8)}`;
  const file = path.join(dir, "gedit-save.json");
  const task = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  delete task.replay_script;
  writeFileSync(file, JSON.stringify({ ...task, id, ...extra }, null, 2));
  return { dir, id, file };
}

/** The live view's address once `desktest record` says it, or its error output when it ends before. */
async function shown(
  url: Promise<string>,
  recording: Promise<number>,
  stderr: () => string,
): Promise<string> {
  const ended = recording.then((code) => {
    throw new Error(`desktest record ended (exit ${code}) before it showed its live view:\n${stderr()}`);
  });
  return Promise.race([url, ended]);
}

/** Where gedit's window is on the desktop of this task (from the desktop itself). */
async function geditWindow(id: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const [info] = await docker.listContainers({ filters: { label: [`${LABEL.taskId}=${id}`] } });
  const container = docker.getContainer(info!.Id);
  for (let attempt = 0; ; attempt++) {
    const exec = await container.exec({
      Cmd: ["sh", "-c", "xdotool search --onlyvisible --class gedit getwindowgeometry --shell | head -5"],
      AttachStdout: true,
      AttachStderr: true,
    });
    const stream = await exec.start({});
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    await new Promise((resolve) => stream.on("end", resolve));
    const text = Buffer.concat(chunks).toString("latin1");
    const value = (name: string) => Number(new RegExp(`${name}=(\\d+)`, "u").exec(text)?.[1]);
    const found = { x: value("X"), y: value("Y"), width: value("WIDTH"), height: value("HEIGHT") };
    if (Object.values(found).every(Number.isFinite)) return found;
    if (attempt > 50) throw new Error(`no gedit window: ${text}`);
    await pause(200);
  }
}

/** A point of the desktop (1280×800) on the page's scaled VNC canvas. */
async function onCanvas(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator("[data-role=screen] canvas").boundingBox())!;
  return { x: box.x + (x * box.width) / 1280, y: box.y + (y * box.height) / 800 };
}

/** Open the live view, wait for the desktop, click into gedit's text below the text (the last line). */
async function openAndClickIntoEditor(
  url: string,
  id: string,
  output: () => Promise<string> | string,
): Promise<Page> {
  const page = await chromium.context.newPage();
  const console: string[] = [];
  page.on("console", (message) => console.push(`${message.type()}: ${message.text()}`));
  await page.goto(url);
  await page
    .waitForSelector("[data-recording=on] [data-role=screen][data-vnc=connected]", { timeout: 120_000 })
    .catch(async (error: Error) => {
      const state = await page.locator(".screen-state").textContent();
      throw new Error(
        `${error.message}\nthe page says: ${state}\nits console:\n${console.join("\n")}\nthe command's output:\n${await output()}`,
      );
    });
  await page.waitForSelector("[data-role=stop]");
  // What the page tells the person: the recorder listens (before it did, keys were not recorded).
  expect(await page.locator(".screen-state").textContent()).toBe(
    "recording: what you do on the desktop is recorded",
  );
  const win = await geditWindow(id);
  const point = await onCanvas(page, win.x + win.width / 2, win.y + win.height * 0.7);
  await page.mouse.click(point.x, point.y);
  await pause(1500); // a pause: the recorder takes the screen the click left
  return page;
}

describe("desktest record: a test recorded by doing it, in headless Chromium, then replayed", () => {
  it("click into gedit, type a line, Ctrl+S, Stop: the replay script it writes passes desktest run --replay", async () => {
    // Re-recording: the task names a replay script that is gone (--overwrite writes it anew), and a secret
    // the person must know by name.
    const original = JSON.parse(readFileSync(path.join(repo, "examples/gedit-save.json"), "utf8")) as {
      instruction: string;
    };
    const { dir, id, file } = geditTask({
      replay_script: "gedit-save.replay.py",
      instruction: `${original.instruction} (sign in with {{token}} if asked)`,
      secrets: { token: { env: "DESKTEST_RECORD_TOKEN", default: "s3cret-value" } },
    });
    rmSync(path.join(dir, "gedit-save.replay.py"), { force: true });
    let stderr = "";
    let stdout = "";
    let announced!: (url: string) => void;
    const liveUrl = new Promise<string>((resolve) => (announced = resolve));
    const recording = runCli(
      [
        "record",
        "gedit-save.json",
        "--overwrite",
        "--with-screenshots",
        "--no-open",
        "--resolution",
        "1280x800",
        "--monitor-bind",
        "127.0.0.1:0",
      ],
      {
        stdout: (t) => (stdout += t),
        stderr: (t) => {
          stderr += t;
          const url = /Recording [^\n]*\n\s+(http:\/\/\S+)/u.exec(stderr)?.[1];
          if (url) announced(url);
        },
        cwd: dir,
        env: { PATH: process.env.PATH ?? "" },
        color: false,
      },
    );
    const page = await openAndClickIntoEditor(
      await shown(liveUrl, recording, () => stderr),
      id,
      () => stderr,
    );
    expect(stderr).toContain(
      `note: gedit-save.json's replay_script "gedit-save.replay.py" does not exist yet; this recording writes the replay script and points the task at it`,
    );
    // The person sees which secret to type by its name, and no step budget.
    expect(await page.locator(".instruction").textContent()).toContain("sign in with {{token}} if asked");
    expect(await page.locator(".run-head").textContent()).not.toContain("at most");
    await page.keyboard.press("Enter");
    await pause(1500);
    await page.keyboard.type("Hello from desktest", { delay: 40 });
    await pause(1500);
    await page.keyboard.press("Control+s");
    // The last step shows while the person looks, before Stop.
    await page.locator("li.step[data-step='4']").waitFor({ timeout: 30_000 });
    expect(await page.locator("li.step[data-step='4'] code").textContent()).toBe(
      "pyautogui.hotkey('ctrl', 's')",
    );
    await page.locator("[data-role=stop]").click();
    expect(await recording, stderr).toBe(0);

    // The live view showed the steps as they were recorded, and the verdict of the recorded session.
    await page.locator("[data-role=verdict]").waitFor();
    expect(await page.locator("[data-role=verdict]").textContent()).toMatch(/^PASSED/u);
    expect(await page.locator("li.step").count()).toBe(5);
    await page.close();

    const folder = path.join(dir, "recordings", id);
    const trajectory = parseTrajectory(readFileSync(path.join(folder, "trajectory.jsonl"), "utf8"));
    const code = trajectory.map((e) => e.action_code);
    expect(code[0]).toMatch(/^pyautogui\.click\(\d+, \d+\)$/u);
    expect(code.slice(1)).toEqual([
      "pyautogui.press('enter')",
      "type_text('Hello from desktest')",
      "pyautogui.hotkey('ctrl', 's')",
      "",
    ]);
    expect(trajectory[0]!.thought).toMatch(/^Click the text/u); // the element the click landed on
    expect(trajectory.map((e) => e.screenshot_path)).toEqual([
      "step_000.png",
      "step_001.png",
      "step_002.png",
      "step_003.png",
      "step_004.png",
    ]);
    expect(readdirSync(folder)).toEqual(
      expect.arrayContaining([
        "step_000.png",
        "step_001.png",
        "step_002.png",
        "step_003.png",
        "step_001_a11y.txt",
      ]),
    );
    expect(stdout).toContain("Replay script written to gedit-save.replay.py");
    const task = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(task.replay_script).toBe("gedit-save.replay.py");
    expect(task.replay_screenshots_dir).toBe(`recordings/${id}`);

    // The recorded test runs without anyone: desktest run --replay passes, and shows the file's new line.
    const replay = await cli(
      ["run", "gedit-save.json", "--replay", "--resolution", "1280x800", "--output", "replayed"],
      dir,
      {
        PATH: process.env.PATH ?? "",
      },
    );
    expect(replay.code, replay.stderr).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, "replayed/results.json"), "utf8")) as {
      metric_results: { metric: string; actual: string }[];
    };
    expect(results.metric_results.find((m) => m.metric === "command_output")?.actual).toBe(
      "Hello from desktest",
    );
  }, 900_000);
});

describe("desktest record on a QEMU VM desktop (--backend vm; TCG here): the same live view and recording", () => {
  it("keys typed into the page reach gedit in the VM and are recorded; the replay script passes desktest run --replay --backend vm", async () => {
    const { dir, id } = geditTask();
    let stderr = "";
    let stdout = "";
    let announced!: (url: string) => void;
    const liveUrl = new Promise<string>((resolve) => (announced = resolve));
    const recording = runCli(
      [
        "record",
        "gedit-save.json",
        "--backend",
        "vm",
        // (the VM tests' one machine shape: no network, so one ready snapshot serves them all)
        "--no-network",
        "--overwrite",
        "--no-open",
        "--resolution",
        "1280x800",
        "--monitor-bind",
        "127.0.0.1:0",
      ],
      {
        stdout: (t) => (stdout += t),
        stderr: (t) => {
          stderr += t;
          const url = /Recording [^\n]*\n\s+(http:\/\/\S+)/u.exec(stderr)?.[1];
          if (url) announced(url);
        },
        cwd: dir,
        env: { PATH: process.env.PATH ?? "" },
        color: false,
      },
    );
    const page = await chromium.context.newPage();
    await page.goto(await shown(liveUrl, recording, () => stderr));
    await page
      .waitForSelector("[data-recording=on] [data-role=screen][data-vnc=connected]", { timeout: 240_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nthe page says: ${await page.locator(".screen-state").textContent()}\n${stderr}`,
        );
      });
    // gedit has the keyboard (a new window does), its cursor at the start; the keys go through the page's
    // VNC (focused without a click, since where gedit's window is cannot be asked of a VM from here).
    await page.locator("[data-role=screen] canvas").focus();
    await page.keyboard.press("Control+End");
    await pause(3000);
    await page.keyboard.press("Enter"); // (gedit shows the file without its last line break)
    await pause(3000);
    await page.keyboard.type("Hello from desktest", { delay: 60 });
    await pause(3000);
    await page.keyboard.press("Control+s");
    await pause(3000);
    await page.locator("[data-role=stop]").click();
    expect(await recording, stderr).toBe(0);
    await page.close();

    const trajectory = parseTrajectory(
      readFileSync(path.join(dir, "recordings", id, "trajectory.jsonl"), "utf8"),
    );
    expect(trajectory.map((e) => e.action_code)).toEqual([
      "pyautogui.hotkey('ctrl', 'end')",
      "pyautogui.press('enter')",
      "type_text('Hello from desktest')",
      "pyautogui.hotkey('ctrl', 's')",
      "",
    ]);
    expect(stdout).toContain("The recorded session passes the task's checks");

    const replay = await cli(
      [
        "run",
        "gedit-save.json",
        "--replay",
        "--backend",
        "vm",
        "--no-network",
        "--resolution",
        "1280x800",
        "--output",
        "replayed",
      ],
      dir,
      { PATH: process.env.PATH ?? "" },
    );
    expect(replay.code, replay.stderr).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, "replayed/results.json"), "utf8")) as {
      metric_results: { metric: string; actual: string }[];
    };
    expect(results.metric_results.find((m) => m.metric === "command_output")?.actual).toBe(
      "Hello from desktest",
    );
  }, 1_800_000);
});

describe("desktest record through a real terminal: Ctrl+C stops and still writes, secrets stay placeholders", () => {
  it("typing a secret's value records its {{placeholder}}; Ctrl+C writes the recording and the script", async () => {
    const secret = "open-sesame-4217";
    const { dir, id } = geditTask({ secrets: { door: { env: "RECORD_DOOR_CODE" } } });
    const term = await TmuxTerminal.start({
      command: [
        process.execPath,
        "--import",
        pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
        path.join(repo, "src/cli/main.ts"),
        "record",
        "gedit-save.json",
        "--no-open",
        "--resolution",
        "1280x800",
        "--monitor-bind",
        "127.0.0.1:0",
      ],
      cwd: dir,
      env: { RECORD_DOOR_CODE: secret },
      columns: 160,
    });
    try {
      const shown = await term.waitFor(/Recording record-[^\n]*\n\s+http:\/\/127\.0\.0\.1:\d+\//u, {
        timeoutMs: 240_000,
      });
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/u.exec(shown)![1]!;
      const page = await openAndClickIntoEditor(url, id, () => term.history());
      await page.keyboard.type(`door ${secret}`, { delay: 40 });
      await pause(1500);
      await term.press("C-c");
      expect(await term.waitForExit({ timeoutMs: 240_000 })).toBe(0);
      await page.close();
      const output = await term.history();
      expect(output).toContain("stopping the recording and writing what was recorded");
      expect(output).toContain("Replay script written to desktest_replay.py");
      expect(output).not.toContain(secret);

      const folder = path.join(dir, "recordings", id);
      const trajectory = parseTrajectory(readFileSync(path.join(folder, "trajectory.jsonl"), "utf8"));
      expect(trajectory.map((e) => e.action_code)).toEqual([
        expect.stringMatching(/^pyautogui\.click\(/u),
        "type_text('door {{door}}')",
        "",
      ]);
      const script = readFileSync(path.join(dir, "desktest_replay.py"), "utf8");
      expect(script).toContain("type_text('door {{door}}')");
      // The placeholder is filled in the desktop at replay time, from DESKTEST_SECRET_door, by the guest's helper.
      expect(script).toContain(
        "from desktest_guest.replay import find_target, follow_targets, mask_secrets, save_screen, type_text_with_secrets as type_text",
      );
      for (const name of [
        ...readdirSync(folder).filter((f) => !f.endsWith(".png")),
        "../../desktest_replay.py",
      ])
        expect(readFileSync(path.join(folder, name), "utf8")).not.toContain(secret);
      // Nor is it on a recorded screen (they go into the repository with the replay): the field it was
      // typed into is masked. OCR (tesseract) reads the screens: the document's text before the typing
      // (so that it can read them), no secret after.
      const screens = readdirSync(folder).filter((f) => f.endsWith(".png"));
      const read = (image: string) =>
        execFileSync("tesseract", [path.join(folder, image), "-"], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        })
          .replace(/\s+/gu, "")
          .toUpperCase();
      expect(read("step_000.png")).toContain("HOPPINGLIST"); // (its S is read as S, 5 or 6)
      expect(screens.length).toBeGreaterThan(1);
      for (const image of screens) expect(read(image), image).not.toContain("SESAME");
      const left = await docker.listContainers({ all: true, filters: { label: [`${LABEL.taskId}=${id}`] } });
      expect(left).toEqual([]);
    } finally {
      await term.close();
    }
  }, 900_000);
});
