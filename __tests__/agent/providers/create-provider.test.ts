import { cheapestImageFormat } from "../../../src/agent/observation.ts";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/errors/desktest-error.ts";
import {
  checkApiBaseUrl,
  createProvider,
  resolveApiKey,
  resolveBaseUrl,
} from "../../../src/agent/providers/create-provider.ts";
import { AnthropicProvider } from "../../../src/agent/providers/anthropic.ts";
import { LlmError } from "../../../src/agent/providers/llm-provider.ts";
import type { OpenAiCompatibleProvider } from "../../../src/agent/providers/openai-compatible.ts";
import { completeWithRetries } from "../../../src/agent/providers/retries.ts";
import { conversation, double, failure } from "./fixtures.ts";

describe("API key resolution", () => {
  it("prefers the explicit key, then the provider's variable, then LLM_API_KEY", () => {
    const env = { ANTHROPIC_API_KEY: "from-anthropic-var", LLM_API_KEY: "from-llm-var" };
    expect(resolveApiKey("anthropic", "explicit", env)).toBe("explicit");
    expect(resolveApiKey("anthropic", "", env)).toBe("from-anthropic-var");
    expect(resolveApiKey("anthropic", undefined, { LLM_API_KEY: "from-llm-var" })).toBe("from-llm-var");
    expect(resolveApiKey("anthropic", "  ", { ANTHROPIC_API_KEY: " \n", LLM_API_KEY: "x-key\n" })).toBe(
      "x-key",
    );
    expect(resolveApiKey("openai", undefined, { OPENAI_API_KEY: "o", ANTHROPIC_API_KEY: "a" })).toBe("o");
    expect(resolveApiKey("openrouter", undefined, { OPENROUTER_API_KEY: "r" })).toBe("r");
    expect(resolveApiKey("cerebras", undefined, { CEREBRAS_API_KEY: "c" })).toBe("c");
    expect(resolveApiKey("gemini", undefined, { GEMINI_API_KEY: "g" })).toBe("g");
    expect(resolveApiKey("custom", undefined, { OPENAI_API_KEY: "o", LLM_API_KEY: "l" })).toBe("l");
  });

  it("fails with the reference's config error when no key is found", () => {
    const missing = (provider: "anthropic" | "custom" | "gemini") => {
      try {
        resolveApiKey(provider, undefined, { OPENAI_API_KEY: "not this one" });
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error("no error");
    };
    const error = missing("anthropic");
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.category).toBe("config_error");
    expect(error.message).toBe(
      "No API key found. Set it in config, --api-key, ANTHROPIC_API_KEY, or LLM_API_KEY.",
    );
    expect(missing("gemini").message).toBe(
      "No API key found. Set it in config, --api-key, GEMINI_API_KEY, or LLM_API_KEY.",
    );
    expect(missing("custom").message).toBe("No API key found. Set it in config, --api-key, or LLM_API_KEY.");
    expect(() => createProvider({ provider: "anthropic", env: {} })).toThrow(ConfigError);
  });
});

describe("createProvider", () => {
  it("builds Anthropic by default model, with its image size", () => {
    const provider = createProvider({ provider: "anthropic", env: { ANTHROPIC_API_KEY: "k-anthropic" } });
    expect(provider).toBeInstanceOf(AnthropicProvider);
    expect(provider.model).toBe("claude-sonnet-4-5-20250929");
    expect(provider.preferredImageSize).toEqual({ maxWidth: 1280, maxHeight: 800 });
    expect((provider as AnthropicProvider).endpoint).toBe("https://api.anthropic.com/v1/messages");
  });

  it("gives each compatible provider its endpoint and default model", () => {
    const env = { LLM_API_KEY: "k-llm-1234" };
    const endpoint = (provider: string, model?: string) =>
      (createProvider({ provider, model, env }) as OpenAiCompatibleProvider).endpoint;
    expect(endpoint("openai")).toBe("https://api.openai.com/v1/chat/completions");
    expect(endpoint("openrouter")).toBe("https://openrouter.ai/api/v1/chat/completions");
    expect(endpoint("cerebras", "llama-4-scout-17b-16e-instruct")).toBe(
      "https://api.cerebras.ai/v1/chat/completions",
    );
    expect(endpoint("gemini")).toBe(
      "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
    );
    expect(createProvider({ provider: "openai", env }).model).toBe("gpt-4.1");
    expect(createProvider({ provider: "openai", env }).preferredImageSize).toEqual({
      maxWidth: 2048,
      maxHeight: 768,
    });
    expect(createProvider({ provider: "openrouter", env }).preferredImageSize).toEqual({
      maxWidth: 1280,
      maxHeight: 800,
    });
    expect(createProvider({ provider: "gemini", env }).preferredImageSize).toBeUndefined();
  });

  it("sends each API the cheapest screenshot encoding it takes: JPEG everywhere, PNG for a model that names none", () => {
    const env = { LLM_API_KEY: "k-llm-1234" };
    const format = (provider: string, model?: string, baseUrl?: string) =>
      cheapestImageFormat(createProvider({ provider, model, baseUrl, env }).imageTypes);
    for (const provider of ["anthropic", "openai", "openrouter", "gemini"])
      expect(format(provider)).toBe("jpeg");
    expect(format("custom", "local-vision", "http://localhost:8000")).toBe("jpeg");
    expect(cheapestImageFormat(undefined)).toBe("png");
    expect(cheapestImageFormat(["image/webp", "image/png"])).toBe("png");
    expect(cheapestImageFormat(["image/webp"])).toBe("webp");
  });

  it("requires a model for cerebras and custom, and a base URL for custom", () => {
    const env = { LLM_API_KEY: "k" };
    expect(() => createProvider({ provider: "cerebras", env })).toThrow(/needs a model/);
    expect(() => createProvider({ provider: "custom", model: "m", env })).toThrow(/needs api_base_url/);
    expect(() => createProvider({ provider: "claude-code", env })).toThrow(
      /Unknown LLM provider 'claude-code'/,
    );
  });

  it("treats a built-in URL as not customised (the config's Anthropic default does not redirect OpenAI)", () => {
    expect(resolveBaseUrl("openai", "https://api.anthropic.com/")).toBe("https://api.openai.com");
    expect(resolveBaseUrl("anthropic", "https://api.openai.com/v1")).toBe("https://api.anthropic.com");
    expect(resolveBaseUrl("openai", "http://localhost:9000")).toBe("http://localhost:9000/");
  });

  it("warns when a Claude model is sent to another vendor's API", () => {
    const warnings: string[] = [];
    createProvider({
      provider: "openai",
      model: "claude-sonnet-4-5-20250929",
      env: { OPENAI_API_KEY: "k" },
      onWarning: (w) => warnings.push(w),
    });
    expect(warnings[0]).toContain("looks like an Anthropic model");
  });

  it("checks api_base_url like the reference", () => {
    expect(checkApiBaseUrl("https://llm.example.com/v1").host).toBe("llm.example.com");
    expect(checkApiBaseUrl("http://127.0.0.1:8080").port).toBe("8080");
    expect(checkApiBaseUrl("http://[::1]:8080").hostname).toBe("[::1]");
    expect(() => checkApiBaseUrl("not a url")).toThrow(ConfigError);
    expect(() => checkApiBaseUrl("ftp://example.com")).toThrow(/http or https/);
    expect(() => checkApiBaseUrl("http://llm.example.com")).toThrow(/must use https/);
    for (const host of [
      "10.0.0.5",
      "192.168.1.2",
      "172.20.0.1",
      "169.254.169.254",
      "127.0.0.2",
      "0.0.0.0",
      "[fd00::1]",
      "[fe80::1]",
      "[::ffff:10.0.0.1]",
    ]) {
      expect(() => checkApiBaseUrl(`https://${host}/`), host).toThrow(/private, loopback or link-local/);
    }
    expect(checkApiBaseUrl("https://8.8.8.8/").hostname).toBe("8.8.8.8");
  });
});

describe("API keys never leak", () => {
  it("stay out of inspect/JSON of a provider", () => {
    const key = "sk-ant-very-secret-0000";
    const provider = createProvider({ provider: "anthropic", apiKey: key, env: {} });
    expect(inspect(provider, { depth: 5, showHidden: true })).not.toContain(key);
    expect(JSON.stringify(provider)).not.toContain(key);
  });

  it("are scrubbed from error bodies that echo them, from every error kind", async () => {
    const key = "sk-echoed-secret-key-4242";
    const server = await double({
      apiKey: key,
      policy: (request) => ({
        status: 400,
        body: { error: { message: `bad key ${request.headers.authorization}` } },
      }),
    });
    const provider = createProvider({ provider: "openai", apiKey: key, baseUrl: server.url, env: {} });
    const error = await failure(provider.complete({ messages: conversation() }));
    expect(error.message).toContain("bad key Bearer [REDACTED]");
    expect(error.details.body).not.toContain(key);

    // A key with a character no HTTP header may carry: fetch rejects it before sending and says so.
    const weird = createProvider({
      provider: "anthropic",
      apiKey: "sk-bad\u0001key-123456",
      baseUrl: server.url,
      env: {},
    });
    const headerError = await failure(weird.complete({ messages: conversation() }));
    expect(headerError).toBeInstanceOf(LlmError);
    expect(headerError.message).not.toContain("sk-bad\u0001key-123456");

    // Through the retry loop too, including the thrown error's text and its cause chain.
    server.policy = () => ({ status: 500, body: `upstream said ${key}` });
    const retried = await failure(
      completeWithRetries(
        provider,
        { messages: conversation() },
        {
          maxRetries: 1,
          sleep: async () => {},
        },
      ),
    );
    expect(retried.message).toContain("upstream said [REDACTED]");
    expect(inspect(retried, { depth: 10 })).not.toContain(key);
  });
});
