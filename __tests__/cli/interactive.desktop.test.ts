import { randomUUID } from "node:crypto";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { LABEL } from "../../src/session/labels.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { TmuxTerminal } from "../helpers/tmux-terminal.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const KEY = "test-key-interactive";

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({
    apiKey: KEY,
    maxLifetimeMs: 600_000,
    policy: (_request, index) =>
      index === 0
        ? "The document is open. Go to its end and type the line.\n```python\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\ntype_text('Hello from desktest')\n```"
        : "Save it.\n```python\npyautogui.hotkey('ctrl', 's')\n```",
  });
});
afterAll(async () => {
  await double?.stop();
});

/** The gedit example under a task id of its own (its desktop is found by it), and a config for the double. */
function geditTask(): { dir: string; id: string } {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const id = `interactive-${randomUUID().slice(0, 8)}`;
  const task = JSON.parse(readFileSync(path.join(dir, "gedit-save.json"), "utf8")) as Record<string, unknown>;
  delete task.replay_script;
  writeFileSync(path.join(dir, "gedit-save.json"), JSON.stringify({ ...task, id }));
  writeFileSync(
    path.join(dir, "desktest.json"),
    JSON.stringify({ provider: "anthropic", model: "claude-sonnet-4-5-20250929", api_base_url: double.url }),
  );
  return { dir, id };
}

async function desktopsOf(id: string): Promise<number> {
  const found = await docker.listContainers({ all: true, filters: { label: [`${LABEL.taskId}=${id}`] } });
  return found.length;
}

function desktest(dir: string, args: string[]): Promise<TmuxTerminal> {
  return TmuxTerminal.start({
    command: [
      process.execPath,
      "--import",
      pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
      path.join(repo, "src/cli/main.ts"),
      ...args,
    ],
    cwd: dir,
    env: { ANTHROPIC_API_KEY: KEY },
    columns: 160,
    rows: 50,
  });
}

describe("desktest interactive, through a real terminal", () => {
  it("--step: one agent step per Enter with its thought, code and new screen; q stops and still writes the results", async () => {
    const { dir, id } = geditTask();
    const term = await desktest(dir, [
      "interactive",
      "gedit-save.json",
      "--step",
      "--config",
      "desktest.json",
      "--resolution",
      "1280x800",
      "--monitor-bind",
      "127.0.0.1:0",
    ]);
    try {
      const ready = await term.waitFor("--- Step 1/10 --- Press Enter to execute, 'q' to quit ---", {
        timeoutMs: 240_000,
      });
      expect(ready).toMatch(/Live view: +http:\/\/127\.0\.0\.1:\d+\//u);
      expect(ready).toMatch(/VNC: +127\.0\.0\.1:\d+ \(any VNC viewer, no password\)/u);
      expect(ready).toMatch(/Shell: +docker exec -it [0-9a-f]{12} bash/u);
      expect(double.calls).toHaveLength(0); // nothing happens before Enter

      await term.press("Enter");
      const step1 = await term.waitFor("--- Step 2/10 ---", { timeoutMs: 120_000 });
      expect(step1).toContain("Step 1: success");
      expect(step1).toContain("thought: The document is open. Go to its end and type the line.");
      expect(step1).toContain("type_text('Hello from desktest')");
      const screen = /new screen: (\S+step_001\.png)/u.exec(step1)?.[1];
      expect(screen).toBeDefined();
      await expect.poll(() => existsSync(screen!)).toBe(true);
      expect(double.calls).toHaveLength(1);

      await term.typeLine("q");
      expect(await term.waitForExit({ timeoutMs: 180_000 })).toBe(1);
      const shown = await term.history();
      expect(shown).toContain("Test FAILED");
      expect(shown).toContain("User quit at step 2");
      const results = JSON.parse(readFileSync(path.join(dir, "test-results/results.json"), "utf8")) as {
        status: string;
        agent_verdict: { reasoning: string; steps: number };
      };
      expect(results.status).toBe("fail");
      expect(results.agent_verdict).toMatchObject({
        reasoning: expect.stringContaining("User quit at step 2"),
        steps: 1,
      });
      const trajectory = parseTrajectory(
        readFileSync(path.join(dir, "desktest_artifacts/trajectory.jsonl"), "utf8"),
      );
      expect(trajectory.map((e) => e.step)).toEqual([1]);
      expect(double.calls).toHaveLength(1);
      expect(await desktopsOf(id)).toBe(0);
    } finally {
      await term.close();
    }
  }, 600_000);

  it("--step: after DONE the verdict is shown and the desktop stays until q", async () => {
    const done = await LlmDouble.start({
      apiKey: KEY,
      maxLifetimeMs: 600_000,
      policy: () => "The document is open, as the task asks.\nDONE",
    });
    const { dir, id } = geditTask();
    writeFileSync(
      path.join(dir, "desktest.json"),
      JSON.stringify({ provider: "anthropic", model: "claude-sonnet-4-5-20250929", api_base_url: done.url }),
    );
    const term = await desktest(dir, [
      "interactive",
      "gedit-save.json",
      "--step",
      "--config",
      "desktest.json",
      "--resolution",
      "1280x800",
      "--monitor-bind",
      "127.0.0.1:0",
    ]);
    try {
      await term.waitFor("--- Step 1/10 --- Press Enter to execute, 'q' to quit ---", { timeoutMs: 240_000 });
      await term.press("Enter");
      const held = await term.waitFor("q then Enter removes it.", { timeoutMs: 180_000 });
      expect(held).toContain("Step 1: done");
      expect(held).toMatch(/Test FAILED/u); // gedit's file was not saved: the checks refute the DONE
      expect(held).toMatch(
        /The desktop stays up for you to look at \(live view: http:\/\/127\.0\.0\.1:\d+\/\)/u,
      );
      // The desktop is still there, and stays while the person reads: Enter alone does not remove it.
      expect(await desktopsOf(id)).toBe(1);
      await term.press("Enter");
      expect(await term.running()).toBe(true);
      expect(await desktopsOf(id)).toBe(1);
      await term.typeLine("q");
      expect(await term.waitForExit({ timeoutMs: 120_000 })).toBe(1);
      expect(await desktopsOf(id)).toBe(0);
      expect((await term.history()).match(/Test FAILED/gu)).toHaveLength(1); // the verdict once
      expect(done.calls).toHaveLength(1);
    } finally {
      await term.close();
      await done.stop();
    }
  }, 600_000);

  it("without --step: waits with the desktop up until Ctrl+C, which removes it", async () => {
    const { dir, id } = geditTask();
    const term = await desktest(dir, [
      "interactive",
      "gedit-save.json",
      "--resolution",
      "1280x800",
      "--monitor-bind",
      "127.0.0.1:0",
    ]);
    try {
      const ready = await term.waitFor("Use the desktop; press Ctrl+C to stop and remove it.", {
        timeoutMs: 240_000,
      });
      expect(ready).toMatch(/Live view: +http:\/\/127\.0\.0\.1:\d+\//u);
      expect(await desktopsOf(id)).toBe(1);
      expect(await term.running()).toBe(true);
      await term.press("C-c");
      await term.waitForExit({ timeoutMs: 120_000 });
      expect(await term.history()).toContain("Interrupted by SIGINT: removing 1 desktop(s)");
      expect(await desktopsOf(id)).toBe(0);
    } finally {
      await term.close();
    }
  }, 600_000);
});
