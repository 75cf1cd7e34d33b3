import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DoctorProbe, PreflightCheck } from "../preflight-check.ts";
import { findUefiFirmware } from "./firmware.ts";
import { linuxVmImageState, vmCacheDir } from "./linux-vm-image.ts";

/**
 * What this machine has for VM desktops (`--backend vm`, windows_vm tasks): QEMU's tools, OVMF, swtpm,
 * and the accelerator a VM would get (the last KVM probe on this boot, kept by start-vm-desktop).
 */
export async function vmDoctor(probe: DoctorProbe): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [await vmImageCheck(vmCacheDir(probe.env))];
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
  const firmware = installedFirmware(probe.env);
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
  const probed = kvm ? await lastAcceleratorProbe(probe.env) : undefined;
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
  return checks;
}

/** The UEFI firmware's code file VMs would boot with, if installed. */
function installedFirmware(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return findUefiFirmware(env).code;
  } catch {
    return undefined;
  }
}

/** The KVM probe's answer kept by the last VM run on this boot of this machine, if any. */
async function lastAcceleratorProbe(
  env: NodeJS.ProcessEnv,
): Promise<{ ok: boolean; why: string } | undefined> {
  const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
    (t) => t.trim(),
    () => "",
  );
  const value = await readFile(path.join(vmCacheDir(env), "accelerator.json"), "utf8").then(
    (t) => JSON.parse(t) as { boot?: string; ok?: boolean; why?: string },
    () => undefined,
  );
  if (!value || value.boot !== boot || typeof value.ok !== "boolean") return undefined;
  return { ok: value.ok, why: value.why ?? "" };
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
