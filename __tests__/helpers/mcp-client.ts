/** The MCP SDK's own client, talking to `desktest mcp` started as a real process over stdio. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const repo = path.resolve(import.meta.dirname, "../..");

export async function connectMcp(
  cwd: string,
  env: Record<string, string> = {},
  /** `desktest mcp`'s own options (--config). */
  args: string[] = [],
): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      "--import",
      pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
      path.join(repo, "src/cli/main.ts"),
      "mcp",
      ...args,
    ],
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...(process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {}),
      ...env,
    },
    stderr: "pipe",
  });
  const client = new Client({ name: "desktest-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** The text parts of a tool result, joined. */
export function textOf(result: unknown): string {
  const content = (result as { content?: unknown }).content;
  const parts = Array.isArray(content) ? (content as { type: string; text?: string }[]) : [];
  return parts
    .filter((p) => p.type === "text")
    .map((p) => p.text ?? "")
    .join("\n");
}
