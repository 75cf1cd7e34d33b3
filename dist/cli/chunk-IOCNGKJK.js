
// src/run/run-options.ts
function placementFlags(options) {
  return { backend: options.backend, ssh: options.ssh, attachTo: options.attachTo };
}

export {
  placementFlags
};
