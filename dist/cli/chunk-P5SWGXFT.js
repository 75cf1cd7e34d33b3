
// src/util/posix-path.ts
import path from "node:path";
function toPosix(p) {
  return p.split(path.sep).join("/");
}

// src/run/run-options.ts
function placementFlags(options) {
  return { backend: options.backend, ssh: options.ssh, attachTo: options.attachTo };
}

export {
  toPosix,
  placementFlags
};
