import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { runSetupSteps } from "../../src/session/setup-steps.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();

describe("gedit in a real desktop", () => {
  it("is in the accessibility tree of the first observation once its window is up", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["gedit"] });
    const first = await session.observe({ format: "jpeg", settle: { timeoutMs: 3_000, intervalMs: 25 } });
    expect(first.a11y?.tsv.split("\n")).toContainEqual(expect.stringMatching(/^application\tgedit\t/));
    expect(first.a11y?.tsv).toContain("Untitled Document 1");
  });

  it("opens a file prepared by a setup step, types a line and saves it with Ctrl+S", async () => {
    const session = await desktop();
    await runSetupSteps(session, [
      { type: "execute", command: "printf 'Shopping list\\n' > /home/tester/notes.txt" },
    ]);
    await launchApp(session, { command: ["gedit", "/home/tester/notes.txt"] });
    await session.settle({ timeoutMs: 3_000 });
    expect((await session.windows()).map((w) => w.title)).toContainEqual(
      expect.stringContaining("notes.txt"),
    );

    const typed = await session.act(
      [
        "pyautogui.hotkey('ctrl', 'end')",
        "pyautogui.press('enter')",
        "type_text('Hello from desktest')",
        "pyautogui.hotkey('ctrl', 's')",
        "time.sleep(0.5)",
        "print('saved')",
      ].join("\n"),
    );
    expect(typed).toMatchObject({ success: true, error: null, stdout: "saved\n" });

    let content = "";
    for (let i = 0; i < 40 && !content.includes("Hello"); i++) {
      content = (await session.exec("cat /home/tester/notes.txt")).stdout;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(content).toBe("Shopping list\nHello from desktest\n");
  });
});
