import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { InfraError } from "../errors/desktest-error.ts";
import { ArtifactFiles, LIMITS } from "../review/artifact-files.ts";
import { readTemplateFile, template } from "../util/templates.ts";
import { isLoopback, urlHost, type BindAddress } from "./bind-address.ts";
import { SCREEN_FILE } from "./monitor-events.ts";
import type { MonitorHub } from "./monitor-hub.ts";
import { bridgeWebSocket } from "./vnc-bridge.ts";

export interface MonitorServer {
  /** The page's address, e.g. `http://127.0.0.1:7860/`. */
  url: string;
  address: BindAddress;
  close(): Promise<void>;
}

export interface MonitorServerOptions {
  hub: MonitorHub;
  bind: BindAddress;
  /** When the port is taken, try the next ones, up to this many more (the reference: 10). */
  portAttempts?: number;
  /** What the page says it shows (`live` runs, or `watch`ed folders). */
  mode: "live" | "watch";
  log?: (line: string) => void;
}

/** The page's policy: our own script and style only, images and connections to this server only. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const CONTENT_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

/** noVNC's ES modules, served to the page as they are in the package. */
function novncDir(): string {
  // The package exports only core/rfb.js; its folder is two levels up.
  return path.dirname(path.dirname(createRequire(import.meta.url).resolve("@novnc/novnc")));
}

/**
 * The live view's web server: the page, its script, noVNC, the event stream (every event so far, then
 * the new ones), the runs' screenshots, and each running desktop's VNC over a WebSocket. It checks the
 * Host header when bound to this machine only (no DNS rebinding) and the Origin of WebSockets and of
 * requests that change something (no other site can drive the desktop through a person's browser).
 */
export async function startMonitorServer(options: MonitorServerOptions): Promise<MonitorServer> {
  const { hub, log } = options;
  const loopback = isLoopback(options.bind.host);
  const sockets = new Set<Duplex>();
  const streams = new Set<ServerResponse>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  let port = options.bind.port;

  const hostAllowed = (req: IncomingMessage) => {
    if (!loopback) return true;
    const host = req.headers.host ?? "";
    const name = host.replace(/:\d+$/u, "");
    return ["localhost", "127.0.0.1", "[::1]", urlHost(options.bind.host)].includes(name);
  };
  const sameOrigin = (req: IncomingMessage) => req.headers.origin === `http://${req.headers.host ?? ""}`;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log?.(`live view: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    if (!hostAllowed(req)) return void res.writeHead(421).end("misdirected request\n");
    const url = URL.parse(req.url ?? "/", "http://monitor");
    if (!url) return void res.writeHead(400).end("malformed URL\n");
    const route = url.pathname;
    if (req.method === "POST") {
      const stop = /^\/runs\/(\d{1,9})\/stop$/u.exec(route);
      if (!stop || !sameOrigin(req)) return void res.writeHead(403).end();
      return void res.writeHead(hub.stop(stop[1]!) ? 204 : 404).end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") return void res.writeHead(405).end();
    if (route === "/") {
      const page = template("monitor.hbs", { escapeHtml: true })({
        mode: options.mode,
        watching: options.mode === "watch",
      });
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      });
      return void res.end(page);
    }
    if (route === "/monitor.js" || route === "/monitor.css") {
      const type = route.endsWith(".js") ? "text/javascript" : "text/css";
      res.writeHead(200, { "Content-Type": `${type}; charset=utf-8` });
      const text = route.endsWith(".js")
        ? readTemplateFile("monitor.js")
        : `${readTemplateFile("base.css")}\n${readTemplateFile("monitor.css")}`;
      return void res.end(text);
    }
    if (route.startsWith("/novnc/")) return serveNovnc(route.slice("/novnc/".length), res);
    if (route === "/events") return streamEvents(req, res);
    const file = /^\/runs\/(\d{1,9})\/files\/([^/]+)$/u.exec(route);
    if (file) {
      const name = decodedOrUndefined(file[2]!);
      if (name === undefined) return void res.writeHead(400).end("malformed percent-escape in the URL\n");
      return serveScreen(file[1]!, name, res);
    }
    res.writeHead(404).end();
  };

  /** `a<N>/core/…`: the page's Nth attempt at loading noVNC (a fresh module graph); the attempt is ignored here. */
  const serveNovnc = async (path0: string, res: ServerResponse) => {
    const rel = path0.replace(/^a\d{1,2}\//u, "");
    if (!/^(core|vendor)\/[A-Za-z0-9_\-/.]+\.js$/u.test(rel) || rel.split("/").includes(".."))
      return void res.writeHead(404).end();
    const file = path.join(novncDir(), rel);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Content-Length": info.size });
    createReadStream(file).pipe(res);
  };

  const serveScreen = async (run: string, name: string, res: ServerResponse) => {
    const dir = hub.artifactsDirOf(run);
    if (!dir || !SCREEN_FILE.test(name)) return void res.writeHead(404).end();
    const read = await (await ArtifactFiles.open(dir))?.read(name, LIMITS.screenshotBytes);
    if (!read || read.truncated) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream" });
    res.end(read.bytes);
  };

  const streamEvents = (req: IncomingMessage, res: ServerResponse) => {
    const lastId = Number(req.headers["last-event-id"] ?? url0(req).searchParams.get("after") ?? 0) || 0;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      Connection: "keep-alive",
    });
    res.write("retry: 2000\n\n");
    streams.add(res);
    const unsubscribe = hub.subscribe(lastId, (event) =>
      res.write(`id: ${event.id}\ndata: ${event.json}\n\n`),
    );
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15_000);
    keepAlive.unref();
    res.on("close", () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(res);
    });
  };

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const match = /^\/runs\/(\d{1,9})\/vnc$/u.exec(url0(req).pathname);
    const desktop = match ? hub.desktopOf(match[1]!) : undefined;
    if (!hostAllowed(req) || !sameOrigin(req) || !desktop?.openVnc) {
      socket.end(`HTTP/1.1 ${desktop ? 403 : 404} ${desktop ? "Forbidden" : "Not Found"}\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      void bridgeWebSocket(ws, desktop, { interactive: hub.options.interactive, log });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const attempts = options.bind.port === 0 ? 0 : (options.portAttempts ?? 10);
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, options.bind.host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EADDRINUSE" && attempt < attempts) {
        port += 1;
        continue;
      }
      throw new InfraError(
        `the live view cannot listen on ${urlHost(options.bind.host)}:${port}: ${(error as Error).message}`,
        { hint: "choose another address or port with --monitor-bind ADDRESS:PORT (port 0: any free port)" },
      );
    }
  }
  const bound = server.address();
  const address = { host: options.bind.host, port: typeof bound === "object" && bound ? bound.port : port };
  if (attempts > 0 && address.port !== options.bind.port)
    log?.(`live view: port ${options.bind.port} is taken; using ${address.port}`);
  return {
    url: `http://${urlHost(displayHost(address.host))}:${address.port}/`,
    address,
    close: async () => {
      for (const res of streams) res.end();
      for (const socket of sockets) socket.destroy();
      for (const client of wss.clients) client.terminate();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      // A connection that will not end (a browser's, a proxy's) must not keep the command from exiting.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
      server.unref();
    },
  };
}

/** A path segment's percent-escapes decoded; undefined when one is malformed (`%zz`, a lone `%`, bad UTF-8). */
function decodedOrUndefined(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function url0(req: IncomingMessage): URL {
  return new URL(req.url ?? "/", "http://monitor");
}

/** Where a person points a browser for a server bound to every address: this machine's name for itself. */
function displayHost(host: string): string {
  return host === "0.0.0.0" || host === "::" ? "localhost" : host;
}
