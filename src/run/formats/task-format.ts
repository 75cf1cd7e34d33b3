import type { AgentOutcome, AgentRunner } from "../../agent/agent-runner.ts";
import type { ArtifactsWriter } from "../../artifacts/artifacts-writer.ts";
import type { SourceLocation } from "../../errors/desktest-error.ts";
import type { MetricResult } from "../../evaluate/metric-result.ts";
import type { ReplayFailure } from "../../evaluate/replay/replay-failure.ts";
import type { ReplayStep } from "../../evaluate/replay/replay-step.ts";
import type { Redactor } from "../../secrets/redactor.ts";
import type { Placement, StartContext } from "../../session/desktop-backend.ts";
import type { Session } from "../../session/session.ts";
import type { Task } from "../../task/model.ts";
import type { Deadline } from "../../util/deadline.ts";
import type { HealRun, ReplaySource } from "../heal/heal-run.ts";
import type { ValidLoadedTask } from "../load-task-file.ts";
import type { RunTaskOptions } from "../run-options.ts";
import type { ResultsBody } from "../write-results.ts";

/**
 * What differs between the task formats desktest runs (desktest, OSWorld), behind one small interface:
 * how a loaded file becomes a runnable task, how its desktop is started and set up, how its codified
 * replay runs, how it is evaluated and scored, and what extra files it writes. Everything else (the
 * deadline, the agent, observations, the replay trajectory, results.json, artifacts, cleanup) is the
 * one pipeline's, in run-task.ts.
 */
export interface TaskFormat {
  /**
   * A loaded, valid file as a runnable task, or a ConfigError (a missing replay script, attach where
   * the format cannot). `loaded.task` is present (the loader found no errors).
   */
  prepare(loaded: ValidLoadedTask, placement: Placement, options: RunTaskOptions): PreparedTask;
}

export interface PreparedTask {
  testId: string;
  /** The task's own time limit, in seconds: the deadline the work races. */
  timeoutSecs: number;
  /** Removes the task's secrets and the API keys from everything written. */
  redactor: Redactor;
  /** The task's secret values: a field one is typed into is masked in every screenshot and the video. */
  secretValues?: string[];
  /** What task.json holds (secrets are redacted when it is written). */
  taskJson: unknown;
  /** The task as the agent sees it. */
  agentTask: Task;
  /** Extra fields of results.json (OSWorld's `format`). */
  resultsExtra?: Partial<ResultsBody>;
  /** Work before the clock starts (building an image profile); an error ends the run as that error. */
  beforeClock?(context: RunContext): Promise<void>;
  /** The desktop: started, the app deployed and setup run (the first observation waits for it to settle). */
  startDesktop(context: RunContext): Promise<Desktop>;
  /**
   * What startDesktop asks the placement's backend for: the task as the backend sees it and the start
   * context (a suite asks the backend's `warm.spec` with them, to start the desktop ahead).
   */
  desktop(): { task: Task; context: StartContext };
  /**
   * The codified replay (a replay run), its steps for trajectory.jsonl. In heal mode it runs the script
   * alone: the task's other checks wait for the agent, if the replay diverges.
   */
  replay(desktop: Desktop, context: RunContext): Promise<ReplayRun>;
  /** The codified replay's script and screens, for healing it (formats that heal: desktest's). */
  replaySource?(): Promise<ReplaySource>;
  /** After the agent or the replay: the evaluation and the verdict, as results.json's body. */
  evaluate(desktop: Desktop, context: RunContext, ran: Ran): Promise<ResultsBody>;
  /** What results.json lists when the deadline cut the run short. */
  metricsSoFar(): MetricResult[];
  /** How the codified replay ended, when it ran and did not pass (a run's culprit names its step). */
  replayFailure?(): ReplayFailure | undefined;
  /** Where each metric result is in the task file, in order (null when it has no place there). */
  metricLocations(results: readonly MetricResult[]): (SourceLocation | null)[];
  /** After results.json: the format's own outputs (OSWorld's result.txt and traj.jsonl). */
  afterResults?(context: RunContext, outcome: { score?: number; error?: string }): Promise<void>;
}

/** A desktop of the run: any Session (its log goes to the artifacts). */
export type Desktop = Session;

export interface RunContext {
  options: RunTaskOptions;
  artifacts: ArtifactsWriter;
  deadline: Deadline;
  log: (line: string) => void;
  /** Say what the run is doing now (a timeout names it). */
  phase: (what: string) => void;
  /** Hand over the desktop as soon as it exists, so a timeout can still collect from it and remove it. */
  onDesktop: (desktop: Desktop) => void;
  /** The agent loop, when the run is not a replay. */
  agent?: AgentRunner;
}

/** A codified replay's steps; `declaredInfeasible` when the script answered FAIL (OSWorld). */
export interface ReplayRun {
  steps: ReplayStep[];
  declaredInfeasible?: boolean;
}

export interface Ran {
  agent?: AgentOutcome;
  replay?: ReplayRun;
  /** Heal mode: the replay diverged and the agent took over. */
  heal?: HealRun;
}
