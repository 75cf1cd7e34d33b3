import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, readdir, readlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import tar from "tar-stream";
import { InfraError } from "../../errors/desktest-error.ts";

/**
 * A tar stream whose single root entry is the basename of `hostPath` (a file, or a folder with
 * everything under it): the Docker archive API extracts it *into* the destination folder.
 * Symbolic links are stored as links, never followed out of the tree.
 */
export async function packForUpload(hostPath: string): Promise<Readable> {
  const info = await lstat(hostPath).catch(() => undefined);
  if (!info)
    throw new InfraError(`cannot copy '${hostPath}' into the desktop: no such file or folder on the host`);
  const pack = tar.pack();
  const add = async (absolute: string, name: string): Promise<void> => {
    const stats = await lstat(absolute);
    const header = { name, mode: stats.mode & 0o7777, mtime: stats.mtime, uid: 1000, gid: 1000 };
    if (stats.isDirectory()) {
      pack.entry({ ...header, type: "directory" });
      for (const child of (await readdir(absolute)).sort())
        await add(path.join(absolute, child), `${name}/${child}`);
    } else if (stats.isSymbolicLink()) {
      pack.entry({ ...header, type: "symlink", linkname: await readlink(absolute) });
    } else if (stats.isFile()) {
      const entry = pack.entry({ ...header, type: "file", size: stats.size });
      await pipeline(createReadStream(absolute), entry);
    }
  };
  add(hostPath, path.basename(path.resolve(hostPath)))
    .then(() => pack.finalize())
    .catch((error: Error) => pack.destroy(error));
  return pack as unknown as Readable;
}

/**
 * The archive packForUpload makes, in memory, when it is at most `maxBytes`; undefined for a larger one
 * (packing stops there).
 */
export async function packSmallUpload(hostPath: string, maxBytes: number): Promise<Buffer | undefined> {
  const pack = await packForUpload(hostPath);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of pack as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      pack.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Extract a Docker archive download into `hostPath`: its first path component (the copied file or
 * folder's own name) is stripped. A single file lands at `hostPath`; a folder's contents land inside it.
 * Entries that would escape `hostPath` (absolute, `..`, links pointing outside) are refused.
 */
export async function unpackDownload(archive: Readable, hostPath: string): Promise<void> {
  const root = path.resolve(hostPath);
  const extract = tar.extract();
  let rootIsFile = false;
  let first = true;
  extract.on("entry", (header, stream, next) => {
    const handle = async () => {
      const parts = header.name.split("/").filter((p) => p !== "" && p !== ".");
      if (header.name.startsWith("/") || parts.includes("..")) {
        throw new InfraError(`refusing archive entry '${header.name}': it escapes the destination ${root}`);
      }
      if (first) {
        first = false;
        if (header.type === "file" && parts.length === 1) {
          rootIsFile = true;
          await mkdir(path.dirname(root), { recursive: true });
          await pipeline(stream, createWriteStream(root, { mode: (header.mode ?? 0o644) & 0o777 }));
          return;
        }
      }
      if (rootIsFile)
        throw new InfraError(`unexpected extra entry '${header.name}' after a single-file archive`);
      const target = path.join(root, ...parts.slice(1));
      if (target !== root && !target.startsWith(root + path.sep)) {
        throw new InfraError(`refusing archive entry '${header.name}': it escapes the destination ${root}`);
      }
      if (header.type === "directory") {
        await mkdir(target, { recursive: true });
        stream.resume();
      } else if (header.type === "file") {
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(stream, createWriteStream(target, { mode: (header.mode ?? 0o644) & 0o777 }));
      } else {
        // Links, devices and FIFOs are not materialised on the host: a link could point anywhere.
        stream.resume();
      }
    };
    handle().then(
      () => next(),
      (error: Error) => {
        stream.resume();
        extract.destroy(error);
      },
    );
  });
  await mkdir(path.dirname(root), { recursive: true });
  await pipeline(archive, extract);
}

/** A guest path must be absolute and free of `..` before it is given to the archive API. */
export function checkGuestPath(guestPath: string, what: string): string {
  if (!guestPath.startsWith("/"))
    throw new InfraError(`${what} '${guestPath}' must be an absolute path inside the desktop`);
  if (guestPath.split("/").includes(".."))
    throw new InfraError(`${what} '${guestPath}' must not contain '..'`);
  return guestPath;
}
