import {
  PROVIDERS,
  PROVIDER_NAMES
} from "./chunk-NRBTAFZG.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import {
  parseJsonDocument
} from "./chunk-DZFXMRMN.js";

// src/suite/config-ca-bundle.ts
import path from "node:path";
function configCaBundle(config, configFile) {
  const bundle = config.tls_ca_bundle?.trim();
  if (!bundle) return void 0;
  return path.resolve(configFile ? path.dirname(path.resolve(configFile)) : process.cwd(), bundle);
}

// src/suite/config-file.ts
import { readFile } from "node:fs/promises";

// src/suite/config-keys.ts
var CONFIG_KEYS = [
  {
    key: "provider",
    type: "string",
    default: "`anthropic`",
    what: `the LLM provider (\`--provider\` wins): ${PROVIDER_NAMES.join(", ")}`,
    example: "anthropic"
  },
  {
    key: "model",
    type: "string",
    default: "the provider's default model",
    what: "the model the agent uses (`--model` wins)",
    example: PROVIDERS.anthropic.defaultModel ?? ""
  },
  {
    key: "api_key",
    type: "string",
    default: "none: the provider's variable (`ANTHROPIC_API_KEY`\u2026), then `LLM_API_KEY`",
    what: "the LLM's API key; a key in a file is easy to leak, so the loader warns: prefer the variable",
    example: ""
  },
  {
    key: "api_base_url",
    type: "string",
    default: "the provider's own endpoint",
    what: "the LLM server's root URL; https unless the host is localhost; needed by `custom`",
    example: "https://llm.internal.example.com"
  },
  {
    key: "llm_max_retries",
    type: "whole number",
    default: "`5`",
    what: "retries of a failed LLM call (`--llm-max-retries` wins)",
    example: 5
  },
  {
    key: "display_width",
    type: "whole number",
    default: "`1920` (`--resolution`)",
    what: "the desktop's width in pixels when `--resolution` is not given",
    example: 1280
  },
  {
    key: "display_height",
    type: "whole number",
    default: "`1080`",
    what: "the desktop's height in pixels, with `display_width`",
    example: 800
  },
  {
    key: "tls_ca_bundle",
    type: "string",
    default: "none: the system roots (and `NODE_EXTRA_CA_CERTS`)",
    what: "a PEM file of private CAs added to the system roots for every TLS connection; relative to the config file",
    example: "corp-ca.pem"
  },
  {
    key: "integrations.slack.webhook_url",
    type: "string",
    default: "none (`DESKTEST_SLACK_WEBHOOK_URL` wins)",
    what: "a Slack incoming webhook the agent's bug reports are posted to",
    example: "https://hooks.slack.com/services/T000/B000/XXXX"
  },
  {
    key: "integrations.slack.channel",
    type: "string",
    default: "the webhook's own channel",
    what: "the channel the bug reports go to",
    example: "#desktop-tests"
  }
];

// src/suite/config-file.ts
async function loadConfigFile(file, warn) {
  const text = await readFile(file, "utf8").catch((error) => {
    throw new ConfigError(`Cannot read config file '${file}': ${error.message}`);
  });
  const document = parseJsonDocument(text);
  const problem = document.syntaxProblems[0];
  if (problem)
    throw new ConfigError(`Invalid JSON: ${problem.message}`, { location: { file, ...problem.position } });
  const value = document.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError("Invalid JSON: the config file must hold an object", { location: { file } });
  const raw = value;
  const at = (key) => ({ file, pointer: `/${key}`, ...document.valuePosition(`/${key}`) });
  for (const { key, type } of CONFIG_KEYS) {
    const parts = key.split(".");
    let value2 = raw;
    for (const [i, part] of parts.entries()) {
      if (value2 === void 0) break;
      if (typeof value2 !== "object" || value2 === null || Array.isArray(value2)) {
        const parent = parts.slice(0, i).join(".");
        throw new ConfigError(`'${parent}' must be an object`, { location: at(parts.slice(0, i).join("/")) });
      }
      value2 = value2[part];
    }
    if (value2 === void 0) continue;
    const pointer = parts.join("/");
    if (type === "string" && typeof value2 !== "string")
      throw new ConfigError(`'${key}' must be a string`, { location: at(pointer) });
    if (type === "whole number" && !(Number.isInteger(value2) && value2 >= 0))
      throw new ConfigError(`'${key}' must be a whole number`, { location: at(pointer) });
  }
  if (typeof raw.api_key === "string" && raw.api_key)
    warn(`${file}: an API key in a config file is easy to leak; prefer the provider's environment variable`);
  const known = new Set(CONFIG_KEYS.map((k) => k.key.split(".")[0]));
  const ignored = Object.keys(raw).filter((k) => !known.has(k));
  if (ignored.length) warn(`${file}: ignoring ${ignored.join(", ")} (not used by this engine)`);
  return raw;
}

// src/network/network-settings.ts
import { getCACertificates } from "node:tls";

// src/network/ca-bundle.ts
import { readFileSync } from "node:fs";
var PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
function readCaBundle(file, setting) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`${setting}: cannot read the CA bundle '${file}': ${error.message}`);
  }
  const certificates = text.match(PEM_CERTIFICATE) ?? [];
  if (!certificates.length) {
    throw new ConfigError(`${setting}: '${file}' holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return certificates.map((pem) => `${pem}
`);
}

// src/network/no-proxy.ts
import { BlockList, isIP } from "node:net";
function bypassesProxy(hostname, port, noProxy) {
  if (!noProxy) return false;
  const host = normaliseHost(hostname);
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === "*") return true;
    const { name, entryPort } = splitPort(entry);
    if (entryPort !== void 0 && entryPort !== port) continue;
    if (matchesName(host, name)) return true;
  }
  return false;
}
function matchesName(host, entry) {
  const range = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (range?.[1] && range[2]) return inRange(host, normaliseHost(range[1]), Number(range[2]));
  const name = normaliseHost(entry.replace(/^\*?\./, ""));
  if (!name) return false;
  if (isIP(name) || isIP(host)) return host === name;
  return host === name || host.endsWith(`.${name}`);
}
function inRange(host, network, prefix) {
  const family = isIP(network);
  if (!family || isIP(host) !== family) return false;
  if (prefix > (family === 4 ? 32 : 128)) return false;
  const list = new BlockList();
  const type = family === 4 ? "ipv4" : "ipv6";
  list.addSubnet(network, prefix, type);
  return list.check(host, type);
}
function splitPort(entry) {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed?.[1]) {
    return bracketed[2] ? { name: bracketed[1], entryPort: Number(bracketed[2]) } : { name: bracketed[1] };
  }
  if (isIP(entry.replace(/\/\d+$/, "")) === 6) return { name: entry };
  const withPort = /^(.*):(\d+)$/.exec(entry);
  if (withPort?.[1] !== void 0 && withPort[2])
    return { name: withPort[1], entryPort: Number(withPort[2]) };
  return { name: entry };
}
function normaliseHost(host) {
  return host.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
}

// src/network/proxy-url-for-log.ts
function proxyUrlForLog(proxy) {
  const shown = new URL(proxy.href);
  shown.username = "";
  shown.password = "";
  return shown.origin === "null" ? `${shown.protocol}//${shown.host}` : shown.origin;
}

// src/network/proxy-settings.ts
function variable(env, name) {
  for (const candidate of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[candidate]?.trim();
    if (value) return { name: candidate, value };
  }
  return void 0;
}
function proxySettingsFromEnv(env) {
  const https = variable(env, "https_proxy");
  const http = variable(env, "http_proxy");
  return {
    ...https ? { https: parseProxyUrl(https.name, https.value) } : {},
    ...http ? { http: parseProxyUrl(http.name, http.value) } : {},
    noProxy: variable(env, "no_proxy")?.value ?? ""
  };
}
function parseProxyUrl(name, value) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(`${name} is not a proxy URL`, {
      hint: `set ${name} to http://host:port (or http://user:password@host:port)`
    });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(
      `${name} uses ${url.protocol.replace(/:$/, "")}, a proxy kind desktest does not speak`,
      {
        hint: `use an http:// or https:// proxy (found ${proxyUrlForLog(url)})`
      }
    );
  }
  return url;
}
function proxyFor(settings, target) {
  const proxy = target.protocol === "https:" ? settings.https : target.protocol === "http:" ? settings.http : void 0;
  if (!proxy) return void 0;
  return bypassesProxy(target.hostname, target.port, settings.noProxy) ? void 0 : proxy;
}

// src/network/network-settings.ts
function networkSettings(env, caBundle) {
  const extraCaCerts = env.NODE_EXTRA_CA_CERTS?.trim() || void 0;
  return {
    proxies: proxySettingsFromEnv(env),
    ...caBundle ? { caBundle } : {},
    ...extraCaCerts ? { extraCaCerts } : {},
    addedCertificates: [
      ...extraCaCerts ? readCaBundle(extraCaCerts, "NODE_EXTRA_CA_CERTS") : [],
      ...caBundle ? readCaBundle(caBundle, "tls_ca_bundle") : []
    ]
  };
}
var startupRoots;
function trustedCertificates(settings) {
  startupRoots ??= getCACertificates("default");
  return [.../* @__PURE__ */ new Set([...startupRoots, ...settings.addedCertificates])];
}

export {
  configCaBundle,
  loadConfigFile,
  proxyUrlForLog,
  proxyFor,
  networkSettings,
  trustedCertificates
};
