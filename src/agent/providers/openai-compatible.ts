import type {
  ChatMessage,
  ContentPart,
  ImageMediaType,
  LlmProvider,
  LlmRequest,
  LlmResponse,
  LlmUsage,
} from "./llm-provider.ts";
import { LlmError } from "./llm-provider.ts";
import {
  classifyHttpError,
  errorInfoOf,
  isRecord,
  JsonApi,
  scrub,
  trimSlashes,
  truncateBody,
  unexpectedReply,
  withoutUndefined,
  type FetchLike,
} from "./http.ts";
import { costUsd } from "./pricing.ts";

/**
 * OpenAI's high-detail vision pipeline fits an image in 2048×2048, then scales its short side to 768:
 * for a landscape desktop, 768 pixels high is all the model sees.
 */
export const OPENAI_IMAGE_SIZE = { maxWidth: 2048, maxHeight: 768 } as const;

export interface OpenAiCompatibleOptions {
  /** `openai`, `openrouter`, `cerebras`, `gemini`, `custom`. */
  name: string;
  /** First word of error messages (`OpenAI`, `OpenRouter`, …). */
  label: string;
  model: string;
  apiKey: string;
  /** API root; see `chatCompletionsUrl`. */
  baseUrl: string;
  /** Output cap sent when a request does not set one (default: none, the model's own). */
  maxTokens?: number;
  /** `max_completion_tokens` for OpenAI (its reasoning models reject `max_tokens`), `max_tokens` for the rest. */
  maxTokensField?: "max_tokens" | "max_completion_tokens";
  preferredImageSize?: { maxWidth: number; maxHeight: number };
  /** The image types the server takes (default: JPEG and PNG, which every vision server reads). */
  imageTypes?: readonly ImageMediaType[];
  headers?: Record<string, string>;
  fetch?: FetchLike;
}

/**
 * The chat-completions endpoint of a base URL: `{base}/v1/chat/completions` for an API root (the
 * reference's rule), `{base}/chat/completions` when the base already names a version (`…/v1`,
 * `…/v1beta/openai`, `…/openai`), the base itself when it is already the endpoint.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/chat/completions")) return base;
  if (/\/v\d+[a-z\d]*$/.test(base) || base.endsWith("/openai")) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}

type OpenAiPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
export interface ChatCompletionsBody {
  model: string;
  messages: { role: "system" | "user" | "assistant"; content: string | OpenAiPart[] }[];
  max_tokens?: number;
  max_completion_tokens?: number;
}

/**
 * The neutral conversation as a Chat Completions body. User messages with images keep the array form
 * (images as `data:` URLs, no `detail`, like the reference); text-only arrays and every system/assistant
 * message become plain strings (text parts joined with a newline), which every compatible server accepts.
 */
export function toChatCompletionsBody(
  messages: readonly ChatMessage[],
  options: { model: string; maxTokens?: number; maxTokensField: "max_tokens" | "max_completion_tokens" },
): ChatCompletionsBody {
  const body: ChatCompletionsBody = {
    model: options.model,
    messages: messages.map((m) => ({ role: m.role, content: toContent(m.role, m.content) })),
  };
  if (options.maxTokens !== undefined) body[options.maxTokensField] = options.maxTokens;
  return body;
}

function toContent(role: ChatMessage["role"], content: string | ContentPart[]): string | OpenAiPart[] {
  if (typeof content === "string") return content;
  const hasImage = content.some((p) => p.type === "image");
  if (role !== "user" || !hasImage) {
    return content
      .filter((p): p is Extract<ContentPart, { type: "text" }> => p.type === "text")
      .map((p) => p.text)
      .join("\n");
  }
  return content.map((p): OpenAiPart =>
    p.type === "text"
      ? { type: "text", text: p.text }
      : { type: "image_url", image_url: { url: `data:${p.mediaType};base64,${p.data}` } },
  );
}

/** `choices[0].message.content` (a string, or text parts joined with `\n`), usage and cost. */
export function fromChatCompletion(json: unknown, requestedModel: string): LlmResponse | undefined {
  if (!isRecord(json) || !Array.isArray(json.choices)) return undefined;
  const choice: unknown = json.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  const message = choice.message;
  let text: string;
  if (typeof message.content === "string") text = message.content;
  else if (Array.isArray(message.content)) {
    text = message.content
      .filter((p): p is { text: string } => isRecord(p) && typeof p.text === "string")
      .map((p) => p.text)
      .join("\n");
  } else text = typeof message.refusal === "string" ? message.refusal : "";
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  return withoutUndefined({
    text,
    model,
    usage: isRecord(json.usage) ? usageOf(json.usage, model, requestedModel) : undefined,
    stopReason: typeof choice.finish_reason === "string" ? choice.finish_reason : undefined,
  });
}

function usageOf(raw: Record<string, unknown>, model: string, requestedModel: string): LlmUsage {
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
  const details = isRecord(raw.prompt_tokens_details) ? raw.prompt_tokens_details : {};
  const prompt = count(raw.prompt_tokens) ?? 0;
  const cached = Math.min(count(details.cached_tokens) ?? 0, prompt);
  const usage: LlmUsage = { inputTokens: prompt - cached, outputTokens: count(raw.completion_tokens) ?? 0 };
  if (cached > 0) usage.cacheReadTokens = cached;
  // OpenRouter reports what it charged (USD); a table price is only a fallback.
  const cost = count(raw.cost) ?? costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== undefined) usage.costUsd = cost;
  return usage;
}

/** OpenAI Chat Completions and the servers speaking it (OpenRouter, Cerebras, Gemini, custom). */
export class OpenAiCompatibleProvider implements LlmProvider {
  readonly name: string;
  readonly label: string;
  readonly model: string;
  readonly preferredImageSize?: { maxWidth: number; maxHeight: number };
  readonly imageTypes: readonly ImageMediaType[];
  readonly endpoint: string;
  readonly #api: JsonApi;
  readonly #maxTokens: number | undefined;
  readonly #maxTokensField: "max_tokens" | "max_completion_tokens";

  constructor(options: OpenAiCompatibleOptions) {
    this.name = options.name;
    this.label = options.label;
    this.model = options.model;
    if (options.preferredImageSize) this.preferredImageSize = options.preferredImageSize;
    this.imageTypes = options.imageTypes ?? ["image/jpeg", "image/png"];
    this.endpoint = chatCompletionsUrl(options.baseUrl);
    this.#api = new JsonApi(
      options.label,
      this.endpoint,
      options.apiKey,
      { authorization: `Bearer ${options.apiKey}` },
      options,
    );
    this.#maxTokens = options.maxTokens;
    this.#maxTokensField = options.maxTokensField ?? "max_tokens";
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    const body = toChatCompletionsBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      maxTokensField: this.#maxTokensField,
    });
    const reply = await this.#api.post(body, request.signal);
    const secrets = this.#api.secrets;
    const response = fromChatCompletion(reply.json, this.model);
    if (response) return response;
    // OpenRouter (and some gateways) answer 200 with `{error:{code,message}}` when the upstream failed.
    const raw = scrub(JSON.stringify(reply.json), secrets);
    if (isRecord(reply.json) && isRecord(reply.json.error)) {
      const info = errorInfoOf(reply.json);
      const status = Number(info.code);
      const kind =
        Number.isInteger(status) && status >= 400 ? classifyHttpError(status, info, raw) : "server";
      throw new LlmError(
        `${this.label} API error (in a ${reply.status} reply): ${truncateBody(raw)}`,
        kind,
        withoutUndefined({ status: reply.status, body: raw.slice(0, 4000), requestId: reply.requestId }),
      );
    }
    const what =
      isRecord(reply.json) && Array.isArray(reply.json.choices) ? "no choices" : "an unexpected reply";
    throw unexpectedReply(this.label, what, reply.status, raw, secrets, reply.requestId);
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
}
