import { describe, expect, it } from "vitest";
import { AnthropicProvider, toAnthropicBody } from "../../../src/agent/providers/anthropic.ts";
import { LlmError } from "../../../src/agent/providers/llm-provider.ts";
import { a11yTreeOf, fail, imageCount, sniffImage } from "../../helpers/llm-double.ts";
import { KEY, conversation, double, screenshot, failure } from "./fixtures.ts";

const MODEL = "claude-sonnet-4-5-20250929";

describe("Anthropic provider against the double", () => {
  it("sends a well-formed Messages request with the key, version, system, images and caching marks", async () => {
    const server = await double({
      policy: (request) => {
        const tree = a11yTreeOf(request) ?? "";
        const [, x, y] = /@ \((\d+),(\d+)\)/.exec(tree) ?? [];
        return `Clicking Save.\n\`\`\`python\npyautogui.click(${x}, ${y})\n\`\`\``;
      },
    });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const response = await provider.complete({ messages: conversation() });

    expect(response.text).toBe("Clicking Save.\n```python\npyautogui.click(120, 30)\n```");
    expect(response.model).toBe(MODEL);
    expect(response.stopReason).toBe("end_turn");

    const [recorded] = server.requests;
    expect(recorded?.status).toBe(200);
    expect(recorded?.path).toBe("/v1/messages");
    expect(recorded?.headers["x-api-key"]).toBe(KEY);
    expect(recorded?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(recorded?.headers["content-type"]).toBe("application/json");
    expect(recorded?.headers.authorization).toBeUndefined();

    const body = recorded?.body as Record<string, unknown>;
    expect(body.model).toBe(MODEL);
    expect(body.max_tokens).toBe(4096);
    expect(body.system).toEqual([
      { type: "text", text: "You are a professional software tester.", cache_control: { type: "ephemeral" } },
    ]);
    const messages = body.messages as { role: string; content: unknown }[];
    expect(messages.map((m) => m.role)).toEqual(["user", "user", "assistant", "user", "user"]);
    // The task message is the second cache breakpoint; nothing else is marked.
    expect(messages[0]?.content).toEqual([
      {
        type: "text",
        text: "## Task\n\nSave the file.\n\nPlease complete the task above.",
        cache_control: { type: "ephemeral" },
      },
    ]);
    expect(JSON.stringify(messages.slice(1))).not.toContain("cache_control");
    expect(messages[1]?.content).toEqual([
      { type: "image", source: { type: "base64", media_type: "image/png", data: screenshot } },
      { type: "text", text: expect.stringContaining("accessibility tree") },
    ]);
    expect(messages[2]?.content).toBe("I will open the menu.\n```python\npyautogui.click(10, 10)\n```");

    const neutral = server.calls[0];
    expect(neutral?.format).toBe("anthropic");
    expect(neutral?.system).toBe("You are a professional software tester.");
    expect(neutral && imageCount(neutral)).toBe(2);
    expect(neutral && sniffImage(neutral.messages[1]!.images[0]!.bytes)).toBe("image/png");
  });

  it("reports usage with cache reads and writes and prices it", async () => {
    const server = await double({ minCacheTokens: 0 });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const first = await provider.complete({ messages: conversation() });
    const second = await provider.complete({ messages: conversation() });

    expect(first.usage?.cacheWriteTokens).toBeGreaterThan(0);
    expect(first.usage?.cacheReadTokens).toBe(0);
    expect(second.usage?.cacheReadTokens).toBe(first.usage?.cacheWriteTokens);
    expect(second.usage?.cacheWriteTokens).toBe(0);

    const u = second.usage!;
    const expected = (u.inputTokens * 3 + u.outputTokens * 15 + u.cacheReadTokens! * 0.3) / 1e6;
    expect(u.costUsd).toBeCloseTo(expected, 12);
  });

  it("reads the usage fields exactly as the API names them", async () => {
    const server = await double({
      policy: () => ({
        text: "ok",
        usage: { inputTokens: 1000, outputTokens: 200, cacheReadTokens: 5000, cacheWriteTokens: 300 },
      }),
    });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const { usage } = await provider.complete({ messages: conversation() });
    expect(usage).toEqual({
      inputTokens: 1000,
      outputTokens: 200,
      cacheReadTokens: 5000,
      cacheWriteTokens: 300,
      costUsd: (1000 * 3 + 200 * 15 + 5000 * 0.3 + 300 * 3.75) / 1e6,
    });
  });

  it("leaves the cost out for a model without a known price", async () => {
    const server = await double();
    const provider = new AnthropicProvider({ model: "claude-future-9", apiKey: KEY, baseUrl: server.url });
    const { usage } = await provider.complete({ messages: conversation() });
    expect(usage?.inputTokens).toBeGreaterThan(0);
    expect(usage?.costUsd).toBeUndefined();
  });

  it("joins every text block of the reply", async () => {
    const server = await double({
      policy: () => ({
        status: 200,
        body: {
          id: "msg_01",
          type: "message",
          role: "assistant",
          model: MODEL,
          content: [
            { type: "text", text: "first " },
            { type: "text", text: "second" },
          ],
          stop_reason: "max_tokens",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 2 },
        },
      }),
    });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const response = await provider.complete({ messages: conversation() });
    expect(response.text).toBe("first second");
    expect(response.stopReason).toBe("max_tokens");
  });

  it("honours maxTokens, caching off, and is accepted by the strict (alternating) API too", async () => {
    const server = await double({ strictAlternation: true });
    const provider = new AnthropicProvider({
      model: MODEL,
      apiKey: KEY,
      baseUrl: server.url,
      promptCaching: false,
    });
    await provider.complete({
      maxTokens: 512,
      messages: [
        { role: "system", content: "one" },
        { role: "system", content: [{ type: "text", text: "two" }] },
        { role: "user", content: "task" },
        { role: "assistant", content: "" },
        { role: "user", content: [{ type: "text", text: "  " }] },
      ],
    });
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body.max_tokens).toBe(512);
    expect(body.system).toBe("one\n\ntwo");
    expect(body.messages).toEqual([
      { role: "user", content: "task" },
      { role: "assistant", content: "(empty)" },
      { role: "user", content: "(empty)" },
    ]);
  });

  it("the double rejects what the real API rejects, with the real error shape", async () => {
    const server = await double({ strictAlternation: true });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const error = await failure(
      provider.complete({
        messages: [
          { role: "user", content: "a" },
          { role: "user", content: "b" },
        ],
      }),
    );
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe("client");
    expect((error as LlmError).message).toContain("Anthropic API error (400 Bad Request): ");
    expect(JSON.parse((error as LlmError).details.body!)).toMatchObject({
      type: "error",
      error: { type: "invalid_request_error", message: expect.stringContaining("roles must alternate") },
    });

    const badImage = await failure(
      provider.complete({
        messages: [{ role: "user", content: [{ type: "image", mediaType: "image/jpeg", data: screenshot }] }],
      }),
    );
    expect(badImage.message).toContain("Image does not match the provided media type image/jpeg");
  });

  it("classifies the API's errors", async () => {
    const server = await double();
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const cases: [ReturnType<typeof fail.status>, string][] = [
      [fail.rateLimit(7), "rate_limit"],
      [fail.overloaded(), "overloaded"],
      [fail.server(500), "server"],
      [fail.server(502), "server"],
      [fail.server(503), "server"],
      [fail.server(504), "server"],
      [fail.contextLength(), "context_length"],
      [fail.status(413), "context_length"],
      [fail.status(401), "auth"],
      [fail.status(403), "auth"],
      [fail.status(404), "client"],
      [fail.badRequest("messages.0.content: bad"), "client"],
      [fail.status(408), "timeout"],
      [fail.status(409, { message: "lock timeout" }), "server"],
      [fail.status(409, { message: "conflict" }), "client"],
      [fail.status(500, { errorType: "overloaded_error", message: "Overloaded" }), "overloaded"],
    ];
    for (const [scripted, kind] of cases) {
      server.policy = () => scripted;
      const error = await failure(provider.complete({ messages: conversation() }));
      expect(error, `${scripted.status} ${scripted.message ?? ""}`).toBeInstanceOf(LlmError);
      expect(error.kind, `${scripted.status} ${scripted.message ?? ""}`).toBe(kind);
      expect(error.details.status).toBe(scripted.status);
      expect(error.details.requestId).toMatch(/^req_/);
    }
  });

  it("words errors like the reference, with the retry-after header", async () => {
    const server = await double({ policy: () => fail.rateLimit(7) });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const error = await failure(provider.complete({ messages: conversation() }));
    expect(error.message).toMatch(
      /^Anthropic API error \(429 Too Many Requests; retry-after: 7\): \{"type":"error","error":\{"type":"rate_limit_error"/,
    );
    expect(error.details.retryAfterMs).toBe(7000);
    expect(error.retryable).toBe(true);
  });

  it("truncates long bodies to 500 characters", async () => {
    const server = await double({ policy: () => fail.status(500, { body: "x".repeat(900) }) });
    const provider = new AnthropicProvider({ model: MODEL, apiKey: KEY, baseUrl: server.url });
    const error = await failure(provider.complete({ messages: conversation() }));
    expect(error.message).toBe(
      `Anthropic API error (500 Internal Server Error): ${"x".repeat(500)}... (truncated)`,
    );
  });

  it("a wrong key is an auth error whose message does not show the key", async () => {
    const server = await double();
    const wrong = "sk-ant-wrong-key-9876543210";
    const provider = new AnthropicProvider({ model: MODEL, apiKey: wrong, baseUrl: server.url });
    const error = await failure(provider.complete({ messages: conversation() }));
    expect(error.kind).toBe("auth");
    expect(error.message).toContain("invalid x-api-key");
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain(wrong);
  });

  it("builds the body without a network (pure mapping)", () => {
    const body = toAnthropicBody(conversation(), { model: MODEL, maxTokens: 100, promptCaching: true });
    expect(body.messages).toHaveLength(5);
    expect(body.max_tokens).toBe(100);
  });
});
