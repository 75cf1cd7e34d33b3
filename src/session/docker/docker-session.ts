import { randomUUID } from "node:crypto";
import path from "node:path";
import { Duplex, PassThrough, type Readable } from "node:stream";
import type Docker from "dockerode";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { GuestAgent } from "../guest/guest-agent.ts";
import {
  guestAgentCommand,
  guestAgentFiles,
  guestAgentHash,
  packGuestAgent,
  type GuestFile,
} from "../guest/guest-package.ts";
import { LABEL } from "../labels.ts";
import { NdjsonClient } from "../guest/ndjson-client.ts";
import { AgentSession } from "../agent-session.ts";
import { noScreenError } from "../guest/no-screen.ts";
import { registerOpen, unregisterOpen } from "../open-sessions.ts";
import { closingOnFailure } from "../start-scope.ts";
import { checkGuestPath, packForUpload, packSmallUpload, unpackDownload } from "./archive.ts";
import { findDockerDir } from "../docker-dir.ts";
import { containerSpec, type ContainerSpecInput } from "./container-spec.ts";
import { dockerExec } from "./docker-exec.ts";

/** Where the host's copy of the guest agent is put in every desktop (so host and guest always match). */
const GUEST_DIR = "/tmp/desktest-guest";
/** The variable the built-in images' start script serves the guest agent on (LABEL.guestSocket), and its path. */
const GUEST_SOCKET_VAR = "DESKTEST_GUEST_SOCKET";
const GUEST_SOCKET = "/tmp/desktest-guest.sock";
/** The built-in images' start script (their entrypoint's last word; images FROM them inherit it). */
const START_SCRIPT = "/usr/local/bin/start-desktop";
/** A copy into the home up to this size (as a tar) is extracted by the desktop itself (copyIn). */
const SMALL_COPY_BYTES = 4 * 1024 * 1024;
/** Ours, and the reference image's sentinel (custom images built on it have that one). */
const READY_FILES = ["/tmp/desktop-ready", "/tmp/.desktop-ready"];

/** The container as container-spec.ts describes it (a fresh run id when none is given), and the session's own settings. */
export interface DockerSessionOptions
  extends
    Omit<ContainerSpecInput, "runId" | "cmd" | "now" | "pid">,
    Partial<Pick<ContainerSpecInput, "runId">> {
  /** How long the desktop may take to come up. */
  readyTimeoutMs?: number;
  /**
   * The desktop user's home, when the image names another user than the project image's `tester`
   * (OSWorld's image profiles rename it `user`): deploys, replays, artifacts and copies go there.
   */
  home?: string;
  /** Diagnostics (the guest agent's stderr, progress). */
  log?: (line: string) => void;
  /** Told the container as soon as it exists, before the desktop is up (a warm pool adjusts its CPU weight). */
  onContainer?: (container: Docker.Container) => void;
}

/** The project image's desktop user's home. */
const DEFAULT_HOME = "/home/tester";

/** A Linux desktop in a disposable Docker container, driven through one persistent guest agent. */
export class DockerSession extends AgentSession {
  private closing: Promise<void> | undefined;

  private constructor(
    readonly container: Docker.Container,
    /** The one guest agent's typed client (docker/guest/PROTOCOL.md). */
    readonly guest: GuestAgent,
    readonly screen: { width: number; height: number },
    private readonly owned: boolean,
    readonly home: string = DEFAULT_HOME,
  ) {
    super();
  }

  get id(): string {
    return this.container.id;
  }

  /** Create, start and wait for a new desktop. On any failure the container is removed again. */
  static async create(docker: Docker, options: DockerSessionOptions): Promise<DockerSession> {
    const spec = containerSpec({
      image: options.image,
      runId: options.runId ?? randomUUID(),
      taskId: options.taskId,
      width: options.width,
      height: options.height,
      // (an image whose start script does not know it ignores it)
      env: { ...options.env, [GUEST_SOCKET_VAR]: GUEST_SOCKET },
      noNetwork: options.noNetwork,
      needsFuse: options.needsFuse,
      limits: options.limits,
      cpuShares: options.cpuShares,
    });
    // Asked while the container is made: whether its image holds this engine's guest agent already.
    const shipped = guestAgentOfImage(docker, options.image);
    return closingOnFailure(async (scope) => {
      let container: Docker.Container | undefined;
      try {
        container = scope.opened(await docker.createContainer(spec), removeContainer);
        options.onContainer?.(container);
        await container.start();
        const agent = scope.opened(await startGuestAgent(container, options.log, await shipped), async (a) =>
          a.close(),
        );
        const screen = { width: options.width, height: options.height };
        const session = new DockerSession(container, agent, screen, true, options.home);
        await session.waitForDesktop(options.readyTimeoutMs ?? 30_000);
        registerOpen(session);
        return session;
      } catch (error) {
        throw await withContainerLog(error, container);
      }
    });
  }

  /** Drive an existing desktop container (vnc_attach); close() leaves it running. */
  static async attach(
    docker: Docker,
    nameOrId: string,
    options: { log?: (line: string) => void } = {},
  ): Promise<DockerSession> {
    const container = docker.getContainer(nameOrId);
    const info = await container.inspect().catch((error: Error) => {
      throw new InfraError(`cannot attach to container '${nameOrId}': ${error.message}`);
    });
    if (!info.State.Running)
      throw new InfraError(`cannot attach to container '${nameOrId}': it is not running`);
    return closingOnFailure(async (scope) => {
      // (a container started elsewhere: this engine's agent copied in and started)
      const agent = scope.opened(
        await startGuestAgent(container, options.log, { inImage: false, served: false }),
        async (a) => a.close(),
      );
      const ping = await agent.ping();
      if (!ping.screen)
        throw noScreenError(ping, `container '${nameOrId}'`, {
          otherPython: "install it in the container (or attach to one built FROM desktest-desktop:latest)",
          display: "set DISPLAY in the container's environment to its X display",
        });
      return new DockerSession(container, agent, ping.screen, false);
    });
  }

  async desktopImage(): Promise<string | null> {
    return (await this.container.inspect()).Image || null;
  }

  async copyIn(hostPath: string, destDir: string): Promise<void> {
    checkGuestPath(destDir, "copy destination");
    if (destDir === this.home || destDir.startsWith(`${this.home}/`)) {
      const small = await packSmallUpload(hostPath, SMALL_COPY_BYTES);
      if (small && (await this.extractInDesktop(small, hostPath, destDir))) return;
    }
    const archive = await packForUpload(hostPath);
    try {
      await this.container.putArchive(archive, { path: destDir });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      throw new InfraError(
        status === 404
          ? `cannot copy '${hostPath}' into the desktop: the folder '${destDir}' does not exist there`
          : `copying '${hostPath}' into the desktop's '${destDir}' failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  /**
   * A small copy into the user's home, extracted by tar in the desktop (as the user, keeping modes,
   * times and links, as Docker's archive copy does): one request to the guest agent instead of Docker's
   * archive API, whose own extraction process costs 40–130 ms a call. False when tar could not write
   * there (a file the user does not own) or is missing: the caller copies through Docker then.
   */
  private async extractInDesktop(archive: Buffer, hostPath: string, destDir: string): Promise<boolean> {
    const result = await this.exec(
      ["sh", "-c", '[ -d "$1" ] || exit 64; base64 -d | tar -x -p -f - -C "$1"', "sh", destDir],
      { stdin: archive.toString("base64"), timeoutMs: 60_000 },
    ).catch(() => undefined); // an image without sh, base64 or tar
    if (result?.exitCode === 64)
      throw new InfraError(
        `cannot copy '${hostPath}' into the desktop: the folder '${destDir}' does not exist there`,
      );
    return result?.exitCode === 0;
  }

  async copyOut(guestPath: string, hostPath: string): Promise<void> {
    checkGuestPath(guestPath, "copy source");
    let archive: NodeJS.ReadableStream;
    try {
      archive = await this.container.getArchive({ path: guestPath });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      throw new InfraError(
        status === 404
          ? `cannot copy '${guestPath}' out of the desktop: it does not exist`
          : `copying '${guestPath}' out of the desktop failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    await unpackDownload(archive as unknown as Readable, hostPath);
  }

  /**
   * The desktop's x11vnc (start-desktop, port 5900 inside the container), through the guest agent's
   * relay over an attached exec: no published port, and it works without a network.
   */
  async openVnc(): Promise<Duplex> {
    const exec = await this.container.exec({
      Cmd: guestAgentCommand(GUEST_DIR, ["--relay", "127.0.0.1:5900"]),
      AttachStdin: true,
      AttachStdout: true,
      AttachStderr: true,
    });
    const stream = await exec.start({ hijack: true, stdin: true });
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    this.container.modem.demuxStream(stream, stdout, stderr);
    stderr.resume();
    const vnc = new Duplex({
      read: () => stdout.resume(),
      write: (chunk: Buffer, _encoding, callback) => stream.write(chunk, callback),
      final: (callback) => {
        stream.end();
        callback();
      },
      destroy: (error, callback) => {
        stream.destroy();
        callback(error);
      },
    });
    stdout.on("data", (chunk: Buffer) => {
      if (!vnc.push(chunk)) stdout.pause();
    });
    stdout.on("end", () => vnc.push(null));
    stream.on("end", () => stdout.end());
    stream.on("close", () => stdout.end());
    stream.on("error", (error: Error) => vnc.destroy(error));
    return vnc;
  }

  /** The container's own output (start-desktop), for diagnostics. */
  logs(): Promise<string> {
    return containerLogTail(this.container, 200);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      unregisterOpen(this);
      await this.guest.shutdown();
      if (this.owned) await removeContainer(this.container);
    })();
    return this.closing;
  }

  private async waitForDesktop(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Asked of the agent itself (no process started in a desktop that is starting its app next). A
      // container that exits meanwhile ends the agent's stream, whose client then says so with its exit
      // code (whyContainerEnded): no docker inspect beside every probe.
      const found = await Promise.all(READY_FILES.map((file) => this.guest.stat(file)));
      if (found.some((file) => file.exists)) return;
      if (Date.now() > deadline)
        throw new InfraError(
          `the desktop was not ready after ${timeoutMs} ms (none of ${READY_FILES.join(", ")} appeared)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** A failed start's error with the container's own output (read before the container goes), when it says more. */
async function withContainerLog(error: unknown, container: Docker.Container | undefined): Promise<unknown> {
  const logs = container ? await containerLogTail(container) : "";
  if (error instanceof ConfigError || (error instanceof InfraError && !logs)) return error;
  const detail = logs ? `\ncontainer log:\n${logs}` : "";
  return new InfraError(`starting the desktop failed: ${(error as Error).message}${detail}`, {
    cause: error,
  });
}

async function removeContainer(container: Docker.Container | undefined): Promise<void> {
  await container?.remove({ force: true, v: true }).catch((error: { statusCode?: number }) => {
    if (error.statusCode !== 404) throw error;
  });
}

/** The guest agent's files as this engine ships them. */
function shippedGuestAgent(): Promise<GuestFile[]> {
  return guestAgentFiles(path.join(findDockerDir(), "guest"));
}

/** What a desktop image holds of this engine's guest agent (guestAgentOfImage). */
export interface ImageGuestAgent {
  /** The agent's files, where the engine ships them (LABEL.guestHash equals this engine's). */
  inImage: boolean;
  /** ...and its start script serves that agent on GUEST_SOCKET from the container's start. */
  served: boolean;
}

/**
 * Whether the image holds the guest agent this engine ships, where it ships it (LABEL.guestHash: the
 * built-in desktop images and images built FROM them), and whether its start script serves it (LABEL.
 * guestSocket, with that script still the entrypoint: an image FROM ours with its own entrypoint does
 * not); neither when it cannot tell.
 */
export function imageGuestAgent(
  config: { Labels?: Record<string, string> | null; Entrypoint?: string | string[] | null } | undefined,
  hash: string,
): ImageGuestAgent {
  const inImage = config?.Labels?.[LABEL.guestHash] === hash;
  const entrypoint = [config?.Entrypoint ?? []].flat();
  const served =
    inImage && config?.Labels?.[LABEL.guestSocket] === GUEST_SOCKET_VAR && entrypoint.includes(START_SCRIPT);
  return { inImage, served };
}

async function guestAgentOfImage(docker: Docker, image: string): Promise<ImageGuestAgent> {
  try {
    const [info, files] = await Promise.all([docker.getImage(image).inspect(), shippedGuestAgent()]);
    return imageGuestAgent(info.Config, guestAgentHash(files));
  } catch {
    return { inImage: false, served: false };
  }
}

/**
 * Reach the guest agent over one attached exec stream: the one the image's start script started, through
 * a relay to its socket (no agent to start: its imports were done beside the desktop's start; a start's p50
 * 578 ms instead of 636, interleaved, load 5-6); else the image's own copy started (no copy: 80-150 ms of a start); else the host's put into
 * the container first. An image that says it holds it but does not (built FROM the desktop image with /tmp
 * emptied) gets the host's.
 */
async function startGuestAgent(
  container: Docker.Container,
  log: ((line: string) => void) | undefined,
  image: ImageGuestAgent,
): Promise<GuestAgent> {
  if (image.served) {
    const agent = await openGuestAgent(container, log, ["--relay", `unix:${GUEST_SOCKET}`]).catch(
      () => undefined,
    );
    if (agent) return agent;
    log?.("the guest agent the desktop started did not answer: starting one");
  }
  if (image.inImage) {
    const agent = await openGuestAgent(container, log).catch(() => undefined);
    if (agent) return agent;
    log?.("the image's copy of the guest agent did not start: sending this desktest's");
  }
  const pack = packGuestAgent(await shippedGuestAgent(), "desktest-guest", { uid: 1000, gid: 1000 });
  await container.putArchive(pack as unknown as NodeJS.ReadableStream, { path: "/tmp" });
  return openGuestAgent(container, log).catch(async (error: unknown) => {
    throw await whyNoGuestAgent(container, error);
  });
}

/**
 * The agent in GUEST_DIR started (or, with `--relay`, reached) over one attached exec stream, once it
 * answers a ping.
 */
async function openGuestAgent(
  container: Docker.Container,
  log?: (line: string) => void,
  args: string[] = ["--default-display", ":99"],
): Promise<GuestAgent> {
  const exec = await container.exec({
    Cmd: guestAgentCommand(GUEST_DIR, args),
    AttachStdin: true,
    AttachStdout: true,
    AttachStderr: true,
  });
  const stream = await exec.start({ hijack: true, stdin: true });
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  container.modem.demuxStream(stream, stdout, stderr);
  stream.on("end", () => {
    stdout.end();
    stderr.end();
  });
  stderr.setEncoding("utf8");
  stderr.on("data", (chunk: string) => {
    for (const line of chunk.split("\n")) if (line.trim()) log?.(`guest: ${line}`);
  });
  const agent = new GuestAgent(new NdjsonClient(stdout, stream, () => whyContainerEnded(container)));
  try {
    await agent.ping(15_000);
  } catch (error) {
    agent.close();
    throw error;
  }
  return agent;
}

/** Why the agent did not start: the image's python3 (a configuration error), or the agent's own error. */
async function whyNoGuestAgent(container: Docker.Container, error: unknown): Promise<Error> {
  const check = await dockerExec(container, ["python3", "-c", "import sys; print(sys.version)"], {
    timeoutMs: 10_000,
  }).catch(() => undefined);
  if (check && check.exitCode !== 0) {
    return new ConfigError(
      `the image has no usable python3, which the desktop's guest agent needs: ${check.stderr.trim() || check.stdout.trim() || `exit code ${check.exitCode}`}`,
      {
        hint: "build the image FROM desktest-desktop:latest, or install python3 with python3-xlib, python3-pil, python3-pyatspi and pyautogui",
      },
    );
  }
  return new InfraError(`the guest agent did not start in the desktop: ${(error as Error).message}`, {
    cause: error,
  });
}

/**
 * Why a desktop's container stopped answering, as its state says; undefined when it still runs (the
 * agent itself ended). Docker may report the exit a moment after the exec stream ends: asked for 2 s.
 */
export async function whyContainerEnded(container: Docker.Container): Promise<string | undefined> {
  let state: Docker.ContainerInspectInfo["State"] | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      state = (await container.inspect()).State;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404)
        return "the desktop's container was removed from outside the run (docker rm)";
      return undefined;
    }
    if (!state.Running || state.Restarting) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!state || (state.Running && !state.Restarting)) return undefined;
  const code = state.ExitCode;
  const how = state.OOMKilled
    ? "killed for running out of memory (raise the task's memory limit)"
    : code === 137
      ? "killed (SIGKILL: docker kill or stop from outside the run, or the host ran out of memory)"
      : code === 143
        ? "stopped (SIGTERM, from outside the run)"
        : `its main process ended${state.Error ? `: ${state.Error}` : ""}`;
  return `the desktop's container exited with code ${code}: ${how}`;
}

async function containerLogTail(container: Docker.Container, lines = 40): Promise<string> {
  try {
    const buffer = (await container.logs({ stdout: true, stderr: true, tail: lines })) as unknown as Buffer;
    return demuxBuffer(buffer).trim();
  } catch {
    return "";
  }
}

/** Docker's multiplexed log format: 8-byte frame headers before each chunk (absent with a TTY). */
function demuxBuffer(buffer: Buffer): string {
  let out = "";
  let offset = 0;
  while (
    offset + 8 <= buffer.length &&
    (buffer[offset] === 1 || buffer[offset] === 2) &&
    buffer[offset + 1] === 0
  ) {
    const size = buffer.readUInt32BE(offset + 4);
    out += buffer.subarray(offset + 8, offset + 8 + size).toString("utf8");
    offset += 8 + size;
  }
  return offset === 0 ? buffer.toString("utf8") : out;
}
