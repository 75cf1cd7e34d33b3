import { readFile, writeFile } from "node:fs/promises";
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
import { OPENAI_IMAGE_SIZE } from "./openai-compatible.ts";
import { costUsd } from "./pricing.ts";

export const CODEX_CLI: CliSpec = {
  label: "Codex CLI",
  command: "codex",
  install: "npm install -g @openai/codex",
  loginCheck: ["login", "status"],
  login:
    "run `codex login` (or `printenv OPENAI_API_KEY | codex login --with-api-key`), or export CODEX_API_KEY",
  hasKeyIn: (env) => Boolean(env.CODEX_API_KEY?.trim()),
  credentialsFile: (env) =>
    path.join(env.CODEX_HOME ?? path.join(env.HOME ?? os.homedir(), ".codex"), "auth.json"),
};

export interface CodexCliOptions {
  /** Passed as `-m` when given; otherwise the CLI's configured model. */
  model?: string;
  env: Readonly<Record<string, string | undefined>>;
  secrets?: readonly string[];
}

/**
 * The prompt a call sends on stdin: the system prompt in `<system-instructions>`, then the conversation
 * in order, each section followed by a `---` rule; an observation names its attached image (`-i`, in
 * order) and inlines its accessibility tree.
 */
export function codexPrompt(transcript: Transcript): string {
  const parts = [`<system-instructions>\n${transcript.system}\n</system-instructions>`];
  let image = 0;
  for (const section of transcript.sections) {
    if (section.kind === "text") parts.push(section.text);
    else if (section.kind === "response") parts.push(`[Previous agent response]\n${section.text}`);
    else {
      const lines = [observationHeading(section)];
      if (section.image) lines.push(`- Screenshot: attached image ${++image} (${section.image.fileName})`);
      if (section.text.trim() !== "") lines.push(section.text);
      parts.push(lines.join("\n"));
    }
  }
  return `${parts.join("\n\n---\n\n")}\n`;
}

/**
 * The agent's LLM through a locally logged-in Codex CLI (`codex exec`): one call per step in a fresh temp
 * folder holding the screenshots it attaches and the answer file (`-o`); read-only sandbox, no git check,
 * JSON events read for the usage.
 */
export class CodexCliProvider implements LlmProvider {
  readonly name = "codex-cli";
  readonly model: string;
  readonly preferredImageSize = OPENAI_IMAGE_SIZE;
  readonly imageTypes = ["image/png", "image/jpeg"] as const;
  readonly callTimeoutMs = CLI_CALL_TIMEOUT_MS;
  readonly version: string;
  readonly #options: CodexCliOptions;
  readonly #secrets: readonly string[];

  constructor(options: CodexCliOptions) {
    this.#options = options;
    this.model = options.model ?? "default";
    this.version = checkCliReady(CODEX_CLI, options);
    this.#secrets = [...(options.secrets ?? []), ...loginSecrets(CODEX_CLI, options.env)];
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    const transcript = flattenConversation(request.messages);
    const folder = await callFolder("desktest_codex");
    try {
      const images: string[] = [];
      for (const section of transcript.sections) {
        if (section.kind !== "observation" || !section.image) continue;
        const file = path.join(folder.dir, section.image.fileName);
        await writeFile(file, section.image.data);
        images.push(file);
      }
      const answerFile = path.join(folder.dir, "codex_response.txt");
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
          ...(this.#options.model ? ["-m", this.#options.model] : []),
          ...images.flatMap((file) => ["-i", file]),
          "--",
          "-",
        ],
        stdin: codexPrompt(transcript),
        cwd: folder.dir,
        env: this.#options.env,
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const events = jsonLines(output.stdout);
      const completed = [...events].reverse().find((e) => e.type === "turn.completed");
      if (output.code !== 0 || !completed) {
        // turn.failed says why; "error" events before it are the CLI's own reconnection notices.
        const failed =
          events.find((e) => e.type === "turn.failed") ??
          [...events].reverse().find((e) => e.type === "error");
        const said = failed ? messageOf(failed) : undefined;
        throw cliFailure(
          "Codex CLI",
          {
            message: said ?? `exit ${output.code ?? "by signal"}: ${output.stderr}`,
            stdout: said ? "" : output.stdout,
          },
          this.#secrets,
        );
      }
      const text = await readFile(answerFile, "utf8").catch(() => "");
      if (text.trim() === "") throw new LlmError("Codex CLI returned an empty response", "server", {});
      return withoutUndefined({
        text,
        model: this.model,
        usage: isRecord(completed.usage) ? this.#usage(completed.usage) : undefined,
      });
    } finally {
      await folder.dispose();
    }
  }

  /** Codex counts cached tokens inside `input_tokens`; LlmUsage keeps them apart. */
  #usage(raw: Record<string, unknown>): LlmUsage {
    const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    const cached = count(raw.cached_input_tokens);
    const usage: LlmUsage = {
      inputTokens: Math.max(0, count(raw.input_tokens) - cached),
      outputTokens: count(raw.output_tokens),
      ...(cached > 0 ? { cacheReadTokens: cached } : {}),
    };
    const cost = costUsd(this.model, usage);
    return cost === undefined ? usage : { ...usage, costUsd: cost };
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, model: this.model, cli: this.version };
  }
}

function messageOf(event: Record<string, unknown>): string | undefined {
  if (typeof event.message === "string") return event.message;
  return isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : undefined;
}
