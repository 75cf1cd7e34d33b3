import {
  BACKENDS,
  connectDocker,
  imageForApp,
  placeTask
} from "./chunk-3K5Q42DJ.js";
import {
  desktopImageState,
  findUefiFirmware,
  imageIsLocal
} from "./chunk-OS3B5X46.js";
import {
  tartProfileFile
} from "./chunk-5ZLCHZZB.js";
import {
  findTaskFiles
} from "./chunk-BYWIUNVB.js";
import {
  loadFoundTaskFiles
} from "./chunk-GBSJIDY5.js";
import {
  formatDiagnostic
} from "./chunk-3325JBMH.js";
import {
  ConfigError,
  isDesktestError
} from "./chunk-3XO4NBGJ.js";

// src/suite/concurrency.ts
import { availableParallelism, freemem } from "node:os";
var GIB = 1024 ** 3;
var SESSION_MEMORY_BYTES = 1.5 * GIB;
var RESERVED_MEMORY_BYTES = 1 * GIB;
function defaultConcurrency(resources = { cpus: availableParallelism(), freeBytes: freemem() }) {
  const byMemory = Math.floor((resources.freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(1, Math.min(resources.cpus, byMemory));
}
function warmPoolCapacity(concurrency, freeBytes = freemem()) {
  const byMemory = Math.floor((freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(0, Math.min(concurrency, byMemory - concurrency));
}
function capNotes(backends, concurrency) {
  const counts = /* @__PURE__ */ new Map();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const notes = [];
  for (const [{ concurrency: cap }, count] of counts) {
    if (cap.why && count > cap.limit && concurrency > cap.limit)
      notes.push(
        `${cap.why}, whatever --concurrency says; ${count - cap.limit} of ${count} task(s) wait their turn`
      );
  }
  return notes;
}

// src/suite/discover.ts
import { createHash } from "node:crypto";
import path2 from "node:path";

// src/util/posix-path.ts
import path from "node:path";
function toPosix(p) {
  return p.split(path.sep).join("/");
}

// src/suite/discover.ts
async function discoverSuite(inputs, options) {
  const { cwd } = options;
  const found = await findTaskFiles(inputs, { cwd, recursive: options.recursive });
  if (found.unmatched.length > 0) {
    const list = found.unmatched.map((u) => `'${u}'`).join(", ");
    throw new ConfigError(
      `Suite path ${list} is not a task file, a folder with task files, or a matching glob.`
    );
  }
  const inside = (file, dir) => file.startsWith(dir);
  const excluded = (options.exclude ?? []).map((dir) => path2.resolve(cwd, dir) + path2.sep).filter((dir) => !inputs.some((input) => inside(path2.resolve(cwd, input) + path2.sep, dir)));
  const files = found.files.filter((file) => !excluded.some((dir) => inside(path2.resolve(cwd, file), dir)));
  const loaded = await loadFoundTaskFiles({ ...found, files }, cwd);
  const tasks = [];
  const skipped = [];
  for (const entry of loaded) {
    const file = relativeFile(cwd, entry.file);
    if (entry.task) {
      tasks.push({ id: entry.task.id, file, task: entry.task, loaded: { ...entry, task: entry.task } });
    } else {
      const first = entry.diagnostics.find((d) => d.severity === "error");
      skipped.push({ file, reason: first ? formatDiagnostic({ ...first, file }) : "is not a valid task" });
    }
  }
  tasks.sort((a, b) => compareStrings(a.file, b.file));
  skipped.sort((a, b) => compareStrings(a.file, b.file));
  if (tasks.length === 0) {
    throw new ConfigError(`No valid task files found in ${inputs.map((i) => `'${i}'`).join(", ")}.`, {
      hint: skipped.length > 0 ? "run `desktest validate` on them to see why they do not load" : void 0
    });
  }
  const filters = options.filters ?? [];
  const selected = tasks.filter((t) => matchesIdFilter(t.id, filters));
  if (selected.length === 0) {
    throw new ConfigError(
      `No task id matches --filter ${filters.map((f) => `'${f}'`).join(", ")} (of ${tasks.length} task(s)).`
    );
  }
  const byId = /* @__PURE__ */ new Map();
  for (const t of selected) byId.set(t.id, [...byId.get(t.id) ?? [], t.file]);
  const duplicates = [...byId].filter(([, files2]) => files2.length > 1);
  if (duplicates.length > 0) {
    const text = duplicates.map(([id, files2]) => `'${id}' (${files2.join(", ")})`).join("; ");
    throw new ConfigError(`Task ids must be unique in a suite: ${text}.`, {
      hint: "give each task its own id, or narrow the suite with --filter"
    });
  }
  const folders = taskFolders(selected.map((t) => t.id));
  return { tasks: selected.map((t) => ({ ...t, folder: folders.get(t.id) })), skipped };
}
function matchesIdFilter(id, filters) {
  if (filters.length === 0) return true;
  return filters.some((filter) => /[*?[]/.test(filter) ? globRegExp(filter).test(id) : id.includes(filter));
}
function globRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") source += ".*";
    else if (c === "?") source += ".";
    else if (c === "[") {
      const end = glob.indexOf("]", i + 2);
      if (end === -1) {
        source += "\\[";
        continue;
      }
      let body = glob.slice(i + 1, end);
      const negate = body.startsWith("!") || body.startsWith("^");
      if (negate) body = body.slice(1);
      source += `[${negate ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
    } else source += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "su");
}
var SAFE_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
function taskFolders(ids) {
  const lower = /* @__PURE__ */ new Map();
  for (const id of ids) lower.set(id.toLowerCase(), (lower.get(id.toLowerCase()) ?? 0) + 1);
  const folders = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const safe = SAFE_FOLDER.test(id) && !id.endsWith(".") && lower.get(id.toLowerCase()) === 1;
    if (safe) {
      folders.set(id, id);
      continue;
    }
    const base = id.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._-]+/, "").slice(0, 80).replace(/[.]+$/, "") || "task";
    folders.set(id, `${base}-${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 8)}`);
  }
  return folders;
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function relativeFile(cwd, file) {
  return toPosix(path2.relative(cwd, path2.resolve(cwd, file)));
}

// src/suite/runner-preflight.ts
import { constants, existsSync, readFileSync, statSync } from "node:fs";
import { access } from "node:fs/promises";
import path3 from "node:path";

// src/suite/preflight.ts
async function ensureSuiteImages(docker, tasks, options = {}) {
  const groups = /* @__PURE__ */ new Map();
  for (const { id, task } of tasks) {
    const app = task.app;
    if (app.type !== "appimage" && app.type !== "folder") continue;
    const key = options.prebuiltImage ? "prebuilt" : app.electron ? "electron" : "desktop";
    const group = groups.get(key) ?? { app, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  const images = [];
  const failures = /* @__PURE__ */ new Map();
  for (const { app, ids } of groups.values()) {
    try {
      const name = await imageForApp(docker, app, {
        prebuiltImage: options.prebuiltImage,
        onProgress: options.log
      });
      const info = await docker.getImage(name).inspect().catch(() => void 0);
      images.push({ name, id: info?.Id ?? null, digests: info?.RepoDigests ?? [] });
    } catch (error) {
      for (const id of ids) failures.set(id, error);
    }
  }
  return { images, failures };
}
async function inspectSuiteImages(docker, tasks, options = {}) {
  const desktops = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  const add = (map, key, id) => map.set(key, [...map.get(key) ?? [], id]);
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
        ...await desktopImageState(docker, { variant }),
        ids
      }))
    ),
    named: await Promise.all(
      [...named].map(async ([image, ids]) => ({ image, present: await imageIsLocal(docker, image), ids }))
    )
  };
}

// src/suite/runner-preflight.ts
async function checkRunner(tasks, options = {}) {
  const probe = options.probe ?? hostProbe();
  const { placed, unplaced } = placeTasks(tasks, options, probe.platform);
  const byBackend = (name) => placed.get(name);
  const of = (name, types) => {
    const list = (byBackend(name) ?? []).filter((t) => !types || types.includes(t.task.app.type));
    return list.length > 0 ? list : void 0;
  };
  const checks = [...unplaced];
  const ids = (list) => listIds(list.map((t) => t.id));
  let docker;
  let inspected;
  const dockerTasks = tasksNeeding("docker", placed, tasks);
  if (dockerTasks) {
    try {
      docker = await probe.connectDocker();
      const version = await docker.version().catch(() => void 0);
      checks.push({
        ok: true,
        name: "Docker engine",
        detail: version ? `Docker ${version.Version} (${version.Os}/${version.Arch})` : "answers",
        tasks: ids(dockerTasks)
      });
    } catch (error) {
      checks.push({
        ok: false,
        name: "Docker engine",
        detail: `not reachable: ${messageOf(error)}`,
        fix: "Install Docker Engine on the runner and let the runner's user use it (sudo usermod -aG docker <runner user>, then restart the runner service), or point DOCKER_HOST at a daemon. Linux desktops run in Docker containers.",
        tasks: ids(dockerTasks)
      });
    }
    if (docker && options.images === "inspect") {
      inspected = await inspectSuiteImages(docker, dockerTasks, { prebuiltImage: options.prebuiltImage });
      checks.push(...imageChecks(inspected));
    } else if (docker) {
      const images = await ensureSuiteImages(docker, dockerTasks, {
        prebuiltImage: options.prebuiltImage,
        log: options.log
      }).catch((error) => ({
        images: [],
        failures: new Map(dockerTasks.map((t) => [t.id, error]))
      }));
      const failures = [...images.failures];
      if (failures.length === 0) {
        checks.push({
          ok: true,
          name: "Desktop image",
          detail: images.images.map((i) => i.name).join(", ") || "tasks bring their own images",
          tasks: ids(dockerTasks)
        });
      } else {
        const errors = /* @__PURE__ */ new Map();
        for (const [id, error] of failures)
          errors.set(messageOf(error), [...errors.get(messageOf(error)) ?? [], id]);
        for (const [message, failed] of errors) {
          const hint = hintOf(failures.find(([id]) => id === failed[0])?.[1]);
          checks.push({
            ok: false,
            name: "Desktop image",
            detail: `cannot be built or found: ${message}`,
            fix: hint ?? (options.prebuiltImage ? `Build or load '${options.prebuiltImage}' on the runner (docker build / docker load), or leave the 'image' input empty to build docker/.` : "The desktop image is built from the action's docker/ folder on the first run: the runner needs the offline base image (sudo bash docker/scripts/bootstrap-base-image.sh) and access to PyPI for the wheels."),
            tasks: failed.join(", ")
          });
        }
      }
    }
  }
  const macVms = of("tart");
  if (macVms) {
    const appleSilicon = probe.platform === "darwin" && probe.arch === "arm64";
    checks.push({
      ok: appleSilicon,
      name: "Apple silicon Mac",
      detail: `this runner is ${describePlatform(probe)}`,
      fix: "Run macOS tasks on a self-hosted Apple silicon Mac: runs-on: [self-hosted, macOS, ARM64]. Apple allows two macOS VMs per Mac at a time.",
      tasks: ids(macVms)
    });
    const tart = await probe.which("tart");
    checks.push({
      ok: tart !== void 0,
      name: "tart",
      detail: tart ? `found at ${tart}` : "not found on PATH",
      fix: "Install Tart on the Mac (brew install cirruslabs/cli/tart) and make sure the runner service's PATH includes it (/opt/homebrew/bin).",
      tasks: ids(macVms)
    });
    const images = /* @__PURE__ */ new Map();
    for (const task of macVms)
      if (task.task.app.type === "macos_tart")
        images.set(task.task.app.base_image, [...images.get(task.task.app.base_image) ?? [], task.id]);
    for (const [image, imageTasks] of images) {
      const profile = tartProfileFile(image);
      const present = existsSync(profile);
      checks.push({
        ok: present,
        name: `Tart image ${image}`,
        detail: present ? `prepared for desktest (${profile})` : `not prepared for desktest on this Mac (no ${profile})`,
        fix: `Prepare it once on this runner: desktest init-macos --from <a macOS image> --to ${image} (docs/macos.md: the login key, the host key, Python with the agent's packages, Screen Recording and Accessibility).`,
        tasks: listIds(imageTasks)
      });
    }
  }
  const windowsVms = of("windows-vm");
  if (windowsVms) {
    checks.push(await kvmCheck(probe, "Windows VM desktops", ids(windowsVms)));
    checks.push(...await qemuToolChecks(probe, ids(windowsVms)));
    checks.push(...await baseImageChecks(probe, windowsVms));
  }
  const linuxVms = of("linux-vm");
  if (linuxVms) {
    checks.push(await kvmCheck(probe, "Linux VM desktops", ids(linuxVms)));
    checks.push(...await qemuToolChecks(probe, ids(linuxVms)));
  }
  const linuxNative = of("host", ["folder", "appimage"]);
  if (linuxNative) {
    const display = process.env.DISPLAY;
    checks.push({
      ok: probe.platform === "linux" && Boolean(display),
      name: "this machine's desktop",
      detail: probe.platform !== "linux" ? `this runner is ${describePlatform(probe)}` : display ? `DISPLAY=${display}` : "DISPLAY is not set: no desktop to drive",
      fix: "--backend host drives the desktop this runner is logged into: run the runner in the desktop session (or set DISPLAY and DBUS_SESSION_BUS_ADDRESS to it), or use the docker backend.",
      tasks: ids(linuxNative)
    });
    const python = await probe.which(process.env.DESKTEST_HOST_PYTHON || "python3");
    checks.push({
      ok: python !== void 0,
      name: "Python for the guest agent",
      detail: python ? `found at ${python}` : `${process.env.DESKTEST_HOST_PYTHON || "python3"} not found on PATH`,
      fix: "Install Python 3 with python3-xlib, python3-pil, python3-pyatspi and the packages in docker/guest-requirements.txt, or set DESKTEST_HOST_PYTHON.",
      tasks: ids(linuxNative)
    });
  }
  const remote = of("ssh");
  if (remote && options.ssh) {
    const ssh = await probe.which("ssh");
    checks.push({
      ok: ssh !== void 0,
      name: "OpenSSH client",
      detail: ssh ? `found at ${ssh}` : "ssh not found on PATH",
      fix: "Install the OpenSSH client on the runner (Debian: apt-get install openssh-client; it is part of macOS and Windows).",
      tasks: ids(remote)
    });
    for (const [name, file, fix] of [
      ["SSH key", options.ssh.identity, "Give --ssh-key a private key file the desktop's user accepts."],
      [
        "known_hosts",
        options.ssh.knownHosts,
        `Record the desktop's host key in that file after checking its fingerprint: ssh-keyscan ${options.ssh.target.replace(/^.*@/, "")} >> <file>.`
      ]
    ]) {
      if (!file) continue;
      checks.push({
        ok: existsSync(file),
        name,
        detail: existsSync(file) ? file : `${file} does not exist`,
        fix,
        tasks: ids(remote)
      });
    }
  }
  return {
    checks,
    ok: checks.every((c) => c.ok),
    ...docker ? { docker } : {},
    ...inspected ? { images: inspected } : {}
  };
}
function placeTasks(tasks, flags, platform) {
  const placed = /* @__PURE__ */ new Map();
  const unplaced = [];
  for (const task of tasks) {
    try {
      const { name } = placeTask(
        task.loaded ?? task,
        { backend: flags.backend, ...flags.ssh ? { ssh: flags.ssh } : {} },
        { platform }
      ).backend;
      placed.set(name, [...placed.get(name) ?? [], task]);
    } catch (error) {
      unplaced.push({
        ok: false,
        name: "Where the task runs",
        detail: messageOf(error),
        ...hintOf(error) ? { fix: hintOf(error) } : {},
        tasks: task.id
      });
    }
  }
  return { placed, unplaced };
}
function tasksNeeding(name, placed, suite) {
  const users = BACKENDS.filter((b) => b.name === name || b.composes?.includes(name));
  const needing = new Set(users.flatMap((b) => placed.get(b.name) ?? []));
  const tasks = suite.filter((t) => needing.has(t));
  return tasks.length > 0 ? tasks : void 0;
}
function imageChecks(images) {
  const checks = images.desktops.map((desktop) => {
    const built = desktop.state === "current" ? `${desktop.tag}, built from this docker/ folder` : `${desktop.tag} ${desktop.state === "stale" ? "was built from another docker/ folder" : "is not built yet"}`;
    if (desktop.state === "current")
      return { ok: true, name: "Desktop image", detail: built, tasks: listIds(desktop.ids) };
    return desktop.baseImage ? {
      ok: true,
      name: "Desktop image",
      detail: `${built}: the first run builds it from docker/ (about a minute; the guest agent's wheels from docker/wheels/ or PyPI)`,
      tasks: listIds(desktop.ids)
    } : {
      ok: false,
      name: "Desktop image",
      detail: `${built}, and the base image it is built from (debian:bookworm-slim) is missing`,
      fix: "Make the base image offline from the apt mirror: sudo bash docker/scripts/bootstrap-base-image.sh (there is no registry to pull it from)",
      tasks: listIds(desktop.ids)
    };
  });
  for (const { image, present, ids } of images.named) {
    checks.push({
      ok: present,
      name: `Image ${image}`,
      detail: present ? "on this machine" : "not on this machine",
      fix: `Build or load it here (docker build -t ${image} \u2026 / docker load), or pull it: docker pull ${image} (a run tries to pull it)`,
      tasks: listIds(ids)
    });
  }
  return checks;
}
function hostProbe() {
  return {
    platform: process.platform,
    arch: process.arch,
    which: (name) => which(name),
    readWrite: (file) => access(file, constants.R_OK | constants.W_OK).then(
      () => true,
      () => false
    ),
    connectDocker: async () => {
      const docker = await connectDocker();
      return docker;
    }
  };
}
async function which(name) {
  for (const dir of (process.env.PATH ?? "").split(path3.delimiter).filter(Boolean)) {
    const candidate = path3.join(dir, name);
    const found = await access(candidate, constants.X_OK).then(
      () => true,
      () => false
    );
    if (found) return candidate;
  }
  return void 0;
}
function describePlatform(probe) {
  const os = { darwin: "macOS", linux: "Linux", win32: "Windows" }[probe.platform] ?? probe.platform;
  return `${os} on ${probe.arch}`;
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
function hintOf(error) {
  return isDesktestError(error) ? error.hint : void 0;
}
async function kvmCheck(probe, what, tasks) {
  const kvm = await probe.readWrite("/dev/kvm");
  return {
    ok: true,
    name: `KVM for ${what}`,
    detail: kvm ? "/dev/kvm is read-write; each run probes a guest boot under it and falls back to software emulation (TCG) when nested virtualization does not work" : "no usable /dev/kvm: VMs run under software emulation (TCG), many times slower (give the runner's user /dev/kvm: sudo usermod -aG kvm <runner user>)",
    tasks
  };
}
async function baseImageChecks(probe, tasks) {
  const checks = [];
  const images = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    const app = task.task.app;
    if (app.type !== "windows_vm") continue;
    images.set(app.base_image, [...images.get(app.base_image) ?? [], task.id]);
  }
  let tpm = [];
  for (const [image, ids] of images) {
    const present = existsSync(image);
    checks.push({
      ok: present,
      name: `base image ${path3.basename(image)}`,
      detail: present ? image : `${image} does not exist`,
      fix: "Make a Windows base image on the runner with `desktest init-windows --windows-iso \u2026 --virtio-iso \u2026 --python-installer \u2026 --output <base_image>`, or point base_image at an existing qcow2.",
      tasks: listIds(ids)
    });
    if (present && readSidecarTpm(`${image}.json`)) tpm = [...tpm, ...ids];
  }
  const firmware = (() => {
    try {
      return findUefiFirmware().code;
    } catch {
      return "";
    }
  })();
  checks.push({
    ok: firmware !== "",
    name: "UEFI firmware (OVMF)",
    detail: firmware ? `found at ${firmware}` : "not installed",
    fix: "Install OVMF on the runner: sudo apt-get install -y ovmf (or set DESKTEST_OVMF_CODE and DESKTEST_OVMF_VARS)",
    tasks: listIds(tasks.map((t) => t.id))
  });
  if (tpm.length > 0) {
    const found = await probe.which("swtpm");
    checks.push({
      ok: found !== void 0,
      name: "swtpm (software TPM)",
      detail: found ? `found at ${found}` : "not found on PATH; these tasks' base images were made with a TPM",
      fix: "Install swtpm on the runner: sudo apt-get install -y swtpm",
      tasks: listIds(tpm)
    });
  }
  return checks;
}
function listIds(list) {
  const shown = list.slice(0, 5);
  return list.length > 5 ? `${shown.join(", ")} and ${list.length - 5} more` : shown.join(", ");
}
function readSidecarTpm(file) {
  try {
    if (statSync(file).size > 64 * 1024) return false;
    return JSON.parse(readFileSync(file, "utf8")).tpm === true;
  } catch {
    return false;
  }
}
async function qemuToolChecks(probe, tasks) {
  const checks = [];
  for (const tool of ["qemu-system-x86_64", "qemu-img"]) {
    const found = await probe.which(tool);
    checks.push({
      ok: found !== void 0,
      name: tool,
      detail: found ? `found at ${found}` : "not found on PATH",
      fix: "Install QEMU on the runner: sudo apt-get install -y qemu-system-x86 qemu-utils",
      tasks
    });
  }
  return checks;
}

export {
  RESERVED_MEMORY_BYTES,
  defaultConcurrency,
  warmPoolCapacity,
  capNotes,
  toPosix,
  discoverSuite,
  compareStrings,
  relativeFile,
  ensureSuiteImages,
  checkRunner,
  hostProbe
};
