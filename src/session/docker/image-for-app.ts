import type Docker from "dockerode";
import type { AppConfig } from "../../task/model.ts";
import type { OncePerRun } from "../once-per-run.ts";
import {
  desktopImageState,
  ensureDesktopImage,
  ensureNamedImage,
  imageIsLocal,
  type EnsureImageOptions,
} from "./desktop-image.ts";
import { appsOfOsworldImage, currentOsworldImage, ensureOsworldImage } from "./osworld-image.ts";

/**
 * What the image of imageForApp depends on: the app's own image (and its pinned digest), the prebuilt
 * image named instead, or the built-in image's variant. Two apps with the same key get the same image.
 */
export function imageKeyOf(app: AppConfig, prebuiltImage?: string): string {
  if (app.type === "docker_image") return `image ${app.image}${app.digest ? `@${app.digest}` : ""}`;
  if (prebuiltImage) return `prebuilt ${prebuiltImage}`;
  return `desktop ${(app.type === "appimage" || app.type === "folder") && app.electron ? "electron" : "desktop"}`;
}

/**
 * imageForApp once per run for each key (imageKeyOf): a suite's preflight, its tasks' starts and its
 * warm pool share what the first of them made (without `once`: made now).
 */
export function runImageForApp(
  docker: () => Promise<Docker>,
  app: AppConfig,
  options: EnsureImageOptions & { prebuiltImage?: string | undefined; once?: OncePerRun | undefined },
): Promise<string> {
  const { once, prebuiltImage, ...rest } = options;
  const make = async () =>
    imageForApp(await docker(), app, { ...rest, ...(prebuiltImage ? { prebuiltImage } : {}) });
  return once ? once.get(imageKeyOf(app, prebuiltImage), make) : make();
}

/**
 * The image a task's desktop runs: the app's own for `docker_image`, else the built-in desktop image
 * (its electron variant for Electron apps), or the prebuilt image the user named instead.
 */
export async function imageForApp(
  docker: Docker,
  app: AppConfig,
  options: EnsureImageOptions & { prebuiltImage?: string } = {},
): Promise<string> {
  if (app.type === "docker_image") {
    // An OSWorld image profile: built from docker/osworld/ on demand.
    const osworldApps = appsOfOsworldImage(app.image);
    if (osworldApps) return ensureOsworldImage(docker, osworldApps, { onProgress: options.onProgress });
    await ensureNamedImage(docker, app.image, app.digest);
    return app.image;
  }
  if (options.prebuiltImage) {
    await ensureNamedImage(docker, options.prebuiltImage);
    return options.prebuiltImage;
  }
  const electron = (app.type === "appimage" || app.type === "folder") && app.electron;
  return ensureDesktopImage(docker, { ...options, variant: electron ? "electron" : "desktop" });
}

/**
 * The image imageForApp would give, when it is here and current now, without building or pulling
 * anything (what a suite may start desktops of ahead of their tasks); undefined otherwise.
 */
export async function readyImageForApp(
  docker: Docker,
  app: AppConfig,
  options: { prebuiltImage?: string | undefined; once?: OncePerRun | undefined } = {},
): Promise<string | undefined> {
  const made = options.once?.madeFor<string>(imageKeyOf(app, options.prebuiltImage));
  if (made !== undefined) return made;
  if (app.type === "docker_image") {
    const osworldApps = appsOfOsworldImage(app.image);
    if (osworldApps) return currentOsworldImage(docker, osworldApps);
    return (await imageIsLocal(docker, app.image)) ? app.image : undefined;
  }
  if (options.prebuiltImage)
    return (await imageIsLocal(docker, options.prebuiltImage)) ? options.prebuiltImage : undefined;
  const electron = (app.type === "appimage" || app.type === "folder") && app.electron;
  const built = await desktopImageState(docker, { variant: electron ? "electron" : "desktop" });
  return built.state === "current" ? built.tag : undefined;
}
