import { isDesktestError } from "../errors/desktest-error.ts";
import { networkSettings } from "../network/network-settings.ts";
import { proxyUrlForLog } from "../network/proxy-url-for-log.ts";
import type { PreflightCheck } from "./runner-preflight.ts";

/** What `desktest doctor` says of the network: the proxies, NO_PROXY and the CAs in force (never credentials). */
export function networkChecks(
  env: Readonly<Record<string, string | undefined>>,
  caBundle?: string,
): PreflightCheck[] {
  let settings;
  try {
    settings = networkSettings(env, caBundle);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        ok: false,
        name: "Network settings",
        detail: message,
        fix:
          isDesktestError(error) && error.hint
            ? error.hint
            : "fix the proxy variable or the CA file it names",
      },
    ];
  }
  const { https, http, noProxy } = settings.proxies;
  const plural = (n: number) => `${n} certificate${n === 1 ? "" : "s"}`;
  const files = [
    ...(settings.caBundle ? [`tls_ca_bundle ${settings.caBundle}`] : []),
    ...(settings.extraCaCerts ? [`NODE_EXTRA_CA_CERTS ${settings.extraCaCerts}`] : []),
  ];
  return [
    {
      ok: true,
      name: "HTTPS proxy",
      detail: https ? `${proxyUrlForLog(https)} (HTTPS_PROXY)` : "none: HTTPS connections go direct",
    },
    {
      ok: true,
      name: "HTTP proxy",
      detail: http ? `${proxyUrlForLog(http)} (HTTP_PROXY)` : "none: HTTP connections go direct",
    },
    {
      ok: true,
      name: "NO_PROXY",
      detail:
        noProxy ||
        (https || http ? "not set: every host goes through the proxy" : "not set (no proxy is in use)"),
    },
    {
      ok: true,
      name: "Private CAs",
      detail: files.length
        ? `the system roots + ${plural(settings.addedCertificates.length)} from ${files.join(" and ")}`
        : "none: only the system roots are trusted (tls_ca_bundle in the config file, or NODE_EXTRA_CA_CERTS, adds yours)",
    },
  ];
}
