/**
 * The agent loop's harness overhead per step: a 10-step galculator task against the local LLM double
 * with zero model latency, so everything measured is ours (settle, observe, act, request building,
 * trajectory writing). Beside it, the reference method's cost of one step measured in the same run.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { LlmDouble, a11yTreeOf } from "../__tests__/helpers/llm-double.ts";
import { createAgentRunner } from "../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../src/artifacts/trajectory.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import { launchApp } from "../src/session/app-launch.ts";
import { runTask } from "../src/run/run-task.ts";
import { referenceStepTimes } from "./session.bench.ts";
import { percentile, printTable } from "./stats.ts";

const STEPS = 10;

export async function run(): Promise<void> {
  const docker = new Docker();
  const image = await ensureDesktopImage(docker);
  // The model clicks the calculator's "0" button every step and finishes after STEPS steps.
  const double = await LlmDouble.start({
    maxLifetimeMs: 600_000,
    policy: (request, index) => {
      if (index >= STEPS) return "Done.\nDONE";
      const row = (a11yTreeOf(request) ?? "")
        .split("\n")
        .find((l) => l.startsWith("togglebutton\t0\t"))
        ?.split("\t");
      const [x, y] = (row?.[5] ?? "10,10").split(",").map(Number);
      return `Press 0.\n\`\`\`python\npyautogui.click(${x! + 10}, ${y! + 10})\n\`\`\``;
    },
  });
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-bench-agent-"));
  await writeFile(
    path.join(dir, "task.json"),
    JSON.stringify({
      schema_version: "1.0",
      id: "bench-agent",
      instruction: "Press 0 ten times.",
      app: { type: "docker_image", image, entrypoint_cmd: "galculator" },
      max_steps: STEPS + 1,
      timeout: 600,
    }),
  );
  try {
    const result = await runTask({
      taskFile: "task.json",
      cwd: dir,
      env: {},
      outputDir: "out",
      artifactsDir: "artifacts",
      noArtifacts: true,
      width: 1280,
      height: 800,
      docker,
      agent: () =>
        createAgentRunner({
          provider: "anthropic",
          apiKey: "bench",
          baseUrl: double.url,
          env: {},
          settleCapMs: 3_000,
        }),
    });
    if (result.results.status !== "pass")
      throw new Error(`the benchmark task did not pass: ${result.results.error_detail}`);
    const steps = parseTrajectory(readFileSync(path.join(dir, "artifacts/trajectory.jsonl"), "utf8")).filter(
      (e) => e.result === "success",
    );
    const overhead = steps.map((e) => (e.timings!.step_ms ?? 0) - (e.timings!.llm_ms ?? 0));
    const llm = steps.map((e) => e.timings!.llm_ms ?? 0);
    const settle = steps.map((e) => e.timings!.settle_ms ?? 0);
    const observe = steps.map((e) => e.timings!.observe_ms ?? 0);
    const act = steps.map((e) => e.timings!.act_ms ?? 0);

    const session = await DockerSession.create(docker, {
      image,
      taskId: "bench-reference",
      width: 1280,
      height: 800,
    });
    let reference: number[];
    try {
      await launchApp(session, { command: ["galculator"] });
      reference = await referenceStepTimes(session.container, "pyautogui.click(10, 10)", 5);
    } finally {
      await session.close();
    }

    printTable(
      `Agent loop, ${steps.length} steps on galculator at 1280×800, model latency 0 (local double)`,
      [
        { name: "reference: fixed costs of one step", times: reference },
        { name: "desktest: harness overhead per step", times: overhead },
        { name: "  of which settle", times: settle },
        { name: "  of which observe (screenshot + a11y)", times: observe },
        { name: "  of which act", times: act },
        { name: "  model call through HTTP (double)", times: llm },
      ],
      "reference: fixed costs of one step",
    );
    const p50 = percentile(overhead, 50);
    console.log(
      `\nharness overhead p50 ${p50.toFixed(0)} ms (target ≤ 150 ms), ${(percentile(reference, 50) / p50).toFixed(1)}× below the reference's fixed costs`,
    );
  } finally {
    await double.stop();
  }
}
