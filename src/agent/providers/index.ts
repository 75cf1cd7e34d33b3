export * from "./llm-provider.ts";
export { AnthropicProvider, type AnthropicProviderOptions } from "./anthropic.ts";
export { OpenAiCompatibleProvider, type OpenAiCompatibleOptions } from "./openai-compatible.ts";
export {
  createProvider,
  resolveApiKey,
  resolveBaseUrl,
  checkApiBaseUrl,
  isProviderName,
  PROVIDER_NAMES,
  PROVIDERS,
  DEFAULT_MODEL,
  type CreateProviderOptions,
  type ProviderName,
} from "./create-provider.ts";
export { completeWithRetries, retryDelayMs, type RetryOptions } from "./retries.ts";
export { costUsd, priceFor, MODEL_PRICES, type ModelPrice } from "./pricing.ts";
export type { FetchLike } from "./http.ts";
