import path from "node:path";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { findDockerDir } from "../../session/docker-dir.ts";
import { parseResolution } from "../../session/resolution.ts";
import { backendWith } from "../../session/backends.ts";
import { exitCleanlyOnInterrupt } from "../interrupt.ts";
import type { CliIO } from "../io.ts";
import { selftestAfterInit } from "../selftest/selftest-after-init.ts";

/** The Windows VM backend's image maker (`initWindows`), its request and what it may be given. */
type InitWindows = ReturnType<typeof backendWith<"initWindows">>["initWindows"];
type WindowsImageRequest = Parameters<InitWindows>[0];
type InitWindowsProbe = NonNullable<Parameters<InitWindows>[1]["probe"]>;

export interface InitWindowsOptions {
  windowsIso: string;
  virtioIso: string;
  pythonInstaller: string;
  wheelhouse?: string;
  requirements?: string;
  output: string;
  diskSize: string;
  memory: string;
  cpus: string;
  accel: WindowsImageRequest["accelerator"];
  resolution: string;
  timeout: string;
  locale: string;
  edition: string;
  productKey?: string;
  password: string;
  /** `--no-selftest`: end without checking a desktop of the image. */
  selftest?: boolean;
}

/** The smallest disk Windows 11 installs on with the storage check bypassed (and room for apps). */
const MIN_DISK_GIB = 32;
const MIN_MEMORY_MB = 2048;

/** `64G`, `1T` (qemu-img's suffixes): at least 32 GiB. */
export function parseDiskSize(text: string): string {
  const match = /^(\d+)([GT])$/i.exec(text.trim());
  const gib = match ? Number(match[1]) * (match[2]!.toUpperCase() === "T" ? 1024 : 1) : 0;
  if (!match || gib < MIN_DISK_GIB)
    throw new ConfigError(
      `--disk-size '${text}' is not a size of at least ${MIN_DISK_GIB}G (like 64G or 1T)`,
    );
  return `${match[1]}${match[2]!.toUpperCase()}`;
}

/** `4G`, `4096M` or plain MiB: at least 2 GiB (Windows 11's minimum with the RAM check bypassed). */
export function parseMemoryMb(text: string): number {
  const match = /^(\d+)([MG]?)$/i.exec(text.trim());
  const mb = match ? Number(match[1]) * (match[2]!.toUpperCase() === "G" ? 1024 : 1) : 0;
  if (!match || mb < MIN_MEMORY_MB)
    throw new ConfigError(`--memory '${text}' is not a size of at least 2G (like 4G or 8192M)`);
  return mb;
}

function parseCount(text: string, flag: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${flag} '${text}' is not a whole number from 1 to ${max}`);
  return value;
}

/** `--edition 1` picks install.wim's first image; a name picks it by name ("Windows 11 Pro"). */
export function parseEdition(text: string): { index: number } | { name: string } {
  if (/^\d+$/.test(text.trim())) return { index: parseCount(text.trim(), "--edition", 99) };
  if (!text.trim()) throw new ConfigError("--edition is empty: pass an image index (1) or its name");
  return { name: text.trim() };
}

/** Turn the command's options into a request (paths resolved against `cwd`); ConfigError on a bad value. */
export function initWindowsRequest(
  options: InitWindowsOptions,
  cwd: string,
  guestDir: string,
): WindowsImageRequest {
  const resolve = (file: string) => path.resolve(cwd, file);
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})+$/.test(options.locale))
    throw new ConfigError(`--locale '${options.locale}' is not a Windows language tag like en-US or de-DE`);
  if (options.password.length === 0 || options.password.length > 127)
    throw new ConfigError("--password must be 1 to 127 characters");
  return {
    windowsIso: resolve(options.windowsIso),
    virtioIso: resolve(options.virtioIso),
    pythonInstaller: resolve(options.pythonInstaller),
    ...(options.wheelhouse ? { wheelhouse: resolve(options.wheelhouse) } : {}),
    requirements: options.requirements
      ? resolve(options.requirements)
      : path.join(guestDir, "requirements-windows.txt"),
    guestDir,
    output: resolve(options.output),
    diskSize: parseDiskSize(options.diskSize),
    memoryMb: parseMemoryMb(options.memory),
    cpus: parseCount(options.cpus, "--cpus", 64),
    accelerator: options.accel,
    screen: parseResolution(options.resolution),
    timeoutMs: parseCount(options.timeout, "--timeout", 24 * 60) * 60_000,
    locale: options.locale,
    edition: parseEdition(options.edition),
    ...(options.productKey ? { productKey: options.productKey } : {}),
    password: options.password,
  };
}

/** `desktest init-windows`: make a Windows base image for windows_vm tasks, unattended. */
export async function initWindowsCommand(
  options: InitWindowsOptions,
  io: CliIO,
  deps: { probe?: InitWindowsProbe; guestDir?: string } = {},
): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  const guestDir = deps.guestDir ?? path.join(findDockerDir(), "guest");
  const request = initWindowsRequest(options, io.cwd, guestDir);
  exitCleanlyOnInterrupt(io.stderr);
  const result = await backendWith("initWindows").initWindows(request, {
    log: (line) => io.stderr(c.dim(`${line}\n`)),
    ...(deps.probe ? { probe: deps.probe } : {}),
  });
  io.stdout(
    `${c.green("Windows image ready")}: ${result.image}\n` +
      `  sidecar ${result.sidecarFile} (UEFI, TPM, firmware variables ${result.varsFile})\n` +
      `  agent ${result.sidecar.agent.version} as ${result.sidecar.agent.user}, screen ${result.sidecar.screen.width}x${result.sidecar.screen.height}, Python ${result.sidecar.python}\n` +
      `  use it in a task: "app": { "type": "windows_vm", "base_image": ${JSON.stringify(result.image)} }\n`,
  );
  if (options.selftest === false) return ExitCode.pass;
  return selftestAfterInit(
    { type: "windows_vm", base_image: result.image, launch_cmd: "notepad" },
    request.screen,
    io,
  );
}
