import { getCACertificates } from "node:tls";
import { readCaBundle } from "./ca-bundle.ts";
import { proxySettingsFromEnv, type ProxySettings } from "./proxy-settings.ts";
import { proxyUrlForLog } from "./proxy-url-for-log.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** The network settings in force for this process: its proxies and the certificate authorities it adds. */
export interface NetworkSettings {
  proxies: ProxySettings;
  /** The config file's `tls_ca_bundle` (an absolute path), when set. */
  caBundle?: string;
  /** `NODE_EXTRA_CA_CERTS`, when set. */
  extraCaCerts?: string;
  /** The private CAs' certificates (PEM), from both files. */
  addedCertificates: string[];
}

/** Read the proxies from the environment and the CA files (an unreadable or empty one is a ConfigError). */
export function networkSettings(env: Env, caBundle?: string): NetworkSettings {
  const extraCaCerts = env.NODE_EXTRA_CA_CERTS?.trim() || undefined;
  return {
    proxies: proxySettingsFromEnv(env),
    ...(caBundle ? { caBundle } : {}),
    ...(extraCaCerts ? { extraCaCerts } : {}),
    addedCertificates: [
      ...(extraCaCerts ? readCaBundle(extraCaCerts, "NODE_EXTRA_CA_CERTS") : []),
      ...(caBundle ? readCaBundle(caBundle, "tls_ca_bundle") : []),
    ],
  };
}

/** Node's default roots (with NODE_EXTRA_CA_CERTS) as the process started, before any CA was added. */
let startupRoots: readonly string[] | undefined;

/** Every certificate TLS trusts: Node's default roots plus the added ones (added to, never replacing). */
export function trustedCertificates(settings: NetworkSettings): string[] {
  startupRoots ??= getCACertificates("default");
  return [...new Set([...startupRoots, ...settings.addedCertificates])];
}

/** The settings in words, one per line, without any proxy credentials (for the log and `doctor`). */
export function describeNetworkSettings(settings: NetworkSettings): string[] {
  const { https, http, noProxy } = settings.proxies;
  const count = (n: number) => `${n} certificate${n === 1 ? "" : "s"}`;
  return [
    `HTTPS proxy: ${https ? proxyUrlForLog(https) : "none (direct)"}`,
    `HTTP proxy: ${http ? proxyUrlForLog(http) : "none (direct)"}`,
    `NO_PROXY: ${noProxy || "(not set)"}`,
    `tls_ca_bundle: ${settings.caBundle ?? "(not set)"}`,
    `NODE_EXTRA_CA_CERTS: ${settings.extraCaCerts ?? "(not set)"}`,
    `trusted CAs: the system roots${settings.addedCertificates.length ? ` + ${count(settings.addedCertificates.length)} added` : ""}`,
  ];
}
