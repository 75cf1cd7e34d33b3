import {
  DESKTOP_IMAGE,
  ensureDesktopImage,
  ensureNamedImage
} from "./chunk-Q2OLTTXR.js";
import {
  LABEL
} from "./chunk-BMQF4RL5.js";
import {
  findDockerDir,
  packBuildContext,
  readBuildContext
} from "./chunk-L7C5Y6IO.js";
import {
  appsOfOsworldImage,
  osworldBuildArgs,
  osworldImageTag
} from "./chunk-EMXUN43X.js";
import {
  InfraError
} from "./chunk-TIJ2CQYA.js";

// src/session/docker/osworld-image.ts
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
var building = /* @__PURE__ */ new Map();
function ensureOsworldImage(docker, apps, options = {}) {
  const tag = osworldImageTag(apps);
  let pending = building.get(tag);
  if (!pending) {
    pending = build(docker, tag, appsOfOsworldImage(tag) ?? [], options.onProgress).finally(
      () => building.delete(tag)
    );
    building.set(tag, pending);
  }
  return pending;
}
async function currentOsworldImage(docker, apps) {
  const tag = osworldImageTag(apps);
  if (building.has(tag)) return void 0;
  const base = await docker.getImage(DESKTOP_IMAGE).inspect().catch(() => void 0);
  if (!base) return void 0;
  const { hash } = await profileHash(
    base.Config?.Labels?.[LABEL.imageHash] ?? "",
    appsOfOsworldImage(tag) ?? []
  );
  return await labelledHash(docker, tag) === hash ? tag : void 0;
}
async function profileHash(baseHash, apps) {
  const dir = path.join(findDockerDir(), "osworld");
  const context = await readBuildContext(dir);
  const hash = createHash("sha256").update(`${context.hash}\0${baseHash}\0${apps.join(" ")}`).digest("hex");
  return { dir, context, hash };
}
function labelledHash(docker, tag) {
  return docker.getImage(tag).inspect().then((info) => info.Config?.Labels?.[LABEL.imageHash] ?? "").catch(() => void 0);
}
async function build(docker, tag, apps, onProgress) {
  await ensureDesktopImage(docker, { onProgress });
  const baseHash = (await docker.getImage(DESKTOP_IMAGE).inspect()).Config?.Labels?.[LABEL.imageHash] ?? "";
  const { dir, hash } = await profileHash(baseHash, apps);
  const current = await labelledHash(docker, tag);
  if (current === hash) return tag;
  onProgress?.(
    `${current === void 0 ? "building" : "rebuilding stale"} ${tag} from ${dir} (apps: ${apps.join(", ") || "none"})`
  );
  const librosa = apps.includes("librosa");
  if (librosa) await fetchLibrosaWheels(dir, onProgress);
  const fresh = await readBuildContext(dir);
  const context = { ...fresh, files: fresh.files.filter((f) => librosa || !f.startsWith("wheels/")) };
  const stream = await docker.buildImage(packBuildContext(context), {
    t: tag,
    dockerfile: "Dockerfile.osworld",
    buildargs: osworldBuildArgs(apps),
    labels: { [LABEL.imageHash]: hash },
    rm: true,
    forcerm: true
  });
  await new Promise((resolve, reject) => {
    docker.modem.followProgress(
      stream,
      (error, output) => {
        const failed = error?.message ?? output.find((o) => o.error)?.error;
        if (failed)
          reject(
            new InfraError(`building ${tag} failed: ${failed}`, {
              hint: "the osworld profile installs Debian packages: the build needs Debian's mirror (and the librosa tool the wheels fetched on this machine)"
            })
          );
        else resolve();
      },
      (event) => {
        const text = (event.stream ?? event.status ?? "").trimEnd();
        if (text) onProgress?.(text);
      }
    );
  });
  if (await labelledHash(docker, tag) !== hash)
    throw new InfraError(`building ${tag} finished but the image is not there`);
  return tag;
}
var fetchingWheels;
function fetchLibrosaWheels(dir, onProgress) {
  const script = path.join(dir, "scripts", "fetch-wheels.sh");
  fetchingWheels ??= promisify(execFile)("bash", [script], { maxBuffer: 16 * 1024 * 1024 }).then(({ stderr }) => {
    for (const line of stderr.split("\n")) if (line.trim()) onProgress?.(line);
  }).catch((error) => {
    throw new InfraError(
      `fetching the OSWorld profile's librosa wheels failed: ${error instanceof Error ? error.message : String(error)}`,
      { hint: `run ${script} on a machine that reaches PyPI and copy docker/osworld/wheels/ here` }
    );
  }).finally(() => {
    fetchingWheels = void 0;
  });
  return fetchingWheels;
}

// src/session/docker/image-for-app.ts
async function imageForApp(docker, app, options = {}) {
  if (app.type === "docker_image") {
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

export {
  ensureOsworldImage,
  currentOsworldImage,
  imageForApp
};
