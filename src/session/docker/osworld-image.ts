import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import type Docker from "dockerode";
import { InfraError } from "../../errors/desktest-error.ts";
import { findDockerDir } from "../docker-dir.ts";
import { readBuildContext } from "./build-context.ts";
import { buildImage, desktopImageTag, ensureDesktopImage } from "./desktop-image.ts";
import { LABEL } from "../labels.ts";
import {
  appsOfOsworldImage,
  osworldBuildArgs,
  osworldImageTag,
  type OsworldApp,
} from "../osworld-profile-tags.ts";

/*
 * OSWorld image profiles: desktest-desktop:latest plus the apps an OSWorld task needs, built from
 * docker/osworld/. Which apps a task needs is the OSWorld format's business (src/osworld/apps.ts).
 */

export {
  OSWORLD_APPS,
  OSWORLD_IMAGE_REPO,
  OSWORLD_TOOLS,
  appsOfOsworldImage,
  osworldImageTag,
  type OsworldApp,
} from "../osworld-profile-tags.ts";

/** Builds in progress in this process, by tag: parallel suite tasks share one build. */
const building = new Map<string, Promise<string>>();

/**
 * Make sure the OSWorld image profile for these apps exists and is current, building it from
 * docker/osworld/ (FROM desktest-desktop:latest, itself built first when needed) otherwise. The image's
 * hash label covers the osworld build context, the base image's own hash and the app set, so a change
 * to any of them rebuilds it. Returns the tag.
 */
export function ensureOsworldImage(
  docker: Docker,
  apps: readonly OsworldApp[],
  options: { onProgress?: (line: string) => void } = {},
): Promise<string> {
  const tag = osworldImageTag(apps);
  let pending = building.get(tag);
  if (!pending) {
    pending = build(docker, tag, appsOfOsworldImage(tag) ?? [], options.onProgress).finally(() =>
      building.delete(tag),
    );
    building.set(tag, pending);
  }
  return pending;
}

/**
 * The profile's tag when its image is here and current (built from this docker/osworld/ on the current
 * desktop image), without building anything: what a suite may start desktops of ahead of its tasks.
 */
export async function currentOsworldImage(
  docker: Docker,
  apps: readonly OsworldApp[],
): Promise<string | undefined> {
  const tag = osworldImageTag(apps);
  if (building.has(tag)) return undefined;
  const base = await docker
    .getImage(desktopImageTag())
    .inspect()
    .catch(() => undefined);
  if (!base) return undefined;
  const { hash } = await profileHash(
    base.Config?.Labels?.[LABEL.imageHash] ?? "",
    appsOfOsworldImage(tag) ?? [],
  );
  return (await labelledHash(docker, tag)) === hash ? tag : undefined;
}

/** What the profile's image is built from, and its hash: the build context, the base image's hash, the apps. */
async function profileHash(baseHash: string, apps: readonly OsworldApp[]) {
  const dir = path.join(findDockerDir(), "osworld");
  const context = await readBuildContext(dir);
  const hash = createHash("sha256")
    .update(`${context.hash}\0${baseHash}\0${apps.join(" ")}`)
    .digest("hex");
  return { dir, context, hash };
}

/** The hash label of a local image ("" without one), or undefined when there is no such image. */
function labelledHash(docker: Docker, tag: string): Promise<string | undefined> {
  return docker
    .getImage(tag)
    .inspect()
    .then((info) => info.Config?.Labels?.[LABEL.imageHash] ?? "")
    .catch(() => undefined);
}

async function build(
  docker: Docker,
  tag: string,
  apps: OsworldApp[],
  onProgress?: (line: string) => void,
): Promise<string> {
  await ensureDesktopImage(docker, { onProgress });
  const baseHash =
    (await docker.getImage(desktopImageTag()).inspect()).Config?.Labels?.[LABEL.imageHash] ?? "";
  const { dir, hash } = await profileHash(baseHash, apps);
  const current = await labelledHash(docker, tag);
  if (current === hash) return tag;
  onProgress?.(
    `${current === undefined ? "building" : "rebuilding stale"} ${tag} from ${dir} (apps: ${apps.join(", ") || "none"})`,
  );
  const librosa = apps.includes("librosa");
  if (librosa) await fetchLibrosaWheels(dir, onProgress);
  // The wheels go into the build only for the librosa tool (its stage installs them).
  const fresh = await readBuildContext(dir);
  const context = { ...fresh, files: fresh.files.filter((f) => librosa || !f.startsWith("wheels/")) };
  await buildImage(
    docker,
    context,
    {
      t: tag,
      dockerfile: "Dockerfile.osworld",
      buildargs: { ...osworldBuildArgs(apps), BASE: desktopImageTag() },
      labels: { [LABEL.imageHash]: hash },
      rm: true,
      forcerm: true,
    },
    {
      say: onProgress,
      hint: "the osworld profile installs Debian packages: the build needs Debian's mirror (and the librosa tool the wheels fetched on this machine)",
    },
  );
  if ((await labelledHash(docker, tag)) !== hash)
    throw new InfraError(`building ${tag} finished but the image is not there`);
  return tag;
}

/** One fetch at a time in this process (parallel builds of two librosa profiles share it). */
let fetchingWheels: Promise<void> | undefined;

/** The librosa tool's wheels into docker/osworld/wheels/ (scripts/fetch-wheels.sh: PyPI on this machine). */
function fetchLibrosaWheels(dir: string, onProgress?: (line: string) => void): Promise<void> {
  const script = path.join(dir, "scripts", "fetch-wheels.sh");
  fetchingWheels ??= promisify(execFile)("bash", [script], { maxBuffer: 16 * 1024 * 1024 })
    .then(({ stderr }) => {
      for (const line of stderr.split("\n")) if (line.trim()) onProgress?.(line);
    })
    .catch((error: unknown) => {
      throw new InfraError(
        `fetching the OSWorld profile's librosa wheels failed: ${error instanceof Error ? error.message : String(error)}`,
        { hint: `run ${script} on a machine that reaches PyPI and copy docker/osworld/wheels/ here` },
      );
    })
    .finally(() => {
      fetchingWheels = undefined;
    });
  return fetchingWheels;
}
