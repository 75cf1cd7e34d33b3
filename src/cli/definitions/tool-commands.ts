import { Argument, type Command } from "commander";
import type { Shell } from "../commands/completions.ts";
import type { CommandContext } from "./command-context.ts";

/** `desktest mcp`: desktest for a coding agent, over MCP. */
export function addMcpCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("mcp")
    .description(
      "serve desktest to a coding agent over MCP (stdio): validate, run and suite (replay, agent, heal), logs, and open/observe/act on/record/close a task's desktop",
    )
    .option(
      "--config <file>",
      "a desktest config file for its agent and heal runs (provider, model, api_base_url, display size)",
    )
    .action(async (options: { config?: string }) => {
      const { mcpCommand } = await import("../commands/mcp.ts");
      end(await mcpCommand(options, io));
    });
}

/** `desktest completions`: a completion script for a shell. */
export function addCompletionsCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("completions")
    .description("print a completion script for your shell: bash, zsh or fish")
    .addArgument(new Argument("<shell>", "the shell").choices(["bash", "zsh", "fish"]))
    .addHelpText(
      "after",
      "\nLoad it:\n  bash: source <(desktest completions bash)\n  zsh:  source <(desktest completions zsh)   (after compinit)\n  fish: desktest completions fish | source",
    )
    .action(async (shell: Shell) => {
      const { completionsCommand } = await import("../commands/completions.ts");
      end(completionsCommand(shell, program, io));
    });
}
