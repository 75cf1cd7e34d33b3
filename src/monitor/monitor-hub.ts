import type { ResultsJson } from "../artifacts/results-json.ts";
import type { RunObserver } from "../artifacts/run-observer.ts";
import type { TrajectoryEntry } from "../artifacts/trajectory.ts";
import type { Session } from "../session/session.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  recordingEvent,
  runEndEvent,
  runStartEvent,
  stepEvent,
  thinkingEvent,
  type MonitorEvent,
} from "./monitor-events.ts";

/** One event as sent: its sequence number (the SSE id) and its JSON. */
export interface StoredEvent {
  id: number;
  type: MonitorEvent["type"];
  json: string;
}

interface RunRecord {
  artifactsDir: string;
  /** The desktop while the run is going (its VNC is the live view). */
  desktop?: Session;
  costUsd: number;
  costKnown: boolean;
  /** What the page's Stop button does for this run (a recording), when it has one. */
  stop?: () => void;
}

const FINAL_SCREEN = "final.png";

/** At most this many events are kept for late joiners; beyond it the oldest steps go first. */
const MAX_EVENTS = 5_000;

/**
 * The live view's state: every event so far, in order (a page that joins late is sent them all first),
 * the runs' folders and desktops, and the pages listening now.
 */
export class MonitorHub {
  private readonly events: StoredEvent[] = [];
  private readonly listeners = new Set<(event: StoredEvent) => void>();
  private readonly runs = new Map<string, RunRecord>();
  private nextId = 1;
  private runCount = 0;

  constructor(readonly options: { interactive: boolean }) {}

  publish(event: MonitorEvent): void {
    const stored: StoredEvent = { id: this.nextId++, type: event.type, json: JSON.stringify(event) };
    this.events.push(stored);
    if (this.events.length > MAX_EVENTS) {
      const oldestStep = this.events.findIndex((e) => e.type === "step" || e.type === "thinking");
      this.events.splice(oldestStep >= 0 ? oldestStep : 0, 1);
    }
    for (const listener of this.listeners) listener(stored);
  }

  /** The events after `lastId` (all of them for 0), then every new one as it comes. Returns the unsubscribe. */
  subscribe(lastId: number, listener: (event: StoredEvent) => void): () => void {
    for (const event of this.events) if (event.id > lastId) listener(event);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new run's key, its files in `artifactsDir`. */
  addRun(artifactsDir: string): string {
    const run = String(++this.runCount);
    this.runs.set(run, { artifactsDir, costUsd: 0, costKnown: true });
    return run;
  }

  artifactsDirOf(run: string): string | undefined {
    return this.runs.get(run)?.artifactsDir;
  }

  desktopOf(run: string): Session | undefined {
    return this.runs.get(run)?.desktop;
  }

  /** Let the page stop this run (a recording's Stop button). */
  setStop(run: string, stop: (() => void) | undefined): void {
    const record = this.runs.get(run);
    if (record) record.stop = stop;
  }

  /** Stop a run from the page; false when it cannot be stopped there. */
  stop(run: string): boolean {
    const stop = this.runs.get(run)?.stop;
    stop?.();
    return stop !== undefined;
  }

  /** The step's cost added to its run's total. */
  noteStep(run: string, entry: TrajectoryEntry): void {
    const record = this.runs.get(run);
    if (!record || !entry.usage) return;
    if (entry.usage.cost_usd === undefined) record.costKnown = false;
    else record.costUsd += entry.usage.cost_usd;
  }

  endRun(run: string, results: ResultsJson): void {
    const record = this.runs.get(run);
    if (record) record.desktop = undefined;
    const cost = record && record.costKnown && record.costUsd > 0 ? record.costUsd : null;
    // The screen the checks saw, written before results.json: the page shows it as the run's last.
    const final = record?.artifactsDir && existsSync(path.join(record.artifactsDir, FINAL_SCREEN));
    this.publish(runEndEvent(run, results, cost, final ? FINAL_SCREEN : null));
  }

  /**
   * Follows one run (or, when a run is retried, each attempt in turn as a run of its own) into the live
   * view. `hooks.started` learns the run's key (to print how to watch it, or to give it a Stop button).
   */
  observer(hooks: { started?: (run: string) => void } = {}): RunObserver & { current(): string | undefined } {
    let run: string | undefined;
    return {
      current: () => run,
      started: (start) => {
        run = this.addRun(start.artifactsDir);
        const record = this.runs.get(run)!;
        record.desktop = start.desktop;
        this.publish(
          runStartEvent(run, start, start.desktop.openVnc !== undefined, this.options.interactive),
        );
        hooks.started?.(run);
      },
      thinking: (step) => {
        if (run !== undefined) this.publish(thinkingEvent(run, step));
      },
      recording: () => {
        if (run !== undefined) this.publish(recordingEvent(run));
      },
      step: (entry) => {
        if (run === undefined) return;
        this.noteStep(run, entry);
        this.publish(stepEvent(run, entry));
      },
      ended: (results) => {
        // A run that ended before its desktop (a configuration error) still shows, with its error.
        if (run === undefined) {
          run = this.addRun("");
          this.publish(
            runStartEvent(run, { testId: results.test_id, instruction: "", maxSteps: 0 }, false, false),
          );
        }
        this.endRun(run, results);
        run = undefined;
      },
    };
  }
}
