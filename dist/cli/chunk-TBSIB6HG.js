
// src/session/vm/accelerator.ts
import { spawn } from "node:child_process";
import { constants, existsSync } from "node:fs";
import { access, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
var KERNEL_RAN = /Run \/init as init process|Freeing unused kernel image|Trying to unpack rootfs/;
var FIRMWARE_RAN = /BdsDxe:/;
async function chooseAccelerator(setting, target, options = {}) {
  if (setting === "tcg") return { accelerator: "tcg", note: "software emulation (TCG), as configured" };
  const device = options.kvmDevice ?? "/dev/kvm";
  const usable = await access(device, constants.R_OK | constants.W_OK).then(
    () => true,
    () => false
  );
  if (!usable) {
    const why2 = `${device} is missing or not read-write for this user (add the user to the kvm group)`;
    if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why2}`);
    return { accelerator: "tcg", note: `${why2}: VMs run under software emulation (TCG), many times slower` };
  }
  const probe = await cachedProbe(target, options.probeMs ?? 2e4, options.cacheFile);
  if (probe.ok) return { accelerator: "kvm", note: "" };
  const what = "kernel" in target ? "a guest kernel" : "the UEFI firmware";
  const why = `${device} is present but ${what} does not start under it (${probe.why}): nested virtualization is off or broken`;
  if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why}`);
  return { accelerator: "tcg", note: `${why}; VMs run under software emulation (TCG), many times slower` };
}
async function probeTargetIn(cacheDir, firmware) {
  const names = await readdir(cacheDir).catch(() => []);
  let newest;
  for (const name of names) {
    const dir = path.join(cacheDir, name);
    if (!existsSync(path.join(dir, "vmlinuz"))) continue;
    const at = await stat(path.join(dir, "image.json")).then(
      (info) => info.mtimeMs,
      () => 0
    );
    if (at > 0 && (!newest || at > newest.at)) newest = { dir, at };
  }
  if (!newest) return { firmware: firmware() };
  const initrd = path.join(newest.dir, "initrd.img");
  return { kernel: path.join(newest.dir, "vmlinuz"), ...existsSync(initrd) ? { initrd } : {} };
}
async function cachedProbe(target, timeoutMs, cacheFile) {
  const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
    (text) => text.trim(),
    () => ""
  );
  const probed = "kernel" in target ? target.kernel : target.firmware.code;
  if (cacheFile && boot) {
    const cached = await readFile(cacheFile, "utf8").then(
      (text) => JSON.parse(text),
      () => void 0
    );
    if (cached?.boot === boot && cached.kernel === probed && typeof cached.ok === "boolean")
      return { ok: cached.ok, why: cached.why ?? "" };
  }
  const result = await probeKvm(target, timeoutMs);
  if (cacheFile && boot)
    await writeFile(cacheFile, JSON.stringify({ boot, kernel: probed, ...result })).catch(() => void 0);
  return result;
}
var probes = /* @__PURE__ */ new Map();
function probeArgs(target) {
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
    "stdio"
  ];
  if ("kernel" in target)
    return [
      ...base,
      "-kernel",
      target.kernel,
      ...target.initrd ? ["-initrd", target.initrd] : [],
      "-append",
      "console=ttyS0 panic=-1 rdinit=/bin/false init=/bin/false"
    ];
  return [
    ...base,
    "-drive",
    `if=pflash,format=raw,unit=0,readonly=on,file=${target.firmware.code.replaceAll(",", ",,")}`,
    "-drive",
    `if=pflash,format=raw,unit=1,snapshot=on,file=${target.firmware.vars.replaceAll(",", ",,")}`
  ];
}
function probeKvm(target, timeoutMs) {
  const key = "kernel" in target ? target.kernel : target.firmware.code;
  const ran = "kernel" in target ? KERNEL_RAN : FIRMWARE_RAN;
  let probe = probes.get(key);
  if (probe) return probe;
  probe = new Promise((resolve) => {
    const child = spawn("qemu-system-x86_64", probeArgs(target), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(
      () => done({
        ok: false,
        why: `no ${"kernel" in target ? "kernel output past decompression" : "firmware output"} in ${timeoutMs / 1e3} s`
      }),
      timeoutMs
    );
    const read = (chunk) => {
      output = (output + chunk.toString()).slice(-2e4);
      if (ran.test(output)) done({ ok: true, why: "" });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("error", (error) => done({ ok: false, why: error.message }));
    child.once("exit", (code, signal) => {
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      done({ ok: false, why: `QEMU ${how}: ${output.trim().split("\n").slice(-2).join(" ")}` });
    });
  });
  probes.set(key, probe);
  return probe;
}

export {
  chooseAccelerator,
  probeTargetIn
};
