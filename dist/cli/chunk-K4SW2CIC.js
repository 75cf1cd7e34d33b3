import {
  Redactor
} from "./chunk-L7PK2PAX.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  keepText
} from "./chunk-XRI4GCXB.js";
import {
  AgentError,
  ConfigError
} from "./chunk-DWPD5B2R.js";
import {
  parseJsonDocument
} from "./chunk-DZFXMRMN.js";

// src/suite/config-ca-bundle.ts
import path from "node:path";
function configCaBundle(config, configFile) {
  const bundle = config.tls_ca_bundle?.trim();
  if (!bundle) return void 0;
  return path.resolve(configFile ? path.dirname(path.resolve(configFile)) : process.cwd(), bundle);
}

// src/suite/config-file.ts
import { readFile as readFile2 } from "node:fs/promises";

// src/agent/providers/create-provider.ts
import { isIP } from "node:net";

// src/agent/providers/llm-provider.ts
function textOf(content) {
  if (typeof content === "string") return content;
  return content.filter((p) => p.type === "text").map((p) => p.text).join("\n");
}
var LlmError = class extends AgentError {
  constructor(message, kind, details = {}, options = {}) {
    super(message, options);
    this.kind = kind;
    this.details = details;
  }
  kind;
  details;
  get retryable() {
    return this.kind === "rate_limit" || this.kind === "overloaded" || this.kind === "server" || this.kind === "timeout" || this.kind === "network";
  }
};

// src/agent/providers/http.ts
import { STATUS_CODES } from "node:http";

// src/network/untrusted-certificate-error.ts
var CA_SETTINGS_HINT = "add the issuing CA's certificate (PEM) to the config file's tls_ca_bundle, or to the file NODE_EXTRA_CA_CERTS names";
var UntrustedCertificateError = class extends Error {
  code = "DESKTEST_UNTRUSTED_CERTIFICATE";
  host;
  issuer;
  reason;
  constructor(host, issuer, reason) {
    super(
      `the TLS certificate of ${host} is not trusted (${reason}); it was issued by ${issuer}: ${CA_SETTINGS_HINT}`
    );
    this.name = "UntrustedCertificateError";
    this.host = host;
    this.issuer = issuer;
    this.reason = reason;
  }
};
function issuerOf(certificate) {
  const issuer = certificate?.issuer;
  if (!issuer) return "an unnamed issuer";
  const parts = [];
  for (const key of ["CN", "O", "OU"]) {
    const value = issuer[key];
    if (typeof value === "string" && value) parts.push(`${key}=${value}`);
  }
  return parts.length ? parts.join(", ") : "an unnamed issuer";
}
function untrustedCertificateIn(error) {
  let current = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (current instanceof UntrustedCertificateError) return current;
    current = current.cause;
  }
  return void 0;
}

// src/agent/providers/http.ts
var MAX_DETAIL_BODY = 4e3;
var MAX_MESSAGE_BODY = 500;
function scrub(text, secrets) {
  return new Redactor(secrets).redact(text);
}
function truncateBody(body, max = MAX_MESSAGE_BODY) {
  return keepText(body, max, "... (truncated)");
}
var fetchLoaded = false;
function loadFetch() {
  if (fetchLoaded) return;
  fetchLoaded = true;
  void fetch("data:,").then((response) => response.arrayBuffer()).catch(() => void 0);
}
var JsonApi = class {
  constructor(label, url, apiKey, auth, options = {}) {
    this.label = label;
    this.url = url;
    this.secrets = [apiKey];
    this.#headers = {
      ...options.headers,
      ...auth,
      "content-type": "application/json",
      accept: "application/json"
    };
    this.#fetch = options.fetch ?? ((target, init) => fetch(target, init));
    if (!options.fetch) loadFetch();
  }
  label;
  url;
  secrets;
  #headers;
  #fetch;
  post(body, signal) {
    return postJson({
      label: this.label,
      url: this.url,
      headers: this.#headers,
      body,
      ...signal ? { signal } : {},
      fetch: this.#fetch,
      secrets: this.secrets
    });
  }
};
async function postJson(options) {
  const { label, signal, secrets } = options;
  let response;
  try {
    response = await options.fetch(options.url, {
      method: "POST",
      headers: options.headers,
      body: JSON.stringify(options.body),
      signal
    });
  } catch (error) {
    throw transportError(label, error, signal, secrets);
  }
  let text;
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
      json: JSON.parse(text),
      requestId
    };
  } catch {
    throw unexpectedReply(label, "a reply that is not JSON", response.status, text, secrets, requestId);
  }
}
function unexpectedReply(label, what, status, text, secrets, requestId) {
  const body = scrub(text, secrets);
  return new LlmError(
    `${label} API returned ${what} (${statusLine(status)}): ${truncateBody(body)}`,
    "server",
    withoutUndefined({ status, body: body.slice(0, MAX_DETAIL_BODY), requestId })
  );
}
function requestIdOf(headers) {
  return headers.get("request-id") ?? headers.get("x-request-id") ?? void 0;
}
function statusLine(status) {
  const reason = STATUS_CODES[status] ?? (status === 529 ? "Overloaded" : void 0);
  return reason ? `${status} ${reason}` : String(status);
}
function httpError(label, status, headers, text, secrets, now = Date.now()) {
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
      requestId: requestIdOf(headers)
    })
  );
}
function errorInfo(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (Array.isArray(parsed)) parsed = parsed[0];
  return errorInfoOf(parsed);
}
function errorInfoOf(value) {
  if (!isRecord(value)) return {};
  const error = isRecord(value.error) ? value.error : value;
  const text = (v) => typeof v === "string" ? v : typeof v === "number" ? String(v) : void 0;
  return withoutUndefined({
    type: text(error.type) ?? text(error.status),
    code: text(error.code),
    message: text(error.message)
  });
}
var CONTEXT_PHRASES = [
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
  "request too large"
];
function mentionsContextLength(text) {
  const lower = text.toLowerCase();
  return CONTEXT_PHRASES.some((phrase) => lower.includes(phrase));
}
function classifyHttpError(status, info, body) {
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
function retryAfterMsFrom(headers, status, now = Date.now()) {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.round(Number(ms));
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const parsed = parseRetryAfter(retryAfter, now);
    if (parsed !== void 0) return parsed;
  }
  if (status !== 429) return void 0;
  let latest;
  for (const limit of ["requests", "tokens", "input-tokens", "output-tokens"]) {
    const remaining = headers.get(`anthropic-ratelimit-${limit}-remaining`);
    const reset = headers.get(`anthropic-ratelimit-${limit}-reset`);
    if (remaining === null || reset === null || Number(remaining) !== 0) continue;
    const at = Date.parse(reset);
    if (Number.isNaN(at)) continue;
    latest = Math.max(latest ?? 0, at - now);
  }
  return latest === void 0 ? void 0 : Math.max(0, latest);
}
function parseRetryAfter(value, now = Date.now()) {
  const trimmed = value.trim();
  const seconds = /^(\d+(?:\.\d+)?)\s*s?$/i.exec(trimmed);
  if (seconds) return Math.round(Number(seconds[1]) * 1e3);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? void 0 : Math.max(0, at - now);
}
function transportError(label, error, signal, secrets) {
  if (signal?.aborted || isAbort(error)) {
    const reason = signal?.reason instanceof Error ? `: ${signal.reason.message}` : "";
    return new LlmError(
      scrub(`${label} API request aborted${reason}`, secrets),
      "timeout",
      {},
      { cause: error }
    );
  }
  const kind = untrustedCertificateIn(error) ? "client" : "network";
  return new LlmError(scrub(`${label} API request failed: ${describeCause(error)}`, secrets), kind, {});
}
function isAbort(error) {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
function describeCause(error) {
  const parts = [];
  let current = error;
  for (let depth = 0; depth < 4 && current !== void 0 && current !== null; depth++) {
    if (current instanceof Error) {
      const code = current.code;
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
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withoutUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
function trimSlashes(base) {
  return base.replace(/\/+$/, "");
}

// src/agent/providers/pricing.ts
var MODEL_PRICES = {
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
  "gpt-5-nano": { input: 0.05, output: 0.4, cacheRead: 5e-3 },
  o3: { input: 2, output: 8, cacheRead: 0.5 },
  "o4-mini": { input: 1.1, output: 4.4, cacheRead: 0.275 }
};
function priceFor(model) {
  const id = model.trim().toLowerCase();
  const exact = MODEL_PRICES[id];
  if (exact) return exact;
  let base = id.replace(/^(anthropic|openai)\//, "").replace(/:[a-z-]+$/, "");
  if (base.startsWith("claude-")) base = base.replace(/(\d)\.(\d)/g, "$1-$2");
  if (MODEL_PRICES[base]) return MODEL_PRICES[base];
  base = base.replace(/-latest$/, "").replace(/-\d{8}$/, "").replace(/-\d{4}-\d{2}-\d{2}$/, "");
  return MODEL_PRICES[base];
}
function costUsd(model, usage) {
  const price = priceFor(model);
  if (!price) return void 0;
  const cacheRead = usage.cacheReadTokens ?? 0;
  const cacheWrite = usage.cacheWriteTokens ?? 0;
  if (cacheRead > 0 && price.cacheRead === void 0) return void 0;
  if (cacheWrite > 0 && price.cacheWrite === void 0) return void 0;
  const micro = usage.inputTokens * price.input + usage.outputTokens * price.output + cacheRead * (price.cacheRead ?? 0) + cacheWrite * (price.cacheWrite ?? 0);
  return micro / 1e6;
}

// src/agent/providers/anthropic.ts
var ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
var ANTHROPIC_VERSION = "2023-06-01";
var ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
var ANTHROPIC_IMAGE_SIZE = { maxWidth: 1280, maxHeight: 800 };
var EMPTY_TURN_TEXT = "(empty)";
function anthropicMessagesUrl(baseUrl) {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/v1/messages")) return base;
  return base.endsWith("/v1") ? `${base}/messages` : `${base}/v1/messages`;
}
function toAnthropicBody(messages, options) {
  const cache = { type: "ephemeral" };
  const systemText = messages.filter((m) => m.role === "system").map((m) => textOf(m.content)).filter((t) => t.trim() !== "").join("\n\n");
  const turns = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    turns.push({ role: message.role, content: toContent(message.content) });
  }
  if (options.promptCaching) {
    const first = turns.find((t) => t.role === "user");
    if (first) {
      const blocks = typeof first.content === "string" ? [{ type: "text", text: first.content }] : first.content;
      const last = blocks[blocks.length - 1];
      if (last) last.cache_control = cache;
      first.content = blocks;
    }
  }
  const body = {
    model: options.model,
    max_tokens: options.maxTokens,
    messages: turns
  };
  if (systemText !== "") {
    body.system = options.promptCaching ? [{ type: "text", text: systemText, cache_control: cache }] : systemText;
  }
  return body;
}
function toContent(content) {
  if (typeof content === "string") return content.trim() === "" ? EMPTY_TURN_TEXT : content;
  const blocks = [];
  for (const part of content) {
    if (part.type === "text") {
      if (part.text.trim() !== "") blocks.push({ type: "text", text: part.text });
    } else {
      blocks.push({ type: "image", source: { type: "base64", media_type: part.mediaType, data: part.data } });
    }
  }
  return blocks.length > 0 ? blocks : EMPTY_TURN_TEXT;
}
function fromAnthropicReply(json, requestedModel) {
  if (!isRecord(json) || !Array.isArray(json.content)) return void 0;
  const text = json.content.filter(
    (b) => isRecord(b) && b.type === "text" && typeof b.text === "string"
  ).map((b) => b.text).join("");
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  const usage = isRecord(json.usage) ? usageOf(json.usage, model, requestedModel) : void 0;
  return withoutUndefined({
    text,
    model,
    usage,
    stopReason: typeof json.stop_reason === "string" ? json.stop_reason : void 0
  });
}
function usageOf(raw, model, requestedModel) {
  const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  const usage = withoutUndefined({
    inputTokens: count(raw.input_tokens) ?? 0,
    outputTokens: count(raw.output_tokens) ?? 0,
    cacheReadTokens: count(raw.cache_read_input_tokens),
    cacheWriteTokens: count(raw.cache_creation_input_tokens)
  });
  const cost = costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== void 0) usage.costUsd = cost;
  return usage;
}
var AnthropicProvider = class {
  name = "anthropic";
  model;
  preferredImageSize = ANTHROPIC_IMAGE_SIZE;
  /** The Messages API's image types (GIF too, which desktest never sends). */
  imageTypes = ["image/jpeg", "image/png", "image/webp"];
  endpoint;
  #api;
  #maxTokens;
  #promptCaching;
  constructor(options) {
    this.model = options.model;
    this.endpoint = anthropicMessagesUrl(options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL);
    this.#api = new JsonApi(
      "Anthropic",
      this.endpoint,
      options.apiKey,
      { "x-api-key": options.apiKey, "anthropic-version": ANTHROPIC_VERSION },
      options
    );
    this.#maxTokens = options.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS;
    this.#promptCaching = options.promptCaching ?? true;
  }
  async complete(request) {
    const body = toAnthropicBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      promptCaching: this.#promptCaching
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
        reply.requestId
      );
    }
    return response;
  }
  toJSON() {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
};

// src/agent/providers/openai-compatible.ts
var OPENAI_IMAGE_SIZE = { maxWidth: 2048, maxHeight: 768 };
function chatCompletionsUrl(baseUrl) {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/chat/completions")) return base;
  if (/\/v\d+[a-z\d]*$/.test(base) || base.endsWith("/openai")) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}
function toChatCompletionsBody(messages, options) {
  const body = {
    model: options.model,
    messages: messages.map((m) => ({ role: m.role, content: toContent2(m.role, m.content) }))
  };
  if (options.maxTokens !== void 0) body[options.maxTokensField] = options.maxTokens;
  return body;
}
function toContent2(role, content) {
  if (typeof content === "string") return content;
  const hasImage = content.some((p) => p.type === "image");
  if (role !== "user" || !hasImage) {
    return content.filter((p) => p.type === "text").map((p) => p.text).join("\n");
  }
  return content.map(
    (p) => p.type === "text" ? { type: "text", text: p.text } : { type: "image_url", image_url: { url: `data:${p.mediaType};base64,${p.data}` } }
  );
}
function fromChatCompletion(json, requestedModel) {
  if (!isRecord(json) || !Array.isArray(json.choices)) return void 0;
  const choice = json.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return void 0;
  const message = choice.message;
  let text;
  if (typeof message.content === "string") text = message.content;
  else if (Array.isArray(message.content)) {
    text = message.content.filter((p) => isRecord(p) && typeof p.text === "string").map((p) => p.text).join("\n");
  } else text = typeof message.refusal === "string" ? message.refusal : "";
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  return withoutUndefined({
    text,
    model,
    usage: isRecord(json.usage) ? usageOf2(json.usage, model, requestedModel) : void 0,
    stopReason: typeof choice.finish_reason === "string" ? choice.finish_reason : void 0
  });
}
function usageOf2(raw, model, requestedModel) {
  const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  const details = isRecord(raw.prompt_tokens_details) ? raw.prompt_tokens_details : {};
  const prompt = count(raw.prompt_tokens) ?? 0;
  const cached = Math.min(count(details.cached_tokens) ?? 0, prompt);
  const usage = { inputTokens: prompt - cached, outputTokens: count(raw.completion_tokens) ?? 0 };
  if (cached > 0) usage.cacheReadTokens = cached;
  const cost = count(raw.cost) ?? costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== void 0) usage.costUsd = cost;
  return usage;
}
var OpenAiCompatibleProvider = class {
  name;
  label;
  model;
  preferredImageSize;
  imageTypes;
  endpoint;
  #api;
  #maxTokens;
  #maxTokensField;
  constructor(options) {
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
      options
    );
    this.#maxTokens = options.maxTokens;
    this.#maxTokensField = options.maxTokensField ?? "max_tokens";
  }
  async complete(request) {
    const body = toChatCompletionsBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      maxTokensField: this.#maxTokensField
    });
    const reply = await this.#api.post(body, request.signal);
    const secrets = this.#api.secrets;
    const response = fromChatCompletion(reply.json, this.model);
    if (response) return response;
    const raw = scrub(JSON.stringify(reply.json), secrets);
    if (isRecord(reply.json) && isRecord(reply.json.error)) {
      const info = errorInfoOf(reply.json);
      const status = Number(info.code);
      const kind = Number.isInteger(status) && status >= 400 ? classifyHttpError(status, info, raw) : "server";
      throw new LlmError(
        `${this.label} API error (in a ${reply.status} reply): ${truncateBody(raw)}`,
        kind,
        withoutUndefined({ status: reply.status, body: raw.slice(0, 4e3), requestId: reply.requestId })
      );
    }
    const what = isRecord(reply.json) && Array.isArray(reply.json.choices) ? "no choices" : "an unexpected reply";
    throw unexpectedReply(this.label, what, reply.status, raw, secrets, reply.requestId);
  }
  toJSON() {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
};

// src/agent/providers/claude-cli.ts
import { writeFile } from "node:fs/promises";
import os2 from "node:os";
import path3 from "node:path";

// src/agent/providers/cli-process.ts
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
var CLI_CALL_TIMEOUT_MS = 3e5;
var MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
function loginSecrets(spec, env) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(spec.credentialsFile(env), "utf8"));
  } catch {
    return [];
  }
  const found = [];
  const walk = (value, depth) => {
    if (typeof value === "string" && value.length >= 16) found.push(value);
    else if (depth < 6 && typeof value === "object" && value !== null)
      for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(parsed, 0);
  return found;
}
function checkCliReady(spec, { env }) {
  const version = spawnSync(spec.command, ["--version"], {
    env: cleanEnv(env),
    encoding: "utf8",
    timeout: 6e4
  });
  if (version.error || version.status !== 0) {
    const why = version.error?.code === "ENOENT" ? `'${spec.command}' is not on PATH` : `'${spec.command} --version' failed${version.status !== null ? ` (exit ${version.status})` : ""}: ${(version.stderr || version.error?.message || "").trim().slice(0, 300)}`;
    throw new ConfigError(`${spec.label} not found: ${why}`, { hint: `install it: ${spec.install}` });
  }
  if (!spec.hasKeyIn?.(env)) {
    const status = spawnSync(spec.command, [...spec.loginCheck], {
      env: cleanEnv(env),
      encoding: "utf8",
      timeout: 6e4
    });
    if (status.error || status.status !== 0) {
      throw new ConfigError(
        `${spec.label} is not logged in ('${spec.command} ${spec.loginCheck.join(" ")}' says no)`,
        {
          hint: spec.login
        }
      );
    }
  }
  return version.stdout.trim().split("\n")[0] ?? "";
}
function runCli(spec, run) {
  const timeoutMs = run.timeoutMs ?? CLI_CALL_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new LlmError(`${spec.label} call aborted`, "timeout", {}));
      return;
    }
    const child = spawn(spec.command, [...run.args], {
      cwd: run.cwd,
      env: cleanEnv(run.env),
      stdio: ["pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    let size = 0;
    let failure;
    const stop = (error) => {
      failure ??= error;
      child.kill("SIGKILL");
    };
    const collect = (into) => (chunk) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES)
        stop(new LlmError(`${spec.label} wrote more than 16 MiB of output`, "client", {}));
      else into.push(chunk);
    };
    child.stdout.on("data", collect(out));
    child.stderr.on("data", collect(err));
    const timer = setTimeout(
      () => stop(new LlmError(`${spec.label} call timed out after ${formatDuration(timeoutMs)}`, "timeout", {})),
      timeoutMs
    );
    const onAbort = () => stop(new LlmError(`${spec.label} call aborted`, "timeout", {}));
    run.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdin.on("error", () => void 0);
    child.stdin.end(run.stdin);
    child.on("error", (error) => {
      failure ??= new LlmError(
        `${spec.label} could not start: ${error.message}`,
        "client",
        {},
        { cause: error }
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      if (failure) reject(failure);
      else
        resolve({
          code,
          stdout: Buffer.concat(out).toString("utf8"),
          stderr: Buffer.concat(err).toString("utf8")
        });
    });
  });
}
async function callFolder(prefix) {
  const dir = await mkdtemp(path2.join(os.tmpdir(), `${prefix}_${process.pid}_`));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
function cliFailure(label, detail, secrets) {
  const message = scrub(detail.message.trim(), secrets);
  const stdout = detail.stdout?.trim() ? `
stdout: ${truncateBody(scrub(detail.stdout.trim(), secrets))}` : "";
  const kind = detail.status !== void 0 ? classifyHttpError(detail.status, errorInfo(message), message) : kindFromText(message);
  return new LlmError(
    `${label} failed${detail.status !== void 0 ? ` (API status ${detail.status})` : ""}: ${truncateBody(message)}${stdout}`,
    kind,
    {
      ...detail.status !== void 0 ? { status: detail.status } : {},
      body: message.slice(0, 4e3)
    }
  );
}
function kindFromText(text) {
  const lower = text.toLowerCase();
  if (mentionsContextLength(lower)) return "context_length";
  const status = /\b(?:status|error|http)\s*:?\s*\(?([45]\d\d)\b/.exec(lower)?.[1];
  if (status) return classifyHttpError(Number(status), {}, text);
  if (/not logged in|invalid api key|unauthori[sz]ed|authentication/.test(lower)) return "auth";
  if (/rate limit|too many requests/.test(lower)) return "rate_limit";
  if (/overloaded/.test(lower)) return "overloaded";
  if (/server error|internal error|bad gateway|service unavailable|gateway timeout|temporarily unavailable/.test(
    lower
  ))
    return "server";
  if (/error sending request|connection (?:refused|reset|failed)|stream disconnected|timed out|dns/.test(lower))
    return "network";
  return "client";
}
function cleanEnv(env) {
  const clean = {};
  for (const [key, value] of Object.entries(env))
    if (value !== void 0 && key !== "NODE_OPTIONS") clean[key] = value;
  return clean;
}
function jsonLines(stdout) {
  const events = [];
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const event = JSON.parse(line);
      if (typeof event === "object" && event !== null && !Array.isArray(event))
        events.push(event);
    } catch {
    }
  }
  return events;
}

// src/agent/providers/cli-transcript.ts
var EXTENSIONS = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp"
};
function flattenConversation(messages) {
  const system = [];
  const sections = [];
  let step = 0;
  for (const message of messages) {
    if (message.role === "system") {
      system.push(textOf(message.content));
      continue;
    }
    if (message.role === "assistant") {
      sections.push({ kind: "response", text: textOf(message.content) });
      continue;
    }
    const image = typeof message.content === "string" ? void 0 : message.content.find(isImage);
    if (!image) {
      sections.push({ kind: "text", text: textOf(message.content) });
      continue;
    }
    step += 1;
    const name = `step_${String(step).padStart(3, "0")}_screenshot.${EXTENSIONS[image.mediaType]}`;
    sections.push({
      kind: "observation",
      step,
      current: false,
      image: { step, mediaType: image.mediaType, data: Buffer.from(image.data, "base64"), fileName: name },
      text: textOf(message.content)
    });
  }
  const observations = sections.filter((s) => s.kind === "observation");
  const last = observations[observations.length - 1];
  if (last) last.current = true;
  return { system: system.filter((t) => t.trim() !== "").join("\n\n"), sections };
}
function observationHeading(section) {
  return section.current ? `### Step ${section.step} (CURRENT \u2014 this is the latest desktop state)` : `### Step ${section.step} (previous)`;
}
function isImage(part) {
  return part.type === "image";
}

// src/agent/providers/claude-cli.ts
var CLAUDE_CLI = {
  label: "Claude CLI",
  command: "claude",
  install: "npm install -g @anthropic-ai/claude-code",
  loginCheck: ["auth", "status"],
  login: "run `claude` and log in with /login (or `claude setup-token` on a CI runner), or export ANTHROPIC_API_KEY",
  hasKeyIn: (env) => Boolean(env.ANTHROPIC_API_KEY?.trim() || env.CLAUDE_CODE_OAUTH_TOKEN?.trim()),
  credentialsFile: (env) => path3.join(env.CLAUDE_CONFIG_DIR ?? path3.join(env.HOME ?? os2.homedir(), ".claude"), ".credentials.json")
};
function claudeInput(transcript) {
  const blocks = [];
  const text = (value) => {
    if (value.trim() !== "") blocks.push({ type: "text", text: value });
  };
  for (const section of transcript.sections) {
    if (section.kind === "text") text(section.text);
    else if (section.kind === "response") text(`[Previous agent response]
${section.text}`);
    else {
      text(observationHeading(section));
      if (section.image) {
        blocks.push({
          type: "image",
          source: {
            type: "base64",
            media_type: section.image.mediaType,
            data: section.image.data.toString("base64")
          }
        });
      }
      text(section.text);
    }
  }
  if (blocks.length === 0) text("(empty)");
  return `${JSON.stringify({ type: "user", message: { role: "user", content: blocks } })}
`;
}
var ClaudeCliProvider = class {
  name = "claude-cli";
  model;
  preferredImageSize = ANTHROPIC_IMAGE_SIZE;
  imageTypes = ["image/jpeg", "image/png", "image/webp"];
  callTimeoutMs = CLI_CALL_TIMEOUT_MS;
  version;
  #options;
  #secrets;
  constructor(options) {
    this.#options = options;
    this.model = options.model ?? "default";
    this.version = checkCliReady(CLAUDE_CLI, options);
    this.#secrets = [...options.secrets ?? [], ...loginSecrets(CLAUDE_CLI, options.env)];
  }
  async complete(request) {
    const transcript = flattenConversation(request.messages);
    const folder = await callFolder("desktest_cli");
    try {
      const systemFile = path3.join(folder.dir, "system-prompt.txt");
      await writeFile(systemFile, transcript.system || "You are a helpful assistant.");
      const output = await runCli(CLAUDE_CLI, {
        args: [
          "-p",
          "--input-format",
          "stream-json",
          "--output-format",
          "stream-json",
          "--verbose",
          "--tools",
          "",
          "--max-turns",
          "1",
          "--system-prompt-file",
          systemFile,
          "--no-session-persistence",
          "--setting-sources",
          "",
          ...this.#options.model ? ["--model", this.#options.model] : []
        ],
        stdin: claudeInput(transcript),
        cwd: folder.dir,
        env: {
          ...this.#options.env,
          CLAUDE_CODE_MAX_RETRIES: "0",
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1"
        },
        ...request.signal ? { signal: request.signal } : {}
      });
      return this.#read(output.code, output.stdout, output.stderr);
    } finally {
      await folder.dispose();
    }
  }
  #read(code, stdout, stderr) {
    const secrets = this.#secrets;
    const result = lastResult(stdout);
    if (!result) {
      throw cliFailure("Claude CLI", { message: `exit ${code ?? "by signal"}: ${stderr}`, stdout }, secrets);
    }
    const text = typeof result.result === "string" ? result.result : "";
    if (result.is_error === true || code !== 0) {
      const status = typeof result.api_error_status === "number" ? result.api_error_status : void 0;
      throw cliFailure(
        "Claude CLI",
        { ...status !== void 0 ? { status } : {}, message: text || stderr },
        secrets
      );
    }
    if (text.trim() === "") throw new LlmError("Claude CLI returned an empty response", "server", {});
    const models = isRecord(result.modelUsage) ? Object.keys(result.modelUsage) : [];
    return withoutUndefined({
      text,
      model: models[0] ?? this.model,
      usage: isRecord(result.usage) ? usageOf3(result.usage, result.total_cost_usd) : void 0,
      stopReason: typeof result.stop_reason === "string" ? result.stop_reason : void 0
    });
  }
  toJSON() {
    return { name: this.name, model: this.model, cli: this.version };
  }
};
function lastResult(stdout) {
  return jsonLines(stdout).findLast((event) => event.type === "result");
}
function usageOf3(raw, cost) {
  const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  return withoutUndefined({
    inputTokens: count(raw.input_tokens) ?? 0,
    outputTokens: count(raw.output_tokens) ?? 0,
    cacheReadTokens: count(raw.cache_read_input_tokens),
    cacheWriteTokens: count(raw.cache_creation_input_tokens),
    costUsd: count(cost)
  });
}

// src/agent/providers/codex-cli.ts
import { readFile, writeFile as writeFile2 } from "node:fs/promises";
import os3 from "node:os";
import path4 from "node:path";
var CODEX_CLI = {
  label: "Codex CLI",
  command: "codex",
  install: "npm install -g @openai/codex",
  loginCheck: ["login", "status"],
  login: "run `codex login` (or `printenv OPENAI_API_KEY | codex login --with-api-key`), or export CODEX_API_KEY",
  hasKeyIn: (env) => Boolean(env.CODEX_API_KEY?.trim()),
  credentialsFile: (env) => path4.join(env.CODEX_HOME ?? path4.join(env.HOME ?? os3.homedir(), ".codex"), "auth.json")
};
function codexPrompt(transcript) {
  const parts = [`<system-instructions>
${transcript.system}
</system-instructions>`];
  let image = 0;
  for (const section of transcript.sections) {
    if (section.kind === "text") parts.push(section.text);
    else if (section.kind === "response") parts.push(`[Previous agent response]
${section.text}`);
    else {
      const lines = [observationHeading(section)];
      if (section.image) lines.push(`- Screenshot: attached image ${++image} (${section.image.fileName})`);
      if (section.text.trim() !== "") lines.push(section.text);
      parts.push(lines.join("\n"));
    }
  }
  return `${parts.join("\n\n---\n\n")}
`;
}
var CodexCliProvider = class {
  name = "codex-cli";
  model;
  preferredImageSize = OPENAI_IMAGE_SIZE;
  imageTypes = ["image/png", "image/jpeg"];
  callTimeoutMs = CLI_CALL_TIMEOUT_MS;
  version;
  #options;
  #secrets;
  constructor(options) {
    this.#options = options;
    this.model = options.model ?? "default";
    this.version = checkCliReady(CODEX_CLI, options);
    this.#secrets = [...options.secrets ?? [], ...loginSecrets(CODEX_CLI, options.env)];
  }
  async complete(request) {
    const transcript = flattenConversation(request.messages);
    const folder = await callFolder("desktest_codex");
    try {
      const images = [];
      for (const section of transcript.sections) {
        if (section.kind !== "observation" || !section.image) continue;
        const file = path4.join(folder.dir, section.image.fileName);
        await writeFile2(file, section.image.data);
        images.push(file);
      }
      const answerFile = path4.join(folder.dir, "codex_response.txt");
      const output = await runCli(CODEX_CLI, {
        args: [
          "exec",
          "--skip-git-repo-check",
          "--ephemeral",
          "--sandbox",
          "read-only",
          "--color",
          "never",
          "--json",
          "-o",
          answerFile,
          ...this.#options.model ? ["-m", this.#options.model] : [],
          ...images.flatMap((file) => ["-i", file]),
          "--",
          "-"
        ],
        stdin: codexPrompt(transcript),
        cwd: folder.dir,
        env: this.#options.env,
        ...request.signal ? { signal: request.signal } : {}
      });
      const events = jsonLines(output.stdout);
      const completed = [...events].reverse().find((e) => e.type === "turn.completed");
      if (output.code !== 0 || !completed) {
        const failed = events.find((e) => e.type === "turn.failed") ?? [...events].reverse().find((e) => e.type === "error");
        const said = failed ? messageOf(failed) : void 0;
        throw cliFailure(
          "Codex CLI",
          {
            message: said ?? `exit ${output.code ?? "by signal"}: ${output.stderr}`,
            stdout: said ? "" : output.stdout
          },
          this.#secrets
        );
      }
      const text = await readFile(answerFile, "utf8").catch(() => "");
      if (text.trim() === "") throw new LlmError("Codex CLI returned an empty response", "server", {});
      return withoutUndefined({
        text,
        model: this.model,
        usage: isRecord(completed.usage) ? this.#usage(completed.usage) : void 0
      });
    } finally {
      await folder.dispose();
    }
  }
  /** Codex counts cached tokens inside `input_tokens`; LlmUsage keeps them apart. */
  #usage(raw) {
    const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
    const cached = count(raw.cached_input_tokens);
    const usage = {
      inputTokens: Math.max(0, count(raw.input_tokens) - cached),
      outputTokens: count(raw.output_tokens),
      ...cached > 0 ? { cacheReadTokens: cached } : {}
    };
    const cost = costUsd(this.model, usage);
    return cost === void 0 ? usage : { ...usage, costUsd: cost };
  }
  toJSON() {
    return { name: this.name, model: this.model, cli: this.version };
  }
};
function messageOf(event) {
  if (typeof event.message === "string") return event.message;
  return isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : void 0;
}

// src/agent/providers/create-provider.ts
var PROVIDER_NAMES = [
  "anthropic",
  "openai",
  "openrouter",
  "cerebras",
  "gemini",
  "custom",
  "claude-cli",
  "codex-cli"
];
var CLI_PROVIDER_NAMES = ["claude-cli", "codex-cli"];
function isCliProvider(name) {
  return CLI_PROVIDER_NAMES.includes(name);
}
var JPEG_PNG_WEBP = ["image/jpeg", "image/png", "image/webp"];
var PROVIDERS = {
  anthropic: {
    label: "Anthropic",
    keyEnv: "ANTHROPIC_API_KEY",
    baseUrl: ANTHROPIC_DEFAULT_BASE_URL,
    defaultModel: "claude-sonnet-4-5-20250929"
  },
  openai: {
    label: "OpenAI",
    keyEnv: "OPENAI_API_KEY",
    baseUrl: "https://api.openai.com",
    defaultModel: "gpt-4.1",
    imageTypes: JPEG_PNG_WEBP
  },
  openrouter: {
    label: "OpenRouter",
    keyEnv: "OPENROUTER_API_KEY",
    baseUrl: "https://openrouter.ai/api",
    defaultModel: "anthropic/claude-sonnet-4.5",
    imageTypes: JPEG_PNG_WEBP
  },
  cerebras: { label: "Cerebras", keyEnv: "CEREBRAS_API_KEY", baseUrl: "https://api.cerebras.ai" },
  gemini: {
    label: "Gemini",
    keyEnv: "GEMINI_API_KEY",
    baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
    defaultModel: "gemini-2.5-flash",
    imageTypes: JPEG_PNG_WEBP
  },
  custom: { label: "Custom" },
  "claude-cli": { label: "Claude CLI" },
  "codex-cli": { label: "Codex CLI" }
};
function isProviderName(name) {
  return PROVIDER_NAMES.includes(name);
}
function createProvider(options) {
  const name = options.provider.trim().toLowerCase();
  if (!isProviderName(name)) {
    throw new ConfigError(`Unknown LLM provider '${options.provider}'`, {
      hint: `use one of: ${PROVIDER_NAMES.join(", ")}`
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
      `model '${model}' looks like an Anthropic model but the provider is ${name}; pass --model for ${spec.label}`
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
      fetch: options.fetch
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
    ...spec.imageTypes ? { imageTypes: spec.imageTypes } : {},
    headers: options.headers,
    fetch: options.fetch
  });
}
function createCliProvider(name, options) {
  const model = options.model?.trim() || void 0;
  const secrets = [
    options.apiKey,
    ...["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "CODEX_API_KEY", "OPENAI_API_KEY", "LLM_API_KEY"].map(
      (v) => options.env[v]
    )
  ].filter((s) => Boolean(s?.trim()));
  const settings = { ...model ? { model } : {}, env: options.env, secrets };
  return name === "claude-cli" ? new ClaudeCliProvider(settings) : new CodexCliProvider(settings);
}
function imageSizeFor(model) {
  const id = model.toLowerCase().replace(/^[a-z-]+\//, "");
  if (id.startsWith("claude")) return { ...ANTHROPIC_IMAGE_SIZE };
  if (/^(gpt-|o\d|chatgpt-)/.test(id)) return { ...OPENAI_IMAGE_SIZE };
  return void 0;
}
function resolveApiKey(provider, explicit, env) {
  const found = findApiKey(provider, { value: explicit, source: "--api-key" }, env);
  if (found) return found.key;
  const spec = PROVIDERS[provider];
  const where = spec.keyEnv ? `--api-key, ${spec.keyEnv}, or LLM_API_KEY` : "--api-key, or LLM_API_KEY";
  throw new ConfigError(`No API key found. Set it in config, ${where}.`, {
    hint: spec.keyEnv ? `export ${spec.keyEnv}=\u2026 (or LLM_API_KEY) before running desktest` : `export LLM_API_KEY=\u2026 for the ${provider} server before running desktest`
  });
}
function findApiKey(provider, explicit, env) {
  const spec = PROVIDERS[provider];
  const candidates = [
    explicit,
    ...spec.keyEnv ? [{ value: env[spec.keyEnv], source: spec.keyEnv }] : [],
    { value: env.LLM_API_KEY, source: "LLM_API_KEY" }
  ];
  for (const { value, source } of candidates) {
    const key = value?.trim();
    if (key) return { key, source };
  }
  return void 0;
}
var BUILT_IN_URLS = new Set(
  Object.values(PROVIDERS).flatMap((s) => s.baseUrl ? [s.baseUrl, `${s.baseUrl}/v1`] : []).concat([
    "https://api.anthropic.com/v1/messages",
    "https://api.openai.com/v1/chat/completions",
    "https://openrouter.ai/api/v1/chat/completions",
    "https://api.cerebras.ai/v1/chat/completions",
    "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions"
  ]).map((u) => trimSlashes(u).toLowerCase())
);
function resolveBaseUrl(provider, baseUrl) {
  const given = baseUrl?.trim();
  const customised = given !== void 0 && given !== "" && !BUILT_IN_URLS.has(trimSlashes(given).toLowerCase());
  if (customised) return checkApiBaseUrl(given).toString();
  const own = PROVIDERS[provider].baseUrl;
  if (own) return own;
  throw new ConfigError(
    "--provider custom needs api_base_url (the server's root, e.g. http://localhost:8000)"
  );
}
var LOCAL_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
function checkApiBaseUrl(value) {
  let url;
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
      `api_base_url must not point to a private, loopback or link-local address: '${bare}'`
    );
  }
  return url;
}
function isNonPublicIp(ip) {
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
  return (first & 65024) === 64512 || (first & 65472) === 65152;
}
function isNonPublicV4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168;
}

// src/suite/config-keys.ts
var CONFIG_KEYS = [
  {
    key: "provider",
    type: "string",
    default: "`anthropic`",
    what: `the LLM provider (\`--provider\` wins): ${PROVIDER_NAMES.join(", ")}`,
    example: "anthropic"
  },
  {
    key: "model",
    type: "string",
    default: "the provider's default model",
    what: "the model the agent uses (`--model` wins)",
    example: PROVIDERS.anthropic.defaultModel ?? ""
  },
  {
    key: "api_key",
    type: "string",
    default: "none: the provider's variable (`ANTHROPIC_API_KEY`\u2026), then `LLM_API_KEY`",
    what: "the LLM's API key; a key in a file is easy to leak, so the loader warns: prefer the variable",
    example: ""
  },
  {
    key: "api_base_url",
    type: "string",
    default: "the provider's own endpoint",
    what: "the LLM server's root URL; https unless the host is localhost; needed by `custom`",
    example: "https://llm.internal.example.com"
  },
  {
    key: "llm_max_retries",
    type: "whole number",
    default: "`5`",
    what: "retries of a failed LLM call (`--llm-max-retries` wins)",
    example: 5
  },
  {
    key: "display_width",
    type: "whole number",
    default: "`1920` (`--resolution`)",
    what: "the desktop's width in pixels when `--resolution` is not given",
    example: 1280
  },
  {
    key: "display_height",
    type: "whole number",
    default: "`1080`",
    what: "the desktop's height in pixels, with `display_width`",
    example: 800
  },
  {
    key: "tls_ca_bundle",
    type: "string",
    default: "none: the system roots (and `NODE_EXTRA_CA_CERTS`)",
    what: "a PEM file of private CAs added to the system roots for every TLS connection; relative to the config file",
    example: "corp-ca.pem"
  },
  {
    key: "integrations.slack.webhook_url",
    type: "string",
    default: "none (`DESKTEST_SLACK_WEBHOOK_URL` wins)",
    what: "a Slack incoming webhook the agent's bug reports are posted to",
    example: "https://hooks.slack.com/services/T000/B000/XXXX"
  },
  {
    key: "integrations.slack.channel",
    type: "string",
    default: "the webhook's own channel",
    what: "the channel the bug reports go to",
    example: "#desktop-tests"
  }
];

// src/suite/config-file.ts
async function loadConfigFile(file, warn) {
  const text = await readFile2(file, "utf8").catch((error) => {
    throw new ConfigError(`Cannot read config file '${file}': ${error.message}`);
  });
  const document = parseJsonDocument(text);
  const problem = document.syntaxProblems[0];
  if (problem)
    throw new ConfigError(`Invalid JSON: ${problem.message}`, { location: { file, ...problem.position } });
  const value = document.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError("Invalid JSON: the config file must hold an object", { location: { file } });
  const raw = value;
  const at = (key) => ({ file, pointer: `/${key}`, ...document.valuePosition(`/${key}`) });
  for (const { key, type } of CONFIG_KEYS) {
    const parts = key.split(".");
    let value2 = raw;
    for (const [i, part] of parts.entries()) {
      if (value2 === void 0) break;
      if (typeof value2 !== "object" || value2 === null || Array.isArray(value2)) {
        const parent = parts.slice(0, i).join(".");
        throw new ConfigError(`'${parent}' must be an object`, { location: at(parts.slice(0, i).join("/")) });
      }
      value2 = value2[part];
    }
    if (value2 === void 0) continue;
    const pointer = parts.join("/");
    if (type === "string" && typeof value2 !== "string")
      throw new ConfigError(`'${key}' must be a string`, { location: at(pointer) });
    if (type === "whole number" && !(Number.isInteger(value2) && value2 >= 0))
      throw new ConfigError(`'${key}' must be a whole number`, { location: at(pointer) });
  }
  if (typeof raw.api_key === "string" && raw.api_key)
    warn(`${file}: an API key in a config file is easy to leak; prefer the provider's environment variable`);
  const known = new Set(CONFIG_KEYS.map((k) => k.key.split(".")[0]));
  const ignored = Object.keys(raw).filter((k) => !known.has(k));
  if (ignored.length) warn(`${file}: ignoring ${ignored.join(", ")} (not used by this engine)`);
  return raw;
}

// src/network/network-settings.ts
import { getCACertificates } from "node:tls";

// src/network/ca-bundle.ts
import { readFileSync as readFileSync2 } from "node:fs";
var PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
function readCaBundle(file, setting) {
  let text;
  try {
    text = readFileSync2(file, "utf8");
  } catch (error) {
    throw new ConfigError(`${setting}: cannot read the CA bundle '${file}': ${error.message}`);
  }
  const certificates = text.match(PEM_CERTIFICATE) ?? [];
  if (!certificates.length) {
    throw new ConfigError(`${setting}: '${file}' holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return certificates.map((pem) => `${pem}
`);
}

// src/network/no-proxy.ts
import { BlockList, isIP as isIP2 } from "node:net";
function bypassesProxy(hostname, port, noProxy) {
  if (!noProxy) return false;
  const host = normaliseHost(hostname);
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === "*") return true;
    const { name, entryPort } = splitPort(entry);
    if (entryPort !== void 0 && entryPort !== port) continue;
    if (matchesName(host, name)) return true;
  }
  return false;
}
function matchesName(host, entry) {
  const range = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (range?.[1] && range[2]) return inRange(host, normaliseHost(range[1]), Number(range[2]));
  const name = normaliseHost(entry.replace(/^\*?\./, ""));
  if (!name) return false;
  if (isIP2(name) || isIP2(host)) return host === name;
  return host === name || host.endsWith(`.${name}`);
}
function inRange(host, network, prefix) {
  const family = isIP2(network);
  if (!family || isIP2(host) !== family) return false;
  if (prefix > (family === 4 ? 32 : 128)) return false;
  const list = new BlockList();
  const type = family === 4 ? "ipv4" : "ipv6";
  list.addSubnet(network, prefix, type);
  return list.check(host, type);
}
function splitPort(entry) {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed?.[1]) {
    return bracketed[2] ? { name: bracketed[1], entryPort: Number(bracketed[2]) } : { name: bracketed[1] };
  }
  if (isIP2(entry.replace(/\/\d+$/, "")) === 6) return { name: entry };
  const withPort = /^(.*):(\d+)$/.exec(entry);
  if (withPort?.[1] !== void 0 && withPort[2])
    return { name: withPort[1], entryPort: Number(withPort[2]) };
  return { name: entry };
}
function normaliseHost(host) {
  return host.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
}

// src/network/proxy-url-for-log.ts
function proxyUrlForLog(proxy) {
  const shown = new URL(proxy.href);
  shown.username = "";
  shown.password = "";
  return shown.origin === "null" ? `${shown.protocol}//${shown.host}` : shown.origin;
}

// src/network/proxy-settings.ts
function variable(env, name) {
  for (const candidate of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[candidate]?.trim();
    if (value) return { name: candidate, value };
  }
  return void 0;
}
function proxySettingsFromEnv(env) {
  const https = variable(env, "https_proxy");
  const http = variable(env, "http_proxy");
  return {
    ...https ? { https: parseProxyUrl(https.name, https.value) } : {},
    ...http ? { http: parseProxyUrl(http.name, http.value) } : {},
    noProxy: variable(env, "no_proxy")?.value ?? ""
  };
}
function parseProxyUrl(name, value) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(`${name} is not a proxy URL`, {
      hint: `set ${name} to http://host:port (or http://user:password@host:port)`
    });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(
      `${name} uses ${url.protocol.replace(/:$/, "")}, a proxy kind desktest does not speak`,
      {
        hint: `use an http:// or https:// proxy (found ${proxyUrlForLog(url)})`
      }
    );
  }
  return url;
}
function proxyFor(settings, target) {
  const proxy = target.protocol === "https:" ? settings.https : target.protocol === "http:" ? settings.http : void 0;
  if (!proxy) return void 0;
  return bypassesProxy(target.hostname, target.port, settings.noProxy) ? void 0 : proxy;
}

// src/network/network-settings.ts
function networkSettings(env, caBundle) {
  const extraCaCerts = env.NODE_EXTRA_CA_CERTS?.trim() || void 0;
  return {
    proxies: proxySettingsFromEnv(env),
    ...caBundle ? { caBundle } : {},
    ...extraCaCerts ? { extraCaCerts } : {},
    addedCertificates: [
      ...extraCaCerts ? readCaBundle(extraCaCerts, "NODE_EXTRA_CA_CERTS") : [],
      ...caBundle ? readCaBundle(caBundle, "tls_ca_bundle") : []
    ]
  };
}
var startupRoots;
function trustedCertificates(settings) {
  startupRoots ??= getCACertificates("default");
  return [.../* @__PURE__ */ new Set([...startupRoots, ...settings.addedCertificates])];
}

export {
  configCaBundle,
  LlmError,
  UntrustedCertificateError,
  issuerOf,
  checkCliReady,
  CLAUDE_CLI,
  CODEX_CLI,
  PROVIDER_NAMES,
  isCliProvider,
  PROVIDERS,
  isProviderName,
  createProvider,
  findApiKey,
  loadConfigFile,
  proxyUrlForLog,
  proxyFor,
  networkSettings,
  trustedCertificates
};
