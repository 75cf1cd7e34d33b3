import { readFile } from "node:fs/promises";
import { ConfigError } from "../errors/desktest-error.ts";
import { parseJsonDocument } from "../task/json-document.ts";
import { CONFIG_KEYS, type ConfigFile } from "./config-keys.ts";

export type { ConfigFile } from "./config-keys.ts";

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
  for (const { key, type } of CONFIG_KEYS) {
    const parts = key.split(".");
    let value: unknown = raw;
    for (const [i, part] of parts.entries()) {
      if (value === undefined) break;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        const parent = parts.slice(0, i).join(".");
        throw new ConfigError(`'${parent}' must be an object`, { location: at(parts.slice(0, i).join("/")) });
      }
      value = (value as Record<string, unknown>)[part];
    }
    if (value === undefined) continue;
    const pointer = parts.join("/");
    if (type === "string" && typeof value !== "string")
      throw new ConfigError(`'${key}' must be a string`, { location: at(pointer) });
    if (type === "whole number" && !(Number.isInteger(value) && (value as number) >= 0))
      throw new ConfigError(`'${key}' must be a whole number`, { location: at(pointer) });
  }
  if (typeof raw.api_key === "string" && raw.api_key)
    warn(`${file}: an API key in a config file is easy to leak; prefer the provider's environment variable`);
  const known = new Set<string>(CONFIG_KEYS.map((k) => k.key.split(".")[0]!));
  const ignored = Object.keys(raw).filter((k) => !known.has(k));
  if (ignored.length) warn(`${file}: ignoring ${ignored.join(", ")} (not used by this engine)`);
  return raw as ConfigFile;
}
