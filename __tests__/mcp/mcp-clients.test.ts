/**
 * docs/mcp.md's configuration lines with the real Claude Code and Codex from npm: `claude mcp add desktest
 * -- <desktest> mcp` registers the server and Claude Code's own health check starts it over stdio and
 * connects (and says a server that cannot start failed); `codex mcp add desktest -- <desktest> mcp` gives
 * Codex the stdio server it starts. `<desktest>` is this checkout's CLI; in a project with desktest
 * installed it is `npx desktest`.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { claudeEnv, codexEnv } from "../helpers/agent-clis.ts";
import { tempTree } from "../helpers/cli.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const DESKTEST = [
  process.execPath,
  "--import",
  pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
  path.join(repo, "src/cli/main.ts"),
];

describe("desktest mcp as the coding agents' CLIs configure it", () => {
  it("Claude Code: added with claude mcp add, its health check connects; a server that cannot start fails", () => {
    const project = tempTree({ "examples/.keep": "" });
    const env = claudeEnv("http://127.0.0.1:9", "sk-ant-mcp-clients-0123456789");
    const claude = (...args: string[]) =>
      execFileSync("claude", args, { cwd: project, env, encoding: "utf8", timeout: 90_000 });
    claude("mcp", "add", "desktest", "--", ...DESKTEST, "mcp");
    // desktest mcp with a config file that does not exist stops before it serves anything.
    claude("mcp", "add", "broken", "--", ...DESKTEST, "mcp", "--config", "missing.json");
    const listed = claude("mcp", "list");
    expect(listed).toMatch(/^desktest: .* mcp - ✔ Connected$/m);
    expect(listed).toMatch(/^broken: .* - ✘ Failed to connect\b/m);
  }, 120_000);

  it("Codex: added with codex mcp add, a stdio server it starts with that command", () => {
    const env = codexEnv("http://127.0.0.1:9", "sk-mcp-clients-0123456789");
    const codex = (...args: string[]) =>
      execFileSync("codex", args, {
        env,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        timeout: 60_000,
      });
    codex("mcp", "add", "desktest", "--", ...DESKTEST, "mcp");
    expect(JSON.parse(codex("mcp", "list", "--json"))).toEqual([
      expect.objectContaining({
        name: "desktest",
        enabled: true,
        transport: expect.objectContaining({
          type: "stdio",
          command: DESKTEST[0],
          args: [...DESKTEST.slice(1), "mcp"],
        }),
      }),
    ]);
  }, 120_000);
});
