/**
 * `--backend host`: the guest agent as a local subprocess on the desktop this machine is logged into
 * (here an Xvfb session the test starts, as a person's session would be), the examples replayed on it,
 * and nothing of the run left behind: no process, no copied app.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliProcess } from "../helpers/cli.ts";
import {
  bareHostPython,
  hostAgentPython,
  markedProcesses,
  startHostDisplay,
  takeTurnOnThisMachine,
  type HostDisplay,
} from "../helpers/host-desktop.ts";
import { examplesCopy, runReplay } from "../helpers/run-examples.ts";

let display: HostDisplay;
let env: NodeJS.ProcessEnv;

takeTurnOnThisMachine();
beforeAll(async () => {
  const python = hostAgentPython();
  display = await startHostDisplay();
  // The desktop's python3 (task commands run it) is the agent's, with the desktop libraries.
  env = { ...display.env, DESKTEST_HOST_PYTHON: python, PATH: `${path.dirname(python)}:${display.env.PATH}` };
}, 300_000);

afterAll(() => display?.stop());

/** The example written for the desktop image's user, with this machine's home instead. */
function forThisHome(dir: string, file: string): void {
  const full = path.join(dir, file);
  writeFileSync(full, readFileSync(full, "utf8").replaceAll("/home/tester", homedir()));
  for (const script of ["gedit-app/run.sh"]) {
    const s = path.join(dir, script);
    writeFileSync(s, readFileSync(s, "utf8").replaceAll("/home/tester", homedir()));
  }
}

describe("the host backend", () => {
  it("replays galculator-add on this machine's desktop and leaves no process or copied app behind", async () => {
    const dir = examplesCopy();
    forThisHome(dir, "galculator-add.json");
    const result = await runReplay(dir, "galculator-add.json", { backend: "host", env, docker: undefined });
    expect(result.exitCode, JSON.stringify(result.results)).toBe(0);
    expect(markedProcesses()).toEqual([]);
    expect(existsSync(path.join(homedir(), "galculator-app"))).toBe(false);
  }, 180_000);

  it("replays gedit-save, whose setup and metrics use the desktop's own files", async () => {
    const dir = examplesCopy();
    forThisHome(dir, "gedit-save.json");
    try {
      const result = await runReplay(dir, "gedit-save.json", { backend: "host", env, docker: undefined });
      expect(result.exitCode, JSON.stringify(result.results)).toBe(0);
      expect(markedProcesses()).toEqual([]);
    } finally {
      rmSync(path.join(homedir(), "notes.txt"), { force: true });
    }
  }, 180_000);

  it("refuses to replace a folder of the same name that the desktop already has", async () => {
    const dir = examplesCopy();
    forThisHome(dir, "galculator-add.json");
    const mine = path.join(homedir(), "galculator-app");
    mkdirSync(mine, { recursive: true });
    writeFileSync(path.join(mine, "keep.txt"), "a person's file");
    try {
      const result = await runReplay(dir, "galculator-add.json", { backend: "host", env, docker: undefined });
      expect(result.exitCode).toBe(2);
      expect(JSON.stringify(result.results)).toContain("already exists on this machine's desktop");
      expect(readFileSync(path.join(mine, "keep.txt"), "utf8")).toBe("a person's file");
    } finally {
      rmSync(mine, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("the host backend without a usable screen", () => {
  /** `desktest run galculator-add.json --replay --backend host` as its own process, to its end. */
  async function runWithout(env: NodeJS.ProcessEnv) {
    const dir = examplesCopy();
    const result = await cliProcess(
      ["run", "galculator-add.json", "--replay", "--backend", "host", "--resolution", "1280x800"],
      dir,
      env,
    );
    const results = JSON.parse(readFileSync(path.join(dir, "test-results", "results.json"), "utf8")) as {
      error_detail?: string;
    };
    return { ...result, detail: results.error_detail ?? "" };
  }

  it("exits 3 naming the module its Python lacks and the fix, and leaves no process of the run", async () => {
    const result = await runWithout({ ...env, DESKTEST_HOST_PYTHON: bareHostPython() });
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain("cannot import the module 'Xlib'");
    expect(result.stderr).toContain("hint: install python-xlib");
    expect(result.stderr).toContain("set DESKTEST_HOST_PYTHON to a Python that has it");
    expect(result.detail).toContain("'Xlib'");
    expect(markedProcesses()).toEqual([]);
  }, 120_000);

  it("exits 3 saying DISPLAY is not set and how to set it, and leaves no process of the run", async () => {
    const { DISPLAY: _display, ...noDisplay } = env;
    const result = await runWithout(noDisplay);
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain("DISPLAY is not set");
    expect(result.stderr).toContain("set DISPLAY (and DBUS_SESSION_BUS_ADDRESS)");
    expect(markedProcesses()).toEqual([]);
  }, 120_000);

  it("exits 3 naming a display nothing answers on", async () => {
    const result = await runWithout({ ...env, DISPLAY: ":4242" });
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain("cannot open X display :4242");
    expect(markedProcesses()).toEqual([]);
  }, 120_000);
});

describe("the host backend with a Python that lacks pyautogui", () => {
  it("ends a replay as an environment error (exit 3) that names the missing module", async () => {
    // Debian's python3 has the desktop libraries the agent needs, and not pyautogui, which replays import.
    const bare = "/usr/bin/python3";
    const dir = examplesCopy();
    forThisHome(dir, "galculator-add.json");
    const result = await runReplay(dir, "galculator-add.json", {
      backend: "host",
      env: { ...env, DESKTEST_HOST_PYTHON: bare, PATH: display.env.PATH },
      docker: undefined,
    });
    expect(result.exitCode, JSON.stringify(result.results)).toBe(3);
    expect(result.results.status).toBe("error");
    expect(result.results.error_category).toBe("infra_error");
    expect(result.results.error_detail).toContain("ModuleNotFoundError: No module named 'pyautogui'");
    expect(result.results.error_detail).toContain("not the app under test");
    expect(result.results.culprit).toMatchObject({
      kind: "environment",
      evidence: expect.stringContaining("ModuleNotFoundError: No module named 'pyautogui'"),
      stderr_tail: expect.stringContaining("ModuleNotFoundError: No module named 'pyautogui'"),
    });
    expect(markedProcesses()).toEqual([]);
  }, 180_000);
});
