import {
  a11yName,
  screenshotName,
  trajectoryTimestamp,
  type ActionType,
  type TrajectoryEntry,
} from "../artifacts/trajectory.ts";
import { AgentError } from "../errors/desktest-error.ts";
import { stepTarget } from "../artifacts/a11y-target.ts";
import { isEarlyExitConditionMet } from "../evaluate/early-exit.ts";
import type { AgentEnding } from "../artifacts/culprit.ts";
import type { SecretMask } from "../session/guest/guest-agent.ts";
import type { AgentContext, AgentOutcome } from "./agent-runner.ts";
import { notifySlack, writeBugReport } from "./bug-reports.ts";
import {
  buildMessages,
  conversationLog,
  DEFAULT_HISTORY,
  type HistoryOptions,
  type Turn,
} from "./conversation.ts";
import { judgeCondition } from "./llm-judge.ts";
import { BackgroundWrites } from "../artifacts/background-writes.ts";
import { observeForAgent, type AgentObservation } from "./observation.ts";
import { parseResponse, type ParsedResponse } from "./parse-response.ts";
import { LlmError, type LlmProvider, type LlmResponse, type LlmUsage } from "./providers/llm-provider.ts";
import { completeWithRetries } from "./providers/retries.ts";
import { buildSystemPrompt, buildTaskText } from "./system-prompt.ts";

export interface AgentLoopOptions {
  provider: LlmProvider;
  /** Retries after the first attempt of each LLM call (the reference: 5). */
  maxRetries?: number;
  /** Bound on each LLM attempt and each code block (the reference: 90 s). */
  stepTimeoutMs?: number;
  withBash?: boolean;
  qa?: boolean;
  /** Keep the model's raw reply in trajectory.jsonl. */
  verbose?: boolean;
  /** Longest wait for the screen to settle after an action (instead of the reference's fixed 2 s). */
  settleCapMs?: number;
  history?: HistoryOptions;
  slack?: { webhookUrl: string; channel?: string };
}

/**
 * The computer-use loop (desktest-spec-runtime §5.2): observe, ask the model, run its code, record the
 * step; until DONE, FAIL, the step limit, an early exit or the run's deadline.
 */
export async function runAgentLoop(context: AgentContext, options: AgentLoopOptions): Promise<AgentOutcome> {
  // The artifacts' PNGs are written while the model thinks; every one is there when the loop returns.
  const screenshots = new BackgroundWrites(context.artifacts, context.log);
  try {
    return await agentLoop(context, options, screenshots);
  } finally {
    await screenshots.settled();
  }
}

async function agentLoop(
  context: AgentContext,
  options: AgentLoopOptions,
  screenshots: BackgroundWrites,
): Promise<AgentOutcome> {
  const { task, session, artifacts, log } = context;
  // Stop a little before the run's own cap, so a timeout is recorded by the loop itself.
  const deadline = context.deadline.earlier(Math.min(5_000, task.timeout * 100));
  const provider = options.provider;
  const stepTimeoutMs = options.stepTimeoutMs ?? 90_000;
  const settleCapMs = options.settleCapMs ?? 3_000;
  const withBash = (options.withBash ?? false) || (options.qa ?? false);
  const observeOptions = {
    maxWidth: provider.preferredImageSize?.maxWidth,
    maxHeight: provider.preferredImageSize?.maxHeight,
    maxA11yNodes: task.max_a11y_nodes,
    a11yTimeoutMs: (task.a11y_timeout_secs ?? 15) * 1000,
    imageTypes: provider.imageTypes,
  };
  // Settled: nothing changed for 25 ms after the action (X damage events; else two identical frames 25 ms
  // apart), at most settleCapMs. The guest observes during that wait where it can.
  const settle = { timeoutMs: settleCapMs, intervalMs: 25 };

  const observe = async (
    index: number,
  ): Promise<{ observation: AgentObservation; settleMs: number; observeMs: number; capped: boolean }> => {
    const started = performance.now();
    const observed = await observeForAgent(session, { ...observeOptions, settle }).catch(() =>
      observeForAgent(session, observeOptions),
    );
    if (observed.png) screenshots.binary(screenshotName(index), observed.png);
    const settleMs = observed.settle?.ms ?? 0;
    const observeMs = Math.round(performance.now() - started) - settleMs;
    return {
      observation: observed.observation,
      settleMs,
      observeMs,
      capped: observed.settle?.settled === false,
    };
  };

  let { observation } = await observe(0);
  const first = observation.screenshot ?? { width: session.screen.width, height: session.screen.height };
  const system = buildSystemPrompt({
    width: first.width,
    height: first.height,
    screen: session.screen,
    withBash,
    qa: options.qa,
  });
  let taskText = buildTaskText(task.instruction, task.completion_condition);
  const turns: Turn[] = [];
  const usage: LlmUsage = { inputTokens: 0, outputTokens: 0 };
  let costKnown = true;
  let bugsFound = 0;
  let step = 0;
  log(
    `[Agent] Starting: max_steps=${task.max_steps}, timeout=${task.timeout}s, model=${provider.name}/${provider.model}`,
  );

  const saveConversation = () =>
    artifacts.json(
      "agent_conversation.json",
      conversationLog(buildMessages(system, taskText, turns, undefined, options.history ?? DEFAULT_HISTORY)),
    );
  const outcome = async (ending: AgentEnding, reasoning: string): Promise<AgentOutcome> => {
    await saveConversation();
    return {
      passed: ending === "done",
      ending,
      reasoning,
      steps: step,
      ...(options.qa ? { bugsFound } : {}),
      usage: { ...usage, ...(costKnown ? {} : { costUsd: undefined }) },
    };
  };
  const terminal = async (result: "timeout" | "max_steps") => {
    if (observation.a11y !== undefined) await artifacts.text(a11yName(step), observation.a11y);
    await artifacts.appendTrajectory({
      step,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      ...(observation.screenshot ? { screenshot_path: screenshotName(step) } : {}),
      ...(observation.a11y !== undefined ? { a11y_tree_path: a11yName(step) } : {}),
      result,
    });
  };

  for (;;) {
    if (deadline.expired()) {
      await terminal("timeout");
      return outcome("timeout", `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    if (step >= task.max_steps) {
      await terminal("max_steps");
      return outcome("max_steps", `Max steps (${task.max_steps}) reached without task completion`);
    }
    if (context.beforeStep) {
      const go = await deadline.excluding(context.beforeStep(step + 1, task.max_steps));
      if (!go) return outcome("quit", `User quit at step ${step + 1}`);
    }
    step += 1;
    log(`[Step ${step}/${task.max_steps}] Analyzing screenshot + a11y tree...`);
    const seen = observation;
    context.onThinking?.(step);
    const llmStarted = performance.now();
    const stepMs = () => Math.round(performance.now() - llmStarted);
    const response = await ask(provider, system, () => taskText, turns, seen, {
      ...options,
      deadlineMs: () => deadline.remainingMs(),
      log,
      onHistoryDropped: () => {
        turns.length = 0;
        taskText = buildTaskText(task.instruction, task.completion_condition, true);
      },
    }).catch(async (error: unknown) => {
      if (deadline.expired()) return undefined; // the call was cut at the deadline
      await saveConversation();
      throw error instanceof AgentError
        ? error
        : new AgentError(`LLM call failed: ${(error as Error).message}`);
    });
    if (!response) {
      step -= 1;
      await terminal("timeout");
      return outcome("timeout", `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    const llmMs = Math.round(performance.now() - llmStarted);
    addUsage(usage, response.usage);
    if (response.usage && response.usage.costUsd === undefined) costKnown = false;

    const parsed = parseResponse(response.text, { qa: options.qa });
    // The tree the model saw, written while the step acts and the next screen is observed (done before
    // the step's entry, which names it, is appended).
    const a11yWritten = seen.a11y !== undefined ? artifacts.text(a11yName(step), seen.a11y) : undefined;
    a11yWritten?.catch(() => undefined); // awaited below; a step that throws first leaves it unobserved
    const record = await executeTurn(context, parsed, { step, withBash, stepTimeoutMs, scale: seen.scale });

    for (const text of parsed.bugs) {
      bugsFound += 1;
      const bug = await writeBugReport(artifacts, bugsFound, {
        step,
        text,
        ...(seen.screenshot ? { screenshotFile: artifacts.path(screenshotName(step - 1)) } : {}),
        bashOutput: record.entry.bash_output,
        a11y: seen.a11y,
      });
      log(`[Step ${step}] bug reported: ${bug.id} ${bug.summary}`);
      if (options.slack)
        void notifySlack(options.slack.webhookUrl, bug, task.id, {
          channel: options.slack.channel,
          log,
          redact: (t) => context.redactor.redact(t),
        });
    }

    const result =
      parsed.command === "DONE"
        ? "done"
        : parsed.command === "FAIL"
          ? "fail"
          : parsed.command === "WAIT"
            ? "wait"
            : record.entry.result;
    // The element its first pointer call acted on, on the tree the model saw: a replay finds it again.
    const target =
      seen.a11y !== undefined ? stepTarget(parsed.pythonBlocks.join("\n"), seen.a11y, seen.scale) : undefined;
    const entry: TrajectoryEntry = {
      ...record.entry,
      ...(parsed.thought ? { thought: parsed.thought } : {}),
      ...(seen.screenshot ? { screenshot_path: screenshotName(step - 1) } : {}),
      ...(seen.a11y !== undefined ? { a11y_tree_path: a11yName(step) } : {}),
      result,
      ...(options.verbose ? { llm_raw_response: response.text } : {}),
      ...(seen.scale !== 1 ? { coord_scale: Math.round(seen.scale * 1e6) / 1e6 } : {}),
      usage: {
        input_tokens: response.usage ? promptTokens(response.usage) : 0,
        output_tokens: response.usage?.outputTokens ?? 0,
        ...(response.usage?.costUsd !== undefined ? { cost_usd: response.usage.costUsd } : {}),
      },
      ...(target ? { target } : {}),
    };
    const turn: Turn = {
      step,
      observation: seen,
      response: response.text,
      ...(entry.bash_output ? { bashOutput: entry.bash_output } : {}),
      ...(entry.error_feedback ? { errorFeedback: entry.error_feedback } : {}),
    };

    if (parsed.command === "DONE" || parsed.command === "FAIL") {
      entry.timings = { step_ms: stepMs(), llm_ms: llmMs, act_ms: record.actMs };
      await a11yWritten;
      await artifacts.appendTrajectory(entry);
      turns.push(turn);
      const reasoning =
        parsed.thought ||
        (parsed.command === "DONE"
          ? "Agent completed without explanation"
          : "Agent reported failure without explanation");
      log(`[Step ${step}/${task.max_steps}] ${parsed.command}`);
      return outcome(parsed.command === "DONE" ? "done" : "fail", reasoning);
    }

    const next = await observe(step);
    entry.timings = {
      step_ms: stepMs(),
      llm_ms: llmMs,
      act_ms: record.actMs,
      settle_ms: next.settleMs,
      observe_ms: next.observeMs,
    };
    await a11yWritten;
    await artifacts.appendTrajectory(entry);
    turns.push(turn);
    observation = next.observation;
    log(
      `[Step ${step}/${task.max_steps}] ${result === "success" || result === "wait" ? "Completed" : `Error: ${entry.error_feedback}`} (llm ${llmMs} ms, act ${record.actMs} ms, settle ${next.settleMs} ms${next.capped ? `: the screen was still changing at the ${settleCapMs} ms cap` : ""})`,
    );

    const earlyExit = task.early_exit;
    if (earlyExit && parsed.command !== "WAIT" && step % earlyExit.check_every === 0) {
      const met = await isEarlyExitConditionMet(session, earlyExit.condition, {
        judge: (prompt) =>
          judgeCondition(provider, observation, prompt, provider.callTimeoutMs ?? stepTimeoutMs),
        log,
      });
      if (met)
        return outcome("early_exit", `${earlyExit.message ?? "Early exit condition met"} (at step ${step})`);
    }
  }
}

/** Run the reply's code: bash blocks first (when enabled), then python blocks; every block runs. */
async function executeTurn(
  context: AgentContext,
  parsed: ParsedResponse,
  options: { step: number; withBash: boolean; stepTimeoutMs: number; scale: number },
): Promise<{ entry: TrajectoryEntry; actMs: number }> {
  const { session, log } = context;
  const started = performance.now();
  const bashBlocks = options.withBash ? parsed.bashBlocks : [];
  if (!options.withBash && parsed.bashBlocks.length > 0)
    log(`[Step ${options.step}] bash blocks ignored (run with --with-bash to allow them)`);
  const outputs: string[] = [];
  let feedback: string | undefined;
  for (const [i, code] of bashBlocks.entries()) {
    const result = await session
      .exec(["bash"], { stdin: code, timeoutMs: options.stepTimeoutMs })
      .catch((error: Error) => error);
    if (result instanceof Error) {
      feedback ??= `Bash block ${i + 1} failed: Bash exec error: ${result.message}`;
    } else if (result.timedOut) {
      feedback ??= `Bash block ${i + 1} failed: Bash execution timed out after ${Math.round(options.stepTimeoutMs / 1000)} seconds`;
    } else {
      const text = `${result.stdout}${result.stderr}`;
      if (text.trim()) outputs.push(`$ bash block ${i + 1}:\n${text}`);
    }
  }
  const masked: SecretMask[] = [];
  for (const [i, code] of parsed.pythonBlocks.entries()) {
    const result = await session.act(code, { timeoutMs: options.stepTimeoutMs, coordScale: options.scale });
    masked.push(...(result.masked ?? []));
    if (!result.success) feedback ??= `Code block ${i + 1} failed: ${result.error ?? "unknown error"}`;
    if (result.stdout) outputs.push(`$ python block ${i + 1} printed:\n${result.stdout}`);
  }
  const actionCode = [...bashBlocks.map((b) => `# [bash]\n${b}`), ...parsed.pythonBlocks].join("\n\n");
  const actionType: ActionType | undefined =
    bashBlocks.length && parsed.pythonBlocks.length
      ? "python+bash"
      : bashBlocks.length
        ? "bash"
        : parsed.pythonBlocks.length
          ? "python"
          : undefined;
  const entry: TrajectoryEntry = {
    step: options.step,
    timestamp: trajectoryTimestamp(),
    action_code: actionCode,
    result: feedback ? `error:${feedback}` : "success",
    ...(outputs.length ? { bash_output: outputs.join("\n") } : {}),
    ...(feedback ? { error_feedback: feedback } : {}),
    ...(actionType ? { action_type: actionType } : {}),
    ...(bashBlocks.length ? { bash_blocks: bashBlocks } : {}),
    ...(masked.length
      ? { masked: masked.map(({ x, y, width, height, why }) => ({ x, y, width, height, why })) }
      : {}),
  };
  return { entry, actMs: Math.round(performance.now() - started) };
}

/** One LLM call with retries; on a context-length error, drop the history once and try again. */
async function ask(
  provider: LlmProvider,
  system: string,
  taskText: () => string,
  turns: Turn[],
  observation: AgentObservation,
  options: AgentLoopOptions & {
    deadlineMs: () => number;
    log: (line: string) => void;
    onHistoryDropped: () => void;
  },
): Promise<LlmResponse> {
  const call = () =>
    completeWithRetries(
      provider,
      { messages: buildMessages(system, taskText(), turns, observation, options.history ?? DEFAULT_HISTORY) },
      {
        maxRetries: options.maxRetries ?? 5,
        attemptTimeoutMs: provider.callTimeoutMs ?? options.stepTimeoutMs ?? 90_000,
        deadline: options.deadlineMs,
        onRetry: (attempt, error, delayMs) =>
          options.log(
            `LLM call failed (${error.message}); retry ${attempt} in ${Math.round(delayMs / 100) / 10}s`,
          ),
      },
    );
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof LlmError) || error.kind !== "context_length" || turns.length === 0) throw error;
    options.log(
      "the conversation exceeded the model's context: dropping the history and continuing from the current screen",
    );
    options.onHistoryDropped();
    return call();
  }
}

/** Prompt tokens of a call, cached or not (providers report cached ones separately). */
function promptTokens(usage: LlmUsage): number {
  return usage.inputTokens + (usage.cacheReadTokens ?? 0) + (usage.cacheWriteTokens ?? 0);
}

function addUsage(total: LlmUsage, step: LlmUsage | undefined): void {
  if (!step) return;
  total.inputTokens += promptTokens(step);
  total.outputTokens += step.outputTokens;
  if (step.costUsd !== undefined) total.costUsd = (total.costUsd ?? 0) + step.costUsd;
}
