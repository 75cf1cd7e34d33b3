import path from "node:path";
import { Argument, CommanderError, Option, type Command } from "commander";
import pc from "picocolors";
import { isDesktestError } from "../errors/desktest-error.ts";
import { ExitCode, exitCodeForError } from "../errors/exit-code.ts";
import type { AgentCliOptions } from "./agent-setup.ts";
import type { CodifyOptions } from "./commands/codify.ts";
import type { DoctorOptions } from "./commands/doctor.ts";
import type { Shell } from "./commands/completions.ts";
import type { InitMacosOptions } from "./commands/init-macos.ts";
import type { InteractiveOptions } from "./commands/interactive.ts";
import type { RecordOptions } from "./commands/record.ts";
import type { InitWindowsOptions } from "./commands/init-windows.ts";
import type { LogsOptions } from "./commands/logs.ts";
import type { MonitorCommandOptions } from "./commands/monitor.ts";
import type { ReviewOptions } from "./commands/review.ts";
import type { RunCommandOptions } from "./commands/run.ts";
import type { SuiteCommandOptions } from "./commands/suite.ts";
import type { CliIO } from "./io.ts";
import { collect, parseStepNumber } from "./option-parsers.ts";
import { Program, soleCommand } from "./sole-command.ts";
import { addSuiteOptions } from "./suite-options.ts";
import { addInitOptions, type InitOptions } from "./init-options.ts";
import { VERSION } from "../version.ts";
import { PATH_POLICIES, type PathPolicy } from "../task/path-policy-names.ts";
import { BACKEND_CHOICES } from "../session/backend-choices.ts";

/*
 * The commands are registered here with their arguments and options only; each action imports its
 * command's module when it runs, so `desktest validate` loads the validator and nothing of Docker, the
 * agent or the reports (the bundle keeps each command in chunks of its own).
 */

/** `--osworld-cache` reaches the OSWorld runner through DESKTEST_OSWORLD_CACHE (before any folders already set there). */
function withOsworldCache(io: CliIO, options: { osworldCache?: string[] }): CliIO {
  const dirs = options.osworldCache ?? [];
  if (dirs.length === 0) return io;
  const existing = io.env.DESKTEST_OSWORLD_CACHE ? [io.env.DESKTEST_OSWORLD_CACHE] : [];
  return {
    ...io,
    env: {
      ...io.env,
      DESKTEST_OSWORLD_CACHE: [...dirs.map((d) => path.resolve(io.cwd, d)), ...existing].join(path.delimiter),
    },
  };
}

/**
 * Run the CLI with these arguments (without `node` and the script) and return the exit code.
 * This is the one place where errors become exit codes.
 */
/** `--paths any|repository` (see PathPolicy). */
const pathsOption = () =>
  new Option(
    "--paths <policy>",
    "which host files tasks may name: repository (only inside the working directory, symlinks followed), or any (for trusted tasks)",
  )
    .choices(PATH_POLICIES)
    .default("repository");

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

  addInitOptions(
    program
      .command("init")
      .description("write a new task file: asks for the app, the instruction and how it is judged")
      .argument("[file]", "the task file to write", "task.json"),
  ).action(async (file: string, options: InitOptions) => {
    const { initCommand } = await import("./commands/init.ts");
    exitCode = await initCommand(file, options, io);
  });

  program
    .command("validate")
    .description("check task files against the schema and the task rules")
    .argument("<paths...>", "task files, folders (their *.json) or globs")
    .option("-r, --recursive", "include subfolders of the given folders")
    .option("--json", "print a machine-readable report")
    .addOption(pathsOption())
    .action(async (paths: string[], options: { recursive?: boolean; json?: boolean; paths: PathPolicy }) => {
      const { validateCommand } = await import("./commands/validate.ts");
      exitCode = await validateCommand(paths, options, io);
    });

  program
    .command("schema")
    .description("print the task JSON Schema (schema v1.0)")
    .option("--out <file>", "write it to a file instead")
    .action(async (options: { out?: string }) => {
      const { schemaCommand } = await import("./commands/schema.ts");
      exitCode = await schemaCommand(options, io);
    });

  const withRunOptions = (command: Command) =>
    command
      .option("--output <dir>", "where results.json goes", "./test-results")
      .option("--artifacts-dir <dir>", "where screenshots, trajectory and logs go", "./desktest_artifacts")
      .option("--no-artifacts", "skip collecting the home folder and logs after the run")
      .option("--artifacts-timeout <secs>", "bound on artifact collection (0 = unlimited)", "120")
      .option(
        "--artifacts-exclude <glob>",
        "leave out of the collected home folder (repeatable; 'none' = no defaults)",
        collect,
        [],
      )
      .option("--resolution <720p|1080p|WxH>", "screen size of the desktop", "1920x1080")
      .option("--record", "record the screen to recording.mp4")
      .option("--replay", "run the task's codified replay_script instead of the agent (no LLM)")
      .option("--no-network", "give the desktop no network")
      .addOption(pathsOption())
      .addOption(
        new Option(
          "--backend <backend>",
          "where Linux desktops run: docker, vm (QEMU; folder and AppImage apps), or host (this machine's own desktop, one task at a time)",
        )
          .choices(BACKEND_CHOICES)
          .default("docker"),
      )
      .option(
        "--ssh <user@host[:port]>",
        "run on the desktop of another machine, through ssh (host keys checked; one task at a time)",
      )
      .option("--ssh-key <file>", "the private key for --ssh (default: ssh's agent and keys)")
      .option(
        "--ssh-known-hosts <file>",
        "check the --ssh host's key against this file (default ~/.ssh/known_hosts)",
      )
      .option(
        "--ssh-env <NAME=value>",
        "a variable for the desktop's agent over --ssh, e.g. DISPLAY=:0 (repeatable)",
        collect,
        [],
      )
      .option("--image <name>", "use this prebuilt desktop image instead of building docker/")
      .option("-q, --quiet", "no progress lines")
      .option("--debug", "also show the desktop's guest agent diagnostics")
      .option(
        "--osworld-cache <dir>",
        "files OSWorld tasks download, offline (repeatable; see docs/osworld.md)",
        collect,
        [],
      )
      .option(
        "--provider <name>",
        "LLM provider: anthropic, openai, openrouter, cerebras, gemini, custom, claude-cli, codex-cli (default anthropic)",
      )
      .option("--model <id>", "model id (default per provider)")
      .option("--api-key <key>", "API key (default: the provider's environment variable, then LLM_API_KEY)")
      .option("--llm-max-retries <n>", "retries of a failed LLM call (default 5)")
      .option("--with-bash", "let the agent run bash blocks for debugging")
      .option("--qa", "report application bugs to bugs/ (implies --with-bash)")
      .option("--verbose", "keep the model's raw replies in trajectory.jsonl")
      .option("--settle-cap <ms>", "longest wait for the screen to settle after an action (default 3000)")
      .option(
        "--config <file>",
        "a desktest config file (provider, model, api_base_url, display size, Slack)",
      )
      .option(
        "--monitor",
        "serve a live view of the run (steps, screens, verdict, the desktop) on 127.0.0.1:7860",
      )
      .option(
        "--monitor-bind <address:port>",
        "where the live view listens (implies --monitor; default 127.0.0.1:7860, the next free port up to +10; 0 = any free port)",
      )
      .option(
        "--monitor-interactive",
        "let the live view's page use the desktop (read-only otherwise; implies --monitor)",
      );

  withRunOptions(program.command("run"))
    .description("run one task in a fresh desktop and report its verdict")
    .argument("<task>", "a task file")
    .option(
      "--retries-on-failure <n>",
      "agent runs: run the task again after it failed a check, up to n more times (fail then pass: flaky)",
      "0",
    )
    .action(async (task: string, options: RunCommandOptions, command: Command) => {
      const { runCommand } = await import("./commands/run.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      exitCode = await runCommand(task, { ...options, resolutionGiven }, withOsworldCache(io, options));
    });

  addSuiteOptions(withRunOptions(program.command("suite")))
    .description("run many tasks in parallel desktops and write the suite reports")
    .argument("<paths...>", "task files, folders (their *.json) or globs")
    .action(async (paths: string[], options: SuiteCommandOptions & AgentCliOptions, command: Command) => {
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      const warn = (line: string) => io.stderr(`warning: ${line}\n`);
      const suiteIo = withOsworldCache(io, options);
      const [{ agentSetup }, { suiteCommand }] = await Promise.all([
        import("./agent-setup.ts"),
        import("./commands/suite.ts"),
      ]);
      const setup = await agentSetup({ ...options, resolutionGiven }, suiteIo, warn);
      if (!options.replay) setup.agent(); // a missing API key stops the suite before anything runs (exit 2)
      const resolution = `${setup.width}x${setup.height}`;
      exitCode = await suiteCommand(paths, { ...options, resolution }, suiteIo, {
        agent: setup.agent,
        apiKeys: setup.apiKeys,
      });
    });

  withRunOptions(program.command("interactive"))
    .description(
      "start a task's desktop (deploy, setup, launch), say how to watch it, and wait; --step runs the agent one step per Enter",
    )
    .argument("<task>", "a task file")
    .option("--step", "run the agent one step per Enter ('q' stops, writing results and artifacts)")
    .action(async (task: string, options: InteractiveOptions, command: Command) => {
      const { interactiveCommand } = await import("./commands/interactive.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      exitCode = await interactiveCommand(
        task,
        { ...options, resolutionGiven },
        withOsworldCache(io, options),
      );
    });

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
      const { recordCommand } = await import("./commands/record.ts");
      exitCode = await recordCommand(task, options, withOsworldCache(io, options));
    });

  withRunOptions(program.command("attach"))
    .description("run one task against an existing desktop container, leaving it running")
    .argument("<task>", "a task file")
    .requiredOption("--container <id|name>", "the running desktop container")
    .action(async (task: string, options: RunCommandOptions, command: Command) => {
      const { runCommand } = await import("./commands/run.ts");
      const resolutionGiven = command.getOptionValueSource("resolution") !== "default";
      exitCode = await runCommand(task, { ...options, resolutionGiven }, withOsworldCache(io, options));
    });

  program
    .command("doctor")
    .description(
      "what this machine has for each kind of desktop (Docker, QEMU, KVM, Tart), and with tasks what they need of it (images, memory and disk for the desktops at once, the API key), each missing piece with its fix",
    )
    .argument("[tasks...]", "task files, folders (their *.json) or globs to check this machine for")
    .option("--json", "machine-readable output")
    .option(
      "--config <file>",
      "a desktest config file (provider, model, api_key; its tls_ca_bundle is shown with the network settings)",
    )
    .option("-r, --recursive", "include subfolders of the given folders")
    .addOption(
      new Option(
        "--backend <backend>",
        "where the tasks' Linux desktops would run (as run and suite take it)",
      )
        .choices(BACKEND_CHOICES)
        .default("docker"),
    )
    .option("--image <name>", "the prebuilt desktop image the tasks would run in")
    .option("--concurrency <n>", "desktops at once (default: as suite chooses)")
    .option(
      "--provider <name>",
      "the LLM provider whose API key to look for (default: the config file's, or anthropic)",
    )
    .option("--model <id>", "the model the agent would use")
    .option("--replay", "the tasks would run their codified replays: no API key needed")
    .option("--artifacts-dir <dir>", "where the run would write artifacts", "./desktest_artifacts")
    .option("--output <dir>", "where the run would write results", "./test-results")
    .action(async (tasks: string[], options: DoctorOptions) => {
      const { doctorCommand } = await import("./commands/doctor.ts");
      exitCode = await doctorCommand(tasks, options, io);
    });

  program
    .command("init-windows")
    .description(
      "make a Windows base image for windows_vm tasks, unattended: install Windows in QEMU, provision the guest agent, check it answers",
    )
    .requiredOption("--windows-iso <file>", "a Windows 11 (or 10) x64 installation ISO")
    .requiredOption("--virtio-iso <file>", "the virtio-win drivers ISO")
    .requiredOption(
      "--python-installer <file>",
      "python.org's Windows installer, e.g. python-3.12.8-amd64.exe",
    )
    .option("--wheelhouse <dir>", "the guest's Windows wheels (default: fetched with pip)")
    .option(
      "--requirements <file>",
      "the guest's Python packages (default docker/guest/requirements-windows.txt)",
    )
    .option("--output <file>", "the image to write (never overwritten)", "desktest-windows.qcow2")
    .option("--disk-size <size>", "the disk's size (a sparse qcow2)", "64G")
    .option("--memory <size>", "the VM's memory", "4G")
    .option("--cpus <n>", "the VM's CPUs", "4")
    .addOption(
      new Option("--accel <accel>", "KVM where it works (auto), or force kvm or tcg")
        .choices(["auto", "kvm", "tcg"])
        .default("auto"),
    )
    .option("--resolution <WxH>", "the screen the image is made with", "1280x800")
    .option("--timeout <minutes>", "bound on the install and provisioning", "90")
    .option("--locale <tag>", "Windows' language and locale (the ISO's language)", "en-US")
    .option(
      "--edition <index|name>",
      "which Windows of the ISO: an index, or a name like 'Windows 11 Pro'",
      "1",
    )
    .option("--product-key <key>", "a product key (default: none)")
    .option("--password <password>", "the test user's password (user tester)", "desktest")
    .action(async (options: InitWindowsOptions) => {
      const { initWindowsCommand } = await import("./commands/init-windows.ts");
      exitCode = await initWindowsCommand(options, io);
    });

  program
    .command("init-macos")
    .description(
      "prepare a Tart image for macos_tart tasks: this runner's key, the image's host key, the agent's packages, what permissions can be set",
    )
    .requiredOption(
      "--from <image>",
      "the Tart image to start from, e.g. ghcr.io/cirruslabs/macos-sonoma-base:latest",
    )
    .requiredOption("--to <name>", "the prepared image's name (the tasks' base_image)")
    .option("--user <name>", "the image's user", "admin")
    .option(
      "--password-file <file>",
      "the user's password, for the first login (default: $DESKTEST_MACOS_PASSWORD)",
    )
    .option(
      "--python <path>",
      "the image's Python 3.10+ (default: the first found on the user's PATH, a login shell's, or Homebrew's and python.org's places)",
    )
    .option("--requirements <file>", "the agent's packages (default docker/guest/requirements-macos.txt)")
    .option("--wheelhouse <dir>", "wheels for them (default: macOS wheels fetched with pip here)")
    .option("--env <NAME=value>", "a variable the agent needs in the image (repeatable)", collect, [])
    .option("--force", "replace an image of that name")
    .action(async (options: InitMacosOptions) => {
      const { initMacosCommand } = await import("./commands/init-macos.ts");
      exitCode = await initMacosCommand(options, io);
    });

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
      const { codifyCommand } = await import("./commands/codify.ts");
      exitCode = await codifyCommand(trajectory, options, io);
    });

  program
    .command("monitor")
    .description("a live view of runs that other processes write into a folder, as they appear")
    .requiredOption("--watch <dir>", "the artifacts folder to watch (created when missing)")
    .option(
      "--monitor-bind <address:port>",
      "where the live view listens (default 127.0.0.1:7860, the next free port up to +10; 0 = any free port)",
    )
    .action(async (options: MonitorCommandOptions) => {
      const { monitorCommand } = await import("./commands/monitor.ts");
      exitCode = await monitorCommand(options, io);
    });

  program
    .command("mcp")
    .description(
      "serve desktest to a coding agent over MCP (stdio): validate, run, logs, and open/observe/act on/close a task's desktop",
    )
    .action(async () => {
      const { mcpCommand } = await import("./commands/mcp.ts");
      exitCode = await mcpCommand(io);
    });

  program
    .command("reap")
    .description("remove desktop containers left behind by runs that died")
    .option("--run-id <id>", "remove every desktop of this run, even if its process is alive")
    .action(async (options: { runId?: string }) => {
      const { reapCommand } = await import("./commands/reap.ts");
      exitCode = await reapCommand(options, io);
    });

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
      const { logsCommand } = await import("./commands/logs.ts");
      exitCode = await logsCommand(artifactsDir, options, io);
    });

  program
    .command("review")
    .description("write a self-contained HTML page to review a run")
    .argument("<artifacts_dir>", "the run's artifacts folder (with trajectory.jsonl)")
    .option("--output <html>", "where to write the page", "desktest_review.html")
    .option("--no-open", "do not open the page in a browser")
    .action(async (artifactsDir: string, options: ReviewOptions) => {
      const { reviewCommand } = await import("./commands/review.ts");
      exitCode = await reviewCommand(artifactsDir, options, io);
    });

  program
    .command("completions")
    .description("print a completion script for your shell: bash, zsh or fish")
    .addArgument(new Argument("<shell>", "the shell").choices(["bash", "zsh", "fish"]))
    .addHelpText(
      "after",
      "\nLoad it:\n  bash: source <(desktest completions bash)\n  zsh:  source <(desktest completions zsh)   (after compinit)\n  fish: desktest completions fish | source",
    )
    .action(async (shell: Shell) => {
      const { completionsCommand } = await import("./commands/completions.ts");
      exitCode = completionsCommand(shell, program, io);
    });

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
