import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, expiring URLs for the images and pages the app serves without login (GitHub's image proxy
 * fetches check-run images anonymously). The signature is HMAC-SHA256 over the path and the expiry,
 * so neither can be changed, and it is checked in constant time.
 */
export class UrlSigner {
  readonly #key: Buffer;
  private readonly publicUrl: string;
  private readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(secret: string, publicUrl: string, ttlSeconds: number, now: () => number = Date.now) {
    this.#key = Buffer.from(secret, "utf8");
    this.publicUrl = publicUrl;
    this.ttlSeconds = ttlSeconds;
    this.now = now;
  }

  /** `publicUrl + path?exp=…&sig=…`; `path` must start with a slash. */
  sign(path: string, ttlSeconds = this.ttlSeconds): string {
    if (!path.startsWith("/")) throw new Error(`a signed path must start with '/': ${path}`);
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    return `${this.publicUrl}${path}?exp=${exp}&sig=${this.#mac(path, exp)}`;
  }

  /** Whether a request for `path` with these query parameters is signed and not expired. */
  verify(path: string, query: URLSearchParams): "ok" | "expired" | "bad-signature" {
    const expText = query.get("exp") ?? "";
    const sig = query.get("sig") ?? "";
    if (!/^\d{1,12}$/.test(expText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return "bad-signature";
    const exp = Number(expText);
    const expected = Buffer.from(this.#mac(path, exp), "utf8");
    const given = Buffer.from(sig, "utf8");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad-signature";
    return exp * 1000 > this.now() ? "ok" : "expired";
  }

  /** Seconds left before the URL for this `exp` expires (for Cache-Control). */
  remainingSeconds(query: URLSearchParams): number {
    return Math.max(0, Number(query.get("exp") ?? 0) - Math.floor(this.now() / 1000));
  }

  #mac(path: string, exp: number): string {
    return createHmac("sha256", this.#key).update(`${path}\n${exp}`, "utf8").digest("base64url");
  }
}
