import { describe, expect, it } from "vitest";
import { buildMessages, conversationLog, type Turn } from "../../src/agent/conversation.ts";
import { scaleA11yTree } from "../../src/agent/observation.ts";
import { dedent, parseResponse } from "../../src/agent/parse-response.ts";
import { buildSystemPrompt, buildTaskText } from "../../src/agent/system-prompt.ts";

describe("reading a model reply", () => {
  it("takes python blocks in order, with their thought, and ignores untagged blocks", () => {
    const parsed = parseResponse(
      [
        "The menu is closed. Open it.",
        "```python",
        "pyautogui.click(10, 20)",
        "```",
        "```",
        "not code to run",
        "```",
        "```py",
        "time.sleep(0.5)",
        "```",
      ].join("\n"),
    );
    expect(parsed).toEqual({
      pythonBlocks: ["pyautogui.click(10, 20)", "time.sleep(0.5)"],
      bashBlocks: [],
      bugs: [],
      thought: "The menu is closed. Open it.",
    });
  });

  it("keeps relative indentation instead of trimming the block (reference defect)", () => {
    const parsed = parseResponse(
      "```python\n    for i in range(2):\n        pyautogui.press('tab')\n    pyautogui.press('enter')\n```",
    );
    expect(parsed.pythonBlocks).toEqual([
      "for i in range(2):\n    pyautogui.press('tab')\npyautogui.press('enter')",
    ]);
    expect(dedent(["", "  a", "", "    b", "  "])).toBe("a\n\n  b");
  });

  it("honours DONE/FAIL/WAIT only alone on a line outside code (reference defect: inside code too)", () => {
    expect(parseResponse("All saved.\nDONE").command).toBe("DONE");
    expect(parseResponse("```python\nprint('x')\nDONE\n```\nchecking").command).toBeUndefined();
    expect(parseResponse("done\nDONE.\nWAITING").command).toBeUndefined();
    expect(parseResponse("Busy.\n  WAIT  \nFAIL").command).toBe("WAIT");
    expect(parseResponse("Saved.\nDONE").thought).toBe("Saved.");
  });

  it("drops an unterminated block and empty blocks", () => {
    expect(parseResponse("```python\n\n```\n```python\npyautogui.click(1, 1)").pythonBlocks).toEqual([]);
  });

  it("collects bash blocks separately", () => {
    expect(parseResponse("```bash\nps aux\n```\n```sh\ncat /tmp/app.log\n```").bashBlocks).toEqual([
      "ps aux",
      "cat /tmp/app.log",
    ]);
  });

  it("reads BUG reports in QA mode up to a blank line, a fence or a command", () => {
    const text = [
      "BUG",
      "Save crashes the app",
      "Steps: press Ctrl+S",
      "",
      "BUG",
      "Title is wrong",
      "DONE",
      "BUG",
      "",
      "more text",
    ].join("\n");
    expect(parseResponse(text, { qa: true }).bugs).toEqual([
      "Save crashes the app\nSteps: press Ctrl+S",
      "Title is wrong",
    ]);
    expect(parseResponse(text).bugs).toEqual([]);
    expect(parseResponse(text, { qa: true }).command).toBe("DONE");
  });
});

describe("what the model is told", () => {
  it("describes the desktop truthfully, and the coordinate mapping when screenshots are downscaled", () => {
    const prompt = buildSystemPrompt({ width: 1280, height: 720, screen: { width: 1920, height: 1080 } });
    expect(prompt).toContain("Screen resolution: 1280x720 pixels (the real screen is 1920x1080;");
    expect(prompt).toContain("(0, 0) at the top-left to (1279, 719)");
    expect(prompt).toContain("openbox window manager");
    expect(prompt).not.toContain("XFCE");
    expect(prompt).not.toContain("Bash Debugging Tool");
    expect(buildSystemPrompt({ width: 800, height: 600, qa: true })).toContain(
      "QA Bug Reporting Mode (ACTIVE)",
    );
    expect(buildSystemPrompt({ width: 800, height: 600, withBash: true })).toContain(
      "## Bash Debugging Tool",
    );
  });

  it("states the task with its completion condition", () => {
    expect(buildTaskText("Add 2 and 2.", "The display shows 4.")).toBe(
      "## Task\n\nAdd 2 and 2.\n\nCompletion Condition: The display shows 4.\n\nPlease complete the task above. Reflect on the current screenshot before taking action.",
    );
    expect(buildTaskText("x", undefined, true)).toContain(
      "Previous conversation history was dropped due to context length limits.",
    );
  });

  it("sends the last turns, screenshots only for the most recent ones, and the current observation", () => {
    const shot = (n: number) => ({
      screenshot: { data: Buffer.from([n]), mediaType: "image/png" as const, width: 10, height: 10 },
      a11y: `tree ${n}`,
      scale: 1,
      ms: 1,
    });
    const turns: Turn[] = [1, 2, 3, 4, 5, 6, 7, 8].map((step) => ({
      step,
      observation: shot(step),
      response: `reply ${step}`,
      ...(step === 8 ? { errorFeedback: "Code block 1 failed: boom" } : {}),
    }));
    const messages = buildMessages("sys", "task", turns, shot(9));
    expect(messages[0]).toEqual({ role: "system", content: "sys" });
    expect(messages[1]).toEqual({ role: "user", content: "task" });
    const history = messages.slice(2, -1);
    expect(history.filter((m) => m.role === "assistant").map((m) => m.content)).toEqual([
      "reply 3",
      "reply 4",
      "reply 5",
      "reply 6",
      "reply 7",
      "reply 8",
    ]);
    const withImages = history.filter((m) => Array.isArray(m.content));
    expect(withImages).toHaveLength(2);
    expect(history).toContainEqual({
      role: "user",
      content: "[The screen before step 3 is omitted to save context.]",
    });
    expect(history.at(-1)).toEqual({
      role: "user",
      content: "Action execution error: Code block 1 failed: boom",
    });
    expect(messages.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "image", mediaType: "image/png", data: Buffer.from([9]).toString("base64") },
        { type: "text", text: "Here is the current accessibility tree of the desktop:\n\n```\ntree 9\n```" },
      ],
    });
    expect(JSON.stringify(conversationLog(messages))).not.toContain(Buffer.from([9]).toString("base64"));
    expect(JSON.stringify(conversationLog(messages))).toContain("[base64 image data omitted]");
  });

  it("scales a11y positions and sizes to screenshot coordinates, keeping off-screen markers", () => {
    const tsv =
      "tag\tname\ttext\tclass\tdescription\tposition\tsize\npush button\tOK\t\tpush button\t\t300,150\t90,30\nmenu item\tQuit\t\tmenu item\t\t-2147483648,-2147483648\t1,1";
    expect(scaleA11yTree(tsv, 1.5).split("\n").slice(1)).toEqual([
      "push button\tOK\t\tpush button\t\t200,100\t60,20",
      "menu item\tQuit\t\tmenu item\t\t-2147483648,-2147483648\t1,1",
    ]);
  });
});
