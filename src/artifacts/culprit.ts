/**
 * Whose fault a run that did not pass is, and the fact that decided it: one pure function of the run's
 * facts, called once when results.json is written. Every surface (results.json, report.json, JUnit, the
 * CLI's and the Action's summaries, the suite page, the App's check run) shows what it decided and never
 * decides again.
 *
 * - **product**: the app did not do what the task checks (the run went clean and a check failed).
 * - **test**: the task or its replay is wrong (a replay step failed or raised, a task-file error found at
 *   run time, the task's own setup failing, a check that could not be evaluated).
 * - **agent**: the agent gave up, used up its steps or time, claimed success the checks refute, or its
 *   model could not be used.
 * - **environment**: the runner is at fault (a module or tool missing, the desktop died or never started,
 *   a timeout before the work began); never reported as the app's failure, and never exit 1.
 */
import type { ErrorCategory } from "../errors/desktest-error.ts";
import type { MetricResult } from "../evaluate/metric-result.ts";
import type { ReplayFailure } from "../evaluate/replay/replay-failure.ts";
import { cutText } from "../util/cut-text.ts";
import { oneLineReason } from "../util/failure-text.ts";

export type CulpritKind = "product" | "test" | "agent" | "environment";

export interface Culprit {
  kind: CulpritKind;
  /** The fact that decided it, on one line (newlines as ⏎), at most EVIDENCE_LIMIT characters. */
  evidence: string;
  /** A failed replay script's last lines of error output (bounded), when one ran. */
  stderr_tail?: string;
}

/** The most characters of `evidence`. */
export const EVIDENCE_LIMIT = 500;

/**
 * Where a run was when it ended: before its clock (`prepare`: an image, a VM), starting its desktop,
 * deploying the app and running the task's setup (`setup`), waiting for the app's window (`launch`), the
 * agent, the replay, or the checks.
 */
export type RunStage = "prepare" | "desktop" | "setup" | "launch" | "agent" | "replay" | "evaluate";

/** What a run knows besides its results' body: where it was, whether time ran out, what ran. */
export type RunContextFacts = Pick<RunFacts, "stage" | "timedOut" | "agent" | "replayFailure">;

/** How the agent loop ended (`early_exit`: the task's early-exit condition held on the screen). */
export type AgentEnding = "done" | "fail" | "max_steps" | "timeout" | "quit" | "early_exit";

/** What a run knows about itself when it ends. */
export interface RunFacts {
  status: "pass" | "fail" | "error";
  /** The error category of a run that did not pass. */
  category?: ErrorCategory;
  /** results.json's error_detail. */
  detail?: string;
  /** A thrown error's own evidence and error output (DesktestError's), when it has them. */
  error?: { evidence?: string; outputTail?: string };
  /** Where the run was when it ended. */
  stage: RunStage;
  /** The task's deadline ended it. */
  timedOut: boolean;
  /** The agent's end, when an agent ran. */
  agent?: { ending: AgentEnding; reasoning: string; steps: number };
  /** A replay script that ran and did not pass. */
  replayFailure?: ReplayFailure;
  /** The checks' results (a replay's script_replay among them). */
  metrics: readonly MetricResult[];
}

/** Whose fault it is that the run did not pass, and why; null when it passed. */
export function classifyCulprit(facts: RunFacts): Culprit | null {
  if (facts.status === "pass") return null;
  const culprit = decide(facts);
  const tail = facts.replayFailure?.stderrTail || facts.error?.outputTail;
  return {
    kind: culprit.kind,
    evidence: oneLineReason(culprit.evidence, EVIDENCE_LIMIT) ?? culprit.kind,
    ...(tail ? { stderr_tail: tail } : {}),
  };
}

function decide(facts: RunFacts): { kind: CulpritKind; evidence: string } {
  const said = facts.error?.evidence ?? firstLine(facts.detail) ?? "no reason given";
  // An error that ended the run: its category says whose it is.
  switch (facts.category) {
    case "infra_error":
      // The task's own setup (a setup step, its installer) failing is the task's; anything else, the runner's.
      return facts.stage === "setup"
        ? { kind: "test", evidence: `the task's setup failed: ${said}` }
        : { kind: "environment", evidence: said };
    case "config_error":
      return { kind: "test", evidence: said };
    case "agent_error":
      return { kind: "agent", evidence: `the agent's model could not be used: ${said}` };
    default:
      break;
  }
  if (facts.timedOut) return timedOut(facts);

  const replay = facts.replayFailure;
  if (replay) return { kind: "test", evidence: replayEvidence(replay) };

  const failed = facts.metrics.filter((m) => !m.passed);
  const unevaluated = failed.find((m) => m.detail.startsWith("Evaluation error"));
  const agent = facts.agent;
  // The early-exit condition is the task's sign that the app went wrong (an error dialog, a crash).
  if (agent && agent.ending !== "done")
    return { kind: agent.ending === "early_exit" ? "product" : "agent", evidence: agentEvidence(agent) };
  if (unevaluated && failed.every((m) => m.detail.startsWith("Evaluation error")))
    return {
      kind: "test",
      evidence: `check \`${unevaluated.metric}\` could not be evaluated: ${unevaluated.detail}`,
    };
  const check = failed[0];
  if (agent) {
    return {
      kind: "agent",
      evidence: check
        ? `agent said DONE; check \`${check.metric}\` refuted it: ${check.detail}`
        : `agent said DONE; the verdict refuted it: ${said}`,
    };
  }
  return {
    kind: "product",
    evidence: check
      ? `${facts.metrics.some((m) => m.metric === "script_replay") ? "the replay ran clean; " : ""}check \`${check.metric}\` failed: ${check.detail}`
      : said,
  };
}

function timedOut(facts: RunFacts): { kind: CulpritKind; evidence: string } {
  const what = firstLine(facts.detail) ?? "timed out";
  switch (facts.stage) {
    case "prepare":
    case "desktop":
      return { kind: "environment", evidence: `${what} (the task's work had not begun)` };
    case "setup":
      return { kind: "test", evidence: `the task's deploy or setup did not finish in its time: ${what}` };
    case "launch":
      return { kind: "product", evidence: `the app's window did not appear in the task's time: ${what}` };
    case "agent":
      return {
        kind: "agent",
        evidence: facts.agent
          ? `agent used up the task's time after ${facts.agent.steps} steps: ${what}`
          : `agent used up the task's time: ${what}`,
      };
    case "replay":
      return {
        kind: "test",
        evidence: facts.replayFailure
          ? `${replayEvidence(facts.replayFailure)}: ${what}`
          : `the replay did not finish in the task's time: ${what}`,
      };
    case "evaluate":
      return { kind: "test", evidence: `a check did not finish in the task's time: ${what}` };
  }
}

function replayEvidence(replay: ReplayFailure): string {
  const where = replay.step !== null ? `replay step ${replay.step}` : "the replay script";
  if (replay.message) return `${where} ${replay.raised ? "raised" : "failed:"} ${replay.message}`;
  if (replay.exitCode === null) return `${where} did not finish`;
  if (replay.exitCode === 0) return `${where} exited 0 without printing REPLAY_COMPLETE`;
  return `${where} exited with code ${replay.exitCode}`;
}

function agentEvidence(agent: NonNullable<RunFacts["agent"]>): string {
  const reasoning = cutText(agent.reasoning, 300);
  switch (agent.ending) {
    case "fail":
      return `agent gave up at step ${agent.steps}: ${reasoning}`;
    case "max_steps":
      return `agent hit its step budget: ${reasoning}`;
    case "timeout":
      return `agent used up the task's time: ${reasoning}`;
    case "quit":
      return `the run was stopped at step ${agent.steps + 1}: ${reasoning}`;
    case "done":
      return `agent said DONE: ${reasoning}`;
    case "early_exit":
      return `the task's early-exit condition held at step ${agent.steps}: ${reasoning}`;
  }
}

function firstLine(text: string | undefined): string | undefined {
  const line = text
    ?.trim()
    .split(/\r\n|\r|\n/)[0]
    ?.trim();
  return line ? line : undefined;
}
