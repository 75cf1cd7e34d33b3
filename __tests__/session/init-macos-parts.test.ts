import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { askpass } from "../../src/session/tart/askpass.ts";
import { anyAddressKnownHosts } from "../../src/session/tart/known-hosts.ts";
import { parseProvisionReport, provisionScript } from "../../src/session/tart/provision-macos.ts";

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
        "noise\ndesktest: python /opt/homebrew/Cellar/python@3.12/bin/python3.12\ndesktest: autologin admin\ndesktest: tcc kTCCServiceScreenCapture refused\ndesktest: tcc kTCCServiceAccessibility granted\n",
      ),
    ).toEqual({
      python: "/opt/homebrew/Cellar/python@3.12/bin/python3.12",
      autologin: "admin",
      tcc: { kTCCServiceScreenCapture: "refused", kTCCServiceAccessibility: "granted" },
    });
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
