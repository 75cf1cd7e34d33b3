import { describe, expect, it } from "vitest";
import { missingModule } from "../../src/evaluate/metrics/script-replay.ts";

describe("a replay script's import error", () => {
  it("is found in its error output, the last one Python printed", () => {
    const stderr = [
      "Traceback (most recent call last):",
      '  File "/home/tester/replay.py", line 3, in <module>',
      "    import pyautogui",
      "ModuleNotFoundError: No module named 'pyautogui'",
      "",
    ].join("\n");
    expect(missingModule(stderr)).toBe("ModuleNotFoundError: No module named 'pyautogui'");
    expect(missingModule("ImportError: cannot import name 'Xlib' from 'x'\n")).toBe(
      "ImportError: cannot import name 'Xlib' from 'x'",
    );
  });

  it("is not found in a script that failed for another reason", () => {
    expect(missingModule("AssertionError: the result is 5, not 4\n")).toBeNull();
    expect(missingModule("print('ModuleNotFoundError: in a message')\n")).toBeNull();
  });
});
