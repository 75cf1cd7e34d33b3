/**
 * `desktest init-windows` through the CLI, on this machine: bad values and missing inputs are the
 * user's to fix (exit 2) with messages that name the file and the fix, before anything is made.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDiskSize, parseEdition, parseMemoryMb } from "../../src/cli/commands/init-windows.ts";
import { cli, tempTree } from "../helpers/cli.ts";

const required = [
  "--windows-iso",
  "win.iso",
  "--virtio-iso",
  "virtio-win.iso",
  "--python-installer",
  "python-3.12.8-amd64.exe",
];

describe("desktest init-windows", () => {
  it("is listed in the help with its options", async () => {
    const dir = tempTree({});
    const help = await cli(["init-windows", "--help"], dir);
    expect(help.code).toBe(0);
    for (const option of [
      "--windows-iso",
      "--virtio-iso",
      "--python-installer",
      "--wheelhouse",
      "--output",
      "--disk-size",
      "--memory",
      "--cpus",
      "--accel",
      "--timeout",
    ])
      expect(help.stdout).toContain(option);
    expect((await cli(["--help"], dir)).stdout).toContain("init-windows");
  });

  it("refuses missing ISOs and installer (exit 2), naming each with its fix, and makes nothing", async () => {
    const dir = tempTree({ "requirements.txt": "pyautogui\n" });
    const result = await cli(["init-windows", ...required, "--requirements", "requirements.txt"], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--windows-iso ${path.join(dir, "win.iso")} does not exist`);
    expect(result.stderr).toContain(`--virtio-iso ${path.join(dir, "virtio-win.iso")} does not exist`);
    expect(result.stderr).toContain(
      `--python-installer ${path.join(dir, "python-3.12.8-amd64.exe")} does not exist`,
    );
    expect(result.stderr).toContain("fix: pass the virtio-win drivers ISO");
    expect(readdirSync(dir)).toEqual(["requirements.txt"]);
  });

  it("refuses to overwrite an existing image (exit 2) and leaves it as it was", async () => {
    const dir = tempTree({
      "win.iso": "x",
      "virtio-win.iso": "x",
      "python-3.12.8-amd64.exe": "x",
      "requirements.txt": "x\n",
      "mine.qcow2": "precious",
    });
    const result = await cli(
      ["init-windows", ...required, "--requirements", "requirements.txt", "--output", "mine.qcow2"],
      dir,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${path.join(dir, "mine.qcow2")} already exists (init-windows never overwrites)`,
    );
    expect(result.stderr).not.toContain("--windows-iso");
    expect(existsSync(path.join(dir, "mine.qcow2.json"))).toBe(false);
    writeFileSync(path.join(dir, "check"), "");
    expect(readdirSync(dir).sort()).toEqual([
      "check",
      "mine.qcow2",
      "python-3.12.8-amd64.exe",
      "requirements.txt",
      "virtio-win.iso",
      "win.iso",
    ]);
  });

  it("refuses bad sizes and choices (exit 2) before checking anything else", async () => {
    const dir = tempTree({});
    const small = await cli(["init-windows", ...required, "--disk-size", "16G"], dir);
    expect(small.code).toBe(2);
    expect(small.stderr).toContain("--disk-size '16G' is not a size of at least 32G");
    const accel = await cli(["init-windows", ...required, "--accel", "hvf"], dir);
    expect(accel.code).toBe(2);
    expect(accel.stderr).toContain("Allowed choices are auto, kvm, tcg");
    const missing = await cli(["init-windows", "--windows-iso", "win.iso"], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--virtio-iso <file>' not specified");
  });

  it("reads sizes and editions", () => {
    expect(parseDiskSize("64g")).toBe("64G");
    expect(parseDiskSize("1T")).toBe("1T");
    expect(() => parseDiskSize("64GB")).toThrow("--disk-size '64GB'");
    expect(parseMemoryMb("4G")).toBe(4096);
    expect(parseMemoryMb("6144M")).toBe(6144);
    expect(parseMemoryMb("8192")).toBe(8192);
    expect(() => parseMemoryMb("1G")).toThrow("at least 2G");
    expect(parseEdition("1")).toEqual({ index: 1 });
    expect(parseEdition("Windows 11 Pro")).toEqual({ name: "Windows 11 Pro" });
  });
});
