import type Docker from "dockerode";
import type { ImageInfo, SuiteTask } from "../report/suite-run.ts";
import { connectDocker } from "../session/docker-connection.ts";
import { ensureSuiteImages } from "./preflight.ts";
import { untilAbort } from "./until-abort.ts";

export interface PreparedImages {
  /** The Docker client of the suite (connected here when the caller gave none and a task needs images). */
  docker: Docker | undefined;
  images: ImageInfo[];
  /** Tasks whose image could not be had, with the error: they end with it without starting. */
  failures: ReadonlyMap<string, unknown>;
}

/**
 * The suite's first step: Docker and the desktop images, once, before any task starts. A failure is
 * every task's error (each reports it); an interruption stops waiting for it.
 */
export async function prepareSuiteImages(options: {
  tasks: readonly SuiteTask[];
  docker?: Docker;
  prebuiltImage?: string;
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
  const preflight = (async () => {
    docker ??= await connectDocker();
    return ensureSuiteImages(docker, tasks, { prebuiltImage: options.prebuiltImage, log: options.log });
  })().catch((error: unknown) => ({
    images: [],
    failures: new Map(tasks.map((t) => [t.id, error])),
  }));
  const prepared = await untilAbort(signal, preflight);
  return { docker, images: prepared?.images ?? [], failures: new Map(prepared?.failures ?? []) };
}
