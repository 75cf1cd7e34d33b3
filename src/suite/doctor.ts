import { execFile } from "node:child_process";
import { availableParallelism, freemem } from "node:os";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { findUefiFirmware } from "../session/vm/firmware.ts";
import { tartHome } from "../session/tart/tart-profile.ts";
import { vmCacheDir } from "../session/vm/linux-vm-image.ts";
import { defaultConcurrency } from "./concurrency.ts";
import { networkChecks } from "./network-checks.ts";
import { hostProbe, type PreflightCheck, type RunnerProbe } from "./runner-preflight.ts";

const run = promisify(execFile);

export interface DoctorProbe extends RunnerProbe {
  /** The first line a tool prints for --version, or undefined. */
  version(tool: string): Promise<string | undefined>;
  /** The KVM probe's answer kept by the last VM run on this boot of this machine, if any. */
  acceleratorProbe(): Promise<{ ok: boolean; why: string } | undefined>;
  freeBytes(): number;
  /** The UEFI firmware's code file VMs would boot with, if installed. */
  firmware(): string | undefined;
}

/**
 * `desktest doctor`: what this machine has for each kind of desktop, each missing piece with its fix:
 * Docker (Linux desktops), QEMU, OVMF, swtpm and KVM (`--backend vm` and Windows VMs), the accelerator a VM would get,
 * how many desktops fit at once, and the network settings in force (proxies, NO_PROXY, private CAs).
 */
export async function diagnose(
  probe: DoctorProbe = doctorProbe(),
  network: { env: Readonly<Record<string, string | undefined>>; caBundle?: string } = { env: process.env },
): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  try {
    const docker = await probe.connectDocker();
    const version = await docker.version();
    checks.push({
      ok: true,
      name: "Docker engine",
      detail: `Docker ${version.Version} (${version.Os}/${version.Arch})`,
    });
  } catch (error) {
    checks.push({
      ok: false,
      name: "Docker engine",
      detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      fix: "Install and start Docker (Debian: apt-get install docker.io; or this project's docker/scripts/start-dockerd.sh); Linux desktops run in it",
    });
  }
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
 * What macOS desktops need (macos_tart: an Apple silicon Mac with Tart and an image prepared by
 * docs/macos.md; macos_native: a Mac with a logged-in desktop): checked on a Mac, and said as
 * what such a runner would need elsewhere (informational: this machine is not for those tasks).
 */
async function macosChecks(probe: DoctorProbe): Promise<PreflightCheck[]> {
  const needs =
    "an Apple silicon Mac (Apple allows 2 macOS VMs per Mac at a time), Tart (brew install cirruslabs/cli/tart), a Tart image prepared once with `desktest init-macos` (docs/macos.md), and Screen Recording and Accessibility for the agent's Python (System Settings → Privacy & Security)";
  if (probe.platform !== "darwin")
    return [
      { ok: true, name: "macOS desktops", detail: `not on this machine; a macOS runner needs ${needs}` },
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
  };
}
