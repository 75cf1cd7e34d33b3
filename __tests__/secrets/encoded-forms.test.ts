import { describe, expect, it } from "vitest";
import { encodedForms } from "../../src/secrets/encoded-forms.ts";
import { Redactor } from "../../src/secrets/redactor.ts";

const secret = "s3cr3t-Tok&en/42=?";

describe("secrets in the forms programs write them", () => {
  const redactor = new Redactor([secret]);
  const gone = (text: string) => expect(redactor.redact(text)).not.toMatch(/s3cr3t|czNjcjN0|c3Ny|M2Ny/);

  it("removes base64 in every alignment, standard and URL-safe", () => {
    for (const prefix of ["", "u", "us", "user:"]) {
      const b64 = Buffer.from(prefix + secret + "!").toString("base64");
      expect(redactor.redact(`Authorization: Basic ${b64}`)).toContain("[REDACTED]");
      const safe = Buffer.from(prefix + secret).toString("base64url");
      expect(redactor.redact(`token=${safe}`)).toContain("[REDACTED]");
    }
  });

  it("removes URL, HTML and JSON encodings", () => {
    const forms = [
      encodeURIComponent(secret),
      encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
      new URLSearchParams({ q: secret }).toString().slice(2),
      secret.replaceAll("&", "&amp;").replaceAll("=", "&#x3D;"),
      secret.replaceAll("&", "&amp;").replaceAll("=", "&#61;"),
      JSON.stringify(secret).slice(1, -1),
    ];
    for (const form of forms) {
      const out = redactor.redact(`before ${form} after`);
      expect(out, form).toBe("before [REDACTED] after");
    }
    gone(JSON.stringify({ nested: `x${encodeURIComponent(secret)}y` }));
  });

  it("leaves short secrets' encodings alone (they would shred ordinary text)", () => {
    expect(encodedForms("abc")).toEqual([]);
    expect(new Redactor(["abc"]).redact("YWJj abc")).toBe("YWJj [REDACTED]");
  });

  it("redacts names, never to an empty, '.' or '..' name", () => {
    expect(redactor.redactName(`${secret}.txt`)).toBe("[REDACTED].txt");
    expect(new Redactor(["..."]).redactName("...")).toBe("[REDACTED]");
    expect(redactor.redactName("notes.txt")).toBe("notes.txt");
  });
});
