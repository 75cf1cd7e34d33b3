import { describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { makeTestCa } from "../helpers/test-ca.ts";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

interface DoctorJson {
  ok: boolean;
  checks: Array<{ ok: boolean; name: string; detail: string; fix?: string }>;
}

describe("desktest doctor: the network settings in force", () => {
  it("shows the proxies without credentials, NO_PROXY and the CA bundle, after the machine's checks", async () => {
    const ca = makeTestCa("desktest Doctor CA");
    const dir = tempTree({ "desktest.json": JSON.stringify({ tls_ca_bundle: "certs/corp.pem" }) });
    tempTreeWrite(dir, "certs/corp.pem", readFileSync(ca.caFile, "utf8"));
    const result = await cli(["doctor", "--json", "--config", "desktest.json"], dir, {
      PATH: process.env.PATH ?? "",
      HTTPS_PROXY: "http://alice:hunter2@proxy.corp:3128",
      no_proxy: "localhost,.corp.local",
    });
    expect(result.stdout).not.toMatch(/alice|hunter2/);
    const { checks } = JSON.parse(result.stdout) as DoctorJson;
    const names = checks.map((c) => c.name);
    expect(names.indexOf("HTTPS proxy")).toBeGreaterThan(names.indexOf("Desktops at once"));
    const byName = new Map(checks.map((c) => [c.name, c]));
    expect(byName.get("HTTPS proxy")!.detail).toBe("http://proxy.corp:3128 (HTTPS_PROXY)");
    expect(byName.get("HTTP proxy")!.detail).toContain("none");
    expect(byName.get("NO_PROXY")!.detail).toBe("localhost,.corp.local");
    expect(byName.get("Private CAs")!.detail).toBe(
      `the system roots + 1 certificate from tls_ca_bundle ${dir}/certs/corp.pem`,
    );
  });

  it("fails the check, naming the setting, when the CA bundle cannot be read", async () => {
    const dir = tempTree({ "desktest.json": JSON.stringify({ tls_ca_bundle: "missing.pem" }) });
    const result = await cli(["doctor", "--json", "--config", "desktest.json"], dir, {
      PATH: process.env.PATH ?? "",
    });
    const { checks } = JSON.parse(result.stdout) as DoctorJson;
    const network = checks.find((c) => c.name === "Network settings");
    expect(network).toMatchObject({ ok: false });
    expect(network!.detail).toContain("tls_ca_bundle: cannot read the CA bundle");
    expect(result.code).toBe(1);
  });

  it("does not claim that hosts go through a proxy when there is none", async () => {
    const result = await cli(["doctor", "--json"], tempTree({}), { PATH: process.env.PATH ?? "" });
    const { checks } = JSON.parse(result.stdout) as DoctorJson;
    const byName = new Map(checks.map((c) => [c.name, c]));
    expect(byName.get("HTTPS proxy")!.detail).toBe("none: HTTPS connections go direct");
    expect(byName.get("NO_PROXY")!.detail).toBe("not set (no proxy is in use)");
  });
});

function tempTreeWrite(dir: string, file: string, text: string): void {
  tempTreeFiles(dir, { [file]: text });
}

function tempTreeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const target = `${dir}/${name}`;
    mkdirSync(target.slice(0, target.lastIndexOf("/")), { recursive: true });
    writeFileSync(target, content);
  }
}
