import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installNetwork } from "../../src/network/install-network.ts";
import { networkSettings } from "../../src/network/network-settings.ts";
import { makeTestCa, type TestCa } from "../helpers/test-ca.ts";
import { startTinyproxy, type Tinyproxy } from "../helpers/tinyproxy.ts";
import { buildScenario } from "./support/scenario.ts";
import { startHarness, WEBHOOK_SECRET, workflowRunCompleted, type Harness } from "./support/harness.ts";

/**
 * The App against a GitHub Enterprise Server behind a corporate network: the server's REST API under
 * https://HOST/api/v3 with a certificate from a private CA (a TLS front door to the GitHub double),
 * reached through tinyproxy; webhooks carry the Enterprise headers.
 */
let ca: TestCa;
let proxy: Tinyproxy;
let frontDoor: Server;
let frontUrl = "";
let target = "";
const seen: string[] = [];

beforeAll(async () => {
  ca = makeTestCa("desktest GHES Test CA");
  proxy = await startTinyproxy();
  frontDoor = createHttpsServer({ key: ca.key, cert: ca.cert }, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (!req.url?.startsWith("/api/v3/")) {
      res.writeHead(404).end();
      return;
    }
    const upstream = httpRequest(
      `${target}${req.url.slice("/api/v3".length)}`,
      { method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => frontDoor.listen(0, "127.0.0.1", resolve));
  frontUrl = `https://127.0.0.1:${(frontDoor.address() as AddressInfo).port}`;
  // What app/main.ts does at start, with the runner's proxy and the company's CA.
  installNetwork(networkSettings({ HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: ca.caFile }));
});

afterAll(async () => {
  frontDoor?.closeAllConnections();
  await new Promise<void>((resolve) => (frontDoor ? frontDoor.close(() => resolve()) : resolve()));
  await proxy?.stop();
});

describe("the App on GitHub Enterprise Server, behind a proxy with a private CA", () => {
  let h: Harness | undefined;
  afterAll(async () => {
    await h?.close();
  });

  it("takes a webhook with the Enterprise headers and posts its check run through /api/v3, via the proxy", async () => {
    h = await startHarness({ GITHUB_API_URL: `${frontUrl}/api/v3`, GITHUB_URL: frontUrl });
    target = h.double.url;
    const scenario = await buildScenario(h.double);
    const body = JSON.stringify(workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    const res = await fetch(`${h.app.url}/api/github/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "workflow_run",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${signature}`,
        "x-github-enterprise-host": "ghes.example.corp",
        "x-github-enterprise-version": "3.14.0",
        "user-agent": "GitHub-Hookshot/ghes",
      },
      body,
    });
    expect(res.status).toBe(200);
    await h.settle();

    const checkRuns = [...scenario.repo.checkRuns.values()];
    expect(checkRuns).toHaveLength(1);
    // The App's own links (the artifacts) use the server's web address (GITHUB_URL); the run's links are
    // the html_url GitHub sends, which an Enterprise Server sets to itself.
    const shown = JSON.stringify(checkRuns[0]);
    expect(shown).toContain(`${frontUrl}/${scenario.repo.owner}/${scenario.repo.name}/actions/runs/`);
    expect(shown).not.toMatch(/https:\/\/github\.com\/[^)]*\/artifacts\//);
    expect(h.double.violations).toEqual([]);
    expect(seen).toContain("POST /api/v3/app/installations/77/access_tokens");
    expect(seen.some((line) => /^POST \/api\/v3\/repos\/[^/]+\/[^/]+\/check-runs$/.test(line))).toBe(true);
    expect(seen.every((line) => line.split(" ")[1]!.startsWith("/api/v3/"))).toBe(true);
    expect(proxy.connects()).toContain(`127.0.0.1:${new URL(frontUrl).port}`);
  });
});
