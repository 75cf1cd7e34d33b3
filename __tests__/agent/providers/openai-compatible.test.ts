import { describe, expect, it } from "vitest";
import { createProvider } from "../../../src/agent/providers/create-provider.ts";
import {
  OpenAiCompatibleProvider,
  chatCompletionsUrl,
  fromChatCompletion,
} from "../../../src/agent/providers/openai-compatible.ts";
import { fail, sniffImage } from "../../helpers/llm-double.ts";
import { KEY, conversation, double, screenshot, failure } from "./fixtures.ts";

function openai(baseUrl: string, model = "gpt-4o"): OpenAiCompatibleProvider {
  return new OpenAiCompatibleProvider({
    name: "openai",
    label: "OpenAI",
    model,
    apiKey: KEY,
    baseUrl,
    maxTokensField: "max_completion_tokens",
  });
}

describe("OpenAI-compatible provider against the double", () => {
  it("sends a Chat Completions request with Bearer auth, the system turn and data-URL images", async () => {
    const server = await double({ policy: () => "```python\npyautogui.press('enter')\n```" });
    const response = await openai(server.url).complete({ messages: conversation() });
    expect(response.text).toBe("```python\npyautogui.press('enter')\n```");
    expect(response.stopReason).toBe("stop");
    expect(response.model).toBe("gpt-4o");

    const [recorded] = server.requests;
    expect(recorded?.status).toBe(200);
    expect(recorded?.path).toBe("/v1/chat/completions");
    expect(recorded?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(recorded?.headers["x-api-key"]).toBeUndefined();
    const body = recorded?.body as { model: string; messages: { role: string; content: unknown }[] };
    expect(Object.keys(body).sort()).toEqual(["messages", "model"]);
    expect(body.model).toBe("gpt-4o");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "user", "assistant", "user", "user"]);
    expect(body.messages[0]?.content).toBe("You are a professional software tester.");
    expect(body.messages[2]?.content).toEqual([
      { type: "image_url", image_url: { url: `data:image/png;base64,${screenshot}` } },
      { type: "text", text: expect.stringContaining("accessibility tree") },
    ]);
    const neutral = server.calls[0]!;
    expect(neutral.format).toBe("openai");
    expect(neutral.system).toBe("You are a professional software tester.");
    expect(sniffImage(neutral.messages[1]!.images[0]!.bytes)).toBe("image/png");
  });

  it("reads usage with cached tokens apart from the rest and prices them", async () => {
    const server = await double({
      policy: () => ({ text: "ok", usage: { inputTokens: 2000, outputTokens: 100, cacheReadTokens: 6000 } }),
    });
    const { usage } = await openai(server.url, "gpt-4.1").complete({ messages: conversation() });
    // The double reports prompt_tokens = 8000 with cached_tokens = 6000.
    expect(usage).toEqual({
      inputTokens: 2000,
      outputTokens: 100,
      cacheReadTokens: 6000,
      costUsd: (2000 * 2 + 100 * 8 + 6000 * 0.5) / 1e6,
    });
  });

  it("prices the dated model the API names in its reply", async () => {
    const server = await double({
      policy: () => ({
        text: "ok",
        model: "gpt-4o-2024-05-13",
        usage: { inputTokens: 1000, outputTokens: 10 },
      }),
    });
    const response = await openai(server.url).complete({ messages: conversation() });
    expect(response.model).toBe("gpt-4o-2024-05-13");
    expect(response.usage?.costUsd).toBeCloseTo((1000 * 5 + 10 * 15) / 1e6, 12);
  });

  it("sends max_completion_tokens to OpenAI (its reasoning models reject max_tokens)", async () => {
    const server = await double();
    await openai(server.url, "o4-mini").complete({ messages: conversation(), maxTokens: 300 });
    expect((server.requests[0]?.body as Record<string, unknown>).max_completion_tokens).toBe(300);

    const legacy = new OpenAiCompatibleProvider({
      name: "openai",
      label: "OpenAI",
      model: "o4-mini",
      apiKey: KEY,
      baseUrl: server.url,
      maxTokensField: "max_tokens",
    });
    const error = await failure(legacy.complete({ messages: conversation(), maxTokens: 300 }));
    expect(error.kind).toBe("client");
    expect(error.message).toContain("Use 'max_completion_tokens' instead.");
  });

  it.each(["openrouter", "cerebras", "gemini", "custom"] as const)(
    "%s talks to {base}/v1/chat/completions with its env key",
    async (provider) => {
      const server = await double();
      const envVar = {
        openrouter: "OPENROUTER_API_KEY",
        cerebras: "CEREBRAS_API_KEY",
        gemini: "GEMINI_API_KEY",
        custom: "LLM_API_KEY",
      }[provider];
      const llm = createProvider({
        provider,
        model: "some-model",
        baseUrl: server.url,
        env: { [envVar]: KEY },
      });
      expect(llm.name).toBe(provider);
      const response = await llm.complete({ messages: conversation(), maxTokens: 50 });
      expect(response.text).toBe("DONE");
      const recorded = server.requests[0]!;
      expect(recorded.path).toBe("/v1/chat/completions");
      expect(recorded.headers.authorization).toBe(`Bearer ${KEY}`);
      expect((recorded.body as Record<string, unknown>).max_tokens).toBe(50);
    },
  );

  it("reads array content and refusals", () => {
    const reply = (message: Record<string, unknown>) => ({
      model: "m",
      choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
    });
    expect(
      fromChatCompletion(
        reply({
          content: [
            { type: "text", text: "a" },
            { type: "text", text: "b" },
          ],
        }),
        "m",
      )?.text,
    ).toBe("a\nb");
    expect(fromChatCompletion(reply({ content: null, refusal: "I can't" }), "m")?.text).toBe("I can't");
    expect(fromChatCompletion({ choices: [] }, "m")).toBeUndefined();
  });

  it("classifies the API's errors, including a context-length 400", async () => {
    const server = await double();
    const provider = openai(server.url);
    const cases: [ReturnType<typeof fail.status>, string][] = [
      [fail.rateLimit(2), "rate_limit"],
      [fail.server(500), "server"],
      [fail.server(503), "server"],
      [fail.contextLength(), "context_length"],
      [
        fail.status(429, {
          code: "rate_limit_exceeded",
          errorType: "tokens",
          message:
            "Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 45000. The input or output tokens must be reduced in order to run successfully.",
        }),
        "context_length",
      ],
      [fail.status(401), "auth"],
      [fail.badRequest("Invalid value for 'temperature'"), "client"],
    ];
    for (const [scripted, kind] of cases) {
      server.policy = () => scripted;
      const error = await failure(provider.complete({ messages: conversation() }));
      expect(error.kind, JSON.stringify(scripted)).toBe(kind);
      expect(error.message).toMatch(new RegExp(`^OpenAI API error \\(${scripted.status} `));
    }
  });

  it("recognises Gemini's list-wrapped context error and OpenRouter's error inside a 200", async () => {
    const server = await double();
    const provider = new OpenAiCompatibleProvider({
      name: "gemini",
      label: "Gemini",
      model: "gemini-2.5-flash",
      apiKey: KEY,
      baseUrl: server.url,
    });
    server.policy = () =>
      fail.status(400, {
        body: [
          {
            error: {
              code: 400,
              message:
                "The input token count (1196265) exceeds the maximum number of tokens allowed (1048576).",
              status: "INVALID_ARGUMENT",
            },
          },
        ],
      });
    const gemini = await failure(provider.complete({ messages: conversation() }));
    expect(gemini.kind).toBe("context_length");
    expect(gemini.message).toMatch(/^Gemini API error \(400 Bad Request\): /);

    server.policy = () =>
      fail.status(200, { body: { error: { code: 502, message: "Provider returned error" } } });
    const routed = await failure(provider.complete({ messages: conversation() }));
    expect(routed.kind).toBe("server");
    expect(routed.retryable).toBe(true);

    server.policy = () => fail.status(200, { body: { id: "x", choices: [] } });
    const empty = await failure(provider.complete({ messages: conversation() }));
    expect(empty.message).toContain("Gemini API returned no choices (200 OK)");
    expect(empty.kind).toBe("server");
  });

  it("uses OpenRouter's reported cost when there is one", async () => {
    const server = await double({
      policy: () => ({
        status: 200,
        body: {
          id: "gen-1",
          object: "chat.completion",
          model: "anthropic/claude-sonnet-4.5",
          choices: [{ index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
          usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110, cost: 0.0042 },
        },
      }),
    });
    const llm = createProvider({
      provider: "openrouter",
      baseUrl: server.url,
      env: { OPENROUTER_API_KEY: KEY },
    });
    const { usage } = await llm.complete({ messages: conversation() });
    expect(usage).toEqual({ inputTokens: 100, outputTokens: 10, costUsd: 0.0042 });
  });

  it("maps base URLs to the endpoint", () => {
    expect(chatCompletionsUrl("http://localhost:8000")).toBe("http://localhost:8000/v1/chat/completions");
    expect(chatCompletionsUrl("http://localhost:8000/")).toBe("http://localhost:8000/v1/chat/completions");
    expect(chatCompletionsUrl("http://localhost:8000/v1")).toBe("http://localhost:8000/v1/chat/completions");
    expect(chatCompletionsUrl("https://generativelanguage.googleapis.com/v1beta/openai")).toBe(
      "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
    );
    expect(chatCompletionsUrl("https://openrouter.ai/api")).toBe(
      "https://openrouter.ai/api/v1/chat/completions",
    );
    expect(chatCompletionsUrl("http://h/x/chat/completions")).toBe("http://h/x/chat/completions");
  });
});
