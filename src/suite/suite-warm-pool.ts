import type Docker from "dockerode";
import type { SuiteTask } from "../report/suite-run.ts";
import { desktopOfRun } from "../run/run-task.ts";
import type { DesktopBackend, Placement, WarmPool } from "../session/desktop-backend.ts";
import type { TaskRunOptions } from "./task-run-options.ts";

/**
 * The longest a task's start holds the later desktops back: a start that takes longer (setup steps that
 * install, a slow app) lets them go on.
 */
const MAX_HOLD_MS = 3_000;

/** A task's start under way, as the pool hears of it. */
export interface TaskStart {
  /** The task's work began (its first model request, or its replay's script): its hold ends. */
  workBegins(): void;
  /** The attempt ended: its place frees for the next task (see SuiteWarmPool.startBegins). */
  ended(): void;
}

/** The tasks whose desktops the pool should hold: the next ones to start and the running ones. */
export interface WantedDesktops {
  next: readonly SuiteTask[];
  running: readonly SuiteTask[];
}

export interface SuiteWarmPoolOptions {
  docker: Docker;
  runId: string;
  /** Desktops that may wait at once (see warmPoolCapacity). */
  capacity: number;
  placements: ReadonlyMap<string, Placement>;
  /** Tasks that end without starting: no desktop is started for them. */
  preflightFailures: ReadonlyMap<string, unknown>;
  runOptionsOf: (task: SuiteTask) => TaskRunOptions;
  /** The tasks the pool should serve now. */
  wanted: (capacity: number) => WantedDesktops;
  /** True once no task will start any more (fail-fast, an interruption): the pool is left as it is. */
  stopped: () => boolean;
}

/**
 * The suite's warm pools: the next tasks' desktops start while tasks run, so that a task takes one
 * already up (a desktop is never used by two tasks). One pool for each backend of the suite's tasks that
 * starts desktops ahead (its `warm`: Docker's); the backend says which desktop each task will start, and
 * gives none whose image is not here yet (the preflight made the built-in ones sure; a task's own image
 * is pulled or built by the task, not ahead).
 */
export class SuiteWarmPool {
  private readonly pools = new Map<DesktopBackend, WarmPool>();
  private readonly specs = new Map<string, Promise<unknown>>();
  /** The specs known so far (undefined: none can be started ahead for the task). */
  private readonly known = new Map<string, unknown>();
  private refills = 0;
  /** Starts under way whose hold is in force. */
  private readonly holds = new Set<object>();
  /** Places freed by attempts that ended and not taken by a start yet. */
  private freed = 0;

  constructor(private readonly options: SuiteWarmPoolOptions) {
    for (const { backend } of options.placements.values())
      if (backend.warm && !this.pools.has(backend))
        this.pools.set(
          backend,
          backend.warm.pool({
            docker: options.docker,
            runId: options.runId,
            capacity: options.capacity,
            onTake: () => this.refill(),
          }),
        );
  }

  /** The pool a task's desktop may come from (its backend's), if any. */
  desktopsOf(task: SuiteTask): WarmPool | undefined {
    const placement = this.options.placements.get(task.id);
    return placement ? this.pools.get(placement.backend) : undefined;
  }

  /**
   * A task's start begins (its desktop taken or started, deploy, launch, first observation). A desktop
   * started ahead now would take the CPUs from it (a container's start costs dockerd, the desktop and its
   * agent about a CPU-second; beside a starting task it made a galculator task's launch and first
   * observation take 1.2 s instead of 0.6 on a busy machine), so while any start is under way each pool
   * starts only the desktops of as many of its next tasks as places have been freed and not taken yet:
   * none until an attempt ends. The later desktops are kept waiting to start. A hold ends when its task's work begins, when its attempt ends, or after
   * MAX_HOLD_MS. An attempt that ends frees its place and starts the next task's desktop at once, before
   * the scheduler starts that task: so a task about to start always has its desktop started or starting.
   */
  startBegins(): TaskStart {
    this.freed = Math.max(0, this.freed - 1);
    const hold = {};
    this.holds.add(hold);
    const release = () => {
      clearTimeout(timer);
      if (this.holds.delete(hold) && this.holds.size === 0) this.refill();
    };
    const timer = setTimeout(release, MAX_HOLD_MS);
    timer.unref();
    return {
      workBegins: release,
      ended: () => {
        clearTimeout(timer);
        this.holds.delete(hold);
        this.freed++;
        this.refill();
      },
    };
  }

  /**
   * Tell each pool which desktops the next tasks and the running ones need (the latest call wins): at
   * once when every spec is known (a place freed by an attempt's end is taken after this), else once
   * they are.
   */
  refill(): void {
    if (this.pools.size === 0 || this.options.stopped()) return;
    const ticket = ++this.refills;
    const { next, running } = this.options.wanted(this.options.capacity);
    const tasks = [...next, ...running];
    if (tasks.every((task) => this.known.has(task.id))) {
      this.tell(next, running);
      return;
    }
    void Promise.all(tasks.map((task) => this.desktopOf(task))).then(() => {
      if (ticket === this.refills && !this.options.stopped()) this.tell(next, running);
    });
  }

  /** Remove every desktop still waiting. */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }

  /** Each pool's share of the wanted desktops (specs known), held back while a start is under way. */
  private tell(next: readonly SuiteTask[], running: readonly SuiteTask[]): void {
    const startable = this.holds.size > 0 ? this.freed : Number.POSITIVE_INFINITY;
    const specsOf = (tasks: readonly SuiteTask[], backend: DesktopBackend) =>
      tasks
        .filter((task) => this.options.placements.get(task.id)?.backend === backend)
        .map((task) => this.known.get(task.id))
        .filter((spec) => spec !== undefined);
    for (const [backend, pool] of this.pools) {
      const upcoming = specsOf(next, backend);
      const now = specsOf(running, backend);
      // Held: the later tasks' desktops are kept (as the running tasks' are) but not started yet.
      pool.want(upcoming.slice(0, startable), [...upcoming.slice(startable), ...now]);
    }
  }

  /** The desktop the task will start (its backend's spec), or undefined when none can be started for it ahead. */
  private desktopOf(task: SuiteTask): Promise<unknown> {
    let spec = this.specs.get(task.id);
    if (!spec) {
      spec = this.startableSpec(task).catch(() => undefined);
      this.specs.set(task.id, spec);
      void spec.then((found) => {
        // Not startable ahead yet (an OSWorld profile's image is built by its first task): asked again next time.
        if (found === undefined) this.specs.delete(task.id);
        else this.known.set(task.id, found);
      });
    }
    return spec;
  }

  private async startableSpec(task: SuiteTask): Promise<unknown> {
    const { placements, preflightFailures, runOptionsOf } = this.options;
    const placement = placements.get(task.id);
    const warm = placement?.backend.warm;
    if (preflightFailures.has(task.id) || !placement || !warm) return undefined;
    const request = desktopOfRun({
      ...runOptionsOf(task),
      placement,
      outputDir: ".",
      artifactsDir: ".",
    });
    return request ? warm.spec(request.task, request.context) : undefined;
  }
}
