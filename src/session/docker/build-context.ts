import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import dockerignoreModule from "@balena/dockerignore";
import tar from "tar-stream";
import type { Readable } from "node:stream";

// A CommonJS module whose typings claim an ES default export: at run time the import is the factory itself.
const dockerignore = dockerignoreModule as unknown as typeof dockerignoreModule.default;

export interface BuildContext {
  dir: string;
  /** Context-relative paths, sorted, after .dockerignore. */
  files: string[];
  /** sha256 over every source file's path and bytes (not the fetched wheels): the image is stale when its label differs. */
  hash: string;
}

export async function readBuildContext(dir: string): Promise<BuildContext> {
  const ignoreFile = path.join(dir, ".dockerignore");
  const ignore = dockerignore().add(
    existsSync(ignoreFile) ? (await readFile(ignoreFile, "utf8")).split("\n") : [],
  );
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((f) => !ignore.ignores(f))
    .sort();
  // The wheels are fetched (or built from source) on each machine, so their bytes vary; the pins in
  // guest-requirements.txt are what they are made from, and those are hashed.
  const hash = createHash("sha256");
  for (const file of files.filter((f) => !f.startsWith("wheels/"))) {
    hash.update(file + "\0");
    hash.update(await readFile(path.join(dir, file)));
    hash.update("\0");
  }
  return { dir, files, hash: hash.digest("hex") };
}

/** The context as the tar stream the Docker build API takes. */
export function packBuildContext(context: BuildContext): Readable {
  const pack = tar.pack();
  void (async () => {
    for (const file of context.files) {
      const absolute = path.join(context.dir, file);
      const mode = (await stat(absolute)).mode & 0o111 ? 0o755 : 0o644;
      pack.entry({ name: file, mode, mtime: new Date(0) }, await readFile(absolute));
    }
    pack.finalize();
  })().catch((error: Error) => pack.destroy(error));
  return pack as unknown as Readable;
}
