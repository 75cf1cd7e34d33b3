/**
 * Suites on real desktops (1280×800), with the warm pool of desktops and without it (each task starting
 * its own desktop, the previous way), measured in one run on the same machine:
 *   replay suite at concurrency 3: the three examples twice, codified replays; its wall time against the
 *     ideal, the sum of the tasks' own times divided by the concurrency plus one desktop start (measured
 *     here);
 *   agent suite: the three examples four times against the local LLM double, which answers like a fast
 *     model (MODEL_LATENCY_MS a reply): two steps that change nothing, then DONE; from each task's start to
 *     its first LLM request (deploy, launch, first observation, and the desktop start when no warm one
 *     waits), at the suite's default concurrency (one desktop per CPU, as memory allows) and one at a
 *     time. A model's latency is when a desktop can start ahead for free; a 0 ms model would leave none
 *     on 2 cores.
 * The machine's core count bounds what concurrency gains: on 2 cores, 3 desktops at once share them.
 * The agent suites run AGENT_ROUNDS times, interleaved (own desktops, warm pool, one at a time…), and
 * each figure is the p50 over every round's tasks: one suite's p50 swung by half a second run to run.
 * Where a warm-pool task's start goes is printed by phase and by app, from its run log's lines (the
 * desktop it took, "desktop ready" with its phases) and the double's clock.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { LlmDouble } from "../__tests__/helpers/llm-double.ts";
import { createAgentRunner } from "../src/agent/create-agent-runner.ts";
import { taskStatus, type SuiteTask } from "../src/report/suite-run.ts";
import { runTask } from "../src/run/run-task.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import { discoverSuite } from "../src/suite/discover.ts";
import { defaultConcurrency } from "../src/suite/concurrency.ts";
import { runSuite, type SuiteOptions } from "../src/suite/run-suite.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { percentile, printTable } from "./stats.ts";
import { printStartPhases, startPhasesOf, type TaskStartLog } from "./suite-start-phases.ts";
import { loadTaskToRun } from "../src/run/task-to-run.ts";

const WIDTH = 1280;
const HEIGHT = 800;
const CONCURRENCY = 3;
const EXAMPLES = ["galculator-add", "gedit-copy-fixture", "gedit-save"];
/** The double's reply time: a fast hosted model's. */
const MODEL_LATENCY_MS = 1_500;
/** Steps that change nothing before DONE. */
const AGENT_STEPS = 2;
/** Each agent suite this many times, interleaved with the others. */
const AGENT_ROUNDS = 2;

interface TaskJson {
  id: string;
  instruction: string;
  replay_script?: unknown;
  evaluator: { mode?: string };
}

export async function run(): Promise<Figure[]> {
  const docker = new Docker();
  const image = await ensureDesktopImage(docker, { onProgress: (line) => console.error(`[image] ${line}`) });
  const replayDir = copies(2, (task) => task);
  const agentDir = copies(4, (task, copy) => {
    const { replay_script: _script, ...rest } = task;
    return { ...rest, instruction: `${task.instruction} [copy ${copy}]`, evaluator: { mode: "llm" } };
  });
  // Each task's first request, by the instruction that names its copy.
  let firstRequests = new Map<string, number>();
  let requestsOf = new Map<string, number>();
  const double = await LlmDouble.start({
    maxLifetimeMs: 1_800_000,
    policy: (request) => {
      const text = request.messages[0]?.texts.join("\n") ?? "";
      const copy = /\[copy \d+\]/.exec(text)?.[0];
      const example = EXAMPLES.find((e) => text.includes(instructionOf(e)));
      const key = `${example} ${copy}`;
      if (!firstRequests.has(key)) firstRequests.set(key, request.receivedAt);
      const count = (requestsOf.get(key) ?? 0) + 1;
      requestsOf.set(key, count);
      return {
        text:
          count > AGENT_STEPS
            ? "The task is done.\nDONE"
            : "Looking around first.\n```python\npyautogui.position()\n```",
        delayMs: MODEL_LATENCY_MS,
      };
    },
  });
  try {
    const replayTasks = (await discoverSuite(["."], { cwd: replayDir })).tasks;
    const agentTasks = (await discoverSuite(["."], { cwd: agentDir })).tasks;
    const common = { env: {}, width: WIDTH, height: HEIGHT, docker, concurrency: CONCURRENCY } as const;
    const agent = () =>
      createAgentRunner({ provider: "anthropic", apiKey: "bench", baseUrl: double.url, env: {} });

    // Warm-up (untimed): the first desktop of a run pays for cold caches.
    await runTask({
      ...common,
      cwd: replayDir,
      replay: true,
      task: await loadTaskToRun(replayTasks[0]!.file, { cwd: replayDir }),
      outputDir: "warm-up",
      artifactsDir: "warm-up",
    });
    const oneStart: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const session = await DockerSession.create(docker, {
        image,
        taskId: "bench",
        width: WIDTH,
        height: HEIGHT,
      });
      oneStart.push(performance.now() - started);
      await session.close();
    }
    const start = percentile(oneStart, 50);

    const suite = async (tasks: SuiteTask[], options: Partial<SuiteOptions> & { cwd: string }) => {
      const logs = new Map<string, TaskStartLog>();
      const began = performance.now();
      const load = { before: loadavg()[0]!, after: 0 };
      const concurrency = options.concurrency ?? CONCURRENCY;
      const result = await runSuite({
        ...common,
        ...options,
        concurrency,
        tasks,
        artifactsDir: `out-${String(options.warmDesktops)}-${concurrency}`,
        onEvent: (event) => {
          const at = performance.now();
          if (event.type === "task-start") logs.set(event.task.id, { startedAt: at, lines: [] });
          else if (event.type === "task-log") logs.get(event.task.id)?.lines.push({ at, line: event.line });
        },
      });
      const wall = performance.now() - began;
      load.after = loadavg()[0]!;
      const failed = result.tasks
        .filter((t) => taskStatus(t) !== "pass")
        .map((t) => `${t.task.id} (${t.attempts.at(-1)?.results.error_detail ?? taskStatus(t)})`);
      if (failed.length) throw new Error(`bench tasks did not pass: ${failed.join(", ")}`);
      const durations = result.tasks.map((t) => t.attempts.at(-1)!.durationMs);
      const ideal = durations.reduce((a, b) => a + b, 0) / concurrency + start;
      return { wall, durations, ideal, logs, load };
    };
    /** Each task's start → first request, and its start's log with the request's time. */
    const firstRequestsOf = (tasks: SuiteTask[], logs: Map<string, TaskStartLog>) =>
      tasks.map((task) => {
        const text = JSON.parse(readFileSync(path.join(agentDir, task.file), "utf8")) as TaskJson;
        const copy = /\[copy \d+\]/.exec(text.instruction)![0];
        const example = EXAMPLES.find((e) => text.instruction.startsWith(instructionOf(e)))!;
        const log = logs.get(task.id)!;
        const firstRequestAt = firstRequests.get(`${example} ${copy}`)!;
        return { app: example.split("-")[0]!, ms: firstRequestAt - log.startedAt, log, firstRequestAt };
      });
    type Measured = ReturnType<typeof firstRequestsOf>;

    const replayCold = await suite(replayTasks, { cwd: replayDir, replay: true, warmDesktops: false });
    const replayWarm = await suite(replayTasks, { cwd: replayDir, replay: true, warmDesktops: true });
    const usual = defaultConcurrency();
    // One task at a time: what a task waits for when the CPUs are not shared with two others.
    const serialTasks = agentTasks.filter((t) => /-[12]$/.test(t.id));
    const agentSuites = [
      {
        name: `concurrency ${usual}: desktops started per task`,
        tasks: agentTasks,
        concurrency: usual,
        warm: false,
      },
      { name: `concurrency ${usual}: warm pool`, tasks: agentTasks, concurrency: usual, warm: true },
      { name: "concurrency 1: desktops started per task", tasks: serialTasks, concurrency: 1, warm: false },
      { name: "concurrency 1: warm pool", tasks: serialTasks, concurrency: 1, warm: true },
    ];
    const measured = new Map<string, Measured>(agentSuites.map((a) => [a.name, []]));
    const runs = new Map<string, Awaited<ReturnType<typeof suite>>[]>(agentSuites.map((a) => [a.name, []]));
    for (let round = 1; round <= AGENT_ROUNDS; round++) {
      for (const { name, tasks, concurrency, warm } of agentSuites) {
        [firstRequests, requestsOf] = [new Map(), new Map()];
        const ran = await suite(tasks, { cwd: agentDir, agent, warmDesktops: warm, concurrency });
        const times = firstRequestsOf(tasks, ran.logs);
        measured.get(name)!.push(...times);
        runs.get(name)!.push(ran);
        console.error(
          `[suite] round ${round}, ${name}: p50 ${percentile(
            times.map((t) => t.ms),
            50,
          ).toFixed(0)} ms (load ${ran.load.before.toFixed(2)} → ${ran.load.after.toFixed(2)})`,
        );
      }
    }
    const msOf = (name: string) => measured.get(name)!.map((t) => t.ms);
    const [coldFirst, warmFirst, serialColdFirst, serialWarmFirst] = agentSuites.map((a) => msOf(a.name)) as [
      number[],
      number[],
      number[],
      number[],
    ];
    const [agentCold, agentWarm, serialCold, serialWarm] = agentSuites.map((a) => runs.get(a.name)![0]!) as [
      Awaited<ReturnType<typeof suite>>,
      Awaited<ReturnType<typeof suite>>,
      Awaited<ReturnType<typeof suite>>,
      Awaited<ReturnType<typeof suite>>,
    ];

    console.log(
      `\nSuites at ${WIDTH}×${HEIGHT}, ${availableParallelism()} CPUs; one desktop start ${start.toFixed(0)} ms (p50 of 3)`,
    );
    console.log(
      `${"".padEnd(52)}${"wall s".padStart(8)}${"Σ tasks s".padStart(11)}${"ideal s".padStart(9)}${"wall/ideal".padStart(12)}`,
    );
    for (const [name, s] of [
      [`replay, ${replayTasks.length} tasks, concurrency ${CONCURRENCY}, own desktops`, replayCold],
      [`replay, ${replayTasks.length} tasks, concurrency ${CONCURRENCY}, warm pool`, replayWarm],
      [`agent, ${agentTasks.length} tasks, concurrency ${usual}, own desktops`, agentCold],
      [`agent, ${agentTasks.length} tasks, concurrency ${usual}, warm pool`, agentWarm],
      [`agent, ${serialTasks.length} tasks, concurrency 1, own desktops`, serialCold],
      [`agent, ${serialTasks.length} tasks, concurrency 1, warm pool`, serialWarm],
    ] as const) {
      const sum = s.durations.reduce((a, b) => a + b, 0);
      console.log(
        `${name.padEnd(52)}${(s.wall / 1000).toFixed(1).padStart(8)}${(sum / 1000).toFixed(1).padStart(11)}` +
          `${(s.ideal / 1000).toFixed(1).padStart(9)}${(s.wall / s.ideal).toFixed(2).padStart(12)}`,
      );
    }
    printTable(
      `Task start → first LLM request in a suite (agent tasks, model latency ${MODEL_LATENCY_MS} ms; ${AGENT_ROUNDS} rounds, interleaved)`,
      agentSuites.map((a) => ({ name: a.name, times: msOf(a.name) })),
      `concurrency ${usual}: desktops started per task`,
    );
    for (const a of agentSuites) {
      const each = runs
        .get(a.name)!
        .map((r, i) => {
          const times = measured.get(a.name)!.slice(i * a.tasks.length, (i + 1) * a.tasks.length);
          return `${percentile(
            times.map((t) => t.ms),
            50,
          ).toFixed(0)} ms (load ${r.load.before.toFixed(2)} → ${r.load.after.toFixed(2)})`;
        })
        .join(", ");
      console.log(`  ${a.name}, each round's p50: ${each}`);
    }
    for (const a of agentSuites.filter((x) => x.warm))
      printStartPhases(
        `Where a task's start went, ${a.name} (p50 of each phase over the tasks that took a warm desktop)`,
        measured.get(a.name)!.map((t) => ({ app: t.app, ...startPhasesOf(t.log, t.firstRequestAt) })),
      );
    return [
      timeFigure("suite.start_to_first_request_ms", "in a suite: task start → first LLM request", warmFirst, {
        baseline: { label: "the same suite, each task starting its own desktop", times: coldFirst },
        target: 600,
        note: `${agentTasks.length} agent tasks at the default concurrency, ${usual} on ${availableParallelism()} CPUs, the model answering in ${MODEL_LATENCY_MS} ms, ${AGENT_ROUNDS} suite runs interleaved with the baseline's; the first ${usual} of each run cannot find a warm desktop`,
      }),
      timeFigure("suite.serial_start_to_first_request_ms", "the same, one task at a time", serialWarmFirst, {
        baseline: { label: "the same suite, each task starting its own desktop", times: serialColdFirst },
        target: 600,
        note: `${serialTasks.length} agent tasks at concurrency 1, ${AGENT_ROUNDS} suite runs interleaved with the baseline's; the first of each run cannot find a warm desktop`,
      }),
      {
        id: "suite.wall_over_ideal",
        label: "suite wall time ÷ (Σ task times ÷ C + one start)",
        unit: "ratio",
        value: round(replayWarm.wall / replayWarm.ideal),
        runs: 1,
        baseline: {
          label: "the same suite, each task starting its own desktop",
          value: round(replayCold.wall / replayCold.ideal),
        },
        target: 1.15,
        note: `${replayTasks.length} replay tasks at concurrency ${CONCURRENCY}, one suite run each`,
      },
    ];
  } finally {
    await double.stop();
    rmSync(replayDir, { recursive: true, force: true });
    rmSync(agentDir, { recursive: true, force: true });
  }
}

/** A copy of examples/ with each example task `count` times (ids and instructions made distinct by `edit`). */
function copies(count: number, edit: (task: TaskJson, copy: number) => object): string {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-bench-suite-"));
  cpSync(path.resolve(import.meta.dirname, "../examples"), dir, { recursive: true });
  for (const name of EXAMPLES) {
    const task = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8")) as TaskJson;
    rmSync(path.join(dir, `${name}.json`));
    for (let copy = 1; copy <= count; copy++)
      writeFileSync(
        path.join(dir, `${name}-${copy}.json`),
        JSON.stringify({ ...edit(task, copy), id: `${task.id}-${copy}` }),
      );
  }
  return dir;
}

const instructions = new Map<string, string>();
function instructionOf(example: string): string {
  let text = instructions.get(example);
  if (text === undefined) {
    const file = path.resolve(import.meta.dirname, "../examples", `${example}.json`);
    text = (JSON.parse(readFileSync(file, "utf8")) as TaskJson).instruction;
    instructions.set(example, text);
  }
  return text;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
