/**
 * `--ssh user@host`: a desktop that already runs on another machine, driven through the guest agent
 * over a real OpenSSH connection (the server runs in a desktop container as its user, key logins only).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSshDesktop } from "../../src/session/ssh/ssh-desktop.ts";
import { parseSshTarget } from "../../src/session/ssh-target.ts";
import type { DockerSession } from "../../src/session/docker/docker-session.ts";
import { cli } from "../helpers/cli.ts";
import { desktops } from "../helpers/desktop.ts";
import { examplesCopy, runReplay } from "../helpers/run-examples.ts";
import { serveSsh, type SshReachableDesktop } from "../helpers/ssh-desktop.ts";

const desktop = desktops();
let remote: DockerSession;
let ssh: SshReachableDesktop;

/** The desktop image's session: its display and bus, which an SSH login does not get by itself. */
const DESKTOP_ENV = { DISPLAY: ":99", DBUS_SESSION_BUS_ADDRESS: "unix:path=/tmp/dbus-session" };

beforeAll(async () => {
  remote = await desktop();
  ssh = await serveSsh(remote);
}, 120_000);

afterAll(async () => {
  await remote?.close();
});

function sshOptions(knownHosts = ssh.knownHosts) {
  return { target: parseSshTarget(ssh.target), identity: ssh.identity, knownHosts, env: DESKTOP_ENV };
}

describe("a desktop reached over SSH", () => {
  it("replays galculator-add and gedit-save on it and leaves none of the run's processes there", async () => {
    const dir = examplesCopy();
    for (const task of ["galculator-add.json", "gedit-save.json"]) {
      const result = await runReplay(dir, task, { ssh: sshOptions(), docker: undefined });
      expect(result.exitCode, JSON.stringify(result.results)).toBe(0);
    }
    const left = await remote.exec([
      "bash",
      "-c",
      "grep -l DESKTEST_RUN_MARK /proc/[0-9]*/environ 2>/dev/null | wc -l",
    ]);
    expect(left.stdout.trim()).toBe("0");
    expect((await remote.exec(["test", "-e", "/home/tester/galculator-app"])).exitCode).toBe(1);
  }, 240_000);

  it("runs a suite over --ssh from the command line, one task at a time", async () => {
    const dir = examplesCopy();
    const flags = ["--ssh", ssh.target, "--ssh-key", ssh.identity, "--ssh-known-hosts", ssh.knownHosts];
    for (const [name, value] of Object.entries(DESKTOP_ENV)) flags.push("--ssh-env", `${name}=${value}`);
    const result = await cli(
      [
        "suite",
        "galculator-add.json",
        "gedit-save.json",
        "--replay",
        "--resolution",
        "1280x800",
        "--concurrency",
        "2",
        ...flags,
      ],
      dir,
      process.env,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Passed: 2 \| Failed: 0 \| Errors: 0/);
  }, 240_000);

  it("refuses a host whose key is not the recorded one, before anything runs there", async () => {
    const dir = examplesCopy();
    const result = await runReplay(dir, "galculator-add.json", {
      ssh: sshOptions(ssh.wrongKnownHosts),
      docker: undefined,
    });
    expect(result.exitCode).toBe(3);
    expect(result.results.error_detail).toContain("host key");
    expect(result.results.error_detail).toContain("CHANGED");
  }, 120_000);

  it("ends with an infrastructure error that says the connection dropped", async () => {
    const session = await startSshDesktop({ ...sshOptions(), runId: "drop", taskId: "t" });
    try {
      expect(session.screen).toEqual({ width: 1280, height: 800 });
      await ssh.killSshd();
      await expect(session.observe()).rejects.toThrow(/SSH connection to tester@.* dropped/);
    } finally {
      await session.close();
      // Serve again for any later test.
      ssh = await serveSsh(remote);
    }
  }, 120_000);
});
