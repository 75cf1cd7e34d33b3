import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { askpass } from "../../src/session/tart/askpass.ts";
import { anyAddressKnownHosts } from "../../src/session/tart/known-hosts.ts";
import {
  findPythonsScript,
  newEnough,
  parsePythons,
  parseProvisionReport,
  provisionScript,
} from "../../src/session/tart/provision-macos.ts";

/** An executable shell script at `file`. */
function program(file: string, body: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe("the image's Python", () => {
  it("is the 3.10+ a login shell's profile puts on the PATH, not the Command Line Tools' 3.9 first on the SSH session's PATH", () => {
    const root = mkdtempSync(path.join(tmpdir(), "desktest-pythons-"));
    // (the Command Line Tools' python3 answers as Python 3.9 does)
    const clt = program(path.join(root, "clt", "python3"), `echo 3.9`);
    const newer = path.join(root, "homebrew", "bin", "python3");
    mkdirSync(path.dirname(newer), { recursive: true });
    symlinkSync("/usr/bin/python3", newer); // Debian's Python 3.11
    const home = path.join(root, "home");
    mkdirSync(home);
    writeFileSync(path.join(home, ".profile"), `PATH="${path.dirname(newer)}:$PATH"; echo welcome\n`);
    const stdout = execFileSync("sh", ["-c", findPythonsScript()], {
      encoding: "utf8",
      env: { PATH: `${path.dirname(clt)}:/usr/bin:/bin`, HOME: home, SHELL: "/bin/sh" },
    });
    const found = parsePythons(stdout);
    expect(found[0]).toEqual({ version: "3.9", path: clt });
    expect(found[1]).toEqual({ version: "3.11", path: newer });
    expect(found.find((p) => newEnough(p.version))?.path).toBe(newer);
  });

  it("is 3.10 or newer", () => {
    expect(["3.9", "3.10", "3.13", "4.0", "2.7"].map(newEnough)).toEqual([false, true, true, true, false]);
  });

  it("installs with a pip too old for --break-system-packages, and passes it to one that knows it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "desktest-pip-"));
    for (const knows of [false, true]) {
      const log = path.join(root, `pip-${knows}.log`);
      // A Python whose pip refuses options it does not know, as pip's option parser does (exit 2).
      const python = program(
        path.join(root, `py-${knows}`, "python3"),
        [
          `if [ "$1" = -c ]; then case "$2" in *version_info*) exit 0 ;; *realpath*) echo "$0"; exit 0 ;; esac; fi`,
          `if [ "$1 $2 $3 $4" = "-m pip install --help" ]; then echo "  --user"; ${knows ? 'echo "  --break-system-packages"; ' : ""}exit 0; fi`,
          `if [ "$1 $2 $3" = "-m pip install" ]; then`,
          `  case "$*" in *--break-system-packages*) ${knows ? "" : 'echo "no such option: --break-system-packages" >&2; exit 2 ;;'} esac`,
          `  echo "$*" > ${log}; exit 0`,
          "fi",
          "exit 1",
        ].join("\n"),
      );
      execFileSync("sh", ["-c", provisionScript(python)], { env: { PATH: "/usr/bin:/bin", HOME: root } });
      expect(readFileSync(log, "utf8").includes("--break-system-packages")).toBe(knows);
    }
  });
});

describe("the first login's password", () => {
  it("reaches ssh through a program only this user can read, never through the environment", async () => {
    const pass = await askpass("it's $ecret");
    try {
      const script = pass.env.SSH_ASKPASS!;
      expect(statSync(script).mode & 0o777).toBe(0o700);
      expect(execFileSync(script, { encoding: "utf8" })).toBe("it's $ecret\n");
      expect(pass.env.SSH_ASKPASS_REQUIRE).toBe("force");
      expect(Object.values(pass.env).join("\n")).not.toContain("$ecret");
      expect(pass.env.SSH_AUTH_SOCK).toBeUndefined();
    } finally {
      await pass.remove();
    }
    expect(existsSync(pass.env.SSH_ASKPASS!)).toBe(false);
  });
});

describe("the image's host key", () => {
  it("is accepted at any address, each key once, comments and markers dropped", () => {
    const recorded = [
      "# comment",
      "192.168.64.5 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAbc",
      "|1|salt=|hash= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAbc",
      "192.168.64.5 ecdsa-sha2-nistp256 AAAAE2VjZHNh",
      "@revoked * ssh-rsa AAAAB3",
      "garbage",
    ].join("\n");
    expect(anyAddressKnownHosts(recorded)).toBe(
      "* ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAbc\n* ecdsa-sha2-nistp256 AAAAE2VjZHNh\n",
    );
    expect(anyAddressKnownHosts("")).toBe("");
  });
});

describe("provisioning the image's user", () => {
  it("runs in sh, checks Python 3.10+, installs from the wheels only, and reports what it set", () => {
    const script = provisionScript("/usr/local/bin/python3");
    expect(() => execFileSync("sh", ["-n", "-c", script])).not.toThrow();
    expect(script).toContain("--no-index --find-links");
    expect(script).toContain("kTCCServiceScreenCapture");
    expect(
      parseProvisionReport(
        "noise\ndesktest: python /opt/homebrew/Cellar/python@3.12/bin/python3.12\ndesktest: autologin admin\ndesktest: tcc kTCCServiceScreenCapture /usr/bin/python3 refused\ndesktest: tcc kTCCServiceAccessibility /usr/libexec/sshd-keygen-wrapper granted\n",
      ),
    ).toEqual({
      python: "/opt/homebrew/Cellar/python@3.12/bin/python3.12",
      autologin: "admin",
      tcc: {
        "kTCCServiceScreenCapture /usr/bin/python3": "refused",
        "kTCCServiceAccessibility /usr/libexec/sshd-keygen-wrapper": "granted",
      },
    });
  });

  it("grants the framework's Python.app (what macOS checks for a framework build) and sshd's wrapper, not the interpreter's binary", () => {
    const root = mkdtempSync(path.join(tmpdir(), "desktest-tcc-"));
    const framework = "/opt/homebrew/Cellar/python@3.12/3.12.7_1/Frameworks/Python.framework/Versions/3.12";
    const bin = path.join(root, "bin");
    const rows = path.join(root, "rows.log");
    const python = program(
      path.join(root, "py", "python3"),
      [
        `if [ "$1" = -c ]; then case "$2" in *version_info*) exit 0 ;; *realpath*) echo "${framework}/bin/python3.12"; exit 0 ;; esac; fi`,
        `if [ "$1 $2 $3 $4" = "-m pip install --help" ]; then echo "  --break-system-packages"; exit 0; fi`,
        `[ "$1 $2 $3" = "-m pip install" ] && exit 0`,
        "exit 1",
      ].join("\n"),
    );
    program(path.join(bin, "uname"), "echo Darwin");
    program(path.join(bin, "defaults"), "echo admin");
    // sudo -n sqlite3 <db> <sql>: the statement, recorded
    program(path.join(bin, "sudo"), `[ "$1 $2" = "-n sqlite3" ] || exit 1; printf '%s\\n' "$4" >> ${rows}`);
    const stdout = execFileSync("sh", ["-c", provisionScript(python)], {
      encoding: "utf8",
      env: { PATH: `${bin}:/usr/bin:/bin`, HOME: root },
    });
    const granted = readFileSync(rows, "utf8")
      .trim()
      .split("\n")
      .map((sql) => /VALUES \('(\w+)', '([^']+)', 1, 2,/.exec(sql)!.slice(1, 3).join(" "));
    expect(granted).toEqual([
      `kTCCServiceScreenCapture ${framework}/Resources/Python.app`,
      `kTCCServiceAccessibility ${framework}/Resources/Python.app`,
      "kTCCServiceScreenCapture /usr/libexec/sshd-keygen-wrapper",
      "kTCCServiceAccessibility /usr/libexec/sshd-keygen-wrapper",
      "kTCCServicePostEvent /usr/libexec/sshd-keygen-wrapper",
    ]);
    expect(parseProvisionReport(stdout).tcc).toEqual(
      Object.fromEntries(granted.map((row) => [row, "granted"])),
    );
  });

  it("refuses an old Python with its version", () => {
    const script = provisionScript("python3").split("\n").slice(0, 3).join("\n").replace("(3, 10)", "(9, 0)");
    let message = "";
    try {
      execFileSync("sh", ["-c", script], { stdio: "pipe" });
    } catch (error) {
      message = String((error as { stderr: Buffer }).stderr);
    }
    expect(message).toMatch(/Python 3\.\d+\.\d+ is older than 3\.10/);
  });
});
