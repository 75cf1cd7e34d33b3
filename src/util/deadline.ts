/** The run's hard time cap: every phase is raced against it. */
export class Deadline {
  private endsAt: number;
  /** When a wait that does not count began (see `excluding`), else undefined. */
  private heldSince: number | undefined;
  private held = 0;

  constructor(
    seconds: number,
    now = Date.now(),
    /** A deadline `offsetMs` before this one (see `earlier`): it follows this one's pauses. */
    private readonly parent?: { deadline: Deadline; offsetMs: number },
  ) {
    this.endsAt = now + seconds * 1000;
  }

  /** A deadline `ms` earlier than this one (for work that must finish before its owner's cap). */
  earlier(ms: number): Deadline {
    return new Deadline(0, 0, { deadline: this, offsetMs: ms });
  }

  remainingMs(): number {
    if (this.parent) return Math.max(0, this.parent.deadline.remainingMs() - this.parent.offsetMs);
    const now = this.heldSince ?? Date.now();
    return Math.max(0, this.endsAt - now);
  }

  expired(): boolean {
    return this.remainingMs() === 0;
  }

  /**
   * Wait for `work` off the clock: the time it takes is added to the deadline (a person deciding
   * whether to take the next step in step mode). Waits may nest.
   */
  async excluding<T>(work: Promise<T>): Promise<T> {
    if (this.parent) return this.parent.deadline.excluding(work);
    if (this.held++ === 0) this.heldSince = Date.now();
    try {
      return await work;
    } finally {
      if (--this.held === 0) {
        this.endsAt += Date.now() - this.heldSince!;
        this.heldSince = undefined;
      }
    }
  }

  /**
   * Resolve with the work's value, or with `timedOut` when the cap passes first (the work is left to
   * be cut short by whoever owns it, e.g. by removing its desktop).
   */
  async race<T>(work: Promise<T>): Promise<{ value: T; timedOut: false } | { timedOut: true }> {
    let timer: NodeJS.Timeout | undefined;
    const expiry = new Promise<{ timedOut: true }>((resolve) => {
      // The cap may move (a wait off the clock): look again when the timer fires.
      const arm = () => {
        const left = this.remainingMs();
        if (left === 0) resolve({ timedOut: true });
        else timer = setTimeout(arm, Math.min(Math.max(left, 20), 2 ** 31 - 1));
      };
      arm();
    });
    try {
      return await Promise.race([work.then((value) => ({ value, timedOut: false as const })), expiry]);
    } finally {
      clearTimeout(timer);
    }
  }
}
