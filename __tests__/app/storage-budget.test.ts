/**
 * What the App stores (diff images, review pages, final screens) is bounded per workflow run and pruned
 * by age and by a size budget.
 */
import { readdirSync, statSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/open-database.ts";
import { ObjectLedger } from "../../app/storage/object-ledger.ts";
import { FileObjectStore } from "../../app/storage/object-store.ts";
import { startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";
import { addRunWithReports, buildScenario } from "./support/scenario.ts";

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

describe("a run's storage budget", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RUN_STORAGE_BUDGET_MB: "1" });
  });
  afterAll(async () => {
    await h.close();
  });

  it("stores at most the budget from a tiny zip of huge, compressible review pages, and says what it left out", async () => {
    const scenario = await buildScenario(h.double);
    const page = `<html><body>${"A".repeat(2 * 1024 * 1024)}</body></html>`; // 2 MB each, kilobytes zipped
    const run = await addRunWithReports(
      h.double,
      scenario.repo,
      { workflowId: scenario.workflowId, headSha: "ab".repeat(20), headBranch: "attack" },
      [
        {
          index: 1,
          count: 1,
          tasks: Array.from({ length: 40 }, (_, i) => ({
            id: `t${i}`,
            status: "fail" as const,
            review: page,
          })),
        },
      ],
    );
    const before = bytesUnder(h.dataDir);
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, run));
    await h.settle();
    const grown = bytesUnder(h.dataDir) - before;
    expect(grown).toBeLessThan(4 * 1024 * 1024); // not 80 MB: the budget, the database and the check model
    const check = [...scenario.repo.checkRuns.values()].find((c) => c.headSha === "ab".repeat(20))!;
    expect(check.conclusion).toBe("failure");
    expect(check.output.summary).toContain("were not stored: this run passed its storage budget");
  });
});

describe("the App's storage budget (OBJECT_BUDGET_MB)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ OBJECT_BUDGET_MB: "1" });
  });
  afterAll(async () => {
    await h.close();
  });

  it("is kept as objects are written: after four quick runs the stored objects fit it, and the check says what was evicted", async () => {
    const scenario = await buildScenario(h.double);
    const budget = 1024 * 1024;
    for (let r = 0; r < 4; r++) {
      // Each run's review pages take 0.6 MB stored (kilobytes zipped): four runs are 2.4 times the budget.
      const pages = Array.from(
        { length: 6 },
        (_, i) => `<html><body>${String(r * 10 + i).repeat(50_000)}</body></html>`,
      );
      const headSha = `${r}f`.repeat(20);
      const run = await addRunWithReports(
        h.double,
        scenario.repo,
        { workflowId: scenario.workflowId, headSha, headBranch: `quick-${r}` },
        [
          {
            index: 1,
            count: 1,
            tasks: pages.map((review, i) => ({ id: `t${i}`, status: "fail" as const, review })),
          },
        ],
      );
      await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, run));
      await h.settle();
      expect(bytesUnder(path.join(h.dataDir, "objects"))).toBeLessThanOrEqual(budget);
    }
    const last = [...scenario.repo.checkRuns.values()].find((c) => c.headSha === "3f".repeat(20))!;
    expect(last.output.summary).toMatch(
      /storage within its budget \(OBJECT_BUDGET_MB\), \d+ stored image\(s\) and page\(s\) of older checks/,
    );
  }, 180_000);
});

describe("pruning stored objects", () => {
  it("drops what was not used for the retention days, then the oldest past the size budget", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-objects-"));
    const db = await openDatabase({ dataDir: dir });
    let now = Date.UTC(2026, 0, 1);
    const files = new FileObjectStore(path.join(dir, "objects"));
    const ledger = new ObjectLedger(db, files, () => now);
    const old = await ledger.scope("o/r", 1e9).put(Buffer.alloc(1000, 1), "png");
    now += 40 * 86_400_000;
    const a = await ledger.scope("o/r", 1e9).put(Buffer.alloc(1000, 2), "png");
    now += 1000;
    const b = await ledger.scope("o/r", 1e9).put(Buffer.alloc(1000, 3), "png");
    now += 1000;
    const c = await ledger.scope("o/r", 1e9).put(Buffer.alloc(1000, 4), "png");
    const result = await ledger.prune({ retentionDays: 30, budgetBytes: 2000 });
    expect(result).toEqual({ deleted: 2, bytes: 2000 });
    expect(await ledger.get(old)).toBeNull();
    expect(await ledger.get(a)).toBeNull();
    expect(await ledger.get(b)).not.toBeNull();
    expect(await ledger.get(c)).not.toBeNull();
    const scoped = ledger.scope("o/r", 1500);
    await scoped.put(Buffer.alloc(1000, 5), "png");
    await expect(scoped.put(Buffer.alloc(1000, 6), "png")).rejects.toThrow(/budget of 1500 bytes/);
    await db.close();
  });
});
