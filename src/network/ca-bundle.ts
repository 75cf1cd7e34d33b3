import { readFileSync } from "node:fs";
import { ConfigError } from "../errors/desktest-error.ts";

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * The certificates of a PEM bundle (`tls_ca_bundle`, `NODE_EXTRA_CA_CERTS`): a file that cannot be read
 * or holds no certificate is a configuration error naming the setting.
 */
export function readCaBundle(file: string, setting: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`${setting}: cannot read the CA bundle '${file}': ${(error as Error).message}`);
  }
  const certificates = text.match(PEM_CERTIFICATE) ?? [];
  if (!certificates.length) {
    throw new ConfigError(`${setting}: '${file}' holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return certificates.map((pem) => `${pem}\n`);
}
