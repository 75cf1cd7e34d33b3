import { setDefaultCACertificates } from "node:tls";
import { Agent, setGlobalDispatcher } from "undici";
import { networkConnector } from "./network-connector.ts";
import { trustedCertificates, type NetworkSettings } from "./network-settings.ts";
import { proxyUrlForLog } from "./proxy-url-for-log.ts";

let said: string | undefined;

/**
 * Route every HTTP request of this process through one dispatcher: `fetch` (the LLM providers, Slack,
 * Octokit, the S3 client) uses it as the global dispatcher, and every other TLS client (node:https)
 * trusts the same certificates. Says once in the log which proxy is in use, without credentials.
 */
export function installNetwork(settings: NetworkSettings, log?: (line: string) => void): void {
  const ca = trustedCertificates(settings);
  if (settings.addedCertificates.length) setDefaultCACertificates(ca);
  setGlobalDispatcher(new Agent({ connect: networkConnector(settings.proxies, ca) }));
  const line = proxyLine(settings);
  if (line && line !== said) {
    said = line;
    log?.(line);
  }
}

function proxyLine(settings: NetworkSettings): string | undefined {
  const { https, http, noProxy } = settings.proxies;
  if (!https && !http) return undefined;
  const shown =
    https && http && https.href === http.href
      ? `proxy ${proxyUrlForLog(https)} for http and https`
      : [
          https ? `proxy ${proxyUrlForLog(https)} for https` : "",
          http ? `proxy ${proxyUrlForLog(http)} for http` : "",
        ]
          .filter(Boolean)
          .join(", ");
  return `network: ${shown}${noProxy ? `, not for ${noProxy}` : ""}`;
}
