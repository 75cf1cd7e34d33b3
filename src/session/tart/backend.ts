import type { DesktopBackend } from "../desktop-backend.ts";
import { preparedTartImages, tartDoctor } from "./doctor.ts";
import { initMacos } from "./init-macos.ts";
import { tartPreflight } from "./preflight.ts";
import { reapTartVms } from "./reap-tart.ts";
import { startTartDesktop } from "./tart-desktop.ts";

/** A macOS VM cloned with Tart on an Apple silicon Mac (`macos_tart`), driven over SSH inside it. */
export const tartBackend: DesktopBackend & {
  /** `desktest init-macos`: prepare a Tart image for macos_tart tasks, once per Mac. */
  readonly initMacos: typeof initMacos;
} = {
  name: "tart",
  concurrency: {
    limit: 2,
    why: "macOS VMs: at most 2 at a time on this host (Apple's licence allows two per Mac)",
  },
  // A Tart VM's memory is its image's setting, on a Mac.
  memoryBytes: 0,
  composes: ["ssh"],
  preflight: tartPreflight,
  doctor: tartDoctor,
  preparedImages: preparedTartImages,
  initMacos,
  accepts: (app) => app.type === "macos_tart",
  async start(task, context) {
    if (task.app.type !== "macos_tart") throw new Error(`the tart backend got a '${task.app.type}' task`);
    return startTartDesktop({
      baseImage: task.app.base_image,
      baseImageLocation: context.locate?.("/app/base_image"),
      runId: context.runId,
      taskId: task.id,
      log: context.log,
      debugLog: context.debugLog,
    });
  },
  reapNoun: "macOS (Tart) VM",
  reap: ({ runId }) => reapTartVms(runId !== undefined ? { runId } : {}),
};
