import { Command, type CommandOptions, type ExecutableCommandOptions } from "commander";

/**
 * The command a command line runs, when it needs none of the others defined: a run then defines only
 * that command, not the options of all of them (milliseconds of every `desktest validate`). Undefined
 * when the line names no command (the program's own help and version), and for `help` and
 * `completions`, which read every command.
 */
export function soleCommand(argv: readonly string[]): string | undefined {
  const name = argv.find((arg) => !arg.startsWith("-"));
  return name === undefined || name === "help" || name === "completions" ? undefined : name;
}

/**
 * A command that takes any definition and keeps none: what the program gives for the commands a run
 * does not define. Every method returns it again, so a definition's chain of calls runs to its end.
 */
const UNDEFINED_COMMAND: Command = new Proxy(Object.create(null) as object, {
  get: (_target, key) => (key === "then" ? undefined : () => UNDEFINED_COMMAND),
}) as Command;

/**
 * The program, defining only the command `sole` names when it is given (see soleCommand): the others'
 * definitions go to a stand-in. `definedSole` tells whether `sole` named a command; when it did not (a
 * misspelt name), the caller defines the program again with every command, so that commander can say
 * which one was meant.
 */
export class Program extends Command {
  definedSole = false;

  constructor(private readonly sole?: string) {
    super();
  }

  override command(nameAndArgs: string, opts?: CommandOptions): ReturnType<this["createCommand"]>;
  override command(nameAndArgs: string, description: string, opts?: ExecutableCommandOptions): this;
  override command(
    nameAndArgs: string,
    second?: CommandOptions | string,
    opts?: ExecutableCommandOptions,
  ): Command {
    const name = nameAndArgs.trim().split(/\s+/)[0];
    if (this.sole !== undefined && name !== this.sole) return UNDEFINED_COMMAND;
    if (this.sole !== undefined) this.definedSole = true;
    return typeof second === "string"
      ? super.command(nameAndArgs, second, opts)
      : super.command(nameAndArgs, second);
  }
}
