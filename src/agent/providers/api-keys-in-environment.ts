import { PROVIDERS } from "./create-provider.ts";

/** Environment variables that may hold an LLM API key: each provider's, then the generic one. */
export const KEY_VARIABLES: readonly string[] = [
  ...new Set([
    ...Object.values(PROVIDERS).flatMap((spec) => (spec.keyEnv ? [spec.keyEnv] : [])),
    "LLM_API_KEY",
  ]),
];

/**
 * The LLM API keys present in the environment, whichever provider a run uses: every front end (CLI,
 * Action, MCP server) redacts them from everything a run writes.
 */
export function apiKeysInEnvironment(env: NodeJS.ProcessEnv): string[] {
  return KEY_VARIABLES.map((name) => env[name]?.trim() ?? "").filter((value) => value !== "");
}
