import { describe, expect, it } from "vitest";
import { replayStepsFromOutput } from "../../src/evaluate/metrics/script-replay.ts";
import { decodeBase64Utf8, parseReplayMarkers } from "../../src/evaluate/replay/replay-markers.ts";
import { actionCodeFromSource } from "../../src/evaluate/replay/replay-source.ts";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("replay output markers", () => {
  it("reads steps and base64 action code, thoughts keep their colons", () => {
    const output = [
      "REPLAY_START",
      "Step 1: Open the menu...",
      "  REPLAY_STEP_DONE:1:Open the menu: File  ",
      `REPLAY_ACTION:1:${b64("pyautogui.click(40, 12)")}`,
      "REPLAY_STEP_DONE:3:",
      `REPLAY_ACTION:3:${b64("pyautogui.write('é')\npyautogui.press('enter')")}`,
      "REPLAY_COMPLETE",
    ].join("\n");
    const markers = parseReplayMarkers(output);
    expect(markers.steps).toEqual([
      { step: 1, thought: "Open the menu: File" },
      { step: 3, thought: "" },
    ]);
    expect(markers.actions).toEqual(
      new Map([
        [1, "pyautogui.click(40, 12)"],
        [3, "pyautogui.write('é')\npyautogui.press('enter')"],
      ]),
    );
  });

  it("ignores markers with a bad number, bad base64 or bytes that are not UTF-8", () => {
    const output = [
      "REPLAY_STEP_DONE:x:no",
      "REPLAY_STEP_DONE:-1:no",
      "REPLAY_STEP_DONE:2",
      "REPLAY_ACTION:2:not base64!",
      "REPLAY_ACTION:4:YWJj",
      `REPLAY_ACTION:5:${Buffer.from([0xff, 0xfe]).toString("base64")}`,
    ].join("\n");
    const markers = parseReplayMarkers(output);
    expect(markers.steps).toEqual([]);
    expect(markers.actions).toEqual(new Map([[4, "abc"]]));
  });

  it("decodes only standard padded base64", () => {
    expect(decodeBase64Utf8("aGk=")).toBe("hi");
    expect(decodeBase64Utf8("aGk")).toBeUndefined();
    expect(decodeBase64Utf8("aG-_")).toBeUndefined();
    expect(decodeBase64Utf8("")).toBe("");
  });
});

describe("action code recovered from the script source", () => {
  const source = [
    "import pyautogui",
    "",
    "def step_001():",
    '    """Open the menu"""',
    "    # Verify pre-action screen state (threshold: 0.95)",
    "    time.sleep(0.5)  # Wait for UI to settle",
    "    subprocess.run(['scrot', '/tmp/_replay_actual.png'], check=True)",
    "    subprocess.run(['python3', '/usr/local/bin/screenshot-compare',",
    "        '--expected', '/home/tester/a/step_000.png', '--actual', '/tmp/_replay_actual.png', '--threshold', '0.95'], check=True)",
    "    pyautogui.click(40, 12)",
    "",
    "    if True:",
    "        pyautogui.press('enter')   ",
    "",
    "def step_002():",
    '    """Multi',
    "    line docstring",
    '    """',
    "    subprocess.run(['scrot', '-o', '/tmp/_replay_actual.png'], check=True)",
    "    x = 1",
    "def main():",
    "    step_001()",
  ].join("\n");

  it("takes the body after the docstring, without blank lines, assertions and the 4-space indent", () => {
    expect(actionCodeFromSource(source, 1)).toBe(
      "pyautogui.click(40, 12)\nif True:\n    pyautogui.press('enter')",
    );
    expect(actionCodeFromSource(source, 2)).toBe("x = 1");
  });

  it("is undefined for a step the script does not define", () => {
    expect(actionCodeFromSource(source, 7)).toBeUndefined();
  });
});

describe("replay steps", () => {
  it("fill missing action markers from the source and mark the last step by the outcome", () => {
    const source = 'def step_002():\n    """b"""\n    pyautogui.press("b")\n';
    const output = `REPLAY_STEP_DONE:1:a\nREPLAY_ACTION:1:${b64("pyautogui.press('a')")}\nREPLAY_STEP_DONE:2:b\nREPLAY_STEP_DONE:9:c\n`;
    expect(replayStepsFromOutput(output, source, true)).toEqual([
      { step: 1, thought: "a", action_code: "pyautogui.press('a')", result: "success" },
      { step: 2, thought: "b", action_code: 'pyautogui.press("b")', result: "success" },
      { step: 9, thought: "c", action_code: "", result: "done" },
    ]);
    expect(replayStepsFromOutput(output, source, false).at(-1)?.result).toBe("interrupted");
    expect(replayStepsFromOutput("no markers", source, false)).toEqual([]);
  });
});

describe("the fields a replayed step masked because a secret went into them (REPLAY_MASKED)", () => {
  it("become the step's masked regions; what is not a region is left out", () => {
    const field = { x: 412, y: 300, width: 240, height: 28, why: "a secret was typed into this field" };
    const output = [
      `REPLAY_MASKED:1:${JSON.stringify([field, { x: "1", y: 0, width: 5, height: 5, why: "no" }])}`,
      "REPLAY_STEP_DONE:1:Type the password",
      'REPLAY_MASKED:2:{"x": 1}',
      "REPLAY_MASKED:3:not json",
      `REPLAY_MASKED:4:[{"x": 1, "y": 2, "width": 3, "height": 4}]`,
      "REPLAY_STEP_DONE:2:Sign in",
    ].join("\n");
    const steps = replayStepsFromOutput(output, "", true);
    expect(steps.map((s) => s.masked)).toEqual([[field], undefined]);
    expect([...parseReplayMarkers(output).masked.keys()]).toEqual([1]);
  });
});

describe("how replayed steps found their targets (REPLAY_TARGET, REPLAY_DIVERGED)", () => {
  const element = {
    found_by: "element",
    role: "button",
    name: "=",
    recorded: [130, 100],
    at: [560, 400],
    box: [540, 380, 80, 60],
    path: ["application:galculator", "frame:galculator"],
    candidates: 1,
    followed: 1,
  };
  const output = [
    "REPLAY_START",
    `REPLAY_TARGET:1:${JSON.stringify(element)}`,
    "REPLAY_STEP_DONE:1:Click =",
    'REPLAY_TARGET:2:{"found_by": "coordinates", "reason": "no identity", "role": "panel", "name": "", "recorded": [20, 45]}',
    "REPLAY_STEP_DONE:2:Click the panel",
    'REPLAY_TARGET:3:{"found_by": "coordinates", "reason": "no recorded target"}',
    "REPLAY_STEP_DONE:3:Click somewhere",
    "REPLAY_STEP_DONE:4:Type",
    'REPLAY_TARGET:5:{"found_by": "teleport"}',
    "REPLAY_TARGET:6:not json",
    `REPLAY_TARGET:7:{"found_by": "element", "role": "button", "name": "${"x".repeat(20_000)}"}`,
    'REPLAY_DIVERGED:{"kind": "target", "message": "the button \'8\' (recorded at (20, 45)) is not on the screen; at its recorded place: frame \'galculator\'", "expected": {"role": "button", "name": "8", "path": ["application:galculator"], "recorded": [20, 45]}, "found_there": ["frame \'galculator\'"]}',
    'REPLAY_DIVERGED:{"kind": "screen", "message": "later: not the first"}',
  ].join("\n");

  it("each step that acted at a point says whether it found its target by element or by coordinates", () => {
    const steps = replayStepsFromOutput(output, "", false);
    expect(steps.map((s) => [s.step, s.found_by])).toEqual([
      [1, "element"],
      [2, "coordinates"],
      [3, "coordinates"],
      [4, undefined],
    ]);
    // the target as found: where it is now, for the replay's trajectory (and a codify of it)
    expect(steps[0]!.target).toEqual({
      role: "button",
      name: "=",
      x: 560,
      y: 400,
      box: [540, 380, 80, 60],
      path: ["application:galculator", "frame:galculator"],
    });
    expect(steps[1]!.target).toEqual({ role: "panel", name: "", x: 20, y: 45 });
    expect(steps[2]!.target).toBeUndefined();
    // an unknown way, a line that is no JSON object and an oversized one are not read
    expect([...parseReplayMarkers(output).targets.keys()]).toEqual([1, 2, 3]);
  });

  it("the first divergence is read with what was expected and what is there", () => {
    expect(parseReplayMarkers(output).divergence).toEqual({
      kind: "target",
      message:
        "the button '8' (recorded at (20, 45)) is not on the screen; at its recorded place: frame 'galculator'",
      expected: { role: "button", name: "8", path: ["application:galculator"], recorded: [20, 45] },
      foundThere: ["frame 'galculator'"],
    });
    expect(
      parseReplayMarkers(
        'REPLAY_DIVERGED:{"kind": "screen", "message": "m", "expected": "shots/step_002.png", "similarity": null, "threshold": 0.95}',
      ).divergence,
    ).toEqual({
      kind: "screen",
      message: "m",
      screen: { expected: "shots/step_002.png", similarity: null, threshold: 0.95 },
    });
  });
});
