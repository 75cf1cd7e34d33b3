import { randomUUID } from "node:crypto";
import { endLine, type SuiteEvent, formatSuiteDuration } from "../index.ts";

/** How many of a task's log lines its group keeps (the full log is run-log.txt in its folder). */
const MAX_GROUP_LINES = 2000;
/** While tasks run, a line this often says which and for how long (a CI log otherwise looks stuck). */
const HEARTBEAT_MS = 60_000;

export interface LogOutput {
  /** One line of the step's log. */
  info: (line: string) => void;
}

/**
 * The suite's progress in the step log: a line when a task starts, is retried or ends, and when it ends
 * a collapsible group with its own log lines. Tasks run in parallel, so each task's lines are held
 * until it ends and printed together. Task output is untrusted: it is printed between
 * `::stop-commands::` markers, so a line that looks like a workflow command is only text.
 */
export class ActionProgress {
  private readonly lines = new Map<string, { kept: string[]; dropped: number }>();
  private readonly running = new Map<string, number>();
  private readonly token = `desktest-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private done = 0;
  private total = 0;

  constructor(
    private readonly out: LogOutput,
    private readonly redact: (text: string) => string = (t) => t,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Stop the heartbeat (call when the suite is over). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private heartbeat(): void {
    if (this.running.size === 0) return;
    const now = Date.now();
    const list = [...this.running]
      .map(([id, started]) => `${id} (${formatSuiteDuration(now - started)})`)
      .join(", ");
    this.print(`[running] ${this.done}/${this.total} done; running: ${list}`);
  }

  handle = (event: SuiteEvent): void => {
    switch (event.type) {
      case "preflight":
        this.print(`[image] ${event.line}`);
        break;
      case "start":
        this.total = event.total;
        this.out.info(`Running ${event.total} task(s), up to ${event.concurrency} at a time`);
        if (!this.timer && this.heartbeatMs > 0) {
          this.timer = setInterval(() => this.heartbeat(), this.heartbeatMs);
          this.timer.unref();
        }
        break;
      case "task-start":
        this.running.set(event.task.id, Date.now());
        this.lines.set(event.task.id, { kept: [], dropped: 0 });
        this.out.info(
          `[start] ${event.task.id} (${event.task.file})${event.attempt > 1 ? `, attempt ${event.attempt}` : ""}`,
        );
        break;
      case "task-log": {
        const buffer = this.lines.get(event.task.id) ?? { kept: [], dropped: 0 };
        this.lines.set(event.task.id, buffer);
        for (const line of event.line.split("\n")) {
          buffer.kept.push(line);
          if (buffer.kept.length > MAX_GROUP_LINES) {
            buffer.kept.shift();
            buffer.dropped++;
          }
        }
        break;
      }
      case "task-retry":
        this.running.delete(event.task.id);
        this.out.info(
          `[retry] ${event.task.id}: attempt ${event.ended.attempt} ended ${event.ended.results.status.toUpperCase()}; attempt ${event.next} of ${event.of} queued`,
        );
        this.group(
          `${event.task.id}: attempt ${event.ended.attempt} (${event.ended.results.status}, ${formatSuiteDuration(event.ended.durationMs)})`,
          event.task.id,
        );
        break;
      case "task-end": {
        this.running.delete(event.run.task.id);
        this.done = event.done;
        const status = event.run.attempts.at(-1)?.results.status ?? "skipped";
        this.print(endLine(event.run, event.done, event.total, false));
        const total = event.run.attempts.reduce((sum, a) => sum + a.durationMs, 0);
        this.group(
          `${status.toUpperCase()} ${event.run.task.id} (${formatSuiteDuration(total)}): log`,
          event.run.task.id,
        );
        break;
      }
      case "interrupt":
        this.out.info(
          `Interrupted by ${event.reason}: starting no more tasks, cancelling ${event.running} running task(s) and removing their desktops`,
        );
        break;
    }
  };

  /** A line that may carry untrusted text: never at the start of a line, so never a workflow command. */
  private print(line: string): void {
    const clean = this.redact(line);
    this.out.info(clean.startsWith("::") ? ` ${clean}` : clean);
  }

  private group(title: string, taskId: string): void {
    const buffer = this.lines.get(taskId);
    this.lines.delete(taskId);
    this.out.info(`::group::${escapeGroupTitle(this.redact(title))}`);
    this.out.info(`::stop-commands::${this.token}`);
    if (buffer && buffer.dropped > 0)
      this.out.info(`(${buffer.dropped} earlier line(s) are only in run-log.txt)`);
    for (const line of buffer?.kept ?? []) this.out.info(this.redact(line));
    this.out.info(`::${this.token}::`);
    this.out.info("::endgroup::");
  }
}

function escapeGroupTitle(title: string): string {
  return title.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
