import type Docker from "dockerode";
import type { SuiteTask } from "../report/suite-run.ts";
import { desktopOfRun } from "../run/run-task.ts";
import type { DesktopBackend, Placement, WarmPool } from "../session/desktop-backend.ts";
import type { TaskRunOptions } from "./task-run-options.ts";

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
  private refills = 0;

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

  /** Tell each pool which desktops the next tasks and the running ones need (the latest call wins). */
  refill(): void {
    if (this.pools.size === 0 || this.options.stopped()) return;
    const ticket = ++this.refills;
    const { next, running } = this.options.wanted(this.options.capacity);
    const specsOf = (tasks: readonly SuiteTask[]) =>
      Promise.all(
        tasks.map(async (task) => ({
          backend: this.options.placements.get(task.id)?.backend,
          spec: await this.desktopOf(task),
        })),
      );
    void Promise.all([specsOf(next), specsOf(running)]).then(([upcoming, now]) => {
      if (ticket !== this.refills || this.options.stopped()) return;
      const of = (list: typeof upcoming, backend: DesktopBackend) =>
        list.filter((d) => d.backend === backend && d.spec !== undefined).map((d) => d.spec);
      for (const [backend, pool] of this.pools) pool.want(of(upcoming, backend), of(now, backend));
    });
  }

  /** Remove every desktop still waiting. */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }

  /** The desktop the task will start (its backend's spec), or undefined when none can be started for it ahead. */
  private desktopOf(task: SuiteTask): Promise<unknown> {
    let spec = this.specs.get(task.id);
    if (!spec) {
      spec = this.startableSpec(task).catch(() => undefined);
      this.specs.set(task.id, spec);
      // Not startable ahead yet (an OSWorld profile's image is built by its first task): asked again next time.
      void spec.then((known) => known || this.specs.delete(task.id));
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
