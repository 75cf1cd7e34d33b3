import type { CommandNode, OptionNode, ValueKind } from "./command-tree.ts";

/**
 * A fish completion script for the CLI (`desktest completions fish | source`): the commands and their
 * options with descriptions, the words an option takes, and files or folders where a value is one.
 */
export function fishCompletions(tree: CommandNode): string {
  const program = tree.name;
  const lines: string[] = [
    `# ${program} completions for fish. Load them with:`,
    `#   ${program} completions fish | source`,
    `# or save them once: ${program} completions fish > ~/.config/fish/completions/${program}.fish`,
    `complete -c ${program} -e`,
    `# No file names unless a command or an option takes one.`,
    `complete -c ${program} -f`,
  ];
  const root = "__fish_use_subcommand";
  for (const option of tree.options) lines.push(optionLine(program, root, option));
  for (const command of tree.commands)
    lines.push(
      `complete -c ${program} -n ${root} -a ${quote(command.name)} -d ${quote(oneLine(command.description))}`,
    );
  for (const command of tree.commands) {
    const condition = quote(`__fish_seen_subcommand_from ${command.name}`);
    for (const option of command.options) lines.push(optionLine(program, condition, option));
    const argument = command.argument ? argumentFlags(command.argument) : "";
    if (argument) lines.push(`complete -c ${program} -n ${condition} ${argument}`);
  }
  return `${lines.join("\n")}\n`;
}

function optionLine(program: string, condition: string, option: OptionNode): string {
  const names = [
    ...(option.short ? [`-s ${option.short.replace(/^-/, "")}`] : []),
    ...(option.long ? [`-l ${option.long.replace(/^--/, "")}`] : []),
  ];
  const value = option.value ? ` ${valueFlags(option.value)}` : "";
  return `complete -c ${program} -n ${condition} ${names.join(" ")}${value} -d ${quote(oneLine(option.description))}`;
}

/** What fish offers for a value: -F files, folders, the words, or nothing (-x: a value, no file names). */
function valueFlags(value: ValueKind): string {
  switch (value.kind) {
    case "file":
      return "-r -F";
    case "folder":
      return "-x -a '(__fish_complete_directories)'";
    case "choice":
      return `-x -a ${quote(value.words.join(" "))}`;
    case "free":
      return "-x";
  }
}

/** What fish offers for a command's arguments (beside its options). */
function argumentFlags(value: ValueKind): string {
  switch (value.kind) {
    case "file":
      return "-F";
    case "folder":
      return "-a '(__fish_complete_directories)'";
    case "choice":
      return `-a ${quote(value.words.join(" "))}`;
    case "free":
      return "";
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function quote(text: string): string {
  return `'${text.replace(/(['\\])/g, "\\$1")}'`;
}
