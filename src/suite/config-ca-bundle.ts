import path from "node:path";
import type { ConfigFile } from "./config-file.ts";

/** The config file's `tls_ca_bundle` as an absolute path (a relative one is relative to the config file). */
export function configCaBundle(config: ConfigFile, configFile: string | undefined): string | undefined {
  const bundle = config.tls_ca_bundle?.trim();
  if (!bundle) return undefined;
  return path.resolve(configFile ? path.dirname(path.resolve(configFile)) : process.cwd(), bundle);
}
