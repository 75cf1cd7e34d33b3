import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, readFile, writeFile } from "node:fs/promises";
import type { Accelerator } from "./qemu-args.ts";

/** The accelerator setting: `auto` uses KVM only where a probe boot shows a guest kernel runs under it. */
export type AcceleratorSetting = Accelerator | "auto";

export interface AcceleratorChoice {
  accelerator: Accelerator;
  /** Why, in words for the log and the preflight (empty when KVM simply works). */
  note: string;
}

/** What the kernel prints once it runs its init (past the decompressor, where broken nested KVM stops). */
const KERNEL_RAN = /Run \/init as init process|Freeing unused kernel image|Trying to unpack rootfs/;

/**
 * KVM when /dev/kvm is usable and a short probe boot of `kernel` gets past the decompressor under it;
 * TCG otherwise, with the reason. Without a kernel to probe with, a usable /dev/kvm is trusted (noted). (On hosts with nested virtualisation off or broken, /dev/kvm exists
 * but the guest kernel hangs after decompressing, or QEMU aborts with `-cpu host`.)
 */
export async function chooseAccelerator(
  setting: AcceleratorSetting,
  kernel: { path: string; initrd?: string } | undefined,
  options: { probeMs?: number; kvmDevice?: string; cacheFile?: string } = {},
): Promise<AcceleratorChoice> {
  if (setting === "tcg") return { accelerator: "tcg", note: "software emulation (TCG), as configured" };
  const device = options.kvmDevice ?? "/dev/kvm";
  const usable = await access(device, constants.R_OK | constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!usable) {
    const why = `${device} is missing or not read-write for this user (add the user to the kvm group)`;
    if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why}`);
    return { accelerator: "tcg", note: `${why}: VMs run under software emulation (TCG), many times slower` };
  }
  if (!kernel)
    return {
      accelerator: "kvm",
      note: `${device} is usable but was not probed (no Linux VM image on this machine to probe with): if guests hang, set DESKTEST_VM_ACCEL=tcg`,
    };
  const probe = await cachedProbe(kernel, options.probeMs ?? 20_000, options.cacheFile);
  if (probe.ok) return { accelerator: "kvm", note: "" };
  const why = `${device} is present but a guest kernel does not start under it (${probe.why}): nested virtualization is off or broken`;
  if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why}`);
  return { accelerator: "tcg", note: `${why}; VMs run under software emulation (TCG), many times slower` };
}

/**
 * The probe's answer, kept in `cacheFile` for this boot of this machine (the kernel's boot id): a
 * second process does not wait for it again, and a reboot (a changed KVM setup) probes afresh.
 */
async function cachedProbe(
  kernel: { path: string; initrd?: string },
  timeoutMs: number,
  cacheFile: string | undefined,
): Promise<{ ok: boolean; why: string }> {
  const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  if (cacheFile && boot) {
    const cached = await readFile(cacheFile, "utf8").then(
      (text) => JSON.parse(text) as { boot?: string; kernel?: string; ok?: boolean; why?: string },
      () => undefined,
    );
    if (cached?.boot === boot && cached.kernel === kernel.path && typeof cached.ok === "boolean")
      return { ok: cached.ok, why: cached.why ?? "" };
  }
  const result = await probeKvm(kernel, timeoutMs);
  if (cacheFile && boot)
    await writeFile(cacheFile, JSON.stringify({ boot, kernel: kernel.path, ...result })).catch(
      () => undefined,
    );
  return result;
}

let probed: Promise<{ ok: boolean; why: string }> | undefined;

/** Boot the kernel under KVM with its console on stdout until it runs its init (once per process). */
function probeKvm(
  kernel: { path: string; initrd?: string },
  timeoutMs: number,
): Promise<{ ok: boolean; why: string }> {
  probed ??= new Promise((resolve) => {
    const args = [
      "-machine",
      "q35",
      "-accel",
      "kvm",
      "-cpu",
      "host",
      "-m",
      "512",
      "-nodefaults",
      "-no-user-config",
      "-display",
      "none",
      "-no-reboot",
      "-serial",
      "stdio",
      "-kernel",
      kernel.path,
      ...(kernel.initrd ? ["-initrd", kernel.initrd] : []),
      "-append",
      "console=ttyS0 panic=-1 rdinit=/bin/false init=/bin/false",
    ]; // fmt: one line per option group
    const child = spawn("qemu-system-x86_64", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const done = (result: { ok: boolean; why: string }) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(
      () => done({ ok: false, why: `no kernel output past decompression in ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (KERNEL_RAN.test(output)) done({ ok: true, why: "" });
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("error", (error) => done({ ok: false, why: error.message }));
    child.once("exit", (code, signal) => {
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      if (!KERNEL_RAN.test(output))
        done({ ok: false, why: `QEMU ${how}: ${output.trim().split("\n").slice(-2).join(" ")}` });
    });
  });
  return probed;
}
