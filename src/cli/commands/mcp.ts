import { ExitCode } from "../../errors/exit-code.ts";
import { serveMcpOverStdio } from "../../mcp/stdio.ts";
import { agentSetup } from "../agent-setup.ts";
import type { CliIO } from "../io.ts";

export interface McpCommandOptions {
  /** `--config`: the config file `desktest run` takes (provider, model, api_key, api_base_url, display size…). */
  config?: string;
}

/**
 * `desktest mcp`: the MCP server on stdio, rooted at the working directory, until the client leaves. Its
 * agent and heal runs get the agent `desktest run` would (the config file's provider, model, key,
 * endpoint and retries; a call may name another provider or model); its warnings go to stderr, since
 * stdout is the protocol's.
 */
export async function mcpCommand(options: McpCommandOptions, io: CliIO): Promise<ExitCode> {
  const setup = await agentSetup({ resolution: "1280x800", config: options.config }, io, (line) =>
    io.stderr(`warning: ${line}\n`),
  );
  await serveMcpOverStdio({
    cwd: io.cwd,
    env: io.env,
    width: setup.width,
    height: setup.height,
    agentWith: setup.agentWith,
    apiKeys: setup.apiKeys,
  });
  return ExitCode.pass;
}
