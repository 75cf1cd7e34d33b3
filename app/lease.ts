import type { Database, Queryable, SqlValue } from "./db/database.ts";

/** A job's lease passed to another process (this one stalled past it): its work must stop at once. */
export class LeaseLost extends Error {
  override name = "LeaseLost";
  readonly job: string;
  constructor(job: string) {
    super(`the lease of job ${job} passed to another process; this one stops before its next effect`);
    this.job = job;
  }
}

/**
 * The token of one claim of a job. Before each effect (a write to GitHub or to the store) the job asks
 * its fence, which renews the lease only while this claim still holds it: when another process has
 * claimed the job meanwhile (this one was stopped or stalled past the lease), `check` throws LeaseLost
 * and the effect is not made.
 */
export class Fence {
  #lost = false;
  readonly #db: Queryable;
  readonly job: string;
  readonly token: string;
  readonly #leaseMs: number;
  readonly #now: () => number;

  constructor(db: Queryable, job: string, token: string, leaseMs: number, now: () => number = Date.now) {
    this.#db = db;
    this.job = job;
    this.token = token;
    this.#leaseMs = leaseMs;
    this.#now = now;
  }

  get lost(): boolean {
    return this.#lost;
  }

  /** Renew the lease if this claim still holds it; false (and lost from then on) when it does not. */
  async renew(): Promise<boolean> {
    if (this.#lost) return false;
    const changed = await this.#db.run(
      "UPDATE jobs SET lease_until = $3 WHERE key = $1 AND lease_owner = $2 AND state = 'running'",
      [this.job, this.token, this.#now() + this.#leaseMs],
    );
    if (changed === 0) this.#lost = true;
    return !this.#lost;
  }

  /** Throws LeaseLost unless this claim still holds the job's lease. */
  async check(): Promise<void> {
    if (!(await this.renew())) throw new LeaseLost(this.job);
  }
}

/** A database whose writes are fenced: each statement that changes rows first checks the lease. */
export function fencedDatabase(db: Database, fence: Fence): Database {
  const write = async (sql: string, params?: readonly SqlValue[]) => {
    await fence.check();
    return db.run(sql, params);
  };
  return {
    kind: db.kind,
    all: (sql, params) => db.all(sql, params),
    run: write,
    transaction: async (fn, options) => {
      await fence.check();
      return db.transaction(fn, options);
    },
    close: () => db.close(),
  };
}
