import { existsSync, statSync } from "node:fs";
import { InfraError } from "../../errors/desktest-error.ts";

/** UEFI firmware for VMs: OVMF's code (read-only) and the variables template each VM copies. */
export interface UefiFirmware {
  code: string;
  vars: string;
}

/** Where distributions put OVMF (Debian/Ubuntu, Fedora/RHEL, Arch), 4 MB builds first (Windows 11 needs them). */
const KNOWN: UefiFirmware[] = [
  { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/usr/share/OVMF/OVMF_VARS_4M.fd" },
  { code: "/usr/share/edk2/ovmf/OVMF_CODE.fd", vars: "/usr/share/edk2/ovmf/OVMF_VARS.fd" },
  { code: "/usr/share/edk2/x64/OVMF_CODE.4m.fd", vars: "/usr/share/edk2/x64/OVMF_VARS.4m.fd" },
  { code: "/usr/share/OVMF/OVMF_CODE.fd", vars: "/usr/share/OVMF/OVMF_VARS.fd" },
];

/**
 * The firmware to boot with: DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS when set, else the first
 * installed pair. With `imageVars` (the variables an image was made with), the pair of the same size:
 * code and variables of different builds do not go together.
 */
export function findUefiFirmware(
  env: NodeJS.ProcessEnv = process.env,
  imageVars?: string,
  exists: (file: string) => boolean = existsSync,
  size: (file: string) => number = (file) => statSync(file).size,
): UefiFirmware {
  const candidates =
    env.DESKTEST_OVMF_CODE && env.DESKTEST_OVMF_VARS
      ? [{ code: env.DESKTEST_OVMF_CODE, vars: env.DESKTEST_OVMF_VARS }]
      : KNOWN;
  const installed = candidates.filter((pair) => exists(pair.code) && exists(pair.vars));
  const wanted = imageVars ? size(imageVars) : undefined;
  const found = installed.find((pair) => wanted === undefined || size(pair.vars) === wanted);
  if (found) return found;
  if (installed.length > 0 && wanted !== undefined)
    throw new InfraError(
      `the image's firmware variables (${imageVars}, ${wanted} bytes) match no installed OVMF build (${installed.map((pair) => `${pair.vars}: ${size(pair.vars)} bytes`).join(", ")})`,
      { hint: "set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS to the OVMF build the image was made with" },
    );
  throw new InfraError("UEFI firmware (OVMF) for VMs is not installed", {
    hint: "install it (Debian/Ubuntu: sudo apt-get install ovmf), or set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS",
  });
}
