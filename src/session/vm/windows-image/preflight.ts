import { execFile } from "node:child_process";
import { constants, existsSync } from "node:fs";
import { access, readdir, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ConfigError, isDesktestError } from "../../../errors/desktest-error.ts";
import { findUefiFirmware, type UefiFirmware } from "../firmware.ts";
import { ISO_TOOLS, type IsoTool } from "./iso-image.ts";
import { parsePythonInstaller, type PythonInstaller } from "./python-installer.ts";
import { sidecarPaths } from "./image-sidecar.ts";

const run = promisify(execFile);

/** What `init-windows` is given (paths resolved). */
export interface InitWindowsInputs {
  windowsIso: string;
  virtioIso: string;
  pythonInstaller: string;
  /** Ready wheels; else pip builds them (and must be there). */
  wheelhouse?: string;
  requirements: string;
  output: string;
  /** The qcow2's virtual size in qemu-img's notation (`64G`); the image never grows beyond it. */
  diskSize?: string;
}

/** What the checks look at on this machine (a double in tests). */
export interface InitWindowsProbe {
  which(name: string): Promise<string | undefined>;
  /** What is at `file`: a readable file, a folder, something unreadable, or nothing. */
  kind(file: string): Promise<"file" | "dir" | "unreadable" | "missing">;
  list(dir: string): Promise<string[]>;
  writable(dir: string): Promise<boolean>;
  freeBytes(dir: string): Promise<number>;
  firmware(): UefiFirmware;
  hasPip(): Promise<boolean>;
}

export interface InitWindowsReady {
  isoTool: IsoTool;
  firmware: UefiFirmware;
  python: PythonInstaller;
}

/** Free space asked for where the image goes: the qcow2 is sparse, but an installed Windows fills 20–30 GB. */
export const MIN_FREE_BYTES = 30 * 1024 ** 3;

const SIZE_UNITS: Record<string, number> = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };

/** Bytes in a qemu-img size (`512M`, `64G`, `1T`, plain bytes); undefined when it is not one. */
export function qemuSizeBytes(text: string): number | undefined {
  const match = /^(\d+)([KMGT]?)$/i.exec(text.trim());
  return match ? Number(match[1]) * SIZE_UNITS[match[2]!.toUpperCase()]! : undefined;
}

/** The room an image needs: an installed Windows, or the whole disk when the disk is smaller. */
export function freeBytesNeeded(diskSize: string | undefined): number {
  const disk = diskSize === undefined ? undefined : qemuSizeBytes(diskSize);
  return disk === undefined ? MIN_FREE_BYTES : Math.min(disk, MIN_FREE_BYTES);
}

/** The tools and the Debian package each comes in. */
const TOOLS = [
  { name: "qemu-system-x86_64", apt: "qemu-system-x86", what: "runs the VM" },
  { name: "qemu-img", apt: "qemu-utils", what: "makes the qcow2 disk" },
  { name: "swtpm", apt: "swtpm", what: "the software TPM 2.0 Windows 11 needs" },
] as const;

/**
 * Everything `init-windows` needs, checked before anything is made: the inputs exist and are readable,
 * the output (and its sidecar and variables) do not exist yet, the tools and the firmware are installed,
 * and there is room. Every problem is collected, each with its fix, into one ConfigError.
 */
export async function checkInitWindows(
  inputs: InitWindowsInputs,
  probe: InitWindowsProbe = hostInitWindowsProbe(),
): Promise<InitWindowsReady> {
  const problems: { what: string; fix: string }[] = [];
  const needFile = async (file: string, flag: string, fix: string) => {
    const kind = await probe.kind(file);
    if (kind === "missing") problems.push({ what: `${flag} ${file} does not exist`, fix });
    else if (kind === "dir") problems.push({ what: `${flag} ${file} is a folder, not a file`, fix });
    else if (kind === "unreadable")
      problems.push({
        what: `${flag} ${file} cannot be read by this user`,
        fix: "make it readable (chmod a+r)",
      });
  };

  await needFile(
    inputs.windowsIso,
    "--windows-iso",
    "pass a Windows 11 (or 10) x64 installation ISO, e.g. from Microsoft's download page",
  );
  await needFile(
    inputs.virtioIso,
    "--virtio-iso",
    "pass the virtio-win drivers ISO (virtio-win.iso, the stable build from the Fedora project)",
  );
  await needFile(
    inputs.pythonInstaller,
    "--python-installer",
    "pass python.org's 64-bit Windows installer, e.g. python-3.12.8-amd64.exe",
  );
  let python: PythonInstaller | undefined;
  try {
    python = parsePythonInstaller(inputs.pythonInstaller);
  } catch (error) {
    if (!isDesktestError(error)) throw error;
    problems.push({ what: error.message, fix: error.hint ?? "" });
  }
  await needFile(
    inputs.requirements,
    "the requirements file",
    "pass --requirements <file> (the guest agent's Windows packages, pinned)",
  );
  if (inputs.wheelhouse) {
    const kind = await probe.kind(inputs.wheelhouse);
    const wheels =
      kind === "dir" ? (await probe.list(inputs.wheelhouse)).filter((name) => name.endsWith(".whl")) : [];
    if (wheels.length === 0)
      problems.push({
        what: `--wheelhouse ${inputs.wheelhouse} ${kind === "dir" ? "holds no .whl files" : "is not a readable folder"}`,
        fix: "pass a folder of win_amd64 / pure-Python wheels for the requirements, or leave --wheelhouse out to have pip fetch them",
      });
  } else if (!(await probe.hasPip())) {
    problems.push({
      what: "python3 has no pip, which fetches the guest's Windows wheels",
      fix: "sudo apt-get install python3-pip, or pass --wheelhouse <dir> with the wheels",
    });
  }

  const outputs = [inputs.output, ...Object.values(sidecarPaths(inputs.output))];
  for (const file of outputs)
    if ((await probe.kind(file)) !== "missing")
      problems.push({
        what: `${file} already exists (init-windows never overwrites)`,
        fix: "remove it, or pass another --output",
      });
  const dir = path.dirname(inputs.output);
  if ((await probe.kind(dir)) !== "dir") {
    problems.push({ what: `the output folder ${dir} does not exist`, fix: `mkdir -p ${dir}` });
  } else if (!(await probe.writable(dir))) {
    problems.push({
      what: `the output folder ${dir} is not writable by this user`,
      fix: "pass an --output in a folder you can write",
    });
  } else {
    const free = await probe.freeBytes(dir);
    const needed = freeBytesNeeded(inputs.diskSize);
    if (free < needed)
      problems.push({
        what: `${dir} has ${gib(free)} free; an installed Windows needs about ${gib(needed)} (the qcow2 is sparse and grows up to --disk-size)`,
        fix: "free some space, or pass an --output on a larger disk",
      });
  }

  for (const tool of TOOLS)
    if (!(await probe.which(tool.name)))
      problems.push({
        what: `${tool.name} (${tool.what}) is not installed`,
        fix: `sudo apt-get install ${tool.apt}`,
      });
  let isoTool: IsoTool | undefined;
  for (const tool of ISO_TOOLS) if (!isoTool && (await probe.which(tool))) isoTool = tool;
  if (!isoTool)
    problems.push({
      what: "neither xorriso nor genisoimage (to write the provisioning disc) is installed",
      fix: "sudo apt-get install xorriso",
    });
  let firmware: UefiFirmware | undefined;
  try {
    firmware = probe.firmware();
  } catch (error) {
    problems.push({
      what: error instanceof Error ? error.message : String(error),
      fix: (isDesktestError(error) && error.hint) || "sudo apt-get install ovmf",
    });
  }

  if (problems.length > 0 || !isoTool || !firmware || !python)
    throw new ConfigError(
      [
        `init-windows cannot start: ${problems.length} problem(s)`,
        ...problems.map((problem) => `  - ${problem.what}\n    fix: ${problem.fix}`),
      ].join("\n"),
    );
  return { isoTool, firmware, python };
}

function gib(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}

export function hostInitWindowsProbe(env: NodeJS.ProcessEnv = process.env): InitWindowsProbe {
  return {
    async which(name) {
      for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
        const candidate = path.join(dir, name);
        if (
          await access(candidate, constants.X_OK).then(
            () => true,
            () => false,
          )
        )
          return candidate;
      }
      return undefined;
    },
    async kind(file) {
      if (!existsSync(file)) return "missing";
      const info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) return "dir";
      return access(file, constants.R_OK).then(
        () => "file" as const,
        () => "unreadable" as const,
      );
    },
    list: (dir) => readdir(dir).catch(() => []),
    writable: (dir) =>
      access(dir, constants.W_OK).then(
        () => true,
        () => false,
      ),
    async freeBytes(dir) {
      const info = await statfs(dir);
      return info.bavail * info.bsize;
    },
    firmware: () => findUefiFirmware(env),
    hasPip: () =>
      run("python3", ["-m", "pip", "--version"]).then(
        () => true,
        () => false,
      ),
  };
}
