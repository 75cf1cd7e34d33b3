import type {
  ChatMessage,
  ContentPart,
  LlmProvider,
  LlmRequest,
  LlmResponse,
  LlmUsage,
} from "./llm-provider.ts";
import { textOf } from "./llm-provider.ts";
import { isRecord, JsonApi, trimSlashes, unexpectedReply, withoutUndefined, type FetchLike } from "./http.ts";
import { costUsd } from "./pricing.ts";

export const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
export const ANTHROPIC_VERSION = "2023-06-01";
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
/** Anthropic's computer-use guidance: screenshots no larger than WXGA (1280×800); larger ones are scaled. */
export const ANTHROPIC_IMAGE_SIZE = { maxWidth: 1280, maxHeight: 800 } as const;
/** What an empty user/assistant turn is sent as (the API rejects empty content). */
export const EMPTY_TURN_TEXT = "(empty)";

export interface AnthropicProviderOptions {
  model: string;
  apiKey: string;
  /** Root of the API (`https://api.anthropic.com`); `/v1/messages` is appended (once, if it ends in `/v1`). */
  baseUrl?: string;
  /** Default `max_tokens` when a request does not say (4096). */
  maxTokens?: number;
  /** Mark the system prompt and the first user (task) message as cache breakpoints (default true). */
  promptCaching?: boolean;
  /** Extra headers (e.g. `anthropic-beta`); they cannot replace the key or version headers. */
  headers?: Record<string, string>;
  fetch?: FetchLike;
}

type CacheControl = { type: "ephemeral" };
type AnthropicBlock =
  | { type: "text"; text: string; cache_control?: CacheControl }
  | {
      type: "image";
      source: { type: "base64"; media_type: string; data: string };
      cache_control?: CacheControl;
    };

export interface AnthropicMessagesBody {
  model: string;
  max_tokens: number;
  system?: string | { type: "text"; text: string; cache_control?: CacheControl }[];
  messages: { role: "user" | "assistant"; content: string | AnthropicBlock[] }[];
}

/** The Messages API endpoint for a base URL. */
export function anthropicMessagesUrl(baseUrl: string): string {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/v1/messages")) return base;
  return base.endsWith("/v1") ? `${base}/messages` : `${base}/v1/messages`;
}

/**
 * The provider-neutral conversation as a Messages API body: system messages joined with a blank line
 * into `system`; user/assistant turns kept in order (consecutive same-role turns are accepted by the
 * API, which merges them); images as base64 sources; empty turns replaced by `(empty)`. With caching,
 * the system prompt and the last block of the first user message carry `cache_control` (2 of the 4
 * breakpoints the API allows), so the stable prefix the agent rebuilds every step is read from cache.
 */
export function toAnthropicBody(
  messages: readonly ChatMessage[],
  options: { model: string; maxTokens: number; promptCaching: boolean },
): AnthropicMessagesBody {
  const cache: CacheControl = { type: "ephemeral" };
  const systemText = messages
    .filter((m) => m.role === "system")
    .map((m) => textOf(m.content))
    .filter((t) => t.trim() !== "")
    .join("\n\n");
  const turns: AnthropicMessagesBody["messages"] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    turns.push({ role: message.role, content: toContent(message.content) });
  }
  if (options.promptCaching) {
    const first = turns.find((t) => t.role === "user");
    if (first) {
      const blocks: AnthropicBlock[] =
        typeof first.content === "string" ? [{ type: "text", text: first.content }] : first.content;
      const last = blocks[blocks.length - 1];
      if (last) last.cache_control = cache;
      first.content = blocks;
    }
  }
  const body: AnthropicMessagesBody = {
    model: options.model,
    max_tokens: options.maxTokens,
    messages: turns,
  };
  if (systemText !== "") {
    body.system = options.promptCaching
      ? [{ type: "text", text: systemText, cache_control: cache }]
      : systemText;
  }
  return body;
}

function toContent(content: string | ContentPart[]): string | AnthropicBlock[] {
  if (typeof content === "string") return content.trim() === "" ? EMPTY_TURN_TEXT : content;
  const blocks: AnthropicBlock[] = [];
  for (const part of content) {
    if (part.type === "text") {
      if (part.text.trim() !== "") blocks.push({ type: "text", text: part.text });
    } else {
      blocks.push({ type: "image", source: { type: "base64", media_type: part.mediaType, data: part.data } });
    }
  }
  return blocks.length > 0 ? blocks : EMPTY_TURN_TEXT;
}

/** A Messages API reply as an LlmResponse: all text blocks concatenated, usage and cost. */
export function fromAnthropicReply(json: unknown, requestedModel: string): LlmResponse | undefined {
  if (!isRecord(json) || !Array.isArray(json.content)) return undefined;
  const text = json.content
    .filter(
      (b): b is { type: "text"; text: string } =>
        isRecord(b) && b.type === "text" && typeof b.text === "string",
    )
    .map((b) => b.text)
    .join("");
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  const usage = isRecord(json.usage) ? usageOf(json.usage, model, requestedModel) : undefined;
  return withoutUndefined({
    text,
    model,
    usage,
    stopReason: typeof json.stop_reason === "string" ? json.stop_reason : undefined,
  });
}

function usageOf(raw: Record<string, unknown>, model: string, requestedModel: string): LlmUsage {
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
  const usage: LlmUsage = withoutUndefined({
    inputTokens: count(raw.input_tokens) ?? 0,
    outputTokens: count(raw.output_tokens) ?? 0,
    cacheReadTokens: count(raw.cache_read_input_tokens),
    cacheWriteTokens: count(raw.cache_creation_input_tokens),
  });
  const cost = costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== undefined) usage.costUsd = cost;
  return usage;
}

/** Anthropic's Messages API (`POST {base}/v1/messages`) with plain fetch. */
export class AnthropicProvider implements LlmProvider {
  readonly name = "anthropic";
  readonly model: string;
  readonly preferredImageSize = ANTHROPIC_IMAGE_SIZE;
  /** The Messages API's image types (GIF too, which desktest never sends). */
  readonly imageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
  readonly endpoint: string;
  readonly #api: JsonApi;
  readonly #maxTokens: number;
  readonly #promptCaching: boolean;

  constructor(options: AnthropicProviderOptions) {
    this.model = options.model;
    this.endpoint = anthropicMessagesUrl(options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL);
    this.#api = new JsonApi(
      "Anthropic",
      this.endpoint,
      options.apiKey,
      { "x-api-key": options.apiKey, "anthropic-version": ANTHROPIC_VERSION },
      options,
    );
    this.#maxTokens = options.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS;
    this.#promptCaching = options.promptCaching ?? true;
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    const body = toAnthropicBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      promptCaching: this.#promptCaching,
    });
    const reply = await this.#api.post(body, request.signal);
    const secrets = this.#api.secrets;
    const response = fromAnthropicReply(reply.json, this.model);
    if (!response) {
      throw unexpectedReply(
        "Anthropic",
        "an unexpected reply",
        reply.status,
        JSON.stringify(reply.json),
        secrets,
        reply.requestId,
      );
    }
    return response;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
}
