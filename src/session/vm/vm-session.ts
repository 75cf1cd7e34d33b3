import path from "node:path";
import type { Duplex } from "node:stream";
import type { GuestAgent } from "../guest/guest-agent.ts";
import { StreamSession } from "../stream-session.ts";
import type { QemuVm } from "./qemu-vm.ts";

/**
 * A desktop in a QEMU VM, driven through the same guest agent as a Docker desktop: everything goes
 * over the agent's virtio-serial port (files too, in chunks), so the VM needs no network and no shared
 * folder. The live view reaches the desktop's VNC server over a second port (`openVnc`, when the image
 * relays one: the project's Linux image does).
 */
export class VmSession extends StreamSession {
  readonly vm: QemuVm;
  /** A new connection to the desktop's x11vnc in the VM, through its relay port; absent without one. */
  readonly openVnc?: () => Promise<Duplex>;

  constructor(vm: QemuVm) {
    super(vm.hello, "the VM");
    this.vm = vm;
    const vnc = vm.vnc;
    if (vnc) this.openVnc = () => vnc.open();
  }

  get id(): string {
    return path.basename(this.vm.folder);
  }

  get guest(): GuestAgent {
    return this.vm.agent;
  }

  /** The VM's serial console (its boot log), for diagnostics. */
  async logs(): Promise<string> {
    return this.vm.consoleTail(200);
  }

  close(): Promise<void> {
    return this.vm.stop();
  }
}
