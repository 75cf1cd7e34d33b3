/**
 * Stable captures: in the built-in image the text caret of a focused GTK text field does not blink, so
 * captures taken over more than one blink cycle are the same pixels (a screenshot diff or a settle never
 * sees the caret's phase as a change). The control runs the same app with GTK's default (blinking), which
 * the user's settings.ini may ask for: there the captures differ, so this test can fail.
 */
import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import type { Session } from "../../src/session/session.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();

/** GTK's blink cycle is 1.2 s (gtk-cursor-blink-time): 9 captures 200 ms apart span more than one. */
const CAPTURES = 9;
const APART_MS = 200;

/** gedit (GTK 3, its own instance) with the caret in its text view, just typed into. */
async function focusedTextField(session: Session, configHome?: string): Promise<void> {
  const env = configHome ? ["env", `XDG_CONFIG_HOME=${configHome}`] : [];
  await launchApp(session, { command: [...env, "gedit", "--standalone"] });
  await session.observe({ a11y: false, settle: { timeoutMs: 5_000, intervalMs: 50 } });
  // A key resets GTK's blink timeout (blinking stops 10 s after the last key): the captures are within it.
  const typed = await session.act("type_text('caret')");
  expect(typed).toMatchObject({ success: true });
}

/** Captures 200 ms apart (raw pixels of the whole screen, PNG-encoded the same way each time). */
async function captures(session: Session): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < CAPTURES; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, APART_MS));
    const observed = await session.observe({ a11y: false, format: "png" });
    out.push(observed.screenshot!.data);
  }
  return out;
}

const distinct = (frames: Buffer[]) => new Set(frames.map((f) => f.toString("base64"))).size;

describe("the text caret at capture", () => {
  it("does not blink in the built-in image: captures of a focused text field are identical", async () => {
    const session = await desktop();
    await focusedTextField(session);
    expect(distinct(await captures(session))).toBe(1);
  }, 120_000);

  it("(control) blinks where GTK's default is asked for, and the captures differ", async () => {
    const session = await desktop();
    const configHome = "/tmp/blinking-config";
    const made = await session.exec([
      "sh",
      "-c",
      `mkdir -p ${configHome}/gtk-3.0 && printf '[Settings]\\ngtk-cursor-blink = true\\n' >${configHome}/gtk-3.0/settings.ini`,
    ]);
    expect(made.exitCode).toBe(0);
    await focusedTextField(session, configHome);
    expect(distinct(await captures(session))).toBeGreaterThan(1);
  }, 120_000);
});
