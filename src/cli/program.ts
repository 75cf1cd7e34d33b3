import { CommanderError } from "commander";
import pc from "picocolors";
import { isDesktestError } from "../errors/desktest-error.ts";
import { ExitCode, exitCodeForError } from "../errors/exit-code.ts";
import type { CommandContext } from "./definitions/command-context.ts";
import {
  addDoctorCommand,
  addSelftestCommand,
  addInitMacosCommand,
  addInitWindowsCommand,
  addReapCommand,
} from "./definitions/machine-commands.ts";
import { addLogsCommand, addMonitorCommand, addReviewCommand } from "./definitions/results-commands.ts";
import {
  addAttachCommand,
  addInteractiveCommand,
  addRecordCommand,
  addRunCommand,
  addSuiteCommand,
} from "./definitions/run-commands.ts";
import {
  addCodifyCommand,
  addInitCommand,
  addSchemaCommand,
  addValidateCommand,
} from "./definitions/task-file-commands.ts";
import { addCompletionsCommand, addMcpCommand } from "./definitions/tool-commands.ts";
import type { CliIO } from "./io.ts";
import { Program, soleCommand } from "./sole-command.ts";
import { VERSION } from "../version.ts";

/*
 * The commands are registered (src/cli/definitions/) with their arguments and options only; each action
 * imports its command's module when it runs, so `desktest validate` loads the validator and nothing of
 * Docker, the agent or the reports (the bundle keeps each command in chunks of its own).
 */

/** Every command, in the order help lists them. */
const COMMANDS = [
  addInitCommand,
  addValidateCommand,
  addSchemaCommand,
  addRunCommand,
  addSuiteCommand,
  addInteractiveCommand,
  addRecordCommand,
  addAttachCommand,
  addDoctorCommand,
  addSelftestCommand,
  addInitWindowsCommand,
  addInitMacosCommand,
  addCodifyCommand,
  addMonitorCommand,
  addMcpCommand,
  addReapCommand,
  addLogsCommand,
  addReviewCommand,
  addCompletionsCommand,
];

/**
 * Run the CLI with these arguments (without `node` and the script) and return the exit code.
 * This is the one place where errors become exit codes.
 */
export async function runCli(argv: string[], io: CliIO): Promise<ExitCode> {
  // Everything the CLI prints passes the redactor that files pass (redacted-console.ts).
  const { redactedConsole } = await import("./redacted-console.ts");
  return runProgram(argv, redactedConsole(io, argv), soleCommand(argv));
}

/** The CLI, defining only the `sole` command when one is given (see sole-command.ts), else all of them. */
async function runProgram(argv: string[], io: CliIO, sole: string | undefined): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.pass;
  const program = new Program(sole)
    .name("desktest")
    .description("Run LLM-agent end-to-end tests of desktop apps in disposable desktops.")
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError();
  const context: CommandContext = { io, end: (code) => (exitCode = code) };
  for (const addCommand of COMMANDS) addCommand(program, context);

  if (sole !== undefined && !program.definedSole) return runProgram(argv, io, undefined);
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
