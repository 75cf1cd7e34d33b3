import type { Session } from "../../session/session.ts";

/** What is read of a replay's output file at the most (the same as `run`'s output bound). */
const MAX_PROGRESS_BYTES = 8 << 20;
const POLL_MS = 500;

/**
 * Reads, every half second, what a running replay script has written to its output file in the desktop
 * (through the guest agent: every backend) and hands the text so far to `onOutput`, one call at a time,
 * whenever it grew. Reading stops at 8 MiB; a file not there yet (or gone) is read again next time.
 */
export class ReplayProgress {
  private offset = 0;
  private text = "";
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly session: Session,
    private readonly file: string,
    private readonly onOutput: (text: string) => Promise<void>,
  ) {
    this.loop = this.run();
  }

  /** Stop reading, after the read in progress and the `onOutput` call it led to. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (this.stopped || this.offset >= MAX_PROGRESS_BYTES) continue;
      const chunk = await this.session.guest
        .readChunk(this.file, this.offset, MAX_PROGRESS_BYTES - this.offset)
        .catch(() => undefined);
      if (!chunk || chunk.data.length === 0) continue;
      this.offset += chunk.data.length;
      this.text += chunk.data.toString("utf8");
      await this.onOutput(this.text).catch(() => undefined);
    }
  }
}
