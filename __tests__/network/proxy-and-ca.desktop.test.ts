import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { makeTestCa, type TestCa } from "../helpers/test-ca.ts";
import { clientUid, startTinyproxy, TINYPROXY_UID, type Tinyproxy } from "../helpers/tinyproxy.ts";

/**
 * An agent run behind a corporate network: the LLM double speaks TLS with a certificate from a private
 * CA, and (in the first double) admits only connections tinyproxy opens, so a run passes only with both
 * HTTPS_PROXY and tls_ca_bundle set.
 */
const KEY = "k-proxy-ca-123";
let ca: TestCa;
let otherCa: TestCa;
let proxy: Tinyproxy;
let behindProxy: LlmDouble;
let reachable: LlmDouble;

beforeAll(async () => {
  ca = makeTestCa("desktest Proxy Test CA");
  otherCa = makeTestCa("desktest Unrelated CA");
  proxy = await startTinyproxy();
  const port = () => Number(new URL(behindProxy.url).port);
  behindProxy = await LlmDouble.start({
    apiKey: KEY,
    tls: { key: ca.key, cert: ca.cert },
    admit: (socket) => clientUid(socket.remotePort ?? 0, port()) === TINYPROXY_UID,
    maxLifetimeMs: 600_000,
  });
  reachable = await LlmDouble.start({
    apiKey: KEY,
    tls: { key: ca.key, cert: ca.cert },
    maxLifetimeMs: 600_000,
  });
});
afterAll(async () => {
  await behindProxy?.stop();
  await reachable?.stop();
  await proxy?.stop();
});

async function agentRun(double: LlmDouble, env: Record<string, string>, caFile?: string) {
  const dir = tempTree({
    "task.json": JSON.stringify({
      schema_version: "1.0",
      id: "behind-proxy",
      instruction: "Look at the desktop.",
      app: { type: "docker_image", image: "desktest-desktop:latest" },
      max_steps: 2,
      timeout: 120,
    }),
    "desktest.json": JSON.stringify({
      provider: "anthropic",
      model: "claude-sonnet-4-5-20250929",
      api_base_url: double.url,
      llm_max_retries: 0,
      ...(caFile ? { tls_ca_bundle: path.relative(path.dirname(caFile), caFile) } : {}),
    }),
  });
  if (caFile) writeFileSync(path.join(dir, path.basename(caFile)), readFileSync(caFile));
  const before = proxy.connects().length;
  const result = await cli(
    ["run", "task.json", "--config", "desktest.json", "--resolution", "800x600"],
    dir,
    {
      ANTHROPIC_API_KEY: KEY,
      PATH: process.env.PATH ?? "",
      ...env,
    },
  );
  return { ...result, connects: proxy.connects().slice(before) };
}

describe("an agent run behind a proxy with a private CA", () => {
  it("passes with the proxy and the CA bundle, through a CONNECT in the proxy's log, credentials never shown", async () => {
    behindProxy.reset();
    const proxyWithCredentials = proxy.url.replace("http://", "http://proxyuser:proxy-pass-77@");
    const run = await agentRun(behindProxy, { HTTPS_PROXY: proxyWithCredentials }, ca.caFile);
    expect(run.stderr + run.stdout).toContain(`network: proxy ${proxy.url} for https`);
    expect(run.stderr + run.stdout).not.toContain("proxy-pass-77");
    expect(run.code).toBe(0);
    expect(run.connects).toContain(`127.0.0.1:${new URL(behindProxy.url).port}`);
    expect(behindProxy.count).toBeGreaterThan(0);
  });

  it("fails without the proxy: the LLM is not reachable directly (exit 4)", async () => {
    behindProxy.reset();
    const run = await agentRun(behindProxy, {}, ca.caFile);
    expect(run.code).toBe(4);
    expect(behindProxy.count).toBe(0);
    expect(run.connects).toEqual([]);
  });

  it("fails without the CA bundle with an error naming the host, the issuer and the setting (exit 4)", async () => {
    behindProxy.reset();
    const run = await agentRun(behindProxy, { HTTPS_PROXY: proxy.url });
    expect(run.code).toBe(4);
    const said = run.stderr + run.stdout;
    expect(said).toContain(
      `the TLS certificate of 127.0.0.1:${new URL(behindProxy.url).port} is not trusted`,
    );
    expect(said).toContain("CN=desktest Proxy Test CA");
    expect(said).toContain("tls_ca_bundle");
    expect(behindProxy.count).toBe(0);
  });

  it("fails with the wrong CA the same way (exit 4), not a crash", async () => {
    behindProxy.reset();
    const run = await agentRun(behindProxy, { HTTPS_PROXY: proxy.url }, otherCa.caFile);
    expect(run.code).toBe(4);
    expect(run.stderr + run.stdout).toMatch(/is not trusted .*issued by CN=desktest Proxy Test CA/);
  });

  it("goes straight to a host NO_PROXY lists: no CONNECT in the proxy's log", async () => {
    reachable.reset();
    const run = await agentRun(
      reachable,
      { https_proxy: proxy.url, no_proxy: "localhost,127.0.0.1" },
      ca.caFile,
    );
    expect(run.code).toBe(0);
    expect(run.connects).toEqual([]);
    expect(reachable.count).toBeGreaterThan(0);
  });
});
