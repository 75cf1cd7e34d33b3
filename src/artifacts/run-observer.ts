import type { Session } from "../session/session.ts";
import type { ResultsJson } from "./results-json.ts";
import type { TrajectoryEntry } from "./trajectory.ts";

/** A run's desktop is up (deployed, set up, the app launched) and its work begins. */
export interface RunStart {
  testId: string;
  /** The task's instruction, redacted. */
  instruction: string;
  maxSteps: number;
  /** Where the run writes its screenshots (a trajectory entry's paths are relative to it). */
  artifactsDir: string;
  desktop: Session;
  /** What a person does on the desktop is recorded, once `recording` is told (`desktest record`). */
  records?: boolean;
}

/**
 * Whoever follows a run as it goes (the live view, `desktest interactive`): told when its desktop is
 * ready, of every step as it is written to trajectory.jsonl (redacted, like the file), and of its
 * results once results.json is written. Every method is optional; none may throw into the run.
 */
export interface RunObserver {
  started?(run: RunStart): void;
  /** The agent asked its model for step `step` and waits for the reply (the live view says so). */
  thinking?(step: number): void;
  /** The desktop's input is recorded from now on (`desktest record`): the page says so. */
  recording?(): void;
  step?(entry: TrajectoryEntry): void;
  ended?(results: ResultsJson): void;
}

/** Call an observer's method, never letting its failure reach the run. */
export function notify<K extends keyof RunObserver>(
  observer: RunObserver | undefined,
  method: K,
  ...args: Parameters<NonNullable<RunObserver[K]>>
): void {
  try {
    (observer?.[method] as ((...a: typeof args) => void) | undefined)?.(...args);
  } catch {
    // an observer is a bystander: the run goes on
  }
}
