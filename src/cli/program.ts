import { Command, CommanderError } from "commander";
import pc from "picocolors";
import { isDesktestError } from "../errors/desktest-error.ts";
import { ExitCode, exitCodeForError } from "../errors/exit-code.ts";
import { reapCommand } from "./commands/reap.ts";
import { schemaCommand } from "./commands/schema.ts";
import { validateCommand } from "./commands/validate.ts";
import type { CliIO } from "./io.ts";

export const VERSION = "0.1.0";

/**
 * Run the CLI with these arguments (without `node` and the script) and return the exit code.
 * This is the one place where errors become exit codes.
 */
export async function runCli(argv: string[], io: CliIO): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.pass;
  const program = new Command()
    .name("desktest")
    .description("Run LLM-agent end-to-end tests of desktop apps in disposable desktops.")
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError();

  program
    .command("validate")
    .description("check task files against the schema and the task rules")
    .argument("<paths...>", "task files, folders (their *.json) or globs")
    .option("-r, --recursive", "include subfolders of the given folders")
    .option("--json", "print a machine-readable report")
    .action(async (paths: string[], options: { recursive?: boolean; json?: boolean }) => {
      exitCode = await validateCommand(paths, options, io);
    });

  program
    .command("schema")
    .description("print the task JSON Schema (schema v1.0)")
    .option("--out <file>", "write it to a file instead")
    .action(async (options: { out?: string }) => {
      exitCode = await schemaCommand(options, io);
    });

  program
    .command("reap")
    .description("remove desktop containers left behind by runs that died")
    .option("--run-id <id>", "remove every desktop of this run, even if its process is alive")
    .action(async (options: { runId?: string }) => {
      exitCode = await reapCommand(options, io);
    });

  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return error.exitCode === 0 ? ExitCode.pass : ExitCode.config;
    }
    const c = pc.createColors(io.color);
    const text = isDesktestError(error)
      ? error.describe()
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
    io.stderr(`${c.red("error:")} ${text}\n`);
    return exitCodeForError(error);
  }
}
