import { readFile } from "node:fs/promises";
import { ConfigError } from "../errors/desktest-error.ts";
import { parseJsonDocument } from "../task/json-document.ts";

/** The reference CLI's config file (desktest-spec-runtime §7), the fields this engine uses. */
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

const STRING_FIELDS = ["provider", "model", "api_key", "api_base_url", "tls_ca_bundle"] as const;
const INTEGER_FIELDS = ["llm_max_retries", "display_width", "display_height"] as const;

/**
 * Read `--config`: a JSON object; known fields are type-checked with their location, unknown fields
 * (the reference's VNC, container and app settings this engine takes elsewhere) are reported as warnings.
 */
export async function loadConfigFile(file: string, warn: (line: string) => void): Promise<ConfigFile> {
  const text = await readFile(file, "utf8").catch((error: Error) => {
    throw new ConfigError(`Cannot read config file '${file}': ${error.message}`);
  });
  const document = parseJsonDocument(text);
  const problem = document.syntaxProblems[0];
  if (problem)
    throw new ConfigError(`Invalid JSON: ${problem.message}`, { location: { file, ...problem.position } });
  const value = document.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError("Invalid JSON: the config file must hold an object", { location: { file } });
  const raw = value as Record<string, unknown>;
  const at = (key: string) => ({ file, pointer: `/${key}`, ...document.valuePosition(`/${key}`) });
  for (const key of STRING_FIELDS) {
    if (raw[key] !== undefined && typeof raw[key] !== "string")
      throw new ConfigError(`'${key}' must be a string`, { location: at(key) });
  }
  for (const key of INTEGER_FIELDS) {
    if (raw[key] !== undefined && !(Number.isInteger(raw[key]) && (raw[key] as number) >= 0)) {
      throw new ConfigError(`'${key}' must be a whole number`, { location: at(key) });
    }
  }
  if (typeof raw.api_key === "string" && raw.api_key)
    warn(`${file}: an API key in a config file is easy to leak; prefer the provider's environment variable`);
  const known = new Set<string>([...STRING_FIELDS, ...INTEGER_FIELDS, "integrations"]);
  const ignored = Object.keys(raw).filter((k) => !known.has(k));
  if (ignored.length) warn(`${file}: ignoring ${ignored.join(", ")} (not used by this engine)`);
  return raw as ConfigFile;
}
