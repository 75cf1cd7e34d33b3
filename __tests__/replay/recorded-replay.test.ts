import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateReplayScript } from "../../src/replay/replay-script.ts";
import { tempTree } from "../helpers/cli.ts";

const GUEST_DIR = path.resolve(import.meta.dirname, "../../docker/guest");

/**
 * pyatspi as a desktop with gedit's Save button at (100, 10) 50×30 would show it to the guest agent's
 * AT-SPI walk (the part of pyatspi that walk reads).
 */
const PYATSPI_STAND_IN = `DESKTOP_COORDS = 0
STATE_SHOWING = 1
class Box:
    def __init__(self, x, y, width, height):
        self.x, self.y, self.width, self.height = x, y, width, height
class Node:
    def __init__(self, role, name, box, children=()):
        self.role, self.name, self.box, self.children = role, name, box, list(children)
        self.description = ""
        self.childCount = len(self.children)
    def getChildAtIndex(self, i):
        return self.children[i]
    def queryText(self):
        raise NotImplementedError
    def queryComponent(self):
        return self
    def getExtents(self, coords):
        if coords != DESKTOP_COORDS:
            raise ValueError("extents are asked in desktop coordinates")
        return self.box
    def getRoleName(self):
        return self.role
class Registry:
    @staticmethod
    def getDesktop(index):
        if index != 0:
            raise IndexError("one desktop")
        save = Node("push button", "Save", Box(100, 10, 50, 30))
        return Node("desktop frame", "main", Box(0, 0, 0, 0), [Node("application", "gedit", Box(0, 0, 0, 0), [Node("frame", "notes.txt - gedit", Box(0, 0, 800, 600), [save])])])
`;

/**
 * Run a replay script as \`desktest run --replay\` does on Linux, with the guest agent's helpers
 * (docker/guest) and stand-ins for pyautogui, xdotool and AT-SPI that log what they were asked.
 */
function runScript(script: string, env: Record<string, string>) {
  const dir = tempTree({
    "replay.py": script,
    "stubs/pyautogui.py": "FAILSAFE = False\nPAUSE = 0.1\ndef hotkey(*keys):\n    print('hotkey', *keys)\n",
    "stubs/xdotool": '#!/bin/sh\necho "$@" >> "$(dirname "$0")/xdotool.log"\n',
    "stubs/pyatspi.py": PYATSPI_STAND_IN,
  });
  chmodSync(path.join(dir, "stubs/xdotool"), 0o755);
  const run = spawnSync("python3", [path.join(dir, "replay.py")], {
    env: {
      PATH: `${path.join(dir, "stubs")}:${process.env.PATH ?? ""}`,
      PYTHONPATH: [path.join(dir, "stubs"), GUEST_DIR].join(":"),
      DESKTEST_REPLAY_SCREENS: path.join(dir, "screens"),
      ...env,
    },
    encoding: "utf8",
  });
  const log = (() => {
    try {
      return readFileSync(path.join(dir, "stubs/xdotool.log"), "utf8");
    } catch {
      return "";
    }
  })();
  return { ...run, typed: log };
}

describe("a codified replay of a recorded click on a named element", () => {
  const click = (name: string) =>
    generateReplayScript(
      [
        {
          step: 1,
          timestamp: "t",
          action_code: "pyautogui.hotkey('ctrl', 's')",
          result: "success",
          target: { role: "button", name, x: 120, y: 20 },
        },
      ],
      { delay: 0 },
    );

  it("checks the element is there before acting", () => {
    const run = runScript(click("Save"), {});
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("hotkey ctrl s");
  });

  it("fails, naming what it expected and what is there, when the UI changed", () => {
    const run = runScript(click("Save As"), {});
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      "expected the button 'Save As' at (120, 20); found there: frame 'notes.txt - gedit', button 'Save'",
    );
    expect(run.stdout).not.toContain("hotkey");
  }, 30_000);
});

describe("a codified replay with a recorded secret ({{placeholder}} in type_text)", () => {
  const script = generateReplayScript(
    [
      {
        step: 1,
        timestamp: "t",
        action_code: "type_text('door {{door}}')",
        result: "success",
        thought: "Type the code",
      },
      { step: 2, timestamp: "t", action_code: "pyautogui.hotkey('ctrl', 's')", result: "success" },
    ],
    { delay: 0 },
  );

  it("types the value the desktop was given for it, never the placeholder", () => {
    const run = runScript(script, { DESKTEST_SECRET_door: "open-sesame-4217" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.typed).toContain("-- door open-sesame-4217");
    expect(run.typed).not.toContain("{{door}}");
    expect(run.stdout).toContain("REPLAY_COMPLETE");
  });

  it("stops with the secret's name when the desktop has no value for it", () => {
    const run = runScript(script, {});
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      "the secret {{door}} has no value in this desktop (DESKTEST_SECRET_door is not set)",
    );
    expect(run.typed).toBe("");
  });
});
