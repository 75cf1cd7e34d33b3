import { AgentError, type DesktestErrorOptions } from "../../errors/desktest-error.ts";

/** The image types desktest sends. */
export type ImageMediaType = "image/png" | "image/jpeg" | "image/webp";

/** One part of a message: text, or an image as base64. */
export type ContentPart =
  { type: "text"; text: string } | { type: "image"; mediaType: ImageMediaType; data: string };

/** The text parts of a message's content, joined by newlines (the content itself when it is a string). */
export function textOf(content: string | ContentPart[]): string {
  if (typeof content === "string") return content;
  return content
    .filter((p): p is Extract<ContentPart, { type: "text" }> => p.type === "text")
    .map((p) => p.text)
    .join("\n");
}

/** A chat message in the provider-neutral shape the agent builds. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string | ContentPart[];
}

export interface LlmRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  /** Cancels the HTTP request (used for the per-attempt timeout). */
  signal?: AbortSignal;
}

/**
 * Tokens one call used, and what it cost when the model's price is known. `inputTokens` never includes
 * the cached tokens: the whole prompt is `inputTokens + (cacheReadTokens ?? 0) + (cacheWriteTokens ?? 0)`.
 */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
  costUsd?: number;
}

export interface LlmResponse {
  text: string;
  model: string;
  usage?: LlmUsage;
  stopReason?: string;
}

/** One LLM API behind one interface: Anthropic Messages, OpenAI Chat Completions and compatibles. */
export interface LlmProvider {
  /** `anthropic`, `openai`, `openrouter`, `cerebras`, `gemini`, `custom`, `claude-cli`, `codex-cli`. */
  readonly name: string;
  readonly model: string;
  /** The largest screenshot the model takes without downscaling it itself; larger screens are scaled first. */
  readonly preferredImageSize?: { maxWidth: number; maxHeight: number };
  /** The image types the API takes (absent: PNG only); the agent sends the cheapest to encode. */
  readonly imageTypes?: readonly ImageMediaType[];
  /** How long one call may take when it is longer than the agent's step timeout (a local agent CLI: 300 s). */
  readonly callTimeoutMs?: number;
  complete(request: LlmRequest): Promise<LlmResponse>;
}

export type LlmErrorKind =
  "rate_limit" | "overloaded" | "server" | "client" | "context_length" | "timeout" | "network" | "auth";

/** A failed LLM call, classified so the retry policy needs no string matching. */
export class LlmError extends AgentError {
  constructor(
    message: string,
    readonly kind: LlmErrorKind,
    readonly details: { status?: number; retryAfterMs?: number; body?: string; requestId?: string } = {},
    options: DesktestErrorOptions = {},
  ) {
    super(message, options);
  }

  get retryable(): boolean {
    return (
      this.kind === "rate_limit" ||
      this.kind === "overloaded" ||
      this.kind === "server" ||
      this.kind === "timeout" ||
      this.kind === "network"
    );
  }
}
