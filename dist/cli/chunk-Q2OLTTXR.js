import {
  LABEL
} from "./chunk-BMQF4RL5.js";
import {
  findDockerDir,
  packBuildContext,
  readBuildContext
} from "./chunk-L7C5Y6IO.js";
import {
  ConfigError,
  InfraError
} from "./chunk-TIJ2CQYA.js";

// src/session/vm/linux-vm-image.ts
import { execFile as execFile2 } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path2 from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify as promisify2 } from "node:util";

// src/session/docker/desktop-image.ts
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// src/session/docker/proxy-build-args.ts
import { isIP } from "node:net";
var PROXY_VARIABLES = ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "https_proxy", "http_proxy", "no_proxy"];
function proxyBuildOptions(env) {
  const buildargs = {};
  for (const name of PROXY_VARIABLES) {
    const value = env[name]?.trim();
    if (value) buildargs[name] = value;
  }
  if (!Object.keys(buildargs).length) return {};
  const onLoopback = [
    buildargs.HTTPS_PROXY,
    buildargs.HTTP_PROXY,
    buildargs.https_proxy,
    buildargs.http_proxy
  ].some((proxy) => proxy !== void 0 && isLoopback(proxy));
  return { buildargs, ...onLoopback ? { networkmode: "host" } : {} };
}
function isLoopback(proxy) {
  let host;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`).hostname;
  } catch {
    return false;
  }
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || isIP(bare) === 4 && bare.startsWith("127.");
}

// src/session/docker/desktop-image.ts
var DESKTOP_IMAGE = "desktest-desktop:latest";
var ELECTRON_IMAGE = "desktest-desktop:electron";
var BASE_IMAGE = "debian:bookworm-slim";
async function ensureDesktopImage(docker, options = {}) {
  const dockerDir = options.dockerDir ?? findDockerDir();
  const context = await readBuildContext(dockerDir);
  const variant = options.variant ?? "desktop";
  if (variant === "electron") await ensureDesktopImage(docker, { ...options, variant: "desktop" });
  const tag = variant === "electron" ? ELECTRON_IMAGE : DESKTOP_IMAGE;
  const current = await imageLabel(docker, tag, LABEL.imageHash);
  if (current === context.hash) return tag;
  options.onProgress?.(`${current === void 0 ? "building" : "rebuilding stale"} ${tag} from ${dockerDir}`);
  if (!await imageExists(docker, BASE_IMAGE)) {
    throw new InfraError(`the base image ${BASE_IMAGE} is missing and there is no registry to pull it from`, {
      hint: `create it offline with: sudo bash ${path.join(dockerDir, "scripts", "bootstrap-base-image.sh")}`
    });
  }
  await fetchWheels(dockerDir, options.onProgress);
  const fresh = await readBuildContext(dockerDir);
  const stream = await docker.buildImage(packBuildContext(fresh), {
    t: tag,
    dockerfile: variant === "electron" ? "Dockerfile.electron" : "Dockerfile",
    labels: { [LABEL.imageHash]: context.hash },
    rm: true,
    forcerm: true,
    ...proxyBuildOptions(process.env)
  });
  await followBuild(docker, stream, options.onProgress);
  if (await imageLabel(docker, tag, LABEL.imageHash) !== context.hash) {
    throw new InfraError(`building ${tag} finished but the image is not there`);
  }
  return tag;
}
async function desktopImageState(docker, options = {}) {
  const context = await readBuildContext(options.dockerDir ?? findDockerDir());
  const tag = options.variant === "electron" ? ELECTRON_IMAGE : DESKTOP_IMAGE;
  const current = await imageLabel(docker, tag, LABEL.imageHash);
  return {
    tag,
    state: current === void 0 ? "missing" : current === context.hash ? "current" : "stale",
    baseImage: await imageExists(docker, BASE_IMAGE)
  };
}
function imageIsLocal(docker, image) {
  return imageExists(docker, image);
}
async function ensureNamedImage(docker, image, digest) {
  let info;
  try {
    info = await docker.getImage(image).inspect();
  } catch (error) {
    if (error.statusCode !== 404) throw wrap(error, `inspecting image ${image}`);
    try {
      const stream = await docker.pull(image);
      await followBuild(docker, stream);
      info = await docker.getImage(image).inspect();
    } catch (pullError) {
      throw new ConfigError(
        `image '${image}' is not on this machine and could not be pulled: ${messageOf(pullError)}`,
        {
          hint: "build or load the image on the runner first (docker build / docker load)"
        }
      );
    }
  }
  if (digest) {
    const repoDigests = info.RepoDigests ?? [];
    if (!repoDigests.some((d) => d.endsWith(`@${digest}`))) {
      throw new ConfigError(
        `image '${image}' does not have the pinned digest ${digest} (it has ${repoDigests.length ? repoDigests.join(", ") : "no registry digest"})`,
        {
          hint: repoDigests.length ? "pull the pinned image" : "locally built images have no registry digest; remove 'digest' or push and pull the image"
        }
      );
    }
  }
}
async function imageExists(docker, image) {
  try {
    await docker.getImage(image).inspect();
    return true;
  } catch {
    return false;
  }
}
async function imageLabel(docker, image, label) {
  try {
    const info = await docker.getImage(image).inspect();
    return info.Config?.Labels?.[label] ?? "";
  } catch (error) {
    if (error.statusCode === 404) return void 0;
    throw wrap(error, `inspecting image ${image}`);
  }
}
async function fetchWheels(dockerDir, onProgress) {
  const script = path.join(dockerDir, "scripts", "fetch-wheels.sh");
  try {
    const { stderr } = await promisify(execFile)("bash", [script], { maxBuffer: 16 * 1024 * 1024 });
    for (const line of stderr.split("\n")) if (line.trim()) onProgress?.(line);
  } catch (error) {
    throw new InfraError(`fetching the guest agent's Python wheels failed: ${messageOf(error)}`, {
      hint: `run ${script} on a machine that reaches PyPI and copy docker/wheels/ here`
    });
  }
}
function followBuild(docker, stream, onProgress) {
  return new Promise((resolve, reject) => {
    docker.modem.followProgress(
      stream,
      (error, output) => {
        const failed = error?.message ?? output.find((o) => o.error)?.error;
        if (failed) reject(new InfraError(`Docker build error: ${failed}`));
        else resolve();
      },
      (event) => {
        const text = (event.stream ?? event.status ?? "").trimEnd();
        if (text) onProgress?.(text);
      }
    );
  });
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
function wrap(error, doing) {
  return new InfraError(`Docker failed while ${doing}: ${messageOf(error)}`, { cause: error });
}

// src/session/vm/linux-vm-image.ts
var run = promisify2(execFile2);
var VM_DOCKER_IMAGE = "desktest-desktop:vm";
var DISK_SIZE_MIB = 8192;
var ESP_MIB = 160;
var LINUX_ROOT_CMDLINE = "root=/dev/vda2 rw console=ttyS0 quiet systemd.show_status=0";
var FIRMWARE_BOOT_SCREEN = { width: 1280, height: 800 };
function vmCacheDir(env = process.env) {
  if (env.DESKTEST_VM_CACHE) return path2.resolve(env.DESKTEST_VM_CACHE);
  return path2.join(env.XDG_CACHE_HOME || path2.join(homedir(), ".cache"), "desktest", "vm");
}
async function ensureLinuxVmImage(docker, options = {}) {
  const say = options.onProgress ?? (() => void 0);
  await ensureDesktopImage(docker, { onProgress: say });
  const baseHash = (await docker.getImage(DESKTOP_IMAGE).inspect()).Config?.Labels?.[LABEL.imageHash] ?? "";
  const context = await readBuildContext(path2.join(findDockerDir(), "vm"));
  const hash = createHash("sha256").update(`${context.hash}\0${baseHash}\0${diskScript().join("\n")}`).digest("hex");
  const dir = path2.join(options.cacheDir ?? vmCacheDir(), hash.slice(0, 16));
  const kernel = path2.join(dir, "vmlinuz");
  const initrd = path2.join(dir, "initrd.img");
  const image = {
    dir,
    disk: path2.join(dir, "root.qcow2"),
    format: "qcow2",
    kernel,
    initrd,
    hash,
    boot: { kind: "kernel", kernel, initrd, cmdline: LINUX_ROOT_CMDLINE },
    vncRelay: true
  };
  if (existsSync(path2.join(dir, "image.json"))) return image;
  const started = Date.now();
  const step = (what) => say(`[vm image ${((Date.now() - started) / 1e3).toFixed(0)}s] ${what}`);
  step(`building the Linux VM image ${hash.slice(0, 12)} into ${dir}`);
  const current = await docker.getImage(VM_DOCKER_IMAGE).inspect().then((info) => info.Config?.Labels?.[LABEL.imageHash]).catch(() => void 0);
  if (current !== hash) {
    step(`1/4 ${VM_DOCKER_IMAGE}: a kernel, systemd and the desktop and agent services`);
    const stream = await docker.buildImage(packBuildContext(context), {
      t: VM_DOCKER_IMAGE,
      dockerfile: "Dockerfile.vm",
      buildargs: { BASE: DESKTOP_IMAGE },
      labels: { [LABEL.imageHash]: hash },
      rm: true,
      forcerm: true
    });
    await followBuild(docker, stream, (line) => say(`  ${line}`)).catch((error) => {
      throw new InfraError(`building ${VM_DOCKER_IMAGE} failed: ${error.message}`, {
        hint: "the VM image installs Debian's kernel and systemd: the build needs Debian's mirror"
      });
    });
  }
  const work = `${dir}.building-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    step("2/4 exporting its files");
    const container = await docker.createContainer({
      Image: VM_DOCKER_IMAGE,
      Entrypoint: ["true"],
      Labels: { [LABEL.managed]: "true" }
    });
    try {
      await pipeline(await container.export(), createWriteStream(path2.join(work, "root.tar")));
    } finally {
      await container.remove({ force: true });
    }
    step(`3/4 a GPT disk of ${DISK_SIZE_MIB} MiB: an EFI system partition and an ext4 root (owners kept)`);
    await runInContainer(docker, work, diskScript());
    step("4/4 converting it to qcow2");
    await run("qemu-img", [
      "convert",
      "-O",
      "qcow2",
      path2.join(work, "root.raw"),
      path2.join(work, "root.qcow2")
    ]).catch((error) => {
      throw new InfraError(`qemu-img could not convert the VM disk: ${error.message}`, {
        hint: "install QEMU's tools: apt-get install qemu-utils"
      });
    });
    await rm(path2.join(work, "root.raw"));
    await writeFile(
      path2.join(work, "image.json"),
      JSON.stringify({ hash, built: (/* @__PURE__ */ new Date()).toISOString(), kernelCmdline: LINUX_ROOT_CMDLINE }, null, 2) + "\n"
    );
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
    step("done");
    return image;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
function diskScript() {
  const rootMib = DISK_SIZE_MIB - 1 - ESP_MIB - 1;
  const entry = [
    "title desktest Linux desktop",
    "linux /vmlinuz",
    "initrd /initrd.img",
    `options ${LINUX_ROOT_CMDLINE} desktest.width=${FIRMWARE_BOOT_SCREEN.width} desktest.height=${FIRMWARE_BOOT_SCREEN.height}`
  ].join("\\n");
  return [
    "set -e",
    "mkdir /tmp/root",
    "tar -C /tmp/root -xpf /out/root.tar",
    "rm /out/root.tar",
    // (Docker's marker: systemd in the VM would take itself for a container's and skip what a machine runs)
    "rm -f /tmp/root/.dockerenv",
    "echo desktest-vm > /tmp/root/etc/hostname",
    "printf 'nameserver 10.0.2.3\\n' > /tmp/root/etc/resolv.conf",
    "cp /tmp/root/boot/vmlinuz-* /out/vmlinuz",
    "cp /tmp/root/boot/initrd.img-* /out/initrd.img",
    `mke2fs -q -t ext4 -L desktest-root -d /tmp/root /tmp/root.ext4 ${rootMib}M`,
    "rm -rf /tmp/root",
    `mkfs.vfat -F 32 -n DESKTESTESP -C /tmp/esp.img ${ESP_MIB * 1024} >/dev/null`,
    "mmd -i /tmp/esp.img ::/EFI ::/EFI/BOOT ::/loader ::/loader/entries",
    "mcopy -i /tmp/esp.img /usr/lib/systemd/boot/efi/systemd-bootx64.efi ::/EFI/BOOT/BOOTX64.EFI",
    "mcopy -i /tmp/esp.img /out/vmlinuz ::/vmlinuz",
    "mcopy -i /tmp/esp.img /out/initrd.img ::/initrd.img",
    "printf 'default desktest.conf\\ntimeout 0\\nconsole-mode keep\\n' > /tmp/loader.conf",
    `printf '${entry}\\n' > /tmp/desktest.conf`,
    "mcopy -i /tmp/esp.img /tmp/loader.conf ::/loader/loader.conf",
    "mcopy -i /tmp/esp.img /tmp/desktest.conf ::/loader/entries/desktest.conf",
    `truncate -s ${DISK_SIZE_MIB}M /out/root.raw`,
    [
      "printf 'label: gpt\\n",
      `start=1MiB, size=${ESP_MIB}MiB, type=C12A7328-F81F-11D2-BA4B-00A0C93EC93B, name=esp\\n`,
      `start=${1 + ESP_MIB}MiB, size=${rootMib}MiB, type=0FC63DAF-8483-4772-8E79-3D69D8477DE4, name=root\\n'`,
      " | sfdisk --quiet /out/root.raw"
    ].join(""),
    "dd if=/tmp/esp.img of=/out/root.raw bs=1M seek=1 conv=notrunc,sparse status=none",
    `dd if=/tmp/root.ext4 of=/out/root.raw bs=1M seek=${1 + ESP_MIB} conv=notrunc,sparse status=none`,
    "chmod 644 /out/vmlinuz /out/initrd.img /out/root.raw"
  ];
}
async function runInContainer(docker, hostDir, script) {
  const container = await docker.createContainer({
    Image: VM_DOCKER_IMAGE,
    User: "root",
    Entrypoint: ["sh", "-c", script.join("\n")],
    Labels: { [LABEL.managed]: "true" },
    HostConfig: { Binds: [`${hostDir}:/out`] }
  });
  try {
    await container.start();
    const { StatusCode } = await container.wait();
    if (StatusCode !== 0) {
      const logs = (await container.logs({ stdout: true, stderr: true })).toString(
        "utf8"
      );
      throw new InfraError(`making the VM disk failed (exit ${StatusCode}): ${logs.slice(-2e3)}`);
    }
  } finally {
    await container.remove({ force: true });
  }
}

export {
  DESKTOP_IMAGE,
  ensureDesktopImage,
  desktopImageState,
  imageIsLocal,
  ensureNamedImage,
  vmCacheDir,
  ensureLinuxVmImage
};
