import Docker from "dockerode";
import { describe, expect, it } from "vitest";
import type { SuiteTask } from "../../src/report/suite-run.ts";
import type { DesktopBackend, Placement, WarmPool } from "../../src/session/desktop-backend.ts";
import { discoverSuite } from "../../src/suite/discover.ts";
import { SuiteWarmPool } from "../../src/suite/suite-warm-pool.ts";
import { tempTree } from "../helpers/cli.ts";

const task = (id: string) =>
  JSON.stringify({
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: { type: "folder", dir: ".", entrypoint: "run.sh" },
    evaluator: { mode: "llm" },
  });

/** A suite's warm pool over a backend whose pool records what it is told to hold (each task's spec is its id). */
async function suitePool() {
  const cwd = tempTree({ "a.json": task("a"), "b.json": task("b"), "run.sh": "true\n" });
  const { tasks } = await discoverSuite(["."], { cwd });
  const told: string[][] = [];
  const pool: WarmPool = {
    want: (upcoming) => told.push(upcoming as string[]),
    close: async () => undefined,
  };
  const backend = {
    name: "recording",
    concurrency: { limit: 2 },
    memoryBytes: 0,
    accepts: () => true,
    start: () => Promise.reject(new Error("not started here")),
    warm: { spec: async (t) => t.id, pool: () => pool },
  } satisfies DesktopBackend;
  const placement: Placement = { backend, flags: {} };
  let next: SuiteTask[] = [...tasks];
  const suite = new SuiteWarmPool({
    docker: new Docker(),
    runId: "test",
    capacity: 2,
    placements: new Map(tasks.map((t) => [t.id, placement])),
    preflightFailures: new Map(),
    runOptionsOf: (t) => ({ task: { loaded: t.loaded }, cwd, env: {}, width: 1280, height: 800 }),
    wanted: () => ({ next, running: [] }),
    stopped: () => false,
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
  return {
    suite,
    told,
    settled,
    setNext: (ids: string[]) => (next = tasks.filter((t) => ids.includes(t.id))),
  };
}

describe("a suite's warm pool while a task starts", () => {
  it("starts no desktop ahead until the task's start is over, then the ones the next tasks need", async () => {
    const { suite, told, settled } = await suitePool();
    const over = suite.startBegins();
    suite.refill();
    await settled();
    expect(told).toEqual([]);
    over();
    await settled();
    expect(told).toEqual([["a", "b"]]);
    over(); // told again: nothing more
    await settled();
    expect(told).toHaveLength(1);
  });

  it("waits for every start under way, and refills at once when none is", async () => {
    const { suite, told, settled, setNext } = await suitePool();
    setNext(["b"]);
    suite.refill();
    await settled();
    expect(told).toEqual([["b"]]);
    const first = suite.startBegins();
    const second = suite.startBegins();
    suite.refill();
    first();
    await settled();
    expect(told).toHaveLength(1);
    second();
    await settled();
    expect(told).toHaveLength(2);
  });
});
