import type { Command } from "commander";
import type { PathPolicy } from "../../task/path-policy-names.ts";
import type { CodifyOptions } from "../commands/codify.ts";
import { addInitOptions, type InitOptions } from "../init-options.ts";
import type { CommandContext } from "./command-context.ts";
import { pathsOption } from "./run-options.ts";

/** `desktest init`: write a new task file, asking for what it needs. */
export function addInitCommand(program: Command, { io, end }: CommandContext): void {
  addInitOptions(
    program
      .command("init")
      .description("write a new task file: asks for the app, the instruction and how it is judged")
      .argument("[file]", "the task file to write", "task.json"),
  ).action(async (file: string, options: InitOptions) => {
    const { initCommand } = await import("../commands/init.ts");
    end(await initCommand(file, options, io));
  });
}

/** `desktest validate`: check task files. */
export function addValidateCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("validate")
    .description("check task files against the schema and the task rules")
    .argument("<paths...>", "task files, folders (their *.json) or globs")
    .option("-r, --recursive", "include subfolders of the given folders")
    .option("--json", "print a machine-readable report")
    .addOption(pathsOption())
    .action(async (paths: string[], options: { recursive?: boolean; json?: boolean; paths: PathPolicy }) => {
      const { validateCommand } = await import("../commands/validate.ts");
      end(await validateCommand(paths, options, io));
    });
}

/** `desktest schema`: print the task JSON Schema. */
export function addSchemaCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("schema")
    .description("print the task JSON Schema (schema v1.0)")
    .option("--out <file>", "write it to a file instead")
    .action(async (options: { out?: string }) => {
      const { schemaCommand } = await import("../commands/schema.ts");
      end(await schemaCommand(options, io));
    });
}

/** `desktest codify`: a recorded trajectory as a replay script. */
export function addCodifyCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("codify")
    .description("turn a recorded trajectory into a deterministic replay script")
    .argument("<trajectory>", "a trajectory.jsonl")
    .option(
      "--output <py>",
      "where to write the script (default desktest_replay.py, or next to the --overwrite task)",
    )
    .option(
      "--overwrite <task.json>",
      "point this task's replay_script (and replay_screenshots_dir) at the script",
    )
    .option("--steps <list>", "only these steps, e.g. 1,3,5-8")
    .option("--with-screenshots", "assert each step's starting screen against the recorded screenshot")
    .option("--threshold <0..1>", "similarity a visual assertion needs (default 0.95)")
    .option("--delay <secs>", "pause between steps (default 0.5)")
    .action(async (trajectory: string, options: CodifyOptions) => {
      const { codifyCommand } = await import("../commands/codify.ts");
      end(await codifyCommand(trajectory, options, io));
    });
}
