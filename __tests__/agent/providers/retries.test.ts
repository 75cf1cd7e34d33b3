import { describe, expect, it } from "vitest";
import { AnthropicProvider } from "../../../src/agent/providers/anthropic.ts";
import { LlmError, type LlmProvider, type LlmRequest } from "../../../src/agent/providers/llm-provider.ts";
import { OpenAiCompatibleProvider } from "../../../src/agent/providers/openai-compatible.ts";
import { completeWithRetries, retryDelayMs } from "../../../src/agent/providers/retries.ts";
import { fail, sequence } from "../../helpers/llm-double.ts";
import { KEY, conversation, double, recordingSleep, failure } from "./fixtures.ts";

const MODEL = "claude-sonnet-4-5-20250929";
const request = (): LlmRequest => ({ messages: conversation() });

async function anthropicDouble(policy: Parameters<typeof sequence>) {
  const server = await double({ policy: sequence(...policy) });
  return { server, provider: new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url }) };
}

describe("completeWithRetries", () => {
  it("waits what Retry-After asks, then succeeds", async () => {
    const { server, provider } = await anthropicDouble([fail.rateLimit(7), fail.rateLimit("2"), "DONE"]);
    const { sleep, delays } = recordingSleep();
    const retries: [number, string, number][] = [];
    const response = await completeWithRetries(provider, request(), {
      sleep,
      onRetry: (attempt, error, delayMs) => retries.push([attempt, error.kind, delayMs]),
    });
    expect(response.text).toBe("DONE");
    expect(delays).toEqual([7000, 2000]);
    expect(retries).toEqual([
      [1, "rate_limit", 7000],
      [2, "rate_limit", 2000],
    ]);
    expect(server.count).toBe(3);
  });

  it("caps Retry-After at 30 s and reads HTTP dates and Anthropic's reset headers", async () => {
    const date = new Date(Date.now() + 12_000).toUTCString();
    const reset = new Date(Date.now() + 20_000).toISOString();
    const { provider } = await anthropicDouble([
      fail.rateLimit(120),
      fail.rateLimit(date),
      fail.status(429, {
        headers: {
          "anthropic-ratelimit-requests-remaining": "0",
          "anthropic-ratelimit-requests-reset": reset,
          "anthropic-ratelimit-tokens-remaining": "5000",
          "anthropic-ratelimit-tokens-reset": new Date(Date.now() + 50_000).toISOString(),
        },
      }),
      "DONE",
    ]);
    const { sleep, delays } = recordingSleep();
    await completeWithRetries(provider, request(), { sleep });
    expect(delays[0]).toBe(30_000);
    expect(delays[1]).toBeGreaterThan(9_000);
    expect(delays[1]).toBeLessThanOrEqual(12_000);
    expect(delays[2]).toBeGreaterThan(17_000);
    expect(delays[2]).toBeLessThanOrEqual(20_000);
  });

  it("backs off 1, 2, 4, 8, 16 s (× jitter) on 529 and 5xx and throws the last error", async () => {
    const { server, provider } = await anthropicDouble([
      fail.overloaded(),
      fail.server(500),
      fail.server(502),
      fail.server(503),
      fail.server(504),
      fail.overloaded(),
    ]);
    const { sleep, delays } = recordingSleep();
    const error = await failure(completeWithRetries(provider, request(), { sleep, random: () => 0.5 }));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(server.count).toBe(6);
    expect(error).toBeInstanceOf(LlmError);
    expect(error.kind).toBe("overloaded");
    expect(error.message).toMatch(/^Anthropic API error \(529 Overloaded\)/);
  });

  it("keeps the jitter within [0.75, 1.25] and the nominal delay at most 30 s", () => {
    const error = new LlmError("x", "server");
    expect(retryDelayMs(1, error, () => 0)).toBe(750);
    expect(retryDelayMs(1, error, () => 0.999999)).toBe(1250);
    expect(retryDelayMs(6, error, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(9, error, () => 0)).toBe(22_500);
    expect(retryDelayMs(3, new LlmError("x", "rate_limit", { retryAfterMs: 0 }), () => 0)).toBe(0);
  });

  it("recovers from 500-then-success", async () => {
    const server = await double({ policy: sequence(fail.server(500), "ok") });
    const provider = new OpenAiCompatibleProvider({
      name: "openai",
      label: "OpenAI",
      model: "gpt-4o",
      apiKey: KEY,
      baseUrl: server.url,
    });
    const { sleep, delays } = recordingSleep();
    const response = await completeWithRetries(provider, request(), { sleep, random: () => 0 });
    expect(response.text).toBe("ok");
    expect(delays).toEqual([750]);
  });

  it("throws a non-retryable 400 at once", async () => {
    const { server, provider } = await anthropicDouble([fail.badRequest("max_tokens: too large"), "DONE"]);
    const { sleep, delays } = recordingSleep();
    const error = await failure(completeWithRetries(provider, request(), { sleep }));
    expect(error.kind).toBe("client");
    expect(server.count).toBe(1);
    expect(delays).toEqual([]);
  });

  it("throws a context-length error at once, classified", async () => {
    const { server, provider } = await anthropicDouble([fail.contextLength(), "DONE"]);
    const { sleep, delays } = recordingSleep();
    const error = await failure(completeWithRetries(provider, request(), { sleep }));
    expect(error.kind).toBe("context_length");
    expect(error.message).toContain("prompt is too long");
    expect(server.count).toBe(1);
    expect(delays).toEqual([]);
  });

  it("a 413 from a too large payload is a context-length error too", async () => {
    const server = await double({ maxBodyBytes: 300 });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const error = await failure(completeWithRetries(provider, request(), { sleep: async () => {} }));
    expect(error.kind).toBe("context_length");
    expect(error.details.status).toBe(413);
  });

  it("aborts a slow reply at the attempt timeout and retries", async () => {
    const { server, provider } = await anthropicDouble([{ text: "too late", delayMs: 10_000 }, "DONE"]);
    const { sleep, delays } = recordingSleep();
    const errors: LlmError[] = [];
    const started = Date.now();
    const response = await completeWithRetries(provider, request(), {
      sleep,
      attemptTimeoutMs: 200,
      random: () => 0.5,
      onRetry: (_attempt, error) => errors.push(error),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.text).toBe("DONE");
    expect(errors[0]?.kind).toBe("timeout");
    expect(errors[0]?.message).toBe("Anthropic call timed out after 200ms");
    expect(delays).toEqual([1000]);
    // The double saw the client go away: the slow request was never answered.
    expect(server.requests[0]?.status).toBe(0);
  });

  it("bounds an attempt even when the provider ignores its signal", async () => {
    const stuck: LlmProvider = { name: "anthropic", model: "m", complete: () => new Promise(() => {}) };
    const error = await failure(
      completeWithRetries(stuck, request(), {
        maxRetries: 1,
        attemptTimeoutMs: 50,
        sleep: async () => {},
      }),
    );
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("Anthropic call timed out after 50ms");
  });

  it("never waits or attempts past the run's deadline", async () => {
    const { server, provider } = await anthropicDouble([fail.rateLimit(7), "DONE"]);
    const { sleep, delays } = recordingSleep();
    const error = await failure(completeWithRetries(provider, request(), { sleep, deadline: () => 5_000 }));
    expect(error.kind).toBe("rate_limit");
    expect(delays).toEqual([]);
    expect(server.count).toBe(1);

    const none = await failure(completeWithRetries(provider, request(), { sleep, deadline: () => 0 }));
    expect(none.kind).toBe("timeout");
    expect(none.message).toContain("not attempted");
    expect(server.count).toBe(1);
  });

  it("cuts an attempt at the deadline when that comes before the attempt timeout", async () => {
    const { provider } = await anthropicDouble([{ text: "late", delayMs: 10_000 }]);
    let left = 300;
    const started = Date.now();
    const error = await failure(
      completeWithRetries(provider, request(), {
        deadline: () => left - (Date.now() - started),
        sleep: async () => {
          left = 0;
        },
      }),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.kind).toBe("timeout");
    expect(error.message).toContain("(the run's time limit)");
  });

  it("maps a refused connection to a retryable network error", async () => {
    const server = await double();
    const url = server.url;
    await server.stop();
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: url });
    const { sleep, delays } = recordingSleep();
    const error = await failure(
      completeWithRetries(provider, request(), {
        sleep,
        maxRetries: 2,
        random: () => 0.5,
      }),
    );
    expect(error.kind).toBe("network");
    expect(error.message).toMatch(/^Anthropic API request failed: fetch failed/);
    expect(error.message).toContain("ECONNREFUSED");
    expect(delays).toEqual([1000, 2000]);
  });

  it("treats a hang-up as a network error and retries", async () => {
    const { provider } = await anthropicDouble([fail.hangUp(), "DONE"]);
    const errors: string[] = [];
    const response = await completeWithRetries(provider, request(), {
      sleep: async () => {},
      onRetry: (_a, error) => errors.push(error.kind),
    });
    expect(response.text).toBe("DONE");
    expect(errors).toEqual(["network"]);
  });

  it("stops at once when the run is cancelled", async () => {
    const { server, provider } = await anthropicDouble([{ text: "slow", delayMs: 10_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("interrupted")), 100);
    const error = await failure(completeWithRetries(provider, request(), { signal: controller.signal }));
    expect(error.message).toBe("Anthropic call cancelled");
    expect(server.count).toBe(1);
  });
});
