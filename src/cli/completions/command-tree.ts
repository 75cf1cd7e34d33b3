import type { Argument, Command, Option } from "commander";

/*
 * The CLI's commands, options and arguments as plain data, read from the very commander definitions the
 * CLI parses with (what `--help` shows), so that the shell completions made from it never drift from the
 * CLI. What a value is (a file, a folder, one of some words, free text) comes from the option's choices,
 * else from the name its help gives the value (`--dir <folder>`).
 */

/** What a shell offers for a value. */
export type ValueKind =
  { kind: "file" } | { kind: "folder" } | { kind: "choice"; words: readonly string[] } | { kind: "free" };

export interface OptionNode {
  /** `--dir`, or undefined for a short-only option. */
  long?: string;
  /** `-y`. */
  short?: string;
  description: string;
  /** The option's value, when it takes one. */
  value?: ValueKind & { name: string };
  /** May be given more than once (its default is a list: each occurrence adds to it). */
  repeatable: boolean;
}

export type ArgumentNode = ValueKind & {
  name: string;
  required: boolean;
  /** Takes any number of values (`<paths...>`). */
  variadic: boolean;
};

export interface CommandNode {
  name: string;
  description: string;
  options: OptionNode[];
  /** The command's positional arguments (the first one's: the CLI's commands take one kind each). */
  argument?: ArgumentNode;
  commands: CommandNode[];
}

/** Value names (`<file>`, `[file]`) that name a file on this machine, or a folder. */
const FILE_VALUES = new Set([
  "file",
  "files",
  "task",
  "paths",
  "trajectory",
  "py",
  "html",
  "task.json",
  "script",
  "path",
]);
const FOLDER_VALUES = new Set(["dir", "folder", "artifacts_dir"]);

export function commandTree(command: Command): CommandNode {
  const help = command.createHelp();
  const first: Argument | undefined = command.registeredArguments[0];
  return {
    name: command.name(),
    description: command.description(),
    options: help.visibleOptions(command).map(optionNode),
    ...(first
      ? {
          argument: {
            name: first.name(),
            required: first.required,
            variadic: first.variadic,
            ...valueKind(first.name(), first.argChoices),
          },
        }
      : {}),
    commands: help
      .visibleCommands(command)
      .map((sub) => (command.commands.includes(sub) ? commandTree(sub) : implicitHelp(sub, command))),
  };
}

/** Commander's own `help [command]` (not among the registered commands): it takes a command's name. */
function implicitHelp(help: Command, parent: Command): CommandNode {
  return {
    ...commandTree(help),
    argument: {
      name: "command",
      required: false,
      variadic: false,
      kind: "choice",
      words: parent.commands.map((sub) => sub.name()),
    },
  };
}

function optionNode(option: Option): OptionNode {
  const valueName = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1];
  return {
    ...(option.long ? { long: option.long } : {}),
    ...(option.short ? { short: option.short } : {}),
    description: option.description,
    ...(valueName !== undefined
      ? { value: { name: valueName, ...valueKind(valueName, option.argChoices) } }
      : {}),
    repeatable: Array.isArray(option.defaultValue),
  };
}

function valueKind(name: string, choices: readonly string[] | undefined): ValueKind {
  if (choices && choices.length > 0) return { kind: "choice", words: choices };
  const bare = name.replace(/\.\.\.$/, "");
  if (FILE_VALUES.has(bare)) return { kind: "file" };
  if (FOLDER_VALUES.has(bare)) return { kind: "folder" };
  return { kind: "free" };
}

/** Every spelling of an option (`-y`, `--yes`). */
export function spellings(option: OptionNode): string[] {
  return [option.short, option.long].filter((s): s is string => s !== undefined);
}
