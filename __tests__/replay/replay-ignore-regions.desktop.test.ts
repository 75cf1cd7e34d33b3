/**
 * A replay's screen check (`check_screen`) leaves out the task's `visual.ignore` regions: a screen that
 * differs from the recorded one only inside an ignored region passes, one that differs outside it fails.
 * Both kinds of entry: an accessibility selector (looked up in the tree when the check runs) and a
 * rectangle. One desktop: a GTK window with two large labels, a "clock" and a "total", whose texts and
 * colours the test sets through a file the window reads.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateScriptReplay } from "../../src/evaluate/metrics/script-replay.ts";
import type { Session } from "../../src/session/session.ts";
import type { IgnoreEntry } from "../../src/task/ignore-regions.ts";
import { tempTree } from "../helpers/cli.ts";
import { desktops, parseA11y, type A11yRow } from "../helpers/desktop.ts";

const STATE = "/tmp/ignore-regions.json";

/** Two labels, each a text on a coloured block, as /tmp/ignore-regions.json says ({key: [text, colour]}). */
const APP = `
import json
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, GLib, Gtk
css = Gtk.CssProvider()
css.load_from_data(b"label { font: 48px monospace; padding: 20px; color: white; } .red { background: #d00000; } .blue { background: #0000d0; } .green { background: #008000; }")
Gtk.StyleContext.add_provider_for_screen(Gdk.Screen.get_default(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
window = Gtk.Window(title="Ignore regions")
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=40)
labels = {"clock": Gtk.Label(), "total": Gtk.Label()}
for label in labels.values():
    box.pack_start(label, False, False, 0)
window.add(box)
shown = {}
def show():
    try:
        with open("${STATE}") as f:
            state = json.load(f)
    except (OSError, ValueError):
        return True
    if state != shown:
        shown.clear()
        shown.update(state)
        for key, label in labels.items():
            text, colour = state[key]
            label.set_text(text)
            style = label.get_style_context()
            for c in ("red", "blue", "green"):
                style.remove_class(c)
            style.add_class(colour)
    return True
show()
GLib.timeout_add(50, show)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
`;

/** A replay script whose one step checks the screen against the recorded rec/step_000.png. */
const CHECK = [
  "from desktest_guest.replay import check_screen",
  "print('REPLAY_START')",
  "check_screen('rec/step_000.png', 0.99)",
  "print('REPLAY_STEP_DONE:1:Check the screen')",
  "print('REPLAY_COMPLETE')",
  "",
].join("\n");

const desktop = desktops();
let session: Session;
let host: string;
/** The clock label as recorded: its box on the screen. */
let clock: A11yRow;

/** Show these labels and wait until the tree has them and the screen has settled; the tree's rows. */
async function show(state: { clock: [string, string]; total: [string, string] }): Promise<A11yRow[]> {
  const json = JSON.stringify(state);
  await session.exec(["sh", "-c", `printf '%s' '${json}' > ${STATE}.new && mv ${STATE}.new ${STATE}`]);
  for (let attempt = 0; attempt < 100; attempt++) {
    const seen = await session.observe({ screenshot: false, settle: { timeoutMs: 3_000 } });
    const rows = parseA11y(seen.a11y?.tsv ?? "");
    const names = rows.filter((r) => r.tag === "label").map((r) => r.name);
    if (names.includes(state.clock[0]) && names.includes(state.total[0])) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the window did not show ${json}`);
}

/** Run the check as `desktest run --replay` does, leaving out `ignore`. */
async function check(ignore: IgnoreEntry[]) {
  const log: string[] = [];
  const outcome = await evaluateScriptReplay(
    session,
    {
      type: "script_replay",
      script_path: path.join(host, "check.py"),
      screenshots_dir: path.join(host, "rec"),
    },
    { timeoutSecs: 60, visualIgnore: ignore, log: (line) => log.push(line) },
  );
  return {
    passed: outcome.result.passed,
    divergence: outcome.replayFailure?.divergence,
    log: log.join("\n"),
  };
}

beforeAll(async () => {
  session = await desktop({ width: 800, height: 600 });
  host = tempTree({ "check.py": CHECK, "ignore-app/app.py": APP, "rec/.keep": "" });
  await session.copyIn(path.join(host, "ignore-app"), session.home);
  await session.spawn(["python3", session.os.join(session.home, "ignore-app", "app.py")], {
    log: "/tmp/ignore-app.log",
  });
  const rows = await show({ clock: ["Clock 09:41", "red"], total: ["Total 100", "green"] });
  clock = rows.find((r) => r.tag === "label" && r.name === "Clock 09:41")!;
  // The recorded screen: what the agent's screenshot of this step was.
  const recorded = await session.observe({ a11y: false, format: "png" });
  writeFileSync(path.join(host, "rec", "step_000.png"), recorded.screenshot!.data);
}, 120_000);

describe("a replay's screen check with visual.ignore", () => {
  it("fails when only the clock changed and nothing is ignored (the control)", async () => {
    await show({ clock: ["Clock 09:42", "blue"], total: ["Total 100", "green"] });
    const run = await check([]);
    expect(run.passed).toBe(false);
    expect(run.divergence).toMatchObject({ kind: "screen" });
  }, 120_000);

  it("passes when only the clock changed and the clock is ignored by selector or by rectangle", async () => {
    await show({ clock: ["Clock 09:42", "blue"], total: ["Total 100", "green"] });
    const selector = await check([{ role: "label", name_pattern: "^Clock ", reason: "the clock" }]);
    expect(selector.passed, selector.log).toBe(true);
    const { x, y, width, height } = clock;
    const rectangle = await check([{ x, y, width, height, reason: "the clock" }]);
    expect(rectangle.passed, rectangle.log).toBe(true);
  }, 120_000);

  it("fails when the total changed outside the ignored clock, ignored either way", async () => {
    await show({ clock: ["Clock 09:42", "blue"], total: ["Total 250", "red"] });
    const { x, y, width, height } = clock;
    for (const ignore of [
      [{ role: "label", name_pattern: "^Clock " }],
      [{ x, y, width, height }],
    ] satisfies IgnoreEntry[][]) {
      const run = await check(ignore);
      expect(run.passed, JSON.stringify(ignore)).toBe(false);
      expect(run.divergence).toMatchObject({ kind: "screen" });
    }
  }, 120_000);
});
