import { Argument, type Command } from "commander";
import type { Shell } from "../commands/completions.ts";
import type { CommandContext } from "./command-context.ts";

/** `desktest mcp`: desktest for a coding agent, over MCP. */
export function addMcpCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("mcp")
    .description(
      "serve desktest to a coding agent over MCP (stdio): validate, run, logs, and open/observe/act on/close a task's desktop",
    )
    .action(async () => {
      const { mcpCommand } = await import("../commands/mcp.ts");
      end(await mcpCommand(io));
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
