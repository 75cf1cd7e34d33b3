import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  configCaBundle,
  loadConfigFile,
  networkSettings,
  proxyUrlForLog
} from "./chunk-JXAAIWWL.js";
import {
  defaultConcurrency,
  hostProbe
} from "./chunk-K7OUO6T7.js";
import "./chunk-GPDIKCI3.js";
import {
  vmCacheDir
} from "./chunk-VSEGYKLG.js";
import "./chunk-QAJ4F4NX.js";
import {
  findUefiFirmware
} from "./chunk-BMQF4RL5.js";
import {
  tartHome
} from "./chunk-OS5CVY5P.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-IEONRBRK.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  ExitCode
} from "./chunk-52YBPIGC.js";
import "./chunk-DTED7B3O.js";
import {
  isDesktestError
} from "./chunk-TIJ2CQYA.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/doctor.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import path2 from "node:path";

// src/suite/doctor.ts
import { execFile } from "node:child_process";
import { availableParallelism, freemem } from "node:os";
import { readdir, readFile } from "node:fs/promises";
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
    { ok: true, name: "NO_PROXY", detail: noProxy || "not set: every host goes through the proxy" },
    {
      ok: true,
      name: "Private CAs",
      detail: files.length ? `the system roots + ${plural(settings.addedCertificates.length)} from ${files.join(" and ")}` : "none: only the system roots are trusted (tls_ca_bundle in the config file, or NODE_EXTRA_CA_CERTS, adds yours)"
    }
  ];
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
    }
  };
}

// src/cli/commands/doctor.ts
async function doctorCommand(options, io) {
  const configFile = options.config ? path2.resolve(io.cwd, options.config) : void 0;
  const config = configFile ? await loadConfigFile(configFile, (line) => io.stderr(`warning: ${line}
`)) : {};
  const checks = await diagnose(void 0, { env: io.env, caBundle: configCaBundle(config, configFile) });
  if (options.json) {
    io.stdout(JSON.stringify({ ok: checks.every((c) => c.ok), checks }, null, 2) + "\n");
  } else {
    const c = import_picocolors.default.createColors(io.color);
    for (const check of checks) {
      io.stdout(`${check.ok ? c.green("\u2713") : c.red("\u2717")} ${check.name}: ${check.detail}
`);
      if (!check.ok && check.fix) io.stdout(c.dim(`    fix: ${check.fix}
`));
    }
  }
  return checks.every((check) => check.ok) ? ExitCode.pass : ExitCode.infra;
}
export {
  doctorCommand
};
