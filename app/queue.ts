import { randomUUID } from "node:crypto";
import type { Database } from "./db/database.ts";
import { Fence, LeaseLost } from "./lease.ts";

/** Work to do, as stored: what it is (`kind`, a registered handler), its data, its dedupe key, its group. */
export interface JobSpec {
  kind: string;
  /** One job per key, ever (until pruned): a second add with the key of any earlier job is dropped. */
  key: string;
  /** Jobs of one group (a repository) never run at the same time, in any process. */
  group: string;
  payload: unknown;
}

type LogLine = (fields: object, message: string) => void;

/** The queue's logger: every level (Probot's pino logger is one). */
export interface QueueLog {
  trace: LogLine;
  debug: LogLine;
  info: LogLine;
  warn: LogLine;
  error: LogLine;
  fatal: LogLine;
}

/** What a handler is given besides its payload. */
export interface JobContext {
  key: string;
  attempt: number;
  /** This claim's lease: check it before every effect (jobs.ts fences GitHub writes and store writes). */
  fence: Fence;
}

export interface QueueOptions {
  /** Jobs at once in this process. */
  concurrency: number;
  /** How long a claimed job is this process's; renewed while it runs. A crashed process's jobs are taken over after it. */
  leaseMs?: number;
  /** Attempts before a job is given up (failed). */
  maxAttempts?: number;
  /** Back-off base: the n-th retry waits base · 4^(n-1), at most an hour. */
  retryBaseMs?: number;
  /**
   * How often an idle worker looks for work added by other processes (a local add wakes it at once, and so does
   * the time a retry or another process's lease is due).
   */
  pollMs?: number;
  log: QueueLog;
  now?: () => number;
}

type Handler = (payload: never, job: JobContext) => Promise<void>;

interface JobRow {
  key: string;
  kind: string;
  payload: string;
  attempts: number;
  /** This claim's lease token (stored as the lease owner). */
  token: string;
}

/**
 * The App's work queue, durable in its database: a webhook handler adds a job and answers; workers in
 * every App process claim jobs with a lease (renewed while they run), so a restart or a crash resumes
 * the work and replicas behind one load balancer share it. A job key is taken once, so the same delivery
 * never runs twice; a job that throws is retried with back-off; one job at a time per group. Each claim
 * has its own lease token: a process that stalled past its lease finds the token replaced at its next
 * effect (the job's fence), logs a warning and stops, and the job is the new holder's.
 */
export class DurableQueue {
  readonly owner = randomUUID();
  readonly #db: Database;
  readonly #handlers = new Map<string, Handler>();
  readonly #options: Required<Omit<QueueOptions, "log" | "now">>;
  readonly #log: QueueLog;
  readonly #now: () => number;
  #running = 0;
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  #pumping = false;
  #again = false;
  readonly #active = new Set<Promise<void>>();

  constructor(db: Database, options: QueueOptions) {
    this.#db = db;
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
    this.#options = {
      concurrency: options.concurrency,
      leaseMs: options.leaseMs ?? 60_000,
      maxAttempts: options.maxAttempts ?? 6,
      retryBaseMs: options.retryBaseMs ?? 5_000,
      pollMs: options.pollMs ?? 1_000,
    };
  }

  /** The handler of one kind of job (register every kind before `start`). */
  register<T>(kind: string, handler: (payload: T, job: JobContext) => Promise<void>): void {
    this.#handlers.set(kind, handler as Handler);
  }

  /** Store a job; false when a job with its key exists (a duplicate delivery). */
  async add(spec: JobSpec): Promise<boolean> {
    const now = this.#now();
    const added = await this.#db.run(
      `INSERT INTO jobs (key, kind, grp, payload, state, attempts, run_after, created_at, seq)
       VALUES ($1, $2, $3, $4, 'queued', 0, $5, $5, $6) ON CONFLICT (key) DO NOTHING`,
      [spec.key, spec.kind, spec.group, JSON.stringify(spec.payload), now, sequence()],
    );
    if (added > 0) this.#wake();
    return added > 0;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#wake();
  }

  /** Claim nothing more; wait for this process's running jobs. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await Promise.allSettled([...this.#active]);
  }

  /** Jobs this process is running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs not finished yet (queued, waiting for a retry, or running), in every process. */
  async pending(): Promise<number> {
    const [row] = await this.#db.all<{ n: number }>(
      "SELECT COUNT(*) AS n FROM jobs WHERE state IN ('queued', 'running')",
    );
    return Number(row?.n ?? 0);
  }

  /** Resolves when no job is queued or running anywhere (tests, shutdown). */
  async onIdle(pollMs = 20): Promise<void> {
    while ((await this.pending()) > 0 || this.#running > 0) await new Promise((r) => setTimeout(r, pollMs));
  }

  /** Drop finished jobs older than `days` (their keys stop deduplicating then). */
  async prune(days: number): Promise<number> {
    return this.#db.run("DELETE FROM jobs WHERE state IN ('done', 'failed') AND finished_at < $1", [
      this.#now() - days * 86_400_000,
    ]);
  }

  #wake(): void {
    if (this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = true;
    void this.#pump().finally(() => {
      this.#pumping = false;
      if (this.#again) {
        this.#again = false;
        this.#wake();
      }
    });
  }

  async #pump(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    try {
      let lookedAt: number | undefined;
      while (!this.#stopped && this.#running < this.#options.concurrency) {
        const claimed = await this.#claim();
        lookedAt = claimed.at;
        if (!claimed.job) break;
        this.#execute(claimed.job);
      }
      if (!this.#stopped) this.#sleep(await this.#nextDue(lookedAt ?? this.#now()));
    } catch (error) {
      this.#log.error({ err: error }, "the job queue could not read its database");
      this.#sleep(undefined);
    }
  }

  /** Wake when the next known job is due (a retry's time, a lease's end), and every pollMs for other processes' adds. */
  #sleep(due: number | undefined): void {
    if (this.#stopped) return;
    const ms = due === undefined ? this.#options.pollMs : Math.max(0, due - this.#now() + 1);
    this.#timer = setTimeout(() => this.#wake(), Math.min(ms, this.#options.pollMs));
  }

  /**
   * When the first job waiting on the clock becomes runnable, as far as this database says: a queued job's retry
   * time, a running job's lease end (a crashed or stalled holder's job is taken over then, and a job of its group
   * may start). What is due already and still waits, waits for this process's own running jobs (their end wakes
   * it) or for another process's (the poll). `lookedAt` is when this process last looked for a job (#claim's
   * time): what became due since, or at that very millisecond (#claim takes leases that ended before its time),
   * is due now — counted from any later time, nothing would wake this process for it but the poll.
   */
  async #nextDue(lookedAt: number): Promise<number | undefined> {
    const [row] = await this.#db.all<{ due: number | string | null }>(
      `SELECT MIN(due) AS due FROM (
         SELECT CASE WHEN state = 'queued' THEN run_after ELSE lease_until END AS due FROM jobs
         WHERE state IN ('queued', 'running')) d
       WHERE due >= $1`,
      [lookedAt],
    );
    return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
  }

  /** The next runnable job, claimed for this process (one transaction, serialised across processes); its time. */
  #claim(): Promise<{ job: JobRow | undefined; at: number }> {
    const token = `${this.owner}/${randomUUID()}`;
    return this.#db.transaction(
      async (tx) => {
        const now = this.#now();
        const [job] = await tx.all<Omit<JobRow, "token">>(
          `SELECT key, kind, payload, attempts FROM jobs j
           WHERE ((j.state = 'queued' AND j.run_after <= $1) OR (j.state = 'running' AND j.lease_until < $1))
             AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.grp = j.grp AND r.key <> j.key
                               AND r.state = 'running' AND r.lease_until >= $1)
           ORDER BY j.seq, j.key LIMIT 1`,
          [now],
        );
        if (!job) return { job: undefined, at: now };
        await tx.run(
          `UPDATE jobs SET state = 'running', lease_owner = $2, lease_until = $3, attempts = attempts + 1
           WHERE key = $1`,
          [job.key, token, now + this.#options.leaseMs],
        );
        return { job: { ...job, attempts: Number(job.attempts) + 1, token }, at: now };
      },
      { exclusive: true },
    );
  }

  #execute(job: JobRow): void {
    this.#running++;
    const fence = new Fence(this.#db, job.key, job.token, this.#options.leaseMs, this.#now);
    let warned = false;
    const lost = () => {
      if (warned) return;
      warned = true;
      this.#log.warn(
        { job: job.key, attempt: job.attempts },
        `lost the lease of job ${job.key} to another process; stopping before its next effect`,
      );
    };
    const renew = setInterval(
      () => {
        void fence
          .renew()
          .then((held) => {
            if (!held) lost();
          })
          .catch((error: unknown) => this.#log.debug({ err: error, job: job.key }, "lease renewal failed"));
      },
      Math.max(50, Math.floor(this.#options.leaseMs / 3)),
    );
    const work = (async () => {
      const handler = this.#handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for jobs of kind '${job.kind}'`);
        await handler(JSON.parse(job.payload) as never, { key: job.key, attempt: job.attempts, fence });
        if ((await this.#finish(job, "done", null)) === 0) lost();
      } catch (error) {
        if (error instanceof LeaseLost || fence.lost) {
          // The job is another process's now: it finishes it; this one records nothing.
          lost();
          return;
        }
        const last = job.attempts >= this.#options.maxAttempts || !handler;
        this.#log.error(
          { err: error, job: job.key, attempt: job.attempts },
          last ? `job ${job.key} failed; giving up` : `job ${job.key} failed; will retry`,
        );
        await this.#finish(job, last ? "failed" : "queued", error).catch(() => undefined);
      } finally {
        clearInterval(renew);
        this.#running--;
        this.#wake();
      }
    })();
    this.#active.add(work);
    void work.finally(() => this.#active.delete(work));
  }

  /** Record how the job ended, if this claim still holds it; the rows changed (0: it lost the lease). */
  async #finish(job: JobRow, state: "done" | "queued" | "failed", error: unknown): Promise<number> {
    const now = this.#now();
    const delay = Math.min(3_600_000, this.#options.retryBaseMs * 4 ** (job.attempts - 1));
    return this.#db.run(
      `UPDATE jobs SET state = $3, lease_owner = NULL, lease_until = NULL, last_error = $4, run_after = $5,
         finished_at = $6 WHERE key = $1 AND lease_owner = $2`,
      [
        job.key,
        job.token,
        state,
        error === null ? null : String(error instanceof Error ? error.message : error).slice(0, 2000),
        state === "queued" ? now + delay : now,
        state === "queued" ? null : now,
      ],
    );
  }
}

/** Microseconds since the epoch, increasing within this process: jobs run in the order they were added. */
let lastSequence = 0;
function sequence(): number {
  lastSequence = Math.max(lastSequence + 1, Math.round((performance.timeOrigin + performance.now()) * 1000));
  return lastSequence;
}
