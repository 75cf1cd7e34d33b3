/**
 * The real `claude` (@anthropic-ai/claude-code) and `codex` (@openai/codex) binaries from node_modules,
 * each in a private home pointed at an LLM double through its documented setting: Claude Code's
 * ANTHROPIC_BASE_URL, Codex's `[model_providers.<id>] base_url` in `$CODEX_HOME/config.toml` (it speaks
 * the Responses API, which the double serves). Codex is logged in with an API key the documented way
 * (`codex login --with-api-key`); its own retries are off so the agent's policy is the one tested.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const BIN = path.resolve(import.meta.dirname, "../../node_modules/.bin");

/** PATH with the two CLIs first (or, with `withClis: false`, without them). */
export function pathWith(withClis = true): string {
  const system = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => dir !== "" && path.resolve(dir) !== BIN && !dir.includes("node_modules"));
  return [...(withClis ? [BIN] : []), ...system].join(path.delimiter);
}

function freshHome(): string {
  return mkdtempSync(path.join(tmpdir(), "desktest-cli-home-"));
}

/** Claude Code with no login of its own, using `apiKey` against `baseUrl`. */
export function claudeEnv(baseUrl: string, apiKey: string): Record<string, string> {
  return { PATH: pathWith(), HOME: freshHome(), ANTHROPIC_BASE_URL: baseUrl, ANTHROPIC_API_KEY: apiKey };
}

/** Codex logged in with `apiKey` and configured to use the double (Responses API at `<baseUrl>/v1`). */
export function codexEnv(baseUrl: string, apiKey: string, model = "gpt-5.5"): Record<string, string> {
  const home = freshHome();
  const codexHome = path.join(home, ".codex");
  const env = { PATH: pathWith(), HOME: home, CODEX_HOME: codexHome };
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(
    path.join(codexHome, "config.toml"),
    [
      `model = "${model}"`,
      `model_provider = "double"`,
      "",
      "[model_providers.double]",
      `name = "LLM double"`,
      `base_url = "${baseUrl}/v1"`,
      `wire_api = "responses"`,
      "requires_openai_auth = true",
      "request_max_retries = 0",
      "stream_max_retries = 0",
      "",
    ].join("\n"),
  );
  execFileSync("codex", ["login", "--with-api-key"], {
    env,
    input: apiKey,
    stdio: ["pipe", "ignore", "ignore"],
  });
  return env;
}
