/**
 * The App's database and durable work queue, on SQLite (the default) and on a real PostgreSQL server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/database.ts";
import { migrate } from "../../app/db/migrations.ts";
import { TaskOutcomes } from "../../app/history/task-outcomes.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import { DurableQueue } from "../../app/queue.ts";
import { StateStore } from "../../app/store.ts";
import { startPostgres, type PostgresServer } from "../helpers/postgres.ts";

let postgres: PostgresServer;
let databases = 0;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(() => postgres?.stop());

const engines = {
  sqlite: async () => openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "desktest-db-")) }),
  postgres: async () =>
    openDatabase({ databaseUrl: await postgres.createDatabase(`t${++databases}`), dataDir: tmpdir() }),
};

const none = () => undefined;
const quiet = { trace: none, debug: none, info: none, warn: none, error: none, fatal: none };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(Object.keys(engines) as (keyof typeof engines)[])("on %s", (engine) => {
  const open = engines[engine];

  it("keeps each run's task outcomes and counts flaky tasks over the latest runs only", async () => {
    const db = await open();
    const outcomes = new TaskOutcomes(db);
    // 22 runs: app-save flaky in the first two (outside a window of 20) and in runs 10 and 15.
    for (let id = 1; id <= 22; id++) {
      const flaky = id <= 2 || id === 10 || id === 15;
      await outcomes.record("o/r", "desktest", { id, attempt: 1, headSha: `sha${id}` }, [
        { id: "app-save", status: flaky ? "flaky" : "pass" },
        { id: "app-open", status: "pass" },
      ]);
      await sleep(2);
    }
    // Run 22 processed again: its rows are replaced, not added.
    await outcomes.record("o/r", "desktest", { id: 22, attempt: 1, headSha: "sha22" }, [
      { id: "app-save", status: "pass" },
      { id: "app-open", status: "pass" },
    ]);
    // Another suite and another repository do not count.
    await outcomes.record("o/r", "other", { id: 99, attempt: 1, headSha: "x" }, [
      { id: "app-save", status: "flaky" },
    ]);
    await outcomes.record("o/other", "desktest", { id: 98, attempt: 1, headSha: "x" }, [
      { id: "app-save", status: "flaky" },
    ]);
    const latest = await outcomes.latest("o/r", "desktest", 20);
    expect(new Set(latest.map((o) => o.run)).size).toBe(20);
    expect(latest[0]!.run).toBe("22:1");
    expect(latest.some((o) => o.run === "2:1")).toBe(false);
    expect(await outcomes.flakyLately("o/r", "desktest", 20)).toEqual({
      runs: 20,
      tasks: [{ id: "app-save", flakyRuns: 2 }],
    });
    await db.close();
  });

  it("migrates once, however often it is asked", async () => {
    const db = await open();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.all<{ version: number }>("SELECT version FROM schema_migrations");
    expect(rows.map((r) => Number(r.version))).toEqual([1, 2, 3, 4]);
    await db.close();
  });

  it("keeps runs, checks, approvals, claims and check models", async () => {
    const db = await open();
    const store = new StateStore(db);
    await store.setRun("o/r#1.1", { state: "processing" });
    await store.setRun("o/r#1.1", { state: "done", checkKey: "ck", checkRunId: 77 });
    expect(await store.run("o/r#1.1")).toMatchObject({ state: "done", checkKey: "ck", checkRunId: 77 });
    const check = {
      checkRunId: 77,
      installationId: 5,
      owner: "o",
      repo: "r",
      headSha: "abc",
      name: "desktest",
      runId: 1,
      runAttempt: 1,
      pullRequests: [3],
    };
    await store.setCheck("ck", check);
    expect(await store.checkKeyOfRun(77)).toBe("ck");
    expect((await store.checksOfCommit("o", "r", "abc"))[0]).toMatchObject({ key: "ck", record: check });
    await store.addApprovals("o", "r", 3, ["k1", "k2", "k1"]);
    expect([...(await store.approvals("o", "r", 3))].sort()).toEqual(["k1", "k2"]);
    expect(await store.claim("c1")).toBe(true);
    expect(await store.claim("c1")).toBe(false);
    await store.saveModel("ck", { tasks: [{ id: "t", status: "pass" }] });
    expect(await store.loadModel("ck")).toEqual({ tasks: [{ id: "t", status: "pass" }] });
    const later = new StateStore(db, () => Date.now() + 50 * 86_400_000);
    await later.prune(45);
    expect(await store.run("o/r#1.1")).toBeUndefined();
    expect(await store.loadModel("ck")).toBeUndefined();
    await db.close();
  });

  it("runs each job once, at most `concurrency` at a time, one per group, and drops duplicate keys", async () => {
    const db = await open();
    const queue = new DurableQueue(db, { concurrency: 2, log: quiet, pollMs: 20 });
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const groups = new Map<string, number>();
    queue.register<{ name: string; group: string }>("work", async ({ name, group }) => {
      running++;
      groups.set(group, (groups.get(group) ?? 0) + 1);
      expect(groups.get(group)).toBe(1);
      peak = Math.max(peak, running);
      await sleep(20);
      order.push(name);
      groups.set(group, groups.get(group)! - 1);
      running--;
    });
    const add = (name: string, group: string, key = name) =>
      queue.add({ kind: "work", key, group, payload: { name, group } });
    expect(await add("a1", "a", "k")).toBe(true);
    expect(await add("dup", "a", "k")).toBe(false);
    await add("a2", "a");
    await add("b1", "b");
    await add("c1", "c");
    queue.start();
    await queue.onIdle();
    expect(peak).toBe(2);
    expect(order.indexOf("a1")).toBeLessThan(order.indexOf("a2"));
    expect(order.sort()).toEqual(["a1", "a2", "b1", "c1"]);
    expect(await add("a1-again", "a", "k")).toBe(false); // a finished job's key still deduplicates
    await queue.stop();
    await db.close();
  });

  // (with a poll of an hour: the queue wakes for a retry or a lease's end when it is due)
  const NEVER = 3_600_000;

  it("retries a failing job with back-off, then gives up", async () => {
    const db = await open();
    const queue = new DurableQueue(db, {
      concurrency: 1,
      log: quiet,
      pollMs: NEVER,
      retryBaseMs: 30,
      maxAttempts: 3,
    });
    const attempts: number[] = [];
    queue.register("flaky", async (_payload: unknown, job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error("GitHub said 502");
    });
    queue.register("broken", async () => {
      throw new Error("always");
    });
    await queue.add({ kind: "flaky", key: "f", group: "g", payload: {} });
    await queue.add({ kind: "broken", key: "b", group: "h", payload: {} });
    queue.start();
    await queue.onIdle();
    expect(attempts).toEqual([1, 2]);
    const rows = await db.all<{ key: string; state: string; attempts: number; last_error: string | null }>(
      "SELECT key, state, attempts, last_error FROM jobs ORDER BY key",
    );
    expect(rows.map((r) => [r.key, r.state, Number(r.attempts)])).toEqual([
      ["b", "failed", 3],
      ["f", "done", 2],
    ]);
    expect(rows[0]!.last_error).toBe("always");
    await queue.stop();
    await db.close();
  });

  it("takes over the job of a process that died holding it, once its lease ends", async () => {
    const db = await open();
    const queue = new DurableQueue(db, { concurrency: 1, log: quiet, pollMs: NEVER, leaseMs: 300 });
    // What a process killed while running a job leaves: the job running, under a lease nobody renews.
    await queue.add({ kind: "slow", key: "s", group: "g", payload: { n: 1 } });
    const leaseEnds = Date.now() + 300;
    await db.run("UPDATE jobs SET state = 'running', attempts = 1, lease_owner = 'dead', lease_until = $1", [
      leaseEnds,
    ]);
    const done: { attempt: number; at: number }[] = [];
    queue.register("slow", async (_p: unknown, job) => {
      done.push({ attempt: job.attempt, at: Date.now() });
    });
    queue.start();
    while (done.length === 0) await sleep(10);
    expect(done[0]!.attempt).toBe(2);
    expect(done[0]!.at).toBeGreaterThanOrEqual(leaseEnds);
    await queue.onIdle();
    expect(done).toHaveLength(1);
    await queue.stop();
    await db.close();
  });

  it("takes over a dead holder's job whose lease ended between the queue's look for a job and its look at the clock", async () => {
    const db = await open();
    // a clock that moves a millisecond each time it is read
    let clock = 1_000_000_000_000;
    const queue = new DurableQueue(db, { concurrency: 1, log: quiet, pollMs: NEVER, now: () => clock++ });
    await queue.add({ kind: "slow", key: "s", group: "g", payload: { n: 1 } });
    // The lease ends at the very millisecond the queue first looks for a job (the next read of the clock): not
    // takeable then, ended by the time the queue asks when to look again. No other process adds anything, so
    // nothing but that answer wakes it.
    await db.run("UPDATE jobs SET state = 'running', attempts = 1, lease_owner = 'dead', lease_until = $1", [
      clock,
    ]);
    const done: number[] = [];
    queue.register("slow", async (_p: unknown, job) => {
      done.push(job.attempt);
    });
    queue.start();
    while (done.length === 0) await sleep(10);
    expect(done).toEqual([2]);
    await queue.stop();
    await db.close();
  });
});

describe("two App processes on one PostgreSQL", () => {
  it("share 50 jobs added by both: each runs exactly once", async () => {
    const url = await postgres.createDatabase("shared");
    const [dbA, dbB] = await Promise.all([
      openDatabase({ databaseUrl: url, dataDir: tmpdir() }),
      openDatabase({ databaseUrl: url, dataDir: tmpdir() }),
    ]);
    const ran = new Map<string, string[]>();
    const queues = [dbA, dbB].map((db: Database, i) => {
      const queue = new DurableQueue(db, { concurrency: 3, log: quiet, pollMs: 10 });
      queue.register<{ id: number }>("delivery", async ({ id }) => {
        const list = ran.get(String(id)) ?? [];
        list.push(`replica${i}`);
        ran.set(String(id), list);
        await sleep(5);
      });
      return queue;
    });
    queues.forEach((q) => q.start());
    await Promise.all(
      Array.from({ length: 50 }, (_, id) =>
        Promise.all(
          queues.map((q) =>
            q.add({ kind: "delivery", key: `d${id}`, group: `repo${id % 7}`, payload: { id } }),
          ),
        ),
      ),
    );
    await Promise.all(queues.map((q) => q.onIdle()));
    expect(ran.size).toBe(50);
    expect([...ran.values()].every((list) => list.length === 1)).toBe(true);
    expect(new Set([...ran.values()].flat()).size).toBe(2); // both replicas took work
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all([dbA.close(), dbB.close()]);
  });
});
