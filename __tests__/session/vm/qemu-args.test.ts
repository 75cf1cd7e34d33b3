import { describe, expect, it } from "vitest";
import {
  clampResources,
  defaultVmResources,
  qemuArgs,
  type QemuSpec,
} from "../../../src/session/vm/qemu-args.ts";
import { findUefiFirmware } from "../../../src/session/vm/firmware.ts";
import { LINUX_ROOT_CMDLINE } from "../../../src/session/vm/linux-vm-image.ts";
import { kernelCommandLine } from "../../../src/session/vm/vm-image.ts";
import { snapshotName } from "../../../src/session/vm/ready-snapshot.ts";

const spec: QemuSpec = {
  name: "vm-1",
  accelerator: "kvm",
  memoryMb: 2048,
  cpus: 2,
  disk: "/run/vm-1/disk.qcow2",
  agentSocket: "/run/vm-1/agent.sock",
  qmpSocket: "/run/vm-1/qmp.sock",
  network: false,
  pidFile: "/run/vm-1/qemu.pid",
};

const pairs = (args: string[]) =>
  args.flatMap((a, i) => (a.startsWith("-") ? [`${a} ${args[i + 1] ?? ""}`] : []));

describe("the QEMU command line", () => {
  it("uses KVM with the host CPU, or TCG with every emulated feature", () => {
    expect(pairs(qemuArgs(spec))).toEqual(
      expect.arrayContaining(["-accel kvm", "-cpu host", "-machine q35"]),
    );
    const tcg = pairs(qemuArgs({ ...spec, accelerator: "tcg" }));
    expect(tcg).toEqual(expect.arrayContaining(["-accel tcg,thread=multi", "-cpu max"]));
    expect(tcg).not.toContain("-accel kvm");
  });

  it("has no NIC without network, and a user-mode NIC without forwards with it", () => {
    expect(pairs(qemuArgs(spec))).toContain("-nic none");
    const nic = pairs(qemuArgs({ ...spec, network: true })).find((p) => p.startsWith("-nic"))!;
    expect(nic).toMatch(/^-nic user,/);
    expect(nic).not.toContain("hostfwd");
  });

  it("puts the agent on a virtio-serial port and QMP on a unix socket, and restores a saved state when asked", () => {
    const args = qemuArgs({ ...spec, incoming: "/cache/ready/state" });
    expect(args).toContain("virtserialport,chardev=agent,name=desktest.agent");
    expect(args).toContain("socket,id=agent,path=/run/vm-1/agent.sock,server=on,wait=off");
    expect(args).toContain("unix:/run/vm-1/qmp.sock,server=on,wait=off");
    expect(pairs(args)).toContain("-incoming exec:cat /cache/ready/state");
    expect(pairs(qemuArgs({ ...spec, incoming: "/a b/it's" }))).toContain(
      "-incoming exec:cat '/a b/it'\\''s'",
    );
  });

  it("puts the VNC relay on a second virtio-serial port when asked, and adds no NIC for it", () => {
    expect(qemuArgs(spec).join(" ")).not.toContain("desktest.vnc");
    const args = qemuArgs({ ...spec, vncRelaySocket: "/run/vm-1/vnc-relay.sock" });
    expect(args).toContain("socket,id=vncrelay,path=/run/vm-1/vnc-relay.sock,server=on,wait=off");
    expect(args).toContain("virtserialport,chardev=vncrelay,name=desktest.vnc");
    expect(pairs(args)).toContain("-nic none");
  });

  it("boots UEFI firmware from the disk (code read-only, the VM's own variables) with a software TPM when asked", () => {
    const args = qemuArgs({
      ...spec,
      firmware: { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/run/vm-1/vars.fd" },
      tpmSocket: "/run/vm-1/tpm.sock",
    });
    expect(pairs(args)).toEqual(
      expect.arrayContaining([
        "-drive if=pflash,format=raw,unit=0,readonly=on,file=/usr/share/OVMF/OVMF_CODE_4M.fd",
        "-drive if=pflash,format=raw,unit=1,file=/run/vm-1/vars.fd",
        "-chardev socket,id=tpm,path=/run/vm-1/tpm.sock",
        "-tpmdev emulator,id=tpm0,chardev=tpm",
        "-device tpm-tis,tpmdev=tpm0",
      ]),
    );
    expect(args).not.toContain("-kernel");
    const direct = qemuArgs({ ...spec, kernel: { path: "/k", initrd: "/i", append: "root=/dev/vda2" } });
    expect(pairs(direct)).toEqual(
      expect.arrayContaining(["-kernel /k", "-initrd /i", "-append root=/dev/vda2"]),
    );
    expect(direct.some((a) => a.startsWith("if=pflash"))).toBe(false);
  });

  it("finds OVMF where distributions install it, pairs an image's variables with the code of the same build", () => {
    const files: Record<string, number> = {
      "/usr/share/OVMF/OVMF_CODE_4M.fd": 3653632,
      "/usr/share/OVMF/OVMF_VARS_4M.fd": 540672,
      "/usr/share/OVMF/OVMF_CODE.fd": 1966080,
      "/usr/share/OVMF/OVMF_VARS.fd": 131072,
      "/images/win.vars.fd": 131072,
      "/images/odd.vars.fd": 7,
    };
    const exists = (file: string) => file in files;
    const size = (file: string) => files[file]!;
    expect(findUefiFirmware({}, undefined, exists, size).code).toBe("/usr/share/OVMF/OVMF_CODE_4M.fd");
    expect(findUefiFirmware({}, "/images/win.vars.fd", exists, size)).toEqual({
      code: "/usr/share/OVMF/OVMF_CODE.fd",
      vars: "/usr/share/OVMF/OVMF_VARS.fd",
    });
    expect(() => findUefiFirmware({}, "/images/odd.vars.fd", exists, size)).toThrow(
      /match no installed OVMF build/,
    );
    expect(() => findUefiFirmware({}, undefined, () => false, size)).toThrow(/OVMF.*not installed/);
  });

  it("clamps memory and CPUs to the host, leaving it a CPU and 1 GiB", () => {
    expect(clampResources({ memoryMb: 8192, cpus: 8 }, { memoryMb: 4096, cpus: 2 })).toEqual({
      memoryMb: 3072,
      cpus: 1,
    });
    expect(clampResources({ memoryMb: 2048, cpus: 2 }, { memoryMb: 24576, cpus: 16 })).toEqual({
      memoryMb: 2048,
      cpus: 2,
    });
  });

  it("gives a windows_vm task's own disk what Windows 11 requires (4 GiB, more CPUs), the Linux desktop 2 GiB", () => {
    expect(defaultVmResources(true)).toEqual({ memoryMb: 4096, cpus: 4 });
    expect(defaultVmResources(false)).toEqual({ memoryMb: 2048, cpus: 2 });
  });

  it("names a snapshot by everything a restore must match, and asks the guest for the screen size", () => {
    const shape = {
      accelerator: "tcg" as const,
      memoryMb: 2048,
      cpus: 2,
      width: 1280,
      height: 800,
      network: false,
    };
    expect(snapshotName(shape)).toBe("ready-tcg-1280x800-2048m-2c-nonet");
    expect(snapshotName({ ...shape, network: true })).not.toBe(snapshotName(shape));
    expect(kernelCommandLine(LINUX_ROOT_CMDLINE, 1280, 800)).toBe(
      "root=/dev/vda2 rw console=ttyS0 quiet systemd.show_status=0 desktest.width=1280 desktest.height=800",
    );
    expect(snapshotName({ ...shape, width: 0, height: 0 })).toBe("ready-tcg-guest-screen-2048m-2c-nonet");
  });
});
