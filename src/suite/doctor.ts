import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { availableParallelism, freemem } from "node:os";
import { access, readdir, readFile, statfs } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { findUefiFirmware } from "../session/vm/firmware.ts";
import { tartHome } from "../session/tart/tart-profile.ts";
import type Docker from "dockerode";
import { BASE_IMAGE, desktopImageState } from "../session/docker/desktop-image.ts";
import { linuxVmImageState, vmCacheDir } from "../session/vm/linux-vm-image.ts";
import {
  findApiKey,
  isCliProvider,
  isProviderName,
  PROVIDER_NAMES,
  PROVIDERS,
  type CliProviderName,
} from "../agent/providers/create-provider.ts";
import { checkCliReady } from "../agent/providers/cli-process.ts";
import { CLAUDE_CLI } from "../agent/providers/claude-cli.ts";
import { CODEX_CLI } from "../agent/providers/codex-cli.ts";
import { DesktestError } from "../errors/desktest-error.ts";
import type { SuiteTask } from "../report/suite-run.ts";
import { placementFlags } from "../run/run-options.ts";
import { placeTask } from "../session/backends.ts";
import type { DesktopBackend } from "../session/desktop-backend.ts";
import { defaultConcurrency } from "./concurrency.ts";
import { networkChecks } from "./network-checks.ts";
import {
  ARTIFACTS_PER_TASK_BYTES,
  DESKTOP_DISK_BYTES,
  desktopsAtOnce,
  diskCheck,
  IMAGE_BUILD_BYTES,
  memoryCheck,
  VM_IMAGE_BUILD_BYTES,
  type DiskPlace,
} from "./resource-checks.ts";
import { checkRunner, hostProbe, type PreflightCheck, type RunnerProbe } from "./runner-preflight.ts";

const run = promisify(execFile);

export interface DoctorProbe extends RunnerProbe {
  /** The first line a tool prints for --version, or undefined. */
  version(tool: string): Promise<string | undefined>;
  /** The KVM probe's answer kept by the last VM run on this boot of this machine, if any. */
  acceleratorProbe(): Promise<{ ok: boolean; why: string } | undefined>;
  freeBytes(): number;
  /** The UEFI firmware's code file VMs would boot with, if installed. */
  firmware(): string | undefined;
  /** Free bytes on the disk of a folder (or of the nearest folder above it that exists); undefined when unknown. */
  freeDiskBytes(folder: string): Promise<number | undefined>;
  /** Whether this user can write a folder (or create it: the nearest folder above it that exists). */
  writable(folder: string): Promise<boolean>;
  /** Where new VMs' disks and the Linux VM image are kept. */
  vmCacheDir(): string;
}

/**
 * `desktest doctor`: what this machine has for each kind of desktop, each missing piece with its fix:
 * Docker (Linux desktops) and the desktop images (built, stale or missing; the Linux VM image too), QEMU, OVMF, swtpm and KVM (`--backend vm` and Windows VMs), the accelerator a VM would get,
 * how many desktops fit at once, and the network settings in force (proxies, NO_PROXY, private CAs).
 */
export async function diagnose(
  probe: DoctorProbe = doctorProbe(),
  network: { env: Readonly<Record<string, string | undefined>>; caBundle?: string } = { env: process.env },
): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  let docker: Docker | undefined;
  try {
    docker = await probe.connectDocker();
    const version = await docker.version();
    checks.push({
      ok: true,
      name: "Docker engine",
      detail: `Docker ${version.Version} (${version.Os}/${version.Arch})`,
    });
  } catch (error) {
    docker = undefined;
    checks.push({
      ok: false,
      name: "Docker engine",
      detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      fix: "Install and start Docker (Debian: apt-get install docker.io; or this project's docker/scripts/start-dockerd.sh); Linux desktops run in it",
    });
  }
  if (docker) checks.push(...(await dockerImageChecks(docker)));
  checks.push(await vmImageCheck(probe.vmCacheDir()));
  for (const tool of ["qemu-system-x86_64", "qemu-img"]) {
    const where = await probe.which(tool);
    const version = where ? await probe.version(tool) : undefined;
    checks.push({
      ok: where !== undefined,
      name: tool,
      detail: where ? `${version ?? "found"} (${where})` : "not found on PATH",
      fix: "For VM desktops (--backend vm, windows_vm tasks): sudo apt-get install -y qemu-system-x86 qemu-utils",
    });
  }
  const firmware = probe.firmware();
  checks.push({
    ok: firmware !== undefined,
    name: "UEFI firmware (OVMF)",
    detail: firmware ? `found at ${firmware}` : "not installed",
    fix: "For windows_vm tasks (their base images boot by UEFI): sudo apt-get install -y ovmf",
  });
  const swtpm = await probe.which("swtpm");
  checks.push({
    ok: swtpm !== undefined,
    name: "swtpm",
    detail: swtpm ? `${(await probe.version("swtpm")) ?? "found"} (${swtpm})` : "not found on PATH",
    fix: "For windows_vm base images made with a TPM (Windows 11, `desktest init-windows`): sudo apt-get install -y swtpm",
  });
  const kvm = probe.platform === "linux" && (await probe.readWrite("/dev/kvm"));
  const probed = kvm ? await probe.acceleratorProbe() : undefined;
  checks.push({
    ok: true,
    ...(kvm && probed?.ok !== false ? {} : { level: "warning" as const }),
    name: "VM accelerator",
    detail: !kvm
      ? "no usable /dev/kvm: VMs run under software emulation (TCG), many times slower"
      : probed === undefined
        ? "/dev/kvm is read-write; the first VM run probes whether a guest kernel starts under it"
        : probed.ok
          ? "KVM: a guest kernel starts under it"
          : `TCG: /dev/kvm is present but a guest kernel does not start under it (${probed.why}); nested virtualization is off or broken`,
    ...(kvm
      ? {}
      : {
          fix: 'For KVM: a host with hardware virtualisation, and /dev/kvm for this user (sudo usermod -aG kvm <user>, or a udev rule KERNEL=="kvm", MODE="0666")',
        }),
  });
  checks.push(...(await macosChecks(probe)));
  const ssh = await probe.which("ssh");
  checks.push({
    ok: true,
    ...(ssh ? {} : { level: "warning" as const }),
    name: "OpenSSH client",
    detail: ssh
      ? `found at ${ssh}: --ssh user@host can drive the desktop of another machine`
      : "not found: --ssh (a desktop on another machine) and macos_tart tasks need it",
    ...(ssh ? {} : { fix: "Install the OpenSSH client (Debian: apt-get install openssh-client)" }),
  });
  const desktops = defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  checks.push({
    ok: true,
    name: "Desktops at once",
    detail: `${desktops} by default (one per core, 1.5 GiB of free memory each after 1 GiB for the host; ${(probe.freeBytes() / 1024 ** 3).toFixed(1)} GiB free now)`,
  });
  checks.push(...networkChecks(network.env, network.caBundle));
  return checks;
}

/**
 * The built-in desktop images (the desktop and its Electron variant): built from this docker/ folder
 * (✓), stale or not built yet (the first run that needs one builds it: a warning), or unbuildable
 * (the offline base image is missing: ✗). Nothing is built.
 */
async function dockerImageChecks(docker: Docker): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  for (const [variant, name, needed] of [
    ["desktop", "Desktop image", "Linux desktops (Docker and VM)"],
    ["electron", "Electron desktop image", "Electron apps"],
  ] as const) {
    const image = await desktopImageState(docker, { variant }).catch((error: unknown) => error as Error);
    if (image instanceof Error) {
      checks.push({ ok: false, name, detail: `cannot be inspected: ${image.message}` });
      continue;
    }
    if (image.state === "current") {
      checks.push({ ok: true, name, detail: `${image.tag}: built from this docker/ folder` });
      continue;
    }
    const now =
      image.state === "stale"
        ? `${image.tag}: stale (built from another docker/ folder)`
        : `${image.tag}: not built`;
    checks.push(
      image.baseImage
        ? {
            ok: true,
            level: "warning",
            name,
            detail: `${now}; the first run of ${needed} builds it from docker/ (about a minute)`,
          }
        : {
            ok: false,
            name,
            detail: `${now}, and the base image it is built from (${BASE_IMAGE}) is missing`,
            fix: "Make the base image offline from the apt mirror: sudo bash docker/scripts/bootstrap-base-image.sh (there is no registry to pull it from)",
          },
    );
  }
  return checks;
}

/** The Linux VM image (`--backend vm`), in the VM cache: built from this docker/ folder, stale or not built. */
async function vmImageCheck(cacheDir: string): Promise<PreflightCheck> {
  const image = await linuxVmImageState(cacheDir);
  if (image.state === "current")
    return { ok: true, name: "Linux VM image", detail: `built from this docker/ folder (${image.dir})` };
  return {
    ok: true,
    level: "warning",
    name: "Linux VM image",
    detail: `${image.state === "stale" ? `stale: ${cacheDir} holds only images of other docker/ folders` : `not built (${cacheDir})`}; the first --backend vm run builds it from the desktop image (about a minute)`,
  };
}

/**
 * What macOS desktops need (macos_tart: an Apple silicon Mac with Tart and an image prepared by
 * docs/macos.md; macos_native: a Mac with a logged-in desktop): checked on a Mac, and said as
 * what such a runner would need elsewhere (informational: this machine is not for those tasks).
 */
async function macosChecks(probe: DoctorProbe): Promise<PreflightCheck[]> {
  const needs =
    "an Apple silicon Mac (Apple allows 2 macOS VMs per Mac at a time), Tart (brew install cirruslabs/cli/tart), a Tart image prepared once with `desktest init-macos` (docs/macos.md), and Screen Recording and Accessibility for the agent's Python (System Settings → Privacy & Security)";
  if (probe.platform !== "darwin")
    return [
      {
        ok: true,
        level: "info",
        name: "macOS desktops",
        detail: `not on this machine; a macOS runner needs ${needs}`,
      },
    ];
  const checks: PreflightCheck[] = [
    {
      ok: probe.arch === "arm64",
      name: "Apple silicon",
      detail: `this Mac is ${probe.arch}`,
      fix: "macos_tart tasks need an Apple silicon Mac (Tart runs macOS VMs only there); macos_native tasks run on any Mac",
    },
  ];
  const tart = await probe.which(process.env.DESKTEST_TART || "tart");
  checks.push({
    ok: tart !== undefined,
    name: "tart",
    detail: tart ? `${(await probe.version("tart")) ?? "found"} (${tart})` : "not found on PATH",
    fix: "brew install cirruslabs/cli/tart, and make sure the runner service's PATH includes /opt/homebrew/bin",
  });
  const images = await readdir(path.join(tartHome(), "images")).catch(() => [] as string[]);
  const prepared = images.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  checks.push({
    ok: prepared.length > 0,
    name: "Tart images for desktest",
    detail: prepared.length
      ? prepared.join(", ")
      : `none prepared (${path.join(tartHome(), "images")} is empty)`,
    fix: "desktest init-macos --from <a macOS image, e.g. ghcr.io/cirruslabs/macos-sonoma-base:latest> --to <name>, then use that name as base_image (docs/macos.md)",
  });
  return checks;
}

export function doctorProbe(): DoctorProbe {
  return {
    ...hostProbe(),
    async version(tool) {
      const out = await run(tool, ["--version"], { timeout: 10_000 }).catch(() => undefined);
      return out?.stdout.split("\n")[0]?.trim() || undefined;
    },
    async acceleratorProbe() {
      const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
        (t) => t.trim(),
        () => "",
      );
      // The last probe's answer (start-vm-desktop keeps it there for the machine's boot).
      const value = await readFile(path.join(vmCacheDir(), "accelerator.json"), "utf8").then(
        (t) => JSON.parse(t) as { boot?: string; ok?: boolean; why?: string },
        () => undefined,
      );
      if (!value || value.boot !== boot || typeof value.ok !== "boolean") return undefined;
      return { ok: value.ok, why: value.why ?? "" };
    },
    freeBytes: () => freemem(),
    firmware() {
      try {
        return findUefiFirmware().code;
      } catch {
        return undefined;
      }
    },
    async freeDiskBytes(folder) {
      const info = await statfs(await nearestExisting(folder)).catch(() => undefined);
      return info ? info.bavail * info.bsize : undefined;
    },
    async writable(folder) {
      return access(await nearestExisting(folder), constants.W_OK).then(
        () => true,
        () => false,
      );
    },
    vmCacheDir: () => vmCacheDir(),
  };
}

async function nearestExisting(folder: string): Promise<string> {
  let at = path.resolve(folder);
  for (;;) {
    const exists = await access(at).then(
      () => true,
      () => false,
    );
    if (exists || path.dirname(at) === at) return at;
    at = path.dirname(at);
  }
}

/** How the tasks will be run: what `desktest run|suite` would be given. */
export interface TaskRunPlan {
  backend?: "docker" | "vm" | "host";
  prebuiltImage?: string;
  /** Desktops at once (default: as the suite would choose). */
  concurrency?: number;
  /** Their codified replays instead of the agent: no API key needed. */
  replay?: boolean;
  /** Absolute folders the run writes. */
  artifactsDir: string;
  outputDir: string;
  llm: LlmSettings;
}

/** The LLM the agent would use, and the config file's key if it has one. */
export interface LlmSettings {
  provider: string;
  model?: string;
  configKey?: string;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * `desktest doctor <tasks>`: what these tasks need of this machine, each missing piece with its fix:
 * the runner preflight the suite and the Action use (Docker, the images, KVM, QEMU, Tart, the base
 * images), memory and disk for the desktops at once, the folders the run writes, and the API key.
 * Nothing is built or pulled.
 */
export async function diagnoseTasks(
  tasks: readonly SuiteTask[],
  plan: TaskRunPlan,
  probe: DoctorProbe = doctorProbe(),
): Promise<PreflightCheck[]> {
  const preflight = await checkRunner(tasks, {
    backend: plan.backend,
    prebuiltImage: plan.prebuiltImage,
    probe,
    images: "inspect",
  });
  const checks = [...preflight.checks];
  const backends = tasks.flatMap((t): DesktopBackend[] => {
    try {
      return [placeTask(t.loaded ?? t, placementFlags(plan), { platform: probe.platform }).backend];
    } catch {
      return []; // the preflight says why it cannot run here
    }
  });

  const concurrency =
    plan.concurrency ?? defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  const atOnce = desktopsAtOnce(backends, concurrency);
  const onBackend = (name: string) =>
    [...atOnce].filter(([b]) => b.name === name).reduce((sum, [, n]) => sum + n, 0);
  checks.push(memoryCheck(atOnce, probe.freeBytes(), concurrency));

  const places: DiskPlace[] = [];
  // A Linux VM's image is made from the Docker desktop image, so VMs count for Docker's disk too.
  const containers = onBackend("docker") + onBackend("linux-vm");
  if (preflight.docker && containers > 0) {
    const root = await preflight.docker
      .info()
      .then((info: { DockerRootDir?: string }) => info.DockerRootDir)
      .catch(() => undefined);
    const build = preflight.imagesToBuild ?? false;
    if (root) {
      places.push({
        name: "Disk for Docker",
        path: root,
        // A daemon elsewhere (DOCKER_HOST) keeps its data on its own disks.
        freeBytes: /^(tcp|ssh|https?):/.test(process.env.DOCKER_HOST ?? "")
          ? undefined
          : await probe.freeDiskBytes(root),
        need: (build ? IMAGE_BUILD_BYTES : 0) + containers * DESKTOP_DISK_BYTES.docker,
        needs: `${containers} desktop(s) at once${build ? " and building the desktop image" : ""}`,
        fix: "Free space where Docker keeps its data: docker system prune (unused images and containers), or move Docker's data-root to a bigger disk",
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
      fix: `Free space there (old VM images of earlier docker/ folders can go: ${cache}), or point DESKTEST_VM_CACHE at a bigger disk`,
    });
  }
  places.push({
    name: "Artifacts folder",
    path: plan.artifactsDir,
    freeBytes: await probe.freeDiskBytes(plan.artifactsDir),
    writable: await probe.writable(plan.artifactsDir),
    need: tasks.length * ARTIFACTS_PER_TASK_BYTES,
    needs: `the artifacts of ${tasks.length} task(s) (screenshots, trajectory, logs, collected files)`,
    fix: "Free space there, or write the artifacts elsewhere: --artifacts-dir <dir>",
  });
  places.push({
    name: "Output folder",
    path: plan.outputDir,
    freeBytes: await probe.freeDiskBytes(plan.outputDir),
    writable: await probe.writable(plan.outputDir),
    need: 16 * 1024 ** 2,
    needs: "the results and reports",
    fix: "Free space there, or write the results elsewhere: --output <dir>",
  });
  checks.push(...places.map(diskCheck));
  checks.push(apiKeyCheck(plan.llm, { needed: !plan.replay }));
  return checks;
}

/**
 * Whether the agent's LLM has an API key, and where it comes from (never the key): the config file's
 * `api_key`, the provider's variable, `LLM_API_KEY`. Missing, it fails only when the tasks need the agent.
 */
export function apiKeyCheck(llm: LlmSettings, options: { needed: boolean }): PreflightCheck {
  const name = llm.provider.trim().toLowerCase();
  if (!isProviderName(name)) {
    return {
      ok: false,
      name: "LLM provider",
      detail: `unknown provider '${llm.provider}'`,
      fix: `use one of: ${PROVIDER_NAMES.join(", ")} (--provider, or "provider" in the config file)`,
    };
  }
  if (isCliProvider(name)) return cliCheck(name, llm, options);
  const spec = PROVIDERS[name];
  const found = findApiKey(name, { value: llm.configKey, source: "the config file's api_key" }, llm.env);
  const model = llm.model ?? spec.defaultModel;
  const using = `provider ${name}${model ? `, model ${model}` : ""}`;
  const where = [...(spec.keyEnv ? [spec.keyEnv] : []), "LLM_API_KEY", "the config file's api_key"].join(
    ", ",
  );
  const fix = `export ${spec.keyEnv ?? "LLM_API_KEY"}=… before running desktest (or set api_key in the config file); runs with --replay need none`;
  if (found)
    return { ok: true, name: `API key (${spec.label})`, detail: `present, from ${found.source}; ${using}` };
  return options.needed
    ? {
        ok: false,
        name: `API key (${spec.label})`,
        detail: `none found (looked in ${where}); the agent needs one`,
        fix,
      }
    : {
        ok: true,
        level: "warning",
        name: `API key (${spec.label})`,
        detail: `none found (looked in ${where}); agent runs need one: ${fix}`,
      };
}

/** A CLI provider's preflight: the CLI runs (`--version`) and is logged in, as the agent checks at start. */
function cliCheck(name: CliProviderName, llm: LlmSettings, options: { needed: boolean }): PreflightCheck {
  const spec = name === "claude-cli" ? CLAUDE_CLI : CODEX_CLI;
  try {
    const version = checkCliReady(spec, { env: llm.env });
    return { ok: true, name: spec.label, detail: `${version}, logged in` };
  } catch (error) {
    if (!(error instanceof DesktestError)) throw error;
    const fix = error.hint ?? spec.login;
    return options.needed
      ? { ok: false, name: spec.label, detail: error.message, fix }
      : {
          ok: true,
          level: "warning",
          name: spec.label,
          detail: `${error.message}; agent runs need it: ${fix}`,
        };
  }
}
