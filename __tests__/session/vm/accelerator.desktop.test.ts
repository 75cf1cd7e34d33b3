/**
 * Choosing the accelerator on a real host: these machines expose /dev/kvm but nested KVM does not run a
 * guest kernel, so `auto` must fall back to TCG and say why; `kvm` must refuse with the same reason.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chooseAccelerator } from "../../../src/session/vm/accelerator.ts";
import { findUefiFirmware } from "../../../src/session/vm/firmware.ts";
import { ensureLinuxVmImage } from "../../../src/session/vm/linux-vm-image.ts";
import { docker } from "../../helpers/desktop.ts";

describe("the accelerator", () => {
  it("is TCG when asked, and without a usable /dev/kvm says how to fix it", async () => {
    expect((await chooseAccelerator("tcg", { kernel: "/nonexistent" })).accelerator).toBe("tcg");
    const missing = await chooseAccelerator(
      "auto",
      { kernel: "/nonexistent" },
      { kvmDevice: "/dev/no-kvm-here" },
    );
    expect(missing).toMatchObject({
      accelerator: "tcg",
      note: expect.stringContaining("kvm group") as string,
    });
    await expect(
      chooseAccelerator("kvm", { kernel: "/nonexistent" }, { kvmDevice: "/dev/no-kvm-here" }),
    ).rejects.toThrow("the KVM accelerator was asked for");
  });

  it("probes a real boot under KVM: KVM where the kernel runs, else TCG with the reason, cached for this boot", async () => {
    const image = await ensureLinuxVmImage(docker);
    const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), "accel-")), "accelerator.json");
    const kernel = { kernel: image.kernel, initrd: image.initrd };
    const first = await chooseAccelerator("auto", kernel, { cacheFile });
    if (!existsSync("/dev/kvm")) {
      expect(first.accelerator).toBe("tcg");
      return;
    }
    if (first.accelerator === "tcg") {
      // These CI machines: /dev/kvm is there, nested KVM does not start a guest kernel.
      expect(first.note).toMatch(/present but a guest kernel does not start under it/);
    }
    // The answer is kept for this boot of this machine: a second process reads it instead of probing.
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { boot: string; ok: boolean };
    expect(cached.boot).toBe(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
    expect(cached.ok).toBe(first.accelerator === "kvm");
    writeFileSync(cacheFile, JSON.stringify({ ...cached, ok: !cached.ok, why: "planted" }));
    expect((await chooseAccelerator("auto", kernel, { cacheFile })).accelerator).toBe(
      cached.ok ? "tcg" : "kvm",
    );
  }, 300_000);

  it("probes with the UEFI firmware alone where no Linux kernel is at hand", async () => {
    const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), "accel-")), "accelerator.json");
    const kvm = await chooseAccelerator("auto", { kernel: (await ensureLinuxVmImage(docker)).kernel }, {});
    const choice = await chooseAccelerator("auto", { firmware: findUefiFirmware() }, { cacheFile });
    // The firmware runs under KVM wherever a kernel does; where KVM aborts (-cpu host here), it cannot.
    if (kvm.accelerator === "tcg" && /SIGABRT/.test(kvm.note)) {
      expect(choice.accelerator).toBe("tcg");
      expect(choice.note).toMatch(/present but the UEFI firmware does not start under it/);
    } else if (kvm.accelerator === "kvm") expect(choice.accelerator).toBe("kvm");
    expect(JSON.parse(readFileSync(cacheFile, "utf8"))).toMatchObject({ kernel: findUefiFirmware().code });
  }, 300_000);
});
