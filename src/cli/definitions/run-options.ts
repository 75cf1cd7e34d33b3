import path from "node:path";
import { Option, type Command } from "commander";
import { BACKEND_CHOICES } from "../../session/backend-choices.ts";
import { PATH_POLICIES } from "../../task/path-policy-names.ts";
import type { CliIO } from "../io.ts";
import { collect } from "../option-parsers.ts";

/** `--paths any|repository` (see PathPolicy). */
export const pathsOption = (): Option =>
  new Option(
    "--paths <policy>",
    "which host files tasks may name: repository (only inside the working directory, symlinks followed), or any (for trusted tasks)",
  )
    .choices(PATH_POLICIES)
    .default("repository");

/** `--osworld-cache` reaches the OSWorld runner through DESKTEST_OSWORLD_CACHE (before any folders already set there). */
export function withOsworldCache(io: CliIO, options: { osworldCache?: string[] }): CliIO {
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

/** The options of every command that runs a task (run, suite, interactive, record, attach). */
export function withRunOptions(command: Command): Command {
  return command
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
    .option(
      "--heal",
      "with --replay: where a step's check fails or its action raises, the agent takes over that desktop (an LLM only then), and a healed run writes an updated replay",
    )
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
    .option("--config <file>", "a desktest config file (provider, model, api_base_url, display size, Slack)")
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
}
