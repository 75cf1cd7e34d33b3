import { lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { ConfigError, InfraError } from "../errors/desktest-error.ts";
import { AgentSession } from "./agent-session.ts";
import type { GuestAgent, GuestDirTree, PingResult } from "./guest/guest-agent.ts";
import { guestOs, guestPlatformOf, type GuestOs } from "./guest/guest-os.ts";
import { noScreenError, OWN_IMAGE_ADVICE, type ScreenAdvice } from "./guest/no-screen.ts";

/** Most files a folder copy moves through the agent (each file is one or more chunked requests). */
const MAX_COPY_FILES = 20_000;

/**
 * A desktop reached only through its guest agent's byte stream (a VM's virtio-serial port, SSH, a local
 * subprocess): files move through the agent too, in chunks, so the desktop needs no shared folder and
 * no second channel. The guest's operating system, home and screen come from the agent's hello; paths
 * follow the same rules as Docker's (absolute, no `..`), in the guest's own form (`C:\…` on Windows).
 */
export abstract class StreamSession extends AgentSession {
  readonly home: string;
  override readonly os: GuestOs;
  readonly screen: { width: number; height: number };

  /**
   * `home`: where apps are deployed (default the agent user's home folder); `screenAdvice`: what to do
   * when the agent sees no screen (default: the desktop's image is wrong). Throws when the agent sees no
   * screen: the caller closes what it started.
   */
  constructor(
    private readonly hello: PingResult,
    where: string,
    options: { home?: string; screenAdvice?: ScreenAdvice } = {},
  ) {
    super();
    this.os = guestOs(guestPlatformOf(hello.platform), hello.executable);
    this.home = options.home ?? hello.home;
    if (!hello.screen) throw noScreenError(hello, where, options.screenAdvice ?? OWN_IMAGE_ADVICE);
    this.screen = hello.screen;
  }

  /**
   * A desktop whose agent lacks a permission it needs (macOS' Screen Recording, Accessibility) is a
   * configuration error for the person who runs the machine, said before the task starts, with the
   * agent's own directions (the System Settings pane and the exact program to allow).
   */
  requirePermissions(): void {
    const help = this.hello.permission_help;
    if (Array.isArray(help) && help.length > 0)
      throw new ConfigError(
        `the desktop's guest agent lacks ${help.length === 1 ? "a permission" : "permissions"} it needs:\n${help
          .slice(0, 4)
          .map((line) => `  - ${String(line).slice(0, 600)}`)
          .join("\n")}`,
        { hint: "grant it once on that Mac (an administrator), then run again" },
      );
  }

  async copyIn(hostPath: string, destDir: string): Promise<void> {
    this.os.checkPath(destDir, "copy destination");
    const where = await this.guest.stat(destDir);
    if (!where.dir)
      throw new InfraError(
        `cannot copy '${hostPath}' into the desktop: the folder '${destDir}' does not exist there`,
      );
    const root = path.resolve(hostPath);
    const target = this.os.join(where.path, path.basename(root));
    const info = await lstat(root);
    if (!info.isDirectory()) {
      await this.guest.upload(root, target, info.mode & 0o777);
      return;
    }
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    if (entries.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${hostPath}' holds ${entries.length} entries; a copy through the guest agent moves at most ${MAX_COPY_FILES}`,
      );
    const inGuest = (file: string) =>
      this.os.join(target, ...path.relative(root, file).split(path.sep).filter(Boolean));
    // Writing a file makes its folders; empty folders are made in one command.
    const folders = [
      target,
      ...entries.filter((e) => e.isDirectory()).map((e) => inGuest(path.join(e.parentPath, e.name))),
    ];
    const made = await this.exec(this.os.mkdirCommand(folders), { timeoutMs: 60_000 });
    if (made.exitCode !== 0)
      throw new InfraError(`cannot make folders in the desktop: ${made.stderr.trim()}`);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      await this.guest.upload(file, inGuest(file), (await lstat(file)).mode & 0o777);
    }
  }

  async copyOut(guestPath: string, hostPath: string): Promise<void> {
    this.os.checkPath(guestPath, "copy source");
    const where = await this.guest.stat(guestPath);
    if (!where.exists)
      throw new InfraError(`cannot copy '${guestPath}' out of the desktop: it does not exist`);
    if (where.file) {
      await mkdir(path.dirname(path.resolve(hostPath)), { recursive: true });
      await this.guest.download(where.path, hostPath);
      return;
    }
    const listed = await this.guest.listDir(where.path);
    if ("error" in listed) throw new InfraError(`cannot list '${guestPath}' in the desktop: ${listed.error}`);
    if ((listed as { truncated?: boolean }).truncated)
      throw new InfraError(`'${guestPath}' is too large or too deep to copy through the guest agent`);
    const files = filesOf(listed.directory_tree, []);
    if (files.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${guestPath}' holds more than ${MAX_COPY_FILES} files; a copy through the guest agent moves at most that many`,
      );
    await mkdir(hostPath, { recursive: true });
    const root = path.resolve(hostPath);
    for (const parts of files) {
      const local = path.resolve(root, ...parts);
      if (!local.startsWith(root + path.sep)) continue; // a name that climbs out is never written
      await mkdir(path.dirname(local), { recursive: true });
      await this.guest.download(this.os.join(where.path, ...parts), local);
    }
  }

  abstract override get guest(): GuestAgent;
}

/** The files of a listed tree, as path segments below its root (unreadable folders are skipped). */
function filesOf(tree: GuestDirTree, above: string[]): string[][] {
  if ("error" in tree || tree.type !== "directory") return [];
  const files: string[][] = [];
  for (const child of tree.children) {
    if ("error" in child) continue;
    if (child.type === "file") files.push([...above, child.name]);
    else files.push(...filesOf(child, [...above, child.name]));
  }
  return files;
}
