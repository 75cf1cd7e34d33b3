import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type Docker from "dockerode";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { findDockerDir } from "../docker-dir.ts";
import { cutText } from "../../util/cut-text.ts";
import { buildProgress } from "../build-progress.ts";
import { guestAgentHash, readGuestAgentFiles } from "../guest/guest-package.ts";
import { packBuildContext, readBuildContext, type BuildContext } from "./build-context.ts";
import { LABEL } from "../labels.ts";
import { proxyBuildOptions } from "./proxy-build-args.ts";

export const DESKTOP_IMAGE = "desktest-desktop:latest";
export const ELECTRON_IMAGE = "desktest-desktop:electron";
export const BASE_IMAGE = "debian:bookworm-slim";

export type DesktopVariant = "desktop" | "electron";

/** A Docker image reference desktest may build under: `[registry[:port]/]name[:tag]`, lower-case name, no digest. */
const IMAGE_TAG =
  /^(?:[a-z0-9.-]+(?::\d+)?\/)?[a-z0-9]+(?:[._/-][a-z0-9]+)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?$/;

/**
 * The tag the built-in desktop image is built as: `DESKTEST_DESKTOP_IMAGE` when set (two installations
 * of desktest on one machine, each with its own docker/ folder, then stop rebuilding each other's
 * image), else desktest-desktop:latest. The electron variant is the same repository's `electron` tag.
 */
export function desktopImageTag(variant: DesktopVariant = "desktop", env = process.env): string {
  const chosen = env.DESKTEST_DESKTOP_IMAGE?.trim();
  if (!chosen) return variant === "electron" ? ELECTRON_IMAGE : DESKTOP_IMAGE;
  if (!IMAGE_TAG.test(chosen)) {
    throw new ConfigError(`DESKTEST_DESKTOP_IMAGE '${cutText(chosen, 80)}' is not an image tag`, {
      hint: "set it to a lower-case name with an optional tag, such as my-desktest-desktop:latest, or unset it",
    });
  }
  const tagged = /:[^/]*$/.test(chosen) ? chosen : `${chosen}:latest`;
  return variant === "electron" ? tagged.replace(/:[^/:]*$/, ":electron") : tagged;
}

export interface EnsureImageOptions {
  variant?: DesktopVariant;
  /** The project's docker/ folder; found automatically by default. */
  dockerDir?: string;
  /** Called with each line of build output. */
  onProgress?: (line: string) => void;
}

/**
 * Make sure the built-in desktop image exists and matches the docker/ folder it is built from; build it
 * (and, for electron, the desktop image first) when it is missing or stale. Returns the image name.
 */
export async function ensureDesktopImage(docker: Docker, options: EnsureImageOptions = {}): Promise<string> {
  const dockerDir = options.dockerDir ?? findDockerDir();
  const wanted = await builtLabels(dockerDir);
  const variant = options.variant ?? "desktop";
  if (variant === "electron") await ensureDesktopImage(docker, { ...options, variant: "desktop" });
  const tag = desktopImageTag(variant);
  const current = await imageLabels(docker, tag);
  if (carries(current, wanted)) return tag;

  options.onProgress?.(`${current === undefined ? "building" : "rebuilding stale"} ${tag} from ${dockerDir}`);
  if (!(await imageExists(docker, BASE_IMAGE))) {
    throw new InfraError(`the base image ${BASE_IMAGE} is missing and there is no registry to pull it from`, {
      hint: `create it offline with: sudo bash ${path.join(dockerDir, "scripts", "bootstrap-base-image.sh")}`,
    });
  }
  await fetchWheels(dockerDir, options.onProgress);
  const fresh = await readBuildContext(dockerDir); // the wheels are part of the context
  await buildImage(
    docker,
    fresh,
    {
      t: tag,
      dockerfile: variant === "electron" ? "Dockerfile.electron" : "Dockerfile",
      ...(variant === "electron" ? { buildargs: { BASE: desktopImageTag("desktop") } } : {}),
      labels: wanted,
      rm: true,
      forcerm: true,
      ...proxyBuildOptions(process.env),
    },
    { say: options.onProgress },
  );
  if (!carries(await imageLabels(docker, tag), wanted)) {
    throw new InfraError(`building ${tag} finished but the image is not there`);
  }
  return tag;
}

/** Where the built-in desktop image stands, without building anything (`desktest doctor`). */
export interface DesktopImageState {
  tag: string;
  /** current: built from this docker/ folder; stale: built from another; missing: not built. */
  state: "current" | "stale" | "missing";
  /** The offline base image a build starts from. */
  baseImage: boolean;
}

/** What ensureDesktopImage would find: the image built and current, stale, or missing. */
export async function desktopImageState(
  docker: Docker,
  options: { variant?: DesktopVariant; dockerDir?: string } = {},
): Promise<DesktopImageState> {
  const wanted = await builtLabels(options.dockerDir ?? findDockerDir());
  const tag = desktopImageTag(options.variant);
  const current = await imageLabels(docker, tag);
  return {
    tag,
    state: current === undefined ? "missing" : carries(current, wanted) ? "current" : "stale",
    baseImage: await imageExists(docker, BASE_IMAGE),
  };
}

/** Whether an image is on this machine (nothing is pulled). */
export function imageIsLocal(docker: Docker, image: string): Promise<boolean> {
  return imageExists(docker, image);
}

/** A user-named image (prebuilt desktop or a `docker_image` app): must exist, or be pullable. */
export async function ensureNamedImage(docker: Docker, image: string, digest?: string): Promise<void> {
  let info: Docker.ImageInspectInfo;
  try {
    info = await docker.getImage(image).inspect();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw wrap(error, `inspecting image ${image}`);
    try {
      const stream = await docker.pull(image);
      await followBuild(docker, stream);
      info = await docker.getImage(image).inspect();
    } catch (pullError) {
      throw new ConfigError(
        `image '${image}' is not on this machine and could not be pulled: ${messageOf(pullError)}`,
        {
          hint: "build or load the image on the runner first (docker build / docker load)",
        },
      );
    }
  }
  if (digest) {
    const repoDigests = info.RepoDigests ?? [];
    if (!repoDigests.some((d) => d.endsWith(`@${digest}`))) {
      throw new ConfigError(
        `image '${image}' does not have the pinned digest ${digest} (it has ${repoDigests.length ? repoDigests.join(", ") : "no registry digest"})`,
        {
          hint: repoDigests.length
            ? "pull the pinned image"
            : "locally built images have no registry digest; remove 'digest' or push and pull the image",
        },
      );
    }
  }
}

async function imageExists(docker: Docker, image: string): Promise<boolean> {
  try {
    await docker.getImage(image).inspect();
    return true;
  } catch {
    return false;
  }
}

/**
 * The labels a built-in image made from this docker/ folder carries: the folder's hash, and the guest
 * agent's files it holds where the engine ships the agent (a desktop of it starts without the copy). An
 * image without the second was built by an older desktest: stale, rebuilt once (from the build cache).
 */
async function builtLabels(dockerDir: string): Promise<Record<string, string>> {
  const [context, guest] = await Promise.all([
    readBuildContext(dockerDir),
    readGuestAgentFiles(path.join(dockerDir, "guest")),
  ]);
  return { [LABEL.imageHash]: context.hash, [LABEL.guestHash]: guestAgentHash(guest) };
}

function carries(labels: Record<string, string> | undefined, wanted: Record<string, string>): boolean {
  return labels !== undefined && Object.entries(wanted).every(([name, value]) => labels[name] === value);
}

/** A local image's labels ({} without any), or undefined when there is no such image. */
async function imageLabels(docker: Docker, image: string): Promise<Record<string, string> | undefined> {
  try {
    const info = await docker.getImage(image).inspect();
    return info.Config?.Labels ?? {};
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw wrap(error, `inspecting image ${image}`);
  }
}

async function fetchWheels(dockerDir: string, onProgress?: (line: string) => void): Promise<void> {
  const script = path.join(dockerDir, "scripts", "fetch-wheels.sh");
  try {
    const { stderr } = await promisify(execFile)("bash", [script], { maxBuffer: 16 * 1024 * 1024 });
    for (const line of stderr.split("\n")) if (line.trim()) onProgress?.(line);
  } catch (error) {
    throw new InfraError(`fetching the guest agent's Python wheels failed: ${messageOf(error)}`, {
      hint: `run ${script} on a machine that reaches PyPI and copy docker/wheels/ here`,
    });
  }
}

/**
 * Build an image from a context, saying each Dockerfile step with its counter and the time so far
 * (buildProgress). A failed build's error carries the builder's last output lines; `hint` says what the
 * build needed.
 */
export async function buildImage(
  docker: Docker,
  context: BuildContext,
  options: Docker.ImageBuildOptions & { t: string },
  report: { say?: ((line: string) => void) | undefined; hint?: string } = {},
): Promise<void> {
  const progress = buildProgress(options.t, report.say ?? (() => undefined));
  try {
    const stream = await docker.buildImage(packBuildContext(context), options);
    await followBuild(docker, stream, (line) => progress.output(line));
  } catch (error) {
    progress.end("failed");
    const tail = progress.tail();
    throw new InfraError(
      `building ${options.t} failed: ${messageOf(error).replace(/^Docker build error: /, "")}${tail.length ? `\nthe build's last output:\n${tail.join("\n")}` : ""}`,
      { ...(report.hint ? { hint: report.hint } : {}), cause: error },
    );
  }
  progress.end("built");
}

export function followBuild(
  docker: Docker,
  stream: NodeJS.ReadableStream,
  onProgress?: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    docker.modem.followProgress(
      stream,
      (error: Error | null, output: Array<{ error?: string; errorDetail?: { message?: string } }>) => {
        const failed = error?.message ?? output.find((o) => o.error)?.error;
        if (failed) reject(new InfraError(`Docker build error: ${failed}`));
        else resolve();
      },
      (event: { stream?: string; status?: string; error?: string }) => {
        const text = (event.stream ?? event.status ?? "").trimEnd();
        for (const line of text.split("\n")) if (line.trim()) onProgress?.(line);
      },
    );
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function wrap(error: unknown, doing: string): InfraError {
  return new InfraError(`Docker failed while ${doing}: ${messageOf(error)}`, { cause: error });
}
