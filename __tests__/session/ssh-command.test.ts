import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { explainSshFailure, pythonCommandLine, sshArgv } from "../../src/session/ssh/ssh-command.ts";
import { agentCommandLine, sshDesktopRefusal } from "../../src/session/ssh/ssh-desktop.ts";
import { describeSshTarget, parseSshTarget } from "../../src/session/ssh-target.ts";

/**
 * What a command line starts on a Mac over SSH, by the rules of sudo(8) and launchctl(1) (strict: an
 * option or form either does not take is refused): `sudo` runs as root unless -u names the user, and -H
 * sets HOME to the target user's; `launchctl asuser UID` runs in UID's bootstrap namespace and "does not
 * modify the process' credentials".
 */
function macProcessOf(
  line: string,
  session: { sshUid: number },
): { program: string; uid: number; home: string; bootstrap: string } {
  const words = execFileSync(
    "python3",
    ["-c", "import shlex,sys,json;print(json.dumps(shlex.split(sys.argv[1])))", line],
    {
      encoding: "utf8",
    },
  );
  let rest = JSON.parse(words) as string[];
  let uid = session.sshUid;
  let home = `/Users/${session.sshUid}`;
  let bootstrap = "ssh";
  for (;;) {
    const [command, ...args] = rest as [string, ...string[]];
    if (command === "sudo" || command === "/usr/bin/sudo") {
      let i = 0;
      let target = 0;
      let setHome = false;
      for (; i < args.length && args[i]!.startsWith("-"); i++) {
        const option = args[i]!;
        if (option === "--") {
          i++;
          break;
        }
        if (option === "-n") continue;
        if (option === "-H") setHome = true;
        else if (option === "-u") {
          const user = args[++i]!;
          if (!/^#\d+$/.test(user)) throw new Error(`sudo: unknown user ${user}`);
          target = Number(user.slice(1));
        } else throw new Error(`sudo: unexpected option ${option}`);
      }
      if (uid !== 0 && uid !== session.sshUid) throw new Error("sudo: a password is required");
      uid = target;
      if (setHome) home = target === 0 ? "/var/root" : `/Users/${target}`;
      rest = args.slice(i);
    } else if (command === "/bin/launchctl" || command === "launchctl") {
      const [sub, who, ...more] = args as [string, string, ...string[]];
      if (sub !== "asuser" || !/^\d+$/.test(who)) throw new Error(`launchctl: unexpected ${sub} ${who}`);
      if (uid !== 0) throw new Error("launchctl asuser: Operation not permitted (it needs root)");
      bootstrap = `gui/${who}`; // (credentials unchanged: still root)
      rest = more;
    } else return { program: command, uid, home, bootstrap };
  }
}

describe("--ssh targets", () => {
  it("reads user@host, a port, and a bracketed IPv6 address", () => {
    expect(parseSshTarget("tester@lab-mac.local")).toEqual({
      user: "tester",
      host: "lab-mac.local",
      port: 22,
    });
    expect(parseSshTarget("ci@10.0.0.7:2222")).toEqual({ user: "ci", host: "10.0.0.7", port: 2222 });
    expect(parseSshTarget("me@[fe80::1]:2200")).toEqual({ user: "me", host: "fe80::1", port: 2200 });
    expect(describeSshTarget({ user: "me", host: "fe80::1", port: 2200 })).toBe("me@[fe80::1]:2200");
  });

  it("refuses what ssh could read as an option, a missing user, a bad port", () => {
    expect(() => parseSshTarget("lab-mac")).toThrow("names no user");
    expect(() => parseSshTarget("me@-oProxyCommand=x")).toThrow("not a host name");
    expect(() => parseSshTarget("me@host name")).toThrow("not a host name");
    expect(() => parseSshTarget("me@host:99999")).toThrow("outside 1-65535");
    expect(() => parseSshTarget("me@host:ssh")).toThrow("not a number");
  });
});

describe("the ssh command", () => {
  it("checks host keys strictly, never prompts, and ends options before the host", () => {
    const argv = sshArgv(parseSshTarget("ci@h:2222"), { identity: "/k", knownHosts: "/kh" }, "python3 -c x");
    expect(argv).toContain("StrictHostKeyChecking=yes");
    expect(argv).toContain("BatchMode=yes");
    expect(argv).toContain("UserKnownHostsFile=/kh");
    expect(argv.slice(-3)).toEqual(["--", "h", "python3 -c x"]);
    expect(argv[argv.indexOf("-i") + 1]).toBe("/k");
  });

  it("passes a Python program through a shell unchanged", () => {
    const source = `import sys\nprint("it's $HOME ` + "`x`" + ` %PATH% !", sys.argv[1])\n`;
    const line = pythonCommandLine("python3", source, ["abc123"]);
    expect(line).not.toContain("$");
    expect(execFileSync("sh", ["-c", line], { encoding: "utf8" })).toBe("it's $HOME `x` %PATH% ! abc123\n");
    expect(() => pythonCommandLine("python3", "", ["a b"])).toThrow("unsafe");
  });

  it("starts the agent in the user's GUI session and as the user on a Mac, and plainly elsewhere", () => {
    const started = macProcessOf(agentCommandLine("python3", "abc", "501"), { sshUid: 501 });
    expect(started).toEqual({ program: "python3", uid: 501, home: "/Users/501", bootstrap: "gui/501" });
    expect(agentCommandLine("python3", "abc")).toMatch(/^python3 -c ".*" abc$/);
    expect(macProcessOf(agentCommandLine("python3", "abc"), { sshUid: 501 })).toEqual({
      program: "python3",
      uid: 501,
      home: "/Users/501",
      bootstrap: "ssh",
    });
    expect(() => agentCommandLine("python3", "abc", "501; rm -rf /")).toThrow("not a uid");
  });

  it("refuses a Windows machine (its OpenSSH sessions have no desktop) and says what to use instead", () => {
    const refusal = sshDesktopRefusal("win32", "ci@win-box");
    expect(refusal?.message).toContain("no interactive desktop");
    expect(refusal?.hint).toContain("windows_native");
    expect(sshDesktopRefusal("darwin", "ci@mac")).toBeUndefined();
    expect(sshDesktopRefusal("linux", "ci@box")).toBeUndefined();
  });

  it("says what each ssh failure means", () => {
    const t = parseSshTarget("ci@h");
    expect(explainSshFailure(t, 255, "Host key verification failed.")).toContain("not in known_hosts");
    expect(explainSshFailure(t, 255, "@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@")).toContain(
      "CHANGED",
    );
    expect(explainSshFailure(t, 255, "ci@h: Permission denied (publickey).")).toContain("--ssh-key");
    expect(explainSshFailure(t, 255, "ssh: connect to host h port 22: Connection refused")).toContain(
      "refused the connection",
    );
    expect(explainSshFailure(t, 255, "Timeout, server h not responding.")).toContain("dropped");
    expect(explainSshFailure(t, 1, "Traceback: ...")).toBeUndefined();
  });
});
