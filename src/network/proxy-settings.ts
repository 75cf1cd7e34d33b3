import { ConfigError } from "../errors/desktest-error.ts";
import { bypassesProxy } from "./no-proxy.ts";
import { proxyUrlForLog } from "./proxy-url-for-log.ts";

/** The proxies in force, read from the environment as curl and the Actions runner read it. */
export interface ProxySettings {
  /** For https:// targets: `https_proxy`, then `HTTPS_PROXY`. */
  https?: URL;
  /** For http:// targets: `http_proxy`, then `HTTP_PROXY`. */
  http?: URL;
  /** `no_proxy`, then `NO_PROXY` ("" when neither is set). */
  noProxy: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The lower-case variable wins over the upper-case one (curl's order); blank values count as unset. */
function variable(env: Env, name: string): { name: string; value: string } | undefined {
  for (const candidate of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[candidate]?.trim();
    if (value) return { name: candidate, value };
  }
  return undefined;
}

export function proxySettingsFromEnv(env: Env): ProxySettings {
  const https = variable(env, "https_proxy");
  const http = variable(env, "http_proxy");
  return {
    ...(https ? { https: parseProxyUrl(https.name, https.value) } : {}),
    ...(http ? { http: parseProxyUrl(http.name, http.value) } : {}),
    noProxy: variable(env, "no_proxy")?.value ?? "",
  };
}

/** `proxy:3128` means `http://proxy:3128` (as in curl); only http and https proxies are spoken. */
function parseProxyUrl(name: string, value: string): URL {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(`${name} is not a proxy URL`, {
      hint: `set ${name} to http://host:port (or http://user:password@host:port)`,
    });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(
      `${name} uses ${url.protocol.replace(/:$/, "")}, a proxy kind desktest does not speak`,
      {
        hint: `use an http:// or https:// proxy (found ${proxyUrlForLog(url)})`,
      },
    );
  }
  return url;
}

/** The proxy a request to this origin goes through, or undefined when it goes direct. */
export function proxyFor(
  settings: ProxySettings,
  target: { protocol: string; hostname: string; port: number },
): URL | undefined {
  const proxy =
    target.protocol === "https:" ? settings.https : target.protocol === "http:" ? settings.http : undefined;
  if (!proxy) return undefined;
  return bypassesProxy(target.hostname, target.port, settings.noProxy) ? undefined : proxy;
}
