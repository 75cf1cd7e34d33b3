import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer, type McpServerOptions } from "./server.ts";

/**
 * `desktest mcp`: the server on stdin/stdout until the client goes away (its end of stdin closes, or a
 * signal); then every desktop it opened is closed before the process ends.
 */
export async function serveMcpOverStdio(options: McpServerOptions): Promise<void> {
  const { server, desktops } = createMcpServer(options);
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void desktops
      .closeAll()
      .catch(() => undefined)
      .then(() => server.close().catch(() => undefined))
      .then(done);
  };
  process.stdin.on("end", shutdown);
  process.stdin.on("close", shutdown);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, shutdown);
  server.onclose = shutdown;
  await server.connect(new StdioServerTransport());
  await finished;
}
