import {
  RESERVED_MEMORY_BYTES,
  checkRunner,
  defaultConcurrency,
  discoverSuite,
  hostProbe
} from "./chunk-NAJOKITU.js";
import {
  configCaBundle,
  loadConfigFile,
  networkSettings,
  proxyUrlForLog
} from "./chunk-PYZUU65T.js";
import {
  CLAUDE_CLI,
  CODEX_CLI,
  PROVIDERS,
  PROVIDER_NAMES,
  checkCliReady,
  findApiKey,
  isCliProvider,
  isProviderName
} from "./chunk-5YONDQAV.js";
import {
  placementFlags
} from "./chunk-IOCNGKJK.js";
import {
  placeTask
} from "./chunk-3K5Q42DJ.js";
import {
  findUefiFirmware,
  vmCacheDir
} from "./chunk-OS3B5X46.js";
import "./chunk-SCOG4QA4.js";
import "./chunk-UQ3NRSO2.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-EMXUN43X.js";
import {
  wholeNumber
} from "./chunk-DOR33GRF.js";
import {
  tartHome
} from "./chunk-5ZLCHZZB.js";
import "./chunk-BYWIUNVB.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-GBSJIDY5.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-3325JBMH.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import {
  ConfigError,
  DesktestError,
  isDesktestError
} from "./chunk-3XO4NBGJ.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/doctor.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import path2 from "node:path";

// src/suite/doctor.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { availableParallelism, freemem } from "node:os";
import { access, readdir, readFile, statfs } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// src/suite/network-checks.ts
function networkChecks(env, caBundle) {
  let settings;
  try {
    settings = networkSettings(env, caBundle);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        ok: false,
        name: "Network settings",
        detail: message,
        fix: isDesktestError(error) && error.hint ? error.hint : "fix the proxy variable or the CA file it names"
      }
    ];
  }
  const { https, http, noProxy } = settings.proxies;
  const plural = (n) => `${n} certificate${n === 1 ? "" : "s"}`;
  const files = [
    ...settings.caBundle ? [`tls_ca_bundle ${settings.caBundle}`] : [],
    ...settings.extraCaCerts ? [`NODE_EXTRA_CA_CERTS ${settings.extraCaCerts}`] : []
  ];
  return [
    {
      ok: true,
      name: "HTTPS proxy",
      detail: https ? `${proxyUrlForLog(https)} (HTTPS_PROXY)` : "none: HTTPS connections go direct"
    },
    {
      ok: true,
      name: "HTTP proxy",
      detail: http ? `${proxyUrlForLog(http)} (HTTP_PROXY)` : "none: HTTP connections go direct"
    },
    {
      ok: true,
      name: "NO_PROXY",
      detail: noProxy || (https || http ? "not set: every host goes through the proxy" : "not set (no proxy is in use)")
    },
    {
      ok: true,
      name: "Private CAs",
      detail: files.length ? `the system roots + ${plural(settings.addedCertificates.length)} from ${files.join(" and ")}` : "none: only the system roots are trusted (tls_ca_bundle in the config file, or NODE_EXTRA_CA_CERTS, adds yours)"
    }
  ];
}

// src/suite/resource-checks.ts
var GIB = 1024 ** 3;
var MIB = 1024 ** 2;
var DESKTOP_DISK_BYTES = { docker: 0.5 * GIB, vm: 2 * GIB };
var IMAGE_BUILD_BYTES = 3 * GIB;
var VM_IMAGE_BUILD_BYTES = 4 * GIB;
var ARTIFACTS_PER_TASK_BYTES = 64 * MIB;
function desktopsAtOnce(backends, concurrency) {
  const counts = /* @__PURE__ */ new Map();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const order = [...counts.keys()].sort((a, b) => b.memoryBytes - a.memoryBytes);
  const atOnce = /* @__PURE__ */ new Map();
  let left = Math.max(1, concurrency);
  for (const backend of order) {
    const n = Math.min(counts.get(backend), backend.concurrency.limit, left);
    if (n > 0) atOnce.set(backend, n);
    left -= n;
  }
  return atOnce;
}
function memoryCheck(atOnce, freeBytes, concurrency) {
  const counted = [...atOnce].filter(([backend]) => backend.memoryBytes > 0);
  const desktops = counted.reduce((sum, [, n]) => sum + n, 0);
  const need = RESERVED_MEMORY_BYTES + counted.reduce((sum, [b, n]) => sum + n * b.memoryBytes, 0);
  const each = counted.map(([b, n]) => `${n} \xD7 ${gib(b.memoryBytes)} (${describe(b)})`).join(" + ");
  if (desktops === 0)
    return {
      ok: true,
      name: "Memory",
      detail: `these tasks run no desktop on this machine; ${gib(freeBytes)} free`
    };
  const ok = freeBytes >= need;
  const fits = counted.length === 1 ? Math.floor((freeBytes - RESERVED_MEMORY_BYTES) / counted[0][0].memoryBytes) : void 0;
  return {
    ok,
    name: "Memory",
    detail: `${desktops} desktop(s) at once need about ${gib(need)} free: ${each} + ${gib(RESERVED_MEMORY_BYTES)} for the host; ${gib(freeBytes)} free now`,
    ...ok ? {} : {
      fix: fits !== void 0 && fits >= 1 && fits < concurrency ? `Run fewer at once: --concurrency ${fits} fits the free memory now; or free memory (close other programs, stop other containers and VMs)` : "Free memory (close other programs, stop other containers and VMs), or run the tasks on a bigger machine"
    }
  };
}
function diskCheck(place) {
  if (place.writable === false) {
    return {
      ok: false,
      name: place.name,
      detail: `${place.path} cannot be written by this user`,
      fix: `Give this user that folder (sudo chown -R $(id -u) ${place.path}), or choose another one`
    };
  }
  if (place.freeBytes === void 0) {
    return { ok: true, name: place.name, detail: `${place.path}: not on this machine's disks, not checked` };
  }
  const ok = place.freeBytes >= place.need;
  return {
    ok,
    name: place.name,
    detail: `${gib(place.freeBytes)} free in ${place.path}; ${place.needs} take about ${gib(place.need)}`,
    ...ok ? {} : { fix: place.fix }
  };
}
function describe(backend) {
  return { docker: "Docker", "linux-vm": "Linux VM", "windows-vm": "Windows VM" }[backend.name] ?? backend.name;
}
function gib(bytes) {
  return bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GiB` : `${Math.ceil(bytes / MIB)} MiB`;
}

// src/suite/doctor.ts
var run = promisify(execFile);
async function diagnose(probe = doctorProbe(), network = { env: process.env }) {
  const checks = [];
  try {
    const docker = await probe.connectDocker();
    const version = await docker.version();
    checks.push({
      ok: true,
      name: "Docker engine",
      detail: `Docker ${version.Version} (${version.Os}/${version.Arch})`
    });
  } catch (error) {
    checks.push({
      ok: false,
      name: "Docker engine",
      detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      fix: "Install and start Docker (Debian: apt-get install docker.io; or this project's docker/scripts/start-dockerd.sh); Linux desktops run in it"
    });
  }
  for (const tool of ["qemu-system-x86_64", "qemu-img"]) {
    const where = await probe.which(tool);
    const version = where ? await probe.version(tool) : void 0;
    checks.push({
      ok: where !== void 0,
      name: tool,
      detail: where ? `${version ?? "found"} (${where})` : "not found on PATH",
      fix: "For VM desktops (--backend vm, windows_vm tasks): sudo apt-get install -y qemu-system-x86 qemu-utils"
    });
  }
  const firmware = probe.firmware();
  checks.push({
    ok: firmware !== void 0,
    name: "UEFI firmware (OVMF)",
    detail: firmware ? `found at ${firmware}` : "not installed",
    fix: "For windows_vm tasks (their base images boot by UEFI): sudo apt-get install -y ovmf"
  });
  const swtpm = await probe.which("swtpm");
  checks.push({
    ok: swtpm !== void 0,
    name: "swtpm",
    detail: swtpm ? `${await probe.version("swtpm") ?? "found"} (${swtpm})` : "not found on PATH",
    fix: "For windows_vm base images made with a TPM (Windows 11, `desktest init-windows`): sudo apt-get install -y swtpm"
  });
  const kvm = probe.platform === "linux" && await probe.readWrite("/dev/kvm");
  const probed = kvm ? await probe.acceleratorProbe() : void 0;
  checks.push({
    ok: true,
    name: "VM accelerator",
    detail: !kvm ? "no usable /dev/kvm: VMs run under software emulation (TCG), many times slower" : probed === void 0 ? "/dev/kvm is read-write; the first VM run probes whether a guest kernel starts under it" : probed.ok ? "KVM: a guest kernel starts under it" : `TCG: /dev/kvm is present but a guest kernel does not start under it (${probed.why}); nested virtualization is off or broken`,
    ...kvm ? {} : {
      fix: 'For KVM: a host with hardware virtualisation, and /dev/kvm for this user (sudo usermod -aG kvm <user>, or a udev rule KERNEL=="kvm", MODE="0666")'
    }
  });
  checks.push(...await macosChecks(probe));
  const ssh = await probe.which("ssh");
  checks.push({
    ok: true,
    name: "OpenSSH client",
    detail: ssh ? `found at ${ssh}: --ssh user@host can drive the desktop of another machine` : "not found: --ssh (a desktop on another machine) and macos_tart tasks need it",
    ...ssh ? {} : { fix: "Install the OpenSSH client (Debian: apt-get install openssh-client)" }
  });
  const desktops = defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  checks.push({
    ok: true,
    name: "Desktops at once",
    detail: `${desktops} by default (one per core, 1.5 GiB of free memory each after 1 GiB for the host; ${(probe.freeBytes() / 1024 ** 3).toFixed(1)} GiB free now)`
  });
  checks.push(...networkChecks(network.env, network.caBundle));
  return checks;
}
async function macosChecks(probe) {
  const needs = "an Apple silicon Mac (Apple allows 2 macOS VMs per Mac at a time), Tart (brew install cirruslabs/cli/tart), a Tart image prepared once with `desktest init-macos` (docs/macos.md), and Screen Recording and Accessibility for the agent's Python (System Settings \u2192 Privacy & Security)";
  if (probe.platform !== "darwin")
    return [
      { ok: true, name: "macOS desktops", detail: `not on this machine; a macOS runner needs ${needs}` }
    ];
  const checks = [
    {
      ok: probe.arch === "arm64",
      name: "Apple silicon",
      detail: `this Mac is ${probe.arch}`,
      fix: "macos_tart tasks need an Apple silicon Mac (Tart runs macOS VMs only there); macos_native tasks run on any Mac"
    }
  ];
  const tart = await probe.which(process.env.DESKTEST_TART || "tart");
  checks.push({
    ok: tart !== void 0,
    name: "tart",
    detail: tart ? `${await probe.version("tart") ?? "found"} (${tart})` : "not found on PATH",
    fix: "brew install cirruslabs/cli/tart, and make sure the runner service's PATH includes /opt/homebrew/bin"
  });
  const images = await readdir(path.join(tartHome(), "images")).catch(() => []);
  const prepared = images.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  checks.push({
    ok: prepared.length > 0,
    name: "Tart images for desktest",
    detail: prepared.length ? prepared.join(", ") : `none prepared (${path.join(tartHome(), "images")} is empty)`,
    fix: "desktest init-macos --from <a macOS image, e.g. ghcr.io/cirruslabs/macos-sonoma-base:latest> --to <name>, then use that name as base_image (docs/macos.md)"
  });
  return checks;
}
function doctorProbe() {
  return {
    ...hostProbe(),
    async version(tool) {
      const out = await run(tool, ["--version"], { timeout: 1e4 }).catch(() => void 0);
      return out?.stdout.split("\n")[0]?.trim() || void 0;
    },
    async acceleratorProbe() {
      const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
        (t) => t.trim(),
        () => ""
      );
      const value = await readFile(path.join(vmCacheDir(), "accelerator.json"), "utf8").then(
        (t) => JSON.parse(t),
        () => void 0
      );
      if (!value || value.boot !== boot || typeof value.ok !== "boolean") return void 0;
      return { ok: value.ok, why: value.why ?? "" };
    },
    freeBytes: () => freemem(),
    firmware() {
      try {
        return findUefiFirmware().code;
      } catch {
        return void 0;
      }
    },
    async freeDiskBytes(folder) {
      const info = await statfs(await nearestExisting(folder)).catch(() => void 0);
      return info ? info.bavail * info.bsize : void 0;
    },
    async writable(folder) {
      return access(await nearestExisting(folder), constants.W_OK).then(
        () => true,
        () => false
      );
    },
    vmCacheDir: () => vmCacheDir()
  };
}
async function nearestExisting(folder) {
  let at = path.resolve(folder);
  for (; ; ) {
    const exists = await access(at).then(
      () => true,
      () => false
    );
    if (exists || path.dirname(at) === at) return at;
    at = path.dirname(at);
  }
}
async function diagnoseTasks(tasks, plan, probe = doctorProbe()) {
  const preflight = await checkRunner(tasks, {
    backend: plan.backend,
    prebuiltImage: plan.prebuiltImage,
    probe,
    images: "inspect"
  });
  const checks = [...preflight.checks];
  const backends = tasks.flatMap((t) => {
    try {
      return [placeTask(t.loaded ?? t, placementFlags(plan), { platform: probe.platform }).backend];
    } catch {
      return [];
    }
  });
  const concurrency = plan.concurrency ?? defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  const atOnce = desktopsAtOnce(backends, concurrency);
  const onBackend = (name) => [...atOnce].filter(([b]) => b.name === name).reduce((sum, [, n]) => sum + n, 0);
  checks.push(memoryCheck(atOnce, probe.freeBytes(), concurrency));
  const places = [];
  const containers = onBackend("docker") + onBackend("linux-vm");
  if (preflight.docker && containers > 0) {
    const root = await preflight.docker.info().then((info) => info.DockerRootDir).catch(() => void 0);
    const build = preflight.images?.desktops.some((d) => d.state !== "current") ?? false;
    if (root) {
      places.push({
        name: "Disk for Docker",
        path: root,
        // A daemon elsewhere (DOCKER_HOST) keeps its data on its own disks.
        freeBytes: /^(tcp|ssh|https?):/.test(process.env.DOCKER_HOST ?? "") ? void 0 : await probe.freeDiskBytes(root),
        need: (build ? IMAGE_BUILD_BYTES : 0) + containers * DESKTOP_DISK_BYTES.docker,
        needs: `${containers} desktop(s) at once${build ? " and building the desktop image" : ""}`,
        fix: "Free space where Docker keeps its data: docker system prune (unused images and containers), or move Docker's data-root to a bigger disk"
      });
    }
  }
  const vms = onBackend("linux-vm") + onBackend("windows-vm");
  if (vms > 0) {
    const linux = onBackend("linux-vm") > 0;
    const cache = probe.vmCacheDir();
    places.push({
      name: "Disk for VMs",
      path: cache,
      freeBytes: await probe.freeDiskBytes(cache),
      writable: await probe.writable(cache),
      need: (linux ? VM_IMAGE_BUILD_BYTES : 0) + vms * DESKTOP_DISK_BYTES.vm,
      needs: `${vms} VM(s) at once${linux ? " and the Linux VM image" : ""}`,
      fix: `Free space there (old VM images of earlier docker/ folders can go: ${cache}), or point DESKTEST_VM_CACHE at a bigger disk`
    });
  }
  places.push({
    name: "Artifacts folder",
    path: plan.artifactsDir,
    freeBytes: await probe.freeDiskBytes(plan.artifactsDir),
    writable: await probe.writable(plan.artifactsDir),
    need: tasks.length * ARTIFACTS_PER_TASK_BYTES,
    needs: `the artifacts of ${tasks.length} task(s) (screenshots, trajectory, logs, collected files)`,
    fix: "Free space there, or write the artifacts elsewhere: --artifacts-dir <dir>"
  });
  places.push({
    name: "Output folder",
    path: plan.outputDir,
    freeBytes: await probe.freeDiskBytes(plan.outputDir),
    writable: await probe.writable(plan.outputDir),
    need: 16 * 1024 ** 2,
    needs: "the results and reports",
    fix: "Free space there, or write the results elsewhere: --output <dir>"
  });
  checks.push(...places.map(diskCheck));
  checks.push(apiKeyCheck(plan.llm, { needed: !plan.replay }));
  return checks;
}
function apiKeyCheck(llm, options) {
  const name = llm.provider.trim().toLowerCase();
  if (!isProviderName(name)) {
    return {
      ok: false,
      name: "LLM provider",
      detail: `unknown provider '${llm.provider}'`,
      fix: `use one of: ${PROVIDER_NAMES.join(", ")} (--provider, or "provider" in the config file)`
    };
  }
  if (isCliProvider(name)) return cliCheck(name, llm, options);
  const spec = PROVIDERS[name];
  const found = findApiKey(name, { value: llm.configKey, source: "the config file's api_key" }, llm.env);
  const model = llm.model ?? spec.defaultModel;
  const using = `provider ${name}${model ? `, model ${model}` : ""}`;
  const where = [...spec.keyEnv ? [spec.keyEnv] : [], "LLM_API_KEY", "the config file's api_key"].join(
    ", "
  );
  const fix = `export ${spec.keyEnv ?? "LLM_API_KEY"}=\u2026 before running desktest (or set api_key in the config file); runs with --replay need none`;
  if (found)
    return { ok: true, name: `API key (${spec.label})`, detail: `present, from ${found.source}; ${using}` };
  return options.needed ? {
    ok: false,
    name: `API key (${spec.label})`,
    detail: `none found (looked in ${where}); the agent needs one`,
    fix
  } : {
    ok: true,
    name: `API key (${spec.label})`,
    detail: `none found (looked in ${where}); agent runs need one: ${fix}`
  };
}
function cliCheck(name, llm, options) {
  const spec = name === "claude-cli" ? CLAUDE_CLI : CODEX_CLI;
  try {
    const version = checkCliReady(spec, { env: llm.env });
    return { ok: true, name: spec.label, detail: `${version}, logged in` };
  } catch (error) {
    if (!(error instanceof DesktestError)) throw error;
    const fix = error.hint ?? spec.login;
    return options.needed ? { ok: false, name: spec.label, detail: error.message, fix } : { ok: true, name: spec.label, detail: `${error.message}; agent runs need it: ${fix}` };
  }
}

// src/cli/commands/doctor.ts
async function doctorCommand(inputs, options, io) {
  const configFile = options.config ? path2.resolve(io.cwd, options.config) : void 0;
  const warn = (line) => io.stderr(`warning: ${line}
`);
  const config = configFile ? await loadConfigFile(configFile, warn) : {};
  const llm = {
    provider: options.provider ?? config.provider ?? "anthropic",
    model: options.model ?? config.model,
    configKey: config.api_key || void 0,
    env: io.env
  };
  const concurrency = options.concurrency !== void 0 ? wholeNumber("--concurrency", options.concurrency, 1) : void 0;
  const machine = await diagnose(void 0, { env: io.env, caBundle: configCaBundle(config, configFile) });
  let forTasks;
  if (inputs.length === 0) {
    machine.push(apiKeyCheck(llm, { needed: false }));
  } else {
    const discovered = await discoverSuite(inputs, { cwd: io.cwd, recursive: options.recursive });
    const checks = [];
    if (discovered.skipped.length > 0) {
      checks.push({
        ok: false,
        name: "Task files",
        detail: `${discovered.skipped.length} could not be loaded: ${discovered.skipped.slice(0, 5).map((s) => `${s.file} (${s.reason})`).join("; ")}`,
        fix: `desktest validate ${discovered.skipped.map((s) => s.file).join(" ")} shows every problem with its line`
      });
    }
    if (discovered.tasks.length === 0 && checks.length === 0)
      throw new ConfigError(`no task files in ${inputs.join(", ")}`);
    checks.push(
      ...await diagnoseTasks(discovered.tasks, {
        backend: options.backend,
        prebuiltImage: options.image,
        concurrency,
        replay: options.replay,
        artifactsDir: path2.resolve(io.cwd, options.artifactsDir),
        outputDir: path2.resolve(io.cwd, options.output),
        llm
      })
    );
    forTasks = { ids: discovered.tasks.map((t) => t.id), checks };
  }
  const ok = forTasks ? forTasks.checks.every((c) => c.ok) : machine.every((c) => c.ok);
  if (options.json) {
    io.stdout(
      JSON.stringify(
        {
          ok,
          checks: machine,
          ...forTasks ? { tasks: { ids: forTasks.ids, checks: forTasks.checks } } : {}
        },
        null,
        2
      ) + "\n"
    );
  } else {
    io.stdout(render(machine, forTasks, io.color));
  }
  return ok ? ExitCode.pass : ExitCode.fail;
}
function render(machine, forTasks, color) {
  const c = import_picocolors.default.createColors(color);
  const lines = [];
  const line = (check, counts) => {
    const mark = check.ok ? c.green("\u2713") : counts ? c.red("\u2717") : c.dim("\u2013");
    const tasks = check.tasks ? c.dim(` [${check.tasks}]`) : "";
    lines.push(
      `${mark} ${check.name}: ${check.detail}${counts || check.ok ? "" : c.dim(" (not needed by these tasks)")}${tasks}`
    );
    if (!check.ok && check.fix && counts) lines.push(c.dim(`    fix: ${check.fix}`));
  };
  if (!forTasks) {
    for (const check of machine) line(check, true);
    return `${lines.join("\n")}
`;
  }
  const named = new Set(forTasks.checks.map((check) => check.name));
  lines.push(c.bold("This machine"));
  for (const check of machine.filter((m) => !named.has(m.name))) line(check, false);
  const shown = forTasks.ids.slice(0, 5).join(", ") + (forTasks.ids.length > 5 ? ` and ${forTasks.ids.length - 5} more` : "");
  lines.push("", c.bold(`For ${forTasks.ids.length} task(s): ${shown}`));
  for (const check of forTasks.checks) line(check, true);
  return `${lines.join("\n")}
`;
}
export {
  doctorCommand
};
