import type Docker from "dockerode";
import type { ImageInfo, SuiteTask } from "../report/suite-run.ts";
import { connectDocker } from "../session/docker-connection.ts";
import type { OncePerRun } from "../session/once-per-run.ts";
import type { SshDesktopOptions } from "../session/ssh-target.ts";
import { checkRunner, hostProbe } from "./runner-preflight.ts";
import { untilAbort } from "./until-abort.ts";

export interface PreparedImages {
  /** The Docker client of the suite (connected here when the caller gave none and a task needs images). */
  docker: Docker | undefined;
  images: ImageInfo[];
  /** Tasks whose image could not be had, with the error: they end with it without starting. */
  failures: ReadonlyMap<string, unknown>;
}

/**
 * The suite's first step: what each backend makes once for its tasks before any starts (the runner
 * preflight over BACKENDS: Docker's desktop images, for its tasks and the VMs made from them). A task
 * whose image could not be had ends with that error; an interruption stops waiting.
 */
export async function prepareSuiteImages(options: {
  tasks: readonly SuiteTask[];
  docker?: Docker;
  prebuiltImage?: string;
  /** Where the tasks run (`--backend`, `--ssh`), as placement takes it. */
  backend?: string;
  ssh?: SshDesktopOptions;
  /** The suite's work done once: the images made here are its tasks'. */
  once?: OncePerRun;
  /** Default true; false leaves every image to the run pipeline. */
  preflight?: boolean;
  signal?: AbortSignal;
  log: (line: string) => void;
}): Promise<PreparedImages> {
  let docker = options.docker;
  const { tasks, signal } = options;
  if (options.preflight === false || tasks.length === 0 || signal?.aborted) {
    return { docker, images: [], failures: new Map() };
  }
  const preflight = checkRunner(tasks, {
    backend: options.backend,
    ssh: options.ssh,
    prebuiltImage: options.prebuiltImage,
    ...(options.once ? { once: options.once } : {}),
    log: options.log,
    // The suite's Docker client: the one given, else connected by the first backend that needs Docker.
    probe: { ...hostProbe(), connectDocker: async () => (docker ??= await connectDocker()) },
  }).catch((error: unknown) => ({
    images: [],
    failures: new Map(tasks.map((t) => [t.id, error])),
  }));
  const prepared = await untilAbort(signal, preflight);
  return { docker, images: prepared?.images ?? [], failures: new Map(prepared?.failures ?? []) };
}
