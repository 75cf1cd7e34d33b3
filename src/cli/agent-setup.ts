import path from "node:path";
import { createAgentRunner } from "../agent/create-agent-runner.ts";
import { apiKeysInEnvironment } from "../agent/providers/api-keys-in-environment.ts";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { loadConfigFile } from "../suite/config-file.ts";
import { configCaBundle } from "../suite/config-ca-bundle.ts";
import { installNetwork } from "../network/install-network.ts";
import { networkSettings } from "../network/network-settings.ts";
import type { CliIO } from "./io.ts";
import { parseResolution } from "../session/resolution.ts";

/** The flags `run`, `attach` and `suite` share for the agent and the desktop size. */
export interface AgentCliOptions {
  resolution: string;
  /** Whether --resolution was given (it wins over the config file's display size). */
  resolutionGiven?: boolean;
  provider?: string;
  model?: string;
  apiKey?: string;
  llmMaxRetries?: string;
  withBash?: boolean;
  qa?: boolean;
  verbose?: boolean;
  config?: string;
  settleCap?: string;
  /** `--osworld-cache` folders (read by the command line, see program.ts). */
  osworldCache?: string[];
}

export interface AgentSetup {
  /** Makes the agent for a task; its configuration errors (no API key) surface when a task needs it. */
  agent: () => AgentRunner;
  /** The same agent with another provider or model (an MCP client's choice per call); the rest as set up. */
  agentWith: (choice: { provider?: string | undefined; model?: string | undefined }) => AgentRunner;
  /** Every value that could be an LLM API key here: redacted from everything written. */
  apiKeys: string[];
  width: number;
  height: number;
}

/** Read --config and the agent flags into an agent factory, the keys to redact, and the screen size. */
export async function agentSetup(
  options: AgentCliOptions,
  io: CliIO,
  warn: (line: string) => void,
): Promise<AgentSetup> {
  const configFile = options.config ? path.resolve(io.cwd, options.config) : undefined;
  const config = configFile ? await loadConfigFile(configFile, warn) : {};
  installNetwork(networkSettings(io.env, configCaBundle(config, configFile)), (line) =>
    io.stderr(`${line}\n`),
  );
  const { width, height } =
    options.resolutionGiven || !config.display_width
      ? parseResolution(options.resolution)
      : { width: config.display_width, height: config.display_height ?? 1080 };
  const apiKey = options.apiKey ?? (config.api_key || undefined);
  const slackUrl = io.env.DESKTEST_SLACK_WEBHOOK_URL ?? config.integrations?.slack?.webhook_url;
  const maxRetries = parseCount(options.llmMaxRetries, "--llm-max-retries") ?? config.llm_max_retries;
  const settleCapMs = parseCount(options.settleCap, "--settle-cap");
  return {
    width,
    height,
    apiKeys: [...(apiKey?.trim() ? [apiKey] : []), ...apiKeysInEnvironment(io.env)],
    agent: () => agentWith({}),
    agentWith,
  };

  /**
   * The agent of the configured provider, or of the one `choice` names: the key, endpoint and model the
   * flags and the config file give belong to the configured provider, so another one gets its own defaults.
   */
  function agentWith(choice: { provider?: string | undefined; model?: string | undefined }): AgentRunner {
    const configured = options.provider ?? config.provider ?? "anthropic";
    const provider = choice.provider ?? configured;
    const same = provider === configured;
    return createAgentRunner({
      provider,
      model: choice.model ?? (same ? (options.model ?? config.model) : undefined),
      apiKey: same ? apiKey : undefined,
      baseUrl: same ? config.api_base_url : undefined,
      maxRetries,
      withBash: options.withBash,
      qa: options.qa,
      verbose: options.verbose,
      settleCapMs,
      ...(slackUrl ? { slack: { webhookUrl: slackUrl, channel: config.integrations?.slack?.channel } } : {}),
      env: io.env,
      onWarning: warn,
    });
  }
}

function parseCount(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new ConfigError(`${flag} must be a whole number (found '${text}')`);
  return Number(text);
}
