import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";
import { compareStrings } from "./discover.ts";
import type { ShardStrategy } from "../report/report-types.ts";

/** `--shard i/n`: the i-th (1-based) of n shards. */
export interface ShardSpec {
  index: number;
  count: number;
}

export type Timings = ReadonlyMap<string, number>;

export interface ShardSelection<T> {
  /** This shard's tasks, in the order they were given. */
  tasks: T[];
  strategy: ShardStrategy;
  /** Every shard's task ids (index 0 is shard 1), for messages and tests. */
  shards: string[][];
}

export function parseShard(text: string): ShardSpec {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new ConfigError(`--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/3), got '${text}'`);
  }
  return { index, count };
}

/**
 * Split the tasks into `count` shards and return shard `index`. Deterministic: it depends only on the
 * task ids (and the timings), never on the machine, the input order or the time, so every runner of a
 * matrix computes the same partition and together they run each task exactly once.
 *
 * - With timings for at least one of the tasks: greedy longest-processing-time balancing. Tasks are
 *   taken longest first (ties by id); each goes to the shard with the least recorded time so far
 *   (ties to the lowest shard). A task without a recorded duration counts as the median of the known ones.
 * - Otherwise: rendezvous hashing with bounded loads, balanced to within one task. Tasks are taken in
 *   the order of their id's SHA-256; each goes to the shard that ranks highest for it (SHA-256 of
 *   `shard:id`) among those not yet full. A task keeps its shard when others are added or removed,
 *   unless a full shard pushes it to its next choice.
 */
export function shardTasks<T extends { id: string }>(
  tasks: readonly T[],
  shard: ShardSpec,
  timings?: Timings,
): ShardSelection<T> {
  const ids = tasks.map((t) => t.id);
  const known = timings ? ids.filter((id) => timings.has(id)) : [];
  const strategy: ShardStrategy = known.length > 0 ? "timings" : "hash";
  const assignment =
    strategy === "timings" ? balanceByTimings(ids, shard.count, timings!) : balanceByHash(ids, shard.count);
  const shards = Array.from({ length: shard.count }, () => [] as string[]);
  for (const id of ids) shards[assignment.get(id)!]!.push(id);
  return {
    tasks: tasks.filter((t) => assignment.get(t.id) === shard.index - 1),
    strategy,
    shards,
  };
}

function balanceByTimings(ids: string[], count: number, timings: Timings): Map<string, number> {
  const known = ids.flatMap((id) => (timings.has(id) ? [timings.get(id)!] : [])).sort((a, b) => a - b);
  const median = known[Math.floor((known.length - 1) / 2)]!;
  const weighted = ids
    .map((id) => ({ id, ms: timings.get(id) ?? median }))
    .sort((a, b) => b.ms - a.ms || compareStrings(a.id, b.id));
  const loads = new Array<number>(count).fill(0);
  const assignment = new Map<string, number>();
  for (const { id, ms } of weighted) {
    let best = 0;
    for (let s = 1; s < count; s++) if (loads[s]! < loads[best]!) best = s;
    loads[best]! += ms;
    assignment.set(id, best);
  }
  return assignment;
}

function balanceByHash(ids: string[], count: number): Map<string, number> {
  const base = Math.floor(ids.length / count);
  let extraLeft = ids.length % count;
  const counts = new Array<number>(count).fill(0);
  const assignment = new Map<string, number>();
  const order = ids
    .map((id) => ({ id, key: sha256(id) }))
    .sort((a, b) => compareStrings(a.key, b.key) || compareStrings(a.id, b.id));
  for (const { id } of order) {
    const ranked = Array.from({ length: count }, (_, s) => ({ s, weight: sha256(`${s + 1}:${id}`) })).sort(
      (a, b) => compareStrings(b.weight, a.weight) || a.s - b.s,
    );
    for (const { s } of ranked) {
      const n = counts[s]!;
      if (n < base || (n === base && extraLeft > 0)) {
        if (n === base) extraLeft--;
        counts[s] = n + 1;
        assignment.set(id, s);
        break;
      }
    }
  }
  return assignment;
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Read timings files and merge them (later files win). Each file is one of:
 * - a desktest `report.json` (every task's last attempt `duration_ms`; skipped tasks are ignored);
 * - a reference `suite-results.json` (`results[].test_id` and `duration_ms`);
 * - a plain object `{ "<task id>": <milliseconds>, … }`.
 * Reports of every shard of an earlier run can be given together.
 */
export async function readTimings(files: readonly string[], cwd: string): Promise<Map<string, number>> {
  const timings = new Map<string, number>();
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(path.resolve(cwd, file), "utf8"));
    } catch (error) {
      throw new ConfigError(`--timings '${file}' cannot be read as JSON: ${(error as Error).message}`);
    }
    for (const [id, ms] of timingsOf(value, file)) timings.set(id, ms);
  }
  return timings;
}

function timingsOf(value: unknown, file: string): [string, number][] {
  const bad = (why: string) =>
    new ConfigError(
      `--timings '${file}' ${why}: expected a desktest report.json, a suite-results.json or {"<task id>": <ms>}`,
    );
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad("is not a JSON object");
  const record = value as Record<string, unknown>;
  const duration = (ms: unknown) =>
    typeof ms === "number" && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
  if (Array.isArray(record.tasks) && "report_version" in record) {
    return record.tasks.flatMap((t: unknown) => {
      const task = t as { id?: unknown; status?: unknown; attempts?: { duration_ms?: unknown }[] };
      const ms = duration(task.attempts?.at(-1)?.duration_ms);
      return typeof task.id === "string" && task.status !== "skipped" && ms !== undefined
        ? [[task.id, ms] as [string, number]]
        : [];
    });
  }
  if (Array.isArray(record.results)) {
    return record.results.flatMap((r: unknown) => {
      const result = r as { test_id?: unknown; duration_ms?: unknown };
      const ms = duration(result.duration_ms);
      return typeof result.test_id === "string" && ms !== undefined
        ? [[result.test_id, ms] as [string, number]]
        : [];
    });
  }
  return Object.entries(record).map(([id, ms]) => {
    const checked = duration(ms);
    if (checked === undefined) throw bad(`gives '${id}' a duration that is not a number of milliseconds`);
    return [id, checked];
  });
}
