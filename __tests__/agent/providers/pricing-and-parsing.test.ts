import { describe, expect, it } from "vitest";
import {
  classifyHttpError,
  errorInfo,
  mentionsContextLength,
  parseRetryAfter,
  retryAfterMsFrom,
  scrub,
} from "../../../src/agent/providers/http.ts";
import { costUsd, priceFor } from "../../../src/agent/providers/pricing.ts";

describe("price table", () => {
  it("finds models by id, dated id, alias and OpenRouter id", () => {
    const sonnet = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };
    expect(priceFor("claude-sonnet-4-5-20250929")).toEqual(sonnet);
    expect(priceFor("claude-sonnet-4-5")).toEqual(sonnet);
    expect(priceFor("anthropic/claude-sonnet-4.5")).toEqual(sonnet);
    expect(priceFor("claude-3-7-sonnet-latest")).toEqual(sonnet);
    expect(priceFor("claude-haiku-4-5-20251001")?.input).toBe(1);
    expect(priceFor("claude-opus-4-1-20250805")?.output).toBe(75);
    expect(priceFor("claude-opus-4-5-20251101")?.output).toBe(25);
    expect(priceFor("gpt-4o-2024-08-06")?.input).toBe(2.5);
    expect(priceFor("gpt-4o-2024-05-13")?.input).toBe(5);
    expect(priceFor("openai/gpt-4.1-mini")?.input).toBe(0.4);
    expect(priceFor("gpt-4o-mini")?.input).toBe(0.15);
  });

  it("never guesses", () => {
    expect(priceFor("o3-mini")).toBeUndefined();
    expect(priceFor("llama-3.3-70b")).toBeUndefined();
    expect(priceFor("claude-sonnet-5")).toBeUndefined();
    expect(costUsd("mystery", { inputTokens: 10, outputTokens: 10 })).toBeUndefined();
    // A cache price the table lacks makes the whole cost unknown.
    expect(
      costUsd("gpt-4o-2024-05-13", { inputTokens: 10, outputTokens: 1, cacheReadTokens: 5 }),
    ).toBeUndefined();
  });

  it("adds input, output and cache tokens at their prices", () => {
    expect(
      costUsd("claude-sonnet-4-5", {
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        cacheReadTokens: 1_000_000,
        cacheWriteTokens: 1_000_000,
      }),
    ).toBeCloseTo(3 + 15 + 0.3 + 3.75, 10);
  });
});

describe("error parsing", () => {
  it("parses Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("1.5", now)).toBe(1500);
    expect(parseRetryAfter("3s", now)).toBe(3000);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:09 GMT", now)).toBe(9000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("prefers retry-after-ms, then Retry-After, then exhausted Anthropic limits on a 429", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMsFrom(new Headers({ "retry-after-ms": "250", "retry-after": "9" }), 429, now)).toBe(
      250,
    );
    expect(retryAfterMsFrom(new Headers({ "retry-after": "9" }), 503, now)).toBe(9000);
    const limits = new Headers({
      "anthropic-ratelimit-input-tokens-remaining": "0",
      "anthropic-ratelimit-input-tokens-reset": "2025-01-01T00:00:04Z",
      "anthropic-ratelimit-output-tokens-remaining": "0",
      "anthropic-ratelimit-output-tokens-reset": "2025-01-01T00:00:06Z",
      "anthropic-ratelimit-requests-remaining": "40",
      "anthropic-ratelimit-requests-reset": "2025-01-01T00:00:30Z",
    });
    expect(retryAfterMsFrom(limits, 429, now)).toBe(6000);
    expect(retryAfterMsFrom(limits, 500, now)).toBeUndefined();
  });

  it("reads both APIs' error shapes", () => {
    expect(errorInfo('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}')).toEqual({
      type: "overloaded_error",
      message: "Overloaded",
    });
    expect(
      errorInfo(
        '{"error":{"message":"m","type":"invalid_request_error","param":null,"code":"context_length_exceeded"}}',
      ),
    ).toEqual({ type: "invalid_request_error", code: "context_length_exceeded", message: "m" });
    expect(errorInfo("<html>bad gateway</html>")).toEqual({});
  });

  it("recognises context-length errors of every API it talks to", () => {
    for (const text of [
      "prompt is too long: 215473 tokens > 200000 maximum",
      "input length and `max_tokens` exceed context limit: 198000 + 4096 > 200000, decrease input length or `max_tokens` and try again",
      "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens.",
      "Your input exceeds the context window of this model.",
      "The input token count (1196265) exceeds the maximum number of tokens allowed (1048576).",
    ]) {
      expect(mentionsContextLength(text), text).toBe(true);
      expect(classifyHttpError(400, { message: text }, text), text).toBe("context_length");
    }
    expect(classifyHttpError(400, { code: "context_length_exceeded", message: "x" }, "")).toBe(
      "context_length",
    );
    expect(
      classifyHttpError(400, { message: "max_tokens: 100000 > 64000, which is the maximum allowed" }, ""),
    ).toBe("client");
    // An auth error that happens to mention tokens stays an auth error.
    expect(classifyHttpError(401, { message: "token limit" }, "")).toBe("auth");
  });

  it("scrubs secrets", () => {
    expect(scrub("key=abcd1234 and abcd1234", ["abcd1234"])).toBe("key=[REDACTED] and [REDACTED]");
    expect(scrub("a b", ["a"])).toBe("a b");
  });
});
