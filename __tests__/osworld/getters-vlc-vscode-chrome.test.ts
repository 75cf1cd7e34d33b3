import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  modeFromPreferences,
  modeOfFile,
  normalizeColorScheme,
  parseAppearanceAnswer,
  pollColorScheme,
  preferenceCandidates,
  PREFERENCES_PROBE,
} from "../../src/osworld/getters/chrome-appearance.ts";
import {
  parseVlcStatusAnswer,
  VLC_STATUS_SCRIPT,
  vlcStatusBody,
  type VlcStatusAnswer,
} from "../../src/osworld/getters/vlc-status.ts";
import { vscodeReplayPrograms } from "../../src/osworld/getters/vscode.ts";
import { PythonError } from "../../src/osworld/python-semantics.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { tempDir } from "./helpers.ts";

/** The status script run with the host's python3 against a URL (as the getter runs it in the desktop). */
function statusScript(url: string, limit = 4 << 20): Promise<VlcStatusAnswer> {
  return new Promise((resolve) =>
    execFile(
      "python3",
      ["-c", VLC_STATUS_SCRIPT, url, "password", String(limit)],
      { encoding: "utf8", timeout: 60_000 },
      (_error, stdout) => resolve(parseVlcStatusAnswer(stdout)),
    ),
  );
}

describe("vlc_playing_info: VLC's status.xml over its HTTP interface", () => {
  let server: Server;
  let base = "";
  const STATUS = '<?xml version="1.0"?>\n<root><state>playing</state></root>\n';
  beforeAll(async () => {
    // VLC's interface answers 401 without the password (basic auth, empty user)
    server = createServer((request, response) => {
      const wanted = `Basic ${Buffer.from(":password").toString("base64")}`;
      if (request.headers.authorization !== wanted) response.writeHead(401).end("<html>401</html>");
      else if (request.url === "/big") response.writeHead(200).end("x".repeat(2000));
      else response.writeHead(200, { "content-type": "text/xml" }).end(STATUS);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the password as OSWorld's requests call does and gives the body of a 200", async () => {
    const answer = await statusScript(`${base}/requests/status.xml`);
    expect(answer).toMatchObject({ status: 200 });
    const body = vlcStatusBody(answer, () => undefined);
    expect(Buffer.from(body!).toString("utf8")).toBe(STATUS);
  });

  it("gives None for another status, and requests' ConnectionError when nothing answers", async () => {
    const lines: string[] = [];
    const refused = await statusScript(`${base}/requests/status.xml`.replace(/:\d+\//, ":1/"));
    expect(() => vlcStatusBody(refused, () => undefined)).toThrow(/ConnectionError.*is VLC running/);
    expect(vlcStatusBody({ status: 401, body: new Uint8Array() }, (l) => lines.push(l))).toBeNull();
    expect(lines).toEqual(["vlc_playing_info: Failed to get vlc status. Status code: 401"]);
  });

  it("reads at most its bound", async () => {
    const answer = await statusScript(`${base}/big`, 1000);
    expect(answer).toEqual({ tooLarge: 1000 });
    expect(() => vlcStatusBody(answer, () => undefined)).toThrow(PythonError);
    expect(parseVlcStatusAnswer("Traceback ...\n")).toMatchObject({
      error: expect.stringMatching(/no answer/),
    });
  });
});

describe("vscode_config: OSWorld's replay of the command palette", () => {
  it("runs the hotkey, the typed command and Enter as PyAutoGUI lines with the controller's prefix", () => {
    const prefix = "import pyautogui; import time; pyautogui.FAILSAFE = False; ";
    expect(vscodeReplayPrograms("OpenProject: Save settings")).toEqual([
      `${prefix}pyautogui.hotkey('ctrl', 'shift', 'p')`,
      `${prefix}pyautogui.typewrite('OpenProject: Save settings')`,
      `${prefix}pyautogui.press('enter')`,
    ]);
  });

  it("puts the command in quotes as OSWorld does, so one with a quote is a line Python cannot run", () => {
    const typed = vscodeReplayPrograms("Don't")[1]!.replace(/^.*; /, "");
    const run = spawnSync("python3", ["-c", `compile(${JSON.stringify(typed)}, "x", "exec")`], {
      encoding: "utf8",
    });
    expect(run.stderr).toMatch(/SyntaxError/);
  });
});

describe("chrome_color_scheme (OSWorld 87df18f)", () => {
  it("maps Chrome's values to system, light and dark as OSWorld's normaliser does", () => {
    expect(["system", "Default", " 0 ", "light", "1", "DARK", "2", "auto"].map(normalizeColorScheme)).toEqual(
      ["system", "system", "system", "light", "light", "dark", "dark", null],
    );
    // numbers (bools are ints in Python; floats are truncated)
    expect([0, 1, 2, 3, true, false, 1.9, -0.5].map(normalizeColorScheme)).toEqual([
      "system",
      "light",
      "dark",
      null,
      "light",
      "system",
      "light",
      "system",
    ]);
    expect(normalizeColorScheme(null)).toBeNull();
    expect(() => normalizeColorScheme(NaN)).toThrow(PythonError);
  });

  it("reads color_scheme2 before color_scheme, and a system_theme of 0 as light", () => {
    const prefs = (theme: object, extensions?: object) => ({
      browser: { theme },
      ...(extensions ? { extensions } : {}),
    });
    expect(modeFromPreferences(prefs({ color_scheme: 2 }))).toBe("dark");
    expect(modeFromPreferences(prefs({ color_scheme: 2, color_scheme2: 1 }))).toBe("light");
    expect(modeFromPreferences(prefs({ color_scheme2: null, color_scheme: 2 }))).toBe("system");
    expect(modeFromPreferences(prefs({ color_scheme: 2 }, { theme: { system_theme: 0 } }))).toBe("light");
    expect(modeFromPreferences(prefs({ color_scheme: 2 }, { theme: { system_theme: false } }))).toBe("light");
    expect(modeFromPreferences(prefs({ color_scheme: 2 }, { theme: { system_theme: 1 } }))).toBe("dark");
    expect(modeFromPreferences({})).toBe("system");
  });

  it("skips a file that is missing, empty, not JSON or not shaped as expected", () => {
    const bytes = (text: string) => new Uint8Array(Buffer.from(text));
    expect(modeOfFile(null)).toBeUndefined();
    expect(modeOfFile(bytes(""))).toBeUndefined();
    expect(modeOfFile(bytes("{"))).toBeUndefined();
    expect(modeOfFile(bytes("[1]"))).toBeUndefined();
    expect(modeOfFile(bytes('{"browser": 3}'))).toBeUndefined();
    expect(modeOfFile(bytes('{"browser": {"theme": {"color_scheme": NaN}}}'))).toBeUndefined();
    expect(modeOfFile(bytes('\ufeff{"browser": {"theme": {"color_scheme": 2}}}'))).toBe("dark");
  });

  it("lists the profiles' Preferences newest first, as OSWorld's probe finds them", () => {
    const home = tempDir();
    const root = path.join(home, ".config", "google-chrome");
    const write = (profile: string, mtime: number) => {
      mkdirSync(path.join(root, profile), { recursive: true });
      const file = path.join(root, profile, "Preferences");
      writeFileSync(file, "{}");
      utimesSync(file, mtime, mtime);
      return file;
    };
    const older = write("Default", 1_000);
    const newer = write("Profile 1", 2_000);
    write("Other", 3_000); // not a profile folder OSWorld looks in
    const probe = spawnSync("python3", ["-c", PREFERENCES_PROBE], {
      env: { ...process.env, HOME: home },
      encoding: "utf8",
    });
    expect(preferenceCandidates(probe.stdout, home)).toEqual([newer, older]);
    expect(preferenceCandidates("[]\n", "/home/user")).toEqual([
      "/home/user/.config/google-chrome/Default/Preferences",
    ]);
    expect(preferenceCandidates('[{"path": "/a"}, {"path": "/b", "mtime": 5}]', "/h")).toEqual(["/b", "/a"]);
  });

  it("polls five rounds a second apart; light ends at once, an explicit mode beats system", async () => {
    const files: Record<string, string> = {
      "/system": '{"browser": {"theme": {"color_scheme": 0}}}',
      "/dark": '{"browser": {"theme": {"color_scheme": 2}}}',
      "/light": '{"browser": {"theme": {"color_scheme": 1}}}',
    };
    const poll = async (candidates: string[]) => {
      let sleeps = 0;
      const mode = await pollColorScheme(
        candidates,
        async (p) => (p in files ? new Uint8Array(Buffer.from(files[p]!)) : null),
        async () => void sleeps++,
      );
      return { mode, sleeps };
    };
    expect(await poll(["/system", "/light"])).toEqual({ mode: "light", sleeps: 0 });
    expect(await poll(["/system", "/dark"])).toEqual({ mode: "dark", sleeps: 5 });
    expect(await poll(["/system"])).toEqual({ mode: "system", sleeps: 5 });
    expect(await poll(["/missing"])).toEqual({ mode: "system", sleeps: 5 });
  });
});

describe("chrome_appearance_mode_ui (OSWorld 87df18f)", () => {
  it("takes the settings page's answer only when it is a mode; anything else falls back to the files", () => {
    expect(parseAppearanceAnswer('{"mode": "dark"}\n')).toBe("dark");
    expect(parseAppearanceAnswer('{"mode": null}\n')).toBeNull();
    expect(parseAppearanceAnswer('{"mode": "blue"}\n')).toBeNull();
    expect(parseAppearanceAnswer('{"error": "URLError: refused"}\n')).toBeNull();
    expect(parseAppearanceAnswer("")).toBeNull();
  });
});

describe("validate on these getters and metrics", () => {
  const validate = async (evaluator: object) => {
    const dir = tempTree({
      "task.json": JSON.stringify(
        { id: "t", snapshot: "vlc", instruction: "x", config: [], evaluator },
        null,
        2,
      ),
    });
    const result = await cli(["validate", "--json", "task.json"], dir);
    return (
      JSON.parse(result.stdout) as {
        tasks: {
          errors: { pointer: string; message: string }[];
          warnings: { pointer: string; message: string }[];
        }[];
      }
    ).tasks[0]!;
  };

  it("warns at vscode_config that the image has no VS Code, and wants its command, path and dest", async () => {
    const ok = await validate({
      func: "check_json_settings",
      result: {
        type: "vscode_config",
        vscode_extension_command: "Toggle Zen Mode",
        path: "/home/user/.config/Code/User/settings.json",
        dest: "settings.json",
      },
      expected: { type: "rule", rules: { expected: {} } },
    });
    expect(ok.errors).toEqual([]);
    expect(ok.warnings).toEqual([
      expect.objectContaining({
        pointer: "/evaluator/result/type",
        message: expect.stringMatching(/no VS Code.*not a Debian package/),
      }),
    ]);
    const missing = await validate({
      func: "check_json_settings",
      result: { type: "vscode_config", path: "/x", dest: "x" },
      expected: { type: "rule", rules: { expected: {} } },
    });
    expect(missing.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/missing the vscode_config getter's 'vscode_extension_command'/),
    ]);
  });

  it("wants vlc_playing_info's dest and is_vlc_playing's rule keys", async () => {
    const bad = await validate({
      func: "is_vlc_playing",
      result: { type: "vlc_playing_info" },
      expected: { type: "rule", rules: { type: "url" } },
    });
    expect(bad.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/missing the vlc_playing_info getter's 'dest'/),
      expect.stringMatching(/metric 'is_vlc_playing' reads rules.url/),
    ]);
    const good = await validate({
      func: "is_vlc_playing",
      result: { type: "vlc_playing_info", dest: "status.xml" },
      expected: { type: "rule", rules: { type: "file_name", file_name: "a.mp4" } },
    });
    expect(good).toMatchObject({ errors: [], warnings: [] });
  });
});
