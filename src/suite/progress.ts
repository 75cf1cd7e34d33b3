import pc from "picocolors";
import { shortReason } from "../report/build-report.ts";
import { formatSuiteDuration } from "../report/summary-table.ts";
import type { SuiteEvent } from "./run-suite.ts";
import { attemptFailureLocation, taskStatus, type AttemptRun, type TaskRun } from "../report/suite-run.ts";
import { cutText } from "../util/cut-text.ts";
import { failureTextLines } from "../util/failure-text.ts";

/** Shows a running suite: handles its events, and is stopped before the summary is printed. */
export interface ProgressView {
  handle(event: SuiteEvent): void;
  stop(): void;
}

export interface ProgressOutput {
  /** Results and the live view (stdout). */
  out: (text: string) => void;
  /** Image builds and interruption notices (stderr). */
  err: (text: string) => void;
  color: boolean;
}

/** Is a live view right here? Only on a terminal that is not a CI log and can move its cursor. */
export function wantsLiveView(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const ci = env.CI !== undefined && env.CI !== "" && env.CI !== "0" && env.CI.toLowerCase() !== "false";
  return isTTY && !ci && env.TERM !== "dumb";
}

/** The line for a task that ended: `[3/9] PASS gedit-save (4.2s)`, with the reason when it did not pass. */
export function endLine(run: TaskRun, done: number, total: number, color: boolean): string {
  const c = pc.createColors(color);
  const last = run.attempts.at(-1);
  const status = taskStatus(run);
  const word =
    status === "pass"
      ? c.green("PASS")
      : status === "flaky"
        ? c.yellow("FLAKY")
        : status === "fail"
          ? c.red("FAIL")
          : c.red("ERROR");
  const duration = formatSuiteDuration(run.attempts.reduce((sum, a) => sum + a.durationMs, 0));
  const attempts = run.attempts.length > 1 ? `, ${run.attempts.length} attempts` : "";
  const passed = status === "pass" || status === "flaky";
  const reason = passed ? "" : ` - ${shortReason(last?.results.error_detail) ?? ""}`;
  const line = `[${done}/${total}] ${word} ${run.task.id} (${duration}${attempts})${reason}`;
  if (passed || !last) return line;
  const failure = failureTextLines({
    metrics: last.results.metric_results,
    file: run.task.file,
    location: attemptFailureLocation(last),
  });
  return [line, ...failure.map((l) => `    ${l}`)].join("\n");
}

function retryLine(task: TaskRun["task"], ended: AttemptRun, next: number, of: number): string {
  const word = ended.results.status === "fail" ? "FAIL" : "ERROR";
  const why = shortReason(ended.results.error_detail) ?? "";
  return `[retry] ${task.id}: attempt ${ended.attempt} ended ${word} (${formatSuiteDuration(ended.durationMs)}) - ${why}; attempt ${next} of ${of} queued`;
}

/** Plain lines, for CI logs and pipes: one line when a task starts, ends or is retried. */
export function plainProgress(output: ProgressOutput, options: { quiet?: boolean } = {}): ProgressView {
  const c = pc.createColors(output.color);
  return {
    handle(event) {
      if (options.quiet && event.type !== "interrupt") return;
      switch (event.type) {
        case "preflight":
          output.err(c.dim(`[image] ${event.line}\n`));
          break;
        case "start":
          output.out(`Running ${event.total} test(s) (concurrency ${event.concurrency})...\n\n`);
          break;
        case "task-start":
          output.out(
            `[start] ${event.task.id} (${event.task.file})${event.attempt > 1 ? `, attempt ${event.attempt}` : ""}\n`,
          );
          break;
        case "task-retry":
          output.out(c.yellow(retryLine(event.task, event.ended, event.next, event.of)) + "\n");
          break;
        case "task-end":
          output.out(endLine(event.run, event.done, event.total, output.color) + "\n");
          break;
        case "interrupt":
          output.err(
            `\nInterrupted by ${event.reason}: starting no more tasks, cancelling ${event.running} running task(s) and removing their desktops…\n`,
          );
          break;
        case "task-log":
          break;
      }
    },
    stop() {},
  };
}

interface Running {
  id: string;
  started: number;
  attempt: number;
  last: string;
}

/**
 * A live view for a terminal: finished tasks scroll above a region that is redrawn in place with the
 * counts, elapsed time, an estimate of the time left, and each running task with its latest progress
 * line. `expectedMs` (recorded durations by task id) sharpens the estimate.
 */
export class LiveProgress implements ProgressView {
  private readonly c;
  private readonly running = new Map<string, Running>();
  private readonly durations: number[] = [];
  private total = 0;
  private concurrency = 1;
  private done = 0;
  private counts = { pass: 0, fail: 0, error: 0 };
  private readonly started = Date.now();
  private drawn = 0;
  private timer: NodeJS.Timeout | undefined;
  private frame = 0;

  constructor(
    private readonly output: ProgressOutput,
    private readonly options: { columns?: () => number; expectedMs?: ReadonlyMap<string, number> } = {},
  ) {
    this.c = pc.createColors(output.color);
    this.timer = setInterval(() => this.redraw(), 250);
    this.timer.unref();
  }

  handle(event: SuiteEvent): void {
    switch (event.type) {
      case "preflight":
        this.print(this.c.dim(`[image] ${event.line}`));
        return;
      case "start":
        this.total = event.total;
        this.concurrency = event.concurrency;
        this.print(`Running ${event.total} test(s) (concurrency ${event.concurrency})...`);
        break;
      case "task-start":
        this.running.set(event.task.id, {
          id: event.task.id,
          started: Date.now(),
          attempt: event.attempt,
          last: "starting",
        });
        break;
      case "task-log": {
        const entry = this.running.get(event.task.id);
        // The guest agent's own diagnostics say nothing about where the task is.
        if (entry && !event.line.startsWith("guest:")) entry.last = event.line.split("\n")[0] ?? "";
        break;
      }
      case "task-retry":
        this.running.delete(event.task.id);
        this.print(this.c.yellow(retryLine(event.task, event.ended, event.next, event.of)));
        break;
      case "task-end": {
        this.running.delete(event.run.task.id);
        this.done = event.done;
        const status = event.run.attempts.at(-1)?.results.status;
        if (status) this.counts[status]++;
        this.durations.push(event.run.attempts.at(-1)?.durationMs ?? 0);
        this.print(endLine(event.run, event.done, event.total, this.output.color));
        break;
      }
      case "interrupt":
        this.print(
          this.c.red(
            `Interrupted by ${event.reason}: cancelling ${event.running} running task(s) and removing their desktops…`,
          ),
        );
        break;
    }
    this.redraw();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.clear();
  }

  /** Estimated milliseconds left, or undefined before anything is known. */
  eta(now = Date.now()): number | undefined {
    const mean = this.durations.length
      ? this.durations.reduce((a, b) => a + b, 0) / this.durations.length
      : undefined;
    const expected = (id?: string) =>
      (id !== undefined ? this.options.expectedMs?.get(id) : undefined) ?? mean;
    if (mean === undefined && !this.options.expectedMs?.size) return undefined;
    const queued = Math.max(0, this.total - this.done - this.running.size);
    let work = 0;
    for (let i = 0; i < queued; i++) work += expected() ?? 0;
    for (const r of this.running.values()) {
      const e = expected(r.id);
      if (e === undefined) return undefined;
      work += Math.max(e - (now - r.started), e * 0.05);
    }
    return work / Math.max(1, Math.min(this.concurrency, queued + this.running.size));
  }

  private print(line: string): void {
    this.clear();
    this.output.out(line + "\n");
    this.draw();
  }

  private redraw(): void {
    if (!this.timer) return;
    this.clear();
    this.draw();
  }

  private clear(): void {
    if (this.drawn > 0) this.output.out(`\x1b[${this.drawn}F\x1b[0J`);
    this.drawn = 0;
  }

  private draw(): void {
    if (!this.timer || this.total === 0) return;
    const width = Math.max(20, (this.options.columns?.() ?? 80) - 1);
    const fit = (text: string) => cutText(text, width);
    const spinner = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"[this.frame++ % 10];
    const now = Date.now();
    const eta = this.eta(now);
    const head = [
      `${spinner} ${this.running.size} running`,
      `${this.done}/${this.total} done`,
      `${this.counts.pass} passed`,
      `${this.counts.fail} failed`,
      `${this.counts.error} errors`,
      `${clock(now - this.started)} elapsed`,
      `ETA ${eta === undefined ? "—" : clock(eta)}`,
    ].join(" · ");
    const lines = [this.c.bold(fit(head))];
    const idWidth = Math.min(28, Math.max(0, ...[...this.running.keys()].map((id) => id.length)));
    for (const r of this.running.values()) {
      const id = r.id.length > idWidth ? r.id.slice(0, idWidth - 1) + "…" : r.id.padEnd(idWidth);
      const elapsed = formatSuiteDuration(now - r.started).padStart(7);
      const attempt = r.attempt > 1 ? ` (attempt ${r.attempt})` : "";
      const text = fit(`  ${id} ${elapsed}${attempt}  ${r.last}`);
      lines.push(this.c.dim(text));
    }
    this.output.out(lines.join("\n") + "\n");
    this.drawn = lines.length;
  }
}

/** `0:07`, `4:05`, `1:02:03`. */
function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
