import type { Queryable } from "./db/database.ts";

/** One side effect on GitHub, made at most once per key across crashes, retries and replicas. */
export interface Effect {
  /** The idempotency key: the job's key and what the effect is (`<job>:reply`, `<job>:rerun`, …). */
  key: string;
  /**
   * Whether GitHub already carries the effect (read from GitHub: a marker in a comment, the run's
   * attempt, a dispatched run). Asked only when an earlier attempt planned it and did not record it done.
   */
  happened?: (plannedAt: number) => Promise<boolean>;
  /** Make the effect; `resumedFrom` is when an earlier attempt planned it (it may have half happened). */
  perform: (resumedFrom?: number) => Promise<void>;
}

/**
 * The ledger of effects: each one is recorded as planned before its call to GitHub and as done after
 * it. An attempt that finds an effect done skips it; one that finds it planned (an earlier attempt died
 * between GitHub acting and the record) first asks GitHub whether it happened. So a request GitHub
 * carried out but whose answer never arrived is not repeated by the attempt that resumes the job.
 */
export class EffectLedger {
  readonly #db: Queryable;
  readonly #now: () => number;

  constructor(db: Queryable, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Make `effect` unless it was made: "done" when made now, "skipped" when an earlier attempt made it. */
  async once(effect: Effect): Promise<"done" | "skipped"> {
    const [row] = await this.#db.all<{ state: string; planned_at: number | string }>(
      "SELECT state, planned_at FROM effects WHERE key = $1",
      [effect.key],
    );
    if (row?.state === "done") return "skipped";
    const plannedAt = row ? Number(row.planned_at) : undefined;
    if (plannedAt !== undefined && effect.happened && (await effect.happened(plannedAt))) {
      await this.#done(effect.key);
      return "skipped";
    }
    if (plannedAt === undefined) {
      await this.#db.run(
        "INSERT INTO effects (key, state, planned_at) VALUES ($1, 'planned', $2) ON CONFLICT (key) DO NOTHING",
        [effect.key, this.#now()],
      );
    }
    await effect.perform(plannedAt);
    await this.#done(effect.key);
    return "done";
  }

  /** Drop records older than `days` (their jobs are long finished). */
  async prune(days: number): Promise<number> {
    return this.#db.run("DELETE FROM effects WHERE planned_at < $1", [this.#now() - days * 86_400_000]);
  }

  async #done(key: string): Promise<void> {
    await this.#db.run("UPDATE effects SET state = 'done', done_at = $2 WHERE key = $1", [key, this.#now()]);
  }
}
