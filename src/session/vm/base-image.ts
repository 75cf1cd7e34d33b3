import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readFile, realpath, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ConfigError, InfraError, type SourceLocation } from "../../errors/desktest-error.ts";
import { vmCacheDir } from "./linux-vm-image.ts";
import type { VmBoot, VmImage } from "./vm-image.ts";

const run = promisify(execFile);

/**
 * What a base image's sidecar file (`<image>.json`, written by `desktest init-windows`) says about
 * booting it. Without one an image boots by UEFI with fresh firmware variables and no TPM.
 */
export interface BaseImageSidecar {
  firmware?: "uefi" | "bios";
  /** The firmware variables the image was installed with, relative to the sidecar. */
  vars?: string;
  tpm?: boolean;
}

/** Longest sidecar read (it is a few lines). */
const MAX_SIDECAR_BYTES = 64 * 1024;

/**
 * A task's `base_image` as a VM image: its format and backing chain from `qemu-img info`, how it boots
 * from its sidecar, and a content hash over the chain, the sidecar and the variables (computed once per
 * version of the files: kept by path, size, inode and modification time), under which its ready
 * snapshots are kept.
 */
export async function openBaseImage(
  file: string,
  options: { cacheDir?: string; location?: SourceLocation; log?: (line: string) => void } = {},
): Promise<VmImage> {
  const location = options.location;
  if (!existsSync(file))
    throw new ConfigError(`the base image '${file}' does not exist`, {
      location,
      hint: "make one with `desktest init-windows`, or point base_image at an existing qcow2",
    });
  const chain = await backingChain(file);
  const format = chain[0]!.format;
  if (format !== "qcow2" && format !== "raw")
    throw new ConfigError(`the base image '${file}' is ${format}; it must be qcow2 or raw`, {
      location,
      hint: `convert it: qemu-img convert -O qcow2 '${file}' image.qcow2`,
    });
  const sidecarFile = `${file}.json`;
  const sidecar = existsSync(sidecarFile) ? await readSidecar(sidecarFile) : {};
  const vars = sidecar.vars ? path.resolve(path.dirname(sidecarFile), sidecar.vars) : undefined;
  if (vars && !existsSync(vars))
    throw new ConfigError(`the firmware variables '${vars}' named by ${sidecarFile} do not exist`);
  const boot: VmBoot =
    sidecar.firmware === "bios"
      ? { kind: "bios" }
      : { kind: "uefi", tpm: sidecar.tpm === true, ...(vars ? { vars } : {}) };
  const cacheDir = options.cacheDir ?? vmCacheDir();
  const parts = [...chain.map((layer) => layer.filename), ...(existsSync(sidecarFile) ? [sidecarFile] : [])];
  if (vars) parts.push(vars);
  const hash = await contentHash(parts, cacheDir, options.log);
  return {
    dir: path.join(cacheDir, `base-${hash.slice(0, 16)}`),
    disk: path.resolve(file),
    format,
    hash,
    boot,
  };
}

/** The image and its backing files, top first. */
async function backingChain(file: string): Promise<{ filename: string; format: string }[]> {
  const { stdout } = await run("qemu-img", ["info", "--backing-chain", "--output=json", "-U", file], {
    maxBuffer: 4 * 1024 * 1024,
  }).catch((error: Error & { stderr?: string }) => {
    throw new InfraError(
      `qemu-img cannot read the base image '${file}': ${(error.stderr ?? error.message).trim()}`,
      {
        hint: "install QEMU's tools (apt-get install qemu-utils); check the file is a disk image",
      },
    );
  });
  const info = JSON.parse(stdout) as { filename: string; format: string }[];
  return info.map((layer) => ({ filename: layer.filename, format: layer.format }));
}

async function readSidecar(file: string): Promise<BaseImageSidecar> {
  const text = await readFile(file, "utf8");
  const bad = (why: string) =>
    new ConfigError(`${file} ${why}`, {
      hint: "it describes how the base image boots: { firmware, vars, tpm }",
    });
  if (text.length > MAX_SIDECAR_BYTES) throw bad(`is larger than ${MAX_SIDECAR_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw bad(`is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad("is not a JSON object");
  const sidecar = value as Record<string, unknown>;
  if (sidecar.firmware !== undefined && sidecar.firmware !== "uefi" && sidecar.firmware !== "bios")
    throw bad(`has firmware ${JSON.stringify(sidecar.firmware)}; it is "uefi" or "bios"`);
  if (sidecar.vars !== undefined && typeof sidecar.vars !== "string")
    throw bad("has vars that is not a path");
  if (sidecar.tpm !== undefined && typeof sidecar.tpm !== "boolean")
    throw bad("has tpm that is not true or false");
  return sidecar as BaseImageSidecar;
}

/** sha256 over the files, remembered per file version (a multi-gigabyte image is read once). */
async function contentHash(files: string[], cacheDir: string, log?: (line: string) => void): Promise<string> {
  const hashes: string[] = [];
  for (const file of files) hashes.push(await fileHash(file, path.join(cacheDir, "hashes"), log));
  return createHash("sha256").update(hashes.join("\0")).digest("hex");
}

async function fileHash(file: string, hashDir: string, log?: (line: string) => void): Promise<string> {
  const real = await realpath(file);
  const info = await stat(real);
  const version = { path: real, size: info.size, ino: info.ino, mtimeMs: info.mtimeMs };
  const record = path.join(hashDir, `${createHash("sha256").update(real).digest("hex").slice(0, 24)}.json`);
  const known = await readFile(record, "utf8").then(
    (text) => JSON.parse(text) as typeof version & { sha256?: string },
    () => undefined,
  );
  if (
    known?.sha256 &&
    known.path === real &&
    known.size === info.size &&
    known.ino === info.ino &&
    known.mtimeMs === info.mtimeMs
  )
    return known.sha256;
  log?.(`hashing ${real} (${Math.round(info.size / 1024 / 1024)} MiB, once per version of the file)`);
  const digest = createHash("sha256");
  for await (const chunk of createReadStream(real, { highWaterMark: 4 * 1024 * 1024 }))
    digest.update(chunk as Buffer);
  const sha256 = digest.digest("hex");
  await mkdir(hashDir, { recursive: true });
  await writeFile(record, JSON.stringify({ ...version, sha256 }));
  return sha256;
}
