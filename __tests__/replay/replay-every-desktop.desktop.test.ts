/**
 * A replay recorded with `--with-screenshots` is the same script on every desktop: the agent (the LLM
 * double) records galculator-add on a Docker, a QEMU VM (TCG here) and a host (Xvfb) desktop, `desktest
 * codify --with-screenshots` writes its script, and `desktest run --replay` on the same kind of desktop
 * passes with its screen checks (the guest agent's desktest_guest.replay), and fails them when the
 * recorded screens are not that desktop's.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { runTask, type RunTaskOptions } from "../../src/run/run-task.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import {
  hostAgentPython,
  startHostDisplay,
  takeTurnOnThisMachine,
  type HostDisplay,
} from "../helpers/host-desktop.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** The model: types the sum with type_text, presses Enter, then is done (no tree needed). */
const STEPS = [
  "The calculator shows 0. Type 42 + 58.\n```python\ntype_text('42+58')\n```",
  "42+58 is entered. Compute it.\n```python\npyautogui.press('enter')\n```",
  "The display shows 100.\nDONE",
];

let double: LlmDouble;
let display: HostDisplay | undefined;
beforeAll(async () => {
  double = await LlmDouble.start({
    policy: (_request, index) => STEPS[Math.min(index, STEPS.length - 1)]!,
    apiKey: "test-key-123",
    maxLifetimeMs: 3_600_000,
  });
});
afterAll(async () => {
  await double.stop();
  display?.stop();
});

/** galculator-add without its replay script; for the host, with this machine's home for the image's. */
function calculatorTask(home: string): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const file = path.join(dir, "galculator-add.json");
  const task = JSON.parse(readFileSync(file, "utf8").replaceAll("/home/tester", home)) as Record<
    string,
    unknown
  >;
  delete task.replay_script;
  writeFileSync(file, JSON.stringify(task, null, 2));
  return dir;
}

const backends: {
  name: string;
  home: () => string;
  options: () => Promise<Partial<RunTaskOptions>>;
  /** Runs its processes on this machine's own desktop (takeTurnOnThisMachine). */
  onThisMachine?: true;
}[] = [
  { name: "Docker", home: () => "/home/tester", options: async () => ({ docker }) },
  {
    name: "QEMU VM",
    home: () => "/home/tester",
    options: async () => ({ docker, backend: "vm", noNetwork: true }),
  },
  {
    name: "host (Xvfb)",
    home: homedir,
    onThisMachine: true,
    options: async () => {
      const python = hostAgentPython();
      display ??= await startHostDisplay();
      const env = {
        ...display.env,
        DESKTEST_HOST_PYTHON: python,
        PATH: `${path.dirname(python)}:${display.env.PATH}`,
      };
      return { backend: "host", env, docker: undefined };
    },
  },
];

describe.each(backends)(
  "a replay recorded with --with-screenshots on a $name desktop",
  ({ home, options, onThisMachine }) => {
    if (onThisMachine) takeTurnOnThisMachine();
    it("passes there with its screen checks, and fails them against screens recorded elsewhere", async () => {
      double.reset();
      const dir = calculatorTask(home());
      // On the host the recorded screens are uploaded into this machine's home, as into a desktop's.
      const uploaded = path.join(home(), "recorded");
      const ours = home() === homedir() && !existsSync(uploaded);
      const logs: string[] = [];
      const extra = await options();
      const run = async (more: Partial<RunTaskOptions> & { artifactsDir: string }) =>
        runTask({
          task: await loadTaskToRun("galculator-add.json", { cwd: dir }),
          cwd: dir,
          env: {},
          outputDir: "out",
          width: 1280,
          height: 800,
          log: (line) => logs.push(line),
          ...extra,
          ...more,
        });
      try {
        const recorded = await run({
          artifactsDir: "recorded",
          apiKeys: ["test-key-123"],
          agent: () =>
            createAgentRunner({
              provider: "anthropic",
              apiKey: "test-key-123",
              baseUrl: double.url,
              env: {},
            }),
        });
        expect(recorded.results.error_detail ?? "", logs.join("\n")).toBe("");
        expect(recorded.exitCode).toBe(0);

        const codify = await cli(
          ["codify", "recorded/trajectory.jsonl", "--with-screenshots", "--overwrite", "galculator-add.json"],
          dir,
        );
        expect(codify.code, codify.stderr).toBe(0);
        const script = readFileSync(path.join(dir, "galculator-add.replay.py"), "utf8");
        expect(script).toContain("    check_screen('recorded/step_000.png', 0.95)\n    type_text('42+58')");
        expect(script).toContain(
          "    check_screen('recorded/step_001.png', 0.95)\n    pyautogui.press('enter')",
        );
        for (const linuxOnly of ["xdotool", "scrot", "/home/tester"]) expect(script).not.toContain(linuxOnly);

        const replayed = await run({ replay: true, artifactsDir: "replayed" });
        expect(replayed.results.error_detail ?? "", logs.join("\n")).toBe("");
        expect(replayed.exitCode).toBe(0);
        expect(replayed.results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
          ["script_replay", true],
          ["command_output", true],
        ]);
        expect(double.calls).toHaveLength(3); // the replay asked no model
        // Each step's screen came back from the desktop's own screens folder.
        for (const step of ["step_001.png", "step_002.png"])
          expect(existsSync(path.join(dir, "replayed", step)), step).toBe(true);

        // The first recorded screen replaced by another desktop's (the same size, inverted colours).
        const first = path.join(dir, "recorded", "step_000.png");
        writeFileSync(first, await sharp(readFileSync(first)).negate({ alpha: false }).png().toBuffer());
        logs.length = 0;
        const other = await run({ replay: true, artifactsDir: "other" });
        expect(other.exitCode, `${other.results.error_detail ?? ""}\n${logs.join("\n")}`).toBe(1);
        expect(other.results.metric_results[0]).toMatchObject({
          metric: "script_replay",
          passed: false,
          detail: "Replay script exited with code 1",
        });
        expect(logs.join("\n")).toMatch(
          /the screen differs from the recorded recorded\/step_000\.png: similarity 0\.\d{4} is below the threshold 0\.95/u,
        );
      } finally {
        if (ours) rmSync(uploaded, { recursive: true, force: true });
      }
    }, 2_400_000);
  },
);
