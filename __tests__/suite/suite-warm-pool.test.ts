import Docker from "dockerode";
import { describe, expect, it } from "vitest";
import type { SuiteTask, TaskRun } from "../../src/report/suite-run.ts";
import type { RunTaskOptions, RunTaskResult } from "../../src/run/run-task.ts";
import type { DesktopBackend, Placement, WarmPool } from "../../src/session/desktop-backend.ts";
import { discoverSuite } from "../../src/suite/discover.ts";
import { retryBudget } from "../../src/suite/retry-on-failure.ts";
import { runAttempt } from "../../src/suite/run-attempt.ts";
import { SuiteWarmPool } from "../../src/suite/suite-warm-pool.ts";
import { TaskScheduler } from "../../src/suite/task-scheduler.ts";
import { tempTree } from "../helpers/cli.ts";

const task = (id: string) =>
  JSON.stringify({
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: { type: "folder", dir: ".", entrypoint: "run.sh" },
    evaluator: { mode: "llm" },
  });

/**
 * A backend's pool as the suite sees it: what it was told to start (each task's spec is its id), and
 * what it was told to keep without starting it; a task takes the desktop started for it, if any.
 */
class RecordingPool implements WarmPool {
  readonly started = new Set<unknown>();
  readonly told: { start: unknown[]; keep: unknown[] }[] = [];
  /** Called with each desktop the pool starts (one it was not running already). */
  onStart: (spec: unknown) => void = () => undefined;

  want(upcoming: readonly unknown[], running: readonly unknown[] = []): void {
    this.told.push({ start: [...upcoming], keep: [...running] });
    for (const spec of upcoming) {
      if (!this.started.has(spec)) this.onStart(spec);
      this.started.add(spec);
    }
  }

  /** True when the task's desktop was started (or is starting) before it asked. */
  take(spec: unknown): boolean {
    return this.started.delete(spec);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

async function suiteOf(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `t${i + 1}`);
  const cwd = tempTree({
    ...Object.fromEntries(ids.map((id) => [`${id}.json`, task(id)])),
    "run.sh": "true\n",
  });
  const { tasks } = await discoverSuite(["."], { cwd });
  const pool = new RecordingPool();
  const backend = {
    name: "recording",
    concurrency: { limit: Number.POSITIVE_INFINITY },
    memoryBytes: 0,
    accepts: () => true,
    start: () => Promise.reject(new Error("not started here")),
    warm: { spec: async (t) => t.id, pool: () => pool },
  } satisfies DesktopBackend;
  const placement: Placement = { backend, flags: {} };
  return { cwd, tasks, pool, backend, placements: new Map(tasks.map((t) => [t.id, placement])) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a suite's warm pool while a task starts", () => {
  async function heldPool() {
    const { cwd, tasks, pool, placements } = await suiteOf(3);
    const suite = new SuiteWarmPool({
      docker: new Docker(),
      runId: "test",
      capacity: 3,
      placements,
      preflightFailures: new Map(),
      runOptionsOf: (t) => ({ task: { loaded: t.loaded }, cwd, env: {}, width: 1280, height: 800 }),
      wanted: () => ({ next: tasks, running: [] }),
      stopped: () => false,
    });
    return { suite, pool };
  }

  it("starts no desktop until the task's work begins, keeping the next ones, then starts them", async () => {
    const { suite, pool } = await heldPool();
    const start = suite.startBegins();
    suite.refill();
    await settled();
    expect(pool.told.at(-1)).toEqual({ start: [], keep: ["t1", "t2", "t3"] });
    start.workBegins();
    await settled();
    expect(pool.told.at(-1)).toEqual({ start: ["t1", "t2", "t3"], keep: [] });
  });

  it("waits for every start under way", async () => {
    const { suite, pool } = await heldPool();
    const first = suite.startBegins();
    const second = suite.startBegins();
    first.workBegins();
    suite.refill();
    await settled();
    expect(pool.told.at(-1)).toEqual({ start: [], keep: ["t1", "t2", "t3"] });
    second.ended();
    expect(pool.told.at(-1)).toEqual({ start: ["t1", "t2", "t3"], keep: [] });
  });

  it("starts as many next desktops as attempts ended and left their places free, while another task starts", async () => {
    const { suite, pool } = await heldPool();
    const [starting, a, b] = [suite.startBegins(), suite.startBegins(), suite.startBegins()];
    suite.refill();
    await settled();
    // Two attempts end before the scheduler starts the tasks that take their places.
    a.ended();
    expect(pool.told.at(-1)).toEqual({ start: ["t1"], keep: ["t2", "t3"] });
    b.ended();
    expect(pool.told.at(-1)).toEqual({ start: ["t1", "t2"], keep: ["t3"] });
    // One place is taken: one task may still start before `starting` is over.
    const next = suite.startBegins();
    suite.refill();
    expect(pool.told.at(-1)).toEqual({ start: ["t1"], keep: ["t2", "t3"] });
    starting.workBegins();
    next.workBegins();
    expect(pool.told.at(-1)).toEqual({ start: ["t1", "t2", "t3"], keep: [] });
  });
});

/** A run of the task that takes its desktop, then ends or begins its work as `plan` says. */
type Plan = { startMs: number; workMs: number; failsAtStart: boolean };

describe("a suite's warm pool with its scheduler: a task about to start has its desktop started or starting", () => {
  /** Runs the suite through the real scheduler and attempts; which tasks found their desktop started. */
  async function run(count: number, concurrency: number, planOf: (id: string) => Plan) {
    const { cwd, tasks, placements, pool } = await suiteOf(count);
    // Desktops started while an attempt's start was under way (from the attempt's start until its work began or it ended).
    const startedDuring: unknown[] = [];
    let starting = 0;
    pool.onStart = (spec) => {
      if (starting > 0) startedDuring.push(spec);
    };
    const runs: TaskRun[] = tasks.map((t) => ({ task: t, attempts: [] }));
    const warm = new Map<string, boolean>();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const runTask = async (options: RunTaskOptions): Promise<RunTaskResult> => {
      const id = "loaded" in options.task ? options.task.loaded.task.id : "?";
      const plan = planOf(id);
      await wait(0); // the run loads and prepares the task before it asks for its desktop
      warm.set(id, (options.desktops as RecordingPool).take(id));
      if (plan.failsAtStart) throw new Error(`setup step 1 of ${id} failed`);
      await wait(plan.startMs);
      options.onWorkBegins?.();
      await wait(plan.workMs);
      throw new Error(`${id} ran`);
    };
    const artifactsRoot = tempTree({});
    const suite: SuiteWarmPool = new SuiteWarmPool({
      docker: new Docker(),
      runId: "test",
      capacity: concurrency,
      placements,
      preflightFailures: new Map(),
      runOptionsOf: (t) => ({ task: { loaded: t.loaded }, cwd, env: {}, width: 1280, height: 800 }),
      wanted: (n) => scheduler.wanted(n),
      stopped: () => scheduler.stopped,
    });
    const scheduler: TaskScheduler = new TaskScheduler({
      runs,
      concurrency,
      budget: retryBudget({}),
      failFast: false,
      backendOf: (t: SuiteTask) => placements.get(t.id)?.backend,
      runAttempt: (t, attempt) =>
        runAttempt(t, attempt, {
          artifactsRoot,
          env: {},
          apiKeys: [],
          runOptionsOf: (x) => ({ task: { loaded: x.loaded }, cwd, env: {}, width: 1280, height: 800 }),
          preflightFailures: new Map(),
          desktopsOf: (x) => suite.desktopsOf(x),
          startBegins: () => {
            const start = suite.startBegins();
            starting++;
            let over = false;
            const end = () => {
              if (!over) starting--;
              over = true;
            };
            return {
              workBegins: () => (end(), start.workBegins()),
              ended: () => (end(), start.ended()),
            };
          },
          runTask,
          emit: () => undefined,
        }),
      review: async () => undefined,
      onWait: () => suite.refill(),
      emit: () => undefined,
    });
    await scheduler.runAll();
    return { taken: tasks.map((t) => warm.get(t.id)), startedDuring };
  }

  it("one task at a time: no desktop starts beside a task's start, and each later task finds its own started", async () => {
    const { taken, startedDuring } = await run(4, 1, () => ({
      startMs: 20,
      workMs: 20,
      failsAtStart: false,
    }));
    expect(taken).toEqual([false, true, true, true]);
    expect(startedDuring).toEqual([]);
  });

  it("when a task ends at once (its setup fails) while another is starting", async () => {
    // t2 fails at its start while t1 still starts: t3 takes t2's place at once.
    const { taken } = await run(4, 2, (id) => ({ startMs: 40, workMs: 40, failsAtStart: id === "t2" }));
    expect(taken).toEqual([false, false, true, true]);
  });

  it("when two attempts end together while a third task still starts, and two tasks start at once", async () => {
    // t2 and t3 fail at their start in the same moment while t1 still starts: t4 and t5 take their places.
    const { taken } = await run(6, 3, (id) => ({
      startMs: id === "t1" ? 80 : 5,
      workMs: 5,
      failsAtStart: id === "t2" || id === "t3",
    }));
    expect(taken).toEqual([false, false, false, true, true, true]);
  });

  it("in every mix of quick failures, short and long starts and work (seeded)", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      let state = seed;
      const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const plans = new Map<string, Plan>();
      const planOf = (id: string) => {
        let plan = plans.get(id);
        if (!plan) {
          plan = {
            startMs: [0, 2, 15][Math.floor(random() * 3)]!,
            workMs: [0, 1, 10, 30][Math.floor(random() * 4)]!,
            failsAtStart: random() < 0.25,
          };
          plans.set(id, plan);
        }
        return plan;
      };
      const concurrency = 2 + (seed % 2);
      const { taken } = await run(8, concurrency, planOf);
      expect({ seed, cold: taken.map((w, i) => (w ? null : `t${i + 1}`)).filter(Boolean) }).toEqual({
        seed,
        cold: Array.from({ length: concurrency }, (_, i) => `t${i + 1}`),
      });
    }
  });
});
