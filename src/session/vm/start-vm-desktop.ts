import { cpus, totalmem } from "node:os";
import path from "node:path";
import type Docker from "dockerode";
import type { AcceleratorSetting } from "./accelerator.ts";
import { chooseAccelerator } from "./accelerator.ts";
import { ensureLinuxVmImage, type LinuxVmImage } from "./linux-vm-image.ts";
import { clampResources } from "./qemu-args.ts";
import { QemuVm, type SnapshotShape } from "./qemu-vm.ts";
import { ensureReadySnapshot, type ReadySnapshot } from "./ready-snapshot.ts";
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

/** What every VM desktop of one machine shape starts from: the image and its ready snapshot. */
export interface VmMachine {
  image: LinuxVmImage;
  shape: SnapshotShape;
  snapshot: ReadySnapshot;
}

/**
 * Everything before a VM desktop can start, the slow parts done once (and outside a task's clock):
 * the project's VM image (built when missing), the accelerator (KVM where it works, else TCG with a
 * warning), and the image's ready snapshot for this machine shape (made once by a cold boot).
 */
export async function prepareVmMachine(
  options: Omit<VmDesktopOptions, "runId" | "taskId" | "evidenceDir">,
): Promise<VmMachine> {
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
  return { image, shape, snapshot: await ensureReadySnapshot(image, shape, { log }) };
}

/** A Linux desktop in a fresh QEMU VM: the machine's ready snapshot restored into the task's own overlay. */
export async function startVmDesktop(
  options: VmDesktopOptions & { machine?: VmMachine },
): Promise<VmSession> {
  const machine = options.machine ?? (await prepareVmMachine(options));
  const vm = await QemuVm.start({
    image: machine.image,
    ...machine.shape,
    runId: options.runId,
    taskId: options.taskId,
    restore: machine.snapshot,
    ...(options.log ? { log: options.log } : {}),
    ...(options.evidenceDir ? { evidenceDir: options.evidenceDir } : {}),
  });
  return new VmSession(vm, { width: machine.shape.width, height: machine.shape.height });
}
