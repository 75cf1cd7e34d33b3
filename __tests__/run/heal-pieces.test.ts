import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TrajectoryEntry } from "../../src/artifacts/trajectory.ts";
import { healTallyLine, healLines, OUTCOME_WORDS } from "../../src/report/heal-text.ts";
import type { ReportHeal } from "../../src/report/report-types.ts";
import { generateReplayScript } from "../../src/replay/replay-script.ts";
import { scriptSteps, scriptStyle } from "../../src/replay/script-steps.ts";
import { healInstruction } from "../../src/run/heal/heal-instruction.ts";
import { healResults } from "../../src/run/heal/heal-results.ts";
import type { HealRun } from "../../src/run/heal/heal-run.ts";
import { mergedTrajectory } from "../../src/run/heal/merged-trajectory.ts";
import { unifiedDiff } from "../../src/util/unified-diff.ts";
import { tempTree } from "../helpers/cli.ts";

const entry = (step: number, code: string, extra: Partial<TrajectoryEntry> = {}): TrajectoryEntry => ({
  step,
  timestamp: "2026-11-28T00:00:00Z",
  action_code: code,
  result: "success",
  ...extra,
});

const recorded = [
  entry(1, "pyautogui.write('42', interval=0.05)", { thought: "Type 42." }),
  entry(2, "pyautogui.click(10, 20)", {
    thought: 'Click + (it\'s the "plus")',
    screenshot_path: "step_001.png",
    target: {
      role: "push button",
      name: "it's +\n",
      x: 10,
      y: 20,
      box: [5, 15, 10, 10],
      path: ["calc", "keypad"],
    },
  }),
  entry(3, "pyautogui.click(30, 40)", { thought: "Click =", screenshot_path: "step_002.png" }),
];
const oldScript = generateReplayScript(recorded, {
  withScreenshots: true,
  threshold: 0.9,
  delay: 0.25,
  screenshotsDirName: "recorded",
});

describe("reading a codified script", () => {
  it("gives each step's description, screen check and target, and the options it was codified with", () => {
    expect(scriptSteps(oldScript)).toEqual([
      { step: 1, description: "Type 42." },
      {
        step: 2,
        description: 'Click + (it\'s the "plus")',
        expectedScreen: "recorded/step_001.png",
        target: {
          role: "push button",
          name: "it's +\n",
          x: 10,
          y: 20,
          box: [5, 15, 10, 10],
          path: ["calc", "keypad"],
        },
      },
      { step: 3, description: "Click =", expectedScreen: "recorded/step_002.png" },
    ]);
    expect(scriptStyle(oldScript)).toEqual({ delay: 0.25, withScreenshots: true, threshold: 0.9 });
    expect(scriptStyle("print('hand written')\n")).toEqual({
      delay: 0.5,
      withScreenshots: false,
      threshold: 0.95,
    });
    expect(scriptSteps("print('hand written')\n")).toEqual([]);
  });
});

describe("the healed run's merged trajectory", () => {
  it("keeps the replayed steps as the script had them and numbers the agent's on from the diverging step", () => {
    const merged = mergedTrajectory({
      scriptSteps: scriptSteps(oldScript),
      replayed: [
        { step: 1, thought: "Type 42.", action_code: recorded[0]!.action_code, result: "interrupted" },
      ],
      agentEntries: [
        entry(1, "pyautogui.click(110, 120)", {
          thought: "Click + where it is now",
          screenshot_path: "step_000.png",
        }),
        entry(2, "# [bash]\necho done > /tmp/x", {
          thought: "note it",
          screenshot_path: "step_001.png",
          action_type: "bash",
          bash_blocks: ["echo done > /tmp/x"],
        }),
        entry(3, "", { result: "done", screenshot_path: "step_002.png" }),
      ],
      divergedAt: 2,
      withScreenshots: true,
      screensDir: "recorded",
    });
    expect(merged.entries.map((e) => [e.step, e.thought, e.screenshot_path, e.result])).toEqual([
      [1, "Type 42.", undefined, "success"],
      [2, "Click + where it is now", "step_001.png", "success"],
      [3, "note it", "step_002.png", "success"],
    ]);
    expect(merged.screens).toEqual([
      { from: "heal", file: "step_000.png", name: "step_001.png" },
      { from: "heal", file: "step_001.png", name: "step_002.png" },
    ]);
    const script = generateReplayScript(merged.entries, {
      withScreenshots: true,
      threshold: 0.9,
      delay: 0.25,
      screenshotsDirName: "recorded",
    });
    expect(script).toContain("check_screen('recorded/step_001.png', 0.9)\n    pyautogui.click(110, 120)");
    expect(script).toContain("run_bash('echo done > /tmp/x')");
    const dir = tempTree({ "replay.py": script });
    execFileSync("python3", ["-m", "py_compile", path.join(dir, "replay.py")]);
  });
});

describe("the unified diff of the script", () => {
  it("is empty for equal texts and applies with git apply to give the new text", () => {
    expect(unifiedDiff("a\nb\n", "a\nb\n", { before: "a/x", after: "b/x" })).toBe("");
    const before = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n") + "\n";
    const after = before.replace("line 3\n", "line three\n").replace("line 20\n", "") + "line 30\n";
    const diff = unifiedDiff(before, after, { before: "a/s.py", after: "b/s.py" });
    expect(diff.split("\n").filter((l) => l.startsWith("@@"))).toHaveLength(3);
    const dir = tempTree({ "s.py": before, "s.diff": diff });
    execFileSync("git", ["apply", "s.diff"], { cwd: dir });
    expect(readFileSync(path.join(dir, "s.py"), "utf8")).toBe(after);
    // From nothing and to nothing.
    writeFileSync(path.join(dir, "e.py"), "");
    writeFileSync(path.join(dir, "e.diff"), unifiedDiff("", "x\n", { before: "a/e.py", after: "b/e.py" }));
    execFileSync("git", ["apply", "e.diff"], { cwd: dir });
    expect(readFileSync(path.join(dir, "e.py"), "utf8")).toBe("x\n");
  });
});

describe("the agent's briefing", () => {
  it("says what the replay did, where and why it stopped, and lists the rest as hints", () => {
    const text = healInstruction({
      instruction: "Compute 42 + 58.",
      replayed: [{ step: 1, description: "Type 42." }],
      remaining: [
        { step: 2, description: "Click +" },
        { step: 3, description: "x".repeat(500) },
      ],
      divergedAt: 2,
      divergence: "the screen differs",
    });
    expect(text).toContain(
      "Compute 42 + 58.\n\nA recorded replay of this task ran on this desktop and stopped at its step 2: the screen differs",
    );
    expect(text).toContain("Steps the replay completed:\n  1. Type 42.");
    expect(text).toContain(
      "as hints (the app may have changed, so positions and order may not hold):\n  2. Click +\n  3. ",
    );
    expect(text).not.toContain("x".repeat(201));
    expect(text.endsWith("Finish the task from here.")).toBe(true);
  });
});

describe("the four outcomes", () => {
  const script = { passed: true, metric: "script_replay", expected: "", actual: "", detail: "ok" };
  const check = (passed: boolean) => ({
    passed,
    metric: "command_output",
    expected: "100",
    actual: passed ? "100" : "99",
    detail: passed ? "ok" : "differs",
  });
  const heal = (agent: HealRun["agent"]): HealRun => ({
    replaySource: { scriptPath: "/r/t.replay.py", source: oldScript },
    declared: scriptSteps(oldScript),
    divergedAt: 2,
    divergence: "the screen differs",
    replayed: [{ step: 1, thought: "Type 42.", action_code: "x", result: "interrupted" }],
    ...(agent ? { agent } : { notStarted: "healing it needs an LLM API key and provider: no key" }),
    agentEntries: agent
      ? [
          entry(1, "pyautogui.click(1, 2)", { usage: { input_tokens: 10, output_tokens: 2, cost_usd: 0.5 } }),
          entry(2, "", { result: "done", usage: { input_tokens: 5, output_tokens: 1, cost_usd: 0.25 } }),
        ]
      : [],
    llmCalls: agent ? 2 : 0,
    durationMs: 1000,
  });
  const done = {
    passed: true,
    ending: "done" as const,
    reasoning: "100 shown",
    steps: 2,
    usage: { inputTokens: 15, outputTokens: 3, costUsd: 0.75 },
  };

  it("pass and fail (product) when the replay ran clean: no heal", () => {
    expect(
      healResults({
        script,
        rest: { passed: true, results: [check(true)], reasoning: "" },
        heal: undefined,
        mode: "hybrid",
      }),
    ).toMatchObject({ status: "pass", outcome: "pass" });
    const product = healResults({
      script,
      rest: { passed: false, results: [check(false)], reasoning: "" },
      heal: undefined,
      mode: "hybrid",
    });
    expect(product).toMatchObject({
      status: "fail",
      outcome: "fail_product",
      error_category: "test_failure",
    });
    expect(product.error_detail).toBe(
      "The replay ran clean, yet a check failed (no healing tried: the app behaves differently): command_output: differs",
    );
    expect(product.heal).toBeUndefined();
  });

  it("healed when the agent finished and the checks pass; not healed otherwise, saying why", () => {
    const failedScript = { ...script, passed: false };
    const healed = healResults({
      script: failedScript,
      rest: { passed: true, results: [check(true)], reasoning: "" },
      heal: heal(done),
      mode: "hybrid",
    });
    expect(healed).toMatchObject({
      status: "pass",
      outcome: "healed",
      agent_verdict: { passed: true, steps: 2 },
    });
    expect(healed.heal).toMatchObject({
      diverged_at_step: 2,
      replayed_steps: 1,
      healed_steps: 1,
      llm_calls: 2,
      input_tokens: 15,
      output_tokens: 3,
      cost_usd: 0.75,
      agent_ending: "done",
    });
    const checksFail = healResults({
      script: failedScript,
      rest: { passed: false, results: [check(false)], reasoning: "" },
      heal: heal(done),
      mode: "hybrid",
    });
    expect(checksFail).toMatchObject({ status: "fail", outcome: "fail_not_healed" });
    expect(checksFail.error_detail).toBe(
      "The replay diverged at step 2 (the screen differs); the agent finished, yet checks failed: command_output: differs",
    );
    const gaveUp = healResults({
      script: failedScript,
      rest: { passed: true, results: [], reasoning: "" },
      heal: heal({ ...done, passed: false, ending: "fail", reasoning: "no + button" }),
      mode: "llm",
    });
    expect(gaveUp.error_detail).toBe(
      "The replay diverged at step 2 (the screen differs); the agent did not finish it (fail): no + button",
    );
    const noKey = healResults({
      script: failedScript,
      rest: undefined,
      heal: heal(undefined),
      mode: "hybrid",
    });
    expect(noKey).toMatchObject({
      status: "fail",
      outcome: "fail_not_healed",
      heal: { llm_calls: 0, cost_usd: 0, agent_ending: "not_started" },
    });
    expect(noKey.error_detail).toContain("healing it needs an LLM API key");
  });

  it("are worded apart, with the suite's tally", () => {
    expect(Object.values(OUTCOME_WORDS)).toEqual(["pass", "healed", "fail (product)", "fail (not healed)"]);
    expect(
      healTallyLine({
        replayed: 3,
        healed: 1,
        failed_product: 1,
        failed_not_healed: 0,
        llm_calls: 4,
        cost_usd: 0.0223,
      }),
    ).toBe("5 tasks replayed, 1 healed (cost $0.0223, 4 LLM calls), 1 failed (1 product, 0 not healed)");
    expect(
      healTallyLine({
        replayed: 1,
        healed: 0,
        failed_product: 0,
        failed_not_healed: 0,
        llm_calls: 0,
        cost_usd: 0,
      }),
    ).toBe("1 task replayed, 0 healed (cost $0.0000, 0 LLM calls), 0 failed (0 product, 0 not healed)");
    const heal: ReportHeal = {
      diverged_at_step: 2,
      divergence: "the screen differs",
      replayed_steps: 1,
      healed_steps: 1,
      llm_calls: 2,
      input_tokens: 15,
      output_tokens: 3,
      cost_usd: null,
      duration_ms: 1000,
      agent_ending: "done",
      expected_screen: "t/heal/expected_step_002.png",
      actual_screen: "t/heal/actual_step_002.png",
      new_steps: [],
      updated_replay: {
        script: "t/updated-replay/t.replay.py",
        diff: "t/updated-replay/t.replay.py.diff",
        screenshots_dir: "t/updated-replay/recorded",
        replaces: "tests/t.replay.py",
        replaces_screenshots_dir: "tests/recorded",
      },
    };
    expect(healLines(heal)).toEqual([
      "diverged at step 2 (after 1 replayed): the screen differs",
      "agent: done in 1.0s, 1 new step, 2 LLM calls, 18 tokens, unknown cost",
      "screens: expected t/heal/expected_step_002.png, actual t/heal/actual_step_002.png",
      "updated replay: t/updated-replay/t.replay.py (diff: t/updated-replay/t.replay.py.diff)",
      "apply (in the folder the run ran in): git apply t/updated-replay/t.replay.py.diff && cp -r t/updated-replay/recorded/. tests/recorded/",
    ]);
  });
});
