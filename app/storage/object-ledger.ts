import type { Database } from "../db/database.ts";
import type { ObjectStore, PrunableStore, StoredObject } from "./object-store.ts";

type Extension = Parameters<ObjectStore["put"]>[1];

/** A job tried to store more than its budget: the object is not stored (the check says so). */
export class ObjectBudgetExceeded extends Error {
  override name = "ObjectBudgetExceeded";
}

/**
 * The stored images and pages, with their owner (the repository whose check shows them), size and age
 * in the database, so that they can be pruned: by age (not used for `retentionDays`) and by a size
 * budget (the least recently stored first). Every job stores through a `scope`, which also caps what
 * one workflow run may store, so that no artifact can fill the disk.
 */
export class ObjectLedger {
  readonly #db: Database;
  readonly #store: PrunableStore;
  readonly #now: () => number;

  constructor(db: Database, store: PrunableStore, now: () => number = Date.now) {
    this.#db = db;
    this.#store = store;
    this.#now = now;
  }

  get(key: string): Promise<StoredObject | null> {
    return this.#store.get(key);
  }

  /** A store for one job: objects recorded under `owner`, at most `budgetBytes` in all. */
  scope(owner: string, budgetBytes: number): ObjectStore {
    let stored = 0;
    return {
      get: (key) => this.#store.get(key),
      put: async (body, extension) => {
        if (stored + body.length > budgetBytes) {
          throw new ObjectBudgetExceeded(
            `storing ${body.length} more bytes would pass this run's budget of ${budgetBytes} bytes`,
          );
        }
        stored += body.length;
        return this.#put(body, extension, owner);
      },
    };
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
    let bytes = 0;
    for (const row of doomed) {
      await this.#store.delete(row.key);
      await this.#db.run("DELETE FROM objects WHERE key = $1", [row.key]);
      bytes += Number(row.bytes);
    }
    return { deleted: doomed.length, bytes };
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
