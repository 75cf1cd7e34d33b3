import { spellings, type CommandNode, type ValueKind } from "./command-tree.ts";

/**
 * A bash completion script for the CLI (`source <(desktest completions bash)`): the commands, each
 * command's options, the words an option takes, and files or folders where a value is one.
 * `--option=value` is completed too (bash splits the word at `=`).
 */
export function bashCompletions(tree: CommandNode): string {
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

function commandCase(fn: string, command: CommandNode): string {
  const valueCases = command.options
    .filter((option) => option.value !== undefined)
    .map((option) => `        ${spellings(option).join("|")}) ${action(fn, option.value!)}; return ;;`);
  const optionWords = command.options.flatMap(spellings).join(" ");
  const argument = command.argument ? action(fn, command.argument) : ":";
  return [
    `    ${command.name})`,
    ...(valueCases.length > 0 ? ['      case "$option" in', ...valueCases, "      esac"] : []),
    `      if [[ "$cur" == -* ]]; then ${fn}_words "$cur" ${quote(optionWords)}; return; fi`,
    `      ${argument}`,
    "      ;;",
  ].join("\n");
}

function action(fn: string, value: ValueKind): string {
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

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function identifier(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, "_");
}
