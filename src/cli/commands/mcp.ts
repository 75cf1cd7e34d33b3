import { ExitCode } from "../../errors/exit-code.ts";
import { serveMcpOverStdio } from "../../mcp/stdio.ts";
import type { CliIO } from "../io.ts";

/** `desktest mcp`: the MCP server on stdio, rooted at the working directory, until the client leaves. */
export async function mcpCommand(io: CliIO): Promise<ExitCode> {
  await serveMcpOverStdio({ cwd: io.cwd, env: io.env });
  return ExitCode.pass;
}
