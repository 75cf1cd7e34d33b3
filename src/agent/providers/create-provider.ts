import { isIP } from "node:net";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ANTHROPIC_DEFAULT_BASE_URL, ANTHROPIC_IMAGE_SIZE, AnthropicProvider } from "./anthropic.ts";
import type { FetchLike } from "./http.ts";
import { trimSlashes } from "./http.ts";
import type { ImageMediaType, LlmProvider } from "./llm-provider.ts";
import { OPENAI_IMAGE_SIZE, OpenAiCompatibleProvider } from "./openai-compatible.ts";
import { ClaudeCliProvider } from "./claude-cli.ts";
import { CodexCliProvider } from "./codex-cli.ts";

export const PROVIDER_NAMES = [
  "anthropic",
  "openai",
  "openrouter",
  "cerebras",
  "gemini",
  "custom",
  "claude-cli",
  "codex-cli",
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
/** The providers that drive a locally logged-in agent CLI: no API key, base URL or default model of ours. */
export const CLI_PROVIDER_NAMES = ["claude-cli", "codex-cli"] as const;
export type CliProviderName = (typeof CLI_PROVIDER_NAMES)[number];

export function isCliProvider(name: string): name is CliProviderName {
  return (CLI_PROVIDER_NAMES as readonly string[]).includes(name);
}

interface ProviderSpec {
  label: string;
  /** Where the key is looked for after the explicit one (then `LLM_API_KEY`). */
  keyEnv?: string;
  /** API root used when no base URL is customised (`custom` has none). */
  baseUrl?: string;
  /** Used when no model is given; `undefined` means `--model` is required. */
  defaultModel?: string;
  /** The image types the API documents beyond JPEG and PNG. */
  imageTypes?: readonly ImageMediaType[];
}

const JPEG_PNG_WEBP: readonly ImageMediaType[] = ["image/jpeg", "image/png", "image/webp"];

/**
 * Endpoints, key variables and default models (desktest-spec-runtime §6). The reference uses one default
 * model, `claude-sonnet-4-5-20250929`, for every provider; here each provider gets a model it serves:
 * OpenAI `gpt-4.1` (vision, cheaper than gpt-4o), OpenRouter `anthropic/claude-sonnet-4.5` (the same
 * model as the reference's default), Gemini `gemini-2.5-flash`. Cerebras and custom servers have no
 * model every account can use, so `--model` is required there.
 */
export const PROVIDERS: Readonly<Record<ProviderName, ProviderSpec>> = {
  anthropic: {
    label: "Anthropic",
    keyEnv: "ANTHROPIC_API_KEY",
    baseUrl: ANTHROPIC_DEFAULT_BASE_URL,
    defaultModel: "claude-sonnet-4-5-20250929",
  },
  openai: {
    label: "OpenAI",
    keyEnv: "OPENAI_API_KEY",
    baseUrl: "https://api.openai.com",
    defaultModel: "gpt-4.1",
    imageTypes: JPEG_PNG_WEBP,
  },
  openrouter: {
    label: "OpenRouter",
    keyEnv: "OPENROUTER_API_KEY",
    baseUrl: "https://openrouter.ai/api",
    defaultModel: "anthropic/claude-sonnet-4.5",
    imageTypes: JPEG_PNG_WEBP,
  },
  cerebras: { label: "Cerebras", keyEnv: "CEREBRAS_API_KEY", baseUrl: "https://api.cerebras.ai" },
  gemini: {
    label: "Gemini",
    keyEnv: "GEMINI_API_KEY",
    baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
    defaultModel: "gemini-2.5-flash",
    imageTypes: JPEG_PNG_WEBP,
  },
  custom: { label: "Custom" },
  "claude-cli": { label: "Claude CLI" },
  "codex-cli": { label: "Codex CLI" },
};

export const DEFAULT_MODEL = "claude-sonnet-4-5-20250929";

export interface CreateProviderOptions {
  /** `anthropic`, `openai`, `openrouter`, `cerebras`, `gemini`, `custom`, `claude-cli` or `codex-cli`. */
  provider: string;
  /** Default per provider (see PROVIDERS); required for `cerebras` and `custom`. */
  model?: string;
  /** `--api-key` or the config file's `api_key`; empty means "not given". */
  apiKey?: string;
  /**
   * The config's `api_base_url`. Equal to any provider's built-in URL (trailing `/` ignored) it counts
   * as not customised, as in the reference, so the config default (Anthropic's URL) does not redirect
   * another provider. Required for `custom`.
   */
  baseUrl?: string;
  /** Where the key variables are read (pass `process.env`). */
  env: Readonly<Record<string, string | undefined>>;
  /** Anthropic `max_tokens` default (4096); the others send a cap only when one is given. */
  maxTokens?: number;
  /** Anthropic cache breakpoints on the stable prefix (default true). */
  promptCaching?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Replaces global fetch (a test; proxies and private CAs are set up once for the process by src/network/). */
  fetch?: FetchLike;
  /** Non-fatal remarks (a Claude model sent to another vendor's API). */
  onWarning?: (message: string) => void;
}

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}

/** The one place a provider is built from CLI/config values. */
export function createProvider(options: CreateProviderOptions): LlmProvider {
  const name = options.provider.trim().toLowerCase();
  if (!isProviderName(name)) {
    throw new ConfigError(`Unknown LLM provider '${options.provider}'`, {
      hint: `use one of: ${PROVIDER_NAMES.join(", ")}`,
    });
  }
  if (isCliProvider(name)) return createCliProvider(name, options);
  const spec = PROVIDERS[name];
  const model = options.model?.trim() || spec.defaultModel;
  if (!model) {
    throw new ConfigError(`--provider ${name} needs a model: pass --model or set "model" in the config file`);
  }
  if (name === "anthropic" && /^claude-instant-1/.test(model)) {
    throw new ConfigError(`Model '${model}' does not accept images; desktest needs a vision model`);
  }
  if (name !== "anthropic" && name !== "openrouter" && /^(claude|anthropic\/)/.test(model)) {
    options.onWarning?.(
      `model '${model}' looks like an Anthropic model but the provider is ${name}; pass --model for ${spec.label}`,
    );
  }
  const apiKey = resolveApiKey(name, options.apiKey, options.env);
  const baseUrl = resolveBaseUrl(name, options.baseUrl);
  if (name === "anthropic") {
    return new AnthropicProvider({
      model,
      apiKey,
      baseUrl,
      maxTokens: options.maxTokens,
      promptCaching: options.promptCaching,
      headers: options.headers,
      fetch: options.fetch,
    });
  }
  return new OpenAiCompatibleProvider({
    name,
    label: spec.label,
    model,
    apiKey,
    baseUrl,
    maxTokens: options.maxTokens,
    maxTokensField: name === "openai" ? "max_completion_tokens" : "max_tokens",
    preferredImageSize: imageSizeFor(model),
    ...(spec.imageTypes ? { imageTypes: spec.imageTypes } : {}),
    headers: options.headers,
    fetch: options.fetch,
  });
}

/**
 * A provider through a local agent CLI: the CLI's login is the credential (checked now, with its
 * version), `--model` is passed on when given, and the API keys in the environment are the secrets its
 * errors never show.
 */
function createCliProvider(name: CliProviderName, options: CreateProviderOptions): LlmProvider {
  const model = options.model?.trim() || undefined;
  const secrets = [
    options.apiKey,
    ...["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "CODEX_API_KEY", "OPENAI_API_KEY", "LLM_API_KEY"].map(
      (v) => options.env[v],
    ),
  ].filter((s): s is string => Boolean(s?.trim()));
  const settings = { ...(model ? { model } : {}), env: options.env, secrets };
  return name === "claude-cli" ? new ClaudeCliProvider(settings) : new CodexCliProvider(settings);
}

/** Claude models (also through OpenRouter) want ≤1280×800; OpenAI models see at most 768 px high. */
function imageSizeFor(model: string): { maxWidth: number; maxHeight: number } | undefined {
  const id = model.toLowerCase().replace(/^[a-z-]+\//, "");
  if (id.startsWith("claude")) return { ...ANTHROPIC_IMAGE_SIZE };
  if (/^(gpt-|o\d|chatgpt-)/.test(id)) return { ...OPENAI_IMAGE_SIZE };
  return undefined;
}

/**
 * The API key: the explicit one (`--api-key`, config `api_key`), then the provider's variable, then
 * `LLM_API_KEY`; blank values count as absent and surrounding whitespace (a pasted newline) is dropped.
 */
export function resolveApiKey(
  provider: ProviderName,
  explicit: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const found = findApiKey(provider, { value: explicit, source: "--api-key" }, env);
  if (found) return found.key;
  const spec = PROVIDERS[provider];
  const where = spec.keyEnv ? `--api-key, ${spec.keyEnv}, or LLM_API_KEY` : "--api-key, or LLM_API_KEY";
  throw new ConfigError(`No API key found. Set it in config, ${where}.`, {
    hint: spec.keyEnv
      ? `export ${spec.keyEnv}=… (or LLM_API_KEY) before running desktest`
      : `export LLM_API_KEY=… for the ${provider} server before running desktest`,
  });
}

/**
 * Where resolveApiKey finds the key, in its order: the explicit one (named by `explicit.source`), the
 * provider's variable, `LLM_API_KEY`; undefined when there is none. (`desktest doctor` says where, never
 * what.)
 */
export function findApiKey(
  provider: ProviderName,
  explicit: { value: string | undefined; source: string },
  env: Readonly<Record<string, string | undefined>>,
): { key: string; source: string } | undefined {
  const spec = PROVIDERS[provider];
  const candidates = [
    explicit,
    ...(spec.keyEnv ? [{ value: env[spec.keyEnv], source: spec.keyEnv }] : []),
    { value: env.LLM_API_KEY, source: "LLM_API_KEY" },
  ];
  for (const { value, source } of candidates) {
    const key = value?.trim();
    if (key) return { key, source };
  }
  return undefined;
}

const BUILT_IN_URLS = new Set(
  Object.values(PROVIDERS)
    .flatMap((s) => (s.baseUrl ? [s.baseUrl, `${s.baseUrl}/v1`] : []))
    .concat([
      "https://api.anthropic.com/v1/messages",
      "https://api.openai.com/v1/chat/completions",
      "https://openrouter.ai/api/v1/chat/completions",
      "https://api.cerebras.ai/v1/chat/completions",
      "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
    ])
    .map((u) => trimSlashes(u).toLowerCase()),
);

/** The base URL a provider uses: its own default unless a customised, valid one is given. */
export function resolveBaseUrl(provider: ProviderName, baseUrl: string | undefined): string {
  const given = baseUrl?.trim();
  const customised =
    given !== undefined && given !== "" && !BUILT_IN_URLS.has(trimSlashes(given).toLowerCase());
  if (customised) return checkApiBaseUrl(given).toString();
  const own = PROVIDERS[provider].baseUrl;
  if (own) return own;
  throw new ConfigError(
    "--provider custom needs api_base_url (the server's root, e.g. http://localhost:8000)",
  );
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * §7's rules for `api_base_url`: a parseable http(s) URL; https unless the host is localhost, 127.0.0.1
 * or ::1; no other literal private, loopback, link-local or unspecified IP (v4, v6, v4-mapped v6).
 */
export function checkApiBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`api_base_url is not a valid URL: '${value}'`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`api_base_url must use http or https, not '${url.protocol.replace(/:$/, "")}'`);
  }
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return url;
  if (url.protocol === "http:") {
    throw new ConfigError(`api_base_url must use https (http is allowed only for localhost): '${value}'`);
  }
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) && isNonPublicIp(bare)) {
    throw new ConfigError(
      `api_base_url must not point to a private, loopback or link-local address: '${bare}'`,
    );
  }
  return url;
}

function isNonPublicIp(ip: string): boolean {
  if (isIP(ip) === 4) return isNonPublicV4(ip);
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isNonPublicV4(mapped[1]);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped?.[1] && hexMapped[2]) {
    const hi = parseInt(hexMapped[1], 16);
    const lo = parseInt(hexMapped[2], 16);
    return isNonPublicV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (lower === "::" || lower === "::1") return true;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

function isNonPublicV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}
