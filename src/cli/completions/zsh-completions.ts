import type { ArgumentNode, CommandNode, OptionNode, ValueKind } from "./command-tree.ts";

/**
 * A zsh completion script for the CLI: the commands with their descriptions, each command's options
 * with theirs, the words an option takes, and files or folders where a value is one. It works sourced
 * (`source <(desktest completions zsh)`, after compinit) and as an autoloaded `_desktest` in $fpath.
 */
export function zshCompletions(tree: CommandNode): string {
  const program = tree.name;
  const fn = `_${program.replace(/[^A-Za-z0-9_]/g, "_")}`;
  const commands = tree.commands.map(
    (c) => `        ${quote(`${c.name.replaceAll(":", "\\:")}:${oneLine(c.description)}`)}`,
  );
  const cases = tree.commands.map((command) =>
    [
      `        ${command.name})`,
      `          _arguments -s -S \\`,
      ...[
        ...command.options.map(optionSpec),
        ...(command.argument ? [argumentSpec(command.argument)] : []),
      ].map((spec) => `            ${spec} \\`),
      `            && return 0`,
      "          ;;",
    ].join("\n"),
  );
  return `#compdef ${program}
# ${program} completions for zsh. Load them (after compinit) with:
#   source <(${program} completions zsh)
# or save them once as a file named ${fn} in a folder of $fpath.
${fn}() {
  local curcontext="$curcontext" state state_descr line
  typeset -A opt_args
  _arguments -C \\
${tree.options.map((option) => `    ${optionSpec({ ...option, exclusive: true })} \\`).join("\n")}
    '1:command:->command' \\
    '*::argument:->argument' \\
    && return 0
  case $state in
    command)
      local -a commands
      commands=(
${commands.join("\n")}
      )
      _describe -t commands '${program} command' commands
      ;;
    argument)
      case $words[1] in
${cases.join("\n")}
      esac
      ;;
  esac
  return 1
}
if [[ "\${zsh_eval_context[-1]}" == loadautofunc ]]; then
  ${fn} "$@"
else
  compdef ${fn} ${program}
fi
`;
}

/** One `_arguments` spec: `'(-y --yes)'{-y,--yes}'[description]:value:action'`. */
function optionSpec(option: OptionNode & { exclusive?: boolean }): string {
  const names = [option.short, option.long].filter((s): s is string => s !== undefined);
  const value = option.value
    ? `:${option.value.name.replaceAll(":", "\\:")}:${valueAction(option.value)}`
    : "";
  const description = `[${escapeBrackets(oneLine(option.description))}]`;
  const repeat = option.repeatable ? "*" : "";
  // An option that takes a value may have it after `=` (--dir=app) or as the next word.
  const equals = option.value && option.long ? "=" : "";
  const excluded = option.exclusive ? "(- *)" : names.length > 1 ? `(${names.join(" ")})` : "";
  if (names.length === 1) {
    return quote(`${excluded}${repeat}${names[0]}${equals}${description}${value}`);
  }
  // -y and --yes: one spec each (zsh's brace expansion), the long one with `=`.
  const [short, long] = names as [string, string];
  return [
    quote(`${excluded}${repeat}${short}${description}${value}`),
    quote(`${excluded}${repeat}${long}${equals}${description}${value}`),
  ].join(" \\\n            ");
}

function argumentSpec(argument: ArgumentNode): string {
  const message = argument.name.replaceAll(":", "\\:");
  const position = argument.variadic ? "*:" : argument.required ? ":" : "::";
  return quote(`${position}${message}:${valueAction(argument)}`);
}

function valueAction(value: ValueKind): string {
  switch (value.kind) {
    case "file":
      return "_files";
    case "folder":
      return "_files -/";
    case "choice":
      return `(${value.words.map((word) => word.replace(/([\\() ])/g, "\\$1")).join(" ")})`;
    case "free":
      return " ";
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function escapeBrackets(text: string): string {
  return text.replace(/([[\]\\])/g, "\\$1");
}

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
