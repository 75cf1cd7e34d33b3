import { ConfigError } from "../../errors/desktest-error.ts";
import type { DesktopBackend } from "../desktop-backend.ts";
import { DockerSession } from "./docker-session.ts";

/**
 * A running container named with `--attach` (vnc_attach tasks): driven, never created or removed by
 * the run, so it has nothing to reap.
 */
export const attachBackend: DesktopBackend = {
  name: "attach",
  concurrency: { limit: Number.POSITIVE_INFINITY },
  // The container is there already: attaching adds nothing.
  memoryBytes: 0,
  accepts(app, flags, _host, locate) {
    if (flags.attachTo) return true;
    if (app.type !== "vnc_attach") return false;
    throw new ConfigError("the app type 'vnc_attach' attaches to a running desktop: name its container", {
      location: locate?.("/app/type"),
      hint: "pass the container name or id to attach to",
    });
  },
  async start(_task, context) {
    return DockerSession.attach(await context.docker(), context.flags.attachTo!, { log: context.debugLog });
  },
};
