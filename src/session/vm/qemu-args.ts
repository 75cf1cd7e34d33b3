/** Which engine runs the guest's instructions: the host CPU (KVM) or QEMU's software emulation (TCG). */
export type Accelerator = "kvm" | "tcg";

/** Everything one desktop VM is started with (the sockets and files live in its run folder). */
export interface QemuSpec {
  name: string;
  accelerator: Accelerator;
  memoryMb: number;
  cpus: number;
  /** The task's copy-on-write overlay of the base image (qcow2). */
  disk?: string;
  /** UEFI firmware (OVMF): its code, read-only, and the VM's own copy of its variables. */
  firmware?: { code: string; vars: string };
  /** The control socket of the VM's software TPM 2.0 (swtpm). */
  tpmSocket?: string;
  /** Direct kernel boot (the project's Linux image): no boot loader, the kernel command line given. */
  kernel?: { path: string; initrd?: string; append: string };
  /** Unix socket of the guest agent's virtio-serial port (the guest sees /dev/virtio-ports/<agentPort>). */
  agentSocket: string;
  agentPort?: string;
  /** Unix socket of the QEMU Machine Protocol (screendump, input, powerdown, snapshots). */
  qmpSocket: string;
  /** Unix socket of QEMU's own VNC server (the VM's console, not a Linux guest's Xvfb desktop). */
  vncSocket?: string;
  /**
   * Unix socket of the VNC relay's virtio-serial port (the guest sees /dev/virtio-ports/desktest.vnc and,
   * in the project's Linux image, relays it to the desktop's x11vnc): the live view without a network.
   */
  vncRelaySocket?: string;
  /** A user-mode NIC with no port forwards; false: no NIC at all. */
  network: boolean;
  /** Start from a saved state instead of booting (`-incoming`, a file written by `migrate`). */
  incoming?: string;
  pidFile: string;
}

export const AGENT_PORT = "desktest.agent";
export const VNC_RELAY_PORT = "desktest.vnc";

/**
 * The qemu-system-x86_64 command line of a desktop VM: q35, the accelerator (KVM with the host CPU,
 * else TCG with every emulated CPU feature, multi-threaded), virtio disk and display, the agent's
 * virtio-serial port and QMP on unix sockets (and the VNC relay's port when asked), a VNC server on a
 * unix socket, and either no NIC or a
 * user-mode one that the host cannot be reached through from outside (no forwards); then either a direct
 * kernel boot or UEFI firmware (with a software TPM when the image needs one).
 */
export function qemuArgs(spec: QemuSpec): string[] {
  const args = [
    "-name",
    `${spec.name},process=desktest-${spec.name}`,
    "-machine",
    "q35",
    ...(spec.accelerator === "kvm"
      ? ["-accel", "kvm", "-cpu", "host"]
      : ["-accel", "tcg,thread=multi", "-cpu", "max"]),
    "-m",
    String(spec.memoryMb),
    "-smp",
    String(spec.cpus),
    "-nodefaults",
    "-no-user-config",
    "-display",
    "none",
    "-vga",
    "std",
    "-device",
    "virtio-serial-pci",
    "-chardev",
    `socket,id=agent,path=${spec.agentSocket},server=on,wait=off`,
    "-device",
    `virtserialport,chardev=agent,name=${spec.agentPort ?? AGENT_PORT}`,
    "-qmp",
    `unix:${spec.qmpSocket},server=on,wait=off`,
    "-device",
    "virtio-keyboard-pci",
    "-device",
    "virtio-tablet-pci",
    "-pidfile",
    spec.pidFile,
    "-nic",
    spec.network ? "user,model=virtio-net-pci,restrict=off" : "none",
  ];
  if (spec.vncRelaySocket)
    args.push(
      "-chardev",
      `socket,id=vncrelay,path=${spec.vncRelaySocket},server=on,wait=off`,
      "-device",
      `virtserialport,chardev=vncrelay,name=${VNC_RELAY_PORT}`,
    );
  if (spec.vncSocket) args.push("-vnc", `unix:${spec.vncSocket}`);
  if (spec.disk) args.push("-drive", `file=${spec.disk},if=virtio,format=qcow2,cache=unsafe,discard=unmap`);
  if (spec.firmware)
    args.push(
      "-drive",
      `if=pflash,format=raw,unit=0,readonly=on,file=${spec.firmware.code}`,
      "-drive",
      `if=pflash,format=raw,unit=1,file=${spec.firmware.vars}`,
    );
  if (spec.tpmSocket)
    args.push(
      "-chardev",
      `socket,id=tpm,path=${spec.tpmSocket}`,
      "-tpmdev",
      "emulator,id=tpm0,chardev=tpm",
      "-device",
      "tpm-tis,tpmdev=tpm0",
    );
  if (spec.kernel) {
    args.push("-kernel", spec.kernel.path, "-append", spec.kernel.append);
    if (spec.kernel.initrd) args.push("-initrd", spec.kernel.initrd);
  }
  if (spec.incoming) args.push("-incoming", `exec:cat ${shellWord(spec.incoming)}`);
  return args;
}

/**
 * The memory and CPUs a VM asks for unless told: the project's Linux desktop fits in 2 GiB and 2 CPUs;
 * a task's own disk (a `windows_vm` image) gets what Windows 11 requires at least, 4 GiB, and 4 CPUs for
 * a desktop that answers under software emulation.
 */
export function defaultVmResources(ownDisk: boolean): { memoryMb: number; cpus: number } {
  return ownDisk ? { memoryMb: 4096, cpus: 4 } : { memoryMb: 2048, cpus: 2 };
}

/** Memory and CPUs asked for, clamped to what the host has (leaving the host one CPU and 1 GiB). */
export function clampResources(
  wanted: { memoryMb: number; cpus: number },
  host: { memoryMb: number; cpus: number },
): { memoryMb: number; cpus: number } {
  return {
    memoryMb: Math.max(256, Math.min(wanted.memoryMb, host.memoryMb - 1024)),
    cpus: Math.max(1, Math.min(wanted.cpus, host.cpus - 1 || 1)),
  };
}

function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
