import {
  ConfigError,
  InfraError
} from "./chunk-3XO4NBGJ.js";

// src/session/wheelhouse.ts
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var platformOf = (target) => target.platform ?? "win_amd64";
var labelOf = (target) => target.label ?? "Windows";
var MAX_SOURCE_BUILDS = 40;
function pipDownloadArgs(spec) {
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
    ...spec.extra ?? [],
    "-d",
    spec.dest,
    "-r",
    spec.requirements
  ];
}
function pipWheelFromSourceArgs(spec) {
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
    ...spec.extra ?? [],
    "-w",
    spec.dest,
    spec.requirement
  ];
}
function missingDistribution(stderr) {
  return /No matching distribution found for ([^\s;]+)/.exec(stderr)?.[1];
}
function requirementName(requirement) {
  const name = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1] ?? requirement;
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function isPortableWheel(fileName) {
  return /-none-any\.whl$/i.test(fileName);
}
async function buildWheelhouse(spec) {
  const python = spec.python ?? "python3";
  const log = spec.log ?? (() => void 0);
  const builtFromSource = [];
  for (; ; ) {
    const args = pipDownloadArgs({
      requirements: spec.requirements,
      dest: spec.dest,
      target: spec.target,
      findLinks: [spec.dest],
      extra: spec.pipOptions
    });
    const failure = await run(python, args, { maxBuffer: 32 * 1024 * 1024 }).then(
      () => void 0,
      (error) => error.stderr || error.message
    );
    if (failure === void 0) break;
    const missing = missingDistribution(failure);
    if (!missing)
      throw new InfraError(
        `pip could not download the guest's ${labelOf(spec.target)} wheels: ${tail(failure)}`,
        {
          hint: "pip needs PyPI (or the index pip is configured with); or pass --wheelhouse <dir> with the wheels"
        }
      );
    if (builtFromSource.includes(missing) || builtFromSource.length >= MAX_SOURCE_BUILDS)
      throw new ConfigError(
        `no ${labelOf(spec.target)} wheel of '${missing}' for Python ${spec.target.pythonMinor} can be had`,
        {
          hint: `pin a version with a ${platformOf(spec.target)} or pure-Python wheel in ${spec.requirements}, or pass --wheelhouse <dir> with the wheels`
        }
      );
    log(`'${missing}' has no ${labelOf(spec.target)} wheel: building a pure-Python wheel from its sources`);
    await wheelFromSource(python, missing, spec.dest, spec.pipOptions, spec.target);
    builtFromSource.push(missing);
  }
  const wheels = (await readdir(spec.dest)).filter((name) => name.endsWith(".whl")).sort();
  return { wheels, builtFromSource };
}
async function wheelFromSource(python, requirement, dest, pipOptions, target) {
  const label = labelOf(target);
  const scratch = await mkdtemp(path.join(dest, ".build-"));
  try {
    await run(python, pipWheelFromSourceArgs({ requirement, dest: scratch, extra: pipOptions }), {
      maxBuffer: 32 * 1024 * 1024
    }).catch((error) => {
      throw new ConfigError(
        `'${requirement}' has no ${label} wheel, and its sources do not build here: ${tail(error.stderr || error.message)}`,
        {
          hint: `pin a version with a ${platformOf(target)} wheel, or pass --wheelhouse <dir> with the wheels`
        }
      );
    });
    for (const wheel of await readdir(scratch)) {
      if (!isPortableWheel(wheel))
        throw new ConfigError(
          `'${requirement}' has no ${label} wheel, and its sources build a wheel for this host only (${wheel})`,
          {
            hint: `pin a version with a ${platformOf(target)} wheel, or pass --wheelhouse <dir> with wheels built on ${label}`
          }
        );
      await rename(path.join(scratch, wheel), path.join(dest, wheel));
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
function tail(text) {
  return text.trim().split("\n").slice(-6).join("\n");
}

export {
  buildWheelhouse
};
