import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installNetwork } from "../../src/network/install-network.ts";
import { networkSettings } from "../../src/network/network-settings.ts";
import { untrustedCertificateIn } from "../../src/network/untrusted-certificate-error.ts";
import { makeTestCa, type TestCa } from "../helpers/test-ca.ts";
import { startTinyproxy, type Tinyproxy } from "../helpers/tinyproxy.ts";

/**
 * The one dispatcher, in this process: fetch to an HTTPS server with a certificate from a test CA,
 * through tinyproxy (with Basic proxy authentication) or straight past it.
 */
let ca: TestCa;
let otherCa: TestCa;
let proxy: Tinyproxy;
let server: Server;
let url = "";

beforeAll(async () => {
  ca = makeTestCa("desktest Connector CA");
  otherCa = makeTestCa("desktest Other CA");
  proxy = await startTinyproxy({ basicAuth: { user: "carol", password: "pr0xy-pw" } });
  server = createServer({ key: ca.key, cert: ca.cert }, (_req, res) => res.end("hello through TLS"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await proxy?.stop();
});

const withCredentials = () => proxy.url.replace("http://", "http://carol:pr0xy-pw@");
const authority = () => new URL(url).host;

async function fetchWith(env: Record<string, string>, caFile?: string): Promise<string> {
  const lines: string[] = [];
  installNetwork(networkSettings(env, caFile), (line) => lines.push(line));
  const response = await fetch(url);
  return `${await response.text()}\n${lines.join("\n")}`;
}

describe("the network dispatcher", () => {
  it("tunnels through the proxy with its credentials, trusts the added CA, and logs the proxy without them", async () => {
    const before = proxy.connects().length;
    const said = await fetchWith({ HTTPS_PROXY: withCredentials() }, ca.caFile);
    expect(said).toContain("hello through TLS");
    expect(said).toContain(`network: proxy ${proxy.url} for https`);
    expect(said).not.toContain("pr0xy-pw");
    expect(proxy.connects().slice(before)).toContain(authority());
  });

  it("says the proxy refused the tunnel when its credentials are missing", async () => {
    const error = await fetchWith({ HTTPS_PROXY: proxy.url }, ca.caFile).catch((e: unknown) => e);
    expect(String((error as Error).cause)).toContain(
      `the proxy ${proxy.url} refused the tunnel to ${authority()} (status 407)`,
    );
  });

  it("names the host and the issuer of a certificate no added CA vouches for", async () => {
    const error = await fetchWith({ HTTPS_PROXY: withCredentials() }, otherCa.caFile).catch(
      (e: unknown) => e,
    );
    const untrusted = untrustedCertificateIn(error);
    expect(untrusted?.host).toBe(authority());
    expect(untrusted?.issuer).toBe("CN=desktest Connector CA, O=desktest tests");
    expect(untrusted?.message).toContain("tls_ca_bundle");
    expect(untrusted?.message).toContain("NODE_EXTRA_CA_CERTS");
  });

  it("goes straight to a host NO_PROXY lists, and the proxy sees nothing", async () => {
    const before = proxy.connects().length;
    const said = await fetchWith({ https_proxy: withCredentials(), no_proxy: "127.0.0.1" }, ca.caFile);
    expect(said).toContain("hello through TLS");
    expect(proxy.connects().slice(before)).toEqual([]);
  });
});
