import { writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseShard, readTimings, shardTasks, type Timings } from "../../src/suite/shard.ts";
import { tempTree } from "../helpers/cli.ts";

const NINE = [
  "calc-add",
  "calc-divide",
  "calc-memory",
  "editor-find",
  "editor-open",
  "editor-save",
  "settings-dark-mode",
  "settings-language",
  "viewer-zoom",
].map((id) => ({ id, file: `tasks/${id}.json` }));

/** Every shard of a suite, as task ids. */
function allShards(tasks: { id: string }[], count: number, timings?: Timings): string[][] {
  return Array.from({ length: count }, (_, i) =>
    shardTasks(tasks, { index: i + 1, count }, timings).tasks.map((t) => t.id),
  );
}

function expectPartition(shards: string[][], ids: string[]): void {
  const flat = shards.flat();
  expect(new Set(flat).size).toBe(flat.length); // disjoint
  expect([...flat].sort()).toEqual([...ids].sort()); // and covering
}

describe("--shard i/n by task id hash", () => {
  it("splits a 9-task suite into 1/3, 2/3 and 3/3: disjoint, covering, three tasks each", () => {
    const shards = allShards(NINE, 3);
    expectPartition(
      shards,
      NINE.map((t) => t.id),
    );
    expect(shards.map((s) => s.length)).toEqual([3, 3, 3]);
    expect(shardTasks(NINE, { index: 1, count: 3 }).strategy).toBe("hash");
  });

  it("is the same on every runner whatever order the tasks were found in, and keeps the suite order", () => {
    const reversed = [...NINE].reverse();
    for (let index = 1; index <= 3; index++) {
      const a = shardTasks(NINE, { index, count: 3 }).tasks.map((t) => t.id);
      const b = shardTasks(reversed, { index, count: 3 }).tasks.map((t) => t.id);
      expect([...b].reverse()).toEqual(a);
      expect(a).toEqual([...a].sort());
    }
  });

  it("pins down the partition itself, so a change to it is a deliberate one", () => {
    expect(allShards(NINE, 3)).toMatchInlineSnapshot(`
      [
        [
          "calc-memory",
          "settings-dark-mode",
          "settings-language",
        ],
        [
          "calc-divide",
          "editor-find",
          "editor-save",
        ],
        [
          "calc-add",
          "editor-open",
          "viewer-zoom",
        ],
      ]
    `);
  });

  it("partitions any suite into shards that differ by at most one task", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (ids, count) => {
          const shards = allShards(
            ids.map((id) => ({ id })),
            count,
          );
          expectPartition(shards, ids);
          const sizes = shards.map((s) => s.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("moves few tasks when one is added (rendezvous hashing), unlike dealing a sorted list round-robin", () => {
    const shardOf = (shards: string[][]) =>
      new Map(shards.flatMap((s, i) => s.map((id) => [id, i] as const)));
    let moved = 0;
    let worst = 0;
    for (let extra = 0; extra < 30; extra++) {
      const before = shardOf(allShards(NINE, 3));
      const after = shardOf(allShards([...NINE, { id: `new-task-${extra}`, file: "" }], 3));
      const here = NINE.filter((t) => before.get(t.id) !== after.get(t.id)).length;
      moved += here;
      worst = Math.max(worst, here);
    }
    expect(moved / 30).toBeLessThan(1.5); // of 9 tasks, on average
    expect(worst).toBeLessThanOrEqual(3);
  });
});

describe("--shard with --timings", () => {
  const durations: Record<string, number> = {
    "calc-add": 20_000,
    "calc-divide": 22_000,
    "calc-memory": 95_000,
    "editor-find": 30_000,
    "editor-open": 12_000,
    "editor-save": 41_000,
    "settings-dark-mode": 60_000,
    "settings-language": 58_000,
    "viewer-zoom": 15_000,
  };
  const timings = new Map(Object.entries(durations));
  const load = (ids: string[]) => ids.reduce((sum, id) => sum + durations[id]!, 0);

  it("balances the shards by recorded duration (longest first, each to the least loaded shard)", () => {
    const shards = allShards(NINE, 3, timings);
    expectPartition(
      shards,
      NINE.map((t) => t.id),
    );
    expect(shardTasks(NINE, { index: 2, count: 3 }, timings).strategy).toBe("timings");
    const loads = shards.map(load);
    // 353 s in all, so 118 s is the ideal; the hash split of the same suite leaves one runner far longer.
    expect(loads).toEqual([115_000, 124_000, 114_000]);
    expect(Math.max(...allShards(NINE, 3).map(load))).toBeGreaterThan(Math.max(...loads));
    // LPT: the longest task alone first, then each next-longest to the lightest shard.
    expect(shards[0]).toContain("calc-memory");
  });

  it("breaks ties by task id, and counts a task without a recorded time as the median", () => {
    const even = new Map(NINE.map((t) => [t.id, 10_000]));
    expect(allShards(NINE, 3, even)).toEqual([
      ["calc-add", "editor-find", "settings-dark-mode"],
      ["calc-divide", "editor-open", "settings-language"],
      ["calc-memory", "editor-save", "viewer-zoom"],
    ]);
    const partial = new Map([
      ["calc-memory", 90_000],
      ["calc-add", 10_000],
      ["editor-save", 30_000],
    ]);
    const shards = allShards(NINE, 3, partial);
    expectPartition(
      shards,
      NINE.map((t) => t.id),
    );
    // The 90 s task runs alone with its median-weighted company kept small.
    expect(shards.find((s) => s.includes("calc-memory"))!.length).toBeLessThanOrEqual(2);
  });

  it("reads a report.json, a suite-results.json or a plain {id: ms} map, later files winning", async () => {
    const dir = tempTree({});
    const write = (name: string, value: unknown) => {
      writeFileSync(path.join(dir, name), JSON.stringify(value));
      return name;
    };
    const report = write("report.json", {
      report_version: "1.0",
      tasks: [
        { id: "calc-add", status: "pass", attempts: [{ duration_ms: 5_000 }, { duration_ms: 20_000 }] },
        { id: "calc-memory", status: "skipped", attempts: [] },
        { id: "editor-find", status: "error", attempts: [{ duration_ms: 3_000 }] },
      ],
    });
    const reference = write("suite-results.json", {
      schema_version: "1.0",
      results: [
        { test_id: "editor-open", duration_ms: 12_000 },
        { test_id: "editor-find", duration_ms: 31_000 },
      ],
    });
    const map = write("timings.json", { "viewer-zoom": 15_000 });
    const read = await readTimings([report, reference, map], dir);
    expect(Object.fromEntries(read)).toEqual({
      "calc-add": 20_000,
      "editor-find": 31_000,
      "editor-open": 12_000,
      "viewer-zoom": 15_000,
    });
    write("bad.json", { "calc-add": "fast" });
    await expect(readTimings(["bad.json"], dir)).rejects.toThrow(/'calc-add' a duration/);
    await expect(readTimings(["missing.json"], dir)).rejects.toThrow(/cannot be read/);
  });

  it("falls back to the hash when the timings know none of the tasks", () => {
    const selection = shardTasks(NINE, { index: 1, count: 3 }, new Map([["other", 1]]));
    expect(selection.strategy).toBe("hash");
    expect(selection.tasks).toEqual(shardTasks(NINE, { index: 1, count: 3 }).tasks);
  });
});

describe("parseShard", () => {
  it("accepts i/n with 1 ≤ i ≤ n and rejects anything else", () => {
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    expect(parseShard(" 1 / 1 ")).toEqual({ index: 1, count: 1 });
    for (const bad of ["0/3", "4/3", "1/0", "a/b", "1", "1/3/4", "-1/3", "1.5/3"]) {
      expect(() => parseShard(bad), bad).toThrow(/--shard must be i\/n/);
    }
  });
});
