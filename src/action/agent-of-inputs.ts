import * as core from "@actions/core";
import { createAgentRunner, type AgentRunner, type SuiteTask } from "../index.ts";
import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { describe } from "./describe-error.ts";
import type { ActionSettings } from "./read-settings.ts";

const FORK_HINT =
  "Pull requests from forks get no secrets: run them with mode: replay, which replays each task's codified script without an LLM.";

export interface ActionAgent {
  /** Makes the agent loop for a task; undefined in replay mode or with no task to run. */
  agent: (() => AgentRunner) | undefined;
  provider: string;
  model: string | undefined;
}

/**
 * The agent, when the tasks run with one (mode: agent, or mode: heal for the replays that diverge): the
 * provider and model from the inputs, else the config file. In mode agent, throws an ActionProblem when
 * it cannot start (a missing key, with the fork hint); in mode heal, a missing key is a notice, and each
 * diverging replay then fails saying healing needs one.
 */
export function agentOfInputs(
  { inputs, config }: ActionSettings,
  tasks: readonly SuiteTask[],
  run: ActionRun,
): ActionAgent {
  const provider = inputs.provider ?? config.provider ?? "anthropic";
  const model = inputs.model ?? config.model;
  if (inputs.mode === "replay" || tasks.length === 0) return { agent: undefined, provider, model };
  const make = () =>
    createAgentRunner({
      provider,
      model,
      apiKey: inputs.apiKey ?? (config.api_key || undefined),
      baseUrl: config.api_base_url,
      maxRetries: config.llm_max_retries,
      qa: inputs.qa,
      env: run.env,
      onWarning: (line) => core.warning(run.secrets.redact(line)),
    });
  if (inputs.mode === "heal") {
    // The agent is made only for a replay that diverges; without a key, that task fails saying so.
    try {
      const runner = make();
      return { agent: () => runner, provider, model };
    } catch (error) {
      core.notice(
        run.secrets.redact(
          `mode: heal without a usable LLM (${describe(error)}): replays that run clean pass as usual; one that diverges fails, saying healing needs a key. ${FORK_HINT}`,
        ),
      );
      return { agent: make, provider, model };
    }
  }
  try {
    const runner = make();
    return { agent: () => runner, provider, model };
  } catch (error) {
    throw new ActionProblem(
      {
        title: "desktest: the agent cannot start",
        intro: "mode: agent runs each task with an LLM, and nothing ran.",
        errors: [describe(error)],
        hints: [
          "Pass the key from a secret: api-key: ${{ secrets.ANTHROPIC_API_KEY }} (or set provider and model for another provider).",
          FORK_HINT,
        ],
      },
      describe(error),
    );
  }
}
