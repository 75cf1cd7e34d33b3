import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AgentRunner } from "../../agent/agent-runner.ts";
import { readTrajectory } from "../../artifacts/trajectory.ts";
import { isDesktestError } from "../../errors/desktest-error.ts";
import type { ReplayFailure } from "../../evaluate/replay/replay-failure.ts";
import { stepNumberPart } from "../../evaluate/replay/replay-step.ts";
import { scriptSteps, type ScriptStep } from "../../replay/script-steps.ts";
import type { Redactor } from "../../secrets/redactor.ts";
import type { Task } from "../../task/model.ts";
import type { Desktop, ReplayRun, RunContext } from "../formats/task-format.ts";
import { HEAL_DIR, type HealRun, type ReplaySource } from "./heal-run.ts";
import { healInstruction } from "./heal-instruction.ts";

/**
 * A replay diverged (a checkpoint failed, an action raised): hand the same desktop to the agent, with
 * the task's instruction, what the replay did, and the replay's remaining steps as hints, under the
 * task's step budget (less the steps replayed) and the run's deadline. The agent's steps go to
 * `heal/` and, numbered on from the diverging step, into the run's trajectory. Without an agent (no API
 * key) the divergence stays a failure that says so.
 */
export async function healDivergence(
  desktop: Desktop,
  context: RunContext,
  input: {
    task: Task;
    redactor: Redactor;
    replaySource: ReplaySource;
    replay: ReplayRun;
    failure: ReplayFailure | undefined;
    agent: (() => AgentRunner) | undefined;
  },
): Promise<HealRun> {
  const started = Date.now();
  const declared = scriptSteps(input.replaySource.source);
  const done = new Set(input.replay.steps.map((s) => s.step));
  const divergedAt =
    declared.find((s) => !done.has(s.step))?.step ??
    input.failure?.step ??
    (input.replay.steps.at(-1)?.step ?? 0) + 1;
  const divergence = describeDivergence(input.failure);
  const replayed = input.replay.steps.filter((s) => s.step < divergedAt);
  context.log(`[Heal] The replay diverged at step ${divergedAt}: ${divergence}`);
  context.phase(`healing the replay from its step ${divergedAt}`);

  const nnn = stepNumberPart(divergedAt);
  const expectedScreen = await copyExpectedScreen(context, input.replaySource, declared, divergedAt);
  const actual = await desktop.observe().catch(() => undefined);
  const actualScreen = actual?.screenshot
    ? (await context.artifacts.binary(`${HEAL_DIR}/actual_step_${nnn}.png`, actual.screenshot.data),
      `${HEAL_DIR}/actual_step_${nnn}.png`)
    : undefined;
  const base = {
    replaySource: input.replaySource,
    declared,
    divergedAt,
    divergence,
    replayed,
    ...(expectedScreen ? { expectedScreen } : {}),
    ...(actualScreen ? { actualScreen } : {}),
  };

  let runner: AgentRunner | undefined;
  let notStarted: string | undefined;
  try {
    runner = input.agent?.();
    if (!runner) notStarted = "no agent was given";
  } catch (error) {
    notStarted = isDesktestError(error) ? error.message : (error as Error).message;
  }
  if (!runner) {
    return {
      ...base,
      notStarted: `healing it needs an LLM API key and provider: ${notStarted} (set ANTHROPIC_API_KEY or --api-key and --provider; the Action's api-key input)`,
      agentEntries: [],
      llmCalls: 0,
      durationMs: Date.now() - started,
    };
  }

  const described = (steps: { step: number }[]) =>
    steps.map((s) => ({
      step: s.step,
      description:
        declared.find((d) => d.step === s.step)?.description ||
        replayed.find((r) => r.step === s.step)?.thought ||
        "",
    }));
  const instruction = healInstruction({
    instruction: input.task.instruction,
    replayed: described(replayed),
    remaining: described(declared.filter((d) => d.step >= divergedAt)),
    divergedAt,
    divergence,
  });
  const healArtifacts = context.artifacts.inside(HEAL_DIR);
  await healArtifacts.init();
  await healArtifacts.resetTrajectory();
  const agent = await runner({
    task: { ...input.task, instruction, max_steps: Math.max(1, input.task.max_steps - replayed.length) },
    session: desktop,
    artifacts: healArtifacts,
    deadline: context.deadline,
    redactor: input.redactor,
    log: context.log,
  });
  const agentEntries = await readTrajectory(healArtifacts.path("trajectory.jsonl")).catch(() => []);
  const offset = divergedAt - 1;
  for (const entry of agentEntries)
    await context.artifacts.appendTrajectory({
      ...entry,
      step: offset + entry.step,
      ...(entry.screenshot_path ? { screenshot_path: `${HEAL_DIR}/${entry.screenshot_path}` } : {}),
      ...(entry.a11y_tree_path ? { a11y_tree_path: `${HEAL_DIR}/${entry.a11y_tree_path}` } : {}),
    });
  return {
    ...base,
    agent,
    agentEntries,
    llmCalls: agentEntries.filter((e) => e.usage !== undefined).length,
    durationMs: Date.now() - started,
  };
}

/** The replay's last words, or what is known of how it ended. */
function describeDivergence(failure: ReplayFailure | undefined): string {
  if (!failure) return "the replay script did not complete";
  if (failure.divergence?.message) return failure.divergence.message;
  if (failure.message) return failure.message;
  return failure.exitCode === null
    ? "the replay script timed out"
    : `the replay script exited with code ${failure.exitCode}`;
}

/** The diverging step's recorded screen, copied to `heal/expected_step_NNN.png` (artifacts-relative). */
async function copyExpectedScreen(
  context: RunContext,
  replay: ReplaySource,
  declared: ScriptStep[],
  divergedAt: number,
): Promise<string | undefined> {
  const checked = declared.find((s) => s.step === divergedAt)?.expectedScreen;
  if (!checked || !replay.screenshotsDir) return undefined;
  // The screens folder is uploaded into the session's home under its own name, which check paths start with.
  const file = path.resolve(path.dirname(replay.screenshotsDir), checked);
  if (!file.startsWith(path.resolve(replay.screenshotsDir) + path.sep) || !existsSync(file)) return undefined;
  const name = `${HEAL_DIR}/expected_step_${stepNumberPart(divergedAt)}.png`;
  await context.artifacts.binary(name, await readFile(file));
  return name;
}
