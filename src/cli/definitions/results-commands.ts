import type { Command } from "commander";
import type { LogsOptions } from "../commands/logs.ts";
import type { MonitorCommandOptions } from "../commands/monitor.ts";
import type { ReviewOptions } from "../commands/review.ts";
import { parseStepNumber } from "../option-parsers.ts";
import type { CommandContext } from "./command-context.ts";

/** `desktest monitor`: a live view of the runs other processes write into a folder. */
export function addMonitorCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("monitor")
    .description("a live view of runs that other processes write into a folder, as they appear")
    .requiredOption("--watch <dir>", "the artifacts folder to watch (created when missing)")
    .option(
      "--monitor-bind <address:port>",
      "where the live view listens (default 127.0.0.1:7860, the next free port up to +10; 0 = any free port)",
    )
    .action(async (options: MonitorCommandOptions) => {
      const { monitorCommand } = await import("../commands/monitor.ts");
      end(await monitorCommand(options, io));
    });
}

/** `desktest logs`: the trajectory of a run. */
export function addLogsCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("logs")
    .description("print the trajectory of a run")
    .argument("<artifacts_dir>", "the run's artifacts folder (with trajectory.jsonl)")
    .option("--brief", "one line per step")
    .option("--summary", "a status table of the steps")
    .option("--failures", "only the steps that did not succeed")
    .option("--json", "machine-readable output")
    .addOption(
      program.createOption("--step <n>", "only this step").argParser(parseStepNumber).conflicts("steps"),
    )
    .option("--steps <list>", "only these steps, e.g. 1,3,5-8")
    .action(async (artifactsDir: string, options: LogsOptions) => {
      const { logsCommand } = await import("../commands/logs.ts");
      end(await logsCommand(artifactsDir, options, io));
    });
}

/** `desktest review`: a page to review a run. */
export function addReviewCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("review")
    .description("write a self-contained HTML page to review a run")
    .argument("<artifacts_dir>", "the run's artifacts folder (with trajectory.jsonl)")
    .option("--output <html>", "where to write the page", "desktest_review.html")
    .option("--no-open", "do not open the page in a browser")
    .action(async (artifactsDir: string, options: ReviewOptions) => {
      const { reviewCommand } = await import("../commands/review.ts");
      end(await reviewCommand(artifactsDir, options, io));
    });
}
