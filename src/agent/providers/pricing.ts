import type { LlmUsage } from "./llm-provider.ts";

/** List prices in USD per million tokens. A missing cache price means "unknown", never "free". */
export interface ModelPrice {
  input: number;
  output: number;
  /** Cache hits (Anthropic `cache_read_input_tokens`, OpenAI `cached_tokens`). */
  cacheRead?: number;
  /** Anthropic cache writes with the default 5-minute TTL (1.25 × input). */
  cacheWrite?: number;
}

/**
 * Standard (non-batch) list prices of the models desktest is commonly run with, from the vendors' public
 * pricing pages (Anthropic: docs "Pricing"; OpenAI: platform "Pricing"), as of late 2025. Keys are model
 * ids without date suffixes; `priceFor` also accepts dated ids, `-latest` aliases and OpenRouter's
 * `anthropic/…`/`openai/…` ids (OpenRouter bills the vendor's list price). Assumptions: Anthropic
 * prompts stay under 200K tokens (the long-context premium of Sonnet 4/4.5 applies only with the 1M
 * beta, which desktest never requests) and caches use the default 5-minute TTL. Models not listed get no
 * cost at all rather than a guess.
 */
export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  // Anthropic
  "claude-opus-4-5": { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  "claude-opus-4-1": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-opus-4": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-opus-4-0": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-sonnet-4-5": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-sonnet-4": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-sonnet-4-0": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-3-7-sonnet": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-haiku-4-5": { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  "claude-3-5-haiku": { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
  // OpenAI (cached input is billed at the cache-read price; OpenAI has no cache-write charge)
  "gpt-4o": { input: 2.5, output: 10, cacheRead: 1.25 },
  "gpt-4o-2024-05-13": { input: 5, output: 15 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cacheRead: 0.075 },
  "gpt-4.1": { input: 2, output: 8, cacheRead: 0.5 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cacheRead: 0.1 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4, cacheRead: 0.025 },
  "gpt-5": { input: 1.25, output: 10, cacheRead: 0.125 },
  "gpt-5-mini": { input: 0.25, output: 2, cacheRead: 0.025 },
  "gpt-5-nano": { input: 0.05, output: 0.4, cacheRead: 0.005 },
  o3: { input: 2, output: 8, cacheRead: 0.5 },
  "o4-mini": { input: 1.1, output: 4.4, cacheRead: 0.275 },
};

/** The price of a model id, or undefined when it is not in the table. */
export function priceFor(model: string): ModelPrice | undefined {
  const id = model.trim().toLowerCase();
  const exact = MODEL_PRICES[id];
  if (exact) return exact;
  let base = id.replace(/^(anthropic|openai)\//, "").replace(/:[a-z-]+$/, "");
  if (base.startsWith("claude-")) base = base.replace(/(\d)\.(\d)/g, "$1-$2");
  if (MODEL_PRICES[base]) return MODEL_PRICES[base];
  base = base
    .replace(/-latest$/, "")
    .replace(/-\d{8}$/, "")
    .replace(/-\d{4}-\d{2}-\d{2}$/, "");
  return MODEL_PRICES[base];
}

/** USD for one call, or undefined when the model (or a price the usage needs) is unknown. */
export function costUsd(model: string, usage: Omit<LlmUsage, "costUsd">): number | undefined {
  const price = priceFor(model);
  if (!price) return undefined;
  const cacheRead = usage.cacheReadTokens ?? 0;
  const cacheWrite = usage.cacheWriteTokens ?? 0;
  if (cacheRead > 0 && price.cacheRead === undefined) return undefined;
  if (cacheWrite > 0 && price.cacheWrite === undefined) return undefined;
  const micro =
    usage.inputTokens * price.input +
    usage.outputTokens * price.output +
    cacheRead * (price.cacheRead ?? 0) +
    cacheWrite * (price.cacheWrite ?? 0);
  return micro / 1_000_000;
}
