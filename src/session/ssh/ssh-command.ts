import { describeSshTarget, type SshSettings, type SshTarget } from "../ssh-target.ts";

/**
 * The argv of one ssh connection running `remoteCommand`: no terminal (`-T`: the stream carries
 * protocol bytes), never a password or passphrase prompt (BatchMode), the host key always checked
 * (StrictHostKeyChecking=yes: an unknown or changed key is refused, never accepted), a dead
 * connection noticed within ~15 s (keep-alives), no agent or X11 forwarding.
 */
export function sshArgv(target: SshTarget, settings: SshSettings, remoteCommand: string): string[] {
  return [
    settings.program ?? "ssh",
    "-T",
    ...(settings.overrides ?? []).flatMap((option) => ["-o", option]),
    "-o",
    "BatchMode=yes",
    "-o",
    "StrictHostKeyChecking=yes",
    "-o",
    "ConnectTimeout=15",
    "-o",
    "ServerAliveInterval=5",
    "-o",
    "ServerAliveCountMax=3",
    "-o",
    "ForwardAgent=no",
    "-o",
    "ForwardX11=no",
    "-o",
    "LogLevel=ERROR",
    ...(settings.knownHosts
      ? ["-o", `UserKnownHostsFile=${settings.knownHosts}`, "-o", "GlobalKnownHostsFile=/dev/null"]
      : []),
    ...(settings.identity ? ["-i", settings.identity, "-o", "IdentitiesOnly=yes"] : []),
    "-p",
    String(target.port),
    "-l",
    target.user,
    "--",
    target.host,
    remoteCommand,
  ];
}

/**
 * A Python program as one command line that every remote shell (sh, bash, zsh, cmd.exe, PowerShell)
 * passes through unchanged: the source travels base64-encoded inside double quotes, which none of them
 * expands (the alphabet has no `$`, backtick, `%`, `!` or quote).
 */
export function pythonCommandLine(python: string, source: string, args: string[] = []): string {
  for (const arg of args)
    if (!/^[A-Za-z0-9._/:=@+-]*$/.test(arg))
      throw new Error(`unsafe argument for a remote command line: ${arg}`);
  const encoded = Buffer.from(source, "utf8").toString("base64");
  return [python, "-c", `"import base64;exec(base64.b64decode('${encoded}'))"`, ...args].join(" ");
}

/** What an ssh failure means, from its exit code and stderr; undefined when it is not ssh's own. */
export function explainSshFailure(
  target: SshTarget,
  code: number | null,
  stderr: string,
): string | undefined {
  const where = describeSshTarget(target);
  if (/REMOTE HOST IDENTIFICATION HAS CHANGED/i.test(stderr))
    return `the host key of ${where} has CHANGED since it was recorded: refused (it may be a different machine, or someone in between). If the machine was reinstalled, remove its old key (ssh-keygen -R ${target.host}) and record the new one after checking it`;
  if (/Host key verification failed|No .* host key is known/i.test(stderr))
    return `the host key of ${where} is not in known_hosts, so the connection was refused (desktest never accepts an unknown key). Record it after checking its fingerprint: ssh-keyscan -p ${target.port} ${target.host} >> ~/.ssh/known_hosts, or pass --ssh-known-hosts <file>`;
  if (/Permission denied/i.test(stderr))
    return `${where} refused the login (${lastLine(stderr)}): give desktest a key that user accepts (--ssh-key <file>, or an ssh agent); passwords are never asked for`;
  if (/Connection refused/i.test(stderr))
    return `${where} refused the connection: is its SSH server running on port ${target.port}?`;
  if (/timed out|No route to host|Could not resolve hostname|Network is unreachable/i.test(stderr))
    return `cannot reach ${where}: ${lastLine(stderr)}`;
  if (code === 255)
    return `the SSH connection to ${where} dropped${stderr.trim() ? `: ${lastLine(stderr)}` : ""} (the machine went away, or its SSH server ended the session)`;
  return undefined;
}

function lastLine(text: string): string {
  return text.trim().split("\n").pop()?.trim() ?? "";
}
