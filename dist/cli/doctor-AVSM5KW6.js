import {
  RESERVED_MEMORY_BYTES,
  checkRunner,
  defaultConcurrency,
  discoverSuite,
  hostProbe
} from "./chunk-3KLTDSBK.js";
import {
  placementFlags
} from "./chunk-P5SWGXFT.js";
import "./chunk-RAVBOIQR.js";
import {
  wholeNumber
} from "./chunk-DGFUUUG6.js";
import {
  CLAUDE_CLI,
  CODEX_CLI,
  PROVIDERS,
  PROVIDER_NAMES,
  checkCliReady,
  configCaBundle,
  findApiKey,
  isCliProvider,
  isProviderName,
  loadConfigFile,
  networkSettings,
  proxyUrlForLog
} from "./chunk-K4SW2CIC.js";
import "./chunk-G7CQGW6M.js";
import {
  BACKENDS,
  checkMark,
  placeTask
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
  ConfigError,
  DesktestError,
  isDesktestError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
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
import { access, statfs } from "node:fs/promises";
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
  const doctors = new Set([...BACKENDS].reverse().flatMap((b) => b.doctor ? [b.doctor] : []));
  for (const doctor of doctors) checks.push(...await doctor(probe));
  const desktops = defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  checks.push({
    ok: true,
    name: "Desktops at once",
    detail: `${desktops} by default (one per core, 1.5 GiB of free memory each after 1 GiB for the host; ${(probe.freeBytes() / 1024 ** 3).toFixed(1)} GiB free now)`
  });
  checks.push(...networkChecks(network.env, network.caBundle));
  return checks;
}
function doctorProbe() {
  return {
    ...hostProbe(),
    env: process.env,
    async version(tool) {
      const out = await run(tool, ["--version"], { timeout: 1e4 }).catch(() => void 0);
      return out?.stdout.split("\n")[0]?.trim() || void 0;
    },
    freeBytes: () => freemem(),
    async freeDiskBytes(folder) {
      const info = await statfs(await nearestExisting(folder)).catch(() => void 0);
      return info ? info.bavail * info.bsize : void 0;
    },
    async writable(folder) {
      return access(await nearestExisting(folder), constants.W_OK).then(
        () => true,
        () => false
      );
    }
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
      return [placeTask(t.loaded, placementFlags(plan), { platform: probe.platform }).backend];
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
    const build = preflight.imagesToBuild ?? false;
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
  const cache = backends.find((b) => b.diskDir)?.diskDir?.(probe.env);
  if (vms > 0 && cache) {
    const linux = onBackend("linux-vm") > 0;
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
    level: "warning",
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
    return options.needed ? { ok: false, name: spec.label, detail: error.message, fix } : {
      ok: true,
      level: "warning",
      name: spec.label,
      detail: `${error.message}; agent runs need it: ${fix}`
    };
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
    io.stdout(import_picocolors.default.createColors(io.color).dim(`${SELFTEST_POINTER}
`));
  }
  return ok ? ExitCode.pass : ExitCode.fail;
}
var SELFTEST_POINTER = "doctor checks what this machine has; `desktest selftest [task]` starts the desktop itself and checks each operation a run does on it (screenshot, input, accessibility tree, clipboard, files, permissions), each failure with its fix";
function render(machine, forTasks, color) {
  const c = import_picocolors.default.createColors(color);
  const lines = [];
  const line = (check, counts) => {
    const mark = {
      ok: c.green("\u2713"),
      warning: c.yellow("!"),
      info: c.dim("\u2013"),
      missing: counts ? c.red("\u2717") : c.dim("\u2013")
    }[checkMark(check)];
    const tasks = check.tasks ? c.dim(` [${check.tasks}]`) : "";
    lines.push(
      `${mark} ${check.name}: ${check.detail}${counts || check.ok ? "" : c.dim(" (not needed by these tasks)")}${tasks}`
    );
    const needsFix = check.ok ? check.level === "warning" : counts;
    if (check.fix && needsFix) lines.push(c.dim(`    fix: ${check.fix}`));
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
  SELFTEST_POINTER,
  doctorCommand
};
