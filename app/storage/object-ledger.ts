import type { Database } from "../db/database.ts";
import type { ObjectStore, PrunableStore, StoredObject } from "./object-store.ts";

type Extension = Parameters<ObjectStore["put"]>[1];

/** A job tried to store more than a budget allows: the object is not stored (the check says so). */
export class ObjectBudgetExceeded extends Error {
  override name = "ObjectBudgetExceeded";
  /** The setting whose budget it would pass: the run's, or the App's in all. */
  readonly setting: "RUN_STORAGE_BUDGET_MB" | "OBJECT_BUDGET_MB";
  constructor(message: string, setting: ObjectBudgetExceeded["setting"]) {
    super(message);
    this.setting = setting;
  }
}

/** One job's store: what it stores is owned by one repository and bounded; what it had to evict. */
export interface ScopedObjectStore extends ObjectStore {
  /** Older objects (of other runs) deleted to keep the App within its budget while this job stored. */
  readonly evicted: { objects: number; bytes: number };
}

/**
 * The stored images and pages, with their owner (the repository whose check shows them), size and age
 * in the database, so that they can be pruned: by age (not used for `retentionDays`) and by a size
 * budget (the least recently stored first). Every job stores through a `scope`, which also caps what
 * one workflow run may store, so that no artifact can fill the disk. The App's budget is kept when an
 * object is written, not only by maintenance: a put that would pass it first evicts the least recently
 * used objects of other runs, and is refused when even that cannot make room.
 */
export class ObjectLedger {
  readonly #db: Database;
  readonly #store: PrunableStore;
  readonly #now: () => number;
  readonly #budgetBytes: number;

  /** `budgetBytes`: what every stored object may take in all (OBJECT_BUDGET_MB; 0: no budget). */
  constructor(db: Database, store: PrunableStore, now: () => number = Date.now, budgetBytes = 0) {
    this.#db = db;
    this.#store = store;
    this.#now = now;
    this.#budgetBytes = budgetBytes;
  }

  get(key: string): Promise<StoredObject | null> {
    return this.#store.get(key);
  }

  /** A store for one job: objects recorded under `owner`, at most `budgetBytes` in all. */
  scope(owner: string, budgetBytes: number): ScopedObjectStore {
    let stored = 0;
    const mine = new Set<string>();
    const evicted = { objects: 0, bytes: 0 };
    return {
      evicted,
      get: (key) => this.#store.get(key),
      put: async (body, extension) => {
        if (stored + body.length > budgetBytes) {
          throw new ObjectBudgetExceeded(
            `storing ${body.length} more bytes would pass this run's budget of ${budgetBytes} bytes`,
            "RUN_STORAGE_BUDGET_MB",
          );
        }
        const freed = await this.#makeRoom(body.length, mine);
        if (!freed) {
          throw new ObjectBudgetExceeded(
            `storing ${body.length} more bytes would pass the App's storage budget of ${this.#budgetBytes} bytes`,
            "OBJECT_BUDGET_MB",
          );
        }
        evicted.objects += freed.objects;
        evicted.bytes += freed.bytes;
        stored += body.length;
        const key = await this.#put(body, extension, owner);
        mine.add(key);
        return key;
      },
    };
  }

  /**
   * Room for `bytes` more within the App's budget: the least recently used objects not in `keep` are
   * deleted until they fit. Undefined (and nothing deleted) when they cannot fit.
   */
  async #makeRoom(bytes: number, keep: Set<string>): Promise<{ objects: number; bytes: number } | undefined> {
    if (this.#budgetBytes <= 0) return { objects: 0, bytes: 0 };
    const [total] = await this.#db.all<{ n: number | null }>("SELECT SUM(bytes) AS n FROM objects");
    let excess = Number(total?.n ?? 0) + bytes - this.#budgetBytes;
    if (excess <= 0) return { objects: 0, bytes: 0 };
    const doomed: { key: string; bytes: number }[] = [];
    for (const row of await this.#db.all<{ key: string; bytes: number }>(
      "SELECT key, bytes FROM objects ORDER BY used_at, key",
    )) {
      if (excess <= 0) break;
      if (keep.has(row.key)) continue;
      doomed.push(row);
      excess -= Number(row.bytes);
    }
    if (excess > 0) return undefined;
    return this.#delete(doomed);
  }

  /** Delete what was not stored again for `retentionDays`, then the oldest until `budgetBytes` remain (0: no budget). */
  async prune(options: {
    retentionDays: number;
    budgetBytes: number;
  }): Promise<{ deleted: number; bytes: number }> {
    const cutoff = this.#now() - options.retentionDays * 86_400_000;
    const doomed = await this.#db.all<{ key: string; bytes: number }>(
      "SELECT key, bytes FROM objects WHERE used_at < $1",
      [cutoff],
    );
    if (options.budgetBytes > 0) {
      const [total] = await this.#db.all<{ n: number | null }>(
        "SELECT SUM(bytes) AS n FROM objects WHERE used_at >= $1",
        [cutoff],
      );
      let excess = Number(total?.n ?? 0) - options.budgetBytes;
      if (excess > 0) {
        const oldest = await this.#db.all<{ key: string; bytes: number }>(
          "SELECT key, bytes FROM objects WHERE used_at >= $1 ORDER BY used_at, key",
          [cutoff],
        );
        for (const row of oldest) {
          if (excess <= 0) break;
          doomed.push(row);
          excess -= Number(row.bytes);
        }
      }
    }
    const { objects, bytes } = await this.#delete(doomed);
    return { deleted: objects, bytes };
  }

  async #delete(doomed: { key: string; bytes: number }[]): Promise<{ objects: number; bytes: number }> {
    let bytes = 0;
    for (const row of doomed) {
      await this.#store.delete(row.key);
      await this.#db.run("DELETE FROM objects WHERE key = $1", [row.key]);
      bytes += Number(row.bytes);
    }
    return { objects: doomed.length, bytes };
  }

  async #put(body: Buffer, extension: Extension, owner: string): Promise<string> {
    const key = await this.#store.put(body, extension);
    const now = this.#now();
    await this.#db.run(
      `INSERT INTO objects (key, owner, bytes, created_at, used_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, used_at = excluded.used_at`,
      [key, owner, body.length, now],
    );
    return key;
  }
}
