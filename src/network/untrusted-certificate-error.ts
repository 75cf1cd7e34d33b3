import type { PeerCertificate } from "node:tls";

/** The settings that add a certificate authority, named in every certificate error. */
export const CA_SETTINGS_HINT =
  "add the issuing CA's certificate (PEM) to the config file's tls_ca_bundle, or to the file NODE_EXTRA_CA_CERTS names";

/**
 * A TLS server whose certificate this process does not trust (an unknown issuer, a self-signed chain,
 * a name mismatch, an expired certificate): the message names the host, the issuer and what to set.
 */
export class UntrustedCertificateError extends Error {
  readonly code = "DESKTEST_UNTRUSTED_CERTIFICATE";
  readonly host: string;
  readonly issuer: string;
  readonly reason: string;

  constructor(host: string, issuer: string, reason: string) {
    super(
      `the TLS certificate of ${host} is not trusted (${reason}); it was issued by ${issuer}: ${CA_SETTINGS_HINT}`,
    );
    this.name = "UntrustedCertificateError";
    this.host = host;
    this.issuer = issuer;
    this.reason = reason;
  }
}

/** `CN=Corp Proxy CA, O=Example Corp`: the issuer as people read it ("an unnamed issuer" when absent). */
export function issuerOf(certificate: Partial<PeerCertificate> | undefined): string {
  const issuer = certificate?.issuer;
  if (!issuer) return "an unnamed issuer";
  const parts: string[] = [];
  for (const key of ["CN", "O", "OU"] as const) {
    const value = issuer[key];
    if (typeof value === "string" && value) parts.push(`${key}=${value}`);
  }
  return parts.length ? parts.join(", ") : "an unnamed issuer";
}

/** The first UntrustedCertificateError in an error's cause chain (fetch wraps it in `fetch failed`). */
export function untrustedCertificateIn(error: unknown): UntrustedCertificateError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (current instanceof UntrustedCertificateError) return current;
    current = current.cause;
  }
  return undefined;
}
