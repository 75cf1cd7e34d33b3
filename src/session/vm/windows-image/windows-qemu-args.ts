import { qemuArgs, type Accelerator } from "../qemu-args.ts";

/** One boot of the image being made: stage 1 installs from the discs, stage 2 checks the finished disk. */
export interface WindowsBootSpec {
  name: string;
  accelerator: Accelerator;
  memoryMb: number;
  cpus: number;
  /** The image's qcow2 (booted directly: it is the image being made, not an overlay). */
  disk: string;
  firmware: { code: string; vars: string };
  /** The control socket of the software TPM 2.0. */
  tpmSocket: string;
  /** The discs, in this order: Windows (bootable), virtio-win, DESKTEST. None in stage 2. */
  cdroms: string[];
  agentSocket: string;
  qmpSocket: string;
  /** COM1 goes to this file (the provisioning script reports there). */
  serialLog: string;
  pidFile: string;
  /** The screen the firmware sets up (QEMU's VGA offers it by EDID; Windows' basic display driver keeps it). */
  screen: { width: number; height: number };
}

/**
 * qemu-system-x86_64's command line for a Windows image boot: the desktop VMs' (qemuArgs: q35, the
 * accelerator, UEFI firmware, the TPM, the agent's virtio-serial port, QMP), plus the disk as the first
 * boot device, the discs on the machine's AHCI controller (the Windows disc next, so an empty disk boots
 * it), COM1 into a file, the VGA's preferred screen size, and a virtio NIC on a user-mode network that
 * reaches nothing (restrict=on: Windows installs its driver, downloads nothing, and no PXE ROM runs).
 */
export function windowsQemuArgs(spec: WindowsBootSpec): string[] {
  const args = qemuArgs({
    name: spec.name,
    accelerator: spec.accelerator,
    memoryMb: spec.memoryMb,
    cpus: spec.cpus,
    firmware: spec.firmware,
    tpmSocket: spec.tpmSocket,
    agentSocket: spec.agentSocket,
    qmpSocket: spec.qmpSocket,
    network: false,
    pidFile: spec.pidFile,
  });
  args.push(
    "-global",
    `VGA.xres=${spec.screen.width}`,
    "-global",
    `VGA.yres=${spec.screen.height}`,
    "-global",
    `VGA.vgamem_mb=${vgaMemoryMb(spec.screen)}`,
    "-drive",
    `if=none,id=disk0,file=${optionValue(spec.disk)},format=qcow2,cache=unsafe,discard=unmap`,
    "-device",
    "virtio-blk-pci,drive=disk0,bootindex=0",
  );
  spec.cdroms.forEach((iso, i) => {
    args.push(
      "-drive",
      `if=none,id=cd${i},media=cdrom,readonly=on,file=${optionValue(iso)}`,
      "-device",
      `ide-cd,drive=cd${i},bus=ide.${i}${i === 0 ? ",bootindex=1" : ""}`,
    );
  });
  args.push(
    "-netdev",
    "user,id=net0,restrict=on",
    "-device",
    "virtio-net-pci,netdev=net0,romfile=",
    "-serial",
    `file:${spec.serialLog}`,
  );
  return args;
}

/** A value inside a QEMU option list: a comma is doubled (a user's ISO path may have one). */
export function optionValue(text: string): string {
  return text.replaceAll(",", ",,");
}

/** VGA memory for the screen at 32 bits per pixel, in the power-of-two megabytes QEMU wants (16 at least). */
export function vgaMemoryMb(screen: { width: number; height: number }): number {
  const needed = Math.ceil((screen.width * screen.height * 4) / (1024 * 1024));
  let mb = 16;
  while (mb < needed) mb *= 2;
  return mb;
}

/** The software TPM 2.0 for one boot: its state in `stateDir`, its control on a unix socket. */
export function swtpmArgs(spec: { stateDir: string; socket: string; pidFile: string }): string[] {
  return [
    "socket",
    "--tpm2",
    "--tpmstate",
    `dir=${spec.stateDir}`,
    "--ctrl",
    `type=unixio,path=${spec.socket}`,
    "--pid",
    `file=${spec.pidFile}`,
    "--terminate",
  ];
}
