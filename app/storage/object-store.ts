import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { StorageConfig } from "../config.ts";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where the app keeps the images and pages it serves. Keys are content hashes plus an extension
 * (`<sha256>.png`), so a put of the same bytes is a no-op and a key never changes meaning.
 */
export interface ObjectStore {
  put(body: Buffer, extension: "png" | "webp" | "html" | "json"): Promise<string>;
  get(key: string): Promise<StoredObject | null>;
}

/** A backend the App prunes (object-ledger.ts). */
export interface PrunableStore extends ObjectStore {
  /** Remove an object; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  webp: "image/webp",
  html: "text/html; charset=utf-8",
  json: "application/json",
};

const KEY_PATTERN = /^[0-9a-f]{64}\.(png|webp|html|json)$/;

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function keyFor(body: Buffer, extension: string): string {
  return `${createHash("sha256").update(body).digest("hex")}.${extension}`;
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** Objects as files under one folder, two hex digits of fan-out. */
export class FileObjectStore implements PrunableStore {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async put(body: Buffer, extension: "png" | "webp" | "html" | "json"): Promise<string> {
    const key = keyFor(body, extension);
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return key;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    try {
      return { body: await readFile(this.#file(key)), contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (isObjectKey(key)) await rm(this.#file(key), { force: true });
  }

  #file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, …), path-style addressing, SigV4. */
export class S3ObjectStore implements PrunableStore {
  readonly #client: AwsClient;

  private readonly options: Extract<StorageConfig, { kind: "s3" }>;

  constructor(options: Extract<StorageConfig, { kind: "s3" }>) {
    this.options = options;
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
      retries: 3,
    });
  }

  async put(body: Buffer, extension: "png" | "webp" | "html" | "json"): Promise<string> {
    const key = keyFor(body, extension);
    const response = await this.#client.fetch(this.#url(key), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "content-type": contentTypeOf(key) },
    });
    if (!response.ok) {
      throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text().catch(() => "")}`);
    }
    return key;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    const response = await this.#client.fetch(this.#url(key), { method: "GET" });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOf(key) };
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    const response = await this.#client.fetch(this.#url(key), { method: "DELETE" });
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
  }

  #url(key: string): string {
    const { endpoint, bucket, prefix } = this.options;
    return `${endpoint}/${encodeURIComponent(bucket)}/${prefix}${key}`;
  }
}

export function createObjectStore(config: StorageConfig): PrunableStore {
  return config.kind === "s3" ? new S3ObjectStore(config) : new FileObjectStore(config.dir);
}
