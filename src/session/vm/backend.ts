import type { Task } from "../../task/model.ts";
import type { DesktopBackend, StartContext } from "../desktop-backend.ts";
import { vmDoctor } from "./doctor.ts";
import { buildWindowsImage } from "./windows-image/build-windows-image.ts";
import { vmCacheDir } from "./linux-vm-image.ts";
import { linuxVmPreflight, windowsVmPreflight } from "./preflight.ts";
import { reapVms } from "./reap-vms.ts";
import { prepareVmMachine, startVmDesktop, type VmMachine } from "./start-vm-desktop.ts";

/** What both VM backends share: QEMU, the machine made before the clock, 2.5 GiB a desktop. */
const qemu = {
  concurrency: { limit: Number.POSITIVE_INFINITY },
  // The VM's 2 GiB and QEMU's own.
  memoryBytes: 2.5 * 1024 ** 3,
  doctor: vmDoctor,
  diskDir: vmCacheDir,
  // The image and its ready snapshot are made outside the task's clock, as images are.
  async prepare(task: Task, context: StartContext): Promise<VmMachine> {
    return prepareVmMachine({ ...(await machineOptions(task, context)), log: context.log });
  },
  async start(task: Task, context: StartContext) {
    return startVmDesktop({
      ...(await machineOptions(task, context)),
      runId: context.runId,
      taskId: task.id,
      log: context.log,
      ...(context.evidenceDir ? { evidenceDir: context.evidenceDir } : {}),
      ...(context.prepared ? { machine: context.prepared as VmMachine } : {}),
    });
  },
} satisfies Partial<DesktopBackend>;

/**
 * Folder and AppImage apps with `--backend vm`, in a QEMU VM of the project's Linux image, which is
 * made from the Docker desktop image (so these tasks need Docker too). It reaps every QEMU VM.
 */
export const linuxVmBackend: DesktopBackend = {
  ...qemu,
  name: "linux-vm",
  choice: "vm",
  composes: ["docker"],
  preflight: linuxVmPreflight,
  accepts: (app, flags) => flags.backend === "vm" && (app.type === "folder" || app.type === "appimage"),
  reapNoun: "desktop VM",
  reap: ({ runId }) => reapVms(runId !== undefined ? { runId } : {}),
};

/** Every `windows_vm` task: its own Windows disk image (`base_image`) booted in QEMU. */
export const windowsVmBackend: DesktopBackend & {
  /** `desktest init-windows`: make a Windows base image for windows_vm tasks, unattended. */
  readonly initWindows: typeof buildWindowsImage;
} = {
  ...qemu,
  initWindows: buildWindowsImage,
  name: "windows-vm",
  preflight: windowsVmPreflight,
  accepts: (app) => app.type === "windows_vm",
};

async function machineOptions(task: Task, context: StartContext) {
  const { app } = task;
  return {
    // Only the Linux image is made with Docker; a Windows VM boots its own disk.
    docker: app.type === "windows_vm" ? undefined : await context.docker(),
    width: context.width,
    height: context.height,
    noNetwork: context.noNetwork,
    ...(app.type === "windows_vm"
      ? { baseImage: app.base_image, baseImageLocation: context.locate?.("/app/base_image") }
      : {}),
  };
}
