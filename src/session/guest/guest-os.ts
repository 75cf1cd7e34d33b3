import { InfraError } from "../../errors/desktest-error.ts";
import { shellQuote } from "../exec-result.ts";

/** The guest's operating system, as its agent's `ping` reports it. */
export type GuestPlatform = "linux" | "windows" | "macos";

/**
 * What differs between guest operating systems for the host: how paths look, which shell a command
 * string runs in (the agent runs it: bash on Linux and macOS, PowerShell on Windows), where the app's
 * output goes, and how a file or an app is opened. Pure: chosen from the agent's hello.
 */
export interface GuestOs {
  platform: GuestPlatform;
  /** Where the app's output goes. */
  appLog: string;
  /** The folder for a run's temporary files. */
  tempDir: string;
  /** The command that starts the guest's Python 3 (the guest agent's language). */
  python: string;
  /** An absolute guest path free of `..`, or an error naming `what`. */
  checkPath(guestPath: string, what: string): string;
  join(...parts: string[]): string;
  basename(guestPath: string): string;
  /** A command string that makes these folders (and their parents). */
  mkdirCommand(folders: string[]): string;
  /** A command string that opens a file or URL (with `app` when given), returning at once. */
  openCommand(target: string, app?: string): string;
  /** A command string that starts a deployed program file. */
  startCommand(file: string): string;
  /** A command string that prints the last lines of a text file (nothing if it is missing). */
  tailCommand(file: string, lines: number): string;
  /** A command string that removes a folder and everything in it (nothing if it is missing). */
  removeCommand(folder: string): string;
}

export function guestPlatformOf(reported: string | undefined): GuestPlatform {
  if (reported === "linux" || reported === "windows" || reported === "macos") return reported;
  throw new InfraError(
    `the guest agent reports the platform '${String(reported)}', which this host does not know (linux, windows, macos)`,
    { hint: "install the guest agent of this desktest version in the image" },
  );
}

/**
 * The guest OS; with `python`, the interpreter the guest agent itself runs on (its hello's `executable`),
 * which is what replays and the agent's helpers must run on too: the first `python3` on a non-login
 * PATH may be another (a Mac's Command Line Tools' 3.9, where init-macos set the agent up on a 3.11).
 */
export function guestOs(platform: GuestPlatform, python?: string): GuestOs {
  const os = platform === "windows" ? WINDOWS : platform === "macos" ? MACOS : LINUX;
  return python ? { ...os, python: consolePython(platform, python) } : os;
}

/** On Windows, an agent started windowless (pythonw.exe) runs replays on its console twin, python.exe. */
function consolePython(platform: GuestPlatform, python: string): string {
  return platform === "windows"
    ? python.replace(/pythonw(\.exe)?$/i, (_m, ext: string | undefined) => `python${ext ?? ""}`)
    : python;
}

/** The characters PowerShell takes for a single quote: ASCII and the typographic ones. */
const SINGLE_QUOTES = /['\u2018\u2019\u201a\u201b]/g;

/**
 * A PowerShell single-quoted literal: nothing inside is expanded (`$`, backticks, spaces stay), and each
 * quote character, typographic ones included, is doubled as the language wants.
 */
export function powershellQuote(text: string): string {
  return `'${text.replace(SINGLE_QUOTES, (quote) => quote + quote)}'`;
}

const posixPaths = {
  checkPath(guestPath: string, what: string): string {
    if (!guestPath.startsWith("/"))
      throw new InfraError(`${what} '${guestPath}' must be an absolute path inside the desktop`);
    if (guestPath.split("/").includes(".."))
      throw new InfraError(`${what} '${guestPath}' must not contain '..'`);
    return guestPath;
  },
  join: (...parts: string[]) =>
    parts
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1"),
  basename: (guestPath: string) => guestPath.replace(/\/+$/, "").split("/").pop() ?? "",
  mkdirCommand: (folders: string[]) => `mkdir -p -- ${folders.map(shellQuote).join(" ")}`,
  tailCommand: (file: string, lines: number) => `tail -n ${lines} -- ${shellQuote(file)} 2>/dev/null`,
  startCommand: (file: string) => `exec ${shellQuote(file)}`,
  removeCommand: (folder: string) => `rm -rf -- ${shellQuote(folder)}`,
};

const LINUX: GuestOs = {
  platform: "linux",
  appLog: "/tmp/app.log",
  tempDir: "/tmp",
  python: "python3",
  ...posixPaths,
  openCommand: (target, app) => `${app ?? "xdg-open"} ${shellQuote(target)}`,
};

const MACOS: GuestOs = {
  platform: "macos",
  appLog: "/tmp/app.log",
  tempDir: "/tmp",
  python: "python3",
  ...posixPaths,
  openCommand: (target, app) =>
    app ? `open -a ${shellQuote(app)} ${shellQuote(target)}` : `open ${shellQuote(target)}`,
};

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/;

const WINDOWS: GuestOs = {
  platform: "windows",
  appLog: "C:\\Temp\\app.log",
  tempDir: "C:\\Temp",
  // python.org's installer with PrependPath=1 (the Windows image's provisioning) puts python.exe on PATH
  python: "python",
  checkPath(guestPath, what) {
    if (!WINDOWS_ABSOLUTE.test(guestPath))
      throw new InfraError(`${what} '${guestPath}' must be an absolute path inside the desktop (C:\\…)`);
    if (guestPath.split(/[\\/]/).includes(".."))
      throw new InfraError(`${what} '${guestPath}' must not contain '..'`);
    return guestPath;
  },
  join: (...parts) =>
    parts
      .join("\\")
      .replaceAll("/", "\\")
      .replace(/\\{2,}/g, "\\")
      .replace(/(.)\\$/, "$1"),
  basename: (guestPath) =>
    guestPath
      .replace(/[\\/]+$/, "")
      .split(/[\\/]/)
      .pop() ?? "",
  mkdirCommand: (folders) =>
    `New-Item -ItemType Directory -Force -Path ${folders.map(powershellQuote).join(",")} | Out-Null`,
  openCommand: (target, app) =>
    app
      ? `Start-Process -FilePath ${powershellQuote(app)} -ArgumentList ${powershellQuote(target)}`
      : `Start-Process -FilePath ${powershellQuote(target)}`,
  startCommand: (file) => `& ${powershellQuote(file)}`,
  tailCommand: (file, lines) =>
    `if (Test-Path -LiteralPath ${powershellQuote(file)}) { Get-Content -LiteralPath ${powershellQuote(file)} -Tail ${lines} }`,
  removeCommand: (folder) =>
    `Remove-Item -LiteralPath ${powershellQuote(folder)} -Recurse -Force -ErrorAction SilentlyContinue`,
};
