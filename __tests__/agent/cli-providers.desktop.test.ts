/**
 * The held-out-style agent task (galculator, 42 + 58 = 100, judged by a command_output metric) run end to
 * end through each local agent CLI: the real `claude` and `codex` binaries, pointed at the LLM double,
 * drive the real desktop step by step.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask } from "../../src/run/run-task.ts";
import { claudeEnv, codexEnv } from "../helpers/agent-clis.ts";
import { calculatorPolicy, calculatorTask } from "../helpers/calculator-agent.ts";
import { docker } from "../helpers/desktop.ts";
import { llmDoubleForTest } from "../helpers/llm-double.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

const KEY = "sk-cli-double-0123456789";

describe.each([
  { provider: "claude-cli", format: "anthropic", env: claudeEnv },
  { provider: "codex-cli", format: "responses", env: codexEnv },
] as const)("the agent through $provider", ({ provider, format, env }) => {
  it(
    "drives galculator to 100 and passes, with the usage the CLI reports",
    { timeout: 300_000 },
    async () => {
      const double = await llmDoubleForTest({
        policy: calculatorPolicy,
        apiKey: KEY,
        maxLifetimeMs: 290_000,
      });
      const { dir, file } = calculatorTask("hybrid");
      const cliEnv = env(double.url, KEY);
      const { results, exitCode } = await runTask({
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        artifactsDir: "artifacts",
        width: 1280,
        height: 800,
        docker,
        apiKeys: [KEY],
        agent: () => createAgentRunner({ provider, env: cliEnv }),
      });
      expect(results.error_detail).toBeUndefined();
      expect(exitCode).toBe(0);
      expect(results.agent_verdict).toMatchObject({ passed: true, steps: 3 });
      expect(results.metric_results.map((m) => [m.metric, m.passed, m.actual])).toEqual([
        ["command_output", true, "100"],
      ]);
      const trajectory = parseTrajectory(readFileSync(path.join(dir, "artifacts/trajectory.jsonl"), "utf8"));
      expect(trajectory.map((e) => [e.step, e.result])).toEqual([
        [1, "success"],
        [2, "success"],
        [3, "done"],
      ]);
      expect(trajectory[0]!.usage?.input_tokens).toBeGreaterThan(0);
      // One model request per step, each with every screenshot the agent kept, and no API key in the artifacts.
      expect(double.calls.map((c) => c.format)).toEqual([format, format, format]);
      expect(double.calls[2]!.messages.flatMap((m) => m.images).length).toBeGreaterThanOrEqual(2);
      expect(readFileSync(path.join(dir, "artifacts/agent_conversation.json"), "utf8")).not.toContain(KEY);
    },
  );
});
