/**
 * `init-windows` on a real QEMU with real OVMF and swtpm, under TCG, without Windows (no Windows ISO can
 * be had here). The stage-1 command line starts a VM whose QMP answers, with the three discs, the TPM,
 * the agent's port and the screen size asked for. Then the whole build runs with a stand-in for the
 * Windows disc: a UDF disc whose `startup.nsh` OVMF's shell runs, printing the provisioning script's
 * lines on COM1 and powering off, as a provisioned Windows does. Stage 1 must then succeed; stage 2
 * must refuse the image (no agent answers), remove the partial disk and keep the evidence. Stage 2's
 * own path (the agent's hello over the virtio-serial port, a screenshot, the ACPI shutdown) runs against
 * the project's Linux VM image, which boots by UEFI with the same agent on the same port.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InfraError } from "../../../../src/errors/desktest-error.ts";
import { findUefiFirmware } from "../../../../src/session/vm/firmware.ts";
import { ensureLinuxVmImage } from "../../../../src/session/vm/linux-vm-image.ts";
import { openBaseImage } from "../../../../src/session/vm/base-image.ts";
import { windowsImageSidecar } from "../../../../src/session/vm/windows-image/image-sidecar.ts";
import { publishImage } from "../../../../src/session/vm/windows-image/publish-image.ts";
import { ConfigError } from "../../../../src/errors/desktest-error.ts";
import { runCheckStage } from "../../../../src/session/vm/windows-image/check-stage.ts";
import {
  buildWindowsImage,
  type WindowsImageRequest,
} from "../../../../src/session/vm/windows-image/build-windows-image.ts";
import {
  PROVISION_FAILED,
  PROVISION_OK,
  PROVISION_PREFIX,
} from "../../../../src/session/vm/windows-image/provision-script.ts";
import type { WindowsBootSpec } from "../../../../src/session/vm/windows-image/windows-qemu-args.ts";
import { startWindowsVm } from "../../../../src/session/vm/windows-image/windows-vm-process.ts";
import { docker } from "../../../helpers/desktop.ts";

const guestDir = path.resolve(import.meta.dirname, "../../../../docker/guest");

/** A disc OVMF's shell reads (UDF) whose startup.nsh prints these lines on the console and powers off. */
function standInWindowsDisc(dir: string, lines: string[]): string {
  const source = path.join(dir, "fake-windows");
  mkdirSync(source, { recursive: true });
  writeFileSync(
    path.join(source, "startup.nsh"),
    ["@echo -off", ...lines.map((line) => `echo ${PROVISION_PREFIX}${line}`), "reset -s", ""].join("\r\n"),
  );
  const iso = path.join(dir, "fake-windows.iso");
  execFileSync("genisoimage", ["-quiet", "-udf", "-V", "FAKEWIN", "-o", iso, source]);
  return iso;
}

function tinyIso(dir: string, name: string): string {
  const source = path.join(dir, name);
  mkdirSync(source, { recursive: true });
  writeFileSync(path.join(source, "readme.txt"), name);
  const iso = path.join(dir, `${name}.iso`);
  execFileSync(
    "xorriso",
    ["-as", "mkisofs", "-quiet", "-V", name.toUpperCase(), "-J", "-r", "-o", iso, source],
    {
      stdio: "ignore",
    },
  );
  return iso;
}

function request(dir: string, windowsIso: string): WindowsImageRequest {
  writeFileSync(path.join(dir, "python-3.12.8-amd64.exe"), "MZ");
  writeFileSync(path.join(dir, "requirements.txt"), "pyautogui==0.9.54\n");
  mkdirSync(path.join(dir, "wheels"), { recursive: true });
  writeFileSync(path.join(dir, "wheels", "pyautogui-0.9.54-py3-none-any.whl"), "PK");
  return {
    windowsIso,
    virtioIso: tinyIso(dir, "virtio"),
    pythonInstaller: path.join(dir, "python-3.12.8-amd64.exe"),
    wheelhouse: path.join(dir, "wheels"),
    requirements: path.join(dir, "requirements.txt"),
    guestDir,
    output: path.join(dir, "out", "win.qcow2"),
    diskSize: "1G",
    memoryMb: 512,
    cpus: 1,
    accelerator: "tcg",
    screen: { width: 1024, height: 768 },
    timeoutMs: 240_000,
    locale: "en-US",
    edition: { index: 1 },
    password: "desktest",
  };
}

describe("the stage-1 VM on a real QEMU, OVMF and swtpm", () => {
  it("starts with the three discs, the TPM, the agent's port and the screen asked for; killing it ends swtpm too", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-winvm-"));
    const firmware = findUefiFirmware();
    execFileSync("cp", [firmware.vars, path.join(dir, "vars.fd")]);
    execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", path.join(dir, "disk.qcow2"), "1G"]);
    const cdroms = [tinyIso(dir, "win"), tinyIso(dir, "virtio"), tinyIso(dir, "desktest")];
    const spec: WindowsBootSpec = {
      name: "install-test",
      accelerator: "tcg",
      memoryMb: 512,
      cpus: 1,
      disk: path.join(dir, "disk.qcow2"),
      firmware: { code: firmware.code, vars: path.join(dir, "vars.fd") },
      tpmSocket: path.join(dir, "swtpm.sock"),
      cdroms,
      agentSocket: path.join(dir, "agent.sock"),
      qmpSocket: path.join(dir, "qmp.sock"),
      serialLog: path.join(dir, "console.log"),
      pidFile: path.join(dir, "qemu.pid"),
      screen: { width: 1024, height: 768 },
    };
    const vm = await startWindowsVm(spec, {
      stateDir: path.join(dir, "tpm"),
      pidFile: path.join(dir, "swtpm.pid"),
    });
    const swtpmPid = Number(readFileSync(path.join(dir, "swtpm.pid"), "utf8"));
    try {
      expect(await vm.qmp.execute("query-status")).toMatchObject({ running: true });
      const blocks = await vm.qmp.execute<{ device: string; inserted?: { file: string } }[]>("query-block");
      expect(Object.fromEntries(blocks.map((b) => [b.device, b.inserted?.file]))).toEqual({
        disk0: spec.disk,
        cd0: cdroms[0],
        cd1: cdroms[1],
        cd2: cdroms[2],
        pflash0: firmware.code,
        pflash1: spec.firmware.vars,
      });
      const tpms = await vm.qmp.execute<{ model: string; options: { type: string } }[]>("query-tpm");
      expect(tpms).toEqual([
        expect.objectContaining({ model: "tpm-tis", options: expect.objectContaining({ type: "emulator" }) }),
      ]);
      await new Promise<void>((resolve, reject) =>
        connect(spec.agentSocket).once("connect", resolve).once("error", reject),
      );
      const deadline = Date.now() + 90_000;
      while (!readFileSync(spec.serialLog, "utf8").includes("BdsDxe") && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500));
      expect(readFileSync(spec.serialLog, "utf8")).toContain("BdsDxe"); // the firmware runs, its console on COM1
      const shot = path.join(dir, "screen.png");
      await vm.qmp.execute("screendump", { filename: shot, format: "png" });
      const png = readFileSync(shot);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 768]); // the EDID size OVMF set up
    } finally {
      await vm.kill();
    }
    expect(vm.running()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(() => process.kill(swtpmPid, 0)).toThrow(); // swtpm ended with QEMU
  }, 180_000);
});

describe("a whole init-windows run with a stand-in for Windows", () => {
  it("installs and provisions (stage 1), then refuses an image whose agent never answers, keeping the evidence", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-initwin-"));
    mkdirSync(path.join(dir, "out"));
    const disc = standInWindowsDisc(dir, [
      "step: install Python (python-3.12.8-amd64.exe) for all users",
      "warning: turn UAC off: access denied",
      PROVISION_OK,
    ]);
    const lines: string[] = [];
    const run = buildWindowsImage(request(dir, disc), {
      log: (line) => lines.push(line),
      workRoot: dir,
      // (no agent will ever answer: the shortest wait that still sees a progress line or two)
      checkTimeoutMs: 6_000,
      progressEveryMs: 2_000,
    });
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InfraError);
    expect((error as Error).message).toMatch(
      /the guest agent did not answer within 6\.0s of booting the new image/,
    );
    const log = lines.join("\n");
    expect(log).toContain("2/5 the provisioning disc (DESKTEST)");
    expect(log).toMatch(
      /\[stage 1 [^\]]+\] guest: step: install Python \(python-3.12.8-amd64.exe\) for all users/,
    );
    expect(log).toContain("guest: warning: turn UAC off: access denied");
    expect(lines.filter((line) => line.endsWith(`guest: ${PROVISION_OK}`))).toHaveLength(1);
    expect(log).toMatch(/\[stage 1 [^\]]+\] Windows is installed and provisioned/);
    expect(log).toContain("5/5 stage 2");
    // Progress: elapsed time, QEMU's state, restarts, the disc and the disk, the screen saved.
    expect(log).toMatch(
      /\[stage 1 [^\]]+\] QEMU running \(tcg\); 0 guest restart\(s\); \d+ MiB read from the Windows disc; disk \d+ MiB; screen: .*install-screen\.png/,
    );
    expect(log).toMatch(
      /\[stage 2 [^\]]+\] waiting for the guest agent's hello; QEMU running; screen: .*check-screen\.png/,
    );
    // Nothing is left where the image would go; the evidence is kept, the bulk is not.
    expect(readdirSync(path.join(dir, "out"))).toEqual([]);
    const work = readdirSync(dir).find((name) => name.startsWith("desktest-init-windows-"))!;
    expect(log).toContain(`the consoles and last screens are kept in ${path.join(dir, work)}`);
    const kept = readdirSync(path.join(dir, work)).sort();
    expect(kept).toEqual(
      expect.arrayContaining([
        "install-console.log",
        "install-screen.png",
        "check-console.log",
        "check-screen.png",
        "vars.fd",
      ]),
    );
    expect(kept).not.toContain("desktest.iso");
    expect(readFileSync(path.join(dir, work, "install-console.log"), "utf8")).toContain(
      `${PROVISION_PREFIX}${PROVISION_OK}`,
    );
  }, 300_000);

  it("stops with the provisioning script's error when it reports a failure", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-initwin-"));
    mkdirSync(path.join(dir, "out"));
    const disc = standInWindowsDisc(dir, [
      "step: install the packages",
      `${PROVISION_FAILED} pip install exited with 1`,
    ]);
    const lines: string[] = [];
    await expect(
      buildWindowsImage(request(dir, disc), {
        log: (line) => lines.push(line),
        workRoot: dir,
        checkTimeoutMs: 20_000,
      }),
    ).rejects.toThrow("provisioning Windows failed: pip install exited with 1");
    expect(lines.join("\n")).not.toContain("5/5 stage 2");
    expect(readdirSync(path.join(dir, "out"))).toEqual([]);
    expect(existsSync(path.join(dir, "out", "win.qcow2.json"))).toBe(false);
  }, 300_000);
});

describe("stage 2 against a real guest agent (the project's Linux VM image, booted by UEFI)", () => {
  it("waits for the agent's hello on the virtio port, takes a screenshot and powers the guest off", async () => {
    const image = await ensureLinuxVmImage(docker);
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-check-"));
    const firmware = findUefiFirmware();
    execFileSync("cp", [firmware.vars, path.join(dir, "vars.fd")]);
    const disk = path.join(dir, "disk.qcow2");
    execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", "-b", image.disk, "-F", "qcow2", disk]);
    const lines: string[] = [];
    const checked = await runCheckStage({
      spec: {
        name: "check-test",
        accelerator: "tcg",
        memoryMb: 1536,
        cpus: 2,
        disk,
        firmware: { code: firmware.code, vars: path.join(dir, "vars.fd") },
        tpmSocket: path.join(dir, "swtpm.sock"),
        cdroms: [],
        agentSocket: path.join(dir, "agent.sock"),
        qmpSocket: path.join(dir, "qmp.sock"),
        serialLog: path.join(dir, "console.log"),
        pidFile: path.join(dir, "qemu.pid"),
        screen: { width: 1280, height: 800 },
      },
      tpm: { stateDir: path.join(dir, "tpm"), pidFile: path.join(dir, "swtpm.pid") },
      timeoutMs: 400_000,
      shutdownMs: 120_000,
      platform: "linux",
      log: (line) => lines.push(line),
      screenFile: path.join(dir, "screen.png"),
      progressEveryMs: 30_000,
    });
    expect(checked.ping).toMatchObject({ platform: "linux", protocol: 2, user: "tester" });
    expect(checked.screen).toEqual({ width: 1280, height: 800 });
    const log = lines.join("\n");
    expect(log).toMatch(
      /\[stage 2 [^\]]+\] the guest agent \S+ \(protocol 2\) answers: platform linux, user tester/,
    );
    expect(log).toMatch(/\[stage 2 [^\]]+\] the guest powered off/); // the ACPI power button, not QMP quit
    expect(log).not.toContain("did not power off");
  }, 600_000);
});

describe("the finished image", () => {
  const sidecarFor = (image: string) =>
    windowsImageSidecar({
      image,
      screen: { width: 1280, height: 800 },
      agent: { version: "2.0.0", protocol: 2, port: "desktest.agent", user: "tester", task: "DesktestAgent" },
      python: "3.12.8",
      ovmfCode: "/usr/share/OVMF/OVMF_CODE_4M.fd",
      accelerator: "kvm",
      created: new Date(),
      createdBy: "test",
    });

  it("is put in place with its variables and a sidecar the windows_vm backend reads (UEFI, TPM, those variables)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-publish-"));
    const partial = path.join(dir, ".win.qcow2.partial-1");
    execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", partial, "1G"]);
    writeFileSync(path.join(dir, "vars.fd"), "firmware variables");
    const output = path.join(dir, "win.qcow2");
    const placed = await publishImage({
      partial,
      output,
      vars: path.join(dir, "vars.fd"),
      sidecar: sidecarFor(output),
    });
    expect(placed).toEqual({ sidecarFile: `${output}.json`, varsFile: `${output}.vars.fd` });
    expect(existsSync(partial)).toBe(false);
    expect(readFileSync(`${output}.vars.fd`, "utf8")).toBe("firmware variables");
    const image = await openBaseImage(output, { cacheDir: path.join(dir, "cache") });
    expect(image.format).toBe("qcow2");
    expect(image.boot).toEqual({ kind: "uefi", tpm: true, vars: `${output}.vars.fd` });
  });

  it("never replaces a file that appeared at the output meanwhile", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-publish-"));
    const partial = path.join(dir, ".win.qcow2.partial-1");
    writeFileSync(partial, "new image");
    writeFileSync(path.join(dir, "vars.fd"), "vars");
    const output = path.join(dir, "win.qcow2");
    writeFileSync(output, "someone else's");
    const error = await publishImage({
      partial,
      output,
      vars: path.join(dir, "vars.fd"),
      sidecar: sidecarFor(output),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain("appeared while the image was made");
    expect(readFileSync(output, "utf8")).toBe("someone else's");
    expect(existsSync(`${output}.json`)).toBe(false);
    // A sidecar in the way takes the image back: no image without its sidecar.
    rmSync(output);
    writeFileSync(`${output}.json`, "{}");
    await expect(
      publishImage({ partial, output, vars: path.join(dir, "vars.fd"), sidecar: sidecarFor(output) }),
    ).rejects.toThrow("EEXIST");
    expect(existsSync(output)).toBe(false);
    expect(readFileSync(partial, "utf8")).toBe("new image");
  });
});
