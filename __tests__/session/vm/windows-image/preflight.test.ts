/**
 * What `init-windows` checks before it makes anything: each problem named with its fix, all of them in
 * one ConfigError (exit 2); and the sidecar the windows_vm backend reads.
 */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../../src/errors/desktest-error.ts";
import { sidecarPaths, windowsImageSidecar } from "../../../../src/session/vm/windows-image/image-sidecar.ts";
import {
  checkInitWindows,
  MIN_FREE_BYTES,
  type InitWindowsInputs,
  type InitWindowsProbe,
} from "../../../../src/session/vm/windows-image/preflight.ts";

const inputs: InitWindowsInputs = {
  windowsIso: "/isos/win11.iso",
  virtioIso: "/isos/virtio-win.iso",
  pythonInstaller: "/dl/python-3.12.8-amd64.exe",
  requirements: "/repo/docker/guest/requirements-windows.txt",
  output: "/images/desktest-windows.qcow2",
};

const FIRMWARE = { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/usr/share/OVMF/OVMF_VARS_4M.fd" };

/** A machine with everything; `change` takes some of it away. */
function probe(
  change: Partial<InitWindowsProbe> & {
    files?: Record<string, "file" | "dir" | "unreadable" | "missing">;
  } = {},
): InitWindowsProbe {
  const files: Record<string, "file" | "dir" | "unreadable" | "missing"> = {
    [inputs.windowsIso]: "file",
    [inputs.virtioIso]: "file",
    [inputs.pythonInstaller]: "file",
    [inputs.requirements]: "file",
    "/images": "dir",
    ...change.files,
  };
  return {
    which: async (name) => `/usr/bin/${name}`,
    kind: async (file) => files[file] ?? "missing",
    list: async () => [],
    writable: async () => true,
    freeBytes: async () => 100 * 1024 ** 3,
    firmware: () => FIRMWARE,
    hasPip: async () => true,
    ...change,
  };
}

async function refusal(p: InitWindowsProbe, given: InitWindowsInputs = inputs): Promise<string> {
  const error = await checkInitWindows(given, p).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe("the checks before init-windows makes anything", () => {
  it("pass on a machine with everything, choosing xorriso, the firmware and the Python version", async () => {
    const ready = await checkInitWindows(inputs, probe());
    expect(ready.isoTool).toBe("xorriso");
    expect(ready.firmware).toEqual(FIRMWARE);
    expect(ready.python).toMatchObject({ version: "3.12.8", minor: "3.12" });
    const genisoimageOnly = probe({
      which: async (name) => (name === "xorriso" ? undefined : `/usr/bin/${name}`),
    });
    expect((await checkInitWindows(inputs, genisoimageOnly)).isoTool).toBe("genisoimage");
  });

  it("name a missing or unreadable ISO with where to get one", async () => {
    const message = await refusal(
      probe({ files: { [inputs.windowsIso]: "missing", [inputs.virtioIso]: "unreadable" } }),
    );
    expect(message).toContain("init-windows cannot start: 2 problem(s)");
    expect(message).toContain("--windows-iso /isos/win11.iso does not exist");
    expect(message).toContain("fix: pass a Windows 11 (or 10) x64 installation ISO");
    expect(message).toContain("--virtio-iso /isos/virtio-win.iso cannot be read by this user");
  });

  it("never overwrite: an existing image, sidecar or variables file is refused", async () => {
    const paths = sidecarPaths(inputs.output);
    const message = await refusal(probe({ files: { [inputs.output]: "file", [paths.vars]: "file" } }));
    expect(message).toContain(
      "/images/desktest-windows.qcow2 already exists (init-windows never overwrites)",
    );
    expect(message).toContain("/images/desktest-windows.qcow2.vars.fd already exists");
    expect(message).toContain("fix: remove it, or pass another --output");
    expect(message).not.toContain("desktest-windows.qcow2.json already exists");
  });

  it("name each missing tool with the Debian package to install", async () => {
    const message = await refusal(
      probe({
        which: async () => undefined,
        firmware: () => {
          throw new Error("UEFI firmware (OVMF) for VMs is not installed");
        },
      }),
    );
    expect(message).toContain(
      "qemu-system-x86_64 (runs the VM) is not installed\n    fix: sudo apt-get install qemu-system-x86",
    );
    expect(message).toContain(
      "qemu-img (makes the qcow2 disk) is not installed\n    fix: sudo apt-get install qemu-utils",
    );
    expect(message).toContain(
      "swtpm (the software TPM 2.0 Windows 11 needs) is not installed\n    fix: sudo apt-get install swtpm",
    );
    expect(message).toContain("neither xorriso nor genisoimage");
    expect(message).toContain("fix: sudo apt-get install xorriso");
    expect(message).toContain(
      "UEFI firmware (OVMF) for VMs is not installed\n    fix: sudo apt-get install ovmf",
    );
    expect(message).toContain("init-windows cannot start: 5 problem(s)");
  });

  it("want room for an installed Windows, and pip or a wheelhouse", async () => {
    const message = await refusal(
      probe({ freeBytes: async () => 10 * 1024 ** 3, hasPip: async () => false }),
    );
    expect(message).toContain(
      "/images has 10.0 GiB free; an installed Windows needs about 30.0 GiB (the qcow2 is sparse",
    );
    expect(message).toContain("python3 has no pip");
    expect(message).toContain("sudo apt-get install python3-pip, or pass --wheelhouse <dir>");
    expect(MIN_FREE_BYTES).toBe(30 * 1024 ** 3);
    const smallDisk = await checkInitWindows(
      { ...inputs, diskSize: "8G" },
      probe({ freeBytes: async () => 10 * 1024 ** 3 }),
    );
    expect(smallDisk.isoTool).toBe("xorriso");
    const bigDisk = await refusal(probe({ freeBytes: async () => 10 * 1024 ** 3 }), {
      ...inputs,
      diskSize: "1T",
    });
    expect(bigDisk).toContain("needs about 30.0 GiB");
    const withWheels = await refusal(probe({ hasPip: async () => false, files: { "/wh": "dir" } }), {
      ...inputs,
      wheelhouse: "/wh",
    });
    expect(withWheels).toContain("--wheelhouse /wh holds no .whl files");
    expect(withWheels).not.toContain("python3 has no pip");
  });

  it("refuse an installer that is not a 64-bit python.org one, and a missing output folder", async () => {
    const message = await refusal(probe({ files: { "/dl/python.exe": "file", "/images": "missing" } }), {
      ...inputs,
      pythonInstaller: "/dl/python.exe",
    });
    expect(message).toContain(
      "--python-installer 'python.exe' is not named like a python.org 64-bit Windows installer",
    );
    expect(message).toContain("the output folder /images does not exist");
  });
});

describe("the sidecar", () => {
  it("says how the backend boots the image (uefi, its variables beside it, a TPM) and what is in it", () => {
    const sidecar = windowsImageSidecar({
      image: "/images/win.qcow2",
      screen: { width: 1280, height: 800 },
      agent: { version: "2.0.0", protocol: 2, port: "desktest.agent", user: "tester", task: "DesktestAgent" },
      python: "3.12.8",
      ovmfCode: FIRMWARE.code,
      accelerator: "kvm",
      created: new Date("2025-01-02T03:04:05Z"),
      createdBy: "desktest 0.1.0 init-windows",
    });
    expect(sidecarPaths("/images/win.qcow2")).toEqual({
      sidecar: "/images/win.qcow2.json",
      vars: "/images/win.qcow2.vars.fd",
    });
    expect(JSON.parse(JSON.stringify(sidecar))).toEqual({
      firmware: "uefi",
      vars: "win.qcow2.vars.fd",
      tpm: true,
      screen: { width: 1280, height: 800 },
      agent: { version: "2.0.0", protocol: 2, port: "desktest.agent", user: "tester", task: "DesktestAgent" },
      python: "3.12.8",
      ovmfCode: FIRMWARE.code,
      accelerator: "kvm",
      created: "2025-01-02T03:04:05.000Z",
      createdBy: "desktest 0.1.0 init-windows",
    });
  });
});
