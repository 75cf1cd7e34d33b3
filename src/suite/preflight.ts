import type Docker from "dockerode";
import { desktopImageState, imageIsLocal, type DesktopImageState } from "../session/docker/desktop-image.ts";
import { imageForApp } from "../session/docker/image-for-app.ts";
import type { AppConfig } from "../task/model.ts";
import type { SuiteTask } from "../report/suite-run.ts";
import type { ImageInfo } from "../report/suite-run.ts";

export interface SuiteImages {
  images: ImageInfo[];
  /** Tasks whose image could not be had, with the error (they end as errors without starting). */
  failures: Map<string, unknown>;
}

/**
 * Build (or check) each desktop image the suite needs once, before any task starts, so parallel tasks
 * neither build it concurrently nor each pay for the check. Tasks with their own image
 * (`docker_image`) and tasks this backend cannot run are left to the run pipeline.
 */
export async function ensureSuiteImages(
  docker: Docker,
  tasks: readonly SuiteTask[],
  options: { prebuiltImage?: string; log?: (line: string) => void } = {},
): Promise<SuiteImages> {
  const groups = new Map<string, { app: AppConfig; ids: string[] }>();
  for (const { id, task } of tasks) {
    const app = task.app;
    if (app.type !== "appimage" && app.type !== "folder") continue;
    const key = options.prebuiltImage ? "prebuilt" : app.electron ? "electron" : "desktop";
    const group = groups.get(key) ?? { app, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  const images: ImageInfo[] = [];
  const failures = new Map<string, unknown>();
  for (const { app, ids } of groups.values()) {
    try {
      const name = await imageForApp(docker, app, {
        prebuiltImage: options.prebuiltImage,
        onProgress: options.log,
      });
      const info = await docker
        .getImage(name)
        .inspect()
        .catch(() => undefined);
      images.push({ name, id: info?.Id ?? null, digests: info?.RepoDigests ?? [] });
    } catch (error) {
      for (const id of ids) failures.set(id, error);
    }
  }
  return { images, failures };
}

/** The images a suite's Docker tasks need, as they are now: nothing is built or pulled (`desktest doctor`). */
export interface SuiteImagesState {
  /** The built-in desktop images (desktop, electron) and the tasks that run on each. */
  desktops: (DesktopImageState & { ids: string[] })[];
  /** Images named by the tasks (`docker_image`) or by --image, whether they are on this machine. */
  named: { image: string; present: boolean; ids: string[] }[];
}

export async function inspectSuiteImages(
  docker: Docker,
  tasks: readonly SuiteTask[],
  options: { prebuiltImage?: string } = {},
): Promise<SuiteImagesState> {
  const desktops = new Map<"desktop" | "electron", string[]>();
  const named = new Map<string, string[]>();
  const add = <K>(map: Map<K, string[]>, key: K, id: string) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const { id, task } of tasks) {
    const app = task.app;
    if (app.type === "docker_image") add(named, app.image, id);
    else if (app.type === "appimage" || app.type === "folder") {
      if (options.prebuiltImage) add(named, options.prebuiltImage, id);
      else add(desktops, app.electron ? "electron" : "desktop", id);
    }
  }
  return {
    desktops: await Promise.all(
      [...desktops].map(async ([variant, ids]) => ({
        ...(await desktopImageState(docker, { variant })),
        ids,
      })),
    ),
    named: await Promise.all(
      [...named].map(async ([image, ids]) => ({ image, present: await imageIsLocal(docker, image), ids })),
    ),
  };
}
