import type { Task } from "../../task/model.ts";
import type { DesktopBackend, StartContext } from "../desktop-backend.ts";
import { connectDocker } from "../docker-connection.ts";
import { checkCustomImage, imageLineage } from "./custom-image-check.ts";
import { DesktopPool, type TakenDesktop } from "./desktop-pool.ts";
import { DockerSession, type DockerSessionOptions } from "./docker-session.ts";
import { readyImageForApp, runImageForApp } from "./image-for-app.ts";
import { dockerDoctor, dockerPreflight } from "./preflight.ts";
import { reapContainers } from "./reap.ts";

/**
 * A fresh Linux desktop in a Docker container (the default for every app a container can hold). Its
 * image is made before the task's clock (`prepare`); a suite starts desktops ahead in its pool (`warm`).
 */
export const dockerBackend: DesktopBackend = {
  name: "docker",
  choice: "docker",
  concurrency: { limit: Number.POSITIVE_INFINITY },
  // Xvfb, the window manager, the app and the guest agent.
  memoryBytes: 1.5 * 1024 ** 3,
  accepts: () => true,
  preflight: dockerPreflight,
  doctor: dockerDoctor,
  prepare: (task, context) => desktopImage(task, context),
  warm: {
    async spec(task, context) {
      const image = await readyImageForApp(await context.docker(), task.app, {
        prebuiltImage: context.prebuiltImage,
        once: context.once,
      });
      return image ? dockerDesktopOptions(task, context, image) : undefined;
    },
    pool: ({ docker, ...options }) => new DesktopPool(docker, options),
  },
  async start(task, context) {
    const image = typeof context.prepared === "string" ? context.prepared : await desktopImage(task, context);
    const options = dockerDesktopOptions(task, context, image);
    // A task's own image: what it is, asked while its desktop starts (undefined: not known; checked then).
    const lineage =
      task.app.type === "docker_image"
        ? imageLineage(await context.docker(), image).catch(() => undefined)
        : undefined;
    const session = await startOrTake(options, context);
    // A task's own image: say early, and how to fix it, when it lacks what the guest agent needs.
    if (task.app.type === "docker_image") {
      const known = await lineage;
      await checkCustomImage(session, task.app.image, known ? { lineage: known } : {}).catch(
        async (error: unknown) => {
          await session.close().catch(() => undefined);
          throw error;
        },
      );
    }
    return session;
  },
  reapNoun: "desktop container",
  async reap({ runId, docker }) {
    const client = docker ?? (await connectDocker().catch(() => undefined));
    if (!client) return "absent";
    const ids = await reapContainers(client, runId !== undefined ? { runId } : {});
    return ids.map((id) => id.slice(0, 12));
  },
};

/** A desktop from the suite's pool when there is one (the run's log says whether it was up before the task asked). */
async function startOrTake(options: DockerSessionOptions, context: StartContext): Promise<DockerSession> {
  if (!(context.desktops instanceof DesktopPool))
    return DockerSession.create(await context.docker(), options);
  const taken = await context.desktops.take(options);
  context.log?.(`desktop: ${describeTaken(taken)}`);
  return taken.desktop;
}

/** Where a task's desktop came from, for its run log (a suite's bench reads it). */
export function describeTaken({ warm, waitedMs }: TakenDesktop): string {
  if (!warm) return "started for this task";
  return waitedMs === undefined
    ? "a warm one, up before the task asked"
    : `a warm one, still starting when the task asked (up ${waitedMs} ms later)`;
}

/** The task's image, made sure of once per run (a suite's preflight made the built-in ones already). */
function desktopImage(task: Task, context: StartContext): Promise<string> {
  return runImageForApp(context.docker, task.app, {
    prebuiltImage: context.prebuiltImage,
    once: context.once,
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
    ...(context.home ? { home: context.home } : {}),
    log: context.debugLog,
  };
}
