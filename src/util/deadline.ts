/** The run's hard time cap: every phase is raced against it. */
export class Deadline {
  private readonly endsAt: number;

  constructor(seconds: number, now = Date.now()) {
    this.endsAt = now + seconds * 1000;
  }

  /** A deadline `ms` earlier than this one (for work that must finish before its owner's cap). */
  earlier(ms: number): Deadline {
    return new Deadline(0, this.endsAt - ms);
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  expired(): boolean {
    return this.remainingMs() === 0;
  }

  /**
   * Resolve with the work's value, or with `timedOut` when the cap passes first (the work is left to
   * be cut short by whoever owns it, e.g. by removing its desktop).
   */
  async race<T>(work: Promise<T>): Promise<{ value: T; timedOut: false } | { timedOut: true }> {
    let timer: NodeJS.Timeout | undefined;
    const expiry = new Promise<{ timedOut: true }>((resolve) => {
      timer = setTimeout(() => resolve({ timedOut: true }), this.remainingMs());
    });
    try {
      return await Promise.race([work.then((value) => ({ value, timedOut: false as const })), expiry]);
    } finally {
      clearTimeout(timer);
    }
  }
}
