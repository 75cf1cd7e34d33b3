import { existsSync } from "node:fs";
import {
  idsOf,
  type BackendPreflight,
  type DoctorProbe,
  type PreflightCheck,
  type PreflightContext,
  type PreflightTask,
} from "../preflight-check.ts";

/** What a desktop reached over SSH (`--ssh`) needs here: the OpenSSH client, and the key and known_hosts files named. */
export async function sshPreflight(
  tasks: readonly PreflightTask[],
  { probe, ssh }: PreflightContext,
): Promise<BackendPreflight> {
  if (!ssh) return { checks: [] };
  const client = await probe.which("ssh");
  const checks: PreflightCheck[] = [
    {
      ok: client !== undefined,
      name: "OpenSSH client",
      detail: client ? `found at ${client}` : "ssh not found on PATH",
      fix: "Install the OpenSSH client on the runner (Debian: apt-get install openssh-client; it is part of macOS and Windows).",
      tasks: idsOf(tasks),
    },
  ];
  for (const [name, file, fix] of [
    ["SSH key", ssh.identity, "Give --ssh-key a private key file the desktop's user accepts."],
    [
      "known_hosts",
      ssh.knownHosts,
      `Record the desktop's host key in that file after checking its fingerprint: ssh-keyscan ${ssh.target.host} >> <file>.`,
    ],
  ] as const) {
    if (!file) continue;
    checks.push({
      ok: existsSync(file),
      name,
      detail: existsSync(file) ? file : `${file} does not exist`,
      fix,
      tasks: idsOf(tasks),
    });
  }
  return { checks };
}

/** Whether this machine can reach desktops over SSH (`desktest doctor`): informational, never a failure. */
export async function sshDoctor(probe: DoctorProbe): Promise<PreflightCheck[]> {
  const ssh = await probe.which("ssh");
  return [
    {
      ok: true,
      ...(ssh ? {} : { level: "warning" as const }),
      name: "OpenSSH client",
      detail: ssh
        ? `found at ${ssh}: --ssh user@host can drive the desktop of another machine`
        : "not found: --ssh (a desktop on another machine) and macos_tart tasks need it",
      ...(ssh ? {} : { fix: "Install the OpenSSH client (Debian: apt-get install openssh-client)" }),
    },
  ];
}
