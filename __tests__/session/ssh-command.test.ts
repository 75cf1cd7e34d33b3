import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { explainSshFailure, pythonCommandLine, sshArgv } from "../../src/session/ssh/ssh-command.ts";
import { agentCommandLine } from "../../src/session/ssh/ssh-desktop.ts";
import { describeSshTarget, parseSshTarget } from "../../src/session/ssh/ssh-target.ts";

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

  it("starts the agent in the user's GUI session on a Mac, and plainly elsewhere", () => {
    expect(agentCommandLine("python3", "abc", "501")).toMatch(
      /^sudo -n \/bin\/launchctl asuser 501 python3 -c "/,
    );
    expect(agentCommandLine("python3", "abc")).toMatch(/^python3 -c ".*" abc$/);
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
