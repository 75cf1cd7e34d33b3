import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";

/** RFC 4122 name-based UUID (version 5, SHA-1), as Python's `uuid.uuid5`. */
export function uuid5(namespace: string, name: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Where downloads come from: local folders only, never the network. Each folder may hold, tried in this
 * order for a URL:
 *  1. `urls.json`, a map from URL to a file path relative to that folder;
 *  2. a file named the URL's SHA-256 (hex), optionally followed by `_<file name>`;
 *  3. OSWorld's own host cache layout: `<task id>/<uuid5(NAMESPACE_URL, url)>_<basename of the guest path>`
 *     (download) or `<task id>/<dest>` (cloud_file), so a pre-filled OSWorld `cache/` folder works as is;
 *  4. for Hugging Face dataset URLs (`…/datasets/<org>/<repo>/resolve/<rev>/<rest>`): `<rest>`, so a clone
 *     of the file-cache dataset (e.g. xlangai/ubuntu_osworld_file_cache) works as is.
 */
export class UrlCache {
  private readonly maps = new Map<string, Record<string, string> | null>();

  constructor(readonly dirs: readonly string[]) {}

  /** The cache folders for a task: the configured ones, then `osworld-cache/` beside the task file. */
  static forTask(configured: readonly string[], taskDir: string): UrlCache {
    const beside = path.join(taskDir, "osworld-cache");
    return new UrlCache([...configured, ...(existsSync(beside) ? [beside] : [])]);
  }

  /** The cached file for a URL, or a ConfigError that names the URL and every place looked at. */
  resolve(url: string, context: { taskId: string; fileName?: string }): string {
    const looked: string[] = [];
    for (const dir of this.dirs) {
      for (const candidate of this.candidates(dir, url, context)) {
        looked.push(candidate);
        if (isFile(candidate)) return candidate;
      }
    }
    throw new ConfigError(
      `no cached copy of ${url} (desktest never downloads; looked for ${looked.length ? looked.join(", ") : "nothing: no cache folder is configured"})`,
      {
        hint: `put the file in an OSWorld cache folder (DESKTEST_OSWORLD_CACHE=<dir>, or osworld-cache/ beside the task), named ${sha256Hex(url)} or mapped in its urls.json; see docs/osworld.md`,
      },
    );
  }

  private candidates(dir: string, url: string, context: { taskId: string; fileName?: string }): string[] {
    const out: string[] = [];
    const map = this.urlMap(dir);
    if (map?.[url] !== undefined) out.push(path.resolve(dir, map[url]));
    const hash = sha256Hex(url);
    const urlBase = safeBase(decodeURIComponent(new URL(url, "http://x/").pathname.split("/").pop() ?? ""));
    out.push(path.join(dir, hash));
    if (urlBase) out.push(path.join(dir, `${hash}_${urlBase}`));
    if (context.fileName) {
      out.push(path.join(dir, context.taskId, `${uuid5(NAMESPACE_URL, url)}_${safeBase(context.fileName)}`));
      out.push(path.join(dir, context.taskId, safeBase(context.fileName)));
    }
    const hf = /^https?:\/\/(?:www\.)?huggingface\.co\/datasets\/[^/]+\/[^/]+\/resolve\/[^/]+\/(.+)$/.exec(
      url.split(/[?#]/)[0]!,
    );
    if (hf) {
      const rest = decodeURIComponent(hf[1]!);
      if (!rest.split("/").includes("..")) out.push(path.join(dir, rest));
    }
    return out;
  }

  private urlMap(dir: string): Record<string, string> | null {
    if (!this.maps.has(dir)) {
      const file = path.join(dir, "urls.json");
      let map: Record<string, string> | null = null;
      if (isFile(file)) {
        try {
          const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
          if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
            map = Object.fromEntries(
              Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"),
            );
        } catch (error) {
          throw new ConfigError(`${file} is not a JSON object of URL -> file: ${(error as Error).message}`);
        }
      }
      this.maps.set(dir, map);
    }
    return this.maps.get(dir) ?? null;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A path's last segment, never `..` or empty (cache names must stay inside their folder). */
function safeBase(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, "/"));
  return base === ".." || base === "." ? "" : base;
}
