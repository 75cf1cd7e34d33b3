import { constants, existsSync, readFileSync, statSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import type Docker from "dockerode";
import { isDesktestError } from "../errors/desktest-error.ts";
import type { SuiteTask } from "../report/suite-run.ts";
import { connectDocker } from "../session/docker-connection.ts";
import { tartProfileFile } from "../session/tart/tart-profile.ts";
import { findUefiFirmware } from "../session/vm/firmware.ts";
import { BACKENDS, placeTask } from "../session/backends.ts";
import type { PlacementFlags } from "../session/desktop-backend.ts";
import { ensureSuiteImages, inspectSuiteImages, type SuiteImagesState } from "./preflight.ts";

/** One thing the runner must have: whether it does, what was found, and how to fix it when not. */
export interface PreflightCheck {
  ok: boolean;
  name: string;
  detail: string;
  fix?: string;
  /** The tasks that need it. */
  tasks?: string;
  /**
   * On a check that does not fail (`ok`): `warning`, something is absent or degraded but nothing needs it
   * yet (an image the first run builds, no KVM, no API key for replay-only runs), shown as `!`, never as
   * ✓; `info`, a kind of desktop this machine is not for, shown as `–`.
   */
  level?: "warning" | "info";
}

/** A check's mark: ✓ only for what is there. */
export function checkMark(check: PreflightCheck): "ok" | "warning" | "info" | "missing" {
  return !check.ok ? "missing" : (check.level ?? "ok");
}

export interface RunnerProbe {
  platform: NodeJS.Platform;
  arch: string;
  /** The absolute path of an executable on PATH, or undefined. */
  which: (name: string) => Promise<string | undefined>;
  /** Can the runner's user read and write this device? */
  readWrite: (file: string) => Promise<boolean>;
  connectDocker: () => Promise<Docker>;
}

export interface PreflightResult {
  checks: PreflightCheck[];
  ok: boolean;
  /** The Docker client, when the tasks need Docker and it answered. */
  docker?: Docker;
  /** With `images: "inspect"`: the images as they are. */
  images?: SuiteImagesState;
}

/**
 * What the runner must have for these tasks, checked before anything starts: Docker that answers and
 * the desktop images built (Docker desktops and the VMs made from them); Apple silicon and `tart` (macOS
 * VMs); `/dev/kvm` read-write and the QEMU tools (VMs); a desktop and Python (this machine's own). Each
 * task is placed first (placeTask, over BACKENDS): one that cannot run here (a native app type of
 * another operating system) fails its placement check, with the backend's fix.
 * Each failed check says what is missing and how to fix it.
 */
export async function checkRunner(
  tasks: readonly SuiteTask[],
  options: {
    prebuiltImage?: string;
    /** Where folder and AppImage tasks run (`--backend`). */
    backend?: "docker" | "vm" | "host";
    /** `--ssh`: every task runs on the desktop of another machine. */
    ssh?: { target: string; identity?: string; knownHosts?: string };
    log?: (line: string) => void;
    probe?: RunnerProbe;
    /**
     * ensure (the suite, the Action): build the desktop images now, as the run would; inspect
     * (`desktest doctor`): say how they are, building and pulling nothing.
     */
    images?: "ensure" | "inspect";
  } = {},
): Promise<PreflightResult> {
  const probe = options.probe ?? hostProbe();
  const { placed, unplaced } = placeTasks(tasks, options, probe.platform);
  const byBackend = (name: string) => placed.get(name);
  /** Tasks of these backends whose apps are of these types (any type when none is named). */
  const of = (name: string, types?: readonly string[]) => {
    const list = (byBackend(name) ?? []).filter((t) => !types || types.includes(t.task.app.type));
    return list.length > 0 ? list : undefined;
  };
  const checks: PreflightCheck[] = [...unplaced];
  const ids = (list: readonly SuiteTask[]) => listIds(list.map((t) => t.id));
  let docker: Docker | undefined;
  let inspected: SuiteImagesState | undefined;

  // Docker's own tasks and those of the backends made from it (a VM's image is made from the Docker
  // desktop image): every one of them needs Docker.
  const dockerTasks = tasksNeeding("docker", placed, tasks);
  if (dockerTasks) {
    try {
      docker = await probe.connectDocker();
      const version = await docker.version().catch(() => undefined);
      checks.push({
        ok: true,
        name: "Docker engine",
        detail: version ? `Docker ${version.Version} (${version.Os}/${version.Arch})` : "answers",
        tasks: ids(dockerTasks),
      });
    } catch (error) {
      checks.push({
        ok: false,
        name: "Docker engine",
        detail: `not reachable: ${messageOf(error)}`,
        fix: "Install Docker Engine on the runner and let the runner's user use it (sudo usermod -aG docker <runner user>, then restart the runner service), or point DOCKER_HOST at a daemon. Linux desktops run in Docker containers.",
        tasks: ids(dockerTasks),
      });
    }
    if (docker && options.images === "inspect") {
      inspected = await inspectSuiteImages(docker, dockerTasks, { prebuiltImage: options.prebuiltImage });
      checks.push(...imageChecks(inspected));
    } else if (docker) {
      const images = await ensureSuiteImages(docker, dockerTasks, {
        prebuiltImage: options.prebuiltImage,
        log: options.log,
      }).catch((error: unknown) => ({
        images: [],
        failures: new Map(dockerTasks.map((t) => [t.id, error])),
      }));
      const failures = [...images.failures];
      if (failures.length === 0) {
        checks.push({
          ok: true,
          name: "Desktop image",
          detail: images.images.map((i) => i.name).join(", ") || "tasks bring their own images",
          tasks: ids(dockerTasks),
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
              (options.prebuiltImage
                ? `Build or load '${options.prebuiltImage}' on the runner (docker build / docker load), or leave the 'image' input empty to build docker/.`
                : "The desktop image is built from the action's docker/ folder on the first run: the runner needs the offline base image (sudo bash docker/scripts/bootstrap-base-image.sh) and access to PyPI for the wheels."),
            tasks: failed.join(", "),
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
      tasks: ids(macVms),
    });
    const tart = await probe.which("tart");
    checks.push({
      ok: tart !== undefined,
      name: "tart",
      detail: tart ? `found at ${tart}` : "not found on PATH",
      fix: "Install Tart on the Mac (brew install cirruslabs/cli/tart) and make sure the runner service's PATH includes it (/opt/homebrew/bin).",
      tasks: ids(macVms),
    });
    const images = new Map<string, string[]>();
    for (const task of macVms)
      if (task.task.app.type === "macos_tart")
        images.set(task.task.app.base_image, [...(images.get(task.task.app.base_image) ?? []), task.id]);
    for (const [image, imageTasks] of images) {
      const profile = tartProfileFile(image);
      const present = existsSync(profile);
      checks.push({
        ok: present,
        name: `Tart image ${image}`,
        detail: present
          ? `prepared for desktest (${profile})`
          : `not prepared for desktest on this Mac (no ${profile})`,
        fix: `Prepare it once on this runner: desktest init-macos --from <a macOS image> --to ${image} (docs/macos.md: the login key, the host key, Python with the agent's packages, Screen Recording and Accessibility).`,
        tasks: listIds(imageTasks),
      });
    }
  }

  const windowsVms = of("windows-vm");
  if (windowsVms) {
    checks.push(await kvmCheck(probe, "Windows VM desktops", ids(windowsVms)));
    checks.push(...(await qemuToolChecks(probe, ids(windowsVms))));
    checks.push(...(await baseImageChecks(probe, windowsVms)));
  }

  const linuxVms = of("linux-vm");
  if (linuxVms) {
    checks.push(await kvmCheck(probe, "Linux VM desktops", ids(linuxVms)));
    checks.push(...(await qemuToolChecks(probe, ids(linuxVms))));
  }

  const linuxNative = of("host", ["folder", "appimage"]);
  if (linuxNative) {
    const display = process.env.DISPLAY;
    checks.push({
      ok: probe.platform === "linux" && Boolean(display),
      name: "this machine's desktop",
      detail:
        probe.platform !== "linux"
          ? `this runner is ${describePlatform(probe)}`
          : display
            ? `DISPLAY=${display}`
            : "DISPLAY is not set: no desktop to drive",
      fix: "--backend host drives the desktop this runner is logged into: run the runner in the desktop session (or set DISPLAY and DBUS_SESSION_BUS_ADDRESS to it), or use the docker backend.",
      tasks: ids(linuxNative),
    });
    const python = await probe.which(process.env.DESKTEST_HOST_PYTHON || "python3");
    checks.push({
      ok: python !== undefined,
      name: "Python for the guest agent",
      detail: python
        ? `found at ${python}`
        : `${process.env.DESKTEST_HOST_PYTHON || "python3"} not found on PATH`,
      fix: "Install Python 3 with python3-xlib, python3-pil, python3-pyatspi and the packages in docker/guest-requirements.txt, or set DESKTEST_HOST_PYTHON.",
      tasks: ids(linuxNative),
    });
  }

  const remote = of("ssh");
  if (remote && options.ssh) {
    const ssh = await probe.which("ssh");
    checks.push({
      ok: ssh !== undefined,
      name: "OpenSSH client",
      detail: ssh ? `found at ${ssh}` : "ssh not found on PATH",
      fix: "Install the OpenSSH client on the runner (Debian: apt-get install openssh-client; it is part of macOS and Windows).",
      tasks: ids(remote),
    });
    for (const [name, file, fix] of [
      ["SSH key", options.ssh.identity, "Give --ssh-key a private key file the desktop's user accepts."],
      [
        "known_hosts",
        options.ssh.knownHosts,
        `Record the desktop's host key in that file after checking its fingerprint: ssh-keyscan ${options.ssh.target.replace(/^.*@/, "")} >> <file>.`,
      ],
    ] as const) {
      if (!file) continue;
      checks.push({
        ok: existsSync(file),
        name,
        detail: existsSync(file) ? file : `${file} does not exist`,
        fix,
        tasks: ids(remote),
      });
    }
  }

  return {
    checks,
    ok: checks.every((c) => c.ok),
    ...(docker ? { docker } : {}),
    ...(inspected ? { images: inspected } : {}),
  };
}

/**
 * Each backend's tasks, by its name: where each task's desktop runs (placeTask). A task that cannot be
 * placed is left out: its run says why, as a configuration error.
 */
function placeTasks(
  tasks: readonly SuiteTask[],
  flags: { backend?: string | undefined; ssh?: unknown },
  platform: NodeJS.Platform,
): { placed: Map<string, SuiteTask[]>; unplaced: PreflightCheck[] } {
  const placed = new Map<string, SuiteTask[]>();
  const unplaced: PreflightCheck[] = [];
  for (const task of tasks) {
    try {
      // Placement asks only whether --ssh was given; the target itself is the SSH backend's to use.
      const { name } = placeTask(
        task.loaded ?? task,
        { backend: flags.backend, ...(flags.ssh ? { ssh: flags.ssh as PlacementFlags["ssh"] } : {}) },
        { platform },
      ).backend;
      placed.set(name, [...(placed.get(name) ?? []), task]);
    } catch (error) {
      unplaced.push({
        ok: false,
        name: "Where the task runs",
        detail: messageOf(error),
        ...(hintOf(error) ? { fix: hintOf(error)! } : {}),
        tasks: task.id,
      });
    }
  }
  return { placed, unplaced };
}

/** The tasks of a backend and of every backend that composes it (BACKENDS' `composes`), in suite order, or undefined. */
function tasksNeeding(
  name: string,
  placed: ReadonlyMap<string, SuiteTask[]>,
  suite: readonly SuiteTask[],
): SuiteTask[] | undefined {
  const users = BACKENDS.filter((b) => b.name === name || b.composes?.includes(name));
  const needing = new Set(users.flatMap((b) => placed.get(b.name) ?? []));
  const tasks = suite.filter((t) => needing.has(t));
  return tasks.length > 0 ? tasks : undefined;
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

export function hostProbe(): RunnerProbe {
  return {
    platform: process.platform,
    arch: process.arch,
    which: (name) => which(name),
    readWrite: (file) =>
      access(file, constants.R_OK | constants.W_OK).then(
        () => true,
        () => false,
      ),
    connectDocker: async () => {
      const docker = await connectDocker();
      return docker;
    },
  };
}

async function which(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    const found = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (found) return candidate;
  }
  return undefined;
}

function describePlatform(probe: RunnerProbe): string {
  const os =
    { darwin: "macOS", linux: "Linux", win32: "Windows" }[probe.platform as string] ?? probe.platform;
  return `${os} on ${probe.arch}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function hintOf(error: unknown): string | undefined {
  return isDesktestError(error) ? error.hint : undefined;
}

/** KVM where it works, else software emulation: never a refusal, but the runner owner should know. */
async function kvmCheck(probe: RunnerProbe, what: string, tasks: string): Promise<PreflightCheck> {
  const kvm = await probe.readWrite("/dev/kvm");
  return {
    ok: true,
    ...(kvm ? {} : { level: "warning" as const }),
    name: `KVM for ${what}`,
    detail: kvm
      ? "/dev/kvm is read-write; each run probes a guest boot under it and falls back to software emulation (TCG) when nested virtualization does not work"
      : "no usable /dev/kvm: VMs run under software emulation (TCG), many times slower (give the runner's user /dev/kvm: sudo usermod -aG kvm <runner user>)",
    tasks,
  };
}

/**
 * What `windows_vm` tasks boot: each task's base image, UEFI firmware (OVMF), and swtpm when an image's
 * sidecar asks for a TPM.
 */
async function baseImageChecks(probe: RunnerProbe, tasks: readonly SuiteTask[]): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  const images = new Map<string, string[]>();
  for (const task of tasks) {
    const app = task.task.app;
    if (app.type !== "windows_vm") continue;
    images.set(app.base_image, [...(images.get(app.base_image) ?? []), task.id]);
  }
  let tpm: string[] = [];
  for (const [image, ids] of images) {
    const present = existsSync(image);
    checks.push({
      ok: present,
      name: `base image ${path.basename(image)}`,
      detail: present ? image : `${image} does not exist`,
      fix: "Make a Windows base image on the runner with `desktest init-windows --windows-iso … --virtio-iso … --python-installer … --output <base_image>`, or point base_image at an existing qcow2.",
      tasks: listIds(ids),
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
    tasks: listIds(tasks.map((t) => t.id)),
  });
  if (tpm.length > 0) {
    const found = await probe.which("swtpm");
    checks.push({
      ok: found !== undefined,
      name: "swtpm (software TPM)",
      detail: found
        ? `found at ${found}`
        : "not found on PATH; these tasks' base images were made with a TPM",
      fix: "Install swtpm on the runner: sudo apt-get install -y swtpm",
      tasks: listIds(tpm),
    });
  }
  return checks;
}

/** Task ids for a check's line: the first five, and how many more. */
function listIds(list: readonly string[]): string {
  const shown = list.slice(0, 5);
  return list.length > 5 ? `${shown.join(", ")} and ${list.length - 5} more` : shown.join(", ");
}

function readSidecarTpm(file: string): boolean {
  try {
    if (statSync(file).size > 64 * 1024) return false;
    return (JSON.parse(readFileSync(file, "utf8")) as { tpm?: unknown }).tpm === true;
  } catch {
    return false;
  }
}

/** QEMU's two tools, for VM tasks of any guest. */
async function qemuToolChecks(probe: RunnerProbe, tasks: string): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  for (const tool of ["qemu-system-x86_64", "qemu-img"]) {
    const found = await probe.which(tool);
    checks.push({
      ok: found !== undefined,
      name: tool,
      detail: found ? `found at ${found}` : "not found on PATH",
      fix: "Install QEMU on the runner: sudo apt-get install -y qemu-system-x86 qemu-utils",
      tasks,
    });
  }
  return checks;
}
