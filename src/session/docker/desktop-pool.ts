import type Docker from "dockerode";
import type { WarmPool } from "../desktop-backend.ts";
import { containerSpec } from "./container-spec.ts";
import { DockerSession, type DockerSessionOptions } from "./docker-session.ts";

/** The task label of a desktop started before any task asked for it (labels cannot change later). */
export const POOLED_TASK_ID = "(warm pool)";

/**
 * CPU weights: a desktop starting ahead yields to the running tasks when the CPUs are busy (a quarter of
 * their weight) and gets Docker's default weight when a task takes it.
 */
const WAITING_CPU_SHARES = 256;
const TAKEN_CPU_SHARES = 1024;

/**
 * What makes two desktops interchangeable: everything of the container but its labels (image,
 * resolution, environment with the task's secrets, network, FUSE, limits). Two tasks whose desktops have
 * the same key can take each other's.
 */
export function interchangeableKey(options: DockerSessionOptions): string {
  const { Labels: _labels, Env: env = [], ...rest } = containerSpec({ ...options, runId: "", taskId: "" });
  // The home is the session's, not the container's: two desktops with other homes are not the same.
  return canonicalJson({ ...rest, Env: [...env].sort(), home: options.home ?? null });
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** A desktop a task took from the pool. */
export interface TakenDesktop {
  desktop: DockerSession;
  /** It was started before the task asked for it. */
  warm: boolean;
  /** A warm one still starting when the task asked: how long the task waited for it to be up. */
  waitedMs?: number;
}

interface Waiting {
  key: string;
  /** starting, then ready; a start that fails leaves the pool. */
  state: "starting" | "ready";
  desktop: Promise<DockerSession | undefined>;
  /** Where the desktop's guest diagnostics go: the taker's log once it is taken. */
  sink: { log?: (line: string) => void };
  /** The container, once it exists; `taken`: its weight is (to be) raised. */
  container?: Docker.Container;
  taken?: boolean;
}

export interface DesktopPoolOptions {
  /** The suite's run id: a pooled desktop is labelled with it, so an interruption or `reap --run-id` finds it. */
  runId: string;
  /** Desktops that may wait at once (start with want()). */
  capacity: number;
  /** A task asked for a desktop (a waiting one, or its own): the time to say what the next tasks want. */
  onTake?: () => void;
}

/**
 * Desktops started before the tasks that will use them, so that a task takes a desktop that is already
 * up (its agent answering) instead of waiting for one: started in the background as soon as they are
 * wanted (a start is mostly waiting on Docker, and a short task would outrun starts made one by one),
 * at most `capacity` waiting or starting. A warm start that fails is dropped: its task starts its own
 * desktop, and reports why if that fails too. A desktop is never given to two tasks: take() hands it
 * over and forgets it. close() removes every desktop still waiting; each carries the run's labels, so
 * `reap` finds those of a run that was killed.
 */
export class DesktopPool implements WarmPool {
  private readonly waiting: Waiting[] = [];
  private closed = false;

  constructor(
    private readonly docker: Docker,
    private readonly options: DesktopPoolOptions,
  ) {}

  /** Desktops waiting or on their way. */
  get size(): number {
    return this.waiting.length;
  }

  /**
   * The desktops the next tasks will ask for, in order (`upcoming`), and those of the tasks running now
   * (`running`: they may not have taken theirs yet). Starts what the upcoming ones lack, as room allows;
   * removes waiting desktops that neither needs when their room is wanted.
   */
  want(upcoming: readonly DockerSessionOptions[], running: readonly DockerSessionOptions[] = []): void {
    if (this.closed) return;
    const needed = new Map<string, { count: number; options: DockerSessionOptions }>();
    for (const options of upcoming.slice(0, this.options.capacity)) {
      const key = interchangeableKey(options);
      const entry = needed.get(key);
      if (entry) entry.count++;
      else needed.set(key, { count: 1, options });
    }
    const kept = new Set([...needed.keys(), ...running.map(interchangeableKey)]);
    for (const [key, { count, options }] of needed) {
      for (let have = this.waiting.filter((w) => w.key === key).length; have < count; have++) {
        if (this.waiting.length >= this.options.capacity && !this.discardOneNotIn(kept)) return;
        this.warm(key, options);
      }
    }
  }

  /**
   * A started desktop with these settings, waiting or started now; the caller owns it (and closes it)
   * from then on.
   */
  async take(options: DockerSessionOptions): Promise<TakenDesktop> {
    const key = interchangeableKey(options);
    for (;;) {
      // A ready desktop first, else one still starting (it is further along than a new one).
      const entry =
        this.waiting.find((w) => w.key === key && w.state === "ready") ??
        this.waiting.find((w) => w.key === key && w.state === "starting");
      if (!entry) break;
      this.remove(entry);
      this.options.onTake?.();
      entry.taken = true; // a desktop still starting finishes at the taker's weight
      // Not waited for: Docker's update takes 10–25 ms on a busy host, and the task needs none of it to begin.
      if (entry.container) void raiseWeight(entry.container);
      const ready = entry.state === "ready";
      const asked = performance.now();
      const desktop = await entry.desktop;
      if (desktop && !desktop.guest.closed) {
        entry.sink.log = options.log;
        return { desktop, warm: true, ...(ready ? {} : { waitedMs: Math.round(performance.now() - asked) }) };
      }
      await desktop?.close().catch(() => undefined);
    }
    // A task starting its own desktop: what the next tasks need may be startable now (an image the
    // task made sure of), so the pool is told again, as when a waiting desktop is taken.
    this.options.onTake?.();
    return { desktop: await DockerSession.create(this.docker, options), warm: false };
  }

  /** Resolves once no start is under way. */
  async idle(): Promise<void> {
    while (this.waiting.some((w) => w.state === "starting"))
      await Promise.all(this.waiting.map((w) => w.desktop));
  }

  /** Remove every desktop still waiting (and those still starting, once they are up). */
  async close(): Promise<void> {
    this.closed = true;
    const left = this.waiting.splice(0);
    await Promise.all(left.map(async (w) => (await w.desktop)?.close().catch(() => undefined)));
  }

  private warm(key: string, options: DockerSessionOptions): void {
    const sink: Waiting["sink"] = {};
    const entry: Waiting = { key, state: "starting", sink, desktop: Promise.resolve(undefined) };
    entry.desktop = (async () => {
      try {
        const desktop = await DockerSession.create(this.docker, {
          ...options,
          runId: this.options.runId,
          taskId: POOLED_TASK_ID,
          cpuShares: WAITING_CPU_SHARES,
          log: (line) => sink.log?.(line),
          onContainer: (container) => {
            entry.container = container;
            if (entry.taken) void raiseWeight(container);
          },
        });
        entry.state = "ready";
        return desktop;
      } catch {
        this.remove(entry);
        return undefined;
      }
    })();
    this.waiting.push(entry);
  }

  /** Remove one waiting desktop whose settings are not in `kept`; false if there is none. */
  private discardOneNotIn(kept: ReadonlySet<string>): boolean {
    const entry = this.waiting.find((w) => !kept.has(w.key));
    if (!entry) return false;
    this.remove(entry);
    void entry.desktop.then((desktop) => desktop?.close()).catch(() => undefined);
    return true;
  }

  private remove(entry: Waiting): void {
    const index = this.waiting.indexOf(entry);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}

function raiseWeight(container: Docker.Container): Promise<void> {
  return container.update({ CpuShares: TAKEN_CPU_SHARES }).then(
    () => undefined,
    () => undefined,
  );
}
