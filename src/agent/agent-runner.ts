import type { AgentEnding } from "../artifacts/culprit.ts";
import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import type { Deadline } from "../util/deadline.ts";
import type { Redactor } from "../secrets/redactor.ts";
import type { Session } from "../session/session.ts";
import type { Task } from "../task/model.ts";

/** What the run pipeline gives the agent loop. */
export interface AgentContext {
  task: Task;
  session: Session;
  artifacts: ArtifactsWriter;
  deadline: Deadline;
  redactor: Redactor;
  log: (line: string) => void;
  /** Asked before each step (step mode): false stops the loop there; the time it waits is not counted. */
  beforeStep?: StepGate;
  /** Told when the loop asks its model for a step (a bystander: it must not throw). */
  onThinking?: (step: number) => void;
  /** Told when the desktop's input is recorded from then on (`desktest record`; a bystander too). */
  onRecording?: () => void;
}

/** Whether to take step `step` of at most `maxSteps` (a person pressing Enter, or q to stop). */
export type StepGate = (step: number, maxSteps: number) => Promise<boolean>;

/** The agent's own verdict: DONE passes; FAIL, max steps, timeout and early exit fail. */
export interface AgentOutcome {
  passed: boolean;
  /** How the loop ended: DONE, FAIL, out of steps, out of time, or stopped by the person stepping it. */
  ending: AgentEnding;
  reasoning: string;
  steps: number;
  /** A person did the steps (`desktest record`): the verdict says so instead of "Agent passed". */
  byPerson?: boolean;
  bugsFound?: number;
  /** Tokens (and cost, when every call's price was known) over the whole loop. */
  usage?: { inputTokens: number; outputTokens: number; costUsd?: number };
}

/** Runs the computer-use agent loop on a prepared desktop. */
export type AgentRunner = (context: AgentContext) => Promise<AgentOutcome>;
