import type { Command } from "commander";
import type { AgentCliOptions } from "../agent-setup.ts";
import type { InteractiveOptions } from "../commands/interactive.ts";
import type { RecordOptions } from "../commands/record.ts";
import type { RunCommandOptions } from "../commands/run.ts";
import type { SuiteCommandOptions } from "../commands/suite.ts";
import { addSuiteOptions } from "../suite-options.ts";
import type { CommandContext } from "./command-context.ts";
import { withOsworldCache, withRunOptions } from "./run-options.ts";

/** `desktest run`: one task in a fresh desktop. */
export function addRunCommand(program: Command, { io, end }: CommandContext): void {
  withRunOptions(program.command("run"))
    .description("run one task in a fresh desktop and report its verdict")
    .argument("<task>", "a task file")
    .option(
      "--retries-on-failure <n>",
      "agent runs: run the task again after it failed a check, up to n more times (fail then pass: flaky)",
      "0",
    )
    .action(async (task: string, options: RunCommandOptions, command: Command) => {
      const { runCommand } = await import("../commands/run.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      end(await runCommand(task, { ...options, resolutionGiven }, withOsworldCache(io, options)));
    });
}

/** `desktest suite`: many tasks in parallel desktops, with the suite reports. */
export function addSuiteCommand(program: Command, { io, end }: CommandContext): void {
  addSuiteOptions(withRunOptions(program.command("suite")))
    .description("run many tasks in parallel desktops and write the suite reports")
    .argument("<paths...>", "task files, folders (their *.json) or globs")
    .action(async (paths: string[], options: SuiteCommandOptions & AgentCliOptions, command: Command) => {
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      const warn = (line: string) => io.stderr(`warning: ${line}\n`);
      const suiteIo = withOsworldCache(io, options);
      const [{ agentSetup }, { suiteCommand }] = await Promise.all([
        import("../agent-setup.ts"),
        import("../commands/suite.ts"),
      ]);
      const setup = await agentSetup({ ...options, resolutionGiven }, suiteIo, warn);
      if (!options.replay && !options.heal) setup.agent(); // a missing API key stops the suite before anything runs (exit 2)
      const resolution = `${setup.width}x${setup.height}`;
      end(
        await suiteCommand(paths, { ...options, resolution }, suiteIo, {
          agent: setup.agent,
          apiKeys: setup.apiKeys,
        }),
      );
    });
}

/** `desktest interactive`: a task's desktop to watch, the agent step by step. */
export function addInteractiveCommand(program: Command, { io, end }: CommandContext): void {
  withRunOptions(program.command("interactive"))
    .description(
      "start a task's desktop (deploy, setup, launch), say how to watch it, and wait; --step runs the agent one step per Enter",
    )
    .argument("<task>", "a task file")
    .option("--step", "run the agent one step per Enter ('q' stops, writing results and artifacts)")
    .action(async (task: string, options: InteractiveOptions, command: Command) => {
      const { interactiveCommand } = await import("../commands/interactive.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      end(await interactiveCommand(task, { ...options, resolutionGiven }, withOsworldCache(io, options)));
    });
}

/** `desktest record`: record a test by doing it. */
export function addRecordCommand(program: Command, { io, end }: CommandContext): void {
  withRunOptions(program.command("record"))
    .description(
      "record a test by doing it: the task's desktop in your browser, what you do recorded and codified into its replay script",
    )
    .argument("<task>", "a task file")
    .option("--overwrite", "point the task's replay_script at the script written")
    .option("--with-screenshots", "assert each step's starting screen against the recorded one")
    .option("--threshold <0..1>", "similarity a visual assertion needs (default 0.95)")
    .option(
      "--script <py>",
      "where the replay script goes (default: codify's; with --overwrite, beside the task)",
    )
    .option(
      "--recording-dir <dir>",
      "where the recording is kept (default recordings/<task id>/ beside the task)",
    )
    .option("--no-open", "do not open the live view in a browser")
    .action(async (task: string, options: RecordOptions) => {
      const { recordCommand } = await import("../commands/record.ts");
      end(await recordCommand(task, options, withOsworldCache(io, options)));
    });
}

/** `desktest attach`: one task against a desktop container that is already running. */
export function addAttachCommand(program: Command, { io, end }: CommandContext): void {
  withRunOptions(program.command("attach"))
    .description("run one task against an existing desktop container, leaving it running")
    .argument("<task>", "a task file")
    .requiredOption("--container <id|name>", "the running desktop container")
    .action(async (task: string, options: RunCommandOptions, command: Command) => {
      const { runCommand } = await import("../commands/run.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      end(await runCommand(task, { ...options, resolutionGiven }, withOsworldCache(io, options)));
    });
}
