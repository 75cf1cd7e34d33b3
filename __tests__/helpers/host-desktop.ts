import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { RUN_MARK_VARIABLE } from "../../src/session/guest/run-marker.ts";
import { holdLock, type Release } from "./machine-lock.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/**
 * A Python for the guest agent on this machine: Debian's python3 (with python3-xlib, -pil, -pyatspi from
 * apt) in a virtual environment that sees those and adds the pinned pure-Python wheels of the desktop
 * image (docker/wheels, fetched by docker/scripts/fetch-wheels.sh). Made once per machine.
 */
export function hostAgentPython(): string {
  const venv = path.join(tmpdir(), "desktest-host-python");
  const python = path.join(venv, "bin", "python3");
  if (!existsSync(python)) {
    execFileSync("bash", [path.join(repo, "docker/scripts/fetch-wheels.sh")], { stdio: "ignore" });
    execFileSync("/usr/bin/python3", ["-m", "venv", "--system-site-packages", venv]);
    execFileSync(
      python,
      [
        ...["-m", "pip", "install", "-q", "--no-index", "--no-deps"],
        ...[
          "--find-links",
          path.join(repo, "docker/wheels"),
          "-r",
          path.join(repo, "docker/guest-requirements.txt"),
        ],
      ],
      { stdio: "ignore" },
    );
  }
  return python;
}

/** A Python with none of the desktop libraries (a venv of Debian's python3 that sees no system packages). */
export function bareHostPython(): string {
  const venv = path.join(tmpdir(), "desktest-bare-python");
  const python = path.join(venv, "bin", "python3");
  if (!existsSync(python)) execFileSync("/usr/bin/python3", ["-m", "venv", "--without-pip", venv]);
  return python;
}

export interface HostDisplay {
  /** The environment a program on this desktop needs (DISPLAY, the session bus, accessibility on). */
  env: NodeJS.ProcessEnv;
  stop(): void;
}

/**
 * A desktop on this machine, as a person's session would have it: Xvfb, a session bus, the AT-SPI bus
 * and openbox, on a display of its own, all started here and stopped by `stop`.
 */
export async function startHostDisplay(width = 1280, height = 800): Promise<HostDisplay> {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-hostdesk-"));
  const display = `:${40 + Math.floor(Math.random() * 200)}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: display,
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${dir}/bus`,
    XDG_RUNTIME_DIR: dir,
    ACCESSIBILITY_ENABLED: "1",
    GNOME_ACCESSIBILITY: "1",
    NO_AT_BRIDGE: undefined,
  };
  const children: ChildProcess[] = [];
  const start = (cmd: string, args: string[]) => {
    const child = spawn(cmd, args, { env, stdio: "ignore" });
    children.push(child);
    return child;
  };
  start("Xvfb", [display, "-screen", "0", `${width}x${height}x24`, "-nolisten", "tcp", "-noreset"]);
  await waitFor(() => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`), "Xvfb");
  start("dbus-daemon", ["--session", `--address=unix:path=${dir}/bus`, "--nofork", "--nopidfile"]);
  await waitFor(() => existsSync(`${dir}/bus`), "the session bus");
  start("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"]);
  start("openbox", ["--sm-disable", "--startup", `touch ${dir}/wm-ready`]);
  await waitFor(() => existsSync(`${dir}/wm-ready`), "openbox");
  return {
    env,
    stop() {
      for (const child of children.reverse()) child.kill("SIGKILL");
    },
  };
}

async function waitFor(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not start on this machine`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Processes of this machine whose environment carries a run mark (any run's). */
export function markedProcesses(): { pid: number; mark: string; command: string }[] {
  const found: { pid: number; mark: string; command: string }[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const vars = readFileSync(`/proc/${name}/environ`).toString("utf8").split("\0");
      const mark = vars.find((v) => v.startsWith(`${RUN_MARK_VARIABLE}=`));
      if (!mark) continue;
      const command = readFileSync(`/proc/${name}/cmdline`).toString("utf8").replaceAll("\0", " ").trim();
      found.push({ pid: Number(name), mark: mark.slice(RUN_MARK_VARIABLE.length + 1), command });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** The lock file of takeTurnOnThisMachine (one per machine: test runs of other checkouts take turns too). */
const HOST_TURN_LOCK = path.join(tmpdir(), "desktest-host-desktop-turn.lock");

/**
 * This machine's own desktop and processes for the tests of the enclosing `describe` (or file) alone: no other
 * test file that starts a run's processes on it (the host backend, an agent reached over SSH in a container,
 * whose processes this machine sees too) or counts them (markedProcesses: "any run's") runs its tests meanwhile.
 * Should `vm-host` files run side by side (VMS_AT_ONCE in vitest.config.ts), those that use this machine this way take turns, by an exclusive
 * `flock` on one file held by a child process: the turn ends with the tests, or with the test process itself.
 */
export function takeTurnOnThisMachine(): void {
  let release: Release | undefined;
  beforeAll(async () => {
    release = await holdLock(HOST_TURN_LOCK, { wait: true });
  }, 900_000);
  afterAll(async () => {
    await release?.();
  });
}
