/**
 * `npm run app` (node app/main.ts) starts the app from a .env file; without one it says what is missing.
 */
import { spawn } from "node:child_process";
import { createHmac, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const packageJson = (await import("../../package.json", { with: { type: "json" } })).default as {
  scripts: Record<string, string>;
};
let dir: string;
const SECRET = "from-dotenv-webhook-secret-0123";

/** POST `total` bytes of zeros in 1 MiB writes (never held in memory) until the server answers. */
function sendBody(
  url: URL,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number | undefined; sent: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    let status: number | undefined;
    const req = request(url, {
      method: "POST",
      headers: {
        "x-github-event": "ping",
        "x-github-delivery": "big",
        "x-hub-signature-256": `sha256=${"0".repeat(64)}`,
        ...headers,
      },
    });
    const done = () => resolve({ status, sent });
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      res.on("end", done);
      req.destroy();
    });
    req.on("error", () => setTimeout(done, 50));
    req.on("close", () => setTimeout(done, 50));
    const pump = () => {
      while (sent < total && status === undefined && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (sent >= total && !req.destroyed) req.end();
    };
    pump();
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "desktest-app-start-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The `app` npm script's command, run with this process's Node (the pinned Node 24). */
function start(env: Record<string, string>) {
  const [command, ...args] = packageJson.scripts.app!.split(/\s+/);
  expect(command).toBe("node");
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(APP_ID|PRIVATE_KEY|WEBHOOK_SECRET|PUBLIC_URL|PORT|DATA_DIR)/.test(k),
    ),
  );
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...clean, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("npm run app", () => {
  /** The App as `npm run app` starts it, from a fresh .env; resolves once it listens. */
  async function launch(): Promise<{
    base: string;
    pid: number;
    output: () => string;
    stop: () => Promise<number | null>;
  }> {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    const keyFile = path.join(dir, "app.pem");
    writeFileSync(keyFile, privateKey);
    const port = await freePort();
    const envFile = path.join(dir, ".env");
    writeFileSync(
      envFile,
      [
        "APP_ID=12345",
        `PRIVATE_KEY_PATH=${keyFile}`,
        `WEBHOOK_SECRET=${SECRET}`,
        `PUBLIC_URL=http://127.0.0.1:${port}`,
        `PORT=${port}`,
        `DATA_DIR=${path.join(dir, "data")}`,
        "LOG_LEVEL=warn",
        "",
      ].join("\n"),
    );
    const child = start({ DOTENV: envFile });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const stop = async () => {
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    };
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
        child.stdout.on("data", () => {
          if (output.includes("desktest app listening on")) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
    } catch (error) {
      await stop();
      throw error;
    }
    return { base: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, stop };
  }

  const signed = (body: string, secret = SECRET) => ({
    "content-type": "application/json",
    "x-github-event": "ping",
    "x-github-delivery": "1",
    "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
  });

  it("starts from a .env file and answers webhooks and health checks", async () => {
    const app = await launch();
    try {
      const { base } = app;
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true, queued: 0 });
      const body = JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 1 });
      const post = (secret: string) =>
        fetch(`${base}/api/github/webhooks`, { method: "POST", headers: signed(body, secret), body });
      expect((await post(SECRET)).status).toBe(200);
      expect((await post("wrong")).status).toBe(401);
      expect((await fetch(`${base}/o/${"0".repeat(64)}.png`)).status).toBe(403);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });

  it("refuses a 1 GB webhook with 413 without reading it, and logs rejected deliveries as one line each, no payload", async () => {
    const app = await launch();
    try {
      const url = new URL(`${app.base}/api/github/webhooks`);
      const GB = 1024 ** 3;
      // Declared up front: answered before a byte of the body is read.
      const declared = await sendBody(url, GB, { "content-length": String(GB) });
      expect(declared.status).toBe(413);
      // Chunked (no length): refused once it passes 25 MiB; the connection is closed on the sender.
      const streamed = await sendBody(url, GB, {});
      expect(streamed.status).toBe(413);
      expect(streamed.sent).toBeLessThan(GB / 4);
      // Four at once, unsigned, as the attack was made.
      const together = await Promise.all([1, 2, 3, 4].map(() => sendBody(url, GB / 2, {})));
      // Each gets an answer: 413 past 25 MiB, or 503 when the unverified-bytes budget (64 MiB) is spent.
      for (const { status } of together) expect([413, 503]).toContain(status);
      expect(together.map((r) => r.status)).toContain(413);
      const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, "utf8"))![1]);
      expect(peakKb).toBeLessThan(300 * 1024);
      // A forged signature on a small body: 401, one short line; repeats within the window are counted, not logged.
      const body = JSON.stringify({ payload: "x".repeat(10_000) });
      for (let i = 0; i < 20; i++) {
        const r = await fetch(url, { method: "POST", headers: signed(body, "forged-secret-forged"), body });
        expect(r.status).toBe(401);
      }
      const lines = app
        .output()
        .split("\n")
        .filter((line) => line.includes("webhook rejected"));
      expect(lines.filter((line) => line.includes("signature")).length).toBe(1);
      expect(lines.every((line) => line.length < 400)).toBe(true);
      expect(app.output()).not.toContain("xxxxxxxxxx");
      expect(await (await fetch(`${app.base}/healthz`)).json()).toEqual({ ok: true, queued: 0 });
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });

  it("explains a missing configuration", async () => {
    const child = start({ DOTENV: path.join(dir, "missing.env") });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain("APP_ID is required");
    expect(stderr).toContain("WEBHOOK_SECRET is required");
  });
});

describe("registering from app/app.yml (node app/register.ts)", () => {
  it("posts the manifest to GitHub and writes the credentials GitHub returns to .env", async () => {
    const { GitHubDouble } = await import("../helpers/github-double.ts");
    const { startRegistration } = await import("../../app/register.ts");
    const double = new GitHubDouble({ appId: 1, publicKey: "" });
    await double.start();
    const envFile = path.join(dir, "registered.env");
    let done = "";
    const { server, url } = await startRegistration({
      publicUrl: "https://desktest.example.org",
      githubWebUrl: "https://github.com",
      githubApiUrl: double.url,
      org: "octo-org",
      port: 0,
      envFile,
      onDone: (appUrl) => (done = appUrl),
    });
    try {
      const page = await (await fetch(url)).text();
      expect(page).toContain('action="https://github.com/organizations/octo-org/settings/apps/new"');
      const manifest = JSON.parse(
        /name="manifest" value="([^"]+)"/
          .exec(page)![1]!
          .replaceAll("&quot;", '"')
          .replaceAll("&#39;", "'")
          .replaceAll("&amp;", "&"),
      ) as {
        hook_attributes: { url: string };
        redirect_url: string;
        default_events: string[];
        default_permissions: Record<string, string>;
      };
      expect(manifest.hook_attributes.url).toBe("https://desktest.example.org/api/github/webhooks");
      expect(manifest.redirect_url).toBe(`${url}/setup/done`);
      expect(manifest.default_events.sort()).toEqual(["check_run", "issue_comment", "workflow_run"]);
      expect(manifest.default_permissions).toEqual({
        actions: "write",
        checks: "write",
        contents: "write",
        issues: "write",
        pull_requests: "read",
        metadata: "read",
      });

      double.manifestCodes.set("code123", {
        id: 4711,
        pem: "-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----\n",
        webhook_secret: "whsec",
        html_url: "https://github.com/apps/desktest-octo",
      });
      const finished = await fetch(`${url}/setup/done?code=code123`);
      expect(finished.status).toBe(200);
      expect(done).toBe("https://github.com/apps/desktest-octo");
      const { readFileSync } = await import("node:fs");
      expect(readFileSync(envFile, "utf8")).toBe(
        'APP_ID=4711\nPRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\nabc\\n-----END RSA PRIVATE KEY-----"\nWEBHOOK_SECRET=whsec\nPUBLIC_URL=https://desktest.example.org\n',
      );
      expect(double.violations).toEqual([]);
    } finally {
      server.close();
      await double.close();
    }
  });
});
