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
