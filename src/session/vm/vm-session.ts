import { lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { InfraError } from "../../errors/desktest-error.ts";
import { checkGuestPath } from "../docker/archive.ts";
import { shellQuote } from "../exec-result.ts";
import { AgentSession } from "../agent-session.ts";
import type { GuestAgent } from "../guest/guest-agent.ts";
import type { QemuVm } from "./qemu-vm.ts";

/** Most files a folder copy moves through the agent (each file is one or more chunked requests). */
const MAX_COPY_FILES = 20_000;

/**
 * A desktop in a QEMU VM, driven through the same guest agent as a Docker desktop: everything goes
 * over the agent's virtio-serial port (files too, in chunks), so the VM needs no network and no shared
 * folder. The same path rules as Docker: absolute guest paths, no `..`.
 */
export class VmSession extends AgentSession {
  readonly home = "/home/tester";
  readonly vm: QemuVm;
  readonly screen: { width: number; height: number };

  constructor(vm: QemuVm, screen: { width: number; height: number }) {
    super();
    this.vm = vm;
    this.screen = screen;
  }

  get id(): string {
    return path.basename(this.vm.folder);
  }

  get guest(): GuestAgent {
    return this.vm.agent;
  }

  async copyIn(hostPath: string, destDir: string): Promise<void> {
    checkGuestPath(destDir, "copy destination");
    const where = await this.guest.stat(destDir);
    if (!where.dir)
      throw new InfraError(
        `cannot copy '${hostPath}' into the desktop: the folder '${destDir}' does not exist there`,
      );
    const root = path.resolve(hostPath);
    const target = path.posix.join(destDir, path.basename(root));
    const info = await lstat(root);
    if (!info.isDirectory()) {
      await this.guest.upload(root, target, info.mode & 0o777);
      return;
    }
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    if (entries.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${hostPath}' holds ${entries.length} entries; a copy into a VM moves at most ${MAX_COPY_FILES}`,
      );
    const folders = [target];
    for (const entry of entries) {
      const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (entry.isDirectory()) folders.push(path.posix.join(target, rel));
    }
    const made = await this.exec(["mkdir", "-p", ...folders], { timeoutMs: 60_000 });
    if (made.exitCode !== 0)
      throw new InfraError(`cannot make folders in the desktop: ${made.stderr.trim()}`);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const rel = path.relative(root, file).split(path.sep).join("/");
      await this.guest.upload(file, path.posix.join(target, rel), (await lstat(file)).mode & 0o777);
    }
  }

  async copyOut(guestPath: string, hostPath: string): Promise<void> {
    checkGuestPath(guestPath, "copy source");
    const where = await this.guest.stat(guestPath);
    if (!where.exists)
      throw new InfraError(`cannot copy '${guestPath}' out of the desktop: it does not exist`);
    if (where.file) {
      await mkdir(path.dirname(path.resolve(hostPath)), { recursive: true });
      await this.guest.download(where.path, hostPath);
      return;
    }
    const listed = await this.exec(
      `cd ${shellQuote(where.path)} && find . -type f -printf '%P\\n' | head -n ${MAX_COPY_FILES + 1}`,
      {
        timeoutMs: 60_000,
      },
    );
    if (listed.exitCode !== 0)
      throw new InfraError(`cannot list '${guestPath}' in the desktop: ${listed.stderr.trim()}`);
    const files = listed.stdout.split("\n").filter(Boolean);
    if (files.length > MAX_COPY_FILES)
      throw new InfraError(
        `'${guestPath}' holds more than ${MAX_COPY_FILES} files; a copy out of a VM moves at most that many`,
      );
    await mkdir(hostPath, { recursive: true });
    const root = path.resolve(hostPath);
    for (const rel of files) {
      const local = path.resolve(root, ...rel.split("/"));
      if (!local.startsWith(root + path.sep)) continue; // a name that climbs out is never written
      await mkdir(path.dirname(local), { recursive: true });
      await this.guest.download(path.posix.join(where.path, rel), local);
    }
  }

  /** The VM's serial console (its boot log), for diagnostics. */
  async logs(): Promise<string> {
    return this.vm.consoleTail(200);
  }

  close(): Promise<void> {
    return this.vm.stop();
  }
}
