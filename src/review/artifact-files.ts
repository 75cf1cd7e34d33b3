import { open, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

/** Limits for what the review page embeds. */
export const LIMITS = {
  /** The reference embeds `recording.mp4` up to 50 MiB. */
  recordingBytes: 50 * 1024 * 1024,
  screenshotBytes: 25 * 1024 * 1024,
  a11yBytes: 2 * 1024 * 1024,
  bugReportBytes: 1024 * 1024,
} as const;

/**
 * Files of one artifacts folder, read only from inside it: names come from the trajectory, which an LLM
 * and users influence, so `../`, absolute paths and symlinks that leave the folder are refused.
 */
export class ArtifactFiles {
  private constructor(readonly root: string) {}

  /** The folder (resolved, symlinks followed); undefined when it is not a readable folder. */
  static async open(dir: string): Promise<ArtifactFiles | undefined> {
    try {
      const root = await realpath(dir);
      return (await stat(root)).isDirectory() ? new ArtifactFiles(root) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The real path of `name` inside the folder, or undefined when it is missing or outside. */
  async resolve(name: string): Promise<string | undefined> {
    if (name === "" || name.includes("\0")) return undefined;
    try {
      const real = await realpath(path.resolve(this.root, name));
      const relative = path.relative(this.root, real);
      if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
      return (await stat(real)).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }

  /** Size in bytes of a file inside the folder. */
  async size(name: string): Promise<number | undefined> {
    const file = await this.resolve(name);
    return file === undefined ? undefined : (await stat(file)).size;
  }

  /**
   * Up to `limit` bytes of a file inside the folder, and whether it was longer. Undefined when the file
   * is missing, outside the folder or unreadable.
   */
  async read(name: string, limit: number): Promise<{ bytes: Buffer; truncated: boolean } | undefined> {
    const file = await this.resolve(name);
    if (file === undefined) return undefined;
    try {
      const handle = await open(file, "r");
      try {
        const { size } = await handle.stat();
        const buffer = Buffer.allocUnsafe(Math.min(size, limit) + 1);
        let length = 0;
        while (length < buffer.length) {
          const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
          if (bytesRead === 0) break;
          length += bytesRead;
        }
        return {
          bytes: buffer.subarray(0, Math.min(length, limit)),
          truncated: length > limit || size > limit,
        };
      } finally {
        await handle.close();
      }
    } catch {
      return undefined;
    }
  }

  /** Names of the files of a subfolder whose names match, sorted. */
  async list(subdir: string, pattern: RegExp): Promise<string[]> {
    try {
      const names = await readdir(path.join(this.root, subdir));
      return names.filter((n) => pattern.test(n)).sort();
    } catch {
      return [];
    }
  }
}

export interface EmbeddedImage {
  uri: string;
  mime: string;
  width?: number;
  height?: number;
}

/** A `data:` URI for image bytes of a known format (PNG, JPEG, GIF, WebP), or undefined. */
export function imageDataUri(bytes: Buffer): EmbeddedImage | undefined {
  const mime = sniffImage(bytes);
  if (mime === undefined) return undefined;
  const image: EmbeddedImage = { uri: `data:${mime};base64,${bytes.toString("base64")}`, mime };
  if (mime === "image/png" && bytes.length >= 24) {
    image.width = bytes.readUInt32BE(16);
    image.height = bytes.readUInt32BE(20);
  }
  return image;
}

function sniffImage(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "GIF8") return "image/gif";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  return undefined;
}

/** `1.2 MiB`, `340 KiB`, `12 B`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
