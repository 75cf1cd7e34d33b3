/**
 * A replay recorded on one window layout passes unchanged on a layout where its buttons moved, with no
 * model: the agent (the LLM double, reading galculator's accessibility tree) clicks 4 2 + 5 8 = one
 * button a step on galculator as it opens; `desktest codify` writes the script; `desktest run --replay`
 * then runs it on a desktop whose start script moves and resizes galculator's window, and every step
 * finds its button by its accessible identity where it is now (trajectory.jsonl's `found_by`, results.json's
 * `replay`), and the display reads 100.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask, type RunTaskOptions } from "../../src/run/run-task.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";
import { calculatorTask } from "../helpers/calculator-agent.ts";
import { cli } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { a11yTreeOf, LlmDouble, type NeutralRequest, type PolicyResult } from "../helpers/llm-double.ts";

const BUTTONS = ["4", "2", "+", "5", "8", "="];

/** A model that clicks the next of BUTTONS (its centre, from the accessibility tree) each step, then DONE. */
function oneButtonAStep(request: NeutralRequest, index: number): PolicyResult {
  const tree = a11yTreeOf(request);
  if (!tree) return "I cannot see the accessibility tree.\nFAIL";
  const name = BUTTONS[index];
  if (name === undefined) return "The display shows 100.\nDONE";
  const row = tree
    .split("\n")
    .map((line) => line.split("\t"))
    .find((r) => r[0] === "togglebutton" && r[1] === name);
  if (!row) return `There is no button ${name}.\nFAIL`;
  const [x, y] = row[5]!.split(",").map(Number);
  const [w, h] = row[6]!.split(",").map(Number);
  return `I click ${name}.\n\`\`\`python\npyautogui.click(${Math.round(x! + w! / 2)}, ${Math.round(y! + h! / 2)})\n\`\`\``;
}

/** galculator with its window moved and made larger once it shows: a layout the replay was not recorded on. */
const MOVED_START = `#!/bin/sh
galculator &
for i in $(seq 400); do
  w=$(xdotool search --onlyvisible --class galculator 2>/dev/null | head -n 1)
  [ -n "$w" ] && break
  sleep 0.05
done
xdotool windowmove "$w" 560 280 windowsize "$w" 520 440
wait
`;

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({
    policy: oneButtonAStep,
    apiKey: "test-key-123",
    maxLifetimeMs: 3_600_000,
  });
});
afterAll(async () => {
  await double.stop();
});

describe("a replay on a layout where its buttons moved", () => {
  it("passes unchanged with no model, each step finding its button by element", async () => {
    const { dir, file } = calculatorTask("hybrid");
    const logs: string[] = [];
    const run = async (more: Partial<RunTaskOptions> & { artifactsDir: string }) =>
      runTask({
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        width: 1280,
        height: 800,
        docker,
        log: (line) => logs.push(line),
        ...more,
      });

    const recorded = await run({
      artifactsDir: "recorded",
      apiKeys: ["test-key-123"],
      agent: () =>
        createAgentRunner({ provider: "anthropic", apiKey: "test-key-123", baseUrl: double.url, env: {} }),
    });
    expect(recorded.results.error_detail ?? "", logs.join("\n")).toBe("");
    expect(recorded.exitCode).toBe(0);
    const trajectory = parseTrajectory(readFileSync(path.join(dir, "recorded", "trajectory.jsonl"), "utf8"));
    // each click recorded the button it landed on: its identity, its box, its application and window
    const targets = trajectory.slice(0, BUTTONS.length).map((e) => e.target);
    expect(targets.map((t) => [t?.role, t?.name])).toEqual(BUTTONS.map((b) => ["togglebutton", b]));
    expect(targets[0]!.path?.[0]).toBe("application:galculator");
    expect(trajectory.every((e) => e.coord_scale === undefined)).toBe(true);

    const codify = await cli(["codify", "recorded/trajectory.jsonl", "--overwrite", file], dir);
    expect(codify.code, codify.stderr).toBe(0);
    const scriptFile = path.join(dir, "galculator-add.replay.py");
    execFileSync("/usr/bin/python3", ["-m", "py_compile", scriptFile]);
    expect(readFileSync(scriptFile, "utf8")).toContain("    find_target(1, ");

    // The same task and script on a desktop whose galculator opens elsewhere, larger.
    writeFileSync(path.join(dir, "galculator-app", "run-moved.sh"), MOVED_START);
    chmodSync(path.join(dir, "galculator-app", "run-moved.sh"), 0o755);
    const task = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      app: { entrypoint: string };
      replay_script?: string;
    };
    expect(task.replay_script).toBe("galculator-add.replay.py");
    task.app.entrypoint = "run-moved.sh";
    writeFileSync(path.join(dir, file), JSON.stringify(task, null, 2));

    const calls = double.calls.length;
    logs.length = 0;
    const replayed = await run({ replay: true, artifactsDir: "replayed" });
    expect(replayed.results.error_detail ?? "", logs.join("\n")).toBe("");
    expect(replayed.exitCode, logs.join("\n")).toBe(0);
    expect(replayed.results.metric_results.map((m) => [m.metric, m.passed, m.actual])).toEqual([
      ["script_replay", true, "exit_code=0, complete=true"],
      ["command_output", true, "100"],
    ]);
    expect(double.calls).toHaveLength(calls); // no model was asked

    // Every step found its button by element, somewhere else than where it was recorded.
    const steps = BUTTONS.map((_, i) => i + 1);
    expect(replayed.results.replay).toEqual({ steps: 6, found_by_element: steps, found_by_coordinates: [] });
    const replay = parseTrajectory(readFileSync(path.join(dir, "replayed", "trajectory.jsonl"), "utf8"));
    expect(replay).toHaveLength(BUTTONS.length);
    for (const [i, entry] of replay.entries()) {
      expect(entry.found_by).toBe("element");
      expect([entry.target?.role, entry.target?.name]).toEqual(["togglebutton", BUTTONS[i]]);
      const before = targets[i]!;
      expect([entry.target!.x, entry.target!.y]).not.toEqual([before.x, before.y]);
      // the place clicked is on the button as it is now
      const [bx, by, bw, bh] = entry.target!.box!;
      expect(entry.target!.x).toBeGreaterThanOrEqual(bx);
      expect(entry.target!.x).toBeLessThan(bx + bw);
      expect(entry.target!.y).toBeGreaterThanOrEqual(by);
      expect(entry.target!.y).toBeLessThan(by + bh);
    }
  }, 1_200_000);
});
