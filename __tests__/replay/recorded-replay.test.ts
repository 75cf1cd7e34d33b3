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
    "stubs/pyautogui.py": [
      "FAILSAFE = False",
      "PAUSE = 0.1",
      "def hotkey(*keys):",
      "    print('hotkey', *keys)",
      "def click(x=None, y=None, clicks=1):",
      "    print('click', x, y, clicks)",
      "",
    ].join("\n"),
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
  /** A click recorded on gedit's Save button when it was the box (300, 200, 50, 30), in another layout. */
  const click = (name: string) =>
    generateReplayScript(
      [
        {
          step: 1,
          timestamp: "t",
          action_code: "pyautogui.click(310, 210)",
          result: "success",
          target: {
            role: "button",
            name,
            x: 310,
            y: 210,
            box: [300, 200, 50, 30],
            path: ["application:gedit", "frame:notes.txt - gedit"],
          },
        },
        { step: 2, timestamp: "t", action_code: "pyautogui.hotkey('ctrl', 's')", result: "success" },
      ],
      { delay: 0 },
    );

  it("clicks the element where it is now, at the same place on it, and says it found it by element", () => {
    const run = runScript(click("Save"), {});
    expect(run.status, run.stderr).toBe(0);
    // Save is now the box (100, 10, 50, 30): (310, 210) was 10 and 10 into it
    expect(run.stdout).toContain("click 110 20 1\n");
    const found = run.stdout.split("\n").filter((l) => l.startsWith("REPLAY_TARGET:"));
    expect(found).toHaveLength(1); // the hotkey step acted at no point
    expect(found[0]).toMatch(/^REPLAY_TARGET:1:\{/u);
    expect(JSON.parse(found[0]!.slice("REPLAY_TARGET:1:".length))).toEqual({
      found_by: "element",
      role: "button",
      name: "Save",
      recorded: [310, 210],
      at: [110, 20],
      box: [100, 10, 50, 30],
      path: ["application:gedit", "frame:notes.txt - gedit"],
      candidates: 1,
      followed: 1,
    });
    expect(run.stdout.indexOf("REPLAY_TARGET:1:")).toBeLessThan(run.stdout.indexOf("REPLAY_STEP_DONE:1:"));
    expect(run.stdout).toContain("hotkey ctrl s");
  });

  it("diverges, naming what it expected and what is at its recorded place, when the element is gone", () => {
    const run = runScript(click("Save As"), {});
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n").at(-1)).toBe(
      "the button 'Save As' (recorded at (310, 210) in application:gedit / frame:notes.txt - gedit) is not on the screen; at its recorded place: frame 'notes.txt - gedit'",
    );
    const diverged = run.stdout.split("\n").find((l) => l.startsWith("REPLAY_DIVERGED:"))!;
    expect(JSON.parse(diverged.slice("REPLAY_DIVERGED:".length))).toMatchObject({
      kind: "target",
      expected: { role: "button", name: "Save As", recorded: [310, 210] },
      found_there: ["frame 'notes.txt - gedit'"],
    });
    expect(run.stdout).not.toContain("click");
    expect(run.stdout).not.toContain("REPLAY_STEP_DONE");
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
      {
        step: 3,
        timestamp: "t",
        action_code: "# [bash]\necho 'door {{door}}' \"{{.Id}}\" >&2",
        result: "success",
        action_type: "bash",
        bash_blocks: ["echo 'door {{door}}' \"{{.Id}}\" >&2"],
      },
    ],
    { delay: 0 },
  );

  it("types the value the desktop was given for it, never the placeholder, in typing and in bash", () => {
    const run = runScript(script, { DESKTEST_SECRET_door: "open-sesame-4217", DESKTEST_HOME: tempTree({}) });
    expect(run.status, run.stderr).toBe(0);
    expect(run.typed).toContain("-- door open-sesame-4217");
    expect(run.typed).not.toContain("{{door}}");
    // the bash block's secret is its value; other braces are bash's text
    expect(run.stderr).toContain("door open-sesame-4217 {{.Id}}\n");
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
