import { describe, expect, it } from "vitest";
import { programLaunch } from "../../src/session/app-launch.ts";
import { guestOs } from "../../src/session/guest/guest-os.ts";
import { parseMarkedCleanup, runMark } from "../../src/session/guest/run-marker.ts";
import { StreamSession } from "../../src/session/stream-session.ts";

const mac = guestOs("macos");
const windows = guestOs("windows");

describe("how a macOS or Windows app starts (the schema's order)", () => {
  it("takes launch_cmd first, in the guest's shell", () => {
    const app = {
      type: "macos_tart",
      base_image: "b",
      bundle_id: "com.x",
      launch_cmd: "open -a X",
      electron: false,
    } as const;
    expect(programLaunch(app, mac, "/Applications/X.app")).toEqual({ command: "open -a X" });
  });

  it("opens a bundle id through LaunchServices, with the Electron flags after --args", () => {
    expect(programLaunch({ type: "macos_native", bundle_id: "com.apple.TextEdit" }, mac, undefined)).toEqual({
      command: ["open", "-b", "com.apple.TextEdit"],
    });
    const electron = {
      type: "macos_tart",
      base_image: "b",
      bundle_id: "com.acme.app",
      electron: true,
    } as const;
    expect(programLaunch(electron, mac, undefined)?.command).toEqual([
      "open",
      "-b",
      "com.acme.app",
      "--args",
      "--disable-gpu",
      "--force-renderer-accessibility",
    ]);
  });

  it("opens an .app bundle and runs any other program file", () => {
    expect(
      programLaunch(
        { type: "macos_native", app_path: "/Applications/My App.app" },
        mac,
        "/Applications/My App.app",
      ),
    ).toEqual({
      command: ["open", "/Applications/My App.app"],
    });
    expect(
      programLaunch({ type: "macos_native", app_path: "/usr/local/bin/tool" }, mac, "/usr/local/bin/tool"),
    ).toEqual({
      command: ["/usr/local/bin/tool"],
    });
  });

  it("starts a Windows program by its quoted path", () => {
    expect(
      programLaunch(
        { type: "windows_native", app_path: "C:\\Apps\\it's.exe" },
        windows,
        "C:\\Apps\\it's.exe",
      ),
    ).toEqual({
      command: "& 'C:\\Apps\\it''s.exe'",
    });
  });

  it("starts nothing when the task names nothing", () => {
    expect(programLaunch({ type: "macos_native" }, mac, undefined)).toBeUndefined();
  });
});

describe("the run mark", () => {
  it("is safe in an environment and a file name", () => {
    expect(runMark("4f2a/9", "gedit save; rm -rf ~")).toBe("4f2a_9.gedit_save__rm_-rf__");
  });

  it("reads the cleanup program's answer, and nothing else", () => {
    expect(parseMarkedCleanup('noise\n{"killed":[12,13],"failed":[],"how":"proc"}\n')).toEqual({
      killed: [12, 13],
      failed: [],
      how: "proc",
    });
    expect(parseMarkedCleanup("Traceback (most recent call last):")).toBeUndefined();
  });
});

describe("a desktop whose agent lacks a macOS permission", () => {
  class Probe extends StreamSession {
    readonly id = "probe";
    get guest(): never {
      throw new Error("not used");
    }
    logs = async () => "";
    close = async () => undefined;
  }
  const hello = {
    version: "2",
    protocol: 2,
    platform: "macos",
    screen: { width: 1024, height: 768 },
    pid: 1,
    user: "admin",
    home: "/Users/admin",
    ops: [],
  };

  it("is a configuration error that gives the agent's own directions, before the task starts", () => {
    const help = [
      "Screen Recording is not allowed for /opt/homebrew/bin/python3.12: System Settings → Privacy & Security → Screen Recording",
    ];
    const session = new Probe(
      { ...hello, permissions: { screen_recording: false }, permission_help: help },
      "a Mac",
    );
    expect(() => session.requirePermissions()).toThrow(
      /lacks a permission it needs:\n {2}- Screen Recording is not allowed/,
    );
    expect(() => new Probe(hello, "a Mac").requirePermissions()).not.toThrow();
  });
});
