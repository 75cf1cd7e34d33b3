import { Option, type Command } from "commander";
import { BACKEND_CHOICES } from "../../session/backend-choices.ts";
import type { DoctorOptions } from "../commands/doctor.ts";
import type { InitMacosOptions } from "../commands/init-macos.ts";
import type { InitWindowsOptions } from "../commands/init-windows.ts";
import type { SelftestCommandOptions } from "../commands/selftest.ts";
import { collect } from "../option-parsers.ts";
import type { CommandContext } from "./command-context.ts";

/** `desktest doctor`: what this machine has for each kind of desktop, and what the tasks need of it. */
export function addDoctorCommand(program: Command, { io, end }: CommandContext): void {
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
      const { doctorCommand } = await import("../commands/doctor.ts");
      end(await doctorCommand(tasks, options, io));
    });
}

/** `desktest selftest`: the desktop a task would get, each guest operation of a run checked on it. */
export function addSelftestCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("selftest")
    .description(
      "start the desktop a task would get and check each guest operation of a run on it, timed: screenshot, pointer, typing and the accessibility tree, windows, clipboard, files, permissions, cleanup; each failure with its fix",
    )
    .argument("[task]", "a task file whose desktop to check (default: a bare desktop of --backend or --ssh)")
    .addOption(
      new Option("--backend <backend>", "where a bare (or a folder or AppImage task's) Linux desktop runs")
        .choices(BACKEND_CHOICES)
        .default("docker"),
    )
    .option("--ssh <user@host[:port]>", "check the desktop of another machine, through ssh")
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
    .option("--resolution <720p|1080p|WxH>", "screen size of the desktop", "1920x1080")
    .option("--image <name>", "use this prebuilt desktop image instead of building docker/")
    .option("--no-network", "give the desktop no network")
    .option("--json", "machine-readable output")
    .option("-q, --quiet", "no progress lines")
    .option("--debug", "also show the desktop's guest agent diagnostics")
    .action(async (task: string | undefined, options: SelftestCommandOptions) => {
      const { selftestCommand } = await import("../commands/selftest.ts");
      end(await selftestCommand(task, options, io));
    });
}

/** `desktest init-windows`: a Windows base image for windows_vm tasks. */
export function addInitWindowsCommand(program: Command, { io, end }: CommandContext): void {
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
    .option("--no-selftest", "end without `desktest selftest` on a desktop of the image")
    .action(async (options: InitWindowsOptions) => {
      const { initWindowsCommand } = await import("../commands/init-windows.ts");
      end(await initWindowsCommand(options, io));
    });
}

/** `desktest init-macos`: a prepared Tart image for macos_tart tasks. */
export function addInitMacosCommand(program: Command, { io, end }: CommandContext): void {
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
    .option("--no-selftest", "end without `desktest selftest` on a desktop of the image")
    .action(async (options: InitMacosOptions) => {
      const { initMacosCommand } = await import("../commands/init-macos.ts");
      end(await initMacosCommand(options, io));
    });
}

/** `desktest reap`: remove the desktops of runs that died. */
export function addReapCommand(program: Command, { io, end }: CommandContext): void {
  program
    .command("reap")
    .description("remove desktop containers left behind by runs that died")
    .option("--run-id <id>", "remove every desktop of this run, even if its process is alive")
    .action(async (options: { runId?: string }) => {
      const { reapCommand } = await import("../commands/reap.ts");
      end(await reapCommand(options, io));
    });
}
