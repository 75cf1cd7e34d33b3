import {
  parseSshTarget
} from "./chunk-7LVQLD6I.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/cli/ssh-options.ts
import path from "node:path";
function sshDesktopFrom(options, cwd) {
  if (!options.ssh) {
    const stray = [
      options.sshKey && "--ssh-key",
      options.sshKnownHosts && "--ssh-known-hosts",
      options.sshEnv?.length && "--ssh-env"
    ].filter(Boolean);
    if (stray.length) throw new ConfigError(`${stray.join(", ")} need --ssh user@host`);
    return void 0;
  }
  const env = {};
  for (const pair of options.sshEnv ?? []) {
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (eq <= 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new ConfigError(`--ssh-env '${pair}' is not NAME=value`, { hint: "e.g. --ssh-env DISPLAY=:0" });
    env[name] = pair.slice(eq + 1);
  }
  return {
    target: parseSshTarget(options.ssh),
    ...options.sshKey ? { identity: path.resolve(cwd, options.sshKey) } : {},
    ...options.sshKnownHosts ? { knownHosts: path.resolve(cwd, options.sshKnownHosts) } : {},
    ...Object.keys(env).length ? { env } : {}
  };
}

export {
  sshDesktopFrom
};
