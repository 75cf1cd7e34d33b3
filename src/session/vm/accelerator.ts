import { spawn } from "node:child_process";
import { constants, existsSync } from "node:fs";
import { access, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UefiFirmware } from "./firmware.ts";
import type { Accelerator } from "./qemu-args.ts";

/** The accelerator setting: `auto` uses KVM only where a probe boot shows a guest runs under it. */
export type AcceleratorSetting = Accelerator | "auto";

export interface AcceleratorChoice {
  accelerator: Accelerator;
  /** Why, in words for the log and the preflight (empty when KVM simply works). */
  note: string;
}

/**
 * What the probe boots under KVM: a Linux kernel (the project's VM image's), or, where no such image is
 * on the machine, the UEFI firmware alone.
 */
export type ProbeTarget = { kernel: string; initrd?: string } | { firmware: UefiFirmware };

/** What the kernel prints once it runs its init (past the decompressor, where broken nested KVM stops). */
const KERNEL_RAN = /Run \/init as init process|Freeing unused kernel image|Trying to unpack rootfs/;
/** What OVMF prints on its serial console once its boot manager runs. */
const FIRMWARE_RAN = /BdsDxe:/;

/**
 * KVM when /dev/kvm is usable and a short probe boot gets far under it (a kernel past its decompressor,
 * or the firmware to its boot manager); TCG otherwise, with the reason. (On hosts with nested
 * virtualisation off or broken, /dev/kvm exists but the guest kernel hangs after decompressing, or QEMU
 * aborts with `-cpu host`.) `kvm` that cannot work is an error.
 */
export async function chooseAccelerator(
  setting: AcceleratorSetting,
  target: ProbeTarget,
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
  const probe = await cachedProbe(target, options.probeMs ?? 20_000, options.cacheFile);
  if (probe.ok) return { accelerator: "kvm", note: "" };
  const what = "kernel" in target ? "a guest kernel" : "the UEFI firmware";
  const why = `${device} is present but ${what} does not start under it (${probe.why}): nested virtualization is off or broken`;
  if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why}`);
  return { accelerator: "tcg", note: `${why}; VMs run under software emulation (TCG), many times slower` };
}

/**
 * The probe target for a machine: the kernel of a Linux VM image already built in the VM cache (the
 * newest), else the firmware.
 */
export async function probeTargetIn(cacheDir: string, firmware: () => UefiFirmware): Promise<ProbeTarget> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  let newest: { dir: string; at: number } | undefined;
  for (const name of names) {
    const dir = path.join(cacheDir, name);
    if (!existsSync(path.join(dir, "vmlinuz"))) continue;
    const at = await stat(path.join(dir, "image.json")).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (at > 0 && (!newest || at > newest.at)) newest = { dir, at };
  }
  if (!newest) return { firmware: firmware() };
  const initrd = path.join(newest.dir, "initrd.img");
  return { kernel: path.join(newest.dir, "vmlinuz"), ...(existsSync(initrd) ? { initrd } : {}) };
}

/**
 * The probe's answer, kept in `cacheFile` for this boot of this machine (the kernel's boot id): a
 * second process does not wait for it again, and a reboot (a changed KVM setup) probes afresh.
 */
async function cachedProbe(
  target: ProbeTarget,
  timeoutMs: number,
  cacheFile: string | undefined,
): Promise<{ ok: boolean; why: string }> {
  const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  const probed = "kernel" in target ? target.kernel : target.firmware.code;
  if (cacheFile && boot) {
    const cached = await readFile(cacheFile, "utf8").then(
      (text) => JSON.parse(text) as { boot?: string; kernel?: string; ok?: boolean; why?: string },
      () => undefined,
    );
    if (cached?.boot === boot && cached.kernel === probed && typeof cached.ok === "boolean")
      return { ok: cached.ok, why: cached.why ?? "" };
  }
  const result = await probeKvm(target, timeoutMs);
  if (cacheFile && boot)
    await writeFile(cacheFile, JSON.stringify({ boot, kernel: probed, ...result })).catch(() => undefined);
  return result;
}

const probes = new Map<string, Promise<{ ok: boolean; why: string }>>();

/** The probe's QEMU command line: KVM with the host CPU, the console on stdout, nothing else. */
export function probeArgs(target: ProbeTarget): string[] {
  const base = [
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
  ];
  if ("kernel" in target)
    return [
      ...base,
      "-kernel",
      target.kernel,
      ...(target.initrd ? ["-initrd", target.initrd] : []),
      "-append",
      "console=ttyS0 panic=-1 rdinit=/bin/false init=/bin/false",
    ];
  // The firmware's variables in a throw-away overlay (snapshot=on): the template is never written.
  return [
    ...base,
    "-drive",
    `if=pflash,format=raw,unit=0,readonly=on,file=${target.firmware.code.replaceAll(",", ",,")}`,
    "-drive",
    `if=pflash,format=raw,unit=1,snapshot=on,file=${target.firmware.vars.replaceAll(",", ",,")}`,
  ];
}

/** Boot the target under KVM with its console on stdout until it shows it runs (once per process and target). */
function probeKvm(target: ProbeTarget, timeoutMs: number): Promise<{ ok: boolean; why: string }> {
  const key = "kernel" in target ? target.kernel : target.firmware.code;
  const ran = "kernel" in target ? KERNEL_RAN : FIRMWARE_RAN;
  let probe = probes.get(key);
  if (probe) return probe;
  probe = new Promise((resolve) => {
    const child = spawn("qemu-system-x86_64", probeArgs(target), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let settled = false;
    const done = (result: { ok: boolean; why: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        done({
          ok: false,
          why: `no ${"kernel" in target ? "kernel output past decompression" : "firmware output"} in ${timeoutMs / 1000} s`,
        }),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (ran.test(output)) done({ ok: true, why: "" });
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("error", (error) => done({ ok: false, why: error.message }));
    child.once("exit", (code, signal) => {
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      done({ ok: false, why: `QEMU ${how}: ${output.trim().split("\n").slice(-2).join(" ")}` });
    });
  });
  probes.set(key, probe);
  return probe;
}
