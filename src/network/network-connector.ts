import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { TLSSocket } from "node:tls";
import { buildConnector, Client } from "undici";
import { proxyFor, type ProxySettings } from "./proxy-settings.ts";
import { proxyUrlForLog } from "./proxy-url-for-log.ts";
import { issuerOf, UntrustedCertificateError } from "./untrusted-certificate-error.ts";

/**
 * The one way this process opens an HTTP(S) connection: straight to the server, or through an HTTP
 * CONNECT tunnel of the proxy `HTTPS_PROXY`/`HTTP_PROXY` name for it (unless `NO_PROXY` lists it);
 * TLS trusts `ca` (the system roots with the private CAs added) and a certificate that fails is an
 * UntrustedCertificateError naming the host and its issuer.
 */
export function networkConnector(proxies: ProxySettings, ca: readonly string[]): buildConnector.connector {
  // Verification is done below rather than by Node, so the error can name the certificate's issuer.
  const open = buildConnector({ ca: [...ca], rejectUnauthorized: false });
  const tunnels = new Map<string, Client>();
  const tunnelClient = (proxy: URL) => {
    let client = tunnels.get(proxy.href);
    if (!client) {
      client = new Client(proxy.origin, { connect: verifiedConnector(open) });
      tunnels.set(proxy.href, client);
    }
    return client;
  };
  const verified = verifiedConnector(open);

  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
    const proxy = proxyFor(proxies, { protocol: options.protocol, hostname: options.hostname, port });
    if (!proxy) {
      verified(options, callback);
      return;
    }
    openTunnel(tunnelClient(proxy), proxy, options.hostname, port).then(
      (socket) => {
        if (options.protocol !== "https:") callback(null, socket);
        else verified({ ...options, httpSocket: socket }, callback);
      },
      (error: Error) => callback(error, null),
    );
  };
}

/** A connector that hands on a TLS socket only when its certificate chain and name were verified. */
function verifiedConnector(open: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    open(options, (...args) => {
      const [error, socket] = args;
      if (error) {
        callback(error, null);
        return;
      }
      const tls = socket as Partial<TLSSocket>;
      if (tls.encrypted && !tls.authorized) {
        const host = options.port ? `${options.hostname}:${options.port}` : options.hostname;
        const reason = String(tls.authorizationError ?? "unverified certificate");
        const issuer = issuerOf(tls.getPeerCertificate?.());
        socket.destroy();
        callback(new UntrustedCertificateError(host, issuer, reason), null);
        return;
      }
      callback(null, socket);
    });
  };
}

async function openTunnel(client: Client, proxy: URL, hostname: string, port: number): Promise<Socket> {
  const authority = `${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
  const headers: Record<string, string> = { host: authority };
  if (proxy.username || proxy.password) {
    const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    headers["proxy-authorization"] = `Basic ${Buffer.from(credentials).toString("base64")}`;
  }
  let reply: { socket: Duplex; statusCode: number };
  try {
    reply = await client.connect({ path: authority, headers });
  } catch (error) {
    throw new Error(`the proxy ${proxyUrlForLog(proxy)} could not be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (reply.statusCode !== 200) {
    reply.socket.destroy();
    throw new Error(
      `the proxy ${proxyUrlForLog(proxy)} refused the tunnel to ${authority} (status ${reply.statusCode})`,
    );
  }
  return reply.socket as Socket;
}
