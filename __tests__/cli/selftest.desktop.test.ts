/**
 * `desktest selftest` through the CLI: every operation passes on a Docker desktop, this machine's own
 * desktop (Xvfb, `--backend host`) and a desktop reached over SSH; and it fails with the fix named when
 * the agent's Python lacks a module (Xlib: the desktop cannot start, exit 3; PyGObject: the scratch
 * window, exit 1) or the agent has no screen (no DISPLAY, exit 3). The VM backend's run is in
 * vm-backend.desktop.test.ts (one VM boot there).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELFTEST_OPERATIONS } from "../../src/session/selftest/selftest-row.ts";
import type { DockerSession } from "../../src/session/docker/docker-session.ts";
import { cli, type CliResult } from "../helpers/cli.ts";
import { desktops } from "../helpers/desktop.ts";
import {
  bareHostPython,
  hostAgentPython,
  markedProcesses,
  startHostDisplay,
  takeTurnOnThisMachine,
  type HostDisplay,
} from "../helpers/host-desktop.ts";
import { serveSsh } from "../helpers/ssh-desktop.ts";

interface SelftestJson {
  ok: boolean;
  exit_code: number;
  backend: string;
  platform: string | null;
  operations: { ok: boolean; operation: string; ms: number; detail: string; fix?: string }[];
}

function parsed(result: CliResult): SelftestJson {
  return JSON.parse(result.stdout) as SelftestJson;
}

/** Every operation, in order, each passed (the failures' details in the message when not). */
function expectAllPassed(report: SelftestJson, backend: string): void {
  const failed = report.operations.filter((row) => !row.ok);
  expect(failed, JSON.stringify(failed, null, 2)).toEqual([]);
  expect(report.operations.map((row) => row.operation)).toEqual([...SELFTEST_OPERATIONS]);
  expect(report).toMatchObject({ ok: true, exit_code: 0, backend, platform: "linux" });
  const byName = Object.fromEntries(report.operations.map((row) => [row.operation, row.detail]));
  expect(byName["accessibility read-back"]).toContain("holds the line");
  expect(byName.screenshot).toMatch(/^1280×800 px for a 1280×800-point screen/);
}

const desktop = desktops();
let display: HostDisplay;
let hostEnv: NodeJS.ProcessEnv;
const cwd = mkdtempSync(path.join(tmpdir(), "desktest-selftest-cwd-"));

// (the host's and the SSH desktop's agents are run-marked processes of this machine; the host tests count them)
takeTurnOnThisMachine();
beforeAll(async () => {
  const python = hostAgentPython();
  display = await startHostDisplay();
  hostEnv = { ...display.env, DESKTEST_HOST_PYTHON: python };
}, 300_000);

afterAll(() => display?.stop());

describe("desktest selftest on a Docker desktop", () => {
  it("passes every operation and prints the table with each one's time", async () => {
    const result = await cli(["selftest", "--resolution", "1280x800", "-q"], cwd, { ...process.env });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(SELFTEST_OPERATIONS.length + 1);
    for (const [i, operation] of SELFTEST_OPERATIONS.entries())
      expect(lines[i]).toMatch(new RegExp(`^✓ ${operation} +\\d+(\\.\\d+)?(ms|s) `));
    expect(lines.at(-1)).toBe(`selftest passed on docker (linux): ${SELFTEST_OPERATIONS.length} operations`);
  }, 300_000);
});

describe("desktest selftest on this machine's desktop (--backend host)", () => {
  it("passes every operation, with --json, and leaves no process of its own behind", async () => {
    const result = await cli(
      ["selftest", "--backend", "host", "--resolution", "1280x800", "--json", "-q"],
      cwd,
      hostEnv,
    );
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expectAllPassed(parsed(result), "host");
    expect(markedProcesses()).toEqual([]);
  }, 180_000);

  it("cannot start the desktop when the agent's Python lacks Xlib: exit 3, the module and its package named", async () => {
    const result = await cli(
      ["selftest", "--backend", "host", "--resolution", "1280x800", "--json", "-q"],
      cwd,
      {
        ...hostEnv,
        DESKTEST_HOST_PYTHON: bareHostPython(),
      },
    );
    expect(result.code).toBe(3);
    const [start] = parsed(result).operations;
    expect(start).toMatchObject({ ok: false, operation: "desktop start" });
    expect(start!.detail).toContain("cannot import the module 'Xlib'");
    expect(start!.fix).toContain("apt-get install python3-xlib");
  }, 120_000);

  it("cannot start the desktop without a DISPLAY: exit 3, and the table says what to set", async () => {
    const result = await cli(["selftest", "--backend", "host", "--resolution", "1280x800", "-q"], cwd, {
      ...hostEnv,
      DISPLAY: undefined,
    });
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/^✗ desktop start .*DISPLAY is not set/m);
    expect(result.stdout).toMatch(/^ +fix: .*DISPLAY/m);
    expect(result.stdout).toContain("selftest failed on host: 1 of 1 operations");
  }, 120_000);

  it("fails the scratch window when the agent's Python has no PyGObject: exit 1, GTK's packages named", async () => {
    // A `gi` that cannot be imported, first on the agent's module path: what a Python without PyGObject has.
    const hidden = mkdtempSync(path.join(tmpdir(), "desktest-no-gi-"));
    mkdirSync(path.join(hidden, "gi"));
    writeFileSync(path.join(hidden, "gi", "__init__.py"), "raise ImportError(\"No module named 'gi'\")\n");
    const result = await cli(
      ["selftest", "--backend", "host", "--resolution", "1280x800", "--json", "-q"],
      cwd,
      {
        ...hostEnv,
        PYTHONPATH: hidden,
      },
    );
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const rows = parsed(result).operations;
    const window = rows.find((row) => row.operation === "window list");
    expect(window).toMatchObject({ ok: false });
    expect(window!.detail).toContain("No module named 'gi'");
    // (said once the window's process has ended, not after the 30 s a window may take to appear)
    expect(window!.detail).toContain("its process exited with code 1 before it showed one");
    expect(window!.fix).toContain("apt-get install python3-gi gir1.2-gtk-3.0");
    expect(rows.find((row) => row.operation === "cleanup")).toMatchObject({ ok: true });
    expect(markedProcesses()).toEqual([]);
  }, 180_000);
});

describe("desktest selftest on a desktop reached over SSH", () => {
  let remote: DockerSession;
  beforeAll(async () => {
    remote = await desktop();
  }, 120_000);
  afterAll(async () => {
    await remote?.close();
  });

  it("passes every operation through OpenSSH", async () => {
    const ssh = await serveSsh(remote);
    const result = await cli(
      [
        "selftest",
        ...["--ssh", ssh.target, "--ssh-key", ssh.identity, "--ssh-known-hosts", ssh.knownHosts],
        ...["--ssh-env", "DISPLAY=:99", "--ssh-env", "DBUS_SESSION_BUS_ADDRESS=unix:path=/tmp/dbus-session"],
        ...["--resolution", "1280x800", "--json", "-q"],
      ],
      cwd,
      { ...process.env },
    );
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const report = parsed(result);
    // The remote desktop's own screen (the container's 1280×800 here) is what the selftest sees.
    expectAllPassed(report, "ssh");
  }, 240_000);
});
