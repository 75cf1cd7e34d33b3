import { isIP } from "node:net";
import { ConfigError } from "../errors/desktest-error.ts";

export interface BindAddress {
  host: string;
  port: number;
}

/** The live view's default: this machine only, the reference's port. */
export const DEFAULT_MONITOR_BIND: BindAddress = { host: "127.0.0.1", port: 7860 };

/** `127.0.0.1:7860`, `0.0.0.0:8080`, `[::1]:7860`, `localhost:0` (0: any free port), or a port alone. */
export function parseBindAddress(text: string, flag = "--monitor-bind"): BindAddress {
  const bad = () =>
    new ConfigError(`${flag} must be ADDRESS:PORT, e.g. 127.0.0.1:7860 (found '${text}')`, {
      hint: "the port is 0-65535 (0: any free port); an IPv6 address goes in brackets: [::1]:7860",
    });
  const portOnly = /^(\d{1,5})$/u.exec(text);
  const match = portOnly ? undefined : /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/u.exec(text);
  if (!portOnly && !match) throw bad();
  const ipv6 = match?.[1];
  if (ipv6 !== undefined && isIP(ipv6) !== 6) throw bad();
  const host = ipv6 ?? (match?.[2] || DEFAULT_MONITOR_BIND.host);
  const port = Number(portOnly?.[1] ?? match?.[3]);
  if (port > 65535) throw bad();
  return { host, port };
}

/** Is the address this machine only (nobody else can reach a server bound to it)? */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/u.test(host);
}

/** A host as it goes into a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
