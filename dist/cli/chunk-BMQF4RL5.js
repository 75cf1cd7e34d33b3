import {
  InfraError
} from "./chunk-TIJ2CQYA.js";

// src/session/docker/labels.ts
var LABEL = {
  managed: "desktest.managed",
  runId: "desktest.run-id",
  taskId: "desktest.task-id",
  creatorPid: "desktest.creator-pid",
  creatorHost: "desktest.creator-host",
  /** The creator's kernel boot id, pid namespace and process start time (creator-identity.ts). */
  creatorBoot: "desktest.creator-boot",
  creatorPidNs: "desktest.creator-pidns",
  creatorStart: "desktest.creator-start",
  createdAt: "desktest.created-at",
  imageHash: "desktest.image.hash"
};

// src/session/vm/firmware.ts
import { existsSync, statSync } from "node:fs";
var KNOWN = [
  { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/usr/share/OVMF/OVMF_VARS_4M.fd" },
  { code: "/usr/share/edk2/ovmf/OVMF_CODE.fd", vars: "/usr/share/edk2/ovmf/OVMF_VARS.fd" },
  { code: "/usr/share/edk2/x64/OVMF_CODE.4m.fd", vars: "/usr/share/edk2/x64/OVMF_VARS.4m.fd" },
  { code: "/usr/share/OVMF/OVMF_CODE.fd", vars: "/usr/share/OVMF/OVMF_VARS.fd" }
];
function findUefiFirmware(env = process.env, imageVars, exists = existsSync, size = (file) => statSync(file).size) {
  const candidates = env.DESKTEST_OVMF_CODE && env.DESKTEST_OVMF_VARS ? [{ code: env.DESKTEST_OVMF_CODE, vars: env.DESKTEST_OVMF_VARS }] : KNOWN;
  const installed = candidates.filter((pair) => exists(pair.code) && exists(pair.vars));
  const wanted = imageVars ? size(imageVars) : void 0;
  const found = installed.find((pair) => wanted === void 0 || size(pair.vars) === wanted);
  if (found) return found;
  if (installed.length > 0 && wanted !== void 0)
    throw new InfraError(
      `the image's firmware variables (${imageVars}, ${wanted} bytes) match no installed OVMF build (${installed.map((pair) => `${pair.vars}: ${size(pair.vars)} bytes`).join(", ")})`,
      { hint: "set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS to the OVMF build the image was made with" }
    );
  throw new InfraError("UEFI firmware (OVMF) for VMs is not installed", {
    hint: "install it (Debian/Ubuntu: sudo apt-get install ovmf), or set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS"
  });
}

export {
  LABEL,
  findUefiFirmware
};
