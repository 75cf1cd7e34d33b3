import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";
import { parseSshTarget, type SshDesktopOptions } from "../session/ssh-target.ts";

/** What `run` and `suite` take for a desktop on another machine. */
export interface SshCliOptions {
  ssh?: string;
  sshKey?: string;
  sshKnownHosts?: string;
  sshEnv?: string[];
}

/** The SSH desktop the options name, with files resolved against `cwd`; undefined without `--ssh`. */
export function sshDesktopFrom(options: SshCliOptions, cwd: string): SshDesktopOptions | undefined {
  if (!options.ssh) {
    const stray = [
      options.sshKey && "--ssh-key",
      options.sshKnownHosts && "--ssh-known-hosts",
      options.sshEnv?.length && "--ssh-env",
    ].filter(Boolean);
    if (stray.length) throw new ConfigError(`${stray.join(", ")} need --ssh user@host`);
    return undefined;
  }
  const env: Record<string, string> = {};
  for (const pair of options.sshEnv ?? []) {
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (eq <= 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new ConfigError(`--ssh-env '${pair}' is not NAME=value`, { hint: "e.g. --ssh-env DISPLAY=:0" });
    env[name] = pair.slice(eq + 1);
  }
  return {
    target: parseSshTarget(options.ssh),
    ...(options.sshKey ? { identity: path.resolve(cwd, options.sshKey) } : {}),
    ...(options.sshKnownHosts ? { knownHosts: path.resolve(cwd, options.sshKnownHosts) } : {}),
    ...(Object.keys(env).length ? { env } : {}),
  };
}
