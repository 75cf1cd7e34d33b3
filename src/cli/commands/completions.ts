import type { Command } from "commander";
import { ExitCode } from "../../errors/exit-code.ts";
import { bashCompletions } from "../completions/bash-completions.ts";
import { commandTree } from "../completions/command-tree.ts";
import { fishCompletions } from "../completions/fish-completions.ts";
import { zshCompletions } from "../completions/zsh-completions.ts";
import type { CliIO } from "../io.ts";

export const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];

const RENDER: Record<Shell, (tree: ReturnType<typeof commandTree>) => string> = {
  bash: bashCompletions,
  zsh: zshCompletions,
  fish: fishCompletions,
};

/** `desktest completions <shell>`: the completion script, made from the CLI's own command definitions. */
export function completionsCommand(shell: Shell, program: Command, io: CliIO): ExitCode {
  io.stdout(RENDER[shell](commandTree(program)));
  return ExitCode.pass;
}
