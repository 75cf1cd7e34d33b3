import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/errors/desktest-error.ts";
import { describeNetworkSettings, networkSettings } from "../../src/network/network-settings.ts";
import { proxyFor, proxySettingsFromEnv } from "../../src/network/proxy-settings.ts";
import { tempTree } from "../helpers/cli.ts";
import { makeTestCa } from "../helpers/test-ca.ts";

describe("the proxies in force", () => {
  it("reads lower case before upper case, assumes http:// and applies NO_PROXY per target", () => {
    const settings = proxySettingsFromEnv({
      https_proxy: "proxy.corp:3128",
      HTTPS_PROXY: "http://other:1",
      HTTP_PROXY: "http://plain:8080",
      NO_PROXY: ".corp.local",
    });
    expect(settings.https?.href).toBe("http://proxy.corp:3128/");
    expect(settings.http?.href).toBe("http://plain:8080/");
    const at = (protocol: string, hostname: string) =>
      proxyFor(settings, { protocol, hostname, port: 443 })?.host;
    expect(at("https:", "api.openai.com")).toBe("proxy.corp:3128");
    expect(at("http:", "api.openai.com")).toBe("plain:8080");
    expect(at("https:", "git.corp.local")).toBeUndefined();
  });

  it("goes direct with no proxy variable, and refuses a proxy kind it does not speak", () => {
    expect(
      proxyFor(proxySettingsFromEnv({ NO_PROXY: "x" }), { protocol: "https:", hostname: "a", port: 443 }),
    ).toBe(undefined);
    expect(() => proxySettingsFromEnv({ HTTPS_PROXY: "socks5://u:secret@h:1080" })).toThrow(ConfigError);
    expect(() => proxySettingsFromEnv({ HTTPS_PROXY: "socks5://u:secret@h:1080" })).toThrow(/^(?!.*secret)/);
  });

  it("describes the settings without the proxy's credentials, and counts the added CAs", () => {
    const ca = makeTestCa("desktest settings CA");
    const settings = networkSettings(
      { HTTPS_PROXY: "http://alice:s3cr%40t@proxy.corp:3128", no_proxy: "localhost,.corp" },
      ca.caFile,
    );
    const text = describeNetworkSettings(settings).join("\n");
    expect(text).toContain("HTTPS proxy: http://proxy.corp:3128");
    expect(text).toContain("NO_PROXY: localhost,.corp");
    expect(text).toContain(`tls_ca_bundle: ${ca.caFile}`);
    expect(text).toContain("the system roots + 1 certificate added");
    expect(text).not.toMatch(/alice|s3cr/);
  });

  it("names the setting when the CA bundle holds no certificate", () => {
    const dir = tempTree({ "empty.pem": "not a certificate\n" });
    writeFileSync(`${dir}/empty.pem`, "nothing here");
    expect(() => networkSettings({}, `${dir}/empty.pem`)).toThrow(
      /tls_ca_bundle: .*holds no PEM certificate/,
    );
    expect(() => networkSettings({ NODE_EXTRA_CA_CERTS: `${dir}/missing.pem` })).toThrow(
      /NODE_EXTRA_CA_CERTS/,
    );
  });
});
