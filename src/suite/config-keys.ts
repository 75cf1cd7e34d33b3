import { PROVIDER_NAMES, PROVIDERS } from "../agent/providers/create-provider.ts";

/**
 * The reference CLI's config file (desktest-spec-runtime §7), the fields this engine uses. Each leaf has
 * a row in CONFIG_KEYS (checked by the type checker), which docs/configuration.md is generated from.
 */
export interface ConfigFile {
  provider?: string;
  model?: string;
  api_key?: string;
  api_base_url?: string;
  llm_max_retries?: number;
  display_width?: number;
  display_height?: number;
  /** A PEM file of private CAs, added to the system roots for every TLS connection (relative: to the config file). */
  tls_ca_bundle?: string;
  integrations?: { slack?: { webhook_url?: string; channel?: string } };
}

/** Every leaf key of the config file, dotted (`integrations.slack.channel`). */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends object
    ? Leaves<NonNullable<T[K]>, `${P}${K}.`>
    : `${P}${K}`;
}[keyof T & string];

export type ConfigKeyName = Leaves<ConfigFile>;

/** One key of the config file: its type as the loader checks it, its default, what it does, an example. */
export interface ConfigKey {
  key: ConfigKeyName;
  type: "string" | "whole number";
  default: string;
  what: string;
  example: string | number;
}

/**
 * The config file's keys, one row each: the loader type-checks by it and docs/configuration.md is
 * generated from it (a test compares them), so neither can drift from ConfigFile.
 */
export const CONFIG_KEYS: readonly ConfigKey[] = [
  {
    key: "provider",
    type: "string",
    default: "`anthropic`",
    what: `the LLM provider (\`--provider\` wins): ${PROVIDER_NAMES.join(", ")}`,
    example: "anthropic",
  },
  {
    key: "model",
    type: "string",
    default: "the provider's default model",
    what: "the model the agent uses (`--model` wins)",
    example: PROVIDERS.anthropic.defaultModel ?? "",
  },
  {
    key: "api_key",
    type: "string",
    default: "none: the provider's variable (`ANTHROPIC_API_KEY`…), then `LLM_API_KEY`",
    what: "the LLM's API key; a key in a file is easy to leak, so the loader warns: prefer the variable",
    example: "",
  },
  {
    key: "api_base_url",
    type: "string",
    default: "the provider's own endpoint",
    what: "the LLM server's root URL; https unless the host is localhost; needed by `custom`",
    example: "https://llm.internal.example.com",
  },
  {
    key: "llm_max_retries",
    type: "whole number",
    default: "`5`",
    what: "retries of a failed LLM call (`--llm-max-retries` wins)",
    example: 5,
  },
  {
    key: "display_width",
    type: "whole number",
    default: "`1920` (`--resolution`)",
    what: "the desktop's width in pixels when `--resolution` is not given",
    example: 1280,
  },
  {
    key: "display_height",
    type: "whole number",
    default: "`1080`",
    what: "the desktop's height in pixels, with `display_width`",
    example: 800,
  },
  {
    key: "tls_ca_bundle",
    type: "string",
    default: "none: the system roots (and `NODE_EXTRA_CA_CERTS`)",
    what: "a PEM file of private CAs added to the system roots for every TLS connection; relative to the config file",
    example: "corp-ca.pem",
  },
  {
    key: "integrations.slack.webhook_url",
    type: "string",
    default: "none (`DESKTEST_SLACK_WEBHOOK_URL` wins)",
    what: "a Slack incoming webhook the agent's bug reports are posted to",
    example: "https://hooks.slack.com/services/T000/B000/XXXX",
  },
  {
    key: "integrations.slack.channel",
    type: "string",
    default: "the webhook's own channel",
    what: "the channel the bug reports go to",
    example: "#desktop-tests",
  },
];

/** Every key of ConfigFile has a row: a key added to the type without one fails the type check here. */
type Missing = Exclude<ConfigKeyName, (typeof CONFIG_KEYS)[number]["key"]>;
const everyKeyHasARow: [Missing] extends [never] ? true : Missing = true;
void everyKeyHasARow;

/** A config file with every key set to its example (api_key left empty). */
export function exampleConfig(): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  for (const { key, example: value } of CONFIG_KEYS) {
    const parts = key.split(".");
    let at = example;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = value;
  }
  return example;
}

/** The reference table and the example of docs/configuration.md, as generated from CONFIG_KEYS. */
export function configKeysMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| key | type | default | what it does |",
    "| --- | --- | --- | --- |",
    ...CONFIG_KEYS.map((k) => `| \`${k.key}\` | ${k.type} | ${cell(k.default)} | ${cell(k.what)} |`),
    "",
    "Every key set (an example; leave out what you do not need):",
    "",
    "```json",
    JSON.stringify(exampleConfig(), null, 2),
    "```",
  ].join("\n");
}
