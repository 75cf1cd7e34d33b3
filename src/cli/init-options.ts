import { Option, type Command } from "commander";
import type { AppType, EvaluatorMode } from "../task/model.ts";
import { collect } from "./option-parsers.ts";

/** The app types `desktest init` scaffolds: every type but vnc_attach (an existing desktop, for `attach`). */
export const INIT_APP_TYPES = [
  "appimage",
  "folder",
  "docker_image",
  "macos_tart",
  "macos_native",
  "windows_vm",
  "windows_native",
] as const satisfies readonly AppType[];
export type InitAppType = (typeof INIT_APP_TYPES)[number];
// A new app type in the model must be added above (or to this exclusion) before this compiles.
const everyAppType: Exclude<AppType, InitAppType | "vnc_attach"> extends never ? true : never = true;
void everyAppType;

export const EVALUATOR_MODES = ["llm", "hybrid", "programmatic"] as const satisfies readonly EvaluatorMode[];

/** What `desktest init` takes from the command line: one flag per question it would ask. */
export interface InitOptions {
  yes?: boolean;
  force?: boolean;
  appType?: InitAppType;
  id?: string;
  instruction?: string;
  completionCondition?: string;
  path?: string;
  dir?: string;
  entrypoint?: string;
  electron?: boolean;
  image?: string;
  entrypointCmd?: string;
  baseImage?: string;
  bundleId?: string;
  appPath?: string;
  launchCmd?: string;
  installerCmd?: string;
  evaluator?: EvaluatorMode;
  metric: string[];
  timeout?: string;
  maxSteps?: string;
}

/** `desktest init`'s options, registered in program.ts. */
export function addInitOptions(command: Command): Command {
  return command
    .option("-y, --yes", "ask nothing: take the default of every question a flag does not answer")
    .option("--force", "replace the file if it exists (without it, init asks, or refuses when it cannot ask)")
    .addOption(new Option("--app-type <type>", "how the app is deployed").choices(INIT_APP_TYPES))
    .option("--id <id>", "the task's id (default: the file's name)")
    .option("--instruction <text>", "what the agent should do")
    .option("--completion-condition <text>", "when the task is done, in words the agent reads")
    .option("--path <file>", "appimage: the AppImage file, relative to the task file")
    .option("--dir <folder>", "folder: the app's folder, relative to the task file")
    .option("--entrypoint <script>", "folder: the script in it that starts the app")
    .option("--electron", "appimage, folder, macos_tart: the app is an Electron app")
    .option("--image <name>", "docker_image: the Docker image with the app")
    .option("--entrypoint-cmd <command>", "docker_image: the command that starts the app in it")
    .option("--base-image <image>", "macos_tart: the prepared Tart image; windows_vm: the qcow2 base image")
    .option("--bundle-id <id>", "macos_tart, macos_native: the app's bundle identifier")
    .option("--app-path <path>", "macos_*, windows_*: the app to deploy or start")
    .option("--launch-cmd <command>", "macos_tart, windows_*: the command that starts the app")
    .option("--installer-cmd <command>", "windows_vm: a command that installs the app first")
    .addOption(
      new Option(
        "--evaluator <mode>",
        "llm: the agent's verdict; hybrid: the verdict and the checks; programmatic: the checks alone",
      ).choices(EVALUATOR_MODES),
    )
    .option(
      "--metric <json>",
      'a check, as the task file writes it, e.g. \'{"type":"file_exists","path":"/home/tester/out.txt"}\' (repeatable)',
      collect,
      [],
    )
    .option("--timeout <secs>", "the task's time limit (default 300)")
    .option("--max-steps <n>", "the agent's step limit (default 15)");
}
