import type { Command } from "commander";
import { collect } from "./option-parsers.ts";

/** The suite's own options, after the run options (`withRunOptions`) in program.ts. */
export function addSuiteOptions(command: Command): Command {
  return command
    .option("-r, --recursive", "include subfolders of the given folders")
    .option(
      "--filter <pattern>",
      "only tasks whose id contains this, or matches it as a glob with * ? [] (repeatable)",
      collect,
      [],
    )
    .option("--concurrency <n>", "desktops at once (default: CPUs, as free memory allows at 1.5 GiB each)")
    .option("--shard <i/n>", "run only the i-th of n shards (the same partition on every runner)")
    .option(
      "--timings <file>",
      "balance shards by recorded durations: an earlier report.json, suite-results.json or {id: ms} (repeatable)",
      collect,
      [],
    )
    .option("--retries <n>", "run a task again after an infrastructure error, up to n more times", "0")
    .option(
      "--retries-on-failure <n>",
      "agent runs: run a task that failed a check again, up to n more times (fail then pass: flaky)",
      "0",
    )
    .option("--fail-fast", "start no more tasks after the first that does not pass")
    .option(
      "--progress <mode>",
      "auto (live view on a terminal, plain lines otherwise), live or plain",
      "auto",
    );
}
