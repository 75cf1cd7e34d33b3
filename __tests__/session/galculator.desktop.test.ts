import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { desktops, parseA11y, type A11yRow } from "../helpers/desktop.ts";

const desktop = desktops();

describe("galculator in a real desktop", () => {
  it("is driven to 42 + 58 = 100 through positions taken from its accessibility tree", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["galculator"] });
    await session.settle({ timeoutMs: 3_000 });

    const before = await session.observe();
    const rows = parseA11y(before.a11y!.tsv);
    const button = (name: string): A11yRow => {
      const row = rows.find((r) => r.class === "toggle button" && r.name === name);
      if (!row) throw new Error(`no button "${name}" in the tree`);
      return row;
    };
    for (const name of ["4", "2", "+", "5", "8", "="]) {
      expect(button(name).width).toBeGreaterThan(0);
      expect(button(name).x).toBeGreaterThanOrEqual(0);
    }
    expect(before.screenshot).toMatchObject({ format: "png", width: 1280, height: 800 });

    for (const name of ["4", "2", "+", "5", "8", "="]) {
      const b = button(name);
      const click = await session.act(
        `pyautogui.click(${b.x + Math.floor(b.width / 2)}, ${b.y + Math.floor(b.height / 2)})`,
      );
      expect(click).toMatchObject({ success: true, error: null });
    }
    await session.settle({ timeoutMs: 3_000 });

    const after = await session.observe();
    const display = parseA11y(after.a11y!.tsv).find(
      (r) => r.tag === "text" && r.class === "text" && r.text !== "",
    );
    expect(display?.text.trim()).toBe("100");
    expect(after.screenshot!.data.equals(before.screenshot!.data)).toBe(false);
  });
});
