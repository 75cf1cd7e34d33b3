import { cpus, totalmem } from "node:os";
import path from "node:path";
import type Docker from "dockerode";
import type { SourceLocation } from "../../errors/desktest-error.ts";
import { connectDocker } from "../docker-connection.ts";
import type { AcceleratorSetting } from "./accelerator.ts";
import { chooseAccelerator, probeTargetIn } from "./accelerator.ts";
import { openBaseImage } from "./base-image.ts";
import { findUefiFirmware } from "./firmware.ts";
import { ensureLinuxVmImage, vmCacheDir } from "./linux-vm-image.ts";
import { clampResources, defaultVmResources } from "./qemu-args.ts";
import { QemuVm, type SnapshotShape } from "./qemu-vm.ts";
import { ensureReadySnapshot, type ReadySnapshot } from "./ready-snapshot.ts";
import { screenFromTask, type VmImage } from "./vm-image.ts";
import { VmSession } from "./vm-session.ts";
import { closingOnFailure } from "../start-scope.ts";

export interface VmDesktopOptions {
  /** Makes the project's Linux image (from the Docker desktop image); a task's own `baseImage` needs none. */
  docker?: Docker | undefined;
  runId: string;
  taskId: string;
  width: number;
  height: number;
  noNetwork?: boolean;
  /** auto (default; DESKTEST_VM_ACCEL overrides), kvm or tcg. */
  accelerator?: AcceleratorSetting;
  memoryMb?: number;
  cpus?: number;
  /**
   * A task's own disk to start from (`windows_vm`'s base_image, booted by firmware, the screen the
   * guest's own); else the project's Linux image (booted directly, the screen the task's).
   */
  baseImage?: string;
  /** Where `baseImage` comes from in the task file, for its errors. */
  baseImageLocation?: SourceLocation;
  /** Where a VM that does not come up leaves its screen and console. */
  evidenceDir?: string;
  log?: (line: string) => void;
}

/** What every VM desktop of one machine shape starts from: the image and its ready snapshot. */
export interface VmMachine {
  image: VmImage;
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
  const image: VmImage = options.baseImage
    ? await openBaseImage(options.baseImage, {
        log,
        ...(options.baseImageLocation ? { location: options.baseImageLocation } : {}),
      })
    : await ensureLinuxVmImage(options.docker ?? (await connectDocker()), { onProgress: log });
  const setting =
    (process.env.DESKTEST_VM_ACCEL as AcceleratorSetting | undefined) ?? options.accelerator ?? "auto";
  const boot = image.boot;
  const target =
    boot.kind === "kernel"
      ? { kernel: boot.kernel, ...(boot.initrd ? { initrd: boot.initrd } : {}) }
      : await probeTargetIn(vmCacheDir(), () =>
          findUefiFirmware(process.env, boot.kind === "uefi" ? boot.vars : undefined),
        );
  const choice = await chooseAccelerator(setting, target, {
    cacheFile: path.join(vmCacheDir(), "accelerator.json"),
  });
  if (choice.note) log(`warning: ${choice.note}`);
  const { memoryMb, cpus: cpuCount } = clampResources(
    {
      memoryMb: options.memoryMb ?? defaultVmResources(Boolean(options.baseImage)).memoryMb,
      cpus: options.cpus ?? defaultVmResources(Boolean(options.baseImage)).cpus,
    },
    { memoryMb: Math.floor(totalmem() / 1024 / 1024), cpus: cpus().length },
  );
  const shape = {
    accelerator: choice.accelerator,
    memoryMb,
    cpus: cpuCount,
    // A firmware boot's screen is the guest's own (a Windows desktop keeps its resolution).
    width: screenFromTask(image) ? options.width : 0,
    height: screenFromTask(image) ? options.height : 0,
    network: !options.noNetwork,
  };
  return { image, shape, snapshot: await ensureReadySnapshot(image, shape, { log }) };
}

/** A Linux desktop in a fresh QEMU VM: the machine's ready snapshot restored into the task's own overlay. */
export async function startVmDesktop(
  options: VmDesktopOptions & { machine?: VmMachine },
): Promise<VmSession> {
  const machine = options.machine ?? (await prepareVmMachine(options));
  return closingOnFailure(async (scope) => {
    const vm = scope.opened(
      await QemuVm.start({
        image: machine.image,
        ...machine.shape,
        runId: options.runId,
        taskId: options.taskId,
        restore: machine.snapshot,
        ...(options.log ? { log: options.log } : {}),
        ...(options.evidenceDir ? { evidenceDir: options.evidenceDir } : {}),
      }),
      (started) => started.stop(),
    );
    return new VmSession(vm);
  });
}
