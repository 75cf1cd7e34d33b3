/**
 * `node app/register.ts [--org <org>] [--port 3000]`: register the app on GitHub in one step from
 * app/app.yml (GitHub's manifest flow) and write its credentials to .env.
 *
 * It serves a page with a button that posts the manifest to GitHub (webhook URL and redirect filled
 * in from PUBLIC_URL and the local port); GitHub creates the app and redirects back with a one-time
 * code, which is exchanged for the app id, private key and webhook secret.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import YAML from "yaml";
import { escapeHtml, installNetwork, networkSettings } from "../src/app-surface.ts";

export interface RegisterOptions {
  publicUrl: string;
  githubWebUrl: string;
  githubApiUrl: string;
  org?: string;
  port: number;
  /** Where the credentials go (not overwritten: a `.new` file is written beside an existing one). */
  envFile: string;
  onDone?: (appUrl: string) => void;
}

export function manifest(publicUrl: string, redirectUrl: string): Record<string, unknown> {
  const doc = YAML.parse(readFileSync(path.join(import.meta.dirname, "app.yml"), "utf8")) as Record<
    string,
    unknown
  >;
  return {
    ...doc,
    url: (doc.url as string | undefined) ?? publicUrl,
    hook_attributes: { url: `${publicUrl}/api/github/webhooks`, active: true },
    redirect_url: redirectUrl,
  };
}

export async function startRegistration(options: RegisterOptions): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const local = `http://localhost:${(server.address() as AddressInfo).port}`;
      if (url.pathname === "/") {
        const target = options.org
          ? `${options.githubWebUrl}/organizations/${encodeURIComponent(options.org)}/settings/apps/new`
          : `${options.githubWebUrl}/settings/apps/new`;
        const json = JSON.stringify(manifest(options.publicUrl, `${local}/setup/done`));
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy":
            "default-src 'none'; style-src 'unsafe-inline'; form-action https: http:",
        });
        res.end(
          `<!doctype html><meta charset="utf-8"><title>Register desktest</title>` +
            `<body style="font:16px system-ui;margin:3rem"><h1>Register the desktest GitHub App</h1>` +
            `<p>Webhooks will go to <code>${escapeHtml(options.publicUrl)}/api/github/webhooks</code>.</p>` +
            `<form action="${escapeHtml(target)}" method="post"><input type="hidden" name="manifest" value="${escapeHtml(json)}">` +
            `<button type="submit">Register on GitHub</button></form></body>`,
        );
        return;
      }
      if (url.pathname === "/setup/done") {
        const code = url.searchParams.get("code") ?? "";
        if (!/^[A-Za-z0-9_-]{1,100}$/.test(code)) {
          res.writeHead(400).end("missing code");
          return;
        }
        const response = await fetch(`${options.githubApiUrl}/app-manifests/${code}/conversions`, {
          method: "POST",
          headers: { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" },
        });
        if (response.status !== 201) {
          res.writeHead(502).end(`GitHub answered ${response.status}: ${await response.text()}`);
          return;
        }
        const app = (await response.json()) as {
          id: number;
          pem: string;
          webhook_secret: string;
          html_url: string;
        };
        const env = [
          `APP_ID=${app.id}`,
          `PRIVATE_KEY="${app.pem.trim().replaceAll("\n", "\\n")}"`,
          `WEBHOOK_SECRET=${app.webhook_secret}`,
          `PUBLIC_URL=${options.publicUrl}`,
          "",
        ].join("\n");
        const file = existsSync(options.envFile) ? `${options.envFile}.new` : options.envFile;
        writeFileSync(file, env, { mode: 0o600 });
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(
          `<!doctype html><meta charset="utf-8"><p>Registered. Credentials are in <code>${escapeHtml(file)}</code>. ` +
            `<a href="${escapeHtml(app.html_url)}/installations/new">Install the app</a> on your repositories, then run <code>npm run app</code>.</p>`,
        );
        options.onDone?.(app.html_url);
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { org: { type: "string" }, port: { type: "string", default: "3000" } },
  });
  const envFile = path.resolve(".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, "");
  if (!publicUrl) {
    console.error(
      "Set PUBLIC_URL (the https address GitHub will send webhooks to) first, in .env or the environment.",
    );
    process.exit(2);
  }
  // The code exchange goes through HTTPS_PROXY/NO_PROXY and trusts NODE_EXTRA_CA_CERTS, as the App does.
  installNetwork(networkSettings(process.env), (line) => console.log(line));
  const { server, url } = await startRegistration({
    publicUrl,
    githubWebUrl: (process.env.GITHUB_WEB_URL ?? process.env.GITHUB_URL ?? "https://github.com").replace(
      /\/+$/,
      "",
    ),
    githubApiUrl: (process.env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
    ...(values.org ? { org: values.org } : {}),
    port: Number(values.port),
    envFile,
    onDone: (appUrl) => {
      console.log(`Registered ${appUrl}; credentials written. Install it from ${appUrl}/installations/new`);
      server.close();
    },
  });
  console.log(`Open ${url} in a browser to register the app on GitHub.`);
}
