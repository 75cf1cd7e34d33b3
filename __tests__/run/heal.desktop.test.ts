import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask } from "../../src/run/run-task.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";
import { calculatorTask } from "../helpers/calculator-agent.ts";
import { docker } from "../helpers/desktop.ts";
import {
  keyboardThenClickPolicy,
  moveCalculator,
  recordCalculatorReplay,
} from "../helpers/healable-calculator.ts";
import { LlmDouble } from "../helpers/llm-double.ts";

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({
    policy: keyboardThenClickPolicy,
    apiKey: "test-key-123",
    maxLifetimeMs: 900_000,
  });
});
afterAll(async () => {
  await double.stop();
});

describe("desktest run --replay --heal", () => {
  it("heals a replay whose app moved, at the step that diverged, and the updated replay then passes with no LLM call; a clean replay whose check fails is fail (product)", async () => {
    double.reset();
    const { dir, file } = calculatorTask("hybrid");
    const run = async (extra: Partial<Parameters<typeof runTask>[0]>) =>
      runTask({
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        artifactsDir: "recorded",
        width: 1280,
        height: 720,
        docker,
        apiKeys: ["test-key-123"],
        ...extra,
      });
    const agent = () =>
      createAgentRunner({ provider: "anthropic", apiKey: "test-key-123", baseUrl: double.url, env: {} });

    // Recorded on the app's own layout; step 1 (typing) checks no screen, step 2 (a click) checks its screen.
    const scriptFile = await recordCalculatorReplay({
      dir,
      file,
      docker,
      agent,
      width: 1280,
      height: 720,
      apiKeys: ["test-key-123"],
    });
    expect(path.basename(scriptFile)).toBe("galculator-add.replay.py");
    expect(readFileSync(scriptFile, "utf8")).toContain("check_screen('recorded/step_001.png', 0.98)");
    expect(double.calls).toHaveLength(3);

    // The app moves: without a key the divergence is a failure that says healing needs one.
    moveCalculator(dir);
    const noKey = await run({
      replay: true,
      heal: true,
      artifactsDir: "no-key",
      agent: () => createAgentRunner({ provider: "anthropic", env: {} }),
    });
    expect(noKey.exitCode).toBe(1);
    expect(noKey.results.outcome).toBe("fail_not_healed");
    expect(noKey.results.heal).toMatchObject({ diverged_at_step: 2, replayed_steps: 1, llm_calls: 0 });
    expect(noKey.results.error_detail).toMatch(/diverged at step 2 .*healing it needs an LLM API key/s);
    expect(double.calls).toHaveLength(3);

    // With the agent: step 1 replays, step 2's screen check fails, the agent finishes: healed.
    const healed = await run({ replay: true, heal: true, artifactsDir: "healed", agent });
    expect(healed.results.error_detail).toBeUndefined();
    expect(healed.exitCode).toBe(0);
    expect(healed.results.outcome).toBe("healed");
    expect(healed.results.heal).toMatchObject({
      diverged_at_step: 2,
      divergence: expect.stringContaining("the screen differs from the recorded recorded/step_001.png"),
      replayed_steps: 1,
      healed_steps: 1,
      llm_calls: 2,
      agent_ending: "done",
      expected_screen: "heal/expected_step_002.png",
      actual_screen: "heal/actual_step_002.png",
      updated_replay: {
        script: "updated-replay/galculator-add.replay.py",
        diff: "updated-replay/galculator-add.replay.py.diff",
        replaces: "galculator-add.replay.py",
        screenshots_dir: "updated-replay/recorded",
        replaces_screenshots_dir: "recorded",
      },
    });
    expect(healed.results.heal!.input_tokens).toBeGreaterThan(0);
    expect(healed.results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
      ["script_replay", false],
      ["command_output", true],
    ]);
    expect(double.calls).toHaveLength(5);
    // The agent was told what the replay did and what was left.
    const briefing = double.calls[3]!.messages[0]!.texts.join("\n");
    expect(briefing).toContain("stopped at its step 2");
    expect(briefing).toContain("1. The calculator shows 0. Type 42.");
    expect(briefing).toContain("2. 42 is entered. Add 58 and compute.");
    const healedDir = path.join(dir, "healed");
    for (const screen of ["heal/expected_step_002.png", "heal/actual_step_002.png"])
      expect(existsSync(path.join(healedDir, screen))).toBe(true);
    const merged = parseTrajectory(readFileSync(path.join(healedDir, "trajectory.jsonl"), "utf8"));
    expect(merged.map((e) => [e.step, e.screenshot_path ?? null])).toEqual([
      [1, "step_001.png"],
      [2, "heal/step_000.png"],
      [3, "heal/step_001.png"],
    ]);

    // The diff applies to the task's script, and the updated replay runs clean on the moved app, with no model.
    const diff = readFileSync(path.join(healedDir, "updated-replay/galculator-add.replay.py.diff"), "utf8");
    expect(diff).toContain("--- a/galculator-add.replay.py");
    execFileSync("git", ["apply", path.join(healedDir, "updated-replay/galculator-add.replay.py.diff")], {
      cwd: dir,
    });
    expect(readFileSync(scriptFile, "utf8")).toBe(
      readFileSync(path.join(healedDir, "updated-replay/galculator-add.replay.py"), "utf8"),
    );
    execFileSync("python3", ["-m", "py_compile", scriptFile]);
    cpSync(path.join(healedDir, "updated-replay/recorded"), path.join(dir, "recorded"), { recursive: true });
    const again = await run({ replay: true, heal: true, artifactsDir: "again", agent });
    expect(again.results.error_detail).toBeUndefined();
    expect(again.exitCode).toBe(0);
    expect(again.results.outcome).toBe("pass");
    expect(again.results.heal).toBeUndefined();
    expect(double.calls).toHaveLength(5);

    // The replay runs clean but the check fails: fail (product), no healing, no model.
    const task = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      evaluator: { metrics: { expected: string }[] };
    };
    task.evaluator.metrics[0]!.expected = "101";
    writeFileSync(path.join(dir, file), JSON.stringify(task, null, 2));
    const product = await run({ replay: true, heal: true, artifactsDir: "product", agent });
    expect(product.exitCode).toBe(1);
    expect(product.results.outcome).toBe("fail_product");
    expect(product.results.heal).toBeUndefined();
    expect(product.results.error_detail).toContain("The replay ran clean, yet a check failed");
    expect(product.results.culprit?.kind).toBe("product");
    expect(double.calls).toHaveLength(5);
  }, 900_000);
});
