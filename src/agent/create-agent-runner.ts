import { runAgentLoop, type AgentLoopOptions } from "./agent-loop.ts";
import type { AgentRunner } from "./agent-runner.ts";
import { createProvider } from "./providers/create-provider.ts";

export interface AgentSettings {
  provider: string;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  maxRetries?: number;
  withBash?: boolean;
  qa?: boolean;
  verbose?: boolean;
  settleCapMs?: number;
  slack?: AgentLoopOptions["slack"];
  env: Readonly<Record<string, string | undefined>>;
  onWarning?: (message: string) => void;
}

/** The agent runner for these settings; a missing key or unknown provider is a ConfigError here. */
export function createAgentRunner(settings: AgentSettings): AgentRunner {
  const provider = createProvider({
    provider: settings.provider,
    model: settings.model,
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    env: settings.env,
    onWarning: settings.onWarning,
  });
  return (context) =>
    runAgentLoop(context, {
      provider,
      maxRetries: settings.maxRetries,
      withBash: settings.withBash,
      qa: settings.qa,
      verbose: settings.verbose,
      settleCapMs: settings.settleCapMs,
      slack: settings.slack,
    });
}
