import type Docker from "dockerode";
import type { SuiteTask } from "../report/suite-run.ts";
import { warmSpecOfRun } from "../run/run-task.ts";
import type { Placement } from "../session/desktop-backend.ts";
import { DesktopPool } from "../session/docker/desktop-pool.ts";
import type { DockerSessionOptions } from "../session/docker/docker-session.ts";
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
 * The suite's warm pool: the next tasks' Docker desktops start while tasks run, so that a task takes one
 * already up (a desktop is never used by two tasks). Knows which desktop each task will start, and never
 * one whose image is not here yet (the preflight made the built-in ones sure; a task's own image is
 * pulled or built by the task, not ahead).
 */
export class SuiteWarmPool {
  readonly desktops: DesktopPool;
  private readonly specs = new Map<string, Promise<DockerSessionOptions | undefined>>();
  private refills = 0;

  constructor(private readonly options: SuiteWarmPoolOptions) {
    this.desktops = new DesktopPool(options.docker, {
      runId: options.runId,
      capacity: options.capacity,
      onTake: () => this.refill(),
    });
  }

  /** Tell the pool which desktops the next tasks and the running ones need (the latest call wins). */
  refill(): void {
    if (this.options.stopped()) return;
    const ticket = ++this.refills;
    const { next, running } = this.options.wanted(this.options.capacity);
    void Promise.all([
      Promise.all(next.map((task) => this.desktopOf(task))),
      Promise.all(running.map((task) => this.desktopOf(task))),
    ]).then(([upcoming, now]) => {
      if (ticket !== this.refills || this.options.stopped()) return;
      this.desktops.want(upcoming.filter(isDefined), now.filter(isDefined));
    });
  }

  /** Remove every desktop still waiting. */
  close(): Promise<void> {
    return this.desktops.close();
  }

  /** The Docker desktop the task will start, or undefined when none can be started for it ahead. */
  private desktopOf(task: SuiteTask): Promise<DockerSessionOptions | undefined> {
    let spec = this.specs.get(task.id);
    if (!spec) {
      spec = this.startableSpec(task);
      this.specs.set(task.id, spec);
      // Not startable ahead yet (an OSWorld profile's image is built by its first task): asked again next time.
      void spec.then((known) => known || this.specs.delete(task.id));
    }
    return spec;
  }

  private async startableSpec(task: SuiteTask): Promise<DockerSessionOptions | undefined> {
    const { docker, placements, preflightFailures, runOptionsOf } = this.options;
    const placement = placements.get(task.id);
    const loaded = task.loaded;
    if (preflightFailures.has(task.id) || !loaded || !placement?.backend.warmSpec) return undefined;
    const { app } = task.task;
    if (!(await imagePresent(docker, app.type === "docker_image" ? app.image : undefined))) return undefined;
    return warmSpecOfRun({ ...runOptionsOf(task), loaded, placement, outputDir: ".", artifactsDir: "." });
  }
}

/** Whether the image is on this Docker host (true when there is none to check). */
async function imagePresent(docker: Docker, image: string | undefined): Promise<boolean> {
  if (image === undefined) return true;
  return docker
    .getImage(image)
    .inspect()
    .then(
      () => true,
      () => false,
    );
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}
