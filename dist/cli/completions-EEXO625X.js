import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-JZL7SQM4.js";

// src/cli/completions/command-tree.ts
var FILE_VALUES = /* @__PURE__ */ new Set([
  "file",
  "files",
  "task",
  "paths",
  "trajectory",
  "py",
  "html",
  "task.json",
  "script",
  "path"
]);
var FOLDER_VALUES = /* @__PURE__ */ new Set(["dir", "folder", "artifacts_dir"]);
function commandTree(command) {
  const help = command.createHelp();
  const first = command.registeredArguments[0];
  return {
    name: command.name(),
    description: command.description(),
    options: help.visibleOptions(command).map(optionNode),
    ...first ? {
      argument: {
        name: first.name(),
        required: first.required,
        variadic: first.variadic,
        ...valueKind(first.name(), first.argChoices)
      }
    } : {},
    commands: help.visibleCommands(command).map((sub) => command.commands.includes(sub) ? commandTree(sub) : implicitHelp(sub, command))
  };
}
function implicitHelp(help, parent) {
  return {
    ...commandTree(help),
    argument: {
      name: "command",
      required: false,
      variadic: false,
      kind: "choice",
      words: parent.commands.map((sub) => sub.name())
    }
  };
}
function optionNode(option) {
  const valueName = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1];
  return {
    ...option.long ? { long: option.long } : {},
    ...option.short ? { short: option.short } : {},
    description: option.description,
    ...valueName !== void 0 ? { value: { name: valueName, ...valueKind(valueName, option.argChoices) } } : {},
    repeatable: Array.isArray(option.defaultValue)
  };
}
function valueKind(name, choices) {
  if (choices && choices.length > 0) return { kind: "choice", words: choices };
  const bare = name.replace(/\.\.\.$/, "");
  if (FILE_VALUES.has(bare)) return { kind: "file" };
  if (FOLDER_VALUES.has(bare)) return { kind: "folder" };
  return { kind: "free" };
}
function spellings(option) {
  return [option.short, option.long].filter((s) => s !== void 0);
}

// src/cli/completions/bash-completions.ts
function bashCompletions(tree) {
  const program = tree.name;
  const fn = `_${identifier(program)}`;
  const rootWords = [...tree.commands.map((c) => c.name), ...tree.options.flatMap(spellings)];
  const commandCases = tree.commands.map((command) => commandCase(fn, command)).join("\n");
  return `# ${program} completions for bash. Load them with:
#   source <(${program} completions bash)
# or save them once: ${program} completions bash > /etc/bash_completion.d/${program}
${fn}_words() { mapfile -t COMPREPLY < <(compgen -W "$2" -- "$1"); }
${fn}_files() { compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$1"); }
${fn}_folders() { compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$1"); }
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" option command="" i
  (( COMP_CWORD > 0 )) && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  option="$prev"
  if [[ "$cur" == "=" ]]; then
    cur=""
  elif [[ "$prev" == "=" ]] && (( COMP_CWORD > 1 )); then
    option="\${COMP_WORDS[COMP_CWORD-2]}"
  fi
  for (( i = 1; i < COMP_CWORD; i++ )); do
    case "\${COMP_WORDS[i]}" in
      -*) ;;
      *) command="\${COMP_WORDS[i]}"; break ;;
    esac
  done
  COMPREPLY=()
  case "$command" in
    "")
      ${fn}_words "$cur" ${quote(rootWords.join(" "))}
      ;;
${commandCases}
  esac
}
complete -F ${fn} ${program}
`;
}
function commandCase(fn, command) {
  const valueCases = command.options.filter((option) => option.value !== void 0).map((option) => `        ${spellings(option).join("|")}) ${action(fn, option.value)}; return ;;`);
  const optionWords = command.options.flatMap(spellings).join(" ");
  const argument = command.argument ? action(fn, command.argument) : ":";
  return [
    `    ${command.name})`,
    ...valueCases.length > 0 ? ['      case "$option" in', ...valueCases, "      esac"] : [],
    `      if [[ "$cur" == -* ]]; then ${fn}_words "$cur" ${quote(optionWords)}; return; fi`,
    `      ${argument}`,
    "      ;;"
  ].join("\n");
}
function action(fn, value) {
  switch (value.kind) {
    case "file":
      return `${fn}_files "$cur"`;
    case "folder":
      return `${fn}_folders "$cur"`;
    case "choice":
      return `${fn}_words "$cur" ${quote(value.words.join(" "))}`;
    case "free":
      return ":";
  }
}
function quote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
function identifier(name) {
  return name.replace(/[^A-Za-z0-9_]/g, "_");
}

// src/cli/completions/fish-completions.ts
function fishCompletions(tree) {
  const program = tree.name;
  const lines = [
    `# ${program} completions for fish. Load them with:`,
    `#   ${program} completions fish | source`,
    `# or save them once: ${program} completions fish > ~/.config/fish/completions/${program}.fish`,
    `complete -c ${program} -e`,
    `# No file names unless a command or an option takes one.`,
    `complete -c ${program} -f`
  ];
  const root = "__fish_use_subcommand";
  for (const option of tree.options) lines.push(optionLine(program, root, option));
  for (const command of tree.commands)
    lines.push(
      `complete -c ${program} -n ${root} -a ${quote2(command.name)} -d ${quote2(oneLine(command.description))}`
    );
  for (const command of tree.commands) {
    const condition = quote2(`__fish_seen_subcommand_from ${command.name}`);
    for (const option of command.options) lines.push(optionLine(program, condition, option));
    const argument = command.argument ? argumentFlags(command.argument) : "";
    if (argument) lines.push(`complete -c ${program} -n ${condition} ${argument}`);
  }
  return `${lines.join("\n")}
`;
}
function optionLine(program, condition, option) {
  const names = [
    ...option.short ? [`-s ${option.short.replace(/^-/, "")}`] : [],
    ...option.long ? [`-l ${option.long.replace(/^--/, "")}`] : []
  ];
  const value = option.value ? ` ${valueFlags(option.value)}` : "";
  return `complete -c ${program} -n ${condition} ${names.join(" ")}${value} -d ${quote2(oneLine(option.description))}`;
}
function valueFlags(value) {
  switch (value.kind) {
    case "file":
      return "-r -F";
    case "folder":
      return "-x -a '(__fish_complete_directories)'";
    case "choice":
      return `-x -a ${quote2(value.words.join(" "))}`;
    case "free":
      return "-x";
  }
}
function argumentFlags(value) {
  switch (value.kind) {
    case "file":
      return "-F";
    case "folder":
      return "-a '(__fish_complete_directories)'";
    case "choice":
      return `-a ${quote2(value.words.join(" "))}`;
    case "free":
      return "";
  }
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}
function quote2(text) {
  return `'${text.replace(/(['\\])/g, "\\$1")}'`;
}

// src/cli/completions/zsh-completions.ts
function zshCompletions(tree) {
  const program = tree.name;
  const fn = `_${program.replace(/[^A-Za-z0-9_]/g, "_")}`;
  const commands = tree.commands.map(
    (c) => `        ${quote3(`${c.name.replaceAll(":", "\\:")}:${oneLine2(c.description)}`)}`
  );
  const cases = tree.commands.map(
    (command) => [
      `        ${command.name})`,
      `          _arguments -s -S \\`,
      ...[
        ...command.options.map(optionSpec),
        ...command.argument ? [argumentSpec(command.argument)] : []
      ].map((spec) => `            ${spec} \\`),
      `            && return 0`,
      "          ;;"
    ].join("\n")
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
function optionSpec(option) {
  const names = [option.short, option.long].filter((s) => s !== void 0);
  const value = option.value ? `:${option.value.name.replaceAll(":", "\\:")}:${valueAction(option.value)}` : "";
  const description = `[${escapeBrackets(oneLine2(option.description))}]`;
  const repeat = option.repeatable ? "*" : "";
  const equals = option.value && option.long ? "=" : "";
  const excluded = option.exclusive ? "(- *)" : names.length > 1 ? `(${names.join(" ")})` : "";
  if (names.length === 1) {
    return quote3(`${excluded}${repeat}${names[0]}${equals}${description}${value}`);
  }
  const [short, long] = names;
  return [
    quote3(`${excluded}${repeat}${short}${description}${value}`),
    quote3(`${excluded}${repeat}${long}${equals}${description}${value}`)
  ].join(" \\\n            ");
}
function argumentSpec(argument) {
  const message = argument.name.replaceAll(":", "\\:");
  const position = argument.variadic ? "*:" : argument.required ? ":" : "::";
  return quote3(`${position}${message}:${valueAction(argument)}`);
}
function valueAction(value) {
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
function oneLine2(text) {
  return text.replace(/\s+/g, " ").trim();
}
function escapeBrackets(text) {
  return text.replace(/([[\]\\])/g, "\\$1");
}
function quote3(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

// src/cli/commands/completions.ts
var SHELLS = ["bash", "zsh", "fish"];
var RENDER = {
  bash: bashCompletions,
  zsh: zshCompletions,
  fish: fishCompletions
};
function completionsCommand(shell, program, io) {
  io.stdout(RENDER[shell](commandTree(program)));
  return ExitCode.pass;
}
export {
  SHELLS,
  completionsCommand
};
