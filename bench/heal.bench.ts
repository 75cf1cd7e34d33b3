/**
 * Heal mode (issue 35) on real desktops (1280×800): a suite of replayed tasks — the examples gedit-save
 * and gedit-copy-fixture with their codified replays, and galculator-add recorded by a model on its own
 * layout — in which galculator's layout then changes (a variant start script moves its window, so the
 * replay's step 2 screen check fails). The local LLM double answers like a fast hosted model
 * (MODEL_LATENCY_MS a reply) and drives the agent from galculator's accessibility tree. Measured in one run,
 * one task at a time, ROUNDS rounds of each way (interleaved):
 *   the suite in heal mode on the changed app: the unchanged tasks' LLM calls (target 0) and time beside
 *     the same tasks in a plain replay on the app as recorded; the changed task's time and LLM calls to
 *     heal it beside a full agent run of that task on the changed app;
 *   the updated replay (its diff applied, its screens copied) re-run on the changed app in heal mode: its
 *     LLM calls (target 0) and time beside the original replay on the app as recorded.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import Docker from "dockerode";
import { calculatorTask } from "../__tests__/helpers/calculator-agent.ts";
import {
  keyboardThenClickPolicy,
  moveCalculator,
  recordCalculatorReplay,
} from "../__tests__/helpers/healable-calculator.ts";
import { LlmDouble } from "../__tests__/helpers/llm-double.ts";
import { createAgentRunner } from "../src/agent/create-agent-runner.ts";
import type { ResultsJson } from "../src/artifacts/results-json.ts";
import { taskStatus, type SuiteRun, type SuiteTask } from "../src/report/suite-run.ts";
import { runTask } from "../src/run/run-task.ts";
import { loadTaskToRun } from "../src/run/task-to-run.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { discoverSuite } from "../src/suite/discover.ts";
import { runSuite } from "../src/suite/run-suite.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { percentile } from "./stats.ts";

/** A healed run's updated replay, as results.json names it. */
type UpdatedReplay = NonNullable<NonNullable<ResultsJson["heal"]>["updated_replay"]>;

const WIDTH = 1280;
const HEIGHT = 800;
/** The double's reply time: a fast hosted model's. */
const MODEL_LATENCY_MS = 1_500;
const CHANGED = "galculator-add";
const UNCHANGED = ["gedit-save", "gedit-copy-fixture"];
const KEY = "bench-heal";
/** Each suite and run this many times (p50 of the times). */
const ROUNDS = 3;

interface Row {
  what: string;
  task: string;
  outcome: string;
  ms: number;
  calls: number;
}

export async function run(): Promise<Figure[]> {
  const docker = new Docker();
  await ensureDesktopImage(docker, { onProgress: (line) => console.error(`[image] ${line}`) });
  const { dir, file } = calculatorTask("hybrid");
  // The model's calls by task: its instruction is in the first message of every request (and a heal's briefing).
  const instructions = new Map(
    [CHANGED, ...UNCHANGED].map((id) => [id, taskJson(dir, `${id}.json`).instruction] as const),
  );
  const calls = new Map<string, number>();
  const double = await LlmDouble.start({
    apiKey: KEY,
    maxLifetimeMs: 1_800_000,
    policy: (request) => {
      const text = request.messages[0]?.texts.join("\n") ?? "";
      const id = [...instructions].find(([, instruction]) => text.includes(instruction))?.[0] ?? "unknown";
      calls.set(id, (calls.get(id) ?? 0) + 1);
      const reply =
        id === CHANGED ? keyboardThenClickPolicy(request) : "This task was not to reach me.\nFAIL";
      return { text: typeof reply === "string" ? reply : "FAIL", delayMs: MODEL_LATENCY_MS };
    },
  });
  const agent = () => createAgentRunner({ provider: "anthropic", apiKey: KEY, baseUrl: double.url, env: {} });
  const common = { env: {}, width: WIDTH, height: HEIGHT, docker, apiKeys: [KEY] };
  const rows: Row[] = [];
  /** The calls made while `fn` ran, by task. */
  const counting = async <T>(fn: () => Promise<T>): Promise<{ value: T; calls: Map<string, number> }> => {
    calls.clear();
    const value = await fn();
    return { value, calls: new Map(calls) };
  };
  /** The tasks `ids` of the task folder `cwd` as a suite, one at a time: each one's time, calls and results. */
  const suite = async (what: string, cwd: string, ids: readonly string[], heal: boolean, folder: string) => {
    const tasks = (await discoverSuite(["."], { cwd })).tasks.filter((t) => ids.includes(t.id));
    const { value, calls: made } = await counting(() =>
      runSuite({
        ...common,
        tasks,
        cwd,
        artifactsDir: folder,
        concurrency: 1,
        replay: true,
        heal,
        ...(heal ? { agent } : {}),
        preflight: false,
      }),
    );
    return byTask(what, value, tasks, made, rows);
  };

  /** A full agent run of the changed task (on the changed app): its time and LLM calls. */
  const agentRun = async (round: number) => {
    const { value, calls: made } = await counting(async () => {
      const started = performance.now();
      const result = await runTask({
        ...common,
        task: await loadTaskToRun(file, { cwd: dir }),
        cwd: dir,
        outputDir: `out-agent-${round}`,
        artifactsDir: `out-agent-${round}`,
        agent,
      });
      return { result, ms: performance.now() - started };
    });
    if (value.result.exitCode !== 0)
      throw new Error(
        `the agent run of ${CHANGED} did not pass: ${value.result.results.error_detail ?? "?"}`,
      );
    const measured = { ms: value.ms, calls: made.get(CHANGED) ?? 0 };
    rows.push({ what: "agent run, galculator moved", task: CHANGED, outcome: "pass", ...measured });
    return measured;
  };

  try {
    // The replay of the task that will change, recorded by the model on galculator's own layout; a copy of
    // the task folder keeps that layout, the folder itself gets the moved one.
    await recordCalculatorReplay({ dir, file, docker, agent, width: WIDTH, height: HEIGHT, apiKeys: [KEY] });
    rmSync(path.join(dir, "out"), { recursive: true, force: true });
    const asRecorded = copyOf(dir);
    moveCalculator(dir);
    // The task folder with the updated replay taken in as the summaries say (made after the first heal).
    let updated: string | undefined;
    const ids = [CHANGED, ...UNCHANGED];
    const plain: Map<string, Measured>[] = [];
    const healed: Map<string, Measured>[] = [];
    const full: { ms: number; calls: number }[] = [];
    const rerun: Map<string, Measured>[] = [];
    // Round by round, each way once, so that a change in the machine's load falls on all of them alike.
    for (let round = 1; round <= ROUNDS; round++) {
      plain.push(await suite("plain replay, app as recorded", asRecorded, ids, false, `out-plain-${round}`));
      const healRun = await suite("heal mode, galculator moved", dir, ids, true, `out-heal-${round}`);
      const changed = healRun.get(CHANGED)!.results;
      if (changed.outcome !== "healed" || !changed.heal?.updated_replay)
        throw new Error(`${CHANGED} was not healed: ${changed.error_detail ?? "?"}`);
      healed.push(healRun);
      updated ??= withUpdatedReplay(
        dir,
        path.join(dir, `out-heal-${round}`, CHANGED),
        changed.heal.updated_replay,
      );
      full.push(await agentRun(round));
      const again = await suite(
        "updated replay, heal mode, galculator moved",
        updated,
        [CHANGED],
        true,
        `out-rerun-${round}`,
      );
      if (again.get(CHANGED)!.results.outcome !== "pass")
        throw new Error(
          `the updated replay did not run clean: ${again.get(CHANGED)!.results.error_detail ?? "?"}`,
        );
      rerun.push(again);
    }
    const heal = healed[0]!.get(CHANGED)!.results.heal!;

    printRows(rows);
    const times = (runs: Map<string, Measured>[], id: string) => runs.map((r) => r.get(id)!.ms);
    const sums = (runs: Map<string, Measured>[]) =>
      runs.map((r) => UNCHANGED.reduce((total, id) => total + r.get(id)!.ms, 0));
    const most = (values: number[]) => Math.max(...values);
    const middle = (values: number[]) => percentile(values, 50);
    const agentCalls = middle(full.map((f) => f.calls));
    return [
      countFigure(
        "heal.unchanged_llm_calls",
        "heal mode: LLM calls of the unchanged tasks",
        most(healed.map((r) => UNCHANGED.reduce((sum, id) => sum + r.get(id)!.calls, 0))),
        {
          target: 0,
          note: `${UNCHANGED.join(" and ")} replayed clean beside the changed task; the most in one suite run`,
        },
      ),
      timeFigure("heal.unchanged_tasks_ms", "heal mode: Σ time of the unchanged tasks", sums(healed), {
        baseline: { label: "the same tasks in a plain replay (app as recorded)", times: sums(plain) },
        note: `${UNCHANGED.join(" + ")}, one task at a time`,
      }),
      timeFigure("heal.heal_task_ms", "heal mode: time of the changed task, healed", times(healed, CHANGED), {
        baseline: { label: "a full agent run of the changed task", times: full.map((f) => f.ms) },
        note:
          `${CHANGED} with its window moved: replayed to step ${heal.diverged_at_step}, the agent finished ` +
          `(${heal.healed_steps} new step(s)); from the divergence to the agent's end ` +
          `${Math.round(middle(healed.map((r) => r.get(CHANGED)!.results.heal!.duration_ms)))} ms (p50); ` +
          `model latency ${MODEL_LATENCY_MS} ms`,
      }),
      countFigure(
        "heal.heal_llm_calls",
        "heal mode: LLM calls to heal the changed task",
        middle(healed.map((r) => r.get(CHANGED)!.calls)),
        {
          baseline: { label: "a full agent run of the changed task", value: agentCalls },
          note: `results.json heal.llm_calls ${heal.llm_calls}`,
        },
      ),
      timeFigure("heal.rerun_ms", "the updated replay's re-run on the changed app", times(rerun, CHANGED), {
        baseline: { label: "the original replay on the app as recorded", times: times(plain, CHANGED) },
        note: "heal mode, the diff applied and the screens copied",
      }),
      countFigure(
        "heal.rerun_llm_calls",
        "the updated replay's re-run: LLM calls",
        most(rerun.map((r) => r.get(CHANGED)!.calls)),
        { target: 0, note: "the most in one run" },
      ),
    ];
  } finally {
    await double.stop();
    for (const folder of [dir, `${dir}-as-recorded`, `${dir}-updated`])
      rmSync(folder, { recursive: true, force: true });
  }
}

/** A copy of the task folder `dir` (without the runs' output folders) beside it, named `<dir>-<suffix>`. */
function copyOf(dir: string, suffix = "as-recorded"): string {
  const copy = `${dir}-${suffix}`;
  cpSync(dir, copy, { recursive: true, filter: (from) => !path.relative(dir, from).startsWith("out-") });
  return copy;
}

/** A copy of `dir` with a healed run's updated replay (in `runDir`) taken in: the diff applied, the screens copied. */
function withUpdatedReplay(dir: string, runDir: string, replay: UpdatedReplay): string {
  const copy = copyOf(dir, "updated");
  execFileSync("git", ["apply", path.join(runDir, replay.diff)], { cwd: copy });
  if (replay.screenshots_dir && replay.replaces_screenshots_dir)
    cpSync(path.join(runDir, replay.screenshots_dir), path.join(copy, replay.replaces_screenshots_dir), {
      recursive: true,
    });
  return copy;
}

interface Measured {
  ms: number;
  calls: number;
  results: ResultsJson;
}

/** Each task's time (the suite's, around its whole run), LLM calls and results; throws when one did not pass. */
function byTask(
  what: string,
  run: SuiteRun,
  tasks: readonly SuiteTask[],
  calls: Map<string, number>,
  rows: Row[],
): Map<string, Measured> {
  const failed = run.tasks.filter((t) => taskStatus(t) !== "pass");
  if (failed.length)
    throw new Error(
      `${what}: ${failed.map((t) => `${t.task.id} (${t.attempts.at(-1)?.results.error_detail ?? "did not run"})`).join("; ")}`,
    );
  const measured = new Map<string, Measured>();
  for (const task of tasks) {
    const attempt = run.tasks.find((t) => t.task.id === task.id)!.attempts.at(-1)!;
    const entry = { ms: attempt.durationMs, calls: calls.get(task.id) ?? 0, results: attempt.results };
    measured.set(task.id, entry);
    rows.push({ what, task: task.id, outcome: attempt.results.outcome ?? "pass", ...entry });
  }
  return measured;
}

function countFigure(
  id: string,
  label: string,
  value: number,
  extra: { baseline?: { label: string; value: number }; target?: number; note?: string },
): Figure {
  return { id, label, unit: "count", value, runs: ROUNDS, ...extra };
}

function printRows(rows: readonly Row[]): void {
  console.log(
    `\nHeal mode at ${WIDTH}×${HEIGHT}, one task at a time, model latency ${MODEL_LATENCY_MS} ms\n` +
      `${"".padEnd(46)}${"task".padEnd(22)}${"outcome".padEnd(10)}${"time s".padStart(8)}${"LLM calls".padStart(11)}`,
  );
  for (const row of rows)
    console.log(
      `${row.what.padEnd(46)}${row.task.padEnd(22)}${row.outcome.padEnd(10)}` +
        `${(row.ms / 1000).toFixed(1).padStart(8)}${String(row.calls).padStart(11)}`,
    );
}

function taskJson(dir: string, file: string): { instruction: string } {
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { instruction: string };
}
