import {
  NdjsonClient,
  findDockerDir,
  require_tar_stream
} from "./chunk-UQ3NRSO2.js";
import {
  ConfigError,
  InfraError
} from "./chunk-3XO4NBGJ.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/@balena/dockerignore/ignore.js
var require_ignore = __commonJS({
  "node_modules/@balena/dockerignore/ignore.js"(exports, module) {
    "use strict";
    var path5 = __require("path");
    var factory = (options) => new IgnoreBase(options);
    factory.default = factory;
    module.exports = factory;
    function make_array(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var REGEX_TRAILING_SLASH = /(?<=.)\/$/;
    var REGEX_TRAILING_BACKSLASH = /(?<=.)\\$/;
    var REGEX_TRAILING_PATH_SEP = path5.sep === "\\" ? REGEX_TRAILING_BACKSLASH : REGEX_TRAILING_SLASH;
    var KEY_IGNORE = typeof Symbol !== "undefined" ? /* @__PURE__ */ Symbol.for("dockerignore") : "dockerignore";
    function cleanPath(file) {
      return path5.normalize(file).replace(REGEX_TRAILING_PATH_SEP, "");
    }
    function toSlash(file) {
      if (path5.sep === "/") {
        return file;
      }
      return file.replace(/\\/g, "/");
    }
    function fromSlash(file) {
      if (path5.sep === "/") {
        return file;
      }
      return file.replace(/\//g, path5.sep);
    }
    var IgnoreBase = class {
      constructor({
        // https://github.com/kaelzhang/node-ignore/blob/5.1.4/index.js#L372
        ignorecase = true
      } = {}) {
        this._rules = [];
        this._ignorecase = ignorecase;
        this[KEY_IGNORE] = true;
        this._initCache();
      }
      _initCache() {
        this._cache = {};
      }
      // @param {Array.<string>|string|Ignore} pattern
      add(pattern) {
        this._added = false;
        if (typeof pattern === "string") {
          pattern = pattern.split(/\r?\n/g);
        }
        make_array(pattern).forEach(this._addPattern, this);
        if (this._added) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      _addPattern(pattern) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules);
          this._added = true;
          return;
        }
        if (this._checkPattern(pattern)) {
          const rule = this._createRule(pattern.trim());
          if (rule !== null) {
            this._added = true;
            this._rules.push(rule);
          }
        }
      }
      _checkPattern(pattern) {
        return pattern && typeof pattern === "string" && pattern.indexOf("#") !== 0 && pattern.trim() !== "";
      }
      filter(paths) {
        return make_array(paths).filter((path6) => this._filter(path6));
      }
      createFilter() {
        return (path6) => this._filter(path6);
      }
      ignores(path6) {
        return !this._filter(path6);
      }
      // https://github.com/moby/moby/blob/v19.03.8/builder/dockerignore/dockerignore.go#L41-L53
      // https://github.com/moby/moby/blob/v19.03.8/pkg/fileutils/fileutils.go#L29-L55
      _createRule(pattern) {
        const origin = pattern;
        let negative = false;
        if (pattern[0] === "!") {
          negative = true;
          pattern = pattern.substring(1).trim();
        }
        if (pattern.length > 0) {
          pattern = cleanPath(pattern);
          pattern = toSlash(pattern);
          if (pattern.length > 1 && pattern[0] === "/") {
            pattern = pattern.slice(1);
          }
        }
        if (negative) {
          pattern = "!" + pattern;
        }
        pattern = pattern.trim();
        if (pattern === "") {
          return null;
        }
        pattern = cleanPath(pattern);
        if (pattern[0] === "!") {
          if (pattern.length === 1) {
            return null;
          }
          negative = true;
          pattern = pattern.substring(1);
        } else {
          negative = false;
        }
        return {
          origin,
          pattern,
          // https://github.com/moby/moby/blob/v19.03.8/pkg/fileutils/fileutils.go#L54
          dirs: pattern.split(path5.sep),
          negative
        };
      }
      // @returns `Boolean` true if the `path` is NOT ignored
      _filter(path6) {
        if (!path6) {
          return false;
        }
        if (path6 in this._cache) {
          return this._cache[path6];
        }
        return this._cache[path6] = this._test(path6);
      }
      // @returns {Boolean} true if a file is NOT ignored
      // https://github.com/moby/moby/blob/v19.03.8/pkg/fileutils/fileutils.go#L62
      _test(file) {
        file = fromSlash(file);
        const parentPath = cleanPath(path5.dirname(file));
        const parentPathDirs = parentPath.split(path5.sep);
        let matched = false;
        this._rules.forEach((rule) => {
          let match = this._match(file, rule);
          if (!match && parentPath !== ".") {
            if (rule.dirs.includes("**")) {
              for (let i = rule.dirs.filter((x) => x !== "**").length; i <= parentPathDirs.length; i++) {
                match = match || this._match(parentPathDirs.slice(0, i).join(path5.sep), rule);
              }
            } else if (rule.dirs.length <= parentPathDirs.length) {
              match = this._match(parentPathDirs.slice(0, rule.dirs.length).join(path5.sep), rule);
            }
          }
          if (match) {
            matched = !rule.negative;
          }
        });
        return !matched;
      }
      // @returns {Boolean} true if a file is matched by a rule
      _match(file, rule) {
        return this._compile(rule).regexp.test(file);
      }
      // https://github.com/moby/moby/blob/v19.03.8/pkg/fileutils/fileutils.go#L139
      _compile(rule) {
        if (rule.regexp) {
          return rule;
        }
        let regStr = "^";
        let escapedSlash = path5.sep === "\\" ? "\\\\" : path5.sep;
        for (let i = 0; i < rule.pattern.length; i++) {
          const ch = rule.pattern[i];
          if (ch === "*") {
            if (rule.pattern[i + 1] === "*") {
              i++;
              if (rule.pattern[i + 1] === path5.sep) {
                i++;
              }
              if (rule.pattern[i + 1] === void 0) {
                regStr += ".*";
              } else {
                regStr += `(.*${escapedSlash})?`;
              }
            } else {
              regStr += `[^${escapedSlash}]*`;
            }
          } else if (ch === "?") {
            regStr += `[^${escapedSlash}]`;
          } else if (ch === "." || ch === "$") {
            regStr += `\\${ch}`;
          } else if (ch === "\\") {
            if (path5.sep === "\\") {
              regStr += escapedSlash;
              continue;
            }
            if (rule.pattern[i + 1] !== void 0) {
              regStr += "\\" + rule.pattern[i + 1];
              i++;
            } else {
              regStr += "\\";
            }
          } else {
            regStr += ch;
          }
        }
        regStr += "$";
        rule.regexp = new RegExp(regStr, this._ignorecase ? "i" : "");
        return rule;
      }
    };
  }
});

// src/session/vm/firmware.ts
import { existsSync, statSync } from "node:fs";
var KNOWN = [
  { code: "/usr/share/OVMF/OVMF_CODE_4M.fd", vars: "/usr/share/OVMF/OVMF_VARS_4M.fd" },
  { code: "/usr/share/edk2/ovmf/OVMF_CODE.fd", vars: "/usr/share/edk2/ovmf/OVMF_VARS.fd" },
  { code: "/usr/share/edk2/x64/OVMF_CODE.4m.fd", vars: "/usr/share/edk2/x64/OVMF_VARS.4m.fd" },
  { code: "/usr/share/OVMF/OVMF_CODE.fd", vars: "/usr/share/OVMF/OVMF_VARS.fd" }
];
function findUefiFirmware(env = process.env, imageVars, exists = existsSync, size = (file) => statSync(file).size) {
  const candidates = env.DESKTEST_OVMF_CODE && env.DESKTEST_OVMF_VARS ? [{ code: env.DESKTEST_OVMF_CODE, vars: env.DESKTEST_OVMF_VARS }] : KNOWN;
  const installed = candidates.filter((pair) => exists(pair.code) && exists(pair.vars));
  const wanted = imageVars ? size(imageVars) : void 0;
  const found = installed.find((pair) => wanted === void 0 || size(pair.vars) === wanted);
  if (found) return found;
  if (installed.length > 0 && wanted !== void 0)
    throw new InfraError(
      `the image's firmware variables (${imageVars}, ${wanted} bytes) match no installed OVMF build (${installed.map((pair) => `${pair.vars}: ${size(pair.vars)} bytes`).join(", ")})`,
      { hint: "set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS to the OVMF build the image was made with" }
    );
  throw new InfraError("UEFI firmware (OVMF) for VMs is not installed", {
    hint: "install it (Debian/Ubuntu: sudo apt-get install ovmf), or set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS"
  });
}

// src/session/vm/qemu-args.ts
var AGENT_PORT = "desktest.agent";
var VNC_RELAY_PORT = "desktest.vnc";
function qemuArgs(spec) {
  const args = [
    "-name",
    `${spec.name},process=desktest-${spec.name}`,
    "-machine",
    "q35",
    ...spec.accelerator === "kvm" ? ["-accel", "kvm", "-cpu", "host"] : ["-accel", "tcg,thread=multi", "-cpu", "max"],
    "-m",
    String(spec.memoryMb),
    "-smp",
    String(spec.cpus),
    "-nodefaults",
    "-no-user-config",
    "-display",
    "none",
    "-vga",
    "std",
    "-device",
    "virtio-serial-pci",
    "-chardev",
    `socket,id=agent,path=${spec.agentSocket},server=on,wait=off`,
    "-device",
    `virtserialport,chardev=agent,name=${spec.agentPort ?? AGENT_PORT}`,
    "-qmp",
    `unix:${spec.qmpSocket},server=on,wait=off`,
    "-device",
    "virtio-keyboard-pci",
    "-device",
    "virtio-tablet-pci",
    "-pidfile",
    spec.pidFile,
    "-nic",
    spec.network ? "user,model=virtio-net-pci,restrict=off" : "none"
  ];
  if (spec.vncRelaySocket)
    args.push(
      "-chardev",
      `socket,id=vncrelay,path=${spec.vncRelaySocket},server=on,wait=off`,
      "-device",
      `virtserialport,chardev=vncrelay,name=${VNC_RELAY_PORT}`
    );
  if (spec.vncSocket) args.push("-vnc", `unix:${spec.vncSocket}`);
  if (spec.disk) args.push("-drive", `file=${spec.disk},if=virtio,format=qcow2,cache=unsafe,discard=unmap`);
  if (spec.firmware)
    args.push(
      "-drive",
      `if=pflash,format=raw,unit=0,readonly=on,file=${spec.firmware.code}`,
      "-drive",
      `if=pflash,format=raw,unit=1,file=${spec.firmware.vars}`
    );
  if (spec.tpmSocket)
    args.push(
      "-chardev",
      `socket,id=tpm,path=${spec.tpmSocket}`,
      "-tpmdev",
      "emulator,id=tpm0,chardev=tpm",
      "-device",
      "tpm-tis,tpmdev=tpm0"
    );
  if (spec.kernel) {
    args.push("-kernel", spec.kernel.path, "-append", spec.kernel.append);
    if (spec.kernel.initrd) args.push("-initrd", spec.kernel.initrd);
  }
  if (spec.incoming) args.push("-incoming", `exec:cat ${shellWord(spec.incoming)}`);
  return args;
}
function defaultVmResources(ownDisk) {
  return ownDisk ? { memoryMb: 4096, cpus: 4 } : { memoryMb: 2048, cpus: 2 };
}
function clampResources(wanted, host) {
  return {
    memoryMb: Math.max(256, Math.min(wanted.memoryMb, host.memoryMb - 1024)),
    cpus: Math.max(1, Math.min(wanted.cpus, host.cpus - 1 || 1))
  };
}
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

// src/session/vm/linux-vm-image.ts
import { execFile as execFile2 } from "node:child_process";
import { createHash as createHash2 } from "node:crypto";
import { createWriteStream, existsSync as existsSync3 } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path3 from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify as promisify2 } from "node:util";

// src/session/docker/build-context.ts
var import_dockerignore = __toESM(require_ignore(), 1);
var import_tar_stream = __toESM(require_tar_stream(), 1);
import { createHash } from "node:crypto";
import { existsSync as existsSync2 } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
var dockerignore = import_dockerignore.default;
async function readBuildContext(dir) {
  const ignoreFile = path.join(dir, ".dockerignore");
  const ignore = dockerignore().add(
    existsSync2(ignoreFile) ? (await readFile(ignoreFile, "utf8")).split("\n") : []
  );
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")).filter((f) => !ignore.ignores(f)).sort();
  const hash = createHash("sha256");
  for (const file of files.filter((f) => !f.startsWith("wheels/"))) {
    hash.update(file + "\0");
    hash.update(await readFile(path.join(dir, file)));
    hash.update("\0");
  }
  return { dir, files, hash: hash.digest("hex") };
}
function packBuildContext(context) {
  const pack = import_tar_stream.default.pack();
  void (async () => {
    for (const file of context.files) {
      const absolute = path.join(context.dir, file);
      const mode = (await stat(absolute)).mode & 73 ? 493 : 420;
      pack.entry({ name: file, mode, mtime: /* @__PURE__ */ new Date(0) }, await readFile(absolute));
    }
    pack.finalize();
  })().catch((error) => pack.destroy(error));
  return pack;
}

// src/session/docker/desktop-image.ts
import { execFile } from "node:child_process";
import path2 from "node:path";
import { promisify } from "node:util";

// src/session/labels.ts
var LABEL = {
  managed: "desktest.managed",
  runId: "desktest.run-id",
  taskId: "desktest.task-id",
  creatorPid: "desktest.creator-pid",
  creatorHost: "desktest.creator-host",
  /** The creator's kernel boot id, pid namespace and process start time (creator-identity.ts). */
  creatorBoot: "desktest.creator-boot",
  creatorPidNs: "desktest.creator-pidns",
  creatorStart: "desktest.creator-start",
  createdAt: "desktest.created-at",
  imageHash: "desktest.image.hash"
};

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
      hint: `create it offline with: sudo bash ${path2.join(dockerDir, "scripts", "bootstrap-base-image.sh")}`
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
  const script = path2.join(dockerDir, "scripts", "fetch-wheels.sh");
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
  if (env.DESKTEST_VM_CACHE) return path3.resolve(env.DESKTEST_VM_CACHE);
  return path3.join(env.XDG_CACHE_HOME || path3.join(homedir(), ".cache"), "desktest", "vm");
}
async function ensureLinuxVmImage(docker, options = {}) {
  const say = options.onProgress ?? (() => void 0);
  await ensureDesktopImage(docker, { onProgress: say });
  const baseHash = (await docker.getImage(DESKTOP_IMAGE).inspect()).Config?.Labels?.[LABEL.imageHash] ?? "";
  const context = await readBuildContext(path3.join(findDockerDir(), "vm"));
  const hash = createHash2("sha256").update(`${context.hash}\0${baseHash}\0${diskScript().join("\n")}`).digest("hex");
  const dir = path3.join(options.cacheDir ?? vmCacheDir(), hash.slice(0, 16));
  const kernel = path3.join(dir, "vmlinuz");
  const initrd = path3.join(dir, "initrd.img");
  const image = {
    dir,
    disk: path3.join(dir, "root.qcow2"),
    format: "qcow2",
    kernel,
    initrd,
    hash,
    boot: { kind: "kernel", kernel, initrd, cmdline: LINUX_ROOT_CMDLINE },
    vncRelay: true
  };
  if (existsSync3(path3.join(dir, "image.json"))) return image;
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
      await pipeline(await container.export(), createWriteStream(path3.join(work, "root.tar")));
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
      path3.join(work, "root.raw"),
      path3.join(work, "root.qcow2")
    ]).catch((error) => {
      throw new InfraError(`qemu-img could not convert the VM disk: ${error.message}`, {
        hint: "install QEMU's tools: apt-get install qemu-utils"
      });
    });
    await rm(path3.join(work, "root.raw"));
    await writeFile(
      path3.join(work, "image.json"),
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

// src/session/guest/socket-transport.ts
import { connect } from "node:net";
async function connectGuestSocket(address, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 3e4);
  const where = "path" in address ? address.path : `${address.host}:${address.port}`;
  for (; ; ) {
    try {
      const socket = await open(address);
      const client = new NdjsonClient(socket, socket);
      socket.on("close", () => client.close("the guest agent's socket closed"));
      return { client, socket };
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new InfraError(`cannot reach the guest agent at ${where}: ${error.message}`, {
          hint: "the desktop's agent did not start listening; its log or screen (in the artifacts) says why",
          cause: error
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 100));
    }
  }
}
function open(address) {
  return new Promise((resolve, reject) => {
    const socket = "path" in address ? connect(address.path) : connect(address.port, address.host);
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

// src/session/vm/accelerator.ts
import { spawn } from "node:child_process";
import { constants, existsSync as existsSync4 } from "node:fs";
import { access, readdir as readdir2, readFile as readFile2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import path4 from "node:path";
var KERNEL_RAN = /Run \/init as init process|Freeing unused kernel image|Trying to unpack rootfs/;
var FIRMWARE_RAN = /BdsDxe:/;
async function chooseAccelerator(setting, target, options = {}) {
  if (setting === "tcg") return { accelerator: "tcg", note: "software emulation (TCG), as configured" };
  const device = options.kvmDevice ?? "/dev/kvm";
  const usable = await access(device, constants.R_OK | constants.W_OK).then(
    () => true,
    () => false
  );
  if (!usable) {
    const why2 = `${device} is missing or not read-write for this user (add the user to the kvm group)`;
    if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why2}`);
    return { accelerator: "tcg", note: `${why2}: VMs run under software emulation (TCG), many times slower` };
  }
  const probe = await cachedProbe(target, options.probeMs ?? 2e4, options.cacheFile);
  if (probe.ok) return { accelerator: "kvm", note: "" };
  const what = "kernel" in target ? "a guest kernel" : "the UEFI firmware";
  const why = `${device} is present but ${what} does not start under it (${probe.why}): nested virtualization is off or broken`;
  if (setting === "kvm") throw new Error(`the KVM accelerator was asked for, but ${why}`);
  return { accelerator: "tcg", note: `${why}; VMs run under software emulation (TCG), many times slower` };
}
async function probeTargetIn(cacheDir, firmware) {
  const names = await readdir2(cacheDir).catch(() => []);
  let newest;
  for (const name of names) {
    const dir = path4.join(cacheDir, name);
    if (!existsSync4(path4.join(dir, "vmlinuz"))) continue;
    const at = await stat2(path4.join(dir, "image.json")).then(
      (info) => info.mtimeMs,
      () => 0
    );
    if (at > 0 && (!newest || at > newest.at)) newest = { dir, at };
  }
  if (!newest) return { firmware: firmware() };
  const initrd = path4.join(newest.dir, "initrd.img");
  return { kernel: path4.join(newest.dir, "vmlinuz"), ...existsSync4(initrd) ? { initrd } : {} };
}
async function cachedProbe(target, timeoutMs, cacheFile) {
  const boot = await readFile2("/proc/sys/kernel/random/boot_id", "utf8").then(
    (text) => text.trim(),
    () => ""
  );
  const probed = "kernel" in target ? target.kernel : target.firmware.code;
  if (cacheFile && boot) {
    const cached = await readFile2(cacheFile, "utf8").then(
      (text) => JSON.parse(text),
      () => void 0
    );
    if (cached?.boot === boot && cached.kernel === probed && typeof cached.ok === "boolean")
      return { ok: cached.ok, why: cached.why ?? "" };
  }
  const result = await probeKvm(target, timeoutMs);
  if (cacheFile && boot)
    await writeFile2(cacheFile, JSON.stringify({ boot, kernel: probed, ...result })).catch(() => void 0);
  return result;
}
var probes = /* @__PURE__ */ new Map();
function probeArgs(target) {
  const base = [
    "-machine",
    "q35",
    "-accel",
    "kvm",
    "-cpu",
    "host",
    "-m",
    "512",
    "-nodefaults",
    "-no-user-config",
    "-display",
    "none",
    "-no-reboot",
    "-serial",
    "stdio"
  ];
  if ("kernel" in target)
    return [
      ...base,
      "-kernel",
      target.kernel,
      ...target.initrd ? ["-initrd", target.initrd] : [],
      "-append",
      "console=ttyS0 panic=-1 rdinit=/bin/false init=/bin/false"
    ];
  return [
    ...base,
    "-drive",
    `if=pflash,format=raw,unit=0,readonly=on,file=${target.firmware.code.replaceAll(",", ",,")}`,
    "-drive",
    `if=pflash,format=raw,unit=1,snapshot=on,file=${target.firmware.vars.replaceAll(",", ",,")}`
  ];
}
function probeKvm(target, timeoutMs) {
  const key = "kernel" in target ? target.kernel : target.firmware.code;
  const ran = "kernel" in target ? KERNEL_RAN : FIRMWARE_RAN;
  let probe = probes.get(key);
  if (probe) return probe;
  probe = new Promise((resolve) => {
    const child = spawn("qemu-system-x86_64", probeArgs(target), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(
      () => done({
        ok: false,
        why: `no ${"kernel" in target ? "kernel output past decompression" : "firmware output"} in ${timeoutMs / 1e3} s`
      }),
      timeoutMs
    );
    const read = (chunk) => {
      output = (output + chunk.toString()).slice(-2e4);
      if (ran.test(output)) done({ ok: true, why: "" });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("error", (error) => done({ ok: false, why: error.message }));
    child.once("exit", (code, signal) => {
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      done({ ok: false, why: `QEMU ${how}: ${output.trim().split("\n").slice(-2).join(" ")}` });
    });
  });
  probes.set(key, probe);
  return probe;
}

// src/session/vm/qmp-client.ts
import { connect as connect2 } from "node:net";
var QmpError = class extends InfraError {
  constructor(command, errorClass, description) {
    super(`QEMU refused '${command}' (${errorClass}): ${description}`);
    this.command = command;
    this.errorClass = errorClass;
  }
  command;
  errorClass;
};
var MAX_MESSAGE = 16 * 1024 * 1024;
var QmpClient = class _QmpClient {
  #socket;
  #pending = /* @__PURE__ */ new Map();
  #listeners = /* @__PURE__ */ new Set();
  #buffer = "";
  #nextId = 1;
  #closed;
  constructor(socket) {
    this.#socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => this.#receive(chunk));
    socket.on("close", () => this.#fail("QEMU closed its QMP socket (the VM stopped)"));
    socket.on("error", (error) => this.#fail(`QMP socket failed: ${error.message}`));
  }
  /** Connect (retrying until `timeoutMs` while QEMU starts), read the greeting, enter command mode. */
  static async connect(path5, options = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 1e4);
    let lastError;
    for (; ; ) {
      try {
        const socket = await new Promise((resolve, reject) => {
          const s = connect2(path5);
          s.once("connect", () => resolve(s));
          s.once("error", reject);
        });
        const client = new _QmpClient(socket);
        await client.#greeting(Math.max(1e3, deadline - Date.now()));
        await client.execute("qmp_capabilities");
        return client;
      } catch (error) {
        lastError = error;
        if (Date.now() > deadline)
          throw new InfraError(`cannot reach QEMU's QMP socket ${path5}: ${lastError.message}`, {
            cause: error
          });
        await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 50));
      }
    }
  }
  get closed() {
    return this.#closed !== void 0;
  }
  execute(command, args, timeoutMs = 3e4) {
    if (this.#closed) return Promise.reject(new InfraError(this.#closed));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new InfraError(`QEMU did not answer '${command}' within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, { command, resolve, reject, timer });
      this.#socket.write(
        JSON.stringify({ execute: command, ...args ? { arguments: args } : {}, id }) + "\n"
      );
    });
  }
  /** Events (SHUTDOWN, STOP, MIGRATION…); returns the unsubscribe function. */
  onEvent(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  /** Wait for an event by name. */
  waitForEvent(name, timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new InfraError(`QEMU sent no ${name} event within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.onEvent((event) => {
        if (event.event !== name) return;
        clearTimeout(timer);
        off();
        resolve(event);
      });
    });
  }
  close() {
    this.#fail("the QMP connection was closed");
    this.#socket.destroy();
  }
  #greeting(timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no QMP greeting")), timeoutMs);
      this.#greeted = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  #greeted;
  #receive(chunk) {
    this.#buffer += chunk;
    if (this.#buffer.length > MAX_MESSAGE) return this.#fail("QEMU sent an oversized QMP message");
    let newline;
    while ((newline = this.#buffer.indexOf("\n")) >= 0) {
      const line = this.#buffer.slice(0, newline).trim();
      this.#buffer = this.#buffer.slice(newline + 1);
      if (!line) continue;
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      if ("QMP" in message) {
        this.#greeted?.();
        this.#greeted = void 0;
      } else if ("event" in message) {
        for (const listener of this.#listeners) listener(message);
      } else {
        const pending = this.#pending.get(Number(message.id));
        if (!pending) continue;
        this.#pending.delete(Number(message.id));
        clearTimeout(pending.timer);
        const error = message.error;
        if (error)
          pending.reject(new QmpError(pending.command, error.class ?? "GenericError", error.desc ?? ""));
        else pending.resolve(message.return);
      }
    }
  }
  #fail(reason) {
    if (this.#closed) return;
    this.#closed = reason;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new InfraError(reason));
    }
    this.#pending.clear();
  }
};

export {
  LABEL,
  require_ignore,
  readBuildContext,
  packBuildContext,
  DESKTOP_IMAGE,
  ensureDesktopImage,
  desktopImageState,
  imageIsLocal,
  ensureNamedImage,
  connectGuestSocket,
  findUefiFirmware,
  AGENT_PORT,
  qemuArgs,
  defaultVmResources,
  clampResources,
  QmpClient,
  chooseAccelerator,
  probeTargetIn,
  vmCacheDir,
  ensureLinuxVmImage
};
