/** How a VM image boots: its kernel directly (the project's Linux image), or UEFI firmware from its disk. */
export type VmBoot =
  | {
      kind: "kernel";
      kernel: string;
      initrd?: string;
      /** The kernel command line, without the screen size (the task's is added). */
      cmdline: string;
    }
  | {
      kind: "uefi";
      /** The firmware variables the image was made with (its boot entries); else a fresh copy. */
      vars?: string;
      /** A software TPM 2.0 (swtpm): Windows 11 images made with one expect it. */
      tpm: boolean;
    }
  /** Legacy BIOS (SeaBIOS, QEMU's default) from the disk's boot sector. */
  | { kind: "bios" };

/** A disk a desktop VM starts from: every task runs in its own copy-on-write overlay of it. */
export interface VmImage {
  /** Where this image's ready snapshots are kept. */
  dir: string;
  disk: string;
  format: "qcow2" | "raw";
  /** Content hash of the image (and of what boots it): snapshots are only used with the same one. */
  hash: string;
  boot: VmBoot;
  /**
   * The guest relays the virtio-serial port desktest.vnc to its desktop's VNC server (the project's Linux
   * image: docker/vm/desktest-vnc-relay): the VM gets that port, and its session a live view.
   */
  vncRelay?: boolean;
}

/** Whether the task's screen size reaches the guest (a direct kernel boot passes it) or the guest keeps its own. */
export function screenFromTask(image: VmImage): boolean {
  return image.boot.kind === "kernel";
}

/** A direct kernel boot's command line: the image's, and the task's screen for the desktop service. */
export function kernelCommandLine(cmdline: string, width: number, height: number): string {
  return `${cmdline} desktest.width=${width} desktest.height=${height}`;
}
