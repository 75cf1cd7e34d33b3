import { describe, expect, it } from "vitest";
import { clampResources, qemuArgs, type QemuSpec } from "../../../src/session/vm/qemu-args.ts";
import { kernelCommandLine } from "../../../src/session/vm/qemu-vm.ts";
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
    expect(kernelCommandLine(1280, 800)).toContain("desktest.width=1280 desktest.height=800");
  });
});
