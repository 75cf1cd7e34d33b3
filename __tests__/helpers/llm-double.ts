/**
 * A local stand-in for the LLM APIs: a real HTTP server on 127.0.0.1 that speaks Anthropic's Messages API
 * (`POST /v1/messages`, streamed or not), OpenAI's Chat Completions (`POST …/chat/completions`) and
 * OpenAI's Responses API (`POST …/responses`, streamed or not: the Codex CLI's wire format) the way the real
 * services do — it checks headers, body shape, roles and images, rejects malformed requests with the
 * vendor's own error shape, and answers well-formed ones with the vendor's own reply shape. What it
 * answers is up to a policy that sees a neutral view of each request and may reply with text (e.g.
 * PyAutoGUI code derived from the a11y tree in the prompt) or script a failure (429 + Retry-After, 529,
 * 500, context length, a slow reply, a hang-up). Every request is recorded for assertions.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { Socket } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import { onTestFinished } from "vitest";

/** Anthropic Messages, OpenAI Chat Completions, OpenAI Responses (`POST /v1/responses`, what codex speaks). */
export type WireFormat = "anthropic" | "openai" | "responses";

export interface NeutralImage {
  mediaType: string;
  bytes: Buffer;
}

export interface NeutralMessage {
  role: string;
  texts: string[];
  images: NeutralImage[];
}

/** What a policy sees: the same for both wire formats. */
export interface NeutralRequest {
  format: WireFormat;
  model: string;
  /** System prompt(s) joined with a blank line ("" when none). */
  system: string;
  /** User and assistant turns (system turns of OpenAI requests are folded into `system`). */
  messages: NeutralMessage[];
  /** `max_tokens` (or OpenAI `max_completion_tokens`). */
  maxTokens?: number;
  path: string;
  /** Lower-cased request headers. */
  headers: Record<string, string>;
  /** The JSON body as received. */
  body: Record<string, unknown>;
  /** `performance.now()` when the request reached the double (before its body was read and checked). */
  receivedAt: number;
}

export interface UsageSpec {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** A successful answer. */
export interface ReplySpec {
  text: string;
  /** Overrides of the estimated token counts. */
  usage?: Partial<UsageSpec>;
  stopReason?: string;
  /** The model id the reply names (default: the requested one). */
  model?: string;
  /** Wait this long before answering (a slow model). */
  delayMs?: number;
  headers?: Record<string, string>;
}

/** A scripted failure: the status, headers and (unless given) the format's real error body. */
export interface ScriptedFailure {
  status: number;
  headers?: Record<string, string>;
  /** The exact body (an object is sent as JSON); omitted: the format's error shape for `status`. */
  body?: unknown;
  /** Error `type` (Anthropic) / `type` (OpenAI) in the generated body. */
  errorType?: string;
  /** OpenAI `code` in the generated body. */
  code?: string;
  message?: string;
  /** Generate the format's real context-length error (and status 400 unless given). */
  contextLength?: boolean;
  delayMs?: number;
}

/** Close the connection without answering (a transport failure). */
export interface HangUp {
  hangUp: true;
  delayMs?: number;
}

export type PolicyResult = string | ReplySpec | ScriptedFailure | HangUp;
/** `index` is the 0-based number of the well-formed request (the policy's own call count). */
export type LlmPolicy = (request: NeutralRequest, index: number) => PolicyResult | Promise<PolicyResult>;

export interface RecordedRequest {
  format: WireFormat | "unknown";
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON when the body parses, else the raw text. */
  body: unknown;
  /** Set when the request was well-formed and reached the policy. */
  neutral?: NeutralRequest;
  /** The status the double answered (0 for a hang-up or a client that went away). */
  status: number;
  /** Why the double rejected a malformed request. */
  rejection?: string;
}

export interface LlmDoubleOptions {
  policy?: LlmPolicy;
  /** The key requests must carry (default: any non-empty key). */
  apiKey?: string;
  /** Models the double serves (default: any); others get the vendor's 404. */
  models?: readonly string[];
  /** Enforce the older Anthropic rule (first turn user, strict alternation). Default false: the current API
   * accepts consecutive same-role turns (it merges them). */
  strictAlternation?: boolean;
  /** Anthropic's minimum cacheable prefix (1024 tokens for Sonnet/Opus); lower it for small test prompts. */
  minCacheTokens?: number;
  /** Larger bodies get the real 413 request_too_large (default 32 MiB, Anthropic's limit). */
  maxBodyBytes?: number;
  /** The server closes itself after this long even if nobody calls stop() (default 120 s). */
  maxLifetimeMs?: number;
  /** Connections it returns false for are closed before anything is read (e.g. "only through the proxy"). */
  admit?: (socket: Socket) => boolean;
  /** Serve HTTPS with this key and certificate (PEM); `url` is then `https://127.0.0.1:<port>`. */
  tls?: { key: string; cert: string };
}

const ANTHROPIC_TOP_LEVEL = new Set([
  "model",
  "messages",
  "max_tokens",
  "system",
  "metadata",
  "stop_sequences",
  "stream",
  "temperature",
  "top_k",
  "top_p",
  "tools",
  "tool_choice",
  "thinking",
  "service_tier",
  // Sent by Claude Code (with the matching anthropic-beta headers).
  "context_management",
  "output_config",
]);
const RESPONSES_TOP_LEVEL = new Set([
  "model",
  "input",
  "instructions",
  "stream",
  "stream_options",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "reasoning",
  "store",
  "include",
  "prompt_cache_key",
  "text",
  "client_metadata",
  "max_output_tokens",
  "max_tool_calls",
  "temperature",
  "top_p",
  "top_logprobs",
  "metadata",
  "previous_response_id",
  "conversation",
  "truncation",
  "user",
  "service_tier",
  "background",
  "safety_identifier",
  "prompt",
]);
const OPENAI_TOP_LEVEL = new Set([
  "model",
  "messages",
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "n",
  "stream",
  "stream_options",
  "stop",
  "presence_penalty",
  "frequency_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "user",
  "response_format",
  "seed",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "reasoning_effort",
  "service_tier",
  "store",
  "metadata",
  "modalities",
  "prediction",
  "verbosity",
  "prompt_cache_key",
  "safety_identifier",
]);
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

/** Failure helpers for policies. */
export const fail = {
  rateLimit: (
    retryAfterSeconds?: number | string,
    headers: Record<string, string> = {},
  ): ScriptedFailure => ({
    status: 429,
    headers:
      retryAfterSeconds === undefined ? headers : { "retry-after": String(retryAfterSeconds), ...headers },
  }),
  overloaded: (): ScriptedFailure => ({ status: 529 }),
  server: (status = 500): ScriptedFailure => ({ status }),
  contextLength: (): ScriptedFailure => ({ status: 400, contextLength: true }),
  badRequest: (message: string): ScriptedFailure => ({ status: 400, message }),
  status: (status: number, rest: Omit<ScriptedFailure, "status"> = {}): ScriptedFailure => ({
    status,
    ...rest,
  }),
  hangUp: (delayMs?: number): HangUp => ({ hangUp: true, delayMs }),
};

/** A policy answering with the given results in order (the last one repeats). */
export function sequence(...results: PolicyResult[]): LlmPolicy {
  return (_request, index) => {
    const result = results[Math.min(index, results.length - 1)];
    if (result === undefined) throw new Error("sequence() needs at least one result");
    return result;
  };
}

/** The text of the last user turn. */
export function lastUserText(request: NeutralRequest): string {
  const last = [...request.messages].reverse().find((m) => m.role === "user");
  return last ? last.texts.join("\n") : "";
}

/**
 * The accessibility tree the agent put in the last user turn (the fenced block after "accessibility
 * tree"; the last one, when the turn holds a whole conversation as the CLI providers send it).
 */
export function a11yTreeOf(request: NeutralRequest): string | undefined {
  const matches = [
    ...lastUserText(request).matchAll(/accessibility tree[^\n]*\n+```[^\n]*\n([\s\S]*?)\n?```/gi),
  ];
  return matches.at(-1)?.[1];
}

/** The number of images in the request. */
export function imageCount(request: NeutralRequest): number {
  return request.messages.reduce((n, m) => n + m.images.length, 0);
}

/** A valid RGB PNG of one colour (for image tests). */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 90, 200],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The media type the bytes really are, by their magic numbers. */
export function sniffImage(bytes: Buffer): string | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 12 &&
    bytes.toString("ascii", 0, 4) === "RIFF" &&
    bytes.toString("ascii", 8, 12) === "WEBP"
  )
    return "image/webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString("ascii", 0, 6))) return "image/gif";
  return undefined;
}

function decodeBase64Strict(data: string): Buffer | undefined {
  if (data.length === 0 || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return undefined;
  return Buffer.from(data, "base64");
}

function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Anthropic's estimate for an image: width × height / 750 (PNG sizes are read; others count 1000). */
function imageTokens(image: NeutralImage): number {
  if (image.mediaType === "image/png" && image.bytes.length >= 24) {
    return Math.ceil((image.bytes.readUInt32BE(16) * image.bytes.readUInt32BE(20)) / 750);
  }
  return 1000;
}

function randomId(prefix: string, length = 24): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return prefix + Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join("");
}

function maskKey(key: string): string {
  return key.length <= 8
    ? "****"
    : `${key.slice(0, 3)}${"*".repeat(Math.max(4, key.length - 7))}${key.slice(-4)}`;
}

/** One server-sent event: its type and its data (the type is added to the data). */
type SseEvent = [type: string, data: Record<string, unknown>];

/** A text as the deltas a streaming reply sends (a few words each). */
function chunks(text: string): string[] {
  return (
    text
      .match(/\S*\s*/g)
      ?.filter((c) => c !== "")
      .reduce<string[]>((all, word, i) => {
        if (i % 4 === 0) all.push(word);
        else all[all.length - 1] += word;
        return all;
      }, []) ?? []
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export class LlmDouble {
  readonly requests: RecordedRequest[] = [];
  policy: LlmPolicy;
  #server: Server;
  #sockets = new Set<Socket>();
  #pending = new Set<() => void>();
  #cache = new Set<string>();
  #calls = 0;
  #port = 0;
  #stopped = false;
  #lifetime: NodeJS.Timeout | undefined;
  readonly #options: LlmDoubleOptions;

  private constructor(options: LlmDoubleOptions) {
    this.#options = options;
    this.policy = options.policy ?? (() => "DONE");
    const handle = (req: IncomingMessage, res: ServerResponse) => void this.#handle(req, res);
    this.#server = options.tls
      ? createHttpsServer({ keepAliveTimeout: 2000, ...options.tls }, handle)
      : createServer({ keepAliveTimeout: 2000 }, handle);
    const admit = options.admit;
    if (admit)
      this.#server.prependListener("connection", (socket: Socket) => admit(socket) || socket.destroy());
    this.#server.on(options.tls ? "secureConnection" : "connection", (socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
  }

  /** Start a double on 127.0.0.1 with a random port. */
  static async start(options: LlmDoubleOptions = {}): Promise<LlmDouble> {
    const double = new LlmDouble(options);
    await new Promise<void>((resolve, reject) => {
      double.#server.once("error", reject);
      double.#server.listen(0, "127.0.0.1", () => resolve());
    });
    const address = double.#server.address();
    if (!address || typeof address === "string") throw new Error("the LLM double has no TCP address");
    double.#port = address.port;
    double.#server.unref();
    double.#lifetime = setTimeout(() => void double.stop(), options.maxLifetimeMs ?? 120_000);
    double.#lifetime.unref();
    return double;
  }

  /** `http://127.0.0.1:<port>` (`https://127.0.0.1:<port>` with `tls`): the base URL for every provider (both APIs live under `/v1`). */
  get url(): string {
    return this.#options.tls ? `https://127.0.0.1:${this.#port}` : `http://127.0.0.1:${this.#port}`;
  }

  /** Every HTTP request received. */
  get count(): number {
    return this.requests.length;
  }

  /** Well-formed requests that reached the policy. */
  get calls(): NeutralRequest[] {
    return this.requests.flatMap((r) => (r.neutral ? [r.neutral] : []));
  }

  countBy(format: WireFormat): number {
    return this.requests.filter((r) => r.format === format).length;
  }

  /** Forget recorded requests, the call index and the simulated prompt cache. */
  reset(): void {
    this.requests.length = 0;
    this.#calls = 0;
    this.#cache.clear();
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#lifetime);
    for (const cancel of this.#pending) cancel();
    this.#pending.clear();
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    this.#server.closeAllConnections();
    await closed;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  /** Wait, unless the client goes away or the double stops first (then resolve false). */
  #wait(ms: number, res: ServerResponse): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.#pending.delete(cancel);
        res.off("close", cancel);
        resolve(value);
      };
      const cancel = () => done(false);
      const timer = setTimeout(() => done(true), ms);
      this.#pending.add(cancel);
      res.on("close", cancel);
    });
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const format: WireFormat | "unknown" =
      path === "/v1/messages"
        ? "anthropic"
        : path.endsWith("/chat/completions")
          ? "openai"
          : path === "/v1/responses"
            ? "responses"
            : "unknown";
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [
        k.toLowerCase(),
        Array.isArray(v) ? v.join(", ") : (v ?? ""),
      ]),
    );
    const record: RecordedRequest = {
      format,
      method: req.method ?? "",
      path,
      headers,
      body: undefined,
      status: 0,
    };
    this.requests.push(record);
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      record.status = status;
      if (res.destroyed) return;
      const text = typeof body === "string" ? body : JSON.stringify(body);
      res.writeHead(status, {
        "content-type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json",
        ...(format === "openai" || format === "responses"
          ? { "x-request-id": randomId("req_", 32) }
          : { "request-id": randomId("req_") }),
        ...extra,
      });
      res.end(text);
    };
    const reject = (rejection: Rejection) => {
      record.rejection = rejection.message;
      send(rejection.status, this.#errorBody(format, rejection));
    };

    try {
      const raw = await this.#readBody(req);
      if (format === "unknown" || req.method !== "POST") {
        throw new Rejection(404, "not_found_error", `Not Found: ${req.method} ${path}`);
      }
      if (raw === undefined) {
        throw new Rejection(413, "request_too_large", "Request exceeds the maximum allowed number of bytes.");
      }
      const text = raw.toString("utf8");
      try {
        record.body = JSON.parse(text);
      } catch {
        record.body = text;
      }
      const neutral =
        format === "anthropic"
          ? this.#checkAnthropic(headers, record.body)
          : format === "responses"
            ? this.#checkResponses(headers, record.body)
            : this.#checkOpenAi(headers, record.body);
      neutral.path = path;
      neutral.receivedAt = receivedAt;
      record.neutral = neutral;
      const index = this.#calls++;
      const result = await this.policy(neutral, index);
      await this.#answer(format, neutral, result, res, send, record);
    } catch (error) {
      if (error instanceof Rejection) reject(error);
      else
        send(500, this.#errorBody(format, new Rejection(500, "api_error", `LLM double: ${String(error)}`)));
    }
  }

  #readBody(req: IncomingMessage): Promise<Buffer | undefined> {
    const limit = this.#options.maxBodyBytes ?? 32 * 1024 * 1024;
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) tooLarge = true;
        else chunks.push(chunk);
      });
      req.on("end", () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
      req.on("error", reject);
    });
  }

  async #answer(
    format: WireFormat,
    request: NeutralRequest,
    result: PolicyResult,
    res: ServerResponse,
    send: (status: number, body: unknown, extra?: Record<string, string>) => void,
    record: RecordedRequest,
  ): Promise<void> {
    const reply: ReplySpec | ScriptedFailure | HangUp =
      typeof result === "string" ? { text: result } : result;
    if (!(await this.#wait(reply.delayMs ?? 0, res))) {
      if (!res.destroyed) res.destroy();
      return;
    }
    if ("hangUp" in reply) {
      record.status = 0;
      res.socket?.destroy();
      return;
    }
    if ("status" in reply) {
      const body =
        reply.body !== undefined
          ? reply.body
          : this.#errorBody(format, this.#failureRejection(format, request, reply));
      send(reply.status, body, reply.headers);
      return;
    }
    const usage = { ...this.#estimateUsage(format, request, reply.text), ...(reply.usage ?? {}) };
    const model = reply.model ?? request.model;
    if (format === "responses") {
      const message = {
        type: "message",
        id: randomId("msg_", 48),
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text: reply.text, annotations: [], logprobs: [] }],
      };
      const response = {
        id: randomId("resp_", 48),
        object: "response",
        created_at: Math.floor(Date.now() / 1000),
        status: "completed",
        error: null,
        incomplete_details: null,
        instructions: request.body.instructions ?? null,
        model,
        output: [message],
        parallel_tool_calls: request.body.parallel_tool_calls ?? true,
        tool_choice: request.body.tool_choice ?? "auto",
        tools: request.body.tools ?? [],
        usage: {
          input_tokens: usage.inputTokens + usage.cacheReadTokens,
          input_tokens_details: { cached_tokens: usage.cacheReadTokens },
          output_tokens: usage.outputTokens,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: usage.inputTokens + usage.cacheReadTokens + usage.outputTokens,
        },
      };
      if (request.body.stream !== true) {
        send(200, response, reply.headers);
        return;
      }
      const at = { item_id: message.id, output_index: 0, content_index: 0 };
      const part = { type: "output_text", text: "", annotations: [], logprobs: [] };
      const pending = { ...response, status: "in_progress", output: [], usage: null };
      this.#stream(record, res, reply.headers, [
        ["response.created", { response: pending }],
        ["response.in_progress", { response: pending }],
        [
          "response.output_item.added",
          { output_index: 0, item: { ...message, status: "in_progress", content: [] } },
        ],
        ["response.content_part.added", { ...at, part }],
        ...chunks(reply.text).map((delta): SseEvent => [
          "response.output_text.delta",
          { ...at, delta, logprobs: [] },
        ]),
        ["response.output_text.done", { ...at, text: reply.text, logprobs: [] }],
        ["response.content_part.done", { ...at, part: { ...part, text: reply.text } }],
        ["response.output_item.done", { output_index: 0, item: message }],
        ["response.completed", { response }],
      ]);
      return;
    }
    if (format === "anthropic" && request.body.stream === true) {
      const index = 0;
      const content = reply.text === "" ? [] : [reply.text];
      this.#stream(record, res, reply.headers, [
        [
          "message_start",
          {
            message: {
              id: randomId("msg_01"),
              type: "message",
              role: "assistant",
              model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: {
                input_tokens: usage.inputTokens,
                cache_creation_input_tokens: usage.cacheWriteTokens,
                cache_read_input_tokens: usage.cacheReadTokens,
                output_tokens: 1,
                service_tier: "standard",
              },
            },
          },
        ],
        ...content.flatMap((text): SseEvent[] => [
          ["content_block_start", { index, content_block: { type: "text", text: "" } }],
          ["ping", {}],
          ...chunks(text).map((delta): SseEvent => [
            "content_block_delta",
            { index, delta: { type: "text_delta", text: delta } },
          ]),
          ["content_block_stop", { index }],
        ]),
        [
          "message_delta",
          {
            delta: { stop_reason: reply.stopReason ?? "end_turn", stop_sequence: null },
            usage: { output_tokens: usage.outputTokens },
          },
        ],
        ["message_stop", {}],
      ]);
      return;
    }
    if (format === "anthropic") {
      send(
        200,
        {
          id: randomId("msg_01"),
          type: "message",
          role: "assistant",
          model,
          content: reply.text === "" ? [] : [{ type: "text", text: reply.text }],
          stop_reason: reply.stopReason ?? "end_turn",
          stop_sequence: null,
          usage: {
            input_tokens: usage.inputTokens,
            cache_creation_input_tokens: usage.cacheWriteTokens,
            cache_read_input_tokens: usage.cacheReadTokens,
            output_tokens: usage.outputTokens,
            service_tier: "standard",
          },
        },
        reply.headers,
      );
      return;
    }
    const prompt = usage.inputTokens + usage.cacheReadTokens;
    send(
      200,
      {
        id: randomId("chatcmpl-", 29),
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: reply.text, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: reply.stopReason ?? "stop",
          },
        ],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: usage.outputTokens,
          total_tokens: prompt + usage.outputTokens,
          prompt_tokens_details: { cached_tokens: usage.cacheReadTokens, audio_tokens: 0 },
          completion_tokens_details: {
            reasoning_tokens: 0,
            audio_tokens: 0,
            accepted_prediction_tokens: 0,
            rejected_prediction_tokens: 0,
          },
        },
        service_tier: "default",
        system_fingerprint: "fp_llmdouble",
      },
      reply.headers,
    );
  }

  /**
   * A server-sent event stream, as both vendors send it: `event: <type>` and `data: <JSON with that type>`
   * (the Responses API numbers its events with `sequence_number`).
   */
  #stream(
    record: RecordedRequest,
    res: ServerResponse,
    headers: Record<string, string> = {},
    events: SseEvent[],
  ) {
    record.status = 200;
    if (res.destroyed) return;
    const responses = record.format === "responses";
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      ...(responses ? { "x-request-id": randomId("req_", 32) } : { "request-id": randomId("req_") }),
      ...headers,
    });
    events.forEach(([type, data], sequence) => {
      const payload = responses ? { type, sequence_number: sequence, ...data } : { type, ...data };
      res.write(`event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    res.end();
  }

  /** The real error the vendor sends for a scripted status. */
  #failureRejection(format: WireFormat, request: NeutralRequest, failure: ScriptedFailure): Rejection {
    const status = failure.status;
    if (failure.contextLength) {
      return format === "anthropic"
        ? new Rejection(
            status,
            failure.errorType ?? "invalid_request_error",
            failure.message ?? "prompt is too long: 215473 tokens > 200000 maximum",
          )
        : new Rejection(
            status,
            failure.errorType ?? "invalid_request_error",
            failure.message ??
              "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
            failure.code ?? "context_length_exceeded",
            "messages",
          );
    }
    if (format === "anthropic") {
      const [type, message] =
        status === 429
          ? [
              "rate_limit_error",
              "This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.",
            ]
          : status === 529
            ? ["overloaded_error", "Overloaded"]
            : status === 401
              ? ["authentication_error", "invalid x-api-key"]
              : status === 403
                ? ["permission_error", "Your API key does not have permission to use the specified resource."]
                : status === 404
                  ? ["not_found_error", `model: ${request.model}`]
                  : status === 413
                    ? ["request_too_large", "Request exceeds the maximum allowed number of bytes."]
                    : status >= 500
                      ? ["api_error", "Internal server error"]
                      : ["invalid_request_error", "Invalid request"];
      return new Rejection(status, failure.errorType ?? type, failure.message ?? message);
    }
    const [type, code, message] =
      status === 429
        ? [
            "requests",
            "rate_limit_exceeded",
            `Rate limit reached for ${request.model} in organization org-llmdouble on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.`,
          ]
        : status === 401
          ? ["invalid_request_error", "invalid_api_key", "Incorrect API key provided."]
          : status === 404
            ? [
                "invalid_request_error",
                "model_not_found",
                `The model \`${request.model}\` does not exist or you do not have access to it.`,
              ]
            : status === 503 || status === 529
              ? ["server_error", null, "The engine is currently overloaded, please try again later."]
              : status >= 500
                ? [
                    "server_error",
                    null,
                    "The server had an error while processing your request. Sorry about that!",
                  ]
                : ["invalid_request_error", null, "Invalid request"];
    return new Rejection(status, failure.errorType ?? type, failure.message ?? message, failure.code ?? code);
  }

  #errorBody(format: WireFormat | "unknown", rejection: Rejection): unknown {
    if (format === "openai" || format === "responses") {
      return {
        error: {
          message: rejection.message,
          type: rejection.errorType,
          param: rejection.param,
          code: rejection.code,
        },
      };
    }
    return {
      type: "error",
      error: { type: rejection.errorType, message: rejection.message },
      request_id: randomId("req_"),
    };
  }

  #checkKey(given: string | undefined, format: "anthropic" | "openai"): void {
    const expected = this.#options.apiKey;
    if (format === "anthropic") {
      if (!given) throw new Rejection(401, "authentication_error", "x-api-key header is required");
      if (expected !== undefined && given !== expected)
        throw new Rejection(401, "authentication_error", "invalid x-api-key");
      return;
    }
    if (!given) {
      throw new Rejection(
        401,
        "invalid_request_error",
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
      );
    }
    if (expected !== undefined && given !== expected) {
      throw new Rejection(
        401,
        "invalid_request_error",
        `Incorrect API key provided: ${maskKey(given)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        "invalid_api_key",
      );
    }
  }

  #checkModel(model: unknown, format: "anthropic" | "openai"): string {
    if (typeof model !== "string" || model === "") {
      if (format === "anthropic") throw new Rejection(400, "invalid_request_error", "model: Field required");
      throw new Rejection(400, "invalid_request_error", "you must provide a model parameter");
    }
    const models = this.#options.models;
    if (models && !models.includes(model)) {
      if (format === "anthropic") throw new Rejection(404, "not_found_error", `model: ${model}`);
      throw new Rejection(
        404,
        "invalid_request_error",
        `The model \`${model}\` does not exist or you do not have access to it.`,
        "model_not_found",
      );
    }
    return model;
  }

  #checkAnthropic(headers: Record<string, string>, body: unknown): NeutralRequest {
    const bad = (message: string) => new Rejection(400, "invalid_request_error", message);
    this.#checkKey(headers["x-api-key"], "anthropic");
    const version = headers["anthropic-version"];
    if (!version) throw bad("anthropic-version: header is required");
    if (version !== "2023-06-01" && version !== "2023-01-01")
      throw bad(`anthropic-version: invalid version '${version}'`);
    if (!(headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      throw bad("Content-Type must be application/json");
    }
    if (!isRecord(body)) {
      throw bad("There was an error parsing the body of your request. Please make sure it is valid JSON.");
    }
    for (const key of Object.keys(body))
      if (!ANTHROPIC_TOP_LEVEL.has(key)) throw bad(`${key}: Extra inputs are not permitted`);
    const model = this.#checkModel(body.model, "anthropic");
    if (body.max_tokens === undefined) throw bad("max_tokens: Field required");
    if (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1) {
      throw bad("max_tokens: Input should be a valid integer greater than or equal to 1");
    }
    if (body.stream !== undefined && typeof body.stream !== "boolean")
      throw bad("stream: Input should be a valid boolean");
    // Mid-conversation system turns are a beta (Claude Code sends them with this header).
    const systemTurns = (headers["anthropic-beta"] ?? "")
      .split(",")
      .some((b) => b.trim().startsWith("per-turn-control-"));
    let cacheMarks = 0;
    const checkCache = (block: Record<string, unknown>, at: string) => {
      if (block.cache_control === undefined) return;
      const cc = block.cache_control;
      if (!isRecord(cc) || cc.type !== "ephemeral")
        throw bad(`${at}.cache_control.type: Input should be 'ephemeral'`);
      if (cc.ttl !== undefined && cc.ttl !== "5m" && cc.ttl !== "1h")
        throw bad(`${at}.cache_control.ttl: Input should be '5m' or '1h'`);
      cacheMarks++;
    };
    let system = "";
    if (typeof body.system === "string") system = body.system;
    else if (Array.isArray(body.system)) {
      system = body.system
        .map((block: unknown, i) => {
          if (!isRecord(block) || block.type !== "text" || typeof block.text !== "string") {
            throw bad(`system.${i}: Input should be a valid text block`);
          }
          if (block.text.trim() === "") throw bad("system: text content blocks must be non-empty");
          checkCache(block, `system.${i}`);
          return block.text;
        })
        .join("\n\n");
    } else if (body.system !== undefined) throw bad("system: Input should be a valid string");
    if (body.messages === undefined) throw bad("messages: Field required");
    if (!Array.isArray(body.messages)) throw bad("messages: Input should be a valid list");
    if (body.messages.length === 0) throw bad("messages: at least one message is required");
    const messages: NeutralMessage[] = [];
    const turns: unknown[] = body.messages;
    turns.forEach((message: unknown, i) => {
      const at = `messages.${i}`;
      if (!isRecord(message)) throw bad(`${at}: Input should be a valid dictionary`);
      // A system turn (the per-turn-control beta) may carry its own output_config.
      const allowed =
        message.role === "system" && systemTurns ? ["role", "content", "output_config"] : ["role", "content"];
      for (const key of Object.keys(message)) {
        if (!allowed.includes(key)) throw bad(`${at}.${key}: Extra inputs are not permitted`);
      }
      if (message.role === "system" && systemTurns) {
        const texts = Array.isArray(message.content)
          ? message.content.map((block: unknown) =>
              isRecord(block) && typeof block.text === "string" ? block.text : "",
            )
          : [String(message.content)];
        system = [system, ...texts].filter((t) => t !== "").join("\n\n");
        return;
      }
      if (message.role !== "user" && message.role !== "assistant") {
        if (message.role === "system") {
          throw bad(
            `${at}.role: Unexpected role "system". The Messages API accepts a top-level \`system\` parameter, not "system" as an input message role.`,
          );
        }
        throw bad(`${at}.role: Input should be 'user' or 'assistant'`);
      }
      const isFinalAssistant = i === turns.length - 1 && message.role === "assistant";
      const neutral: NeutralMessage = { role: message.role, texts: [], images: [] };
      const empty = () =>
        bad(
          `${at}: all messages must have non-empty content except for the optional final assistant message`,
        );
      if (typeof message.content === "string") {
        if (message.content === "" && !isFinalAssistant) throw empty();
        neutral.texts.push(message.content);
      } else if (Array.isArray(message.content)) {
        if (message.content.length === 0 && !isFinalAssistant) throw empty();
        message.content.forEach((block: unknown, j) => {
          const bat = `${at}.content.${j}`;
          if (!isRecord(block)) throw bad(`${bat}: Input should be a valid dictionary`);
          if (block.type === "text") {
            if (typeof block.text !== "string") throw bad(`${bat}.text: Field required`);
            if (block.text === "") throw bad("messages: text content blocks must be non-empty");
            if (block.text.trim() === "")
              throw bad("messages: text content blocks must contain non-whitespace text");
            neutral.texts.push(block.text);
          } else if (block.type === "image") {
            if (message.role !== "user")
              throw bad(`${bat}: image content blocks are only allowed in user messages`);
            neutral.images.push(this.#checkAnthropicImage(block.source, `${bat}.source`, bad));
          } else {
            throw bad(
              `${bat}.type: Input tag '${String(block.type)}' found using 'type' does not match any of the expected tags: 'text', 'image'`,
            );
          }
          checkCache(block, bat);
        });
      } else throw bad(`${at}.content: Input should be a valid string or list`);
      messages.push(neutral);
    });
    if (cacheMarks > 4)
      throw bad(`A maximum of 4 blocks with cache_control may be provided. Found ${cacheMarks}.`);
    if (this.#options.strictAlternation) {
      if (messages[0]?.role !== "user") throw bad('messages: first message must use the "user" role');
      for (let i = 1; i < messages.length; i++) {
        if (messages[i]?.role === messages[i - 1]?.role) {
          throw bad(
            `messages: roles must alternate between "user" and "assistant", but found multiple "${messages[i]?.role}" roles in a row`,
          );
        }
      }
    }
    return {
      format: "anthropic",
      model,
      system,
      messages,
      maxTokens: body.max_tokens as number,
      path: "",
      receivedAt: 0,
      headers,
      body,
    };
  }

  #checkAnthropicImage(source: unknown, at: string, bad: (m: string) => Rejection): NeutralImage {
    if (!isRecord(source)) throw bad(`${at}: Field required`);
    if (source.type !== "base64") {
      throw bad(
        `${at}.type: Input tag '${String(source.type)}' found using 'type' does not match any of the expected tags: 'base64', 'url', 'file'`,
      );
    }
    const mediaType = source.media_type;
    if (typeof mediaType !== "string" || !IMAGE_TYPES.includes(mediaType)) {
      throw bad(`${at}.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'`);
    }
    const bytes = typeof source.data === "string" ? decodeBase64Strict(source.data) : undefined;
    if (!bytes) throw bad(`${at}.base64: invalid base64 data`);
    const actual = sniffImage(bytes);
    if (!actual) throw bad(`${at}.base64.data: Could not process image`);
    if (actual !== mediaType) {
      throw bad(`${at}.base64.data: Image does not match the provided media type ${mediaType}`);
    }
    return { mediaType, bytes };
  }

  #checkOpenAi(headers: Record<string, string>, body: unknown): NeutralRequest {
    const bad = (message: string, code: string | null = null, param: string | null = null) =>
      new Rejection(400, "invalid_request_error", message, code, param);
    const auth = headers.authorization ?? "";
    const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
    this.#checkKey(bearer, "openai");
    if (!(headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      throw bad(`Invalid Content-Type header (${headers["content-type"] ?? ""}), expected application/json.`);
    }
    if (!isRecord(body)) {
      throw bad(
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
      );
    }
    for (const key of Object.keys(body)) {
      if (!OPENAI_TOP_LEVEL.has(key)) throw bad(`Unrecognized request argument supplied: ${key}`);
    }
    const model = this.#checkModel(body.model, "openai");
    if (body.max_tokens !== undefined && /^(o\d|gpt-5)/.test(model)) {
      throw bad(
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        "unsupported_parameter",
        "max_tokens",
      );
    }
    for (const key of ["max_tokens", "max_completion_tokens"]) {
      const v = body[key];
      if (v !== undefined && (!Number.isInteger(v) || (v as number) < 1)) {
        throw bad(
          `Invalid '${key}': integer below minimum value. Expected a value >= 1, but got ${String(v)} instead.`,
          "integer_below_min_value",
          key,
        );
      }
    }
    if (body.stream === true) throw bad("the LLM double does not stream", null, "stream");
    if (body.messages === undefined)
      throw bad("Missing required parameter: 'messages'.", "missing_required_parameter", "messages");
    if (!Array.isArray(body.messages))
      throw bad("Invalid type for 'messages': expected an array.", "invalid_type", "messages");
    if (body.messages.length === 0) {
      throw bad(
        "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
        "empty_array",
        "messages",
      );
    }
    const systems: string[] = [];
    const messages: NeutralMessage[] = [];
    body.messages.forEach((message: unknown, i) => {
      const at = `messages[${i}]`;
      if (!isRecord(message)) throw bad(`Invalid type for '${at}': expected an object.`, "invalid_type", at);
      const role = message.role;
      if (
        typeof role !== "string" ||
        !["system", "developer", "user", "assistant", "tool", "function"].includes(role)
      ) {
        throw bad(
          `Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`,
          "invalid_value",
          `${at}.role`,
        );
      }
      const neutral: NeutralMessage = { role, texts: [], images: [] };
      if (typeof message.content === "string") neutral.texts.push(message.content);
      else if (Array.isArray(message.content)) {
        message.content.forEach((part: unknown, j) => {
          const pat = `${at}.content[${j}]`;
          if (!isRecord(part))
            throw bad(`Invalid type for '${pat}': expected an object.`, "invalid_type", pat);
          if (part.type === "text") {
            if (typeof part.text !== "string")
              throw bad(
                `Missing required parameter: '${pat}.text'.`,
                "missing_required_parameter",
                `${pat}.text`,
              );
            neutral.texts.push(part.text);
          } else if (part.type === "image_url") {
            if (role !== "user") {
              throw bad(
                `Invalid '${at}'. Image URLs are only allowed for messages with role 'user', but this message with role '${role}' contains an image URL.`,
                "invalid_value",
                at,
              );
            }
            neutral.images.push(this.#checkDataUrl(part.image_url, pat, bad));
          } else {
            throw bad(
              `Invalid value: '${String(part.type)}'. Supported values are: 'text', 'image_url', 'input_audio', 'refusal', and 'file'.`,
              "invalid_value",
              `${pat}.type`,
            );
          }
        });
      } else if (!(role === "assistant" && message.tool_calls !== undefined)) {
        throw bad(
          `Missing required parameter: '${at}.content'.`,
          "missing_required_parameter",
          `${at}.content`,
        );
      }
      if (role === "system" || role === "developer") systems.push(neutral.texts.join("\n"));
      else messages.push(neutral);
    });
    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    return {
      format: "openai",
      model,
      system: systems.join("\n\n"),
      messages,
      maxTokens: typeof maxTokens === "number" ? maxTokens : undefined,
      path: "",
      receivedAt: 0,
      headers,
      body,
    };
  }

  /**
   * A Responses API request: Bearer key, JSON, known top-level fields, a model, and `input` as a string or
   * a list of message items (`type: "message"` or the short form without it) whose content parts are
   * `input_text` / `input_image` (a data URL) for user, system and developer turns and `output_text` for
   * assistant turns. `instructions` and system/developer turns make up the neutral `system`.
   */
  #checkResponses(headers: Record<string, string>, body: unknown): NeutralRequest {
    const bad = (message: string, code: string | null = null, param: string | null = null) =>
      new Rejection(400, "invalid_request_error", message, code, param);
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "")?.[1]?.trim();
    this.#checkKey(bearer, "openai");
    if (!(headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      throw bad(`Invalid Content-Type header (${headers["content-type"] ?? ""}), expected application/json.`);
    }
    if (!isRecord(body)) throw bad("We could not parse the JSON body of your request.");
    for (const key of Object.keys(body)) {
      if (!RESPONSES_TOP_LEVEL.has(key)) throw bad(`Unknown parameter: '${key}'.`, "unknown_parameter", key);
    }
    const model = this.#checkModel(body.model, "openai");
    if (
      body.instructions !== undefined &&
      body.instructions !== null &&
      typeof body.instructions !== "string"
    ) {
      throw bad("Invalid type for 'instructions': expected a string.", "invalid_type", "instructions");
    }
    const systems: string[] =
      typeof body.instructions === "string" && body.instructions !== "" ? [body.instructions] : [];
    const messages: NeutralMessage[] = [];
    const items: unknown[] =
      typeof body.input === "string"
        ? [{ role: "user", content: body.input }]
        : Array.isArray(body.input)
          ? body.input
          : [];
    if (!Array.isArray(body.input) && typeof body.input !== "string") {
      throw bad("Missing required parameter: 'input'.", "missing_required_parameter", "input");
    }
    items.forEach((item: unknown, i) => {
      const at = `input[${i}]`;
      if (!isRecord(item)) throw bad(`Invalid type for '${at}': expected an object.`, "invalid_type", at);
      if (item.type !== undefined && item.type !== "message") {
        throw bad(
          `Invalid value: '${String(item.type)}'. The LLM double takes message items only.`,
          "invalid_value",
          `${at}.type`,
        );
      }
      const role = item.role;
      if (typeof role !== "string" || !["user", "assistant", "system", "developer"].includes(role)) {
        throw bad(
          `Invalid value: '${String(role)}'. Supported values are: 'assistant', 'system', 'developer', and 'user'.`,
          "invalid_value",
          `${at}.role`,
        );
      }
      const neutral: NeutralMessage = { role, texts: [], images: [] };
      if (typeof item.content === "string") neutral.texts.push(item.content);
      else if (Array.isArray(item.content)) {
        item.content.forEach((part: unknown, j) => {
          const pat = `${at}.content[${j}]`;
          const wanted =
            role === "assistant" ? ["output_text", "refusal"] : ["input_text", "input_image", "input_file"];
          if (!isRecord(part) || !wanted.includes(String(part.type))) {
            throw bad(
              `Invalid value: '${isRecord(part) ? String(part.type) : typeof part}'. Supported values are: ${wanted.map((w) => `'${w}'`).join(", ")}.`,
              "invalid_value",
              `${pat}.type`,
            );
          }
          if (part.type === "input_image") {
            if (
              part.detail !== undefined &&
              !["auto", "low", "high", "original"].includes(String(part.detail))
            ) {
              throw bad(`Invalid value: '${String(part.detail)}'.`, "invalid_value", `${pat}.detail`);
            }
            neutral.images.push(this.#checkDataUrl({ url: part.image_url }, pat, bad));
          } else if (part.type === "input_file") {
            throw bad("The LLM double takes no files.", "invalid_value", `${pat}.type`);
          } else {
            const text = part.type === "refusal" ? part.refusal : part.text;
            if (typeof text !== "string") {
              throw bad(
                `Missing required parameter: '${pat}.text'.`,
                "missing_required_parameter",
                `${pat}.text`,
              );
            }
            neutral.texts.push(text);
          }
        });
      } else {
        throw bad(
          `Missing required parameter: '${at}.content'.`,
          "missing_required_parameter",
          `${at}.content`,
        );
      }
      if (role === "system" || role === "developer") systems.push(neutral.texts.join("\n"));
      else messages.push(neutral);
    });
    if (
      body.max_output_tokens !== undefined &&
      (!Number.isInteger(body.max_output_tokens) || (body.max_output_tokens as number) < 16)
    ) {
      throw bad(
        `Invalid 'max_output_tokens': integer below minimum value. Expected a value >= 16, but got ${String(body.max_output_tokens)} instead.`,
        "integer_below_min_value",
        "max_output_tokens",
      );
    }
    return {
      format: "responses",
      model,
      system: systems.join("\n\n"),
      messages,
      maxTokens: typeof body.max_output_tokens === "number" ? body.max_output_tokens : undefined,
      path: "",
      receivedAt: 0,
      headers,
      body,
    };
  }

  #checkDataUrl(
    imageUrl: unknown,
    at: string,
    bad: (m: string, code?: string | null, param?: string | null) => Rejection,
  ): NeutralImage {
    const url = isRecord(imageUrl) ? imageUrl.url : undefined;
    if (typeof url !== "string")
      throw bad(
        `Missing required parameter: '${at}.image_url.url'.`,
        "missing_required_parameter",
        `${at}.image_url.url`,
      );
    const match = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(url);
    if (!match) {
      throw bad(
        `Invalid image URL: '${at}.image_url.url'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got ${url.startsWith("http") ? "a remote URL the double does not fetch" : "an invalid value"}.`,
        "invalid_image_url",
        `${at}.image_url.url`,
      );
    }
    const [, mediaType = "", data = ""] = match;
    const bytes = decodeBase64Strict(data);
    if (!bytes) throw bad(`Invalid base64 image_url in '${at}'.`, "invalid_image_url", `${at}.image_url.url`);
    const actual = sniffImage(bytes);
    if (!actual || !IMAGE_TYPES.includes(mediaType)) {
      throw bad(
        "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
        "invalid_image_format",
      );
    }
    return { mediaType: actual, bytes };
  }

  /**
   * Token counts for a reply: ~4 characters a token, images by size; for Anthropic, a prompt cache keyed
   * by the exact prefix up to each `cache_control` breakpoint (read when seen before, written otherwise,
   * only when the prefix reaches `minCacheTokens`).
   */
  #estimateUsage(format: WireFormat, request: NeutralRequest, reply: string): UsageSpec {
    const outputTokens = Math.max(1, estimateTokens(reply));
    const body = request.body;
    type Unit = { key: string; tokens: number; breakpoint: boolean };
    const units: Unit[] = [];
    if (format === "anthropic") {
      if (typeof body.system === "string")
        units.push({ key: `s:${body.system}`, tokens: estimateTokens(body.system), breakpoint: false });
      else if (Array.isArray(body.system)) {
        for (const block of body.system as Record<string, unknown>[]) {
          units.push({
            key: `s:${String(block.text)}`,
            tokens: estimateTokens(String(block.text)),
            breakpoint: block.cache_control !== undefined,
          });
        }
      }
      (body.messages as Record<string, unknown>[])
        .filter((message) => message.role !== "system")
        .forEach((message, i) => {
          const neutral = request.messages[i];
          const content = message.content;
          if (typeof content === "string") {
            units.push({
              key: `${String(message.role)}:${content}`,
              tokens: estimateTokens(content) + 4,
              breakpoint: false,
            });
            return;
          }
          let image = 0;
          for (const block of content as Record<string, unknown>[]) {
            if (block.type === "image") {
              const img = neutral?.images[image++];
              const source = block.source as Record<string, unknown>;
              units.push({
                key: `${String(message.role)}:img:${createHash("sha1").update(String(source.data)).digest("hex")}`,
                tokens: img ? imageTokens(img) : 1000,
                breakpoint: block.cache_control !== undefined,
              });
            } else {
              units.push({
                key: `${String(message.role)}:${String(block.text)}`,
                tokens: estimateTokens(String(block.text)) + 4,
                breakpoint: block.cache_control !== undefined,
              });
            }
          }
        });
    } else {
      if (request.system) units.push({ key: "", tokens: estimateTokens(request.system), breakpoint: false });
      for (const message of request.messages) {
        units.push({
          key: "",
          tokens:
            message.texts.reduce((n, t) => n + estimateTokens(t), 4) +
            message.images.reduce((n, img) => n + imageTokens(img), 0),
          breakpoint: false,
        });
      }
    }
    const total = units.reduce((n, u) => n + u.tokens, 0) + 3;
    if (format !== "anthropic")
      return { inputTokens: total, outputTokens, cacheReadTokens: 0, cacheWriteTokens: 0 };

    const min = this.#options.minCacheTokens ?? 1024;
    const breakpoints: { key: string; tokens: number }[] = [];
    let prefixKey = `${request.model}|`;
    let prefixTokens = 0;
    for (const unit of units) {
      prefixKey += `${unit.key}\u0000`;
      prefixTokens += unit.tokens;
      if (unit.breakpoint) breakpoints.push({ key: prefixKey, tokens: prefixTokens });
    }
    const eligible = breakpoints.filter((b) => b.tokens >= min);
    const hit = [...eligible].reverse().find((b) => this.#cache.has(b.key));
    const read = hit?.tokens ?? 0;
    const last = eligible[eligible.length - 1];
    const write = last && !this.#cache.has(last.key) ? last.tokens - read : 0;
    for (const b of eligible) this.#cache.add(b.key);
    return {
      inputTokens: total - read - write,
      outputTokens,
      cacheReadTokens: read,
      cacheWriteTokens: write,
    };
  }
}

/** Start a double (stop it with `await double.stop()`, `await using`, or let its lifetime run out). */
export function startLlmDouble(options: LlmDoubleOptions = {}): Promise<LlmDouble> {
  return LlmDouble.start(options);
}

/** Start a double that stops when the current test finishes (call it inside a test). */
export async function llmDoubleForTest(options: LlmDoubleOptions = {}): Promise<LlmDouble> {
  const double = await LlmDouble.start(options);
  onTestFinished(() => double.stop());
  return double;
}
