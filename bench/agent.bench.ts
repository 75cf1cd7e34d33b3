/**
 * The agent loop's own costs on a real desktop (galculator at 1280×800) against the local LLM double with
 * zero model latency, so that everything measured is ours. One `desktest run` of a task whose model
 * first answers NOOP_STEPS steps that change nothing (`pyautogui.position()`), then TYPING_STEPS steps
 * that type five digits, then DONE. From the double's clock:
 *   run start → first LLM request: image check, desktop start, deploy, launch, first observation;
 *   harness overhead of a step: from one reply to the next request (the reply read, the action, the
 *     wait for the screen, the observation, the trajectory, the next request built and sent);
 *   one step that types: one request to the next, model call included;
 *   last reply → exit: evaluation, the final screen, results, artifacts, the desktop removed.
 * Beside them, the reference method's step measured in the same run on the same desktop: a cold python
 * process for the action, a fixed 2 s sleep, `scrot` in an exec with the PNG downloaded through the
 * archive API, a cold exec for the a11y tree.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { LlmDouble } from "../__tests__/helpers/llm-double.ts";
import { createAgentRunner } from "../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../src/artifacts/trajectory.ts";
import { launchApp } from "../src/session/app-launch.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import { runTask } from "../src/run/run-task.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { referenceStepTimes } from "./session.bench.ts";
import { printTable } from "./stats.ts";
import { loadTaskToRun } from "../src/run/task-to-run.ts";

const NOOP_STEPS = 15;
const TYPING_STEPS = 7;
const NOOP = "pyautogui.position()";
const TYPING = "type_text('12345')";
const REFERENCE_RUNS = 5;

export async function run(): Promise<Figure[]> {
  const docker = new Docker();
  const image = await ensureDesktopImage(docker);
  const requests: number[] = [];
  const replies: number[] = [];
  const double = await LlmDouble.start({
    maxLifetimeMs: 600_000,
    policy: (request, index) => {
      requests.push(request.receivedAt);
      const reply =
        index < NOOP_STEPS
          ? `Nothing to change yet.\n\`\`\`python\n${NOOP}\n\`\`\``
          : index < NOOP_STEPS + TYPING_STEPS
            ? `Type the digits.\n\`\`\`python\n${TYPING}\n\`\`\``
            : "Done.\nDONE";
      replies.push(performance.now());
      return reply;
    },
  });
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-bench-agent-"));
  await writeFile(
    path.join(dir, "task.json"),
    JSON.stringify({
      schema_version: "1.0",
      id: "bench-agent",
      instruction: "Wait, then type digits.",
      app: { type: "docker_image", image, entrypoint_cmd: "galculator" },
      max_steps: NOOP_STEPS + TYPING_STEPS + 1,
      timeout: 600,
    }),
  );
  // Where the start went: the run's "desktop ready" line (its phases' times) and when it came.
  let ready: { at: number; timings: Record<string, number> } | undefined;
  const log = (line: string) => {
    if (line.startsWith("desktop ready: "))
      ready = { at: performance.now(), timings: JSON.parse(line.slice("desktop ready: ".length)) };
  };
  try {
    const started = performance.now();
    const result = await runTask({
      task: await loadTaskToRun("task.json", { cwd: dir }),
      cwd: dir,
      env: {},
      outputDir: "out",
      artifactsDir: "artifacts",
      width: 1280,
      height: 800,
      docker,
      log,
      agent: () =>
        createAgentRunner({ provider: "anthropic", apiKey: "bench", baseUrl: double.url, env: {} }),
    });
    const ended = performance.now();
    if (result.results.status !== "pass")
      throw new Error(`the benchmark task did not pass: ${result.results.error_detail}`);
    const steps = parseTrajectory(readFileSync(path.join(dir, "artifacts/trajectory.jsonl"), "utf8"));
    const between = (from: number, to: number) =>
      requests.slice(from + 1, to + 1).map((request, i) => request - replies[from + i]!);
    // the first no-op step waits for the app's start-up animations to end: from the second on
    const noopOverhead = between(1, NOOP_STEPS);
    const typingSteps = requests
      .slice(NOOP_STEPS + 1, NOOP_STEPS + TYPING_STEPS + 1)
      .map((request, i) => request - requests[NOOP_STEPS + i]!);
    const timingsOf = (from: number, to: number, key: "settle_ms" | "observe_ms" | "act_ms" | "llm_ms") =>
      steps.slice(from, to).map((e) => e.timings?.[key] ?? 0);

    // The same desktop started bare (container up, its agent answering): the run's start beside it.
    const bareStarted = performance.now();
    const session = await DockerSession.create(docker, {
      image,
      taskId: "bench-reference",
      width: 1280,
      height: 800,
    });
    const bareStart = performance.now() - bareStarted;
    let referenceNoop: number[];
    let referenceTyping: number[];
    try {
      await launchApp(session, { command: ["galculator"] });
      referenceNoop = await referenceStepTimes(session.container, NOOP, REFERENCE_RUNS);
      referenceTyping = await referenceStepTimes(
        session.container,
        "pyautogui.typewrite('12345', interval=0.012)",
        REFERENCE_RUNS,
      );
    } finally {
      await session.close();
    }

    printTable(
      `Agent loop on galculator at 1280×800, model latency 0 (local double): ${NOOP_STEPS} steps that change nothing, ${TYPING_STEPS} that type`,
      [
        { name: "reference: one step that changes nothing", times: referenceNoop },
        { name: "desktest: harness overhead, no-op step", times: noopOverhead },
        {
          name: "  the same less the model call (step_ms − llm_ms)",
          times: steps.slice(1, NOOP_STEPS).map((e) => (e.timings?.step_ms ?? 0) - (e.timings?.llm_ms ?? 0)),
        },
        { name: "  of which act", times: timingsOf(1, NOOP_STEPS, "act_ms") },
        { name: "  of which settle (before the observation)", times: timingsOf(1, NOOP_STEPS, "settle_ms") },
        { name: "  of which observe", times: timingsOf(1, NOOP_STEPS, "observe_ms") },
        { name: "reference: one step that types", times: referenceTyping },
        { name: "desktest: one step that types", times: typingSteps },
        {
          name: "  of which act (xdotool types)",
          times: timingsOf(NOOP_STEPS, NOOP_STEPS + TYPING_STEPS, "act_ms"),
        },
        { name: "  of which settle", times: timingsOf(NOOP_STEPS, NOOP_STEPS + TYPING_STEPS, "settle_ms") },
        { name: "  model call through HTTP (double)", times: timingsOf(0, steps.length, "llm_ms") },
      ],
      "reference: one step that changes nothing",
    );
    const startToFirst = requests[0]! - started;
    const lastReplyToExit = ended - replies.at(-1)!;
    console.log(
      `\nrun start → first LLM request ${startToFirst.toFixed(0)} ms (a bare desktop start: ${bareStart.toFixed(0)} ms); last LLM reply → exit ${lastReplyToExit.toFixed(0)} ms (one run)`,
    );
    if (ready) {
      const { startMs = 0, deployMs = 0, setupMs = 0, launchMs = 0, windowMs = 0 } = ready.timings;
      const before = ready.at - started - startMs - deployMs - setupMs - launchMs;
      console.log(
        `  of which: before the desktop (task, artifacts, image check) ${before.toFixed(0)} ms, desktop start (container, guest agent, readiness) ${startMs} ms, deploy and setup ${deployMs + setupMs} ms, app launch ${launchMs} ms (its window ${windowMs}, then its accessibility ${launchMs - windowMs}), first observation and request ${(requests[0]! - ready.at).toFixed(0)} ms`,
      );
    }
    return [
      timeFigure("agent.typing_step_ms", "one agent step that types (median)", typingSteps, {
        baseline: { label: "the reference's step, emulated on the same desktop", times: referenceTyping },
      }),
      timeFigure("agent.noop_step_overhead_ms", "one no-op agent step: harness overhead", noopOverhead, {
        baseline: { label: "the reference's step, emulated on the same desktop", times: referenceNoop },
        target: 60,
        note: "from a model reply to the next request (the double answers at once)",
      }),
      timeFigure(
        "agent.run_start_to_first_request_ms",
        "`desktest run`: start → first LLM request",
        [startToFirst],
        {
          baseline: {
            label: "a bare desktop start in the same run (container up, agent answering)",
            times: [bareStart],
          },
          target: 1000,
          note: "one run, desktop started for it (its image checked, deploy, launch, first observation); the reference CLI is not on this machine; in a suite see suite.*",
        },
      ),
      timeFigure("agent.last_reply_to_exit_ms", "last LLM reply → exit", [lastReplyToExit], {
        note: "one run: evaluation, final screen, results, artifacts, desktop removed; no baseline here (the reference CLI is not on this machine)",
      }),
    ];
  } finally {
    await double.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
