import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  callFolder,
  checkCliReady,
  cliFailure,
  CLI_CALL_TIMEOUT_MS,
  jsonLines,
  loginSecrets,
  runCli,
  type CliSpec,
} from "./cli-process.ts";
import { flattenConversation, observationHeading, type Transcript } from "./cli-transcript.ts";
import { isRecord, withoutUndefined } from "./http.ts";
import {
  LlmError,
  type LlmProvider,
  type LlmRequest,
  type LlmResponse,
  type LlmUsage,
} from "./llm-provider.ts";
import { ANTHROPIC_IMAGE_SIZE } from "./anthropic.ts";

export const CLAUDE_CLI: CliSpec = {
  label: "Claude CLI",
  command: "claude",
  install: "npm install -g @anthropic-ai/claude-code",
  loginCheck: ["auth", "status"],
  login:
    "run `claude` and log in with /login (or `claude setup-token` on a CI runner), or export ANTHROPIC_API_KEY",
  hasKeyIn: (env) => Boolean(env.ANTHROPIC_API_KEY?.trim() || env.CLAUDE_CODE_OAUTH_TOKEN?.trim()),
  credentialsFile: (env) =>
    path.join(env.CLAUDE_CONFIG_DIR ?? path.join(env.HOME ?? os.homedir(), ".claude"), ".credentials.json"),
};

export interface ClaudeCliOptions {
  /** Passed as `--model` when given; otherwise the CLI's own default. */
  model?: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Values never shown in an error (API keys in the environment). */
  secrets?: readonly string[];
}

type Block =
  | { type: "text"; text: string }
  | { type: "image"; source: { type: "base64"; media_type: string; data: string } };

/**
 * The one user message a call sends on stdin (`--input-format stream-json`): the flattened conversation
 * in order, each observation as its heading, its screenshot as an image block and its accessibility tree
 * as text.
 */
export function claudeInput(transcript: Transcript): string {
  const blocks: Block[] = [];
  const text = (value: string) => {
    if (value.trim() !== "") blocks.push({ type: "text", text: value });
  };
  for (const section of transcript.sections) {
    if (section.kind === "text") text(section.text);
    else if (section.kind === "response") text(`[Previous agent response]\n${section.text}`);
    else {
      text(observationHeading(section));
      if (section.image) {
        blocks.push({
          type: "image",
          source: {
            type: "base64",
            media_type: section.image.mediaType,
            data: section.image.data.toString("base64"),
          },
        });
      }
      text(section.text);
    }
  }
  if (blocks.length === 0) text("(empty)");
  return `${JSON.stringify({ type: "user", message: { role: "user", content: blocks } })}\n`;
}

/**
 * The agent's LLM through a locally logged-in Claude Code (`claude -p`): one call per step, in a fresh
 * temp folder (its working directory, holding the system prompt file), with no tools and one turn, the
 * screenshots sent as images and the accessibility trees as text; the CLI's own retries are off so the
 * agent's retry policy applies; the usage and cost the CLI reports are kept.
 */
export class ClaudeCliProvider implements LlmProvider {
  readonly name = "claude-cli";
  readonly model: string;
  readonly preferredImageSize = ANTHROPIC_IMAGE_SIZE;
  readonly imageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
  readonly callTimeoutMs = CLI_CALL_TIMEOUT_MS;
  readonly version: string;
  readonly #options: ClaudeCliOptions;
  readonly #secrets: readonly string[];

  constructor(options: ClaudeCliOptions) {
    this.#options = options;
    this.model = options.model ?? "default";
    this.version = checkCliReady(CLAUDE_CLI, options);
    this.#secrets = [...(options.secrets ?? []), ...loginSecrets(CLAUDE_CLI, options.env)];
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    const transcript = flattenConversation(request.messages);
    const folder = await callFolder("desktest_cli");
    try {
      const systemFile = path.join(folder.dir, "system-prompt.txt");
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
          ...(this.#options.model ? ["--model", this.#options.model] : []),
        ],
        stdin: claudeInput(transcript),
        cwd: folder.dir,
        env: {
          ...this.#options.env,
          CLAUDE_CODE_MAX_RETRIES: "0",
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        },
        ...(request.signal ? { signal: request.signal } : {}),
      });
      return this.#read(output.code, output.stdout, output.stderr);
    } finally {
      await folder.dispose();
    }
  }

  #read(code: number | null, stdout: string, stderr: string): LlmResponse {
    const secrets = this.#secrets;
    const result = lastResult(stdout);
    if (!result) {
      throw cliFailure("Claude CLI", { message: `exit ${code ?? "by signal"}: ${stderr}`, stdout }, secrets);
    }
    const text = typeof result.result === "string" ? result.result : "";
    if (result.is_error === true || code !== 0) {
      const status = typeof result.api_error_status === "number" ? result.api_error_status : undefined;
      throw cliFailure(
        "Claude CLI",
        { ...(status !== undefined ? { status } : {}), message: text || stderr },
        secrets,
      );
    }
    if (text.trim() === "") throw new LlmError("Claude CLI returned an empty response", "server", {});
    const models = isRecord(result.modelUsage) ? Object.keys(result.modelUsage) : [];
    return withoutUndefined({
      text,
      model: models[0] ?? this.model,
      usage: isRecord(result.usage) ? usageOf(result.usage, result.total_cost_usd) : undefined,
      stopReason: typeof result.stop_reason === "string" ? result.stop_reason : undefined,
    });
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, model: this.model, cli: this.version };
  }
}

/** The `{"type":"result"}` line Claude Code ends a stream-json run with. */
function lastResult(stdout: string): Record<string, unknown> | undefined {
  return jsonLines(stdout).findLast((event) => event.type === "result");
}

function usageOf(raw: Record<string, unknown>, cost: unknown): LlmUsage {
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
  return withoutUndefined({
    inputTokens: count(raw.input_tokens) ?? 0,
    outputTokens: count(raw.output_tokens) ?? 0,
    cacheReadTokens: count(raw.cache_read_input_tokens),
    cacheWriteTokens: count(raw.cache_creation_input_tokens),
    costUsd: count(cost),
  });
}
