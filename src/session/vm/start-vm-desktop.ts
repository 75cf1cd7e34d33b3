import { cpus, totalmem } from "node:os";
import path from "node:path";
import type Docker from "dockerode";
import type { AcceleratorSetting } from "./accelerator.ts";
import { chooseAccelerator } from "./accelerator.ts";
import { ensureLinuxVmImage } from "./linux-vm-image.ts";
import { clampResources } from "./qemu-args.ts";
import { QemuVm } from "./qemu-vm.ts";
import { ensureReadySnapshot } from "./ready-snapshot.ts";
import { VmSession } from "./vm-session.ts";

export interface VmDesktopOptions {
  docker: Docker;
  runId: string;
  taskId: string;
  width: number;
  height: number;
  noNetwork?: boolean;
  /** auto (default; DESKTEST_VM_ACCEL overrides), kvm or tcg. */
  accelerator?: AcceleratorSetting;
  memoryMb?: number;
  cpus?: number;
  /** Where a VM that does not come up leaves its screen and console. */
  evidenceDir?: string;
  log?: (line: string) => void;
}

/**
 * A Linux desktop in a fresh QEMU VM: the project's VM image (built when missing), the accelerator
 * (KVM where it works, else TCG with a warning), the image's ready snapshot for this machine shape
 * (made once by a cold boot), restored into the task's own overlay.
 */
export async function startVmDesktop(options: VmDesktopOptions): Promise<VmSession> {
  const log = options.log ?? (() => undefined);
  const image = await ensureLinuxVmImage(options.docker, { onProgress: log });
  const setting =
    (process.env.DESKTEST_VM_ACCEL as AcceleratorSetting | undefined) ?? options.accelerator ?? "auto";
  const choice = await chooseAccelerator(
    setting,
    { path: image.kernel, initrd: image.initrd },
    { cacheFile: path.join(image.dir, "accelerator.json") },
  );
  if (choice.note) log(`warning: ${choice.note}`);
  const { memoryMb, cpus: cpuCount } = clampResources(
    { memoryMb: options.memoryMb ?? 2048, cpus: options.cpus ?? 2 },
    { memoryMb: Math.floor(totalmem() / 1024 / 1024), cpus: cpus().length },
  );
  const shape = {
    accelerator: choice.accelerator,
    memoryMb,
    cpus: cpuCount,
    width: options.width,
    height: options.height,
    network: !options.noNetwork,
  };
  const snapshot = await ensureReadySnapshot(image, shape, { log });
  const vm = await QemuVm.start({
    image,
    ...shape,
    runId: options.runId,
    taskId: options.taskId,
    restore: snapshot,
    log,
    ...(options.evidenceDir ? { evidenceDir: options.evidenceDir } : {}),
  });
  return new VmSession(vm, { width: options.width, height: options.height });
}
