import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  idsOf,
  listIds,
  type BackendPreflight,
  type PreflightCheck,
  type PreflightContext,
  type PreflightTask,
  type RunnerProbe,
} from "../preflight-check.ts";
import { findUefiFirmware } from "./firmware.ts";

/** What Linux VM desktops need of the runner: KVM (or TCG, said), QEMU's tools. */
export async function linuxVmPreflight(
  tasks: readonly PreflightTask[],
  { probe }: PreflightContext,
): Promise<BackendPreflight> {
  return {
    checks: [
      await kvmCheck(probe, "Linux VM desktops", idsOf(tasks)),
      ...(await qemuToolChecks(probe, idsOf(tasks))),
    ],
  };
}

/** What Windows VM desktops need: KVM (or TCG), QEMU's tools, each task's base image, OVMF, swtpm for a TPM. */
export async function windowsVmPreflight(
  tasks: readonly PreflightTask[],
  { probe }: PreflightContext,
): Promise<BackendPreflight> {
  return {
    checks: [
      await kvmCheck(probe, "Windows VM desktops", idsOf(tasks)),
      ...(await qemuToolChecks(probe, idsOf(tasks))),
      ...(await baseImageChecks(probe, tasks)),
    ],
  };
}

/** KVM where it works, else software emulation: never a refusal, but the runner owner should know. */
async function kvmCheck(probe: RunnerProbe, what: string, tasks: string): Promise<PreflightCheck> {
  const kvm = await probe.readWrite("/dev/kvm");
  return {
    ok: true,
    ...(kvm ? {} : { level: "warning" as const }),
    name: `KVM for ${what}`,
    detail: kvm
      ? "/dev/kvm is read-write; each run probes a guest boot under it and falls back to software emulation (TCG) when nested virtualization does not work"
      : "no usable /dev/kvm: VMs run under software emulation (TCG), many times slower (give the runner's user /dev/kvm: sudo usermod -aG kvm <runner user>)",
    tasks,
  };
}

/** QEMU's two tools, for VM tasks of any guest. */
async function qemuToolChecks(probe: RunnerProbe, tasks: string): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  for (const tool of ["qemu-system-x86_64", "qemu-img"]) {
    const found = await probe.which(tool);
    checks.push({
      ok: found !== undefined,
      name: tool,
      detail: found ? `found at ${found}` : "not found on PATH",
      fix: "Install QEMU on the runner: sudo apt-get install -y qemu-system-x86 qemu-utils",
      tasks,
    });
  }
  return checks;
}

/**
 * What `windows_vm` tasks boot: each task's base image, UEFI firmware (OVMF), and swtpm when an image's
 * sidecar asks for a TPM.
 */
async function baseImageChecks(
  probe: RunnerProbe,
  tasks: readonly PreflightTask[],
): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  const images = new Map<string, string[]>();
  for (const task of tasks) {
    const app = task.task.app;
    if (app.type !== "windows_vm") continue;
    images.set(app.base_image, [...(images.get(app.base_image) ?? []), task.id]);
  }
  let tpm: string[] = [];
  for (const [image, ids] of images) {
    const present = existsSync(image);
    checks.push({
      ok: present,
      name: `base image ${path.basename(image)}`,
      detail: present ? image : `${image} does not exist`,
      fix: "Make a Windows base image on the runner with `desktest init-windows --windows-iso … --virtio-iso … --python-installer … --output <base_image>`, or point base_image at an existing qcow2.",
      tasks: listIds(ids),
    });
    if (present && readSidecarTpm(`${image}.json`)) tpm = [...tpm, ...ids];
  }
  const firmware = (() => {
    try {
      return findUefiFirmware().code;
    } catch {
      return "";
    }
  })();
  checks.push({
    ok: firmware !== "",
    name: "UEFI firmware (OVMF)",
    detail: firmware ? `found at ${firmware}` : "not installed",
    fix: "Install OVMF on the runner: sudo apt-get install -y ovmf (or set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS)",
    tasks: idsOf(tasks),
  });
  if (tpm.length > 0) {
    const found = await probe.which("swtpm");
    checks.push({
      ok: found !== undefined,
      name: "swtpm (software TPM)",
      detail: found
        ? `found at ${found}`
        : "not found on PATH; these tasks' base images were made with a TPM",
      fix: "Install swtpm on the runner: sudo apt-get install -y swtpm",
      tasks: listIds(tpm),
    });
  }
  return checks;
}

function readSidecarTpm(file: string): boolean {
  try {
    if (statSync(file).size > 64 * 1024) return false;
    return (JSON.parse(readFileSync(file, "utf8")) as { tpm?: unknown }).tpm === true;
  } catch {
    return false;
  }
}
