export interface Job {
  /** For logs. */
  name: string;
  /** A job whose key is already queued or running is dropped (returns false from add). */
  key?: string;
  /** Jobs of one group run one after the other, in the order they were added. */
  group?: string;
  run: () => Promise<void>;
}

export interface QueueLog {
  error(fields: object, message: string): void;
}

/**
 * The in-process work queue behind the webhook handlers: they add a job and answer at once; at most
 * `concurrency` jobs run at a time, jobs of one group (one pull request's check) never overlap, and a
 * job with the key of a queued or running one is not added twice.
 */
export class JobQueue {
  readonly #waiting: Job[] = [];
  readonly #keys = new Set<string>();
  readonly #busyGroups = new Set<string>();
  #running = 0;
  #idle: (() => void)[] = [];

  private readonly concurrency: number;
  private readonly log: QueueLog;

  constructor(concurrency: number, log: QueueLog) {
    this.concurrency = concurrency;
    this.log = log;
  }

  add(job: Job): boolean {
    if (job.key !== undefined) {
      if (this.#keys.has(job.key)) return false;
      this.#keys.add(job.key);
    }
    this.#waiting.push(job);
    this.#pump();
    return true;
  }

  /** Jobs waiting plus running. */
  get size(): number {
    return this.#waiting.length + this.#running;
  }

  /** Resolves when nothing is waiting or running. */
  onIdle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #pump(): void {
    while (this.#running < this.concurrency) {
      const index = this.#waiting.findIndex((j) => j.group === undefined || !this.#busyGroups.has(j.group));
      if (index < 0) break;
      const [job] = this.#waiting.splice(index, 1);
      this.#start(job!);
    }
    if (this.size === 0) {
      const waiters = this.#idle;
      this.#idle = [];
      for (const resolve of waiters) resolve();
    }
  }

  #start(job: Job): void {
    this.#running++;
    if (job.group !== undefined) this.#busyGroups.add(job.group);
    const finish = () => {
      this.#running--;
      if (job.group !== undefined) this.#busyGroups.delete(job.group);
      if (job.key !== undefined) this.#keys.delete(job.key);
      this.#pump();
    };
    // The job starts on a later tick so `add` always returns before any job code runs.
    setImmediate(() => {
      job
        .run()
        .catch((error: unknown) => this.log.error({ err: error, job: job.name }, `job ${job.name} failed`))
        .finally(finish);
    });
  }
}
