import { BlockList, isIP } from "node:net";

/**
 * Whether `NO_PROXY` sends a host straight past the proxy, with the rules curl and the Actions runner
 * share: entries separated by commas (or spaces); `*` alone bypasses every host; a name matches itself
 * and every name below it (`example.com`, `.example.com` and `*.example.com` all match `api.example.com`);
 * `host:port` matches that port only; IP addresses match exactly, and `10.0.0.0/8`-style ranges (v4 or
 * v6, as curl ≥ 7.86) match the addresses inside; case and a trailing dot do not matter; `[::1]` is `::1`.
 */
export function bypassesProxy(hostname: string, port: number, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = normaliseHost(hostname);
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === "*") return true;
    const { name, entryPort } = splitPort(entry);
    if (entryPort !== undefined && entryPort !== port) continue;
    if (matchesName(host, name)) return true;
  }
  return false;
}

function matchesName(host: string, entry: string): boolean {
  const range = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (range?.[1] && range[2]) return inRange(host, normaliseHost(range[1]), Number(range[2]));
  const name = normaliseHost(entry.replace(/^\*?\./, ""));
  if (!name) return false;
  if (isIP(name) || isIP(host)) return host === name;
  return host === name || host.endsWith(`.${name}`);
}

function inRange(host: string, network: string, prefix: number): boolean {
  const family = isIP(network);
  if (!family || isIP(host) !== family) return false;
  if (prefix > (family === 4 ? 32 : 128)) return false;
  const list = new BlockList();
  const type = family === 4 ? "ipv4" : "ipv6";
  list.addSubnet(network, prefix, type);
  return list.check(host, type);
}

/** `host:port`, `[v6]:port`, a bare v6 address (its colons are not a port) or a plain name. */
function splitPort(entry: string): { name: string; entryPort?: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed?.[1]) {
    return bracketed[2] ? { name: bracketed[1], entryPort: Number(bracketed[2]) } : { name: bracketed[1] };
  }
  if (isIP(entry.replace(/\/\d+$/, "")) === 6) return { name: entry };
  const withPort = /^(.*):(\d+)$/.exec(entry);
  if (withPort?.[1] !== undefined && withPort[2])
    return { name: withPort[1], entryPort: Number(withPort[2]) };
  return { name: entry };
}

function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}
