import {
  exitCleanlyOnInterrupt
} from "./chunk-MQ3JPTXI.js";
import {
  parseResolution
} from "./chunk-E6CQEI6B.js";
import {
  selftestAfterInit
} from "./chunk-LQIBT4CE.js";
import "./chunk-XXGYE33J.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import {
  backendWith,
  findDockerDir
} from "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/init-windows.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import path from "node:path";
var MIN_DISK_GIB = 32;
var MIN_MEMORY_MB = 2048;
function parseDiskSize(text) {
  const match = /^(\d+)([GT])$/i.exec(text.trim());
  const gib = match ? Number(match[1]) * (match[2].toUpperCase() === "T" ? 1024 : 1) : 0;
  if (!match || gib < MIN_DISK_GIB)
    throw new ConfigError(
      `--disk-size '${text}' is not a size of at least ${MIN_DISK_GIB}G (like 64G or 1T)`
    );
  return `${match[1]}${match[2].toUpperCase()}`;
}
function parseMemoryMb(text) {
  const match = /^(\d+)([MG]?)$/i.exec(text.trim());
  const mb = match ? Number(match[1]) * (match[2].toUpperCase() === "G" ? 1024 : 1) : 0;
  if (!match || mb < MIN_MEMORY_MB)
    throw new ConfigError(`--memory '${text}' is not a size of at least 2G (like 4G or 8192M)`);
  return mb;
}
function parseCount(text, flag, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${flag} '${text}' is not a whole number from 1 to ${max}`);
  return value;
}
function parseEdition(text) {
  if (/^\d+$/.test(text.trim())) return { index: parseCount(text.trim(), "--edition", 99) };
  if (!text.trim()) throw new ConfigError("--edition is empty: pass an image index (1) or its name");
  return { name: text.trim() };
}
function initWindowsRequest(options, cwd, guestDir) {
  const resolve = (file) => path.resolve(cwd, file);
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})+$/.test(options.locale))
    throw new ConfigError(`--locale '${options.locale}' is not a Windows language tag like en-US or de-DE`);
  if (options.password.length === 0 || options.password.length > 127)
    throw new ConfigError("--password must be 1 to 127 characters");
  return {
    windowsIso: resolve(options.windowsIso),
    virtioIso: resolve(options.virtioIso),
    pythonInstaller: resolve(options.pythonInstaller),
    ...options.wheelhouse ? { wheelhouse: resolve(options.wheelhouse) } : {},
    requirements: options.requirements ? resolve(options.requirements) : path.join(guestDir, "requirements-windows.txt"),
    guestDir,
    output: resolve(options.output),
    diskSize: parseDiskSize(options.diskSize),
    memoryMb: parseMemoryMb(options.memory),
    cpus: parseCount(options.cpus, "--cpus", 64),
    accelerator: options.accel,
    screen: parseResolution(options.resolution),
    timeoutMs: parseCount(options.timeout, "--timeout", 24 * 60) * 6e4,
    locale: options.locale,
    edition: parseEdition(options.edition),
    ...options.productKey ? { productKey: options.productKey } : {},
    password: options.password
  };
}
async function initWindowsCommand(options, io, deps = {}) {
  const c = import_picocolors.default.createColors(io.color);
  const guestDir = deps.guestDir ?? path.join(findDockerDir(), "guest");
  const request = initWindowsRequest(options, io.cwd, guestDir);
  exitCleanlyOnInterrupt(io.stderr);
  const result = await backendWith("initWindows").initWindows(request, {
    log: (line) => io.stderr(c.dim(`${line}
`)),
    ...deps.probe ? { probe: deps.probe } : {}
  });
  io.stdout(
    `${c.green("Windows image ready")}: ${result.image}
  sidecar ${result.sidecarFile} (UEFI, TPM, firmware variables ${result.varsFile})
  agent ${result.sidecar.agent.version} as ${result.sidecar.agent.user}, screen ${result.sidecar.screen.width}x${result.sidecar.screen.height}, Python ${result.sidecar.python}
  use it in a task: "app": { "type": "windows_vm", "base_image": ${JSON.stringify(result.image)} }
`
  );
  if (options.selftest === false) return ExitCode.pass;
  return selftestAfterInit(
    { type: "windows_vm", base_image: result.image, launch_cmd: "notepad" },
    request.screen,
    io
  );
}
export {
  initWindowsCommand,
  initWindowsRequest,
  parseDiskSize,
  parseEdition,
  parseMemoryMb
};
