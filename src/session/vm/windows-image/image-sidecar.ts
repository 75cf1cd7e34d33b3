import path from "node:path";
import type { BaseImageSidecar } from "../base-image.ts";

/**
 * `<image>.json`, beside a Windows base image made by `desktest init-windows`: how the windows_vm
 * backend boots it (the fields of BaseImageSidecar: UEFI, the firmware variables it was installed with,
 * a TPM) and what was put in it, for people and for checks.
 */
export interface WindowsImageSidecar extends Required<BaseImageSidecar> {
  firmware: "uefi";
  /** `<image>.vars.fd`, relative to the sidecar. */
  vars: string;
  tpm: true;
  /** The screen the image was made with (QEMU's VGA offers it by EDID; the firmware sets it up). */
  screen: { width: number; height: number };
  agent: {
    /** The guest agent's version and protocol, as its hello said in the check boot. */
    version: string;
    protocol: number;
    /** Its virtio-serial port (the guest opens \\.\Global\<port>). */
    port: string;
    /** The user it runs as (logged on automatically). */
    user: string;
    /** The scheduled task that starts it at logon. */
    task: string;
  };
  python: string;
  /** The OVMF build it was installed with (its variables only go with that build's code). */
  ovmfCode: string;
  accelerator: string;
  created: string;
  createdBy: string;
}

/** The files that come with the image: its sidecar and its firmware variables. */
export function sidecarPaths(image: string): { sidecar: string; vars: string } {
  return { sidecar: `${image}.json`, vars: `${image}.vars.fd` };
}

export function windowsImageSidecar(input: {
  image: string;
  screen: { width: number; height: number };
  agent: WindowsImageSidecar["agent"];
  python: string;
  ovmfCode: string;
  accelerator: string;
  created: Date;
  createdBy: string;
}): WindowsImageSidecar {
  return {
    firmware: "uefi",
    vars: path.basename(sidecarPaths(input.image).vars),
    tpm: true,
    screen: input.screen,
    agent: input.agent,
    python: input.python,
    ovmfCode: input.ovmfCode,
    accelerator: input.accelerator,
    created: input.created.toISOString(),
    createdBy: input.createdBy,
  };
}
