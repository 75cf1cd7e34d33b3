import { describe, expect, it } from "vitest";
import { a11yTreeOf, makePng, sniffImage, startLlmDouble } from "../../helpers/llm-double.ts";
import { KEY, double, screenshot } from "./fixtures.ts";

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const anthropicHeaders = {
  "x-api-key": KEY,
  "anthropic-version": "2023-06-01",
  "content-type": "application/json",
};
const openaiHeaders = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };

describe("the LLM double", () => {
  it("answers Anthropic requests with a real Messages reply", async () => {
    const server = await double({ policy: () => "hello" });
    const { status, json } = await post(`${server.url}/v1/messages`, anthropicHeaders, {
      model: "claude-haiku-4-5",
      max_tokens: 10,
      messages: [{ role: "user", content: "hi" }],
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: expect.stringMatching(/^msg_/),
      type: "message",
      role: "assistant",
      model: "claude-haiku-4-5",
      content: [{ type: "text", text: "hello" }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: {
        input_tokens: expect.any(Number),
        output_tokens: expect.any(Number),
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
      },
    });
  });

  it("answers OpenAI requests with a real chat.completion", async () => {
    const server = await double({ policy: () => "hello" });
    const { status, json } = await post(`${server.url}/v1/chat/completions`, openaiHeaders, {
      model: "gpt-4o",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-/),
      object: "chat.completion",
      created: expect.any(Number),
      model: "gpt-4o",
      choices: [{ index: 0, message: { role: "assistant", content: "hello" }, finish_reason: "stop" }],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
  });

  it("rejects malformed Anthropic requests with Anthropic's error shape", async () => {
    const server = await double();
    const url = `${server.url}/v1/messages`;
    const base = { model: "m", max_tokens: 10, messages: [{ role: "user", content: "hi" }] };
    const cases: [Record<string, string>, unknown, number, string][] = [
      [{ ...anthropicHeaders, "x-api-key": "" }, base, 401, "x-api-key header is required"],
      [{ ...anthropicHeaders, "x-api-key": "wrong" }, base, 401, "invalid x-api-key"],
      [
        { "x-api-key": KEY, "content-type": "application/json" },
        base,
        400,
        "anthropic-version: header is required",
      ],
      [anthropicHeaders, { ...base, max_tokens: undefined }, 400, "max_tokens: Field required"],
      [anthropicHeaders, { ...base, model: undefined }, 400, "model: Field required"],
      [
        anthropicHeaders,
        { ...base, messages: [{ role: "system", content: "x" }] },
        400,
        'Unexpected role "system"',
      ],
      [anthropicHeaders, { ...base, messages: [{ role: "user", content: "" }] }, 400, "non-empty content"],
      [anthropicHeaders, { ...base, temperature: 0, n: 2 }, 400, "n: Extra inputs are not permitted"],
      [
        anthropicHeaders,
        {
          ...base,
          messages: [
            {
              role: "user",
              content: [
                { type: "image", source: { type: "base64", media_type: "image/png", data: "not base64!" } },
              ],
            },
          ],
        },
        400,
        "invalid base64 data",
      ],
      [
        anthropicHeaders,
        {
          ...base,
          messages: [
            {
              role: "user",
              content: [{ type: "image_url", image_url: { url: `data:image/png;base64,${screenshot}` } }],
            },
          ],
        },
        400,
        "does not match any of the expected tags",
      ],
      [
        anthropicHeaders,
        {
          ...base,
          messages: [
            {
              role: "user",
              content: Array.from({ length: 5 }, (_, i) => ({
                type: "text",
                text: `t${i}`,
                cache_control: { type: "ephemeral" },
              })),
            },
          ],
        },
        400,
        "A maximum of 4 blocks with cache_control may be provided. Found 5.",
      ],
    ];
    for (const [headers, body, status, message] of cases) {
      const reply = await post(url, headers, body);
      expect(reply.status, message).toBe(status);
      expect(reply.json.type).toBe("error");
      expect((reply.json.error as Record<string, unknown>).message).toContain(message);
    }
    // Consecutive user turns are fine for the current API.
    const consecutive = await post(url, anthropicHeaders, {
      ...base,
      messages: [
        { role: "user", content: "a" },
        { role: "user", content: "b" },
      ],
    });
    expect(consecutive.status).toBe(200);
    expect(server.calls).toHaveLength(1);
    expect(server.requests.filter((r) => r.rejection)).toHaveLength(cases.length);
  });

  it("rejects malformed OpenAI requests with OpenAI's error shape", async () => {
    const server = await double();
    const url = `${server.url}/v1/chat/completions`;
    const base = { model: "gpt-4o", messages: [{ role: "user", content: "hi" }] };
    const cases: [Record<string, string>, unknown, number, string, string | null][] = [
      [{ "content-type": "application/json" }, base, 401, "You didn't provide an API key", null],
      [
        { ...openaiHeaders, authorization: "Bearer sk-wrong-key-123456" },
        base,
        401,
        "Incorrect API key provided: sk-",
        "invalid_api_key",
      ],
      [openaiHeaders, { messages: base.messages }, 400, "you must provide a model parameter", null],
      [openaiHeaders, { model: "gpt-4o", messages: [] }, 400, "empty array", "empty_array"],
      [
        openaiHeaders,
        { ...base, max_tokens: 5, model: "o3" },
        400,
        "Use 'max_completion_tokens' instead",
        "unsupported_parameter",
      ],
      [
        openaiHeaders,
        {
          model: "gpt-4o",
          messages: [
            {
              role: "user",
              content: [{ type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } }],
            },
          ],
        },
        400,
        "unsupported image",
        "invalid_image_format",
      ],
      [
        openaiHeaders,
        {
          model: "gpt-4o",
          messages: [
            {
              role: "assistant",
              content: [{ type: "image_url", image_url: { url: `data:image/png;base64,${screenshot}` } }],
            },
          ],
        },
        400,
        "Image URLs are only allowed for messages with role 'user'",
        "invalid_value",
      ],
      [openaiHeaders, { ...base, system: "x" }, 400, "Unrecognized request argument supplied: system", null],
    ];
    for (const [headers, body, status, message, code] of cases) {
      const reply = await post(url, headers, body);
      expect(reply.status, message).toBe(status);
      const error = reply.json.error as Record<string, unknown>;
      expect(error.message).toContain(message);
      expect(error.code).toBe(code);
      expect(Object.keys(error).sort()).toEqual(["code", "message", "param", "type"]);
    }
    // The masked key in OpenAI's message is not the key.
    expect(JSON.stringify(server.requests[1])).not.toContain(
      '"message":"Incorrect API key provided: sk-wrong-key-123456',
    );
  });

  it("gives policies a neutral view and the a11y tree", async () => {
    const server = await double({ policy: (request) => a11yTreeOf(request) ?? "no tree" });
    const png = makePng(3, 2);
    const content = [
      {
        type: "text",
        text: "Here is the current accessibility tree of the desktop:\n\n```\n[button] OK\n```",
      },
    ];
    const { json } = await post(`${server.url}/v1/chat/completions`, openaiHeaders, {
      model: "gpt-4o",
      messages: [
        { role: "system", content: "sys" },
        {
          role: "user",
          content: [
            { type: "image_url", image_url: { url: `data:image/png;base64,${png.toString("base64")}` } },
            ...content,
          ],
        },
      ],
    });
    expect((json.choices as { message: { content: string } }[])[0]?.message.content).toBe("[button] OK");
    const call = server.calls[0]!;
    expect(call).toMatchObject({ format: "openai", model: "gpt-4o", system: "sys" });
    expect(call.messages[0]?.images[0]?.bytes.equals(png)).toBe(true);
    expect(sniffImage(png)).toBe("image/png");
  });

  it("stops itself when its lifetime runs out, and cuts slow replies short when stopped", async () => {
    const short = await startLlmDouble({ maxLifetimeMs: 50 });
    await new Promise((r) => setTimeout(r, 150));
    await expect(fetch(`${short.url}/v1/messages`, { method: "POST" })).rejects.toThrow();

    const slow = await startLlmDouble({ apiKey: KEY, policy: () => ({ text: "late", delayMs: 60_000 }) });
    const pending = fetch(`${slow.url}/v1/messages`, {
      method: "POST",
      headers: anthropicHeaders,
      body: JSON.stringify({ model: "m", max_tokens: 5, messages: [{ role: "user", content: "x" }] }),
    }).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await slow.stop();
    expect(await pending).toBe("cut");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
