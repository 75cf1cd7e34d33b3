/**
 * The QEMU command lines of the two boots of `init-windows`: the three discs on the AHCI controller with
 * the disk first to boot, OVMF (read-only code, the image's own variables), the software TPM, the
 * agent's virtio-serial port, KVM or TCG, the screen by EDID, a NIC that reaches nothing; and swtpm's.
 */
import { describe, expect, it } from "vitest";
import {
  optionValue,
  swtpmArgs,
  vgaMemoryMb,
  windowsQemuArgs,
  type WindowsBootSpec,
} from "../../../../src/session/vm/windows-image/windows-qemu-args.ts";
import { probeArgs } from "../../../../src/session/vm/accelerator.ts";

const spec: WindowsBootSpec = {
  name: "install",
  accelerator: "kvm",
  memoryMb: 4096,
  cpus: 4,
  disk: "/out/.image.qcow2.partial-1",
  firmware: { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/w/vars.fd" },
  tpmSocket: "/w/swtpm.sock",
  cdroms: ["/isos/Win11_24H2.iso", "/isos/virtio-win.iso", "/w/desktest.iso"],
  agentSocket: "/w/agent.sock",
  qmpSocket: "/w/qmp.sock",
  serialLog: "/w/install-console.log",
  pidFile: "/w/qemu.pid",
  screen: { width: 1280, height: 800 },
};

/** Each option with its value, as one string. */
const pairs = (args: string[]) =>
  args.flatMap((a, i) =>
    a.startsWith("-") && !(args[i + 1] ?? "-").startsWith("-") ? [`${a} ${args[i + 1]}`] : [],
  );

describe("the install boot's QEMU command line (stage 1)", () => {
  const args = pairs(windowsQemuArgs(spec));

  it("attaches the Windows, virtio-win and DESKTEST discs in that order, the Windows disc bootable after the disk", () => {
    expect(args).toEqual(
      expect.arrayContaining([
        "-drive if=none,id=cd0,media=cdrom,readonly=on,file=/isos/Win11_24H2.iso",
        "-device ide-cd,drive=cd0,bus=ide.0,bootindex=1",
        "-drive if=none,id=cd1,media=cdrom,readonly=on,file=/isos/virtio-win.iso",
        "-device ide-cd,drive=cd1,bus=ide.1",
        "-drive if=none,id=cd2,media=cdrom,readonly=on,file=/w/desktest.iso",
        "-device ide-cd,drive=cd2,bus=ide.2",
        "-drive if=none,id=disk0,file=/out/.image.qcow2.partial-1,format=qcow2,cache=unsafe,discard=unmap",
        "-device virtio-blk-pci,drive=disk0,bootindex=0",
      ]),
    );
    expect(args.filter((a) => a.startsWith("-device ide-cd"))).toHaveLength(3);
  });

  it("boots UEFI firmware (code read-only, its own variables) with a TPM 2.0 on swtpm's socket, on q35", () => {
    expect(args).toEqual(
      expect.arrayContaining([
        "-machine q35",
        "-drive if=pflash,format=raw,unit=0,readonly=on,file=/usr/share/OVMF/OVMF_CODE_4M.fd",
        "-drive if=pflash,format=raw,unit=1,file=/w/vars.fd",
        "-chardev socket,id=tpm,path=/w/swtpm.sock",
        "-tpmdev emulator,id=tpm0,chardev=tpm",
        "-device tpm-tis,tpmdev=tpm0",
      ]),
    );
  });

  it("gives the agent its virtio-serial port and QEMU its QMP socket, headless, COM1 into the console log", () => {
    expect(args).toEqual(
      expect.arrayContaining([
        "-device virtio-serial-pci",
        "-chardev socket,id=agent,path=/w/agent.sock,server=on,wait=off",
        "-device virtserialport,chardev=agent,name=desktest.agent",
        "-qmp unix:/w/qmp.sock,server=on,wait=off",
        "-display none",
        "-serial file:/w/install-console.log",
        "-m 4096",
        "-smp 4",
      ]),
    );
    expect(args.some((a) => a.startsWith("-vnc"))).toBe(false);
  });

  it("uses KVM with the host CPU, or TCG", () => {
    expect(args).toEqual(expect.arrayContaining(["-accel kvm", "-cpu host"]));
    const tcg = pairs(windowsQemuArgs({ ...spec, accelerator: "tcg" }));
    expect(tcg).toEqual(expect.arrayContaining(["-accel tcg,thread=multi", "-cpu max"]));
    expect(tcg).not.toContain("-accel kvm");
  });

  it("offers the screen size by EDID and a NIC on a network that reaches nothing (no PXE ROM)", () => {
    expect(args).toEqual(
      expect.arrayContaining([
        "-global VGA.xres=1280",
        "-global VGA.yres=800",
        "-global VGA.vgamem_mb=16",
        "-netdev user,id=net0,restrict=on",
        "-device virtio-net-pci,netdev=net0,romfile=",
        "-nic none",
      ]),
    );
    expect(vgaMemoryMb({ width: 1920, height: 1080 })).toBe(16);
    expect(vgaMemoryMb({ width: 2560, height: 1600 })).toBe(16);
    expect(vgaMemoryMb({ width: 3840, height: 2160 })).toBe(32);
  });

  it("doubles commas in paths (QEMU's option lists)", () => {
    const odd = pairs(windowsQemuArgs({ ...spec, cdroms: ["/isos/Win,11.iso"], disk: "/a,b/disk.qcow2" }));
    expect(odd).toContain("-drive if=none,id=cd0,media=cdrom,readonly=on,file=/isos/Win,,11.iso");
    expect(odd).toContain(
      "-drive if=none,id=disk0,file=/a,,b/disk.qcow2,format=qcow2,cache=unsafe,discard=unmap",
    );
    expect(optionValue("a,,b")).toBe("a,,,,b");
  });
});

describe("the check boot (stage 2)", () => {
  it("has no discs: the disk alone boots", () => {
    const args = windowsQemuArgs({ ...spec, name: "check", cdroms: [], serialLog: "/w/check-console.log" });
    expect(args.join(" ")).not.toContain("media=cdrom");
    expect(pairs(args)).toContain("-device virtio-blk-pci,drive=disk0,bootindex=0");
  });
});

describe("swtpm and the firmware probe", () => {
  it("runs a TPM 2.0 whose state is in the stage's folder and that ends with QEMU", () => {
    expect(swtpmArgs({ stateDir: "/w/tpm", socket: "/w/swtpm.sock", pidFile: "/w/swtpm.pid" })).toEqual([
      "socket",
      "--tpm2",
      "--tpmstate",
      "dir=/w/tpm",
      "--ctrl",
      "type=unixio,path=/w/swtpm.sock",
      "--pid",
      "file=/w/swtpm.pid",
      "--terminate",
    ]);
  });

  it("probes KVM with the firmware alone, its variables in a throw-away overlay", () => {
    const args = pairs(probeArgs({ firmware: { code: "/c.fd", vars: "/v.fd" } }));
    expect(args).toEqual(
      expect.arrayContaining([
        "-accel kvm",
        "-cpu host",
        "-serial stdio",
        "-drive if=pflash,format=raw,unit=0,readonly=on,file=/c.fd",
        "-drive if=pflash,format=raw,unit=1,snapshot=on,file=/v.fd",
      ]),
    );
  });
});
