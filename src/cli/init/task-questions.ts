import path from "node:path";
import type { InitAppType, InitOptions } from "../init-options.ts";
import { startScriptIn, type Surroundings } from "./look-around.ts";

/*
 * What `desktest init` asks, as data: for each app type its fields (the question, the flag that answers
 * it, the default), and the checks it can add. The command (commands/init.ts) asks them on a terminal or
 * takes them from the flags; the task validator has the last word on every answer.
 */

/** The instruction `--yes` writes: a smoke test any app can pass, judged by the agent. */
export const DEFAULT_INSTRUCTION =
  "Check that the application has started and its main window is shown and responds, then report whether it does.";

export const APP_TYPE_CHOICES: readonly { value: InitAppType; description: string }[] = [
  { value: "appimage", description: "an AppImage file, run in a Linux desktop" },
  { value: "folder", description: "a folder with a start script, run in a Linux desktop" },
  { value: "docker_image", description: "a Docker image of your own with the app and a desktop" },
  { value: "macos_tart", description: "a macOS app in a Tart VM (Apple silicon)" },
  { value: "macos_native", description: "a macOS app on this Mac's own desktop" },
  { value: "windows_vm", description: "a Windows app in a QEMU VM" },
  { value: "windows_native", description: "a Windows app on this machine's own desktop" },
];

/** The app being described so far: its type and the fields answered. */
export type AppSoFar = { type: InitAppType } & Record<string, string | boolean | undefined>;

export interface Context {
  /** Folder of the task file: relative host paths are relative to it. */
  taskDir: string;
  /** The task file's name as the user gave it. */
  file: string;
  surroundings: Surroundings;
}

export interface AppField {
  /** The property in the task's `app`. */
  key: string;
  /** The flag that answers it, with its value's name (`--dir <folder>`). */
  flag: string;
  /** The InitOptions property the flag fills. */
  option: keyof InitOptions;
  kind: "text" | "yes-no";
  question: string;
  /** What Enter (or --yes) takes, if anything. */
  default?: (context: Context, app: AppSoFar) => string | boolean | undefined;
  /** Why there is no default (said when a default was needed). */
  noDefault?: (context: Context) => string;
  /** May be left out (given the fields answered before it). */
  optional?: (app: AppSoFar) => boolean;
  /** Part of what the task is about: without a terminal, it needs a flag unless --yes takes the default. */
  essential?: boolean;
}

const ELECTRON: AppField = {
  key: "electron",
  flag: "--electron",
  option: "electron",
  kind: "yes-no",
  question: "Is it an Electron app?",
  default: () => false,
};

const macosStart = (app: AppSoFar) => Boolean(app.app_path || app.launch_cmd);
const windowsStart = (app: AppSoFar) => Boolean(app.app_path);

export const APP_FIELDS: Readonly<Record<InitAppType, readonly AppField[]>> = {
  appimage: [
    {
      key: "path",
      flag: "--path <file>",
      option: "path",
      kind: "text",
      question: "AppImage file (relative to the task file)",
      default: (context) => context.surroundings.appImages[0],
      noDefault: (context) => `no *.AppImage file next to ${context.file}`,
      essential: true,
    },
    ELECTRON,
  ],
  folder: [
    {
      key: "dir",
      flag: "--dir <folder>",
      option: "dir",
      kind: "text",
      question: "App folder (relative to the task file)",
      default: (context) => context.surroundings.appFolders[0]?.dir,
      noDefault: (context) =>
        `no folder with a start script (run.sh, start.sh, launch.sh) next to ${context.file}`,
      essential: true,
    },
    {
      key: "entrypoint",
      flag: "--entrypoint <script>",
      option: "entrypoint",
      kind: "text",
      question: "Script in that folder that starts the app",
      default: (context, app) =>
        typeof app.dir === "string"
          ? (startScriptIn(path.resolve(context.taskDir, app.dir)) ?? "run.sh")
          : "run.sh",
      essential: true,
    },
    ELECTRON,
  ],
  docker_image: [
    {
      key: "image",
      flag: "--image <name>",
      option: "image",
      kind: "text",
      question: "Docker image with the app (e.g. my-app:latest)",
      noDefault: () => "an image is yours to name",
      essential: true,
    },
    {
      key: "entrypoint_cmd",
      flag: "--entrypoint-cmd <command>",
      option: "entrypointCmd",
      kind: "text",
      question: "Command that starts the app in it",
      optional: () => true,
    },
  ],
  macos_tart: [
    {
      key: "base_image",
      flag: "--base-image <image>",
      option: "baseImage",
      kind: "text",
      question: "Tart image prepared with desktest init-macos (its --to name)",
      default: (context) => context.surroundings.tartImages[0],
      noDefault: () => "no Tart image prepared with `desktest init-macos` on this machine",
      essential: true,
    },
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to deploy (a .app bundle)",
      optional: () => true,
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "Command that starts the app",
      optional: () => true,
    },
    {
      key: "bundle_id",
      flag: "--bundle-id <id>",
      option: "bundleId",
      kind: "text",
      question: "Bundle identifier of the app",
      default: (_context, app) => (macosStart(app) ? undefined : "com.apple.TextEdit"),
      optional: macosStart,
      essential: true,
    },
    ELECTRON,
  ],
  macos_native: [
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to start (a .app bundle on this Mac)",
      optional: () => true,
    },
    {
      key: "bundle_id",
      flag: "--bundle-id <id>",
      option: "bundleId",
      kind: "text",
      question: "Bundle identifier of the app",
      default: (_context, app) => (app.app_path ? undefined : "com.apple.TextEdit"),
      optional: (app) => Boolean(app.app_path),
      essential: true,
    },
  ],
  windows_vm: [
    {
      key: "base_image",
      flag: "--base-image <image>",
      option: "baseImage",
      kind: "text",
      question: "Windows base image (a qcow2 made by desktest init-windows, relative to the task file)",
      default: (context) => context.surroundings.diskImages[0],
      noDefault: (context) => `no *.qcow2 image next to ${context.file}`,
      essential: true,
    },
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to deploy into the VM (a file here, or a path inside the VM)",
      optional: () => true,
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "PowerShell command that starts the app",
      default: (_context, app) => (windowsStart(app) ? undefined : "notepad.exe"),
      optional: windowsStart,
      essential: true,
    },
    {
      key: "installer_cmd",
      flag: "--installer-cmd <command>",
      option: "installerCmd",
      kind: "text",
      question: "Command that installs the app first",
      optional: () => true,
    },
  ],
  windows_native: [
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to start (an executable on this machine)",
      optional: () => true,
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "PowerShell or cmd command that starts the app",
      default: (_context, app) => (windowsStart(app) ? undefined : "notepad.exe"),
      optional: windowsStart,
      essential: true,
    },
  ],
};

/** Every app flag, with the types that have it (to say where a misplaced one belongs). */
export function appTypesOfOption(option: keyof InitOptions): InitAppType[] {
  return (Object.keys(APP_FIELDS) as InitAppType[]).filter((type) =>
    APP_FIELDS[type].some((field) => field.option === option),
  );
}

/**
 * The app type when no --app-type is given: the only type that has every app flag given (then there is
 * nothing to ask), else what the folder suggests (an AppImage beside the task file: appimage; otherwise
 * folder) among the types that fit.
 */
export function defaultAppType(
  given: readonly (keyof InitOptions)[],
  surroundings: Surroundings,
): { type: InitAppType; certain: boolean } {
  const fitting = (Object.keys(APP_FIELDS) as InitAppType[]).filter((type) =>
    given.every((option) => APP_FIELDS[type].some((field) => field.option === option)),
  );
  if (given.length > 0 && fitting.length === 1) return { type: fitting[0]!, certain: true };
  const suggested: InitAppType =
    surroundings.appImages.length > 0 && surroundings.appFolders.length === 0 ? "appimage" : "folder";
  const type = fitting.includes(suggested) || fitting.length === 0 ? suggested : fitting[0]!;
  return { type, certain: false };
}

/** A check `desktest init` can add, and the questions for its fields. */
export interface MetricKind {
  type: string;
  description: string;
  fields: readonly MetricField[];
}

export type MetricField =
  | { key: string; kind: "text"; question: string; default?: string }
  | { key: string; kind: "choice"; question: string; choices: readonly string[]; default: string }
  | { key: string; kind: "integer"; question: string; default: number; minimum: number }
  /** Written only when yes (the schema's default is no). */
  | { key: string; kind: "yes-no"; question: string; default: false };

export const METRIC_KINDS: readonly MetricKind[] = [
  {
    type: "file_exists",
    description: "a file exists in the desktop (or does not)",
    fields: [
      { key: "path", kind: "text", question: "File in the desktop (e.g. /home/tester/out.txt)" },
      {
        key: "should_not_exist",
        kind: "yes-no",
        question: "Must it be absent instead?",
        default: false,
      },
    ],
  },
  {
    type: "command_output",
    description: "a command in the desktop prints what is expected",
    fields: [
      { key: "command", kind: "text", question: "Command to run in the desktop" },
      { key: "expected", kind: "text", question: "Expected output" },
      {
        key: "match_mode",
        kind: "choice",
        question: "How the output must match",
        choices: ["contains", "equals", "regex"],
        default: "contains",
      },
    ],
  },
  {
    type: "exit_code",
    description: "a command in the desktop ends with the expected exit code",
    fields: [
      { key: "command", kind: "text", question: "Command to run in the desktop" },
      { key: "expected", kind: "integer", question: "Expected exit code", default: 0, minimum: 0 },
    ],
  },
  {
    type: "file_compare",
    description: "a file in the desktop equals a file here",
    fields: [
      { key: "actual_path", kind: "text", question: "File in the desktop" },
      { key: "expected_path", kind: "text", question: "Expected file here (relative to the task file)" },
      {
        key: "compare_mode",
        kind: "choice",
        question: "Comparison",
        choices: ["exact", "normalized"],
        default: "exact",
      },
    ],
  },
  {
    type: "file_compare_semantic",
    description: "a JSON, YAML, XML or CSV file in the desktop means the same as a file here",
    fields: [
      { key: "actual_path", kind: "text", question: "File in the desktop" },
      { key: "expected_path", kind: "text", question: "Expected file here (relative to the task file)" },
      {
        key: "format",
        kind: "choice",
        question: "Format",
        choices: ["json", "yaml", "xml", "csv"],
        default: "json",
      },
    ],
  },
];

/** The task file's id by default: the file's name without its extension. */
export function defaultId(file: string): string {
  return path.basename(file).replace(/\.json$/i, "") || "task";
}
