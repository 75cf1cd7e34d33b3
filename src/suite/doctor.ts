import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { availableParallelism, freemem } from "node:os";
import { access, statfs } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
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
import { BACKENDS, placeTask } from "../session/backends.ts";
import type { DesktopBackend } from "../session/desktop-backend.ts";
import type { DoctorProbe, PreflightCheck } from "../session/preflight-check.ts";
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
import { checkRunner, hostProbe } from "./runner-preflight.ts";

export type { DoctorProbe } from "../session/preflight-check.ts";

const run = promisify(execFile);

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
  // Each backend's own checks, Docker's first (it takes any task); backends that share them say them once.
  const doctors = new Set([...BACKENDS].reverse().flatMap((b) => (b.doctor ? [b.doctor] : [])));
  for (const doctor of doctors) checks.push(...(await doctor(probe)));
  const desktops = defaultConcurrency({ cpus: availableParallelism(), freeBytes: probe.freeBytes() });
  checks.push({
    ok: true,
    name: "Desktops at once",
    detail: `${desktops} by default (one per core, 1.5 GiB of free memory each after 1 GiB for the host; ${(probe.freeBytes() / 1024 ** 3).toFixed(1)} GiB free now)`,
  });
  checks.push(...networkChecks(network.env, network.caBundle));
  return checks;
}

export function doctorProbe(): DoctorProbe {
  return {
    ...hostProbe(),
    env: process.env,
    async version(tool) {
      const out = await run(tool, ["--version"], { timeout: 10_000 }).catch(() => undefined);
      return out?.stdout.split("\n")[0]?.trim() || undefined;
    },
    freeBytes: () => freemem(),
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
      return [placeTask(t.loaded, placementFlags(plan), { platform: probe.platform }).backend];
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
  // Where the VMs' disks and the Linux VM image are kept (the VM backends' diskDir).
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
