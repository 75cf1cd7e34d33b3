import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DockerSession } from "../../src/session/docker/docker-session.ts";

/** A desktop container that also runs a real OpenSSH server for its user, and how to reach it. */
export interface SshReachableDesktop {
  target: string;
  /** The client's private key, accepted by the desktop's user. */
  identity: string;
  /** known_hosts holding the desktop's real host key. */
  knownHosts: string;
  /** known_hosts holding another key for the same address (a machine that is not the one recorded). */
  wrongKnownHosts: string;
  /** End every SSH connection and the server (a dropped network, from the client's side). */
  killSshd(): Promise<void>;
}

const PORT = 2222;

/**
 * sshd as the desktop's own user (tester), on port 2222, with a host key made in the container and the
 * client key made here: the same OpenSSH a lab machine runs, with nothing but key logins.
 */
export async function serveSsh(desktop: DockerSession): Promise<SshReachableDesktop> {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-ssh-"));
  const identity = path.join(dir, "id_ed25519");
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "desktest-test", "-f", identity]);
  const clientKey = readFileSync(`${identity}.pub`, "utf8").trim();
  const config = [
    `Port ${PORT}`,
    "ListenAddress 0.0.0.0",
    "HostKey /tmp/sshd/host_ed25519",
    "AuthorizedKeysFile /tmp/sshd/authorized_keys",
    "PidFile /tmp/sshd/sshd.pid",
    "UsePAM no",
    "StrictModes no",
    "PasswordAuthentication no",
    "KbdInteractiveAuthentication no",
  ].join("\n");
  const setup = await desktop.exec(
    [
      "bash",
      "-c",
      `rm -rf /tmp/sshd && mkdir -p /tmp/sshd && ssh-keygen -q -t ed25519 -N '' -f /tmp/sshd/host_ed25519 && printf '%s\\n' "$1" > /tmp/sshd/authorized_keys && printf '%s\\n' "$2" > /tmp/sshd/sshd_config`,
      "setup",
      clientKey,
      config,
    ],
    { timeoutMs: 30_000 },
  );
  if (setup.exitCode !== 0) throw new Error(`sshd setup failed: ${setup.stderr}`);
  await desktop.spawn(["/usr/sbin/sshd", "-D", "-e", "-f", "/tmp/sshd/sshd_config"], {
    log: "/tmp/sshd.log",
  });
  const hostKey = (await desktop.exec(["cat", "/tmp/sshd/host_ed25519.pub"])).stdout
    .trim()
    .split(" ")
    .slice(0, 2)
    .join(" ");
  const networks = (await desktop.container.inspect()).NetworkSettings.Networks;
  const ip = Object.values(networks).find((n) => n.IPAddress)?.IPAddress;
  if (!ip) throw new Error("the desktop container has no IP address (no network?)");
  const knownHosts = path.join(dir, "known_hosts");
  writeFileSync(knownHosts, `[${ip}]:${PORT} ${hostKey}\n`);
  const other = path.join(dir, "other");
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", other]);
  const wrongKnownHosts = path.join(dir, "wrong_known_hosts");
  writeFileSync(
    wrongKnownHosts,
    `[${ip}]:${PORT} ${readFileSync(`${other}.pub`, "utf8").trim().split(" ").slice(0, 2).join(" ")}\n`,
  );
  // Wait for the server to listen.
  for (let i = 0; i < 100; i++) {
    const probe = await desktop.exec(["bash", "-c", `exec 3<>/dev/tcp/127.0.0.1/${PORT}`], {
      timeoutMs: 5_000,
    });
    if (probe.exitCode === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    target: `tester@${ip}:${PORT}`,
    identity,
    knownHosts,
    wrongKnownHosts,
    async killSshd() {
      await desktop.exec(["pkill", "-KILL", "-x", "sshd"], { timeoutMs: 10_000 });
    },
  };
}
