/**
 * The claude-cli and codex-cli providers with the real CLIs from npm, each pointed at the LLM double
 * through its documented base-URL setting (see helpers/agent-clis.ts): what reaches the model, the usage
 * and cost, the agent's retries and error kinds, redaction, and the configuration errors of a CLI that is
 * missing or not logged in.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createProvider } from "../../../src/agent/providers/create-provider.ts";
import { completeWithRetries } from "../../../src/agent/providers/retries.ts";
import { ConfigError } from "../../../src/errors/desktest-error.ts";
import { exitCodeForError } from "../../../src/errors/exit-code.ts";
import { claudeEnv, codexEnv, pathWith } from "../../helpers/agent-clis.ts";
import { a11yTreeOf, fail, sequence, sniffImage } from "../../helpers/llm-double.ts";
import { conversation, double, failure, KEY, recordingSleep, screenshot } from "./fixtures.ts";

const CLIS = [
  { provider: "claude-cli", format: "anthropic", env: claudeEnv },
  { provider: "codex-cli", format: "responses", env: codexEnv },
] as const;

/** Clicks the Save button the current accessibility tree shows. */
function clickSave(request: Parameters<typeof a11yTreeOf>[0]): string {
  const [, x, y] = /Save @ \((\d+),(\d+)\)/.exec(a11yTreeOf(request) ?? "") ?? [];
  return x ? `Clicking Save.\n\`\`\`python\npyautogui.click(${x}, ${y})\n\`\`\`` : "No Save button.\nFAIL";
}

describe.each(CLIS)("$provider through the real CLI against the double", ({ provider, format, env }) => {
  it("sends the system prompt, the conversation, the screenshots as images and the current tree, and reports usage", async () => {
    const server = await double({ policy: clickSave });
    const llm = createProvider({ provider, env: env(server.url, KEY) });
    const response = await llm.complete({ messages: conversation() });

    expect(response.text.trim()).toBe("Clicking Save.\n```python\npyautogui.click(120, 30)\n```");
    const [call, ...others] = server.calls;
    expect(others).toEqual([]);
    expect(call!.format).toBe(format);
    const prompt = call!.messages.at(-1)!.texts.join("\n");
    // Claude Code takes it as its system prompt; codex exec has no such option, so it opens the prompt.
    if (provider === "claude-cli") expect(call!.system).toContain("You are a professional software tester.");
    else
      expect(prompt).toContain(
        "<system-instructions>\nYou are a professional software tester.\n</system-instructions>",
      );
    expect(prompt).toContain("Save the file.");
    expect(prompt).toContain("[Previous agent response]\nI will open the menu.");
    expect(prompt).toContain("Action execution error: nothing happened");
    expect(prompt).toContain("### Step 2 (CURRENT — this is the latest desktop state)");
    const images = call!.messages.flatMap((m) => m.images);
    expect(images).toHaveLength(2);
    expect(images.map((i) => sniffImage(i.bytes))).toEqual(["image/png", "image/png"]);
    if (provider === "claude-cli") expect(images[0]!.bytes.toString("base64")).toBe(screenshot);
    expect(response.usage?.inputTokens).toBeGreaterThan(0);
    expect(response.usage?.outputTokens).toBeGreaterThan(0);
    if (provider === "claude-cli") expect(response.usage?.costUsd).toBeGreaterThan(0);
  });

  it("is retried by the agent's policy on a rate limit, then answers", async () => {
    const server = await double({ policy: sequence(fail.rateLimit(3), "Done.\nDONE") });
    const llm = createProvider({ provider, env: env(server.url, KEY) });
    const { sleep, delays } = recordingSleep();
    const response = await completeWithRetries(llm, { messages: conversation() }, { sleep, maxRetries: 2 });
    expect(response.text.trim()).toBe("Done.\nDONE");
    expect(server.calls).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it("reports a context-length error as such (the agent then drops history), and a bad key as auth, without the key", async () => {
    const server = await double({ policy: () => fail.contextLength() });
    const llm = createProvider({ provider, env: env(server.url, KEY) });
    expect((await failure(llm.complete({ messages: conversation() }))).kind).toBe("context_length");

    const other = await double({ policy: () => fail.badRequest(`your key ${KEY} is not allowed here`) });
    const error = await failure(
      createProvider({ provider, env: env(other.url, KEY) }).complete({ messages: conversation() }),
    );
    expect(error.kind).toBe("client");
    expect(error.message).not.toContain(KEY);
    expect(error.retryable).toBe(false);
  });
});

describe("a CLI provider that cannot run is a configuration error that names the fix", () => {
  const emptyHome = () => mkdtempSync(path.join(tmpdir(), "desktest-cli-nologin-"));

  it.each([
    ["claude-cli", "Claude CLI not found", "npm install -g @anthropic-ai/claude-code"],
    ["codex-cli", "Codex CLI not found", "npm install -g @openai/codex"],
  ])("%s missing from PATH", (provider, message, install) => {
    const error = configError(() =>
      createProvider({ provider, env: { PATH: pathWith(false), HOME: emptyHome() } }),
    );
    expect(error.message).toContain(message);
    expect(error.hint).toContain(install);
    expect(exitCodeForError(error)).toBe(2);
  });

  it.each([
    ["claude-cli", "Claude CLI is not logged in", "/login"],
    ["codex-cli", "Codex CLI is not logged in", "codex login"],
  ])("%s not logged in", (provider, message, fix) => {
    const home = emptyHome();
    const error = configError(() =>
      createProvider({
        provider,
        env: { PATH: pathWith(), HOME: home, CODEX_HOME: path.join(home, ".codex") },
      }),
    );
    expect(error.message).toContain(message);
    expect(error.hint).toContain(fix);
    expect(exitCodeForError(error)).toBe(2);
  });
});

function configError(create: () => unknown): ConfigError {
  try {
    create();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}
