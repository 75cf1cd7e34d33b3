import { describe, expect, it } from "vitest";
import { transportError } from "../../../src/agent/providers/http.ts";
import { UntrustedCertificateError } from "../../../src/network/untrusted-certificate-error.ts";

describe("a provider call that meets an untrusted certificate", () => {
  it("is not retried, and says the host, the issuer and the setting; other transport failures are", () => {
    const cause = new UntrustedCertificateError(
      "llm.corp.example:443",
      "CN=Corp CA",
      "SELF_SIGNED_CERT_IN_CHAIN",
    );
    const error = transportError("Anthropic", new TypeError("fetch failed", { cause }), undefined, [
      "sk-key",
    ]);
    expect(error.kind).toBe("client");
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      "Anthropic API request failed: fetch failed: the TLS certificate of llm.corp.example:443 is not trusted (SELF_SIGNED_CERT_IN_CHAIN); it was issued by CN=Corp CA: add the issuing CA's certificate (PEM) to the config file's tls_ca_bundle, or to the file NODE_EXTRA_CA_CERTS names",
    );
    const refused = transportError(
      "Anthropic",
      new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }),
      undefined,
      [],
    );
    expect(refused.kind).toBe("network");
    expect(refused.retryable).toBe(true);
  });
});
