import { SELFTEST_POINTER } from "../../src/cli/commands/doctor.ts";
import type Docker from "dockerode";
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BASE_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { apiKeyCheck, diagnose, type DoctorProbe } from "../../src/suite/doctor.ts";
import { checkMark } from "../../src/suite/runner-preflight.ts";
import { claudeEnv, codexEnv, pathWith } from "../helpers/agent-clis.ts";
import { cli } from "../helpers/cli.ts";

/**
 * The environment the VM checks read: OVMF where DESKTEST_OVMF_CODE/VARS say (when QEMU is "installed"),
 * and the last KVM probe of this boot in the VM cache, as start-vm-desktop keeps it.
 */
function machineEnv(options: { qemu?: boolean; probed?: { ok: boolean; why: string } }): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-doctor-"));
  const env: NodeJS.ProcessEnv = {
    DESKTEST_VM_CACHE: path.join(dir, "vm"),
    DESKTEST_OVMF_CODE: path.join(dir, "OVMF_CODE_4M.fd"),
    DESKTEST_OVMF_VARS: path.join(dir, "OVMF_VARS_4M.fd"),
  };
  if (options.qemu)
    for (const file of [env.DESKTEST_OVMF_CODE!, env.DESKTEST_OVMF_VARS!]) writeFileSync(file, "");
  if (options.probed) {
    mkdirSync(env.DESKTEST_VM_CACHE!, { recursive: true });
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    writeFileSync(
      path.join(env.DESKTEST_VM_CACHE!, "accelerator.json"),
      JSON.stringify({ boot, ...options.probed }),
    );
  }
  return env;
}

function probe(options: {
  docker: boolean;
  qemu: boolean;
  kvm: boolean;
  probed?: { ok: boolean; why: string };
}): DoctorProbe {
  return {
    platform: "linux",
    arch: "x64",
    which: async (name) =>
      options.qemu && (name.startsWith("qemu") || name === "swtpm") ? `/usr/bin/${name}` : undefined,
    readWrite: async () => options.kvm,
    connectDocker: async () => {
      if (!options.docker) throw new Error("connect ENOENT /var/run/docker.sock");
      return {
        version: async () => ({ Version: "20.10", Os: "linux", Arch: "amd64" }),
        // Only the offline base image is here, as Docker answers: 404 for an image it does not have.
        getImage: (name: string) => ({
          inspect: async () => {
            if (name === BASE_IMAGE) return { Config: { Labels: {} } };
            throw Object.assign(new Error(`(HTTP code 404) no such image - ${name}`), { statusCode: 404 });
          },
        }),
      } as unknown as Docker;
    },
    version: async (tool) => `${tool} version 7.2`,
    env: machineEnv(options),
    freeBytes: () => 8 * 1024 ** 3,
    freeDiskBytes: async () => 100 * 1024 ** 3,
    writable: async () => true,
  };
}

const byName = (checks: Awaited<ReturnType<typeof diagnose>>) => new Map(checks.map((c) => [c.name, c]));

describe("desktest doctor", () => {
  it("says what is missing for each kind of desktop, and how to fix it", async () => {
    const checks = byName(await diagnose(probe({ docker: false, qemu: false, kvm: false })));
    expect(checks.get("Docker engine")).toMatchObject({
      ok: false,
      detail: expect.stringContaining("ENOENT") as string,
    });
    expect(checks.get("qemu-img")).toMatchObject({
      ok: false,
      fix: expect.stringContaining("qemu-utils") as string,
    });
    expect(checks.get("UEFI firmware (OVMF)")).toMatchObject({
      ok: false,
      fix: expect.stringContaining("apt-get install -y ovmf") as string,
    });
    expect(checks.get("swtpm")).toMatchObject({ ok: false, fix: expect.stringContaining("swtpm") as string });
    expect(checks.get("VM accelerator")!.detail).toContain("software emulation (TCG)");
    expect(checks.get("VM accelerator")!.fix).toContain("usermod -aG kvm");
  });

  it("reports a host whose /dev/kvm cannot run a guest precisely, from the last probe on this boot", async () => {
    const broken = byName(
      await diagnose(
        probe({
          docker: true,
          qemu: true,
          kvm: true,
          probed: { ok: false, why: "QEMU was killed by SIGABRT" },
        }),
      ),
    );
    expect(broken.get("VM accelerator")!.detail).toBe(
      "TCG: /dev/kvm is present but a guest kernel does not start under it (QEMU was killed by SIGABRT); nested virtualization is off or broken",
    );
    const fine = byName(
      await diagnose(probe({ docker: true, qemu: true, kvm: true, probed: { ok: true, why: "" } })),
    );
    expect(fine.get("VM accelerator")!.detail).toBe("KVM: a guest kernel starts under it");
    expect([...fine.values()].every((c) => c.ok)).toBe(true);
    const unprobed = byName(await diagnose(probe({ docker: true, qemu: true, kvm: true })));
    expect(unprobed.get("VM accelerator")!.detail).toContain("the first VM run probes");
  });

  it("says on Linux what a macOS runner would need, without failing for it", async () => {
    const checks = byName(await diagnose(probe({ docker: true, qemu: true, kvm: true })));
    expect(checks.get("macOS desktops")).toMatchObject({ ok: true });
    for (const need of [
      "Apple silicon",
      "brew install cirruslabs/cli/tart",
      "docs/macos.md",
      "Screen Recording",
    ])
      expect(checks.get("macOS desktops")!.detail).toContain(need);
  });

  it("checks Tart and the prepared images on a Mac", async () => {
    const checks = byName(
      await diagnose({
        ...probe({ docker: false, qemu: false, kvm: false }),
        platform: "darwin",
        arch: "x64",
      }),
    );
    expect(checks.get("Apple silicon")).toMatchObject({ ok: false });
    expect(checks.get("tart")).toMatchObject({
      ok: false,
      fix: expect.stringContaining("brew install") as string,
    });
    expect(checks.get("Tart images for desktest")!.fix).toContain("docs/macos.md");
  });

  it("never marks something missing as there: absent but not needed yet is a warning, another OS's desktops are information", async () => {
    const checks = byName(await diagnose(probe({ docker: true, qemu: false, kvm: false })));
    const marks = Object.fromEntries([...checks].map(([name, check]) => [name, checkMark(check)]));
    expect(marks).toMatchObject({
      "Docker engine": "ok",
      "Desktop image": "warning",
      "Electron desktop image": "warning",
      "Linux VM image": "warning",
      "qemu-img": "missing",
      "VM accelerator": "warning",
      "OpenSSH client": "warning",
      "macOS desktops": "info",
    });
    expect(checks.get("Desktop image")!.detail).toBe(
      "desktest-desktop:latest: not built; the first run of Linux desktops (Docker and VM) builds it from docker/ (about a minute)",
    );
    expect(checks.get("Linux VM image")!.detail).toContain("not built");
    const noKey = apiKeyCheck({ provider: "anthropic", env: {} }, { needed: false });
    expect(checkMark(noKey)).toBe("warning");
    expect(checkMark(apiKeyCheck({ provider: "anthropic", env: {} }, { needed: true }))).toBe("missing");
    expect(
      checkMark(apiKeyCheck({ provider: "anthropic", env: { ANTHROPIC_API_KEY: "k" } }, { needed: false })),
    ).toBe("ok");
  });

  it("shows a missing API key with ! and its fix, never ✓", async () => {
    const result = await cli(["doctor"], process.cwd(), {});
    const line = result.stdout.split("\n").find((l) => l.includes("API key (Anthropic)"))!;
    expect(line).toMatch(/^! API key \(Anthropic\): none found/);
    expect(result.stdout).not.toMatch(/^✓ .*none found/m);
    expect(result.stdout).not.toMatch(/^✓ .*not (built|found|installed)/m);
  });

  it("prints the checks as JSON from the CLI, whatever this machine has", async () => {
    const result = await cli(["doctor", "--json"], process.cwd());
    const report = JSON.parse(result.stdout) as { ok: boolean; checks: { name: string; ok: boolean }[] };
    const docker = report.checks[0]!.ok ? ["Desktop image", "Electron desktop image"] : [];
    expect(report.checks.map((c) => c.name)).toEqual([
      "Docker engine",
      ...docker,
      "Linux VM image",
      "qemu-system-x86_64",
      "qemu-img",
      "UEFI firmware (OVMF)",
      "swtpm",
      "VM accelerator",
      "macOS desktops",
      "OpenSSH client",
      "Desktops at once",
      "HTTPS proxy",
      "HTTP proxy",
      "NO_PROXY",
      "Private CAs",
      "API key (Anthropic)",
    ]);
    expect(result.code).toBe(report.ok ? 0 : 1);
  });

  it("ends its table by pointing to desktest selftest, which checks the desktop itself", async () => {
    const result = await cli(["doctor"], process.cwd());
    expect(result.stdout.trim().split("\n").at(-1)).toBe(SELFTEST_POINTER);
  });
});

describe("doctor with a CLI provider checks the real CLI as the agent will run it", () => {
  const home = () => mkdtempSync(path.join(tmpdir(), "desktest-doctor-cli-"));
  const lineOf = (stdout: string, label: string) =>
    stdout.split("\n").find((line) => line.includes(`${label}:`)) ?? "(no line)";

  it.each([
    {
      provider: "claude-cli",
      label: "Claude CLI",
      install: "npm install -g @anthropic-ai/claude-code",
      login: "/login",
      ready: () => claudeEnv("http://127.0.0.1:9", "sk-doctor-0123456789"),
    },
    {
      provider: "codex-cli",
      label: "Codex CLI",
      install: "npm install -g @openai/codex",
      login: "codex login",
      ready: () => codexEnv("http://127.0.0.1:9", "sk-doctor-0123456789"),
    },
  ])(
    "$provider: missing (!, the install command), not logged in (!, how to log in), ready (✓, its version)",
    { timeout: 120_000 },
    async ({ provider, label, install, login, ready }) => {
      const missing = await cli(["doctor", "--provider", provider], process.cwd(), {
        PATH: pathWith(false),
        HOME: home(),
      });
      expect(lineOf(missing.stdout, label)).toMatch(
        new RegExp(`^! ${label}: ${label} not found: .*not on PATH`),
      );
      expect(lineOf(missing.stdout, label)).toContain(install);

      const loggedOut = home();
      const notLoggedIn = await cli(["doctor", "--provider", provider], process.cwd(), {
        PATH: pathWith(),
        HOME: loggedOut,
        CODEX_HOME: path.join(loggedOut, ".codex"),
      });
      expect(lineOf(notLoggedIn.stdout, label)).toMatch(new RegExp(`^! ${label}: ${label} is not logged in`));
      expect(lineOf(notLoggedIn.stdout, label)).toContain(login);

      const env = ready();
      const fine = await cli(["doctor", "--provider", provider], process.cwd(), env);
      expect(lineOf(fine.stdout, label)).toMatch(new RegExp(`^✓ ${label}: .*\\d+\\.\\d+.*, logged in$`));
      expect(fine.stdout).not.toContain("sk-doctor-0123456789");
    },
  );
});
