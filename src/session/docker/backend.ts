import type { Task } from "../../task/model.ts";
import type { DesktopBackend, StartContext } from "../desktop-backend.ts";
import { connectDocker } from "../docker-connection.ts";
import type { DesktopSource } from "./desktop-pool.ts";
import { DockerSession, type DockerSessionOptions } from "./docker-session.ts";
import { imageForApp } from "./image-for-app.ts";
import { reapContainers } from "./reap.ts";

/** A fresh Linux desktop in a Docker container (the default for every app a container can hold). */
export const dockerBackend: DesktopBackend = {
  name: "docker",
  choice: "docker",
  concurrency: { limit: Number.POSITIVE_INFINITY },
  // Xvfb, the window manager, the app and the guest agent.
  memoryBytes: 1.5 * 1024 ** 3,
  accepts: () => true,
  async warmSpec(task, context) {
    return dockerDesktopOptions(task, context, await desktopImage(task, context));
  },
  async start(task, context) {
    const options = dockerDesktopOptions(task, context, await desktopImage(task, context));
    return context.desktops
      ? takeDesktop(context.desktops, options, context.log)
      : DockerSession.create(await context.docker(), options);
  },
  reapNoun: "desktop container",
  async reap({ runId, docker }) {
    const client = docker ?? (await connectDocker().catch(() => undefined));
    if (!client) return "absent";
    const ids = await reapContainers(client, runId !== undefined ? { runId } : {});
    return ids.map((id) => id.slice(0, 12));
  },
};

/** A desktop from a suite's pool; the run's log says whether it was up before the task asked. */
export async function takeDesktop(
  source: DesktopSource,
  options: DockerSessionOptions,
  log?: (line: string) => void,
): Promise<DockerSession> {
  const { desktop, warm } = await source.take(options);
  log?.(warm ? "desktop: a warm one, started while earlier tasks ran" : "desktop: started for this task");
  return desktop;
}

async function desktopImage(task: Task, context: StartContext): Promise<string> {
  return imageForApp(await context.docker(), task.app, {
    prebuiltImage: context.prebuiltImage,
    onProgress: context.log,
  });
}

function dockerDesktopOptions(task: Task, context: StartContext, image: string): DockerSessionOptions {
  return {
    image,
    runId: context.runId,
    taskId: task.id,
    width: context.width,
    height: context.height,
    env: context.env,
    noNetwork: context.noNetwork,
    needsFuse: task.app.type === "docker_image" && task.app.needs_fuse,
    log: context.debugLog,
  };
}
