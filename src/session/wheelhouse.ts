import { execFile } from "node:child_process";
import { mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ConfigError, InfraError } from "../errors/desktest-error.ts";

const run = promisify(execFile);

/** What pip is asked to fetch wheels for: CPython of this major.minor on a platform (64-bit Windows by default). */
export interface WheelTarget {
  /** e.g. 3.12 */
  pythonMinor: string;
  /** pip's platform tag (default win_amd64; macOS on Apple silicon: macosx_11_0_arm64). */
  platform?: string;
  /** The platform in messages (default Windows). */
  label?: string;
}

const platformOf = (target: WheelTarget) => target.platform ?? "win_amd64";
const labelOf = (target: WheelTarget) => target.label ?? "Windows";

/** Longest a wheelhouse build goes on building source-only packages one by one. */
const MAX_SOURCE_BUILDS = 40;

/**
 * `pip download` of the requirements (and what they need) as Windows wheels for the target Python, also
 * looking in `findLinks` (the wheelhouse itself, where wheels built from sources land).
 */
export function pipDownloadArgs(spec: {
  requirements: string;
  dest: string;
  target: WheelTarget;
  findLinks: string[];
  extra?: string[];
}): string[] {
  return [
    "-m",
    "pip",
    "download",
    "--disable-pip-version-check",
    "--progress-bar",
    "off",
    "--only-binary=:all:",
    "--platform",
    platformOf(spec.target),
    "--python-version",
    spec.target.pythonMinor,
    "--implementation",
    "cp",
    ...spec.findLinks.flatMap((dir) => ["--find-links", dir]),
    ...(spec.extra ?? []),
    "-d",
    spec.dest,
    "-r",
    spec.requirements,
  ];
}

/** `pip wheel` of one package from its source distribution, alone (its dependencies are resolved after). */
export function pipWheelFromSourceArgs(spec: {
  requirement: string;
  dest: string;
  extra?: string[];
}): string[] {
  return [
    "-m",
    "pip",
    "wheel",
    "--disable-pip-version-check",
    "--progress-bar",
    "off",
    "--no-deps",
    "--no-binary",
    requirementName(spec.requirement),
    ...(spec.extra ?? []),
    "-w",
    spec.dest,
    spec.requirement,
  ];
}

/** The requirement pip found no Windows wheel for, from its error output. */
export function missingDistribution(stderr: string): string | undefined {
  return /No matching distribution found for ([^\s;]+)/.exec(stderr)?.[1];
}

/** A requirement's project name, normalised as PEP 503 says (`PyAutoGUI==0.9.54` → `pyautogui`). */
export function requirementName(requirement: string): string {
  const name = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1] ?? requirement;
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** A wheel that runs on any platform (pure Python): the only kind a Linux host can build for Windows. */
export function isPortableWheel(fileName: string): boolean {
  return /-none-any\.whl$/i.test(fileName);
}

/**
 * Fill `dest` with the wheels the requirements need on 64-bit Windows: pip downloads Windows wheels
 * where PyPI has them; a package with sources only (pyautogui and its helpers) is built here into a
 * pure-Python wheel, and the download is tried again with it, until everything resolves. A source
 * package that builds a platform wheel cannot be made here: that is refused with what to do.
 *
 * pip evaluates environment markers for this host, not for Windows: a dependency that only Windows
 * needs (a `sys_platform == "win32"` marker) must be listed in the requirements file itself.
 */
export async function buildWheelhouse(spec: {
  requirements: string;
  dest: string;
  target: WheelTarget;
  python?: string;
  /** More pip options (an index, or --no-index with --find-links for offline builds). */
  pipOptions?: string[];
  log?: (line: string) => void;
}): Promise<{ wheels: string[]; builtFromSource: string[] }> {
  const python = spec.python ?? "python3";
  const log = spec.log ?? (() => undefined);
  const builtFromSource: string[] = [];
  for (;;) {
    const args = pipDownloadArgs({
      requirements: spec.requirements,
      dest: spec.dest,
      target: spec.target,
      findLinks: [spec.dest],
      extra: spec.pipOptions,
    });
    const failure = await run(python, args, { maxBuffer: 32 * 1024 * 1024 }).then(
      () => undefined,
      (error: Error & { stderr?: string }) => error.stderr || error.message,
    );
    if (failure === undefined) break;
    const missing = missingDistribution(failure);
    if (!missing)
      throw new InfraError(
        `pip could not download the guest's ${labelOf(spec.target)} wheels: ${tail(failure)}`,
        {
          hint: "pip needs PyPI (or the index pip is configured with); or pass --wheelhouse <dir> with the wheels",
        },
      );
    if (builtFromSource.includes(missing) || builtFromSource.length >= MAX_SOURCE_BUILDS)
      throw new ConfigError(
        `no ${labelOf(spec.target)} wheel of '${missing}' for Python ${spec.target.pythonMinor} can be had`,
        {
          hint: `pin a version with a ${platformOf(spec.target)} or pure-Python wheel in ${spec.requirements}, or pass --wheelhouse <dir> with the wheels`,
        },
      );
    log(`'${missing}' has no ${labelOf(spec.target)} wheel: building a pure-Python wheel from its sources`);
    await wheelFromSource(python, missing, spec.dest, spec.pipOptions, spec.target);
    builtFromSource.push(missing);
  }
  const wheels = (await readdir(spec.dest)).filter((name) => name.endsWith(".whl")).sort();
  return { wheels, builtFromSource };
}

async function wheelFromSource(
  python: string,
  requirement: string,
  dest: string,
  pipOptions: string[] | undefined,
  target: WheelTarget,
): Promise<void> {
  const label = labelOf(target);
  const scratch = await mkdtemp(path.join(dest, ".build-"));
  try {
    await run(python, pipWheelFromSourceArgs({ requirement, dest: scratch, extra: pipOptions }), {
      maxBuffer: 32 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new ConfigError(
        `'${requirement}' has no ${label} wheel, and its sources do not build here: ${tail(error.stderr || error.message)}`,
        {
          hint: `pin a version with a ${platformOf(target)} wheel, or pass --wheelhouse <dir> with the wheels`,
        },
      );
    });
    for (const wheel of await readdir(scratch)) {
      if (!isPortableWheel(wheel))
        throw new ConfigError(
          `'${requirement}' has no ${label} wheel, and its sources build a wheel for this host only (${wheel})`,
          {
            hint: `pin a version with a ${platformOf(target)} wheel, or pass --wheelhouse <dir> with wheels built on ${label}`,
          },
        );
      await rename(path.join(scratch, wheel), path.join(dest, wheel));
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function tail(text: string): string {
  return text.trim().split("\n").slice(-6).join("\n");
}
