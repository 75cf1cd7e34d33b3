import { STATUS_CODES } from "node:http";
import { LlmError, type LlmErrorKind } from "./llm-provider.ts";
import { keepText } from "../../util/cut-text.ts";
import { Redactor } from "../../secrets/redactor.ts";
import { untrustedCertificateIn } from "../../network/untrusted-certificate-error.ts";

/** The subset of `fetch` the providers use (inject one in a test; proxies and CAs are the global dispatcher's, src/network/). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The error body kept in `LlmError.details.body` (the message itself shows at most 500 characters). */
const MAX_DETAIL_BODY = 4000;
const MAX_MESSAGE_BODY = 500;

/** The secrets (API keys) removed from a text, by the one Redactor every written file passes through. */
export function scrub(text: string, secrets: readonly string[]): string {
  return new Redactor(secrets).redact(text);
}

/** The reference's body excerpt: at most 500 characters, then `... (truncated)`. */
export function truncateBody(body: string, max = MAX_MESSAGE_BODY): string {
  return keepText(body, max, "... (truncated)");
}

let fetchLoaded = false;

/**
 * Node loads its `fetch` (undici) on first use, 20-300 ms on a busy runner: load it while the desktop
 * starts (a provider is made before it), not on the model's first request. A data: URL: no network.
 */
function loadFetch(): void {
  if (fetchLoaded) return;
  fetchLoaded = true;
  void fetch("data:,")
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

export interface PostJsonOptions {
  /** `Anthropic`, `OpenAI`, …: the first word of every error message. */
  label: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
  fetch: FetchLike;
  /** Never shown in an error: scrubbed from bodies and transport messages. */
  secrets: readonly string[];
}

export interface JsonReply {
  status: number;
  headers: Headers;
  json: unknown;
  requestId?: string;
}

/**
 * One LLM API endpoint with its key: POSTs JSON with the provider's auth headers, the caller's extra
 * headers and the JSON content headers; the key is a secret in every error it raises.
 */
export class JsonApi {
  readonly secrets: readonly string[];
  readonly #headers: Record<string, string>;
  readonly #fetch: FetchLike;

  constructor(
    readonly label: string,
    readonly url: string,
    apiKey: string,
    auth: Record<string, string>,
    options: { headers?: Record<string, string>; fetch?: FetchLike } = {},
  ) {
    this.secrets = [apiKey];
    this.#headers = {
      ...options.headers,
      ...auth,
      "content-type": "application/json",
      accept: "application/json",
    };
    this.#fetch = options.fetch ?? ((target, init) => fetch(target, init));
    if (!options.fetch) loadFetch();
  }

  post(body: unknown, signal?: AbortSignal): Promise<JsonReply> {
    return postJson({
      label: this.label,
      url: this.url,
      headers: this.#headers,
      body,
      ...(signal ? { signal } : {}),
      fetch: this.#fetch,
      secrets: this.secrets,
    });
  }
}

/** POST a JSON body and read a JSON reply; every failure becomes a classified LlmError. */
export async function postJson(options: PostJsonOptions): Promise<JsonReply> {
  const { label, signal, secrets } = options;
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: "POST",
      headers: options.headers,
      body: JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    throw transportError(label, error, signal, secrets);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(label, error, signal, secrets);
  }
  const requestId = requestIdOf(response.headers);
  if (!response.ok) throw httpError(label, response.status, response.headers, text, secrets);
  try {
    return {
      status: response.status,
      headers: response.headers,
      json: JSON.parse(text) as unknown,
      requestId,
    };
  } catch {
    throw unexpectedReply(label, "a reply that is not JSON", response.status, text, secrets, requestId);
  }
}

/** A 2xx reply whose content is not what the API promises (proxies, gateways): retried as a server fault. */
export function unexpectedReply(
  label: string,
  what: string,
  status: number,
  text: string,
  secrets: readonly string[],
  requestId?: string,
): LlmError {
  const body = scrub(text, secrets);
  return new LlmError(
    `${label} API returned ${what} (${statusLine(status)}): ${truncateBody(body)}`,
    "server",
    withoutUndefined({ status, body: body.slice(0, MAX_DETAIL_BODY), requestId }),
  );
}

function requestIdOf(headers: Headers): string | undefined {
  return headers.get("request-id") ?? headers.get("x-request-id") ?? undefined;
}

function statusLine(status: number): string {
  const reason = STATUS_CODES[status] ?? (status === 529 ? "Overloaded" : undefined);
  return reason ? `${status} ${reason}` : String(status);
}

/**
 * A non-2xx reply as the reference words it:
 * `<Label> API error (<status> <reason>[; retry-after: <v>]): <body ≤500 chars>`.
 */
export function httpError(
  label: string,
  status: number,
  headers: Headers,
  text: string,
  secrets: readonly string[],
  now = Date.now(),
): LlmError {
  const body = scrub(text, secrets);
  const info = errorInfo(body);
  const kind = classifyHttpError(status, info, body);
  const retryAfter = headers.get("retry-after");
  const shown = retryAfter ? `; retry-after: ${scrub(retryAfter, secrets)}` : "";
  const retryAfterMs = retryAfterMsFrom(headers, status, now);
  return new LlmError(
    `${label} API error (${statusLine(status)}${shown}): ${truncateBody(body)}`,
    kind,
    withoutUndefined({
      status,
      retryAfterMs,
      body: body.slice(0, MAX_DETAIL_BODY),
      requestId: requestIdOf(headers),
    }),
  );
}

/** What an error body says, for both APIs' shapes (and Gemini's list-wrapped one). */
export interface ErrorInfo {
  type?: string;
  code?: string;
  message?: string;
}

export function errorInfo(body: string): ErrorInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (Array.isArray(parsed)) parsed = parsed[0];
  return errorInfoOf(parsed);
}

/** `{type:"error", error:{type, message}}` (Anthropic) or `{error:{message, type, code}}` (OpenAI & co.). */
export function errorInfoOf(value: unknown): ErrorInfo {
  if (!isRecord(value)) return {};
  const error = isRecord(value.error) ? value.error : value;
  const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
  return withoutUndefined({
    type: text(error.type) ?? text(error.status),
    code: text(error.code),
    message: text(error.message),
  });
}

/** Phrases of the two APIs' (and compatibles') context-length errors, lower-cased. */
const CONTEXT_PHRASES = [
  "context_length_exceeded",
  "context length",
  "maximum context length",
  "prompt is too long",
  "maximum number of tokens",
  "context window",
  "context limit",
  "token limit",
  "too many tokens",
  "input is too long",
  "request too large",
];

/** True when an error text says the prompt no longer fits the model (the agent then drops history). */
export function mentionsContextLength(text: string): boolean {
  const lower = text.toLowerCase();
  return CONTEXT_PHRASES.some((phrase) => lower.includes(phrase));
}

/**
 * The kind of a non-2xx reply. Context length first (a 400, a 413 payload too large, or OpenAI's 429
 * "Request too large … must be reduced": no retry can fix those, dropping history can); then
 * overloaded (529 / overloaded_error), rate limit (429), auth (401/403), request timeout (408),
 * transient conflicts (409 lock timeouts, 425), every 5xx; other 4xx are the caller's fault.
 */
export function classifyHttpError(status: number, info: ErrorInfo, body: string): LlmErrorKind {
  const said = `${info.code ?? ""} ${info.type ?? ""} ${info.message ?? body}`;
  if (status === 413) return "context_length";
  if (status === 429 && /request too large/i.test(said)) return "context_length";
  if (status >= 400 && status < 500 && ![401, 403, 404, 408, 409, 429].includes(status)) {
    if (mentionsContextLength(said)) return "context_length";
  }
  if (status === 529 || info.type === "overloaded_error") return "overloaded";
  if (status === 429 || info.type === "rate_limit_error") return "rate_limit";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status === 409) return /lock/i.test(said) ? "server" : "client";
  if (status === 425 || status >= 500) return "server";
  return "client";
}

/**
 * How long the server asks us to wait: `retry-after-ms`, then `Retry-After` (seconds, optionally with
 * `s`, or an HTTP date), then, on a 429 from Anthropic, the latest `anthropic-ratelimit-*-reset` of the
 * limits that are exhausted (remaining 0).
 */
export function retryAfterMsFrom(headers: Headers, status: number, now = Date.now()): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.round(Number(ms));
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const parsed = parseRetryAfter(retryAfter, now);
    if (parsed !== undefined) return parsed;
  }
  if (status !== 429) return undefined;
  let latest: number | undefined;
  for (const limit of ["requests", "tokens", "input-tokens", "output-tokens"]) {
    const remaining = headers.get(`anthropic-ratelimit-${limit}-remaining`);
    const reset = headers.get(`anthropic-ratelimit-${limit}-reset`);
    if (remaining === null || reset === null || Number(remaining) !== 0) continue;
    const at = Date.parse(reset);
    if (Number.isNaN(at)) continue;
    latest = Math.max(latest ?? 0, at - now);
  }
  return latest === undefined ? undefined : Math.max(0, latest);
}

/** `7`, `7s`, `1.5` (seconds) or an HTTP date; undefined when unreadable. */
export function parseRetryAfter(value: string, now = Date.now()): number | undefined {
  const trimmed = value.trim();
  const seconds = /^(\d+(?:\.\d+)?)\s*s?$/i.exec(trimmed);
  if (seconds) return Math.round(Number(seconds[1]) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A fetch that threw: an abort (the attempt timeout or the caller) or a transport failure. */
export function transportError(
  label: string,
  error: unknown,
  signal: AbortSignal | undefined,
  secrets: readonly string[],
): LlmError {
  if (signal?.aborted || isAbort(error)) {
    const reason = signal?.reason instanceof Error ? `: ${signal.reason.message}` : "";
    return new LlmError(
      scrub(`${label} API request aborted${reason}`, secrets),
      "timeout",
      {},
      { cause: error },
    );
  }
  // An untrusted certificate stays untrusted on every retry: the run ends at once with what to set.
  const kind = untrustedCertificateIn(error) ? "client" : "network";
  return new LlmError(scrub(`${label} API request failed: ${describeCause(error)}`, secrets), kind, {});
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** `fetch failed: connect ECONNREFUSED 127.0.0.1:9` — the error and its causes. */
function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      const text = current.message || (typeof code === "string" ? code : current.name);
      if (text && !parts.includes(text)) parts.push(text);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(": ") || "unknown error";
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `base` without trailing slashes. */
export function trimSlashes(base: string): string {
  return base.replace(/\/+$/, "");
}
