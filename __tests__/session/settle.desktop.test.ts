import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { desktops, parseA11y } from "../helpers/desktop.ts";

const desktop = desktops();

/** A Tk window whose label shows a new number every 5 ms, for as long as it runs: a screen that never rests. */
const RESTLESS = [
  "import time, tkinter",
  "root = tkinter.Tk()",
  "root.title('restless')",
  "label = tkinter.Label(root, font=('DejaVu Sans', 48), width=24)",
  "label.pack()",
  "def tick():",
  "    label.config(text=str(time.monotonic_ns()))",
  "    root.after(5, tick)",
  "tick()",
  "root.mainloop()",
].join("\n");

describe("settling after an action, on a real desktop", () => {
  it("observes typed text once the app has processed the keys and drawn them", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["galculator"] });
    const before = await session.observe({ settle: { timeoutMs: 3_000, intervalMs: 25 } });
    const display = (tsv: string) =>
      parseA11y(tsv)
        .find((r) => r.tag === "text" && r.class === "text" && r.text.trim() !== "")
        ?.text.trim();
    expect(display(before.a11y!.tsv)).toBe("0");

    // as the agent loop does: the act, then one observation with the loop's settle
    const typed = await session.act("type_text('12345')");
    expect(typed).toMatchObject({ success: true, error: null });
    // galculator (GTK) answered the ping sent behind the last key: the act ended once it had read them
    expect(typed.inputAckMs).toEqual(expect.any(Number));
    const after = await session.observe({ settle: { timeoutMs: 3_000, intervalMs: 25 } });

    expect(after.settle).toMatchObject({ settled: true, method: "changes" });
    expect(display(after.a11y!.tsv)).toBe("12345");
    expect(after.screenshot!.data.equals(before.screenshot!.data)).toBe(false);

    // code that sends no input is not acknowledged (nothing to wait for)
    const still = await session.act("pyautogui.position()");
    expect(still).toMatchObject({ success: true });
    expect(still).not.toHaveProperty("inputAckMs");
  });

  it("stops at the cap on a screen that never stops changing, and says it did not settle", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["python3", "-c", RESTLESS] });
    const observed = await session.observe({ settle: { timeoutMs: 1_500, intervalMs: 50, stableFrames: 4 } });
    expect(observed.settle).toMatchObject({ settled: false });
    expect(observed.screenshot?.width).toBe(1280);
  });
});
