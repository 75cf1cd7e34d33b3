import { createServer, type Server } from "node:http";
import Bottleneck from "bottleneck";
import type { AddressInfo } from "node:net";
import { Probot, ProbotOctokit } from "probot";
import type { AppConfig } from "./config.ts";
import { desktestApp } from "./desktest-app.ts";
import { registerJobs } from "./jobs.ts";
import type { QueueLog } from "./queue.ts";
import { startMaintenance } from "./maintenance.ts";
import { servePublic } from "./pages.ts";
import { createWebhookReceiver } from "./webhook-receiver.ts";
import { createRuntime, type AppRuntime } from "./runtime.ts";

export interface RunningApp {
  /** The address the server listens on (http://host:port). */
  url: string;
  server: Server;
  runtime: AppRuntime;
  probot: Probot;
  /** Stop accepting requests and claiming jobs, let running jobs finish, and close (queued jobs stay stored). */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Clock for signed URLs (tests move it forward to expire them). */
  now?: () => number;
  downloadRetryMs?: number;
  /** How long a baseline search may take (tests shorten it). */
  baselineSearchMs?: number;
}

/**
 * The app's HTTP server: GitHub's webhooks at WEBHOOK_PATH (bounded and verified before parsing, then
 * handed to Probot), the signed image and page routes, and `/healthz`. Octokit retries 5xx answers (back-off from GITHUB_RETRY_BASE_MS), waits out
 * primary and secondary rate limits (up to twice per request, at most ten minutes each), and spaces
 * writes GITHUB_WRITE_INTERVAL_MS apart (GitHub's guidance against secondary rate limits).
 */
export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<RunningApp> {
  // A function, so these survive Probot's own defaults (which set `throttle` for every instance).
  // Octokit spaces writes 1 s apart and writes that notify people (comments) 3 s apart.
  const writeGroups =
    config.writeIntervalMs === 1000
      ? {}
      : {
          write: new Bottleneck.Group({ maxConcurrent: 1, minTime: config.writeIntervalMs }),
          notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * config.writeIntervalMs }),
        };
  const retryLimit = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
    retryCount < 2 && retryAfter <= 600;
  const Octokit = ProbotOctokit.defaults((options: Record<string, unknown>) => ({
    ...options,
    retry: { retries: 3, retryAfterBaseValue: config.retryBaseMs },
    throttle: {
      ...(options.throttle as object | undefined),
      onRateLimit: retryLimit,
      onSecondaryRateLimit: retryLimit,
      // GitHub asks for a pause between content-creating requests.
      ...writeGroups,
    },
  }));
  const probot = new Probot({
    appId: config.appId,
    privateKey: config.privateKey,
    secret: config.webhookSecret,
    baseUrl: config.githubApiUrl,
    logLevel: config.logLevel,
    logFormat: config.logFormat,
    Octokit,
  });
  // Every level of Probot's logger (looked up per line: Probot may replace it while it initialises).
  const queueLog: QueueLog = {
    trace: (fields, message) => probot.log.trace(fields, message),
    debug: (fields, message) => probot.log.debug(fields, message),
    info: (fields, message) => probot.log.info(fields, message),
    warn: (fields, message) => probot.log.warn(fields, message),
    error: (fields, message) => probot.log.error(fields, message),
    fatal: (fields, message) => probot.log.fatal(fields, message),
  };
  const runtime = await createRuntime(config, queueLog, options);
  await probot.load(desktestApp(runtime));
  registerJobs(runtime, probot);
  const webhooks = createWebhookReceiver({
    path: config.webhookPath,
    secret: config.webhookSecret,
    inflightBytes: config.webhookInflightBytes,
    inflightRequests: config.webhookInflightRequests,
    receive: (delivery) => probot.receive(delivery as Parameters<Probot["receive"]>[0]),
    log: probot.log,
  });
  runtime.queue.start();
  const stopMaintenance = startMaintenance(runtime, probot.log);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const path = (req.url ?? "/").split("?")[0];
        if (path === "/healthz" && req.method === "GET") {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ ok: true, queued: await runtime.queue.pending() }));
          return;
        }
        if (await webhooks(req, res)) return;
        if (await servePublic(runtime, req, res)) return;
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("Not found");
      } catch (error) {
        probot.log.error({ err: error }, "request failed");
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }
    })();
  });
  server.headersTimeout = 30_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    server,
    runtime,
    probot,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      stopMaintenance();
      await runtime.queue.stop();
      await runtime.db.close();
    },
  };
}
