import { ConfigError } from "../errors/desktest-error.ts";

/** A desktop reached over SSH: who to log in as, where. */
export interface SshTarget {
  user: string;
  host: string;
  port: number;
}

const USER = /^[A-Za-z0-9._][A-Za-z0-9._-]*$/;
const HOST = /^[A-Za-z0-9._:-]+$/;

/**
 * `user@host`, `user@host:port` or `user@[v6 address]:port`, as `--ssh` takes it. Refuses anything ssh
 * could read as an option or a second argument (a leading `-`, spaces), and a missing user (ssh would
 * fall back to the local user name, which is rarely the desktop's).
 */
export function parseSshTarget(text: string): SshTarget {
  const fail = (why: string) =>
    new ConfigError(`--ssh '${text}' ${why}`, { hint: "write it as user@host or user@host:port" });
  const at = text.lastIndexOf("@");
  if (at <= 0) throw fail("names no user");
  const user = text.slice(0, at);
  let rest = text.slice(at + 1);
  let port = 22;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(rest);
  if (bracketed) {
    rest = bracketed[1]!;
    if (bracketed[2]) port = Number(bracketed[2]);
  } else if ((rest.match(/:/g) ?? []).length === 1) {
    const [host, p] = rest.split(":") as [string, string];
    if (!/^\d+$/.test(p)) throw fail(`has the port '${p}', which is not a number`);
    rest = host;
    port = Number(p);
  }
  if (!USER.test(user)) throw fail(`has the user name '${user}', which ssh would not take as one`);
  if (!rest || rest.startsWith("-") || !HOST.test(rest))
    throw fail(`has the host '${rest}', which is not a host name or address`);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw fail(`has the port ${port}, outside 1-65535`);
  return { user, host: rest, port };
}

/** How the target reads in messages and in `known_hosts` terms. */
export function describeSshTarget(target: SshTarget): string {
  const host = target.host.includes(":") ? `[${target.host}]` : target.host;
  return `${target.user}@${host}${target.port === 22 ? "" : `:${target.port}`}`;
}

/** How desktest's ssh connections are made: the user's ssh, with these settings on top. */
export interface SshSettings {
  /** A private key file (`-i`); otherwise ssh's agent and default keys. */
  identity?: string;
  /** A known_hosts file to check the host key against (otherwise the user's). */
  knownHosts?: string;
  /** The ssh program (default `ssh`). */
  program?: string;
  /**
   * `-o` settings that take precedence over desktest's (ssh keeps the first value it reads for each
   * setting): a first login by password (`desktest init-macos`) relaxes BatchMode this way.
   */
  overrides?: string[];
}

/** A desktop on another machine, reached over SSH (`--ssh`). */
export interface SshDesktopOptions extends SshSettings {
  target: SshTarget;
  /** Variables the agent runs with there (`--ssh-env`: DISPLAY, the session bus…). */
  env?: Record<string, string>;
  /** The Python there (default: python3, else python). */
  python?: string;
}
