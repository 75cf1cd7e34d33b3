import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** GitHub caps webhook payloads at 25 MB; anything larger is not from GitHub. */
export const MAX_WEBHOOK_BYTES = 25 * 1024 * 1024;

export interface WebhookDelivery {
  id: string;
  name: string;
  payload: unknown;
}

export interface WebhookReceiverOptions {
  path: string;
  secret: string;
  /** Hands a verified delivery to the app (Probot's `receive`). */
  receive: (delivery: WebhookDelivery) => Promise<void>;
  /** One line per event, never a payload. */
  log: { warn: (fields: object, message: string) => void; error: (fields: object, message: string) => void };
  maxBytes?: number;
  /** Bytes of unverified bodies held at once, across requests (beyond it: 503 with Retry-After). */
  inflightBytes?: number;
  /** Requests whose body is being read and verified at once (beyond it: 503 with Retry-After). */
  inflightRequests?: number;
  /** Rejections logged per reason per window (the rest counted and reported with the next line). */
  rejectLogWindowMs?: number;
  now?: () => number;
}

/** Defaults of the unverified-bytes budget: a few GitHub-sized deliveries at once. */
export const INFLIGHT_BYTES = 64 * 1024 * 1024;
export const INFLIGHT_REQUESTS = 32;
/** Seconds a sender refused for load is asked to wait. */
const RETRY_AFTER_S = 5;

/**
 * GitHub's webhook endpoint, bounded: a body over `maxBytes` is refused with 413 before it is read (by
 * its Content-Length) or as soon as it passes the limit (chunked). Bodies not yet verified share one
 * budget of bytes and requests: a request that would pass it (by its Content-Length before it is read,
 * or as its chunks arrive) is answered 503 with Retry-After, so a flood of unsigned bodies holds at most
 * the budget in memory. The HMAC-SHA256 signature is computed as the bytes arrive and checked before
 * anything parses them; rejected deliveries are logged as one line without their payload, at most one
 * per reason per window. Returns false for requests that are not for this path.
 */
export function createWebhookReceiver(options: WebhookReceiverOptions) {
  const maxBytes = options.maxBytes ?? MAX_WEBHOOK_BYTES;
  const budget = new InflightBudget(
    options.inflightBytes ?? INFLIGHT_BYTES,
    options.inflightRequests ?? INFLIGHT_REQUESTS,
  );
  const reject = rejectionLog(options.log, options.rejectLogWindowMs ?? 10_000, options.now ?? Date.now);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== options.path) return false;
    const refuse = (status: number, reason: string, fields: object = {}) => {
      reject(reason, { status, delivery: headerOf(req, "x-github-delivery")?.slice(0, 100), ...fields });
      answer(res, status, reason);
    };
    if (req.method !== "POST") {
      res.setHeader("allow", "POST");
      refuse(405, "webhooks are POST requests");
      return true;
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      refuse(413, `payload larger than ${maxBytes} bytes`, { bytes: declared });
      return true;
    }
    const name = headerOf(req, "x-github-event");
    const id = headerOf(req, "x-github-delivery");
    const signature = headerOf(req, "x-hub-signature-256");
    if (!name || !id || !signature) {
      refuse(400, "missing x-github-event, x-github-delivery or x-hub-signature-256");
      return true;
    }
    const busy = () => {
      res.setHeader("retry-after", String(RETRY_AFTER_S));
      refuse(503, "too many unverified webhook bytes in flight; retry later", {
        inflight: budget.bytes,
        requests: budget.requests,
      });
    };
    const claim = budget.open(Number.isFinite(declared) ? declared : 0);
    if (!claim) {
      busy();
      return true;
    }
    let read: Awaited<ReturnType<typeof readVerifying>>;
    try {
      read = await readVerifying(req, maxBytes, options.secret, claim);
    } finally {
      claim.release();
    }
    if (read === "too-large") {
      refuse(413, `payload larger than ${maxBytes} bytes`);
      return true;
    }
    if (read === "over-budget") {
      busy();
      return true;
    }
    if (read === "aborted") return true;
    const { body, digest } = read;
    if (!digestMatches(digest, signature)) {
      refuse(401, "signature does not match the webhook secret");
      return true;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString("utf8"));
    } catch {
      refuse(400, "signed payload is not JSON");
      return true;
    }
    try {
      await options.receive({ id: id.slice(0, 100), name: name.slice(0, 100), payload });
      answer(res, 200, "ok");
    } catch (error) {
      options.log.error(
        { err: error, delivery: id.slice(0, 100), event: name.slice(0, 100) },
        "webhook handler failed",
      );
      answer(res, 500, "handler failed");
    }
    return true;
  };
}

/** GitHub's `sha256=<hex>` HMAC of the raw body, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string): boolean {
  return digestMatches(createHmac("sha256", secret).update(body).digest(), header);
}

function digestMatches(expected: Buffer, header: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(expected, Buffer.from(match[1]!, "hex"));
}

/** One request's share of the budget: what it has reserved, grown as its body arrives. */
interface InflightClaim {
  /** Reserve `total` bytes in all for this request; false when the budget cannot hold them. */
  grow(total: number): boolean;
  release(): void;
}

/** Bytes and requests of bodies being read and not yet verified, across every request. */
class InflightBudget {
  bytes = 0;
  requests = 0;
  readonly maxBytes: number;
  readonly maxRequests: number;
  constructor(maxBytes: number, maxRequests: number) {
    this.maxBytes = maxBytes;
    this.maxRequests = maxRequests;
  }

  /** A claim of `declared` bytes to start with, or undefined when the budget is spent. */
  open(declared: number): InflightClaim | undefined {
    if (this.requests >= this.maxRequests || this.bytes + declared > this.maxBytes) return undefined;
    this.requests += 1;
    this.bytes += declared;
    let held = declared;
    let open = true;
    return {
      grow: (total) => {
        if (!open || total <= held) return open;
        if (this.bytes + (total - held) > this.maxBytes) return false;
        this.bytes += total - held;
        held = total;
        return true;
      },
      release: () => {
        if (!open) return;
        open = false;
        this.requests -= 1;
        this.bytes -= held;
      },
    };
  }
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === "string" && value ? value : undefined;
}

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return;
  if (status >= 400) {
    res.setHeader("connection", "close");
    keepOpenUntilRead(res);
  }
  res.writeHead(status, { "content-type": "text/plain" });
  res.end(text);
}

/** Bytes a refused body may still be read (and dropped) before reading stops. */
const DISCARD_BYTES = 64 * 1024 * 1024;
/** How long a refused sender has to read the answer and close before the connection is cut. */
const LINGER_MS = 10_000;

/**
 * The connection of a refused request, closed without resetting it under the sender. Node ends a
 * `connection: close` answer by destroying the socket as soon as the answer is written; a sender still
 * sending then meets a reset, and its write error can come before it has read the answer, so that it
 * sees no HTTP status at all (what one of four concurrent 1 GiB senders saw). Instead the socket is
 * half-closed after the answer (FIN), what the sender still sends is dropped up to DISCARD_BYTES, then
 * reading stops (TCP holds the sender back: a pause, never an error), and the socket is destroyed when
 * the sender closes its side or after LINGER_MS. The body is taken over here before the answer is
 * written: a request nobody reads when its answer finishes is drained by Node's server itself, past any
 * bound, until the linger ends.
 */
function keepOpenUntilRead(res: ServerResponse): void {
  const req = res.req;
  const socket = req.socket;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  // (pausing the request, not the socket: Node's HTTP parser reads the socket itself, and stops once the
  // paused request's buffer is full)
  let dropped = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_BYTES) req.pause();
  });
  req.resume();
  res.on("finish", () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
  });
}

type ReadOutcome = { body: Buffer; digest: Buffer } | "too-large" | "over-budget" | "aborted";

/**
 * The body and its HMAC (computed as the chunks arrive), or "too-large" as soon as it passes `max`
 * bytes, or "over-budget" as soon as the unverified-bytes budget cannot hold it (nothing is kept then).
 */
function readVerifying(
  req: IncomingMessage,
  max: number,
  secret: string,
  claim: InflightClaim,
): Promise<ReadOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const hmac = createHmac("sha256", secret);
    let size = 0;
    let done = false;
    const finish = (value: ReadOutcome) => {
      if (done) return;
      done = true;
      if (typeof value === "string") chunks.length = 0;
      resolve(value);
    };
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) return finish("too-large");
      if (!claim.grow(size)) return finish("over-budget");
      hmac.update(chunk);
      chunks.push(chunk);
    });
    req.on("end", () => finish({ body: Buffer.concat(chunks, size), digest: hmac.digest() }));
    req.on("error", () => finish("aborted"));
    req.on("close", () => finish("aborted"));
  });
}

/** One warn line per rejection reason per window; the count of lines held back goes into the next one. */
function rejectionLog(log: WebhookReceiverOptions["log"], windowMs: number, now: () => number) {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (reason: string, fields: object) => {
    const entry = last.get(reason);
    const time = now();
    if (entry && time - entry.at < windowMs) {
      entry.suppressed += 1;
      return;
    }
    const suppressed = entry?.suppressed ?? 0;
    last.set(reason, { at: time, suppressed: 0 });
    log.warn({ ...fields, ...(suppressed ? { suppressed } : {}) }, `webhook rejected: ${reason}`);
  };
}
