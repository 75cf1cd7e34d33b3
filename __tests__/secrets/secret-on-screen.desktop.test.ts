import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { generateReplayScript } from "../../src/replay/replay-script.ts";
import { runTask } from "../../src/run/run-task.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { LlmDouble, sequence } from "../helpers/llm-double.ts";

// A secret the agent types into a visible text field must not be readable in any artifact image; the
// same run where the typed text is not a secret (the control) shows it, read by Tesseract (Debian's
// tesseract-ocr, installed by .ci/run), so the test can fail.
const SECRET = "ZEBRA7QUOKKA";
const KEY = "k-secret-screen-1";

/** A GTK window that is one large text field (visible characters, not a password field), focused. */
const SIGN_IN = `
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, Gdk
css = Gtk.CssProvider()
css.load_from_data(b"entry { font: 40px monospace; }")
Gtk.StyleContext.add_provider_for_screen(Gdk.Screen.get_default(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
window = Gtk.Window(title="Sign in")
window.set_default_size(760, 160)
entry = Gtk.Entry()
entry.set_visibility(True)
window.add(entry)
window.connect("destroy", Gtk.main_quit)
import os
if os.environ.get("SIGN_IN_COPIES"):  # the app puts the task's secret on the clipboard itself
    Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD).set_text(os.environ["DESKTEST_SECRET_password"], -1)
window.show_all()
entry.grab_focus()
window.present()
Gtk.main()
`;

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({ apiKey: KEY, maxLifetimeMs: 900_000, minCacheTokens: 1 });
});
afterAll(async () => {
  await double.stop();
});

/**
 * A run on the sign-in field: the agent's code `code` then DONE, or (`replay`) a script codified from a
 * step whose code is `code` run with no model; `secret` declares SECRET the task's secret `password`.
 * With `appCopies` the app puts the secret on the clipboard as it starts.
 */
async function signIn(secret: boolean, code: string, replay = false, appCopies = false) {
  double.reset();
  double.policy = sequence(`I enter the password.\n\`\`\`python\n${code}\n\`\`\``, "Entered.\nDONE");
  const dir = tempTree({
    "app/run.sh": `#!/bin/sh\n${appCopies ? "SIGN_IN_COPIES=1 " : ""}exec python3 sign-in.py\n`,
    "app/sign-in.py": SIGN_IN,
    "sign-in.replay.py": generateReplayScript([
      {
        step: 1,
        timestamp: "2026-11-28T03:00:00Z",
        action_code: secret ? code.replaceAll(SECRET, "{{password}}") : code,
        result: "success",
      },
    ]),
    "task.json": JSON.stringify({
      schema_version: "1.0",
      id: "sign-in",
      instruction: secret ? "Enter {{password}} into the field." : `Enter ${SECRET} into the field.`,
      app: { type: "folder", dir: "app", entrypoint: "run.sh" },
      max_steps: 3,
      timeout: 180,
      ...(replay ? { replay_script: "sign-in.replay.py" } : {}),
      ...(secret ? { secrets: { password: { env: "SIGN_IN_PASSWORD" } } } : {}),
    }),
  });
  const result = await runTask({
    task: await loadTaskToRun("task.json", { cwd: dir }),
    cwd: dir,
    env: { SIGN_IN_PASSWORD: SECRET },
    outputDir: "out",
    artifactsDir: "artifacts",
    width: 800,
    height: 600,
    docker,
    apiKeys: [KEY],
    ...(replay
      ? { replay: true }
      : {
          agent: () =>
            createAgentRunner({
              provider: "anthropic",
              model: "claude-sonnet-4-5-20250929",
              apiKey: KEY,
              baseUrl: double.url,
              env: {},
              settleCapMs: 1000,
            }),
        }),
  });
  const artifacts = path.join(dir, "artifacts");
  const images = readdirSync(artifacts).filter((f) => f.endsWith(".png"));
  const read = (image: string) =>
    execFileSync("tesseract", [path.join(artifacts, image), "-"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .replace(/\s+/g, "")
      .toUpperCase();
  const trajectory = parseTrajectory(readFileSync(path.join(artifacts, "trajectory.jsonl"), "utf8"));
  // The final screen's accessibility dump (a text artifact: a secret in it is redacted): what the field holds.
  const finalTree = readFileSync(path.join(artifacts, "final_a11y.txt"), "utf8");
  return { result, images, read, trajectory, finalTree };
}

const typeIntoField = (secret: boolean) => signIn(secret, `pyautogui.write("${SECRET}")`);
/** A replay step that types the text, then gives the field time to draw it before the step's screenshot. */
const REPLAY_TYPING = `type_text("${SECRET}")\ntime.sleep(1)`;

describe("a secret typed into a visible field", () => {
  it("is readable by OCR in the screenshots of the control run, where the text is no secret", async () => {
    const run = await typeIntoField(false);
    expect(run.result.exitCode).toBe(0);
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    expect(run.read("final.png")).toContain(SECRET);
    expect(run.trajectory[0]?.masked).toBeUndefined();
  }, 300_000);

  it("is in no artifact image when it is a secret: the field is masked from that step on, and the step says so", async () => {
    const run = await typeIntoField(true);
    expect(run.result.exitCode).toBe(0);
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    for (const image of run.images) expect(run.read(image), image).not.toContain(SECRET);
    const masked = run.trajectory[0]?.masked;
    expect(masked).toHaveLength(1);
    expect(masked![0]).toMatchObject({ why: "a secret was typed into this field" });
    expect(masked![0]!.width).toBeGreaterThan(0);
    expect(masked![0]!.width).toBeLessThan(800);
  }, 300_000);
});

describe("a secret pasted into a visible field, or typed by a replay", () => {
  it("is in no artifact image when the agent pasted it from the clipboard: the paste masks the field", async () => {
    const run = await signIn(true, `pyperclip.copy("${SECRET}")\npyautogui.hotkey("ctrl", "v")`);
    expect(run.result.exitCode).toBe(0);
    expect(run.finalTree).toContain("[REDACTED]"); // the paste put the secret into the field
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    for (const image of run.images) expect(run.read(image), image).not.toContain(SECRET);
    expect(run.trajectory[0]?.masked).toEqual([
      expect.objectContaining({ why: "a secret was pasted into this field" }),
    ]);
  }, 300_000);

  it("is readable in a replay's step screenshot when it is no secret (the control)", async () => {
    const run = await signIn(false, REPLAY_TYPING, true);
    expect(run.result.exitCode, run.result.results.error_detail).toBe(0);
    expect(run.finalTree).toContain(SECRET);
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    expect(run.read("step_001.png")).toContain(SECRET);
  }, 300_000);

  it("is in no artifact image of a replay that types it: its step screenshot and the agent's final screen", async () => {
    const run = await signIn(true, REPLAY_TYPING, true);
    expect(run.result.exitCode, run.result.results.error_detail).toBe(0);
    expect(run.finalTree).toContain("[REDACTED]");
    // the step that typed it says what it masked
    expect(run.trajectory[0]?.masked).toEqual([
      expect.objectContaining({ why: "a secret was typed into this field" }),
    ]);
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    for (const image of run.images) expect(run.read(image), image).not.toContain(SECRET);
  }, 300_000);

  it("is in no artifact image of a replay without placeholders that pastes it with shortcut and a key list", async () => {
    // the app put the secret on the clipboard: the script has no {{name}}
    const run = await signIn(true, `pyautogui.shortcut(["ctrl", "v"])\ntime.sleep(1)`, true, true);
    expect(run.result.exitCode, run.result.results.error_detail).toBe(0);
    expect(run.finalTree).toContain("[REDACTED]"); // the paste put the secret into the field
    expect(run.trajectory[0]?.masked).toEqual([
      expect.objectContaining({ why: "a secret was pasted into this field" }),
    ]);
    expect(run.images).toEqual(expect.arrayContaining(["step_001.png", "final.png"]));
    for (const image of run.images) expect(run.read(image), image).not.toContain(SECRET);
  }, 300_000);
});
