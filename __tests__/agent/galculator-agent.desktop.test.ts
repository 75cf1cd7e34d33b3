import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask } from "../../src/run/run-task.ts";
import { cli } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { calculatorPolicy, calculatorTask } from "../helpers/calculator-agent.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({
    policy: calculatorPolicy,
    apiKey: "test-key-123",
    maxLifetimeMs: 600_000,
  });
});
afterAll(async () => {
  await double.stop();
});

describe.each([
  {
    provider: "anthropic",
    model: "claude-sonnet-4-5-20250929",
    width: 1920,
    height: 1080,
    mode: "llm" as const,
  },
  { provider: "openai", model: "gpt-4o", width: 1280, height: 800, mode: "hybrid" as const },
])(
  "the agent drives galculator to 42 + 58 = 100 ($provider wire format, $width×$height, $mode mode)",
  ({ provider, model, width, height, mode }) => {
    it("passes, and the trajectory and the requests show how", async () => {
      double.reset();
      const { dir, file } = calculatorTask(mode);
      const { results, exitCode } = await runTask({
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        artifactsDir: "artifacts",
        width,
        height,
        docker,
        apiKeys: ["test-key-123"],
        agent: () =>
          createAgentRunner({ provider, model, apiKey: "test-key-123", baseUrl: double.url, env: {} }),
      });
      expect(results.error_detail).toBeUndefined();
      expect(exitCode).toBe(0);
      expect(results.agent_verdict).toMatchObject({ passed: true, steps: 3 });
      if (mode === "hybrid") {
        expect(results.metric_results).toEqual([
          {
            passed: true,
            metric: "command_output",
            expected: "100 (Equals)",
            actual: "100",
            detail: "Output matches expected string",
          },
        ]);
      }

      const trajectory = parseTrajectory(readFileSync(path.join(dir, "artifacts/trajectory.jsonl"), "utf8"));
      expect(
        trajectory.map((e) => [e.step, e.result, e.screenshot_path, e.a11y_tree_path, e.action_type]),
      ).toEqual([
        [1, "success", "step_000.png", "step_001_a11y.txt", "python"],
        [2, "success", "step_001.png", "step_002_a11y.txt", "python"],
        [3, "done", "step_002.png", "step_003_a11y.txt", undefined],
      ]);
      expect(trajectory[2]!.thought).toBe("The display shows 100, the sum of 42 and 58.");
      expect(trajectory[0]!.timings).toMatchObject({
        llm_ms: expect.any(Number),
        act_ms: expect.any(Number),
        settle_ms: expect.any(Number),
      });
      expect(trajectory[0]!.usage?.input_tokens).toBeGreaterThan(0);

      const calls = double.calls;
      expect(calls).toHaveLength(3);
      expect(calls.every((c) => c.format === provider && c.model === model)).toBe(true);
      expect(calls[0]!.messages[0]!.texts[0]).toContain(
        "Completion Condition: The calculator's display shows 100.",
      );
      const lastTurn = calls[2]!.messages.at(-1)!;
      expect(lastTurn.images).toHaveLength(1);
      // Both APIs take JPEG, the cheapest to encode: the model gets that; the artifacts keep PNGs.
      expect(lastTurn.images[0]!.mediaType).toBe("image/jpeg");
      // The prompt states the screenshot's own size, downscaled to what the model prefers.
      const shot = await sharp(lastTurn.images[0]!.bytes).metadata();
      const [shotWidth, shotHeight] = [shot.width, shot.height];
      expect(calls[0]!.system).toContain(`Screen resolution: ${shotWidth}x${shotHeight} pixels`);
      if (provider === "anthropic") expect([shotWidth, shotHeight]).toEqual([1280, 720]);
      expect(shotWidth).toBeLessThanOrEqual(width);
      for (const step of ["step_000.png", "step_001.png", "step_002.png"]) {
        const saved = await sharp(readFileSync(path.join(dir, "artifacts", step))).metadata();
        expect([saved.format, saved.width, saved.height]).toEqual(["png", shotWidth, shotHeight]);
      }
      expect(calls[2]!.messages.filter((m) => m.role === "assistant").map((m) => m.texts.join(""))).toEqual([
        expect.stringContaining("Enter 42."),
        expect.stringContaining("Add 58 and compute."),
      ]);
      expect(
        JSON.parse(readFileSync(path.join(dir, "artifacts/agent_conversation.json"), "utf8"))[0],
      ).toMatchObject({ role: "system" });
    });
  },
);

describe("record with the agent, codify, replay without it", () => {
  it("replays a recording made on a downscaled screen, with visual assertions, and fails them on a different screen", async () => {
    double.reset();
    const { dir, file } = calculatorTask("hybrid");
    const run = async (extra: Partial<Parameters<typeof runTask>[0]>) =>
      runTask({
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        artifactsDir: "recorded",
        width: 1920,
        height: 1080,
        docker,
        ...extra,
      });
    const recorded = await run({
      record: true,
      apiKeys: ["test-key-123"],
      agent: () =>
        createAgentRunner({ provider: "anthropic", apiKey: "test-key-123", baseUrl: double.url, env: {} }),
    });
    expect(recorded.exitCode).toBe(0);
    const video = readFileSync(path.join(dir, "recorded/recording.mp4"));
    // A browser plays it: the header with its index (moov) first, then the frames in fragments.
    const boxes = mp4Boxes(video);
    expect(boxes.slice(0, 2)).toEqual(["ftyp", "moov"]);
    expect(boxes).toContain("moof");
    expect(boxes).toContain("mdat");
    const steps = parseTrajectory(readFileSync(path.join(dir, "recorded/trajectory.jsonl"), "utf8"));
    expect(steps[0]!.coord_scale).toBe(1.5);

    const codify = await cli(
      ["codify", "recorded/trajectory.jsonl", "--with-screenshots", "--overwrite", file],
      dir,
    );
    expect(codify.code).toBe(0);
    expect(codify.stdout).toContain("2 steps included (of 3 total)");
    const script = readFileSync(path.join(dir, "galculator-add.replay.py"), "utf8");
    expect(script).toContain("_set_coord_scale(1.5)");
    expect(script).toContain("check_screen('recorded/step_000.png', 0.95)");

    const replayed = await run({ replay: true, artifactsDir: "replayed" });
    expect(replayed.results.error_detail).toBeUndefined();
    expect(replayed.exitCode).toBe(0);
    expect(replayed.results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
      ["script_replay", true],
      ["command_output", true],
    ]);
    expect(double.calls).toHaveLength(3); // the replay asked no model

    const otherScreen = await run({ replay: true, artifactsDir: "other", width: 1280, height: 1024 });
    expect(otherScreen.exitCode).toBe(1);
    expect(otherScreen.results.metric_results[0]).toMatchObject({
      metric: "script_replay",
      passed: false,
      detail: "Replay script exited with code 1",
    });
  });
});

/** The top-level boxes of an MP4 file, in order (each: 32-bit size, 4-character type). */
function mp4Boxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length;) {
    const size = file.readUInt32BE(at);
    boxes.push(file.subarray(at + 4, at + 8).toString("latin1"));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}
