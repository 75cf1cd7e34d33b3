import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import tar from "tar-stream";

/** One file of the guest agent, by its path relative to the folder it is installed in. */
export interface GuestFile {
  name: string;
  data: Buffer;
}

/** How a backend starts the agent once its files are in `dir` (a POSIX folder in the guest). */
export function guestAgentCommand(dir: string, args: string[] = []): string[] {
  return ["python3", `${dir}/agent.py`, ...args];
}

/**
 * The guest agent as the host ships it into every desktop (so host and guest always match): the start
 * script `agent.py` and the `desktest_guest` package's modules from `guestDir` (docker/guest), without
 * tests or caches. Sorted, so that archives of it are reproducible.
 */
export function guestAgentFiles(guestDir: string): Promise<GuestFile[]> {
  // Read once per process: every desktop of a suite gets the same files.
  let files = read.get(guestDir);
  if (!files) {
    files = readGuestAgentFiles(guestDir);
    files.catch(() => read.delete(guestDir));
    read.set(guestDir, files);
  }
  return files;
}

const read = new Map<string, Promise<GuestFile[]>>();

/** The agent's files as they are on disk now (guestAgentFiles keeps the first read of a process). */
export async function readGuestAgentFiles(guestDir: string): Promise<GuestFile[]> {
  const names = ["agent.py"];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(path.join(guestDir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== "__pycache__") await walk(child);
      else if (entry.isFile() && entry.name.endsWith(".py")) names.push(child);
    }
  };
  await walk("desktest_guest");
  names.sort();
  return Promise.all(
    names.map(async (name) => ({ name, data: await readFile(path.join(guestDir, ...name.split("/"))) })),
  );
}

/**
 * The agent's files as a tar archive under `folder` (its folders first, then its files), owned by
 * `owner` when given: what a backend unpacks in the desktop before starting the agent.
 */
export function packGuestAgent(
  files: readonly GuestFile[],
  folder: string,
  owner: { uid: number; gid: number } = { uid: 0, gid: 0 },
): tar.Pack {
  const pack = tar.pack();
  const folders = new Set([folder]);
  for (const file of files)
    for (let dir = path.posix.dirname(file.name); dir !== "."; dir = path.posix.dirname(dir))
      folders.add(`${folder}/${dir}`);
  for (const name of [...folders].sort()) pack.entry({ name, type: "directory", mode: 0o755, ...owner });
  for (const file of files) pack.entry({ name: `${folder}/${file.name}`, mode: 0o644, ...owner }, file.data);
  pack.finalize();
  return pack;
}

/**
 * A short hash of the agent's files: a desktop keeps one copy per version of the agent, and an image that
 * holds this version (LABEL.guestHash) is not sent it again.
 */
export function guestAgentHash(files: readonly GuestFile[]): string {
  let digest = hashes.get(files);
  if (digest === undefined) {
    const hash = createHash("sha256");
    for (const file of files) hash.update(file.name).update("\0").update(file.data).update("\0");
    digest = hash.digest("hex").slice(0, 16);
    hashes.set(files, digest);
  }
  return digest;
}

const hashes = new WeakMap<readonly GuestFile[], string>();
