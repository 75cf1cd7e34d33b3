import path from "node:path";
import { ConfigError } from "../../../errors/desktest-error.ts";
import {
  chooseAccelerator,
  probeTargetIn,
  type AcceleratorChoice,
  type AcceleratorSetting,
} from "../accelerator.ts";
import type { UefiFirmware } from "../firmware.ts";
import { vmCacheDir } from "../linux-vm-image.ts";

/**
 * The accelerator for a Windows image build: the project's answer (chooseAccelerator, kept for this
 * boot of the machine), probed with the Linux VM image's kernel when one is in the VM cache, else with
 * the UEFI firmware Windows boots with. A `kvm` that cannot work is the user's to fix (ConfigError).
 */
export async function chooseWindowsAccelerator(
  setting: AcceleratorSetting,
  firmware: UefiFirmware,
  options: { cacheDir?: string; kvmDevice?: string; probeMs?: number } = {},
): Promise<AcceleratorChoice> {
  const cacheDir = options.cacheDir ?? vmCacheDir();
  try {
    return await chooseAccelerator(setting, await probeTargetIn(cacheDir, () => firmware), {
      cacheFile: path.join(cacheDir, "accelerator.json"),
      ...(options.kvmDevice ? { kvmDevice: options.kvmDevice } : {}),
      ...(options.probeMs ? { probeMs: options.probeMs } : {}),
    });
  } catch (error) {
    throw new ConfigError((error as Error).message, {
      hint: "leave --accel at auto (or pass --accel tcg) on a host without working KVM",
    });
  }
}
