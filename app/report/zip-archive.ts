import yauzl, { type Entry, type ZipFile } from "yauzl";

/** Limits that keep a hostile artifact from exhausting memory or disk. */
export const ZIP_LIMITS = {
  entries: 50_000,
  /** Largest single entry read into memory. */
  entryBytes: 64 * 1024 * 1024,
};

export class ZipFormatError extends Error {
  override name = "ZipFormatError";
}

/**
 * A zip file on disk, opened once: its central directory is indexed by normalised path and entries
 * are read on demand (the artifacts GitHub serves are zips written by a streaming writer, with data
 * descriptors, so the central directory is the only reliable index). Names with `..`, absolute paths or
 * backslashes never resolve.
 */
export class ZipArchive {
  private readonly zip: ZipFile;
  private readonly entries: Map<string, Entry>;

  private constructor(zip: ZipFile, entries: Map<string, Entry>) {
    this.zip = zip;
    this.entries = entries;
  }

  static async open(file: string): Promise<ZipArchive> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: true });
    } catch (error) {
      throw new ZipFormatError(`not a readable zip: ${(error as Error).message}`, { cause: error });
    }
    const entries = new Map<string, Entry>();
    try {
      if (zip.entryCount > ZIP_LIMITS.entries) {
        throw new ZipFormatError(`too many entries (${zip.entryCount} > ${ZIP_LIMITS.entries})`);
      }
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith("/")) continue;
        const name = normaliseEntryPath(entry.fileName);
        if (name) entries.set(name, entry);
      }
    } catch (error) {
      zip.close();
      if (error instanceof ZipFormatError) throw error;
      throw new ZipFormatError(`corrupt zip: ${(error as Error).message}`, { cause: error });
    }
    return new ZipArchive(zip, entries);
  }

  /** Every file path in the archive (normalised). */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    const key = normaliseEntryPath(name);
    return key !== null && this.entries.has(key);
  }

  /** The bytes of one entry, or null when the archive has no such file. */
  async read(name: string, maxBytes = ZIP_LIMITS.entryBytes): Promise<Buffer | null> {
    const key = normaliseEntryPath(name);
    const entry = key === null ? undefined : this.entries.get(key);
    if (!entry) return null;
    if (entry.uncompressedSize > maxBytes) {
      throw new ZipFormatError(`${key} is too large (${entry.uncompressedSize} bytes > ${maxBytes})`);
    }
    // yauzl checks the decompressed length against the directory's size (validateEntrySizes).
    const stream = await this.zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        stream.destroy();
        throw new ZipFormatError(`${key} inflates past ${maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks, total);
  }

  close(): void {
    this.zip.close();
  }
}

/**
 * A report-relative or zip path in canonical form (`a/b/c.png`), or null when it would leave the
 * archive's root: absolute, drive-letter, backslash or `..` paths. `./` segments are dropped.
 */
export function normaliseEntryPath(name: string): string | null {
  if (name.length === 0 || name.length > 1024) return null;
  if (name.includes("\\") || name.includes("\0") || name.startsWith("/") || /^[A-Za-z]:/.test(name)) {
    return null;
  }
  const parts: string[] = [];
  for (const part of name.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") return null;
    parts.push(part);
  }
  return parts.length === 0 ? null : parts.join("/");
}
