import type Docker from "dockerode";
import type { AppConfig } from "../../task/model.ts";
import type {
  BackendPreflight,
  DoctorProbe,
  PreflightCheck,
  PreflightContext,
  PreflightTask,
  PreparedImage,
} from "../preflight-check.ts";
import { hintOf, idsOf, listIds, messageOf } from "../preflight-check.ts";
import { BASE_IMAGE, desktopImageState, imageIsLocal, type DesktopImageState } from "./desktop-image.ts";
import type { OncePerRun } from "../once-per-run.ts";
import { runImageForApp } from "./image-for-app.ts";

/** The desktop images a suite's tasks need, made once; the tasks whose image could not be had, with the error. */
export interface SuiteImages {
  images: PreparedImage[];
  failures: Map<string, unknown>;
}

/**
 * Build (or check) each desktop image the tasks need once, before any task starts, so parallel tasks
 * neither build it concurrently nor each pay for the check. Tasks with their own image
 * (`docker_image`) are left to their runs.
 */
export async function ensureSuiteImages(
  docker: Docker,
  tasks: readonly PreflightTask[],
  options: {
    prebuiltImage?: string | undefined;
    log?: ((line: string) => void) | undefined;
    /** The run's: its tasks then take the images made here without checking them again. */
    once?: OncePerRun | undefined;
  } = {},
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
  const images: PreparedImage[] = [];
  const failures = new Map<string, unknown>();
  for (const { app, ids } of groups.values()) {
    try {
      const name = await runImageForApp(async () => docker, app, {
        prebuiltImage: options.prebuiltImage,
        once: options.once,
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

/** The images the tasks need, as they are now: nothing is built or pulled (`desktest doctor`). */
export interface SuiteImagesState {
  /** The built-in desktop images (desktop, electron) and the tasks that run on each. */
  desktops: (DesktopImageState & { ids: string[] })[];
  /** Images named by the tasks (`docker_image`) or by --image, whether they are on this machine. */
  named: { image: string; present: boolean; ids: string[] }[];
}

export async function inspectSuiteImages(
  docker: Docker,
  tasks: readonly PreflightTask[],
  options: { prebuiltImage?: string | undefined } = {},
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

/**
 * What Docker desktops (and the backends made of them) need: Docker that answers, and the desktop
 * images built (`ensure`: built now, as the run would; `inspect`: said as they are).
 */
export async function dockerPreflight(
  tasks: readonly PreflightTask[],
  context: PreflightContext,
): Promise<BackendPreflight> {
  const checks: PreflightCheck[] = [];
  let docker: Docker;
  try {
    docker = await context.probe.connectDocker();
    const version = await docker.version().catch(() => undefined);
    checks.push({
      ok: true,
      name: "Docker engine",
      detail: version ? `Docker ${version.Version} (${version.Os}/${version.Arch})` : "answers",
      tasks: idsOf(tasks),
    });
  } catch (error) {
    checks.push({
      ok: false,
      name: "Docker engine",
      detail: `not reachable: ${messageOf(error)}`,
      fix: "Install Docker Engine on the runner and let the runner's user use it (sudo usermod -aG docker <runner user>, then restart the runner service), or point DOCKER_HOST at a daemon. Linux desktops run in Docker containers.",
      tasks: idsOf(tasks),
    });
    return { checks, failures: new Map(tasks.map((t) => [t.id, error])) };
  }
  if (context.images === "inspect") {
    const inspected = await inspectSuiteImages(docker, tasks, { prebuiltImage: context.prebuiltImage });
    return {
      checks: [...checks, ...imageChecks(inspected)],
      docker,
      inspected: { imagesToBuild: inspected.desktops.some((d) => d.state !== "current") },
    };
  }
  const images = await ensureSuiteImages(docker, tasks, {
    prebuiltImage: context.prebuiltImage,
    log: context.log,
    once: context.once,
  }).catch((error: unknown) => ({
    images: [],
    failures: new Map(tasks.map((t) => [t.id, error])),
  }));
  const failures = [...images.failures];
  if (failures.length === 0) {
    checks.push({
      ok: true,
      name: "Desktop image",
      detail: images.images.map((i) => i.name).join(", ") || "tasks bring their own images",
      tasks: idsOf(tasks),
    });
  } else {
    const errors = new Map<string, string[]>();
    for (const [id, error] of failures)
      errors.set(messageOf(error), [...(errors.get(messageOf(error)) ?? []), id]);
    for (const [message, failed] of errors) {
      const hint = hintOf(failures.find(([id]) => id === failed[0])?.[1]);
      checks.push({
        ok: false,
        name: "Desktop image",
        detail: `cannot be built or found: ${message}`,
        fix:
          hint ??
          (context.prebuiltImage
            ? `Build or load '${context.prebuiltImage}' on the runner (docker build / docker load), or leave the 'image' input empty to build docker/.`
            : "The desktop image is built from the action's docker/ folder on the first run: the runner needs the offline base image (sudo bash docker/scripts/bootstrap-base-image.sh) and access to PyPI for the wheels."),
        tasks: failed.join(", "),
      });
    }
  }
  return { checks, docker, images: images.images, failures: images.failures };
}

/** The images as they are: a desktop image not built yet is built by the first run (from the base image). */
function imageChecks(images: SuiteImagesState): PreflightCheck[] {
  const checks: PreflightCheck[] = images.desktops.map((desktop) => {
    const built =
      desktop.state === "current"
        ? `${desktop.tag}, built from this docker/ folder`
        : `${desktop.tag} ${desktop.state === "stale" ? "was built from another docker/ folder" : "is not built yet"}`;
    if (desktop.state === "current")
      return { ok: true, name: "Desktop image", detail: built, tasks: listIds(desktop.ids) };
    return desktop.baseImage
      ? {
          ok: true,
          level: "warning",
          name: "Desktop image",
          detail: `${built}: the first run builds it from docker/ (about a minute; the guest agent's wheels from docker/wheels/ or PyPI)`,
          tasks: listIds(desktop.ids),
        }
      : {
          ok: false,
          name: "Desktop image",
          detail: `${built}, and the base image it is built from (debian:bookworm-slim) is missing`,
          fix: "Make the base image offline from the apt mirror: sudo bash docker/scripts/bootstrap-base-image.sh (there is no registry to pull it from)",
          tasks: listIds(desktop.ids),
        };
  });
  for (const { image, present, ids } of images.named) {
    checks.push({
      ok: present,
      name: `Image ${image}`,
      detail: present ? "on this machine" : "not on this machine",
      fix: `Build or load it here (docker build -t ${image} … / docker load), or pull it: docker pull ${image} (a run tries to pull it)`,
      tasks: listIds(ids),
    });
  }
  return checks;
}

/** Whether Docker answers on this machine (`desktest doctor`): Linux desktops run in it. */
export async function dockerDoctor(probe: DoctorProbe): Promise<PreflightCheck[]> {
  try {
    const docker = await probe.connectDocker();
    const version = await docker.version();
    return [
      {
        ok: true,
        name: "Docker engine",
        detail: `Docker ${version.Version} (${version.Os}/${version.Arch})`,
      },
      ...(await dockerImageChecks(docker)),
    ];
  } catch (error) {
    return [
      {
        ok: false,
        name: "Docker engine",
        detail: `no answer: ${messageOf(error)}`,
        fix: "Install and start Docker (Debian: apt-get install docker.io; or this project's docker/scripts/start-dockerd.sh); Linux desktops run in it",
      },
    ];
  }
}

/**
 * The built-in desktop images (the desktop and its Electron variant): built from this docker/ folder
 * (✓), stale or not built yet (the first run that needs one builds it: a warning), or unbuildable
 * (the offline base image is missing: ✗). Nothing is built.
 */
async function dockerImageChecks(docker: Docker): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  for (const [variant, name, needed] of [
    ["desktop", "Desktop image", "Linux desktops (Docker and VM)"],
    ["electron", "Electron desktop image", "Electron apps"],
  ] as const) {
    const image = await desktopImageState(docker, { variant }).catch((error: unknown) => error as Error);
    if (image instanceof Error) {
      checks.push({ ok: false, name, detail: `cannot be inspected: ${image.message}` });
      continue;
    }
    if (image.state === "current") {
      checks.push({ ok: true, name, detail: `${image.tag}: built from this docker/ folder` });
      continue;
    }
    const now =
      image.state === "stale"
        ? `${image.tag}: stale (built from another docker/ folder)`
        : `${image.tag}: not built`;
    checks.push(
      image.baseImage
        ? {
            ok: true,
            level: "warning",
            name,
            detail: `${now}; the first run of ${needed} builds it from docker/ (about a minute)`,
          }
        : {
            ok: false,
            name,
            detail: `${now}, and the base image it is built from (${BASE_IMAGE}) is missing`,
            fix: "Make the base image offline from the apt mirror: sudo bash docker/scripts/bootstrap-base-image.sh (there is no registry to pull it from)",
          },
    );
  }
  return checks;
}
